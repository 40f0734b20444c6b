"""Odin's Ravens' game over: the winner and their raven, the points race by race, and
Play again / Menu."""

from __future__ import annotations

import pygame

from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import game_over
from odin_desktop.scenes.ravens import art
from odin_desktop.ui import theme
from odin_desktop.ui.backdrop import backdrop


class RavensGameOverScene(game_over.GameOverScene):
    ROUND_LABEL = N_("Race {number}")
    BOARD = game_over.Board(top=0.36, height=0.42)  # below the winner's raven
    SUBLINE_AT = 0.27  # below the winner's raven

    def winners(self) -> list[int]:
        winner = self.controller.game.winner
        return [winner if winner is not None else 0]

    def headline(self) -> str:
        name = self.controller.names[self.winners()[0]]
        return _("You win!") if is_you(name) else _("{name} wins!").format(name=name)

    def subline(self) -> str:
        game = self.controller.game
        best = game.totals[self.winners()[0]]
        if game.totals[0] == game.totals[1]:  # the tie goes to the last race's winner
            return ngettext(
                "{points} point each: the winner of the last race wins the tie",
                "{points} points each: the winner of the last race wins the tie",
                best,
            ).format(points=best)
        return ngettext(
            "with {points} point, the most at the table",
            "with {points} points, the most at the table",
            best,
        ).format(points=best)

    def points_colour(self, points: int) -> tuple[int, int, int]:
        return theme.TEXT if points else theme.TEXT_DIM

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))

    def draw_emblem(self, surface: pygame.Surface, scale: float) -> None:
        w, h = surface.get_size()
        raven = art.raven(self.winners()[0], max(8, int(84 * scale)))
        surface.blit(raven, raven.get_rect(center=(w // 2, int(h * 0.2))))
