"""The main menu: the title with a fan of cards, and the way into everything else.

Other screens are imported when chosen, so opening the game costs only this screen.
"""

from __future__ import annotations

import math
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.screen import Screen, open_table, play_sound
from odin_desktop.session.setup import GameSetup
from odin_desktop.ui import controls, theme
from odin_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from odin_desktop.app.app import App

FAN = ("G2", "P5", "R9", "B8", "O7")  # a healer's skald to a jarl: the archetypes' range
FAN_SPREAD = 13.0  # degrees between neighbouring cards
TAGLINE = N_("Shed your cards. Climb the sets.")
CREDIT = N_("ODIN by Gary Kim, Hope S. Hwang and Yohan Goh, published by Helvetiq.")


def saved_game(app: App) -> ModuleType | None:
    """The saves module when a game can be continued (`has_save(app)` turns a broken save
    into a notice on the app; `resume_scene(app)` opens the table where it stopped)."""
    try:
        from odin_desktop.app import saves
    except ImportError:  # a build without saving
        return None
    try:
        return saves if saves.has_save(app) else None
    except Exception:  # noqa: BLE001 - a broken save must not keep the menu from opening
        return None


class MenuScene(Screen):
    hover_focus = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: ModuleType | None = None
        self.buttons: list[Button] = []
        self._find_save()
        self._notices: list[str] = []
        self._fan: list[tuple[pygame.Surface, pygame.Surface, pygame.Rect]] = []
        self._title_y = 0

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        # Notices are shown once: the menu takes them from the app.
        self._notices = list(self.app.notices)
        self.app.notices.clear()
        self._next_notice()

    def resume(self) -> None:
        self._find_save()
        self.refresh()

    def _find_save(self) -> None:
        """Offer Continue (first, and the one lit) only while there is a game to continue."""
        self.saves = saved_game(self.app)
        self.buttons = [
            Button(N_("Quick start"), self.quick_start, primary=self.saves is None),
            Button(N_("New game"), self.new_game),
            Button(N_("How to play"), self.how_to_play),
            Button(N_("Statistics"), self.statistics),
            Button(N_("Replays"), self.replays),
            Button(N_("Settings"), self.settings),
            Button(N_("Quit"), self.quit),
        ]
        if self.saves is not None:
            self.buttons.insert(0, Button(N_("Continue"), self.continue_game, primary=True))

    def _next_notice(self) -> None:
        if self._notices:
            self.show_message(self._notices.pop(0))
        else:
            self.banner = None
            self.refresh()

    def dismiss_message(self) -> None:
        self._next_notice()

    # ------------------------------------------------------------------ actions
    def quick_start(self) -> None:
        play_sound(self.app, "deal")
        problem = open_table(self.app, GameSetup.quick_start(_(YOU)))  # named in their language
        if problem:
            self.show_message(problem, error=True)

    def continue_game(self) -> None:
        if self.saves is None:
            return
        try:
            self.app.scenes.push(self.saves.resume_scene(self.app))
        except Exception as error:  # noqa: BLE001 - tell the player, keep the menu
            self._find_save()  # a save that failed to load was set aside
            self.show_message(str(error), error=True)

    def new_game(self) -> None:
        from odin_desktop.scenes.odin.new_game import NewGameScene

        self.app.scenes.push(NewGameScene(self.app))

    def how_to_play(self) -> None:
        from odin_desktop.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    def statistics(self) -> None:
        from odin_desktop.scenes.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def replays(self) -> None:
        from odin_desktop.scenes.odin.viewer import RecordsScene

        self.app.scenes.push(RecordsScene(self.app))

    def settings(self) -> None:
        from odin_desktop.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:  # Esc on the main menu quits
        self.quit()

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        return list(self.buttons)

    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(330), self.px(58), self.px(14)
        total = len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        x = int(w * 0.68) - bw // 2
        y = (h - total) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, bw, bh)
            y += bh + gap
        self._layout_fan()

    def _layout_fan(self) -> None:
        """Cards held in a fan above the title, the group centred in the left part."""
        w, h = self.size
        card_w = self.px(150)
        card_h = card_art.card_size(card_w)[1]
        radius = self.px(230) + card_h // 2
        pivot = (int(w * 0.31), radius)  # moved into place below, once the group is measured
        placed = []
        middle = (len(FAN) - 1) / 2
        for i, code in enumerate(FAN):
            angle = (middle - i) * FAN_SPREAD
            image = card_art.rotated(code, card_w, angle)
            a = math.radians(angle)
            centre = (pivot[0] - radius * math.sin(a), pivot[1] - radius * math.cos(a))
            placed.append((image, image.get_rect(center=(round(centre[0]), round(centre[1])))))
        title_y = card_h // 2 + self.px(80)
        top = min(rect.top for _, rect in placed)
        bottom = title_y + self.px(150)  # title, ornament and tagline
        dy = (h - (bottom - top)) // 2 - top - self.px(10)
        self._fan = [(image, _shadow(image), rect.move(0, dy)) for image, rect in placed]
        self._title_y = title_y + dy

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        # Right to left, the fan and title swap sides with the buttons (the cards stay as drawn).
        shift = self.mirror(pygame.Rect(int(w * 0.31), 0, 0, 0)).x - int(w * 0.31)
        for image, shadow, rect in self._fan:
            surface.blit(shadow, rect.move(shift + self.px(6), self.px(9)))
            surface.blit(image, rect.move(shift, 0))
        cx = self.mirror(pygame.Rect(int(w * 0.31), 0, 0, 0)).x  # the fan's side
        title = pygame.Rect(0, 0, int(w * 0.56), self.px(170))
        title.center = (cx, self._title_y)
        for box, colour in ((title.move(0, self.px(5)), (8, 18, 22)), (title, theme.GOLD_RGB)):
            controls.draw_text(
                surface, "ODIN", box, self.px(150), colour, role="title_bold", align="center"
            )
        self.ornament(surface, (cx, title.bottom + self.px(2)), self.px(380))
        tag = pygame.Rect(0, 0, int(w * 0.56), self.px(40))
        tag.center = (cx, title.bottom + self.px(34))
        controls.draw_text(
            surface, _(TAGLINE), tag, self.px(24), theme.TEXT, role="title", align="center"
        )
        credit = pygame.Rect(self.px(24), h - self.px(38), w - self.px(48), self.px(26))
        controls.draw_text(surface, _(CREDIT), credit, self.px(14), theme.TEXT_DIM)
        column = self.buttons[0].rect.unionall([b.rect for b in self.buttons])
        controls.draw_panel(surface, column.inflate(self.px(56), self.px(56)), self.scale)


def _shadow(image: pygame.Surface) -> pygame.Surface:
    """A soft dark silhouette of a card, to lift it off the table."""
    mask = pygame.mask.from_surface(image)
    shadow = mask.to_surface(setcolor=(0, 0, 0, 80), unsetcolor=(0, 0, 0, 0))
    w, h = shadow.get_size()
    small = pygame.transform.smoothscale(shadow, (max(1, w // 4), max(1, h // 4)))
    return pygame.transform.smoothscale(small, (w, h))
