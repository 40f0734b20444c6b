"""A race finish within reach: the actions that end the race at once with the seat to move
winning it, and how the game review reads a turn that let one go.

A finish is a fly — along a group, with a joker, past the Odin marker, from the stack — or
an Odin card IV's step forward onto the last space. It wins the race when the seat scores
more than the other (the Magic Way's bonus may go either way); one that would end the game
lost is no finish worth taking.
"""

from __future__ import annotations

from collections.abc import Sequence

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.draws import NoDraws
from odin_desktop.engine.ravens.phases import ACTION
from odin_desktop.engine.ravens.race import RaceState


def winning_finishes(race: RaceState, totals: Sequence[int], target: int) -> list[int]:
    """The legal actions of the seat to move in ``race`` that end the race at once, the seat
    scoring more than the other, without ending the game lost (``totals``: the scores
    before the race, in a game to ``target``)."""
    if race.phase != ACTION:
        return []
    seat = race.turn
    found = []
    for action in race.legal_actions():
        if A.action_type(action) not in (A.FLY, A.FORWARD):
            continue
        after = race.copy(NoDraws())
        after.apply_action(action)
        points = after.points
        if points is None or points[seat] <= points[1 - seat]:
            continue
        mine, theirs = totals[seat] + points[seat], totals[1 - seat] + points[1 - seat]
        if max(mine, theirs) >= target and mine < theirs:
            continue  # it ends the game, lost
        found.append(action)
    return found


def let_go(finishes: Sequence[Sequence[int]], played: Sequence[int]) -> list[bool]:
    """For each decision of a stretch (its winning finishes, the action played): whether it
    let the turn's last finish go — a finish was there, the action played took none, and no
    finish is left after it (the next decision of the stretch has none, or the action ended
    the turn)."""
    found = []
    for k, (here, action) in enumerate(zip(finishes, played, strict=True)):
        if not here or action in here:
            found.append(False)
            continue
        if k + 1 < len(finishes):
            found.append(not finishes[k + 1])
        else:
            found.append(A.action_type(action) == A.END)
    return found
