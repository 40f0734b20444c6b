"""ODIN's New game: who plays (2 to 6 seats, each a human or a bot), their names, how long the
game runs, and the two-player variant. The seats, Back and Start are every game's
(`scenes.new_game_base`)."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import points
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.new_game_base import NewGameBase
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.stepper import Stepper
from odin_desktop.ui.switch import Toggle

TARGETS: list[tuple[str, str]] = [
    ("10", N_("10 points")),
    ("15", N_("15 points")),
    ("20", N_("20 points")),
    ("custom", N_("Custom")),
    ("single", N_("Single hand")),
]
PLAYER_COUNTS: list[tuple[int, str]] = [(n, str(n)) for n in range(2, 7)]
MAX_SEATS = 6
CUSTOM_RANGE = (5, 100)


class OdinNewGameScene(NewGameBase):
    def __init__(self, app: Host) -> None:
        super().__init__(app, MAX_SEATS)
        self.players = Segmented(PLAYER_COUNTS, 4, lambda _n: self.seats_changed())
        self.target = Segmented(TARGETS, "15", lambda _v: self.refresh())
        self.custom = Stepper(25, *CUSTOM_RANGE, lambda _v: None, fmt=lambda v: points(int(v)))
        self.variant = Toggle(True, lambda _v: None)
        self.name_defaults()

    @property
    def seat_count(self) -> int:
        return self.players.value

    # ------------------------------------------------------------------ the result
    def build_setup(self) -> OdinSetup:
        seats = self.seat_setups()
        choice = self.target.value
        single = choice == "single"
        numbers = {"custom": self.custom.value, "single": 15}  # single hand: target unused
        target = numbers[choice] if choice in numbers else int(choice)
        variant = self.variant.value if len(seats) == 2 else True
        return OdinSetup(seats, target=target, single_hand=single, two_player_variant=variant)

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        return [self.players, *super().controls()]

    def option_controls(self) -> list[Any]:
        items: list[Any] = [self.target]
        if self.target.value == "custom":
            items.append(self.custom)
        if self.players.value == 2:
            items.append(self.variant)
        return items

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
        self.labels = [(N_("Players"), pygame.Rect(inner.x, inner.y, label_w, rh))]
        self.players.rect = pygame.Rect(field_x, inner.y, px(300), rh)
        self.captions_y = inner.y + rh + px(26)
        self.lay_out_seats(inner, self.captions_y + px(24), rh, rh + row_gap, rh + px(16))
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
            self.variant.rect = pygame.Rect(field_x, y, px(92), rh)  # a whole row: 44 px
        else:
            self.variant.rect = pygame.Rect(0, 0, 0, 0)
        self.lay_out_buttons()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        if self.players.value == 2:
            note = _("36 cards: two colours are set aside at random.")
            self.draw_note(surface, note, self.variant_note)
