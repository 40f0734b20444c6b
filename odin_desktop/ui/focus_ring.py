"""Which control the keys and a pad drive (`FocusRing`): Tab and the arrows move it, Enter
or Space press a focused button, and it is drawn only for players of the keys or a pad."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from odin_desktop.ui.controls import (
    ACTIVATE_KEYS,
    draw_focus,
)
from odin_desktop.ui.widgets import Button


class Focusable(Protocol):
    rect: pygame.Rect

    def handle_event(self, event: pygame.event.Event) -> bool: ...


class FocusRing:
    """Which control the keyboard drives. Tab / Shift+Tab and Up / Down move the focus;
    Enter or Space presses a focused `Button`. `visible` is True after keyboard use, so the
    ring is drawn for keyboard players and stays out of the way of mouse players."""

    #: Shared by every screen: the keys or a pad drive the screens now (the ring shows, and a
    #: screen opened by a key or a button shows its focus at once), or the pointer does.
    navigating = False

    def __init__(self, items: Sequence[Focusable] = ()) -> None:
        self.items: list[Focusable] = []
        self.current: Focusable | None = None
        self.set_items(items)

    @property
    def visible(self) -> bool:
        return FocusRing.navigating

    @visible.setter
    def visible(self, value: bool) -> None:
        FocusRing.navigating = value

    def set_items(self, items: Sequence[Focusable]) -> None:
        """Replace the controls (in focus order), keeping the focus if it is still there (a
        ring in sight always has one)."""
        self.items = [i for i in items if getattr(i, "enabled", True)]
        kept = self.current if self.current in self.items else None
        if kept is None and FocusRing.navigating and self.items:
            kept = self.items[0]
        self.focus(kept)

    def focus(self, item: Focusable | None) -> None:
        for i in self.items:
            if hasattr(i, "focused"):
                i.focused = i is item
        if (
            self.current is not None
            and self.current not in self.items
            and hasattr(self.current, "focused")
        ):
            self.current.focused = False
        self.current = item

    def move(self, delta: int) -> None:
        if not self.items:
            return
        if self.current is None or self.current not in self.items:  # e.g. a control removed
            self.focus(self.items[0 if delta > 0 else -1])
        else:
            i = self.items.index(self.current)
            self.focus(self.items[(i + delta) % len(self.items)])

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Navigation keys the focused control did not use."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.visible = True
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.visible = True
            self.move(-1 if event.key == pygame.K_UP else 1)
            return True
        activate = event.key in ACTIVATE_KEYS
        if activate and isinstance(self.current, Button) and self.current.enabled:
            self.visible = True
            self.current.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if self.visible and self.current is not None and self.current.rect.width > 0:
            draw_focus(surface, self.current.rect, scale)
