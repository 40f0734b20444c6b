"""What High Card brings to the contract tests (`game_kits.Kit`): twins that differ only in
cards a seat cannot see, and a record broken on purpose."""

from __future__ import annotations

import random

from third_game.engine import CARDS, HighCardGame


def twin(game: HighCardGame, seat: int, rng: random.Random) -> HighCardGame | None:
    """``game`` with the round under way dealt again: ``seat``'s hand as it was, the cards
    it cannot see (the other hand, the cards left face down) permuted, the same cards played
    by the other seat; None when no permutation changes the other hand."""
    state = game.current
    assert state is not None and not state.over
    other = 1 - seat
    played_by_other = [c for s, c in state.played if s == other]
    unseen = [c for c in CARDS if c not in state.deal[seat] and c not in played_by_other]
    for _ in range(50):
        shuffled = unseen.copy()
        rng.shuffle(shuffled)
        held = shuffled[: len(state.hands[other])]
        if set(held) != state.hands[other]:
            break
    else:
        return None
    hands: list[tuple[int, ...]] = [(), ()]
    hands[seat] = state.deal[seat]
    hands[other] = tuple(sorted([*played_by_other, *held]))
    result = game.copy()
    result.rounds = result.rounds[:-1]
    result.start_round(tuple(hands))
    for s, card in state.played:
        result.apply(card, s)
    return result


def break_record(doc: dict) -> dict[str, int | None]:
    """A card played in the middle of the last round by the seat that did not have the turn;
    the coordinates `replay` must name."""
    index = max(i for i, r in enumerate(doc["rounds"]) if r["plays"])
    plays = doc["rounds"][index]["plays"]
    play = len(plays) // 2
    plays[play]["seat"] = 1 - plays[play]["seat"]
    return {"round": index, "play": play}
