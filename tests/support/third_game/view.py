"""High Card's table view, on the shared `TableView`: the viewer's hand along the bottom, the
other seat's along the top (face down but in the replay viewer), the trick in the middle, the
tricks won in a pile beside each nameplate. A card is a rectangle with its number: the
drawing is the game's own; the sprites' movement, the glow and the carried cards are the
base's."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop.scenes.table_view import TableView
from odin_desktop.ui import labels, theme
from odin_desktop.ui.tween import Tween, approach
from third_game.engine import PLAYERS, RoundState

Place = tuple[float, float]
FACE = (236, 228, 206)
BACK = (52, 86, 120)
INK = (30, 30, 36)
LIFT = 14.0  # design px a card under the pointer or the keys' cursor rises


@dataclass(frozen=True)
class HighCardLayout:
    size: tuple[int, int]
    scale: float
    card: tuple[int, int]  # a card's width and height

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def row_y(self, shown_at_bottom: bool) -> int:
        w, h = self.size
        return h - self.px(190) if shown_at_bottom else self.px(70)

    def hand_place(self, index: int, count: int, bottom: bool) -> Place:
        w, _h = self.size
        step = self.card[0] + self.px(14)
        left = w / 2 - (count * step - self.px(14)) / 2
        return (left + index * step, float(self.row_y(bottom)))

    def middle(self, order: int) -> Place:
        """The trick's cards: the lead on the left, the answer on the right."""
        w, h = self.size
        return (
            w / 2 - self.card[0] - self.px(10) + order * (self.card[0] + self.px(20)),
            h / 2 - self.card[1] / 2 - self.px(30),
        )

    def pile(self, bottom: bool) -> Place:
        w, _h = self.size
        return (w - self.px(230), float(self.row_y(bottom)))

    def plate(self, bottom: bool) -> pygame.Rect:
        return pygame.Rect(self.px(40), self.row_y(bottom), self.px(220), self.px(96))

    @property
    def status_y(self) -> int:
        return self.size[1] - self.px(70)

    @property
    def buttons(self) -> dict[str, pygame.Rect]:
        w, h = self.size
        size = (self.px(120), self.px(44))
        hint = pygame.Rect((w - self.px(280), h - self.px(60)), size)
        return {"hint": hint, "menu": hint.move(self.px(135), 0)}


@dataclass(eq=False)
class CardSprite:
    card: int
    x: float
    y: float
    face_up: bool = True
    tilt: float = 0.0
    dragged: bool = False
    tween: Tween | None = None
    target: tuple[float, float, float, float] | None = None
    lift: float = 0.0
    lift_target: float = 0.0
    size: tuple[int, int] = (0, 0)
    pile: bool = False  # a trick won: drawn face down
    angle: float = 0.0  # upright, always

    @property
    def width(self) -> float:
        return float(self.size[0])

    @property
    def code(self) -> str:
        """What its face shows (a change of it is a change of look)."""
        return str(self.card) if self.face_up and not self.pile else "back"

    @property
    def moving(self) -> bool:
        return self.tween is not None

    @property
    def settling(self) -> bool:
        return self.lift != self.lift_target or self.tilt != 0.0

    def move_to(self, place: Place, duration: float) -> None:
        if self.target is not None and self.target[:2] == place:
            return
        self.target = (place[0], place[1], 0.0, 0.0)
        if duration <= 0:
            self.x, self.y, self.tween = place[0], place[1], None
        else:
            self.tween = Tween((self.x, self.y), place, duration)

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.x, self.y = self.tween.step(dt)
            if self.tween.done:
                self.tween = None
        self.lift = approach(self.lift, self.lift_target, dt)
        if not self.dragged:
            self.tilt = approach(self.tilt, 0.0, dt)

    def rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(round(self.x), round(self.y - self.lift), w, h)

    def bounds(self) -> pygame.Rect:
        return self.rect().inflate(6, 6)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        rect = self.rect()
        radius = max(2, rect.w // 10)
        shown = self.face_up and not self.pile
        pygame.draw.rect(surface, FACE if shown else BACK, rect, border_radius=radius)
        pygame.draw.rect(surface, INK, rect, max(1, rect.w // 40), border_radius=radius)
        if shown:
            labels.draw_text(
                surface,
                str(self.card),
                rect,
                theme.scaled(34, scale),
                INK,
                bold=True,
                align="center",
                mirror=False,
            )


def draw_plate(
    surface: pygame.Surface,
    lay: HighCardLayout,
    plate: pygame.Rect,
    lines: tuple[str, str, str],
    turn: bool,
) -> None:
    """A seat's nameplate: its name, what sits there, its points and tricks; gold edged on
    its turn."""
    colour = theme.GOLD_RGB if turn else theme.PANEL_EDGE
    pygame.draw.rect(surface, theme.PANEL, plate, border_radius=lay.px(10))
    pygame.draw.rect(surface, colour, plate, lay.px(2), border_radius=lay.px(10))
    row = plate.inflate(-lay.px(20), 0)
    row.height = plate.height // 3
    tones = ((theme.TEXT, True), (theme.TEXT_DIM, False), (theme.GOLD_RGB, False))
    for words, (tone, bold) in zip(lines, tones, strict=True):
        labels.draw_text(surface, words, row, theme.scaled(18, lay.scale), tone, bold=bold)
        row.y += row.height


def draw_middle(surface: pygame.Surface, lay: HighCardLayout) -> None:
    """Where the trick is played."""
    middle = pygame.Rect(lay.middle(0), (0, 0)).union(pygame.Rect(lay.middle(1), lay.card))
    middle = middle.inflate(lay.px(24), lay.px(24))
    pygame.draw.rect(surface, theme.PANEL_EDGE, middle, lay.px(2), border_radius=lay.px(12))


class HighCardTableView(TableView[CardSprite, HighCardLayout, Any]):
    GLOW_REACH = 24

    def __init__(self, size: tuple[int, int]) -> None:
        self.sprites: dict[int, CardSprite] = {}
        self.cursor: int | None = None  # the keys' card (its number), ringed
        super().__init__(size)

    def lay_out(self, size: tuple[int, int]) -> HighCardLayout:
        scale = theme.layout_scale(size)
        return HighCardLayout(size, scale, (round(86 * scale), round(120 * scale)))

    def _laid_out(self) -> None:
        for sprite in self.sprites.values():
            sprite.size = self.layout.card
            sprite.target = None  # placed again by the next sync

    def _forget(self) -> None:
        self.sprites.clear()

    def _placed(self) -> Iterable[CardSprite]:
        return self.sprites.values()

    def bottom(self, seat: int) -> bool:
        return seat == self.viewer

    def nameplate(self, seat: int) -> pygame.Rect:
        return self.layout.plate(self.bottom(seat))

    def sync(self, state: RoundState, animate: bool = True) -> None:
        """Every card of ``state`` to its place: the hands, the trick, the tricks won."""
        lay, time = self.layout, self.move_time(animate)
        places: dict[int, tuple[Place, bool, bool]] = {}  # card -> place, face up, in a pile
        for seat in range(PLAYERS):
            hand = sorted(state.hands[seat])
            face_up = self.all_face_up or seat == self.viewer
            for i, card in enumerate(hand):
                places[card] = (lay.hand_place(i, len(hand), self.bottom(seat)), face_up, False)
        tricks = [state.played[i : i + 2] for i in range(0, len(state.played), 2)]
        won = [0] * PLAYERS
        for trick in tricks:
            if len(trick) == 1:
                places[trick[0][1]] = (lay.middle(0), True, False)
                continue
            (leader, led), (_other, answer) = trick
            winner = trick[1][0] if answer > led else leader
            for _seat, card in trick:
                x, y = lay.pile(self.bottom(winner))
                places[card] = ((x + won[winner] * lay.px(6), y), False, True)
                won[winner] += 1
        for card, (place, face_up, pile) in places.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                start = lay.pile(False) if animate else place
                sprite = self.sprites[card] = CardSprite(card, *start, size=lay.card)
            sprite.face_up, sprite.pile = face_up, pile
            if not sprite.dragged:
                sprite.move_to(place, time)
        self.settle()

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        """The viewer's card under ``pos``, if any (the topmost)."""
        found = None
        for sprite in self.sprites.values():
            home = sprite.target
            in_hand = home is not None and home[1] == self.layout.row_y(True) and not sprite.pile
            if in_hand and sprite.face_up and sprite.rect().collidepoint(pos):
                found = sprite.card
        return found

    def settle(self) -> None:
        for sprite in self.sprites.values():
            raised = sprite.card in (self.hovered, self.cursor) and not sprite.pile
            sprite.lift_target = self.layout.px(LIFT) if raised else 0.0

    def draw_cards(self, surface: pygame.Surface, dragged: Any) -> None:
        order = sorted(self.sprites.values(), key=lambda s: (s.moving, s.pile is False))
        for sprite in order:
            sprite.draw(surface, self.layout.scale)
            if sprite.card == self.cursor:
                ring = sprite.rect().inflate(self.layout.px(8), self.layout.px(8))
                pygame.draw.rect(surface, theme.GOLD_RGB, ring, self.layout.px(3), 8)
