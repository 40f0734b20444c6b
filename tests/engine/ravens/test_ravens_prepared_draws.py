"""Draws prepared for a guided race: the wanted cards while the pile holds them, the queued
landscape cards while the deck holds them, and any other draw uniform from what the pile
holds, so a prepared race never draws a card it does not have."""

from __future__ import annotations

from odin_desktop.engine.ravens import PreparedDraws
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FULL_DECK,
    KIND_OF,
    LANDSCAPE_CARDS,
    PAIR_OF,
    PAIR_UNIT,
    PLAYER_CARDS,
    UNIT,
    count,
    multiset_of,
    pair_count,
    parse_landscape,
)


def _kinds(codes: str) -> list[int]:
    return [KIND_OF[c] for c in codes.split()]


def _draw(draws: PreparedDraws, supply: int, size: int, n: int) -> list[int]:
    drawn = []
    for _ in range(n):
        card = draws.card(supply, size)
        assert count(supply, card), "drawn a card the pile does not hold"
        supply -= UNIT[card]
        size -= 1
        drawn.append(card)
    return drawn


def test_the_wanted_cards_come_first_then_the_pile_at_random():
    draws = PreparedDraws(seed=1)
    draws.wanted = multiset_of(_kinds("F F O3"))
    drawn = _draw(draws, ALL_PLAYER_CARDS, PLAYER_CARDS, 5)
    assert drawn[:3] == _kinds("F F O3") and draws.wanted == 0


def test_a_wanted_card_the_pile_lacks_is_drawn_at_random_from_what_it_holds():
    supply = multiset_of(_kinds("M M L P"))  # no forest left
    draws = PreparedDraws(seed=2)
    draws.wanted = multiset_of(_kinds("F M"))
    drawn = _draw(draws, supply, 4, 4)
    assert drawn[0] == KIND_OF["M"] and sorted(drawn) == sorted(_kinds("M M L P"))


def test_the_queued_landscape_cards_come_while_the_deck_holds_them():
    ps, fm = parse_landscape("PS"), parse_landscape("FM")
    deck = FULL_DECK - 4 * PAIR_UNIT[PAIR_OF[fm]]  # every forest/mountain card is out
    draws = PreparedDraws([fm, ps], seed=3)
    first = draws.landscape(deck, LANDSCAPE_CARDS - 4)
    assert first == ps  # FM skipped: the deck has none
    second = draws.landscape(deck, LANDSCAPE_CARDS - 4)
    assert pair_count(deck, PAIR_OF[second])  # then at random, from the deck


def test_a_copy_draws_on_its_own():
    draws = PreparedDraws([parse_landscape("PS")], seed=4)
    draws.wanted = multiset_of(_kinds("S"))
    twin = draws.clone()
    assert twin.card(ALL_PLAYER_CARDS, PLAYER_CARDS) == KIND_OF["S"]
    assert twin.landscape(FULL_DECK, LANDSCAPE_CARDS) == parse_landscape("PS")
    assert draws.wanted == multiset_of(_kinds("S")) and list(draws.landscapes)
    assert _draw(draws.clone(), ALL_PLAYER_CARDS, PLAYER_CARDS, 8) == _draw(
        draws.clone(), ALL_PLAYER_CARDS, PLAYER_CARDS, 8
    )
