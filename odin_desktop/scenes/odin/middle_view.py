"""The middle of ODIN's table and Valhalla, the discard pile, as drawn under the cards: the
middle's glow with, below the beaten set, its value and who played it (or that it is the
middle, when empty); the pile's older cards as a low stack of backs under its top faces, and
its name. Where each part's drawing reaches, for frames drawn in parts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from odin_desktop.engine.odin.cards import set_value
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.i18n import _
from odin_desktop.scenes.damage import sprite_bounds
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.layout import Layout
from odin_desktop.scenes.odin.sprites import OdinCardSprite
from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted, text

PILE_SHOWN = 8  # discarded cards drawn individually on top of the pile


class CentreTable(Protocol):
    """What the middle and the pile ask of the table's view (`OdinTableView`)."""

    sprites: dict[int, OdinCardSprite]
    discard_order: list[int]
    staged: set[int]

    @property
    def layout(self) -> Layout: ...

    @property
    def pile_width(self) -> int: ...


def draw_sprite(
    surface: pygame.Surface,
    clip: pygame.Rect,
    sprite: OdinCardSprite,
    shadow: bool = True,
    focus: bool = True,
) -> None:
    """A card, unless the pass is drawn clipped where none of it lies (a frame drawn in
    parts runs the table's drawing once for each part)."""
    if clip.colliderect(sprite_bounds(sprite)):
        sprite.draw(surface, shadow, focus)


class Centre:
    """The middle and the pile of ``view`` (see the module's note)."""

    def __init__(self, view: CentreTable) -> None:
        self.view = view
        self._overlays: dict[tuple[object, ...], pygame.Surface] = {}

    def forget(self) -> None:
        """The table laid out anew: its translucent surfaces are painted again."""
        self._overlays.clear()

    def _overlay(
        self,
        key: tuple[object, ...],
        size: tuple[int, int],
        paint: Callable[[pygame.Surface], None],
    ) -> pygame.Surface:
        """A translucent surface drawn once per window size and reused every frame."""
        surface = self._overlays.get(key)
        if surface is None or surface.get_size() != size:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            paint(surface)
            self._overlays[key] = surface
        return surface

    def draw_middle(self, surface: pygame.Surface, state: HandState, owner: str) -> None:
        box, scale = self.view.layout.middle, self.view.layout.scale
        rect = box.to_rect()
        if not surface.get_clip().colliderect(self.middle_reach()):
            return  # a pass drawn clipped elsewhere: the middle and its words lie within

        def paint(glow: pygame.Surface) -> None:
            pygame.draw.ellipse(glow, (255, 255, 255, 14), glow.get_rect())
            pygame.draw.ellipse(
                glow, (*theme.GOLD_RGB, 90), glow.get_rect(), max(1, int(2 * scale))
            )

        surface.blit(self._overlay(("middle",), rect.size, paint), rect)
        for words, place in self.middle_words(state, owner):
            surface.blit(words, place)

    def middle_words(
        self, state: HandState, owner: str
    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The words the middle shows and where: below the beaten set its value, large, and
        who played it; in an empty middle, that it is the middle; none while a play lies in
        front of the beaten set (its cards say it all)."""
        if self.view.staged:
            return []
        box, scale = self.view.layout.middle, self.view.layout.scale
        rect = box.to_rect()
        if not state.table:
            hint = text(_("the middle"), theme.scaled(18, scale), (120, 150, 150))
            return [(hint, hint.get_rect(center=rect.center))]
        value = text(str(set_value(state.table)), theme.scaled(34, scale), theme.GOLD_RGB, True)
        label = fitted(owner, theme.scaled(16, scale), theme.TEXT_DIM, rect.width // 2)
        gap = theme.scaled(10, scale)
        total = value.get_width() + gap + label.get_width()
        x, y = rect.centerx - total // 2, rect.bottom + value.get_height() // 2
        return [
            (value, value.get_rect(midleft=(x, y))),
            (label, label.get_rect(midleft=(x + value.get_width() + gap, y + 2))),
        ]

    def draw_pile(self, surface: pygame.Surface, state: HandState) -> None:
        view = self.view
        box, scale = view.layout.discard, view.layout.scale
        cx, cy = box.center
        width = view.pile_width
        w, h = art.card_size(width)
        if not surface.get_clip().colliderect(self.pile_reach()):
            return  # a pass drawn clipped elsewhere: the pile, turned and its label, lies within
        count = state.discards.bit_count()
        label = text(_("Valhalla"), theme.scaled(18, scale), theme.GOLD_RGB, role="title_bold")
        surface.blit(label, label.get_rect(midtop=(cx, cy + h // 2 + theme.scaled(10, scale))))
        if count > PILE_SHOWN:  # the older cards: a low stack of backs
            stack = art.back(width)
            for i in range(min(5, (count - PILE_SHOWN + 3) // 4)):
                surface.blit(stack, stack.get_rect(center=(cx - i, cy - i)))
        clip = surface.get_clip()
        for card in view.discard_order[-PILE_SHOWN:]:
            sprite = view.sprites.get(card)
            if sprite is not None and not sprite.moving:
                draw_sprite(surface, clip, sprite, shadow=False)

    def middle_reach(self) -> pygame.Rect:
        """All the middle's drawing covers: its ellipse, and its words below."""
        rect = self.view.layout.middle.to_rect()
        return rect.inflate(rect.w, rect.h)

    def pile_reach(self) -> pygame.Rect:
        """All the pile's drawing covers: its stack, its top faces turned and its label."""
        cx, cy = self.view.layout.discard.center
        w, h = art.card_size(self.view.pile_width)
        return pygame.Rect(cx - 3 * w // 2, cy - 3 * h // 2, 3 * w, 3 * h)

    def pile_stack(self) -> pygame.Rect:
        """Where Valhalla's stack of backs (unturned, a few px up and left) and its label
        below draw; its top faces are sprites."""
        scale = self.view.layout.scale
        w, h = art.card_size(self.view.pile_width)
        label = text(_("Valhalla"), theme.scaled(18, scale), theme.GOLD_RGB, role="title_bold")
        rect = pygame.Rect(0, 0, max(w, label.get_width()) + 24, h + 24)
        rect.center = self.view.layout.discard.center
        rect.height += theme.scaled(10, scale) + label.get_height()
        return rect
