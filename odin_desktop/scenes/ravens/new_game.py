"""Odin's Ravens' New game: the two seats (Hugin's player flies the top path, Munin's the
bottom one), each a human, a bot or an external bot, with their names; the points to play to
(12, or a number of your own); and who takes the first turn (by lot, or a chosen seat). The
seats, Back and Start are every game's (`scenes.new_game_base`)."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.engine.ravens.game import DEFAULT_TARGET
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.new_game_base import NewGameBase, SeatRow
from odin_desktop.scenes.ravens import art
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.ui import labels, theme
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.stepper import Stepper

SEATS = 2
RAVENS = (N_("Hugin"), N_("Munin"))  # seat 0 flies the top path, seat 1 the bottom one
TARGETS: list[tuple[str, str]] = [
    (str(DEFAULT_TARGET), N_("12 points")),
    ("custom", N_("Custom")),
]
FIRST: list[tuple[int | None, str]] = [
    (None, N_("By lot")),
    (0, RAVENS[0]),
    (1, RAVENS[1]),
]
CUSTOM_RANGE = (1, 60)  # 1: a single race (every race scores at least a point)
CUSTOM_START = DEFAULT_TARGET  # Custom starts where the preset beside it stands, not elsewhere


def points(value: int) -> str:
    return ngettext("{count} point", "{count} points", value).format(count=value)


class RavensNewGameScene(NewGameBase):
    def __init__(self, app: Host) -> None:
        super().__init__(app, SEATS)
        self.target = Segmented(TARGETS, str(DEFAULT_TARGET), lambda _v: self.refresh())
        self.custom = Stepper(CUSTOM_START, *CUSTOM_RANGE, lambda _v: None, fmt=points)
        self.first = Segmented(FIRST, None, lambda _v: None)
        self.raven_names: list[pygame.Rect] = []  # beside each seat's raven
        self.first_note = pygame.Rect(0, 0, 0, 0)  # beside who starts
        self.name_defaults()

    # ------------------------------------------------------------------ the result
    def build_setup(self) -> RavensSetup:
        first, second = self.seat_setups()
        custom = self.target.value == "custom"
        target = self.custom.value if custom else int(self.target.value)
        return RavensSetup((first, second), target=target, first=self.first.value)

    # ------------------------------------------------------------------ layout
    def option_controls(self) -> list[Any]:
        custom = [self.custom] if self.target.value == "custom" else []
        return [self.target, *custom, self.first]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        rh, row_gap = px(44), px(14)
        width = min(w - px(48), px(1060))
        height = px(40) + px(28) + SEATS * (rh + row_gap) + px(36) + 2 * rh + px(16)
        top = max(px(110), (h - height - px(78)) // 2)
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        inner = self.panel.inflate(-px(56), -px(40))
        self.captions_y = inner.y
        # Each seat: its raven, the raven's name, then the name and kind fields.
        lead = rh + px(10) + px(96) + px(10)
        self.lay_out_seats(inner, self.captions_y + px(28), rh, rh + row_gap, lead)
        self.raven_names = [
            pygame.Rect(badge.right + px(10), badge.y, px(96), badge.h) for badge in self.badges
        ]
        label_w = px(200)
        field_x = inner.x + label_w
        y = inner.bottom - 2 * rh - px(16)
        self.rule_y = y - px(18)
        self.labels = [(N_("Game length"), pygame.Rect(inner.x, y, label_w, rh))]
        self.target.rect = pygame.Rect(field_x, y, px(300), rh)
        custom = self.target.value == "custom"
        custom_w = px(240) if custom else 0
        self.custom.rect = pygame.Rect(self.target.rect.right + px(14), y, custom_w, rh)
        y += rh + px(16)
        self.labels.append((N_("First turn"), pygame.Rect(inner.x, y, label_w, rh)))
        self.first.rect = pygame.Rect(field_x, y, px(380), rh)
        note_x = self.first.rect.right + px(18)
        self.first_note = pygame.Rect(note_x, y, inner.right - note_x, rh)
        self.lay_out_buttons()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        for row, box in zip(self.seats, self.raven_names, strict=True):
            labels.draw_text(
                surface,
                _(RAVENS[row.index]),
                self.mirror(box),
                self.px(22),
                theme.GOLD_RGB,
                bold=True,
                role="title_bold",
            )
        later = _("Later races: the player with fewer points.")
        self.draw_note(surface, later, self.first_note)

    def draw_badge(self, surface: pygame.Surface, row: SeatRow, badge: pygame.Rect) -> None:
        """The seat's raven, as on the table (Hugin round and gold, Munin a silver shield)."""
        piece = art.raven(row.index, badge.h)
        surface.blit(piece, piece.get_rect(center=badge.center))
