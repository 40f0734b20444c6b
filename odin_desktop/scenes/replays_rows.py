"""The controls of Replays' list: a row (the players over the game, when, how far and who
won), the star that marks a game to keep, and the month a page begins in, with arrows to the
months before and after."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import labels, theme
from odin_desktop.ui.controls import ACTIVATE_KEYS, Control, chevron
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button


@dataclass
class RecordRow(Button):
    """A row of the list: its label (the players and their points) over its detail (the game,
    when, how far and who won) in smaller, dimmer type."""

    detail: str = ""

    def label_size(self, scale: float) -> int:
        return max(10, min(int(self.rect.height * 0.34), theme.scaled(20, scale)))

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        colour = self.draw_frame(surface, scale)
        room = self.rect.width - theme.scaled(16, scale)
        label = fitted(_(self.label), self.label_size(scale), colour, room, True)
        size = max(9, int(self.label_size(scale) * 0.8))
        detail = fitted(self.detail, size, theme.TEXT_DIM, room) if self.detail else None
        if detail is None:
            surface.blit(label, label.get_rect(center=self.rect.center))
            return
        # Placed by their type sizes, not their surfaces (Arabic's are taller for the same size).
        x, y = self.rect.centerx, self.rect.centery
        surface.blit(label, label.get_rect(center=(x, y - int(self.label_size(scale) * 0.6))))
        surface.blit(detail, detail.get_rect(center=(x, y + int(size * 0.75))))


class KeepStar(Control):
    """The mark to keep a game, whatever limit is set on the games kept: a star, gold and
    filled while the game is marked (the fonts have no star: it is drawn). A click, or Enter
    or Space while focused, marks the game or takes the mark off."""

    def __init__(self, kept: bool, on_change: Callable[[], object]) -> None:
        # on_change, as every control names what it does (tests hold it back by that name)
        super().__init__()
        self.kept = kept
        self.on_change = on_change

    def on_event(self, event: pygame.event.Event) -> bool:
        return self.press(event, self.on_change)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        radius = theme.scaled(10, scale)
        fill = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = theme.GOLD_RGB if self.hovered else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, theme.scaled(2, scale), border_radius=radius)
        points = star(self.rect.center, min(self.rect.width, self.rect.height) * 0.3)
        if self.kept:
            pygame.draw.polygon(surface, theme.GOLD_RGB, points)
        else:
            colour = theme.GOLD_RGB if self.hovered else theme.TEXT_DIM
            pygame.draw.polygon(surface, colour, points, max(1, theme.scaled(2, scale)))


def star(centre: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star standing on two points."""
    x, y = centre
    corners = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        corners.append((x + r * math.cos(angle), y - r * math.sin(angle)))
    return corners


class MonthJump(Control):
    """The month the page begins in, between two arrows: towards newer games (the list's
    start) and older ones. A click on an arrow, or Left/Right while focused, jumps to the
    page where the month before or after begins (Enter: the older one). Right to left the
    older games lie to the left, as the pages do."""

    def __init__(self, on_jump: Callable[[int], object]) -> None:
        super().__init__()
        self.on_jump = on_jump  # +1: older, -1: newer
        self.text = ""  # the month, in words
        self.newer = False  # whether there is a month before (newer) this one
        self.older = False

    def arrow_width(self) -> int:
        return min(self.rect.height, self.rect.width // 5)

    def parts(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The arrows' areas, the newer games' first (on the right, right to left)."""
        a = self.arrow_width()
        left = pygame.Rect(self.rect.x, self.rect.y, a, self.rect.h)
        right = pygame.Rect(self.rect.right - a, self.rect.y, a, self.rect.h)
        return (right, left) if is_rtl() else (left, right)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            newer, older = self.parts()
            if newer.collidepoint(event.pos):
                self._jump(-1)
                return True
            if older.collidepoint(event.pos) or self.rect.collidepoint(event.pos):
                self._jump(1)
                return True
        if self.focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                towards_older = (event.key == pygame.K_RIGHT) != is_rtl()
                self._jump(1 if towards_older else -1)
                return True
            if event.key in ACTIVATE_KEYS:
                self._jump(1)
                return True
        return False

    def _jump(self, delta: int) -> None:
        if (self.older if delta > 0 else self.newer) and self.enabled:
            self.on_jump(delta)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        pygame.draw.rect(surface, theme.BUTTON, self.rect, border_radius=theme.scaled(10, scale))
        edge = theme.GOLD_RGB if self.hovered else theme.PANEL_EDGE
        width = theme.scaled(2, scale)
        pygame.draw.rect(surface, edge, self.rect, width, border_radius=theme.scaled(10, scale))
        newer, older = self.parts()
        for box, able in ((newer, self.newer), (older, self.older)):
            colour = theme.GOLD_RGB if able else theme.DISABLED_TEXT
            pointing = -1 if box.centerx < self.rect.centerx else 1
            chevron(surface, box, pointing, colour)
        inner = self.rect.inflate(-2 * self.arrow_width(), 0)
        size = max(9, min(int(self.rect.height * 0.42), theme.scaled(20, scale)))
        colour = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        labels.draw_text(surface, self.text, inner, size, colour, bold=True, align="center")

