"""Actions in the record's JSON form, read back: first their shape, then the action int.

Two steps, because a record tells them apart: a wrong shape (not an object, an unknown
action, card or field, a wrong type) makes the whole document unreadable (`ActionShapeError`),
while an action of the right shape that no state could allow (two cards to store, an O1 asked
to turn a card, a position off the row) breaks a rule where it stands (`IllegalMove`).

Two forms: the *record* form (`turns[j].actions`: an arrange names its ``stack``, an extend
its ``add``) and the *bot* form (one action a bot answers: also ``end`` and ``lay``; an
extend without ``add``; an arrange without ``stack`` keeps the stack's order).
"""

from __future__ import annotations

from dataclasses import dataclass

import odin_desktop.engine.ravens.actions as A
import odin_desktop.engine.ravens.refusals as R
from odin_desktop.engine.ravens.cards import (
    KIND_OF,
    KINDS,
    LANDSCAPE_CODE_OF,
    ODIN_KINDS,
    PLAYER_CARDS,
    stack_kinds,
)
from odin_desktop.engine.ravens.checks import limit_refusal
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.refusal import IllegalMove

CARD_ACTS = ("store", "fly", "magic", "discard", "odin")
_PARAMS = {
    "marker": "space",
    "swap": "positions",
    "arrange": "stack",
    "extend": "add",
    "turn": "position",
    "remove": "position",
    "back": None,
    "forward": None,
}


class ActionShapeError(ValueError):
    """Not an action at all: wrong type, unknown action, card or field."""


@dataclass(frozen=True, slots=True)
class ParsedAction:
    """An action of the right shape; rules not yet checked."""

    act: str  # store fly magic discard odin end lay
    cards: tuple[tuple[bool, int], ...] = ()  # (from the stack, kind), as listed
    do: str | None = None
    numbers: tuple[int, ...] = ()  # space (position, path), positions (i, j) or (position,)
    stack: tuple[int, ...] | None = None  # arrange: the new order, top first
    add: tuple[int, ...] | None = None  # extend (record form): the cards laid
    lengthen: bool = False  # end
    card: int = -1  # lay: the oriented card


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise ActionShapeError(message)


def _card_ref(value: object, where: str) -> tuple[bool, int]:
    _expect(isinstance(value, str), f'{where} must be a card such as "h:F"')
    assert isinstance(value, str)
    source, _, code = value.partition(":")
    _expect(source in ("h", "s") and code in KIND_OF, f"{where}: {value[:20]!r} is not a card")
    return source == "s", KIND_OF[code]


def _landscape(value: object, where: str) -> int:
    _expect(isinstance(value, str), f'{where} must be a landscape card such as "FM"')
    _expect(value in LANDSCAPE_CODE_OF, f"{where}: {str(value)[:20]!r} is not a landscape card")
    assert isinstance(value, str)
    return LANDSCAPE_CODE_OF[value]


def _int_list(value: object, length: int, where: str) -> tuple[int, ...]:
    _expect(
        isinstance(value, list) and len(value) == length and all(_is_int(v) for v in value),
        f"{where} must be a list of {length} integers",
    )
    assert isinstance(value, list)
    return tuple(value)


def parse_action(value: object, where: str = "action", record: bool = True) -> ParsedAction:
    """The shape of one action (``record``: as `turns[j].actions` holds it; else as a bot
    answers). Raises ActionShapeError."""
    _expect(isinstance(value, dict), f"{where} must be an object")
    assert isinstance(value, dict)
    if not record and "lay" in value:
        _expect(set(value) == {"lay"}, f'{where}: a lay holds only "lay"')
        return ParsedAction("lay", card=_landscape(value["lay"], f"{where}.lay"))
    act = value.get("act")
    acts = CARD_ACTS if record else (*CARD_ACTS, "end")
    _expect(isinstance(act, str) and act in acts, f"{where}.act: {str(act)[:20]!r} is no action")
    assert isinstance(act, str)
    if act == "end":
        _expect(set(value) == {"act", "lengthen"}, f"{where}: an end holds act and lengthen")
        _expect(isinstance(value["lengthen"], bool), f"{where}.lengthen must be true or false")
        return ParsedAction("end", lengthen=value["lengthen"])
    cards = value.get("cards")
    _expect(isinstance(cards, list), f"{where}.cards must be a list of cards")
    assert isinstance(cards, list)
    parsed = tuple(_card_ref(c, f"{where}.cards[{i}]") for i, c in enumerate(cards))
    if act != "odin":
        _expect(set(value) == {"act", "cards"}, f"{where}: {act} holds only act and cards")
        return ParsedAction(act, parsed)
    do = value.get("do")
    _expect(isinstance(do, str) and do in _PARAMS, f"{where}.do: {str(do)[:20]!r} is no choice")
    assert isinstance(do, str)
    name = _PARAMS[do]
    if do == "extend" and not record:
        name = None  # a bot's extend names no cards: they are laid as drawn
    fields = {"act", "cards", "do"} | ({name} if name else set())
    _expect(set(value) <= fields, f"{where}: unknown field for {do}")
    needed = name is not None and (record or do != "arrange")  # a bot may keep the order
    _expect(not needed or name in value, f"{where}: {do} needs {name}")
    return _parse_choice(value, where, parsed, do)


def _parse_choice(
    value: dict[str, object],
    where: str,
    cards: tuple[tuple[bool, int], ...],
    do: str,
) -> ParsedAction:
    if do == "marker":
        return ParsedAction("odin", cards, do, _int_list(value["space"], 2, f"{where}.space"))
    if do == "swap":
        positions = _int_list(value["positions"], 2, f"{where}.positions")
        return ParsedAction("odin", cards, do, positions)
    if do in ("turn", "remove"):
        position = value["position"]
        _expect(_is_int(position), f"{where}.position must be an integer")
        assert isinstance(position, int)
        return ParsedAction("odin", cards, do, (position,))
    if do == "arrange" and "stack" in value:
        order = value["stack"]
        _expect(isinstance(order, list), f"{where}.stack must be a list of cards")
        assert isinstance(order, list)
        _expect(
            all(isinstance(c, str) and c in KIND_OF for c in order),
            f'{where}.stack must hold only cards such as "F" or "O2"',
        )
        return ParsedAction("odin", cards, do, stack=tuple(KIND_OF[c] for c in order))
    if do == "extend" and "add" in value:
        add = value["add"]
        _expect(isinstance(add, list), f"{where}.add must be a list of landscape cards")
        assert isinstance(add, list)
        laid = tuple(_landscape(c, f"{where}.add[{i}]") for i, c in enumerate(add))
        return ParsedAction("odin", cards, do, add=laid)
    return ParsedAction("odin", cards, do)  # back, forward, a bot's extend or arrange


# ---------------------------------------------------------------- shape to action int


def to_action(parsed: ParsedAction, race: RaceState) -> int:
    """The action int of a well-shaped action in ``race``; IllegalMove for an action no
    state allows (the engine's `refusal` checks the rest)."""
    act = parsed.act
    if act == "end":
        return A.end_turn(parsed.lengthen)
    if act == "lay":
        return A.lay(parsed.card)
    cards = parsed.cards
    if act == "fly":
        return _fly(cards, race)
    if len(cards) != 1:
        raise IllegalMove(R.CARD_COUNT(count=len(cards)))
    stacked, kind = cards[0]
    if act == "store":
        if stacked:
            raise IllegalMove(R.STORE_FROM_STACK())
        return A.store(kind)
    if act == "discard":
        return A.discard(kind, stacked)
    if act == "magic":
        return A.magic(kind, stacked)
    return _odin(parsed, stacked, kind, race)


def _fly(cards: tuple[tuple[bool, int], ...], race: RaceState) -> int:
    if not 1 <= len(cards) <= 4:
        raise IllegalMove(R.FLY_COUNT(count=len(cards)))
    for _, kind in cards:
        if kind in ODIN_KINDS:
            raise IllegalMove(R.FLY_NOT_FLIGHT(card=KINDS[kind]))
    stacked = [kind for from_stack, kind in cards if from_stack]
    if len(stacked) > CARDS_PER_SOURCE:
        seat = race.turn
        if len(stacked) > race.stack_sizes[seat]:
            raise IllegalMove(R.STACK_TOO_SHORT(size=race.stack_sizes[seat], count=len(stacked)))
        left = CARDS_PER_SOURCE - race.used_stack
        raise IllegalMove(limit_refusal(True, left, len(stacked)))
    return A.fly([kind for from_stack, kind in cards if not from_stack], stacked)


def _position(position: int, race: RaceState) -> int:
    if not 0 <= position < race.length:
        raise IllegalMove(R.OFF_ROW(position=position, last=race.length - 1))
    return position


def _odin(parsed: ParsedAction, stacked: bool, kind: int, race: RaceState) -> int:
    if kind not in ODIN_KINDS:
        raise IllegalMove(R.NOT_ODIN(card=KINDS[kind]))
    choice = A.CHOICE_OF[parsed.do or ""]
    if choice not in A.CHOICES_OF_CARD[kind]:
        names = tuple(A.CHOICE_NAMES[c] for c in A.CHOICES_OF_CARD[kind])
        raise IllegalMove(R.WRONG_CHOICE(card=KINDS[kind], choice=parsed.do, choices=names))
    numbers = parsed.numbers
    if choice == A.MARKER:
        position, path = numbers
        if path not in (0, 1):
            raise IllegalMove(R.NO_PATH(path=path))
        return A.marker(_position(position, race), path, stacked)
    if choice == A.SWAP:
        return A.swap(_position(numbers[0], race), _position(numbers[1], race), stacked)
    if choice == A.TURN:
        return A.turn(_position(numbers[0], race), stacked)
    if choice == A.REMOVE:
        return A.remove(_position(numbers[0], race), stacked)
    if choice == A.ARRANGE:
        if parsed.stack is None:  # bot form: keep the order
            current = race.stacks[race.turn]
            return (
                A.ARRANGE
                | (A.FROM_STACK if stacked else 0)
                | ((current >> 4 if stacked else current) << A.PARAM_SHIFT)
            )
        if len(parsed.stack) > PLAYER_CARDS:
            order = tuple(KINDS[k] for k in parsed.stack[:PLAYER_CARDS]) + ("…",)
            stack = tuple(KINDS[k] for k in stack_kinds(race.stacks[race.turn]))
            raise IllegalMove(R.ARRANGE_CARDS(order=order, stack=R.codes(stack)))
        return A.arrange(parsed.stack, stacked)
    if choice == A.EXTEND:
        return A.extend(stacked)
    return A.back(stacked) if choice == A.BACK else A.forward(stacked)


def action_from_json(value: object, race: RaceState) -> int:
    """A bot's answer (bot form) as an action int; IllegalMove (with `R.MALFORMED` for a
    wrong shape) when it cannot be one. Its legality here is still `refusal`'s to check."""
    try:
        parsed = parse_action(value, record=False)
    except ActionShapeError as error:
        raise IllegalMove(R.MALFORMED(action=str(error))) from None
    return to_action(parsed, race)
