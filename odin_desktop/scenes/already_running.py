"""What a second start of the game says, in its own small window, before it exits: Odin
Desktop is already running in this data folder (`app.instance`), where its window is, and why
only one copy runs. When the running copy answered (its window came forward) the notice
closes by itself after a few seconds; when it did not, it stays until closed."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui.widgets import Button

CLOSES_AFTER = 6.0  # seconds on screen when the running copy came forward


def already_running_text(answered: bool) -> tuple[str, str, str]:
    """The notice's heading, what to do now and why, in the player's language (the command
    line prints them too)."""
    if answered:
        now = _("It was asked to bring its window to the front: go on playing there.")
    else:
        now = _(
            "It does not answer yet: it may still be starting, or be busy. Look for its "
            "window in a moment, or close it before starting Odin Desktop again."
        )
    why = _("Only one copy runs at a time, so that no saved game is overwritten.")
    return _("Odin Desktop is already running"), now, why


class AlreadyRunningScene(Screen):
    hover_focus = True

    def __init__(self, app: Host, answered: bool) -> None:
        super().__init__(app)
        self.answered = answered
        self.left = CLOSES_AFTER if answered else None  # seconds until it closes by itself
        self.close_button = Button(N_("Close"), self.back, primary=True, hotkey="Esc")
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._lines: list[tuple[str, int, tuple[int, int, int]]] = []  # text, size, colour

    def controls(self) -> list[Any]:
        return [self.close_button]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.left is not None:
            self.left -= dt
            if self.left <= 0:
                self.left = None
                self.back()

    def layout(self) -> None:
        """The panel as tall as its words, over the Close button, the two centred."""
        w, h = self.size
        width = w - self.px(80)
        inner = width - 2 * self.px(40)
        _heading, now, why = already_running_text(self.answered)
        self._lines = []
        for text, size, colour in (
            (now, self.px(34), theme.TEXT),
            (why, self.px(28), theme.TEXT_DIM),
        ):
            self._lines += [(line, size, colour) for line in labels.wrap(text, size, inner)]
            self._lines.append(("", self.px(14), colour))  # a gap after each paragraph
        words = sum(labels.line_height(size) for _line, size, _colour in self._lines)
        self.panel = pygame.Rect(0, 0, width, self.px(40 + 64 + 24 + 30) + words)
        button = pygame.Rect(0, 0, self.px(300), self.px(70))
        top = (h - self.panel.h - self.px(36) - button.h) // 2
        self.panel.midtop = (w // 2, max(self.px(20), top))
        button.midtop = (w // 2, self.panel.bottom + self.px(36))
        self.close_button.rect = button

    def draw_content(self, surface: pygame.Surface) -> None:
        box = self.panel
        panels.draw_panel(surface, box, self.scale, alpha=220)
        heading = already_running_text(self.answered)[0]
        pad = self.px(40)
        head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, self.px(64))
        labels.draw_text(
            surface, heading, head, self.px(44), theme.GOLD_RGB, role="title_bold", align="center"
        )
        y = head.bottom + self.px(24)
        for line, size, colour in self._lines:
            row = pygame.Rect(box.x + pad, y, box.w - 2 * pad, size + 10)
            if line:
                labels.draw_text(surface, line, row, size, colour, align="center")
            y += labels.line_height(size)
