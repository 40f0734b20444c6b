"""A fast greedy player, one action at a time, on a `RaceState`: Easy's way of playing (and
`lay_choice`, how every seat lays a drawn card inside the searching levels' simulations).

Each legal action gets a score from a few rules and the best is played; the turn ends when
nothing scores above ending it:
- fly as far as possible, spending as few cards as possible and the stack's before the hand's
  (the race-ending fly first of all);
- otherwise step forward with `O4`, or push the other raven back;
- put the marker on the other raven's next space;
- play to the Magic Way row while not ahead in it (the stack's card before the hand's);
- store flight cards the next payments want, the later payments first (so the nearest one
  ends on top); throw away flight cards no payment soon wants, and the O2 and O3 it never
  plays;
- lengthen at the end of every turn, laying the drawn card the way that helps most.
Swaps, turns, removals, arranges and extends are left alone: they are for the planners.
"""

from __future__ import annotations

from odin_desktop.ai.ravens.evaluate import lay_gain
from odin_desktop.ai.ravens.paths import next_stop, upcoming
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import O1, O2, O3
from odin_desktop.engine.ravens.phases import LAY
from odin_desktop.engine.ravens.race import RaceState

_PARAM = A.PARAM_SHIFT
SOON = 5  # payments ahead whose cards are worth storing


def lay_choice(race: RaceState) -> int:
    """Lay the pending card the way round that costs the other raven most against this one."""
    card = race.pending
    turned = (card % 5) * 5 + card // 5
    seat = race.turn
    straight = lay_gain(race, seat, card // 5, card % 5)
    reverse = lay_gain(race, seat, turned // 5, turned % 5)
    return A.lay(turned if reverse > straight else card)


def greedy_action(race: RaceState, end_lengthen: bool = True) -> int:
    """The greedy action for the seat to move. ``end_lengthen``: whether to end the turn by
    lengthening (laid the better way round, a drawn card helps the one who lays it)."""
    if race.phase == LAY:
        return lay_choice(race)
    seat = race.turn
    other = 1 - seat
    position = race.positions[seat]
    path = race.paths[seat]
    marker = race.marker
    last = race.length - 1
    need: list[int] | None = None
    best, best_score = A.END_TURN, 0.0
    magic_behind = race.magic_sizes[seat] <= race.magic_sizes[other]
    for action in race.legal_actions():
        kind = action & 15
        if kind == A.FLY:
            stop = next_stop(path, position, marker, seat)
            if stop == last:
                return action
            hand, stack = A.played_cards(action)
            score = 100.0 + 10.0 * (stop - position) - 3.0 * (len(hand) + len(stack))
            score += 1.0 * len(stack)
        elif kind == A.FORWARD:
            if position + 1 == last:
                return action
            score = 60.0
        elif kind == A.BACK:
            score = 55.0
        elif kind == A.MARKER:
            value = action >> _PARAM
            target = 2 * (race.positions[other] + 1) + other
            score = 50.0 if 2 * (value & 255) + (value >> 8) == target else -1.0
        elif kind == A.MAGIC:
            card = (action >> _PARAM) & 15
            score = 30.0 if magic_behind else (4.0 if card < O1 or card in (O2, O3) else -1)
            score += 2.0 if action & A.FROM_STACK else 0.0
        elif kind == A.STORE or kind == A.DISCARD:
            card = (action >> _PARAM) & 15
            if card >= O1:
                # It plays neither O2 nor O3: they go to make room for cards that fly.
                score = 26.0 if kind == A.DISCARD and card in (O2, O3) else -1.0
                if score > best_score:
                    best, best_score = action, score
                continue
            if need is None:
                need = upcoming(path, position, marker, seat, SOON)
            wanted = card in need
            if kind == A.STORE:
                # The later payments' cards first, so the nearest ends on top; the next
                # payment's card stays in hand (it flies as soon as it can).
                score = 20.0 + need.index(card) if wanted and need.index(card) else -1.0
            else:
                score = -1.0 if wanted else (20.0 if action & A.FROM_STACK else 15.0)
        else:
            continue
        if score > best_score:
            best, best_score = action, score
    if best == A.END_TURN and race.landscape_left and end_lengthen:
        return A.END_LENGTHEN
    return best
