"""ODIN's analyst: every legal move valued as the mover's chance to win the game.

A move is valued in deals of the unseen cards sampled from the mover's observation — the
Expert's determinizer, the other seats' passes and plays read as evidence — by the Expert's
own search below it (`ismcts.iterate`: a tree over the mover's later decisions, the others
playing the Normal policy and passing now and then) to the end of the hand. The end of the
hand is worth the chance to win the game from the totals it leaves (`ai.odin.equity`); a hand that
ends the game is worth the win itself (a share on a tie). Every legal move takes part — each
play with each take —, raced by sequential halving (`ai.halving`) so that the budget goes to
telling the best few apart, the move played always among them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from odin_desktop.ai.analyst import Analyst, Budgets, Effort, Estimate, Valuation, distinct
from odin_desktop.ai.halving import Contest, race, standard_error
from odin_desktop.ai.odin.determinize import PASS_WITH_A_PLAY, Determinizer, pass_evidence
from odin_desktop.ai.odin.equity import odin_equity
from odin_desktop.ai.odin.normal import score_actions
from odin_desktop.ai.odin.rollout import Rewards, play_out, policy_action
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_to_record
from odin_desktop.engine.odin.observation import OdinObservation


def deals(obs: OdinObservation) -> Determinizer:
    """The Expert's determinizer for ``obs``, reading the other seats' passes as evidence
    but not their plays: weighing a play costs a scoring of every move the seat could have
    made, which made a deal cost ten playouts; the budget buys more deals instead."""
    sampler = Determinizer(obs, evidence=False)
    sampler.evidence = list(pass_evidence(obs))
    sampler.evidence_of = {seat: [] for seat in sampler.evidence_of}
    for item in sampler.evidence:
        sampler.evidence_of[item.seat].append(item)
    return sampler


def to_move(obs: OdinObservation) -> int:
    """The seat to move in the hand ``obs`` sees, from its public history."""
    turn, table_seat, passes = obs.leader, obs.leader, 0
    for seat, action in obs.history:
        if action & PLAY_BITS:
            table_seat, passes = seat, 0
            turn = (seat + 1) % obs.players
            continue
        passes += 1
        if passes == obs.players - 1:
            turn, passes = table_seat, 0
        else:
            turn = (seat + 1) % obs.players
    return turn


def preference(obs: OdinObservation) -> list[int]:
    """The legal moves, the Normal policy's favourite first (ties among near-equal values go
    to it), then by action."""
    scored = score_actions(obs.hand, obs.legal, bool(obs.table), obs.hand_sizes, obs.seat)
    ranked = sorted(scored, key=lambda item: (-item[0], item[1]))
    return distinct([action for _, action in ranked])


class WorldPolicy:
    """How every seat plays on in one sampled world: the Normal policy, the other seats
    passing now and then although they could play (`rollout.PassingOpponents`' rates). Whether
    a seat passes is drawn from the world's ``salt`` and the position, not from a running
    generator: two candidates that lead to the same position see the same choice there, so
    their values differ only where their play differs (common random numbers)."""

    def __init__(self, seat: int, salt: int) -> None:
        self.seat = seat
        self.salt = salt

    def __call__(self, state: HandState) -> int:
        move = policy_action(state)
        play = move & PLAY_BITS
        turn = state.turn
        if play and state.table and turn != self.seat and play != state.hands[turn]:
            draw = hash((self.salt, turn, state.hands[turn], state.table)) & 0xFFFF
            if draw < PASS_WITH_A_PLAY[state.table_size > 1] * 0x10000:
                return PASS
        return move


class OdinAnalyst(Analyst[OdinObservation]):
    budgets = Budgets(samples=200, limit=1000, forced=300, position=600)
    judgement_seconds = 0.0019  # a playout to the hand's end (docs/REVIEW.md: speed)

    def review(
        self, stretch: Sequence[tuple[OdinObservation, int]], effort: Effort, seed: str
    ) -> list[Valuation]:
        return [self._valuate(obs, played, None, effort, seed) for obs, played in stretch]

    def value(
        self, obs: OdinObservation, candidates: Sequence[int] | None, effort: Effort, seed: str
    ) -> Valuation:
        return self._valuate(obs, None, candidates, effort, seed)

    def _valuate(
        self,
        obs: OdinObservation,
        played: int | None,
        candidates: Sequence[int] | None,
        effort: Effort,
        seed: str,
    ) -> Valuation:
        legal = preference(obs)
        if len(legal) == 1 and not effort.samples:
            return Valuation.forced(legal[0])
        wanted = legal if candidates is None else [a for a in legal if a in set(candidates)]
        if played is not None and played not in wanted:
            wanted.append(played)
        rng = random.Random(f"odin-analyst:{seed}")
        sampler = deals(obs)
        rewards = Rewards.seen_by(obs)  # the chance to win the game

        def sample(rng: random.Random) -> tuple[HandState, WorldPolicy]:
            return sampler.sample(rng), WorldPolicy(obs.seat, rng.getrandbits(32))

        def judge(action: int, world: tuple[HandState, WorldPolicy]) -> float:
            deal, policy = world
            state = deal.copy()
            state.apply_action(action)
            play_out(state, policy)
            return rewards.of(state)[obs.seat]

        contest = Contest(wanted, played)
        budget, precision = effort.budget(len(wanted)), effort.precision(len(wanted))
        [verdict] = race([contest], sample, judge, budget, rng, precision, effort.deadline())
        # Going out at once is never worse than any other move: the seat scores nothing
        # and every other seat keeps all its cards.
        sure = tuple(a for a in wanted if a & PLAY_BITS == obs.hand)
        best = verdict.best if not sure or verdict.best in sure else sure[0]
        tied = tuple(verdict.tied) if best == verdict.best else ()
        return Valuation(
            tuple(legal),
            verdict.values,
            verdict.samples,
            best,
            played,
            sure,
            verdict.errors,
            verdict.paired,
            tied,
        )

    def position(self, obs: OdinObservation, effort: Effort, seed: str) -> Estimate:
        rng = random.Random(f"odin-position:{seed}")
        # The determinizer refuses an observation without legal moves only to catch a bot
        # asking out of turn; the deals it samples do not depend on them.
        sampler = deals(obs if obs.legal else replace(obs, legal=(PASS,)))
        rewards = Rewards.seen_by(obs)  # the chance to win the game
        turn = to_move(obs)
        found = []
        for _ in range(max(1, effort.samples)):
            state = sampler.sample(rng)
            state.turn = turn
            play_out(state, WorldPolicy(obs.seat, rng.getrandbits(32)))
            found.append(rewards.of(state)[obs.seat])
        return Estimate(sum(found) / len(found), standard_error(found))

    def prior(self, obs: OdinObservation) -> float:
        if obs.options.single_hand:
            return 1.0 / obs.players
        chances = odin_equity().win_chances(obs.totals, obs.options.target, obs.leader)
        return chances[obs.seat]

    def notation(
        self, obs: OdinObservation, action: int, laid: Sequence[int] = ()
    ) -> dict[str, object]:
        return {"seat": obs.seat, **action_to_record(action)}
