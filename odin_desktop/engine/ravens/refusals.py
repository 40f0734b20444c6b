"""Every reason Odin's Ravens refuses an action or a record, as `Reason` constants.

Codes are stable (the UI translates by code); the English wording is the `replay` command's.
Facts are plain values: ints, seats, card codes (str) and tuples of card codes.
"""

from __future__ import annotations

from odin_desktop.engine.refusal import Reason

# ---------------------------------------------------------------- whose turn, which phase
GAME_OVER = Reason("ravens.game_over", "the game is over")
NO_RACE = Reason("ravens.no_race", "no race is being played: the next race must be set up")
RACE_OVER = Reason("ravens.race_over", "race {race} is over")
NOT_YOUR_TURN = Reason("ravens.not_your_turn", "it is seat {turn}'s turn, not seat {seat}'s")
MALFORMED = Reason("ravens.malformed", "{action} is not an action")
LAY_PENDING = Reason(
    "ravens.lay.pending", "the drawn landscape card {card} must be laid first, either way round"
)
NOTHING_TO_LAY = Reason("ravens.lay.nothing", "there is no drawn landscape card to lay")
LAY_WRONG_CARD = Reason(
    "ravens.lay.wrong_card", "{card} is not the drawn card {drawn}, nor that card turned"
)

# ---------------------------------------------------------------- the cards played
NOT_IN_HAND = Reason("ravens.hand.missing", "{cards} not in the hand ({hand})")
STACK_TOO_SHORT = Reason(
    "ravens.stack.short",
    "the stack holds {size} card, fewer than {count}",
    "the stack holds {size} cards, fewer than {count}",
    count="size",
)
STACK_ORDER = Reason(
    "ravens.stack.order",
    "stack cards come off its top in order: the top is {top}, not {cards}",
)
HAND_LIMIT = Reason(
    "ravens.limit.hand",
    "at most 3 cards from the hand per turn: {used} already played, {count} more asked",
)
STACK_LIMIT = Reason(
    "ravens.limit.stack",
    "at most 3 cards from the stack per turn: {used} already played, {count} more asked",
)
CARD_COUNT = Reason(
    "ravens.cards.count",
    "{act} plays exactly one card, not {count}",
)
STORE_FROM_STACK = Reason("ravens.store.source", "a stored card comes from the hand")

# ---------------------------------------------------------------- fly
FLY_COUNT = Reason("ravens.fly.count", "a fly plays 1 to 4 flight cards, not {count}")
FLY_NOT_FLIGHT = Reason("ravens.fly.not_flight", "{card} is not a flight card")
FLY_WRONG = Reason(
    "ravens.fly.wrong_landscape",
    "{cards} do not fly onto {landscape}: play one {landscape} card or a joker "
    "(two equal flight cards)",
)
FLY_MARKER = Reason(
    "ravens.fly.marker",
    "the Odin marker stands on the next space ({landscape}): pay two of a {landscape} "
    "card or a joker (two equal flight cards) to pass it, not {cards}",
)

# ---------------------------------------------------------------- magic
MAGIC_NO_MATCH = Reason("ravens.magic.no_match", "{card} does not match the Magic Way card {magic}")

# ---------------------------------------------------------------- Odin cards
NOT_ODIN = Reason("ravens.odin.not_odin", "{card} is not an Odin card")
WRONG_CHOICE = Reason(
    "ravens.odin.wrong_choice", "{card} cannot {choice}: its choices are {choices}"
)
OFF_ROW = Reason(
    "ravens.position.off_row",
    "there is no position {position} in a row of {length} card",
    "there is no position {position} in a row of {length} cards",
    count="length",
)
NO_PATH = Reason("ravens.marker.no_path", "path {path} does not exist: 0 is top, 1 is bottom")
SPACE_NOT_EMPTY = Reason(
    "ravens.marker.not_empty",
    "the space at position {position} of path {path} is not empty",
)
SWAP_SAME = Reason("ravens.swap.same", "a card cannot be swapped with itself")
OCCUPIED = Reason(
    "ravens.card.occupied", "the card at position {position} holds a raven or the marker"
)
REMOVE_LAST = Reason("ravens.remove.last", "the last card of the row cannot be removed")
ARRANGE_CARDS = Reason(
    "ravens.arrange.cards", "{order} is not an order of the stack's cards ({stack})"
)
DECK_EMPTY = Reason("ravens.deck.empty", "the landscape deck is empty")
BACK_AT_START = Reason("ravens.back.start", "the opponent's raven stands before the first card")
ONTO_MARKER = Reason(
    "ravens.move.marker", "the Odin marker stands on position {position} of path {path}"
)

# ---------------------------------------------------------------- records only
RECORD_ROW_LENGTH = Reason(
    "ravens.record.row_length",
    "a race is set up with 9 landscape cards, not {count}",
)
RECORD_NEIGHBOURS = Reason(
    "ravens.record.neighbours",
    "the set-up row puts equal landscapes next to each other at positions {left} and {right}",
)
RECORD_NOT_IN_DECK = Reason(
    "ravens.record.not_in_deck", "{card} is not a card the landscape deck holds now"
)
RECORD_NOT_NEXT = Reason(
    "ravens.record.not_next_under",
    "the shuffled landscape deck is used up: the next card is {expected}, not {card}",
)
RECORD_HAND_SIZE = Reason("ravens.record.hand_size", "seat {seat} starts with {count} cards, not 5")
RECORD_HAND_CARDS = Reason(
    "ravens.record.hand_cards", "seat {seat}'s first hand {cards} is not 5 of its 33 cards"
)
RECORD_FIRST = Reason(
    "ravens.record.first", "race {race} must be started by seat {expected}, not {first}"
)
RECORD_NO_SEAT = Reason("ravens.record.no_seat", "{seat} is not a seat: 0 or 1")
RECORD_AFTER_GAME = Reason("ravens.record.after_game", "a race after the game ended")
RECORD_RACE_RUNNING = Reason(
    "ravens.record.race_running", "race {race} begins while race {previous} is still running"
)
RECORD_WRONG_SEAT = Reason(
    "ravens.record.wrong_seat", "seat {seat} plays but it is seat {turn}'s turn"
)
RECORD_AFTER_RACE = Reason("ravens.record.after_race", "a turn after the race ended")
RECORD_ACTION_AFTER_RACE = Reason(
    "ravens.record.action_after_race", "an action after the race ended"
)
RECORD_END_AFTER_RACE = Reason(
    "ravens.record.end_after_race", "the race ended in this turn: it has no end"
)
RECORD_NO_END = Reason(
    "ravens.record.no_end", "the turn has no end but is not the record's last turn"
)
RECORD_DRAW_COUNT = Reason(
    "ravens.record.draw_count",
    "seat {seat} must draw {expected} card, not {count}",
    "seat {seat} must draw {expected} cards, not {count}",
    count="expected",
)
RECORD_DRAW_CARD = Reason(
    "ravens.record.draw_card", "draw {index}: {card} is not in seat {seat}'s supply"
)
RECORD_EXTEND_COUNT = Reason(
    "ravens.record.extend_count",
    "extend adds {expected} card here, not {count}",
    "extend adds {expected} cards here, not {count}",
    count="expected",
)
RECORD_LENGTHEN_EMPTY = Reason(
    "ravens.record.lengthen_empty", "the landscape deck is empty: nothing can be added"
)
