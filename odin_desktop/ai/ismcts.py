"""Information Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling et al. 2012).

One tree whose nodes are the searching seat's information sets, reached by sequences of
public moves. Every iteration deals a fresh determinization consistent with the observation,
walks the tree choosing among the moves legal *in that deal* (UCB1 counted over the times a
child was available), adds one node, plays the hand out with the Normal policy and backs the
reward of each seat up to the nodes where that seat moved.
"""

from __future__ import annotations

import math
import random
import time

from odin_desktop.ai.determinize import Determinizer
from odin_desktop.ai.normal import candidate_actions, normal_action
from odin_desktop.ai.rollout import Rewards, play_out
from odin_desktop.engine.observation import Observation

EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]
CANDIDATES = 8  # plays considered at each decision (Normal's best), plus passing


class Node:
    __slots__ = ("children", "visits", "total", "available", "mover")

    def __init__(self, mover: int) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards of the seat that moved into this node
        self.available = 0  # iterations in which this node's move was legal
        self.mover = mover


# action -> (visits, total reward) of the root's children
RootStats = dict[int, tuple[int, float]]


def search(obs: Observation, seed: str, iterations: int, ms: float) -> tuple[RootStats, int]:
    """Run ISMCTS from ``obs`` until ``iterations`` or ``ms`` elapse; root statistics and the
    number of iterations run. Deterministic for a given seed when the iteration cap binds."""
    deadline = time.perf_counter() + ms / 1000.0
    rng = random.Random(seed)
    sampler = Determinizer(obs)
    rewards = Rewards(obs.totals, obs.options)
    root = Node(obs.seat)
    done = 0
    while done < iterations:
        state = sampler.sample(rng)
        node = root
        path: list[Node] = []
        while not state.over:
            turn = state.turn
            legal = state.legal_actions()
            children = node.children
            if turn != obs.seat:
                # Opponents play the Normal policy on their sampled hands: the tree follows
                # their public moves without spending iterations on guesses of their choices.
                move = normal_action(state.hands[turn], legal, bool(state.table), state.sizes, turn)
                node = children.get(move) or children.setdefault(move, Node(turn))
                state.apply_action(move)
                continue
            moves = candidate_actions(
                state.hands[turn], legal, bool(state.table), state.sizes, turn, CANDIDATES
            )
            fresh = next((m for m in moves if m not in children), None)
            if fresh is not None:  # expand one node, then roll out from it
                children[fresh] = Node(turn)
                for move in moves:
                    if move in children:
                        children[move].available += 1
                state.apply_action(fresh)
                path.append(children[fresh])
                break
            for move in moves:
                children[move].available += 1
            move = _select(children, moves)
            node = children[move]
            state.apply_action(move)
            path.append(node)
        play_out(state)
        result = rewards.of(state)
        for visited in path:
            visited.visits += 1
            visited.total += result[visited.mover]
        done += 1
        if time.perf_counter() >= deadline:
            break
    stats = {move: (child.visits, child.total) for move, child in root.children.items()}
    return stats, done


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
