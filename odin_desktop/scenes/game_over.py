"""Game over, as every game shows it: a glowing headline for the winner, a line under it, the
points round by round with the totals, and Play again / Menu. A game's scene
(`scenes/<game>/game_over.py`) says who won, in which words, how its rounds are named and
where the board sits.

Its buttons take a focus ring like the menu screens': the arrows, Tab or a pad's D-pad move
it, Enter or A presses what it is on (Play again until moved), so a pad reaches Review too."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame

from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.scenes.base import Area, Host, Scene, Wake, idle_effect, soonest
from odin_desktop.session.setup import GameSetup, fresh_seed
from odin_desktop.ui import theme
from odin_desktop.ui.focus_ring import FocusRing
from odin_desktop.ui.palette import dimmed
from odin_desktop.ui.text import fitted, text
from odin_desktop.ui.touch import gone
from odin_desktop.ui.widgets import Button

AUTOPLAY_SECONDS = 4.0  # the demo starts a new game by itself


@dataclass(frozen=True)
class Board:
    """Where the scoreboard sits, as fractions of the screen. Its width by default is a
    two-seat game's (two columns of points); a game of more seats widens it."""

    top: float
    height: float  # what the rows may fill
    left: float = 0.2  # the rounds' names start here
    right: float = 0.8
    names_width: float = 0.16  # the column of the rounds' names
    panel_left: float = 0.16
    shown_rounds: int = 10  # the last rounds fit; the totals count them all


class GameOverScene(Scene):
    BOARD: Board
    SUBLINE_AT = 0.18  # the line under the headline, as a fraction of the height

    def __init__(self, app: Host, controller: Any) -> None:
        super().__init__(app)
        self.controller = controller
        self.clock = 0.0
        self.replaced = False
        self._headline = pygame.Rect(0, 0, 0, 0)  # where the glowing headline is drawn
        # A game played on from a moment of another plays on from that moment again.
        again = N_("Play on again") if controller.setup.play_on is not None else N_("Play again")
        self.buttons = [
            Button(again, self.play_again, primary=True, hotkey="Enter"),
            Button(N_("Menu"), self.to_menu, hotkey="Esc"),
        ]
        # The game's record, kept as it finished: the Expert can look it over.
        self.record: Path | None = getattr(app.autosaver, "last_record", None)
        if self.record is not None:
            self.buttons.insert(1, Button(N_("Review"), self.review, hotkey="R"))
        self.ring = FocusRing(self.buttons)

    # ------------------------------------------------------------------ hooks

    def fresh_setup(self) -> GameSetup:
        """The same seats and options for a new game, with a new seed."""
        setup: GameSetup = self.controller.setup
        return replace(setup, seed=fresh_seed())

    def winners(self) -> list[int]:
        raise NotImplementedError

    def headline(self) -> str:
        raise NotImplementedError

    def subline(self) -> str:
        raise NotImplementedError

    # A row's name, a msgid with {number}: "Hand {number}", "Race {number}"
    ROUND_LABEL: str

    def round_label(self, number: int) -> str:
        return _(self.ROUND_LABEL).format(number=number)

    def points_colour(self, points: int) -> tuple[int, int, int]:
        return theme.TEXT

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND_DARK)

    def draw_emblem(self, surface: pygame.Surface, scale: float) -> None:
        """Anything between the headline and the line under it (the winner's raven)."""

    # ------------------------------------------------------------------ the scene

    def play_again(self) -> None:
        origin = self.controller.setup.play_on
        if origin is None:
            self.app.nav.open_table(self.fresh_setup(), replace=True)
            return
        problem = self.app.nav.play_on(origin.source, origin.decisions, replace=True)
        if problem:
            self.app.nav.warn(problem)

    def to_menu(self) -> None:
        self.app.nav.to_menu()

    def review(self) -> None:
        if self.record is not None:
            self.app.nav.review_record(self.record)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = theme.layout_scale((w, h))
        middle = (len(self.buttons) - 1) / 2
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, int(220 * scale), int(56 * scale))
            cx = w // 2 + int((i - middle) * 250 * scale)
            button.rect.center = (w - cx if is_rtl() else cx, int(h * 0.9))  # RTL: reversed

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION and not gone(event):  # the player's own
            self.ring.visible = False
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.ring.visible = True  # the buttons stand in a row: ← → go along it
            ahead = (event.key == pygame.K_RIGHT) != is_rtl()
            if self.ring.current is None:  # the first press shows where Enter goes
                self.ring.focus(self.buttons[0])
            else:
                self.ring.move(1 if ahead else -1)
            return
        if self.ring.handle_key(event):  # Tab, ↑ ↓, and Enter on the button focused
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play_again()
            elif event.key == pygame.K_ESCAPE:
                self.to_menu()
            elif event.key == pygame.K_r:
                self.review()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.autoplay and not self.replaced and self.clock > AUTOPLAY_SECONDS:
            self.replaced = True  # once: the new table arrives between frames
            self.play_again()

    def next_wake(self) -> Wake | None:
        glow = idle_effect(self._headline) if self._headline.width else None
        autoplay = self.app.autoplay and not self.replaced
        return soonest(glow, Wake(max(0.0, AUTOPLAY_SECONDS - self.clock)) if autoplay else None)

    def changed_areas(self) -> list[Area] | None:
        """Nothing here changes by itself but the headline's glow, in its own area (the
        demo's Play again opens another screen; input, a new size or new settings bring a
        whole frame)."""
        glow = self._headline
        return [(glow.x, glow.y, glow.width, glow.height)] if glow.width else []

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = theme.layout_scale((w, h))
        self.draw_backdrop(surface)
        glow = 0.5 + 0.5 * math.sin(self.clock * 2.5)
        colour = dimmed(theme.GOLD_RGB, 0.85 + 0.15 * glow)
        title = fitted(self.headline(), theme.scaled(64, scale), colour, w - 40, role="title_bold")
        self._headline = title.get_rect(center=(w // 2, int(h * 0.1)))
        surface.blit(title, self._headline)
        self.draw_emblem(surface, scale)
        sub = text(self.subline(), theme.scaled(20, scale), theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * self.SUBLINE_AT))))
        self._draw_scoreboard(surface, scale, set(self.winners()))
        for button in self.buttons:
            button.draw(surface, scale)
        self.ring.draw(surface, scale)

    def _draw_scoreboard(self, surface: pygame.Surface, scale: float, winners: set[int]) -> None:
        w, h = surface.get_size()
        board = self.BOARD
        game, names = self.controller.game, self.controller.names
        rounds = len(game.scores)
        shown = min(rounds, board.shown_rounds)
        first = rounds - shown
        left, right, inset = int(w * board.left), int(w * board.right), int(w * board.names_width)
        col_w = (right - left - inset) / len(names)
        top = int(h * board.top)
        row_h = min(int(h * board.height / (shown + 2)), theme.scaled(34, scale))
        size = theme.scaled(20, scale)
        pad = theme.scaled(22, scale)
        panel_left = int(w * board.panel_left)
        panel = pygame.Rect(panel_left, top - row_h // 2 - pad, w - 2 * panel_left, 0)
        panel.height = (shown + 2) * row_h + row_h // 2 + 2 * pad
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.scaled(16, scale))
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 2, border_radius=theme.scaled(16, scale))

        # Right to left the board is mirrored: rounds named on the right, seats from the right.
        def at(x: float) -> int:
            return int(w - x if is_rtl() else x)

        def column(seat: int) -> int:
            return at(left + inset + col_w * seat + col_w / 2)

        start = "midright" if is_rtl() else "midleft"
        for seat, name in enumerate(names):
            colour = theme.GOLD_RGB if seat in winners else theme.TEXT
            label = fitted(name, size, colour, int(col_w - 6), bold=True)
            surface.blit(label, label.get_rect(center=(column(seat), top)))
        for row in range(shown):
            y = top + (row + 1) * row_h
            label = text(self.round_label(first + row + 1), size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(**{start: (at(left), y)}))
            for seat, points in enumerate(game.scores[first + row]):
                cell = text(str(points), size, self.points_colour(points))
                surface.blit(cell, cell.get_rect(center=(column(seat), y)))
        y = top + (shown + 1) * row_h + row_h // 3
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (left, y - row_h // 2), (right, y - row_h // 2), 2
        )
        total_label = text(_("Total"), size, theme.TEXT, True)
        surface.blit(total_label, total_label.get_rect(**{start: (at(left), y)}))
        for seat, total in enumerate(game.totals):
            colour = theme.GOLD_RGB if seat in winners else theme.TEXT
            cell = text(str(total), theme.scaled(26, scale), colour, True)
            surface.blit(cell, cell.get_rect(center=(column(seat), y)))
