"""What the flight table looks like: both players' places, the paths, the Magic Way column,
and the cards moving between them.

The view is told the state of the race and whose eyes it is drawn for (the *viewer*, at the
bottom). The viewer's hand and the top of their stack are sprites that glide to their places;
cards played fly from where they were to where the action put them (a discard pile, a Magic
Way row, a stack), face up when everyone sees them, as backs when stored. The opponent's hand
and stack are only backs, unless the view shows every card (the replay viewer). What every
table view shares (the backdrop, cards flying off, `animating`, the turn's glow, carried
cards) is `scenes.table_view`'s.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from odin_desktop.engine.ravens import RaceState, RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, MAGIC_CARDS, codes_of, stack_kinds
from odin_desktop.i18n import _, is_rtl
from odin_desktop.i18n.ravens.cards import odin_texts
from odin_desktop.i18n.terms import score_toward
from odin_desktop.scenes.ravens import art, captions, extents, saga
from odin_desktop.scenes.ravens import layout as table_layout
from odin_desktop.scenes.ravens.captions import draw_caption
from odin_desktop.scenes.ravens.layout import SideAreas, TableLayout
from odin_desktop.scenes.ravens.model import Card
from odin_desktop.scenes.ravens.path_view import PathView
from odin_desktop.scenes.ravens.sprites import (
    Place,
    RavensCardSprite,
    card_image,
    even,
)
from odin_desktop.scenes.table_view import TableView
from odin_desktop.ui import theme
from odin_desktop.ui.glow import draw_glow
from odin_desktop.ui.text import fitted, text

PILE_DEPTH = 6  # backs drawn under the top of a pile, at most
BADGE_MARGIN = 4  # px a count's badge keeps from the window's edges
SEAT_BACKS = ("back-hugin", "back-munin")


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


Carried = list[RavensCardSprite]  # the cards the pointer carries (the picked ones together)


class RavensTableView(TableView[RavensCardSprite, TableLayout, Carried]):
    GLOW_REACH = 18  # `draw_plate`'s glow stays within it

    def __init__(self, size: tuple[int, int]) -> None:
        self.path = PathView()
        self.hand: list[RavensCardSprite] = []  # the viewer's hand, in its order
        self.stack_top: RavensCardSprite | None = None  # the viewer's next stack card, face up
        self.held: list[RavensCardSprite] = []  # on the next space (a fly being made) or in play
        self.cursor: int | None = None  # the keyboard's card: index into hand (+1: stack)
        self.raised: set[int] = set()  # the cards shown raised (picked), the same indices
        self.stack_badge: tuple[int, tuple[float, float]] | None = None  # this frame's
        self._path_art: set[tuple[str, int]] = set()  # the path's pictures asked for ahead
        self._column_art: tuple[str, int] | None = None  # the Magic Way card asked for ahead
        # Whether the scene names the path's parts as panels (`table_damage`): then the path
        # is no moving area of its own while its pieces fly.
        self.path_in_panels = False
        super().__init__(size)  # `hovered` is an index into `hand`

    @property
    def speed(self) -> float:
        """The animation-speed setting, which the paths follow too."""
        return self.path.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.path.speed = value

    # ------------------------------------------------------------------ geometry

    def lay_out(self, size: tuple[int, int]) -> TableLayout:
        return table_layout.load(size, is_rtl())

    def _laid_out(self) -> None:
        self.path.resize(self.layout.path, self.layout.deck, self.layout.scale)
        self._prefetch()

    def _prefetch(self) -> None:
        """The pictures at the sizes this layout draws them, rendered ahead of need: at the
        hands' widths the players' cards, beside the path the Magic Way card and the deck, in
        the Magic Way rows the flight cards, the Saga's symbols and backs (the path's own
        follow its row: `_prefetch_path`)."""
        lay = self.layout
        art.forget_cards(self._path_art)  # the old sizes
        self._path_art, self._column_art = set(), None
        rows = {even(self.magic_width(seat)) for seat in (0, 1)}  # flight cards played there
        players = sorted({even(w) for w in (lay.hand_width, lay.small_width)})
        saga_backs = [(back, saga.back_width(lay.scale)) for back in art.SEAT_BACKS]
        art.prefetch(
            player_widths=players,
            column_widths=[even(lay.magic_card.w)],
            cards=[(letter, width) for letter in art.LANDSCAPES for width in sorted(rows)]
            + saga_backs,
            symbol_sizes=saga.symbol_sizes(lay.scale),
        )
        for width in players:  # their pictures on the thread above, their texts here
            for code in art.ODIN_CARDS:
                art.prepare_odin_texts(width, odin_texts(code))

    def _prefetch_path(self) -> None:
        """The row's cards at the widths a card laid or taken off next gives them, and the
        pieces beside them, rendered ahead of need: else the frame that shows that move
        renders every card of the row anew (at 4K, 10 ms each)."""
        path = self.path
        widths = path.widths_near()
        codes = {sprite.code for sprite in [*path.cards, *path.leaving]}
        turned = {code[::-1] for code in codes}  # a card turned shows its reversed code
        wanted = {(code, w) for code in codes for w in widths}
        wanted |= {(code, path.card_w) for code in turned}
        # The flight cards a player lays on the next space for a fly, smaller than the row's.
        wanted |= {(letter, even(self.next_space_width())) for letter in art.LANDSCAPES}
        stale = self._path_art - wanted  # sizes the row no longer draws nor will next
        if stale:
            art.forget_cards(stale)
        new = wanted - self._path_art
        self._path_art = wanted
        if new:
            art.prefetch(piece_sizes=[path.piece_size_at(w) for w in widths], cards=sorted(new))

    def _prefetch_column(self, race: RaceState) -> None:
        """The race's own Magic Way card beside the paths, rendered ahead of need (not the
        five others: at 4K 3 MB never drawn)."""
        wanted = (MAGIC_CARDS[race.magic], even(self.layout.magic_card.w))
        if wanted != self._column_art:
            self._column_art = wanted
            art.prefetch(cards=[wanted])

    def side(self, seat: int) -> SideAreas:
        return self.layout.me if seat == self.viewer else self.layout.them

    def nameplate(self, seat: int) -> pygame.Rect:
        return self.side(seat).plate

    def hand_place(self, index: int, count: int) -> Place:
        box, width = self.layout.me.hand, self.layout.hand_width
        step = width * table_layout.HAND_STEP
        x = box.centerx + (index - (count - 1) / 2) * step
        y = box.bottom - art.card_size(width)[1] / 2 - self.layout.px(4)
        return (x, y, 0.0, float(width))

    def pile_place(self, box: pygame.Rect, width: int) -> Place:
        return (float(box.centerx), float(box.centery), 0.0, float(width))

    def stack_place(self, seat: int) -> Place:
        width = self.layout.hand_width if seat == self.viewer else self.layout.small_width
        return self.pile_place(self.side(seat).stack, width)

    def discard_place(self, seat: int) -> Place:
        width = self.layout.hand_width if seat == self.viewer else self.layout.small_width
        return self.pile_place(self.side(seat).discard, width)

    def magic_width(self, seat: int) -> int:
        """The width of the cards of a Magic Way row."""
        return art.width_for_height(self.side(seat).magic.h - self.layout.px(12))

    def magic_place(self, seat: int, index: int, count: int) -> Place:
        box = self.side(seat).magic
        width = self.magic_width(seat)
        room = box.w - width - self.layout.px(44)  # the count's badge at the far end
        step = min(width * 0.55, room / max(1, count - 1)) if count > 1 else 0
        x = box.x + self.layout.px(6) + width / 2 + index * step  # as cards lie: from the left
        return (x, float(box.centery), 0.0, float(width))

    def supply_point(self, seat: int) -> Place:
        plate = self.side(seat).plate
        return (float(plate.right - plate.h / 2), float(plate.centery), 0.0, 8.0)

    def next_space_place(self, seat: int, index: int) -> Place:
        """Where a fly's cards wait: fanned over the space in front of the raven."""
        position = self.path.positions[seat] + 1
        x, y = self.path.space_point(position, seat)
        width = self.next_space_width()
        return (x + index * width * 0.3, y, -6.0 + 6 * index, float(width))

    def next_space_width(self) -> int:
        """The width of the cards waiting on the next space."""
        return max(24, round(self.path.card_w * 0.6))

    def play_spot(self) -> Place:
        """Where an Odin card being played waits: above the viewer's discard pile."""
        box = self.layout.me.discard
        width = self.layout.hand_width
        return (float(box.centerx), box.centery - self.layout.px(24), 0.0, float(width))

    # ------------------------------------------------------------------ state

    def _forget(self) -> None:
        self.hand.clear()
        self.stack_top = None
        self.held.clear()

    def _placed(self) -> list[RavensCardSprite]:
        top = [self.stack_top] if self.stack_top is not None else []
        return [*self.hand, *self.held, *top]

    def drawn_sprites(self) -> list[RavensCardSprite]:
        return [*super().drawn_sprites(), *self.path.cards, *self.path.leaving]

    def _watched(self) -> list[RavensCardSprite]:
        return [*self.hand, *self.held]  # the stack's top glides home unwaited for

    def _busy(self) -> bool:
        return self.path.animating

    def moving_areas(self) -> list[pygame.Rect] | None:
        """The path while it scrolls or its pieces fly (they rise over it by up to a piece),
        with its chevrons."""
        if not self.path.animating or self.path_in_panels:
            return []
        reach = self.path.piece_size
        return [self.path.area.inflate(2 * reach, 2 * reach)]

    def _advance(self, dt: float) -> list[str]:
        return self.path.update(dt)

    def lift(self) -> int:
        """How far a raised card of the hand rises."""
        return self.layout.px(18)

    def settle(self) -> None:
        """The raised cards lifted (the ones keys act on), the keyboard's card marked; no
        card out of the hand and the stack (on the next space, in play, in flight) is."""
        lift = self.lift()
        for i, sprite in enumerate([*self.hand, self.stack_top]):
            if sprite is not None:
                sprite.lift_target = lift if i in self.raised else 0.0
                sprite.focus = i == self.cursor
        for sprite in [*self.held, *self.flying]:
            sprite.lift_target, sprite.focus = 0.0, False

    def sync(
        self,
        race: RaceState,
        hand: list[str],
        stack: list[str],
        held: list[tuple[str, bool]],
        playing: tuple[str, bool] | None,
        animate: bool = True,
        from_supply: bool = False,
    ) -> None:
        """The viewer's cards where they belong: ``hand`` in order, ``stack`` top first
        (their next card shown), ``held`` (code, from the stack) on the next space for a
        fly, ``playing`` (an Odin card, from the stack or not) at the play spot. New hand
        cards come from the supply (``from_supply``: drawn) or their pile."""
        duration = self.move_time(animate)
        tops = [self.stack_top] if self.stack_top is not None else []
        home = self.stack_place(self.viewer)
        landing = [s for s in self.flying if s.target == home]  # a card being stored
        # Where a card's sprite is looked for first: a stack card on the stack or already
        # out of it (or on its way there), a hand card already out of it or in the hand (a
        # card waiting on the next space keeps its sprite, never swapped with an equal one).
        pools = {
            True: [*self.held, *tops, *landing, *self.hand],
            False: [*self.held, *self.hand, *tops],
        }
        used: set[int] = set()

        def take(code: str, start: Place, from_stack: bool) -> RavensCardSprite:
            for sprite in pools[from_stack]:
                if sprite.code == code and id(sprite) not in used:
                    used.add(id(sprite))
                    return sprite
            return RavensCardSprite(code, start[0], start[1], start[3])

        out_of_hand = self.hand_place(2, 5)
        new_held: list[RavensCardSprite] = []
        for i, (code, from_stack) in enumerate(held):
            sprite = take(code, out_of_hand, from_stack)
            sprite.settle(self.next_space_place(self.viewer, i), duration)
            new_held.append(sprite)
        if playing is not None:
            sprite = take(playing[0], out_of_hand, playing[1])
            sprite.settle(self.play_spot(), duration)
            new_held.append(sprite)
        origin = self.supply_point(self.viewer) if from_supply else self.stack_place(self.viewer)
        new_hand = []
        for i, code in enumerate(hand):
            sprite = take(code, origin, False)
            sprite.settle(self.hand_place(i, len(hand)), duration)
            new_hand.append(sprite)
        top = None
        if stack:
            top = take(stack[0], home, True)
            top.move_to(home, duration)
            if top in self.flying:
                self.flying.remove(top)
        for sprite in pools[False]:  # gone somewhere `show` did not say: to the discard pile
            if id(sprite) not in used:
                sprite.move_to(self.discard_place(self.viewer), duration)
                self.flying.append(sprite)
        self.hand, self.held, self.stack_top = new_hand, new_held, top
        self.path.sync(race, animate)
        self._prefetch_path()
        self._prefetch_column(race)

    def show(self, outcome: RavensOutcome, race: RaceState) -> list[str]:
        """Animate an applied action: the cards played fly to where it put them, the path
        changes. Returns the sounds it makes."""
        sounds = self.path.show(outcome, race)
        self._prefetch_path()
        seat = outcome.seat
        kind = A.action_type(outcome.action)
        duration = self.move_time()
        played = list(outcome.hand_cards + outcome.stack_cards)
        if kind == A.STORE:
            sounds.append("store")
        elif played:
            sounds.append("play")
        for n, code in enumerate(played):
            sprite = self._leaving_sprite(seat, code, from_stack=n >= len(outcome.hand_cards))
            if kind == A.STORE:
                if seat != self.viewer and not self.all_face_up:
                    sprite.code = SEAT_BACKS[seat]
                target = self.stack_place(seat)
            elif kind == A.MAGIC:
                row = race.magic_sizes[seat]
                target = self.magic_place(seat, row - 1, row)
            else:
                target = self.discard_place(seat)
            sprite.move_to(target, duration, delay=0.06 * n)
            self.flying.append(sprite)
        return sounds

    def _leaving_sprite(self, seat: int, code: str, from_stack: bool) -> RavensCardSprite:
        """The sprite of a card just played: the viewer's own (taken from the hand, the
        stack or the next space), or a new one where the opponent held it."""
        if seat == self.viewer:
            for group in (self.held, [self.stack_top] if from_stack else [], self.hand):
                for sprite in group:
                    if sprite is not None and sprite.code == code:
                        group.remove(sprite)
                        if sprite is self.stack_top:
                            self.stack_top = None
                        return sprite
        box = self.side(seat).stack if from_stack else self.side(seat).hand
        width = self.layout.small_width
        return RavensCardSprite(code, float(box.centerx), float(box.centery), float(width))

    # ------------------------------------------------------------------ hit tests

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand's card under ``pos``: where it lies and where it has risen from (a card
        that rises under a still pointer stays under it)."""
        for i in reversed(range(len(self.hand))):
            rect = self.hand[i].rect()
            if rect.union(rect.move(0, round(self.hand[i].lift))).collidepoint(pos):
                return i
        return None

    def payload_at(self, pos: tuple[int, int]) -> str | None:
        """The card under the pointer the player may pick up: "hand:i" or "stack"."""
        index = self.hand_index_at(pos)
        if index is not None:
            return f"hand:{index}"
        top = self.stack_top
        if top is not None and top.rect().collidepoint(pos):
            return "stack"
        return None

    def index_of(self, payload: str, cards: list[Card]) -> int | None:
        """The index in ``cards`` (the hand, then the stack's next card) of the card a
        `payload_at` names; None when it is there no longer."""
        held = self.card_of(payload, cards)
        if held is None:
            return None
        return len(cards) - 1 if payload == "stack" else int(payload.split(":")[1])

    def sprite_at(self, index: int) -> RavensCardSprite | None:
        """The sprite of the card at ``index`` of the cards the player may pick up."""
        if index < len(self.hand):
            return self.hand[index]
        return self.stack_top if index == len(self.hand) else None

    def card_of(self, payload: str, cards: list[Card]) -> tuple[Card, RavensCardSprite] | None:
        """The card a `payload_at` names, of the ``cards`` the player may pick up (the hand,
        then the stack's next card), and its sprite; None when it is there no longer."""
        if payload == "stack":
            if not cards or not cards[-1].from_stack or self.stack_top is None:
                return None
            return cards[-1], self.stack_top
        index = int(payload.split(":")[1])
        if index >= len(cards) or cards[index].from_stack or index >= len(self.hand):
            return None
        return cards[index], self.hand[index]

    def edge_scroll(self, pos: tuple[int, int]) -> None:
        """A card carried to an end of the paths scrolls them (every space within reach)."""
        area = self.layout.path
        if not area.collidepoint(pos):
            return
        edge = self.layout.px(40)
        if pos[0] < area.x + edge:
            self.path.scroll_by(-0.25)
        elif pos[0] > area.right - edge:
            self.path.scroll_by(0.25)

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        """The drop zone under ``pos``: "next", "path", "stack", "magic", "discard"."""
        lay = self.layout
        position = self.path.positions[self.viewer] + 1
        if position < len(self.path.cards):
            near = self.path.space_rect(position, self.viewer).inflate(lay.px(30), lay.px(30))
            if near.collidepoint(pos):
                return "next"
        if lay.path.collidepoint(pos):
            return "path"
        if lay.me.stack.inflate(lay.px(12), lay.px(12)).collidepoint(pos):
            return "stack"
        if lay.me.magic.collidepoint(pos) or lay.magic_card.collidepoint(pos):
            return "magic"
        if lay.me.discard.inflate(lay.px(12), lay.px(12)).collidepoint(pos):
            return "discard"
        return None

    # ------------------------------------------------------------------ drawing

    def draw_places(
        self, surface: pygame.Surface, seats: list[SeatShown], to_move: int | None, target: int
    ) -> None:
        """Both players' places and the Magic Way column (everything but moving cards)."""
        for seat, shown in enumerate(seats):
            self._draw_side(surface, seat, shown, seat == to_move, target)

    def _draw_side(
        self, surface: pygame.Surface, seat: int, shown: SeatShown, active: bool, target: int
    ) -> None:
        """A player's place, each part only where the pass draws (`extents`)."""
        lay, areas = self.layout, self.side(seat)
        mine = seat == self.viewer
        if extents.shows(surface, extents.plate(areas.plate)):
            draw_plate(surface, areas.plate, seat, shown, active, target, self.clock, lay)
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
            point = captions.hand_point(self)  # with the turn's pips
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

    def cascade_step(self, count: int) -> float:
        """How far each deeper card of the viewer's stack peeks out above the next."""
        lay = self.layout
        room = lay.me.stack.y - lay.status.bottom - lay.px(30)
        return min(lay.px(28), room / max(1, count - 1))

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
        lay = self.layout
        step = self.cascade_step(len(stack))
        w, h = art.card_size(even(width))
        for depth in range(len(stack) - 1, 0, -1):
            image = card_image(stack[depth], even(width))
            surface.blit(
                image, image.get_rect(center=(box.centerx, round(box.centery - depth * step)))
            )
        top = box.centery - h / 2 - (len(stack) - 1) * step
        if self.stack_top is not None:  # raised (picked): the count rises with it
            top = min(top, self.stack_top.rect().y)
        point = captions.stack_point(self, len(stack))
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
        lay = self.layout
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
        width = even(self.layout.small_width)
        w, h = art.card_size(width)
        spacing = min(w * 0.62, (box.w - w) / max(1, count - 1))
        left = box.centerx - (w + spacing * (count - 1)) / 2
        codes = shown.hand or (SEAT_BACKS[seat],) * count
        for i, code in enumerate(codes):
            angle = (i - (count - 1) / 2) * -4
            image = art.rotated(code, width, round(angle)) if angle else card_image(code, width)
            centre = (round(left + w / 2 + i * spacing), round(box.y + h / 2 + abs(angle) * 0.8))
            surface.blit(image, image.get_rect(center=centre))
        point = (box.centerx, box.y + h + self.layout.px(4))
        draw_caption(surface, _("Hand"), pips, point, "midtop", self.layout)
        draw_badge(
            surface,
            str(count),
            (round(left + w + spacing * (count - 1)), box.y + self.layout.px(4)),
            self.layout,
        )

    def _draw_magic_row(self, surface: pygame.Surface, seat: int, row: tuple[str, ...]) -> None:
        """A player's Magic Way row: its cards overlapping, and how many."""
        lay, box = self.layout, self.side(seat).magic
        field, metal = art.seat_rgb(seat)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, field, box, max(1, lay.px(2)), border_radius=10)
        for i, code in enumerate(row):
            x, y, _a, width = self.magic_place(seat, i, len(row))
            image = card_image(code, even(width))
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if not row:
            label = fitted(_("Magic Way"), theme.scaled(14, lay.scale), metal, box.w - lay.px(50))
            surface.blit(label, label.get_rect(center=box.center))
        draw_badge(surface, str(len(row)), (box.right - lay.px(20), box.centery), lay)

    def draw_column(self, surface: pygame.Surface, race: RaceState) -> None:
        """The Magic Way card of this race and the landscape deck."""
        lay = self.layout
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

    def draw_cards(self, surface: pygame.Surface, dragged: Carried) -> None:
        """The viewer's next stack card, the cards in play and in flight, the hand; the cards
        being dragged last, on top of everything."""
        if self.stack_top is not None and self.stack_top not in dragged:
            self.stack_top.draw(surface, with_shadow=False)
        if self.stack_badge is not None:
            count, corner = self.stack_badge
            draw_badge(surface, str(count), corner, self.layout)
            self.stack_badge = None
        for sprite in self.held:
            if sprite not in dragged:
                sprite.draw(surface)
        for sprite in self.flying:
            sprite.draw(surface)
        for sprite in self.hand:
            if sprite not in dragged:
                sprite.draw(surface)
        for sprite in dragged:
            sprite.draw(surface)


# ---------------------------------------------------------------------- pieces of the places


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
