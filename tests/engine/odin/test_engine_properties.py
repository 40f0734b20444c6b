"""Properties that must hold in every game: checked over random games with hypothesis."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from odin_desktop.benchmarks.odin.reference import RefHand, RefMove
from odin_desktop.engine.odin import OdinGame
from odin_desktop.engine.odin.cards import card_code, cards_of, parse_card
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, action_play, action_take, make_action

seeds = st.integers(min_value=0, max_value=2**32)
player_counts = st.integers(min_value=2, max_value=6)


def random_game(players: int, seed: int, target: int = 15) -> OdinGame:
    game = OdinGame.new(players, seed=seed, target=target)
    rng = random.Random(seed)
    while not game.over:
        if game.needs_round:
            game.start_round()
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def random_states(players: int, seed: int, limit: int = 400) -> list[HandState]:
    """Copies of every state met in a random game (up to ``limit``)."""
    game = OdinGame.new(players, seed=seed)
    rng = random.Random(seed)
    states: list[HandState] = []
    while not game.over and len(states) < limit:
        if game.needs_round:
            game.start_round()
        states.append(game.hand.copy())
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return states


@settings(max_examples=60, deadline=None)
@given(players=player_counts, seed=seeds)
def test_cards_are_conserved_and_points_equal_cards_left(players: int, seed: int) -> None:
    game = OdinGame.new(players, seed=seed)
    rng = random.Random(seed)
    game.start_round()
    deck = game.options.deck
    undealt = deck & ~sum(game.deals[-1])
    while game.to_move is not None:
        state = game.hand
        held = 0
        for cards in state.hands:
            assert not held & cards  # no card in two hands
            held |= cards
        parts = [held, state.table, state.discards, undealt]
        assert sum(p.bit_count() for p in parts) == deck.bit_count()
        assert held | state.table | state.discards | undealt == deck
        assert state.sizes == [h.bit_count() for h in state.hands]
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert game.scores[-1] == [h.bit_count() for h in game.hand.hands]
    assert 0 in game.scores[-1]  # somebody went out


@settings(max_examples=40, deadline=None)
@given(players=player_counts, seed=seeds, target=st.integers(min_value=1, max_value=25))
def test_every_game_terminates_with_correct_totals_and_winners(
    players: int, seed: int, target: int
) -> None:
    game = random_game(players, seed, target)
    assert game.over
    totals = [sum(hand[s] for hand in game.scores) for s in range(players)]
    assert game.totals == totals
    assert max(totals) >= target
    before_last = [sum(hand[s] for hand in game.scores[:-1]) for s in range(players)]
    assert max(before_last) < target  # it did not go on past the target
    assert game.winners == [s for s in range(players) if totals[s] == min(totals)]
    for i, state in enumerate(game.hands):
        assert state.leader == (game.first_leader + i) % players


def _candidate_actions(state: HandState) -> list[int]:
    """Every subset of the mover's hand with every take (or none), plus foreign cards."""
    hand = list(cards_of(state.hands[state.turn]))
    takes = [None, *cards_of(state.table)]
    foreign = next(c for c in range(54) if not (state.hands[state.turn] | state.table) >> c & 1)
    actions = []
    for subset in range(1 << len(hand)):
        play = sum(1 << hand[i] for i in range(len(hand)) if subset >> i & 1)
        actions.extend(make_action(play, t) for t in takes)
    actions.append(make_action(1 << foreign))
    return actions


@settings(max_examples=15, deadline=None)
@given(players=player_counts, seed=seeds)
def test_listed_moves_apply_and_unlisted_moves_are_refused(players: int, seed: int) -> None:
    for state in random_states(players, seed, limit=60):
        legal = state.legal_actions()
        assert len(legal) == len(set(legal))
        listed = set(legal)
        for action in _candidate_actions(state):
            reason = state.refusal(action)
            assert (reason is None) == (action in listed), (action, reason)
        for action in legal:
            after = state.copy()
            after.apply(action)  # validated apply accepts every listed move


def _to_reference(state: HandState) -> RefHand:
    def cards(mask: int) -> list[tuple[str, int]]:
        return [(card_code(c)[0], int(card_code(c)[1])) for c in cards_of(mask)]

    return RefHand(
        [cards(h) for h in state.hands],
        state.turn,
        cards(state.table),
        state.table_seat,
        state.passes,
    )


def _as_action(move: RefMove) -> int:
    play = sum(1 << parse_card(f"{c}{n}") for c, n in move.play)
    take = None if move.take is None else parse_card(f"{move.take[0]}{move.take[1]}")
    return make_action(play, take)


@settings(max_examples=40, deadline=None)
@given(players=player_counts, seed=seeds)
def test_engine_agrees_with_the_reference_implementation(players: int, seed: int) -> None:
    """Play the same random moves in both engines: legal moves, hands and endings agree."""
    deal = OdinGame.new(players, seed=seed).start_round()
    state = HandState(deal.hands, deal.leader)
    reference = _to_reference(state)
    rng = random.Random(seed)
    while not state.over:
        expected = {_as_action(m) for m in reference.legal_moves()}
        actual = state.legal_actions()
        assert set(actual) == expected
        action = actual[rng.randrange(len(actual))]
        state.apply_action(action)
        reference.apply(next(m for m in reference.legal_moves() if _as_action(m) == action))
        assert state.turn == reference.turn
        assert [sorted(h) for h in _to_reference(state).hands] == [
            sorted(h) for h in reference.hands
        ]
    assert reference.over and state.scores() == reference.scores()


def test_pass_is_offered_exactly_when_following() -> None:
    for state in random_states(4, seed=5, limit=200):
        assert (PASS in state.legal_actions()) == bool(state.table)


def test_takes_are_offered_for_every_card_of_the_beaten_set() -> None:
    for state in random_states(5, seed=8, limit=300):
        if not state.table:
            continue
        by_play: dict[int, set[int | None]] = {}
        for action in state.legal_actions():
            if action:
                by_play.setdefault(action_play(action), set()).add(action_take(action))
        for play, takes in by_play.items():
            if play == state.hands[state.turn]:
                assert takes == {None}
            else:
                assert takes == set(cards_of(state.table))
