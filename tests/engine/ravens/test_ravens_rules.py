"""Every rule of Odin's Ravens as the project settles it: components, set-up, a turn, the
Odin cards, the marker, the end of a race and of the game; each "Decision" has its own test,
and so has each worked example of the printed rulebook."""

from __future__ import annotations

import subprocess
import sys
from itertools import pairwise

import pytest
from ravens_helpers import ROW, kinds, legal, play, position, refused

from odin_desktop.engine.ravens import (
    END_LENGTHEN,
    END_TURN,
    LAY,
    OVER,
    RaceSetup,
    RaceState,
    RavensGame,
    ScriptedDraws,
    deal_race,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FULL_DECK,
    MAGIC_CARDS,
    MAGIC_MATCH,
    ORIENTED_CARDS,
    PAIRS,
    codes_of,
    count,
    kinds_of,
    landscape_code,
    multiset_of,
    pair_count,
    parse_landscape,
    stack_kinds,
    turned,
)
from odin_desktop.engine.ravens.game import CHOSEN, FEWER_POINTS, TIE_LAST_WINNER
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.engine.ravens.setup import clashes

F, M, L, P, S, O1, O2, O3, O4 = range(9)


def fly(*cards: str) -> dict[str, object]:
    return {"act": "fly", "cards": list(cards)}


def odin(card: str, do: str, **params: object) -> dict[str, object]:
    return {"act": "odin", "cards": [card], "do": do, **params}


def hand_codes(race: RaceState, seat: int = 0) -> list[str]:
    return list(codes_of(race.hands[seat]))


def stack_codes(race: RaceState, seat: int = 0) -> list[str]:
    return [A.KINDS[k] for k in stack_kinds(race.stacks[seat])]


# ---------------------------------------------------------------- components


def test_the_landscape_deck_holds_every_pair_of_different_landscapes_four_times() -> None:
    assert len(PAIRS) == 10 and all(a != b for a, b in PAIRS)
    assert [pair_count(FULL_DECK, p) for p in range(10)] == [4] * 10
    assert len(ORIENTED_CARDS) == 20  # each pair either way round, never equal halves
    assert landscape_code(turned(parse_landscape("FM"))) == "MF"


def test_each_player_has_25_flight_cards_and_8_odin_cards() -> None:
    cards = kinds_of(ALL_PLAYER_CARDS)
    assert len(cards) == 33
    assert [cards.count(k) for k in range(9)] == [5, 5, 5, 5, 5, 2, 2, 2, 2]


def test_the_six_magic_way_cards_and_what_matches_them() -> None:
    assert MAGIC_CARDS == ("O+M", "O+F", "O+L", "P+S", "F+S", "L+P")
    odin_cards = {O1, O2, O3, O4}
    matching = [{k for k in range(9) if MAGIC_MATCH[m] >> k & 1} for m in range(6)]
    assert matching == [
        odin_cards | {M},
        odin_cards | {F},
        odin_cards | {L},
        {P, S},
        {F, S},
        {L, P},
    ]


# ---------------------------------------------------------------- set-up


@pytest.mark.parametrize("seed", [0, 1, 2, "a seed", "another"])
def test_a_race_is_set_up_with_nine_cards_without_equal_neighbours(seed: int | str) -> None:
    game = RavensGame.new(seed)
    race = game.start_round()
    assert race.length == 9 and not any(clashes(a, b) for a, b in pairwise(race.row))
    assert race.positions == [-1, -1] and race.marker == -1
    assert race.hand_sizes == [5, 5] and race.supply_sizes == [28, 28]
    assert race.stacks == [0, 0] and race.discards == [0, 0] and race.magic_rows == [0, 0]
    assert race.landscape_left == 31 and race.conserved()


def test_a_card_that_would_clash_is_turned_and_a_card_never_clashes_both_ways() -> None:
    fm = parse_landscape("FM")
    assert clashes(fm, parse_landscape("FL")) and not clashes(fm, parse_landscape("LF"))
    assert clashes(fm, parse_landscape("LM")) and not clashes(fm, parse_landscape("ML"))
    # With two different halves, one way round always fits: nothing is ever put under the
    # deck while setting up (the rule is kept for records that say otherwise).
    for left in ORIENTED_CARDS:
        for right in ORIENTED_CARDS:
            assert not (clashes(left, right) and clashes(left, turned(right)))
    assert all(deal_race(seed, 0, 0).under == () for seed in range(50))


def test_set_ups_follow_from_the_seed_on_every_run() -> None:
    assert deal_race("x", 3, 1) == deal_race("x", 3, 1)
    assert deal_race("x", 3, 1) != deal_race("y", 3, 1)
    assert deal_race(7, 0, 0) != deal_race(7, 1, 0)
    code = (
        "from odin_desktop.engine.ravens import deal_race;"
        "print(deal_race('x', 3, 1).to_json(), deal_race(12, 0, 0).to_json())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"{deal_race('x', 3, 1).to_json()} {deal_race(12, 0, 0).to_json()}"


def test_the_first_race_is_started_by_the_chosen_seat() -> None:
    assert RavensGame.new(5, first=1).start_round().turn == 1
    assert RavensGame.new(5, first=0).start_round().turn == 0
    chosen = {RavensGame.new(seed).first for seed in range(40)}
    assert chosen == {0, 1}  # by default the seed picks


def test_later_races_are_started_by_fewer_points_then_by_the_last_winner() -> None:
    game = RavensGame(target=50)
    game.start_round(deal_race(1, 0, 0), ScriptedDraws())
    race = game.race
    assert race is not None
    race.positions = [7, 2]  # seat 0 is one space from the end
    last = race.paths[0][8]
    race.hands[0] = multiset_of([last] * 2 + kinds("O1 O2 O3"))
    race.supplies[0] = ALL_PLAYER_CARDS - race.hands[0]
    game.apply(A.fly([last]))
    assert race.over and race.winner == 0 and game.scores == [(6, 0)]
    assert game.next_first() == 1  # fewer points
    game.totals = [4, 4]
    assert game.next_first() == 0  # a tie: the winner of the last race
    game.totals = [9, 4]
    assert game.to_move is None and game.next_first() == 1 and game.legal_actions() == []


# ---------------------------------------------------------------- a turn: limits and sources


def test_at_most_three_cards_from_the_hand_in_a_turn() -> None:
    race = position(hands=("F M L P S", "F M L P S"))
    for card in ("h:P", "h:S", "h:L"):
        play(race, {"act": "discard", "cards": [card]})
    assert race.used_hand == 3
    assert [e for e in legal(race) if e.get("act") != "end"] == []
    assert refused(race, {"act": "store", "cards": ["h:F"]}) == "ravens.limit.hand_used"


def test_an_action_with_two_cards_counts_both() -> None:
    race = position(hands=("F F L L S", "F M L P S"))
    play(race, fly("h:L", "h:L"))  # a joker onto F
    assert race.used_hand == 2
    assert refused(race, fly("h:F", "h:F")) == "ravens.limit.hand"
    play(race, {"act": "discard", "cards": ["h:S"]})
    assert race.used_hand == 3


def test_at_most_three_cards_from_the_stack_in_a_turn() -> None:
    race = position(hands=("P P P P P", "F M L P S"), stacks=("S S S F", ""))
    for _ in range(3):
        play(race, {"act": "discard", "cards": ["s:S"]})
    assert race.used_stack == 3 and stack_codes(race) == ["F"]
    assert refused(race, fly("s:F")) == "ravens.limit.stack_used"
    assert {"act": "fly", "cards": ["s:F"]} not in legal(race)


def test_stack_cards_come_off_the_top_in_order() -> None:
    race = position(hands=("P P P P P", "F M L P S"), stacks=("M F", ""))
    assert refused(race, fly("s:F")) == "ravens.stack.order"  # F is under M
    assert fly("s:F") not in legal(race)
    play(race, {"act": "discard", "cards": ["s:M"]})
    play(race, fly("s:F"))
    assert race.positions[0] == 0


def test_a_card_stored_this_turn_may_be_played_from_the_stack_in_that_turn() -> None:
    # Decision: it then counts against the stack's three as well.
    race = position(hands=("F M M M M", "F M L P S"))
    play(race, {"act": "store", "cards": ["h:F"]})
    assert stack_codes(race) == ["F"] and fly("s:F") in legal(race)
    play(race, fly("s:F"))
    assert race.positions[0] == 0 and (race.used_hand, race.used_stack) == (1, 1)


def test_stored_cards_go_on_top_of_the_stack() -> None:
    race = position(hands=("F M L P S", "F M L P S"), stacks=("O1", ""))
    play(race, {"act": "store", "cards": ["h:M"]})
    play(race, {"act": "store", "cards": ["h:S"]})
    assert stack_codes(race) == ["S", "M", "O1"]
    assert refused(race, {"act": "store", "cards": ["s:S"]}) == "ravens.store.source"


# ---------------------------------------------------------------- flying


def test_a_flight_card_of_the_next_space_moves_the_raven_onto_it() -> None:
    race = position()  # top path F L M S …
    assert refused(race, fly("h:L")) == "ravens.fly.wrong_landscape"
    outcome = play(race, fly("h:F"))
    assert race.positions == [0, -1] and outcome.raven is not None
    assert (outcome.raven.start, outcome.raven.end, outcome.raven.spaces) == (-1, 0, (0,))
    assert count(race.discards[0], F) == 1


def test_a_group_of_equal_spaces_is_flown_to_its_last_space() -> None:
    # The rulebook's example: a mountain card over two mountains in a row.
    race = position(row=("FL", "MS", "MP", "LF", "SM", "PL", "FS", "LM", "SP"))
    race.positions[0] = 0
    outcome = play(race, fly("h:M"))
    assert race.positions[0] == 2 and outcome.raven.spaces == (1, 2)  # type: ignore[union-attr]


def test_a_joker_of_two_equal_flight_cards_flies_like_the_matching_card() -> None:
    # The rulebook's example: two forest cards move the raven onto a mountain.
    race = position(
        row=("LS", "MF", "MP", "SM", "FL", "PM", "LF", "SM", "PL"),
        hands=("F F P S L", "F M L P S"),
    )
    race.positions[0] = 0
    assert refused(race, fly("h:F")) == "ravens.fly.wrong_landscape"
    play(race, fly("h:F", "h:F"))
    assert race.positions[0] == 2  # the group of two mountains, as with a mountain card


def test_a_jokers_cards_may_come_from_the_hand_the_stack_or_one_of_each() -> None:
    row = ("PS", "MF", "LP", "SM", "FL", "PM", "LF", "SM", "PL")
    race = position(row=row, hands=("F L L S S", "F M L P S"), stacks=("F F F", ""))
    entries = [e for e in legal(race) if e.get("act") == "fly"]
    assert {tuple(e["cards"]) for e in entries} == {  # type: ignore[arg-type]
        ("h:L", "h:L"),
        ("h:S", "h:S"),
        ("h:F", "s:F"),
        ("s:F", "s:F"),
    }
    play(race, fly("s:F", "s:F"))
    assert race.positions[0] == 0 and stack_codes(race) == ["F"]


def test_odin_cards_never_fly() -> None:
    race = position(hands=("O1 O1 M L S", "F M L P S"))
    assert refused(race, fly("h:O1", "h:O1")) == "ravens.fly.not_flight"
    assert refused(race, fly()) == "ravens.fly.count"
    assert refused(race, fly("h:M", "h:M", "h:L", "h:L", "h:S")) == "ravens.fly.count"


# ---------------------------------------------------------------- Magic Way, discarding


def test_the_magic_way_example_odin_and_mountain() -> None:
    # The rulebook's example: with Odin and a mountain, any Odin card or a mountain card.
    race = position(hands=("O1 O4 M F L", "F M L P S"), stacks=("O2", ""), magic="O+M")
    entries = [e["cards"] for e in legal(race) if e.get("act") == "magic"]
    assert sorted(entries) == [["h:M"], ["h:O1"], ["h:O4"], ["s:O2"]]  # type: ignore[type-var]
    assert refused(race, {"act": "magic", "cards": ["h:F"]}) == "ravens.magic.no_match"
    play(race, {"act": "magic", "cards": ["h:O1"]})
    play(race, {"act": "magic", "cards": ["s:O2"]})
    assert codes_of(race.magic_rows[0]) == ("O1", "O2") and race.magic_sizes[0] == 2
    assert race.discards[0] == 0  # Magic Way cards stay in the row, not the discard pile


def test_discarding_from_the_hand_or_the_stacks_top_has_no_effect() -> None:
    race = position(stacks=("O3 F", ""))
    play(race, {"act": "discard", "cards": ["h:M"]})
    play(race, {"act": "discard", "cards": ["s:O3"]})
    assert codes_of(race.discards[0]) == ("M", "O3")
    assert race.positions == [-1, -1] and race.row == [parse_landscape(c) for c in ROW]
    assert refused(race, {"act": "discard", "cards": ["s:O3"]}) == "ravens.stack.order"


# ---------------------------------------------------------------- the end of a turn


def test_ending_without_lengthening_refills_the_hand_and_passes_the_turn() -> None:
    draws = ScriptedDraws(cards=kinds("S O1"))
    race = position(hands=("F M L P S", "F M L P S"), draws=draws)
    play(race, fly("h:F"))
    play(race, {"act": "discard", "cards": ["h:P"]})
    outcome = race.apply(END_TURN)
    assert outcome.drawn == ("S", "O1") and not outcome.reshuffled
    assert sorted(hand_codes(race)) == ["L", "M", "O1", "S", "S"]
    assert race.turn == 1 and (race.used_hand, race.used_stack) == (0, 0)
    assert race.supply_sizes[0] == 26 and race.conserved()


def test_lengthening_draws_the_top_card_and_the_player_lays_it_either_way() -> None:
    draws = ScriptedDraws(landscapes=[parse_landscape("LP")], cards=[])
    race = position(draws=draws)
    outcome = race.apply(END_LENGTHEN)
    assert race.phase == LAY and outcome.drawn_landscape == "LP" and race.turn == 0
    assert legal(race) == [{"lay": "LP"}, {"lay": "PL"}]
    assert refused(race, END_TURN) == "ravens.lay.pending"
    assert refused(race, A.lay(parse_landscape("FM"))) == "ravens.lay.wrong_card"
    # Equal neighbours are allowed now: the last card is PL, and PL is laid after it.
    outcome = race.apply(A.lay(parse_landscape("PL")))
    assert outcome.laid == "PL" and race.row[-2:] == [parse_landscape("PL")] * 2
    assert race.length == 10 and race.turn == 1 and race.landscape_left == 30


def test_the_cards_put_under_the_deck_come_after_its_shuffled_part() -> None:
    race = position(under=("SF",))
    race.deck, race.deck_size = 0, 0  # the shuffled part is used up (the test's own doing)
    race.apply(END_LENGTHEN)
    assert race.pending == parse_landscape("SF") and race.under == []


def test_no_lengthening_once_the_landscape_deck_is_empty() -> None:
    # Decision: when the landscape deck is empty, no card can be added.
    race = position()
    race.deck, race.deck_size = 0, 0
    assert race.legal_actions()[0] == END_TURN and END_LENGTHEN not in race.legal_actions()
    assert {"act": "end", "lengthen": True} not in legal(race)
    assert refused(race, END_LENGTHEN) == "ravens.deck.empty"


def test_an_empty_supply_is_refilled_from_the_shuffled_discard_pile() -> None:
    race = position(hands=("F M L P S", "F M L P S"), draws=ScriptedDraws(cards=kinds("P L")))
    race.supplies[0], race.supply_sizes[0] = multiset_of(kinds("P")), 1
    race.discards[0] = ALL_PLAYER_CARDS - race.hands[0] - race.supplies[0]
    race.discard_sizes[0] = 27
    play(race, {"act": "discard", "cards": ["h:F"]})
    play(race, {"act": "discard", "cards": ["h:M"]})
    outcome = race.apply(END_TURN)
    assert outcome.drawn == ("P", "L") and outcome.reshuffled
    assert race.supply_sizes[0] == 28 and race.discard_sizes[0] == 0 and race.conserved()


def test_drawing_stops_short_when_supply_and_discard_pile_are_both_empty() -> None:
    # Decision: the hand is then left with fewer than 5 cards.
    race = position(hands=("F M L P S", "F M L P S"), draws=ScriptedDraws(cards=kinds("O2 F")))
    rest = ALL_PLAYER_CARDS - race.hands[0] - multiset_of([O2])
    race.supplies[0], race.supply_sizes[0] = multiset_of([O2]), 1
    race.magic_rows[0], race.magic_sizes[0] = rest, 27  # every other card is out of reach
    play(race, {"act": "discard", "cards": ["h:F"]})
    play(race, {"act": "store", "cards": ["h:M"]})
    play(race, {"act": "store", "cards": ["h:L"]})
    assert race.draw_count(0) == 2  # one card in the supply, one in the discard pile
    outcome = race.apply(END_TURN)
    assert outcome.drawn == ("O2", "F") and outcome.reshuffled
    assert race.hand_sizes[0] == 4 and race.supply_sizes[0] == race.discard_sizes[0] == 0
    assert race.conserved()


# ---------------------------------------------------------------- O1


def test_o1_puts_the_marker_on_an_empty_space_or_moves_it() -> None:
    race = position(hands=("O1 O1 M L S", "F M L P S"), positions=(2, 4))
    spaces = [e["space"] for e in legal(race) if e.get("do") == "marker"]
    assert len(spaces) == 2 * 9 - 2 and [2, 0] not in spaces and [4, 1] not in spaces
    assert [2, 1] in spaces  # the other path's space on a raven's card is empty
    assert refused(race, odin("h:O1", "marker", space=[2, 0])) == "ravens.marker.not_empty"
    outcome = play(race, odin("h:O1", "marker", space=[5, 1]))
    assert outcome.marker_before is None and outcome.marker_after == (5, 1)
    assert refused(race, odin("h:O1", "marker", space=[5, 1])) == "ravens.marker.not_empty"
    play(race, odin("h:O1", "marker", space=[7, 0]))  # moved: only one marker
    assert race.marker_space() == (7, 0)


def test_o1_swaps_two_unoccupied_cards_without_turning_them() -> None:
    race = position(hands=("O1 M L S P", "F M L P S"), positions=(1, -1), marker=(6, 1))
    pairs = [e["positions"] for e in legal(race) if e.get("do") == "swap"]
    free = [0, 2, 3, 4, 5, 7, 8]
    assert sorted(pairs) == [[a, b] for i, a in enumerate(free) for b in free[i + 1 :]]
    assert refused(race, odin("h:O1", "swap", positions=[1, 3])) == "ravens.card.occupied"
    assert refused(race, odin("h:O1", "swap", positions=[6, 3])) == "ravens.card.occupied"
    assert refused(race, odin("h:O1", "swap", positions=[3, 3])) == "ravens.swap.same"
    outcome = play(race, odin("h:O1", "swap", positions=[8, 0]))  # either order
    assert outcome.swapped == (0, 8)
    assert [landscape_code(race.row[i]) for i in (0, 8)] == ["PL", "FM"]
    assert race.paths[0][0] == P and race.paths[1][8] == M


def test_a_card_is_occupied_when_either_of_its_spaces_holds_a_raven_or_the_marker() -> None:
    # Decision: the marker on the bottom space makes the whole card occupied.
    race = position(hands=("O3 M L S P", "F M L P S"), positions=(-1, 0), marker=(4, 1))
    turnable = [e["position"] for e in legal(race) if e.get("do") == "turn"]
    assert turnable == [1, 2, 3, 5, 6, 7, 8]
    assert refused(race, odin("h:O3", "turn", position=0)) == "ravens.card.occupied"
    assert refused(race, odin("h:O3", "turn", position=4)) == "ravens.card.occupied"


# ---------------------------------------------------------------- O2


def test_o2_puts_the_stack_in_any_order() -> None:
    race = position(hands=("O2 M L S P", "F M L P S"), stacks=("F O1 F S", ""))
    arranges = [e for e in legal(race) if e.get("do") == "arrange"]
    assert arranges == [{"act": "odin", "cards": ["h:O2"], "do": "arrange"}]  # listed once
    bad = odin("h:O2", "arrange", stack=["F", "F", "S", "S"])
    assert refused(race, bad) == "ravens.arrange.cards"
    outcome = play(race, odin("h:O2", "arrange", stack=["S", "F", "F", "O1"]))
    assert stack_codes(race) == ["S", "F", "F", "O1"] and outcome.stack_order == (
        "S",
        "F",
        "F",
        "O1",
    )


def test_o2_from_the_stack_arranges_the_cards_under_it() -> None:
    race = position(stacks=("O2 L M", ""))
    play(race, odin("s:O2", "arrange", stack=["M", "L"]))
    assert stack_codes(race) == ["M", "L"] and race.used_stack == 1


def test_o2_may_arrange_an_empty_stack() -> None:
    race = position(hands=("O2 M L S P", "F M L P S"))
    assert odin("h:O2", "arrange") in legal(race)
    play(race, odin("h:O2", "arrange", stack=[]))
    assert race.stacks[0] == 0 and count(race.discards[0], O2) == 1


def test_o2_adds_two_landscape_cards_each_either_way_round() -> None:
    cards = [parse_landscape("SM"), parse_landscape("LF")]
    race = position(hands=("O2 M L S P", "F M L P S"), draws=ScriptedDraws(landscapes=cards))
    outcome = play(race, odin("h:O2", "extend"))
    assert race.phase == LAY and outcome.drawn_landscape == "SM"
    outcome = race.apply(A.lay(parse_landscape("MS")))
    assert race.phase == LAY and outcome.laid == "MS" and outcome.drawn_landscape == "LF"
    race.apply(A.lay(parse_landscape("LF")))
    assert race.phase != LAY and race.turn == 0 and race.length == 11
    assert [landscape_code(c) for c in race.row[-2:]] == ["MS", "LF"]


def test_o2_with_lengthening_adds_up_to_three_cards_in_a_turn() -> None:
    cards = [parse_landscape(c) for c in ("SM", "LF", "PS")]
    race = position(hands=("O2 M L S P", "F M L P S"), draws=ScriptedDraws(landscapes=cards))
    play(race, odin("h:O2", "extend"))
    race.apply(A.lay(cards[0]))
    race.apply(A.lay(cards[1]))
    race.apply(END_LENGTHEN)
    race.draws.cards.extend(kinds("F"))  # type: ignore[attr-defined]
    race.apply(A.lay(cards[2]))
    assert race.length == 12 and race.turn == 1 and race.hand_sizes[0] == 5


def test_both_o2s_and_lengthening_add_five_cards_in_a_turn() -> None:
    # Decision: the rulebook's "up to three new cards in one turn" is one O2 and the
    # lengthening; each O2 played adds its cards, with no cap but the deck.
    cards = [parse_landscape(c) for c in ("SM", "LF", "PS", "MP", "FL")]
    race = position(hands=("O2 O2 L S P", "F M L P S"), draws=ScriptedDraws(landscapes=cards))
    for first in (0, 2):
        play(race, odin("h:O2", "extend"))
        race.apply(A.lay(cards[first]))
        race.apply(A.lay(cards[first + 1]))
    race.apply(END_LENGTHEN)
    race.draws.cards.extend(kinds("F F"))  # type: ignore[attr-defined]
    race.apply(A.lay(cards[4]))
    assert race.length == 14 and race.turn == 1


def test_o2_adds_only_the_card_the_deck_still_holds_and_is_not_playable_when_empty() -> None:
    race = position(hands=("O2 M L S P", "F M L P S"), under=("PF",))
    race.deck, race.deck_size = 0, 0
    play(race, odin("h:O2", "extend"))
    race.apply(A.lay(parse_landscape("FP")))
    assert race.phase != LAY and race.landscape_left == 0 and race.length == 10
    race.hands[0] += multiset_of([O2]) - multiset_of([M])
    race.supplies[0] += multiset_of([M]) - multiset_of([O2])
    assert [e for e in legal(race) if e.get("do") == "extend"] == []
    assert refused(race, odin("h:O2", "extend")) == "ravens.deck.empty"


# ---------------------------------------------------------------- O3


def test_o3_turns_an_unoccupied_card() -> None:
    race = position(hands=("O3 M L S P", "F M L P S"))
    outcome = play(race, odin("h:O3", "turn", position=3))
    assert outcome.turned == 3 and landscape_code(race.row[3]) == "PS"
    assert race.paths[0][3] == P and race.paths[1][3] == S


def test_o3_removes_an_unoccupied_card_and_the_row_closes_up() -> None:
    race = position(hands=("O3 M L S P", "F M L P S"), positions=(1, 6), marker=(7, 0))
    outcome = play(race, odin("h:O3", "remove", position=3))
    assert outcome.removed == (3, "SP") and race.length == 8
    assert [landscape_code(c) for c in race.row] == [c for i, c in enumerate(ROW) if i != 3]
    assert race.positions == [1, 5] and race.marker_space() == (6, 0)
    assert race.under == [parse_landscape("SP")] and race.landscape_left == 32


def test_o3_cannot_remove_the_last_card() -> None:
    # Decision: so a removal never ends a race.
    race = position(hands=("O3 M L S P", "F M L P S"))
    removable = [e["position"] for e in legal(race) if e.get("do") == "remove"]
    assert removable == list(range(8))
    assert refused(race, odin("h:O3", "remove", position=8)) == "ravens.remove.last"
    assert refused(race, odin("h:O3", "remove", position=9)) == "ravens.position.off_row"


# ---------------------------------------------------------------- O4


def test_o4_moves_the_opponents_raven_one_space_back() -> None:
    race = position(hands=("O4 M L S P", "F M L P S"), positions=(-1, 0))
    outcome = play(race, odin("h:O4", "back"))
    assert race.positions == [-1, -1] and outcome.raven.seat == 1  # type: ignore[union-attr]


def test_o4_moves_your_own_raven_one_space_and_never_along_a_group() -> None:
    row = ("FL", "MS", "MP", "MF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("O4 M L S P", "F M L P S"), positions=(0, -1))
    play(race, odin("h:O4", "forward"))
    assert race.positions[0] == 1  # not on to the group's last mountain


def test_o4_cannot_move_back_from_before_the_first_card() -> None:
    # Decision: then it is not playable for that choice.
    race = position(hands=("O4 M L S P", "F M L P S"), positions=(3, -1))
    assert [e["do"] for e in legal(race) if e.get("act") == "odin"] == ["forward"]
    assert refused(race, odin("h:O4", "back")) == "ravens.back.start"


def test_o4_cannot_move_a_raven_onto_the_marker() -> None:
    # Decision: neither back nor forward.
    race = position(hands=("O4 M L S P", "F M L P S"), positions=(3, 5), marker=(4, 1))
    assert refused(race, odin("h:O4", "back")) == "ravens.move.marker"
    race.marker = 2 * 4 + 0  # in front of seat 0's raven
    assert refused(race, odin("h:O4", "forward")) == "ravens.move.marker"
    assert [e for e in legal(race) if e.get("act") == "odin"] == [odin("h:O4", "back")]


def test_o4_forward_onto_the_last_space_ends_the_race() -> None:
    race = position(hands=("O4 M L S P", "F M L P S"), positions=(7, 2))
    outcome = play(race, odin("h:O4", "forward"))
    assert outcome.round_over and race.phase == OVER and race.points == (6, 0)


# ---------------------------------------------------------------- the Odin marker


def test_no_raven_flies_onto_the_marker() -> None:
    race = position(marker=(0, 0))
    assert refused(race, fly("h:F")) == "ravens.fly.marker"
    assert [e for e in legal(race) if e.get("act") == "fly"] == []


def test_passing_the_marker_with_two_matching_cards() -> None:
    # The rulebook's example: the marker on a mountain right in front; two mountain cards.
    row = ("FL", "MS", "PM", "LF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("M M F L S", "F M L P S"), positions=(0, -1), marker=(1, 0))
    outcome = play(race, fly("h:M", "h:M"))
    assert outcome.marker_set_aside and race.marker == -1 and race.positions[0] == 1


def test_passing_the_marker_on_the_first_space_of_a_group_flies_the_whole_group() -> None:
    row = ("FL", "MS", "MP", "LF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("M M F L S", "F M L P S"), positions=(0, -1), marker=(1, 0))
    play(race, fly("h:M", "h:M"))
    assert race.positions[0] == 2


def test_passing_the_marker_with_a_matching_card_and_a_joker() -> None:
    row = ("FL", "MS", "PM", "LF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("M F F L S", "F M L P S"), positions=(0, -1), marker=(1, 0))
    assert refused(race, fly("h:F", "h:F")) == "ravens.fly.marker"  # a joker alone
    play(race, fly("h:M", "h:F", "h:F"))
    assert race.positions[0] == 1 and race.marker == -1


def test_passing_the_marker_with_two_jokers() -> None:
    # The rulebook's example: two forest and two lake cards pass the marker on a mountain.
    row = ("FL", "MS", "PM", "LF", "SM", "PL", "FS", "LM", "SP")
    race = position(
        row=row,
        hands=("F F L S S", "F M L P S"),
        stacks=("L", ""),
        positions=(0, -1),
        marker=(1, 0),
    )
    flies = {tuple(e["cards"]) for e in legal(race) if e.get("act") == "fly"}  # type: ignore[arg-type]
    # Two jokers from the hand alone would be four hand cards, one more than a turn allows.
    assert flies == {("h:F", "h:F", "h:L", "s:L"), ("h:L", "h:S", "h:S", "s:L")}
    assert refused(race, fly("h:F", "h:F", "h:S", "h:S")) == "ravens.limit.hand"
    play(race, fly("h:F", "h:F", "h:L", "s:L"))
    assert race.positions[0] == 1 and (race.used_hand, race.used_stack) == (3, 1)


def test_a_group_move_stops_before_the_marker_inside_the_group() -> None:
    # Decision: passing it then costs as above.
    row = ("FL", "MS", "MP", "MF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("M M M L S", "F M L P S"), positions=(0, -1), marker=(3, 0))
    play(race, fly("h:M"))
    assert race.positions[0] == 2 and race.marker_space() == (3, 0)
    assert refused(race, fly("h:M")) == "ravens.fly.marker"
    play(race, fly("h:M", "h:M"))
    assert race.positions[0] == 3


def test_the_blocked_player_may_move_the_marker_away_with_o1() -> None:
    race = position(hands=("O1 F L S P", "F M L P S"), marker=(0, 0))
    play(race, odin("h:O1", "marker", space=[5, 1]))
    play(race, fly("h:F"))
    assert race.positions[0] == 0 and race.marker_space() == (5, 1)


# ---------------------------------------------------------------- the end of a race and game


def test_a_race_ends_when_a_raven_reaches_its_last_space_and_scores_the_difference() -> None:
    # The rulebook's example: the winner scores the spaces it is ahead (here 4).
    race = position(hands=("P M L S F", "F M L P S"), positions=(7, 4))
    outcome = play(race, fly("h:P"))
    assert outcome.round_over and outcome.winner == 0 and outcome.points == (4, 0)
    assert race.legal_actions() == [] and refused(race, END_TURN) == "ravens.race_over"
    assert race.hand_sizes[0] == 4  # nothing more happens in that turn: no draw


def test_the_bigger_magic_way_row_scores_three() -> None:
    race = position(hands=("P M L S F", "F M L P S"), positions=(7, 4), magic_rows=("", "M"))
    play(race, fly("h:P"))
    assert race.points == (4, 3)


def test_equal_magic_way_rows_score_nothing() -> None:
    race = position(hands=("P M L S F", "F M L P S"), positions=(7, -1), magic_rows=("M", "O1"))
    play(race, fly("h:P"))
    assert race.points == (9, 0)


def _finish(game: RavensGame, seat: int) -> None:
    """Make ``seat``'s raven reach the end of the current race at once."""
    race = game.race
    assert race is not None and race.turn == seat
    last = race.paths[seat][race.length - 1]
    race.positions[seat] = race.length - 2
    race.hands[seat] = multiset_of([last] * 5)
    race.supplies[seat] = ALL_PLAYER_CARDS - race.hands[seat] - race.discards[seat]
    game.apply(A.fly([last]), seat)


def test_a_new_race_is_set_up_from_scratch() -> None:
    game = RavensGame.new(11, target=100)
    first = game.start_round()
    _finish(game, first.turn)
    assert first.over and game.needs_round
    second = game.start_round()
    assert second.index == 1 and second.positions == [-1, -1] and second.length == 9
    assert second.magic_rows == [0, 0] and second.stacks == [0, 0] and second.conserved()
    assert second.setup != first.setup


def test_the_game_ends_after_a_race_that_reaches_the_target_and_most_points_win() -> None:
    game = RavensGame.new(3, target=12, first=0)
    game.start_round()
    game.totals = [3, 10]
    _finish(game, 0)  # 8 - (-1): nine spaces ahead of a raven before the first card
    assert game.over and game.totals == [12, 10] and game.winner == 0
    assert game.to_move is None and game.legal_actions() == []


def test_a_tie_at_the_end_is_won_by_the_winner_of_the_last_race() -> None:
    game = RavensGame.new(3, target=12, first=0)
    game.start_round()
    game.totals = [6, 15]
    _finish(game, 0)
    assert game.totals == [15, 15] and game.over and game.winner == 0


def test_below_the_target_the_game_goes_on() -> None:
    game = RavensGame.new(3, target=20, first=0)
    game.start_round()
    _finish(game, 0)
    assert not game.over and game.needs_round and game.totals == [9, 0]
    assert game.refusal(END_TURN) is not None and game.refusal(END_TURN).code == "ravens.no_race"


def test_a_setup_row_must_not_put_equal_landscapes_side_by_side() -> None:
    row = tuple(parse_landscape(c) for c in ("FM", "FL", *ROW[2:]))
    bad = RaceSetup(first=0, magic=0, row=row, under=(), hands=((F,) * 5, (M,) * 5))
    with pytest.raises(ValueError, match="equal landscapes"):
        RavensGame(target=12).start_round(bad, ScriptedDraws())


# ---------------------------------------------------------------- what the table asks


def test_the_cards_left_this_turn_follow_the_limit_per_source() -> None:
    race = position(hands=("F M L P S", "F M L P S"), stacks=("S F", ""))
    assert race.cards_left() == (CARDS_PER_SOURCE, CARDS_PER_SOURCE)
    play(race, {"act": "discard", "cards": ["h:P"]})
    play(race, {"act": "discard", "cards": ["s:S"]})
    assert race.cards_left() == (CARDS_PER_SOURCE - 1, CARDS_PER_SOURCE - 1)


def test_the_engine_says_how_many_jokers_a_fly_plays() -> None:
    row = ("FL", "MS", "PM", "LF", "SM", "PL", "FS", "LM", "SP")
    race = position(row=row, hands=("F F M M S", "F M L P S"))
    assert not race.marker_ahead(0)
    assert race.fly_jokers(A.fly(kinds("F"))) == 0  # the matching card
    assert race.fly_jokers(A.fly(kinds("M M"))) == 1  # two equal cards of another landscape
    assert race.fly_jokers(A.fly(kinds("F F"))) == 1  # two forests are a joker too
    marked = position(row=row, hands=("M F F L S", "F M L P S"), positions=(0, -1), marker=(1, 0))
    assert marked.marker_ahead(0) and not marked.marker_ahead(1)
    assert marked.fly_jokers(A.fly(kinds("M M"))) == 0  # two matching cards pass the marker
    assert marked.fly_jokers(A.fly(kinds("M F F"))) == 1
    assert marked.fly_jokers(A.fly(kinds("F F L L"))) == 2


def test_the_engine_says_who_starts_the_next_race_and_why() -> None:
    game = RavensGame.new(5, target=50, first=1)
    assert game.next_starter() == (1, CHOSEN)
    game.start_round()
    race = game.race
    assert race is not None
    race.phase, race.winner = OVER, 0
    game.totals = [6, 2]
    assert game.next_starter() == (1, FEWER_POINTS)
    game.totals = [4, 4]
    assert game.next_starter() == (0, TIE_LAST_WINNER)
