"""The game review's card over a replay viewer's table, the same for every game: each
reviewed seat's accuracy and balance in one row (its chance at the start, what luck, its own
decisions and the others' moved it, the result: terms that add up), the costliest moments
(each a link to its step; they scroll when they do not all fit), and the chart of each
seat's chance to win, always shown — its points jump to their step, each line ends on the
game's result. A button offers the deep review, saying how long it would take.

Not a scene: the viewer draws it and hands it its input while it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from odin_desktop.analysis import grades
from odin_desktop.i18n import N_, NC_, _, is_rtl, isolate, ngettext
from odin_desktop.scenes.review_facts import Reviewed, ReviewFacts, percent, points
from odin_desktop.scenes.review_overlay import GRADE_LOOK, chip, grade_name
from odin_desktop.ui import controls, labels, panels, theme
from odin_desktop.ui.chart import Line, LineChart, Mark, Tick
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button

RGB = tuple[int, int, int]
# One line per reviewed seat, told apart by colour.
SEAT_COLOURS: tuple[RGB, ...] = (
    (210, 168, 78),
    (110, 170, 230),
    (200, 120, 200),
    (120, 210, 170),
    (230, 120, 100),
    (170, 170, 240),
)
CHART_SHARE = 0.34  # of the card's inside the chart keeps at least, whatever else is shown
# The balance's columns after the seat's name (msgids): each seat's row of figures.
COLUMNS = (
    N_("Accuracy"),
    NC_("review", "Start"),
    N_("Luck"),
    N_("Own play"),
    N_("Others"),
    N_("Result"),
)


@dataclass
class ReviewedSeat:
    seat: int
    name: str
    you: bool


class ReviewCard:
    """The review's card. ``where(step)`` names a step ("Hand 2, move 5"), ``rounds`` are
    the steps where each round starts (ticks on the chart), ``last`` the last step (where
    the result is plotted), ``words(found)`` the better decision in the game's words;
    ``deep`` (when given) starts the deep review, ``deep_minutes`` how long it would take."""

    def __init__(
        self,
        facts: ReviewFacts,
        seats: Sequence[ReviewedSeat],
        rounds: Sequence[int],
        round_label: Callable[[int], str],
        where: Callable[[int], str],
        words: Callable[[Reviewed], str],
        last: int = 0,
        deep: Callable[[], None] | None = None,
        deep_minutes: float = 0.0,
    ) -> None:
        self.facts = facts
        self.seats = list(seats)
        self.rounds = list(rounds)
        self.round_label = round_label
        self.where = where
        self.words = words
        self.last = last
        self.chart = LineChart([])
        self.links: list[tuple[pygame.Rect, int]] = []  # the moments' lines and their steps
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus: int | None = None  # the moment the keys or a pad are on (None: none yet)
        self.pointer = (-1, -1)  # where the pointer last moved (canvas), as its events say
        self.scroll = 0  # the first moment shown when they do not all fit
        self.shown_rows = 0  # how many moments fit, as last drawn
        self._keys: list[list[int]] = []
        self.deep_minutes = deep_minutes
        self.deep_button: Button | None = None
        if deep is not None:
            self.deep_button = Button(N_("Deep review"), deep)

    def moments(self) -> list[tuple[ReviewedSeat, Reviewed]]:
        """The costliest moments of each seat, in the card's order."""
        return [(seat, r) for seat in self.seats for r in self.facts.costliest(seat.seat)]

    def move_focus(self, delta: int) -> None:
        """↑ ↓ (a pad's D-pad) go along the costliest moments; the first press shows the
        first. The list scrolls to keep the one focused in view."""
        count = len(self.moments())
        if not count:
            return
        self.focus = 0 if self.focus is None else (self.focus + delta) % count
        rows = max(1, self.shown_rows)
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + rows:
            self.scroll = self.focus - rows + 1

    def scroll_by(self, delta: int) -> None:
        """The wheel over the moments: ``delta`` rows on (negative: back)."""
        most = max(0, len(self.moments()) - max(1, self.shown_rows))
        self.scroll = max(0, min(most, self.scroll + delta))

    def focused_step(self) -> int | None:
        """The step of the moment focused (Enter or A goes there)."""
        moments = self.moments()
        if self.focus is None or not 0 <= self.focus < len(moments):
            return None
        return moments[self.focus][1].step

    def _chart(self, current: int) -> LineChart:
        lines, marks, keys = [], [], []
        for n, seat in enumerate(self.seats):
            chances = self.facts.chances(seat.seat)
            colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
            found = [(r.step, r.value_played or 0.0) for r in chances]
            steps = [r.step for r in chances]
            result = self.facts.result(seat.seat)
            if result is not None:  # the line ends on the game's result: won 1, lost 0
                found.append((max([self.last, *steps]), result))
                steps.append(max([self.last, *steps]))
            lines.append(Line(found, colour, seat.name, final=result is not None))
            keys.append(steps)
            for j, r in enumerate(chances):
                if grades.is_error(r.grade):
                    marks.append(Mark(n, j, GRADE_LOOK[r.grade][1], 7.0))
        y_ticks = [Tick(v, f"{percent(v)}%") for v in (0.0, 0.5, 1.0)]
        x_ticks = [Tick(step, self.round_label(i + 1)) for i, step in enumerate(self.rounds)]
        if len(x_ticks) > 8:  # long games: every other round named
            x_ticks = x_ticks[::2]
        last = max([s for k in keys for s in k] + self.rounds + [self.last, 1])
        chart = LineChart(lines, marks, x_range=(0, last), y_ticks=y_ticks, x_ticks=x_ticks)
        chart.rtl = is_rtl()
        chart.highlight = current
        self._keys = keys
        return chart

    def step_at(self, pos: tuple[int, int]) -> int | None:
        """The step a click on the card goes to: a chart's point or a costly moment."""
        for rect, step in self.links:
            if rect.collidepoint(pos):
                return step
        hit = self.chart.hit(pos)
        if hit is None:
            return None
        line, point = hit
        return self._keys[line][point]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The deep review's button and the wheel over the card; True when taken."""
        if self.deep_button is not None and self.deep_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, box: pygame.Rect, scale: float, current: int) -> None:
        self.rect = box
        panels.veil(surface, (6, 14, 18, 170))
        panels.draw_panel(surface, box, scale, alpha=250)
        pad = theme.scaled(18, scale)
        inner = box.inflate(-2 * pad, -2 * pad)
        size = theme.scaled(17, scale)
        line_h = labels.line_height(size) + theme.scaled(2, scale)
        y = self._title(surface, inner, scale, size, line_h)
        y = self._balance(surface, inner, y, scale, size, line_h)
        legend_h = line_h
        chart_least = max(theme.scaled(120, scale), int(inner.height * CHART_SHARE))
        caption_h = labels.line_height(size - 3) + theme.scaled(4, scale)
        room = inner.bottom - legend_h - chart_least - caption_h - y
        y = self._moments(surface, inner, y, room, scale, size, line_h)
        caption = pygame.Rect(inner.x, y + theme.scaled(4, scale), inner.width, caption_h)
        chart_box = pygame.Rect(inner.x, caption.bottom, inner.width, 0)
        chart_box.height = inner.bottom - legend_h - chart_box.y - theme.scaled(6, scale)
        self.chart = self._chart(current)
        labels.draw_text(
            surface, _("Chance to win"), caption, size - 3, theme.TEXT_DIM, align="center"
        )
        self.chart.draw(surface, chart_box, scale)
        self._legend(
            surface, pygame.Rect(inner.x, inner.bottom - legend_h, inner.width, legend_h), scale
        )

    def _title(
        self, surface: pygame.Surface, inner: pygame.Rect, scale: float, size: int, line_h: int
    ) -> int:
        """The title, and the deep review's button at the reading end; the row's bottom."""
        title = _("Game review") if self.facts.complete else _("Game review (unfinished)")
        row = pygame.Rect(inner.x, inner.y, inner.width, line_h + 6)
        labels.draw_text(
            surface,
            title,
            row,
            theme.scaled(24, scale),
            theme.GOLD_RGB,
            role="title_bold",
            align="center",
        )
        button = self.deep_button
        if button is not None:
            minutes = max(1, round(self.deep_minutes))
            button.label = _("Deep review (about {minutes} min)").format(minutes=minutes)
            width = min(theme.scaled(260, scale), inner.width // 3)
            button.rect = pygame.Rect(0, row.y, width, row.height)
            if is_rtl():
                button.rect.left = inner.left
            else:
                button.rect.right = inner.right
            button.draw(surface, scale)
        return row.bottom + theme.scaled(8, scale)

    def _balance(
        self,
        surface: pygame.Surface,
        inner: pygame.Rect,
        y: int,
        scale: float,
        size: int,
        line_h: int,
    ) -> int:
        """One row per seat: its name and accuracy, and its chance's terms in points."""
        rtl = is_rtl()
        column = min(theme.scaled(92, scale), inner.width // (len(COLUMNS) + 2))
        name_w = inner.width - column * len(COLUMNS)

        def cell(index: int, row_y: int) -> pygame.Rect:
            """Column ``index`` (-1: the name) of a row, mirrored right to left."""
            if index < 0:
                x = inner.right - name_w if rtl else inner.x
                return pygame.Rect(x, row_y, name_w, line_h)
            offset = name_w + index * column
            x = inner.right - offset - column if rtl else inner.x + offset
            return pygame.Rect(x, row_y, column, line_h)

        small = size - 3
        for index, heading in enumerate(COLUMNS):
            labels.draw_text(
                surface, _(heading), cell(index, y), small, theme.TEXT_DIM, align="center"
            )
        y += line_h
        for n, seat in enumerate(self.seats):
            colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
            name_box = cell(-1, y)
            swatch = pygame.Rect(0, 0, theme.scaled(18, scale), theme.scaled(6, scale))
            swatch.center = (
                (name_box.right - swatch.width // 2, name_box.centery)
                if rtl
                else (name_box.x + swatch.width // 2, name_box.centery)
            )
            pygame.draw.rect(surface, colour, swatch, border_radius=3)
            text_box = name_box.inflate(-swatch.width * 2 - 8, 0)
            labels.draw_text(surface, seat.name, text_box, size, theme.TEXT, bold=True)
            for index, figure in enumerate(map(isolate, self._figures(seat.seat))):
                labels.draw_text(
                    surface, figure, cell(index, y), size, theme.TEXT, align="center"
                )
            y += line_h
        errors = [s.se for s in self.facts.balance.values() if s is not None]
        if errors:
            within = max(1, round(max(errors) * 100))
            note = ngettext(
                "Points of the chance to win: start + luck + own play + others = result, "
                "each within about {points} point.",
                "Points of the chance to win: start + luck + own play + others = result, "
                "each within about {points} points.",
                within,
            ).format(points=within)
            for part in labels.wrap(note, small, inner.width)[:2]:
                labels.draw_text(
                    surface,
                    part,
                    pygame.Rect(inner.x, y, inner.width, line_h),
                    small,
                    theme.TEXT_DIM,
                )
                y += line_h - theme.scaled(4, scale)
        return y + theme.scaled(6, scale)

    def _figures(self, seat: int) -> list[str]:
        """A seat's row: accuracy, then its balance (dashes while there is none)."""
        accuracy = f"{round(self.facts.accuracy[seat])}%"
        sheet = self.facts.balance.get(seat)
        if sheet is None:
            return [accuracy] + ["–"] * (len(COLUMNS) - 1)
        result = "–" if sheet.result is None else f"{percent(sheet.result)}%"
        return [
            accuracy,
            f"{percent(sheet.start)}%",
            points(sheet.luck),
            points(sheet.own),
            points(sheet.others),
            result,
        ]

    def _moments(
        self,
        surface: pygame.Surface,
        inner: pygame.Rect,
        y: int,
        room: int,
        scale: float,
        size: int,
        line_h: int,
    ) -> int:
        """The costliest moments in the ``room`` left above the chart (scrolled when they
        do not all fit); the bottom of what was drawn."""
        self.links = []
        moments = self.moments()
        if not moments:
            return y
        rows = max(1, (room - line_h) // line_h)
        self.shown_rows = rows
        self.scroll = max(0, min(self.scroll, len(moments) - rows))
        heading = _("The costliest moments")
        if len(moments) > rows:
            heading = _("{heading} ({first}–{last} of {count}: scroll for more)").format(
                heading=heading,
                first=self.scroll + 1,
                last=min(len(moments), self.scroll + rows),
                count=len(moments),
            )
        labels.draw_text(
            surface,
            heading,
            pygame.Rect(inner.x, y, inner.width, line_h),
            size,
            theme.GOLD_RGB,
            bold=True,
        )
        y += line_h
        many = len(self.seats) > 1
        rtl = is_rtl()
        hovered = self.pointer
        for index in range(self.scroll, min(len(moments), self.scroll + rows)):
            seat, found = moments[index]
            row = pygame.Rect(inner.x, y, inner.width, line_h)
            mark = chip(found.grade, line_h - 6)
            rect = (
                mark.get_rect(midright=(row.right, row.centery))
                if rtl
                else mark.get_rect(midleft=(row.x, row.centery))
            )
            surface.blit(mark, rect)
            words = self.words(found) or grade_name(found.grade)
            who = f"{seat.name} · " if many else ""
            line = _("{where}: {words} ({loss})").format(
                where=who + self.where(found.step), words=words, loss=f"-{percent(found.loss)}%"
            )
            text_box = row.inflate(-2 * rect.width - 8, 0)
            focused = index == self.focus
            hot = row.collidepoint(hovered) or focused
            labels.draw_text(
                surface, line, text_box, size - 1, theme.GOLD_RGB if hot else theme.TEXT
            )
            if focused:
                controls.draw_focus(surface, row.inflate(-2, 0), scale)
            self.links.append((row, found.step))
            y += line_h
        return y

    def _legend(self, surface: pygame.Surface, row: pygame.Rect, scale: float) -> None:
        """The chips and their names, in reading order, centred."""
        size = theme.scaled(14, scale)
        gap = theme.scaled(14, scale)
        pieces = []
        for grade in grades.GRADES:
            label = fitted(grade_name(grade), size, theme.TEXT_DIM, row.width // 6)
            pieces.append((chip(grade, row.height - 8), label))
        total = sum(c.get_width() + 4 + lab.get_width() + gap for c, lab in pieces) - gap
        x = row.centerx + total // 2 if is_rtl() else row.centerx - total // 2
        for mark, label in pieces:
            for image in (mark, label):
                w = image.get_width()
                left = x - w if is_rtl() else x
                surface.blit(image, image.get_rect(midleft=(left, row.centery)))
                x = left - 4 if is_rtl() else x + w + 4
            x = x - gap + 4 if is_rtl() else x + gap - 4
