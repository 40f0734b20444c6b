"""What the table looks like: seats, the middle, the discard pile and the cards moving between.

The view is told the state of the hand and whose eyes it is drawn for (the *viewer*: the
human at the bottom). Every face-up card that viewer may see is a `OdinCardSprite` with a place
(a slot in the hand fan, the middle or the pile); when the state changes, `sync` gives each
card its new place and the sprites glide there, which is all the animation the game needs:
plays, takes, discards and round clearing fall out of it. Opponents' hands are fans of backs,
except the cards everyone saw them take (the memory aid), which lie face up at the fan's end.
While a play waits for its take, its cards lie in the middle in front of the beaten set.
It also says which sounds a move makes (`move_sounds`). Its parts with a job of their own:
the other seats' fans (`fans.Fans`), the middle and the pile (`middle_view.Centre`) and the
status line's place (`table_status.TableStatus`). What every table view shares (the backdrop,
sprites flying off, `animating`, the turn's glow, carried cards) is `scenes.table_view`'s.
"""

from __future__ import annotations

import math

import pygame

from odin_desktop.engine.odin.cards import (
    by_colour,
    by_number,
    card_code,
    cards_of,
    reading_order,
)
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.i18n import _
from odin_desktop.i18n.terms import points_short
from odin_desktop.scenes.base import Wake
from odin_desktop.scenes.damage import sprite_bounds
from odin_desktop.scenes.odin import art, layout, saga_column
from odin_desktop.scenes.odin.fans import Fans
from odin_desktop.scenes.odin.layout import Box, Layout
from odin_desktop.scenes.odin.middle_view import PILE_SHOWN, Centre, draw_sprite
from odin_desktop.scenes.odin.model import Ring, SeatFacts
from odin_desktop.scenes.odin.seat_parts import chip, plate
from odin_desktop.scenes.odin.sprites import OdinCardSprite, Target, prepare_face, ring_pad
from odin_desktop.scenes.odin.table_status import SELECTED_LIFT, TableStatus
from odin_desktop.scenes.table_view import TableView
from odin_desktop.ui import theme

DEAL_STAGGER = 0.055
STAGED_SHIFT = 0.3  # of a middle card's height: the beaten set up, the staged play down
SAME_WIDTH = 0.04  # a card width this close to the hand's is drawn at the hand's
DOTS_PER_SECOND = 3  # "thinking…": the dots step this fast
RINGS = {Ring.FOCUS: theme.GOLD_RGB, Ring.PLAYABLE: theme.GOOD}
CURSOR_RING = (250, 246, 235)  # the keys' and the pad's card: light, unlike the take's gold
TAKE_LIFT = 22  # design px the beaten card the take takes rises above the others
RINGED_LIFT = 14  # design px a ringed card of the hand rises: its ring's top shows whole
HOVER_LIFT = 12  # design px the card under the pointer or the cursor rises
FAN_TURN = 2.2  # degrees between two cards of the hand's fan


def _jitter(card: int, spread: float) -> float:
    """A small fixed offset per card, so piles look thrown rather than stacked."""
    return ((card * 7919) % 97 / 96 - 0.5) * 2 * spread




class OdinTableView(TableView[OdinCardSprite, Layout, set[int]]):
    GLOW_REACH = 20

    def __init__(self, players: int, size: tuple[int, int]) -> None:
        self.players = players
        self.sprites: dict[int, OdinCardSprite] = {}
        self.discard_order: list[int] = []
        self.selected: set[int] = set()
        self.hand_order: list[int] = []
        self.known: tuple[int, ...] = (0,) * players  # per seat: cards taken in sight, held
        self.staged: set[int] = set()  # a play waiting for its take, shown in the middle
        self.beaten: set[int] = set()  # meanwhile, the middle's cards: one is taken
        self.take_focus: int | None = None  # the beaten card the take takes now: raised
        self.ringed: set[int] = set()  # the hand's cards ringed (playable, or the coach's)
        self.prompt_rows = 0  # the pad's prompts stacked at the foot of the Saga's column
        self.fans = Fans(self, players)  # the other seats' hands
        self.status = TableStatus(self)
        self.centre = Centre(self)  # the middle and Valhalla
        super().__init__(size)

    # ------------------------------------------------------------------ geometry

    def lay_out(self, size: tuple[int, int]) -> Layout:
        return layout.load(self.players, size)

    def _laid_out(self) -> None:
        self.centre.forget()
        self.status.forget()
        self._plan_warm_up()

    def _plan_warm_up(self) -> None:
        """Every face at the hand's and the middle's widths, rendered ahead of need on a
        background thread, so no card is rasterised in the middle of an animation. Faces at
        the pile's width are made as cards reach the middle (`_prepare_leaving`): only those
        can go to the pile or be taken, and all 55 at 4K were 10 MB kept from the deal."""
        even = {w - w % 2 for w in (self.hand_width, self.middle_width)}
        art.prefetch(sorted(even, reverse=True))  # the hand's first: the deal draws it
        others = [s for s in range(self.players) if s != self.viewer]
        for width in {self.pile_width} | {self.fans.places(s, 1, 0)[0] for s in others} - {0}:
            prepare_face(art.BACK, width)  # the pile's stack, the fans' backs

    @property
    def log_box(self) -> Box:
        """Where the Saga (or a lesson over it) goes (`saga_column.log_box`)."""
        return saga_column.log_box(self.layout, self.prompt_rows)

    def prompts_box(self) -> pygame.Rect | None:
        """Where the pad's prompts stack while it is in use (`saga_column.prompts_box`)."""
        return saga_column.prompts_box(self.layout, self.prompt_rows)

    def position_of(self, seat: int) -> int:
        """Where a game seat sits in the layout: 0 at the bottom (the viewer), then clockwise."""
        return (seat - self.viewer) % self.players

    def seat_box(self, seat: int) -> layout.SeatPlace:
        return self.layout.seats[self.position_of(seat)]

    def nameplate(self, seat: int) -> pygame.Rect:
        return self.seat_box(seat).nameplate.to_rect()

    @property
    def hand_width(self) -> int:
        return self.layout.hand_card_width()

    @property
    def middle_width(self) -> int:
        box, hand = self.layout.middle, self.hand_width
        width = max(8, min(int(hand * 1.12), int(box.h * 0.8 / art.ASPECT)))
        # Nearly the hand's width: the hand's, so one set of faces serves both (at 4K a set of
        # the 55 faces is 27 MB, and the middle's box is a little short of the hand's cards).
        return hand if abs(width - hand) <= hand * SAME_WIDTH else width

    def hand_target(self, index: int, count: int) -> Target:
        """A card of the viewer's hand fan, which keeps within the hand's box with the marks
        of its outer cards (ring and cursor) and their turned corners: off the nameplate."""
        box, width = self.layout.hand, self.hand_width
        turned = art.card_size(width)[1] / 2 * math.sin(math.radians((count - 1) * FAN_TURN / 2))
        room = box.w - width - 2 * (2 * ring_pad(width) + turned)
        spacing = min(width * 0.72, room / max(1, count - 1))
        first = box.x + box.w / 2 - spacing * (count - 1) / 2
        mid = (count - 1) / 2
        offset = index - mid
        arc = (offset * offset) * self.layout.scale * 1.6
        lowest = ((count - 1) / 2) ** 2 * self.layout.scale * 1.6  # the arc's outermost drop
        y = box.y + box.h - art.card_size(width)[1] / 2 - lowest - 4 * self.layout.scale + arc
        return (first + index * spacing, y, -offset * FAN_TURN, width)

    def middle_target(self, index: int, count: int, card: int, shift: float = 0.0) -> Target:
        """A card of a set in the middle; ``shift`` moves the set down (up when negative) by
        that part of a card's height."""
        box, width = self.layout.middle, self.middle_width
        spacing = min(width * 0.62, (box.w - width) / max(1, count - 1))  # long sets close up
        x = box.x + box.w / 2 + (index - (count - 1) / 2) * spacing
        y = box.y + box.h / 2 + shift * art.card_size(width)[1]
        return (x, y, _jitter(card, 2.5), width)

    @property
    def pile_width(self) -> int:
        return max(8, int(self.hand_width * 0.62))

    def pile_target(self, card: int) -> Target:
        cx, cy = self.layout.discard.center
        return (
            cx + _jitter(card, 6),
            cy + _jitter(card + 3, 5),
            _jitter(card + 1, 14),
            self.pile_width,
        )

    def anchor_target(self, seat: int) -> Target:
        anchor = self.seat_box(seat).anchor
        return (anchor.x, anchor.y, 0.0, self.pile_width)

    # ------------------------------------------------------------------ state

    def _forget(self) -> None:
        self.sprites.clear()
        self.discard_order.clear()
        self.selected.clear()

    def _placed(self) -> list[OdinCardSprite]:
        return list(self.sprites.values())

    def sort_hand(self, hand: int, by: str) -> list[int]:
        return by_colour(hand) if by == "colour" else by_number(hand)

    def sync(
        self,
        state: HandState,
        sort_by: str,
        holders: dict[int, int] | None = None,
        animate: bool = True,
        deal: bool = False,
        staged: int = 0,
        known: tuple[int, ...] | None = None,
    ) -> None:
        """Give every visible card its place for ``state``.

        ``holders``: cards that just left the table into a seat's hand (card -> seat), so they
        fly to that seat instead of the pile. ``staged``: the viewer's play waiting for its
        take, shown in front of the beaten set. ``known``: per seat, the cards everyone saw
        it take and it still holds (face up in its fan; marked when every hand shows).
        """
        duration = self.move_time(animate)
        hand = state.hands[self.viewer]
        self.staged = set(reading_order(staged & hand))
        self.known = tuple(known) if known is not None else (0,) * self.players
        self.hand_order = [c for c in self.sort_hand(hand, sort_by) if c not in self.staged]
        places: dict[int, Target] = {}
        for i, card in enumerate(self.hand_order):
            places[card] = self.hand_target(i, len(self.hand_order))
        for seat in range(self.players):
            if seat == self.viewer:
                continue
            if self.all_face_up:
                fan = by_number(state.hands[seat])
                for i, card in enumerate(fan):
                    places[card] = self.fans.target(seat, i, len(fan))
                continue
            faces = reading_order(self.known[seat] & state.hands[seat])
            width, lefts = self.fans.places(seat, state.sizes[seat], len(faces))
            fan_box = self.seat_box(seat).fan
            assert fan_box is not None  # an opponent's seat: its hand is a fan of backs
            for card, left in zip(faces, lefts[len(lefts) - len(faces) :], strict=True):
                w, h = art.card_size(width)
                places[card] = (left + w / 2, fan_box.y + h / 2, 0.0, width)
        middle = reading_order(state.table)
        self.beaten = set(middle) if self.staged else set()
        self._prepare_leaving(middle)
        shift = -STAGED_SHIFT if self.staged else 0.0
        for i, card in enumerate(middle):
            places[card] = self.middle_target(i, len(middle), card, shift)
        played = reading_order(staged & hand)
        for i, card in enumerate(played):
            places[card] = self.middle_target(i, len(played), card, STAGED_SHIFT)
        for card in self.discard_order[-PILE_SHOWN:]:
            places[card] = self.pile_target(card)
        for card, sprite in list(self.sprites.items()):
            if card in places:
                continue
            del self.sprites[card]
            holder = (holders or {}).get(card)
            target = self.anchor_target(holder) if holder is not None else self.pile_target(card)
            sprite.move_to(target, duration)
            self.flying.append(sprite)
        origin = self.anchor_target(state.table_seat) if state.table_seat is not None else None
        deck = self.layout.deck
        for order, (card, target) in enumerate(places.items()):
            placed = self.sprites.get(card)
            if placed is None:
                start = origin if card in middle and origin else (deck.x, deck.y, 0.0, target[3])
                placed = self.sprites[card] = OdinCardSprite(card_code(card), *start)
                if deal:
                    placed.settle(target, duration, delay=order * DEAL_STAGGER / self.speed)
                    continue
            if card in middle or card in self.hand_order or card in self.staged:
                placed.settle(target, duration)
            else:
                placed.move_to(target, duration)
            placed.lift_target = self._lift(card)

    def _prepare_leaving(self, middle: list[int]) -> None:
        """The middle's faces rendered ahead (in the frame that first draws one: ~15 ms at
        4K) at the widths they leave it at: the pile's (beaten, or taken: to the taker's
        seat) and the opponents' fans' (taken, they lie face up in the fan)."""
        widths = {self.pile_width}
        if not self.all_face_up:
            others = [s for s in range(self.players) if s != self.viewer]
            widths |= {self.fans.places(seat, 1, 1)[0] for seat in others}
        for card in middle:
            for width in widths - {0}:
                prepare_face(card_code(card), width)

    def restack(self, outcomes: list[OdinOutcome]) -> None:
        """The discard pile as ``outcomes`` (the hand so far) left it."""
        self.discard_order.clear()
        for outcome in outcomes:
            self.discard_order.extend(sorted(cards_of(outcome.discarded)))
        for card in self.discard_order[-PILE_SHOWN:]:  # a replay's jump: its faces on top
            prepare_face(card_code(card), self.pile_width)

    def ring(self, rings: dict[int, Ring], cursor: int | None = None) -> None:
        """Cards ringed in their ring's colour, the card the take takes and the ``cursor``'s
        card marked over every card; every other card without a ring."""
        for card, sprite in self.sprites.items():
            ring = rings.get(card)
            focus = ring is Ring.FOCUS
            sprite.highlight = None if ring is None or focus else RINGS[ring]
            sprite.focus = RINGS[Ring.FOCUS] if focus else CURSOR_RING if card == cursor else None

    def sprites_of(self, cards: set[int]) -> list[OdinCardSprite]:
        """The sprites of those of ``cards`` that have one."""
        return [self.sprites[card] for card in cards if card in self.sprites]

    def _lift(self, card: int) -> float:
        scale = self.layout.scale
        if card in self.beaten:
            return TAKE_LIFT * scale if card == self.take_focus else 0.0
        if card in self.staged:
            return 0.0
        if card in self.selected:
            return SELECTED_LIFT * scale
        ringed = RINGED_LIFT if card in self.ringed else 0
        return max(ringed, HOVER_LIFT if card == self.hovered else 0) * scale

    def is_known(self, card: int) -> bool:
        """Whether everyone saw ``card`` taken into the hand that holds it (the memory aid)."""
        return any(mask >> card & 1 for mask in self.known)

    def refresh_lifts(self) -> None:
        for card in self.hand_order:
            sprite = self.sprites.get(card)
            if sprite is not None:
                sprite.lift_target = self._lift(card)
                sprite.bright = card == self.hovered
        for card in self.beaten:
            sprite = self.sprites.get(card)
            if sprite is not None:
                sprite.lift_target = self._lift(card)

    def _easing(self) -> bool:
        """The opponents' fans growing towards the cards they hold."""
        return self.fans.easing()

    def moving_areas(self) -> list[pygame.Rect] | None:
        """The opponents' fans while they grow (a hand dealt) or since they changed, with
        their count badges."""
        return self.fans.moving_areas()

    def _effect_wakes(self, thinking: int | None) -> list[Wake]:
        """The dots after "thinking", stepping in their own small area."""
        if thinking is None:
            return []
        chip = self.seat_box(thinking).pass_marker.to_rect()
        step = 1 / DOTS_PER_SECOND
        next_dots = (math.floor(self.clock / step) + 1) * step - self.clock
        area = chip.inflate(2, 2)
        return [Wake(next_dots, (area.x, area.y, area.width, area.height))]

    def update(self, dt: float, sizes: list[int] | None = None) -> list[str]:
        """The sprites, and the opponents' fans growing towards their ``sizes`` (the cards
        each holds) while a hand is dealt."""
        sounds = super().update(dt)
        if sizes is not None:
            self.fans.grow(dt, sizes)
        return sounds

    # ------------------------------------------------------------------ hit tests

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The viewer's hand card under ``pos`` (the topmost one)."""
        for card in reversed(self.hand_order):
            sprite = self.sprites.get(card)
            if sprite is not None and sprite.rect().collidepoint(pos):
                return card
        return None

    def middle_card_at(self, pos: tuple[int, int], table: int) -> int | None:
        """The beaten card under ``pos``, the topmost as drawn (the staged play lies
        behind them)."""
        for card in reversed(self._under_hand()):
            sprite = self.sprites[card]
            if table >> card & 1 and card not in self.staged and sprite.rect().collidepoint(pos):
                return card
        return None

    def face_at(self, pos: tuple[int, int]) -> int | None:
        """The face-up card drawn topmost at ``pos``: the viewer's hand, then the middle and
        the faces in the fans (the pile's top cards are not looked at one by one)."""
        card = self.card_at(pos)
        if card is not None:
            return card
        for card in reversed(self._under_hand()):
            if self.sprites[card].rect().collidepoint(pos):
                return card
        return None

    def _under_hand(self) -> list[int]:
        """The cards placed outside the hand and the pile, in the order they are drawn: left
        to right, so every corner index shows; while a play waits for its take, the beaten
        set in front of it, as it is what the player chooses from."""
        pile = set(self.discard_order[-PILE_SHOWN:])
        order = [c for c in self.sprites if c not in pile and c not in self.hand_order]
        order.sort(key=lambda c: (c in self.beaten, self.sprites[c].x))
        return order

    def over_middle(self, pos: tuple[int, int]) -> bool:
        box = self.layout.middle
        return box.to_rect().inflate(box.w * 0.3, box.h * 0.5).collidepoint(pos)

    # ------------------------------------------------------------------ drawing

    def draw_seats(
        self,
        surface: pygame.Surface,
        infos: list[SeatFacts],
        to_move: int | None,
        passed: set[int],
        thinking: int | None,
    ) -> None:
        scale, clip = self.layout.scale, surface.get_clip()
        for seat, info in enumerate(infos):
            box = self.seat_box(seat)
            fan = box.fan is not None and not self.all_face_up  # else the cards show themselves
            if fan:
                self.fans.drawn_counts[seat] = round(self.fans.shown[seat])
            if not clip.colliderect(self._seat_reach(seat)):
                continue  # a pass drawn clipped elsewhere
            active = seat == to_move
            plate(surface, box.nameplate, info.name, info.detail, active, self.clock, scale)
            chip(surface, box.score, points_short(info.total), scale)
            if seat in passed:
                chip(surface, box.pass_marker, _("Passed"), scale, theme.GOLD_RGB)
            elif seat == thinking:
                dots = "." * (1 + int(self.clock * DOTS_PER_SECOND) % 3)
                chip(surface, box.pass_marker, _("thinking") + dots, scale, theme.TEXT_DIM)
            if fan:
                self.fans.draw(surface, seat, round(self.fans.shown[seat]))

    def under_cards(self) -> list[pygame.Rect]:
        """Where the table's parts under the cards draw: each seat's nameplate with its
        glow, its chips and its fan, the pile's stack and the middle with its words."""
        found = [self.centre.pile_stack(), self.centre.middle_reach()]
        for seat in range(self.players):
            box = self.seat_box(seat)
            found.append(box.nameplate.to_rect().inflate(self.GLOW_REACH, self.GLOW_REACH))
            found += [box.score.to_rect(), box.pass_marker.to_rect(), self.fans.drawn(seat)[0]]
        return found

    def _seat_reach(self, seat: int) -> pygame.Rect:
        """All a seat's drawing covers: its plate and glow, chips, fan and the fan's badge."""
        box = self.seat_box(seat)
        plate = box.nameplate.to_rect().inflate(self.GLOW_REACH, self.GLOW_REACH)
        parts = [box.score.to_rect(), box.pass_marker.to_rect()]
        if box.fan is not None:
            parts.append(box.fan.to_rect().inflate(box.fan.h, box.fan.h))  # `moving_areas`
        return plate.unionall(parts).inflate(4, 4)

    def draw_cards(self, surface: pygame.Surface, dragged: set[int]) -> None:
        """Middle cards, cards in flight, then the hand (in order), then dragged cards on top.
        The card the take takes and the cursor's are marked over the cards beside them,
        whole: never half hidden under the next card of a fan."""
        pile = set(self.discard_order[-PILE_SHOWN:])
        order = self._under_hand()
        flying_to_pile = [c for c in pile if c in self.sprites and self.sprites[c].moving]
        clip = surface.get_clip()
        for card in order + flying_to_pile:
            draw_sprite(surface, clip, self.sprites[card], focus=False)
        for card in order:
            _draw_sprite_focus(surface, clip, self.sprites[card])
        for sprite in self.flying:
            draw_sprite(surface, clip, sprite)
        held = [c for c in self.hand_order if c in self.sprites and c not in dragged]
        for card in held:
            draw_sprite(surface, clip, self.sprites[card], focus=False)
        for card in held:
            _draw_sprite_focus(surface, clip, self.sprites[card])
        for card in self.hand_order:
            if card in dragged and card in self.sprites:
                draw_sprite(surface, clip, self.sprites[card])


def _draw_sprite_focus(surface: pygame.Surface, clip: pygame.Rect, sprite: OdinCardSprite) -> None:
    """A card's focus alone, over the cards drawn after it (`_draw_sprite`'s clip)."""
    if sprite.focus is not None and clip.colliderect(sprite_bounds(sprite)):
        sprite.draw_focus(surface)


def move_sounds(outcome: OdinOutcome) -> list[str]:
    """The effects a move makes: its play or pass, a take, a round won, the hand's end."""
    sounds = ["pass" if outcome.is_pass else "play"]
    if outcome.taken is not None:
        sounds.append("take")
    if outcome.round_won_by is not None:
        sounds.append("round_won")
    if outcome.round_over:
        sounds.append("game_over" if outcome.game_over else "hand_won")
    return sounds
