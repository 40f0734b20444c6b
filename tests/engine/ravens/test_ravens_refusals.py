"""Each kind of illegal action is refused with its own reason, and refusing changes nothing."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from ravens_helpers import position

from odin_desktop import i18n
from odin_desktop.engine.ravens import (
    END_LENGTHEN,
    END_TURN,
    IllegalMove,
    RavensGame,
    ScriptedDraws,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens import refusals as R
from odin_desktop.engine.ravens.cards import ALL_PLAYER_CARDS, parse_landscape
from odin_desktop.engine.ravens.jsonform import action_from_json
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.refusal import Reason, Refusal
from odin_desktop.i18n.refusals import translate

F, M, L, P, S, O1, O2, O3, O4 = range(9)
KIND = {"F": F, "M": M, "L": L, "P": P, "S": S}
Case = Callable[[], Refusal | None]


def used_up(hand: int = 0, stack: int = 0) -> RaceState:
    """Seat 0's turn after ``hand`` cards of the hand and ``stack`` of the stack were
    discarded (forest cards left to play from both)."""
    race = position(hands=("F M L P S", "F M L P S"), stacks=("S S S F", ""))
    for code in ("P", "S", "L")[:hand]:
        race.apply(A.discard(KIND[code]))
    for _ in range(stack):
        race.apply(A.discard(KIND["S"], True))
    return race


def snapshot(race: RaceState) -> tuple[object, ...]:
    return (
        list(race.row),
        list(race.positions),
        race.marker,
        list(race.hands),
        list(race.stacks),
        list(race.supplies),
        list(race.discards),
        list(race.magic_rows),
        (race.used_hand, race.used_stack, race.phase, race.pending, race.turn),
        list(race.turn_actions),
        race.landscape_left,
    )


def checked(race: RaceState, action: object, seat: int | None = None) -> Refusal | None:
    """The refusal of an action int (or of a bot's JSON answer), after checking that `apply`
    raises the same refusal and leaves the race as it was."""
    before = snapshot(race)
    if isinstance(action, dict):
        try:
            action = action_from_json(action, race)
        except IllegalMove as error:
            assert snapshot(race) == before
            return error.refusal
    problem = race.refusal(action, seat)
    if problem is not None:
        with pytest.raises(IllegalMove) as raised:
            race.apply(action, seat)  # type: ignore[arg-type]
        assert raised.value.refusal == problem and str(raised.value) == problem.english()
        assert snapshot(race) == before
    return problem


def finish_first_race(target: int) -> RavensGame:
    """A game whose first race seat 0 has just won (by nine spaces)."""
    game = RavensGame.new(4, target=target, first=0)
    race = game.start_round()
    last = race.paths[0][race.length - 1]
    race.positions[0] = race.length - 2
    race.hands[0] = A.multiset_of([last] * 5)
    race.supplies[0] = ALL_PLAYER_CARDS - race.hands[0]
    game.apply(A.fly([last]))
    return game


def over_game() -> RavensGame:
    game = finish_first_race(target=1)
    assert game.over
    return game


def between_races() -> RavensGame:
    game = finish_first_race(target=99)
    assert game.needs_round and not game.over
    return game


def running() -> RavensGame:
    game = RavensGame.new(4)
    game.start_round()
    return game


def start_refusal(game: RavensGame) -> Refusal | None:
    """The refusal of setting up a race now (None when one may be set up)."""
    try:
        game.start_round()
    except IllegalMove as error:
        return error.refusal
    return None


def lay_phase() -> RaceState:
    race = position(draws=ScriptedDraws(landscapes=[parse_landscape("SL")]))
    race.apply(END_LENGTHEN)
    return race


def empty_deck() -> RaceState:
    race = position(hands=("O2 M L S P", "F M L P S"))
    race.deck, race.deck_size = 0, 0
    return race


def fly_json(*cards: str) -> dict[str, object]:
    return {"act": "fly", "cards": list(cards)}


def odin_json(card: str, do: str, **params: object) -> dict[str, object]:
    return {"act": "odin", "cards": [card], "do": do, **params}


CASES: dict[str, list[Case]] = {
    R.GAME_OVER.code: [lambda: over_game().refusal(END_TURN)],
    R.NO_RACE.code: [
        lambda: between_races().refusal(END_TURN),
        lambda: RavensGame().refusal(END_TURN),
    ],
    R.RACE_OVER.code: [lambda: checked(over_game().races[-1], END_TURN)],
    R.RACE_RUNNING.code: [lambda: start_refusal(running())],
    R.NOT_YOUR_TURN.code: [lambda: checked(position(turn=0), END_TURN, seat=1)],
    R.MALFORMED.code: [
        lambda: checked(position(), 15),
        lambda: checked(position(), -1),
        lambda: checked(position(), "fly"),
        lambda: checked(position(), True),
        lambda: checked(position(), A.STORE | A.FROM_STACK | F << 8),
        lambda: checked(position(), A.END | 1 << 8),
        lambda: checked(position(), A.LAY | 0 << 8),  # a card with two forests
        lambda: checked(position(), A.fly([F]) | 1 << 40),
        lambda: checked(position(), A.BACK | 3 << 8),
        lambda: checked(position(), A.STORE | A.HIDDEN),
        lambda: checked(position(), {"act": "jump", "cards": []}),
        lambda: checked(position(), {"act": "fly", "cards": ["h:X"]}),
        lambda: checked(position(), {"act": "odin", "cards": ["h:O2"], "do": "extend", "add": []}),
    ],
    R.LAY_PENDING.code: [lambda: checked(lay_phase(), END_TURN)],
    R.NOTHING_TO_LAY.code: [lambda: checked(position(), A.lay(parse_landscape("SL")))],
    R.LAY_WRONG_CARD.code: [lambda: checked(lay_phase(), A.lay(parse_landscape("SM")))],
    R.NOT_IN_HAND.code: [
        lambda: checked(position(), A.store(O3)),
        lambda: checked(position(), fly_json("h:F", "h:F")),
    ],
    R.STACK_TOO_SHORT.code: [
        lambda: checked(position(), A.fly([], [F])),
        lambda: checked(position(stacks=("F", "")), fly_json("s:F", "s:F")),
    ],
    R.STACK_ORDER.code: [lambda: checked(position(stacks=("M F", "")), A.fly([], [F]))],
    R.HAND_LIMIT.code: [
        lambda: checked(
            position(hands=("F F L L L", "F M L P S"), positions=(0, -1)),
            {"act": "fly", "cards": ["h:L", "h:L", "h:L", "h:F"]},
        )
    ],
    R.HAND_USED.code: [
        lambda: checked(used_up(hand=3), {"act": "store", "cards": ["h:F"]}),
        lambda: checked(used_up(hand=3), fly_json("h:F")),
    ],
    R.STACK_USED.code: [
        lambda: checked(used_up(stack=3), fly_json("s:F")),
        lambda: checked(used_up(stack=3), {"act": "discard", "cards": ["s:F"]}),
    ],
    R.STACK_LIMIT.code: [
        lambda: checked(
            position(stacks=("F F F F", ""), marker=(0, 0)),
            fly_json("s:F", "s:F", "s:F", "s:F"),
        )
    ],
    R.CARD_COUNT.code: [
        lambda: checked(position(), {"act": "store", "cards": ["h:F", "h:M"]}),
        lambda: checked(position(), {"act": "discard", "cards": []}),
        lambda: checked(position(), odin_json("h:O4", "back") | {"cards": []}),
    ],
    R.STORE_FROM_STACK.code: [
        lambda: checked(position(stacks=("F", "")), {"act": "store", "cards": ["s:F"]})
    ],
    R.FLY_COUNT.code: [
        lambda: checked(position(), A.fly([])),
        lambda: checked(position(), fly_json()),
    ],
    R.FLY_NOT_FLIGHT.code: [
        lambda: checked(position(hands=("O1 O1 M L S", "F M L P S")), fly_json("h:O1", "h:O1")),
        lambda: checked(position(stacks=("O1", "")), A.fly([], [O1])),
    ],
    R.FLY_WRONG.code: [
        lambda: checked(position(), A.fly([M])),
        lambda: checked(position(), A.fly([M, L])),
        lambda: checked(position(hands=("F F M M S", "F M L P S")), A.fly([F, M, M])),
    ],
    R.FLY_MARKER.code: [
        lambda: checked(position(marker=(0, 0)), A.fly([F])),
        lambda: checked(position(hands=("M M F L S", "F M L P S"), marker=(0, 0)), A.fly([M, M])),
    ],
    R.MAGIC_NO_MATCH.code: [lambda: checked(position(magic="P+S"), A.magic(F))],
    R.NOT_ODIN.code: [lambda: checked(position(), odin_json("h:F", "back"))],
    R.WRONG_CHOICE.code: [
        lambda: checked(
            position(hands=("O1 M L S P", "F M L P S")), odin_json("h:O1", "turn", position=2)
        )
    ],
    R.OFF_ROW.code: [
        lambda: checked(position(hands=("O1 M L S P", "F M L P S")), A.marker(9, 0)),
        lambda: checked(
            position(hands=("O3 M L S P", "F M L P S")), odin_json("h:O3", "turn", position=-1)
        ),
        lambda: checked(
            position(hands=("O1 M L S P", "F M L P S")),
            odin_json("h:O1", "swap", positions=[1, 10**30]),
        ),
    ],
    R.NO_PATH.code: [
        lambda: checked(
            position(hands=("O1 M L S P", "F M L P S")), odin_json("h:O1", "marker", space=[1, 2])
        )
    ],
    R.SPACE_NOT_EMPTY.code: [
        lambda: checked(
            position(hands=("O1 M L S P", "F M L P S"), positions=(3, -1)), A.marker(3, 0)
        ),
        lambda: checked(position(hands=("O1 M L S P", "F M L P S"), marker=(4, 1)), A.marker(4, 1)),
    ],
    R.SWAP_SAME.code: [
        lambda: checked(position(hands=("O1 M L S P", "F M L P S")), A.swap(2, 2)),
    ],
    R.OCCUPIED.code: [
        lambda: checked(
            position(hands=("O1 M L S P", "F M L P S"), positions=(3, -1)), A.swap(2, 3)
        ),
        lambda: checked(position(hands=("O3 M L S P", "F M L P S"), marker=(5, 1)), A.turn(5)),
        lambda: checked(
            position(hands=("O3 M L S P", "F M L P S"), positions=(-1, 2)), A.remove(2)
        ),
    ],
    R.REMOVE_LAST.code: [
        lambda: checked(position(hands=("O3 M L S P", "F M L P S")), A.remove(8)),
    ],
    R.ARRANGE_CARDS.code: [
        lambda: checked(
            position(hands=("O2 M L S P", "F M L P S"), stacks=("F M", "")), A.arrange([F, F])
        ),
        lambda: checked(position(stacks=("O2 F M", "")), A.arrange([F, M, O2], True)),
        lambda: checked(
            position(hands=("O2 M L S P", "F M L P S")),
            odin_json("h:O2", "arrange", stack=["F"] * 40),
        ),
    ],
    R.DECK_EMPTY.code: [
        lambda: checked(empty_deck(), END_LENGTHEN),
        lambda: checked(empty_deck(), A.extend()),
    ],
    R.BACK_AT_START.code: [lambda: checked(position(hands=("O4 M L S P", "F M L P S")), A.back())],
    R.ONTO_MARKER.code: [
        lambda: checked(
            position(hands=("O4 M L S P", "F M L P S"), positions=(-1, 3), marker=(2, 1)),
            A.back(),
        ),
        lambda: checked(position(hands=("O4 M L S P", "F M L P S"), marker=(0, 0)), A.forward()),
    ],
}

ENGINE_REASONS = [
    reason
    for reason in vars(R).values()
    if isinstance(reason, Reason) and not reason.code.startswith("ravens.record.")
]


def test_every_kind_of_refusal_has_its_cases() -> None:
    assert sorted(CASES) == sorted(reason.code for reason in ENGINE_REASONS)
    assert set(R.ALL) == {r for r in vars(R).values() if isinstance(r, Reason)}
    assert set(R.ACTIONS) == set(ENGINE_REASONS)
    assert len({reason.code for reason in vars(R).values() if isinstance(reason, Reason)}) == len(
        [reason for reason in vars(R).values() if isinstance(reason, Reason)]
    ), "two reasons share a code"


@pytest.mark.parametrize(
    ("code", "case"),
    [(code, case) for code, cases in CASES.items() for case in cases],
    ids=[f"{code}-{n}" for code, cases in CASES.items() for n in range(len(cases))],
)
def test_each_illegal_action_is_refused_with_its_reason(code: str, case: Case) -> None:
    problem = case()
    assert problem is not None and problem.code == code
    assert problem.english() and "{" not in problem.english()
    assert all(
        isinstance(v, (int, str)) or (isinstance(v, tuple) and all(isinstance(c, str) for c in v))
        for v in problem.facts.values()
    ), problem.facts


def test_a_reason_with_a_count_agrees_with_it() -> None:
    assert R.STACK_TOO_SHORT(size=1, count=2).english() == "the stack holds 1 card, fewer than 2"
    assert R.STACK_TOO_SHORT(size=0, count=2).english() == "the stack holds 0 cards, fewer than 2"
    assert R.RECORD_DRAW_COUNT(seat=0, expected=1, count=2).english().endswith("1 card, not 2")


@pytest.mark.parametrize("reason", R.ALL, ids=lambda r: r.code)
def test_every_reason_reads_in_every_language(reason: Reason) -> None:
    names = set(re.findall(r"\{(\w+)\}", reason.singular + (reason.plural or "")))
    for number in (1, 2, 5):
        refusal = reason(**{name: number for name in names})
        english = refusal.english()
        try:
            for code in i18n.COMPLETE:
                i18n.set_language(code)
                shown = translate(refusal)
                assert shown != english[:1].upper() + english[1:], (code, shown)
                assert "{" not in shown and (not names or str(number) in shown or code == "ar")
        finally:
            i18n.set_language("en")


def test_a_fly_of_more_cards_than_a_turn_can_play_cannot_be_built() -> None:
    with pytest.raises(ValueError):
        A.fly([F, F, M, M, L])
    with pytest.raises(ValueError):
        A.fly([], [F, F, M, M])
    assert A.played_cards(A.fly([F], [M, M, L])) == ((F,), (M, M, L))
