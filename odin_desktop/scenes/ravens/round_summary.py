"""The end of a race: who reached the end of their path, and the points counted up before the
player's eyes — one for every space ahead of the other raven, three for the longer Magic Way
row — then the totals and the way on (the next race, or the end of the game)."""

from __future__ import annotations

import pygame

from odin_desktop.engine.ravens.game import FEWER_POINTS
from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import is_you, points, target, target_reached
from odin_desktop.scenes.base import NEXT_FRAME, Wake
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.round_summary import RoundSummaryScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.ui import panels, theme
from odin_desktop.ui.text import fitted, text, wrapped

AUTOPLAY_SECONDS = 4.0  # the demo moves on by itself
COUNT_STEP = 0.22  # seconds per point counted
MAGIC_BONUS = 3


class RaceSummaryScene(RoundSummaryScene[RavensController]):
    NEXT_ROUND = N_("Next race")

    def snapshot(self, controller: RavensController) -> None:
        game = controller.game
        race = game.race
        assert race is not None and race.points is not None and race.winner is not None
        self.winner = race.winner
        self.index = race.index
        self.positions = tuple(race.positions)
        self.magic = tuple(race.magic_sizes)
        self.points = race.points
        self.totals = tuple(game.totals)
        self.target = game.target
        self.game_over = game.over
        self.next_starter = None if game.over else game.next_starter()
        self.clock = 0.0
        # each counted line's words and points, where the last frame drew them
        self.rows: list[tuple[pygame.Rect, pygame.Rect]] = []
        self.counted = 0  # points counted so far (their sounds played)
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def ahead(self) -> int:
        return self.positions[self.winner] - self.positions[1 - self.winner]

    @property
    def bonus_seat(self) -> int | None:
        a, b = self.magic
        return None if a == b else (0 if a > b else 1)

    @property
    def to_count(self) -> int:
        return self.ahead + (MAGIC_BONUS if self.bonus_seat is not None else 0)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = theme.layout_scale((w, h))
        self.panel = pygame.Rect(0, 0, min(w - round(40 * scale), round(820 * scale)), 0)
        self.panel.height = round(600 * scale)
        self.panel.center = (w // 2, h // 2)
        self.button.rect = pygame.Rect(0, 0, int(260 * scale), int(56 * scale))
        self.button.rect.midbottom = (w // 2, self.panel.bottom - round(24 * scale))

    def update(self, dt: float) -> None:
        self.clock += dt
        counted = min(self.to_count, int(max(0.0, self.clock - 0.6) / COUNT_STEP))
        while self.counted < counted:
            self.counted += 1
            self.app.play_sound("ravens/score")
        if self.app.autoplay and self.clock > AUTOPLAY_SECONDS:
            self._continue()

    @property
    def counted_at(self) -> float:
        """When the last point has been counted (the clock `update` counts by)."""
        return 0.6 + self.to_count * COUNT_STEP

    def next_wake(self) -> Wake | None:
        """Every frame while the points are counted up; then only the demo's move on."""
        if self.clock < self.counted_at:
            return NEXT_FRAME
        if not self.app.autoplay:
            return None
        return Wake(max(0.0, AUTOPLAY_SECONDS - self.clock))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = theme.layout_scale((w, h))

        def px(value: float) -> int:
            return max(1, round(value * scale))

        panels.veil(surface, (8, 16, 20, 150))
        panel = self.panel
        panels.draw_panel(surface, panel, scale, alpha=240)
        names = self.controller.names
        who = names[self.winner]
        headline = _("You win race {number}!") if is_you(who) else _("{name} wins race {number}!")
        title = fitted(
            headline.format(name=who, number=self.index + 1),
            theme.scaled(40, scale),
            theme.GOLD_RGB,
            panel.w - px(40),
            role="title_bold",
        )
        surface.blit(title, title.get_rect(midtop=(w // 2, panel.y + px(22))))
        raven = art.raven(self.winner, px(70))
        surface.blit(raven, raven.get_rect(midtop=(w // 2, panel.y + px(22) + title.get_height())))
        y = panel.y + px(170)
        size = theme.scaled(21, scale)
        counted = self.counted
        ahead_counted = min(counted, self.ahead)
        # (what is counted, the seat it goes to (None: nobody), points shown so far, in all)
        lines: list[tuple[str, int | None, int, int]] = [
            (
                ngettext(
                    "{count} space ahead of the other raven",
                    "{count} spaces ahead of the other raven",
                    self.ahead,
                ).format(count=self.ahead),
                self.winner,
                ahead_counted,
                self.ahead,
            )
        ]
        bonus = self.bonus_seat
        magic_line = self.magic_line()
        bonus_counted = max(0, counted - self.ahead)
        lines.append((magic_line, bonus, bonus_counted, MAGIC_BONUS if bonus is not None else 0))
        rtl = is_rtl()  # right to left the rows read from the right: words there, points left

        def lead(surf: pygame.Surface, inset: int, top: int) -> pygame.Rect:
            place = (
                {"topright": (panel.right - inset, top)}
                if rtl
                else {"topleft": (panel.x + inset, top)}
            )
            return surface.blit(surf, surf.get_rect(**place))

        def trail(surf: pygame.Surface, top: int) -> pygame.Rect:
            edge = px(40)
            place = (
                {"topleft": (panel.x + edge, top)}
                if rtl
                else {"topright": (panel.right - edge, top)}
            )
            return surface.blit(surf, surf.get_rect(**place))

        inner = panel.w - px(80)
        self.rows = []
        for words, seat, shown, full in lines:
            # the points (with a whole name) first; the words take what is left of the row
            if seat is None:
                note = fitted(_("a tie: no bonus"), size, theme.TEXT_DIM, inner * 2 // 5)
            else:
                colour = theme.GOLD_RGB if shown == full else theme.TEXT
                gain = _("+{points} {name}").format(points=shown, name=names[seat])
                note = fitted(gain, size, colour, inner * 2 // 5, True)
            points_at = trail(note, y)
            room = inner - note.get_width() - px(24)
            said = text(words, size, theme.TEXT)
            if said.get_width() <= room:
                drawn = lead(said, px(40), y)
            else:  # two smaller lines, centred on the row, rather than one tiny one
                smaller = size * 17 // 20
                two = wrapped(words, smaller, theme.TEXT, room, lines=2)
                while sum(line.get_height() for line in two) > px(60) and smaller > 9:
                    smaller -= 1  # scripts with tall lines: both within the row
                    two = wrapped(words, smaller, theme.TEXT, room, lines=2)
                top = y + (said.get_height() - sum(line.get_height() for line in two)) // 2
                drawn = lead(two[0], px(40), top)
                for line in two[1:]:
                    drawn = drawn.union(lead(line, px(40), drawn.bottom))
                y += px(8)  # and a little more room below it
            self.rows.append((drawn, points_at))
            y += px(52)
        self._draw_target_rule(surface, y, scale)
        y += px(20)
        finished = counted >= self.to_count
        for seat, name in enumerate(names):
            gained = self.points[seat]
            before = self.totals[seat] - gained
            total = self.totals[seat] if finished else before + self._shown_gain(seat)
            label = fitted(name, size, theme.TEXT, panel.w // 2, bold=True)
            icon = art.raven(seat, px(34))
            lead(icon, px(40), y - px(4))
            lead(label, px(86), y)
            score = text(
                points(total),  # the target stands once, on the rule above ("23 of 12" read ill)
                theme.scaled(26, scale),
                theme.GOLD_RGB,
                True,
            )
            trail(score, y - px(4))
            y += px(48)
        if finished and self.note:  # the guided race's last word, instead of what is next
            size = theme.scaled(18, scale)
            last_word = wrapped(_(self.note), size, theme.GOLD_RGB, panel.w - px(80), lines=4)
            y += px(6)
            for line in last_word:
                surface.blit(line, line.get_rect(midtop=(w // 2, y)))
                y += line.get_height()
        elif finished:
            notes = [(target_reached(self.target), theme.TEXT_DIM)]
            if self.next_starter is not None:
                notes = [
                    (starter_words(*self.next_starter, names), theme.TEXT),
                    (
                        _("The next race starts with a new row and a new Magic Way card"),
                        theme.TEXT_DIM,
                    ),
                ]
            for closing, colour in notes:
                said = fitted(closing, theme.scaled(18, scale), colour, panel.w - px(40))
                surface.blit(said, said.get_rect(midtop=(w // 2, y + px(6))))
                y += said.get_height() + px(4)
        self.button.draw(surface, scale)

    def _draw_target_rule(self, surface: pygame.Surface, y: int, scale: float) -> None:
        """The rule between the points counted and the totals, the target written on it."""
        panel = self.panel
        label = text(target(self.target), theme.scaled(17, scale), theme.TEXT_DIM)
        middle = label.get_rect(center=(panel.centerx, y))
        gap = theme.scaled(12, scale)
        ends = (panel.x + theme.scaled(40, scale), panel.right - theme.scaled(40, scale))
        for start, end in ((ends[0], middle.x - gap), (middle.right + gap, ends[1])):
            pygame.draw.line(surface, theme.PANEL_EDGE, (start, y), (end, y), 2)
        surface.blit(label, middle)

    def magic_line(self) -> str:
        """Both Magic Way rows, each with whose it is (the bonus beside it names only one)."""
        names = self.controller.names
        line = _("Cards on the Magic Way: {first} ({first_name}) against {second} ({second_name})")
        return line.format(
            first=self.magic[0], first_name=names[0], second=self.magic[1], second_name=names[1]
        )

    def _shown_gain(self, seat: int) -> int:
        """The points of ``seat`` counted so far."""
        counted = self.counted
        gain = min(counted, self.ahead) if seat == self.winner else 0
        if self.bonus_seat == seat:
            gain += max(0, counted - self.ahead)
        return gain


def starter_words(seat: int, why: str, names: list[str]) -> str:
    """Who starts the next race, and why (the engine's `next_starter`)."""
    name = names[seat]
    you = is_you(name)
    if why == FEWER_POINTS:
        if you:
            return _("You start the next race: you have fewer points")
        return _("{name} starts the next race, having fewer points").format(name=name)
    if you:
        return _("You start the next race: the points are equal, and you won this race")
    return _("{name} starts the next race: the points are equal, and {name} won this race").format(
        name=name
    )
