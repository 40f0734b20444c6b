"""A game review: a record's decisions of the chosen seats valued, graded and summed up.

`Review` is what the `review` command and the screens use. It checks the record as `replay`
does (the same exit codes and error JSON, `ReviewError`), plans the work (`analysis.plan`),
takes what the cache beside the record already holds (`analysis.cache`), runs the rest on
worker processes (`analysis.runner`) and puts the document together (`analysis.result`).
It runs in the foreground (`run`) or on a thread of its own (`start`), shows its progress,
can be cancelled at any moment, and gives the decisions answered so far while it runs.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import asdict, astuple, dataclass
from pathlib import Path
from typing import Any

from odin_desktop import games
from odin_desktop.ai.analyst import Analyst, Budgets, Effort, Valuation
from odin_desktop.analysis import grades
from odin_desktop.analysis.cache import Cache, cache_path, record_hash
from odin_desktop.analysis.jobs import POSITION, STRETCH, Answer, Job, answers_job
from odin_desktop.analysis.plan import ReviewPlan, TooLong, default_seats, make_plan
from odin_desktop.analysis.result import document, valuations
from odin_desktop.analysis.runner import default_workers, run_jobs
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.engine.records import RecordRuleError
from odin_desktop.games.entry import GameEntry

# Changes whenever the same record and settings would be answered differently: a cache made
# by another version is not used.
ANALYSIS_VERSION = "3"  # 3: near ties sampled on, and named
EXIT_RULE, EXIT_UNREADABLE = 1, 2  # as `replay` answers
TIME_SHARE = 0.85  # of a time limit, for the jobs (starting the workers takes the rest)
DEEP = 10  # a deep review spends this many times the analysts' budgets
MAX_WEIGHT = 12  # a decision's weight in the progress bar: its choices, up to this
MAX_CANDIDATES = 12  # a decision's candidates, as its time is estimated


class ReviewError(Exception):
    """A record the review cannot take: `replay`'s exit code and answer for it."""

    def __init__(self, code: int, answer: dict[str, object]) -> None:
        super().__init__(str(answer.get("error")))
        self.code = code
        self.answer = answer


class SeatError(ValueError):
    """A seat asked for that the record does not have."""


@dataclass(frozen=True)
class ReviewSettings:
    """``seats`` None: the seats the record says people played (every seat when it does not
    say); ``seconds``: a wall-clock limit for the whole review (None: the analysts'
    budgets alone, so the answers depend only on ``seed``); ``workers`` None: one process
    per core; ``keep``: keep the review beside its record; ``deep``: `DEEP` times the
    analysts' budgets (kept apart from the ordinary review)."""

    seats: tuple[int, ...] | None = None
    seed: int = 0
    seconds: float | None = None
    workers: int | None = None
    keep: bool = True
    deep: bool = False


@dataclass(frozen=True)
class Progress:
    done: float  # the work finished, in the jobs' weights
    total: float

    @property
    def fraction(self) -> float:
        return 1.0 if self.total <= 0 else min(1.0, self.done / self.total)


def read_record(path: str | os.PathLike[str]) -> Any:
    """The record's JSON document; `ReviewError` as `replay` answers an unreadable file."""
    try:
        return load_json(path)
    except Unreadable as error:
        raise ReviewError(EXIT_UNREADABLE, {"ok": False, "error": str(error)}) from None


def game_of(doc: Any) -> GameEntry:
    """The record's game, found by its format; `ReviewError` as `replay` answers."""
    if not isinstance(doc, dict):
        raise ReviewError(EXIT_UNREADABLE, {"ok": False, "error": "a record is a JSON object"})
    game = games.by_record_format(doc.get("format"))
    if game is None:
        known = " or ".join(f'"{g.record_format}"' for g in games.GAMES.values())
        raise ReviewError(EXIT_UNREADABLE, {"ok": False, "error": f"format must be {known}"})
    return game


class Review:
    """The review of one record (``path``: where it lies, for the cache; None keeps
    nothing). Raises `ReviewError` for a record `replay` would refuse and `SeatError` for a
    seat the record does not have."""

    def __init__(
        self,
        doc: Any,
        settings: ReviewSettings | None = None,
        path: str | os.PathLike[str] | None = None,
    ) -> None:
        self.settings = settings or ReviewSettings()
        self.game = game_of(doc)
        code, answer = self.game.check_record(doc, False)
        if code:
            raise ReviewError(code, answer)
        players = len(doc["players"])
        seats = self.settings.seats
        if seats is None:
            seats = tuple(default_seats(doc, players))
        wrong = [seat for seat in seats if not 0 <= seat < players]
        if wrong:
            raise SeatError(
                f"seat {wrong[0]} does not exist: the record has seats 0 to {players - 1}"
            )
        self.analyst: Analyst[Any] = self.game.analyst()
        try:
            self.plan: ReviewPlan = make_plan(self.game.record_steps(doc), seats, self.analyst)
        except TooLong as error:
            raise ReviewError(EXIT_UNREADABLE, {"ok": False, "error": str(error)}) from None
        except RecordRuleError as error:  # `check_record` passed it: a bug, said plainly
            raise ReviewError(EXIT_RULE, error.to_json()) from None
        self.budgets = self.analyst.budgets
        if self.settings.deep:
            self.budgets = Budgets(*(DEEP * n for n in astuple(self.budgets)))
        self.jobs = self._jobs()
        key = {
            "record": record_hash(doc),
            "analysis": ANALYSIS_VERSION,
            "budgets": asdict(self.budgets),
            "seed": self.settings.seed,
            "seconds": self.settings.seconds,
        }
        keep = self.settings.keep and path is not None
        where = cache_path(path, self.settings.deep) if keep and path is not None else None
        self.cache = Cache(where, key)
        self._answers: dict[str, Answer] = {}
        self._lock = threading.Lock()
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._done_weight = 0.0
        self.complete = False
        self.error: BaseException | None = None  # what ended a background run, if anything

    # ------------------------------------------------------------------ the work

    def _jobs(self) -> list[Job]:
        budgets = self.budgets
        settings = self.settings
        decision = Effort(budgets.samples, budgets.limit, bounds=grades.BOUNDS)
        forced = Effort(budgets.forced, budgets.forced)
        position = Effort(budgets.position)
        jobs = []
        for stretch in self.plan.stretches:
            choices = [len(set(step.observation.legal)) for step in stretch.steps]
            effort = decision if max(choices) > 1 else forced
            jobs.append(
                Job(
                    stretch.key,
                    self.game.id,
                    STRETCH,
                    tuple(step.observation for step in stretch.steps),
                    tuple(step.action for step in stretch.steps),
                    effort,
                    f"{settings.seed}:{stretch.key}",
                    float(sum(min(c, MAX_WEIGHT) for c in choices)),
                )
            )
        for spot in self.plan.positions:
            jobs.append(
                Job(
                    spot.key,
                    self.game.id,
                    POSITION,
                    (spot.observation,),
                    (),
                    position,
                    f"{settings.seed}:{spot.key}",
                    2.0,
                )
            )
        if settings.seconds is not None:
            jobs = _timed(jobs, settings.seconds, settings.workers)
        return jobs

    def estimate_seconds(self, workers: int | None = None) -> float:
        """About how long the review takes on this machine at rest, from the judgements
        its budgets buy (`Analyst.judgement_seconds`, measured) and the cores it uses."""
        cores = workers or self.settings.workers or default_workers()
        judgements = 0
        for job in self.jobs:
            if job.kind == POSITION:
                judgements += job.effort.samples
            else:
                choices = max(len(set(obs.legal)) for obs in job.observations)
                judgements += job.effort.samples * min(choices, MAX_CANDIDATES) * len(job.actions)
        return judgements * self.analyst.judgement_seconds / min(cores, max(1, len(self.jobs)))

    def valuations(self) -> dict[int, Valuation]:
        """Every step answered so far, valued, by its number in the record."""
        with self._lock:
            answers = dict(self._answers)
        return valuations(self.plan, answers)

    @property
    def progress(self) -> Progress:
        return Progress(self._done_weight, sum(job.weight for job in self.jobs))

    def run(self, on_progress: Callable[[Progress], None] | None = None) -> dict[str, Any]:
        """Review in this thread (the cache's answers first); the document. A cancelled
        run returns the document so far (``complete`` false)."""
        remaining = self._from_cache()
        if on_progress is not None:
            on_progress(self.progress)

        def answered(job: Job, answer: Answer) -> None:
            self._take(job, answer)
            if on_progress is not None:
                on_progress(self.progress)

        try:
            finished = run_jobs(remaining, answered, self._cancel.is_set, self.settings.workers)
        finally:
            self.cache.save(complete=False)
        self.complete = finished
        if finished:
            self.cache.save(complete=True)
        return self.document()

    def _from_cache(self) -> list[Job]:
        """Take the answers kept beside the record; the jobs still to do."""
        remaining = []
        for job in self.jobs:
            kept = self.cache.get(job.key, job.kind)
            if kept is None or not answers_job(job, kept, self.analyst):
                remaining.append(job)
            else:
                self._take(job, kept, keep=False)
        return remaining

    def take_kept(self) -> bool:
        """The review as kept beside the record, nothing worked out (the statistics read
        it): whether it was complete there."""
        self.complete = not self._from_cache()
        return self.complete

    def _take(self, job: Job, answer: Answer, keep: bool = True) -> None:
        with self._lock:
            self._answers[job.key] = answer
            self._done_weight += job.weight
        if keep:
            self.cache.put(job.key, answer)

    def document(self) -> dict[str, Any]:
        """The review's document from the answers so far."""
        with self._lock:
            answers = dict(self._answers)
        return document(self.game.record_format, self.plan, self.analyst, answers, self.complete)

    # ------------------------------------------------------------------ in the background

    def start(self) -> None:
        """Review on a thread of its own (the screens poll `progress` and `finished`)."""
        if self._thread is not None:
            return

        def work() -> None:
            try:
                self.run()
            except BaseException as error:  # kept for the screen that started it
                self.error = error

        self._thread = threading.Thread(target=work, name="odin-review", daemon=True)
        self._thread.start()

    @property
    def finished(self) -> bool:
        """Whether a background run has ended (done, cancelled or failed)."""
        return self._thread is not None and not self._thread.is_alive()

    def cancel(self, wait: bool = True) -> None:
        """Stop the review: its workers end, what was finished stays in the cache."""
        self._cancel.set()
        if wait and self._thread is not None:
            self._thread.join()


def _timed(jobs: Sequence[Job], seconds: float, workers: int | None) -> list[Job]:
    """The jobs with a share of a wall-clock limit each, in proportion to their weight."""
    cores = default_workers() if workers is None else max(1, workers)
    total = sum(job.weight for job in jobs) or 1.0
    budget = seconds * min(cores, max(1, len(jobs))) * TIME_SHARE
    timed = []
    for job in jobs:
        share = budget * job.weight / total
        effort = Effort(job.effort.samples, job.effort.limit, share, job.effort.bounds)
        timed.append(
            Job(
                job.key,
                job.game,
                job.kind,
                job.observations,
                job.actions,
                effort,
                job.seed,
                job.weight,
            )
        )
    return timed


def review_file(
    path: str | os.PathLike[str],
    settings: ReviewSettings | None = None,
    on_progress: Callable[[Progress], None] | None = None,
) -> dict[str, Any]:
    """Review the record at ``path``: the document (`ReviewError`, `SeatError` as above)."""
    doc = read_record(path)
    return Review(doc, settings, Path(path)).run(on_progress)
