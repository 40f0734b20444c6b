"""The table: where ODIN is played. A thin adapter between the player and `TableModel`.

Input becomes the model's intents (a click toggles a card, a drop on the middle plays, keys
are shortcuts); the model's events become animations and sounds; each frame draws the view
state the model gives. Nothing here decides a rule or a pace: the model does (asking the
engine), and the bots think in the bot process.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.odin.cards import HAND_SIZE, cards_of
from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.odin.model import (
    Dealt,
    HandOverTo,
    Moved,
    Resorted,
    Ring,
    Staged,
    SummaryDue,
    TableModel,
    Tone,
    Undone,
)
from odin_desktop.scenes.odin.saga import MoveLog
from odin_desktop.scenes.odin.tutorial import STEPS, Coach
from odin_desktop.scenes.odin.view import TableView
from odin_desktop.session.odin.controller import GameController
from odin_desktop.ui import controls, theme
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.effects import Flourish
from odin_desktop.ui.text import break_lines, fitted, text
from odin_desktop.ui.widgets import Button

TONES = {Tone.PLAIN: theme.TEXT, Tone.DIM: theme.TEXT_DIM, Tone.BAD: theme.BAD}
TONES[Tone.GOLD] = theme.GOLD_RGB
RINGS = {Ring.FOCUS: theme.GOLD_RGB, Ring.CHOICE: theme.GOOD, Ring.PLAYABLE: theme.GOOD}
RINGS[Ring.CURSOR] = (250, 246, 235)
SELECTED_LIFT = 34  # design px a selected card rises (the view's); the status stays above it


class TableScene(Scene):
    def __init__(
        self,
        app: Host,
        controller: GameController,
        show_summary: Callable[[TableModel], None],
        model: TableModel | None = None,
        coach: Coach | None = None,
    ) -> None:
        """``show_summary(model)``: the end of a hand (the game's flow, from its entry);
        ``model``: a table model of its own (the guided hand's), else the usual one;
        ``coach``: the guided hand's, whose lessons show in the Saga's place."""
        super().__init__(app)
        self.controller = controller
        self.model = model or TableModel(controller, app.settings, app.autosaver.save)
        self.coach = coach
        self.show_summary = show_summary
        self.view = TableView(len(controller.names), app.size)
        self.view.viewer = self.model.viewer
        self.view.speed = app.settings.animation_speed
        self.view.selected = self.model.selected  # the model's set, read by the view
        self.saga = MoveLog()
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: set[int] = set()
        self.flourish: Flourish | None = None  # gold sparks when a player goes out
        self.buttons = {
            "play": Button(N_("Play"), self.model.play_selection, primary=True, hotkey="Enter"),
            "pass": Button(N_("Pass"), self._pass_or_back, hotkey="P"),
            "hint": Button(N_("Hint"), self.model.hint, hotkey="H"),
            "sort": Button(N_("Sort"), self.model.toggle_sort, hotkey="S"),
            "undo": Button(N_("Undo"), self.model.undo, hotkey="Ctrl+Z"),
            "skip": Button(N_("Skip"), self.app.nav.to_menu),
            "got_it": Button(N_("Got it"), self._dismiss, primary=True, hotkey="Enter"),
            "menu": Button(N_("Menu"), self.open_pause_menu, hotkey="Esc"),
        }

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.model.start()
        self._show_events()

    def exit(self) -> None:
        self.controller.close()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.view.speed = self.app.settings.animation_speed
        self._place_buttons()  # the Undo setting may have changed
        if self.controller.hand is not None:
            self._sync(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self._place_buttons()
        if self.controller.hand is not None:
            self._sync(animate=False)

    def _place_buttons(self) -> None:
        """The layout's button places; Undo, when offered, shares the Menu button's."""
        for name, button in self.buttons.items():
            box = self.view.layout.buttons.get(name)
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        menu = self.buttons["menu"].rect
        beside = "skip" if self.coach else "undo" if self.model.undo_offered else None
        if beside and menu.width:  # Undo, or the guided hand's Skip, shares Menu's place
            gap = theme.scaled(8, self.view.layout.scale)
            half = (menu.width - gap) // 2
            self.buttons[beside].rect.update(menu.x, menu.y, half, menu.height)
            menu.update(menu.right - half, menu.y, half, menu.height)
        if self.coach:
            self.buttons["got_it"].rect = self._lesson_box()[1]
        shown = [b.rect for b in self.buttons.values() if b.rect.width]
        if shown and is_rtl():  # the buttons read from the right, in the same place
            group = shown[0].unionall(shown)
            for rect in shown:
                rect.x = group.left + group.right - rect.right

    @property
    def animating(self) -> bool:
        return self.view.animating

    def open_pause_menu(self) -> None:
        self.app.nav.pause("odin")

    def _sync(
        self, holders: dict[int, int] | None = None, animate: bool = True, deal: bool = False
    ) -> None:
        model = self.model
        self.view.sync(
            self.controller.hand,
            self.app.settings.sort,
            holders,
            animate,
            deal=deal,
            staged=model.take_play or 0,
            known=model.known_cards(),
        )

    def _pass_or_back(self) -> None:
        """The Pass button; while a play waits for its take, it takes the play back."""
        if not self.model.cancel():
            self.model.pass_turn()

    # ------------------------------------------------------------------ the model's events

    def _show_events(self) -> None:
        resumed = False
        for event in self.model.take_events():
            if isinstance(event, Dealt):
                self.view.reset()
                self.view.fan_sizes = [0.0] * len(self.controller.names)
                self._sync(deal=True)
                self.app.play_sound("deal")
            elif isinstance(event, Moved):
                self.view.discard_order.extend(sorted(cards_of(event.outcome.discarded)))
                resumed |= event.resumed
                if not event.resumed:
                    self._show_move(event)
                if self.coach is not None:
                    self.coach.moved(event.outcome)
                    if event.outcome.hand_over:
                        self.coach.ended(self.controller.names, event.outcome.seat)
            elif isinstance(event, HandOverTo):
                seat = event.seat
                name = self.controller.names[seat]
                self.app.nav.hand_over(name, lambda s=seat: self._viewer(s), card_art.back)
            elif isinstance(event, Undone):
                self._show_undo()
            elif isinstance(event, SummaryDue):
                self.show_summary(self.model)
            elif isinstance(event, Resorted | Staged):
                self._sync()
        if resumed:
            self._sync(animate=False)

    def _show_move(self, event: Moved) -> None:
        outcome = event.outcome
        self.app.play_sound("pass" if outcome.is_pass else "play")
        if outcome.taken is not None:
            self.app.play_sound("take")
        if outcome.round_won_by is not None:
            self.app.play_sound("round_won")
        if outcome.hand_over:
            centre = self.view.seat_box(outcome.seat).nameplate.center
            seed = len(self.controller.hand.history)
            self.flourish = Flourish(centre, self.view.layout.scale, seed=seed)
            self.app.play_sound("game_over" if outcome.game_over else "hand_won")
        holders = {outcome.taken: outcome.seat} if outcome.taken is not None else None
        self._sync(holders)

    def _show_undo(self) -> None:
        """Moves taken back: the cards glide back to whoever holds them again, the pile is
        the pile as it was."""
        state = self.controller.hand
        self.view.discard_order.clear()
        for outcome in self.controller.hand_so_far():
            self.view.discard_order.extend(sorted(cards_of(outcome.discarded)))
        holders = {
            card: seat
            for seat, hand in enumerate(state.hands)
            if seat != self.view.viewer
            for card in cards_of(hand)
        }
        self._sync(holders)
        self.app.play_sound("slide")

    def _viewer(self, seat: int) -> None:
        """After the hand-over screen: the table as ``seat``'s player sees it (a hand not yet
        begun is dealt before their eyes)."""
        self.model.switch_viewer(seat)
        self.view.viewer = seat
        self.view.reset()
        state = self.controller.hand
        if not state.history:
            self.view.fan_sizes = [0.0] * len(self.controller.names)
            self._sync(deal=True)
            return
        for outcome in self.controller.hand_so_far():
            self.view.discard_order.extend(sorted(cards_of(outcome.discarded)))
        self._sync(animate=False)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach is not None and self.coach.lesson is not None:
            self._lesson_event(event)
            return
        for name, button in self.buttons.items():
            if name != "got_it" and button.handle_event(event):
                self._after_intent()
                return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
        elif event.type == pygame.MOUSEWHEEL:
            self.saga.handle_wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, getattr(event, "rel", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        self._after_intent()

    def _lesson_event(self, event: pygame.event.Event) -> None:
        """While a lesson is shown the table waits: Got it (Enter, Space), Skip, or Menu."""
        for name in ("got_it", "skip", "menu"):
            if self.buttons[name].handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._dismiss()
            elif event.key == pygame.K_ESCAPE:
                self.open_pause_menu()

    def _dismiss(self) -> None:
        if self.coach is not None:
            self.coach.dismiss()

    def _after_intent(self) -> None:
        self._refresh_lifts()
        self._show_events()

    def _refresh_lifts(self) -> None:
        """Selected cards up; the card under the pointer, or the keyboard's cursor, a little."""
        cursor = self.model.cursor_card
        if cursor is not None:
            self.view.hovered = cursor
        self.view.refresh_lifts()

    def _key(self, key: int, mod: int = 0) -> None:
        """The keys (shown on the buttons and in How to play): ← → move the cursor along the
        hand (or the beaten set while taking), Space or ↑ picks a card and ↓ puts it back,
        1–9 pick every card of a number, Enter plays (or takes), P passes, Esc changes a play
        waiting for its take (else opens the menu), Ctrl+Z undoes, H hints, L shows what can
        be played, S sorts."""
        model = self.model
        if key == pygame.K_z and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            model.undo()
        elif key == pygame.K_ESCAPE:
            if not model.cancel():
                self.open_pause_menu()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            model.play_selection()
        elif key == pygame.K_p:
            model.pass_turn()
        elif key == pygame.K_SPACE:
            model.pick()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            model.raise_card(key == pygame.K_UP)
        elif key == pygame.K_h:
            model.hint()
        elif key == pygame.K_l:
            model.toggle_legal()
        elif key == pygame.K_s:
            model.toggle_sort()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            model.move_cursor(1 if key == pygame.K_RIGHT else -1)
        elif pygame.K_1 <= key <= pygame.K_9:
            model.select_number(key - pygame.K_0)

    def _press(self, pos: tuple[int, int]) -> None:
        self.model.hide_cursor()
        if self.controller.to_move is None or not self.model.viewer_is_human:
            return
        if self.model.take_play is not None:  # a beaten card: clicked, or dragged into the hand
            card = self.view.middle_card_at(pos, self.controller.hand.table)
        else:
            card = self.view.card_at(pos)
        if card is not None:
            self.drag.press(card, pos)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        hovered = self.view.card_at(pos) if not self.drag.dragging else None
        if hovered != self.view.hovered:
            self.view.hovered = hovered
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        if not was_dragging:  # picked up: the selection moves together, or just this card
            card = self.drag.payload
            self.dragged = set(self.model.selected) if card in self.model.selected else {card}
            self.app.play_sound("slide")
        self.view.hold(self.dragged, self.drag.offset, rel[0])

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        dragged, self.dragged = self.dragged, set()
        self.view.let_go(dragged)
        if result is None:
            return
        if self.model.take_play is not None:
            hand = self.view.layout.hand.to_rect().inflate(0, self.view.layout.hand.h)
            if not result.was_drag or hand.collidepoint(pos):
                self.model.take(result.payload)
            else:
                self._sync()  # dropped elsewhere: back into the middle
        elif not result.was_drag:
            self.model.toggle(result.payload)
        elif not self.model.drop(dragged, self.view.over_middle(pos)):
            self._sync()  # snap back

    # ------------------------------------------------------------------ every frame

    def update(self, dt: float) -> None:
        state = self.controller.hand
        self.view.update(dt, state.sizes if state else [0] * len(self.controller.names))
        if self.flourish is not None and not self.flourish.update(dt):
            self.flourish = None
        on_top = self.app.scenes.top is self
        if self.coach is not None:  # the table waits while a lesson is read
            self.coach.watch(self.model)
            on_top = on_top and self.coach.lesson is None
        self.model.update(dt, self.view.animating, on_top)
        self._refresh_lifts()
        self._show_events()

    def draw(self, surface: pygame.Surface) -> None:
        view, model, state = self.view, self.model, self.controller.hand
        scale = view.layout.scale
        view.draw_background(surface)
        if state is None or model.handing_over:  # no hand shows before its player is there
            return
        view.draw_seats(
            surface,
            model.seats(),
            None if state.over else state.turn,
            state.passed_seats(),
            model.thinking,
        )
        view.draw_pile(surface, state)
        owner = model.names[state.table_seat] if state.table_seat is not None else ""
        view.draw_middle_area(surface, state, owner)
        rings = model.rings()
        if self.coach is not None:  # the coach's choice, ringed for the player to follow
            for card in self.coach.suggested(model):
                rings.setdefault(card, Ring.PLAYABLE)
        for card, sprite in view.sprites.items():
            ring = rings.get(card)
            sprite.highlight = None if ring is None else RINGS[ring]
        view.draw_cards(surface, self.dragged)
        if self.flourish is not None:
            self.flourish.draw(surface)
        self.saga.follow(model.log, model.log_epoch)
        lesson = self.coach is not None and self.coach.lesson is not None
        if lesson:
            self._draw_lesson(surface, scale)
        else:
            self.saga.draw(surface, view.layout.log, scale)
        self._draw_status(surface, scale)
        self._label_buttons()
        shown = {"undo": model.undo_offered, "skip": bool(self.coach), "got_it": lesson}
        for name, button in self.buttons.items():
            if shown.get(name, True):
                button.draw(surface, scale)

    def _lesson_box(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The guided hand's lesson panel (the Saga's place) and its Got it button."""
        box, scale = self.view.layout.log.to_rect(), self.view.layout.scale
        pad = theme.scaled(12, scale)
        button = pygame.Rect(0, 0, box.width - 2 * pad, theme.scaled(48, scale))
        button.midbottom = (box.centerx, box.bottom - pad)
        return box, button

    def _draw_lesson(self, surface: pygame.Surface, scale: float) -> None:
        coach = self.coach
        assert coach is not None
        box, button = self._lesson_box()
        controls.draw_panel(surface, box, scale, alpha=240)
        pad = theme.scaled(14, scale)
        inner = box.inflate(-2 * pad, -2 * pad)
        heading = fitted(
            _("Learn by playing"), theme.scaled(22, scale), theme.GOLD_RGB, inner.width, True
        )
        surface.blit(heading, heading.get_rect(midtop=(inner.centerx, inner.y)))
        counter = _("Step {step} of {steps}").format(step=coach.step, steps=len(STEPS))
        small = fitted(counter, theme.scaled(15, scale), theme.TEXT_DIM, inner.width)
        top = inner.y + heading.get_height() + theme.scaled(4, scale)
        surface.blit(small, small.get_rect(midtop=(inner.centerx, top)))
        top += small.get_height() + theme.scaled(12, scale)
        room = button.top - pad - top
        for size in range(theme.scaled(19, scale), 7, -1):  # as large as fits the panel
            rows = break_lines(
                coach.text, inner.width, lambda row, s=size: text(row, s, theme.TEXT).get_width()
            )
            line_h = text("Ag", size, theme.TEXT).get_height()
            if len(rows) * line_h <= room:
                break
        for row in rows:
            line = text(row, size, theme.TEXT)
            place = {"topright": (inner.right, top)} if is_rtl() else {"topleft": (inner.x, top)}
            surface.blit(line, line.get_rect(**place))
            top += line_h

    def _label_buttons(self) -> None:
        """What the buttons offer now: while a play waits for its take, Play takes and Pass
        becomes the way back to change the play."""
        model, buttons = self.model, self.buttons
        staging = model.take_play is not None
        buttons["play"].label = N_("Take") if staging else N_("Play")
        buttons["play"].enabled = staging or model.can_play
        buttons["pass"].label = N_("Change play") if staging else N_("Pass")
        buttons["pass"].hotkey = "Esc" if staging else "P"
        buttons["pass"].enabled = staging or model.can_pass
        buttons["hint"].enabled = model.human_turn and not staging
        buttons["undo"].enabled = model.can_undo

    def status_box(self, lines: int = 1) -> pygame.Rect:
        """Where the status line goes: its box, but always above the highest a selected card
        of a full hand rises, so neither covers the other; extra lines grow upward."""
        view, scale = self.view, self.view.layout.scale
        box = view.layout.status.to_rect()
        centre_y = view.hand_target(HAND_SIZE // 2, HAND_SIZE)[1]
        card_top = centre_y - view.hand_width * 0.7 - SELECTED_LIFT * scale
        bottom = min(box.bottom, int(card_top - theme.scaled(6, scale)))
        return pygame.Rect(box.x, bottom - box.height * lines, box.width, box.height * lines)

    def _draw_status(self, surface: pygame.Surface, scale: float) -> None:
        status, tone = self.model.status()
        if not status:
            return
        size, colour = theme.scaled(21, scale), TONES[tone]
        width = self.view.layout.status.w
        rows = balanced_lines(status, width, lambda row: text(row, size, colour, True).get_width())
        lines = [fitted(row, size, colour, width, bold=True) for row in rows]
        height = sum(line.get_height() for line in lines)
        box = self.status_box()
        y = box.bottom - height - (box.height - lines[0].get_height()) // 2
        if len(lines) > 1:  # a soft backing keeps two lines readable over the table
            wide = max(line.get_width() for line in lines) + theme.scaled(24, scale)
            backing = pygame.Rect(0, 0, wide, height + theme.scaled(8, scale))
            backing.midtop = (box.centerx, y - theme.scaled(4, scale))
            surface.blit(self.view.backing(backing.size), backing)
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()


def balanced_lines(value: str, max_width: int, width: Callable[[str], int]) -> list[str]:
    """``value`` in as few lines as fit ``max_width`` (two at most: the rest joins the
    last), as evenly long as can be: never one word alone on a line of its own."""
    rows = break_lines(value, max_width, width, lines=2)
    if len(rows) < 2:
        return rows
    low, high = max_width // 3, max_width  # the narrowest width that still takes two lines
    while high - low > 4:
        middle = (low + high) // 2
        if len(break_lines(value, middle, width)) <= 2:
            high = middle
        else:
            low = middle
    return break_lines(value, high, width, lines=2)
