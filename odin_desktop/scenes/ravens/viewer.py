"""Odin's Ravens' replay viewer: a record, action by action and turn by turn, forward and
back, both hands and stacks face up.

The record is checked by replaying it through the engine first, so the viewer only ever
shows positions the rules allow; a record that fails says why instead (`load_steps`). Each
step is the race as it stood, drawn with the table's own `RavensTableView` (cards and ravens moving
from step to step) and the table's own Saga entries. Hugin's player (the top path) sits at
the top, Munin's at the bottom.

Keys: ← → an action, ↑ ↓ a turn, Page Up/Down a race, Home/End, Esc back. The wheel steps.
An Odin card of the hand shown is shown large as at the table (`table_overlays.Zoom`): under
a finger's long press until it lifts, or once the mouse rests on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from odin_desktop.engine.ravens import RaceState, RavensGame, RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, kinds_of, stack_kinds
from odin_desktop.engine.ravens.record import parse_record, walk
from odin_desktop.engine.records import RoundStart
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.ravens.cards import refusal_text
from odin_desktop.i18n.records import read_or_explain
from odin_desktop.i18n.terms import is_you, shown_name
from odin_desktop.scenes.base import NEXT_FRAME, Host, Wake, soonest
from odin_desktop.scenes.ravens import art, extents, table_overlays
from odin_desktop.scenes.ravens.hints import hint_marks, hint_words
from odin_desktop.scenes.ravens.saga import Saga
from odin_desktop.scenes.ravens.saga import picture as saga_picture
from odin_desktop.scenes.ravens.saga_entries import (
    RavensSagaEntry,
    entries_for,
    planned_entry,
    race_entry,
)
from odin_desktop.scenes.ravens.seat_places import seat_shown
from odin_desktop.scenes.ravens.view import RavensTableView
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.review_facts import Reviewed
from odin_desktop.session.ravens.resume import record_part
from odin_desktop.ui import theme

RGB = tuple[int, int, int]
BOTTOM_SEAT = 1  # Munin's player sits at the bottom, by the bottom path
GHOST_ALPHA = 150  # the better action's cards, faint over the table


@dataclass(frozen=True)
class RavensViewerStep:
    race: int
    turn: int  # -1 for the race as set up
    action: int  # the action's index in the race; -1 for the set-up
    state: RaceState
    totals: tuple[int, int]  # the scores as they stood at this step
    log: tuple[RavensSagaEntry, ...]  # the Saga of the race so far
    fresh: int  # how many entries at the end of `log` this action wrote
    outcome: RavensOutcome | None
    #: Where the step is in the record (`RecordStep.where`; empty for the set-up).
    where: Mapping[str, Any] = field(default_factory=dict, compare=False)
    actor: str = ""  # the name of the seat that acted (empty for the set-up)

    @property
    def caption(self) -> str:
        """What the action did, in the current language ("Astrid flies +2"); the end of a
        turn that lengthens, which writes nothing in the Saga (the card laid does), is said
        too."""
        entries = self.log[len(self.log) - self.fresh :] if self.fresh else ()
        if not entries and self.outcome is not None and A.is_end(self.outcome.action):
            entries = (RavensSagaEntry(self.outcome.seat, self.actor, N_("ends the turn")),)
        parts = [f"{e.who} {e.verb_text()} {e.tail}".strip() for e in entries]
        return _(", ").join(parts)


def load_steps(doc: Any, names: list[str]) -> tuple[list[RavensViewerStep], RavensGame]:
    """Every step of the record (each race as set up, then action by action) and its game at
    the end; ValueError in plain words when it cannot be shown (unreadable, or breaking a
    rule: where and why)."""
    walked = read_or_explain(lambda: list(walk(parse_record(record_part(doc)))), refusal_text)
    steps: list[RavensViewerStep] = []
    log: list[RavensSagaEntry] = []
    game = RavensGame()  # a record with no race yet
    turn: int | None  # the record's turn of the step (-1: the race as set up)
    for item in walked:
        if isinstance(item, RoundStart):
            game, turn, outcome = item.game, -1, None
            first = game.next_first() if game.race is None else game.race.setup.first
            log = [race_entry(names[first], first, item.round)]
            fresh, action = 0, -1
        else:
            game, turn, outcome = item.after, item.where["turn"], item.outcome
            entries = entries_for(names, item.outcome)
            log += entries
            fresh, action = len(entries), action + 1
        race = game.race
        assert race is not None and turn is not None
        totals = (game.totals[0], game.totals[1])
        where = {} if isinstance(item, RoundStart) else dict(item.where)
        actor = "" if outcome is None else names[outcome.seat]
        step = RavensViewerStep(
            game.round_index, turn, action, race, totals, tuple(log), fresh, outcome, where, actor
        )
        steps.append(step)
    return steps, game


class RavensReplayViewer(RecordViewerScene[RavensViewerStep]):
    ROUND_LABEL = N_("Race {number}")
    JUMP_LABELS = (N_("<< Turn"), N_("Turn >>"))

    def __init__(self, app: Host, doc: Any, title: str = "") -> None:
        """Raises ValueError (in plain words) when ``doc`` cannot be shown."""
        players = read_or_explain(lambda: parse_record(record_part(doc)).players, refusal_text)
        self.names = [shown_name(name) for name in players]  # "You" in this language
        steps, game = load_steps(doc, self.names)
        if not steps:
            raise ValueError(_("This record holds no race to show."))
        super().__init__(app, steps, doc)
        self.title = title
        self.target = game.target
        self.finished = game.over
        self.winner = game.winner
        self.view = RavensTableView(app.size)
        self.view.viewer = BOTTOM_SEAT
        self.view.all_face_up = True
        self.saga = Saga()
        self.zoom = table_overlays.Zoom()  # an Odin card of the hand, shown large

    # ------------------------------------------------------------------ navigation

    def go_to(self, index: int, animate: bool = False) -> None:
        before = self.current
        super().go_to(index)
        step = self.current
        if step.race != before.race or step.action < before.action:
            animate = False  # a new race, or backwards: everything simply where it was
        if not animate:
            self.view.reset()
        elif step.outcome is not None:
            self.view.show(step.outcome, step.state)
        state = step.state
        hand = [KINDS[k] for k in kinds_of(state.hands[BOTTOM_SEAT])]
        stack = [KINDS[k] for k in stack_kinds(state.stacks[BOTTOM_SEAT])]
        self.view.sync(state, hand, stack, [], None, animate)

    def jump(self, delta: int) -> None:
        """To the first action of the next turn, or back to the start of this one (then the
        one before)."""
        step = self.current
        key = (step.race, step.turn)
        if delta > 0:
            later = (
                i
                for i in range(self.index + 1, len(self.steps))
                if (self.steps[i].race, self.steps[i].turn) != key
            )
            self.go_to(next(later, len(self.steps) - 1))
            return
        starts = [
            i
            for i in range(self.index)
            if i == 0
            or (self.steps[i].race, self.steps[i].turn)
            != (self.steps[i - 1].race, self.steps[i - 1].turn)
        ]
        self.go_to(starts[-1] if starts else 0)

    def page(self, delta: int) -> None:
        """To the start of the next or previous race."""
        race = max(0, min(self.current.race + delta, self.steps[-1].race))
        self.go_to(next(i for i, s in enumerate(self.steps) if s.race == race))

    # ------------------------------------------------------------------ the review

    def step_where(self, step: RavensViewerStep) -> Mapping[str, Any]:
        return step.where

    def round_of(self, step: RavensViewerStep) -> int:
        return step.race

    def where_label(self, index: int) -> str:
        step = self.steps[index]
        return _("Race {race}, turn {turn}").format(race=step.race + 1, turn=step.turn + 1)

    def action_of(self, found: Reviewed, decision: Mapping[str, Any]) -> int | None:
        """A decision of ``found``'s step as the engine's action, found among the actions
        legal where it was decided (None when none is written so)."""
        wanted = dict(decision)
        if "end" in wanted:
            return A.end_turn(wanted["end"] == "lengthen")
        wanted.pop("add", None)
        state = self.steps[max(0, found.step - 1)].state
        for action in state.legal_actions():
            if A.action_to_json(action) == wanted:
                return action
        return None

    def best_action(self, found: Reviewed) -> int | None:
        """The review's better decision as the engine's action."""
        return self.action_of(found, found.best)

    def better_words(self, found: Reviewed) -> str:
        """ "Better: Fly with forest, forest" — the action as a hint says it, its targets
        named ("Play Odin card I: Swap …: cards 4 and 7")."""
        words = self.decision_words(found, found.best)
        return _("Better: {move}").format(move=words) if words else ""

    def decision_words(self, found: Reviewed, decision: Mapping[str, Any]) -> str:
        action = self.action_of(found, decision)
        if action is None:
            return ""
        return hint_words(action, self.steps[max(0, found.step - 1)].state)

    def candidate_shown(
        self, found: Reviewed, decision: Mapping[str, Any], height: int
    ) -> str | pygame.Surface:
        """As the Saga would write it, its cards in miniature ("fly [forest]", "swap two
        landscape cards [I] 4 / 7")."""
        action = self.action_of(found, decision)
        if action is None:
            return ""
        return saga_picture(planned_entry(found.seat, action), height)

    def targets(self) -> tuple[dict[tuple[int, int], RGB], dict[int, RGB]]:
        """The spaces and cards of the paths the better decision of the step shown acts on,
        ringed: its ghost on the row."""
        found = None if self.card_open else self.reviewed()
        action = None if found is None or not found.better else self.best_action(found)
        if action is None:
            return {}, {}
        marks = hint_marks(action)
        return (
            {space: theme.GOLD_RGB for space in marks.spaces},
            {position: theme.GOLD_RGB for position in marks.cards},
        )

    def candidates_rect(self) -> pygame.Rect:
        """Beside the step, on the reading-start side of the banner and the bottom seat's
        stack, from the banner's top down to the review's buttons over the seat's plate."""
        lay = self.view.layout
        margin = lay.px(12)
        banner = self.banner_rect()
        top = banner.y
        review = self.review_button_rect(lay.size, lay.scale)
        bottom = self.mistake_button_rects(review, lay.scale)[0].y - lay.px(8)
        if lay.rtl:
            left = max(lay.me.stack.right, banner.right) + lay.px(10)
            right = lay.size[0] - margin
        else:
            left, right = margin, min(lay.me.stack.x, banner.x) - lay.px(10)
        rect = pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))
        column = extents.column(lay)  # the landscape deck's caption, on that side in Arabic
        if rect.colliderect(column):
            rect.height = max(0, rect.bottom - column.bottom - lay.px(6))
            rect.top = column.bottom + lay.px(6)
        return rect

    def draw_ghost(self, surface: pygame.Surface, found: Reviewed) -> None:
        """The better action's cards, faint, above the bottom seat's hand."""
        action = self.best_action(found)
        if action is None or A.is_end(action):
            return
        hand, stack = A.played_cards(action)
        codes = [KINDS[k] for k in hand + stack]
        if not codes:
            return
        lay = self.view.layout
        top, bottom = lay.status.bottom + lay.px(8), lay.me.hand.y - lay.px(8)
        height = max(lay.px(40), bottom - top)
        width = art.width_for_height(height)
        gap = width + lay.px(10)
        x = lay.status.centerx - (gap * (len(codes) - 1) + width) // 2
        for code in codes:
            odin = code.startswith("O")
            image = (art.odin_card(code, width) if odin else art.flight_card(code, width)).copy()
            image.set_alpha(GHOST_ALPHA)
            surface.blit(image, (x, top))
            frame = image.get_rect(topleft=(x, top))
            pygame.draw.rect(surface, theme.GOLD_RGB, frame, 2, border_radius=6)
            x += gap

    def review_button_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Above Close, clear of the seats' plates."""
        close = self.buttons["close"].rect
        return close.move(0, -(close.height + self.view.layout.px(8)))

    def beside_review(self, review: pygame.Rect, scale: float) -> pygame.Rect:
        """Above the Review button (which is above Close)."""
        return review.move(0, -(review.height + self.view.layout.px(8)))

    def mistake_button_rects(
        self, review: pygame.Rect, scale: float
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """Above Play on (which is above the Review button, above Close)."""
        back, on = super().mistake_button_rects(review, scale)
        rise = back.y - self.beside_review(review, scale).y + back.height + self.view.layout.px(8)
        return back.move(0, -rise), on.move(0, -rise)

    def banner_rect(self) -> pygame.Rect:
        lay = self.view.layout
        # Two lines; narrow enough to leave the candidates room on its reading-start side.
        rect = pygame.Rect(0, 0, lay.path.width * 3 // 5, lay.px(46))
        rect.midbottom = (lay.path.centerx, lay.status.y - lay.px(4))
        return rect

    # ------------------------------------------------------------------ scene

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.zoom.point(self.view.hand_index_at(event.pos), event)
        else:  # a step, a jump, the review's card: what was shown large goes
            self.zoom.restart()
        super().handle_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        lay = self.view.layout
        end, hint, menu = lay.buttons["end"], lay.buttons["hint"], lay.buttons["menu"]
        left = pygame.Rect(end.x, end.y, end.w // 2 - 4, end.h)
        right = pygame.Rect(end.x + end.w // 2 + 4, end.y, end.w // 2 - 4, end.h)
        forward, backward = (left, right) if lay.rtl else (right, left)  # onward reads on
        self.buttons["next"].rect, self.buttons["back"].rect = forward, backward
        self.buttons["jump_back"].rect = hint.copy()
        self.buttons["jump_next"].rect = menu.copy()
        close = lay.me.plate.copy()
        close.h = lay.px(40)
        close.w = lay.px(150)
        close.bottomleft = (lay.me.plate.x, lay.me.plate.y - lay.px(8))
        self.buttons["close"].rect = close
        self.go_to(self.index)

    def update(self, dt: float) -> None:
        self.zoom.update(dt)
        self.view.update(dt)

    def next_wake(self) -> Wake | None:
        """Every frame while a step animates; at rest, the glow of whose turn it is, or the
        moment a card rested on is shown large."""
        if self.view.animating:
            return NEXT_FRAME
        state = self.current.state
        glow = self.view.idle_wake(None if state.over else state.turn)
        return soonest(glow, self.zoom.wake(self.view, self._zoomable()))

    def _zoomable(self) -> bool:
        """Whether a card rested on may be shown large: not over the review's card, and
        not while the cards move to the next step."""
        return not self.card_open and not self.view.animating

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        view, step = self.view, self.current
        lay = view.layout
        state = step.state
        view.draw_background(surface)
        to_move = None if state.over else state.turn
        seats = [
            seat_shown(
                state,
                seat,
                name,
                ngettext("{count} card", "{count} cards", state.hand_sizes[seat]).format(
                    count=state.hand_sizes[seat]
                ),
                step.totals[seat],
                face_up=True,
                budget=(3 - state.used_hand, 3 - state.used_stack) if seat == to_move else None,
            )
            for seat, name in enumerate(self.names)
        ]
        view.places.draw_column(surface, state)
        view.places.draw(surface, seats, to_move, self.target)
        view.path.draw(surface, *self.targets())
        view.draw_cards(surface, [])
        self.saga.follow(list(step.log), step.race * 100_000 + step.action)
        marks = self.saga_marks(theme.scaled(16, lay.scale))
        self.saga.draw(surface, lay.saga, lay.scale, None, marks)
        self._draw_status(surface)
        self.draw_buttons(surface, lay.scale)
        self.draw_review(surface, lay.scale)
        self.zoom.draw(surface, view, self._zoomable())

    def status_words(self, step: RavensViewerStep, decisions: int, last_round: bool) -> str:
        if last_round and step.state.over and self.winner is not None:
            name = self.names[self.winner]
            return (
                _("Game over — you win")
                if is_you(name)
                else _("Game over — {name} wins").format(name=name)
            )
        where = _("Race {race} · action {action} of {actions}").format(
            race=step.race + 1, action=step.action + 1, actions=decisions
        )
        what = step.caption if step.action >= 0 else _("as set up")
        return f"{where} — {what}"

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.view.layout
        box = lay.status
        if self.review is not None:  # clear of the candidates beside the step
            candidates = self.candidates_rect()
            if candidates.width and candidates.colliderect(box):
                gap = lay.px(10)
                box = box.clip(
                    pygame.Rect(box.x, box.y, candidates.x - gap - box.x, box.height)
                    if candidates.centerx > box.centerx
                    else pygame.Rect(candidates.right + gap, box.y, box.right, box.height)
                )
        self.draw_status(surface, box, theme.scaled(19, lay.scale), box.width)
