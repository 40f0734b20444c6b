"""The Expert at a table, for both games (pygame-free): coach hints that name a move and say
why, and the tutor that holds a human's move the analysis grades a mistake or worse until the
player has seen what the Expert would play.

Both ask the game's analyst (`analysis.judge`: the table's model hands it over, as the
registry is out of a table's reach) on a worker thread (`session.background`) within the
Expert's own time for a move; the frame only polls, so the window never waits.
What a move is called and why it is good are each game's words (`scenes/<game>/advice.py`),
given to `TableAdvisor` as ``words``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from odin_desktop.ai.analyst import Analyst, Valuation
from odin_desktop.analysis import grades, judge
from odin_desktop.engine.protocol import Observation
from odin_desktop.i18n import N_, _
from odin_desktop.session.background import Background

ObsT = TypeVar("ObsT", bound=Observation)

# The tutor stops a move from this grade on (GNU Backgammon's tutor: "bad" and "very bad").
HELD_GRADES = (grades.MISTAKE, grades.BLUNDER)


@dataclass(frozen=True)
class Advice:
    """A move and why, said in the language of the moment it is shown (``text`` is called
    then)."""

    action: int
    text: Callable[[], str]

    def __format__(self, spec: str) -> str:
        return self.text()

    def __str__(self) -> str:
        return self.text()


def advice(action: int, move: Callable[[], str], why: Callable[[], str]) -> Advice:
    """``action`` said as "the move: why" in the language of the moment it is shown (each
    game gives its own words for both)."""
    return Advice(action, lambda: _("{move}: {reason}").format(move=move(), reason=why()))


def best_advice(
    obs: ObsT,
    valuation: Valuation,
    move: Callable[[int], str],
    why: Callable[[ObsT, Valuation, int], str],
) -> Advice:
    """The best action of ``valuation`` for ``obs``'s seat, with why: ``move(action)`` and
    ``why(obs, valuation, action)``, the game's words, said when shown."""
    action = valuation.best
    return advice(action, lambda: move(action), lambda: why(obs, valuation, action))


def percent(share: float) -> str:
    """A share of the chance to win (0 to 1) as players read it: "12%"."""
    return f"{round(share * 100)}%"


def chance_reason(valuation: Valuation, action: int) -> str:
    """The reason of last resort, when no rule of the game's applies: the chance to win
    ``action`` gives, as the analysis found it."""
    chance = valuation.values.get(action)
    if chance is None:
        return _("Odin finds no better move")
    return _("it gives you the best chance to win the game: about {percent}").format(
        percent=percent(chance)
    )


# What a game says of its best move: (the observation it was found for, its valuation).
Words = Callable[[Any, Valuation], Advice]
# A question to the analysis: (the observation, the move to judge or None, seconds).
Ask = Callable[[Observation, int | None, float], Valuation]


@dataclass(frozen=True)
class TutorVerdict:
    """The tutor's answer on a held move: its grade, what it costs, the Expert's move."""

    action: int
    grade: str
    loss: float
    better: Advice

    @property
    def holds(self) -> bool:
        return self.grade in HELD_GRADES

    def question(self) -> str:
        """The dialog's text, in the current language."""
        # The advice begins with its own verb ("Play red 3", "Fly with forest"): not after
        # another ("Odin would play: Play …").
        said = _("Odin's move: {advice}.").format(advice=self.better)
        cost = _("Your move gives away about {percent} of your chances to win.").format(
            percent=percent(max(0.01, self.loss))
        )
        return f"{cost} {said}"


# The buttons of the tutor's dialog (msgids): play the held move, or take it back.
PLAY_ANYWAY = N_("Play yours anyway")
TAKE_BACK = N_("Take it back")


class TableAdvisor:
    """One table's hints and tutor: ``analyst`` asked within ``seconds`` (the Expert's time
    for a move); ``hint_ask`` and ``judge_ask`` replace its questions (tests give instant or
    blocked ones)."""

    def __init__(
        self,
        analyst: Analyst[Any],
        seconds: float,
        words: Words,
        hint_ask: Ask | None = None,
        judge_ask: Ask | None = None,
    ) -> None:
        self.words = words
        self.seconds = seconds

        def hint(obs: Observation, _action: int | None, seconds: float) -> Valuation:
            return judge.value(analyst, obs, None, seconds)

        def check(obs: Observation, action: int | None, seconds: float) -> Valuation:
            assert action is not None
            return judge.judge(analyst, obs, action, seconds)

        self._hint_ask = hint_ask or hint
        self._judge_ask = judge_ask or check
        self._hint: tuple[Observation, Background[Valuation]] | None = None
        self._check: tuple[Observation, int, Background[Valuation]] | None = None

    # ------------------------------------------------------------------ hints

    def ask_hint(self, obs: Observation) -> None:
        if self._hint is not None:
            return
        seconds, ask = self.seconds, self._hint_ask
        self._hint = (obs, Background(lambda: ask(obs, None, seconds), "odin-hint"))

    def hint(self) -> tuple[Observation, Advice] | None:
        """The hint asked for and the observation it was asked for, once found (then
        forgotten); never waits."""
        if self._hint is None or not self._hint[1].done:
            return None
        obs, job = self._hint
        self._hint = None
        valuation = job.result
        if valuation is None or valuation.best < 0:
            return None
        return obs, self.words(obs, valuation)

    # ------------------------------------------------------------------ the tutor

    @property
    def held(self) -> int | None:
        """The move being looked at, not yet played."""
        return None if self._check is None else self._check[1]

    @property
    def held_for(self) -> Observation | None:
        """The position the held move was made in."""
        return None if self._check is None else self._check[0]

    def check(self, obs: Observation, action: int) -> None:
        seconds, ask = self.seconds, self._judge_ask
        job = Background(lambda: ask(obs, action, seconds), "odin-tutor")
        self._check = (obs, action, job)

    def verdict(self) -> TutorVerdict | None:
        """The verdict on the held move, once found (the move stays held: `release` it);
        a failed analysis lets the move through as it is."""
        if self._check is None or not self._check[2].done:
            return None
        obs, action, job = self._check
        valuation = job.result
        if valuation is None or valuation.best < 0:
            return TutorVerdict(action, grades.BEST, 0.0, Advice(action, lambda: ""))
        grade = judge.move_grade(valuation)
        return TutorVerdict(action, grade, valuation.loss, self.words(obs, valuation))

    def release(self) -> None:
        self._check = None

    @property
    def busy(self) -> bool:
        """A question is on its way (the table looks for its answer every little while)."""
        return self._hint is not None or self._check is not None

    def forget(self) -> None:
        """The position changed: answers for the old one are dropped when they come."""
        self._hint = None
        self._check = None
