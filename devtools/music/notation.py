"""The score format: a piece is a TOML file of sections played in the order of its ``form``,
each section a number of bars with its chords and, per instrument, what it plays.

A part is a line of tokens, bar lines (``|``) checked against the metre::

    d4/1 f4/.5 g4/.5 a4/2 |  a4+d5/2' r/1 c5/1,  | ~/4

- a note is its pitch (``d4``, ``f#4``, ``bb3``; middle C is ``c4``) and its length in beats
  after ``/`` (kept for the notes after it until another is given; ``*``: to the section's
  end); ``+`` joins the notes of a chord; ``'`` plays it louder, ``,`` softer (each again
  more so); ``r`` is a rest, ``~`` holds the note before it longer;
- a drum stroke is a letter: ``B`` the deep stroke in the middle of the skin, ``T`` the edge,
  ``k`` a ghost note; ``w`` is a wingbeat (a push of air);
- ``$name`` plays a phrase of the piece (``$name-12``: an octave lower), and phrases follow one
  another in one part;
- ``@name 3`` plays a pattern of the piece in every bar of the section over that bar's chords:
  its numbers are the chord's tones counted as steps above its root in octave 3 (``1`` the
  root, ``3`` its third, ``5`` its fifth, ``8`` the root an octave up, ``_5`` the fifth an octave
  down); a drum pattern is written in strokes.

Chords are one a bar (``Dm | C | G``) or several sharing it evenly (``Dm Am``): a root and ``m``
(minor), nothing (major), ``5`` (bare fifth), ``sus2`` or ``sus4``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

NOTE_NAMES = {"c": 0, "d": 2, "e": 4, "f": 5, "g": 7, "a": 9, "b": 11}
STROKES = frozenset("BTkw")
LOUDER, SOFTER = 0.14, 0.14
VELOCITY = 0.7
# Semitones above the root of each step of a chord (1 root, 3 third, 5 fifth, 7 seventh);
# the even steps are the notes between (2 the ninth's step, 4 the fourth, 6 the sixth).
QUALITIES = {
    "": (0, 2, 4, 5, 7, 9, 10),
    "m": (0, 2, 3, 5, 7, 9, 10),
    "5": (0, 2, 7, 5, 7, 9, 10),
    "sus2": (0, 2, 2, 5, 7, 9, 10),
    "sus4": (0, 2, 5, 5, 7, 9, 10),
}
PITCH = re.compile(r"^([a-g])(#|b)?(-?\d)$")
CHORD = re.compile(r"^([A-G])(#|b)?(m|5|sus2|sus4)?$")
TOKEN = re.compile(r"^([^/',]+)(?:/(\*|\d*\.?\d+))?([',]*)$")


class ScoreError(ValueError):
    """A score that cannot be read, said with where."""


@dataclass(frozen=True)
class Event:
    """One thing an instrument does: notes (MIDI numbers) or a stroke, in beats."""

    start: float  # beats from the piece's start
    beats: float
    pitches: tuple[int, ...] = ()
    stroke: str = ""
    velocity: float = VELOCITY


@dataclass
class Piece:
    """A score read: its events by instrument, and what mixes them."""

    name: str
    title: str
    tempo: float  # beats a minute
    beats: int  # a bar
    bars: int
    seed: int
    parts: dict[str, list[Event]] = field(default_factory=dict)
    mix: dict[str, dict[str, float]] = field(default_factory=dict)
    # (start, end in beats, part, dB): a section's gains
    gains: list[tuple[float, float, str, float]] = field(default_factory=list)
    tail: float = 4.0  # seconds rendered past the end, folded back onto the start (`mixdown`)

    @property
    def seconds(self) -> float:
        return self.bars * self.beats * 60.0 / self.tempo

    def seconds_of(self, beats: float) -> float:
        return beats * 60.0 / self.tempo


def midi(name: str) -> int:
    """``d4`` -> 62 (middle C, ``c4``, is 60)."""
    found = PITCH.match(name)
    if found is None:
        raise ScoreError(f"not a pitch: {name!r}")
    letter, accidental, octave = found.groups()
    shift = {"#": 1, "b": -1}.get(accidental or "", 0)
    return 12 * (int(octave) + 1) + NOTE_NAMES[letter] + shift


def chord(symbol: str) -> tuple[int, tuple[int, ...]]:
    """(root's pitch class, the semitones of its steps) of ``Dm``, ``C``, ``F#5``."""
    found = CHORD.match(symbol)
    if found is None:
        raise ScoreError(f"not a chord: {symbol!r}")
    letter, accidental, quality = found.groups()
    shift = {"#": 1, "b": -1}.get(accidental or "", 0)
    return (NOTE_NAMES[letter.lower()] + shift) % 12, QUALITIES[quality or ""]


def chord_tone(root: int, steps: tuple[int, ...], octave: int, degree: str) -> int:
    """The MIDI number of ``degree`` (``1``, ``5``, ``10``, ``_5``) of a chord."""
    down = degree.count("_")
    number = int(degree.lstrip("_"))
    if number < 1:
        raise ScoreError(f"not a chord step: {degree!r}")
    above, step = divmod(number - 1, 7)
    return 12 * (octave + 1) + root + 12 * (above - down) + steps[step]


def _velocity(marks: str) -> float:
    return max(0.05, min(1.0, VELOCITY + LOUDER * marks.count("'") - SOFTER * marks.count(",")))


Chords = list[list[tuple[int, tuple[int, ...]]]]
STEP = re.compile(r"^_*\d+(\+_*\d+)*$")


class _Reader:
    """Reads one part of one section into events (positions in beats from the section)."""

    def __init__(self, piece: dict[str, Any], beats: int, bars: int, where: str) -> None:
        self.phrases: dict[str, str] = piece.get("phrases", {})
        self.patterns: dict[str, str] = piece.get("patterns", {})
        self.beats, self.bars, self.where = beats, bars, where
        self.length = float(beats * bars)

    def part(self, text: str, chords: Chords) -> list[Event]:
        text = text.strip()
        if text.startswith("@"):
            return self._pattern(text[1:].split(), chords)
        events = self._line(self._expand(text), 0.0, chords)
        end = max((e.start + e.beats for e in events), default=0.0)
        if end > self.length + 1e-9:
            raise ScoreError(f"{self.where}: {end:g} beats in {self.length:g}")
        return events

    def _expand(self, text: str) -> str:
        """Phrases written out (``$name``, ``$name+12``), transposed as asked."""
        out: list[str] = []
        for word in text.split():
            if not word.startswith("$"):
                out.append(word)
                continue
            found = re.match(r"^\$(\w+)([+-]\d+)?$", word)
            if found is None or found.group(1) not in self.phrases:
                raise ScoreError(f"{self.where}: no phrase {word!r}")
            shift = int(found.group(2) or 0)
            out.extend(_transposed(tok, shift) for tok in self.phrases[found.group(1)].split())
        return " ".join(out)

    def _line(
        self, text: str, offset: float, chords: Chords | None = None, octave: int = 3
    ) -> list[Event]:
        """``text``'s events from ``offset``; with ``chords``, numbers are chord steps."""
        events: list[Event] = []
        at, length, bar_start, bar = 0.0, 1.0, 0.0, 1
        resting = False  # the last thing written was a rest
        for word in text.split():
            if word == "|":
                if abs(at - bar_start - self.beats) > 1e-6:
                    raise ScoreError(
                        f"{self.where}, bar {bar}: {at - bar_start:g} beats, not {self.beats}"
                    )
                bar_start, bar = at, bar + 1
                continue
            found = TOKEN.match(word)
            if found is None:
                raise ScoreError(f"{self.where}: cannot read {word!r}")
            what, given, marks = found.groups()
            if given == "*":
                length = self.length - at
            elif given is not None:
                length = float(given)
            if what == "~" and resting:
                pass  # a rest held longer is a longer rest
            elif what == "~":
                if not events:
                    raise ScoreError(f"{self.where}: ~ holds nothing")
                last = events[-1]
                events[-1] = Event(
                    last.start, last.beats + length, last.pitches, last.stroke, last.velocity
                )
            elif what in STROKES:
                events.append(Event(offset + at, length, (), what, _velocity(marks)))
            elif chords and STEP.match(what):
                root, steps = _chord_at(chords, offset + at, self.beats)
                pitches = tuple(chord_tone(root, steps, octave, s) for s in what.split("+"))
                events.append(Event(offset + at, length, pitches, "", _velocity(marks)))
            elif what != "r":
                pitches = tuple(midi(p) for p in what.split("+"))
                events.append(Event(offset + at, length, pitches, "", _velocity(marks)))
            if what != "~":
                resting = what == "r"
            at += length
        return events

    def _pattern(self, words: list[str], chords: Chords) -> list[Event]:
        if not words or words[0] not in self.patterns:
            raise ScoreError(f"{self.where}: no pattern {words[:1]}")
        octave = int(words[1]) if len(words) > 1 else 3
        events: list[Event] = []
        for bar in range(self.bars):
            made = self._line(self.patterns[words[0]], bar * self.beats, chords, octave)
            if any(e.start + e.beats > (bar + 1) * self.beats + 1e-9 for e in made):
                raise ScoreError(f"{self.where}: pattern {words[0]} is longer than a bar")
            events.extend(made)
        return events


def _chord_at(chords: Chords, at: float, beats: int) -> tuple[int, tuple[int, ...]]:
    """The chord sounding ``at`` beats into the section (whose bars' chords are ``chords``)."""
    if not chords:
        raise ScoreError("chord steps need the section's chords")
    in_bar = chords[int(at // beats + 1e-9) % len(chords)]
    share = beats / len(in_bar)
    return in_bar[min(len(in_bar) - 1, int((at % beats) / share + 1e-9))]


def _transposed(token: str, shift: int) -> str:
    found = TOKEN.match(token)
    if shift == 0 or found is None:
        return token
    what, given, marks = found.groups()
    if what in ("r", "~", "|") or what in STROKES:
        return token
    names = ["c", "c#", "d", "d#", "e", "f", "f#", "g", "g#", "a", "a#", "b"]
    moved = []
    for pitch in what.split("+"):
        number = midi(pitch) + shift
        moved.append(f"{names[number % 12]}{number // 12 - 1}")
    return "+".join(moved) + (f"/{given}" if given else "") + marks


def read(path: Path) -> Piece:
    """The piece in the score at ``path``; `ScoreError` saying where it cannot be read."""
    with path.open("rb") as stream:
        data = tomllib.load(stream)
    name = path.stem
    beats = int(data["beats"])
    piece = Piece(
        name,
        data["title"],
        float(data["tempo"]),
        beats,
        0,
        int(data["seed"]),
        mix={k: dict(v) for k, v in data.get("mix", {}).items()},
        tail=float(data.get("tail", 4.0)),
    )
    sections: dict[str, Any] = data["sections"]
    at = 0.0
    for label in data["form"]:
        if label not in sections:
            raise ScoreError(f"{name}: the form names no section {label!r}")
        section = sections[label]
        bars = int(section["bars"])
        chords = [
            [chord(s) for s in bar.split()]
            for bar in section.get("chords", "").split("|")
            if bar.strip()
        ]
        for part, text in section.items():
            if part in ("bars", "chords", "gains"):
                continue
            reader = _Reader(data, beats, bars, f"{name}, {label}, {part}")
            for event in reader.part(text, chords):
                piece.parts.setdefault(part, []).append(
                    Event(
                        at + event.start, event.beats, event.pitches, event.stroke, event.velocity
                    )
                )
        end = at + bars * beats
        for part, db in section.get("gains", {}).items():
            piece.gains.append((at, end, part, float(db)))
        at = end
        piece.bars += bars
    return piece
