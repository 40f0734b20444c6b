"""What the hidden cards cost: Hard shown every hand, against fair opponents.

`python -m devtools.ai.oracle --budget 100it --against hard@100it --players 2 --games 400`
plays seeded single hands in which one seat is an *oracle*: the Hard search, given the true
deal instead of deals sampled from its observation. On one true deal Normal's playouts would
replay one game per move, so in the oracle's playouts the other seats pass now and then, as in
the Expert's model. The oracle sits in every seat in turn on the same deals, as in the arena.

`--sampled-deals` runs the control: the same search (passing opponents included) on deals
sampled from the observation, as Hard does. The difference between the two is what the hidden
cards cost this search; what is left between the control and the goal is the evaluation's.

The oracle is a measurement, not a level: no SPEC names it and no player can meet it.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass

from odin_desktop.ai.base import Budget
from odin_desktop.ai.match import play_match
from odin_desktop.ai.odin.determinize import DealSource
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.odin.levels import make_bot, parse_spec
from odin_desktop.ai.odin.rollout import PassingOpponents
from odin_desktop.ai.stats import ci95
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import OdinObservation


class TrueDeal:
    """The deal as it is: every hand of the running game."""

    def __init__(self, game: OdinGame) -> None:
        self.game = game

    def sample(self, rng: random.Random) -> HandState:
        hand = self.game.hand
        assert hand is not None
        state = hand.copy()
        state.history = []  # playouts never read it; keeping it empty keeps copies cheap
        return state


class OracleHard(OdinHardBot):
    """Hard searching the true deal: call `watch` with the game before it plays."""

    name = "Oracle"

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, truth: bool = True
    ) -> None:
        super().__init__(seed, budget)
        self.truth = truth  # False: the control, searching sampled deals as Hard does
        self.game: OdinGame | None = None

    def watch(self, game: OdinGame) -> None:
        self.game = game

    def deals(self, obs: OdinObservation) -> DealSource:
        if not self.truth:
            return super().deals(obs)
        assert self.game is not None, "watch the game first"
        return TrueDeal(self.game)

    def playout_policy(self, obs: OdinObservation) -> Callable[[HandState], int]:
        # On the one true deal, Normal's playouts would replay one game per move. The others
        # passing now and then (as in the Expert's model) makes the playouts differ: the
        # oracle averages over how the others may play, where Hard averages over their cards.
        return PassingOpponents(obs.seat, self.rng)


@dataclass(frozen=True)
class OracleResult:
    games: int
    win_share: float
    win_share_ci95: tuple[float, float]
    cards: float  # the oracle's cards per hand
    cards_against: float  # each opponent's cards per hand


def measure(
    budget: Budget,
    against: str,
    players: int,
    deals: int,
    seed: str = "oracle",
    truth: bool = True,
) -> OracleResult:
    """The oracle (or with ``truth`` False its control) against ``players - 1`` seats of
    ``against``, on ``deals`` deals, each played with the oracle in every seat."""
    per_deal: list[float] = []
    cards = cards_against = 0
    for deal in range(deals):
        wins = 0.0
        for oracle_seat in range(players):
            oracle = OracleHard(f"{seed}:{deal}:{oracle_seat}", budget, truth)
            bots = [
                oracle if s == oracle_seat else make_bot(against, seed=f"{seed}:{deal}:{s}")
                for s in range(players)
            ]
            try:
                game = OdinGame.new(players, f"{seed}:{deal}", single_hand=True)
                oracle.watch(game)
                result = play_match(game, bots, game.options)
            finally:
                for bot in bots:
                    bot.close()
            if oracle_seat in result.winners:
                wins += 1.0 / len(result.winners)
            cards += result.totals[oracle_seat]
            cards_against += sum(result.totals) - result.totals[oracle_seat]
        per_deal.append(wins / players)
    games = deals * players
    mean = sum(per_deal) / deals
    return OracleResult(
        games, mean, ci95(per_deal, mean), cards / games, cards_against / games / (players - 1)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.oracle")
    parser.add_argument("--budget", default="100it", help="the oracle's budget, as in hard@…")
    parser.add_argument("--against", default="hard@100it", help="the SPEC of every other seat")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=400, help="rounded up to whole rotations")
    parser.add_argument("--seed", default="oracle")
    parser.add_argument(
        "--sampled-deals", action="store_true", help="the control: search sampled deals"
    )
    args = parser.parse_args(argv)
    budget = parse_spec(f"hard@{args.budget}").budget
    assert budget is not None
    deals = -(-args.games // args.players)
    result = measure(budget, args.against, args.players, deals, args.seed, not args.sampled_deals)
    lo, hi = result.win_share_ci95
    who = "control" if args.sampled_deals else "oracle"
    print(
        f"{who} hard@{args.budget} vs {args.against}, {args.players} players, "
        f"{result.games} single hands: win share {result.win_share:.1%} "
        f"[{lo:.1%}, {hi:.1%}], cards per hand {result.cards:.2f} vs {result.cards_against:.2f}"
    )
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
