"""The end of a hand: how it ended, everyone's cards revealed, the points counted up card by
card and then moved into the totals, the target and who leads, who leads the next hand."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from odin_desktop.engine.odin.cards import codes_of
from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import is_you, points_gained, points_short, target, target_reached
from odin_desktop.scenes.base import NEXT_FRAME, Area, Wake
from odin_desktop.scenes.damage import pays
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.round_summary import RoundSummaryScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.ui import panels, theme
from odin_desktop.ui.text import fitted, text, wrapped

AUTOPLAY_SECONDS = 2.5  # the demo moves on by itself, once the count is done
CARD_SECONDS = 0.14  # one card turned face up, one point counted
PAUSE_SECONDS = 0.35  # between counting the points and moving them into the totals
MOVE_SECONDS = 0.8  # the points flow into the totals


@dataclass(frozen=True)
class CountUp:
    """The summary's count at a moment: the hand's points counted up card by card, then
    moved into the totals. Pure arithmetic, so a test can read any moment of it."""

    points: tuple[int, ...]  # this hand's, per seat
    before: tuple[int, ...]  # the totals before this hand

    @property
    def counted_at(self) -> float:
        """When the last card has been counted."""
        return max(self.points, default=0) * CARD_SECONDS

    @property
    def done_at(self) -> float:
        return self.counted_at + PAUSE_SECONDS + MOVE_SECONDS

    def cards_shown(self, clock: float) -> int:
        """How many cards of each hand are face up (and counted) at ``clock``."""
        return int(clock / CARD_SECONDS) if clock < self.counted_at else max(self.points, default=0)

    def moved(self, clock: float) -> float:
        """How much of the points have gone into the totals: 0 to 1."""
        start = self.counted_at + PAUSE_SECONDS
        return max(0.0, min(1.0, (clock - start) / MOVE_SECONDS))

    def at(self, clock: float) -> tuple[list[int], list[int]]:
        """(this hand's points counted so far, each seat's total) as shown at ``clock``: the
        points count up with the cards, then the totals count up by them."""
        shown = self.cards_shown(clock)
        moved = self.moved(clock)
        counted = [min(points, shown) for points in self.points]
        totals = [b + round(p * moved) for b, p in zip(self.before, self.points, strict=True)]
        return counted, totals


class HandSummaryScene(RoundSummaryScene[OdinController]):
    NEXT_ROUND = N_("Next hand")

    def snapshot(self, controller: OdinController) -> None:
        game = controller.game
        hand = game.hand
        if hand is None or hand.out_seat is None:
            raise ValueError("a hand summary is of a hand that is over")
        self.state = hand
        self.out_seat = hand.out_seat
        self.points = list(game.scores[-1])
        self.totals = list(game.totals)
        self.leaders = game.leaders  # the engine's: the fewest points
        before = tuple(t - p for t, p in zip(self.totals, self.points, strict=True))
        self.count = CountUp(tuple(self.points), before)
        self.target = game.options.target
        self.single_hand = game.options.single_hand
        self.game_over = game.over
        self.next_leader = None if game.over else game.leader_of(len(game.hands))
        self.clock = 0.0
        self._drawn: object = None  # what the rows showed in the last frame (None: unknown)
        width = self._card_width(self.app.size)
        for held in hand.hands:  # turned face up one by one: rendered ahead, not as they turn
            for code in codes_of(held):
                art.prepare_face(code, width)

    @property
    def counting(self) -> bool:
        return self.clock < self.count.done_at

    def shown(self) -> tuple[list[int], list[int]]:
        """This hand's points and the totals, as the count shows them now."""
        return self.count.at(self.clock)

    def _press(self) -> None:
        """Enter, Space or the button: while counting, the end of the count; then on."""
        if self.counting:
            self.clock = self.count.done_at
        else:
            self._continue()

    def resize(self, size: tuple[int, int]) -> None:
        self._drawn = None
        w, h = size
        scale = theme.layout_scale((w, h))
        self.button.rect = pygame.Rect(0, 0, int(260 * scale), int(56 * scale))
        self.button.rect.center = (w // 2, int(h * 0.9))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self._press()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.autoplay and self.clock > self.count.done_at + AUTOPLAY_SECONDS:
            self._continue()

    def next_wake(self) -> Wake | None:
        """Every frame while the count runs; then only the demo's move on."""
        if self.clock < self.count.done_at:
            return NEXT_FRAME
        if not self.app.autoplay:
            return None
        return Wake(max(0.0, self.count.done_at + AUTOPLAY_SECONDS - self.clock))

    # ------------------------------------------------------------------ drawing

    def _rows_shown(self) -> tuple[object, ...]:
        """All that the rows show changes with, and whether the count is over (which brings
        the notes and the leaders' colours)."""
        gained, totals = self.shown()
        moved = self.count.moved(self.clock) > 0
        return self.count.cards_shown(self.clock), gained, totals, moved, self.counting

    def changed_areas(self) -> list[Area] | None:
        """While the count runs, only the rows change, and only when a card turns or a
        number moves: a whole 4K frame redrawn at every step of the count cost 15-25 ms."""
        shown = self._rows_shown()
        if not pays(self.app.size) or not isinstance(self._drawn, tuple):
            return None  # small: a whole frame costs less than finding what changed
        if shown[-1] != self._drawn[-1]:  # the count is over: the notes appear
            return None
        if shown == self._drawn:
            return []
        w, h = self.app.size
        top, rows = int(h * 0.22), len(self.controller.names)
        bottom = math.ceil(h * 0.22 + rows * self._row_height((w, h)))
        return [(int(w * 0.05), top - 2, int(w * 0.9), bottom - top + 4)]

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._rows_shown()
        w, h = surface.get_size()
        scale = theme.layout_scale((w, h))
        panels.veil(surface, (8, 16, 20, 150))
        panel = pygame.Rect(int(w * 0.05), int(h * 0.03), int(w * 0.9), int(h * 0.94))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.scaled(18, scale))
        pygame.draw.rect(surface, theme.GOLD_RGB, panel, 2, border_radius=theme.scaled(18, scale))
        names = self.controller.names
        state = self.state
        out = self.out_seat
        if is_you(names[out]):
            how = _("You played out the whole hand!") if state.led_out else _("You went out!")
        else:
            how = _("{name} played out the whole hand!") if state.led_out else _("{name} went out!")
        title = fitted(how.format(name=names[out]), theme.scaled(44, scale), theme.GOLD_RGB, w - 40)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.09))))
        goal = _("Single-hand game") if self.single_hand else target(self.target)
        line = fitted(goal, theme.scaled(20, scale), theme.TEXT_DIM, w - 80)
        surface.blit(line, line.get_rect(center=(w // 2, int(h * 0.15))))
        self._draw_rows(surface, scale)
        self._draw_notes(surface, scale)
        self.button.draw(surface, scale)

    def _draw_rows(self, surface: pygame.Surface, scale: float) -> None:
        w, h = surface.get_size()
        names, state = self.controller.names, self.state
        gained, totals = self.shown()
        settled = not self.counting
        rows = len(names)
        top, row_h = h * 0.22, self._row_height((w, h))
        card_w = self._card_width((w, h))
        size = theme.scaled(22, scale)
        shown = self.count.cards_shown(self.clock)

        def at(x: float, image: pygame.Surface) -> int:
            """Where an image starting at `x` goes: mirrored when reading right to left."""
            return int(w - x - image.get_width() if is_rtl() else x)

        for label, x in ((_("Cards left"), 0.28), (_("This hand"), 0.66), (_("Total"), 0.78)):
            head = text(label, theme.scaled(16, scale), theme.TEXT_DIM)
            surface.blit(head, (at(w * x, head), int(top - head.get_height() - 6 * scale)))
        for seat in range(rows):
            y = int(top + seat * row_h)
            middle = y + row_h * 0.3
            name = fitted(names[seat], size, theme.TEXT, int(w * 0.18), bold=True)
            surface.blit(name, (at(w * 0.08, name), middle))
            x = int(w * 0.28)
            for i, code in enumerate(codes_of(state.hands[seat])[:shown]):
                face = art.face(code, card_w)
                surface.blit(face, (at(x + i * int(card_w * 0.62), face), y))
            points = self.points[seat]
            moving = self.count.moved(self.clock) > 0  # once in the totals: dimmed
            colour = theme.GOOD if points == 0 else theme.TEXT_DIM if moving else theme.TEXT
            plus = text(points_gained(gained[seat]), size, colour, True)
            surface.blit(plus, (at(w * 0.66, plus), middle))
            leads = settled and seat in self.leaders
            colour = theme.GOLD_RGB if leads or not settled else theme.TEXT
            total = text(points_short(totals[seat]), size, colour, True)
            surface.blit(total, (at(w * 0.78, total), middle))
            if leads:
                # A game that ends with this hand has winners; "leads" reads as if it went on.
                word = _("winner") if self.game_over else _("leads")
                tag = fitted(word, theme.scaled(16, scale), theme.GOLD_RGB, int(w * 0.08))
                gap = theme.scaled(12, scale)
                surface.blit(tag, (at(w * 0.78 + total.get_width() + gap, tag), middle + 4))

    def _row_height(self, size: tuple[int, int]) -> float:
        rows = len(self.controller.names)
        return min(size[1] * 0.5 / rows, 110 * theme.layout_scale(size))  # clear of the notes

    def _card_width(self, size: tuple[int, int]) -> int:
        return max(8, int(self._row_height(size) * 0.78 / art.ASPECT))

    def _draw_notes(self, surface: pygame.Surface, scale: float) -> None:
        """Under the rows, once counted: who leads the game, then the next hand's leader or
        the end of the game."""
        if self.counting:
            return
        w, h = surface.get_size()
        names = self.controller.names
        best = self.totals[self.leaders[0]]
        leaders = [names[seat] for seat in self.leaders]
        if len(leaders) == 1 and is_you(leaders[0]):
            standing = _("You lead the game with {points}")
        else:
            standing = ngettext(
                "{names} leads the game with {points}",
                "{names} share the lead with {points}",
                len(leaders),
            )
        standing = standing.format(names=_(" and ").join(leaders), points=points_short(best))
        if self.next_leader is not None:
            leader = names[self.next_leader]
            if is_you(leader):
                then = _("You lead the next hand")
            else:
                then = _("{name} leads the next hand").format(name=leader)
        elif self.single_hand:
            then = _("Single-hand game: the game is over")
        else:
            then = target_reached(self.target)
        if self.game_over:
            standing = ""  # the results screen says who won
        size = theme.scaled(20, scale)
        rows = [fitted(standing, size, theme.TEXT_DIM, w - 80)] if standing else []
        if self.note:  # the guided hand's last word instead of what comes next
            rows += wrapped(_(self.note), size, theme.GOLD_RGB, int(w * 0.8), lines=3)
        else:
            rows.append(fitted(then, size, theme.TEXT_DIM, w - 80))
        y = int(h * 0.765)
        for line in rows:
            surface.blit(line, line.get_rect(center=(w // 2, y)))
            y += line.get_height() + theme.scaled(4, scale)
