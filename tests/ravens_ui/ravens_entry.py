"""Odin's Ravens in the registry for these tests, before the real entry (`games/ravens.py`)
has its screens (it is registered ``playable`` False until `scenes/ravens/screens.py` is wired
into it): a stand-in whose save, record and screen parts call `screens` exactly as the entry
is meant to. Once the real entry is playable it is used instead, and nothing here is."""

from __future__ import annotations

from typing import Any

import pytest

from odin_desktop import games
from odin_desktop.games.entry import GameEntry


def _screens() -> Any:
    from odin_desktop.scenes.ravens import screens

    return screens


def _describe(self: GameEntry, doc: Any) -> tuple[tuple[str, ...], str]:
    from odin_desktop.engine.ravens.record import parse_record
    from odin_desktop.session.ravens.resume import record_part

    record = parse_record(record_part(doc))
    return record.players, f"{len(record.races)} races"


def _refuse(self: GameEntry, *args: object, **kwargs: object) -> Any:
    raise NotImplementedError("the tests' stand-in for Ravens has only its saves and screens")


def stand_in() -> GameEntry:
    namespace: dict[str, Any] = {name: _refuse for name in GameEntry.__abstractmethods__}
    namespace.update(
        id="ravens",
        title="Odin's Ravens",
        record_format="ravens-record",
        min_players=2,
        max_players=2,
        round_word="race",
        default_target=12,
        check_save=lambda self, doc: _screens().check_save(doc),
        describe_record=_describe,
        table_scene=lambda self, app, setup, controller=None: _screens().table_scene(
            app, setup, controller
        ),
        resume=lambda self, app, doc: _screens().resume(app, doc),
        viewer_scene=lambda self, app, doc, title: _screens().viewer_scene(app, doc, title),
        quick_start=lambda self, name: _screens().quick_start(name),
    )
    return type("RavensScreensOnly", (GameEntry,), namespace)()


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ravens in the registry for one test: the real entry once it has its screens, else the
    stand-in."""
    entry = games.GAMES.get("ravens")
    if entry is None or not entry.playable:
        monkeypatch.setitem(games.GAMES, "ravens", stand_in())
