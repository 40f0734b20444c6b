"""The other seats' hands on ODIN's table: fans of backs, with the cards everyone saw a seat
take lying face up at the fan's end (those are the view's sprites) and the count in a badge
at its corner; they grow card by card as a hand is dealt. In the replay viewer every hand is
face up, and a fan is where its cards lie."""

from __future__ import annotations

from typing import Protocol

import pygame

from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.layout import Box, Layout, SeatPlace
from odin_desktop.scenes.odin.sprites import Target
from odin_desktop.ui import theme
from odin_desktop.ui.text import text

BACK_GAP = 0.36  # of a card's width, between two backs of a fan
FACE_GAP = 0.55  # after a face-up card of a fan: wide enough to show its number and rune


class FanTable(Protocol):
    """What the fans ask of the table's view (`OdinTableView`)."""

    known: tuple[int, ...]
    all_face_up: bool
    speed: float

    @property
    def layout(self) -> Layout: ...

    def seat_box(self, seat: int) -> SeatPlace: ...

    def anchor_target(self, seat: int) -> Target: ...


class Fans:
    """The fans of ``players`` seats on ``view`` (see the module's note)."""

    def __init__(self, view: FanTable, players: int) -> None:
        self.view = view
        self.shown: list[float] = [0.0] * players  # shown counts, which grow while dealing
        self.sizes: list[int] = [0] * players  # the counts they grow to
        self.drawn_counts: list[int] = [0] * players  # the counts the last frame showed
        # Each seat's panel and what it was measured from: asked every frame (the turn's glow
        # at rest too) and the same while the fan and the layout are (~40 us a seat)
        self._panels: list[tuple[object, tuple[pygame.Rect, object]] | None] = [None] * players

    def target(self, seat: int, index: int, count: int) -> Target:
        """Face up in a seat's fan (the replay viewer shows every hand)."""
        box = self.view.seat_box(seat).fan
        if box is None or box.w <= 0:
            return self.view.anchor_target(seat)
        width = art.width_for_height(int(box.h * 0.98))
        cw, ch = art.card_size(width)
        spacing = min(cw * 0.62, (box.w - cw) / max(1, count - 1))
        left = box.x + (box.w - (cw + spacing * (count - 1))) / 2
        return (left + cw / 2 + index * spacing, box.y + ch / 2, 0.0, width)

    def places(self, seat: int, count: int, faces: int) -> tuple[int, list[float]]:
        """An opponent's fan of ``count`` cards whose last ``faces`` lie face up: the card
        width and each card's left edge (backs close together, faces wider apart)."""
        box = self.view.seat_box(seat).fan
        if box is None or count <= 0:
            return 0, []
        width = art.width_for_height(int(box.h * 0.98))
        cw = art.card_size(width)[0]
        first_face = count - faces
        gaps = [cw * (FACE_GAP if i > first_face else BACK_GAP) for i in range(1, count)]
        room = box.w - cw
        if sum(gaps) > room > 0:  # a long hand closes up
            gaps = [g * room / sum(gaps) for g in gaps]
        left = box.x + (box.w - cw - sum(gaps)) / 2
        places = [left]
        for gap in gaps:
            places.append(places[-1] + gap)
        return width, places

    def grow(self, dt: float, sizes: list[int]) -> None:
        """Towards the cards each seat holds, at about the deal's pace."""
        self.sizes = sizes
        rate = 9 * self.view.speed  # backs appear in the fans at about the deal's pace
        for seat, size in enumerate(sizes):
            shown = self.shown[seat]
            self.shown[seat] = min(size, shown + rate * dt) if shown < size else float(size)

    def easing(self) -> bool:
        """The fans growing towards the cards they hold."""
        return any(shown < size for shown, size in zip(self.shown, self.sizes, strict=False))

    def moving_areas(self) -> list[pygame.Rect]:
        """The fans while they grow (a hand dealt) or since they changed, with their count
        badges."""
        areas = []
        for seat, (shown, size) in enumerate(zip(self.shown, self.sizes, strict=False)):
            box = self.view.seat_box(seat).fan
            changed = shown < size or round(shown) != self.drawn_counts[seat]
            if changed and box is not None:
                areas.append(box.to_rect().inflate(box.h, box.h))
        return areas

    def draw(self, surface: pygame.Surface, seat: int, count: int) -> None:
        """The backs of an opponent's fan; its face-up cards are sprites, drawn later."""
        box = self.view.seat_box(seat).fan
        self.drawn_counts[seat] = count
        if count <= 0 or box is None or box.w <= 0:
            return
        width, backs = self._backs(seat, count)
        back = art.back(width)
        for left in backs:
            surface.blit(back, (round(left), box.y))
        badge, r = self.badge(seat, count)
        pygame.draw.ellipse(surface, theme.PANEL, r.inflate(14, 6))
        pygame.draw.ellipse(surface, theme.GOLD_RGB, r.inflate(14, 6), 1)
        surface.blit(badge, r)

    def _backs(self, seat: int, count: int) -> tuple[int, list[float]]:
        """The width of a fan's backs and the left edge of each (its faces are sprites)."""
        faces = min(self.view.known[seat].bit_count(), count)
        width, lefts = self.places(seat, count, faces)
        return width, lefts[: count - faces]

    def badge(self, seat: int, count: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The count of a fan's cards, at its top right corner (an ellipse 14 x 6 px wider)."""
        box = self.view.seat_box(seat).fan
        assert box is not None  # a seat with a fan
        badge = text(str(count), theme.scaled(16, self.view.layout.scale), theme.TEXT, True)
        return badge, badge.get_rect(topright=(box.right + 4, box.y - 6))

    def drawn(self, seat: int) -> tuple[pygame.Rect, object]:
        """Where an opponent's fan of backs draws (its backs and its badge) and what it shows:
        as a panel, so a move redraws a fan only when its count or its faces changed."""
        view = self.view
        box = view.seat_box(seat).fan
        count = round(self.shown[seat])
        if box is None or box.w <= 0 or view.all_face_up or count <= 0:
            return pygame.Rect(0, 0, 0, 0), None
        measured = (box, count, view.known[seat], view.layout.scale)
        kept = self._panels[seat]
        if kept is None or kept[0] != measured:
            kept = self._panels[seat] = (measured, self._measure(seat, box, count))
        return pygame.Rect(kept[1][0]), kept[1][1]

    def _measure(self, seat: int, box: Box, count: int) -> tuple[pygame.Rect, object]:
        width, backs = self._backs(seat, count)
        cw, ch = art.card_size(width)
        reach = box.to_rect().union(self.badge(seat, count)[1].inflate(16, 8))
        for left in backs:
            reach.union_ip(pygame.Rect(round(left), box.y, cw, ch))
        return reach.inflate(4, 4), (count, len(backs))
