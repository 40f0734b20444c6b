"""High Card's screens, as its registry entry reaches them: the table of a new, saved or
played-on game with its flow (`scenes.table_flow`: the round's summary, then the next round
or the game over), its New game screen, the replay viewer, How to play and the menu's
picture. The game over, the round's summary and the New game screen are the shared ones with
High Card's words and drawing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import game_over
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.game_screens import GameScreens, TableScreens
from odin_desktop.scenes.new_game_base import NewGameBase
from odin_desktop.scenes.round_summary import RoundSummaryScene
from odin_desktop.scenes.rules import Page, Para
from odin_desktop.scenes.table_flow import TableFlow
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.resume import Resume
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.text import fitted
from third_game.engine import PLAYERS, HighCardGame
from third_game.model import HighCardTableModel
from third_game.session import (
    HighCardController,
    HighCardSetup,
    controller_playing_on,
    game_from_record,
    spawn_bots,
)
from third_game.table import HighCardTableScene
from third_game.view import FACE, INK


class HighCardSummaryScene(RoundSummaryScene[HighCardController]):
    """The round's tricks and the totals over the dimmed table; Enter (a pad's A) goes on."""

    NEXT_ROUND = N_("Next round")
    counted_at = 0.0  # nothing counted up: the device drivers may go on at once

    def snapshot(self, controller: HighCardController) -> None:
        game = controller.game
        self.clock = 0.0
        self.index = game.round_index
        self.points = game.scores[-1]
        self.totals = tuple(game.totals)

    def resize(self, size: tuple[int, int]) -> None:
        scale = theme.layout_scale(size)
        self.button.rect = pygame.Rect(0, 0, theme.scaled(260, scale), theme.scaled(56, scale))
        self.button.rect.center = (size[0] // 2, size[1] // 2 + theme.scaled(150, scale))

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.autoplay and self.clock > game_over.AUTOPLAY_SECONDS:
            self._continue()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = theme.layout_scale((w, h))
        panels.veil(surface, (8, 16, 20, 150))
        panel = pygame.Rect(0, 0, theme.scaled(640, scale), theme.scaled(420, scale))
        panel.center = (w // 2, h // 2)
        panels.draw_panel(surface, panel, scale, alpha=240)
        title = _("Round {number}").format(number=self.index + 1)
        heading = fitted(title, theme.scaled(36, scale), theme.GOLD_RGB, panel.w - 40, True)
        surface.blit(heading, heading.get_rect(midtop=(w // 2, panel.y + theme.scaled(24, scale))))
        row = pygame.Rect(panel.x + 40, panel.y + theme.scaled(110, scale), panel.w - 80, 0)
        row.height = theme.scaled(44, scale)
        for seat, name in enumerate(self.controller.names):
            words = _("{name}: {tricks} tricks, {total} in all").format(
                name=name, tricks=self.points[seat], total=self.totals[seat]
            )
            labels.draw_text(surface, words, row, theme.scaled(22, scale), theme.TEXT)
            row.y += row.height
        self.button.draw(surface, scale)


class HighCardGameOverScene(game_over.GameOverScene):
    BOARD = game_over.Board(top=0.3, height=0.45)

    def fresh_setup(self) -> HighCardSetup:
        setup = self.controller.setup
        return replace(setup, seed=HighCardSetup(setup.seats, setup.target).seed)

    def winners(self) -> list[int]:
        return list(self.controller.game.winners)

    def headline(self) -> str:
        names = self.controller.names
        winners = self.winners()
        if len(winners) > 1:
            return _("A shared victory!")
        name = names[winners[0]]
        return _("You win!") if is_you(name) else _("{name} wins!").format(name=name)

    def subline(self) -> str:
        best = max(self.controller.game.totals)
        return _("with {points} points, the most at the table").format(points=best)

    def round_label(self, number: int) -> str:
        return _("Round {number}").format(number=number)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))


class HighCardNewGameScene(NewGameBase):
    def __init__(self, app: Host) -> None:
        super().__init__(app, PLAYERS)
        self.name_defaults()

    def build_setup(self) -> HighCardSetup:
        return HighCardSetup(self.seat_setups(), target=HighCardSetup.default_target)

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        rh, gap = px(44), px(14)
        width = min(w - px(48), px(1060))
        height = px(40) + px(28) + PLAYERS * (rh + gap) + px(40)
        self.panel = pygame.Rect((w - width) // 2, max(px(110), (h - height) // 2), width, height)
        inner = self.panel.inflate(-px(56), -px(40))
        self.captions_y = inner.y
        self.lay_out_seats(inner, inner.y + px(28), rh, rh + gap, rh + px(10))
        self.rule_y = inner.bottom
        self.labels = []
        self.lay_out_buttons()


PAGES = (
    Page(
        N_("How to play"),
        (
            Para(N_("Two players; twelve cards numbered 1 to 12. Each round deals four to each.")),
            Para(N_("One player leads a card, the other answers: the higher card wins the trick.")),
            Para(N_("A trick is a point. The first to five points wins the game.")),
        ),
    ),
)


def menu_art(scale: float) -> pygame.Surface:
    """The menu's picture: three cards fanned, their numbers on them."""
    w, h = theme.scaled(86, scale), theme.scaled(120, scale)
    step = theme.scaled(60, scale)
    picture = pygame.Surface((w + 2 * step, h), pygame.SRCALPHA)
    for i, number in enumerate((5, 9, 12)):
        card = pygame.Rect(i * step, 0, w, h)
        pygame.draw.rect(picture, FACE, card, border_radius=max(2, w // 10))
        pygame.draw.rect(picture, INK, card, max(1, w // 40), border_radius=max(2, w // 10))
        labels.draw_text(
            picture,
            str(number),
            card,
            theme.scaled(34, scale),
            INK,
            bold=True,
            align="center",
            mirror=False,
        )
    return picture


FLOW: TableFlow[HighCardController, HighCardTableModel] = TableFlow(
    HighCardTableScene, HighCardSummaryScene, HighCardGameOverScene
)


class HighCardSaves(Resume[HighCardSetup, HighCardGame, HighCardController]):
    """Continue and Play on, the shared way (`session.resume`), on the session's checks."""

    def game_from_record(self, doc: Any) -> tuple[HighCardSetup, HighCardGame]:
        return game_from_record(doc)

    def played_on(self, start: PlayOnStart) -> tuple[HighCardSetup, HighCardGame]:
        controller = controller_playing_on(start, None)
        return controller.setup, controller.game


def viewer_scene(app: Host, doc: Any, title: str) -> Scene:
    from third_game.viewer import HighCardReplayViewer

    return HighCardReplayViewer(app, doc, title)


TABLE: TableScreens[HighCardSetup, HighCardController, HighCardTableModel] = TableScreens(
    HighCardSetup,
    HighCardController,
    FLOW,
    HighCardSaves(HighCardController),
    spawn_bots,
    None,  # no Learn by playing
    viewer_scene,
)
# What the entry hands the shell (`GameEntry.screens`), as every game's `front.SCREENS`.
SCREENS = GameScreens(HighCardSetup, HighCardNewGameScene, PAGES, menu_art, lambda: TABLE)
