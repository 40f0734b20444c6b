"""How good a hand is to hold: few cards, in few groups, with high cards to win rounds.

A hand sheds fastest when it splits into few *groups* (sets of one number or one colour). The
fewest groups that cover a hand is a minimum vertex cover of the bipartite graph whose edges
are the cards (number – colour), which by König's theorem is the size of a maximum matching.
"""

from __future__ import annotations

from odin_desktop.engine.odin.tables import colours_holding


def groups(hand: int) -> int:
    """The fewest sets (one number or one colour each) that together hold every card."""
    # Kuhn's augmenting paths: numbers on one side, colours on the other.
    owner = [-1] * 6  # colour -> number matched to it
    adjacency = [colours_holding(hand, n) for n in range(9)]

    def augment(n: int, visited: list[bool]) -> bool:
        colours = adjacency[n]
        while colours:
            low = colours & -colours
            colours ^= low
            c = low.bit_length() - 1
            if visited[c]:
                continue
            visited[c] = True
            if owner[c] < 0 or augment(owner[c], visited):
                owner[c] = n
                return True
        return False

    count = sum(1 for n in range(9) if adjacency[n] and augment(n, [False] * 6))
    return count


# Weight of each card's number when it comes to winning rounds (7, 8 and 9 matter).
HIGH_WEIGHT = tuple(max(0, n - 6) for n in range(1, 10))


def high_strength(hand: int) -> int:
    """Sum over the cards of how much their number helps win rounds."""
    total = 0
    while hand:
        low = hand & -hand
        total += HIGH_WEIGHT[(low.bit_length() - 1) % 9]
        hand ^= low
    return total
