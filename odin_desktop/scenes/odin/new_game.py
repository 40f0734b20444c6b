"""New game: who plays (2 to 6 seats, each a human or a bot), their names, how long the game
runs, and the two-player variant. Start replaces this screen with the table, so leaving the
game later returns to the main menu."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop.ai.odin.levels import parse_spec
from odin_desktop.ai.specs import PLAYABLE_LEVELS
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import LEVEL_NAMES, YOU, points
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen, play_sound
from odin_desktop.session.odin.setup import GameSetup
from odin_desktop.session.setup import BOT_NAMES, HUMAN, SeatSetup
from odin_desktop.ui import controls, theme
from odin_desktop.ui.controls import Cycle, Segmented, Stepper, TextInput, Toggle
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
TARGETS: list[tuple[str, str]] = [
    ("10", N_("10 points")),
    ("15", N_("15 points")),
    ("20", N_("20 points")),
    ("custom", N_("Custom")),
    ("single", N_("Single hand")),
]
PLAYER_COUNTS: list[tuple[int, str]] = [(n, str(n)) for n in range(2, 7)]
MAX_SEATS = 6
NAME_LENGTH = 16
COMMAND_LENGTH = 200
CUSTOM_RANGE = (5, 100)


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


class NewGameScene(Screen):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.players = Segmented(PLAYER_COUNTS, 4, lambda _n: self._players_changed())
        self.rows = [self._make_row(i) for i in range(MAX_SEATS)]
        self.target = Segmented(TARGETS, "15", lambda _v: self.refresh())
        self.custom = Stepper(25, *CUSTOM_RANGE, lambda _v: None, fmt=lambda v: points(int(v)))
        self.variant = Toggle(True, lambda _v: None)
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
        self.start_button = Button(N_("Start"), self.start, primary=True)
        self._name_defaults()

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
        row.name.on_change = lambda _t, r=row: self._name_typed(r)
        row.kind.on_change = lambda _k: self._kind_changed()
        return row

    @property
    def seats(self) -> list[SeatRow]:
        return self.rows[: self.players.value]

    def default_name(self, row: SeatRow) -> str:
        """ "You" when one human plays; "Player N" in hot-seat; bots get Viking names."""
        if row.kind.value == HUMAN:
            humans = sum(r.kind.value == HUMAN for r in self.seats)
            return _(YOU) if humans == 1 else _("Player {number}").format(number=row.index + 1)
        return BOT_NAMES[(row.index - 1) % len(BOT_NAMES)]

    def _name_defaults(self) -> None:
        for row in self.rows:
            if not row.name_edited:
                row.name.text = self.default_name(row)
                row.name.caret = len(row.name.text)

    def _name_typed(self, row: SeatRow) -> None:
        row.name_edited = bool(row.name.text.strip())

    def _kind_changed(self) -> None:
        self._name_defaults()
        self.refresh()

    def _players_changed(self) -> None:
        self._name_defaults()
        self.refresh()

    # ------------------------------------------------------------------ the result
    def build_setup(self) -> GameSetup:
        """The game these choices describe; ValueError says what to fix."""
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
                parse_spec(kind)
            seats.append(SeatSetup(name, kind))
        choice = self.target.value
        single = choice == "single"
        numbers = {"custom": self.custom.value, "single": 15}  # single hand: target unused
        target = numbers[choice] if choice in numbers else int(choice)
        variant = self.variant.value if len(seats) == 2 else True
        return GameSetup(
            tuple(seats), target=target, single_hand=single, two_player_variant=variant
        )

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
        items: list[Any] = [self.players]
        for row in self.seats:
            items += [row.name, row.kind] + ([row.command] if row.is_external else [])
        items.append(self.target)
        if self.target.value == "custom":
            items.append(self.custom)
        if self.players.value == 2:
            items.append(self.variant)
        return [*items, self.back_button, self.start_button]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        rh, row_gap = px(44), px(10)
        width = min(w - px(48), px(1000))
        # Tall enough for six seats, so the options below never move as seats come and go.
        height = px(40) + rh + px(50) + MAX_SEATS * (rh + row_gap) + px(22) + 2 * rh + px(14)
        self.panel = pygame.Rect((w - width) // 2, px(100), width, height)
        inner = self.panel.inflate(-px(56), -px(40))
        label_w = px(200)
        field_x = inner.x + label_w
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.labels.append((N_("Players"), pygame.Rect(inner.x, inner.y, label_w, rh)))
        self.players.rect = pygame.Rect(field_x, inner.y, px(300), rh)
        self.captions_y = inner.y + rh + px(26)
        self._layout_seats(inner, self.captions_y + px(24), rh + row_gap)
        # The options sit at the bottom of the panel, under a rule.
        y = inner.bottom - 2 * rh - px(14)
        self.rule_y = y - px(12)
        self.labels.append((N_("Game length"), pygame.Rect(inner.x, y, label_w, rh)))
        self.target.rect = pygame.Rect(field_x, y, px(560), rh)
        custom = self.target.value == "custom"
        self.custom.rect = pygame.Rect(self.target.rect.right + px(14), y, 0, rh)
        self.custom.rect.width = inner.right - self.custom.rect.x if custom else 0
        y += rh + px(14)
        self.variant_note = pygame.Rect(field_x + px(102), y, inner.right - field_x - px(102), rh)
        if self.players.value == 2:
            self.labels.append((N_("Two-player variant"), pygame.Rect(inner.x, y, label_w, rh)))
            self.variant.rect = pygame.Rect(field_x, y + px(6), px(84), rh - px(12))
        else:
            self.variant.rect = pygame.Rect(0, 0, 0, 0)
        bw, bh = px(220), px(56)
        by = min(self.panel.bottom + px(22), h - bh - px(12))
        self.back_button.rect = pygame.Rect(self.panel.x, by, bw, bh)
        self.start_button.rect = pygame.Rect(self.panel.right - bw, by, bw, bh)

    def _layout_seats(self, inner: pygame.Rect, top: int, pitch: int) -> None:
        """One row per seat: number | name | kind | what the kind is (or the bot's command)."""
        px = self.px
        rh = pitch - px(10)
        self.badges: list[pygame.Rect] = []
        for row in self.rows:
            hidden = row not in self.seats
            y = top + row.index * pitch
            row.name.rect = pygame.Rect(inner.x + rh + px(16), y, px(230), rh)
            row.kind.rect = pygame.Rect(row.name.rect.right + px(14), y, px(220), rh)
            row.command.rect = pygame.Rect(row.kind.rect.right + px(14), y, 0, rh)
            row.command.rect.width = inner.right - row.command.rect.x
            self.badges.append(pygame.Rect(inner.x, y, rh, rh))
            if hidden or not row.is_external:
                row.command.rect.width = 0
            if hidden:
                row.name.rect.width = row.kind.rect.width = 0

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
        px = self.px
        self.heading(surface, _("New game"), px(52), 46)
        self.ornament(surface, (self.size[0] // 2, px(86)), px(320))
        controls.draw_panel(surface, self.panel, self.scale)
        label_size = px(20)
        for text, box in self.labels:
            controls.draw_text(
                surface, _(text), self.mirror(box), label_size, theme.TEXT, bold=True
            )
        first = self.seats[0]
        for text, control in ((_("Name"), first.name), (_("Player"), first.kind)):
            # Control rects are mirrored already; the caption sits over their reading start.
            box = pygame.Rect(
                control.rect.x + px(4), self.captions_y, control.rect.w - px(8), px(22)
            )
            controls.draw_text(surface, text, box, px(15), theme.TEXT_DIM)
        rule_x = self.panel.x + px(28)
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            (rule_x, self.rule_y),
            (self.panel.right - px(28), self.rule_y),
        )
        for row, badge in zip(self.seats, self.badges, strict=False):
            self._draw_badge(surface, row, self.mirror(badge))
            if not row.is_external:
                kind = self.mirror(row.kind.rect)  # back to the left-to-right layout
                detail = pygame.Rect(kind.right + px(14), badge.y, 0, badge.h)
                detail.width = self.panel.right - px(28) - detail.x
                about = ABOUT_KIND.get(row.kind.value, "")
                controls.draw_text(surface, _(about), self.mirror(detail), px(17), theme.TEXT_DIM)
        if self.players.value == 2:
            note = _("36 cards: two colours are set aside at random.")
            box = self.mirror(self.variant_note)
            controls.draw_text(surface, note, box, px(17), theme.TEXT_DIM)

    def _draw_badge(self, surface: pygame.Surface, row: SeatRow, badge: pygame.Rect) -> None:
        human = row.kind.value == HUMAN
        fill = theme.GOLD_RGB if human else theme.BUTTON
        pygame.draw.circle(surface, fill, badge.center, badge.h // 2)
        pygame.draw.circle(surface, theme.GOLD_RGB, badge.center, badge.h // 2, max(1, self.px(2)))
        colour = theme.BUTTON_PRIMARY_TEXT if human else theme.GOLD_RGB
        controls.draw_text(
            surface, str(row.index + 1), badge, self.px(20), colour, bold=True, align="center"
        )
