"""Random play through the engine protocol, for the contract tests: any registered game,
seeded, each decision seen by a callback before its action is applied."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from odin_desktop.games.entry import GameEntry

MAX_DECISIONS = 50_000  # far beyond any game of random play: reaching it means it never ends


@dataclass(frozen=True)
class Decision:
    seat: int
    action: int
    observation: Any  # what the seat saw when it decided


def player_counts(entry: GameEntry) -> list[int]:
    """The fewest and the most players the game takes (one count when they agree)."""
    return sorted({entry.min_players, entry.max_players})


def play_random(
    game: Any,
    rng: random.Random,
    stop: Callable[[Any], bool] = lambda game: False,
    visit: Callable[[Any, list[int]], None] | None = None,
    decisions: int | None = None,
) -> list[Decision]:
    """Play uniformly random legal actions until the game is over or ``stop(game)`` holds
    (asked at every position: before each decision and before each round is dealt);
    ``visit(game, legal)`` sees each
    position before its action is applied; ``decisions``: stop after that many. The
    decisions made, in order."""
    made: list[Decision] = []
    while not game.over and len(made) < MAX_DECISIONS:
        if stop(game) or len(made) == decisions:
            break
        if game.needs_round:
            game.start_round()
            continue
        legal = game.legal_actions()
        if visit is not None:
            visit(game, legal)
        seat = game.to_move
        action = legal[rng.randrange(len(legal))]
        made.append(Decision(seat, action, game.observe(seat)))
        game.apply(action, seat)
    assert game.over or stop(game) or len(made) == decisions, f"no end in {MAX_DECISIONS}"
    return made


def random_game(
    entry: GameEntry,
    seed: int,
    players: int | None = None,
    single_round: bool = False,
    stop: Callable[[Any], bool] = lambda game: False,
) -> tuple[Any, list[Decision]]:
    """A game of ``entry`` from ``seed`` played at random (to its end unless ``stop``)."""
    game = entry.new_game(players or entry.min_players, seed, single_round=single_round)
    return game, play_random(game, random.Random(f"contract:{seed}"), stop)


def names(game: Any) -> list[str]:
    return [f"Seat {s + 1}" for s in range(game.players)]


def play_table(
    controller: Any,
    rng: random.Random,
    stop: Callable[[Any], bool] = lambda controller: False,
    visit: Callable[[Any], None] | None = None,
    bots: list[Any] | None = None,
) -> int:
    """`play_random` through a table's controller (`session/<game>/controller.py`), as the
    table plays: ``stop(controller)`` and ``visit(controller)`` at every position; ``bots``
    (one per seat) choose instead of chance. The number of decisions made."""
    made = 0
    while not controller.game.over and made < MAX_DECISIONS:
        if visit is not None:
            visit(controller)
        if stop(controller):
            break
        if controller.game.needs_round:
            controller.start_round()
            continue
        legal = controller.legal_actions()
        seat = controller.game.to_move
        if bots is None:
            controller.play(legal[rng.randrange(len(legal))])
        else:
            controller.play(bots[seat].choose(controller.game.observe(seat)))
        made += 1
    return made
