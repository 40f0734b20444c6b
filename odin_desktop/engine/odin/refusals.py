"""Every reason ODIN's engine gives for refusing a move: a stable code and its English words.

The UI translates them by code (`i18n.refusals`); `replay` prints the English. Facts named in
braces are filled by the engine: numbers, seats, card codes and tuples of card codes (a set
reads in its order: high numbers first).
"""

from __future__ import annotations

from odin_desktop.engine.refusal import Reason, plural_reason

HAND_OVER = Reason("odin.hand_over", "the hand is over")
GAME_OVER = Reason("odin.game_over", "the game is over")
NO_HAND = Reason("odin.no_hand", "no hand is being played")
MALFORMED = Reason("odin.malformed", "{action} is not a move of ODIN")
HAND_NOT_OVER = Reason("odin.hand_not_over", "the current hand is not over")
NOT_YOUR_TURN = Reason("odin.turn", "it is seat {turn}'s turn, not seat {seat}'s")
LEADER_CANNOT_PASS = Reason(
    "odin.leader_pass", "the leader of a round must play a card and cannot pass"
)
PASS_TAKES_NOTHING = Reason("odin.pass_take", "a pass takes no card")
NOT_IN_HAND = Reason("odin.not_in_hand", "{cards} not in the player's hand")
NOT_A_SET = Reason("odin.not_a_set", "{cards} do not share a number or a colour")
LEADER_TAKES_NOTHING = Reason("odin.leader_take", "the leader of a round takes no card")
LEADER_PLAYS_ONE = Reason(
    "odin.leader_size",
    "the leader plays exactly one card, or the whole hand when it is all one number or "
    "all one colour",
)
WRONG_SIZE = plural_reason(
    "odin.size",
    "{size} card cannot follow a set of {table}: play {table} or {more}",
    "{size} cards cannot follow a set of {table}: play {table} or {more}",
    "size",
)
TOO_LOW = Reason("odin.too_low", "{value} does not beat {table}")
LAST_CARD_TAKES_NOTHING = Reason(
    "odin.out_take", "a player who plays their last card takes nothing"
)
MUST_TAKE = Reason("odin.must_take", "must take one card of the beaten set ({cards})")
TAKE_NOT_BEATEN = Reason("odin.take_not_beaten", "{card} is not in the beaten set ({cards})")

ALL = (
    HAND_OVER,
    GAME_OVER,
    NO_HAND,
    HAND_NOT_OVER,
    NOT_YOUR_TURN,
    LEADER_CANNOT_PASS,
    PASS_TAKES_NOTHING,
    NOT_IN_HAND,
    NOT_A_SET,
    LEADER_TAKES_NOTHING,
    LEADER_PLAYS_ONE,
    WRONG_SIZE,
    TOO_LOW,
    LAST_CARD_TAKES_NOTHING,
    MUST_TAKE,
    TAKE_NOT_BEATEN,
)

# A record (docs/RECORDS.md) that breaks a rule of the game outside a move's own rules.
RECORD_LEADER_SEAT = Reason("odin.record.leader_seat", "leader {seat} is not a seat of this game")
RECORD_AFTER_GAME = Reason("odin.record.after_game", "a hand after the game ended")
RECORD_HAND_RUNNING = Reason(
    "odin.record.hand_running", "hand {hand} begins before hand {previous} has ended"
)
RECORD_LEADER = Reason(
    "odin.record.leader", "hand {hand} must be led by seat {expected}, not {leader}"
)
RECORD_AFTER_HAND = Reason("odin.record.after_hand", "a move after the hand ended")
RECORD_WRONG_SEAT = Reason("odin.record.seat", "seat {seat} moves but it is seat {turn}'s turn")
RECORD_NOT_A_CARD = Reason("odin.record.card", "{name} is not a card")
RECORD_EMPTY_PLAY = Reason("odin.record.empty_play", "a play needs at least one card")
RECORD_PLAYED_TWICE = Reason("odin.record.played_twice", "{card} is played twice in one move")
RECORD_DEALT_TWICE = Reason("odin.record.dealt_twice", "{card} dealt twice to seat {seat}")
DEAL_HANDS = Reason(
    "odin.deal.hands", "the deal does not have one hand per player ({hands} for {players})"
)
DEAL_COUNT = Reason(
    "odin.deal.count", "seat {seat} is dealt the wrong number of cards ({count}, not {size})"
)
DEAL_DECK = Reason("odin.deal.deck", "{cards} not in this game's deck")
DEAL_TWICE = Reason("odin.deal.twice", "{cards} dealt twice")
