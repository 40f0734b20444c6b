"""How a level chooses: the figures behind the Expert's model of its opponents.

`python -m devtools.ai.pass_rates --spec hard@100it --players 4 --games 40` plays seeded
single hands between copies of one SPEC and counts:
- the decisions where the seat follows, could play, and could not go out — and how many of
  those it passed on, separately for a single and for a bigger set in the middle.
  `determinize.PASS_WITH_A_PLAY` holds the rates the Expert assumes (for the passes it sees,
  and for the opponents in its tree and playouts);
- the decisions with a choice where the seat could not go out — and how many times it chose
  the Normal policy's best move. `determinize.NORMAL_BEST_SHARE` holds the share the Expert
  assumes when it reads the plays it sees.
"""

from __future__ import annotations

import argparse
import json
import sys

from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.ai.odin.normal import is_normal_best
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.games.odin import ENTRY


def pass_rates(spec: str, players: int, games: int, seed: str = "passes") -> dict[str, list[int]]:
    """{"single": [passed, chances], "bigger": [passed, chances], "normal_best": [chosen,
    choices]} over ``games`` single hands."""
    counts = {"single": [0, 0], "bigger": [0, 0], "normal_best": [0, 0]}

    def count(obs: OdinObservation, action: int) -> None:
        plays = [a & PLAY_BITS for a in obs.legal if a & PLAY_BITS]
        if obs.hand in plays or len(obs.legal) < 2:
            return  # going out is no choice; a single legal move neither
        if obs.table and plays:
            tally = counts["bigger" if obs.table.bit_count() > 1 else "single"]
            tally[0] += action == PASS
            tally[1] += 1
        counts["normal_best"][0] += is_normal_best(
            action, obs.hand, obs.legal, bool(obs.table), obs.hand_sizes, obs.seat
        )
        counts["normal_best"][1] += 1

    for number in range(games):
        bots = [make_bot(spec, seed=f"{seed}:{number}:{s}", workers=1) for s in range(players)]
        try:
            ENTRY.play_match(bots, f"{seed}:{number}", single_round=True, on_decision=count)
        finally:
            for bot in bots:
                bot.close()
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.pass_rates")
    parser.add_argument("--spec", default="hard", help="the level every seat plays")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", default="passes")
    args = parser.parse_args(argv)
    counts = pass_rates(args.spec, args.players, args.games, args.seed)
    for kind, (done, chances) in counts.items():
        rate = done / chances if chances else 0.0
        what = "chose Normal's best move" if kind == "normal_best" else f"passed on a {kind}"
        print(f"{args.spec}, {args.players} players, {what}: {done}/{chances} = {rate:.1%}")
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
