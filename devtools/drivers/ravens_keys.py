"""Odin's Ravens' table played by the keyboard alone: `keys` says, key by key, how a player
makes any legal action with the keys the README lists (the cursor moved with Home and the
arrows, cards picked with ↑, played with F, S, M, D or O, an Odin card's action with 1 or 2
and its target with the arrows and Enter, the stack reordered with Shift and the arrows, the
turn ended with E or L, a drawn card laid with the arrows and Enter). Each key is a name
xdotool knows; `press` sends one to a table in this process. The caller presses each key on
the table the generator reads (and, for a real window, on the window too) before asking for
the next: the next key depends on what the last one did.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

from devtools.drivers.events import key as key_event
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import stack_kinds
from odin_desktop.scenes.ravens.model import Card, Mode

if TYPE_CHECKING:  # for the type checker only: the table's users import it
    from odin_desktop.scenes.ravens.table import RavensTableScene as Table

PYGAME_KEYS = {
    "Home": pygame.K_HOME,
    "Left": pygame.K_LEFT,
    "Right": pygame.K_RIGHT,
    "Up": pygame.K_UP,
    "Return": pygame.K_RETURN,
    "1": pygame.K_1,
    "2": pygame.K_2,
    **{letter: getattr(pygame, f"K_{letter}") for letter in "efsmdol"},
}
ZONE_KEY = {A.STORE: "s", A.MAGIC: "m", A.DISCARD: "d"}


# What "every action" means to the keys-only tests: each action type, a joker, a card played
# from the stack, both ends of a turn and both ways of laying a card.
EVERY = {
    *(A.action_type(a) for a in (A.STORE, A.DISCARD, A.MAGIC, A.FLY)),
    *(A.MARKER, A.SWAP, A.ARRANGE, A.EXTEND, A.TURN, A.REMOVE, A.BACK, A.FORWARD),
    "joker",
    "from the stack",
    "end",
    "lengthen",
    "lay as drawn",
    "lay turned",
}


def made(race: Any) -> list[int]:
    """Every action of the race so far, in order."""
    return [a for _seat, actions, _draws, _ended in race.log for a in actions] + list(
        race.turn_actions
    )


def facets(race: Any, action: int) -> set[object]:
    """What of `EVERY` the action (legal in ``race``, before it) shows."""
    kind = A.action_type(action)
    shown: set[object] = {kind}
    if kind == A.FLY and race.fly_jokers(action):
        shown.add("joker")
    if A.played_cards(action)[1]:
        shown.add("from the stack")
    if kind == A.END:
        shown.add("lengthen" if action == A.END_LENGTHEN else "end")
    if kind == A.LAY:
        shown.add("lay turned" if A.param(action) != race.pending else "lay as drawn")
    return shown


def choose(race: Any, legal: list[int], seen: Counter[object], rng: random.Random) -> int:
    """The next action: one showing something not made yet by keys when there is one, else
    mostly a fly (so races end), else the end of the turn."""
    fresh = [a for a in legal if facets(race, a) - set(seen)]
    if fresh and rng.random() < 0.8:
        return rng.choice(fresh)
    flies = [a for a in legal if A.action_type(a) == A.FLY]
    if flies and rng.random() < 0.9:
        return rng.choice(flies)
    quiet = [a for a in legal if a != A.END_LENGTHEN and A.action_type(a) != A.EXTEND]
    return A.END_TURN if A.END_TURN in legal else rng.choice(quiet or legal)


class NoKeys(Exception):
    """The keys cannot make this action now (a test's failure: every action has keys)."""


def press(app: Any, name: str) -> None:
    """One key of `keys`, pressed and let go, then a frame (Shift+ for ``shift+Left``)."""
    if name.startswith("shift+"):
        code = PYGAME_KEYS[name.removeprefix("shift+")]
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            app.handle_event(pygame.event.Event(kind, key=code, mod=pygame.KMOD_SHIFT, unicode=""))
        app.step(1 / 60)
        return
    key_event(app, PYGAME_KEYS[name])


def keys(table: Table, action: int) -> Iterator[str]:
    """The keys that make ``action`` (legal now, on the viewer's turn), one at a time."""
    kind = A.action_type(action)
    model = table.model
    if kind == A.LAY:
        race = table.controller.race
        assert race is not None, "a card is laid in a race"
        wanted = int(A.param(action) != race.pending)
        if model.focus.lay_cursor != wanted:
            yield "Right"
        yield "Return"
    elif kind == A.END:
        yield "l" if action == A.END_LENGTHEN else "e"
    elif kind == A.FLY:
        hand, stack = A.played_cards(action)
        yield from _pick(table, [Card(False, k) for k in hand] + [Card(True, k) for k in stack])
        yield "f"
    elif kind in ZONE_KEY:
        yield from _pick(table, [Card(A.from_stack(action), A.card_of(action))])
        yield ZONE_KEY[kind]
    else:
        yield from _odin(table, action)


def _pick(table: Table, wanted: list[Card]) -> Iterator[str]:
    """Pick ``wanted`` among the cards the player may take up (the hand, the stack's top):
    the cursor home, then along to each card and ↑."""
    cards = table.model.cards()
    indices: list[int] = []
    for card in wanted:
        index = next((i for i, c in enumerate(cards) if c == card and i not in indices), None)
        if index is None:
            raise NoKeys(f"{card.code} is not among the cards to pick")
        indices.append(index)
    if table.model.focus.picked:
        raise NoKeys("cards are picked already")
    yield "Home"
    at = 0
    for index in sorted(indices):
        yield from ["Right"] * (index - at)
        at = index
        yield "Up"
    if sorted(table.model.focus.picked) != sorted(indices):
        raise NoKeys(f"picked {table.model.focus.picked}, not {indices}")


def _odin(table: Table, action: int) -> Iterator[str]:
    """An Odin card: picked, O, its action's number, then its target or the stack's order."""
    kind, value = A.action_type(action), A.param(action)
    card = Card(A.from_stack(action), A.card_of(action))
    yield from _pick(table, [card])
    yield "o"
    if table.model.mode is not Mode.CHOICE:
        raise NoKeys(f"O with {card.code} raised asked no choice")
    yield str(A.CHOICES_OF_CARD[card.kind].index(kind) + 1)
    if kind == A.MARKER:
        yield from _target(table, (value & 255, value >> 8))
    elif kind == A.SWAP:
        first, second = value & 255, value >> 8
        yield from _target(table, (first, -1))
        yield from _target(table, (second, -1))
    elif kind in (A.TURN, A.REMOVE):
        yield from _target(table, (value, -1))
    elif kind == A.ARRANGE:
        yield from _arrange(table, list(stack_kinds(value)))


def _target(table: Table, target: tuple[int, int]) -> Iterator[str]:
    """→ from the first target (where the focus starts) to ``target``, then Enter."""
    model = table.model
    targets = model.targets()
    if target not in targets:
        raise NoKeys(f"{target} is not among the targets {targets}")
    at = model.focus.target_cursor % len(targets)
    steps = targets.index(target) - at
    yield from ["Right" if steps > 0 else "Left"] * abs(steps)
    yield "Return"


def _arrange(table: Table, wanted: list[int]) -> Iterator[str]:
    """The stack's cards carried into ``wanted`` order (top first), one place at a time,
    with Shift and ←; then Enter (Done)."""
    yield from ["Left"] * len(wanted)  # the focus on the top card, wherever it was
    focus = 0
    for place, kind in enumerate(wanted):
        order = table.model.move.order
        assert order is not None
        source = order.index(kind, place)
        steps = source - focus
        yield from ["Right" if steps > 0 else "Left"] * abs(steps)
        yield from ["shift+Left"] * (source - place)
        focus = place
    yield "Return"
