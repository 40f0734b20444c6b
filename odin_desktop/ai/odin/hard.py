"""Hard (Jarl): determinized Monte Carlo search with Normal-policy rollouts.

For each sampled deal of the unseen cards (consistent with all public information), every
candidate move is tried and the hand played out by the Normal policy; the same deal serves
all candidates, so they are compared on equal terms. The move with the best mean reward wins:
the chance to win the game that the hand's end leaves (`rollout.Rewards`).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.odin.determinize import DealSource, Determinizer
from odin_desktop.ai.odin.normal import candidate_actions
from odin_desktop.ai.odin.rollout import REWARDS, Rewards, play_out, policy_action
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import OdinObservation

CANDIDATES = 6  # plays searched (by Normal's ranking), plus passing when following


class OdinHardBot(Bot[OdinObservation]):
    name = "Jarl"

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, reward: str = REWARDS[0]
    ) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(ms=250.0, iterations=100_000)
        self.reward = reward  # what the hand's end is worth (`rollout.REWARDS`)
        self.last_iterations = 0

    def deals(self, obs: OdinObservation) -> DealSource:
        """Where the searched deals come from: samples consistent with the observation."""
        return Determinizer(obs)

    def playout_policy(self, obs: OdinObservation) -> Callable[[HandState], int]:
        """The policy every seat follows in the playouts: Normal."""
        return policy_action

    def decide(self, obs: OdinObservation) -> int:
        candidates = candidate_actions(
            obs.hand, obs.legal, bool(obs.table), obs.hand_sizes, obs.seat, CANDIDATES
        )
        if len(candidates) == 1:
            return candidates[0]
        deadline = self.budget.deadline()
        sampler = self.deals(obs)
        policy = self.playout_policy(obs)
        rewards = Rewards.seen_by(obs, self.reward)
        totals = [0.0] * len(candidates)
        rollouts = 0
        while True:  # at least one deal, then until a cap is reached
            deal = sampler.sample(self.rng)
            results = []
            for action in candidates:
                if rollouts and time.perf_counter() >= deadline:
                    break  # a deal left half played would favour some candidates: drop it
                state = deal.copy()
                state.apply_action(action)
                play_out(state, policy)
                results.append(rewards.of(state)[obs.seat])
            if len(results) < len(candidates):
                break
            totals = [t + r for t, r in zip(totals, results, strict=True)]
            rollouts += len(candidates)
            if rollouts >= self.budget.iterations or time.perf_counter() >= deadline:
                break
        self.last_iterations = rollouts
        # Ties go to Normal's ranking (candidates are in that order).
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]
