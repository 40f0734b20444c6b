"""What a replay viewer draws of a game review at a step, the same for every game: a grade's
chip (for the Saga), the banner of the step shown (its grade, what it cost and the better
decision in words) and the panel of its candidates (the best few decisions, each with its
chance to win and error, the one played marked). The review's card is `review_card`.

The game says only what is its own: the words of a decision and the ghost on its table
(`RecordViewerScene.better_words`, `decision_words`, `draw_ghost`). Not a scene: the
viewer draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from odin_desktop.analysis import grades
from odin_desktop.i18n import N_, _, is_rtl, isolate
from odin_desktop.scenes.review_facts import Candidate, Reviewed, percent
from odin_desktop.ui import fonts, labels, panels, theme
from odin_desktop.ui.text import text, wrapped

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
CHIP_TEXT = (24, 20, 16)
# A candidate as the game shows it: its words, or a picture (ODIN: the cards in miniature)
# of at most the height given.
Shown = Callable[[Candidate, int], "str | pygame.Surface"]


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


def banner_text(found: Reviewed, words: str) -> str:
    """The banner's line: the grade, what the decision cost when another was better, and
    the better one's words ("Mistake (-6%) — Better: pass")."""
    line = grade_name(found.grade)
    line = line[:1].upper() + line[1:]  # a sentence's start (German nouns keep their case)
    if found.better and found.loss:
        line = _("{grade} (-{cost})").format(grade=line, cost=f"{max(1, percent(found.loss))}%")
    if found.better and words:
        line = _("{grade} — {better}").format(grade=line, better=words)
    return line


def draw_banner(
    surface: pygame.Surface, box: pygame.Rect, found: Reviewed, words: str, scale: float
) -> None:
    """The step's `banner_text` over ``box`` (taller, upwards, when two lines of the
    language need it)."""
    pad = theme.scaled(8, scale)
    mark = chip(found.grade, min(theme.scaled(26, scale), max(10, box.height - 2 * pad)))
    line = banner_text(found, words)
    room = box.width - mark.get_width() - 3 * pad
    size = theme.scaled(17, scale)
    rows = wrapped(line, size, theme.TEXT, room, bold=True, lines=2)  # long words: two lines
    needed = sum(row.get_height() for row in rows) + pad
    if needed > box.height:
        box = pygame.Rect(box.x, box.bottom - needed, box.width, needed)
    surface.blit(panels.plain_panel(box.size, 225, theme.scaled(10, scale)), box)
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


SHRINK = 0.85  # a candidate's picture shrunk no further to fit its line: beyond, two lines


def draw_candidates(
    surface: pygame.Surface,
    box: pygame.Rect,
    found: Reviewed,
    shown: Shown,
    scale: float,
) -> pygame.Rect:
    """The step's candidates inside ``box`` (from its top; as many as fit): each as the game
    shows it (``shown``), its chance to win and error, the one played marked by a pointer
    and in gold. A candidate too wide for its line beside the figure takes two: its picture
    across the row, the figure under it (shrunk to fit, the words of a narrow panel were
    unreadable). The rectangle drawn (empty when there is nothing to compare)."""
    if len(found.candidates) < 2 or box.width <= 0:
        return pygame.Rect(box.x, box.y, 0, 0)
    size = theme.scaled(14, scale)
    line_h = labels.line_height(size) + theme.scaled(6, scale)
    pad = theme.scaled(8, scale)
    figure_w = theme.scaled(66, scale)
    pointer = theme.scaled(9, scale)
    beside = box.width - 4 * pad - figure_w - pointer  # a picture's room beside its figure
    across = box.width - 3 * pad - pointer  # and on a line of its own
    rows = [
        _CandidateRow(c, shown(c, line_h - theme.scaled(4, scale)), size, beside)
        for c in found.candidates
    ]
    listed = _rows_that_fit(rows, (box.height - 2 * pad - line_h) // line_h)
    if len(listed) < 2:
        return pygame.Rect(box.x, box.y, 0, 0)
    lines = sum(row.lines for row in listed)
    panel = pygame.Rect(box.x, box.y, box.width, 2 * pad + line_h * (lines + 1))
    surface.blit(panels.plain_panel(panel.size, 225, theme.scaled(10, scale)), panel)
    pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=10)
    inner = panel.inflate(-2 * pad, -2 * pad)
    y = inner.y
    labels.draw_text(
        surface,
        _("Candidates (chance to win)"),
        pygame.Rect(inner.x, y, inner.width, line_h),
        size,
        theme.GOLD_RGB,
        bold=True,
    )
    y += line_h
    rtl = is_rtl()
    for row in listed:
        candidate = row.candidate
        first = pygame.Rect(inner.x, y, inner.width, line_h)
        last = first.move(0, line_h * (row.lines - 1))
        colour = theme.GOLD_RGB if candidate.played else theme.TEXT
        figure = isolate(f"{percent(candidate.value)}% ±{max(1, round(candidate.se * 100))}")
        figure_box = pygame.Rect(0, last.y, figure_w, line_h)
        room = beside if row.lines == 1 else across
        text_box = pygame.Rect(0, y, room, line_h)
        if rtl:
            figure_box.left, text_box.right = first.left, first.right - pointer - pad
        else:
            figure_box.right, text_box.left = first.right, first.left + pointer + pad
        if candidate.played:
            tip = first.right if rtl else first.left
            end = tip - pointer if rtl else tip + pointer
            half = pointer // 2
            middle = first.centery
            points = [(tip, middle - half), (tip, middle + half), (end, middle)]
            pygame.draw.polygon(surface, theme.GOLD_RGB, points)
        picture = row.picture
        if isinstance(picture, str):
            labels.draw_text(surface, picture, text_box, size, colour, bold=candidate.played)
        else:
            if picture.get_width() > text_box.width:
                factor = text_box.width / picture.get_width()
                picture = pygame.transform.smoothscale(
                    picture, (text_box.width, max(1, int(picture.get_height() * factor)))
                )
            place = {"midright": text_box.midright} if rtl else {"midleft": text_box.midleft}
            surface.blit(picture, picture.get_rect(**place))
        labels.draw_text(surface, figure, figure_box, size, colour, align="right")
        y += line_h * row.lines
    return panel


class _CandidateRow:
    """A candidate with what its list shows of it, and the lines that takes: one when the
    picture fits beside the figure (shrunk to `SHRINK` at most), else two."""

    def __init__(
        self, candidate: Candidate, picture: str | pygame.Surface, size: int, beside: int
    ) -> None:
        self.candidate, self.picture = candidate, picture
        if isinstance(picture, str):
            width = text(picture, size, theme.TEXT, candidate.played).get_width()
        else:
            width = picture.get_width()
        self.lines = 1 if width * SHRINK <= beside else 2


def _rows_that_fit(rows: list[_CandidateRow], lines: int) -> list[_CandidateRow]:
    """The best candidates whose rows fit in ``lines``, the one played always among them
    (last, in place of those it leaves no room for)."""
    played = next((row for row in rows if row.candidate.played), None)
    listed: list[_CandidateRow] = []
    used = 0
    for row in rows:
        keep = 0 if played is None or played in listed or row is played else played.lines
        if used + row.lines + keep > lines:
            break
        listed.append(row)
        used += row.lines
    if played is not None and played not in listed and used + played.lines <= lines:
        listed.append(played)
    return listed
