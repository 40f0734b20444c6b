"""Touch read as the pointer: a tap is a click, a drag a drag, a long press rests the pointer
on what it touches (a card is shown large, what hover would show is shown), and two fingers
moved together are the wheel where they are (the paths, the Saga).

SDL also makes mouse events of its own from touches; those carry ``touch=True`` and the
layer drops them (`synthesized`), so a touch is never handled twice. The first finger's
press is held back until it is clearly a drag or it lifts (a tap), so a second finger
arriving first turns the gesture into a scroll without having picked a card.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

SLOP = 12  # window pixels a finger may wander and still tap
LONG_PRESS = 0.5  # seconds held still: the pointer rests there (a card zoomed)
WHEEL_STEP = 40  # window pixels of two-finger movement per wheel notch

Point = tuple[int, int]


def synthesized(event: pygame.event.Event) -> bool:
    """A mouse event SDL made from a touch (the layer handles the touch itself)."""
    return event.type in (
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
    ) and bool(getattr(event, "touch", False))


@dataclass
class _Finger:
    start: Point
    at: Point
    since: float


def _motion(
    pos: Point, rel: Point, held: bool, rested: bool = False, lifted: bool = False
) -> pygame.event.Event:
    buttons = (1 if held else 0, 0, 0)
    return pygame.event.Event(
        pygame.MOUSEMOTION,
        pos=pos,
        rel=rel,
        buttons=buttons,
        finger=True,
        rested=rested,
        lifted=lifted,
    )


#: Where the pointer goes when the finger of a long press lifts: off every window, so what
#: the rest showed (a card large, a tip) goes with the finger.
AWAY: Point = (-10_000, -10_000)  # off any window, even scaled to a smaller canvas


def pointer_gone() -> pygame.event.Event:
    """The pointer's move off a scene another now covers (a dialog, the pause menu): to
    `AWAY`, as a long press's lift goes, so what it lit there (a hover, a tip, a card shown
    large) goes. Marked ``gone``: no move of the player's (the keys keep the focus ring)."""
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=AWAY, rel=(0, 0), buttons=(0, 0, 0), gone=True
    )


def gone(event: pygame.event.Event) -> bool:
    """The pointer left for a scene over this one (`pointer_gone`)."""
    return bool(getattr(event, "gone", False))


def by_finger(event: pygame.event.Event) -> bool:
    """A pointer event a finger made (hover then means nothing until a long press)."""
    return bool(getattr(event, "finger", False))


def rests(event: pygame.event.Event) -> bool:
    """A long press: the pointer has rested already, so what a rest shows shows at once."""
    return bool(getattr(event, "rested", False))


def _button(kind: int, pos: Point) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, finger=True)


class Touch:
    """Fingers on the window (its size in pixels given each time) read as pointer events."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.fingers: dict[int, _Finger] = {}
        self.pressed = False  # the pointer's press was sent (a drag under way)
        self.scrolling = False  # two fingers: the wheel
        self.rested = False  # the long press was answered
        self._scrolled = (0.0, 0.0)

    def _pos(self, event: pygame.event.Event, window: Point) -> Point:
        return (int(event.x * window[0]), int(event.y * window[1]))

    def long_press_in(self) -> float | None:
        """Seconds until a finger held still counts as a long press (None: none waits)."""
        if len(self.fingers) != 1 or self.pressed or self.scrolling or self.rested:
            return None
        finger = next(iter(self.fingers.values()))
        return max(0.0, finger.since + LONG_PRESS - self.clock())

    def tick(self) -> list[pygame.event.Event]:
        """A long press fell due: the pointer rests where the finger is."""
        due = self.long_press_in()
        if due is None or due > 0:
            return []
        self.rested = True
        finger = next(iter(self.fingers.values()))
        return [_motion(finger.at, (0, 0), False, rested=True)]

    def translate(self, event: pygame.event.Event, window: Point) -> list[pygame.event.Event]:
        """The pointer events (window coordinates) one finger event makes."""
        fid = getattr(event, "finger_id", 0)
        if event.type == pygame.FINGERDOWN:
            return self._down(fid, self._pos(event, window))
        if event.type == pygame.FINGERMOTION:
            return self._move(fid, self._pos(event, window))
        if event.type == pygame.FINGERUP:
            return self._up(fid, self._pos(event, window))
        return []

    def _down(self, fid: int, pos: Point) -> list[pygame.event.Event]:
        self.fingers[fid] = _Finger(pos, pos, self.clock())
        if len(self.fingers) == 1:
            self.pressed = self.scrolling = self.rested = False
            return []
        if self.pressed:  # a second finger during a drag: the drag goes on alone
            return []
        self.scrolling = True
        self._scrolled = (0.0, 0.0)
        return [_motion(self._centre(), (0, 0), False)]  # the wheel acts where they are

    def _centre(self) -> Point:
        xs = [f.at[0] for f in self.fingers.values()]
        ys = [f.at[1] for f in self.fingers.values()]
        return (sum(xs) // len(xs), sum(ys) // len(ys))

    def _move(self, fid: int, pos: Point) -> list[pygame.event.Event]:
        finger = self.fingers.get(fid)
        if finger is None:
            return []
        rel = (pos[0] - finger.at[0], pos[1] - finger.at[1])
        finger.at = pos
        if self.scrolling:
            return self._scroll(rel)
        if len(self.fingers) > 1 and not self.pressed:
            return []
        out: list[pygame.event.Event] = []
        if not self.pressed:
            far = max(abs(pos[0] - finger.start[0]), abs(pos[1] - finger.start[1]))
            if far <= SLOP:
                return []
            self.pressed = True  # a drag: pressed where the finger first came down
            out += [
                _motion(finger.start, (0, 0), False),
                _button(pygame.MOUSEBUTTONDOWN, finger.start),
            ]
        return out + [_motion(pos, rel, True)]

    def _scroll(self, rel: Point) -> list[pygame.event.Event]:
        share = 1 / max(1, len(self.fingers))  # each finger's move is part of the gesture
        x = self._scrolled[0] + rel[0] * share
        y = self._scrolled[1] + rel[1] * share
        notches_x, notches_y = int(x / WHEEL_STEP), int(y / WHEEL_STEP)
        self._scrolled = (x - notches_x * WHEEL_STEP, y - notches_y * WHEEL_STEP)
        if not (notches_x or notches_y):
            return []
        # The content follows the fingers: moving up is the wheel turned down.
        return [
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=notches_x, y=notches_y, flipped=False, finger=True
            )
        ]

    def _up(self, fid: int, pos: Point) -> list[pygame.event.Event]:
        finger = self.fingers.pop(fid, None)
        if finger is None:
            return []
        if self.scrolling:
            if not self.fingers:
                self.scrolling = False
            return []
        if self.pressed:  # the drag ends with the finger that made it
            self.pressed = False
            return [_motion(pos, (0, 0), True), _button(pygame.MOUSEBUTTONUP, pos)]
        if self.rested:  # a long press looked at the card: lifting plays nothing, and the
            self.rested = False  # pointer leaves with the finger (the zoom, the tip go)
            return [_motion(AWAY, (0, 0), False, lifted=True)]
        start = finger.start  # a tap: a click where the finger came down
        return [
            _motion(start, (0, 0), False),
            _button(pygame.MOUSEBUTTONDOWN, start),
            _button(pygame.MOUSEBUTTONUP, start),
        ]
