"""A problem with saving, told over whatever is on screen: the game goes on when the player
has read it."""

from __future__ import annotations

import pygame

from odin_desktop.i18n import _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import banner, panels


class SaveWarning(Screen):
    opaque = False

    def __init__(self, app: Host, message: str) -> None:
        super().__init__(app)
        text = (
            message
            + " "
            + _("You can keep playing; until saving works again, closing loses the game.")
        )
        self.banner = banner.Banner(text, self.back, error=True)

    def banner_rect(self) -> pygame.Rect:
        rect = super().banner_rect()
        rect.centery = self.size[1] // 2
        return rect

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return
        super().handle_event(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        panels.veil(surface, (6, 14, 18, 120))
