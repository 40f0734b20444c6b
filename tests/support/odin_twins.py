"""Twin ODIN games: identical in every public fact, different in the cards a seat cannot
place. What the hidden-information tests compare."""

from __future__ import annotations

import random

from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.game import OdinGame


def game_at_decision(seed: int, players: int, moves: int) -> tuple[OdinGame, list[int], int]:
    """A game after at least ``moves`` Normal moves of its first hand, at a decision between
    two or more moves: the game, its deal, the seat to move."""
    game = OdinGame.new(players, seed)
    game.start_round()
    deal = list(game.deals[0])
    bot = make_bot("normal")
    played = 0
    # A forced move proves nothing: go on to the first real decision.
    while played < moves or len(game.legal_actions()) < 2:
        seat = game.to_move
        assert seat is not None, "the hand ended before the decision: pick other moves"
        game.apply(bot.choose(game.observe(seat)), seat)
        played += 1
    decider = game.to_move
    assert decider is not None, "a decision is a seat's"
    return game, deal, decider


def twin_game(game: OdinGame, deal: list[int], seat: int, rng: random.Random) -> OdinGame:
    """The same game with the observer's unseen cards permuted among the other hands and the
    undealt cards. Unseen cards never moved, so the same history replays legally."""
    obs = game.observe(seat)
    unseen = obs.unseen()
    cards = list(cards_of(unseen))
    shuffled = cards.copy()
    while shuffled == cards:
        rng.shuffle(shuffled)
    mapping = dict(zip(cards, shuffled, strict=True))
    new_deal = []
    for s, mask in enumerate(deal):
        moved = 0
        for c in cards_of(mask & unseen):
            moved |= 1 << mapping[c]
        new_deal.append(mask if s == seat else (mask & ~unseen) | moved)
    twin = OdinGame(game.players, game.options, game.first_leader, game.seed)
    twin.start_round(new_deal)
    assert game.hand is not None, "a hand under way"
    for s, action in game.hand.history:
        twin.apply(action, s)
    return twin


def twin(game: OdinGame, seat: int, rng: random.Random) -> OdinGame | None:
    """The contract's twin (`game_kits`): ``game`` at any decision, its hand under way dealt
    again with ``seat``'s unseen cards permuted so that another hand differs, the earlier
    hands and the points kept; None when no permutation changes another hand."""
    deal = game.deals[-1]
    unseen = game.observe(seat).unseen()
    cards = list(cards_of(unseen))
    for _ in range(50):
        shuffled = cards.copy()
        rng.shuffle(shuffled)
        mapping = dict(zip(cards, shuffled, strict=True))
        new_deal = []
        for s, mask in enumerate(deal):
            moved = 0
            for c in cards_of(mask & unseen):
                moved |= 1 << mapping[c]
            new_deal.append(mask if s == seat else (mask & ~unseen) | moved)
        if new_deal != list(deal):
            break
    else:
        return None
    other = game.copy()
    other.hands, other.deals = other.hands[:-1], other.deals[:-1]
    hand = other.start_round(new_deal)
    assert game.hand is not None, "a hand under way"
    for s, action in game.hand.history:
        other.apply(action, s)
    assert hand.turn == game.hand.turn
    return other


def break_record(doc: dict) -> dict[str, int | None]:
    """Break a rule in the middle of the last hand played in a written record (a move by the seat
    that did not have the turn); the coordinates `replay` must name."""
    hand = max(i for i, h in enumerate(doc["hands"]) if h["moves"])
    moves = doc["hands"][hand]["moves"]
    move = len(moves) // 2
    moves[move]["seat"] = (moves[move]["seat"] + 1) % len(doc["players"])
    return {"hand": hand, "move": move}
