"""`bench engine`: random-play hands per second and legal-move generations per second,
for the engine and for the straightforward reference implementation, in the same run.

Each figure is the best of several timed windows (as `timeit` does): the least disturbed
window is the closest to what the code itself costs on this machine.
"""

from __future__ import annotations

import itertools
import random

from odin_desktop.benchmarks.odin.reference import RefHand
from odin_desktop.benchmarks.rates import best_rate, legal_rate
from odin_desktop.engine.odin.cards import card_code
from odin_desktop.engine.odin.hand import HandState

PLAYER_COUNTS = (2, 4, 6)
DECK_POOL = 2048  # pre-shuffled deals, reused in turn


def _deal_cards(rng: random.Random, players: int) -> list[list[int]]:
    deck = list(range(54))
    rng.shuffle(deck)
    return [deck[9 * s : 9 * s + 9] for s in range(players)]


def _engine_hand(cards: list[list[int]]) -> None:
    state = HandState([sum(1 << c for c in seat) for seat in cards], 0)
    legal, apply, choose = state.legal_actions, state.apply_action, _RNG.random
    while not state.over:
        actions = legal()
        apply(actions[int(choose() * len(actions))])


def _reference_hand(cards: list[list[int]]) -> None:
    hand = RefHand([[(card_code(c)[0], c % 9 + 1) for c in seat] for seat in cards], 0)
    choose = _RNG.random
    while not hand.over:
        moves = hand.legal_moves()
        hand.apply(moves[int(choose() * len(moves))])


_RNG = random.Random(0)  # move choices; deals use their own generator


def hands_per_second(players: int, reference: bool, seconds: float, windows: int) -> float:
    # Shuffling is the random generator's work, not the engine's: the decks are shuffled
    # before the clock starts (the same decks for both engines). Each timed hand still turns
    # its deck into the engine's own representation, then plays it out.
    rng = random.Random(players)
    decks = itertools.cycle([_deal_cards(rng, players) for _ in range(DECK_POOL)])
    play = _reference_hand if reference else _engine_hand

    def one_hand() -> int:
        play(next(decks))
        return 1

    return best_rate(one_hand, seconds, windows)


def _sample_states(count: int) -> list[HandState]:
    """States met in random 4-player play: leads and follows of every kind."""
    rng = random.Random(42)
    states: list[HandState] = []
    while len(states) < count:
        state = HandState([sum(1 << c for c in s) for s in _deal_cards(rng, 4)], 0)
        while not state.over and len(states) < count:
            states.append(state.copy())
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
    return states


def _as_reference(state: HandState) -> RefHand:
    def cards(mask: int) -> list[tuple[str, int]]:
        return [(card_code(c)[0], c % 9 + 1) for c in range(54) if mask >> c & 1]

    return RefHand(
        hands=[cards(h) for h in state.hands],
        turn=state.turn,
        middle=cards(state.table),
        middle_seat=state.table_seat,
        passes=state.passes,
    )


def legal_generations_per_second(reference: bool, seconds: float, windows: int) -> float:
    states = _sample_states(2000)
    if reference:
        refs = [_as_reference(s) for s in states]
        return legal_rate(refs, lambda r: r.legal_moves(), seconds, windows)
    return legal_rate(states, lambda s: s.legal_actions(), seconds, windows)


def run_engine_bench(seconds: float = 0.6, windows: int = 3) -> dict[str, object]:
    """All figures of `bench engine` as one JSON-ready object."""
    engine = {p: hands_per_second(p, False, seconds, windows) for p in PLAYER_COUNTS}
    reference = {p: hands_per_second(p, True, seconds, windows) for p in PLAYER_COUNTS}
    legal = legal_generations_per_second(False, seconds, windows)
    legal_ref = legal_generations_per_second(True, seconds, windows)
    return {
        "random_hands_per_s": round(engine[4]),
        "random_hands_per_s_by_players": {str(p): round(v) for p, v in engine.items()},
        "reference_hands_per_s_by_players": {str(p): round(v) for p, v in reference.items()},
        "speedup_by_players": {str(p): round(engine[p] / reference[p], 1) for p in engine},
        "legal_generations_per_s": round(legal),
        "reference_legal_generations_per_s": round(legal_ref),
        "legal_speedup": round(legal / legal_ref, 1),
        "method": (
            f"best of {windows} windows of {seconds} s, one core; deals shuffled before timing"
        ),
    }


def format_table(result: dict[str, object]) -> str:
    engine = result["random_hands_per_s_by_players"]
    reference = result["reference_hands_per_s_by_players"]
    speedup = result["speedup_by_players"]
    assert isinstance(engine, dict) and isinstance(reference, dict) and isinstance(speedup, dict)
    lines = [
        f"{'random-play hands/s':<28}{'engine':>10}{'reference':>11}{'speed-up':>10}",
    ]
    for p in engine:
        lines.append(f"{p + ' players':<28}{engine[p]:>10,}{reference[p]:>11,}{speedup[p]:>9}x")
    lines.append(
        f"{'legal-move generations/s':<28}{result['legal_generations_per_s']:>10,}"
        f"{result['reference_legal_generations_per_s']:>11,}{result['legal_speedup']:>9}x"
    )
    lines.append(f"({result['method']})")
    return "\n".join(lines)
