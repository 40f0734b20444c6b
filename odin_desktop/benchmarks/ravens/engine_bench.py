"""`bench engine --game ravens`: random-play turns per second and legal-list generations per
second, for the Odin's Ravens engine and for the straightforward reference implementation,
in the same run with the same random policy.

The random policy: at each decision, list the legal actions; lay a drawn landscape card
either way at random; otherwise end the turn with probability 1/4 (either way of ending
alike), else play any other legal action uniformly. A *turn* is one player's turn, the
race-ending ones included; whole games are played, set-ups of races included.

Each figure is the best of several timed windows (as `timeit` does): the least disturbed
window is the closest to what the code itself costs on this machine.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from odin_desktop.benchmarks.rates import best_rate, legal_rate
from odin_desktop.benchmarks.ravens.reference import Player, RefGame, RefRace
from odin_desktop.engine.ravens.actions import END_LENGTHEN
from odin_desktop.engine.ravens.cards import (
    KINDS,
    MAGIC_CARDS,
    codes_of,
    landscape_code,
    pair_code,
    pair_count,
    stack_kinds,
)
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.phases import LAY, OVER
from odin_desktop.engine.ravens.race import RaceState

SAMPLE_POSITIONS = 2000


def random_policy(actions: list[int], rng: random.Random, race: RaceState) -> int:
    """The benchmark's policy over the engine's list (its ways to end the turn come first)."""
    if race.phase == LAY:
        return actions[int(rng.random() * len(actions))]
    ends = 2 if len(actions) > 1 and actions[1] == END_LENGTHEN else 1
    if len(actions) == ends or rng.random() < 0.25:
        return actions[int(rng.random() * ends)]
    return actions[ends + int(rng.random() * (len(actions) - ends))]


def play_engine_game(seed: int, rng: random.Random) -> int:
    """One whole game of random play; the number of turns played."""
    game = RavensGame.new(seed)
    while not game.over:
        race = game.start_round()
        legal, apply = race.legal_actions, game.apply_action
        while race.phase != OVER:
            apply(random_policy(legal(), rng, race))
    return sum(len(race.log) for race in game.races)


def play_reference_game(seed: int, rng: random.Random) -> int:
    game = RefGame(random.Random(seed))
    game.play_random(rng)
    return game.turns


def turns_per_second(reference: bool, seconds: float, windows: int) -> float:
    """Best rate of turns per second over ``windows`` windows of whole games."""
    play: Callable[[int, random.Random], int] = (
        play_reference_game if reference else play_engine_game
    )
    rng = random.Random(0)
    seeds = itertools.count()
    return best_rate(lambda: play(next(seeds), rng), seconds, windows)


def as_reference(race: RaceState) -> RefRace:
    """The same position in the reference's own terms (cards as strings, piles as lists)."""
    players = [
        Player(
            hand=list(codes_of(race.hands[s])),
            supply=list(codes_of(race.supplies[s])),
            stack=[KINDS[k] for k in stack_kinds(race.stacks[s])],
            discards=list(codes_of(race.discards[s])),
            magic_row=list(codes_of(race.magic_rows[s])),
        )
        for s in (0, 1)
    ]
    return RefRace(
        row=[landscape_code(c) for c in race.row],
        deck=[pair_code(p) for p in range(10) for _ in range(pair_count(race.deck, p))],
        under=[landscape_code(c) for c in race.under],
        magic=MAGIC_CARDS[race.magic],
        players=players,
        turn=race.turn,
        rng=random.Random(0),
        ravens=list(race.positions),
        marker=race.marker_space(),
        used=[race.used_hand, race.used_stack],
        pending=None if race.pending < 0 else landscape_code(race.pending),
        pending_ends_turn=race.lay_ends_turn,
        extend_left=race.extend_left,
    )


def sample_positions(count: int, seed: int = 42) -> list[RaceState]:
    """Positions met in random play, every phase and stage of a race."""
    rng = random.Random(seed)
    positions: list[RaceState] = []
    games = itertools.count(seed)
    while len(positions) < count:
        game = RavensGame.new(next(games))
        while not game.over and len(positions) < count:
            race = game.start_round()
            while race.phase != OVER and len(positions) < count:
                positions.append(race.copy())
                game.apply_action(random_policy(race.legal_actions(), rng, race))
    return positions


def legal_generations_per_second(reference: bool, seconds: float, windows: int) -> float:
    states = sample_positions(SAMPLE_POSITIONS)
    if reference:
        refs = [as_reference(s) for s in states]
        return legal_rate(refs, lambda r: r.legal(), seconds, windows)
    return legal_rate(states, lambda s: s.legal_actions(), seconds, windows)


def run_engine_bench(seconds: float = 0.6, windows: int = 3) -> dict[str, object]:
    """All figures of `bench engine --game ravens` as one JSON-ready object."""
    engine = turns_per_second(False, seconds, windows)
    reference = turns_per_second(True, seconds, windows)
    legal = legal_generations_per_second(False, seconds, windows)
    legal_ref = legal_generations_per_second(True, seconds, windows)
    return {
        "game": "ravens",
        "random_turns_per_s": round(engine),
        "reference_turns_per_s": round(reference),
        "speedup": round(engine / reference, 1),
        "legal_generations_per_s": round(legal),
        "reference_legal_generations_per_s": round(legal_ref),
        "legal_speedup": round(legal / legal_ref, 1),
        "method": (
            f"best of {windows} windows of {seconds} s, one core; whole games of random play "
            f"(end a turn with probability 1/4); legal lists over {SAMPLE_POSITIONS} positions"
        ),
    }


def format_table(result: dict[str, object]) -> str:
    lines = [
        f"{'Odin’s Ravens':<28}{'engine':>10}{'reference':>11}{'speed-up':>10}",
        f"{'random-play turns/s':<28}{result['random_turns_per_s']:>10,}"
        f"{result['reference_turns_per_s']:>11,}{result['speedup']:>9}x",
        f"{'legal-list generations/s':<28}{result['legal_generations_per_s']:>10,}"
        f"{result['reference_legal_generations_per_s']:>11,}{result['legal_speedup']:>9}x",
        f"({result['method']})",
    ]
    return "\n".join(lines)
