"""A game of Odin's Ravens: races one after another until a player reaches the target.

`RavensGame` owns the races, the points and the rules between races: who starts each race, when
the game ends, who wins. Set-ups and draws come from the game's seed (live play) or are given
(a record being replayed, a bot's sampled world).
"""

from __future__ import annotations

from dataclasses import replace

import odin_desktop.engine.ravens.refusals as R
from odin_desktop.engine.protocol import seats_ahead
from odin_desktop.engine.ravens.actions import mask_hidden
from odin_desktop.engine.ravens.draws import Draws, NoDraws, RandomDraws
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.outcome import RavensOutcome
from odin_desktop.engine.ravens.phases import OVER
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.ravens.setup import RaceSetup, deal_race, rng_for, setup_refusal
from odin_desktop.engine.refusal import IllegalMove, Refusal

DEFAULT_TARGET = 12


# Why a seat starts the next race (`RavensGame.next_starter`).
CHOSEN, FEWER_POINTS, TIE_LAST_WINNER = "chosen", "fewer_points", "tie_last_winner"


class RavensGame:
    """Races until a player has ``target`` points or more after a race.

    The engine protocol (`engine.protocol.GameState`): `to_move`, `legal_actions()`,
    `apply_action(a)` (trusted, fast) or `apply(a, seat)` (checked, returns a
    `RavensOutcome`), `over`, `totals`, `winners`, `copy()`, `observe(seat)`. Between races
    nothing is legal: call `start_round()` (`needs_round` says when).
    """

    __slots__ = ("target", "first", "seed", "races", "scores", "totals", "over", "winner")
    players = 2

    def __init__(
        self, target: int = DEFAULT_TARGET, first: int = 0, seed: int | str | None = None
    ) -> None:
        if target < 1:
            raise ValueError(f"the target must be at least 1, not {target}")
        if first not in (0, 1):
            raise ValueError(f"seat {first} does not exist")
        self.target = target
        self.first = first  # the seat that starts the first race
        self.seed = seed
        self.races: list[RaceState] = []
        self.scores: list[tuple[int, int]] = []  # per finished race, points per seat
        self.totals = [0, 0]
        self.over = False
        self.winner: int | None = None

    @classmethod
    def new(
        cls, seed: int | str, target: int = DEFAULT_TARGET, first: int | None = None
    ) -> RavensGame:
        """A fresh game whose set-ups and draws all follow from ``seed`` (and whose first
        player does too unless given)."""
        if first is None:
            first = rng_for(seed, "first").randrange(2)
        return cls(target, first, seed)

    def copy(self, draws: Draws | None = None) -> RavensGame:
        """An independent copy for search (finished races are shared: they never change)."""
        other = RavensGame.__new__(RavensGame)
        other.target = self.target
        other.first = self.first
        other.seed = self.seed
        other.races = self.races.copy()
        if other.races and other.races[-1].phase != OVER:
            other.races[-1] = other.races[-1].copy(draws)
        other.scores = self.scores.copy()
        other.totals = self.totals.copy()
        other.over = self.over
        other.winner = self.winner
        return other

    # ------------------------------------------------------------------ races

    @property
    def race(self) -> RaceState | None:
        """The race being played, or the last one played."""
        return self.races[-1] if self.races else None

    @property
    def round_index(self) -> int:
        return len(self.races) - 1

    @property
    def needs_round(self) -> bool:
        """True between races (and before the first) while the game goes on."""
        return not self.over and (not self.races or self.races[-1].phase == OVER)

    def next_first(self) -> int:
        """The seat that starts the next race: the chosen one for the first race, then the
        seat with fewer points, on a tie the winner of the last race."""
        return self.next_starter()[0]

    def next_starter(self) -> tuple[int, str]:
        """The seat that starts the next race and why: `CHOSEN` (the first race's, as set
        up), `FEWER_POINTS`, or `TIE_LAST_WINNER` (equal totals: the last race's winner)."""
        if not self.races:
            return self.first, CHOSEN
        a, b = self.totals
        if a != b:
            return (0 if a < b else 1), FEWER_POINTS
        winner = self.races[-1].winner
        assert winner is not None, "the last race is still running"
        return winner, TIE_LAST_WINNER

    def start_round(self, setup: RaceSetup | None = None, draws: Draws | None = None) -> RaceState:
        """Set up the next race: ``setup`` if given, else from the seed; draws from ``draws``,
        else from the seed (a game without a seed must be given both)."""
        if not self.needs_round:
            raise IllegalMove(R.GAME_OVER() if self.over else R.RACE_RUNNING())
        index = len(self.races)
        if setup is None:
            if self.seed is None:
                raise ValueError("a game without a seed needs explicit set-ups")
            setup = deal_race(self.seed, index, self.next_first())
        problem = setup_refusal(setup)
        if problem is None and setup.first != self.next_first():
            problem = R.RECORD_FIRST(expected=self.next_first(), first=setup.first)
        if problem is not None:
            raise ValueError(problem.english())
        if draws is None and self.seed is not None:
            draws = RandomDraws(rng_for(self.seed, f"draws:{index}"))
        race = RaceState(setup, NoDraws() if draws is None else draws, index)
        self.races.append(race)
        return race

    def use_seed(self, seed: int | str) -> None:
        """Go on live from here with draws from ``seed`` (a game read back from its record):
        the current race draws from a generator named after how far it has come."""
        self.seed = seed
        race = self.race
        if race is not None and race.phase != OVER:
            race.draws = RandomDraws(rng_for(seed, f"draws:{race.index}:from:{len(race.log)}"))

    # ------------------------------------------------------------------ play

    @property
    def to_move(self) -> int | None:
        """The seat to decide in the race being played; None between races and at the end
        (`next_first` says who will start the next race)."""
        race = self.race
        return None if self.over or race is None or race.phase == OVER else race.turn

    def legal_actions(self) -> list[int]:
        race = self.race
        return [] if race is None else race.legal_actions()

    def apply_action(self, action: int) -> None:
        """Apply a legal action (trusted; see `apply`) and score the race if it ends."""
        race = self.races[-1]
        race.apply_action(action)
        if race.phase == OVER:
            self._finish_race(race)

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` is illegal now; None when it is legal."""
        if self.over:
            return R.GAME_OVER()
        race = self.race
        if race is None or race.phase == OVER:
            return R.NO_RACE()
        return race.refusal(action, seat)

    def apply(self, action: int, seat: int | None = None) -> RavensOutcome:
        """Apply ``action`` after checking it (IllegalMove carrying a `Refusal` otherwise);
        the `RavensOutcome` says what it did, the race's and the game's end included."""
        problem = self.refusal(action, seat)
        if problem is not None:
            raise IllegalMove(problem)
        race = self.races[-1]
        outcome = race.apply(action, seat)
        if race.phase == OVER:
            self._finish_race(race)
            outcome = replace(
                outcome,
                totals=(self.totals[0], self.totals[1]),
                game_over=self.over,
                game_winner=self.winner,
            )
        return outcome

    @property
    def leaders(self) -> list[int]:
        """The seats with the most points now (both on a tie)."""
        return seats_ahead(self.totals)

    @property
    def winners(self) -> list[int]:
        """The game's winner, once it is over (Odin's Ravens has no shared victory)."""
        return [] if self.winner is None else [self.winner]

    @property
    def round_winners(self) -> list[list[int]]:
        """Each finished race's winner."""
        return [[race.winner] for race in self.races if race.winner is not None]

    def _finish_race(self, race: RaceState) -> None:
        points = race.points
        assert points is not None
        self.scores.append(points)
        self.totals = [self.totals[0] + points[0], self.totals[1] + points[1]]
        if max(self.totals) >= self.target:
            self.over = True
            a, b = self.totals
            self.winner = race.winner if a == b else (0 if a > b else 1)

    # ------------------------------------------------------------------ information

    def observe(self, seat: int) -> RavensObservation:
        """What ``seat`` may know now (its own hand and stack and everything public)."""
        race = self.race
        if race is None:
            raise ValueError("no race has been set up")
        to_move = race.to_move
        own_turn = to_move == seat
        actions = race.turn_actions
        return RavensObservation(
            seat=seat,
            target=self.target,
            totals=(self.totals[0], self.totals[1]),
            race=race.index,
            row=tuple(race.row),
            positions=(race.positions[0], race.positions[1]),
            marker=race.marker,
            magic=race.magic,
            magic_rows=(race.magic_rows[0], race.magic_rows[1]),
            hand=race.hands[seat],
            stack=race.stacks[seat],
            hand_sizes=(race.hand_sizes[0], race.hand_sizes[1]),
            stack_sizes=(race.stack_sizes[0], race.stack_sizes[1]),
            supply_sizes=(race.supply_sizes[0], race.supply_sizes[1]),
            discards=(race.discards[0], race.discards[1]),
            landscape_deck=race.landscape_left,
            under=tuple(race.under),
            used=(race.used_hand, race.used_stack),
            turn_actions=tuple(actions) if own_turn else tuple(mask_hidden(a) for a in actions),
            legal=tuple(race.legal_actions()) if own_turn else (),
            to_move=to_move,
            lay=race.pending,
            race_over=race.phase == OVER,
        )
