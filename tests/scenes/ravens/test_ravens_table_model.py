"""Odin's Ravens' table model without pygame: whole races and a whole game through its
intents, the pace of the bots, the hot-seat hand-overs, what it says and what it refuses."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import dataclass

from ravens_table_driver import controller_at, position

from odin_desktop.engine.ravens import LAY
from odin_desktop.engine.ravens import actions as A
from odin_desktop.scenes.ravens.model import (
    BOT_PACE,
    Acted,
    Card,
    HandOverTo,
    Mode,
    RavensTableModel,
    RoundOver,
    RoundStarted,
    Zone,
)
from odin_desktop.session.bot_host import Answer
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


@dataclass
class Settings:
    ai_speed: str = "fast"


def test_the_model_and_the_saves_never_import_pygame() -> None:
    code = (
        "import sys\n"
        "import odin_desktop.scenes.ravens.model, odin_desktop.scenes.ravens.history\n"
        "import odin_desktop.session.ravens.resume, odin_desktop.scenes.ravens.saga_entries\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def play_by_intents(model: RavensTableModel, action: int, rng: random.Random) -> None:
    """Carry out ``action`` the way the scene would ask the model: a fly card by card, a
    card onto its pile, an Odin card, its choice and target, the end of the turn, a lay."""
    kind = A.action_type(action)
    if kind == A.FLY:
        hand, stack = A.played_cards(action)
        for card in [Card(False, k) for k in hand] + [Card(True, k) for k in stack]:
            assert model.drop(card, Zone.NEXT), model.status()[0]
        return
    if kind == A.END:
        model.ask_end()
        if model.mode is Mode.END:
            model.end_turn(bool(action & A.LENGTHEN))
        return
    if kind == A.LAY:
        model.lay(A.param(action) != model.race.pending)
        return
    card = Card(A.from_stack(action), A.card_of(action))
    zone = {A.STORE: Zone.STACK, A.MAGIC: Zone.MAGIC, A.DISCARD: Zone.DISCARD}.get(kind)
    if zone is not None:
        assert model.drop(card, zone), model.status()[0]
        return
    assert model.drop(card, Zone.PATH) and model.mode is Mode.CHOICE
    model.choose(A.CHOICES_OF_CARD[card.kind].index(kind))
    value = A.param(action)
    if kind == A.MARKER:
        assert model.pick_space(value & 255, value >> 8), model.status()[0]
    elif kind == A.SWAP:
        assert model.pick_card(value & 255) and model.pick_card(value >> 8)
    elif kind in (A.TURN, A.REMOVE):
        assert model.pick_card(value)
    elif kind == A.ARRANGE:
        order = list(model.move.order)
        rng.shuffle(order)
        model.move.order[:] = order
        model.arrange_done()


def expressible(model: RavensTableModel, action: int) -> bool:
    """Whether the table can ask for ``action`` card by card: a fly whose first cards would
    already fly is made as soon as they do (a player never needs to add more)."""
    if A.action_type(action) != A.FLY:
        return True
    hand, stack = A.played_cards(action)
    cards = [Card(False, k) for k in hand] + [Card(True, k) for k in stack]
    return all(model.move.fly_preview(cards[:n]) is None for n in range(1, len(cards)))


def human_policy(model: RavensTableModel, rng: random.Random) -> int:
    actions = [a for a in model.controller.legal_actions() if expressible(model, a)]
    ends = [a for a in actions if A.is_end(a)]
    if ends and rng.random() < 0.3:
        return rng.choice(ends)
    return rng.choice(actions)


def actions_in(race) -> int:  # noqa: ANN001
    return sum(len(actions) for _s, actions, _d, _e in race.log) + len(race.turn_actions)


def run(
    model: RavensTableModel, rng: random.Random, races: int = 99, frames: int = 200_000
) -> list:
    """Play through the model: the human by intents, the bot at its pace; every event."""
    events: list = []
    model.start()
    for _ in range(frames):
        if model.controller.game.over and model.summary_wait is None:
            break
        for event in model.take_events():
            events.append(event)
            if isinstance(event, HandOverTo):
                model.switch_viewer(event.seat)
            elif isinstance(event, RoundOver):
                if sum(isinstance(e, RoundOver) for e in events) >= races:
                    return events
                model.next_round()
        if model.human_turn and model.summary_wait is None:
            race = model.race
            before = actions_in(race)
            play_by_intents(model, human_policy(model, rng), rng)
            assert actions_in(race) > before
        else:
            model.update(0.1, animating=False, on_top=True)
    events += model.take_events()
    return events


def test_a_whole_race_against_a_bot_through_the_model() -> None:
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "normal")), seed=9)
    model = RavensTableModel(RavensController(setup, host_factory=None), Settings())
    events = run(model, random.Random(9), races=1)
    race = model.controller.game.races[0]
    assert race.over and isinstance(events[0], RoundStarted)
    acted = [e for e in events if isinstance(e, Acted)]
    assert len(acted) == sum(len(actions) for _s, actions, _d, _e in race.log)
    assert isinstance(events[-1], RoundOver)
    assert any(e.outcome.seat == 1 for e in acted) and any(e.outcome.seat == 0 for e in acted)
    verbs = {entry.verb for entry in model.log}
    assert "wins the race" in verbs and "flies" in verbs


def test_a_whole_game_through_the_model_to_its_end() -> None:
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "normal")), target=6, seed=12)
    model = RavensTableModel(RavensController(setup, host_factory=None), Settings())
    events = run(model, random.Random(12))
    game = model.controller.game
    assert game.over and max(game.totals) >= 6
    assert sum(isinstance(e, RoundStarted) for e in events) == len(game.races)
    assert sum(isinstance(e, RoundOver) for e in events) == len(game.races)
    assert not model.next_round()  # the game is over: no race follows


def test_two_humans_hand_over_at_each_race_and_whenever_the_turn_passes() -> None:
    setup = RavensSetup((SeatSetup("Ann"), SeatSetup("Bo")), seed=4, first=1)
    model = RavensTableModel(RavensController(setup, host_factory=None), Settings())
    events = run(model, random.Random(4), races=1)
    handovers = [e.seat for e in events if isinstance(e, HandOverTo)]
    race = model.controller.game.races[0]
    assert handovers[0] == 1  # before the first turn
    turns = [seat for seat, _a, _d, _e in race.log]
    assert handovers[1:] == turns[1:]  # then each time the other human takes over


class SlowHost:
    """A bot process that answers only when the test says so."""

    alive = True

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []  # (ticket, seat)
        self.ready: list[Answer] = []

    def add_seat(self, *args: object) -> None: ...

    def request(self, seat: int, observation: object) -> int:
        self.asked.append((len(self.asked) + 1, seat))
        return len(self.asked)

    def poll(self) -> list[Answer]:
        ready, self.ready = self.ready, []
        return ready

    def finish(self, totals: object) -> None: ...

    def close(self) -> None: ...


def test_bots_are_asked_at_once_and_played_at_the_pace_of_the_setting() -> None:
    host = SlowHost()
    race = position(turn=1)
    controller = controller_at(race, (SeatSetup("You"), SeatSetup("Astrid", "normal")))
    controller._host_factory = lambda: host  # type: ignore[assignment]
    model = RavensTableModel(controller, Settings("normal"))
    model.update(0.05, animating=True, on_top=True)
    assert host.asked and host.asked[0][1] == 1  # asked while the table still moves
    model.update(5.0, animating=False, on_top=True)  # no answer yet: nothing happens, no wait
    assert not race.turn_actions
    host.ready.append(Answer(host.asked[-1][0], A.END_TURN))
    model.update(0.1, animating=False, on_top=True)
    assert not race.turn_actions  # held back so a person can follow
    model.update(BOT_PACE["normal"], animating=False, on_top=True)
    assert race.turn == 0 and race.log[-1][1] == [A.END_TURN]


def test_a_bot_answering_nonsense_is_told_and_a_legal_action_played() -> None:
    host = SlowHost()
    race = position(turn=1)
    controller = controller_at(race, (SeatSetup("You"), SeatSetup("Astrid", "normal")))
    controller._host_factory = lambda: host  # type: ignore[assignment]
    model = RavensTableModel(controller, Settings("fast"))
    model.update(0.05, animating=False, on_top=True)
    host.ready.append(Answer(host.asked[-1][0], A.store(8)))  # an O4 it does not hold
    model.update(1.0, animating=False, on_top=True)
    model.update(1.0, animating=False, on_top=True)
    assert model.notice.alert and "Astrid" in model.status()[0]
    assert race.turn == 0  # the legal action played for it ended its turn


def test_what_a_joker_and_a_marker_pass_cost_is_said_before_playing() -> None:
    controller = controller_at(position(hands=("M M L P S", "F M L P S")))
    model = RavensTableModel(controller, Settings())
    words, ok = model.preview_cards([Card(False, 1)], Zone.NEXT)
    assert ok and words == "Joker: 2 cards in all"
    model.drop(Card(False, 1), Zone.NEXT)
    assert model.preview_cards([Card(False, 1)], Zone.NEXT) == ("Joker: fly 1 space", True)
    passing = controller_at(position(hands=("F F L P S", "F M L P S"), marker=(0, 0)))
    model = RavensTableModel(passing, Settings())
    assert model.preview_cards([Card(False, 0)], Zone.NEXT) == (
        "Pass the Odin marker: 2 cards in all",
        True,
    )
    model.drop(Card(False, 0), Zone.NEXT)
    passing = ("Pass the Odin marker: fly 1 space", True)
    assert model.preview_cards([Card(False, 0)], Zone.NEXT) == passing


def test_refusals_come_from_the_engine_by_code() -> None:
    controller = controller_at(position(hands=("F M L P S", "F M L P S")))
    model = RavensTableModel(controller, Settings())
    for card, zone in (
        (Card(False, 3), Zone.STACK),
        (Card(False, 4), Zone.STACK),
        (Card(False, 2), Zone.STACK),
    ):
        assert model.drop(card, zone)
    assert not model.drop(Card(False, 0), Zone.DISCARD)  # a fourth card from the hand
    assert model.notice.refusal is not None
    assert model.notice.refusal.code == "ravens.limit.hand_used"
    assert not model.drop(Card(True, 2), Zone.MAGIC)  # L does not match O+M
    assert model.notice.refusal.code == "ravens.magic.no_match"
    assert model.drop(Card(True, 2), Zone.DISCARD)  # the stack's own three


def test_the_lay_phase_waits_for_the_player_and_offers_both_ways() -> None:
    controller = controller_at(position())
    model = RavensTableModel(controller, Settings())
    model.ask_end()
    model.end_turn(True)
    assert model.mode is Mode.LAY and controller.race.phase == LAY
    drawn, turned_round = model.move.lay_options()
    assert turned_round == drawn[::-1]
    model.cancel()  # a drawn card cannot be put back
    assert model.mode is Mode.LAY
    model.lay(True)
    assert controller.race.length == 10 and controller.race.turn == 1


def test_a_fourth_card_from_the_stack_is_refused_by_the_engine_not_a_crash() -> None:
    race = position(hands=("L P S O1 O2", "F M L P S"), stacks=("M M L L", ""), marker=(0, 0))
    model = RavensTableModel(controller_at(race), Settings())
    for _ in range(3):  # two jokers will pass the marker: M M from the stack, then L …
        assert model.drop(Card(True, model.stack_kinds()[0]), Zone.NEXT)
    assert len(model.move.fly) == 3 and race.positions[0] == -1
    assert not model.drop(Card(True, model.stack_kinds()[0]), Zone.NEXT)  # … not a 4th
    assert model.notice.refusal is not None and model.notice.refusal.code == "ravens.limit.stack"
    assert model.drop(Card(False, 2), Zone.NEXT)  # the hand's L completes the second joker
    assert race.positions[0] == 0 and race.marker == -1


def test_an_odin_card_is_named_as_printed_in_the_players_language() -> None:
    from odin_desktop import i18n
    from odin_desktop.engine.ravens.cards import KINDS

    controller = controller_at(position(hands=("O4 M L P S", "F M L P S")))
    model = RavensTableModel(controller, Settings())
    odin = Card(False, KINDS.index("O4"))
    expected = {"en": "Odin card IV", "it": "Carta Odino IV", "de": "Odinkarte IV"}
    try:
        for code, name in expected.items():
            i18n.set_language(code)
            words, ok = model.preview_cards([odin], Zone.PATH)
            assert ok and name in words and "O4" not in words, words
    finally:
        i18n.set_language("en")


def test_the_turns_limits_and_jokers_are_the_engines_word(monkeypatch) -> None:  # noqa: ANN001
    """The table asks the race what a turn has left and whether a fly plays jokers: it
    follows the engine, whatever the engine says."""
    race = position(hands=("M M L P S", "F M L P S"))
    model = RavensTableModel(controller_at(race), Settings())
    model.update(0.0, animating=False, on_top=True)
    assert model.budget() == (3, 3)
    monkeypatch.setattr(type(race), "cards_left", lambda self: (1, 2))
    assert model.budget() == (1, 2)
    cards = [Card(False, 1), Card(False, 1)]  # two mountains on the forest ahead: a joker
    assert model.preview_cards(cards, Zone.NEXT)[0].startswith("Joker: fly")
    monkeypatch.setattr(type(race), "fly_jokers", lambda self, action: 0)
    assert model.preview_cards(cards, Zone.NEXT)[0].startswith("Fly ")
