"""What the flight table looks like: both players' places, the paths, the Magic Way column,
and the cards moving between them.

The view is told the state of the race and whose eyes it is drawn for (the *viewer*, at the
bottom). The viewer's hand and the top of their stack are sprites that glide to their places;
cards played fly from where they were to where the action put them (a discard pile, a Magic
Way row, a stack), face up when everyone sees them, as backs when stored. The opponent's hand
and stack are only backs, unless the view shows every card (the replay viewer). Each player's
place under the cards is drawn by `seat_places.SeatPlaces`, the paths by `path_view`. What every
table view shares (the backdrop, cards flying off, `animating`, the turn's glow, carried
cards) is `scenes.table_view`'s.
"""

from __future__ import annotations

import pygame

from odin_desktop.engine.ravens import RaceState, RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import MAGIC_CARDS
from odin_desktop.i18n import is_rtl
from odin_desktop.i18n.ravens.cards import odin_texts
from odin_desktop.scenes.ravens import art, saga
from odin_desktop.scenes.ravens import layout as table_layout
from odin_desktop.scenes.ravens.layout import SideAreas, TableLayout
from odin_desktop.scenes.ravens.model import Card
from odin_desktop.scenes.ravens.path_view import PathView
from odin_desktop.scenes.ravens.seat_places import SeatPlaces
from odin_desktop.scenes.ravens.sprites import (
    Place,
    RavensCardSprite,
    even,
)
from odin_desktop.scenes.table_view import TableView

Carried = list[RavensCardSprite]  # the cards the pointer carries (the picked ones together)


class RavensTableView(TableView[RavensCardSprite, TableLayout, Carried]):
    GLOW_REACH = 18  # `seat_places.draw_plate`'s glow stays within it

    def __init__(self, size: tuple[int, int]) -> None:
        self.path = PathView()
        self.places = SeatPlaces(self)  # both players' places, under the cards
        self.hand: list[RavensCardSprite] = []  # the viewer's hand, in its order
        self.stack_top: RavensCardSprite | None = None  # the viewer's next stack card, face up
        self.held: list[RavensCardSprite] = []  # on the next space (a fly being made) or in play
        self.cursor: int | None = None  # the keyboard's card: index into hand (+1: stack)
        self.raised: set[int] = set()  # the cards shown raised (picked), the same indices
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
                    sprite.code = art.SEAT_BACKS[seat]
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

    def draw_cards(self, surface: pygame.Surface, dragged: Carried) -> None:
        """The viewer's next stack card, the cards in play and in flight, the hand; the cards
        being dragged last, on top of everything."""
        if self.stack_top is not None and self.stack_top not in dragged:
            self.stack_top.draw(surface, with_shadow=False)
        self.places.draw_stack_badge(surface)
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
