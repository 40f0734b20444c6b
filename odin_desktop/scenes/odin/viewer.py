"""ODIN's replay viewer: any game record, move by move, forward and back, every hand face up.

The record is checked by replaying it through the engine first, so the viewer only ever
shows positions the rules allow; a record that fails says why instead (`load_steps`). Each
step is the hand as it stood, drawn with the table's own `OdinTableView` (every hand face up,
cards gliding from step to step) and the table's own Saga entries.

The memory aid (a setting) rings the cards each player was seen to take and still holds:
what everyone at the table knew of that hand.

Keys: ← → a move, ↑ ↓ (or Page Up/Down) a hand, Home/End, Esc back. The wheel steps too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pygame

from odin_desktop.engine.odin.cards import (
    card_code,
    cards_of,
    mask_of,
    parse_card,
    set_value,
)
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import known_holdings
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.engine.odin.record import parse_record, walk
from odin_desktop.engine.records import RoundStart
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_, _, is_rtl, ngettext, pgettext
from odin_desktop.i18n.odin.cards import card_name, card_names, show
from odin_desktop.i18n.records import read_or_explain
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import shown_name
from odin_desktop.scenes.base import NEXT_FRAME, Host, Wake
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.card_zoom import CardZoom
from odin_desktop.scenes.odin.layout import Box
from odin_desktop.scenes.odin.model import SeatFacts
from odin_desktop.scenes.odin.saga import MoveLog, card_chip
from odin_desktop.scenes.odin.saga_entries import OdinSagaEntry, lead_entry, move_entries
from odin_desktop.scenes.odin.table_buttons import share
from odin_desktop.scenes.odin.view import OdinTableView
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.review_facts import Reviewed
from odin_desktop.ui import fonts, theme
from odin_desktop.ui.text import fitted

# The viewer's buttons, in the table's button places: name -> the table's slot.
SLOTS = {"next": "play", "back": "pass", "jump_back": "hint", "jump_next": "sort", "close": "menu"}
KNOWN_RING = (140, 190, 235)  # a card its holder was seen to take (the memory aid)
GHOST_ALPHA = 150  # the better play's cards, faint over the table


# ---------------------------------------------------------------------- the steps


@dataclass(frozen=True)
class OdinViewerStep:
    hand: int
    move: int  # index of the move just made; -1 for the position as dealt
    state: HandState
    totals: tuple[int, ...]  # the scores as they stood at this step
    log: tuple[OdinSagaEntry, ...]  # the Saga of the hand so far
    fresh: int  # how many entries at the end of `log` this move wrote (0 for the deal)
    outcome: OdinOutcome | None  # what this move did (None for the deal)

    @property
    def caption(self) -> str:
        """What the move did, in the current language ("Astrid plays 82, takes blue 7")."""
        entries = self.log[len(self.log) - self.fresh :] if self.fresh else ()
        return _(", ").join(
            (f"{e.who} " if i == 0 or e.who != entries[0].who else "") + e.verb_text + _tail(e)
            for i, e in enumerate(entries)
        )


def load_steps(doc: Any, names: list[str]) -> tuple[list[OdinViewerStep], OdinGame]:
    """Every step of the record (each hand as dealt, then move by move) and its game at the
    end; ValueError in plain words when it cannot be shown (unreadable, or breaking a rule:
    where and why)."""
    walked = read_or_explain(lambda: list(walk(parse_record(doc))), refusal_text)
    steps: list[OdinViewerStep] = []
    log: list[OdinSagaEntry] = []
    game = OdinGame(max(2, len(names)))  # a record with no hand yet
    move: int | None  # the record's move of the step (-1: the hand as dealt)
    for item in walked:
        if isinstance(item, RoundStart):
            game, move, outcome = item.game, -1, None
            hand = game.hand
            assert hand is not None
            log = [lead_entry(names[hand.leader], item.round)]
            fresh = 0
        else:
            game, move, outcome = item.after, item.where["move"], item.outcome
            entries = move_entries(names, item.outcome)
            log += entries
            fresh = len(entries)
        assert game.hand is not None and move is not None
        totals = tuple(game.totals)
        steps.append(
            OdinViewerStep(game.round_index, move, game.hand, totals, tuple(log), fresh, outcome)
        )
    return steps, game


def refusal_text(refusal: Refusal) -> str:
    return translate(refusal, show)


def _cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _tail(entry: OdinSagaEntry) -> str:
    if entry.verb == "plays":
        return f" {set_value(entry.cards)}"
    if entry.verb == "takes":
        return f" {card_name(card_code(next(cards_of(entry.cards))))}"
    return ""


# ---------------------------------------------------------------------- the viewer


class OdinReplayViewer(RecordViewerScene[OdinViewerStep]):
    ROUND_LABEL = N_("Hand {number}")

    def __init__(self, app: Host, doc: Any, title: str = "") -> None:
        """Raises ValueError (in plain words) when ``doc`` cannot be shown."""
        names = read_or_explain(lambda: list(parse_record(doc).players), refusal_text)
        self.names = [shown_name(name) for name in names]
        steps, game = load_steps(doc, self.names)
        super().__init__(app, steps, doc)
        self.title = title
        self.target = game.options.target
        self.finished = game.over
        self.winners = [self.names[seat] for seat in game.winners]  # the engine's: fewest points
        self.view = OdinTableView(max(2, len(self.names)), app.size)
        self.view.all_face_up = True
        self.saga = MoveLog()
        self.zoom = CardZoom()  # a card under a finger's long press, shown large

    # ------------------------------------------------------------------ navigation
    def go_to(self, index: int, animate: bool = False) -> None:
        before = self.current
        super().go_to(index)
        step = self.current
        if step.hand != before.hand or step.move < before.move:
            self.view.reset()  # a new hand, or backwards: the cards are simply where they were
            animate = False
        outcome = step.outcome if animate else None
        if outcome is not None:
            self.view.discard_order.extend(sorted(cards_of(outcome.discarded)))
        else:
            self.view.discard_order[:] = sorted(cards_of(step.state.discards))
        taken = outcome.taken if outcome is not None else None
        holders = {taken: outcome.seat} if outcome is not None and taken is not None else None
        self.view.sync(step.state, "number", holders, animate=animate, known=self.known(step))

    def known(self, step: OdinViewerStep) -> tuple[int, ...] | None:
        """The memory aid at ``step``: per seat, the cards all saw it take and it still holds."""
        if not self.app.settings.memory_aid:
            return None
        return known_holdings(step.state.players, step.state.history)

    def jump(self, delta: int) -> None:
        """To the deal of the next or previous hand (back: this hand's deal first)."""
        step = self.current
        if delta < 0 and step.move >= 0:
            target = step.hand
        else:
            target = max(0, min(step.hand + delta, self.steps[-1].hand))
        self.go_to(next(i for i, s in enumerate(self.steps) if s.hand == target))

    # ------------------------------------------------------------------ the review
    def step_where(self, step: OdinViewerStep) -> Mapping[str, Any]:
        return {} if step.move < 0 else {"hand": step.hand, "move": step.move}

    def round_of(self, step: OdinViewerStep) -> int:
        return step.hand

    def where_label(self, index: int) -> str:
        step = self.steps[index]
        return _("Hand {hand}, move {move}").format(hand=step.hand + 1, move=step.move + 1)

    def better_words(self, found: Reviewed) -> str:
        """ "Better: play green 7, green 8 (87), take red 2, beats 65" — or "… and go out"
        when the better play empties the hand, or pass."""
        words = self.decision_words(found, found.best)
        if not words:
            return ""
        words = _("Better: {move}").format(move=words)
        middle = self.steps[max(0, found.step - 1)].state.table
        if found.best.get("play") and middle:
            words += _(", beats {value}").format(value=set_value(middle))
        return words

    def decision_words(self, found: Reviewed, decision: Mapping[str, Any]) -> str:
        """ "play green 7, green 8 (87), take red 2"; "play red 9 and go out"; "pass"."""
        play = decision.get("play")
        if decision.get("pass") or not isinstance(play, list):
            return pgettext("a move", "pass")
        codes = [c for c in play if isinstance(c, str) and len(c) == 2]
        try:
            cards = mask_of(parse_card(c) for c in codes)
        except ValueError:
            return ""
        value = set_value(cards)
        before = self.steps[max(0, found.step - 1)].state
        if before.hands[found.seat] == cards:
            return _("play {cards} ({value}) and go out").format(
                cards=card_names(codes), value=value
            )
        take = decision.get("take")
        if isinstance(take, str):
            return _("play {cards} ({value}), take {card}").format(
                cards=card_names(codes), value=value, card=card_name(take)
            )
        return _("play {cards} ({value})").format(cards=card_names(codes), value=value)

    def candidate_shown(
        self, found: Reviewed, decision: Mapping[str, Any], height: int
    ) -> str | pygame.Surface:
        """The cards in miniature, as the Saga shows them, the set's value and the card
        taken ("[8][8] 88 take [7]"), or the words: pass, and go out."""
        play = decision.get("play")
        codes = [c for c in play if isinstance(c, str) and len(c) == 2] if play else []
        if not codes:
            return self.decision_words(found, decision)
        try:
            cards = mask_of(parse_card(c) for c in codes)
        except ValueError:
            return ""
        scale = self.view.layout.scale
        size = max(9, int(height * 0.62))
        pieces = [card_chip(code, height) for code in codes]
        pieces.append(fonts.render(f" {set_value(cards)} ", size, theme.TEXT))
        before = self.steps[max(0, found.step - 1)].state
        take = decision.get("take")
        if before.hands[found.seat] == cards:
            pieces.append(fonts.render(_("go out"), size, theme.TEXT))
        elif isinstance(take, str):
            pieces.append(fonts.render(pgettext("a move", "take") + " ", size, theme.TEXT))
            pieces.append(card_chip(take, height))
        gap = theme.scaled(2, scale)
        width = sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1)
        row = pygame.Surface((width, height), pygame.SRCALPHA)
        x = 0
        for piece in pieces:
            row.blit(piece, piece.get_rect(midleft=(x, height // 2)))
            x += piece.get_width() + gap
        return row

    def candidates_rect(self) -> pygame.Rect:
        """The lower part of the Saga's column (the Saga keeps the rest: it follows the step
        shown, its latest lines stay in view)."""
        log = self.view.layout.log.to_rect()
        rect = log.copy()
        rect.height = min(log.height // 2, theme.scaled(190, self.view.layout.scale))
        rect.bottom = log.bottom
        return rect

    def saga_box(self) -> Box:
        """The Saga's place: its column, less the candidates' part when they are shown."""
        log = self.view.layout.log
        found = self.reviewed()
        if self.card_open or found is None or len(found.candidates) < 2:
            return log
        taken = self.candidates_rect().height + theme.scaled(6, self.view.layout.scale)
        return replace(log, h=log.h - taken)

    def draw_ghost(self, surface: pygame.Surface, found: Reviewed) -> None:
        """The better play's cards, small and faint, under the middle on its right: clear of
        the set played, its value, the discards and the seats beside the middle."""
        play = found.best.get("play")
        if not isinstance(play, list) or not play:
            return
        codes = [c for c in play if isinstance(c, str)]
        box = self.view.layout.middle
        width = max(12, int(self.view.middle_width * 0.45))
        cw, ch = art.card_size(width)
        step = int(cw * 0.62)
        offset = int(box.w * 0.18)
        x = int(box.center[0] + offset)  # the table is not mirrored right to left
        y = int(box.y + box.h - ch * 0.35)
        for code in codes:
            try:
                image = art.face(code, width).copy()
            except ValueError:
                return
            image.set_alpha(GHOST_ALPHA)
            surface.blit(image, (x, y))
            pygame.draw.rect(surface, theme.GOLD_RGB, (x, y, cw, ch), 2, border_radius=4)
            x += step

    def banner_rect(self) -> pygame.Rect:
        status = self.view.layout.status.to_rect()
        rect = pygame.Rect(0, 0, status.width, int(status.height * 1.25))  # two lines
        rect.midbottom = (status.centerx, status.y - 4)
        return rect

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.zoom.point(event, self.view)
        else:  # a step, a jump, the review's card: the zoom goes
            self.zoom.close()
        super().handle_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        for name, button in self.buttons.items():
            box = self.view.layout.buttons.get(SLOTS[name])
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        # Play on shares Close's place, as Undo shares Menu's at the table: clear of the
        # seats' plates however many there are.
        play_on, close = self.play_on_button.rect, self.buttons["close"].rect
        share(self.play_on_button, self.buttons["close"], self.view.layout.scale)
        if is_rtl():  # read from the right: Play on first there, as Undo at the table
            play_on.x, close.x = close.right - play_on.width, play_on.x
        self.go_to(self.index)

    def play_on_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        return self.play_on_button.rect  # placed with Close (`resize`)

    def review_button_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """The top left corner, or below the seats that sit there (at five and six players a
        seat's plate and cards fill the corner): clear of every seat with the mistakes'
        buttons under it."""
        rect = super().review_button_rect(size, scale)
        gap = theme.scaled(8, scale)
        reach = rect.copy()  # with the mistakes' two buttons under Review, side by side
        reach.size = (2 * rect.width + gap, 2 * rect.height + gap)
        for area in sorted(_seat_areas(self.view), key=lambda a: a.top):
            if reach.colliderect(area):
                rect.top = reach.top = area.bottom + gap
        return rect

    def update(self, dt: float) -> None:
        self.view.update(dt, [0] * self.view.players)

    def next_wake(self) -> Wake | None:
        if self.view.animating or self.view.settling:
            return NEXT_FRAME
        state = self.current.state
        return self.view.idle_wake(None if state.over else state.turn, None)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        view, step = self.view, self.current
        scale = view.layout.scale
        state = step.state
        # Rings first: the pile and the seats draw these sprites too, and a ring set after
        # them would show there only in the next frame (a card played from a ringed hand)
        taken = step.outcome.taken if step.outcome is not None else None
        for card, sprite in view.sprites.items():  # the card just taken, and the known ones
            known = KNOWN_RING if view.is_known(card) else None
            sprite.highlight = theme.GOLD_RGB if card == taken else known
        view.draw_background(surface)
        seats = [
            SeatFacts(name, _cards(state.sizes[i]), step.totals[i])
            for i, name in enumerate(self.names)
        ]
        to_move = None if state.over else state.turn
        view.draw_seats(surface, seats, to_move, state.passed_seats(), None)
        view.centre.draw_pile(surface, state)
        self._draw_pile_count(surface, state)
        owner = self.names[state.table_seat] if state.table_seat is not None else ""
        view.centre.draw_middle(surface, state, owner)
        view.draw_cards(surface, set())
        self.saga.follow(list(step.log), step.hand * 100_000 + step.move)
        marks = self.saga_marks(theme.scaled(18, scale))
        self.saga.draw(surface, self.saga_box(), scale, marks=marks)
        self._draw_status(surface)
        self.draw_buttons(surface, scale)
        self.draw_review(surface, scale)
        if not self.card_open:
            self.zoom.draw(surface, view)

    def _draw_pile_count(self, surface: pygame.Surface, state: HandState) -> None:
        count = state.discards.bit_count()
        if not count:
            return
        box = self.view.layout.discard
        label = fitted(_cards(count), theme.scaled(15, self.view.layout.scale), theme.TEXT, box.w)
        surface.blit(label, label.get_rect(midbottom=(box.center[0], box.y + label.get_height())))

    def status_words(self, step: OdinViewerStep, decisions: int, last_round: bool) -> str:
        if last_round and step.state.over:
            winners = self.winners
            return ngettext(
                "Game over — {names} wins", "Game over — {names} win", len(winners)
            ).format(names=_(" and ").join(winners))
        where = _("Hand {hand} · move {move} of {moves}").format(
            hand=step.hand + 1, move=step.move + 1, moves=decisions
        )
        what = step.caption if step.move >= 0 else _("as dealt")
        return f"{where} — {what}"

    def _draw_status(self, surface: pygame.Surface) -> None:
        box, scale = self.view.layout.status.to_rect(), self.view.layout.scale
        self.draw_status(surface, box, theme.scaled(20, scale), box.width + box.x)


def _seat_areas(view: OdinTableView) -> list[pygame.Rect]:
    """What each seat draws: its plate, its points and its fan of cards."""
    areas = []
    for place in view.layout.seats:
        boxes = [place.nameplate, place.score, *([place.fan] if place.fan else [])]
        area = boxes[0].to_rect()
        areas.append(area.unionall([b.to_rect() for b in boxes[1:]]))
    return areas
