"""How often a level passes although it could play: the figures behind the Expert's model.

`python -m odin_desktop.ai.pass_rates --spec hard@100it --players 4 --games 40` plays seeded
single hands between copies of one SPEC and counts the decisions where the seat follows, could
play, and could not go out — and how many of those it passed on, separately for a single and
for a bigger set in the middle. `determinize.PASS_WITH_A_PLAY` holds the rates the Expert
assumes (for the passes it sees, and for the opponents in its tree and playouts).
"""

from __future__ import annotations

import argparse
import json
import sys

from odin_desktop.ai.levels import make_bot
from odin_desktop.ai.match import play_game
from odin_desktop.engine.moves import PASS, PLAY_BITS
from odin_desktop.engine.observation import Observation


def pass_rates(spec: str, players: int, games: int, seed: str = "passes") -> dict[str, list[int]]:
    """{"single": [passed, chances], "bigger": [passed, chances]} over ``games`` single hands."""
    counts = {"single": [0, 0], "bigger": [0, 0]}

    def count(obs: Observation, action: int) -> None:
        plays = [a & PLAY_BITS for a in obs.legal if a & PLAY_BITS]
        if obs.table and plays and obs.hand not in plays:
            tally = counts["bigger" if obs.table.bit_count() > 1 else "single"]
            tally[0] += action == PASS
            tally[1] += 1

    for number in range(games):
        bots = [make_bot(spec, seed=f"{seed}:{number}:{s}", workers=1) for s in range(players)]
        try:
            play_game(bots, f"{seed}:{number}", single_hand=True, on_decision=count)
        finally:
            for bot in bots:
                bot.close()
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m odin_desktop.ai.pass_rates")
    parser.add_argument("--spec", default="hard", help="the level every seat plays")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", default="passes")
    args = parser.parse_args(argv)
    counts = pass_rates(args.spec, args.players, args.games, args.seed)
    for kind, (passed, chances) in counts.items():
        rate = passed / chances if chances else 0.0
        print(f"{args.spec}, {args.players} players, on a {kind}: {passed}/{chances} = {rate:.1%}")
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
