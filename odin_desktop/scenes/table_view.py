"""What both games' table views share: the window's layout and backdrop, whose eyes the table
is drawn for, the cards' sprites gliding to their places (and those flying off, forgotten
once landed), whether anything still moves, the glow around whose turn it is, and the cards
the pointer carries.

A game's view (`scenes/odin/view.py`, `scenes/ravens/view.py`) subclasses `TableView`: it
lays out its table, keeps its sprites as its game needs them (ODIN's by card, Odin's
Ravens' as a hand, a stack top and cards in play), gives each its place (`sync`) and draws
its places and its cards. The scene draws in the order `scenes.table_scene` keeps: the
backdrop, the game's table, the cards (the carried ones on top), then its overlays.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import pygame

from odin_desktop.scenes.base import Wake, soonest
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.glow import next_glow_step

MOVE_TIME = 0.42  # seconds a card takes from one place to another, before the speed setting
MAX_TILT = 12.0  # degrees a carried card leans with the pointer's movement
TILT_PER_PX = 0.35


class Sprite(Protocol):
    """A card on the table as the shared view moves it (each game's sprite class), and as
    `scenes.damage` tells whether it looks as it did (``angle``, ``width``, ``lift`` too; a
    ``code`` standing for its face, when it has one)."""

    x: float
    y: float
    tilt: float
    dragged: bool
    tween: Any
    target: tuple[float, float, float, float] | None

    @property
    def angle(self) -> float: ...

    @property
    def width(self) -> float: ...

    @property
    def lift(self) -> float: ...

    @property
    def moving(self) -> bool: ...

    @property
    def settling(self) -> bool:
        """Still easing a smaller movement of its own (its lift, its tilt)."""

    def update(self, dt: float) -> None: ...


S = TypeVar("S", bound=Sprite)
L = TypeVar("L")  # the game's layout
D = TypeVar("D")  # what the pointer carries, as the game's `draw_cards` is told it


class TableView(ABC, Generic[S, L, D]):
    #: px the turn's glow reaches around a nameplate, both sides together
    GLOW_REACH: ClassVar[int]

    layout: L

    def __init__(self, size: tuple[int, int]) -> None:
        """A game's view sets up its own state first, then calls this (which lays it out)."""
        self.viewer = 0  # whose eyes the table is drawn for: the seat at the bottom
        self.speed = 1.0  # the animation-speed setting
        self.all_face_up = False  # the replay viewer: every seat's cards face up
        self.hovered: int | None = None  # the card under the pointer (the game says how)
        self.flying: list[S] = []  # cards on their way off (to a pile, a seat), until landed
        self.clock = 0.0  # seconds since the view began: the glow's pulse follows it
        self.resize(size)

    # ------------------------------------------------------------------ the game's part

    @abstractmethod
    def lay_out(self, size: tuple[int, int]) -> L:
        """The table's places for a window of ``size``."""

    def _laid_out(self) -> None:
        """After a new layout: what depends on it (pictures rendered ahead of need)."""

    @abstractmethod
    def _forget(self) -> None:
        """Forget the game's sprites (see `reset`)."""

    @abstractmethod
    def _placed(self) -> Iterable[S]:
        """The sprites in their places (or gliding to them), each updated every frame."""

    def _watched(self) -> Iterable[S]:
        """The placed sprites whose movement keeps the table `animating`."""
        return self._placed()

    def _busy(self) -> bool:
        """Whether something else of the game's still moves (Odin's Ravens' paths)."""
        return False

    def _advance(self, dt: float) -> list[str]:
        """The game's own moving things, before the sprites; the sounds they make."""
        return []

    def settle(self) -> None:
        """What follows the sprites (lifts, the keys' card): after they moved each frame, and
        at once when what is raised changed, so the frame that shows the change eases it."""

    @abstractmethod
    def nameplate(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s nameplate is (empty when it has none)."""

    def _effect_wakes(self, thinking: int | None) -> list[Wake]:
        """The game's other effects at rest (ODIN's "thinking" dots)."""
        return []

    def drawn_sprites(self) -> list[Any]:
        """Every card sprite drawn, for what changed between two frames (`scenes.damage`)."""
        return [*self._placed(), *self.flying]

    def moving_areas(self) -> list[pygame.Rect] | None:
        """Where else the game's table moves by itself now, beyond the card sprites and the
        effects at rest (ODIN's fans growing, Odin's Ravens' path); None: anywhere."""
        return []

    @abstractmethod
    def draw_cards(self, surface: pygame.Surface, dragged: D) -> None:
        """Every card sprite in its drawing order, the ``dragged`` ones last."""

    # ------------------------------------------------------------------ geometry

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.lay_out(size)
        self._laid_out()

    def move_time(self, animate: bool = True) -> float:
        """Seconds a card's move takes now (none when not ``animate``d)."""
        return MOVE_TIME / self.speed if animate else 0.0

    # ------------------------------------------------------------------ state

    def reset(self) -> None:
        """Forget every sprite (a new round, or a new viewer behind the hand-over screen)."""
        self._forget()
        self.flying.clear()
        self.hovered = None

    @property
    def animating(self) -> bool:
        """Cards travelling (a bot waits for them to land before its move)."""
        return self._busy() or bool(self.flying) or any(s.moving for s in self._watched())

    @property
    def settling(self) -> bool:
        """Smaller movements still easing, which the table draws but nobody waits for: any
        card's lift or tilt (and a game's own, `_easing`). Asked of every card drawn, so a
        game cannot leave one easing unseen while the loop rests."""
        return self._easing() or any(s.settling for s in self.drawn_sprites())

    def _easing(self) -> bool:
        """The game's own smaller movements still easing (ODIN's fans growing)."""
        return False

    def update(self, dt: float) -> list[str]:
        """Advance every sprite by ``dt`` seconds; the sounds this frame made."""
        self.clock += dt
        sounds = self._advance(dt)
        for sprite in self._placed():
            sprite.update(dt)
        for sprite in self.flying:
            sprite.update(dt)
        self.flying = [s for s in self.flying if s.moving]
        self.settle()
        return sounds

    def idle_wake(self, to_move: int | None, thinking: int | None = None) -> Wake | None:
        """The effects at rest: the glow pulsing around whose turn it is, a slow step at a
        time, drawn in its own small area (and the game's own, `_effect_wakes`)."""
        wakes = []
        if to_move is not None:
            plate = self.nameplate(to_move)
            if plate.width > 0:  # the glow's next step, in its own area
                area = plate.inflate(self.GLOW_REACH, self.GLOW_REACH)
                wakes.append(Wake(next_glow_step(self.clock), (area.x, area.y, area.w, area.h)))
        wakes += self._effect_wakes(thinking)
        return soonest(*wakes)

    # ------------------------------------------------------------------ carried cards

    def hold(self, sprites: Iterable[S], offset: tuple[int, int], dx: float) -> None:
        """Cards carried by the pointer, ``offset`` from where they were picked up; ``dx``
        tilts them with the movement."""
        for sprite in sprites:
            x, y = (sprite.target[0], sprite.target[1]) if sprite.target else (sprite.x, sprite.y)
            sprite.tween = None
            sprite.x, sprite.y = x + offset[0], y + offset[1]
            sprite.dragged = True
            sprite.tilt = max(-MAX_TILT, min(MAX_TILT, sprite.tilt + dx * TILT_PER_PX))

    def let_go(self, sprites: Iterable[S]) -> None:
        """Cards no longer carried: the next `sync` sends them somewhere, even back home."""
        for sprite in sprites:
            sprite.dragged = False
            sprite.target = None

    # ------------------------------------------------------------------ drawing

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
