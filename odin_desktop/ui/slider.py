"""The slider: a value dragged along a track, or stepped by the keys."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.ui import theme
from odin_desktop.ui.controls import (
    TRACK,
    Control,
    label_size,
    left_click,
)
from odin_desktop.ui.labels import draw_text
from odin_desktop.ui.touch import gone


class Slider(Control):
    """A number on a track between `low` and `high` in steps of `step`; drag or click it, or
    use Left/Right (Home/End for the ends). The value is written after the track's end. In a
    right-to-left language it mirrors: it grows leftwards, and so do the arrow keys."""

    def __init__(
        self,
        value: float,
        low: float,
        high: float,
        step: float,
        on_change: Callable[[float], None],
        fmt: Callable[[float], str] = lambda v: f"{v:g}",
    ) -> None:
        super().__init__()
        self.low, self.high, self.step = low, high, step
        self.value = self._snap(value)
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def _snap(self, value: float) -> float:
        steps = round((value - self.low) / self.step)
        return round(min(self.high, max(self.low, self.low + steps * self.step)), 6)

    def set(self, value: float) -> None:
        value = self._snap(value)
        if value != self.value:
            self.value = value
            self.on_change(value)

    @property
    def track(self) -> pygame.Rect:
        """The draggable part: the rect minus room for the value after its end."""
        label = max(48, int(self.rect.width * 0.24))
        pad = self.rect.height // 2
        x = self.rect.x + pad + (label if is_rtl() else 0)
        return pygame.Rect(x, self.rect.y, max(1, self.rect.width - label - pad * 2), self.rect.h)

    def _from_x(self, x: int) -> float:
        track = self.track
        along = track.right - x if is_rtl() else x - track.x
        t = min(1.0, max(0.0, along / max(1, track.width)))
        return self.low + t * (self.high - self.low)

    def on_event(self, event: pygame.event.Event) -> bool:
        if left_click(event, self.rect):
            self.dragging = True
            self.set(self._from_x(event.pos[0]))
            return True
        if gone(event):  # to a screen over this one: the drag ends where it was
            self.dragging = False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self._from_x(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if self.focused and event.type == pygame.KEYDOWN:
            forward = -1 if is_rtl() else 1
            moves = {
                pygame.K_LEFT: self.value - forward * self.step,
                pygame.K_RIGHT: self.value + forward * self.step,
                pygame.K_HOME: self.low,
                pygame.K_END: self.high,
            }
            if event.key in moves:
                self.set(moves[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        track = self.track
        bar = pygame.Rect(0, 0, track.width, max(4, theme.scaled(8, scale)))
        bar.midleft = (track.x, track.centery)
        t = (self.value - self.low) / max(1e-9, self.high - self.low)
        pygame.draw.rect(surface, TRACK, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = max(bar.height, int(bar.width * t))
        if is_rtl():
            filled.right = bar.right
        pygame.draw.rect(surface, theme.GOLD_RGB, filled, border_radius=bar.height // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=bar.height // 2)
        hot = self.hovered or self.dragging
        radius = max(4, int(self.rect.height * (0.34 if hot else 0.3)))
        along = int(track.width * t)
        knob = (track.right - along if is_rtl() else track.x + along, track.centery)
        pygame.draw.circle(surface, (20, 30, 34), (knob[0], knob[1] + 2), radius)
        pygame.draw.circle(surface, (250, 244, 230), knob, radius)
        pygame.draw.circle(surface, theme.GOLD_RGB, knob, radius, max(2, theme.scaled(2, scale)))
        gap = self.rect.height // 2
        if is_rtl():
            label = pygame.Rect(self.rect.x, self.rect.y, track.x - gap - self.rect.x, self.rect.h)
        else:
            label = pygame.Rect(track.right + gap, self.rect.y, 0, self.rect.height)
            label.width = self.rect.right - label.x
        # At the rect's outer edge, away from the track, in either direction.
        draw_text(
            surface,
            self.fmt(self.value),
            label,
            label_size(self.rect, scale),
            align="left" if is_rtl() else "right",
            mirror=False,
        )
