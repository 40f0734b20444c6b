"""A tooltip: a short line shown by a control once the pointer has rested on it a moment
(a button's keys), or at once under a finger's long press (`ui/rest.py`). The screen says
which control is under the pointer and what its tip says; the tip lays itself out above the
control, inside the window, and says when it is due."""

from __future__ import annotations

import pygame

from odin_desktop.ui import theme
from odin_desktop.ui.rest import Rest
from odin_desktop.ui.text import fitted

TIP_DELAY = 0.5  # seconds the pointer rests on a control before its tip shows


class Tooltip:
    def __init__(self) -> None:
        self.rest: Rest[object] = Rest(TIP_DELAY)  # what the pointer rests on (a button)

    @property
    def owner(self) -> object | None:
        return self.rest.on

    def hover(self, owner: object | None, event: pygame.event.Event | None = None) -> None:
        """The pointer is now over ``owner`` (None: over nothing with a tip); ``event``, the
        pointer's move, says whether a finger's long press put it there (the tip at once)."""
        self.rest.point(owner, event)

    def update(self, dt: float) -> None:
        self.rest.update(dt)

    @property
    def shown(self) -> bool:
        return self.rest.shown

    def wake(self) -> float | None:
        """Seconds until the tip shows (None: nothing is due)."""
        return self.rest.wake()

    def rect(
        self, words: str, anchor: pygame.Rect, bounds: pygame.Rect, scale: float
    ) -> pygame.Rect:
        """Where the tip of ``words`` goes: above ``anchor``, kept inside ``bounds``."""
        label = self._label(words, bounds, scale)
        pad = theme.scaled(8, scale)
        rect = label.get_rect().inflate(2 * pad, pad)
        rect.midbottom = (anchor.centerx, anchor.y - theme.scaled(6, scale))
        return rect.clamp(bounds)

    @staticmethod
    def _label(words: str, bounds: pygame.Rect, scale: float) -> pygame.Surface:
        size = theme.scaled(15, scale)
        return fitted(words, size, theme.TEXT, bounds.w - theme.scaled(24, scale))

    def draw(
        self, surface: pygame.Surface, words: str, anchor: pygame.Rect, scale: float
    ) -> pygame.Rect | None:
        """The tip, when shown; where it was drawn."""
        if not self.shown or not words:
            return None
        bounds = surface.get_rect()
        rect = self.rect(words, anchor, bounds, scale)
        label = self._label(words, bounds, scale)
        radius = theme.scaled(6, scale)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD_RGB, rect, 1, border_radius=radius)
        surface.blit(label, label.get_rect(center=rect.center))
        return rect
