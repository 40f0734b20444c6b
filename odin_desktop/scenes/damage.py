"""What changed on a table since the frame before, so a frame while cards glide redraws and
sends only the areas around them (at 3840 x 2160 a whole frame costs more than a 60 Hz frame's
time: the backdrop alone is 33 MB to copy, and as much again to send).

After each frame drawn the scene notes where every card sprite was and how it looked, what
else it showed (its *look*: the status line, whose turn, …) and its small moving areas (the
turn's glow, the sparks). Before the next frame, `Damage.since` compares: when only sprites
and those areas changed, the union of their old and new rectangles is all that changed;
when anything else did (input, a move shown, another look), the whole canvas (None).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import pygame

from odin_desktop.scenes.base import Area

SHADOW_DEPTH = 14  # px: the furthest a card's shadow falls from it (lifted, dragged)
RING_PAD = 10  # px: a highlight ring around a card, both sides together


def sprite_look(sprite: Any) -> tuple[object, ...]:
    """Everything about a card sprite that changes how it is drawn (both games' sprites)."""
    return (
        sprite.x,
        sprite.y,
        sprite.angle,
        sprite.width,
        sprite.lift,
        sprite.tilt,
        sprite.dragged,
        sprite.target if sprite.moving else None,  # in flight it is drawn from its goal's art
        getattr(sprite, "code", None),
        getattr(sprite, "highlight", None),
        getattr(sprite, "bright", None),
        getattr(sprite, "alpha", None),
        getattr(sprite, "flip", None),
    )


def sprite_bounds(sprite: Any) -> pygame.Rect:
    """A square that holds the card drawn at any angle, with its shadow, sheen and ring."""
    w, h = sprite.size()
    pad = max(2, w // 10)  # `ui.effects.card_shadow`'s
    depth = SHADOW_DEPTH + abs(sprite.lift) * 0.25
    side = math.ceil(math.hypot(w + 2 * pad + RING_PAD, h + 2 * pad + RING_PAD) + 2 * depth) + 4
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(sprite.x), round(sprite.y - sprite.lift))
    return rect


class Damage:
    """The last drawn frame's sprites, look and moving areas, to compare the next one with."""

    def __init__(self) -> None:
        self.whole = True  # the next frame is drawn whole (nothing noted yet, or told so)
        self._sprites: dict[int, tuple[Any, tuple[object, ...], pygame.Rect]] = {}
        self._look: object = None
        self._areas: list[pygame.Rect] = []

    def invalidate(self) -> None:
        """Anything may have changed: the next frame is drawn whole."""
        self.whole = True

    def note(self, sprites: Iterable[Any], look: object, areas: list[pygame.Rect]) -> None:
        """A frame was drawn showing ``sprites``, ``look`` and the moving ``areas``."""
        self._sprites = {id(s): (s, sprite_look(s), sprite_bounds(s)) for s in sprites}
        self._look = look
        self._areas = [pygame.Rect(a) for a in areas]
        self.whole = False

    def since(self, sprites: Iterable[Any], look: object, areas: list[pygame.Rect]) -> Area | None:
        """The area that changed since the frame noted (an empty one: none), or None: the
        whole canvas, when more than sprites and moving areas changed."""
        if self.whole or look != self._look:
            return None
        rects = [*self._areas, *(pygame.Rect(a) for a in areas)]
        before = dict(self._sprites)
        for sprite in sprites:
            noted = before.pop(id(sprite), None)
            if noted is not None and noted[0] is sprite and noted[1] == sprite_look(sprite):
                continue
            rects.append(sprite_bounds(sprite))
            if noted is not None:
                rects.append(noted[2])
        rects += [bounds for _s, _l, bounds in before.values()]  # gone since
        rects = [r for r in rects if r.width > 0 and r.height > 0]
        if not rects:
            return (0, 0, 0, 0)
        union = rects[0].unionall(rects[1:])
        return (union.x, union.y, union.width, union.height)
