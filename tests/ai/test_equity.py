"""The win-chance tables (`ai/equity.py`, each game's reading of its own in
`ai/<game>/equity.py`, built by `devtools/ai/equity.py`): what every table must hold, and the
builder's sums on outcomes small enough to work out by hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from devtools.ai import equity_tables as builder
from odin_desktop.ai.odin.equity import odin_equity
from odin_desktop.ai.ravens.equity import ravens_equity

TARGETS = (1, 5, 10, 12, 15, 20, 40, 60, 100, 150)


def _positions(players: int, count: int, seed: int) -> list[tuple[list[int], int, int]]:
    """(totals, target, the seat leading or starting next) for unfinished games."""
    rng = random.Random(seed)
    found: list[tuple[list[int], int, int]] = []
    while len(found) < count:
        target = rng.choice(TARGETS)
        if target == 1:
            continue
        totals = [rng.randrange(target) for _ in range(players)]
        found.append((totals, target, rng.randrange(players)))
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_odin_chances_are_probabilities_that_sum_to_one(players: int) -> None:
    table = odin_equity()
    for totals, target, leader in _positions(players, 400, players):
        for next_leader in (leader, None):
            chances = table.win_chances(totals, target, next_leader)
            assert len(chances) == players
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert sum(chances) == pytest.approx(1.0, abs=1e-6)


def test_ravens_chances_are_probabilities_that_sum_to_one() -> None:
    table = ravens_equity()
    for totals, target, first in _positions(2, 600, 7):
        for last in (first, None):
            chances = table.win_chances(totals, target, last)
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert sum(chances) == pytest.approx(1.0, abs=1e-6)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_odin_a_seat_with_fewer_points_never_has_less_chance(players: int) -> None:
    table = odin_equity()
    for totals, target, leader in _positions(players, 300, 10 + players):
        for seat in range(players):
            before = table.win_chance(totals, target, seat, leader)
            if totals[seat]:
                better = totals.copy()
                better[seat] -= 1
                assert table.win_chance(better, target, seat, leader) >= before - 1e-9
            if players == 2:  # heads-up, the other seat's points count the other way
                worse = totals.copy()
                worse[1 - seat] += 1
                assert table.win_chance(worse, target, seat, leader) >= before - 1e-9


def test_ravens_a_seat_with_more_points_never_has_less_chance_when_it_starts_alike() -> None:
    """Who starts the next race matters (the seat with fewer points starts, and starters win
    most races), so a point more can cost the start: the table holds each way apart, and
    with the start given, more points never lower the chance."""
    pair = ravens_equity().pair
    for first in (0, 1):
        grid = pair.chance[first]
        for a in range(1, pair.limit):
            for b in range(pair.limit):
                assert grid[a - 1][b] >= grid[a][b] - 1e-9  # a point less to go
                assert grid[b][a] >= grid[b][a - 1] - 1e-9  # the other's point less to go
    table = ravens_equity()
    for totals, target, _ in _positions(2, 400, 3):
        if totals[0] + 1 < totals[1]:  # seat 0 still starts after a point more
            more = [totals[0] + 1, totals[1]]
            assert table.win_chance(more, target, 0) >= table.win_chance(totals, target, 0)


def test_a_stored_heads_up_table_agrees_with_itself_from_both_sides() -> None:
    """The chance of one side and the other's are worked out separately: they add to 1."""
    for pair in (odin_equity().pair, ravens_equity().pair):
        for a in range(1, pair.limit + 1, 7):
            for b in range(1, pair.limit + 1, 5):
                for first in (0, 1):
                    mine = pair.chance[first][a - 1][b - 1]
                    theirs = pair.chance[1 - first][b - 1][a - 1]
                    assert mine + theirs == pytest.approx(1.0, abs=1e-4)


def test_finished_games_are_exact() -> None:
    odin, ravens = odin_equity(), ravens_equity()
    assert odin.win_chances([15, 3, 7], 15) == (0.0, 1.0, 0.0)
    assert odin.win_chances([16, 4, 4, 9], 15, 2) == (0.0, 0.5, 0.5, 0.0)
    assert odin.win_chances([20, 20], 15) == (0.5, 0.5)
    assert ravens.win_chances([12, 9], 12) == (1.0, 0.0)
    assert ravens.win_chances([13, 14], 12, 0) == (0.0, 1.0)
    assert ravens.win_chances([12, 12], 12, 1) == (0.0, 1.0)  # a tie: the race's winner
    assert ravens.win_chances([12, 12], 12) == (0.5, 0.5)


def test_the_leader_of_the_next_hand_counts_and_unknown_averages_both() -> None:
    odin = odin_equity()
    leading, following = odin.win_chance([5, 5], 15, 0, 0), odin.win_chance([5, 5], 15, 0, 1)
    assert leading > following  # the leader goes out first more often
    assert odin.win_chance([5, 5], 15, 0) == pytest.approx((leading + following) / 2)
    ravens = ravens_equity()
    starting = ravens.win_chance([4, 4], 12, 0, 0)
    assert starting > ravens.win_chance([4, 4], 12, 0, 1)
    # Unequal totals: the seat with fewer points starts, whoever won the race.
    assert ravens.win_chance([3, 6], 12, 0, 0) == ravens.win_chance([3, 6], 12, 0, 1)


def test_every_target_a_player_can_choose_has_a_chance() -> None:
    odin, ravens = odin_equity(), ravens_equity()
    for target in (5, 100, 101, 400):  # beyond the table: the points to go shortened alike
        for players in range(2, 7):
            chances = odin.win_chances([target - 1] + [0] * (players - 1), target, 0)
            assert chances[0] < min(chances[1:])
        assert ravens.win_chance([target - 1, 0], target, 0, 1) > 0.5
    assert ravens.win_chances([0, 0], 1, 0) == ravens.win_chances([0, 0], 1, 0)


# ---------------------------------------------------------------------- the builder


def test_odin_heads_up_sums_where_the_leader_always_goes_out() -> None:
    """Each hand the leader goes out and the other scores 1, and the lead alternates: from
    equal points to go, the seat that leads first wins; a point behind, it loses."""
    table = builder.odin_pair_table(Counter({(0, 1): 1}), limit=4)
    assert table[1][0][0] == 1.0  # 1 point to go each, leading: the other reaches the target
    assert table[0][0][0] == 0.0
    assert table[1][1][1] == 1.0  # (2, 2) -> (2, 1) -> (1, 1) leading again
    assert table[0][1][1] == 0.0
    assert table[1][0][1] == 0.0  # (1, 2) -> (1, 1), the other leading


def test_ravens_sums_where_the_starter_always_wins_by_one() -> None:
    """Each race the starter wins 1-0; the seat with fewer points starts, the race's winner
    on a tie, so the game swings until someone reaches the target."""
    table = builder.ravens_pair_table(Counter({(1, 0, True): 1}), limit=4)
    assert table[1][0][0] == 1.0
    assert table[0][0][0] == 0.0
    # 2 to go against 1, starting: 1-1 and it starts again (it won the race): it wins.
    assert table[1][1][0] == 1.0


def test_the_sums_agree_with_games_played_out_from_the_same_outcomes() -> None:
    hands: Counter[tuple[int, ...]] = Counter({(0, 2): 5, (3, 0): 3, (0, 5): 2, (1, 0): 2})
    table = builder.odin_pair_table(hands, limit=12)
    rng = random.Random(1)
    played = builder.model_from(hands, [9, 7], 0, 20_000, rng)
    assert table[1][8][6] == pytest.approx(played[0], abs=0.015)


def test_the_softmax_slope_is_found_from_games_it_generated() -> None:
    """Hand starts whose winner is drawn from a known softmax give back its slope."""
    rng = random.Random(2)
    slope = 0.4
    met: Counter[tuple[tuple[int, int], ...]] = Counter()
    won: Counter[int] = Counter()
    for _ in range(4000):
        leads = [0, *(rng.randrange(12) for _ in range(3))]
        weights = [2.718281828 ** (slope * d) for d in leads]
        winner = rng.choices(range(4), weights)[0]
        met[tuple(sorted((d, k) for k, d in enumerate(leads)))] += 1
        won[leads[winner]] += 1
    assert builder.fit_slope(met, won, [0.0] * 4) == pytest.approx(slope, abs=0.04)


def test_pooling_makes_a_sequence_grow_and_keeps_a_growing_one() -> None:
    assert builder.pool_adjacent([1.0, 2.0, 3.0], [1, 1, 1]) == [1.0, 2.0, 3.0]
    assert builder.pool_adjacent([1.0, 3.0, 2.0], [1, 1, 1]) == [1.0, 2.5, 2.5]
