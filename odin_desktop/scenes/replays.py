"""Replays: each game's game in progress and the records of finished (and exported) games,
newest first, each opened in its game's replay viewer."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from odin_desktop import games
from odin_desktop.app.autosave import autosave_path
from odin_desktop.app.records import list_records
from odin_desktop.i18n import N_, _, isolate
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import PROMPTS_ROOM, Screen
from odin_desktop.ui import controls, theme
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button

ROWS = 7  # rows listed per page: the games in progress (first), then the records


@dataclass
class RecordRow(Button):
    """A row of the list: its label (the players and their points) over its detail (the game,
    when, how far and who won) in smaller, dimmer type."""

    detail: str = ""

    def label_size(self, scale: float) -> int:
        return max(10, min(int(self.rect.height * 0.34), theme.scaled(20, scale)))

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        colour = self.draw_frame(surface, scale)
        room = self.rect.width - theme.scaled(16, scale)
        label = fitted(_(self.label), self.label_size(scale), colour, room, True)
        size = max(9, int(self.label_size(scale) * 0.8))
        detail = fitted(self.detail, size, theme.TEXT_DIM, room) if self.detail else None
        if detail is None:
            surface.blit(label, label.get_rect(center=self.rect.center))
            return
        # Placed by their type sizes, not their surfaces (Arabic's are taller for the same size).
        x, y = self.rect.centerx, self.rect.centery
        surface.blit(label, label.get_rect(center=(x, y - int(self.label_size(scale) * 0.6))))
        surface.blit(detail, detail.get_rect(center=(x, y + int(size * 0.75))))


class RecordsScene(Screen):
    """Replays: the games' autosaves and the records in the data folder's records/ folder."""

    title = "Replays"
    hover_focus = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = list_records(limit=200)
        # A row: its label and the file it opens. First each game's game in progress, as it
        # is on disk (Continue resumes it, here it is watched), then the records.
        self.items: list[tuple[str, str, Path]] = [
            (_("The game of {game} in progress (autosave)").format(game=_(game.title)), "", path)
            for game in games.playable()
            if (path := autosave_path(game.id)).exists()
        ] + [(isolate(e.title), isolate(e.detail), e.path) for e in self.entries]
        self.page = 0
        self.rows: list[Button] = []
        self.reviews: list[Button] = []  # beside each row: the game's review
        self.back_button = Button(N_("Back"), self.back)
        self.prev_button = Button(N_("<"), lambda: self.turn(-1))
        self.next_button = Button(N_(">"), lambda: self.turn(1))
        self._build()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.items) // ROWS))

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self._build()
        self.refresh()

    def _build(self) -> None:
        shown = self.items[self.page * ROWS : (self.page + 1) * ROWS]
        self.rows = [
            RecordRow(label, partial(self.open, path), detail=detail)
            for label, detail, path in shown
        ]
        self.reviews = [Button(N_("Review"), partial(self.review, path)) for *_, path in shown]

    def open(self, path: Path) -> None:
        problem = self.app.nav.view_record(path)
        if problem:
            self.show_message(problem, error=True)

    def review(self, path: Path) -> None:
        """The Expert looks the game over (at once when it has done so before)."""
        self.app.nav.review_record(path)

    def controls(self) -> list[Any]:
        extra = [self.prev_button, self.next_button] if self.pages > 1 else []
        pairs = [c for pair in zip(self.rows, self.reviews, strict=True) for c in pair]
        return [*pairs, *extra, self.back_button]

    def layout(self) -> None:
        w, h = self.size
        width, height, gap = min(w - self.px(80), self.px(860)), self.px(58), self.px(10)
        y = self.px(170)
        side = self.px(150)  # the Review button beside each row
        for row, review in zip(self.rows, self.reviews, strict=True):
            row.rect = pygame.Rect((w - width) // 2, y, width - side - gap, height)
            review.rect = pygame.Rect(row.rect.right + gap, y, side, height)
            y += height + gap
        bottom = h - self.px(54 + 4 + PROMPTS_ROOM)  # the pad's prompts fit below
        self.back_button.rect = pygame.Rect(0, bottom, self.px(220), self.px(54))
        self.back_button.rect.centerx = w // 2
        self.prev_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.prev_button.rect.right = self.back_button.rect.left - self.px(20)
        self.next_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.next_button.rect.left = self.back_button.rect.right + self.px(20)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        self.titled(surface, _("Replays"), self.px(70), 48, (w // 2, self.px(108), self.px(300)))
        line = pygame.Rect(self.px(40), self.px(122), w - self.px(80), self.px(30))
        if not self.rows:
            note = _("No records yet: finished games appear here, and so do exported ones.")
        else:
            note = _("Finished and exported games, newest first (page {page} of {pages})").format(
                page=self.page + 1, pages=self.pages
            )
        controls.draw_text(surface, note, line, self.px(18), theme.TEXT_DIM, align="center")
