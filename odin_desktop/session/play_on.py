"""Play on from here: a game of its own from a moment of a record, for every game (pygame-free).

From the position after a record's first *n* decisions, the seat to move there becomes the
player, and the others become bots. The player knows what that seat knew, nothing more: the
cards it could not see are dealt again at random, consistently with everything it saw (each
game's redeal, `GameEntry.play_on`: the worlds its analyst samples for the game review). The
new game's record is the source record up to that moment with those cards dealt otherwise, so
it follows the rules from its first move; `start` checks that it does and that the player's
seat sees exactly what it saw in the source.

Such a game is kept apart: it is not saved for Continue (the player's saved game is not
touched), not counted in the statistics, and its record is kept marked (`PLAY_ON` in its
name). Its future cards come from a seed of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from odin_desktop.engine.protocol import GameState, Observation, Outcome
from odin_desktop.engine.records import RecordStep, RoundStart
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import _
from odin_desktop.i18n.records import read_or_explain
from odin_desktop.i18n.terms import YOU, is_you
from odin_desktop.session.saved_setup import known_kind
from odin_desktop.session.setup import BOT_NAMES, HUMAN, PlayOn, SeatSetup

GameT = TypeVar("GameT", bound=GameState[Observation, Outcome])

PLAY_ON = "-play-on"  # the end of a kept record's name when its game was played on
DEFAULT_LEVEL = "hard"  # the bots of a seat the record does not describe: quick and strong

# A game's redeal: (the walk through the source record, its players' names, the decisions
# kept, a generator) -> (the record of the position with the unseen cards dealt again, the
# decisions it holds: fewer when a record cannot stop where asked, as inside an Odin's Ravens
# draw).
Redeal = Callable[[Any, list[str], int, random.Random], tuple[dict[str, Any], int]]


@dataclass(frozen=True)
class PlayOnStart:
    """A game to play on: its record so far, the player's seat, the seats (the player's and
    the bots'), where it came from and the seed of its cards to come."""

    record: dict[str, Any]
    seat: int
    origin: PlayOn
    seats: tuple[SeatSetup, ...]
    seed: int


def position(
    steps: Sequence[RoundStart[GameT] | RecordStep[GameT, Any, Any]], decisions: int
) -> tuple[GameT, int]:
    """The game after the first ``decisions`` decisions of a walk, and the seat to move
    there; ValueError in words when nobody is (the game is over, or a round is still to be
    dealt)."""
    made = [step for step in steps if isinstance(step, RecordStep)]
    if not 0 <= decisions <= len(made):
        raise ValueError(_("This moment is not in the game."))
    if decisions < len(made):
        return made[decisions].before, made[decisions].seat
    last = steps[-1] if steps else None
    game = None if last is None else last.after if isinstance(last, RecordStep) else last.game
    seat = None if game is None else game.to_move
    if game is None or seat is None:
        raise ValueError(_("Nobody is to play at this moment: there is nothing to play on."))
    return game, seat


class Game(Protocol):
    """What playing on asks of a game's registry entry (`games.entry.GameEntry`)."""

    def record_steps(self, doc: object) -> Iterator[Any]: ...

    def refusal_text(self, refusal: Refusal) -> str: ...


def start(entry: Game, doc: Any, decisions: int, seed: int, redeal: Redeal) -> PlayOnStart:
    """The game to play on from the position after ``decisions`` decisions of ``doc``
    (``redeal``: the game's); ValueError in plain words when there is none."""
    source = read_or_explain(lambda: list(entry.record_steps(doc)), entry.refusal_text)
    position(source, decisions)  # someone is to play there
    players = [str(name) for name in doc["players"]]
    record, kept = redeal(source, players, decisions, random.Random(f"play-on:{seed}"))
    was, seat = position(source, kept)
    walked = list(entry.record_steps(record))  # a rule broken: a bug, said as such
    now, now_seat = position(walked, kept)
    made = sum(1 for step in walked if isinstance(step, RecordStep))
    if made != kept or now_seat != seat or now.observe(seat) != was.observe(seat):
        raise AssertionError("the game played on does not show the seat what it saw")
    seats = _seats(doc, len(record["players"]), seat, record["players"])
    return PlayOnStart(record, seat, PlayOn(doc, kept), seats, seed)


def _seats(doc: Any, players: int, seat: int, names: Sequence[str]) -> tuple[SeatSetup, ...]:
    """The player at ``seat``; in the other seats the bots the record says sat there (an app's
    record keeps its seats), else `DEFAULT_LEVEL`."""
    kinds: list[str] = [DEFAULT_LEVEL] * players
    described = doc.get("seats") if isinstance(doc, dict) else None
    if isinstance(described, list) and len(described) == players:
        for i, entry in enumerate(described):
            kind = entry.get("kind") if isinstance(entry, dict) else None
            if known_kind(kind) and kind != HUMAN and not kind.startswith("cmd:"):
                kinds[i] = kind
    # A seat that was "You" in the source is a bot now: it takes a bot's name.
    free = iter(name for name in BOT_NAMES if name not in names)
    shown = [next(free) if is_you(name) and i != seat else name for i, name in enumerate(names)]
    return tuple(
        SeatSetup(YOU, HUMAN) if i == seat else SeatSetup(str(shown[i]), kinds[i])
        for i in range(players)
    )
