"""When the main loop draws its next frame, and the sleep until then.

While something moves the loop runs at the frame rate. At rest it sleeps until an event
arrives, a scene's wake (`scenes.base.Wake`) falls due, or `REST_CHECK_SECONDS` pass. It
sleeps in short slices and looks at the event queue between them: cheaper than
`pygame.event.wait`, which looks every millisecond, and quick enough that a click never waits
for more than a slice.

The clock, the sleep and the event source are parameters, so tests can drive the loop through
simulated time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from odin_desktop.scenes.base import FRAME_RATE, REST_CHECK_SECONDS, Area, Wake

FRAME_SECONDS = 1 / FRAME_RATE
SLEEP_SLICE = 0.008  # the longest a waiting event goes unseen
MAX_STEP = 0.1  # while things move, a stall never teleports them further than this
LATE_MARGIN = 0.002  # a frame this close to a full wake counts as that wake


@dataclass(frozen=True)
class Frame:
    """What the next frame is given: the events that came, the seconds that passed since the
    last frame, and the only area it may change (None: the whole canvas)."""

    events: list[pygame.event.Event]
    dt: float
    area: Area | None = None


class Pacer:
    def __init__(
        self,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], None] = time.sleep,
        poll: Callable[[], list[pygame.event.Event]] = pygame.event.get,
    ) -> None:
        self.clock, self.sleep, self.poll = clock, sleep, poll
        self._last: float | None = None  # when the last frame started

    def next_frame(self, wake: Wake | None) -> Frame:
        """Wait for the next frame; ``wake``: what the visible scenes asked for (after the last
        frame). Never two frames within one frame period."""
        now = self.clock()
        if self._last is None:  # the first frame, at once
            self._last, wake = now - FRAME_SECONDS, Wake(0.0)
        earliest = self._last + FRAME_SECONDS
        rest = REST_CHECK_SECONDS if wake is None else min(wake.seconds, REST_CHECK_SECONDS)
        due = max(earliest, now + rest)
        events = self._wait(due, earliest)
        started = self.clock()
        dt = started - self._last
        moving = wake is not None and wake.seconds <= 0
        if moving:
            dt = min(dt, MAX_STEP)  # a stall: the animation resumes where it was
        self._last = started
        return Frame(events, dt, self._area(wake, events, started - now))

    def _wait(self, due: float, earliest: float) -> list[pygame.event.Event]:
        """The events that arrive before ``due`` (all those queued by ``earliest``, once one has
        come): at least one frame period after the last frame, as the frame rate allows."""
        events = list(self.poll())
        while True:
            now = self.clock()
            until = earliest if events else due
            if now >= until:
                return events
            self.sleep(min(SLEEP_SLICE, until - now))
            events.extend(self.poll())

    @staticmethod
    def _area(wake: Wake | None, events: list[pygame.event.Event], waited: float) -> Area | None:
        """Clip the frame to the wake's area only when nothing but that wake brought it: no
        event, and no wake for the whole canvas due by now (a late sleep included)."""
        if events or wake is None or wake.area is None:
            return None
        full = wake.full_in
        if full is not None and waited >= full - LATE_MARGIN:
            return None
        if waited < wake.seconds - LATE_MARGIN:
            return None  # the rest check came first: a full frame
        return wake.area
