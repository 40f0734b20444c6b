"""The music stream: the pieces of the theme wanted now, one after another, streamed by
`pygame.mixer.music` (never decoded whole), through fades and volume ramps that run outside
the frames.

- A *theme* is a list of pieces ("menu": the hall's; a game's id: its table's). Each piece is
  played once and the next is queued behind it (the mixer starts it the moment the first
  ends, and each piece breathes at its ends, so the turn is clean); a theme of one piece
  queues itself.
- Another theme: the piece playing fades out, then the new one fades in (the mixer has a
  single stream, so the two cannot overlap). A theme left and wanted again within
  `RESUME_SECONDS` goes on where it was, never from the start; later, a table's theme goes on
  with its next piece.
- The volume follows the player's level, the duck (a question asked, a stinger ringing) and
  the window (paused when not in front, where the player asked for that), always by a ramp:
  a jump in a sound is a click. Muted, or paused in the background, the stream stops
  decoding.

`tick` does the timed part (is a fade over, has the queue turned, the next ramp step): the
app's loop calls it between its sleeps, about every 8 ms, so it costs a few comparisons when
nothing changes. The clock and the mixer are parameters, for the tests.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

FADE_OUT = 0.9  # seconds: a theme leaving
SILENCE_FADE = 0.3  # seconds: the music muted (quick, but a cut would click)
FADE_IN = 1.6  # seconds: a theme arriving, or resuming mid-piece
START_FADE = 0.25  # seconds: a piece from its start (it begins softly anyway)
RAMP = 0.4  # seconds a volume change takes across the whole range
RESUME_SECONDS = 30.0  # a theme wanted again within this goes on where it was
TURN_MS = 500  # the position falling back this far: the queue has turned to the next piece

log = logging.getLogger(__name__)


class Stream(Protocol):
    """What is used of `pygame.mixer.music`."""

    def load(self, filename: str) -> None: ...
    def play(self, loops: int = 0, start: float = 0.0, fade_ms: int = 0) -> None: ...
    def queue(self, filename: str) -> None: ...
    def fadeout(self, time: int) -> None: ...
    def stop(self) -> None: ...
    def pause(self) -> None: ...
    def unpause(self) -> None: ...
    def set_volume(self, value: float) -> None: ...
    def get_pos(self) -> int: ...


@dataclass
class _Playing:
    theme: str
    index: int  # the piece of the theme
    offset: float  # seconds into the piece where it was started
    last_pos: int = 0  # the stream's position (ms since play or the queue's turn) last seen


@dataclass(frozen=True)
class _Left:
    index: int
    position: float  # seconds into the piece
    at: float  # the clock when it was left


class MusicPlayer:
    def __init__(
        self,
        themes: Mapping[str, Sequence[Path]],
        stream: Stream,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.themes = {k: tuple(v) for k, v in themes.items() if v}
        self.stream = stream
        self.clock = clock
        self.wanted: str | None = None  # the theme the screens ask for
        self.playing: _Playing | None = None
        self._fading_until: float | None = None  # the theme before is fading out
        self._left: dict[str, _Left] = {}
        self._next: dict[str, int] = {}  # the piece a theme goes on with, after a while
        self.volume = 1.0
        self.muted = False
        self.pause_behind = True  # paused when the window is not in front
        self.in_front = True
        self.duck = 1.0  # a question asked, a stinger ringing: below 1
        self._level = 0.0  # the volume given to the stream now
        self._last_tick = clock()
        self._paused = False

    # ------------------------------------------------------------------ asked

    def want(self, theme: str | None) -> None:
        """The theme the screens ask for now (None: silence); cheap when unchanged."""
        if theme not in self.themes:
            theme = None if theme is None else self.wanted  # a game without music: no change
        if theme != self.wanted:
            self.wanted = theme
            self._follow()

    def set_levels(self, volume: float, muted: bool, pause_behind: bool) -> None:
        self.volume, self.muted, self.pause_behind = volume, muted, pause_behind
        self._follow()

    def set_in_front(self, in_front: bool) -> None:
        self.in_front = in_front
        self._follow()

    @property
    def audible(self) -> bool:
        """Whether the music may sound (muted or at nothing it does not even decode)."""
        return not self.muted and self.volume > 0

    @property
    def target(self) -> float:
        behind = self.pause_behind and not self.in_front
        return 0.0 if behind or not self.audible else self.volume * self.duck

    def position(self) -> float:
        """Seconds into the piece playing (0 when none is)."""
        if self.playing is None:
            return 0.0
        return self.playing.offset + max(0, self.stream.get_pos()) / 1000

    # ------------------------------------------------------------------ between frames

    def tick(self) -> None:
        """Fades, the queue's turn and the volume's ramp, as time passes."""
        now = self.clock()
        dt, self._last_tick = now - self._last_tick, now
        if self._fading_until is not None and now >= self._fading_until:
            self._fading_until = None
            self._follow()
        playing = self.playing
        if playing is not None and not self._paused:
            pos = self.stream.get_pos()
            if 0 <= pos < playing.last_pos - TURN_MS:  # the next piece has begun
                self._turned(playing)
            playing.last_pos = max(pos, 0)
        self._ramp(dt)

    def _ramp(self, dt: float) -> None:
        target = self.target
        if self._level != target:
            step = max(dt, 0.0) / RAMP
            up = target > self._level
            self._level = min(target, self._level + step) if up else max(target, self._level - step)
            self.stream.set_volume(self._level)
        if self._level == 0.0:
            if self.playing is not None and not self._paused:
                self.stream.pause()  # silent (behind other windows): nothing decoded, no click
                self._paused = True
        elif self._paused:
            self.stream.unpause()
            self._paused = False

    @property
    def settled(self) -> bool:
        """No fade or ramp under way (the tests' and the idle loop's question)."""
        return self._fading_until is None and self._level == self.target

    # ------------------------------------------------------------------ the stream

    def _follow(self) -> None:
        """Start, change or stop the stream to match what is wanted and allowed."""
        if self._fading_until is not None:
            return  # the theme before is still fading: `tick` comes back here
        theme = self.wanted if self.audible else None
        if self.playing is not None and (theme is None or self.playing.theme != theme):
            self._leave(self.playing, FADE_OUT if theme is not None else SILENCE_FADE)
            return
        if self.playing is None and theme is not None:
            self._start(theme)

    def _leave(self, playing: _Playing, fade: float) -> None:
        now = self.clock()
        self._left[playing.theme] = _Left(playing.index, self.position(), now)
        self._next[playing.theme] = (playing.index + 1) % len(self.themes[playing.theme])
        self.playing = None
        if self._level > 0 and not self._paused:
            self.stream.fadeout(int(fade * 1000))
            self._fading_until = now + fade
        else:
            self.stream.stop()
            self._follow()

    def _start(self, theme: str) -> None:
        pieces = self.themes[theme]
        left = self._left.pop(theme, None)
        if left is not None and self.clock() - left.at <= RESUME_SECONDS:
            index, offset = left.index, left.position
        else:
            index, offset = self._next.get(theme, 0), 0.0
        fade = FADE_IN if offset > 0 else START_FADE
        try:
            self.stream.load(str(pieces[index]))
            self.stream.play(0, offset, int(fade * 1000))
            self.stream.queue(str(pieces[(index + 1) % len(pieces)]))
        except (OSError, RuntimeError) as error:  # pygame.error is a RuntimeError
            log.warning("the music %s cannot be played: %s", theme, error)
            del self.themes[theme]  # never asked again: the game plays on without it
            self.wanted = None
            return
        self.playing = _Playing(theme, index, offset)
        self._paused = False
        self._level = self.target  # the stream's own fade-in brings it up from silence
        self.stream.set_volume(self._level)

    def _turned(self, playing: _Playing) -> None:
        pieces = self.themes[playing.theme]
        playing.index = (playing.index + 1) % len(pieces)
        playing.offset = 0.0
        try:
            self.stream.queue(str(pieces[(playing.index + 1) % len(pieces)]))
        except (OSError, RuntimeError) as error:  # this piece then plays on alone, once
            log.warning("the music %s cannot be queued: %s", playing.theme, error)

    def stop(self) -> None:
        """Silence at once (the app is closing)."""
        self.wanted = None
        if self.playing is not None:
            self.stream.stop()
            self.playing = None
