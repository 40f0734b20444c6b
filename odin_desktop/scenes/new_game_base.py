"""What every game's New game screen shares: one row per seat (its badge, the player's name,
who plays there: a human, a bot level or an external bot with its command), default names
that follow the choices, a panel of options under a rule, and Back and Start, with a problem
told between them. Start builds the game's setup (`build_setup`) and replaces this screen
with the table, so leaving the game later returns to the main menu.

A game's screen (`scenes/<game>/new_game.py`) adds its own options and lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop.ai.specs import PLAYABLE_LEVELS, parse_spec
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import LEVEL_NAMES, YOU
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen, play_sound
from odin_desktop.session.setup import BOT_NAMES, HUMAN, SeatSetup
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui.option_pickers import Cycle
from odin_desktop.ui.text_field import TextInput
from odin_desktop.ui.widgets import Button

EXTERNAL = "cmd"
KINDS: list[tuple[str, str]] = [
    (HUMAN, N_("Human")),
    *((level, LEVEL_NAMES[level]) for level in PLAYABLE_LEVELS),
    (EXTERNAL, N_("External bot…")),
]  # labels, descriptions and captions here are msgids, translated when drawn
# What each kind is, beside its name: the levels' Viking ranks say nothing by themselves.
ABOUT_KIND: dict[str, str] = {
    HUMAN: N_("A person at this computer."),
    "easy": N_("Computer: still learning the game."),
    "normal": N_("Computer: plays a sound, sensible game."),
    "hard": N_("Computer: thinks a few moves ahead."),
    "expert": N_("Computer: the strongest, weighs every card."),
}
NAME_LENGTH = 16
COMMAND_LENGTH = 200


@dataclass
class SeatRow:
    """One seat's controls; `name_edited` keeps a typed name when the kind changes."""

    index: int
    name: TextInput
    kind: Cycle[str]
    command: TextInput
    name_edited: bool = False

    @property
    def is_external(self) -> bool:
        return self.kind.value == EXTERNAL


class NewGameBase(Screen):
    """Seats and the buttons; a game's screen gives `seat_count`, `build_setup`, its options'
    controls (`option_controls`) and `layout`, calling `lay_out_seats` and `lay_out_buttons`."""

    def __init__(self, app: Host, max_seats: int) -> None:
        super().__init__(app)
        self.rows = [self._make_row(i) for i in range(max_seats)]
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
        self.start_button = Button(N_("Start"), self.start, primary=True)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []  # option labels, left to right
        self.captions_y = 0
        self.rule_y = 0
        self.badges: list[pygame.Rect] = []

    # ------------------------------------------------------------------ to give
    @property
    def seat_count(self) -> int:
        return len(self.rows)

    def build_setup(self) -> Any:
        """The game these choices describe; ValueError says what to fix."""
        raise NotImplementedError

    def option_controls(self) -> list[Any]:
        """The game's own controls, in focus order after the seats."""
        return []

    # ------------------------------------------------------------------ seats
    def _make_row(self, i: int) -> SeatRow:
        kind = HUMAN if i == 0 else "normal"
        row = SeatRow(
            i,
            TextInput("", lambda _t: None, NAME_LENGTH, placeholder=N_("Name")),
            Cycle(KINDS, kind, lambda _k: None),
            TextInput(
                "", lambda _t: None, COMMAND_LENGTH, placeholder=N_("Command, e.g. python3 bot.py")
            ),
        )
        row.name.on_change = lambda _t: self._name_typed(row)
        row.kind.on_change = lambda _k: self.seats_changed()
        return row

    @property
    def seats(self) -> list[SeatRow]:
        return self.rows[: self.seat_count]

    def default_name(self, row: SeatRow) -> str:
        """ "You" when one human plays; "Player N" in hot-seat; bots get Viking names."""
        if row.kind.value == HUMAN:
            humans = sum(r.kind.value == HUMAN for r in self.seats)
            return _(YOU) if humans == 1 else _("Player {number}").format(number=row.index + 1)
        return BOT_NAMES[(row.index - 1) % len(BOT_NAMES)]

    def name_defaults(self) -> None:
        for row in self.rows:
            if not row.name_edited:
                row.name.text = self.default_name(row)
                row.name.caret = len(row.name.text)

    def _name_typed(self, row: SeatRow) -> None:
        row.name_edited = bool(row.name.text.strip())

    def seats_changed(self) -> None:
        """A kind or the number of seats changed: names follow, and the layout."""
        self.name_defaults()
        self.refresh()

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        """Who sits where; ValueError when an external bot has no command."""
        seats = []
        for row in self.seats:
            name = row.name.text.strip() or self.default_name(row)
            kind = row.kind.value
            if kind == EXTERNAL:
                command = row.command.text.strip()
                if not command:
                    raise ValueError(
                        _("Seat {number} needs the command of its bot.").format(
                            number=row.index + 1
                        )
                    )
                kind = f"cmd:{command}"
                parse_spec(kind, {})  # an external bot's spec needs no level budgets
            seats.append(SeatSetup(name, kind))
        return tuple(seats)

    # ------------------------------------------------------------------ the result
    def start(self) -> None:
        try:
            setup = self.build_setup()
        except ValueError as error:
            self.show_message(str(error), error=True)
            return
        play_sound(self.app, "deal")
        problem = self.app.nav.open_table(setup, replace=True)
        if problem:
            self.show_message(problem, error=True)

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        items: list[Any] = []
        for row in self.seats:
            items += [row.name, row.kind] + ([row.command] if row.is_external else [])
        return [*items, *self.option_controls(), self.back_button, self.start_button]

    def lay_out_seats(self, inner: pygame.Rect, top: int, rh: int, pitch: int, lead: int) -> None:
        """One row per seat from ``top``, ``rh`` high every ``pitch`` px: badge | ``lead`` px
        in all | name | kind | what the kind is (or the bot's command)."""
        px = self.px
        self.badges = []
        for row in self.rows:
            hidden = row not in self.seats
            y = top + row.index * pitch
            row.name.rect = pygame.Rect(inner.x + lead, y, px(230), rh)
            row.kind.rect = pygame.Rect(row.name.rect.right + px(14), y, px(220), rh)
            row.command.rect = pygame.Rect(row.kind.rect.right + px(14), y, 0, rh)
            row.command.rect.width = inner.right - row.command.rect.x
            self.badges.append(pygame.Rect(inner.x, y, rh, rh))
            if hidden or not row.is_external:
                row.command.rect.width = 0
            if hidden:
                row.name.rect.width = row.kind.rect.width = 0

    def lay_out_buttons(self) -> None:
        """Back and Start under the panel."""
        bw, bh = self.px(220), self.px(56)
        by = min(self.panel.bottom + self.px(22), self.size[1] - bh - self.px(12))
        self.back_button.rect = pygame.Rect(self.panel.x, by, bw, bh)
        self.start_button.rect = pygame.Rect(self.panel.right - bw, by, bw, bh)

    def banner_rect(self) -> pygame.Rect:
        """Between Back and Start, next to the button that raised the problem."""
        gap = self.px(20)
        left, right = self.back_button.rect, self.start_button.rect
        rect = pygame.Rect(left.right + gap, left.y, right.x - left.right - 2 * gap, left.h)
        if self.banner is not None:  # a long message grows upwards from the buttons' row
            rect.h = max(rect.h, self.banner.height_for(rect.w, self.scale))
            rect.bottom = left.bottom
        return rect

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        """The heading, the panel with its labels, the seats' captions, the rule above the
        options, and each seat's badge and what its kind is."""
        px = self.px
        self.titled(surface, _("New game"), px(52), 46, (self.size[0] // 2, px(86), px(320)))
        panels.draw_panel(surface, self.panel, self.scale)
        for text, box in self.labels:
            labels.draw_text(surface, _(text), self.mirror(box), px(20), theme.TEXT, bold=True)
        first = self.seats[0]
        for text, control in ((_("Name"), first.name), (_("Player"), first.kind)):
            # Control rects are mirrored already; the caption sits over their reading start.
            box = pygame.Rect(
                control.rect.x + px(4), self.captions_y, control.rect.w - px(8), px(22)
            )
            labels.draw_text(surface, text, box, px(15), theme.TEXT_DIM)
        rule_x = self.panel.x + px(28)
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            (rule_x, self.rule_y),
            (self.panel.right - px(28), self.rule_y),
        )
        for row, badge in zip(self.seats, self.badges, strict=False):
            self.draw_badge(surface, row, self.mirror(badge))
            if not row.is_external:
                kind = self.mirror(row.kind.rect)  # back to the left-to-right layout
                detail = pygame.Rect(kind.right + px(14), badge.y, 0, badge.h)
                detail.width = self.panel.right - px(28) - detail.x
                about = ABOUT_KIND.get(row.kind.value, "")
                labels.draw_text(surface, _(about), self.mirror(detail), px(17), theme.TEXT_DIM)

    def draw_badge(self, surface: pygame.Surface, row: SeatRow, badge: pygame.Rect) -> None:
        """The seat's number in a disc: gold for a person, dark for a bot."""
        human = row.kind.value == HUMAN
        fill = theme.GOLD_RGB if human else theme.BUTTON
        pygame.draw.circle(surface, fill, badge.center, badge.h // 2)
        pygame.draw.circle(surface, theme.GOLD_RGB, badge.center, badge.h // 2, max(1, self.px(2)))
        colour = theme.BUTTON_PRIMARY_TEXT if human else theme.GOLD_RGB
        labels.draw_text(
            surface, str(row.index + 1), badge, self.px(20), colour, bold=True, align="center"
        )

    def draw_note(self, surface: pygame.Surface, text: str, box: pygame.Rect) -> None:
        """A dim line beside an option (``box`` as laid out, left to right)."""
        labels.draw_text(surface, text, self.mirror(box), self.px(17), theme.TEXT_DIM)
