"""Actions: one int each on the hot path, the record's JSON form everywhere else.

Layout of an action int (every field is decoded with a shift and a mask):

- bits 0-3: the type (`STORE` … `LAY`);
- bit 4: the card comes from the top of the stack (``s:``) instead of the hand (``h:``);
  for `END`, the turn ends with lengthening;
- bit 5: `HIDDEN`, set only in an observation's copy of the opponent's `STORE` or `ARRANGE`
  (the stored card and the new order are face down);
- bits 8 up: the parameters: the kind of a one-card action, a space, positions, a laid card,
  or the new order of an `ARRANGE` (a stack int, see `cards`).

A `FLY` packs its cards instead: bits 4-5 the number ``k`` of stack cards, bits 6-17 those
cards top first (a stack int), bits 18-20 the number of hand cards and bits 21-35 the hand
cards as a multiset of flight kinds. An action therefore names every card it plays, and
converting it to JSON needs no state.

`ARRANGE` carries the whole new order of the stack, top first. `legal_actions` lists it once
per source, with the stack's current order; the checked `apply` accepts any order of the
same cards (there are too many to list).
"""

from __future__ import annotations

from collections.abc import Iterable

from odin_desktop.engine.ravens.cards import (
    KINDS,
    O1,
    O2,
    O3,
    O4,
    kinds_of,
    landscape_code,
    multiset_of,
    stack_kinds,
    stack_of,
)

STORE, DISCARD, MAGIC, FLY, MARKER, SWAP, ARRANGE, EXTEND, TURN, REMOVE = range(10)
BACK, FORWARD, END, LAY = range(10, 14)
TYPE_MASK = 15
FROM_STACK = 1 << 4
LENGTHEN = 1 << 4  # on END
HIDDEN = 1 << 5
PARAM_SHIFT = 8

FLY_K_SHIFT, FLY_STACK_SHIFT, FLY_M_SHIFT, FLY_HAND_SHIFT = 4, 6, 18, 21
FLY_HAND_MASK = (1 << 15) - 1

END_TURN = END
END_LENGTHEN = END | LENGTHEN

# Which Odin card each Odin action plays, and the record's name of each choice.
ODIN_CARD = {MARKER: O1, SWAP: O1, ARRANGE: O2, EXTEND: O2, TURN: O3, REMOVE: O3}
ODIN_CARD.update({BACK: O4, FORWARD: O4})
CHOICE_NAMES = {
    MARKER: "marker",
    SWAP: "swap",
    ARRANGE: "arrange",
    EXTEND: "extend",
    TURN: "turn",
    REMOVE: "remove",
    BACK: "back",
    FORWARD: "forward",
}
CHOICE_OF = {name: kind for kind, name in CHOICE_NAMES.items()}
CHOICES_OF_CARD = {
    O1: (MARKER, SWAP),
    O2: (ARRANGE, EXTEND),
    O3: (TURN, REMOVE),
    O4: (BACK, FORWARD),
}
SINGLE_CARD_NAMES = {STORE: "store", DISCARD: "discard", MAGIC: "magic"}
MAX_POSITION = 255  # positions fit 8 bits; a row never holds more than 40 cards


# ---------------------------------------------------------------- building actions


def store(kind: int) -> int:
    return STORE | kind << PARAM_SHIFT


def discard(kind: int, from_stack: bool = False) -> int:
    return DISCARD | (FROM_STACK if from_stack else 0) | kind << PARAM_SHIFT


def magic(kind: int, from_stack: bool = False) -> int:
    return MAGIC | (FROM_STACK if from_stack else 0) | kind << PARAM_SHIFT


def fly(hand_kinds: Iterable[int], stack_top_first: Iterable[int] = ()) -> int:
    """A fly playing ``hand_kinds`` from the hand and the stack's top cards (top first).
    ValueError for more cards than a turn can ever play (4, of them 3 from the stack)."""
    hand = tuple(hand_kinds)
    stack = tuple(stack_top_first)
    if len(hand) + len(stack) > 4 or len(stack) > 3:
        raise ValueError("a fly plays at most 4 cards, at most 3 of them from the stack")
    return fly_packed(multiset_of(hand), len(hand), stack_of(stack), len(stack))


def fly_packed(hand: int, hand_count: int, stack: int, stack_count: int) -> int:
    return (
        FLY
        | stack_count << FLY_K_SHIFT
        | stack << FLY_STACK_SHIFT
        | hand_count << FLY_M_SHIFT
        | hand << FLY_HAND_SHIFT
    )


def _odin(kind: int, from_stack: bool, params: int = 0) -> int:
    return kind | (FROM_STACK if from_stack else 0) | params << PARAM_SHIFT


def marker(position: int, path: int, from_stack: bool = False) -> int:
    return _odin(MARKER, from_stack, position | path << 8)


def swap(i: int, j: int, from_stack: bool = False) -> int:
    i, j = min(i, j), max(i, j)
    return _odin(SWAP, from_stack, i | j << 8)


def arrange(order_top_first: Iterable[int], from_stack: bool = False) -> int:
    return _odin(ARRANGE, from_stack, stack_of(order_top_first))


def extend(from_stack: bool = False) -> int:
    return _odin(EXTEND, from_stack)


def turn(position: int, from_stack: bool = False) -> int:
    return _odin(TURN, from_stack, position)


def remove(position: int, from_stack: bool = False) -> int:
    return _odin(REMOVE, from_stack, position)


def back(from_stack: bool = False) -> int:
    return _odin(BACK, from_stack)


def forward(from_stack: bool = False) -> int:
    return _odin(FORWARD, from_stack)


def end_turn(lengthen: bool) -> int:
    return END_LENGTHEN if lengthen else END_TURN


def lay(card: int) -> int:
    return LAY | card << PARAM_SHIFT


# ---------------------------------------------------------------- reading actions


def action_type(action: int) -> int:
    return action & TYPE_MASK


def from_stack(action: int) -> bool:
    return bool(action & FROM_STACK)


def param(action: int) -> int:
    return action >> PARAM_SHIFT


def fly_parts(action: int) -> tuple[int, int, int, int]:
    """(hand multiset, hand card count, stack cards as a stack int, stack card count)."""
    return (
        (action >> FLY_HAND_SHIFT) & FLY_HAND_MASK,
        (action >> FLY_M_SHIFT) & 7,
        (action >> FLY_STACK_SHIFT) & 0xFFF,
        (action >> FLY_K_SHIFT) & 3,
    )


def is_end(action: int) -> bool:
    return action & TYPE_MASK == END


def card_of(action: int) -> int:
    """The kind of the one card a non-fly card action plays."""
    kind = action & TYPE_MASK
    if kind in ODIN_CARD:
        return ODIN_CARD[kind]
    return (action >> PARAM_SHIFT) & 15


def played_cards(action: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The kinds an action plays: (from the hand, from the stack top first)."""
    kind = action & TYPE_MASK
    if kind == FLY:
        hand, _, stack, _ = fly_parts(action)
        return kinds_of(hand), stack_kinds(stack)
    if kind in (END, LAY):
        return (), ()
    card = (card_of(action),)
    return ((), card) if action & FROM_STACK else (card, ())


def mask_hidden(action: int) -> int:
    """The action as the other seat sees it: a stored card and a new stack order are hidden."""
    kind = action & TYPE_MASK
    if kind == STORE:
        return STORE | HIDDEN
    if kind == ARRANGE:
        return (action & (TYPE_MASK | FROM_STACK)) | HIDDEN
    return action


# ---------------------------------------------------------------- the record's JSON form


def card_ref(kind: int, stacked: bool) -> str:
    return ("s:" if stacked else "h:") + KINDS[kind]


def cards_json(action: int) -> list[str]:
    hand, stack = played_cards(action)
    return [card_ref(k, False) for k in hand] + [card_ref(k, True) for k in stack]


def action_to_json(action: int, legal_form: bool = False) -> dict[str, object]:
    """The action as the record writes it (``legal_form``: as `legal` lists it, an arrange
    without its order). An extend is written without ``add``: the record adds the cards it
    laid. A hidden action has no hidden field."""
    kind = action & TYPE_MASK
    if kind == END:
        return {"act": "end", "lengthen": bool(action & LENGTHEN)}
    if kind == LAY:
        return {"lay": landscape_code(action >> PARAM_SHIFT)}
    if kind == STORE and action & HIDDEN:
        return {"act": "store"}
    if kind in SINGLE_CARD_NAMES:
        return {"act": SINGLE_CARD_NAMES[kind], "cards": cards_json(action)}
    if kind == FLY:
        return {"act": "fly", "cards": cards_json(action)}
    entry: dict[str, object] = {"act": "odin", "cards": cards_json(action)}
    entry["do"] = CHOICE_NAMES[kind]
    value = action >> PARAM_SHIFT
    if kind == MARKER:
        entry["space"] = [value & 255, value >> 8]
    elif kind == SWAP:
        entry["positions"] = [value & 255, value >> 8]
    elif kind in (TURN, REMOVE):
        entry["position"] = value
    elif kind == ARRANGE and not legal_form and not action & HIDDEN:
        entry["stack"] = [KINDS[k] for k in stack_kinds(value)]
    return entry


def describe(action: int) -> str:
    """A short English rendering for logs and messages ("fly h:F s:F", "odin s:O1 swap 2 5")."""
    entry = action_to_json(action)
    if "lay" in entry:
        return f"lay {entry['lay']}"
    words = [str(entry["act"])]
    if entry["act"] == "end":
        return "end, lengthening" if entry["lengthen"] else "end"
    cards = entry.get("cards", [])
    if isinstance(cards, list):
        words += map(str, cards)
    for key in ("do", "space", "positions", "position", "stack"):
        if key in entry:
            value = entry[key]
            words.append(" ".join(map(str, value)) if isinstance(value, list) else str(value))
    return " ".join(words)


def fold_turn(actions: Iterable[int]) -> tuple[list[dict[str, object]], dict[str, object] | None]:
    """A turn's action ints in record form: (the actions, the end or None). The cards laid
    after an `EXTEND` become its ``add``; the card laid after `END_LENGTHEN` its
    ``lengthen``. The end's ``draw`` is the caller's (the draws are not actions)."""
    entries: list[dict[str, object]] = []
    end: dict[str, object] | None = None
    adding: list[str] | None = None
    for action in actions:
        kind = action & TYPE_MASK
        if kind == LAY:
            code = landscape_code(action >> PARAM_SHIFT)
            if end is not None:
                end["lengthen"] = code
            elif adding is not None:
                adding.append(code)
        elif kind == END:
            end = {"lengthen": None}
        else:
            entry = action_to_json(action)
            adding = None
            if kind == EXTEND:
                adding = []
                entry["add"] = adding
            entries.append(entry)
    return entries, end
