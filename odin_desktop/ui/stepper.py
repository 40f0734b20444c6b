"""A whole number stepped between two bounds (`Stepper`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.ui import theme
from odin_desktop.ui.controls import (
    Control,
    frame,
    is_key,
    label_size,
    left_click,
)
from odin_desktop.ui.labels import draw_text


class Stepper(Control):
    """A whole number between `low` and `high` with − and + buttons (or Left/Right)."""

    def __init__(
        self,
        value: int,
        low: int,
        high: int,
        on_change: Callable[[int], None],
        fmt: Callable[[int], str] = str,
    ) -> None:
        super().__init__()
        self.low, self.high = low, high
        self.value = min(high, max(low, value))
        self.on_change = on_change
        self.fmt = fmt

    def set(self, value: int) -> None:
        value = min(self.high, max(self.low, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def parts(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The − and + buttons."""
        w = min(self.rect.height, self.rect.width // 3)
        minus = pygame.Rect(self.rect.x, self.rect.y, w, self.rect.height)
        plus = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)
        return minus, plus

    def on_event(self, event: pygame.event.Event) -> bool:
        minus, plus = self.parts()
        if left_click(event, minus):
            self.set(self.value - 1)
            return True
        if left_click(event, plus):
            self.set(self.value + 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.set(self.value + (1 if event.y > 0 else -1))
            return True
        if self.focused and is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        frame(surface, self.rect, scale, hot=self.hovered)
        minus, plus = self.parts()
        size = label_size(self.rect, scale)
        for box, sign, live in (
            (minus, -1, self.value > self.low),
            (plus, 1, self.value < self.high),
        ):
            colour = theme.GOLD_RGB if live else theme.DISABLED_TEXT
            cx, cy = box.center
            arm = max(3, box.height // 6)
            width = max(2, box.height // 14)
            pygame.draw.line(surface, colour, (cx - arm, cy), (cx + arm, cy), width)
            if sign > 0:
                pygame.draw.line(surface, colour, (cx, cy - arm), (cx, cy + arm), width)
        middle = pygame.Rect(minus.right, self.rect.y, plus.x - minus.right, self.rect.height)
        draw_text(surface, self.fmt(self.value), middle, size, bold=True, align="center")
