"""Why a record cannot be shown, in plain words, with a way back (the `view` command opens
this instead of a replay viewer when the file is not a valid record)."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui.widgets import Button


class RecordErrorScene(Screen):
    def __init__(self, app: Host, error: str) -> None:
        super().__init__(app)
        self.error = error
        self.close_button = Button(N_("Close"), self.back, primary=True, hotkey="Esc")
        self.panel = pygame.Rect(0, 0, 0, 0)

    def controls(self) -> list[Any]:
        return [self.close_button]

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(40), self.px(820)), self.px(260))
        self.panel.center = (w // 2, h // 2 - self.px(40))
        self.close_button.rect = pygame.Rect(0, 0, self.px(220), self.px(54))
        self.close_button.rect.midtop = (w // 2, self.panel.bottom + self.px(24))

    def draw_content(self, surface: pygame.Surface) -> None:
        box = self.panel
        panels.draw_panel(surface, box, self.scale, alpha=220)
        pad = self.px(24)
        head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, self.px(40))
        title = _("This record cannot be shown")
        labels.draw_text(surface, title, head, self.px(28), theme.GOLD_RGB, role="title_bold")
        size = self.px(20)
        y = head.bottom + self.px(14)
        for line in labels.wrap(self.error, size, box.w - 2 * pad)[:6]:
            row = pygame.Rect(box.x + pad, y, box.w - 2 * pad, size + 8)
            labels.draw_text(surface, line, row, size, theme.BAD)
            y += labels.line_height(size)
