"""What the searching levels share: playing turns forward in a sampled world, judging where
they lead, and sharing a whole turn's budget among its decisions.

A *world* is a full race sampled from the searching seat's observation (`world.sample_race`):
the other seat's hidden hand and stack and every future draw. In it a candidate plan is
played, the turn ended (a drawn landscape card laid the better way round, `policy.lay_choice`),
and the following turns played by the `Planner` for whichever seat moves — the other seat
plans with its own sampled cards, as Normal would, never with the searching seat's. Where
the playing stops, `evaluate.evaluate_known` judges the race (every card is known inside a
world), or its points when it ended.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.evaluate import evaluate_known, race_points
from odin_desktop.ai.ravens.planner import Planner
from odin_desktop.ai.ravens.policy import lay_choice
from odin_desktop.engine.ravens.race import LAY, OVER, RaceState

FIRST_SHARE = 0.8  # of a turn's budget, for the plan made at the start of the turn
LATER_SHARE = 0.15  # for a plan made later in the turn (after an extend drew its cards)


def play_actions(race: RaceState, actions: list[int]) -> None:
    """Play a plan's actions for the seat to move, laying drawn cards the better way round;
    stops when the turn or the race ends."""
    seat = race.turn
    for action in actions:
        race.apply_action(action)
        while race.phase == LAY:
            race.apply_action(lay_choice(race))
        if race.phase == OVER or race.turn != seat:
            return


def play_turn(race: RaceState, planner: Planner) -> None:
    """The seat to move plays the rest of its turn as ``planner`` plans it."""
    seat = race.turn
    while race.phase != OVER and race.turn == seat:
        if race.phase == LAY:
            race.apply_action(lay_choice(race))
            continue
        play_actions(race, planner.plans(race)[0].actions)


def judge(race: RaceState, seat: int) -> float:
    """The value for ``seat`` of a world where the playing stopped (between two turns)."""
    if race.phase == OVER:
        return race_points(race, seat)
    value = evaluate_known(race, race.turn)
    return value if race.turn == seat else -value


def play_out(race: RaceState, seat: int, actions: list[int], planner: Planner, turns: int) -> float:
    """Play ``actions`` (a plan of ``seat``'s) in the world ``race``, finish that turn, play
    ``turns`` more turns, and judge the result for ``seat``."""
    play_actions(race, actions)
    if race.phase != OVER and race.turn == seat:
        play_turn(race, planner)  # the plan stopped at an extend: its cards are drawn now
    for _ in range(turns):
        if race.phase == OVER:
            break
        play_turn(race, planner)
    return judge(race, seat)


@dataclass
class TurnClock:
    """A whole turn's budget shared among the searches made in that turn."""

    budget: Budget

    def allot(self, first: bool) -> tuple[float, int]:
        """(Deadline, iterations) for one search: most of the turn for its first plan."""
        share = FIRST_SHARE if first else LATER_SHARE
        deadline = time.perf_counter() + self.budget.ms * share / 1000.0
        return deadline, max(1, int(self.budget.iterations * share))
