"""The end of a hand: how it ended, everyone's cards revealed, points and totals, who leads next."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.odin.cards import codes_of
from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.odin import card_art
from odin_desktop.session.odin.controller import GameController
from odin_desktop.ui import controls, theme
from odin_desktop.ui.text import fitted, text
from odin_desktop.ui.widgets import Button

AUTOPLAY_SECONDS = 2.5  # the demo moves on by itself


class HandSummaryScene(Scene):
    opaque = False  # the table stays visible, dimmed

    def __init__(
        self, app: Host, controller: GameController, on_continue: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.controller = controller
        self.on_continue = on_continue
        game = controller.game
        # A snapshot: "Next hand" deals at once, and this scene still draws once after that.
        self.state = game.hand
        self.points = list(game.scores[-1])
        self.totals = list(game.totals)
        self.game_over = game.over
        self.next_leader = None if game.over else game.leader_of(len(game.hands))
        label = N_("See the results") if game.over else N_("Next hand")
        self.button = Button(label, self._continue, primary=True, hotkey="Enter")
        self.clock = 0.0

    def _continue(self) -> None:
        self.app.scenes.pop()
        self.on_continue()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = theme.layout_scale((w, h))
        self.button.rect = pygame.Rect(0, 0, int(260 * scale), int(56 * scale))
        self.button.rect.center = (w // 2, int(h * 0.88))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self._continue()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.autoplay and self.clock > AUTOPLAY_SECONDS:
            self._continue()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = theme.layout_scale((w, h))
        surface.blit(controls.shade((w, h), (8, 16, 20, 150)), (0, 0))
        panel = pygame.Rect(int(w * 0.05), int(h * 0.03), int(w * 0.9), int(h * 0.94))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.scaled(18, scale))
        pygame.draw.rect(surface, theme.GOLD_RGB, panel, 2, border_radius=theme.scaled(18, scale))
        game, names = self.controller.game, self.controller.names
        state = self.state
        out = state.out_seat
        if is_you(names[out]):
            how = _("You played out the whole hand!") if state.led_out else _("You went out!")
        else:
            how = _("{name} played out the whole hand!") if state.led_out else _("{name} went out!")
        title = fitted(how.format(name=names[out]), theme.scaled(44, scale), theme.GOLD_RGB, w - 40)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.1))))
        points = self.points
        rows = len(names)
        top, row_h = h * 0.2, min(h * 0.62 / rows, 110 * scale)
        card_w = max(8, int(row_h * 0.78 / card_art.ASPECT))
        size = theme.scaled(22, scale)
        shown = min(1.0, self.clock / 1.2) * 9  # cards revealed one after another

        def at(x: float, image: pygame.Surface) -> int:
            """Where an image starting at `x` goes: mirrored when reading right to left."""
            return int(w - x - image.get_width() if is_rtl() else x)

        for label, x in ((_("Cards left"), 0.28), (_("This hand"), 0.72), (_("Total"), 0.82)):
            head = text(label, theme.scaled(16, scale), theme.TEXT_DIM)
            surface.blit(head, (at(w * x, head), int(top - head.get_height() - 6 * scale)))
        for seat in range(rows):
            y = int(top + seat * row_h)
            name = fitted(names[seat], size, theme.TEXT, int(w * 0.18), bold=True)
            surface.blit(name, (at(w * 0.08, name), y + row_h * 0.3))
            x = int(w * 0.28)
            for i, code in enumerate(codes_of(state.hands[seat])):
                if i >= shown:
                    break
                face = card_art.face(code, card_w)
                surface.blit(face, (at(x + i * int(card_w * 0.62), face), y))
            colour = theme.GOOD if points[seat] == 0 else theme.TEXT
            gained = text(f"+{points[seat]}", size, colour, True)
            surface.blit(gained, (at(w * 0.72, gained), y + row_h * 0.3))
            total = text(
                _("{points} pts").format(points=self.totals[seat]), size, theme.GOLD_RGB, True
            )
            surface.blit(total, (at(w * 0.82, total), y + row_h * 0.3))
        if self.next_leader is not None:
            leader = names[self.next_leader]
            note = text(
                (
                    _("You lead the next hand")
                    if is_you(leader)
                    else _("{name} leads the next hand").format(name=leader)
                ),
                theme.scaled(20, scale),
                theme.TEXT_DIM,
            )
            surface.blit(note, note.get_rect(center=(w // 2, int(h * 0.8))))
        else:
            note = text(
                _("Target of {target} reached: the game is over").format(
                    target=game.options.target
                ),
                theme.scaled(20, scale),
                theme.TEXT_DIM,
            )
            if game.options.single_hand:
                note = text(
                    _("Single-hand game: the game is over"), theme.scaled(20, scale), theme.TEXT_DIM
                )
            surface.blit(note, note.get_rect(center=(w // 2, int(h * 0.8))))
        self.button.draw(surface, scale)
