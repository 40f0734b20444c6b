"""The arena, for any game of the registry: seeded games between bot specs, seats rotated,
results with 95% intervals.

Every deal seed is played once per rotation of the seats, so each SPEC sits in every seat
equally and meets the same cards from every position. Games are independent tasks, spread over
J processes; the figures do not depend on J (every bot is seeded from the task). With a
records folder each game's record is kept there (the record format: `replay`, `review` and,
after `odin-desktop import`, the Replays screen read it), named by the seed, the deal and the
rotation, each seat named by its SPEC.
"""

from __future__ import annotations

import json
import math
import re
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from odin_desktop.ai.match import play_match
from odin_desktop.ai.specs import BotSpec
from odin_desktop.ai.stats import ci95, percentile
from odin_desktop.fileio import write_text_atomic
from odin_desktop.games import DEFAULT_GAME
from odin_desktop.games import game as game_entry


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    seats: tuple[str, ...]
    games: int = 100
    seed: int | str = 0
    target: int | None = None  # None: the game's own
    single_round: bool = False  # each game is a single hand (ODIN) or race (Ravens)
    jobs: int = 1
    move_timeout: float = 10.0
    game: str = DEFAULT_GAME
    records: str | None = None  # a folder each game's record is written into

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def deals(self) -> int:
        """Deal seeds played: each in every rotation, so the games round up to a multiple."""
        return max(1, math.ceil(self.games / self.players))


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game's result per seat, small enough to send home from a worker."""

    deal: int
    rotation: int
    specs: tuple[str, ...]  # the SPEC in each seat
    win: tuple[float, ...]  # share of the victory held by each seat
    totals: tuple[int, ...]
    rounds: int  # hands or races
    move_ms: tuple[tuple[float, ...], ...]
    faults: tuple[int, ...]


def seating(seats: Sequence[str], rotation: int) -> tuple[str, ...]:
    """The SPEC in each seat for a rotation: rotation r moves everyone r seats on."""
    n = len(seats)
    return tuple(seats[(i - rotation) % n] for i in range(n))


def play_task(config: ArenaConfig, deal: int, rotation: int) -> GameSummary:
    specs = seating(config.seats, rotation)
    game = game_entry(config.game)
    # With several arena processes the Expert searches in its own process only.
    workers = 1 if config.jobs > 1 else None
    bots = [
        game.make_bot(
            text,
            seed=f"{config.seed}:{deal}:{rotation}:{seat}",
            workers=workers,
            move_timeout=config.move_timeout,
        )
        for seat, text in enumerate(specs)
    ]
    try:
        target = game.default_target if config.target is None else config.target
        state = game.new_game(len(bots), f"{config.seed}:{deal}", target, config.single_round)
        result = play_match(state, bots, game.bot_options(state))
    finally:
        for bot in bots:
            bot.close()
    if config.records is not None:
        record = game.record_of(state, specs)
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
        write_text_atomic(record_path(config, deal, rotation), text)
    shares = tuple(
        1.0 / len(result.winners) if seat in result.winners else 0.0 for seat in range(len(bots))
    )
    return GameSummary(
        deal,
        rotation,
        specs,
        shares,
        tuple(result.totals),
        result.rounds,
        tuple(tuple(ms) for ms in result.move_ms),
        tuple(result.faults),
    )


def record_path(config: ArenaConfig, deal: int, rotation: int) -> Path:
    """Where the record of one game goes: ``<game>-<seed>-<deal>-<rotation>.json`` in the
    records folder (the seed kept to letters, digits, ``.``, ``_`` and ``-``)."""
    assert config.records is not None
    seed = re.sub(r"[^A-Za-z0-9._-]+", "_", str(config.seed))[:40] or "_"
    width = len(str(config.deals - 1))
    return Path(config.records) / f"{config.game}-{seed}-{deal:0{width}d}-{rotation}.json"


def run_games(
    config: ArenaConfig, progress: Callable[[int, int], None] | None = None
) -> list[GameSummary]:
    tasks = [(d, r) for d in range(config.deals) for r in range(config.players)]
    summaries: list[GameSummary] = []
    if config.records is not None:
        Path(config.records).mkdir(parents=True, exist_ok=True)

    def report() -> None:
        if progress:
            progress(len(summaries), len(tasks))

    if config.jobs <= 1:
        for deal, rotation in tasks:
            summaries.append(play_task(config, deal, rotation))
            report()
    else:
        with ProcessPoolExecutor(config.jobs) as pool:
            futures = [pool.submit(play_task, config, d, r) for d, r in tasks]
            for future in as_completed(futures):
                summaries.append(future.result())
                report()
    summaries.sort(key=lambda s: (s.deal, s.rotation))
    return summaries


@dataclass(frozen=True, slots=True)
class SpecResult:
    seats: int  # seats this SPEC held in each game
    win_share: float  # per seat: parity is 1 / players
    win_share_ci95: tuple[float, float]
    points_per_round: float  # per hand (ODIN) or race (Ravens)
    move_ms_p95: float
    faults: int

    def to_json(self, round_word: str = "hand") -> dict[str, object]:
        return {
            "win_share": round(self.win_share, 4),
            "win_share_ci95": [round(self.win_share_ci95[0], 4), round(self.win_share_ci95[1], 4)],
            f"points_per_{round_word}": round(self.points_per_round, 3),
            "move_ms_p95": round(self.move_ms_p95, 1),
            "faults": self.faults,
        }


def summarize(config: ArenaConfig, summaries: Sequence[GameSummary]) -> dict[str, SpecResult]:
    """Results per distinct SPEC. The interval treats each deal (all its rotations) as one
    independent sample, since rotations of one deal share their cards."""
    results: dict[str, SpecResult] = {}
    for spec in dict.fromkeys(config.seats):
        count = config.seats.count(spec)
        per_deal: dict[int, list[float]] = {}
        points = rounds = faults = 0
        times: list[float] = []
        for s in summaries:
            mine = [i for i, t in enumerate(s.specs) if t == spec]
            per_deal.setdefault(s.deal, []).append(sum(s.win[i] for i in mine) / count)
            points += sum(s.totals[i] for i in mine)
            rounds += s.rounds * count
            faults += sum(s.faults[i] for i in mine)
            for i in mine:
                times.extend(s.move_ms[i])
        samples = [sum(v) / len(v) for v in per_deal.values()]
        mean = sum(samples) / len(samples)
        results[spec] = SpecResult(
            count,
            mean,
            ci95(samples, mean),
            points / rounds if rounds else 0.0,
            percentile(times, 95),
            faults,
        )
    return results


def progress_bar(stream: TextIO = sys.stderr) -> Callable[[int, int], None]:
    """A progress callback drawing `[#####.....] done/total games` on ``stream``."""
    started = time.perf_counter()
    last = [0.0]
    interactive = stream.isatty()

    def draw(done: int, total: int) -> None:
        now = time.perf_counter()
        # Redraw at most 5 times a second on a terminal; elsewhere only every 10%.
        if interactive and done < total and now - last[0] < 0.2:
            return
        if not interactive and done < total and done % max(1, total // 10):
            return
        last[0] = now
        filled = int(30 * done / total)
        bar = "#" * filled + "." * (30 - filled)
        text = f"[{bar}] {done}/{total} games, {now - started:.0f} s"
        stream.write(("\r" + text) if interactive else text + "\n")
        if interactive and done == total:
            stream.write("\n")
        stream.flush()

    return draw


def table_lines(config: ArenaConfig, results: dict[str, SpecResult]) -> Iterator[str]:
    width = max(len("SPEC"), *(len(s) for s in results))
    points = f"points/{game_entry(config.game).round_word}"
    yield f"{'SPEC':<{width}}  seats  win share  95% interval  {points:>14}  move p95 ms  faults"
    for spec, r in results.items():
        lo, hi = r.win_share_ci95
        yield (
            f"{spec:<{width}}  {r.seats:>5}  {r.win_share:>9.1%}  [{lo:6.1%}, {hi:6.1%}]  "
            f"{r.points_per_round:>14.2f}  {r.move_ms_p95:>11.1f}  {r.faults:>6}"
        )


def validate(seats: Sequence[str], game_id: str = DEFAULT_GAME) -> list[BotSpec]:
    game = game_entry(game_id)
    low, high = game.min_players, game.max_players
    if not low <= len(seats) <= high:
        players = f"{low} to {high}" if low < high else str(low)
        raise ValueError(f"{game.title} is for {players} players: --seats lists {len(seats)}")
    return [game.parse_spec(s) for s in seats]
