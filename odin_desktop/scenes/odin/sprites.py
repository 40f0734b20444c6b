"""A card on the table: where it is, where it is going, and how it looks on the way.

Sprites glide to their targets with an easing tween; the lift under the pointer and the tilt
while dragged are smoothed separately so they feel springy without fighting the tween.
Rotated and scaled images come from `art`'s caches (angles rounded to whole degrees,
widths to even pixels) so nothing is rotozoomed twice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from odin_desktop.scenes.odin import art
from odin_desktop.ui.effects import SHADOW_STEP, card_shadow, changing_shadow
from odin_desktop.ui.tween import Easing, Tween, approach, ease_out_back, ease_out_cubic

Target = tuple[float, float, float, float]  # x, y (centre), angle (degrees), width (px)
RING_SHARE = 0.045  # of a card's width: its ring's band of colour (5 px at 1280 x 800)
RING_EDGE = (12, 22, 28)  # the dark lines either side of it


# The sheen and the ring are cached turned as their card is: the pad's or the keyboard's card
# keeps its sheen for as long as the player thinks, and the turn's glow redraws the hand
# around it several times a second.
@lru_cache(maxsize=64)
def _sheen(width: int, height: int, radius: int, angle: int = 0) -> pygame.Surface:
    """A faint light laid over a card under the pointer."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (255, 250, 235, 34), surface.get_rect(), border_radius=radius)
    return pygame.transform.rotate(surface, angle) if angle else surface


def _ring_parts(width: int) -> tuple[int, int]:
    """A ring's band of colour and each dark line beside it, in px, for a card ``width``
    wide."""
    band = max(3, round(width * RING_SHARE))
    return band, max(1, round(band * 0.4))


def ring_pad(width: int) -> int:
    """How far a card's ring reaches beyond its edge at a card ``width`` wide: a band of its
    colour between two dark lines, so it shows on the slate and on the cream of a card it
    crosses (a pale 4 px outline was lost on the cards, half hidden by the next one)."""
    band, edge = _ring_parts(width)
    return band + 2 * edge


@lru_cache(maxsize=256)
def _highlight(
    width: int,
    height: int,
    radius: int,
    colour: tuple[int, int, int],
    angle: int = 0,
    card: int = 0,
) -> pygame.Surface:
    """A ring around ``width`` x ``height``, as thick as a ring of a card ``card`` wide
    (0: ``width``)."""
    band, edge = _ring_parts(card or width)
    pad = band + 2 * edge
    surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*RING_EDGE, 235), rect, pad, border_radius=radius + pad)
    inner = rect.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surface, colour, inner, band, border_radius=radius + pad - edge)
    return pygame.transform.rotate(surface, angle) if angle else surface


FLIGHT_STEP = 3  # degrees: a card moving is drawn turned to a multiple of this
@dataclass
class OdinCardSprite:
    code: str  # "B7", or art.BACK for a card whose face this viewer may not see
    x: float
    y: float
    angle: float = 0.0
    width: float = 80.0
    lift: float = 0.0  # px raised above its place (selection, hover)
    tilt: float = 0.0  # extra degrees while dragged
    highlight: tuple[int, int, int] | None = None  # a ring drawn with the card
    focus: tuple[int, int, int] | None = None  # the one card a key acts on: drawn over all
    bright: bool = False  # under the pointer: a touch lighter
    dragged: bool = False
    tween: Tween | None = field(default=None, repr=False)
    target: Target | None = None
    lift_target: float = 0.0
    # In flight: the image scaled this frame, kept for the other passes of a frame drawn in
    # parts (scaling a card at 4K costs ~1 ms): (from which image, to which size, the result).
    _scaled: tuple[pygame.Surface, tuple[int, int], pygame.Surface] | None = field(
        default=None, repr=False, compare=False
    )
    # The turned images (width, angle) of its flight it will not be drawn with once landed.
    _passed: list[tuple[int, int]] = field(default_factory=list, repr=False, compare=False)
    _lay_drawn: bool = field(default=False, repr=False, compare=False)  # drawn at rest last
    # `bounds` for the pose they were measured in.
    _bounds: tuple[tuple[object, ...], pygame.Rect] | None = field(
        default=None, repr=False, compare=False
    )

    def move_to(
        self,
        target: Target,
        duration: float,
        easing: Easing = ease_out_cubic,
        delay: float = 0.0,
    ) -> None:
        """Glide to ``target`` unless already heading there."""
        if self.target == target:
            return
        self.target = target
        start = (self.x, self.y, self.angle, self.width)
        if duration <= 0:
            self.x, self.y, self.angle, self.width = target
            self.tween = None
            return
        was = None if self.moving else (_even(self.width), round(self.angle))  # at rest
        self.tween = Tween(start, target, duration, easing, delay)
        # Turned ahead, on the art's thread: each angle it will be drawn at on the way (3
        # degrees apart, at its goal's width; the last is also the one it sets off at next,
        # as a hand re-fanned sets most of its cards off in one frame) and the one it rests at.
        width, rest = _even(target[3]), round(target[2])
        low, high = sorted((self.angle, target[2]))
        steps = range(round(low / FLIGHT_STEP), round(high / FLIGHT_STEP) + 1)
        passing = [step * FLIGHT_STEP for step in steps]
        art.prepare_turned(self.code, width, [*passing, rest])
        # Once landed, not drawn again where it lies: where it rested, and the angles it
        # passed but the one it sets off at (at 4K each ~0.6 MB, kept until pushed out).
        leaving = round(rest / FLIGHT_STEP) * FLIGHT_STEP
        self._passed = [(width, a) for a in passing if a not in (leaving, rest)]
        if was is not None and was != (width, rest) and was != (width, leaving):
            self._passed.append(was)

    def settle(self, target: Target, duration: float, delay: float = 0.0) -> None:
        """Glide with a little overshoot: for cards landing in a hand or the middle."""
        self.move_to(target, duration, ease_out_back, delay)

    @property
    def moving(self) -> bool:
        return self.tween is not None

    @property
    def settling(self) -> bool:
        """Still easing its lift (hover, selection) or its tilt (after a drag)."""
        return self.lift != self.lift_target or self.tilt != 0.0

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.x, self.y, self.angle, self.width = self.tween.step(dt)
            if self.tween.done:
                self.tween = None
                self._scaled = None  # landed: drawn at its own size
                art.forget_turned(self.code, self._passed)
                self._passed = []
        self.lift = approach(self.lift, self.lift_target, dt)
        self.tilt = approach(self.tilt, 0.0, dt, rate=6.0)

    def size(self) -> tuple[int, int]:
        return art.card_size(_even(self.width))

    def _scale(self, image: pygame.Surface, factor: float) -> pygame.Surface:
        """``image`` scaled by ``factor``, once however many passes draw it this frame."""
        size = (round(image.get_width() * factor), round(image.get_height() * factor))
        kept = self._scaled
        if kept is None or kept[0] is not image or kept[1] != size:
            kept = self._scaled = (image, size, pygame.transform.scale(image, size))
        return kept[2]

    def rect(self) -> pygame.Rect:
        """The upright rectangle the card covers (for hit tests)."""
        w, h = self.size()
        return pygame.Rect(round(self.x - w / 2), round(self.y - self.lift - h / 2), w, h)

    def _drawn_for(self) -> Target | None:
        """The goal whose art the card is drawn from: in flight, its destination's image
        (already rendered, and cached) scaled to the current size, as rasterising the vector
        art at every in-between width would cost milliseconds a frame. None at rest, and in
        the frame it is given a goal, before it has moved, if it was drawn lying there (not a
        card just played from a hand of backs, or dealt): drawn as it lay, so the frame that
        shows a move neither scales nor turns the images of the cards setting off (at 4K
        ~0.4 ms a card scaled, ~1 ms one turned before the art's thread has). It is redrawn
        all the same (`scenes.damage.sprite_look` tells it moves): the cards over and under
        it may be others now."""
        if self.tween is None or (self.tween.elapsed == 0.0 and self._lay_drawn):
            return None
        return self.target

    def _pose(self) -> tuple[int, int]:
        """The width of the art the card is drawn from and its angle as drawn."""
        goal = self._drawn_for()
        width = _even(goal[3] if goal is not None else self.width)
        step = FLIGHT_STEP if goal is not None or self.dragged else 1
        return width, round((self.angle + self.tilt) / step) * step

    def _factor(self, width: int) -> float | None:
        """How much the art ``width`` wide is scaled to draw the card now (None: not)."""
        return self.width / width if abs(self.width - width) > 3 else None

    def bounds(self) -> pygame.Rect:
        """All the card draws now (`scenes.damage.sprite_bounds`): the card turned, with its
        ring, and its shadow (upright, below). Tighter than a square that holds it at any
        angle: a card lying nearly upright redraws half the pixels. Kept while the card keeps
        its pose: a frame asks for them in each of its parts and for what changed."""
        pose = (self.x, self.y, self.angle, self.tilt, self.width, self.lift, self.dragged)
        key = (*pose, self.target if self.moving else None, self._drawn_for() is None)
        if self._bounds is None or self._bounds[0] != key:
            self._bounds = (key, self._measure())
        return self._bounds[1].copy()

    def _measure(self) -> pygame.Rect:
        width, angle = self._pose()
        w, h = art.card_size(width)
        factor = self._factor(width)
        if factor is not None:
            w, h = round(w * factor), round(h * factor)
        cx, cy = round(self.x), round(self.y - self.lift)
        turn = math.radians(angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        reach = 4 * ring_pad(w)  # `_highlight`'s, and the focus's outside it, turned
        ring_w, ring_h = w + reach, h + reach
        rect = pygame.Rect(0, 0, 0, 0)
        rect.size = (
            math.ceil(ring_w * cos + ring_h * sin) + 4,
            math.ceil(ring_w * sin + ring_h * cos) + 4,
        )
        rect.center = (cx, cy)
        if factor is not None:  # `changing_shadow`: a size rounded to its step
            w, h = w + SHADOW_STEP, h + SHADOW_STEP
        pad = max(2, w // 10)  # `card_shadow`'s
        shade = pygame.Rect(0, 0, w + 2 * pad + 4, h + 2 * pad + 4)
        depth = 3 + self.lift * 0.25 + (10 if self.dragged else 0)
        shade.center = (round(cx + depth * 0.6), round(cy + depth))
        return rect.union(shade)

    def draw(self, surface: pygame.Surface, shadow: bool = True, focus: bool = True) -> None:
        """The card with its ring; its focus too unless ``focus`` is False (then
        `draw_focus` draws it over the cards drawn after it)."""
        width, angle = self._pose()
        self._lay_drawn = self._drawn_for() is None
        w, h = size = art.card_size(width)
        image = art.rotated(self.code, width, angle) if angle else _upright(self.code, width)
        factor = self._factor(width)
        if factor is not None:
            image = self._scale(image, factor)
            w, h = round(w * factor), round(h * factor)
        else:
            self._scaled = None
        cx, cy = self.x, self.y - self.lift
        if shadow:
            depth = 3 + self.lift * 0.25 + (10 if self.dragged else 0)
            shade = changing_shadow(w, h) if w != size[0] else card_shadow(w, h)
            surface.blit(shade, shade.get_rect(center=(cx + depth * 0.6, cy + depth)))
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
        if self.bright:
            sheen = _sheen(w, h, max(2, w // 14), angle)
            surface.blit(sheen, sheen.get_rect(center=(round(cx), round(cy))))
        centre = (round(cx), round(cy))
        if self.highlight is not None:
            ring = _highlight(w, h, max(2, w // 14), self.highlight, angle)
            surface.blit(ring, ring.get_rect(center=centre))
        if focus:
            self.draw_focus(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus's ring, if the card has it: around the card, outside its ring if it
        has one too."""
        if self.focus is None:
            return
        width, angle = self._pose()
        w, h = art.card_size(width)
        factor = self._factor(width)
        if factor is not None:
            w, h = round(w * factor), round(h * factor)
        card, radius = w, max(2, w // 14)
        if self.highlight is not None:  # around the card and its ring
            pad = ring_pad(w)
            w, h, radius = w + 2 * pad, h + 2 * pad, radius + pad
        ring = _highlight(w, h, radius, self.focus, angle, card)
        surface.blit(ring, ring.get_rect(center=(round(self.x), round(self.y - self.lift))))


def prepare_face(code: str, width: float) -> None:
    """The face a card sprite ``width`` wide draws, rendered ahead on the art's thread."""
    art.prepare_face(code, _even(width))


def _even(width: float) -> int:
    return max(art.MIN_WIDTH, int(round(width / 2) * 2))


def _upright(code: str, width: int) -> pygame.Surface:
    return art.back(width) if code == art.BACK else art.face(code, width)
