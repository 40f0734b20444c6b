"""Properties of random play: cards are conserved, the legal list is exactly what `refusal`
accepts, races and games end and score as the rules say, observations hide what they must."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st
from ravens_helpers import random_action, random_game

from odin_desktop.engine.ravens import (
    END_LENGTHEN,
    END_TURN,
    RandomDraws,
    RavensGame,
    action_from_json,
    action_to_json,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import (
    KINDS,
    ORIENTED_CARDS,
    kinds_of,
    multiset_of,
    stack_kinds,
    stack_of,
)
from odin_desktop.engine.ravens.race import LAY, RaceState
from odin_desktop.engine.ravens.record import game_to_record
from odin_desktop.engine.ravens.sampling import race_from_observation, sample_opponent

PROTOCOL_FIELDS = {
    "seat",
    "target",
    "totals",
    "race",
    "row",
    "positions",
    "marker",
    "magic",
    "magic_rows",
    "hand",
    "stack",
    "hand_sizes",
    "stack_sizes",
    "supply_sizes",
    "discards",
    "landscape_deck",
    "used",
    "turn_actions",
    "legal",
}


def candidates(race: RaceState, rng: random.Random) -> list[int]:
    """Actions near the legal ones: every card, source, position and path nearby, flies of
    every small multiset with the stack's real and wrong top cards, lays of every card."""
    seat = race.turn
    stack = stack_kinds(race.stacks[seat])
    found = [END_TURN, END_LENGTHEN] + [A.lay(c) for c in ORIENTED_CARDS]
    for kind in range(9):
        found += [A.store(kind), A.discard(kind), A.discard(kind, True)]
        found += [A.magic(kind), A.magic(kind, True)]
    for size in range(5):
        for hand in combinations_with_replacement(range(5), size):
            for k in range(min(3, len(stack)) + 1):
                if size + k <= 4:
                    found.append(A.fly(hand, stack[:k]))
            if size < 4:
                found.append(A.fly(hand, [rng.randrange(9)]))
    for stacked in (False, True):
        for i in range(race.length + 1):
            found += [A.marker(i, 0, stacked), A.marker(i, 1, stacked)]
            found += [A.turn(i, stacked), A.remove(i, stacked)]
            found += [A.swap(i, rng.randrange(race.length + 1), stacked) for _ in range(2)]
        found += [A.extend(stacked), A.back(stacked), A.forward(stacked)]
        rest = stack[1:] if stacked else stack
        found += [A.arrange(rest, stacked), A.arrange(tuple(rest) + (rng.randrange(9),), stacked)]
        if len(rest) > 1:
            found.append(A.arrange(rng.sample(rest, len(rest)), stacked))  # any order is legal
    return found


def is_reordering(race: RaceState, action: int, listed: set[int]) -> bool:
    """A legal arrange in another order than the stack's own: listed only as it is."""
    if A.action_type(action) != A.ARRANGE:
        return False
    stacked = A.from_stack(action)
    stack = race.stacks[race.turn] >> (4 if stacked else 0)
    order = action >> A.PARAM_SHIFT
    as_it_is = A.arrange(stack_kinds(stack), stacked)
    return as_it_is in listed and sorted(stack_kinds(order)) == sorted(stack_kinds(stack))


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6))
def test_the_legal_list_is_exactly_what_refusal_accepts(seed: int) -> None:
    game = RavensGame.new(seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.over:
            break
        if game.needs_round:
            game.start_round()
        race = game.race
        assert race is not None and race.conserved()
        actions = race.legal_actions()
        listed = set(actions)
        assert len(listed) == len(actions), "an action is listed twice"
        for action in rng.sample(actions, min(40, len(actions))):
            assert race.refusal(action) is None, A.describe(action)
        near = candidates(race, rng)
        for action in rng.sample(near, min(120, len(near))):
            problem = race.refusal(action)
            if action in listed or is_reordering(race, action, listed):
                assert problem is None, A.describe(action)
            else:
                assert problem is not None, f"{A.describe(action)} is accepted but not listed"
        game.apply_action(random_action(actions, rng, race))


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_cards_are_conserved_at_every_step_of_whole_games(seed: int) -> None:
    game = RavensGame.new(seed)
    rng = random.Random(seed)
    while not game.over:
        race = game.start_round()
        while not race.over:
            assert race.conserved()
            game.apply_action(random_action(race.legal_actions(), rng, race))
        assert race.conserved()


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 30))
def test_races_end_and_score_and_the_game_ends_at_the_target(seed: int, target: int) -> None:
    game = random_game(seed, target=target, max_actions=2_000_000)
    assert game.over, "random play did not finish the game"
    before = [0, 0]
    for n, race in enumerate(game.races):
        assert race.over and race.winner is not None and race.points is not None
        winner, other = race.winner, 1 - race.winner
        assert race.positions[winner] == race.length - 1
        expected = [0, 0]
        expected[winner] = race.positions[winner] - race.positions[other]
        sizes = race.magic_sizes
        if sizes[0] != sizes[1]:
            expected[0 if sizes[0] > sizes[1] else 1] += 3
        assert race.points == tuple(expected) == game.scores[n]
        if n:
            a, b = before
            assert race.setup.first == (game.races[n - 1].winner if a == b else int(a > b))
        finished = n == len(game.races) - 1
        before = [before[0] + race.points[0], before[1] + race.points[1]]
        assert (max(before) >= target) == finished
    a, b = game.totals
    assert game.totals == before
    assert game.winner == (game.races[-1].winner if a == b else int(b > a))


def test_a_seed_plays_the_same_game_twice() -> None:
    one = game_to_record(random_game(77, max_actions=3000), ("A", "B"))
    two = game_to_record(random_game(77, max_actions=3000), ("A", "B"))
    assert one == two
    assert one != game_to_record(random_game(78, max_actions=3000), ("A", "B"))


def test_a_copy_is_independent_and_draws_alike() -> None:
    game = random_game(5, max_actions=700)
    twin = game.copy()
    rng_a, rng_b = random.Random(1), random.Random(1)
    before = game_to_record(game, ("A", "B"))
    for _ in range(300):
        if twin.over or twin.needs_round:
            break
        race = twin.race
        assert race is not None
        twin.apply_action(random_action(race.legal_actions(), rng_a, race))
    assert game_to_record(game, ("A", "B")) == before  # the original did not move
    for _ in range(300):
        if game.over or game.needs_round:
            break
        race = game.race
        assert race is not None
        game.apply_action(random_action(race.legal_actions(), rng_b, race))
    assert game_to_record(game, ("A", "B")) == game_to_record(twin, ("A", "B"))


# ---------------------------------------------------------------- JSON forms


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_legal_action_goes_to_json_and_back(seed: int) -> None:
    game = RavensGame.new(seed)
    rng = random.Random(seed)
    for _ in range(300):
        if game.over:
            break
        if game.needs_round:
            game.start_round()
        race = game.race
        assert race is not None
        actions = race.legal_actions()
        for action in actions:
            back = action_from_json(action_to_json(action), race)
            assert back == action, A.describe(action)
        game.apply_action(random_action(actions, rng, race))


# ---------------------------------------------------------------- observations


def shuffled_opponent(game: RavensGame, seat: int, rng: random.Random) -> RavensGame:
    """The same game but for the opponent's hidden cards: its hand, stack and supply are
    dealt again from the same cards, with the same sizes."""
    other = game.copy()
    race = other.race
    assert race is not None
    opp = 1 - seat
    hidden = list(kinds_of(race.hands[opp] + multiset_of(stack_kinds(race.stacks[opp]))))
    hidden += kinds_of(race.supplies[opp])
    rng.shuffle(hidden)
    h, k = race.hand_sizes[opp], race.stack_sizes[opp]
    race.hands[opp] = multiset_of(hidden[:h])
    race.stacks[opp] = stack_of(hidden[h : h + k])
    race.supplies[opp] = multiset_of(hidden[h + k :])
    assert race.conserved()
    return other


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_an_observation_holds_nothing_hidden(seed: int) -> None:
    game = RavensGame.new(seed)
    rng = random.Random(seed)
    seen_store = False
    for step in range(250):  # noqa: B007 - read after the loop
        if game.over:
            break
        if game.needs_round:
            game.start_round()
        race = game.race
        assert race is not None
        for seat in (0, 1):
            obs = game.observe(seat)
            other = shuffled_opponent(game, seat, rng)
            assert other.observe(seat) == obs
            assert other.observe(seat).to_json() == obs.to_json()
            assert set(obs.to_json()) == PROTOCOL_FIELDS
            if seat != race.turn:
                assert obs.legal == ()
                for action in obs.turn_actions:
                    if A.action_type(action) == A.STORE:
                        seen_store = True
                        assert action_to_json(action) == {"act": "store"}
        game.apply_action(random_action(race.legal_actions(), rng, race))
    assert seen_store or step < 50


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_a_race_rebuilt_from_an_observation_looks_the_same(seed: int) -> None:
    game = random_game(seed, max_actions=random.Random(seed).randrange(1, 600))
    race = game.race
    assert race is not None
    if race.over:
        return
    rng = random.Random(seed)
    for seat in (0, 1):
        obs = game.observe(seat)
        hand, stack = sample_opponent(obs, rng)
        rebuilt = race_from_observation(obs, hand, stack, RandomDraws(seed))
        assert rebuilt.conserved()
        world = game.copy()
        world.races[-1] = rebuilt
        assert world.observe(seat) == obs
        if rebuilt.phase != LAY and not rebuilt.over:  # the rebuilt race plays on
            rebuilt.apply_action(rebuilt.legal_actions()[0])
        assert rebuilt.conserved()


def test_the_observation_json_names_cards() -> None:
    game = random_game(3, max_actions=40)
    obs = game.observe(0).to_json()
    assert all(card in KINDS for card in obs["hand"])  # type: ignore[union-attr]
    assert len(obs["row"]) >= 1 and all(len(c) == 2 for c in obs["row"])  # type: ignore[arg-type]
