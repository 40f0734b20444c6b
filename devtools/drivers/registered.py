"""Games the drivers play beside the shipped ones: ``--register MODULE:NAME`` names a
`GameEntry` (a game still in development, or the tests' third game), registered by the one
line every game adds to the registry, in the driver and in any process it starts. A driver
that makes a game's moves by a device (`device_player`) knows ODIN's and Odin's Ravens' by
name; a game registered so brings its own, as ``DEVICE_MOVES`` beside its entry in that
module (`DeviceMoves`)."""

from __future__ import annotations

import argparse
import importlib
from typing import Any, Protocol

Pos = tuple[int, int]


class DeviceMoves(Protocol):
    """How each device makes an action of a game at its table (``table``: its scene)."""

    def made(self, table: Any) -> object:
        """What changes once an action is made (the decisions of the round so far)."""

    def keys(self, table: Any, action: int) -> list[str]:
        """The keys that make ``action`` now, by name ("Right", "Return")."""

    def buttons(self, table: Any, action: int) -> list[str]:
        """The pad's buttons that make it ("right", "a")."""

    def taps(self, table: Any, action: int) -> list[Pos]:
        """Where a pointer (a mouse, a finger) clicks to make it."""


MOVES: dict[str, DeviceMoves] = {}  # by game id: what registered games brought


def register(specs: list[str]) -> None:
    from odin_desktop import games

    for spec in specs:
        module_name, _, name = spec.partition(":")
        module = importlib.import_module(module_name)
        entry = getattr(module, name)
        games.GAMES[entry.id] = entry  # the one line a game adds to the registry
        moves = getattr(module, "DEVICE_MOVES", None)
        if moves is not None:
            MOVES[entry.id] = moves


def add_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--register",
        action="append",
        default=[],
        metavar="MODULE:NAME",
        help="a game's entry to register beside the shipped games (repeatable)",
    )


def register_early(argv: list[str] | None) -> None:
    """Register what ``argv`` names before a parser lists the games it offers."""
    early = argparse.ArgumentParser(add_help=False)
    add_option(early)
    register(early.parse_known_args(argv)[0].register)
