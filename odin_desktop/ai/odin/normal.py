"""Normal (Warrior): a solid heuristic player, also the policy of every rollout.

It scores each legal action by the hand it leaves — fewer cards, fewer groups, high cards kept
— plus the chance that the set it lays wins the round (the winner leads and sheds a card).
It always goes out when it can, and plays for control when an opponent is close to going out.
"""

from __future__ import annotations

from collections.abc import Sequence

from odin_desktop.ai.base import Bot
from odin_desktop.ai.odin.handeval import groups, high_strength
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, TAKE_SHIFT
from odin_desktop.engine.odin.observation import OdinObservation

GROUP_WEIGHT = 0.7  # a group costs most of a card: it needs a turn of its own to shed
HIGH_WEIGHT = 0.12  # per step of number above 6: the high cards that win rounds
CONTROL_WEIGHT = 0.5  # winning the round is worth about half a card
DANGER_SIZE = 2  # an opponent with this many cards or fewer may go out soon
# The top number of a set, as a rough chance that no one beats it.
_TOP_NUMBER = tuple(
    tuple(max(((m >> b & 1) * (b + 1) for b in range(9)), default=0) for m in range(512))
)


_COSTS: dict[int, float] = {}
_CACHE_LIMIT = 1 << 19  # rollouts meet the same hands again and again


def hand_cost(hand: int) -> float:
    """Expected points still to pay, roughly: lower is better."""
    cost = _COSTS.get(hand)
    if cost is None:
        if len(_COSTS) >= _CACHE_LIMIT:
            _COSTS.clear()
        cost = hand.bit_count() + GROUP_WEIGHT * groups(hand) - HIGH_WEIGHT * high_strength(hand)
        _COSTS[hand] = cost
    return cost


def _top_number(play: int) -> int:
    top = 0
    while play:
        top = max(top, _TOP_NUMBER[play & 0x1FF])
        play >>= 9
    return top


_CONTROLS: dict[int, float] = {}


def _control(play: int) -> float:
    """How likely a set is to win its round: high and wide sets are hard to beat."""
    control = _CONTROLS.get(play)
    if control is None:  # the same sets are scored again and again (rollouts, evidence)
        if len(_CONTROLS) >= _CACHE_LIMIT:
            _CONTROLS.clear()
        control = (_top_number(play) / 9.0) * (1.0 + 0.5 * (play.bit_count() - 1))
        _CONTROLS[play] = control
    return control


def score_actions(
    hand: int, legal: Sequence[int], following: bool, sizes: Sequence[int], seat: int
) -> list[tuple[float, int]]:
    """(score, action) for every legal action; going out scores infinitely well."""
    danger = any(size <= DANGER_SIZE for s, size in enumerate(sizes) if s != seat)
    control_weight = CONTROL_WEIGHT * (2.0 if danger else 1.0)
    if not following:
        control_weight *= 0.5  # a led single is beaten by any pair
    scored = []
    for action in legal:
        play = action & PLAY_BITS
        if not play:
            score = -hand_cost(hand) - (control_weight if danger else 0.0)
        elif play == hand:
            score = float("inf")  # going out ends the hand: nothing scores better
        else:
            kept = hand & ~play
            take = action >> TAKE_SHIFT
            if take:
                kept |= 1 << (take - 1)
            score = -hand_cost(kept) + control_weight * _control(play)
        scored.append((score, action))
    return scored


def is_normal_best(
    action: int, hand: int, legal: Sequence[int], following: bool, sizes: Sequence[int], seat: int
) -> bool:
    """Whether ``action`` scores as well as any legal action: the Normal policy's choice (or
    tied with it). What the Expert reads an opponent's play against (`determinize`)."""
    scored = score_actions(hand, legal, following, sizes, seat)
    best = max(score for score, _ in scored)
    return any(a == action and score == best for score, a in scored)


def normal_action(
    hand: int, legal: Sequence[int], following: bool, sizes: Sequence[int], seat: int
) -> int:
    """The Normal policy's choice among ``legal`` for the seat holding ``hand``."""
    best = legal[0]
    best_score = -1e9
    for score, action in score_actions(hand, legal, following, sizes, seat):
        if score > best_score:
            best, best_score = action, score
    return best


def candidate_actions(
    hand: int,
    legal: Sequence[int],
    following: bool,
    sizes: Sequence[int],
    seat: int,
    limit: int,
) -> list[int]:
    """The moves worth searching: each play with its best take, best first, at most ``limit``
    (passing always among them when following)."""
    best_per_play: dict[int, tuple[float, int]] = {}
    for score, action in score_actions(hand, legal, following, sizes, seat):
        play = action & PLAY_BITS
        known = best_per_play.get(play)
        if known is None or score > known[0]:
            best_per_play[play] = (score, action)
    ranked = sorted(best_per_play.values(), key=lambda item: -item[0])
    chosen = [action for _, action in ranked[:limit]]
    if following and PASS not in chosen:
        chosen.append(PASS)
    return chosen


class OdinNormalBot(Bot[OdinObservation]):
    name = "Warrior"

    def decide(self, obs: OdinObservation) -> int:
        return normal_action(obs.hand, obs.legal, bool(obs.table), obs.hand_sizes, obs.seat)
