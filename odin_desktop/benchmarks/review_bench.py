"""`odin-desktop bench review`: how long a game review takes, and how steady its answers are.

For each game a finished game is played by Normal bots from a seed (at the demo's seats,
`GameEntry.demo_players`, to the game's own target: a 4-player ODIN game to 15, an Odin's
Ravens game to 12), written as a record, and reviewed for seat 0 — a player's
seat — by `analysis.review` with no time limit, as the command does. The figures: the
wall-clock time, the decisions reviewed, and the machine's load when it started (the review
shares the cores with whatever else runs). With ``twice`` each record is reviewed again with
another seed: the share of decisions graded the same, and of the mistakes and blunders
whose better decision is the same.
"""

from __future__ import annotations

import os
import time
from typing import Any

from odin_desktop import games
from odin_desktop.ai.match import play_match
from odin_desktop.analysis import grades
from odin_desktop.analysis.review import Review, ReviewSettings


def bench_record(game_id: str, seed: int) -> dict[str, Any]:
    """A finished game between Normal bots, as its record."""
    entry = games.game(game_id)
    players = entry.demo_players
    game = entry.new_game(players, seed, entry.default_target)
    bots = [entry.make_bot("normal", seed=f"{seed}:{seat}") for seat in range(players)]
    play_match(game, bots, entry.bot_options(game))
    return entry.record_of(game, [f"Seat {seat}" for seat in range(players)])


def _load() -> float | None:
    try:
        return os.getloadavg()[0]
    except OSError:
        return None


def review_once(
    doc: dict[str, Any], seats: tuple[int, ...], seed: int, workers: int | None
) -> tuple[dict[str, Any], float]:
    settings = ReviewSettings(seats=seats, seed=seed, workers=workers, keep=False)
    started = time.perf_counter()
    result = Review(doc, settings).run()
    return result, time.perf_counter() - started


def agreement(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """How two reviews of one record agree: same grade, and same better decision where
    the first says mistake or blunder."""
    pairs = list(zip(first["decisions"], second["decisions"], strict=True))
    same = sum(1 for a, b in pairs if a["grade"] == b["grade"])
    errors = [(a, b) for a, b in pairs if grades.is_error(a["grade"])]
    same_best = sum(1 for a, b in errors if a["best"] == b["best"])
    return {
        "same_grade": round(same / len(pairs), 3) if pairs else None,
        "errors": len(errors),
        "same_best": round(same_best / len(errors), 3) if errors else None,
    }


def run_review_bench(
    game_ids: list[str], seed: int, seats: str, workers: int | None, twice: bool
) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    for game_id in game_ids:
        doc = bench_record(game_id, seed)
        players = games.game(game_id).demo_players
        chosen = (0,) if seats == "one" else tuple(range(players))
        load = _load()
        result, seconds = review_once(doc, chosen, seed, workers)
        decisions = result["decisions"]
        row: dict[str, Any] = {
            "seats": list(chosen),
            "decisions": len(decisions),
            "with_choice": sum(1 for d in decisions if d["grade"] != grades.FORCED),
            "seconds": round(seconds, 1),
            "load_before": None if load is None else round(load, 2),
            "accuracy": result["accuracy"],
            "grades": {g: sum(1 for d in decisions if d["grade"] == g) for g in grades.GRADES},
        }
        if twice:
            again, _ = review_once(doc, chosen, seed + 1, workers)
            row["stability"] = agreement(result, again)
        figures[game_id] = row
    return figures


def format_table(figures: dict[str, Any]) -> str:
    lines = [f"{'game':<8}{'seats':<8}{'decisions':>10}{'choice':>8}{'seconds':>9}{'load':>7}"]
    for game_id, row in figures.items():
        seats = ",".join(str(s) for s in row["seats"])
        lines.append(
            f"{game_id:<8}{seats:<8}{row['decisions']:>10}{row['with_choice']:>8}"
            f"{row['seconds']:>9.1f}{row['load_before'] or 0:>7.2f}"
        )
        if "stability" in row:
            s = row["stability"]
            lines.append(
                f"  again with another seed: same grade {s['same_grade']}, "
                f"same better decision {s['same_best']} of {s['errors']} mistakes and blunders"
            )
    return "\n".join(lines)
