"""Game over: the winner, the points race by race, and Play again / Menu."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.ravens import art
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.ui import theme
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.text import fitted, text
from odin_desktop.ui.widgets import Button

AUTOPLAY_SECONDS = 4.0  # the demo starts a new game by itself
SHOWN_RACES = 10  # the last races fit; the totals count them all


class GameOverScene(Scene):
    def __init__(self, app: Host, controller: RavensController) -> None:
        super().__init__(app)
        self.controller = controller
        self.clock = 0.0
        self.replaced = False
        self._background: pygame.Surface | None = None
        self.buttons = [
            Button(N_("Play again"), self.play_again, primary=True, hotkey="Enter"),
            Button(N_("Menu"), self.to_menu, hotkey="Esc"),
        ]

    def play_again(self) -> None:
        setup = self.controller.setup
        fresh = replace(setup, seed=RavensSetup(setup.seats).seed)
        self.app.nav.open_table(fresh, replace=True)

    def to_menu(self) -> None:
        self.app.nav.to_menu()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = min(w / 1280, h / 800)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, int(220 * scale), int(56 * scale))
            cx = w // 2 + int((i - 0.5) * 250 * scale)
            button.rect.center = (w - cx if is_rtl() else cx, int(h * 0.9))

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play_again()
            elif event.key == pygame.K_ESCAPE:
                self.to_menu()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.autoplay and not self.replaced and self.clock > AUTOPLAY_SECONDS:
            self.replaced = True  # once: the new table arrives between frames
            self.play_again()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = min(w / 1280, h / 800)
        if self._background is None or self._background.get_size() != (w, h):
            self._background = backdrop((w, h))
        surface.blit(self._background, (0, 0))
        game, names = self.controller.game, self.controller.names
        winner = game.winner if game.winner is not None else 0
        name = names[winner]
        headline = _("You win!") if is_you(name) else _("{name} wins!").format(name=name)
        glow = 0.5 + 0.5 * math.sin(self.clock * 2.5)
        colour = tuple(int(c * (0.85 + 0.15 * glow)) for c in theme.GOLD_RGB)
        title = fitted(headline, theme.scaled(64, scale), colour, w - 40, role="title_bold")
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.1))))
        raven = art.raven(winner, max(8, int(84 * scale)))
        surface.blit(raven, raven.get_rect(center=(w // 2, int(h * 0.2))))
        best = game.totals[winner]
        sub = text(
            ngettext(
                "with {points} point, the most at the table",
                "with {points} points, the most at the table",
                best,
            ).format(points=best),
            theme.scaled(20, scale),
            theme.TEXT_DIM,
        )
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.27))))
        self._draw_scoreboard(surface, scale, winner)
        for button in self.buttons:
            button.draw(surface, scale)

    def _draw_scoreboard(self, surface: pygame.Surface, scale: float, winner: int) -> None:
        w, h = surface.get_size()
        game, names = self.controller.game, self.controller.names
        races = len(game.scores)
        shown = min(races, SHOWN_RACES)
        first = races - shown
        left, right = int(w * 0.2), int(w * 0.8)
        col_w = (right - left - int(w * 0.16)) / 2
        top = int(h * 0.36)
        row_h = min(int(h * 0.42 / (shown + 2)), theme.scaled(34, scale))
        size = theme.scaled(20, scale)
        pad = theme.scaled(20, scale)
        panel = pygame.Rect(int(w * 0.16), top - row_h // 2 - pad, int(w * 0.68), 0)
        panel.height = (shown + 2) * row_h + row_h // 2 + 2 * pad
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.scaled(16, scale))
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 2, border_radius=theme.scaled(16, scale))

        def at(x: float) -> int:  # right to left the board is mirrored
            return int(w - x if is_rtl() else x)

        start = "midright" if is_rtl() else "midleft"
        for seat, name in enumerate(names):
            x = at(left + w * 0.16 + col_w * seat + col_w / 2)
            colour = theme.GOLD_RGB if seat == winner else theme.TEXT
            label = fitted(name, size, colour, int(col_w - 6), bold=True)
            surface.blit(label, label.get_rect(center=(x, top)))
        for row in range(shown):
            y = top + (row + 1) * row_h
            label = text(_("Race {number}").format(number=first + row + 1), size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(**{start: (at(left), y)}))
            for seat, points in enumerate(game.scores[first + row]):
                x = at(left + w * 0.16 + col_w * seat + col_w / 2)
                cell = text(str(points), size, theme.TEXT if points else theme.TEXT_DIM)
                surface.blit(cell, cell.get_rect(center=(x, y)))
        y = top + (shown + 1) * row_h + row_h // 3
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (left, y - row_h // 2), (right, y - row_h // 2), 2
        )
        total_label = text(_("Total"), size, theme.TEXT, True)
        surface.blit(total_label, total_label.get_rect(**{start: (at(left), y)}))
        for seat, total in enumerate(game.totals):
            x = at(left + w * 0.16 + col_w * seat + col_w / 2)
            colour = theme.GOLD_RGB if seat == winner else theme.TEXT
            cell = text(str(total), theme.scaled(26, scale), colour, True)
            surface.blit(cell, cell.get_rect(center=(x, y)))
