"""Each player's place on the flight table as drawn under the cards: the nameplate (the raven,
the name and level, the points of the target, the supply), the hand (the viewer's caption; the
opponent's backs fanned), the stack (the viewer's face up in a cascade, else backs), the
discard pile, the Magic Way row, and beside the paths the race's Magic Way card and the
landscape deck; each part only where the pass draws (`extents`). What a seat shows is
`SeatShown` (`seat_shown`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from odin_desktop.engine.ravens import RaceState
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, MAGIC_CARDS, codes_of, stack_kinds
from odin_desktop.i18n import _
from odin_desktop.i18n.terms import score_toward
from odin_desktop.scenes.ravens import art, captions, extents
from odin_desktop.scenes.ravens.art import SEAT_BACKS
from odin_desktop.scenes.ravens.captions import draw_caption
from odin_desktop.scenes.ravens.layout import SideAreas, TableLayout
from odin_desktop.scenes.ravens.sprites import Place, card_image, even
from odin_desktop.ui import theme
from odin_desktop.ui.glow import draw_glow
from odin_desktop.ui.text import fitted, text

PILE_DEPTH = 6  # backs drawn under the top of a pile, at most
BADGE_MARGIN = 4  # px a count's badge keeps from the window's edges


@dataclass(frozen=True)
class SeatShown:
    """A player's place as the view draws it."""

    name: str
    detail: str  # level, "Human"
    total: int
    hand: tuple[str, ...]  # face-up codes, or () when only the count is shown
    hand_count: int
    stack: tuple[str, ...]  # top first, face up; () when only the count is shown
    stack_count: int
    supply: int
    discard_top: str | None
    discard_count: int
    magic_row: tuple[str, ...]
    budget: tuple[int, int] | None  # cards still playable from hand and stack, on their turn


def last_discarded(race: RaceState, seat: int) -> str | None:
    """The card on top of a seat's discard pile: the last one its actions threw there (the
    pile is face up, so its top is known; the engine keeps the pile as a multiset)."""
    if not race.discard_sizes[seat]:
        return None
    turns = [actions for s, actions, _draws, _ended in race.log if s == seat]
    if race.turn == seat:
        turns.append(race.turn_actions)
    for actions in reversed(turns):
        for action in reversed(actions):
            kind = A.action_type(action)
            if kind in (A.STORE, A.MAGIC, A.END, A.LAY):
                continue
            hand, stack = A.played_cards(action)
            played = hand + stack
            if played:
                return KINDS[played[-1]]
    return None


def seat_shown(
    race: RaceState,
    seat: int,
    name: str,
    detail: str,
    total: int,
    face_up: bool,
    budget: tuple[int, int] | None = None,
    hand: list[int] | None = None,
    stack: list[int] | None = None,
) -> SeatShown:
    """What of ``seat`` the view shows (``face_up``: its hand and stack too). The viewer's
    own ``hand`` and ``stack`` are given as they hold them (without the cards being played):
    the stack is then shown face up (a player may look at their own stack at any time)."""
    hand_kinds = hand if hand is not None else list(_kinds(race.hands[seat]))
    stack_list = stack if stack is not None else list(stack_kinds(race.stacks[seat]))
    return SeatShown(
        name=name,
        detail=detail,
        total=total,
        hand=tuple(KINDS[k] for k in hand_kinds) if face_up else (),
        hand_count=len(hand_kinds),
        stack=tuple(KINDS[k] for k in stack_list) if face_up or stack is not None else (),
        stack_count=len(stack_list),
        supply=race.supply_sizes[seat],
        discard_top=last_discarded(race, seat),
        discard_count=race.discard_sizes[seat],
        magic_row=codes_of(race.magic_rows[seat]),
        budget=budget,
    )


def _kinds(multiset: int) -> tuple[int, ...]:
    return tuple(KINDS.index(code) for code in codes_of(multiset))


class PlacesView(captions.Places, Protocol):
    """What the places ask of the table's view (`RavensTableView`)."""

    viewer: int
    clock: float

    def side(self, seat: int) -> SideAreas: ...

    def magic_place(self, seat: int, index: int, count: int) -> Place: ...


class SeatPlaces:
    """Both players' places on ``view`` (see the module's note)."""

    def __init__(self, view: PlacesView) -> None:
        self.view = view
        self.stack_badge: tuple[int, tuple[float, float]] | None = None  # this frame's

    def draw(
        self, surface: pygame.Surface, seats: list[SeatShown], to_move: int | None, target: int
    ) -> None:
        """Both players' places and the Magic Way column (everything but moving cards)."""
        for seat, shown in enumerate(seats):
            self._draw_side(surface, seat, shown, seat == to_move, target)

    def _draw_side(
        self, surface: pygame.Surface, seat: int, shown: SeatShown, active: bool, target: int
    ) -> None:
        """A player's place, each part only where the pass draws (`extents`)."""
        lay, areas = self.view.layout, self.view.side(seat)
        mine = seat == self.view.viewer
        if extents.shows(surface, extents.plate(areas.plate)):
            draw_plate(surface, areas.plate, seat, shown, active, target, self.view.clock, lay)
        hand_left, stack_left = shown.budget if shown.budget is not None else (None, None)
        width = lay.hand_width if mine else lay.small_width
        # The stack: backs, its count, and (the viewer's) the next card face up by `draw_cards`.
        if mine and shown.stack:
            self._draw_cascade(surface, areas.stack, shown.stack, width, stack_left)
        elif extents.shows(surface, extents.stack(lay, areas.stack, mine)):
            stack = SEAT_BACKS[seat]
            count = shown.stack_count
            label = _("Stack")
            self._draw_pile(surface, areas.stack, stack, count, width, label, mine, stack_left)
            if not mine and shown.stack and shown.stack_count:  # all face up: the top shows
                image = card_image(shown.stack[0], even(width))
                surface.blit(image, image.get_rect(center=areas.stack.center))
        if mine:
            point = captions.hand_point(self.view)  # with the turn's pips
            if hand_left is not None and extents.shows(surface, extents.hand_caption(lay, point)):
                draw_caption(surface, _("Hand"), hand_left, point, "midbottom", lay)
        elif extents.shows(surface, extents.place(lay, areas.hand)):
            self._draw_other_hand(surface, areas.hand, seat, shown, hand_left)
        if extents.shows(surface, extents.place(lay, areas.discard)):
            top = shown.discard_top
            count = shown.discard_count
            self._draw_pile(surface, areas.discard, top, count, width, _("Discards"), mine)
        if extents.shows(surface, extents.magic_row(areas.magic)):
            self._draw_magic_row(surface, seat, shown.magic_row)

    def _draw_cascade(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        stack: tuple[str, ...],
        width: int,
        pips: int | None,
    ) -> None:
        """The viewer's own stack, face up: its top card in front (a sprite, drawn with the
        moving cards), every deeper card peeking out above it, the deepest highest."""
        lay = self.view.layout
        step = lay.cascade_step(len(stack))
        w, h = art.card_size(even(width))
        for depth in range(len(stack) - 1, 0, -1):
            image = card_image(stack[depth], even(width))
            surface.blit(
                image, image.get_rect(center=(box.centerx, round(box.centery - depth * step)))
            )
        top = box.centery - h / 2 - (len(stack) - 1) * step
        if self.view.stack_top is not None:  # raised (picked): the count rises with it
            top = min(top, self.view.stack_top.rect().y)
        point = captions.stack_point(self.view, len(stack))
        draw_caption(surface, _("Stack"), pips, point, "midbottom", lay)
        # The count at the outer corner, clear of the hand beside the stack; drawn over the
        # top card (a sprite, drawn later with the cards).
        corner = box.centerx - w / 2 + lay.px(4)
        self.stack_badge = (len(stack), (corner, top + lay.px(4)))

    def _draw_pile(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        top: str | None,
        count: int,
        width: int,
        label: str,
        above: bool = False,
        pips: int | None = None,
    ) -> None:
        """A pile: a soft outline when empty, else a few cards' depth and the top card (a
        back or a face), with its count and name (and the turn's pips for a stack)."""
        lay = self.view.layout
        w, h = art.card_size(even(width))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = box.center
        if count <= 0 or top is None:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, max(1, lay.px(2)), border_radius=8)
        else:
            depth = min(PILE_DEPTH, (count + 3) // 4)
            # A stack's lower cards are its backs; a discard pile's, plain dark edges (no
            # picture looked up, nor rendered at that width).
            back = art.card(top, even(width)) if top in SEAT_BACKS else None
            for i in range(depth, 0, -1):
                edge = rect.move(-i * 1.5, -i * 1.5)
                if back is not None:
                    surface.blit(back, edge)
                else:
                    pygame.draw.rect(surface, (40, 34, 28), edge, border_radius=max(2, w // 14))
                    pygame.draw.rect(
                        surface, theme.PANEL_EDGE, edge, 1, border_radius=max(2, w // 14)
                    )
            surface.blit(card_image(top, even(width)), rect)
        if above:
            draw_caption(surface, label, pips, (box.centerx, rect.y - lay.px(4)), "midbottom", lay)
        else:
            draw_caption(
                surface, label, pips, (box.centerx, rect.bottom + lay.px(3)), "midtop", lay
            )
        if count > 0:
            draw_badge(surface, str(count), (rect.right - lay.px(4), rect.y + lay.px(4)), lay)

    def _draw_other_hand(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        seat: int,
        shown: SeatShown,
        pips: int | None,
    ) -> None:
        """The opponent's hand: backs fanned (faces in the replay viewer), with its count."""
        count = shown.hand_count
        if count <= 0:
            return
        width = even(self.view.layout.small_width)
        w, h = art.card_size(width)
        spacing = min(w * 0.62, (box.w - w) / max(1, count - 1))
        left = box.centerx - (w + spacing * (count - 1)) / 2
        codes = shown.hand or (SEAT_BACKS[seat],) * count
        for i, code in enumerate(codes):
            angle = (i - (count - 1) / 2) * -4
            image = art.rotated(code, width, round(angle)) if angle else card_image(code, width)
            centre = (round(left + w / 2 + i * spacing), round(box.y + h / 2 + abs(angle) * 0.8))
            surface.blit(image, image.get_rect(center=centre))
        point = (box.centerx, box.y + h + self.view.layout.px(4))
        draw_caption(surface, _("Hand"), pips, point, "midtop", self.view.layout)
        draw_badge(
            surface,
            str(count),
            (round(left + w + spacing * (count - 1)), box.y + self.view.layout.px(4)),
            self.view.layout,
        )

    def _draw_magic_row(self, surface: pygame.Surface, seat: int, row: tuple[str, ...]) -> None:
        """A player's Magic Way row: its cards overlapping, and how many."""
        lay, box = self.view.layout, self.view.side(seat).magic
        field, metal = art.seat_rgb(seat)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, field, box, max(1, lay.px(2)), border_radius=10)
        for i, code in enumerate(row):
            x, y, _a, width = self.view.magic_place(seat, i, len(row))
            image = card_image(code, even(width))
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if not row:
            label = fitted(_("Magic Way"), theme.scaled(14, lay.scale), metal, box.w - lay.px(50))
            surface.blit(label, label.get_rect(center=box.center))
        draw_badge(surface, str(len(row)), (box.right - lay.px(20), box.centery), lay)

    def draw_column(self, surface: pygame.Surface, race: RaceState) -> None:
        """The Magic Way card of this race and the landscape deck."""
        lay = self.view.layout
        if not extents.shows(surface, extents.column(lay)):
            return
        card = art.magic_way_card(MAGIC_CARDS[race.magic], even(lay.magic_card.w))
        surface.blit(card, card.get_rect(center=lay.magic_card.center))
        left = race.landscape_left
        self._draw_pile(
            surface,
            lay.deck,
            "back-landscape" if left else None,
            left,
            lay.magic_card.w,
            _("Landscapes"),
        )

    def draw_stack_badge(self, surface: pygame.Surface) -> None:
        """The count of the viewer's stack, over its top card (a sprite): drawn with the
        cards, once a frame drew the stack."""
        if self.stack_badge is not None:
            count, corner = self.stack_badge
            draw_badge(surface, str(count), corner, self.view.layout)
            self.stack_badge = None


def draw_badge(
    surface: pygame.Surface, label: str, centre: tuple[float, float], lay: TableLayout
) -> pygame.Rect:
    """A count in a small gold-edged oval; where the oval was drawn."""
    image = text(label, theme.scaled(15, lay.scale), theme.TEXT, True)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    oval = rect.inflate(lay.px(14), lay.px(6))
    oval.width = max(oval.width, oval.height)
    oval.center = rect.center
    oval.clamp_ip(surface.get_rect().inflate(-2 * BADGE_MARGIN, -2 * BADGE_MARGIN))
    rect.center = oval.center  # never cut by the window's edge
    pygame.draw.ellipse(surface, theme.PANEL, oval)
    pygame.draw.ellipse(surface, theme.GOLD_RGB, oval, 1)
    surface.blit(image, rect)
    return oval


def draw_plate(
    surface: pygame.Surface,
    box: pygame.Rect,
    seat: int,
    shown: SeatShown,
    active: bool,
    target: int,
    clock: float,
    lay: TableLayout,
) -> None:
    """A player's nameplate: the raven, the name and level, points of the target, supply."""
    if active:  # whose turn it is, unmistakably: a pulsing gold glow (within GLOW_REACH)
        draw_glow(surface, box, clock)
    field, metal = art.seat_rgb(seat)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    edge = theme.GOLD_RGB if active else field
    pygame.draw.rect(surface, edge, box, max(1, lay.px(2)), border_radius=10)
    pad = lay.px(8)
    badge = art.raven(seat, box.h - 2 * pad)
    rtl = lay.rtl
    badge_rect = (
        badge.get_rect(midright=(box.right - pad, box.centery))
        if rtl
        else badge.get_rect(midleft=(box.x + pad, box.centery))
    )
    surface.blit(badge, badge_rect)
    # The points at the far end of the name's line; the line below runs the full width.
    points = text(
        score_toward(shown.total, target),
        theme.scaled(22, lay.scale),
        theme.GOLD_RGB,
        True,
    )
    room = box.w - badge.get_width() - 3 * pad
    name_room = room - points.get_width() - pad
    name = fitted(shown.name, theme.scaled(19, lay.scale), theme.TEXT, name_room, bold=True)
    detail = _("{detail} · supply {count}").format(detail=shown.detail, count=shown.supply)
    small = fitted(detail, theme.scaled(14, lay.scale), theme.TEXT_DIM, room)
    x = badge_rect.x - pad if rtl else badge_rect.right + pad
    anchor = "topright" if rtl else "topleft"
    top = box.centery - (name.get_height() + small.get_height()) // 2
    line = top + name.get_height() // 2
    if rtl:
        surface.blit(points, points.get_rect(midleft=(box.x + pad, line)))
    else:
        surface.blit(points, points.get_rect(midright=(box.right - pad, line)))
    surface.blit(name, name.get_rect(**{anchor: (x, top)}))
    surface.blit(small, small.get_rect(**{anchor: (x, top + name.get_height())}))
