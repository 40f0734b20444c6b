"""Things that move on the flight table: cards and pieces gliding to where they belong.

A sprite has a place (centre, width, angle) and, while it moves, a tween towards its
target; the view gives targets, the sprites get there. Pictures come from the art loader's
caches (widths rounded to even pixels, angles to whole steps), so nothing is rendered twice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from odin_desktop.i18n.ravens.cards import odin_texts
from odin_desktop.scenes.damage import sprite_bounds, square_bounds
from odin_desktop.scenes.ravens import art
from odin_desktop.ui.effects import SHADOW_STEP, card_shadow, changing_shadow
from odin_desktop.ui.tween import Easing, Tween, approach, ease_out_back, ease_out_cubic

Place = tuple[float, float, float, float]  # x, y (centre), angle (degrees), width (px)
RGB = tuple[int, int, int]
# The keys' mark on their card: a white band, unlike a hint's gold, edged dark so that it
# stands out on the slate and on the cream cards beside it alike.
FOCUS_RING = (252, 252, 246)
FOCUS_EDGE = (10, 18, 22)
# In flight a card is drawn within this many px of its true width (a card landed is drawn
# from its picture up to this far off too): its picture is scaled to whole steps of twice
# this, so a card whose width changes slowly (the row's cards when a card laid narrows
# them, at 4K a dozen cards for half a second) is scaled a few times, not every frame.
FLIGHT_SLACK = 3


def even(width: float) -> int:
    return max(art.MIN_WIDTH, int(round(width / 2) * 2))


def card_image(code: str, width: int) -> pygame.Surface:
    """A card face (an Odin card with its texts when it is big enough to read them)."""
    if code in art.ODIN_CARDS:
        return art.odin_card(code, width, odin_texts(code))
    return art.card(code, width)


@lru_cache(maxsize=128)
def ring(width: int, height: int, colour: RGB, thickness: int = 4) -> pygame.Surface:
    """A coloured ring around a card (a target, a card that can be played)."""
    pad = thickness + 1
    surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    radius = max(2, width // 14) + pad
    pygame.draw.rect(surface, (*colour, 220), surface.get_rect(), thickness, border_radius=radius)
    return surface


def mark_band(width: int) -> int:
    """The keys' mark's white band on a card ``width`` px wide."""
    return max(2, width // 24)


def mark_reach(width: int) -> int:
    """How far the keys' mark reaches out of a card ``width`` px wide: a gap of a band, the
    band, its dark edge."""
    return 2 * mark_band(width) + 3


def draw_mark(surface: pygame.Surface, centre: tuple[int, int], size: tuple[int, int]) -> None:
    """The keys' mark around a card of ``size`` centred at ``centre``."""
    w, h = size
    band = mark_band(w)
    gap = 2 * band
    edge = ring(w + gap, h + gap, FOCUS_EDGE, band + 2)
    white = ring(w + gap + 2, h + gap + 2, FOCUS_RING, band)
    surface.blit(edge, edge.get_rect(center=centre))
    surface.blit(white, white.get_rect(center=centre))


@dataclass(eq=False)  # a sprite is itself: two alike cards are still two sprites
class RavensCardSprite:
    code: str  # an art code: "F", "O2", "FM", "back-hugin", …
    x: float
    y: float
    width: float
    angle: float = 0.0
    lift: float = 0.0  # px raised above its place (hover, keyboard cursor)
    lift_target: float = 0.0
    tilt: float = 0.0  # degrees while dragged
    dragged: bool = False
    highlight: RGB | None = None
    focus: bool = False  # the keyboard's card: the keys' mark outside any highlight
    alpha: int = 255
    tween: Tween | None = field(default=None, repr=False)
    target: Place | None = None
    flip: float | None = None  # a turn of 180 degrees in progress, 0..1
    flip_code: str = ""  # the code once the turn is done
    # In flight: its picture and the size it was last scaled to, and the scaled one.
    _scaled_image: tuple[pygame.Surface, tuple[int, int], pygame.Surface] | None = field(
        default=None, repr=False
    )
    # In flight while its goal's picture was not at hand: (the goal's width, the width of
    # the picture drawn from instead), kept for the flight so every pass draws the same.
    _stand_in: tuple[int, int] | None = field(default=None, repr=False)

    @property
    def place(self) -> Place:
        return (self.x, self.y, self.angle, self.width)

    def move_to(
        self, target: Place, duration: float, easing: Easing = ease_out_cubic, delay: float = 0.0
    ) -> None:
        """Glide to ``target`` unless already heading there."""
        if self.target == target:
            return
        self.target = target
        if duration <= 0:
            self.x, self.y, self.angle, self.width = target
            self.tween = None
            return
        self.tween = Tween(self.place, target, duration, easing, delay)

    def settle(self, target: Place, duration: float, delay: float = 0.0) -> None:
        """Glide with a little overshoot: cards landing in a hand or a row."""
        self.move_to(target, duration, ease_out_back, delay)

    def turn_to(self, code: str) -> None:
        """Turn 180 degrees, becoming ``code`` (a landscape card turned round)."""
        self.flip, self.flip_code = 0.0, code

    @property
    def moving(self) -> bool:
        return self.tween is not None or self.flip is not None

    @property
    def settling(self) -> bool:
        """Still easing its lift (picked, the keys' card) or its tilt (after a drag)."""
        return self.lift != self.lift_target or self.tilt != 0.0

    def update(self, dt: float, flip_time: float = 0.5) -> None:
        if self.tween is not None:
            self.x, self.y, self.angle, self.width = self.tween.step(dt)
            if self.tween.done:
                self.tween = None
        if self.flip is not None:
            self.flip += dt / max(0.05, flip_time)
            if self.flip >= 1.0:
                self.flip, self.code = None, self.flip_code
        self.lift = approach(self.lift, self.lift_target, dt)
        self.tilt = approach(self.tilt, 0.0, dt, rate=6.0)

    def size(self) -> tuple[int, int]:
        return art.card_size(even(self.width))

    def rect(self) -> pygame.Rect:
        """The upright rectangle the card covers (for hit tests)."""
        w, h = self.size()
        return pygame.Rect(round(self.x - w / 2), round(self.y - self.lift - h / 2), w, h)

    def _width_drawn(self) -> int:
        """The width of the picture drawn from: in flight, its destination's."""
        return even(self.target[3] if self.moving and self.target else self.width)

    def bounds(self) -> pygame.Rect:
        """All the card draws (`scenes.damage.sprite_bounds`): lying upright, its picture
        (scaled in flight, or up to 3 px off its width), its shadow and its rings; turned or
        tilted, a square that holds it at any angle."""
        if self.angle or self.tilt or self.flip is not None:
            return square_bounds(self)
        w, h = art.card_size(even(self.width))
        drawn = art.card_size(self._width_drawn())
        slack = FLIGHT_SLACK if self.moving else 0  # scaled to a step near its width
        width = max(w, drawn[0], round(self.width) + slack) + 2
        height = max(h, drawn[1], art.card_size(round(self.width) + slack)[1]) + 2
        thickness = max(2, w // 28)
        rings = max(3 * thickness + 1, mark_reach(w))
        margin = max(max(2, (w + SHADOW_STEP) // 10) + SHADOW_STEP, rings) + 2
        rect = pygame.Rect(0, 0, width + 2 * margin, height + 2 * margin)
        rect.center = (round(self.x), round(self.y - self.lift))
        depth = abs(3 + self.lift * 0.25 + (10 if self.dragged else 0)) + 1
        return rect.union(rect.move(math.ceil(depth * 0.6), math.ceil(depth)))

    def draw(self, surface: pygame.Surface, with_shadow: bool = True) -> None:
        # Nothing of it in the area drawn (a frame drawn in parts runs each card's drawing
        # once per area): not even its picture looked up or scaled.
        clip = surface.get_clip()
        if clip != surface.get_rect() and not clip.colliderect(sprite_bounds(self)):
            return
        # In flight, the card is drawn from its destination's picture scaled to the current
        # size: rendering the vector art at every width on the way would cost a frame.
        width = self._width_drawn()
        step = 3 if self.moving or self.dragged else 1
        off = abs(self.width - width) > FLIGHT_SLACK  # the picture drawn from is scaled
        angle = round((self.angle + self.tilt) / step) * step
        if self.flip is not None:  # half a turn: the old card, then the turned one
            turn = round(self.flip * 180 / 6) * 6
            code = self.code if turn < 90 else self.flip_code
            image = art.rotated(code, width, angle + turn - (180 if turn >= 90 else 0))
        elif angle:
            image = art.rotated(self.code, width, angle)
        elif off and self._own_width_kept():  # e.g. the first frames of the row narrowing
            image, off = card_image(self.code, even(self.width)), False
        else:
            width = self._width_at_hand(width)
            off = abs(self.width - width) > FLIGHT_SLACK
            image = card_image(self.code, width)
        if off:
            quantum = 2 * FLIGHT_SLACK
            factor = (width + round((self.width - width) / quantum) * quantum) / width
            size = (round(image.get_width() * factor), round(image.get_height() * factor))
            image = self._scaled(image, size)
        else:
            self._scaled_image = None  # landed: nothing kept
        centre = (round(self.x), round(self.y - self.lift))
        if with_shadow:
            w, h = art.card_size(even(self.width))
            depth = 3 + self.lift * 0.25 + (10 if self.dragged else 0)
            shade = changing_shadow(w, h) if w != width else card_shadow(w, h)
            surface.blit(shade, shade.get_rect(center=(centre[0] + depth * 0.6, centre[1] + depth)))
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(self.alpha)
        surface.blit(image, image.get_rect(center=centre))
        if self.highlight is not None:
            w, h = art.card_size(even(self.width))
            band = ring(w, h, self.highlight, max(2, w // 28))
            surface.blit(band, band.get_rect(center=centre))
        if self.focus:
            draw_mark(surface, centre, art.card_size(even(self.width)))

    def _own_width_kept(self) -> bool:
        """Whether, in flight far from its goal's width, the card's picture at its own width
        is at hand: drawn from it, it needs no scaling (an Odin card's texts aside)."""
        return self.code not in art.ODIN_CARDS and art.is_rendered(self.code, even(self.width))

    def _width_at_hand(self, width: int) -> int:
        """The width of the picture a card in flight is drawn from: its goal's, or while that
        one is still being rendered ahead (on the art's thread) the narrowest at hand that is
        as wide as the card now and its goal, scaled down, for the rest of the flight.
        Rendered here it would cost the frame (at 4K ~10 ms a card: a row narrowed by two
        cards at once, a width not asked for ahead). A narrower picture is never scaled up:
        the goal's is rendered then, as before."""
        if not self.moving or self.code in art.ODIN_CARDS:
            self._stand_in = None
            return width
        kept = self._stand_in
        if kept is not None and kept[0] == width and art.is_rendered(self.code, kept[1]):
            return kept[1]  # not if the row let that width go meanwhile: never made again
        if art.is_rendered(self.code, width):
            return width
        wider = [w for w in art.widths_rendered(self.code) if w >= max(self.width, width)]
        if not wider:
            return width
        self._stand_in = (width, min(wider))
        return self._stand_in[1]

    def _scaled(self, image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """``image`` at ``size``, kept for the frame's other areas (one scaling a frame)."""
        kept = self._scaled_image
        if kept is None or kept[0] is not image or kept[1] != size:
            kept = (image, size, pygame.transform.scale(image, size))
            self._scaled_image = kept
        return kept[2]


@dataclass
class Hop:
    """One space of a raven's flight: from where to where, and how long."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    elapsed: float = 0.0


class PieceSprite:
    """A raven or the Odin marker: flies space by space with wing beats, or drops in."""

    def __init__(self, x: float, y: float) -> None:
        self.x, self.y = x, y
        self.hops: list[Hop] = []
        self.height = 0.0  # px above the table while hopping
        self.beat = 0.0  # the wing beat's phase, while flying
        self.drop: float | None = None  # a drop in progress, 0..1 (the marker)
        self.started = 0  # hops begun (the view sounds a wing beat for each)

    @property
    def moving(self) -> bool:
        return bool(self.hops) or self.drop is not None

    def place(self, x: float, y: float) -> None:
        self.x, self.y = x, y
        self.hops.clear()
        self.height = 0.0

    def hop_to(self, points: list[tuple[float, float]], duration: float) -> None:
        """Fly through ``points`` one after another, ``duration`` seconds each."""
        start = self.hops[-1].end if self.hops else (self.x, self.y)
        for point in points:
            self.hops.append(Hop(start, point, duration))
            start = point

    def drop_to(self, x: float, y: float) -> None:
        self.place(x, y)
        self.drop = 0.0

    def update(self, dt: float, drop_time: float = 0.4) -> bool:
        """Advance; True when a new hop began this frame (a wing beat to hear)."""
        began = False
        if self.drop is not None:
            self.drop += dt / max(0.05, drop_time)
            if self.drop >= 1.0:
                self.drop = None
        if not self.hops:
            self.height = 0.0
            return False
        hop = self.hops[0]
        if hop.elapsed == 0.0:
            began = True
            self.started += 1
        hop.elapsed += dt
        t = min(1.0, hop.elapsed / hop.duration)
        eased = t * t * (3 - 2 * t)
        self.x = hop.start[0] + (hop.end[0] - hop.start[0]) * eased
        self.y = hop.start[1] + (hop.end[1] - hop.start[1]) * eased
        span = math.dist(hop.start, hop.end)
        self.height = math.sin(math.pi * t) * max(8.0, span * 0.35)
        self.beat += dt * 14
        if t >= 1.0:
            self.hops.pop(0)
            if not self.hops:
                self.height = 0.0
        return began

    def draw(self, surface: pygame.Surface, image: pygame.Surface) -> None:
        w, h = image.get_size()
        if self.hops:  # wing beats: the piece breathes as it flies
            squash = 0.86 + 0.14 * abs(math.sin(self.beat))
            image = pygame.transform.smoothscale(image, (w, max(1, round(h * squash))))
        if self.drop is not None:  # falls from above, growing from large to its size
            grow = 1.0 + 0.7 * (1 - self.drop) ** 2
            size = (round(w * grow), round(h * grow))
            image = pygame.transform.smoothscale(image, size)
            image.set_alpha(round(255 * min(1.0, self.drop * 2.5)))
        centre = (round(self.x), round(self.y - self.height))
        if self.height > 1 or self.drop is not None:  # its shadow stays on the table
            shade = pygame.Surface((w, max(2, h // 3)), pygame.SRCALPHA)
            pygame.draw.ellipse(shade, (0, 0, 0, 70), shade.get_rect())
            surface.blit(shade, shade.get_rect(center=(round(self.x), round(self.y + h * 0.35))))
        surface.blit(image, image.get_rect(center=centre))
