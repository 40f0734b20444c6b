"""What a replay viewer draws of a game review, the same for every game: a grade's chip (for
the Saga), the banner of the step shown (its grade and the better decision in words), and the
review's card (each seat's accuracy, luck against play in one sentence, the costliest moments
and a chart of each reviewed seat's chance to win, whose points jump to their step).

The game says only what is its own: the words of a decision and the ghost on its table
(`RecordViewerScene.better_words`, `draw_ghost`). Not a scene: the viewer draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from odin_desktop.analysis import grades
from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.scenes.review_facts import Reviewed, ReviewFacts, luck_sentence, percent
from odin_desktop.ui import controls, fonts, theme
from odin_desktop.ui.chart import Line, LineChart, Mark, Tick
from odin_desktop.ui.text import fitted, wrapped

RGB = tuple[int, int, int]

# Each grade's chip: a sign read in any language (as chess and backgammon programs mark
# moves) on its colour; its name for the legend and the banner.
GRADE_LOOK: dict[str, tuple[str, RGB]] = {
    grades.FORCED: ("-", (120, 130, 130)),
    grades.BEST: ("!", (96, 178, 112)),
    grades.GOOD: ("+", (150, 196, 120)),
    grades.INACCURACY: ("?!", (226, 190, 80)),
    grades.MISTAKE: ("?", (232, 140, 60)),
    grades.BLUNDER: ("??", (214, 64, 64)),
}
GRADE_NAMES = {
    grades.FORCED: N_("forced"),
    grades.BEST: N_("best"),
    grades.GOOD: N_("good"),
    grades.INACCURACY: N_("inaccuracy"),
    grades.MISTAKE: N_("mistake"),
    grades.BLUNDER: N_("blunder"),
}
# One line per reviewed seat, told apart by colour.
SEAT_COLOURS: tuple[RGB, ...] = ((210, 168, 78), (110, 170, 230), (200, 120, 200), (120, 210, 170))
CHIP_TEXT = (24, 20, 16)


@lru_cache(maxsize=64)
def chip(grade: str, height: int) -> pygame.Surface:
    """A grade's chip: its sign on its colour, ``height`` px tall."""
    sign, colour = GRADE_LOOK[grade]
    label = fonts.render(sign, max(8, int(height * 0.72)), CHIP_TEXT, bold=True)
    width = max(height, label.get_width() + height // 2)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=height // 2)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def grade_name(grade: str) -> str:
    return _(GRADE_NAMES[grade])


def draw_banner(
    surface: pygame.Surface, box: pygame.Rect, found: Reviewed, words: str, scale: float
) -> None:
    """The step's grade and, when another decision was better, its words, over ``box``
    (taller, upwards, when two lines of the language need it)."""
    pad = theme.scaled(8, scale)
    mark = chip(found.grade, min(theme.scaled(26, scale), max(10, box.height - 2 * pad)))
    line = grade_name(found.grade)
    line = line[:1].upper() + line[1:]  # a sentence's start (German nouns keep their case)
    if found.better and words:
        line = _("{grade} — {better}").format(grade=line, better=words)
    room = box.width - mark.get_width() - 3 * pad
    size = theme.scaled(17, scale)
    rows = wrapped(line, size, theme.TEXT, room, bold=True, lines=2)  # long words: two lines
    needed = sum(row.get_height() for row in rows) + pad
    if needed > box.height:
        box = pygame.Rect(box.x, box.bottom - needed, box.width, needed)
    surface.blit(controls.plain_panel(box.size, 225, theme.scaled(10, scale)), box)
    pygame.draw.rect(surface, GRADE_LOOK[found.grade][1], box, 2, border_radius=10)
    rtl = is_rtl()
    place = (
        {"midright": (box.right - pad, box.centery)}
        if rtl
        else {"midleft": (box.x + pad, box.centery)}
    )
    at = mark.get_rect(**place)
    surface.blit(mark, at)
    y = box.centery - sum(row.get_height() for row in rows) // 2
    for row in rows:
        rect = (
            row.get_rect(topright=(at.x - pad, y))
            if rtl
            else row.get_rect(topleft=(at.right + pad, y))
        )
        surface.blit(row, rect)
        y += row.get_height()


@dataclass
class ReviewedSeat:
    seat: int
    name: str
    you: bool


class ReviewCard:
    """The review's card over the table: accuracy and luck per seat, the costliest moments
    (each a link to its step) and the chart. ``where(step)`` names a step ("Hand 2, move 5"),
    ``rounds`` are the steps where each round starts (ticks on the chart), ``words(found)``
    the better decision in the game's words."""

    def __init__(
        self,
        facts: ReviewFacts,
        seats: Sequence[ReviewedSeat],
        rounds: Sequence[int],
        round_label: Callable[[int], str],
        where: Callable[[int], str],
        words: Callable[[Reviewed], str],
    ) -> None:
        self.facts = facts
        self.seats = list(seats)
        self.rounds = list(rounds)
        self.round_label = round_label
        self.where = where
        self.words = words
        self.chart = LineChart([])
        self.links: list[tuple[pygame.Rect, int]] = []  # the moments' lines and their steps
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus: int | None = None  # the moment the keys or a pad are on (None: none yet)

    def moments(self) -> list[tuple[ReviewedSeat, Reviewed]]:
        """The costliest moments of each seat, in the card's order."""
        return [(seat, r) for seat in self.seats for r in self.facts.costliest(seat.seat)]

    def move_focus(self, delta: int) -> None:
        """↑ ↓ (a pad's D-pad) go along the costliest moments; the first press shows the
        first."""
        count = len(self.moments())
        if count:
            self.focus = 0 if self.focus is None else (self.focus + delta) % count

    def focused_step(self) -> int | None:
        """The step of the moment focused (Enter or A goes there)."""
        moments = self.moments()
        if self.focus is None or not 0 <= self.focus < len(moments):
            return None
        return moments[self.focus][1].step

    def _chart(self, current: int) -> LineChart:
        lines, marks, keys = [], [], []
        for n, seat in enumerate(self.seats):
            points = self.facts.chances(seat.seat)
            colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
            lines.append(Line([(r.step, r.value_played or 0.0) for r in points], colour, seat.name))
            keys.append([r.step for r in points])
            for j, r in enumerate(points):
                if grades.is_error(r.grade):
                    marks.append(Mark(n, j, GRADE_LOOK[r.grade][1], 7.0))
        y_ticks = [Tick(v, f"{percent(v)}%") for v in (0.0, 0.5, 1.0)]
        x_ticks = [Tick(step, self.round_label(i + 1)) for i, step in enumerate(self.rounds)]
        if len(x_ticks) > 8:  # long games: every other round named
            x_ticks = x_ticks[::2]
        last = max([s for k in keys for s in k] + self.rounds + [1])
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

    def draw(self, surface: pygame.Surface, box: pygame.Rect, scale: float, current: int) -> None:
        self.rect = box
        controls.veil(surface, (6, 14, 18, 170))
        controls.draw_panel(surface, box, scale, alpha=250)
        pad = theme.scaled(18, scale)
        inner = box.inflate(-2 * pad, -2 * pad)
        size = theme.scaled(17, scale)
        line_h = controls.line_height(size) + theme.scaled(2, scale)
        y = inner.y
        title = _("Game review") if self.facts.complete else _("Game review (unfinished)")
        controls.draw_text(
            surface,
            title,
            pygame.Rect(inner.x, y, inner.width, line_h + 6),
            theme.scaled(24, scale),
            theme.GOLD_RGB,
            role="title_bold",
            align="center",
        )
        y += line_h + theme.scaled(10, scale)
        for n, seat in enumerate(self.seats):
            colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
            accuracy = _("{name}: accuracy {accuracy}").format(
                name=seat.name, accuracy=f"{round(self.facts.accuracy[seat.seat])}%"
            )
            row = pygame.Rect(inner.x, y, inner.width, line_h)
            swatch = pygame.Rect(0, 0, theme.scaled(18, scale), theme.scaled(6, scale))
            swatch.center = (
                (row.right - swatch.width // 2, row.centery)
                if is_rtl()
                else (row.x + swatch.width // 2, row.centery)
            )
            pygame.draw.rect(surface, colour, swatch, border_radius=3)
            text_box = row.inflate(-swatch.width * 2 - 8, 0)
            controls.draw_text(surface, accuracy, text_box, size, theme.TEXT, bold=True)
            y += line_h
            sentence = luck_sentence(
                seat.name, seat.you, self.facts.luck[seat.seat], self.facts.play_cost(seat.seat)
            )
            for part in controls.wrap(sentence, size - 2, text_box.width)[:2]:
                controls.draw_text(
                    surface,
                    part,
                    pygame.Rect(text_box.x, y, text_box.width, line_h),
                    size - 2,
                    theme.TEXT_DIM,
                )
                y += line_h
            y += theme.scaled(4, scale)
        self.links = []
        moments = self.moments()
        if moments:
            controls.draw_text(
                surface,
                _("The costliest moments"),
                pygame.Rect(inner.x, y, inner.width, line_h),
                size,
                theme.GOLD_RGB,
                bold=True,
            )
            y += line_h
        many = len(self.seats) > 1
        for index, (seat, found) in enumerate(moments):
            row = pygame.Rect(inner.x, y, inner.width, line_h)
            mark = chip(found.grade, line_h - 6)
            rect = (
                mark.get_rect(midright=(row.right, row.centery))
                if is_rtl()
                else mark.get_rect(midleft=(row.x, row.centery))
            )
            surface.blit(mark, rect)
            words = self.words(found) or grade_name(found.grade)
            who = f"{seat.name} · " if many else ""
            line = _("{where}: {words} ({loss})").format(
                where=who + self.where(found.step), words=words, loss=f"-{percent(found.loss)}%"
            )
            text_box = row.inflate(-2 * rect.width - 8, 0)
            hot = row.collidepoint(pygame.mouse.get_pos()) if pygame.display.get_init() else False
            focused = index == self.focus
            controls.draw_text(
                surface, line, text_box, size - 1, theme.GOLD_RGB if hot or focused else theme.TEXT
            )
            if focused:
                controls.draw_focus(surface, row.inflate(-2, 0), scale)
            self.links.append((row, found.step))
            y += line_h
        legend_h = line_h
        caption = pygame.Rect(inner.x, y + theme.scaled(4, scale), inner.width, 0)
        caption.height = controls.line_height(size - 3)
        chart_box = pygame.Rect(inner.x, caption.bottom, inner.width, 0)
        chart_box.height = inner.bottom - legend_h - chart_box.y - theme.scaled(6, scale)
        self.chart = self._chart(current)
        if chart_box.height > theme.scaled(60, scale):
            controls.draw_text(
                surface, _("Chance to win"), caption, size - 3, theme.TEXT_DIM, align="center"
            )
            self.chart.draw(surface, chart_box, scale)
        self._legend(
            surface, pygame.Rect(inner.x, inner.bottom - legend_h, inner.width, legend_h), scale
        )

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
