"""The drag state machine: idle -> pressed -> dragging -> dropped (accepted or snapped back).

It reads positions from the events themselves (posted events do not move the OS pointer),
and knows nothing of cards: the owner says what a press picks up and whether a drop is
accepted, and draws the held things at `offset`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import Generic, TypeVar

T = TypeVar("T")

# A press becomes a drag once the pointer moves this far (px): a click stays a click.
DRAG_THRESHOLD = 6


class DragState(Enum):
    IDLE = auto()
    PRESSED = auto()
    DRAGGING = auto()


@dataclass
class DragResult(Generic[T]):
    """What a release meant: a click on ``payload``, or a drop of it at ``pos``."""

    payload: T
    pos: tuple[int, int]
    was_drag: bool


class DragMachine(Generic[T]):
    def __init__(self, threshold: int = DRAG_THRESHOLD) -> None:
        self.threshold = threshold
        self.state = DragState.IDLE
        self.payload: T | None = None
        self.origin = (0, 0)
        self.pos = (0, 0)

    @property
    def offset(self) -> tuple[int, int]:
        """How far the held things have moved from where they were picked up."""
        return self.pos[0] - self.origin[0], self.pos[1] - self.origin[1]

    @property
    def dragging(self) -> bool:
        return self.state is DragState.DRAGGING

    def press(self, payload: T, pos: tuple[int, int]) -> None:
        self.state, self.payload, self.origin, self.pos = DragState.PRESSED, payload, pos, pos

    def move(self, pos: tuple[int, int]) -> None:
        if self.state is DragState.IDLE:
            return
        self.pos = pos
        if self.state is DragState.PRESSED:
            dx, dy = self.offset
            if dx * dx + dy * dy >= self.threshold * self.threshold:
                self.state = DragState.DRAGGING

    def release(self, pos: tuple[int, int]) -> DragResult[T] | None:
        """End the gesture; None when nothing was pressed."""
        if self.state is DragState.IDLE or self.payload is None:
            return None
        self.move(pos)
        result = DragResult(self.payload, pos, self.state is DragState.DRAGGING)
        self.cancel()
        return result

    def cancel(self) -> None:
        self.state, self.payload = DragState.IDLE, None
