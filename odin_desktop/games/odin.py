"""ODIN's entry in the registry: where the shell finds ODIN's engine, bots and screens."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from odin_desktop.ai.base import Bot
from odin_desktop.ai.specs import BotSpec
from odin_desktop.games.entry import GameEntry, MatchResult


class OdinGame(GameEntry):
    id = "odin"
    title = "ODIN"
    record_format = "odin-record"
    min_players = 2
    max_players = 6
    round_word = "hand"
    default_target = 15

    # ------------------------------------------------------------------ records

    def check_record(self, doc: Any, with_legal: bool) -> tuple[int, dict[str, object]]:
        from odin_desktop.engine.odin.record import check_document

        return check_document(doc, with_legal)

    # ------------------------------------------------------------------ bots

    def parse_spec(self, text: str) -> BotSpec:
        from odin_desktop.ai.odin.levels import parse_spec

        return parse_spec(text)

    def make_bot(
        self,
        spec: BotSpec | str,
        seed: int | str = 0,
        workers: int | None = None,
        move_timeout: float = 10.0,
    ) -> Bot[Any, Any]:
        from odin_desktop.ai.odin.levels import make_bot

        return make_bot(spec, seed=seed, workers=workers, move_timeout=move_timeout)

    def play_match(
        self, bots: Sequence[Bot[Any, Any]], seed: str, target: int, single_round: bool
    ) -> MatchResult:
        from odin_desktop.ai.odin.match import play_game

        result = play_game(bots, seed, target, single_round)
        return MatchResult(
            result.winners, result.totals, result.hands, result.move_ms, result.faults
        )

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        from odin_desktop.benchmarks.engine_bench import format_table, run_engine_bench

        result = run_engine_bench(seconds=seconds, windows=windows)
        return result, format_table(result)

    def bench_ai(self, args: argparse.Namespace) -> int:
        from odin_desktop.ai.odin.bench import bench_ai

        return bench_ai(args)


ENTRY = OdinGame()
