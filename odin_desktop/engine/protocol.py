"""The contract every game's engine keeps, so that what is not one game's rules (the arena, the
bot host, records, the game review, the contract tests) is written once.

A game is played in *rounds* (a hand of ODIN, a race of Odin's Ravens; each game keeps its own
word on screen) until it is over. Between rounds `needs_round` is true and `start_round()`
deals the next one from the game's seed. Inside a round one seat at a time decides
(`to_move`) among `legal_actions()`; `apply` checks an action and says what it did (an
`Outcome`), `refusal` says why one is illegal, `apply_action` is the unchecked hot path of
search. `observe(seat)` is everything that seat may know, and all a bot ever sees.

Actions are ints in both games (each game packs its own meaning into them), so generic code
can store, compare and hash them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, Self, TypeVar, runtime_checkable

from odin_desktop.engine.refusal import Refusal


@runtime_checkable
class Observation(Protocol):
    """What one seat may know: its own cards and everything public."""

    @property
    def seat(self) -> int: ...

    @property
    def legal(self) -> Sequence[int]:
        """The seat's legal actions now (empty when it is not its turn)."""
        ...

    def to_json(self) -> dict[str, object]:
        """The observation as the bot protocol sends it."""
        ...


@runtime_checkable
class Outcome(Protocol):
    """What an applied action did. Each game's outcome says much more, for its screens."""

    @property
    def seat(self) -> int: ...

    @property
    def action(self) -> int: ...

    @property
    def round_over(self) -> bool: ...

    @property
    def game_over(self) -> bool: ...


ObsT_co = TypeVar("ObsT_co", bound=Observation, covariant=True)
OutcomeT_co = TypeVar("OutcomeT_co", bound=Outcome, covariant=True)


@runtime_checkable
class GameState(Protocol[ObsT_co, OutcomeT_co]):
    """A whole game: rounds until one seat reaches the target."""

    @property
    def players(self) -> int: ...

    @property
    def over(self) -> bool: ...

    @property
    def needs_round(self) -> bool:
        """True between rounds (and before the first) while the game goes on."""
        ...

    @property
    def round_index(self) -> int:
        """The round being played, or the last one played (-1 before the first)."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat that decides now; None between rounds and once the game is over."""
        ...

    @property
    def totals(self) -> Sequence[int]:
        """Each seat's points so far."""
        ...

    @property
    def scores(self) -> Sequence[Sequence[int]]:
        """Each finished round's points, per seat."""
        ...

    @property
    def round_winners(self) -> Sequence[Sequence[int]]:
        """Each finished round's winners (who went out; who won the race)."""
        ...

    @property
    def leaders(self) -> list[int]:
        """The seats ahead on points now (several on a tie), by the game's own order."""
        ...

    @property
    def winners(self) -> list[int]:
        """The seats that won the game (several on a shared victory); empty until it is over."""
        ...

    def start_round(self) -> object:
        """Deal the next round from the game's seed."""
        ...

    def legal_actions(self) -> list[int]: ...

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` (the seat to move when None) is illegal; None if legal."""
        ...

    def apply(self, action: int, seat: int | None = None) -> OutcomeT_co:
        """Apply ``action`` after checking it (`IllegalMove` with the refusal otherwise)."""
        ...

    def apply_action(self, action: int) -> None:
        """Apply a legal action without checking it (search)."""
        ...

    def copy(self) -> Self:
        """An independent copy (search, record steps)."""
        ...

    def observe(self, seat: int) -> ObsT_co: ...


def seats_ahead(points: Sequence[int], lower_wins: bool = False) -> list[int]:
    """The seats ahead on ``points`` (several on a tie): those with the most, or with the
    fewest where ``lower_wins``; a game's `leaders` on its totals."""
    best = min(points) if lower_wins else max(points)
    return [seat for seat, p in enumerate(points) if p == best]
