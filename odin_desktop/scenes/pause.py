"""The pause overlay the table pushes on Esc: the game stays visible, dimmed, underneath."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import panels
from odin_desktop.ui.widgets import Button

DIM = (6, 14, 18, 170)


class PauseScene(Screen):
    opaque = False
    hover_focus = True

    def __init__(self, app: Host, game: str, notice: str = "") -> None:
        """``game``: the registry id of the game paused (How to play opens its pages);
        ``notice``: why it paused by itself (a pad pulled out), shown at once."""
        super().__init__(app)
        self.game = game
        self.notice = notice
        self.buttons = [
            Button(N_("Resume"), self.back, primary=True, hotkey="Esc"),
            Button(N_("How to play"), self.how_to_play),
            Button(N_("Settings"), self.settings),
            Button(N_("Export record"), self.export_record),
            Button(N_("Quit to menu"), self.quit_to_menu),
        ]

    def enter(self) -> None:
        super().enter()
        if self.notice:
            self.show_message(self.notice, error=True)

    def how_to_play(self) -> None:
        self.app.nav.how_to_play(self.game)

    def settings(self) -> None:
        self.app.nav.settings()

    def export_record(self) -> None:
        self.show_message(self.app.autosaver.export())

    def quit_to_menu(self) -> None:
        self.app.nav.to_menu()

    def controls(self) -> list[Any]:
        return list(self.buttons)

    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(320), self.px(56), self.px(14)
        total = len(self.buttons) * (bh + gap) - gap
        self.panel = pygame.Rect(0, 0, bw + self.px(80), total + self.px(150))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + self.px(110)
        for button in self.buttons:
            button.rect = pygame.Rect(0, y, bw, bh)
            button.rect.centerx = w // 2
            y += bh + gap

    def draw_background(self, surface: pygame.Surface) -> None:
        # No backdrop: the paused table shows through, dimmed.
        panels.veil(surface, DIM)

    def draw_content(self, surface: pygame.Surface) -> None:
        panels.draw_panel(surface, self.panel, self.scale, alpha=235)
        title = pygame.Rect(self.panel.x, self.panel.y + self.px(22), self.panel.w, self.px(54))
        rule = (self.panel.centerx, title.bottom + self.px(6), self.px(220))
        self.titled(surface, _("Paused"), title.centery, 40, rule)
