"""An observation holds what its seat may know (RULES.md) and nothing else."""

from __future__ import annotations

import dataclasses
import random

from odin_desktop.engine.odin import OdinGame, OdinObservation
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.hand import HandState


def _played_game(seed: int, moves: int) -> OdinGame:
    game = OdinGame.new(4, seed=seed)
    game.start_round()
    rng = random.Random(seed)
    for _ in range(moves):
        if game.to_move is None:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def _swap_hidden_cards(game: OdinGame, seat: int) -> None:
    """Swap other seats' unseen cards with undealt ones: a different world, same public facts."""
    state: HandState = game.hand
    observation = game.observe(seat)
    known = observation.known_holdings()
    dealt = sum(game.deals[-1])
    undealt = list(cards_of(game.options.deck & ~dealt & ~state.table & ~state.discards))
    undealt = [c for c in undealt if not any(h >> c & 1 for h in state.hands)]
    for other in range(game.players):
        if other == seat:
            continue
        hidden = list(cards_of(state.hands[other] & ~known[other]))
        for card in hidden:
            if not undealt:
                return
            replacement = undealt.pop()
            state.hands[other] = state.hands[other] & ~(1 << card) | (1 << replacement)


def test_hidden_cards_do_not_change_the_observation() -> None:
    worlds_changed = 0
    for seed in range(30):
        game = _played_game(seed, moves=seed % 17)
        if game.to_move is None:
            continue
        seat = game.to_move
        before = game.observe(seat)
        hands_before = list(game.hand.hands)
        _swap_hidden_cards(game, seat)
        worlds_changed += game.hand.hands != hands_before
        assert game.observe(seat) == before
        # ...while a seat whose hand changed does see a difference in its own observation.
        other = (seat + 1) % game.players
        assert game.observe(other).hand == game.hand.hands[other]
    assert worlds_changed >= 20  # the check above really compared different worlds


def test_observation_holds_only_plain_values() -> None:
    game = _played_game(3, moves=10)
    observation = game.observe(game.to_move)
    for field in dataclasses.fields(OdinObservation):
        value = getattr(observation, field.name)
        assert not isinstance(value, (HandState, OdinGame, list, dict)), field.name


def test_known_holdings_track_taken_cards_until_played() -> None:
    game = _played_game(11, moves=40)
    observation = game.observe(0)
    known = observation.known_holdings()
    for seat, cards in enumerate(known):
        assert cards & ~game.hand.hands[seat] == 0  # everything "known" really is there
    unseen = observation.unseen()
    assert unseen & observation.hand == 0
    others = sum(h for s, h in enumerate(game.hand.hands) if s != 0)
    assert (others & ~sum(known)) & ~unseen == 0  # every hidden card is counted as unseen


def test_bot_protocol_form_of_the_observation() -> None:
    game = _played_game(5, moves=6)
    seat = game.to_move
    data = game.observe(seat).to_json()
    assert set(data) == {
        "seat",
        "players",
        "hand",
        "hand_sizes",
        "table",
        "table_seat",
        "hand_index",
        "leader",
        "history",
        "totals",
        "options",
        "legal",
    }
    assert len(data["legal"]) == len(game.legal_actions())
    assert all("seat" in move for move in data["history"])
