"""Odin's Ravens' entry in the registry: its records, bots and benchmarks. The game has no
screens yet (``playable`` False): the command line reaches it (`replay`, `arena`, `bench`),
the shell does not offer it."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from odin_desktop.ai.base import Bot
from odin_desktop.ai.specs import BotSpec
from odin_desktop.games.entry import GameEntry, MatchResult
from odin_desktop.i18n import N_


class RavensGame(GameEntry):
    id = "ravens"
    title = N_("Odin's Ravens")
    tagline = N_("Race your raven across the land.")
    credit = N_("Odin's Ravens by Thorsten Gimmler, published by Kosmos.")
    record_format = "ravens-record"
    min_players = 2
    max_players = 2
    round_word = "race"
    default_target = 12
    playable = False

    # ------------------------------------------------------------------ records

    def check_record(self, doc: Any, with_legal: bool) -> tuple[int, dict[str, object]]:
        from odin_desktop.engine.ravens.record import check_document

        return check_document(doc, with_legal)

    # ------------------------------------------------------------------ bots

    def parse_spec(self, text: str) -> BotSpec:
        from odin_desktop.ai.ravens.levels import parse_spec

        return parse_spec(text)

    def make_bot(
        self,
        spec: BotSpec | str,
        seed: int | str = 0,
        workers: int | None = None,
        move_timeout: float = 10.0,
    ) -> Bot[Any, Any]:
        from odin_desktop.ai.ravens.levels import make_bot

        return make_bot(spec, seed=seed, workers=workers, move_timeout=move_timeout)

    def play_match(
        self, bots: Sequence[Bot[Any, Any]], seed: str, target: int, single_round: bool
    ) -> MatchResult:
        from odin_desktop.ai.ravens.match import play_game

        result = play_game(bots, seed, target, single_round)
        return MatchResult(
            result.winners, result.totals, result.races, result.move_ms, result.faults
        )

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        from odin_desktop.benchmarks.ravens_engine_bench import format_table, run_ravens_bench

        result = run_ravens_bench(seconds=seconds, windows=windows)
        return result, format_table(result)

    def bench_ai(self, args: argparse.Namespace) -> int:
        from odin_desktop.ai.ravens.bench import bench_ai

        return bench_ai(args)

    # ------------------------------------------------------------------ saves

    def check_save(self, doc: Any) -> bool:
        """Replay the whole record through the engine; SaveInvalid in plain words when it
        cannot be continued, False when the game is finished."""
        from odin_desktop.engine.ravens.record import (
            RecordRuleError,
            RecordUnreadable,
            parse_record,
            replay_record,
        )
        from odin_desktop.i18n import _
        from odin_desktop.session.saved import SaveInvalid

        try:
            game = replay_record(parse_record(doc))
        except RecordUnreadable as error:
            if "not supported" in str(error):
                raise SaveInvalid(_("it was saved by a newer version of Odin Desktop")) from None
            raise SaveInvalid(_("the file is damaged or incomplete")) from None
        except RecordRuleError as error:
            if error.turn is None:
                where = _("its moves do not follow the rules (race {race})")
            else:
                where = _("its moves do not follow the rules (race {race}, turn {turn})")
            turn = 0 if error.turn is None else error.turn + 1
            raise SaveInvalid(where.format(race=error.race + 1, turn=turn)) from None
        except (ValueError, IndexError) as error:  # defensive: the engine refused something
            raise SaveInvalid(_("the engine refused it: {error}").format(error=error)) from None
        return not game.over

    def describe_record(self, doc: Any) -> tuple[tuple[str, ...], str]:
        from odin_desktop.engine.ravens.record import parse_record
        from odin_desktop.i18n import ngettext

        record = parse_record(doc)
        races = len(record.races)
        return record.players, ngettext("{count} race", "{count} races", races).format(count=races)


ENTRY = RavensGame()
