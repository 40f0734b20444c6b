"""ODIN's entry in the registry: where the shell finds ODIN's engine, bots and screens."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from odin_desktop.ai.base import Bot
from odin_desktop.ai.ladder import Ladder
from odin_desktop.engine.odin.options import DEFAULT_TARGET
from odin_desktop.games.entry import GameEntry, MatchResult
from odin_desktop.i18n import N_


class OdinGame(GameEntry):
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

    # ------------------------------------------------------------------ bots

    def ladder(self) -> Ladder:
        from odin_desktop.ai.odin.levels import LADDER

        return LADDER

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

    # ------------------------------------------------------------------ saves

    def check_save(self, doc: Any) -> bool:
        from odin_desktop.session.odin.resume import game_from_record

        _setup, game = game_from_record(doc)
        return not game.over

    def describe_record(self, doc: Any) -> tuple[tuple[str, ...], str]:
        from odin_desktop.engine.odin.record import parse_record
        from odin_desktop.i18n import ngettext

        record = parse_record(doc)
        hands = len(record.hands)
        return record.players, ngettext("{count} hand", "{count} hands", hands).format(count=hands)

    # ------------------------------------------------------------------ screens

    def quick_start(self, player_name: str) -> Any:
        from odin_desktop.session.odin.setup import GameSetup

        return GameSetup.quick_start(player_name)

    def demo_setup(self, players: int, level: str, seed: int) -> Any:
        from odin_desktop.session.odin.setup import GameSetup

        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"ODIN is for 2 to 6 players, not {players}")
        return GameSetup.all_bots(players, level, seed=seed)

    def new_game_scene(self, app: Any) -> Any:
        from odin_desktop.scenes.odin.new_game import NewGameScene

        return NewGameScene(app)

    def table_scene(self, app: Any, setup: Any, controller: Any = None) -> Any:
        """The table for ``setup`` (``controller``: one already under way, e.g. resumed)."""
        from odin_desktop.scenes.odin.table import TableScene
        from odin_desktop.session.odin.controller import GameController

        controller = controller or GameController(setup)
        return TableScene(app, controller, lambda model: self._summary(app, model))

    def _summary(self, app: Any, model: Any) -> None:
        """The end of a hand: its summary, then the next hand or the end of the game."""
        from odin_desktop.scenes.odin.hand_summary import HandSummaryScene

        def go_on() -> None:
            if not model.next_hand():
                self._game_over(app, model.controller)

        app.scenes.push(HandSummaryScene(app, model.controller, go_on))

    @staticmethod
    def _game_over(app: Any, controller: Any) -> None:
        from odin_desktop.scenes.odin.game_over import GameOverScene

        app.scenes.replace(GameOverScene(app, controller, controller.setup))

    has_tutorial = True

    def tutorial_scene(self, app: Any, host_factory: Any = None) -> Any:
        """Learn by playing: a guided first hand against two Thrall bots, each step pointed
        out the first time it comes; Skip (or its end) goes back to the menu. Nothing of it
        is saved or counted. ``host_factory``: the bots' process (tests give their own)."""
        from odin_desktop.i18n import _
        from odin_desktop.i18n.terms import YOU
        from odin_desktop.scenes.odin.model import TableModel
        from odin_desktop.scenes.odin.table import TableScene
        from odin_desktop.scenes.odin.tutorial import Coach, guided_controller
        from odin_desktop.session.odin.controller import spawn_bots

        controller = guided_controller(_(YOU), host_factory or spawn_bots)
        model = TableModel(controller, app.settings, allow_undo=False)  # nothing saved
        return TableScene(
            app,
            controller,
            lambda model: self._tutorial_summary(app, model),
            model=model,
            coach=Coach(),
        )

    @staticmethod
    def _tutorial_summary(app: Any, model: Any) -> None:
        from odin_desktop.i18n import N_
        from odin_desktop.scenes.odin.hand_summary import HandSummaryScene
        from odin_desktop.scenes.odin.tutorial import SCORE

        summary = HandSummaryScene(
            app, model.controller, app.nav.to_menu, note=SCORE, label=N_("Finish")
        )
        app.scenes.push(summary)

    def resume(self, app: Any, doc: Any) -> None:
        """Continue a saved game (in hot seat, the table asks for the screen first)."""
        from odin_desktop.session.odin.resume import controller_from_record

        controller = controller_from_record(doc)
        app.scenes.push(self.table_scene(app, controller.setup, controller))

    def viewer_scene(self, app: Any, doc: Any, title: str) -> Any:
        from odin_desktop.scenes.odin.viewer import ReplayViewerScene

        return ReplayViewerScene(app, doc, title)

    def rules_pages(self) -> Sequence[Any]:
        from odin_desktop.scenes.odin.rules_pages import PAGES

        return PAGES

    def menu_art(self, scale: float) -> Any:
        from odin_desktop.scenes.odin.menu_art import fan

        return fan(scale)

    def apply_settings(self, settings: Any) -> None:
        from odin_desktop.scenes.odin import card_art

        card_art.set_colour_symbols(settings.colour_symbols)


ENTRY = OdinGame()
