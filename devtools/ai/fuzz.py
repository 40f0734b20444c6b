"""Fuzzing the bots: many random games, every decision checked by the engine.

`python -m devtools.ai.fuzz --decisions 1000000` plays games of 2 to 6 players with random
targets, deals and seatings of the levels, and counts decisions. Every move goes through the
engine's validating `apply`, so an illegal choice raises at once with the position. The
searching levels run at tiny iteration budgets: the legality of their choice does not depend
on how long they think, and it keeps a million decisions within reach.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.refusal import IllegalMove

# level spec -> weight in the draw of each seat
SEAT_MIX = {"random": 4, "easy": 4, "normal": 4, "hard@2it": 1, "expert@3it": 1}


class FuzzFailure(AssertionError):
    """A bot chose an illegal move."""


def fuzz(decisions: int, seed: int = 0) -> Counter[str]:
    """Play until ``decisions`` bot decisions were made; the count per level. Raises
    FuzzFailure on the first illegal move."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    specs, weights = list(SEAT_MIX), list(SEAT_MIX.values())
    game_number = 0
    while counts.total() < decisions:
        players = rng.randint(2, 6)
        seats = rng.choices(specs, weights, k=players)
        game = OdinGame.new(
            players,
            f"fuzz:{seed}:{game_number}",
            target=rng.choice((5, 10, 15)),
            single_hand=rng.random() < 0.3,
            two_player_variant=rng.random() < 0.7,
        )
        bots = [
            make_bot(s, seed=f"{seed}:{game_number}:{i}", workers=1) for i, s in enumerate(seats)
        ]
        while not game.over and counts.total() < decisions:
            if game.needs_round:
                game.start_round()
            seat = game.to_move
            assert seat is not None, "a round under way has a seat to move"
            obs = game.observe(seat)
            action = bots[seat].choose(obs)
            counts[seats[seat]] += 1
            try:
                game.apply(action, seat)
            except IllegalMove as error:
                raise FuzzFailure(
                    f"{seats[seat]} in seat {seat} of game {game_number} chose an illegal "
                    f"move {action:#x}: {error}"
                ) from None
        game_number += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.fuzz")
    parser.add_argument("--decisions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        counts = fuzz(args.decisions, args.seed)
    except FuzzFailure as failure:
        print(f"FAIL: {failure}")
        return 1
    seconds = time.perf_counter() - started
    detail = ", ".join(f"{spec} {n}" for spec, n in sorted(counts.items()))
    print(f"{counts.total()} decisions, no illegal move ({detail}) in {seconds:.0f} s")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
