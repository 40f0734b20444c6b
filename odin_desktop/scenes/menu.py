"""The main menu: the chosen game's picture and title, and the way into everything else.

The games come from the registry (`odin_desktop.games`): with more than one to play, tiles
above the buttons choose the game (remembered in the settings) that Quick start, New game,
How to play and Continue open. Each game keeps its own game in progress: Continue resumes the
chosen game's, from a place of its own under the title, so no button moves when it appears,
and the tiles mark each game that has one waiting. The menu goes everywhere through
`app.nav`; other screens are imported when chosen, so opening the game costs only this one.
"""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop import games
from odin_desktop.app import autosave
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.base import Cue, Host
from odin_desktop.scenes.game_tiles import GameTiles
from odin_desktop.scenes.screen import Screen, play_sound
from odin_desktop.ui import labels, panels, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.widgets import Button


class MenuScene(Screen):
    hover_focus = True
    music = Cue("menu")  # the hall's theme, under every shell screen opened from here
    # B is not Esc here: on the first screen Esc leaves the game, a pad's Back never should.
    pad_keys = {Intent.BACK: None}
    prompts = ((Intent.SELECT, N_("Select")),)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        offered = games.playable()
        chosen = app.settings.game if app.settings.game in {g.id for g in offered} else None
        self.tiles = GameTiles(offered, chosen or offered[0].id, self._choose)
        self.waiting: list[GameEntry] = []  # the games with a game in progress to continue
        self.continue_button = Button(N_("Continue"), self.continue_game, primary=True)
        self.learn_button = Button(N_("Learn by playing"), self.learn)
        self._column = [
            Button(N_("Quick start"), self.quick_start, primary=True),
            Button(N_("New game"), self.new_game),
            self.learn_button,
            Button(N_("How to play"), self.how_to_play),
            Button(N_("Statistics"), self.statistics),
            Button(N_("Replays"), self.replays),
            Button(N_("Settings"), self.settings),
            Button(N_("Quit"), self.quit),
        ]
        self.buttons: list[Button] = []
        self._list_buttons()
        self._find_save()
        self._notices: list[str] = []
        self._offer: str | None = None  # the offer of Learn by playing, while it is told
        self._art: pygame.Surface | None = None
        self._art_rect = pygame.Rect(0, 0, 0, 0)
        self._title_y = 0
        self._title_w = 0
        self._title_size = 0
        self._tagline: list[str] = []

    def _list_buttons(self) -> None:
        """The column for the chosen game: Learn by playing only where the game has it."""
        hidden = set() if self.game.has_tutorial else {id(self.learn_button)}
        self.buttons = [b for b in self._column if id(b) not in hidden]

    @property
    def game(self) -> GameEntry:
        """The game Quick start, New game and How to play open."""
        return self.tiles.chosen

    @property
    def saved(self) -> GameEntry | None:
        """The game Continue resumes: the chosen one, when it has a game in progress."""
        return self.game if self.game in self.waiting else None

    @property
    def can_continue(self) -> bool:
        return self.saved is not None

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        # Notices are shown once: the menu takes them from the app.
        self._notices = list(self.app.notices)
        self.app.notices.clear()
        self._offer_tutorial()
        self._next_notice()

    def _offer_tutorial(self) -> None:
        """The first time a game with Learn by playing is chosen (the very first start, or
        a game chosen for the first time): its guided game offered, once."""
        game, settings = self.game, self.app.settings
        if not game.has_tutorial or game.id in settings.tutorials_offered:
            return
        settings.tutorials_offered.append(game.id)
        settings.save()
        self._offer = _(game.tutorial_offer).format(game=_(game.title))
        self._notices.append(self._offer)
        self.learn_button.primary = True

    def _withdraw_offer(self) -> None:
        """Another game chosen: the offer of the one before goes with it."""
        offer, self._offer = self._offer, None
        if offer is None:
            return
        self.learn_button.primary = False
        if offer in self._notices:
            self._notices.remove(offer)
        if self.banner is not None and self.banner.text == offer:
            self.banner = None

    def resume(self) -> None:
        self._find_save()
        self.refresh()

    def _find_save(self) -> None:
        """Look for each game's game in progress (problems become notices)."""
        self.waiting = autosave.saved_games(self.app.notices)
        self.tiles.waiting = {game.id for game in self.waiting}
        self._light()

    def _light(self) -> None:
        """Continue is lit when the chosen game has a game to continue, else Quick start."""
        self.buttons[0].primary = not self.can_continue

    def _choose(self, game_id: str) -> None:
        """Another game chosen: its picture and title, remembered for the next start."""
        self.app.settings.game = game_id
        problem = self.app.settings.save()
        self._withdraw_offer()
        self._offer_tutorial()
        self._list_buttons()
        self._light()
        self.refresh()
        if problem:
            self.show_message(problem, error=True)
        elif self.banner is None and self._notices:
            self._next_notice()

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
        setup = self.game.quick_start(_(YOU))  # named in their language
        problem = self.app.nav.open_table(setup)
        if problem:
            self.show_message(problem, error=True)

    def continue_game(self) -> None:
        if not self.can_continue:
            return
        problem = self.app.nav.continue_game(self.game.id)
        if problem:
            self._find_save()  # a save that failed to load was set aside
            self.show_message(problem, error=True)

    def new_game(self) -> None:
        self.app.nav.new_game(self.game.id)

    def learn(self) -> None:
        self.learn_button.primary = False
        self.app.nav.learn(self.game.id)

    def how_to_play(self) -> None:
        self.app.nav.how_to_play(self.game.id)

    def statistics(self) -> None:
        self.app.nav.statistics()

    def replays(self) -> None:
        self.app.nav.replays()

    def settings(self) -> None:
        self.app.nav.settings()

    def quit(self) -> None:
        self.app.nav.quit()

    def back(self) -> None:  # Esc on the main menu quits
        self.quit()

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        shown = [self.continue_button] if self.can_continue else []
        return shown + ([self.tiles] if self.tiles.several else []) + list(self.buttons)

    def layout(self) -> None:
        w, h = self.size
        choosing = self.tiles.several
        count = len(self.buttons)
        tiles_h = self.px(108) if choosing else 0
        above = tiles_h + self.px(24) if tiles_h else 0
        # Buttons as tall as the design's (58) unless the column would then reach the band
        # a notice takes across the top (and its mirror at the bottom): shorter then.
        room = h - 2 * self.px(100) - above
        gap = self.px(12 if choosing or count > 7 else 14)
        bw, bh = self.px(330), min(self.px(58), (room - (count - 1) * gap) // count)
        total = above + count * bh + (count - 1) * gap
        x = int(w * 0.68) - bw // 2
        y = (h - total) // 2
        self.tiles.rect = pygame.Rect(x, y, bw if tiles_h else 0, tiles_h)
        self.tiles.gap = gap
        y += above
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, bw, bh)
            y += bh + gap
        self._layout_art()

    def _layout_art(self) -> None:
        """The game's picture, its title and tagline, then the place of Continue: the group
        centred in the left part, the same with Continue or without."""
        w, h = self.size
        px = self.px
        self._art = self.game.menu_art(self.scale)
        art = self._art.get_rect()
        # The title's room: the left part, clear of the buttons' panel.
        clear = 2 * (self.buttons[0].rect.x - px(28) - int(w * 0.31)) - px(24)
        self._title_w = min(int(w * 0.56), clear)
        # Below the picture: the title (170 high, from 20 above its bottom), the tagline and
        # Continue (58 high, 30 under the tagline).
        top = (h - (art.h + px(292))) // 2
        self._art_rect = art.move(int(w * 0.31) - art.w // 2, top)
        self._title_y = self._art_rect.bottom + px(65)
        button = self.continue_button
        button.rect = pygame.Rect(0, 0, px(420) if self.can_continue else 0, px(58))
        button.rect.midtop = (int(w * 0.31), self._art_rect.bottom + px(234))
        self._lay_out_words()

    def _lay_out_words(self) -> None:
        """The title's type size (the design's, or as fits) and the tagline's lines (two
        where one is too narrow), in the current language."""
        self._title_size = size = self.px(150)
        title = cached_text.text(_(self.game.title), size, theme.GOLD_RGB, role="title_bold")
        if title.get_width() > self._title_w:
            self._title_size = max(9, size * self._title_w // title.get_width())
        tagline = _(self.game.tagline)
        self._tagline = labels.wrap(tagline, self.px(24), self._title_w, role="title")

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        # Right to left, the picture and title swap sides with the buttons (the art stays).
        cx = self.mirror(pygame.Rect(int(w * 0.31), 0, 0, 0)).x  # the picture's side
        if self._art is not None:
            surface.blit(self._art, self._art_rect.move(cx - int(w * 0.31), 0))
        title = pygame.Rect(0, 0, self._title_w, self.px(170))
        name, size = _(self.game.title), self._title_size
        # A title set smaller than the design's sits as close to its ornament.
        title.center = (cx, self._title_y + (self.px(150) - size) // 3)
        for box, colour in ((title.move(0, self.px(5)), (8, 18, 22)), (title, theme.GOLD_RGB)):
            labels.draw_text(surface, name, box, size, colour, role="title_bold", align="center")
        rule_y = self._title_y + self.px(170) // 2
        self.ornament(surface, (cx, rule_y + self.px(2)), self.px(380))
        size = self.px(24)
        step = labels.line_height(size, "title")
        step = step if len(self._tagline) < 2 else step * 9 // 10  # set closer on two lines
        top = max(rule_y + self.px(12), rule_y + self.px(34) - step * len(self._tagline) // 2)
        for i, line in enumerate(self._tagline):
            box = pygame.Rect(0, top + i * step, self._title_w, step)
            box.centerx = cx
            labels.draw_text(surface, line, box, size, theme.TEXT, role="title", align="center")
        credit = pygame.Rect(self.px(24), h - self.px(38), w - self.px(48), self.px(26))
        labels.draw_text(surface, _(self.game.credit), credit, self.px(14), theme.TEXT_DIM)
        panels.draw_panel(surface, self.panel_rect(), self.scale)

    def panel_rect(self) -> pygame.Rect:
        """The panel behind the tiles and the buttons."""
        parts = [b.rect for b in self.buttons] + ([self.tiles.rect] if self.tiles.rect.w else [])
        return parts[0].unionall(parts).inflate(self.px(56), self.px(56))
