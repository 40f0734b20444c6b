"""Planning a whole turn: every sensible sequence of actions up to the end of the turn,
searched depth first on copies of the race, each ending judged by `evaluate`.

A turn is at most 3 cards from the hand and 3 from the stack, so sequences are short; what
makes them many is the order and the Odin cards' targets. The search therefore
- merges sequences that reach the same position (a transposition table on what the rest of
  the turn depends on);
- tries only sensible card uses: a card is discarded only when none of the next payments
  wants it, the marker only goes in front of the other raven, swaps, turns and removals are
  ranked by what they change and only the best few are tried, an arrange puts the stack in
  the order its upcoming payments want;
- stops at a node budget, having tried flying first.
An `EXTEND` draws unknown cards: it ends the plan (the turn is planned again once they lie).
Ending the turn is judged both ways, lengthening counted by its expected gain.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odin_desktop.ai.ravens.board import BoardRanker
from odin_desktop.ai.ravens.evaluate import evaluate, lengthen_gain, path_view
from odin_desktop.ai.ravens.paths import next_stop, upcoming
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import O2, stack_kinds
from odin_desktop.engine.ravens.draws import NoDraws
from odin_desktop.engine.ravens.phases import LAY, OVER
from odin_desktop.engine.ravens.race import RaceState

NODE_CAP = 1500  # positions searched per plan
BOARD_KEEP = 2  # swaps, turns and removals tried per Odin card and source
SOON = 6  # payments ahead that make a flight card worth keeping

_PARAM = A.PARAM_SHIFT
NO_DRAWS = NoDraws()  # a plan never draws: its copies share no generator


@dataclass(order=True)
class Plan:
    """A sequence of actions for the rest of a turn and its value; ``expected[i]`` is the
    position `signature` that action ``i`` is planned from."""

    value: float
    actions: list[int] = field(compare=False)
    expected: list[tuple[object, ...]] = field(compare=False)


def signature(race: RaceState) -> tuple[object, ...]:
    """What the rest of a turn depends on (the transposition table's key, and what a cached
    plan checks the observation against)."""
    seat = race.turn
    return (
        race.hands[seat],
        race.stacks[seat],
        race.positions[0],
        race.positions[1],
        race.marker,
        tuple(race.row),
        race.magic_sizes[seat],
        race.used_hand,
        race.used_stack,
        race.phase,
    )


class Planner:
    """Finds the best plans for the seat to move in a race (its own cards are known to it;
    the other seat's are whatever the race holds: they play no part in this turn)."""

    def __init__(
        self, node_cap: int = NODE_CAP, board_keep: int = BOARD_KEEP, greedy_cards: bool = False
    ) -> None:
        self.node_cap = node_cap
        self.board_keep = board_keep
        self.greedy_cards = greedy_cards  # the hand's last plays chosen one by one (faster)
        self.ranker = BoardRanker()
        self.nodes = 0

    def plans(self, race: RaceState, keep: int = 1) -> list[Plan]:
        """The ``keep`` best plans from ``race`` (in the action phase), best first; each
        reaches a different position."""
        assert race.phase != LAY and race.phase != OVER
        self.seat = race.turn
        self.nodes = 0
        self.keep = keep
        self.best: list[Plan] = []
        self.seen: set[tuple[object, ...]] = set()
        self._search(race, [], [])
        return sorted(self.best, reverse=True)

    # ------------------------------------------------------------------ search

    def _record(
        self, value: float, actions: list[int], expected: list[tuple[object, ...]]
    ) -> None:
        best = self.best
        if len(best) < self.keep:
            best.append(Plan(value, actions, expected))
        else:
            worst = min(best)
            if value > worst.value:
                best[best.index(worst)] = Plan(value, actions, expected)

    def _search(
        self,
        race: RaceState,
        actions: list[int],
        expected: list[tuple[object, ...]],
        floor: int = -1,
    ) -> None:
        """Search from ``race``. Sequences are kept in one canonical order: first the moves
        (flies, Odin cards, the stack's discards and plays to the Magic Way row), then the
        hand's discards and Magic Way plays in a fixed order, then its stores; ``floor`` is
        the order key of the last of those (-1 while still moving). Only a fly or move that
        ends the race may follow them (nothing happens after it, so those go first)."""
        key = signature(race)
        if key in self.seen:
            return
        self.seen.add(key)
        self.nodes += 1
        seat = self.seat
        here = [*expected, key]
        value = evaluate(race, seat)
        self._record(value, [*actions, A.END_TURN], here)
        if race.landscape_left:
            gain = lengthen_gain(race, seat)
            self._record(value + gain, [*actions, A.END_LENGTHEN], here)
        if self.nodes >= self.node_cap:
            return
        candidates = self.candidates(race)
        if self.greedy_cards and floor < 0:
            self._complete(race, candidates, actions, here, value)
        for action in candidates:
            order = _card_order(action)
            if order >= 0 and self.greedy_cards:
                continue
            if order < 0 and floor >= 0 and not _may_end(action):
                continue
            if 0 <= order < floor:
                continue
            if action & 15 == A.EXTEND:
                if floor < 0:
                    self._record(self._extend_value(race, action), [*actions, action], here)
                continue
            child = race.copy(NO_DRAWS)
            child.apply_action(action)
            if child.phase == OVER:
                self._record(evaluate(child, seat), [*actions, action], here)
            elif order >= 0 or floor < 0:
                self._search(child, [*actions, action], here, max(floor, order))

    def _complete(
        self,
        race: RaceState,
        candidates: list[int],
        actions: list[int],
        expected: list[tuple[object, ...]],
        value: float,
    ) -> None:
        """The hand's discards, Magic Way plays and stores after the moves, chosen one at a
        time: the one whose position `evaluate` likes best, while it likes it better than
        stopping (a race-ending fly may come last)."""
        seat = self.seat
        actions, expected = actions.copy(), expected.copy()
        options = [a for a in candidates if _card_order(a) >= 0 or self._ends(race, a)]
        while options:
            view = path_view(race, seat)  # card plays leave the row and the ravens alone
            best, best_value, best_child = -1, value, race
            for action in options:
                child = race.copy(NO_DRAWS)
                child.apply_action(action)
                score = evaluate(child, seat, None if child.phase == OVER else view)
                if score > best_value:
                    best, best_value, best_child = action, score, child
            if best < 0:
                return
            actions.append(best)
            if best_child.phase == OVER:
                self._record(best_value, actions, expected)
                return
            race, value = best_child, best_value
            key = signature(race)
            self.seen.add(key)
            expected.append(key)
            self._record(value, [*actions, A.END_TURN], expected)
            if race.landscape_left:
                lengthened = value + lengthen_gain(race, seat)
                self._record(lengthened, [*actions, A.END_LENGTHEN], expected)
            options = self._card_options(race)

    def _card_options(self, race: RaceState) -> list[int]:
        """The hand's discards (of flight cards no payment soon wants), Magic Way plays and
        stores, and the flies and steps that end the race."""
        seat = race.turn
        need = upcoming(race.paths[seat], race.positions[seat], race.marker, seat, SOON)
        options = []
        for action in race.legal_actions(board=False):
            order = _card_order(action)
            if order >= 0:
                if action & 15 != A.DISCARD or self._junk(race, action, need):
                    options.append(action)
            elif self._ends(race, action):
                options.append(action)
        return options

    @staticmethod
    def _ends(race: RaceState, action: int) -> bool:
        """Whether a fly or a step forward reaches the last space (nothing after it)."""
        kind = action & 15
        seat = race.turn
        if kind == A.FLY:
            return next_stop(race.paths[seat], race.positions[seat], race.marker, seat) == (
                race.length - 1
            )
        return kind == A.FORWARD and race.positions[seat] + 1 == race.length - 1

    def _extend_value(self, race: RaceState, action: int) -> float:
        """An `EXTEND` judged without its cards: the O2 spent, two cards' expected gain."""
        child = race.copy(NO_DRAWS)
        seat = self.seat
        child.spend(seat, O2, bool(action & A.FROM_STACK))
        return evaluate(child, seat) + 2 * lengthen_gain(race, seat)

    # ------------------------------------------------------------------ candidates

    def candidates(self, race: RaceState) -> list[int]:
        """The actions worth trying here, the likely best first."""
        seat = race.turn
        need = upcoming(race.paths[seat], race.positions[seat], race.marker, seat, SOON)
        flies: list[int] = []
        moves: list[int] = []
        cards: list[int] = []
        arranged = False
        for action in race.legal_actions(board=False):
            kind = action & 15
            if kind == A.FLY or kind == A.FORWARD or kind == A.BACK:
                (flies if kind == A.FLY else moves).append(action)
            elif kind == A.STORE or kind == A.MAGIC:
                (moves if action & A.FROM_STACK else cards).append(action)
            elif kind == A.DISCARD:
                if self._junk(race, action, need):
                    (moves if action & A.FROM_STACK else cards).append(action)
            elif kind == A.ARRANGE:
                if not arranged:
                    better = self._arranged(race, action, need)
                    if better is not None:
                        arranged = True
                        moves.append(better)
            elif kind == A.EXTEND:
                moves.append(action)
        board = self.ranker.candidates(race, self.board_keep)
        return flies + board + moves + cards

    @staticmethod
    def _junk(race: RaceState, action: int, need: list[int]) -> bool:
        """Whether discarding this card is worth a try: a flight card the next payments do
        not want (or more of its kind than they want)."""
        card = (action >> _PARAM) & 15
        if card >= 5:
            return False
        seat = race.turn
        held = (race.hands[seat] >> (3 * card)) & 7
        held += stack_kinds(race.stacks[seat]).count(card)
        return held > need.count(card)

    @staticmethod
    def _arranged(race: RaceState, action: int, need: list[int]) -> int | None:
        """An arrange putting the stack in the order the next payments want (cards no payment
        wants at the bottom), or None when the stack is in that order already."""
        current = list(stack_kinds(action >> _PARAM))
        if len(current) < 2:
            return None
        rest = current.copy()
        order = []
        for landscape in need:
            if landscape in rest:
                rest.remove(landscape)
                order.append(landscape)
        order += sorted(rest, key=lambda k: -k)  # Odin cards first among the rest
        if order == current:
            return None
        return A.arrange(order, bool(action & A.FROM_STACK))


_STORE_ORDER = 1 << 40  # stores come after every discard and Magic Way play


def _card_order(action: int) -> int:
    """The canonical order key of a hand's discard, Magic Way play or store; -1 for a move."""
    kind = action & 15
    if action & A.FROM_STACK:
        return -1
    if kind == A.STORE:
        return _STORE_ORDER
    if kind == A.DISCARD or kind == A.MAGIC:
        return action
    return -1


def _may_end(action: int) -> bool:
    """Whether ``action`` can end the race (a fly or a step forward)."""
    kind = action & 15
    return kind == A.FLY or kind == A.FORWARD
