"""What both games' table scenes share: a thin adapter between the player and the table model.

Each frame runs in one order: the view's movement, the model's time (the bots' moves at
their pace, the round's summary when due), then the model's events shown (the view synced,
sounds). Input goes to the game's buttons and panels first, then to the game's intents by
kind (a key, the wheel, a press, a move, a release), and the events it caused are shown at
once; Esc takes a step back or opens the pause menu (for the game of the controller). The
base also keeps the hot-seat hand-over (the hand-over screen, then the table shown to its
new viewer), the end-of-round summary (`show_summary`, the game's flow from its screens),
the on-top check, `next_wake`, resizing and coming back from another screen, and the draw
order: the backdrop, the game's table, the cards (the carried ones on top), the flourish,
the game's overlays.

A game's scene (`scenes/odin/table.py`, `scenes/ravens/table.py`) subclasses `TableScene`
and says only what its input means (its intents) and what it draws (its layers); nothing
here decides a rule or a pace: the model does (asking the engine), and the bots think in
the bot process.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

import pygame

from odin_desktop.i18n import _
from odin_desktop.i18n.devices import InUse
from odin_desktop.scenes.base import NEXT_FRAME, Area, Cue, Host, Scene, Wake, soonest
from odin_desktop.scenes.damage import MAX_AREAS, SLACK, Damage, Panel, pays
from odin_desktop.scenes.table_model import (
    HandOverTo,
    RoundOver,
    RoundStarted,
    TableModel,
    TutorAsks,
)
from odin_desktop.scenes.table_view import TableView
from odin_desktop.session.table_controller import TableController
from odin_desktop.ui.drag import DragMachine, DragState
from odin_desktop.ui.effects import Flourish
from odin_desktop.ui.intents import Intent

C = TypeVar("C", bound=TableController)
M = TypeVar("M", bound=TableModel[Any])
V = TypeVar("V", bound=TableView[Any, Any, Any])

CardBack = Callable[[int], pygame.Surface]  # a card back at a width, for the hand-over screen


class TableScene(Scene, Generic[C, M, V]):
    #: what the pointer carries, as the view's `draw_cards` takes it
    dragged: Any
    #: the pointer's press on a card, and the drag it may become
    drag: DragMachine[Any]

    def __init__(
        self, app: Host, controller: C, model: M, view: V, show_summary: Callable[[M], None]
    ) -> None:
        """``show_summary(model)``: the end of a round (the game's flow, from its screens)."""
        super().__init__(app)
        self.controller = controller
        self.music = Cue(controller.game_id)  # the game's table pieces (its registry entry)
        self.model = model
        self.show_summary = show_summary
        self.view = view
        self.view.viewer = model.viewer
        self.view.speed = app.settings.animation_speed
        self.flourish: Flourish | None = None  # gold sparks as a round is won
        self.damage = Damage()  # what the last frame showed, for what changed since
        # The pointer's last move as it came: a finger's long press rests it (`ui/rest.py`).
        self.moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0))
        self._panels_of: tuple[bool, list[Panel] | None] | None = None  # `_frame_panels`
        self._noted = False  # this frame's drawing noted (its other passes show the same)

    # ------------------------------------------------------------------ the game's part

    @abstractmethod
    def _sync(self, animate: bool = True) -> None:
        """Give every card of the round under way its place in the view."""

    @abstractmethod
    def _deal(self) -> None:
        """A new round dealt: the view (already reset) shows it arriving."""

    @abstractmethod
    def _show_to_viewer(self) -> None:
        """Behind the hand-over screen, the table (its view reset) is now shown to another
        player: their round as it stands."""

    @abstractmethod
    def _card_back(self, seat: int) -> CardBack:
        """The back of ``seat``'s cards, shown face down on the hand-over screen."""

    def _show(self, event: object) -> None:
        """One of the game's own events (a move made, …)."""

    def _events_shown(self) -> None:
        """After a batch of events was shown."""

    def _place_controls(self) -> None:
        """The game's buttons where the layout puts them."""

    def _controls(self, event: pygame.event.Event) -> bool:
        """Whether the game's buttons or panels took ``event`` (before any intent)."""
        return False

    @abstractmethod
    def _key(self, key: int, mod: int) -> None:
        """A key's intent (Esc is the base's)."""

    def _wheel(self, y: int, x: int) -> None:
        """The mouse wheel."""

    def _press(self, pos: tuple[int, int]) -> None:
        """The left button down."""

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        """The pointer moved (carrying, or not)."""

    def _release(self, pos: tuple[int, int]) -> None:
        """The left button up."""

    def _pointer_left(self) -> None:
        """The pointer left the window: what it showed by resting there goes with it."""

    def _after_input(self) -> None:
        """What the table shows at once after any input (lifts, the cards' places)."""

    def _advance(self, dt: float) -> None:
        """The frame begins: the view's movement, and anything else of the game's that
        moves by itself."""

    def _table_waits(self) -> bool:
        """Whether the game holds play though the table is on top (a lesson read)."""
        return False

    def _after_model(self) -> None:
        """After the model's time passed, before its events are shown."""

    def _wakes(self) -> list[Wake | None]:
        """The game's own timers and effects at rest."""
        return []

    def _look(self) -> object:
        """What else the game's table shows that may change with no input and no event of
        the model (a frame after it changed is drawn whole)."""
        return None

    #: Whether `_panels` names the table's panels (while a round is shown)
    NAMES_PANELS: ClassVar[bool] = False
    #: The most areas a frame is drawn in, and how much bigger than two areas their union may
    #: be for them to be drawn as one (`damage.clusters`): each area is a pass over the
    #: table's drawing, so more, smaller ones pay only where a pass skips what lies outside
    #: its clip
    MAX_AREAS: ClassVar[int] = MAX_AREAS
    MERGE_SLACK: ClassVar[float] = SLACK

    def _panels(self) -> list[Panel] | None:
        """The parts of the table drawn from the game's state rather than as card sprites
        (nameplates, the status line, the Saga, buttons, …): where each is drawn, all of it,
        and what it shows, read from the model (not from what the last frame set), so a frame
        after a move redraws only those that changed with the cards. None: the game does not
        say, and a move shown is drawn whole."""
        return None

    def _showing(self) -> bool:
        """Whether there is a table to draw beyond the backdrop: a round, and its player at
        the screen (while the screen is handed over, not even for the frame before the
        hand-over screen covers the table)."""
        return self.model.current_round is not None and not self.model.handing_over

    @abstractmethod
    def _draw_table(self, surface: pygame.Surface) -> None:
        """Everything under the cards: seats, piles, the middle or the paths."""

    @abstractmethod
    def _draw_overlays(self, surface: pygame.Surface) -> None:
        """Everything over the cards: the Saga, the status line, buttons, panels."""

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.damage.invalidate()
        self.model.start()
        self._resync()
        self._show_events()

    def exit(self) -> None:
        self.controller.close()

    def pause(self) -> None:
        """Another screen covers the table (a dialog, the pause menu): the pointer is on
        that one now, and nothing it lit on the table shows through."""
        self.damage.invalidate()
        self._pointer_left()

    def pointer_left(self) -> None:
        """The hover, the tip and the card shown large go (the base's), but a press on a
        card under way keeps its cards where they are: its release comes to the screen
        above, and the pointer's next move here carries them on (a move off the window
        would fly them there)."""
        if self.drag.state is DragState.IDLE:
            super().pointer_left()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.damage.invalidate()
        self.view.speed = self.app.settings.animation_speed
        self._place_controls()  # the Undo setting may have changed
        self._resync()

    def resize(self, size: tuple[int, int]) -> None:
        self.damage.invalidate()
        self.view.resize(size)
        self._place_controls()
        self._resync()

    def _resync(self) -> None:
        if self.model.current_round is not None:
            self._sync(animate=False)

    @property
    def animating(self) -> bool:
        view = self.view
        return view.animating or view.settling or self.flourish is not None

    def next_wake(self) -> Wake | None:
        if self.animating:
            return NEXT_FRAME
        timer = self.model.next_wake(False, self.app.scenes.top is self)
        return soonest(
            None if timer is None else Wake(timer),
            self.view.idle_wake(self.controller.to_move, self.model.thinking),
            *self._wakes(),
        )

    def open_pause_menu(self) -> None:
        self.app.nav.pause(self.controller.game_id)

    # ------------------------------------------------------------------ the model's events

    def _show_events(self) -> None:
        events = self.model.take_events()
        shell = (RoundStarted, HandOverTo, RoundOver, TutorAsks)
        if any(isinstance(e, shell) for e in events) or (events and not self.NAMES_PANELS):
            self.damage.invalidate()  # else the sprites and panels say what the move changed
        for event in events:
            if isinstance(event, RoundStarted):
                self.view.reset()
                self._deal()
            elif isinstance(event, HandOverTo):
                self._hand_over(event.seat)
            elif isinstance(event, RoundOver):
                self.show_summary(self.model)
            elif isinstance(event, TutorAsks):
                self._ask_tutor(event)
            else:
                self._show(event)
        self._events_shown()

    def _ask_tutor(self, event: TutorAsks) -> None:
        """The tutor's question over the table; the held move waits for the answer."""
        model = self.model
        self.app.nav.ask(
            event.question,
            event.yes,
            event.no,
            lambda: model.tutor_answer(True),
            lambda: model.tutor_answer(False),
        )

    def _hand_over(self, seat: int) -> None:
        """Hot seat: the hand-over screen covers the table until ``seat``'s player is there."""
        name = self.controller.names[seat]
        self.app.nav.hand_over(name, lambda: self._take_screen(seat), self._card_back(seat))

    def _take_screen(self, seat: int) -> None:
        """After the hand-over screen: the table as ``seat``'s player sees it."""
        self.damage.invalidate()
        self.model.switch_viewer(seat)
        self.view.viewer = seat
        self.view.reset()
        self._show_to_viewer()

    def _celebrate(self, centre: tuple[float, float], seed: int) -> None:
        """The round's winner: gold sparks from ``centre``."""
        self.flourish = Flourish(centre, self.view.layout.scale, seed=seed)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        self.damage.invalidate()
        self._panels_of = None
        self._noted = False
        if not self._controls(event):
            if event.type == pygame.KEYDOWN:
                self._keyed(event.key, getattr(event, "mod", 0))
            elif event.type == pygame.MOUSEWHEEL:
                self._wheel(event.y, getattr(event, "x", 0))
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self._press(event.pos)
            elif event.type == pygame.MOUSEMOTION:
                self.moved = event
                self._motion(event.pos, getattr(event, "rel", (0, 0)))
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self._release(event.pos)
            elif event.type == pygame.WINDOWLEAVE:
                self._pointer_left()
        self._after_intent()

    def use(self, in_use: InUse) -> None:
        shown = self.model.cursor_shown
        self.model.use(in_use)  # the status line names the controls of the device in use
        if self.model.cursor_shown != shown:  # a pad took the screen: its cursor is lit
            self._after_input()

    def handle_intent(self, intent: Intent) -> None:
        """A pad: Menu opens the pause menu; the rest are the game's keys (`pad_key`)."""
        self._panels_of = None
        self._noted = False
        if intent is Intent.MENU:
            self.open_pause_menu()
        else:
            super().handle_intent(intent)

    def pad_lost(self) -> None:
        """The pad in use was pulled out: the pause menu, saying why (play waits)."""
        self.app.nav.pause(
            self.controller.game_id,
            _(
                "The controller was disconnected. The game waits: plug it in again, or go on"
                " with the mouse, the keyboard or touch."
            ),
        )

    def _keyed(self, key: int, mod: int) -> None:
        """Esc takes back what the player was doing, else opens the pause menu; any other
        key is the game's."""
        if key == pygame.K_ESCAPE:
            if not self.model.cancel():
                self.open_pause_menu()
            return
        self._key(key, mod)

    def _after_intent(self) -> None:
        self._after_input()
        self._show_events()

    # ------------------------------------------------------------------ every frame

    def _on_top(self) -> bool:
        """Whether play goes on: no other screen covers the table, and the game holds
        nothing."""
        return self.app.scenes.top is self and not self._table_waits()

    def update(self, dt: float) -> None:
        self._panels_of = None
        self._noted = False
        self._advance(dt)
        if self.flourish is not None and not self.flourish.update(dt):
            self.flourish = None
        self.model.update(dt, self.view.animating, self._on_top())
        self._after_model()
        self._show_events()

    def _covers(self, surface: pygame.Surface) -> bool:
        """Whether the game's table covers all of ``surface``'s clip opaquely, the backdrop
        included in what it draws there (then the backdrop is not drawn first)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not (self._showing() and self._covers(surface)):
            self.view.draw_background(surface)
        if self._showing():  # nothing before the round, or before its player is there
            self._draw_table(surface)
            self.view.draw_cards(surface, self.dragged)
            if self.flourish is not None:
                self.flourish.draw(surface)
            self._draw_overlays(surface)
        # Noted at every size: what changed decides whether a frame is drawn in parts, and
        # whether a frame for an effect at rest may be drawn in its area only. A frame drawn
        # in parts is noted once: its passes draw the same state, and noting every sprite's
        # bounds cost ~0.1 ms a pass at 4K.
        whole = surface.get_clip() == surface.get_rect()
        if whole or not self._noted:
            self._noted = True
            shown = self._drawn_sprites(), self._looks(), self._moving_areas() or []
            self.damage.note(*shown, self._frame_panels()[1])

    # ------------------------------------------------------------------ what changed

    def _drawn_sprites(self) -> list[Any]:
        return self.view.drawn_sprites() if self._showing() else []

    def _looks(self) -> object:
        model = self.model
        if self.NAMES_PANELS:  # what else the frame shows is in the panels
            return self._showing(), model.handing_over, self._look()
        return (
            self._showing(),
            model.status(),
            self.controller.to_move,
            model.thinking,
            model.handing_over,
            model.log_epoch,
            self._look(),
        )

    def _moving_areas(self) -> list[pygame.Rect] | None:
        """The table's small moving areas now: its effects at rest, the sparks, the game's
        own (None: anywhere)."""
        areas = self.view.moving_areas() if self._showing() else []
        if areas is None:
            return None
        wake = self.view.idle_wake(self.controller.to_move, self.model.thinking)
        if wake is not None and wake.area is not None:
            areas.append(pygame.Rect(wake.area))
        if self.flourish is not None:
            areas.append(self.flourish.bounds())
        return areas

    def changed_areas(self) -> list[Area] | None:
        """What changed since the last frame, at every size: below `damage.pays`' size a
        frame is drawn whole as soon as anything changed beyond the moving areas (the turn's
        glow), and in those areas only when nothing else did."""
        areas = self._moving_areas()
        gliding, panels = self._frame_panels()
        if areas is None or gliding:
            return None
        shown = self._drawn_sprites(), self._looks(), areas, panels
        return self.damage.since(*shown, self.MAX_AREAS, self.MERGE_SLACK, pays(self.app.size))

    def _frame_panels(self) -> tuple[bool, list[Panel] | None]:
        """Whether cards glide on a canvas drawn whole at any change (below `damage.pays`'
        size), and `_panels` unless they do (~0.3 ms at 1920 x 1080: that frame, the next and
        the first after they land are whole), once a frame: the state stays as it is from the
        frame's look at what changed to its last pass of drawing (`update` or input asks anew)."""
        if self._panels_of is None:
            gliding = not pays(self.app.size) and self.view.animating
            self._panels_of = (gliding, None if gliding else self._panels())
        return self._panels_of
