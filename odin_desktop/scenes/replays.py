"""Replays: the game in progress and the records of finished (and exported) games, newest
first, each opened in its game's replay viewer."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pygame

from odin_desktop.app.autosave import autosave_path
from odin_desktop.app.records import list_records
from odin_desktop.i18n import N_, _, isolate
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import controls, theme
from odin_desktop.ui.widgets import Button

PAGE = 8  # records listed per page


class RecordsScene(Screen):
    """Replays: the autosave and the records in the data folder's records/ folder."""

    title = "Replays"
    hover_focus = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = list_records(limit=200)
        self.autosave = autosave_path()
        self.page = 0
        self.rows: list[Button] = []
        self.back_button = Button(N_("Back"), self.back)
        self.prev_button = Button(N_("<"), lambda: self.turn(-1))
        self.next_button = Button(N_(">"), lambda: self.turn(1))
        self._build()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // PAGE))

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self._build()
        self.refresh()

    def _build(self) -> None:
        self.rows = []
        if self.page == 0 and self.autosave.exists():
            self.rows.append(
                Button(N_("The game in progress (autosave)"), lambda: self.open(self.autosave))
            )
        for entry in self.entries[self.page * PAGE : (self.page + 1) * PAGE]:
            label = f"{isolate(entry.title)}  ·  {isolate(entry.detail)}"
            self.rows.append(Button(label, partial(self.open, entry.path)))

    def open(self, path: Path) -> None:
        problem = self.app.nav.view_record(path)
        if problem:
            self.show_message(problem, error=True)

    def controls(self) -> list[Any]:
        extra = [self.prev_button, self.next_button] if self.pages > 1 else []
        return [*self.rows, *extra, self.back_button]

    def layout(self) -> None:
        w, h = self.size
        width, height, gap = min(w - self.px(80), self.px(860)), self.px(46), self.px(10)
        y = self.px(170)
        for row in self.rows:
            row.rect = pygame.Rect((w - width) // 2, y, width, height)
            y += height + gap
        bottom = h - self.px(90)
        self.back_button.rect = pygame.Rect(0, bottom, self.px(220), self.px(54))
        self.back_button.rect.centerx = w // 2
        self.prev_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.prev_button.rect.right = self.back_button.rect.left - self.px(20)
        self.next_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.next_button.rect.left = self.back_button.rect.right + self.px(20)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        self.heading(surface, _("Replays"), self.px(70), 48)
        self.ornament(surface, (w // 2, self.px(108)), self.px(300))
        line = pygame.Rect(self.px(40), self.px(122), w - self.px(80), self.px(30))
        if not self.rows:
            note = _("No records yet: finished games appear here, and so do exported ones.")
        else:
            note = _("Finished and exported games, newest first (page {page} of {pages})").format(
                page=self.page + 1, pages=self.pages
            )
        controls.draw_text(surface, note, line, self.px(18), theme.TEXT_DIM, align="center")
