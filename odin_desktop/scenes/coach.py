"""What both games' Learn by playing share, without pygame: the lessons and the coach who
tells each one the first time its moment comes, one at a time, while the table waits.

A game's coach (`scenes/odin/tutorial.py`, `scenes/ravens/tutorial.py`) subclasses `Coach`:
it lists its lessons and the steps they teach, watches its table model and its moves, and
calls `tell`; at the end of its guided game `tell_the_rest` tells what the game never
reached, so every path teaches every step, each once. The table shows the lesson in front
(`scenes/lesson_panel.py`) and holds play until it is dismissed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from odin_desktop.i18n.devices import KEYS, ByDevice, InUse


class Lazy:
    """A fact said in the language of the moment the lesson is shown (a card's name)."""

    def __init__(self, say: Callable[[], str]) -> None:
        self.say = say

    def __format__(self, spec: str) -> str:
        return format(self.say(), spec)

    def __str__(self) -> str:
        return self.say()


@dataclass(frozen=True)
class Lesson:
    key: str
    msgid: str  # English; translated when shown, so a language switch follows at once
    pad: str = ""  # … as a pad's player reads it (its buttons as ``{select}``…), if it differs
    touch: str = ""  # … as a finger's, if it differs

    def text(self, in_use: InUse = KEYS, **facts: object) -> str:
        words = ByDevice(self.msgid, self.pad or self.msgid, self.touch or self.msgid)
        return words.text(in_use, **facts)


@dataclass
class Coach:
    """Which lesson to show. ``seen``: the steps already told (or queued); ``told``: the
    lessons' keys in the order they were shown."""

    #: the lessons, and the steps of the guided game in the order they are first expected
    LESSONS: ClassVar[tuple[Lesson, ...]] = ()
    STEPS: ClassVar[tuple[str, ...]] = ()
    #: lessons that teach another lesson's step in other words ("out_you" teaches "out")
    SAME_STEP: ClassVar[Mapping[str, str]] = {}

    in_use: InUse = KEYS  # the device the player uses (the table says): the lessons' words
    seen: set[str] = field(default_factory=set)
    queue: list[tuple[Lesson, dict[str, object]]] = field(default_factory=list)
    told: list[str] = field(default_factory=list)

    @property
    def lesson(self) -> Lesson | None:
        """The lesson shown now (the table waits while there is one)."""
        return self.queue[0][0] if self.queue else None

    @property
    def text(self) -> str:
        """The lesson shown now, in the current language."""
        if not self.queue:
            return ""
        lesson, facts = self.queue[0]
        return lesson.text(self.in_use, **self.facts(), **facts)

    def facts(self) -> dict[str, object]:
        """What every lesson may name, as the current language says it."""
        return {}

    @property
    def step(self) -> int:
        """Which step of the guided game the lesson shown is (1 first)."""
        return len(self.told) + 1

    @property
    def steps(self) -> int:
        return len(self.STEPS)

    def dismiss(self) -> None:
        """Got it: the next lesson, or back to play."""
        if self.queue:
            lesson, _facts = self.queue.pop(0)
            self.told.append(lesson.key)

    def tell(self, key: str, **facts: object) -> None:
        """Queue lesson ``key`` unless its step was told already."""
        step = self.SAME_STEP.get(key, key)
        if step not in self.seen:
            self.seen.add(step)
            lesson = next(lesson for lesson in self.LESSONS if lesson.key == key)
            self.queue.append((lesson, facts))

    def tell_the_rest(self) -> None:
        """The guided game is over: every step it never reached, in order."""
        for key in self.STEPS:
            self.tell(key)
