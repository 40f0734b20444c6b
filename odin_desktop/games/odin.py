"""ODIN's entry in the registry: where the shell finds ODIN's engine, bots and screens."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from typing import Any

from odin_desktop.ai.ladder import Ladder
from odin_desktop.engine.odin.options import DEFAULT_TARGET
from odin_desktop.engine.protocol import GameState
from odin_desktop.engine.records import RecordStep, RoundStart
from odin_desktop.engine.refusal import Refusal
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import N_


class OdinEntry(GameEntry):
    id = "odin"
    title = N_("ODIN")
    tagline = N_("Play higher. Empty your hand first.")
    credit = N_("ODIN by Gary Kim, Hope S. Hwang and Yohan Goh, published by Helvetiq.")
    record_format = "odin-record"
    min_players = 2
    max_players = 6
    round_word = "hand"
    default_target = DEFAULT_TARGET
    lower_wins = True

    # ------------------------------------------------------------------ records

    def check_record(self, doc: Any, with_legal: bool) -> tuple[int, dict[str, object]]:
        from odin_desktop.engine.odin.record import check_document

        return check_document(doc, with_legal)

    def record_steps(self, doc: Any) -> Iterator[RoundStart[Any] | RecordStep[Any, Any, Any]]:
        from odin_desktop.engine.odin.record import parse_record, walk

        return walk(parse_record(doc))

    def refusal_text(self, refusal: Refusal) -> str:
        from odin_desktop.i18n.odin_cards import show
        from odin_desktop.i18n.refusals import translate

        return translate(refusal, show)

    # ------------------------------------------------------------------ the engine

    def new_game(
        self, players: int, seed: int | str, target: int | None = None, single_round: bool = False
    ) -> GameState[Any, Any]:
        from odin_desktop.engine.odin.game import OdinGame

        target = self.default_target if target is None else target
        return OdinGame.new(players, seed, target=target, single_hand=single_round)

    def bot_options(self, game: Any) -> object:
        return game.options

    # ------------------------------------------------------------------ bots

    def ladder(self) -> Ladder:
        from odin_desktop.ai.odin.levels import LADDER

        return LADDER

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        from odin_desktop.benchmarks.odin.engine_bench import format_table, run_engine_bench

        result = run_engine_bench(seconds=seconds, windows=windows)
        return result, format_table(result)

    def bench_ai(self, args: argparse.Namespace) -> int:
        from odin_desktop.ai.odin.bench import bench_ai

        return bench_ai(args)

    # ------------------------------------------------------------------ saves

    def check_save(self, doc: Any) -> bool:
        from odin_desktop.session.odin.resume import check_save

        return check_save(doc)

    def describe_record(self, doc: Any) -> tuple[tuple[str, ...], str]:
        from odin_desktop.engine.odin.record import parse_record
        from odin_desktop.i18n import ngettext

        record = parse_record(doc)
        hands = len(record.hands)
        return record.players, ngettext("{count} hand", "{count} hands", hands).format(count=hands)

    # ------------------------------------------------------------------ screens

    def quick_start(self, player_name: str) -> Any:
        from odin_desktop.session.odin.setup import OdinSetup

        return OdinSetup.quick_start(player_name)

    def demo_setup(self, players: int, level: str, seed: int) -> Any:
        from odin_desktop.session.odin.setup import OdinSetup

        return OdinSetup.all_bots(players, level, seed=seed)

    def new_game_scene(self, app: Any) -> Any:
        from odin_desktop.scenes.odin.new_game import OdinNewGameScene

        return OdinNewGameScene(app)

    def table_scene(self, app: Any, setup: Any, controller: Any = None) -> Any:
        from odin_desktop.scenes.odin import screens

        return screens.table_scene(app, setup, controller)

    def resume(self, app: Any, doc: Any) -> None:
        from odin_desktop.scenes.odin import screens

        screens.resume(app, doc)

    has_tutorial = True
    tutorial_offer = N_("New to {game}? Learn by playing: a first hand where each step is shown.")

    def tutorial_scene(self, app: Any) -> Any:
        from odin_desktop.scenes.odin import screens

        return screens.tutorial_scene(app)

    def viewer_scene(self, app: Any, doc: Any, title: str) -> Any:
        from odin_desktop.scenes.odin import screens

        return screens.viewer_scene(app, doc, title)

    def rules_pages(self) -> Sequence[Any]:
        from odin_desktop.scenes.odin.rules_pages import PAGES

        return PAGES

    def menu_art(self, scale: float) -> Any:
        from odin_desktop.scenes.odin.menu_art import picture

        return picture(scale)

    def apply_settings(self, settings: Any) -> None:
        from odin_desktop.scenes.odin import art

        art.set_colour_symbols(settings.colour_symbols)


ENTRY = OdinEntry()
