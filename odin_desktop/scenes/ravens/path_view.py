"""The paths on screen: the row of landscape cards, the start before it, both ravens and the
Odin marker, scrolled to follow the ravens when the row is longer than the window.

The row's sprites are kept in the row's order; each applied action's `RavensOutcome` says what
changed (cards swapped, turned, removed or laid, a raven's spaces, the marker's move) and the
sprites animate exactly that. `sync` puts everything where a state says (a resumed race, a
new viewer, a step of the replay viewer). Where each thing stands and how far the row scrolls
is `PathLayout`'s (path_layout.py).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from odin_desktop.engine.ravens import RaceState, RavensOutcome
from odin_desktop.engine.ravens.cards import landscape_code
from odin_desktop.i18n import _
from odin_desktop.scenes.ravens import art, extents
from odin_desktop.scenes.ravens.path_layout import PathLayout
from odin_desktop.scenes.ravens.sprites import PieceSprite, RavensCardSprite
from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted, text

# Seconds, before the player's animation-speed setting.
HOP_TIME = 0.24  # one space of a raven's flight
SLIDE_TIME = 0.45  # cards sliding in, swapping, closing up
TURN_TIME = 0.55
LEAST_SCROLL = 60  # design px a second: the slowest the row scrolls until it rests


class PathView(PathLayout):
    """The row's sprites and pieces on the layout: set, animated and drawn."""

    def __init__(self) -> None:
        super().__init__()
        self.deck_point = (0.0, 0.0)
        self.speed = 1.0
        self.cards: list[RavensCardSprite] = []
        self.leaving: list[RavensCardSprite] = []
        self.ravens = [PieceSprite(0, 0), PieceSprite(0, 0)]
        self.marker = PieceSprite(0, 0)

    # ------------------------------------------------------------------ laying out

    def resize(self, area: pygame.Rect, deck: pygame.Rect, scale: float) -> None:
        self.area = area.copy()
        self.deck_point = (float(deck.centerx), float(deck.centery))
        self.scale = scale
        self._fit()
        self.scroll = self.scroll_goal = self._goal()
        self.place_all()

    # ------------------------------------------------------------------ state

    def sync(self, race: RaceState, animate: bool = False) -> None:
        """Everything where ``race`` says (the row rebuilt if it differs)."""
        codes = [landscape_code(c) for c in race.row]
        if [c.code for c in self.cards] != codes:
            self.cards = [
                RavensCardSprite(code, *self.deck_point, float(self.card_w)) for code in codes
            ]
            self.leaving.clear()
            animate = False
        self.positions = list(race.positions)
        self.marker_at = race.marker_space()
        # When the row is too long for both ravens, the one that matters is the one to move.
        self.focus_seat = race.winner if race.winner is not None else race.turn
        self._fit()
        self.scroll_goal = self._goal() if self.follow else min(self.limit, self.scroll_goal)
        if not animate:
            self.scroll = self.scroll_goal
        self.place_all(animate)

    def place_all(self, animate: bool = False) -> None:
        duration = SLIDE_TIME / self.speed if animate else 0.0
        for i, sprite in enumerate(self.cards):
            sprite.move_to(self.card_place(i), duration)
        for seat, raven in enumerate(self.ravens):
            if not raven.moving:
                raven.place(*self.space_point(self.positions[seat], seat))
        if not self.marker.moving:
            self.marker.place(*self._marker_point())

    def _marker_point(self) -> tuple[float, float]:
        if self.marker_at is None:  # set aside: above the start
            return self.x_of(-1), self.area.centery - self.card_h / 2 - self.piece_size * 0.45
        return self.space_point(*self.marker_at)

    def show(self, outcome: RavensOutcome, race: RaceState) -> list[str]:
        """Animate one applied action; the sounds it makes at once."""
        sounds: list[str] = []
        slide = SLIDE_TIME / self.speed
        if outcome.swapped is not None:
            i, j = outcome.swapped
            self.cards[i], self.cards[j] = self.cards[j], self.cards[i]
            self.cards[i].y -= self.card_h * 0.2  # one passes over the other
            self.cards[j].y += self.card_h * 0.2
            sounds.append("swap")
        if outcome.turned is not None:
            self.cards[outcome.turned].turn_to(landscape_code(race.row[outcome.turned]))
            sounds.append("turn")
        if outcome.removed is not None:
            gone = self.cards.pop(outcome.removed[0])
            gone.move_to((*self.deck_point, 0.0, gone.width), slide)
            self.leaving.append(gone)
            sounds.append("swap")
        if outcome.laid is not None:
            self.cards.append(RavensCardSprite(outcome.laid, *self.deck_point, float(self.card_w)))
            sounds.append("extend")
        if outcome.marker_before != outcome.marker_after:
            self.marker_at = outcome.marker_after
            if outcome.marker_after is not None:
                sounds.append("marker")
        self.positions = list(race.positions)
        self._fit()
        if outcome.raven is not None:
            self.focus_seat = outcome.raven.seat
            self.follow = True
        self.scroll_goal = self._goal() if self.follow else self.scroll_goal
        if outcome.raven is not None:
            self._fly(outcome)
        self.place_all(animate=True)
        if outcome.marker_before != outcome.marker_after:
            if outcome.marker_after is not None:
                self.marker.drop_to(*self._marker_point())
            else:  # set aside: it hops off the path
                self.marker.hop_to([self._marker_point()], HOP_TIME * 2 / self.speed)
        return sounds

    def _fly(self, outcome: RavensOutcome) -> None:
        move = outcome.raven
        assert move is not None
        raven = self.ravens[move.seat]
        raven.place(*self.space_point(move.start, move.seat))
        # Points as the row stands now; `update` carries them along as the row scrolls.
        points = [self.space_point(p, move.seat) for p in move.spaces]
        raven.hop_to(points, HOP_TIME / self.speed)

    @property
    def animating(self) -> bool:
        return (
            any(s.moving for s in self.cards)
            or bool(self.leaving)
            or any(r.moving for r in self.ravens)
            or self.marker.moving
            or abs(self.scroll - self.scroll_goal) > 0.5
        )

    def update(self, dt: float) -> list[str]:
        """Advance the animations; the sounds to play now (a wing beat per space)."""
        sounds = []
        before = self.scroll
        if self.follow:
            self.scroll_goal = self._goal()
        left = self.scroll_goal - self.scroll
        step = left * min(1.0, dt * 7 * self.speed)
        # The ease's tail at a least speed: a few frames, not a dozen of a pixel or less, each
        # redrawing all of the paths (at 4K 2.5 million pixels a frame).
        least = LEAST_SCROLL * self.scale * self.speed * dt
        if abs(step) < least:
            step = math.copysign(min(least, abs(left)), left)
        self.scroll += step
        if abs(self.scroll - self.scroll_goal) < 0.5:
            self.scroll = self.scroll_goal
        shift = before - self.scroll  # sprites at rest ride along with the scroll
        for position, sprite in enumerate(self.cards):
            if sprite.tween is not None:  # its destination rides along with the scroll
                sprite.tween.start = (sprite.tween.start[0] + shift, *sprite.tween.start[1:])
                sprite.tween.end = (sprite.tween.end[0] + shift, *sprite.tween.end[1:])
            sprite.update(dt, TURN_TIME / self.speed)
            if sprite.tween is None:
                sprite.target = self.card_place(position)
                sprite.x, sprite.y = sprite.target[0], sprite.target[1]
        for sprite in self.leaving:
            sprite.update(dt)
        self.leaving = [s for s in self.leaving if s.moving]
        for seat, raven in enumerate(self.ravens):
            for hop in raven.hops:
                hop.start = (hop.start[0] + shift, hop.start[1])
                hop.end = (hop.end[0] + shift, hop.end[1])
            if raven.update(dt):
                sounds.append("wing")
            if not raven.moving:
                raven.place(*self.space_point(self.positions[seat], seat))
        self.marker.update(dt, 0.4 / self.speed)
        if not self.marker.moving:
            self.marker.place(*self._marker_point())
        return sounds

    # ------------------------------------------------------------------ drawing

    def draw(
        self,
        surface: pygame.Surface,
        lit_spaces: dict[tuple[int, int], tuple[int, int, int]],
        lit_cards: dict[int, tuple[int, int, int]],
        odin_drop: bool = False,
    ) -> None:
        """The start, the row, the pieces; ``lit_*``: spaces and cards ringed in a colour
        (the next space, an Odin card's targets)."""
        clip = surface.get_clip()
        if odin_drop:  # an Odin card carried: all of the paths take it
            drop_area(surface, self.area, self.scale)
        surface.set_clip(self.inner.clip(clip))  # within a frame's own clip (`App.step`)
        self._draw_start(surface)
        for position, sprite in enumerate(self.cards):
            sprite.highlight = lit_cards.get(position)
            sprite.draw(surface, with_shadow=not sprite.moving)
        for sprite in self.leaving:
            sprite.draw(surface)
        self._draw_numbers(surface)
        for (position, path), colour in lit_spaces.items():
            rect = self.space_rect(position, path).inflate(-4, -4)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*colour, 70))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, colour, rect, max(2, round(4 * self.scale)), border_radius=6)
        size = self.piece_size
        if extents.shows(surface, extents.piece(self.marker, size)):
            self.marker.draw(surface, art.marker(size))
        for seat in (0, 1):
            if extents.shows(surface, extents.piece(self.ravens[seat], size)):
                self.ravens[seat].draw(surface, art.raven(seat, size))
        surface.set_clip(clip)
        self._draw_arrows(surface)

    def _draw_start(self, surface: pygame.Surface) -> None:
        """Two nests before the first card, in the ravens' colours."""
        for path in (0, 1):
            rect = self.space_rect(-1, path)
            if extents.shows(surface, rect):
                surface.blit(nest(rect.size, path), rect)

    def _draw_numbers(self, surface: pygame.Surface) -> None:
        """Each card's number, small, above it: the Odin cards' targets are named by it."""
        for position in range(len(self.cards)):
            x = self.x_of(position)
            if not self.inner.x - self.card_w < x < self.inner.right + self.card_w:
                continue
            label, rect = self._number(position)
            surface.blit(label, rect)

    def _number(self, position: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The number of ``position``'s card and where it is drawn, above the card."""
        size = max(9, theme.scaled(14, self.scale))  # 14 px on a 1280 x 800 screen
        top = self.area.centery - self.card_h / 2
        label = text(str(position + 1), size, theme.TEXT_DIM)
        return label, label.get_rect(midbottom=(round(self.x_of(position)), round(top) - 3))

    def number_rect(self, position: int) -> pygame.Rect:
        """Where the number of ``position``'s card is drawn (`table_damage`: a card laid or
        taken off at the row's end changes only the last number)."""
        return self._number(position)[1]

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        """Chevrons at the ends when cards are hidden there (a click or the wheel scrolls)."""
        for direction, rect in self.arrows():
            size = rect.w // 2 - 6
            x, y = rect.center
            back = x - direction * size / 2
            points = [(back, y - size), (x + direction * size / 2, y), (back, y + size)]
            pygame.draw.circle(surface, theme.PANEL, rect.center, size + 6)
            pygame.draw.circle(surface, theme.GOLD_RGB, rect.center, size + 6, 1)
            pygame.draw.lines(surface, theme.GOLD_RGB, False, points, max(2, size // 4))


@lru_cache(maxsize=8)
def nest(size: tuple[int, int], path: int) -> pygame.Surface:
    """A start's nest ``size`` px large, in the colours of ``path``'s raven."""
    field, metal = art.seat_rgb(path)
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, (*field, 120), out.get_rect(), border_radius=10)
    pygame.draw.rect(out, (*metal, 200), out.get_rect(), 2, border_radius=10)
    return out


def drop_area(surface: pygame.Surface, area: pygame.Rect, scale: float) -> None:
    """The paths shown as the place an Odin card carried may be dropped: a gold veil, edged,
    with a word on where to let go."""
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    radius = max(4, round(12 * scale))
    pygame.draw.rect(veil, (*theme.GOLD_RGB, 34), veil.get_rect(), border_radius=radius)
    surface.blit(veil, area)
    pygame.draw.rect(surface, theme.GOLD_RGB, area, max(2, round(3 * scale)), radius)
    words = fitted(
        _("Drop the Odin card anywhere on the paths"),
        theme.scaled(16, scale),
        theme.GOLD_RGB,
        area.w - round(40 * scale),
        bold=True,
    )
    surface.blit(words, words.get_rect(midtop=(area.centerx, area.y + round(4 * scale))))
