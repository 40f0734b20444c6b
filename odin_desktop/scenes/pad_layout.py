"""Settings' Controller: the pad in use (else a plain A B X Y pad, and it says so) drawn with
what each of its buttons does (`ui/pad_picture.py`), and Back."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop import games
from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import labels, pad_picture, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.pad import XBOX
from odin_desktop.ui.widgets import Button


class PadLayoutScene(Screen):
    prompts = ((Intent.BACK, N_("Back")),)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
        self.drawn: list[pad_picture.Drawn] = []  # the callouts of the last frame

    @property
    def style(self) -> str:
        pad = self.app.pad_shown()
        return XBOX if pad is None else pad[1]

    def caption(self) -> str:
        pad = self.app.pad_shown()
        if pad is None:
            return _("No controller is connected: shown is a pad with A, B, X and Y buttons.")
        return _("Your controller: {name}").format(name=pad[0])

    def controls(self) -> list[Any]:
        return [self.back_button]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        bw, bh = px(220), px(54)
        # above the pad's prompts along the foot (`ui/pad_prompts.strip_rect`)
        self.back_button.rect = pygame.Rect(0, h - bh - px(56), bw, bh)
        self.back_button.rect.centerx = w // 2
        self.room = pygame.Rect(px(24), px(130), w - px(48), self.back_button.rect.y - px(146))

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        self.titled(surface, _("Controller"), px(50), 44, (self.size[0] // 2, px(84), px(320)))
        line = pygame.Rect(px(24), px(96), self.size[0] - px(48), px(26))
        labels.draw_text(surface, self.caption(), line, px(17), theme.TEXT_DIM, align="center")
        self.drawn = pad_picture.draw(surface, self.room, self.style, self.scale, game_words())


def game_words() -> list[pad_picture.GameWords]:
    """What the pad does at each game's table (`GameEntry.pad_words`), in the registry's
    order: the games the shell offers."""
    return [
        (entry.title, {Intent(value): words for value, words in entry.pad_words.items()})
        for entry in games.playable()
        if entry.pad_words
    ]
