"""How far an Odin's Ravens race's result strays from the evaluation's estimate: the figures
behind `ai/ravens/search.estimate_spread`.

`python -m devtools.ai.ravens_spread --races 300` plays seeded single races of Normal against
itself. At the start of every turn it takes `evaluate_known` (the estimate a search judges a
world by) for the seat about to move, and, when the race is over, compares it with that
seat's signed result (its points less the other's). For each number of payments the raven
nearer the end still needs, it prints the turns counted, the standard deviation of the
result less the estimate (the spread the searches assume), their mean, and how often the
estimate had the winner right.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict

from odin_desktop.ai.ravens.evaluate import evaluate_known
from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.ai.ravens.paths import payments
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.phases import ACTION

LAST_ROW = 12  # payments left counted together from here on


def residuals(races: int, seed: str = "spread") -> dict[int, list[tuple[float, int]]]:
    """(estimate, result) pairs by payments left, from ``races`` single races."""
    found: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for number in range(races):
        game = RavensGame.new(f"{seed}:{number}", target=1)
        bots = [make_bot("normal", seed=f"{seed}:{number}:{s}") for s in range(2)]
        race = game.start_round()
        starts: list[tuple[int, float, int]] = []  # (seat to move, estimate, payments left)
        while not game.over:
            seat = race.turn
            turns = len(race.log)
            game.apply(bots[seat].choose(game.observe(seat)), seat)
            if len(race.log) > turns and not game.over and race.phase == ACTION:
                mover, marker = race.turn, race.marker
                left = min(payments(race.paths[s], race.positions[s], marker, s) for s in (0, 1))
                starts.append((mover, evaluate_known(race, mover), left))
        points = game.scores[-1]
        for mover, estimate, left in starts:
            found[min(left, LAST_ROW)].append((estimate, points[mover] - points[1 - mover]))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.ravens_spread")
    parser.add_argument("--races", type=int, default=300)
    parser.add_argument("--seed", default="spread")
    args = parser.parse_args(argv)
    rows = {}
    print("payments left  turns  sd(result - estimate)  mean  winner right")
    for left, pairs in sorted(residuals(args.races, args.seed).items()):
        errors = [result - estimate for estimate, result in pairs]
        mean = sum(errors) / len(errors)
        sd = math.sqrt(sum((e - mean) ** 2 for e in errors) / len(errors))
        right = sum((e > 0) == (r > 0) for e, r in pairs) / len(pairs)
        rows[left] = {"turns": len(pairs), "sd": round(sd, 2), "mean": round(mean, 2)}
        label = f"{left}+" if left == LAST_ROW else str(left)
        print(f"{label:>13}  {len(pairs):>5}  {sd:>21.2f}  {mean:>4.2f}  {right:>12.0%}")
    print(json.dumps(rows))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
