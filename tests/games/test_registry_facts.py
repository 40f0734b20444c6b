"""Facts the registry holds once, which the shell, the commands and the benchmarks read rather
than write out: the game of the versions before the registry, and the seats of a game the demo
and the benchmarks play."""

from __future__ import annotations

from odin_desktop import games


def test_the_versions_before_the_registry_played_odin_alone() -> None:
    """Their files carry no game's name (statistics of version 1, `tutorial_offered`): one
    entry, ODIN's, owns them."""
    assert [entry.id for entry in games.GAMES.values() if entry.legacy] == ["odin"]
    assert games.LEGACY_GAME == "odin"


def test_the_demo_and_the_benchmarks_play_four_seats_where_the_game_allows() -> None:
    """`demo`, `bench ui` and `bench review` (a 4-player ODIN game to 15, an Odin's Ravens
    game to 12: the figures docs/REVIEW.md gives were measured so)."""
    seats = {entry.id: (entry.demo_players, entry.default_target) for entry in games.GAMES.values()}
    assert seats == {"odin": (4, 15), "ravens": (2, 12)}
