"""A message for the player with a ✕ to dismiss it (`Banner`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.ui import theme
from odin_desktop.ui.controls import (
    Control,
)
from odin_desktop.ui.labels import draw_text, line_height, wrap


class Banner(Control):
    """A message for the player, wrapped over as many lines as it needs, with a ✕ to dismiss
    it (Enter or Space when focused)."""

    def __init__(self, text: str, on_dismiss: Callable[[], None], error: bool = False) -> None:
        super().__init__()
        self.text = text
        self.on_dismiss = on_dismiss
        self.error = error

    @staticmethod
    def text_size(scale: float) -> int:
        return max(9, theme.scaled(18, scale))

    def _text_box(self, rect: pygame.Rect, scale: float) -> pygame.Rect:
        pad = theme.scaled(16, scale)
        close = theme.scaled(44, scale)
        left = rect.x + (close if is_rtl() else pad)  # the ✕ sits at the reading end
        return pygame.Rect(left, rect.y, rect.width - pad - close, rect.height)

    def height_for(self, width: int, scale: float) -> int:
        """The height that shows the whole message at `width`."""
        size = self.text_size(scale)
        box = self._text_box(pygame.Rect(0, 0, width, 0), scale)
        lines = len(wrap(self.text, size, box.width)) or 1
        return lines * line_height(size) + theme.scaled(18, scale)

    def close_box(self) -> pygame.Rect:
        side = min(self.rect.width // 4, max(self.rect.height, 1), 64)
        side = max(side, min(self.rect.width, 24))
        x = self.rect.x if is_rtl() else self.rect.right - side
        return pygame.Rect(x, self.rect.y, side, self.rect.height)

    def on_event(self, event: pygame.event.Event) -> bool:
        return self.press(event, self.on_dismiss, self.close_box())

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        fill = (84, 34, 30) if self.error else (48, 44, 26)
        radius = theme.scaled(10, scale)
        shadow = self.rect.move(0, theme.scaled(4, scale))
        pygame.draw.rect(surface, (6, 14, 18), shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = theme.BAD if self.error else theme.GOLD_RGB
        pygame.draw.rect(surface, edge, self.rect, max(1, theme.scaled(2, scale)), radius)
        close = self.close_box()
        arm = max(3, theme.scaled(7, scale))
        colour = theme.GOLD_RGB if self.hovered else theme.TEXT
        cx, cy = close.center
        width = max(2, theme.scaled(2, scale))
        pygame.draw.line(surface, colour, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
        pygame.draw.line(surface, colour, (cx - arm, cy + arm), (cx + arm, cy - arm), width)
        box = self._text_box(self.rect, scale)
        size = self.text_size(scale)
        lines = wrap(self.text, size, box.width)
        step = line_height(size)
        y = box.centery - step * len(lines) // 2
        for line in lines:
            draw_text(surface, line, pygame.Rect(box.x, y, box.width, step), size)
            y += step
