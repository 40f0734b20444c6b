"""The on/off switch (`Toggle`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import theme
from odin_desktop.ui.controls import TRACK, Control, is_key
from odin_desktop.ui.labels import draw_text


class Toggle(Control):
    """An on/off switch. Click, Space or Enter flips it; Left is off, Right is on (mirrored
    in a right-to-left language, where "on" sits at the left)."""

    def __init__(self, value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            self.on_change(value)

    def on_event(self, event: pygame.event.Event) -> bool:
        if self.press(event, lambda: self.set(not self.value)):
            return True
        if self.focused and is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self.set((event.key == pygame.K_RIGHT) != is_rtl())
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        track = self.rect
        if track.width <= 0 or track.height <= 0:
            return
        on = self.value
        fill = theme.GOLD_RGB if on else TRACK
        pygame.draw.rect(surface, fill, track, border_radius=track.height // 2)
        edge = theme.GOLD_RGB if self.hovered or on else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, track, max(1, theme.scaled(2, scale)), track.height // 2)
        radius = max(2, track.height // 2 - theme.scaled(4, scale))
        knob_right = on != is_rtl()
        cx = track.right - track.height // 2 if knob_right else track.left + track.height // 2
        knob = (250, 244, 230) if on else (150, 162, 160)
        pygame.draw.circle(surface, knob, (cx, track.centery), radius)
        mark = theme.BUTTON_PRIMARY_TEXT if on else theme.TEXT_DIM
        text_box = pygame.Rect(track.x, track.y, track.width - track.height, track.height)
        if knob_right:
            text_box.x = track.x + theme.scaled(4, scale)
        else:
            text_box.x = track.x + track.height - theme.scaled(4, scale)
        size = max(8, int(track.height * 0.42))
        label = _("On") if on else _("Off")
        draw_text(surface, label, text_box, size, mark, bold=True, align="center")
