"""The shell's navigation: the one place that knows every screen.

Scenes never import one another; they go elsewhere through `app.nav`, this `Shell`. It opens
the shell's own screens (menu, settings, statistics, replays, pause, hand-over, save warning)
and reaches each game's screens through its registry entry (`odin_desktop.games`). Screens
are imported when first needed, so opening the game costs only the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from odin_desktop import games
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.scenes.base import Action, Host, Scene
from odin_desktop.session.saved import SaveInvalid
from odin_desktop.session.setup import fresh_seed

if TYPE_CHECKING:  # the review is loaded when one is asked for
    from odin_desktop.analysis.review import ReviewSettings


class Shell:
    def __init__(self, app: Host) -> None:
        self.app = app

    def _push(self, scene: Scene) -> None:
        self.app.scenes.push(scene)

    # ------------------------------------------------------------------ the menu

    def menu_scene(self) -> Scene:
        from odin_desktop.scenes.menu import MenuScene

        return MenuScene(self.app)

    def to_menu(self) -> None:
        self.app.scenes.reset(self.menu_scene())

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------------ games

    def open_table(self, setup: Any, replace: bool = False) -> str | None:
        """Start the game ``setup`` describes; a message instead when the table cannot open.
        The game's saved game (each game has its own; another game's is never touched) is not
        replaced without asking: the player may keep it (and the new game is not started), or
        start the new one (the saved game stays in Replays, unfinished)."""
        from odin_desktop.app import autosave

        if not autosave.has_save(setup.game):
            return self._open_table(setup, replace)
        from odin_desktop.scenes.confirm import keep_or_replace

        def start() -> None:
            try:
                autosave.keep_abandoned(setup.game)
            except OSError as error:
                self.warn(
                    _("The saved game could not be kept ({error}).").format(error=os_reason(error))
                )
            problem = self._open_table(setup, replace)
            if problem:
                self.warn(problem)

        self._push(keep_or_replace(self.app, games.game(setup.game).title, start))
        return None

    def _open_table(self, setup: Any, replace: bool) -> str | None:
        try:
            scene = games.game(setup.game).table_scene(self.app, setup)
        except (OSError, ValueError) as error:  # e.g. a layout missing from a broken install
            return _("The table could not be opened: {error}").format(error=error)
        if replace:
            self.app.scenes.replace(scene)
        else:
            self._push(scene)
        return None

    def continue_game(self, game_id: str) -> str | None:
        """Resume the saved game of ``game_id`` where it stopped; a message when it cannot be."""
        from odin_desktop.app import autosave

        try:
            doc = autosave.load_autosave(game_id)
        except SaveInvalid as error:  # the file was set aside
            return str(error)
        games.game(game_id).resume(self.app, doc)
        return None

    def play_on(self, doc: Any, decisions: int, replace: bool = False) -> str | None:
        """Play on from the position after the first ``decisions`` decisions of the record
        ``doc``, as the seat to move there knew it, against bots (`session.play_on`): a game
        of its own, kept apart (the saved game is not touched, nothing is counted). A message
        in words when there is nothing to play on there."""
        game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
        if game is None or not game.playable:
            return _("This is not a game record of any game this program knows.")
        try:
            start = game.play_on(doc, decisions, fresh_seed())
            scene = game.play_on_scene(self.app, start)
        except (OSError, ValueError) as error:
            return str(error)
        if replace:
            self.app.scenes.replace(scene)
        else:
            self._push(scene)
        return None

    def learn(self, game_id: str) -> None:
        """Learn by playing: the game's guided first game, if it has one."""
        scene = games.game(game_id).tutorial_scene(self.app)
        if scene is not None:
            self._push(scene)

    def leave_tutorial(self) -> None:
        """Skip in Learn by playing: asked first, then the menu (nothing is kept)."""
        from odin_desktop.scenes.confirm import ConfirmScene

        question = _("Leave Learn by playing? You can start it again from the menu.")
        self._push(ConfirmScene(self.app, question, N_("Leave"), N_("Keep learning"), self.to_menu))

    def new_game(self, game_id: str) -> None:
        self._push(games.game(game_id).new_game_scene(self.app))

    def how_to_play(self, game_id: str) -> None:
        from odin_desktop.scenes.about import how_to_play
        from odin_desktop.scenes.rules import RulesScene

        self._push(RulesScene(self.app, how_to_play(games.game(game_id))))

    def viewer_for(self, path: Path) -> Scene:
        """The replay viewer of the record at ``path`` (its game's); ValueError in plain
        words when it cannot be shown."""
        from odin_desktop.engine.jsonio import Unreadable, load_json

        try:
            doc = load_json(path)
        except Unreadable as error:
            raise ValueError(_("This is not a game record: {error}.").format(error=error)) from None
        game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
        if game is None:
            raise ValueError(_("This is not a game record of any game this program knows."))
        if not game.playable:
            raise ValueError(
                _("This version cannot show records of {game} yet.").format(game=_(game.title))
            )
        return game.viewer_scene(self.app, doc, title=path.name)

    def review_record(self, path: Path, settings: ReviewSettings | None = None) -> None:
        """Review the record at ``path`` (a progress bar, then its replay viewer with the
        review; at once when the review is kept beside it). The viewer's card offers the
        deep review of the same seats (``settings.deep``: this is it)."""
        from odin_desktop.analysis.review import DEEP, ReviewSettings
        from odin_desktop.scenes.review_progress import ReviewProgressScene

        def open_reviewed(doc: dict[str, Any]) -> str | None:
            from odin_desktop.scenes.record_viewer import RecordViewerScene

            deep = replace(settings or ReviewSettings(), deep=True, seats=tuple(doc["seats"]))
            try:
                scene = self.viewer_for(path)
                if isinstance(scene, RecordViewerScene):
                    review = progress.review
                    if review is None or (settings is not None and settings.deep):
                        scene.show_review(doc)
                    else:  # its budgets times DEEP: the same jobs, each DEEP times as long
                        minutes = DEEP * review.estimate_seconds() / 60.0
                        scene.show_review(
                            doc, lambda: self.review_record(path, deep), deep_minutes=minutes
                        )
            except ValueError as error:
                return str(error)
            self.app.scenes.replace(scene)
            return None

        progress = ReviewProgressScene(self.app, path, open_reviewed, settings)
        self._push(progress)

    def view_record(self, path: Path) -> str | None:
        """Open a record in its game's replay viewer; a message when it cannot be shown."""
        try:
            self._push(self.viewer_for(path))
        except ValueError as error:
            return str(error)
        return None

    # ------------------------------------------------------------------ the shell's screens

    def settings(self) -> None:
        from odin_desktop.scenes.settings import SettingsScene

        self._push(SettingsScene(self.app))

    def controller_layout(self) -> None:
        from odin_desktop.scenes.pad_layout import PadLayoutScene

        self._push(PadLayoutScene(self.app))

    def statistics(self) -> None:
        from odin_desktop.scenes.statistics import StatisticsScene

        self._push(StatisticsScene(self.app))

    def replays(self) -> None:
        from odin_desktop.scenes.replays import RecordsScene

        self._push(RecordsScene(self.app))

    def pause(self, game_id: str, notice: str = "") -> None:
        """The pause menu (``notice``: why the game paused by itself, shown on it)."""
        from odin_desktop.scenes.pause import PauseScene

        self._push(PauseScene(self.app, game_id, notice))

    def hand_over(self, name: str, on_ready: Callable[[], None], back: Any = None) -> None:
        """Hot seat: cover the screen until ``name`` is ready (``back``: the card back shown)."""
        from odin_desktop.scenes.handover import HandoverScene

        self._push(HandoverScene(self.app, name, on_ready, back))

    def ask(self, question: str, yes: str, no: str, on_yes: Action, on_no: Action) -> None:
        """A question over the table with two answers (the tutor's): ``no`` is the default
        and Esc; ``yes`` and ``no`` are msgids."""
        from odin_desktop.scenes.confirm import ConfirmScene

        self._push(ConfirmScene(self.app, question, yes, no, on_yes, on_no))

    def warn(self, message: str) -> None:
        """A problem with saving, over whatever is on screen; play goes on."""
        from odin_desktop.scenes.save_warning import SaveWarning

        self._push(SaveWarning(self.app, message))
