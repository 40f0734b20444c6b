"""How good a race looks to one seat when its turn ends: the heuristic behind Normal's plans.

The value estimates the race's signed result for ``seat`` — its position minus the other
raven's when a raven reaches the end, plus the Magic Way bonus — in points:

- *Effort*: the payments each raven still needs (`paths.payments`), less what its cards
  already cover. Both ravens move at about the same rate, so the difference of the efforts
  is about the lead at the end; the seat that moves next (the opponent, once this turn ends)
  is about half a turn further on.
- *Cards*: the seat's own stack and hand are walked against its upcoming payments the way
  its next turns would play them (`cover`): the stack from the top, at most 3 cards from each
  source per turn, a card matching the payment, else a joker. Each covered payment counts
  most of a payment; a stack card counts a little more than a hand card (it does not take
  one of the hand's 3 plays), later payments less. Odin cards count by what they do; every
  card the hand will draw to refill counts a little (a fresh chance).
- *Magic Way*: the 3 points go to the longer row; a lead in the row counts more the nearer
  the end of the race.
- A finished race counts its points exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.ai.ravens.paths import payments, upcoming
from odin_desktop.engine.ravens.cards import HAND_LIMIT, O1, O2, O3, O4, PAIRS, pair_count
from odin_desktop.engine.ravens.phases import MAGIC_BONUS
from odin_desktop.engine.ravens.race import RaceState

# A covered payment, by where its card comes from (a joker spends two cards).
STACK_PAY = 0.9
HAND_PAY = 0.8
JOKER_PAY = 0.5
STEP_DECAY = 0.93  # each later payment is a little less sure (the path may change)
NEXT_TURN = 0.75  # payments past the next turn's 3 + 3 cards
BREAK_DECAY = 0.55  # payments after one the cards cannot make wait for new cards
LOOK_AHEAD = 9  # payments walked
DRAW_VALUE = 0.3  # a card the hand will draw
JUNK_VALUE = 0.08  # a flight card that covers nothing (it may pair up or match later)
ODIN_VALUE = {O1: 0.7, O2: 0.35, O3: 0.5, O4: 0.9}
OPPONENT_CARDS = 1.6  # what the opponent's hidden hand covers, on average
OPPONENT_STACK = 0.6  # per card on the opponent's stack (it stores what it needs)
TEMPO = 1.25  # the opponent moves next: about half a turn of payments
FINISH_BONUS = 0.5  # a finished race's points are certain
MAGIC_SURE = 0.55  # a lead of d cards in the row keeps the bonus with 1 - 0.55 ** d


def cover(hand: list[int], stack: list[int], need: list[int]) -> float:
    """What ``hand`` (counts per kind, changed in place) and ``stack`` (kinds, top first)
    pay of the payments ``need`` (landscapes, nearest first), in payments."""
    value = 0.0
    weight = 1.0
    top = 0
    hand_left = stack_left = 3
    for i, landscape in enumerate(need):
        if hand_left <= 0 and stack_left <= 0:
            hand_left = stack_left = 3
            weight *= NEXT_TURN
        paid = 0.0
        while True:
            card = stack[top] if top < len(stack) and stack_left > 0 else -1
            if card == landscape:
                top += 1
                stack_left -= 1
                paid = STACK_PAY
            elif hand[landscape] and hand_left > 0:
                hand[landscape] -= 1
                hand_left -= 1
                paid = HAND_PAY
            elif 0 <= card < 5 and stack_left > 1 and stack[top + 1 : top + 2] == [card]:
                top += 2
                stack_left -= 2
                paid = JOKER_PAY
            elif hand_left > 1 and (pair := _spare_pair(hand, need, i)) >= 0:
                hand[pair] -= 2
                hand_left -= 2
                paid = JOKER_PAY
            elif card >= 0 and card not in need[i : i + 3]:
                top += 1  # a card in the way: the stack's play discards it
                stack_left -= 1
                continue
            break
        if paid:
            value += weight * paid
        else:
            weight *= BREAK_DECAY
        weight *= STEP_DECAY
    return value


def _spare_pair(hand: list[int], need: list[int], i: int) -> int:
    """The flight kind of a pair the hand can spend as a joker: the one needed least soon."""
    best, best_need = -1, -1
    for kind in range(5):
        if hand[kind] >= 2:
            soon = need.index(kind, i) - i if kind in need[i:] else 99
            if soon > best_need:
                best, best_need = kind, soon
    return best


_CARDS: dict[tuple[object, ...], float] = {}
_CARDS_BOUND = 200_000  # searches meet the same hands, stacks and paths again and again


def cards_value(race: RaceState, seat: int, need: list[int]) -> float:
    """The seat's own hand and stack against its upcoming payments, and its refill."""
    key = (race.hands[seat], race.stacks[seat], *need)
    value = _CARDS.get(key)
    if value is None:
        if len(_CARDS) > _CARDS_BOUND:
            _CARDS.clear()
        value = _CARDS[key] = _cards_value(race.hands[seat], race.stacks[seat], need)
    return value + DRAW_VALUE * max(0, HAND_LIMIT - race.hand_sizes[seat])


def _cards_value(hand_multiset: int, code: int, need: list[int]) -> float:
    hand = [(hand_multiset >> (3 * k)) & 7 for k in range(9)]
    stack = []
    while code:
        stack.append((code & 15) - 1)
        code >>= 4
    value = cover(hand, stack, need)
    for kind in range(5):
        value += JUNK_VALUE * hand[kind]
    for kind in range(5, 9):
        value += ODIN_VALUE[kind] * (hand[kind] + stack.count(kind))
    return value


def magic_value(race: RaceState, seat: int, closeness: float) -> float:
    lead = race.magic_sizes[seat] - race.magic_sizes[1 - seat]
    if not lead:
        return 0.0
    sure = 1.0 - MAGIC_SURE ** abs(lead)
    return (1 if lead > 0 else -1) * MAGIC_BONUS * sure * (0.4 + 0.6 * closeness)


def race_points(race: RaceState, seat: int) -> float:
    """The finished race's signed result for ``seat``."""
    assert race.points is not None
    return float(race.points[seat] - race.points[1 - seat])


@dataclass(frozen=True, slots=True)
class PathReading:
    """What `evaluate` reads of the row and the ravens for ``seat`` (the hand's discards,
    stores and Magic Way plays leave it as it is, so a search reuses it among them)."""

    need: list[int]  # the landscapes of the seat's next payments (`LOOK_AHEAD` of them)
    mine: int  # the seat's payments to the end
    theirs: int  # the other raven's
    closeness: float  # 0 far from the end of the race, 1 at it


def path_view(race: RaceState, seat: int) -> PathReading:
    other = 1 - seat
    marker = race.marker
    mine = upcoming(race.paths[seat], race.positions[seat], marker, seat, 64)
    theirs = payments(race.paths[other], race.positions[other], marker, other)
    closeness = max(0.0, 1.0 - min(len(mine), theirs) / 8.0)
    return PathReading(mine[:LOOK_AHEAD], len(mine), theirs, closeness)


def evaluate(race: RaceState, seat: int, view: PathReading | None = None) -> float:
    """The value of ``race`` for ``seat`` at the end of its turn (see the module's doc);
    ``view``: its `path_view`, when known."""
    if race.winner is not None:
        return race_points(race, seat) + FINISH_BONUS
    if view is None:
        view = path_view(race, seat)
    own = view.mine - cards_value(race, seat, view.need)
    opponent = view.theirs - OPPONENT_CARDS - OPPONENT_STACK * race.stack_sizes[1 - seat]
    return opponent - own - TEMPO + magic_value(race, seat, view.closeness)


def evaluate_known(race: RaceState, seat: int) -> float:
    """The value of ``race`` for ``seat`` when every card is known (inside a search's sampled
    world) and ``seat`` moves next: both sides' cards counted as `cards_value` counts them."""
    if race.winner is not None:
        return race_points(race, seat)
    other = 1 - seat
    marker = race.marker
    mine = upcoming(race.paths[seat], race.positions[seat], marker, seat, 64)
    theirs = upcoming(race.paths[other], race.positions[other], marker, other, 64)
    own = len(mine) - cards_value(race, seat, mine[:LOOK_AHEAD])
    opponent = len(theirs) - cards_value(race, other, theirs[:LOOK_AHEAD])
    closeness = max(0.0, 1.0 - min(len(mine), len(theirs)) / 8.0)
    return opponent - own + TEMPO + magic_value(race, seat, closeness)


# ---------------------------------------------------------------------- lengthening


def lay_gain(race: RaceState, seat: int, top: int, bottom: int) -> int:
    """Payments a landscape card laid after the last (``top`` on seat 0's path) costs the
    other seat minus what it costs ``seat``: a half that continues its path's last landscape
    costs nothing."""
    halves = (top, bottom)
    cost = [0 if halves[s] == race.paths[s][-1] else 1 for s in (0, 1)]
    return cost[1 - seat] - cost[seat]


_GAINS: dict[tuple[int, ...], float] = {}


def lengthen_gain(race: RaceState, seat: int) -> float:
    """The expected `lay_gain` of the next landscape card, laid the better way round."""
    under = race.under[0] if race.under else -1
    key = (race.deck, under, race.paths[0][-1], race.paths[1][-1], seat)
    gain = _GAINS.get(key)
    if gain is None:
        if len(_GAINS) > 100_000:
            _GAINS.clear()
        gain = _GAINS[key] = _lengthen_gain(race, seat)
    return gain


def _lengthen_gain(race: RaceState, seat: int) -> float:
    if race.deck_size:
        total = 0.0
        for pair, (a, b) in enumerate(PAIRS):
            count = pair_count(race.deck, pair)
            if count:
                total += count * max(lay_gain(race, seat, a, b), lay_gain(race, seat, b, a))
        return total / race.deck_size
    if race.under:
        card = race.under[0]
        a, b = card // 5, card % 5
        return float(max(lay_gain(race, seat, a, b), lay_gain(race, seat, b, a)))
    return 0.0
