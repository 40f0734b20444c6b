"""What an Odin's Ravens bot is told of its game (its games are played by
`ai.match.play_match`, through the registry: `GameEntry.play_match`)."""

from __future__ import annotations

from odin_desktop.engine.ravens.game import RavensGame


def options_of(game: RavensGame) -> dict[str, int]:
    """The game's options as a bot's `start` receives them (the protocol's hello)."""
    return {"target": game.target}
