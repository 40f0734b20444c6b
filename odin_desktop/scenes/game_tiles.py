"""Choosing a game where the shell shows one game at a time (the menu, the statistics): the
registry's playable games side by side as tiles, each its menu picture and title, the chosen
one lit. A click or Left/Right (mirrored right to left) chooses. The menu marks the games that
have a game in progress waiting ("In progress", on the tile's top edge)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import labels, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.option_pickers import Segmented

TITLE_SHARE = 0.3  # of a tile's height, under the picture


class GameTiles(Segmented[str]):
    def __init__(
        self, entries: Sequence[GameEntry], value: str, on_change: Callable[[str], None]
    ) -> None:
        super().__init__([(g.id, g.title) for g in entries], value, on_change)
        self.entries = {g.id: g for g in entries}
        self.gap = 0  # between tiles, set by the screen's layout
        self.waiting: set[str] = set()  # games with a game in progress (the menu's Continue)
        self._pictures: dict[tuple[str, tuple[int, int], bool], pygame.Surface] = {}

    @property
    def chosen(self) -> GameEntry:
        return self.entries[self.value]

    @property
    def several(self) -> bool:
        """Whether there is a choice to show (with one game the tiles are left out)."""
        return len(self.options) > 1

    def segment(self, i: int) -> pygame.Rect:
        """The i-th tile: equal widths; right to left, the first is on the right."""
        count = len(self.options)
        width = (self.rect.width - self.gap * (count - 1)) // count
        x = self.rect.x + i * (width + self.gap)
        if is_rtl():
            x = self.rect.right - (x - self.rect.x) - width
        return pygame.Rect(x, self.rect.y, width, self.rect.height)

    def picture(self, game_id: str, box: tuple[int, int], dim: bool) -> pygame.Surface:
        """The game's menu picture shrunk to fit ``box``, dimmed or not (cached)."""
        key = (game_id, box, dim)
        if key not in self._pictures:
            art = self.entries[game_id].menu_art(1.0)
            factor = min(box[0] / art.get_width(), box[1] / art.get_height())
            w, h = art.get_size()
            size = (max(1, round(w * factor)), max(1, round(h * factor)))
            image = pygame.transform.smoothscale(art, size)
            if dim:
                image.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._pictures[key] = image
        return self._pictures[key]

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        radius = theme.scaled(10, scale)
        pad = theme.scaled(6, scale)
        for i, (value, title) in enumerate(self.options):
            tile = self.segment(i)
            chosen = value == self.value
            hot = self.hovered and tile.collidepoint(self.mouse)
            fill = theme.BUTTON_HOVER if chosen or hot else theme.BUTTON
            pygame.draw.rect(surface, fill, tile, border_radius=radius)
            edge = theme.GOLD_RGB if chosen else theme.PANEL_EDGE
            width = theme.scaled(3 if chosen else 2, scale)
            pygame.draw.rect(surface, edge, tile, width, border_radius=radius)
            inner = tile.inflate(-2 * pad, -2 * pad)
            title_h = round(inner.height * TITLE_SHARE)
            art_box = pygame.Rect(inner.x, inner.y, inner.width, inner.height - title_h)
            # The others are dimmed, so the choice reads at a glance.
            image = self.picture(value, art_box.size, dim=not chosen)
            surface.blit(image, image.get_rect(center=art_box.center))
            label = pygame.Rect(inner.x, art_box.bottom, inner.width, title_h)
            colour = theme.GOLD_RGB if chosen else theme.TEXT
            size = max(9, min(title_h, theme.scaled(19, scale)))
            labels.draw_text(
                surface, _(title), label, size, colour, bold=True, role="title_bold", align="center"
            )
            if value in self.waiting:
                self._mark_waiting(surface, tile, scale)

    def _mark_waiting(self, surface: pygame.Surface, tile: pygame.Rect, scale: float) -> None:
        """A gold tag across the tile's top edge, at its reading end: a game waits there."""
        pad, size, ink = theme.scaled(7, scale), theme.scaled(14, scale), theme.BUTTON_PRIMARY_TEXT
        label = _("In progress")
        words = cached_text.fitted(label, size, ink, tile.width - 4 * pad, bold=True, min_size=9)
        tag = words.get_rect().inflate(2 * pad, theme.scaled(6, scale))
        tag.centery = tile.top
        if is_rtl():
            tag.left = tile.left + pad
        else:
            tag.right = tile.right - pad
        ends = tag.height // 2  # rounded
        pygame.draw.rect(surface, theme.GOLD_RGB, tag, border_radius=ends)
        pygame.draw.rect(surface, theme.PANEL, tag, theme.scaled(2, scale), border_radius=ends)
        box = tag.inflate(-2 * pad, 0)
        labels.draw_text(surface, label, box, size, ink, bold=True, align="center")
