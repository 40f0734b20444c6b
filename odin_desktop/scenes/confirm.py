"""A question over the current screen with two answers: the one that changes something, and
the one that keeps things as they are (Esc, and the default)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Cue, Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui.widgets import Button

VEIL = (6, 14, 18, 170)


class ConfirmScene(Screen):
    opaque = False
    hover_focus = True
    music = Cue(duck=True)  # the music steps back while the question waits

    def __init__(
        self,
        app: Host,
        question: str,
        yes: str,
        no: str,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] | None = None,
    ) -> None:
        """``question`` is shown as it is (translated by the caller); ``yes`` and ``no`` are
        msgids. ``on_yes`` (or ``on_no``: the other answer, Esc included) runs after this
        screen has left."""
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no
        self.keep = Button(no, self.back, primary=True, hotkey="Esc")
        self.change = Button(yes, self._yes)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def back(self) -> None:
        super().back()
        if self.on_no is not None:
            self.on_no()

    def controls(self) -> list[Any]:
        return [self.keep, self.change]

    def layout(self) -> None:
        w, h = self.size
        width = min(w - self.px(60), self.px(760))
        lines = labels.wrap(self.question, self.px(22), width - self.px(64))
        text_h = len(lines) * labels.line_height(self.px(22))
        self.panel = pygame.Rect(0, 0, width, text_h + self.px(170))
        self.panel.center = (w // 2, h // 2)
        bw, bh = (width - self.px(88)) // 2, self.px(54)
        top = self.panel.bottom - self.px(32) - bh
        self.keep.rect = pygame.Rect(self.panel.x + self.px(32), top, bw, bh)
        self.change.rect = pygame.Rect(self.panel.right - self.px(32) - bw, top, bw, bh)

    def draw_background(self, surface: pygame.Surface) -> None:
        panels.veil(surface, VEIL)

    def draw_content(self, surface: pygame.Surface) -> None:
        panels.draw_panel(surface, self.panel, self.scale, alpha=235)
        size = self.px(22)
        y = self.panel.y + self.px(40)
        for line in labels.wrap(self.question, size, self.panel.w - self.px(64)):
            box = pygame.Rect(self.panel.x + self.px(32), y, self.panel.w - self.px(64), size + 8)
            labels.draw_text(surface, line, self.mirror(box), size, theme.TEXT, align="center")
            y += labels.line_height(size)


def keep_or_replace(app: Host, game_title: str, replace: Callable[[], None]) -> ConfirmScene:
    """Asked before a new game replaces the saved one (kept in Replays if replaced)."""
    question = _(
        "A game of {game} is saved and can be continued. Start a new one? The saved game "
        "stays in Replays, unfinished."
    ).format(game=_(game_title))
    return ConfirmScene(app, question, N_("Start a new game"), N_("Keep my game"), replace)
