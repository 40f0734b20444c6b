"""High Card's analyst for the game review: each card valued by playing the round out in
worlds sampled from the seat's observation (the opponent's hand drawn from the cards the seat
has not seen), both seats following a simple rule (win the trick cheaply, else throw the
lowest card). The round's end is worth a win, a loss or a tie when it ends the game, and a
chance from the point difference otherwise: a game for the tests needs no equity table."""

from __future__ import annotations

import random
from collections.abc import Sequence

from odin_desktop.ai.analyst import Analyst, Budgets, Effort, Estimate, Valuation
from odin_desktop.ai.halving import standard_error
from third_game.engine import CARDS, HighCardObservation, RoundState


def chance(totals: Sequence[int], target: int, seat: int, finished: bool) -> float:
    """The seat's chance to win from ``totals``: certain when the game is over."""
    mine, theirs = totals[seat], totals[1 - seat]
    if finished or max(totals) >= target:
        return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return min(1.0, max(0.0, 0.5 + (mine - theirs) / (2 * target)))


def simple_play(state: RoundState) -> int:
    hand = sorted(state.hands[state.turn])
    if state.table is None:
        return hand[-1]
    winning = [c for c in hand if c > state.table]
    return winning[0] if winning else hand[0]


def world(obs: HighCardObservation, rng: random.Random) -> RoundState:
    """A round consistent with ``obs``: the opponent's cards drawn from those unseen."""
    seen = set(obs.hand) | {card for _, card in obs.played}
    unseen = [c for c in CARDS if c not in seen]
    other = 1 - obs.seat
    theirs = tuple(rng.sample(unseen, obs.hand_sizes[other]))
    hands: list[tuple[int, ...]] = [(), ()]
    hands[obs.seat], hands[other] = obs.hand, theirs
    state = RoundState(tuple(hands), obs.leader)
    state.table, state.tricks = obs.table, list(obs.tricks)
    state.played = list(obs.played)
    return state


class HighCardAnalyst(Analyst[HighCardObservation]):
    budgets = Budgets(samples=40, limit=80, forced=20, position=40)

    def _worth(self, obs: HighCardObservation, state: RoundState) -> float:
        while not state.over:
            state.play(simple_play(state))
        totals = [t + p for t, p in zip(obs.totals, state.tricks, strict=True)]
        return chance(totals, obs.target, obs.seat, obs.single_round)

    def _valuate(
        self,
        obs: HighCardObservation,
        played: int | None,
        candidates: Sequence[int] | None,
        effort: Effort,
        seed: str,
    ) -> Valuation:
        legal = tuple(obs.legal)
        wanted = [a for a in legal if candidates is None or a in candidates]
        if played is not None and played not in wanted:
            wanted.append(played)
        rng = random.Random(f"highcard-analyst:{seed}:{obs.round}:{len(obs.played)}")
        worlds = [world(obs, rng) for _ in range(max(1, effort.samples))]
        found: dict[int, list[float]] = {}
        for action in wanted:
            found[action] = []
            for base in worlds:
                state = base.copy()
                state.play(action)
                found[action].append(self._worth(obs, state))
        values = {a: sum(v) / len(v) for a, v in found.items()}
        errors = {a: standard_error(v) for a, v in found.items()}
        paired = {}
        if played is not None:
            for action, worths in found.items():
                diffs = [a - b for a, b in zip(worths, found[played], strict=True)]
                paired[action] = standard_error(diffs)
        best = max(wanted, key=lambda a: (values[a], -a))
        samples = {a: len(worlds) for a in wanted}
        return Valuation(legal, values, samples, best, played, (), errors, paired)

    def review(
        self, stretch: Sequence[tuple[HighCardObservation, int]], effort: Effort, seed: str
    ) -> list[Valuation]:
        return [self._valuate(obs, played, None, effort, seed) for obs, played in stretch]

    def value(
        self,
        obs: HighCardObservation,
        candidates: Sequence[int] | None,
        effort: Effort,
        seed: str,
    ) -> Valuation:
        return self._valuate(obs, None, candidates, effort, seed)

    def position(self, obs: HighCardObservation, effort: Effort, seed: str) -> Estimate:
        rng = random.Random(f"highcard-position:{seed}:{obs.round}:{len(obs.played)}")
        found = [self._worth(obs, world(obs, rng)) for _ in range(max(1, effort.samples))]
        return Estimate(sum(found) / len(found), standard_error(found))

    def prior(self, obs: HighCardObservation) -> float:
        return chance(obs.totals, obs.target, obs.seat, False) if any(obs.totals) else 0.5

    def notation(
        self, obs: HighCardObservation, action: int, laid: Sequence[int] = ()
    ) -> dict[str, object]:
        return {"seat": obs.seat, "card": action}
