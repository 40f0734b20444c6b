"""The rules of RULES.md, one by one, including every worked example."""

from __future__ import annotations

import pytest
from engine_helpers import cards, following, leading, play

from odin_desktop.engine.odin import IllegalMove, OdinGame, Options, set_value
from odin_desktop.engine.odin.cards import codes_of, parse_card
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, action_play, action_take


def legal_plays(state: HandState) -> set[int]:
    return {action_play(a) for a in state.legal_actions()}


# ---------------------------------------------------------------- sets and values


@pytest.mark.parametrize(
    ("text", "value"),
    [("B2 B8", 82), ("G2 G4 G9", 942), ("R8 P8 K8", 888), ("R3", 3), ("K9 K8 K7 K6", 9876)],
)
def test_value_is_the_digits_from_high_to_low(text: str, value: int) -> None:
    assert set_value(cards(text)) == value


# ---------------------------------------------------------------- worked examples


def test_example_single_three() -> None:
    state = following("R3", "B4 G2 G9 K3 P4 P5 P6")
    plays = legal_plays(state)
    assert cards("B4") in plays
    assert cards("G2 G9") in plays
    assert cards("K3") not in plays
    assert str(state.refusal(play("K3", "R3"))) == "3 does not beat 3"
    assert not any(p.bit_count() == 3 for p in plays)
    assert str(state.refusal(play("P4 P5 P6", "R3"))) == (
        "3 cards cannot follow a set of 1: play 1 or 2"
    )


def test_example_eighty_two() -> None:
    state = following("B2 B8", "R8 P8 G1 G7 K1 K2 K4 K9")
    plays = legal_plays(state)
    assert cards("R8 P8") in plays
    assert cards("G1 G7") not in plays
    assert str(state.refusal(play("G1 G7", "B2"))) == "71 does not beat 82"
    assert state.refusal(play("G1 G7", "B2")).facts == {"value": 71, "table": 82}
    assert cards("K2 K4 K9") in plays
    assert not any(p.bit_count() == 1 for p in plays)
    assert not any(p.bit_count() == 4 for p in plays)
    assert (
        str(state.refusal(play("K9", "B2")))
        == "1 card cannot follow a set of 2: play 2 or 3"
    )
    assert state.refusal(play("K9", "B2")).code == "odin.size"
    assert "cannot follow a set of 2" in str(state.refusal(play("K1 K2 K4 K9", "B2")))


def test_example_nine_six_five() -> None:
    state = following("O9 O6 O5", "R9 G9 B9 P9 K1")
    actions = set(state.legal_actions())
    takes = {action_take(a) for a in actions if action_play(a) == cards("R9 G9 B9")}
    assert takes == {parse_card("O9"), parse_card("O6"), parse_card("O5")}
    assert any(action_play(a) == cards("R9 G9 B9 P9") for a in actions)


def test_example_leader_whole_hand_finish() -> None:
    state = leading("G1 G4 G7")
    plays = legal_plays(state)
    assert plays == {cards("G1"), cards("G4"), cards("G7"), cards("G1 G4 G7")}
    state.apply(play("G1 G4 G7"))
    assert state.over and state.led_out and state.out_seat == 0
    assert state.scores() == [0, 9, 9]


def test_example_follow_with_last_card_takes_nothing() -> None:
    state = following("K5", "B7")
    assert set(state.legal_actions()) == {PASS, play("B7")}
    assert str(state.refusal(play("B7", "K5"))) == (
        "a player who plays their last card takes nothing"
    )
    state.apply(play("B7"))
    assert state.over and not state.led_out
    assert state.scores() == [5, 0, 9]


# ---------------------------------------------------------------- leading


def test_leader_plays_one_card_or_a_whole_uniform_hand_only() -> None:
    state = leading("R1 R2 B2")
    assert legal_plays(state) == {cards("R1"), cards("R2"), cards("B2")}
    assert "exactly one card" in str(state.refusal(play("R1 R2")))
    assert "exactly one card" in str(state.refusal(play("R2 B2")))
    assert (
        str(state.refusal(PASS)) == "the leader of a round must play a card and cannot pass"
    )
    assert str(state.refusal(play("R1", "B2"))) == "the leader of a round takes no card"


def test_whole_hand_of_one_number_may_be_played_out() -> None:
    state = leading("R5 B5 K5 G5")
    assert cards("R5 B5 K5 G5") in legal_plays(state)


def test_leader_holding_one_card_plays_it_and_ends_the_hand() -> None:
    state = leading("P3")
    assert state.legal_actions() == [cards("P3")]
    state.apply(play("P3"))
    assert state.over


# ---------------------------------------------------------------- following


def test_following_requires_a_take_from_the_beaten_set() -> None:
    state = following("B2 B8", "R8 P8 K1")
    assert (
        str(state.refusal(play("R8 P8"))) == "must take one card of the beaten set (B8 B2)"
    )
    assert str(state.refusal(play("R8 P8", "K1"))) == "K1 is not in the beaten set (B8 B2)"
    state.apply(play("R8 P8", "B2"))
    assert state.hands[1] == cards("K1 B2")
    assert state.discards == cards("B8")
    assert state.table == cards("R8 P8") and state.table_seat == 1


def test_one_card_more_always_beats() -> None:
    state = following("K9 B9", "R1 R2 R3 G5")
    assert cards("R1 R2 R3") in legal_plays(state)  # 321 beats 99


def test_cards_must_share_a_number_or_a_colour() -> None:
    state = following("R3", "B4 G4 G9 K5")
    assert (
        str(state.refusal(play("B4 G9", "R3"))) == "G9 B4 do not share a number or a colour"
    )


def test_cards_not_in_hand_are_refused() -> None:
    state = following("R3", "B4")
    assert str(state.refusal(play("B5", "R3"))) == "B5 not in the player's hand"


def test_a_pass_takes_nothing_and_the_wrong_seat_cannot_move() -> None:
    state = following("R3", "B4")
    assert str(state.refusal(PASS | (1 << 60))) == "a pass takes no card"
    assert str(state.refusal(PASS, seat=2)) == "it is seat 1's turn, not seat 2's"
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        state.apply(PASS, seat=0)


def test_a_player_who_passed_may_play_later_in_the_round() -> None:
    hands = [cards("R1 R2 R3"), cards("B5 B6 B7"), cards("G5 G6 G7")]
    state = HandState(hands, 0)
    state.apply(play("R1"))
    state.apply(PASS)  # seat 1 passes
    state.apply(play("G5", "R1"))  # seat 2 plays
    assert state.turn == 0
    state.apply(PASS)
    assert cards("B6") in legal_plays(state)  # seat 1 plays again after passing
    state.apply(play("B6", "G5"))
    assert state.table_seat == 1


# ---------------------------------------------------------------- rounds and hands


def test_round_ends_when_everyone_else_passed_and_that_player_leads() -> None:
    hands = [cards("R1 R2 R3"), cards("B5 B6 B7"), cards("G5 G6 G7")]
    state = HandState(hands, 0)
    state.apply(play("R1"))
    state.apply(play("B5", "R1"))
    state.apply(PASS)
    state.apply(PASS)
    assert state.table == 0 and state.turn == 1
    assert state.discards == cards("B5")
    assert state.hands[1] == cards("B6 B7 R1")
    assert state.refusal(PASS) is not None  # seat 1 now leads


def test_hand_ends_when_a_follower_plays_out_and_points_equal_cards_left() -> None:
    hands = [cards("R1 R2"), cards("B5"), cards("G5 G6 G7")]
    state = HandState(hands, 0)
    state.apply(play("R1"))
    state.apply(play("B5"))
    assert state.over and state.out_seat == 1
    assert state.scores() == [1, 0, 3]
    assert state.legal_actions() == []
    assert str(state.refusal(PASS)) == "the hand is over"


# ---------------------------------------------------------------- a whole game


def _play_out_hand(game: OdinGame) -> None:
    """Everyone plays their lowest legal action until the hand ends."""
    while game.to_move is not None:
        game.apply(min((a for a in game.legal_actions() if a), default=0))


def test_next_hand_is_led_by_the_seat_left_of_the_previous_leader() -> None:
    game = OdinGame.new(4, seed=3)
    first = game.first_leader
    for i in range(3):
        state = game.start_round()
        assert state.leader == (first + i) % 4
        _play_out_hand(game)
        if game.over:
            break


def test_game_ends_at_the_target_and_fewest_points_win() -> None:
    game = OdinGame(3, Options(target=10), first_leader=0, seed=1)
    while not game.over:
        game.start_round()
        _play_out_hand(game)
    assert max(game.totals) >= 10
    best = min(game.totals)
    assert game.winners == [s for s in range(3) if game.totals[s] == best]
    before_last = [t - p for t, p in zip(game.totals, game.scores[-1], strict=True)]
    assert max(before_last) < 10  # it did not end earlier
    with pytest.raises(IllegalMove, match="the game is over"):
        game.start_round()


def test_single_hand_game_ends_after_one_hand() -> None:
    game = OdinGame(4, Options(single_hand=True), seed=9)
    game.start_round()
    _play_out_hand(game)
    assert game.over and len(game.scores) == 1


def _nine(colour: str) -> int:
    return cards(" ".join(f"{colour}{n}" for n in range(1, 10)))


def test_single_winner_has_fewest_points() -> None:
    game = OdinGame(3, Options(single_hand=True), first_leader=0)
    game.start_round([_nine("R"), _nine("O"), _nine("P")])
    game.apply(play("R1 R2 R3 R4 R5 R6 R7 R8 R9"))
    assert game.over and game.totals == [0, 9, 9] and game.winners == [0]


def test_players_tied_for_fewest_share_the_victory() -> None:
    game = OdinGame(3, Options(target=15), first_leader=1)
    game.totals = [9, 9, 0]  # as if earlier hands had scored so
    game.start_round([_nine("R"), _nine("O"), _nine("P")])
    game.apply(play("O1 O2 O3 O4 O5 O6 O7 O8 O9"))  # seat 1 leads out
    assert game.totals == [18, 9, 9]
    assert game.over and game.winners == [1, 2]


def test_two_player_variant_removes_two_colours_and_can_be_turned_off() -> None:
    game = OdinGame.new(2, seed=11)
    assert len(game.options.colours) == 4
    state = game.start_round()
    assert all(h & ~game.options.deck == 0 for h in state.hands)
    assert OdinGame.new(2, seed=11, two_player_variant=False).options.colours == "ROPGBK"
    assert OdinGame.new(3, seed=11).options.colours == "ROPGBK"
    assert {OdinGame.new(2, seed=s).options.colours for s in range(40)} != {game.options.colours}


def test_deals_are_nine_cards_each_and_follow_the_seed() -> None:
    a, b = OdinGame.new(6, seed="x"), OdinGame.new(6, seed="x")
    assert a.start_round().hands == b.start_round().hands
    assert all(h.bit_count() == 9 for h in a.hand.hands)
    assert OdinGame.new(6, seed="y").start_round().hands != a.hand.hands


def test_bad_deals_are_refused_with_a_reason() -> None:
    game = OdinGame(2, Options(colours="RO"))

    def problem(deal: list[int]) -> str:
        refusal = game.deal_problem(deal)
        assert refusal is not None
        return refusal.english()

    assert problem([_nine("R")]) == "the deal does not have one hand per player (1 for 2)"
    assert problem([_nine("R"), _nine("B")]) == "B9 B8 B7 B6 B5 B4 B3 B2 B1 not in this game's deck"
    assert problem([_nine("R"), _nine("R")]).endswith("dealt twice")
    assert problem([cards("R1"), _nine("O")]) == (
        "seat 0 is dealt the wrong number of cards (1, not 9)"
    )
    assert game.deal_problem([_nine("R"), _nine("O")]) is None


def test_card_notation_round_trips() -> None:
    assert codes_of(cards("B7 R3 K9")) == ["K9", "B7", "R3"]
    with pytest.raises(ValueError, match="not a card"):
        parse_card("X1")
