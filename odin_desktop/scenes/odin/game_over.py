"""Game over: the winner (or winners, on a shared victory), the scores hand by hand,
and Play again / Menu."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.session.odin.controller import GameController
from odin_desktop.session.odin.setup import GameSetup
from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted, text
from odin_desktop.ui.widgets import Button

AUTOPLAY_SECONDS = 4.0  # the demo starts a new game by itself


class GameOverScene(Scene):
    def __init__(self, app: Host, controller: GameController, setup: GameSetup) -> None:
        super().__init__(app)
        self.controller = controller
        self.setup = setup
        self.clock = 0.0
        self.replaced = False
        self.buttons = [
            Button(N_("Play again"), self.play_again, primary=True, hotkey="Enter"),
            Button(N_("Menu"), self.to_menu, hotkey="Esc"),
        ]

    def play_again(self) -> None:
        fresh = replace(self.setup, seed=GameSetup(self.setup.seats).seed)
        self.app.nav.open_table(fresh, replace=True)

    def to_menu(self) -> None:
        self.app.nav.to_menu()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = theme.layout_scale((w, h))
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, int(220 * scale), int(56 * scale))
            cx = w // 2 + int((i - 0.5) * 250 * scale)
            button.rect.center = (w - cx if is_rtl() else cx, int(h * 0.9))  # RTL: reversed

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
        scale = theme.layout_scale((w, h))
        surface.fill(theme.BACKGROUND_DARK)
        game, names = self.controller.game, self.controller.names
        winners = game.winners
        if len(winners) == 1:
            name = names[winners[0]]
            headline = _("You win!") if is_you(name) else _("{name} wins!").format(name=name)
        else:
            headline = _("Shared victory: {names}").format(
                names=_(", ").join(names[s] for s in winners)
            )
        best = game.totals[winners[0]]
        glow = 0.5 + 0.5 * math.sin(self.clock * 2.5)
        colour = tuple(int(c * (0.85 + 0.15 * glow)) for c in theme.GOLD_RGB)
        title = fitted(headline, theme.scaled(64, scale), colour, w - 40, role="title_bold")
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.1))))
        sub = text(
            ngettext(
                "with {points} point, fewest at the table",
                "with {points} points, fewest at the table",
                best,
            ).format(points=best),
            theme.scaled(20, scale),
            theme.TEXT_DIM,
        )
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.18))))
        self._draw_scoreboard(surface, scale, set(winners))
        for button in self.buttons:
            button.draw(surface, scale)

    def _draw_scoreboard(self, surface: pygame.Surface, scale: float, winners: set[int]) -> None:
        w, h = surface.get_size()
        game, names = self.controller.game, self.controller.names
        hands = len(game.scores)
        shown_hands = min(hands, 12)  # the last twelve hands fit; totals count them all
        first = hands - shown_hands
        cols = len(names)
        left, right = int(w * 0.12), int(w * 0.88)
        col_w = (right - left - int(w * 0.12)) / cols
        top = int(h * 0.29)
        row_h = min(int(h * 0.5 / (shown_hands + 2)), theme.scaled(34, scale))
        size = theme.scaled(20, scale)
        pad = theme.scaled(22, scale)
        panel = pygame.Rect(int(w * 0.08), top - row_h // 2 - pad, int(w * 0.84), 0)
        panel.height = (shown_hands + 2) * row_h + row_h // 2 + 2 * pad
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.scaled(16, scale))
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 2, border_radius=theme.scaled(16, scale))

        # Right to left the scoreboard is mirrored: hands named on the right, seats from the right.
        def at(x: float) -> int:
            return int(w - x if is_rtl() else x)

        start = "midright" if is_rtl() else "midleft"
        for seat, name in enumerate(names):
            x = at(left + w * 0.12 + col_w * seat + col_w / 2)
            colour = theme.GOLD_RGB if seat in winners else theme.TEXT
            label = fitted(name, size, colour, int(col_w - 6), bold=True)
            surface.blit(label, label.get_rect(center=(x, top)))
        for row in range(shown_hands):
            y = top + (row + 1) * row_h
            label = text(_("Hand {number}").format(number=first + row + 1), size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(**{start: (at(left), y)}))
            for seat, points in enumerate(game.scores[first + row]):
                x = at(left + w * 0.12 + col_w * seat + col_w / 2)
                cell = text(str(points), size, theme.GOOD if points == 0 else theme.TEXT)
                surface.blit(cell, cell.get_rect(center=(x, y)))
        y = top + (shown_hands + 1) * row_h + row_h // 3
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (left, y - row_h // 2), (right, y - row_h // 2), 2
        )
        total_label = text(_("Total"), size, theme.TEXT, True)
        surface.blit(total_label, total_label.get_rect(**{start: (at(left), y)}))
        for seat, total in enumerate(game.totals):
            x = at(left + w * 0.12 + col_w * seat + col_w / 2)
            colour = theme.GOLD_RGB if seat in winners else theme.TEXT
            cell = text(str(total), theme.scaled(26, scale), colour, True)
            surface.blit(cell, cell.get_rect(center=(x, y)))
