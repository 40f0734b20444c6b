"""High Card's replay viewer, on the shared `RecordViewerScene`: the record's steps (each
round dealt, each card played) drawn with the table's own view, every hand face up. The
steps, their buttons and keys, Play on and the game review's chips, banner and card are the
base's; here only how a step is drawn and named."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from odin_desktop.engine.records import RecordStep
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.records import read_or_explain
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import shown_name
from odin_desktop.scenes.base import NEXT_FRAME, Host, Wake
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.review_facts import Reviewed
from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted
from third_game.engine import PLAYERS, RoundState
from third_game.model import card_words
from third_game.record import parse_record, walk
from third_game.view import HighCardTableView, draw_middle, draw_plate

BOTTOM_SEAT = 0


@dataclass(frozen=True)
class Step:
    round: int
    play: int  # -1: the round as dealt
    state: RoundState
    totals: tuple[int, ...]
    where: Mapping[str, Any] = field(default_factory=dict)


def load_steps(doc: Any) -> list[Step]:
    walked = read_or_explain(lambda: list(walk(parse_record(doc))), translate)
    steps: list[Step] = []
    for item in walked:
        if isinstance(item, RecordStep):
            game, play, where = item.after, int(item.where["play"] or 0), dict(item.where)
        else:
            game, play, where = item.game, -1, {}
        state = game.current
        assert state is not None
        steps.append(Step(game.round_index, play, state.copy(), tuple(game.totals), where))
    return steps


class HighCardReplayViewer(RecordViewerScene[Step]):
    JUMP_LABELS = (N_("<< Round"), N_("Round >>"))

    def __init__(self, app: Host, doc: Any, title: str = "") -> None:
        record = read_or_explain(lambda: parse_record(doc), translate)
        self.names = [shown_name(name) for name in record.players]
        steps = load_steps(doc)
        if not steps:
            raise ValueError(_("This record holds no round to show."))
        super().__init__(app, steps, doc)
        self.title = title
        self.view = HighCardTableView(app.size)
        self.view.viewer = BOTTOM_SEAT
        self.view.all_face_up = True

    def go_to(self, index: int, animate: bool = False) -> None:
        before = self.current
        super().go_to(index)
        step = self.current
        if not animate or step.round != before.round:
            self.view.reset()
        self.view.sync(step.state, animate)

    def jump(self, delta: int) -> None:
        now = self.current.round
        if delta > 0:
            later = (i for i, s in enumerate(self.steps) if s.round > now)
            self.go_to(next(later, len(self.steps) - 1))
        else:
            earlier = [i for i, s in enumerate(self.steps) if s.round == now and i < self.index]
            start = earlier[0] if earlier else max(0, self.index - 1)
            self.go_to(start if start < self.index else max(0, start - 1))

    # ------------------------------------------------------------------ the review

    def step_where(self, step: Step) -> Mapping[str, Any]:
        return step.where

    def round_of(self, step: Step) -> int:
        return step.round

    def round_label(self, number: int) -> str:
        return _("Round {number}").format(number=number)

    def where_label(self, index: int) -> str:
        step = self.steps[index]
        return _("Round {round}, card {card}").format(round=step.round + 1, card=step.play + 1)

    def decision_words(self, found: Reviewed, decision: Mapping[str, Any]) -> str:
        card = decision.get("card")
        return card_words(card) if isinstance(card, int) else ""

    def better_words(self, found: Reviewed) -> str:
        words = self.decision_words(found, found.best)
        return _("Better: {move}").format(move=words) if words else ""

    def banner_rect(self) -> pygame.Rect:
        lay = self.view.layout
        rect = pygame.Rect(0, 0, lay.size[0] * 3 // 5, lay.px(46))
        rect.midbottom = (lay.size[0] // 2, lay.row_y(True) - lay.px(16))
        return rect

    # ------------------------------------------------------------------ scene

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        lay = self.view.layout
        w, h = size
        bw, bh, gap = lay.px(130), lay.px(44), lay.px(10)
        order = ("jump_back", "back", "next", "jump_next", "close")
        x = w // 2 - (len(order) * (bw + gap) - gap) // 2
        for name in order:
            self.buttons[name].rect = pygame.Rect(x, h - bh - lay.px(12), bw, bh)
            x += bw + gap
        self.go_to(self.index)

    def review_button_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """At the left edge under the top seat's nameplate (Play on beside it, the mistakes'
        buttons under it: the base's)."""
        lay = self.view.layout
        return pygame.Rect(lay.px(8), lay.plate(False).bottom + lay.px(16), lay.px(130), lay.px(44))

    def update(self, dt: float) -> None:
        self.view.update(dt)

    def next_wake(self) -> Wake | None:
        if self.view.animating or self.view.settling:
            return NEXT_FRAME
        return None

    def draw(self, surface: pygame.Surface) -> None:
        view, step = self.view, self.current
        lay = view.layout
        view.draw_background(surface)
        for seat in range(PLAYERS):
            tally = _("{points} points · {tricks} tricks").format(
                points=step.totals[seat], tricks=step.state.tricks[seat]
            )
            lines = (self.names[seat], "", tally)
            draw_plate(surface, lay, view.nameplate(seat), lines, step.state.turn == seat)
        draw_middle(surface, lay)
        view.draw_cards(surface, None)
        where = _("Round {round} · card {card} of {cards}").format(
            round=step.round + 1,
            card=step.play + 1,
            cards=sum(1 for s in self.steps if s.round == step.round) - 1,
        )
        label = fitted(where, theme.scaled(19, lay.scale), theme.TEXT, lay.size[0] - 40, True)
        surface.blit(label, label.get_rect(center=(lay.size[0] // 2, lay.row_y(False) // 2)))
        self.draw_buttons(surface, lay.scale)
        self.draw_review(surface, lay.scale)
