"""The Statistics screen: how the player has done against the bots and at hot-seat games, for
each game (with more than one to play, tiles like the menu's choose which), as figures or as
charts (results over time and the accuracy of reviewed games, a line per level played
against: `app.history`, read on a worker thread)."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop import games
from odin_desktop.ai.specs import PLAYABLE_LEVELS
from odin_desktop.app import history
from odin_desktop.app.stats import HOT_SEAT, VS_AI, Stats, Tally
from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import decimal, level_name
from odin_desktop.scenes.base import Host, Wake, soonest
from odin_desktop.scenes.game_tiles import GameTiles
from odin_desktop.scenes.screen import PROMPTS_ROOM, Screen
from odin_desktop.session.background import Background
from odin_desktop.ui import labels, panels, text, theme
from odin_desktop.ui.mini_chart import Series, draw_chart
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.widgets import Button

LEVELS = (*PLAYABLE_LEVELS, "mixed", "external")
OTHERS = {"mixed": N_("Mixed"), "external": N_("External")}  # games not against one level
VIEWS = [("figures", N_("Figures")), ("charts", N_("Charts"))]
# Each level's colour on the charts (told apart by the legend's names too).
LEVEL_COLOURS = {
    "random": (150, 150, 150),
    "easy": (120, 200, 140),
    "normal": (110, 170, 235),
    "hard": (235, 170, 80),
    "expert": (232, 110, 100),
    "mixed": (190, 140, 230),
    "external": (90, 200, 200),
}
POLL_SECONDS = 0.1  # while the games are read, how often to look


def _average(tally: Tally) -> str:
    return "–" if tally.average is None else decimal(tally.average, 1)


def _whole(value: object) -> int:
    """A count read from the statistics file (0 when it is not one)."""
    return value if isinstance(value, int) else 0


def _level(level: str) -> str:
    """Whom the games were against: a level's archetype, "Mixed" or "External"."""
    return _(OTHERS[level]) if level in OTHERS else level_name(level)


def _rate(tally: Tally) -> str:
    return "–" if tally.win_rate is None else f"{tally.won} ({tally.win_rate:.0%})"


class StatisticsScene(Screen):
    title = "Statistics"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        offered = games.playable()
        chosen = app.settings.game if app.settings.game in {g.id for g in offered} else None
        self.tiles = GameTiles(offered, chosen or offered[0].id, lambda _g: self._show())
        self._loaded: dict[str, Stats] = {}  # each game's figures, read when first shown
        self.back_button = Button(N_("Back"), self.back, primary=True, hotkey="Esc")
        self.view = Segmented(VIEWS, "figures", lambda _v: None)
        self._panels: list[pygame.Rect] = []
        self._games: dict[str, Background[list[history.GamePlayed]]] = {}  # read when charted
        # Per game: the reviews kept of games not counted here (read with its games).
        self._elsewhere: dict[str, int] = {}

    @property
    def stats(self) -> Stats:
        """The shown game's figures."""
        game_id = self.tiles.value
        if game_id not in self._loaded:
            self._loaded[game_id] = Stats.load(game_id)
        return self._loaded[game_id]

    def enter(self) -> None:
        super().enter()
        self._show()

    def _show(self) -> None:
        """The chosen game's figures, and what went wrong reading them."""
        if self.stats.notices:
            self.show_message(" ".join(self.stats.notices), error=True)
        else:
            self.dismiss_message()

    def controls(self) -> list[Any]:
        return ([self.tiles] if self.tiles.several else []) + [self.view, self.back_button]

    def games_played(self) -> list[history.GamePlayed] | None:
        """The shown game's games one by one, once read (asked for on a worker thread)."""
        game_id = self.tiles.value
        job = self._games.get(game_id)
        if job is None:
            stats = self.stats

            def read() -> list[history.GamePlayed]:
                self._elsewhere[game_id] = history.reviewed_elsewhere(stats)
                return history.games_played(stats)

            job = self._games[game_id] = Background(read, "odin-statistics")
        return (job.result or []) if job.done else None

    def next_wake(self) -> Wake | None:
        reading = self.view.value == "charts" and self.games_played() is None
        return soonest(super().next_wake(), Wake(POLL_SECONDS) if reading else None)

    def layout(self) -> None:
        w, h = self.size
        foot = h - self.px(56 + 4 + PROMPTS_ROOM)  # the pad's prompts fit below
        self.back_button.rect = pygame.Rect(0, foot, self.px(240), self.px(56))
        self.back_button.rect.centerx = w // 2
        self.view.rect = pygame.Rect(0, self.back_button.rect.y, self.px(300), self.px(56))
        self.view.rect.right = w - self.px(50)
        tiles_w = self.px(400) if self.tiles.several else 0
        self.tiles.rect = pygame.Rect(0, self.px(114), tiles_w, self.px(78))
        self.tiles.rect.centerx = w // 2
        self.tiles.gap = self.px(16)
        top, gap = self.px(210 if self.tiles.several else 150), self.px(28)
        width = min(self.px(540), (w - self.px(100) - gap) // 2)
        height = self.back_button.rect.top - self.px(30) - top
        left = (w - 2 * width - gap) // 2
        self._panels = [
            pygame.Rect(left, top, width, height),
            pygame.Rect(left + width + gap, top, width, height),
        ]

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        heading_y = self.px(58 if self.tiles.several else 70)
        rule = (w // 2, heading_y + self.px(38), self.px(300))
        self.titled(surface, _("Statistics"), heading_y, 48, rule)
        left, right = (self.mirror(panel) for panel in self._panels)  # RTL: bots on the right
        for panel in (left, right):
            panels.draw_panel(surface, panel, self.scale)
        if self.view.value == "charts":
            self._draw_charts(surface, left, right)
            return
        self._draw_vs_ai(surface, left)
        self._draw_other(surface, right)

    # ------------------------------------------------------------------ charts
    def _draw_charts(self, surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect) -> None:
        top = self.px(18)
        y_left = self._section(surface, left, left.y + top, _("Results over time"))
        y_right = self._section(surface, right, right.y + top, _("Accuracy of reviewed games"))
        played = self.games_played()
        if played is None:
            self._row(surface, left, y_left, [_("Reading your games…")], dim=True, weights=(1,))
            return
        rates, accuracy = history.win_rates(played), history.accuracies(played)
        count = len(played)
        if not count:
            note = _("Play a game against the bots to see it here.")
            self._row(surface, left, y_left, [note], dim=True, weights=(1,))
        else:
            sub = _("Share of games won so far, by level")
            y = self._row(surface, left, y_left, [sub], dim=True, weights=(1,))
            self._chart(surface, left, y, rates, count, line=True)
        if not any(accuracy.values()):
            note = _("Review a finished game from Replays to see your accuracy here.")
            if self._elsewhere.get(self.tiles.value):
                note = _(
                    "The games reviewed so far are not counted here: only your own games "
                    "against the bots are, not games between bots. Review one of yours from "
                    "Replays to see your accuracy here."
                )
            for line in labels.wrap(note, self.px(19), right.w - self.px(48))[:4]:
                y_right = self._row(surface, right, y_right, [line], dim=True, weights=(1,))
            return
        scores = [a for points in accuracy.values() for _x, a in points]
        mean = decimal(sum(scores) / len(scores), 0)
        sub = ngettext(
            "{count} game reviewed, {mean} on average",
            "{count} games reviewed, {mean} on average",
            len(scores),
        ).format(count=len(scores), mean=mean)
        y = self._row(surface, right, y_right, [sub], dim=True, weights=(1,))
        self._chart(surface, right, y, accuracy, count, line=False)

    def _chart(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        top: int,
        points: dict[str, list[tuple[int, float]]],
        count: int,
        line: bool,
    ) -> None:
        """A chart of ``points`` per level (0 to 100) under ``top``, its legend below it."""
        legend_h = self.px(30)
        bottom = panel.bottom - self.px(18) - legend_h - self.px(26)
        area = pygame.Rect(panel.x + self.px(20), top + self.px(6), panel.w - self.px(44), 0)
        area.h = max(self.px(40), bottom - area.y)
        levels = [level for level in LEVELS if points.get(level)]
        series = [Series(LEVEL_COLOURS[lv], points[lv], line) for lv in levels]
        draw_chart(
            surface,
            area,
            series,
            (0.5, count + 0.5),  # each game in the middle of its place: none on an edge
            (0, 25, 50, 75, 100),
            lambda v: f"{v:.0f}%" if line else f"{v:.0f}",
            self.scale,
        )
        axis = pygame.Rect(area.x, area.bottom + self.px(2), area.w, self.px(22))
        older, newer = _("older"), _("newer")
        start, end = ("right", "left") if is_rtl() else ("left", "right")  # time reads along
        size = self.px(14)
        labels.draw_text(surface, older, axis, size, theme.TEXT_DIM, align=start, mirror=False)
        labels.draw_text(surface, newer, axis, size, theme.TEXT_DIM, align=end, mirror=False)
        self._legend(surface, panel, axis.bottom + self.px(4), levels)

    def _legend(
        self, surface: pygame.Surface, panel: pygame.Rect, y: int, levels: list[str]
    ) -> None:
        """Each level's colour and name, in reading order."""
        size, x = self.px(16), panel.x + self.px(24)
        for level in levels:
            name = _level(level)
            width = text.text(name, size, theme.TEXT).get_width() + self.px(30)
            box = pygame.Rect(x, y, width, self.px(26))
            shown = self.mirror(box)
            swatch = pygame.Rect(0, 0, self.px(14), self.px(14))
            swatch.centery = shown.centery
            if is_rtl():
                swatch.right = shown.right
                label = pygame.Rect(shown.x, shown.y, shown.w - self.px(20), shown.h)
            else:
                swatch.x = shown.x
                label = pygame.Rect(shown.x + self.px(20), shown.y, shown.w - self.px(20), shown.h)
            pygame.draw.rect(surface, LEVEL_COLOURS[level], swatch, border_radius=self.px(3))
            labels.draw_text(surface, name, label, size, theme.TEXT)
            x += width + self.px(12)

    def _section(self, surface: pygame.Surface, panel: pygame.Rect, y: int, title: str) -> int:
        box = pygame.Rect(panel.x + self.px(24), y, panel.w - self.px(48), self.px(36))
        labels.draw_text(surface, title, box, self.px(24), theme.GOLD_RGB, role="title_bold")
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (box.x, box.bottom + 2), (box.right, box.bottom + 2)
        )
        return box.bottom + self.px(10)

    def _row(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        y: int,
        cells: list[str],
        dim: bool = False,
        weights: tuple[float, ...] = (0.36, 0.2, 0.24, 0.2),
    ) -> int:
        x, inner = panel.x + self.px(24), panel.w - self.px(48)
        colour = theme.TEXT_DIM if dim else theme.TEXT
        for i, (cell, weight) in enumerate(zip(cells, weights, strict=False)):
            box = pygame.Rect(x, y, int(inner * weight), self.px(30))
            align = "left" if i == 0 else "right"
            if is_rtl():  # columns run from the right; "left" already means the reading start
                box.x = 2 * panel.x + panel.w - box.right
                align = "left" if i == 0 else "center"
            labels.draw_text(surface, cell, box, self.px(19), colour, bold=i > 0, align=align)
            x += box.w
        return y + self.px(32)

    def _draw_vs_ai(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        stats = self.stats
        total = stats.modes[VS_AI]
        y = self._section(surface, panel, panel.y + self.px(18), _("Against the bots"))
        y = self._row(surface, panel, y, ["", _("Played"), _("Won"), _("Avg pts")], dim=True)
        y = self._row(
            surface, panel, y, [_("All levels"), str(total.played), _rate(total), _average(total)]
        )
        for level in LEVELS:
            tally = stats.levels.get(level)
            if tally is None or not tally.played:
                continue
            cells = [_level(level), str(tally.played), _rate(tally), _average(tally)]
            y = self._row(surface, panel, y, cells)
        y += self.px(16)
        y = self._section(surface, panel, y, _("Streaks"))
        y = self._row(
            surface, panel, y, [_("Wins in a row now"), str(stats.streak)], weights=(0.8, 0.2)
        )
        self._row(surface, panel, y, [_("Longest"), str(stats.best_streak)], weights=(0.8, 0.2))

    def _draw_other(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        stats = self.stats
        y = self._section(surface, panel, panel.y + self.px(18), _("Best game"))
        best = stats.best
        if best is None:
            y = self._row(
                surface, panel, y, [_("Win a game against the bots")], dim=True, weights=(1,)
            )
        else:
            level = _level(str(best.get("level", "")))
            points, margin = best["points"], _whole(best.get("margin"))
            seats = _whole(best.get("players"))  # 0: a file without it shows "?"
            y = self._row(
                surface,
                panel,
                y,
                [
                    ngettext("Won with {points} point", "Won with {points} points", points).format(
                        points=points
                    ),
                    ngettext("{margin} point ahead", "{margin} points ahead", margin).format(
                        margin=margin
                    ),
                ],
                weights=(0.6, 0.4),
            )
            detail = ngettext(
                "{players} player · {level} · {date}", "{players} players · {level} · {date}", seats
            ).format(players=seats or "?", level=level, date=best.get("date", ""))
            y = self._row(surface, panel, y, [detail], dim=True, weights=(1,))
        y += self.px(16)
        hot = stats.modes[HOT_SEAT]
        y = self._section(surface, panel, y, _("Hot-seat"))
        y = self._row(surface, panel, y, [_("Games played"), str(hot.played)], weights=(0.8, 0.2))
        # Every human of a hot-seat game counts in its average: say so, it is no one's own.
        y = self._row(
            surface, panel, y, [_("Avg pts per player"), _average(hot)], weights=(0.8, 0.2)
        )
        leaders = sorted(stats.names.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
        for name, wins in leaders:
            y = self._row(
                surface,
                panel,
                y,
                [name, ngettext("{count} win", "{count} wins", wins).format(count=wins)],
                weights=(0.7, 0.3),
            )
        if not stats.modes[VS_AI].played and not hot.played:
            note = _("Every game you play to the end is counted here.")
            y = self._row(surface, panel, y + self.px(10), [note], dim=True, weights=(1,))
            # The guided hand is practice: neither counted nor kept (its tests say so).
            note = _("Learn by playing is practice: it is not counted.")
            self._row(surface, panel, y, [note], dim=True, weights=(1,))
        # Under the right panel's rows (the left one may be full of levels).
        if self.tiles.chosen.lower_wins:
            legend = _("Avg pts: points per game; the fewest win.")
        else:
            legend = _("Avg pts: points per game; the most win.")
        bottom = panel.bottom - self.px(14) - self.px(32)
        self._row(surface, panel, bottom, [legend], dim=True, weights=(1,))
