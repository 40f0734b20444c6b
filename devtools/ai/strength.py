"""Strength measured properly (issue 33): each claim played on the same deals with the seats
rotated, one process, every game appended to a file as it ends (a run stopped goes on where it
stopped), and a report with the 95% interval, the games, the CPU time and the machine's load.

    nice -n 19 python -m devtools.ai.strength run odin-hard --games 200 --out runs/odin-hard.jsonl
    python -m devtools.ai.strength report runs/*.jsonl

The claims (`CLAIMS`): the Expert against the Expert as it was before it chose by the chance to
win the game (`today-`, `devtools.ai.versus_today`: the points reward of then), one against
three at four players and heads-up, ODIN and Odin's Ravens; the ODIN Expert against Hard, one
against three and heads-up. Whole games to the game's own target (15, 12). The searches run
on iteration budgets (the shipping budgets' ratio, Expert to Hard, at a fifth of their size
so that 200 games fit), so a figure does not depend on the machine's speed or load; the load
is reported beside it all the same. Every bot searches in this one process.

(The Expert of commit 8e6d3de, before the win-chance tables were rebuilt from the repository,
is not a claim here: the rebuild gave the same tables, to the last digit in every entry a game
of 2 to 4 players reads, so that Expert is today's.)

The interval is the arena's: each deal, played in every rotation of the seats, is one sample
of the first SPEC's win share (a shared victory counts as its share).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from devtools.ai.versus_today import PREFIX, _Entry, today_specs
from odin_desktop.ai import arena

ODIN_EXPERT, ODIN_HARD = "expert@100it", "hard@30it"  # the shipping budgets' ratio (3.5)
RAVENS_EXPERT = "expert@100it"
THEN = PREFIX  # "today-": the levels before they chose by the chance to win


@dataclass(frozen=True)
class Claim:
    game: str
    seats: tuple[str, ...]
    goal: float  # the first SPEC's win share the issue asks for
    words: str


# In the order they are run: the cheapest first.
CLAIMS = {
    "odin-hard": Claim(
        "odin", (ODIN_EXPERT, ODIN_HARD), 0.60, "ODIN: the Expert against Hard, heads-up, to 15"
    ),
    "odin-then": Claim(
        "odin",
        (ODIN_EXPERT, THEN + ODIN_EXPERT),
        0.55,
        "ODIN: the Expert against the Expert of then, heads-up, to 15",
    ),
    "odin-3hard": Claim(
        "odin", (ODIN_EXPERT, *[ODIN_HARD] * 3), 0.35, "ODIN: the Expert against 3 Hard, to 15"
    ),
    "ravens-then": Claim(
        "ravens",
        (RAVENS_EXPERT, THEN + RAVENS_EXPERT),
        0.55,
        "Odin's Ravens: the Expert against the Expert of then, games to 12",
    ),
    "odin-3then": Claim(
        "odin",
        (ODIN_EXPERT, *[THEN + ODIN_EXPERT] * 3),
        0.30,
        "ODIN: the Expert against 3 Experts of then, 4 players, to 15",
    ),
}


# ---------------------------------------------------------------------- run and report


def config_of(claim: Claim, games: int, seed: str) -> arena.ArenaConfig:
    return arena.ArenaConfig(claim.seats, games, seed, None, False, 1, 10.0, claim.game)


def done_tasks(path: Path) -> set[tuple[int, int]]:
    if not path.exists():
        return set()
    lines = path.read_text("utf-8").splitlines()
    return {(row["deal"], row["rotation"]) for row in map(json.loads, filter(None, lines))}


def run(name: str, games: int, seed: str, out: Path, say: Callable[[str], None]) -> int:
    """Play the claim's games not yet in ``out``, appending each as it ends."""
    claim = CLAIMS[name]
    config = config_of(claim, games, seed)
    entry = _Entry(claim.game)
    done = done_tasks(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    for deal in range(config.deals):
        for rotation in range(config.players):
            if (deal, rotation) in done:
                continue
            started, cpu = time.perf_counter(), time.process_time()
            with today_specs(entry):
                summary = arena.play_task(config, deal, rotation)
            row = {
                "claim": name,
                "seed": seed,
                "games": games,
                "deal": deal,
                "rotation": rotation,
                "specs": summary.specs,
                "win": summary.win,
                "totals": summary.totals,
                "rounds": summary.rounds,
                "seconds": round(time.perf_counter() - started, 2),
                "cpu_seconds": round(time.process_time() - cpu, 2),
                "load": round(os.getloadavg()[0], 2),
            }
            with out.open("a", encoding="utf-8") as stream:
                stream.write(json.dumps(row) + "\n")
            say(f"{name} deal {deal} rotation {rotation}: {row['cpu_seconds']} s of CPU")
    return 0


def report(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """One figure per claim found in ``paths``: the first SPEC's win share, its interval."""
    rows: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        for line in filter(None, path.read_text("utf-8").splitlines()):
            row = json.loads(line)
            rows.setdefault(row["claim"], []).append(row)
    found = []
    for name, mine in rows.items():
        claim = CLAIMS[name]
        config = config_of(claim, max(r["games"] for r in mine), mine[0]["seed"])
        # Whole deals only: a deal with a rotation missing would weigh its seats unevenly.
        by_deal: dict[int, list[dict[str, Any]]] = {}
        for row in mine:
            by_deal.setdefault(row["deal"], []).append(row)
        whole = [r for rs in by_deal.values() if len(rs) == config.players for r in rs]
        summaries = [
            arena.GameSummary(
                r["deal"],
                r["rotation"],
                tuple(r["specs"]),
                tuple(r["win"]),
                tuple(r["totals"]),
                r["rounds"],
                tuple(() for _ in r["specs"]),
                tuple(0 for _ in r["specs"]),
            )
            for r in whole
        ]
        if not summaries:
            continue
        first = arena.summarize(config, summaries)[claim.seats[0]]
        loads = [r["load"] for r in whole]
        found.append(
            {
                "claim": name,
                "words": claim.words,
                "seats": list(claim.seats),
                "games": len(summaries),
                "deals": len(summaries) // config.players,
                "rounds": sum(r["rounds"] for r in whole),
                "win_share": round(first.win_share, 4),
                "win_share_ci95": [round(x, 4) for x in first.win_share_ci95],
                "goal": claim.goal,
                "cpu_hours": round(sum(r["cpu_seconds"] for r in whole) / 3600, 2),
                "load_1min": [min(loads), round(sum(loads) / len(loads), 1), max(loads)],
                "command": f"python -m devtools.ai.strength run {name} --games "
                f"{config.games} --seed {config.seed}",
            }
        )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.strength", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run", help="play a claim's games (goes on where it stopped)")
    play.add_argument("claim", choices=sorted(CLAIMS))
    play.add_argument("--games", type=int, default=200)
    play.add_argument("--seed", default="strength")
    play.add_argument("--out", type=Path, required=True, help="the games, a JSON line each")
    tell = commands.add_parser("report", help="the figures of the games played")
    tell.add_argument("files", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "run":
        return run(args.claim, args.games, args.seed, args.out, lambda s: print(s, flush=True))
    for figure in report(args.files):
        print(json.dumps(figure))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
