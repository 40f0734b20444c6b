"""Building Odin's Ravens positions for tests, and random play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from odin_desktop.benchmarks.ravens.engine_bench import random_policy
from odin_desktop.engine.ravens import (
    IllegalMove,
    RaceSetup,
    RaceState,
    RavensGame,
    RavensOutcome,
    ScriptedDraws,
    action_from_json,
    legal_json,
)
from odin_desktop.engine.ravens.actions import is_end
from odin_desktop.engine.ravens.cards import (
    KIND_OF,
    MAGIC_OF,
    multiset_of,
    parse_landscape,
    stack_of,
)
from odin_desktop.engine.ravens.draws import Draws
from odin_desktop.engine.ravens.phases import LAY

ROW = ("FM", "LS", "MF", "SP", "FL", "PM", "LF", "SM", "PL")  # the spec's example row


def kinds(codes: str) -> list[int]:
    """``"F F O1"`` -> kinds."""
    return [KIND_OF[c] for c in codes.split()]


def position(
    row: Sequence[str] = ROW,
    hands: Sequence[str] = ("F M L P S", "F M L P S"),
    stacks: Sequence[str] = ("", ""),
    discards: Sequence[str] = ("", ""),
    magic_rows: Sequence[str] = ("", ""),
    positions: Sequence[int] = (-1, -1),
    marker: tuple[int, int] | None = None,
    magic: str = "O+M",
    turn: int = 0,
    under: Sequence[str] = (),
    draws: Draws | None = None,
) -> RaceState:
    """A race in any position (the row need not follow the set-up rule). Stacks are top first;
    every card named comes out of its seat's supply, so all 33 and all 40 stay conserved."""
    setup = RaceSetup(
        first=turn,
        magic=MAGIC_OF[magic],
        row=tuple(parse_landscape(c) for c in row),
        under=tuple(parse_landscape(c) for c in under),
        hands=tuple(tuple(kinds(h)) for h in hands),
    )
    race = RaceState(setup, draws or ScriptedDraws())
    for seat in (0, 1):
        for pile, cards in (("stacks", stacks), ("discards", discards), ("magic_rows", magic_rows)):
            taken = kinds(cards[seat])
            race.supplies[seat] -= multiset_of(taken)
            race.supply_sizes[seat] -= len(taken)
            if pile == "stacks":
                race.stacks[seat] = stack_of(taken)
                race.stack_sizes[seat] = len(taken)
            elif pile == "discards":
                race.discards[seat] = multiset_of(taken)
                race.discard_sizes[seat] = len(taken)
            else:
                race.magic_rows[seat] = multiset_of(taken)
                race.magic_sizes[seat] = len(taken)
    race.positions = list(positions)
    race.marker = -1 if marker is None else 2 * marker[0] + marker[1]
    assert race.conserved()
    return race


def random_action(actions: list[int], rng: random.Random, race: RaceState) -> int:
    """The benchmark's random policy (its ways to end the turn are listed first)."""
    assert all(is_end(a) for a in actions[:1]) or race.phase == LAY
    return random_policy(actions, rng, race)


def random_game(seed: int, target: int = 12, max_actions: int | None = None) -> RavensGame:
    """A game of random play from ``seed`` (stopped after ``max_actions`` if given)."""
    game = RavensGame.new(seed, target=target)
    rng = random.Random(seed)
    count = 0
    while not game.over and (max_actions is None or count < max_actions):
        if game.needs_round:
            game.start_round()
        race = game.race
        assert race is not None
        game.apply_action(random_action(game.legal_actions(), rng, race))
        count += 1
    return game


def play(race: RaceState, entry: dict[str, object]) -> RavensOutcome:
    """Apply an action given in its JSON (bot) form, checked."""
    return race.apply(action_from_json(entry, race))


def legal(race: RaceState) -> list[dict[str, object]]:
    return legal_json(race.legal_actions())


def refused(race: RaceState, entry: dict[str, object] | int) -> str:
    """The code of the refusal of ``entry`` (a JSON action or an int), checked both ways:
    `refusal` names it and `apply` raises IllegalMove carrying it."""
    try:
        action = entry if isinstance(entry, int) else action_from_json(entry, race)
    except IllegalMove as error:
        return error.refusal.code
    problem = race.refusal(action)
    assert problem is not None, f"{entry} is legal"
    try:
        race.apply(action)
    except IllegalMove as error:
        assert error.refusal == problem
    else:
        raise AssertionError("apply accepted a refused action")
    return problem.code
