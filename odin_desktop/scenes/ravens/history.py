"""A race replayed from its set-up, action by action, with the engine's `RavensOutcome` of each
(pygame-free): what a resumed table writes into its Saga, and every step of the replay viewer.

A finished or running `RaceState` keeps its set-up, its finished turns (actions and cards
drawn) and the turn in progress; nothing else is needed to play it again. The landscape cards
drawn are the ones its lays laid (or the card still waiting to be laid), fed to the engine
one at a time just before the action that may draw it: a card that comes from under the
landscape deck is not drawn at all, and is then simply not asked for.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from odin_desktop.engine.ravens import LAY, RaceState, RavensOutcome, ScriptedDraws
from odin_desktop.engine.ravens import actions as A


@dataclass(frozen=True)
class PlayedAction:
    turn: int  # the index of the turn in the race
    state: RaceState  # the race just after the action (a copy: keep it)
    outcome: RavensOutcome


def _turns(race: RaceState) -> list[tuple[list[int], list[int]]]:
    """(actions, cards drawn at its end) per turn, the turn in progress last."""
    turns = [(actions, draws) for _seat, actions, draws, _ended in race.log]
    if race.turn_actions:
        turns.append((race.turn_actions, []))
    return turns


def replay_race(race: RaceState) -> Iterator[PlayedAction]:
    """Every action of ``race`` so far, applied again to a fresh race of its set-up."""
    draws = ScriptedDraws()
    state = RaceState(race.setup, draws, race.index)
    turns = _turns(race)
    laid = [A.param(a) for actions, _ in turns for a in actions if A.action_type(a) == A.LAY]
    if race.phase == LAY:
        laid.append(race.pending)
    next_laid = 0
    for index, (actions, drawn) in enumerate(turns):
        draws.cards = deque(drawn)
        for action in actions:
            draws.landscapes = deque(laid[next_laid : next_laid + 1])
            if A.action_type(action) == A.LAY:
                next_laid += 1
                draws.landscapes = deque(laid[next_laid : next_laid + 1])
            outcome = state.apply(action)
            yield PlayedAction(index, state.copy(ScriptedDraws()), outcome)
