"""Information Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling et al. 2012).

One tree whose nodes are the searching seat's information sets, reached by sequences of
public moves. Every iteration deals a fresh determinization consistent with the observation,
walks the tree choosing among the moves legal *in that deal* (UCB1 counted over the times a
child was available, over a progressively widened set of the searching seat's candidates),
adds one node, plays the hand out with the Normal policy and backs the reward of each seat up
to the nodes where that seat moved. Opponents follow the Normal policy but now and then pass
although they could play (`rollout.PassingOpponents`), as real opponents do.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from odin_desktop.ai.odin.determinize import Determinizer
from odin_desktop.ai.odin.normal import candidate_actions
from odin_desktop.ai.odin.rollout import REWARDS, PassingOpponents, Rewards, play_out
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import OdinObservation

EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]
CANDIDATES = 8  # plays considered at each decision (Normal's best), plus passing
# Deals every move sees in the first round of the root race at least: with fewer, dropping
# half of the moves would mostly follow the luck of the cards, so small budgets race less.
MIN_FIRST_DEALS = 8
# Progressive widening below the root: a decision of the searching seat visited v times
# considers its first 1 + sqrt(v / WIDEN_VISITS) candidates (Normal's order). Early visits
# follow Normal's choice, so a root move is not judged by one-off tries of poor replies.
WIDEN_VISITS = 4.0


class Node:
    __slots__ = ("children", "visits", "total", "available", "mover", "moves", "decisions")

    def __init__(self, mover: int) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards of the seat that moved into this node
        self.available = 0  # iterations in which this node's move was legal
        self.mover = mover
        self.moves: list[int] | None = None  # the searching seat's candidates, when it moves
        self.decisions = 0  # times the searching seat chose a move here


# action -> (visits, total reward) of the root's children
RootStats = dict[int, tuple[int, float]]


def search(
    obs: OdinObservation, seed: str, iterations: int, ms: float, reward: str = REWARDS[0]
) -> tuple[RootStats, int]:
    """Run ISMCTS from ``obs`` until ``iterations`` playouts or ``ms`` elapse; root statistics
    and the number of playouts run. Deterministic for a seed when the iteration cap binds.
    ``reward``: what a hand's end is worth to each seat (`rollout.Rewards`).

    Each fresh deal is played from every root move still in the race (common random numbers:
    the moves are compared on the same cards), then the tree below each move is walked as
    ISMCTS. The root is a sequential-halving race: the budget is split into rounds, and after
    each round the worse half of the moves drops out, so the last rounds spend their deals
    telling the best few apart instead of re-measuring clearly worse moves."""
    now = time.perf_counter()
    deadline = now + ms / 1000.0
    rng = random.Random(seed)
    sampler = Determinizer(obs, evidence=True)
    rewards = Rewards.seen_by(obs, reward)
    following = bool(obs.table)
    opponents = PassingOpponents(obs.seat, rng)
    alive = candidate_actions(obs.hand, obs.legal, following, obs.hand_sizes, obs.seat, CANDIDATES)
    roots = {move: Node(obs.seat) for move in alive}
    rounds = max(1, math.ceil(math.log2(len(alive))))
    while rounds > 1 and iterations < rounds * len(alive) * MIN_FIRST_DEALS:
        rounds -= 1
    done = 0
    for round_index in range(rounds):
        left = rounds - round_index
        round_end = done + max(0, iterations - done) // left
        round_deadline = now + (deadline - now) / left
        while True:  # at least one deal per round
            deal = sampler.sample(rng)
            for move in alive:
                state = deal.copy()
                state.apply_action(move)
                iterate(state, roots[move], obs.seat, opponents, rewards)
            done += len(alive)
            now = time.perf_counter()
            if done >= round_end or now >= round_deadline:
                break
        if round_index < rounds - 1:
            # Every move still racing saw the same deals; ties keep Normal's order.
            ranked = sorted(alive, key=lambda m: -roots[m].total / roots[m].visits)
            alive = ranked[: math.ceil(len(alive) / 2)]
    stats = {move: (node.visits, node.total) for move, node in roots.items()}
    return stats, done


def iterate(
    state: HandState,
    node: Node,
    seat: int,
    opponents: Callable[[HandState], int],
    rewards: Rewards,
) -> None:
    """One iteration below ``node`` in the deal ``state`` (``node``'s move already made):
    walk and grow the tree, play the hand out, back each seat's reward up."""
    path = [node]
    _descend(state, node, seat, path, opponents)
    play_out(state, opponents)
    result = rewards.of(state)
    for visited in path:
        visited.visits += 1
        visited.total += result[visited.mover]


def _descend(
    state: HandState,
    node: Node,
    seat: int,
    path: list[Node],
    opponents: Callable[[HandState], int],
) -> None:
    """Walk the tree below a root move in this deal, adding one node at ``seat``'s first
    untried move; ``path`` collects the nodes to update."""
    while not state.over:
        turn = state.turn
        children = node.children
        if turn != seat:
            # Opponents play the Normal policy on their sampled hands (passing now and then):
            # the tree follows their public moves without spending playouts on guesses.
            move = opponents(state)
            node = children.get(move) or children.setdefault(move, Node(turn))
            state.apply_action(move)
            continue
        moves = node.moves
        if moves is None:
            # The searching seat's own cards, the middle and the hand sizes are the same in
            # every deal that reaches this node (one information set): rank its moves once.
            moves = node.moves = candidate_actions(
                state.hands[turn],
                state.legal_actions(),
                bool(state.table),
                state.sizes,
                turn,
                CANDIDATES,
            )
        node.decisions += 1
        moves = moves[: 1 + int(math.sqrt(node.decisions / WIDEN_VISITS))]
        for move in moves:
            if move in children:
                children[move].available += 1
        fresh = next((m for m in moves if m not in children), None)
        if fresh is not None:  # expand one node, then play out from it
            children[fresh] = node = Node(turn)
            node.available = 1
            state.apply_action(fresh)
            path.append(node)
            return
        move = _select(children, moves)
        node = children[move]
        state.apply_action(move)
        path.append(node)


def warm_up() -> bool:
    """Run in a fresh worker process so its imports and tables are ready before the first move."""
    return True


def _select(children: dict[int, Node], moves: list[int]) -> int:
    """UCB1 over the moves available in this determinization (first best on ties)."""
    best, best_value = moves[0], -1.0
    for move in moves:
        child = children[move]
        value = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(child.available) / child.visits
        )
        if value > best_value:
            best, best_value = move, value
    return best
