"""Every reason Odin's Ravens refuses an action or a record: a stable code and its English.

The UI translates them by code (`i18n.refusals`); `replay` prints the English. Facts named in
braces are plain values filled by the engine: numbers, seats, card codes (``F``, ``O2``,
``FM``, ``O+M``) and tuples of card codes (a pile with no cards is written ``-``).
"""

from __future__ import annotations

from odin_desktop.engine.refusal import Reason, plural_reason

# ---------------------------------------------------------------- whose turn, which phase
GAME_OVER = Reason("ravens.game_over", "the game is over")
NO_RACE = Reason("ravens.no_race", "no race is being played")
RACE_OVER = Reason("ravens.race_over", "the race is over")
RACE_RUNNING = Reason("ravens.race_running", "the race being played is not over yet")
NOT_YOUR_TURN = Reason("ravens.not_your_turn", "it is seat {turn}'s turn, not seat {seat}'s")
MALFORMED = Reason("ravens.malformed", "{action} is not an action")
LAY_PENDING = Reason("ravens.lay.pending", "the drawn landscape card {card} must be laid first")
NOTHING_TO_LAY = Reason("ravens.lay.nothing", "there is no drawn landscape card to lay")
LAY_WRONG_CARD = Reason(
    "ravens.lay.wrong_card", "{card} is not the drawn card {drawn}, nor that card turned round"
)

# ---------------------------------------------------------------- the cards played
NOT_IN_HAND = Reason("ravens.hand.missing", "{cards} not in the hand ({hand})")
STACK_TOO_SHORT = plural_reason(
    "ravens.stack.short",
    "the stack holds {size} card, fewer than {count}",
    "the stack holds {size} cards, fewer than {count}",
    "size",
)
STACK_ORDER = Reason(
    "ravens.stack.order", "stack cards come off the top in order: the top is {top}, not {cards}"
)
HAND_USED = Reason(
    "ravens.limit.hand_used", "the {limit} cards a turn may play from the hand are all played"
)
HAND_LIMIT = plural_reason(
    "ravens.limit.hand",
    "a turn may play {limit} cards from the hand: {left} is left, and this plays {count}",
    "a turn may play {limit} cards from the hand: {left} are left, and this plays {count}",
    "left",
)
STACK_USED = Reason(
    "ravens.limit.stack_used", "the {limit} cards a turn may play from the stack are all played"
)
STACK_LIMIT = plural_reason(
    "ravens.limit.stack",
    "a turn may play {limit} cards from the stack: {left} is left, and this plays {count}",
    "a turn may play {limit} cards from the stack: {left} are left, and this plays {count}",
    "left",
)
CARD_COUNT = Reason("ravens.cards.count", "this action plays exactly one card, not {count}")
STORE_FROM_STACK = Reason("ravens.store.source", "a stored card comes from the hand")

# ---------------------------------------------------------------- flying
FLY_COUNT = Reason("ravens.fly.count", "a fly plays 1 to 4 flight cards, not {count}")
FLY_NOT_FLIGHT = Reason("ravens.fly.not_flight", "{card} is not a flight card")
FLY_WRONG = Reason(
    "ravens.fly.wrong_landscape",
    "{cards} do not fly onto {landscape}: play one {landscape} card or a joker "
    "(two equal flight cards)",
)
FLY_MARKER = Reason(
    "ravens.fly.marker",
    "the Odin marker stands on the next space: to pass it, play two {landscape} cards, one "
    "{landscape} card and a joker, or two jokers, not {cards}",
)

# ---------------------------------------------------------------- Magic Way
MAGIC_NO_MATCH = Reason("ravens.magic.no_match", "{card} does not match the Magic Way card {magic}")

# ---------------------------------------------------------------- Odin cards
NOT_ODIN = Reason("ravens.odin.not_odin", "{card} is not an Odin card")
WRONG_CHOICE = Reason("ravens.odin.wrong_choice", "{card} offers {choices}, not {choice}")
OFF_ROW = Reason(
    "ravens.position.off_row", "there is no position {position}: the row runs from 0 to {last}"
)
NO_PATH = Reason("ravens.marker.no_path", "there is no path {path}: 0 is the top, 1 the bottom")
SPACE_NOT_EMPTY = Reason(
    "ravens.marker.not_empty", "the space at position {position} of path {path} is not empty"
)
SWAP_SAME = Reason("ravens.swap.same", "a card cannot be swapped with itself")
OCCUPIED = Reason(
    "ravens.card.occupied", "the card at position {position} holds a raven or the marker"
)
REMOVE_LAST = Reason("ravens.remove.last", "the last card of the row cannot be removed")
ARRANGE_CARDS = Reason(
    "ravens.arrange.cards", "the stack holds {stack}: {order} is not an order of these cards"
)
DECK_EMPTY = Reason("ravens.deck.empty", "the landscape deck is empty")
BACK_AT_START = Reason("ravens.back.start", "the opponent's raven stands before the first card")
ONTO_MARKER = Reason(
    "ravens.move.marker", "the Odin marker stands on position {position} of path {path}"
)

# ---------------------------------------------------------------- records only
RECORD_ROW_LENGTH = Reason(
    "ravens.record.row_length", "a race is set up with 9 landscape cards, not {count}"
)
RECORD_NEIGHBOURS = Reason(
    "ravens.record.neighbours",
    "the set-up row puts equal landscapes side by side at positions {left} and {right}",
)
RECORD_NOT_IN_DECK = Reason(
    "ravens.record.not_in_deck", "{card} is not a card the landscape deck holds now"
)
RECORD_NOT_NEXT = Reason(
    "ravens.record.not_next_under",
    "the shuffled landscape deck is used up: the next card is {expected}, not {card}",
)
RECORD_HAND_SIZE = Reason(
    "ravens.record.hand_size", "seat {seat}'s first hand must hold 5 cards, not {count}"
)
RECORD_HAND_CARDS = Reason(
    "ravens.record.hand_cards", "seat {seat}'s first hand {cards} is not 5 of its 33 cards"
)
RECORD_FIRST = Reason(
    "ravens.record.first", "this race must be started by seat {expected}, not {first}"
)
RECORD_NO_SEAT = Reason("ravens.record.no_seat", "{seat} is not a seat: 0 or 1")
RECORD_AFTER_GAME = Reason("ravens.record.after_game", "a race after the game ended")
RECORD_RACE_RUNNING = Reason(
    "ravens.record.race_running", "a race begins while the one before is still running"
)
RECORD_WRONG_SEAT = Reason(
    "ravens.record.wrong_seat", "seat {seat} plays but it is seat {turn}'s turn"
)
RECORD_AFTER_RACE = Reason("ravens.record.after_race", "a turn after the race ended")
RECORD_ACTION_AFTER_RACE = Reason(
    "ravens.record.action_after_race", "an action after the race ended"
)
RECORD_END_AFTER_RACE = Reason(
    "ravens.record.end_after_race", "the race ended in this turn, so the turn has no end"
)
RECORD_NO_END = Reason(
    "ravens.record.no_end", "the turn has no end but is not the record's last turn"
)
RECORD_DRAW_COUNT = plural_reason(
    "ravens.record.draw_count",
    "seat {seat} must draw {expected} card, not {count}",
    "seat {seat} must draw {expected} cards, not {count}",
    "expected",
)
RECORD_DRAW_CARD = Reason(
    "ravens.record.draw_card", "{card} cannot be drawn: it is not in seat {seat}'s supply"
)
RECORD_EXTEND_COUNT = Reason(
    "ravens.record.extend_count",
    "an extend adds what the deck gives, at most 2: {expected} here, not {count}",
)
RECORD_LENGTHEN_EMPTY = Reason(
    "ravens.record.lengthen_empty", "the landscape deck is empty: nothing can be added"
)

ACTIONS = (
    GAME_OVER,
    NO_RACE,
    RACE_OVER,
    RACE_RUNNING,
    NOT_YOUR_TURN,
    MALFORMED,
    LAY_PENDING,
    NOTHING_TO_LAY,
    LAY_WRONG_CARD,
    NOT_IN_HAND,
    STACK_TOO_SHORT,
    STACK_ORDER,
    HAND_USED,
    HAND_LIMIT,
    STACK_USED,
    STACK_LIMIT,
    CARD_COUNT,
    STORE_FROM_STACK,
    FLY_COUNT,
    FLY_NOT_FLIGHT,
    FLY_WRONG,
    FLY_MARKER,
    MAGIC_NO_MATCH,
    NOT_ODIN,
    WRONG_CHOICE,
    OFF_ROW,
    NO_PATH,
    SPACE_NOT_EMPTY,
    SWAP_SAME,
    OCCUPIED,
    REMOVE_LAST,
    ARRANGE_CARDS,
    DECK_EMPTY,
    BACK_AT_START,
    ONTO_MARKER,
)
RECORDS = (
    RECORD_ROW_LENGTH,
    RECORD_NEIGHBOURS,
    RECORD_NOT_IN_DECK,
    RECORD_NOT_NEXT,
    RECORD_HAND_SIZE,
    RECORD_HAND_CARDS,
    RECORD_FIRST,
    RECORD_NO_SEAT,
    RECORD_AFTER_GAME,
    RECORD_RACE_RUNNING,
    RECORD_WRONG_SEAT,
    RECORD_AFTER_RACE,
    RECORD_ACTION_AFTER_RACE,
    RECORD_END_AFTER_RACE,
    RECORD_NO_END,
    RECORD_DRAW_COUNT,
    RECORD_DRAW_CARD,
    RECORD_EXTEND_COUNT,
    RECORD_LENGTHEN_EMPTY,
)
ALL = ACTIONS + RECORDS


def codes(items: tuple[str, ...]) -> tuple[str, ...]:
    """A pile's card codes as a fact: ``("-",)`` for an empty pile, so the sentence reads."""
    return items or ("-",)
