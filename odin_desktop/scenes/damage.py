"""What changed on a table since the frame before, so a frame while cards glide redraws and
sends only the areas around them (at 3840 x 2160 a whole frame costs more than a 60 Hz frame's
time: the backdrop alone is 33 MB to copy, and as much again to send).

After each frame drawn the scene notes where every card sprite was and how it looked, what
else it showed (its *look*: the status line, whose turn, …) and its small moving areas (the
turn's glow, the sparks). Before the next frame, `Damage.since` compares: when only sprites
and those areas changed, the union of their old and new rectangles is all that changed;
when anything else did (input, a move shown, another look), the whole canvas (None). The
rectangles are gathered into a few areas (`clusters`), each drawn in its own clipped pass:
cards leaving two far seats for the middle make two small areas, not the whole table.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import pygame

from odin_desktop.scenes.base import Area

SHADOW_DEPTH = 14  # px: the furthest a card's shadow falls from it (lifted, dragged)
RING_PAD = 10  # px: a highlight ring around a card, both sides together
# Below this many canvas pixels (above 1920 x 1200) a whole frame costs less than finding and
# drawing in parts what changed (1280 x 800: 3 ms a frame either way), so it is drawn whole.
PARTIAL_FROM_PIXELS = 2560 * 1440
MAX_AREAS = 3  # each area is a pass over the scene's drawing: a few small beat one large
SLACK = 0.5  # two areas merge when their union adds at most this share of them


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
    """All a card sprite draws: its own ``bounds()`` if it has them (tighter when it lies
    upright), else `square_bounds`."""
    own = getattr(sprite, "bounds", None)
    return own() if own is not None else square_bounds(sprite)


def square_bounds(sprite: Any) -> pygame.Rect:
    """A square that holds the card drawn at any angle, with its shadow, sheen and ring."""
    w, h = sprite.size()
    pad = max(2, w // 10)  # `ui.effects.card_shadow`'s
    depth = SHADOW_DEPTH + abs(sprite.lift) * 0.25
    side = math.ceil(math.hypot(w + 2 * pad + RING_PAD, h + 2 * pad + RING_PAD) + 2 * depth) + 4
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(sprite.x), round(sprite.y - sprite.lift))
    return rect


def pays(size: tuple[int, int]) -> bool:
    """Whether a canvas of ``size`` is large enough for frames drawn in parts."""
    return size[0] * size[1] >= PARTIAL_FROM_PIXELS


Panel = tuple[pygame.Rect, object]  # a part of the table drawn from the game's state: where, what


class Damage:
    """The last drawn frame's sprites, look, moving areas and panels, to compare the next one
    with."""

    def __init__(self) -> None:
        self.whole = True  # the next frame is drawn whole (nothing noted yet, or told so)
        self._sprites: dict[int, tuple[Any, tuple[object, ...], pygame.Rect]] = {}
        self._look: object = None
        self._areas: list[pygame.Rect] = []
        self._panels: list[Panel] | None = None

    def invalidate(self) -> None:
        """Anything may have changed: the next frame is drawn whole."""
        self.whole = True

    def note(
        self,
        sprites: Iterable[Any],
        look: object,
        areas: list[pygame.Rect],
        panels: list[Panel] | None = None,
    ) -> None:
        """A frame was drawn showing ``sprites``, ``look``, the moving ``areas`` and the
        ``panels`` (None: the game names none)."""
        # Each pass of a frame drawn in parts notes the same sprites: the bounds of a sprite
        # that looks as noted before are those noted (at 4K some 40 sprites, 6 passes).
        before, self._sprites = self._sprites, {}
        for sprite in sprites:
            drawn = sprite_look(sprite)
            noted = before.get(id(sprite))
            if noted is not None and noted[0] is sprite and noted[1] == drawn:
                self._sprites[id(sprite)] = noted
            else:
                self._sprites[id(sprite)] = (sprite, drawn, sprite_bounds(sprite))
        self._look = look
        self._areas = [pygame.Rect(a) for a in areas]
        self._panels = None if panels is None else [(pygame.Rect(r), v) for r, v in panels]
        self.whole = False

    def since(
        self,
        sprites: Iterable[Any],
        look: object,
        areas: list[pygame.Rect],
        panels: list[Panel] | None = None,
        most: int = MAX_AREAS,
        slack: float = SLACK,
        parts: bool = True,
    ) -> list[Area] | None:
        """The few areas (at ``most``, gathered with ``slack``: `clusters`) that changed since
        the frame noted (none: nothing did), or None: the whole canvas, when more than sprites,
        moving areas and panels changed. A panel that shows something else, or moved, is
        redrawn where it was and where it is. Not drawn in ``parts`` (a canvas where a whole
        frame costs no more): None as soon as anything beyond the moving areas changed."""
        changed = self._changed(sprites, look, panels)
        if changed is None or (changed and not parts):
            return None
        rects = [*self._areas, *(pygame.Rect(a) for a in areas), *changed]
        return [(r.x, r.y, r.width, r.height) for r in clusters(rects, most, slack)]

    def _changed(
        self, sprites: Iterable[Any], look: object, panels: list[Panel] | None
    ) -> list[pygame.Rect] | None:
        """Where the sprites and panels changed since the frame noted, where they were and
        where they are (none: nothing did); None when anything else did."""
        if self.whole or look != self._look:
            return None
        rects: list[pygame.Rect] = []
        if panels is not None or self._panels is not None:
            if panels is None or self._panels is None or len(panels) != len(self._panels):
                return None
            for (was, shown), (rect, value) in zip(self._panels, panels, strict=True):
                if shown != value or was != rect:
                    rects += [was, pygame.Rect(rect)]
        before = dict(self._sprites)
        for sprite in sprites:
            noted = before.pop(id(sprite), None)
            if noted is not None and noted[0] is sprite and noted[1] == sprite_look(sprite):
                continue
            rects.append(sprite_bounds(sprite))
            if noted is not None:
                rects.append(noted[2])
        rects += [bounds for _s, _l, bounds in before.values()]  # gone since
        return rects

def clusters(
    rects: list[pygame.Rect], most: int = MAX_AREAS, slack: float = SLACK
) -> list[pygame.Rect]:
    """A few rectangles that cover ``rects``: those whose union adds at most ``slack`` times
    their areas are merged, then the two closest while there are more than ``most``."""
    merged: list[pygame.Rect] = []
    unique = {tuple(r): r for r in rects if r.width > 0 and r.height > 0}.values()
    for rect in sorted(unique, key=_area):  # each panel unchanged in place comes twice
        merged.append(rect)
        # No two of the others merge (else they would have): only a pair with the newest can.
        newest: int | None = len(merged) - 1
        while newest is not None:
            newest = _merge_with(merged, newest, slack)
    while len(merged) > most:
        _merge_one(merged, None)
    return merged


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _growth(a: pygame.Rect, b: pygame.Rect) -> int:
    """The pixels the union of ``a`` and ``b`` covers beyond both."""
    return _area(a.union(b)) - (_area(a) + _area(b) - _area(a.clip(b)))


def _merge_with(rects: list[pygame.Rect], k: int, slack: float) -> int | None:
    """Merge ``rects[k]`` with the one whose union with it grows least, if by at most
    ``slack`` times their areas (the pair `_merge_one` would take when no other pair may
    merge); the index of the union made, or None."""
    best: tuple[float, int, int] | None = None
    a = rects[k]
    for x, b in enumerate(rects):
        if x == k:
            continue
        growth = _growth(a, b)
        if growth > slack * (_area(a) + _area(b)):
            continue
        pair = (growth, min(k, x), max(k, x))
        if best is None or pair < best:
            best = pair
    if best is None:
        return None
    _grown, i, j = best
    rects[i] = rects[i].union(rects[j])
    del rects[j]
    return i


def _merge_one(rects: list[pygame.Rect], slack: float | None) -> pygame.Rect | None:
    """Merge the pair of ``rects`` whose union grows least (only if by at most ``slack``
    times their areas; None: any); the union made, or None."""
    best: tuple[float, int, int] | None = None
    for i, a in enumerate(rects):
        for j in range(i + 1, len(rects)):
            b = rects[j]
            growth = _growth(a, b)
            if slack is not None and growth > slack * (_area(a) + _area(b)):
                continue
            if best is None or growth < best[0]:
                best = (growth, i, j)
    if best is None:
        return None
    _grown, i, j = best
    union = rects[i].union(rects[j])
    del rects[j]
    rects[i] = union
    return union
