"""Settings files: invalid values fall back with a notice, broken files are set aside, a newer
version's file and unreadable files are never overwritten."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from odin_desktop.app import settings as settings_module
from odin_desktop.app import storage
from odin_desktop.app.settings import Settings


@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    return tmp_path


def write(folder: Path, value: object) -> Path:
    path = folder / "settings.json"
    path.write_text(value if isinstance(value, str) else json.dumps(value), encoding="utf-8")
    return path


def test_no_file_gives_defaults_quietly(folder):
    loaded = Settings.load()
    assert loaded == Settings() and not loaded.notices


def test_a_saved_file_comes_back(folder):
    chosen = Settings(volume=0.3, ai_speed="slow", sort="colour", muted=True)
    assert chosen.save() is None
    assert Settings.load() == chosen
    assert json.loads((folder / "settings.json").read_text())["version"] == 1


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("volume", "loud"),
        ("volume", 7),
        ("volume", True),
        ("volume", None),
        ("animation_speed", 0),
        ("ai_speed", "ludicrous"),
        ("ai_speed", ["fast"]),
        ("muted", "yes"),
        ("muted", 1),
        ("language", 42),
        ("sort", {"by": "number"}),
        ("game", "chess"),
        ("game", ["odin"]),
        ("game", 7),
        ("tutorials_offered", ["chess"]),
        ("tutorials_offered", "odin"),
        ("tutorials_offered", [1]),
        ("interface_size", 0.55),  # between the steps offered
        ("interface_size", 1.5),  # larger than any screen holds
        ("interface_size", 1e308),
        ("interface_size", -1),
        ("interface_size", True),
        ("interface_size", "huge"),
        ("interface_size", [0.5]),
        ("interface_size", None),
        ("records_limit", 7),  # not a choice offered
        ("records_limit", -200),
        ("records_limit", 200.0),
        ("records_limit", False),  # == 0, but not a number of games
        ("records_limit", "all"),
    ],
)
def test_each_invalid_value_falls_back_to_its_default_with_a_notice(folder, name, value):
    write(folder, {"volume": 0.2, name: value} if name != "volume" else {name: value})
    loaded = Settings.load()
    assert getattr(loaded, name) == getattr(Settings(), name)
    assert len(loaded.notices) == 1 and repr(name) in loaded.notices[0]
    if name != "volume":
        assert loaded.volume == 0.2  # the good values are kept


def test_the_interface_size_comes_back_and_an_older_file_gets_the_default(folder):
    chosen = Settings(interface_size=0.7)
    assert chosen.save() is None
    assert Settings.load().interface_size == 0.7
    write(folder, {"version": 1, "volume": 0.3})  # written before the setting existed
    loaded = Settings.load()
    assert loaded.interface_size == 1.0 and loaded.volume == 0.3 and not loaded.notices


def test_the_games_kept_come_back_and_default_to_every_game(folder):
    assert Settings().records_limit == 0  # keep every game
    assert Settings(records_limit=500).save() is None
    assert Settings.load().records_limit == 500


def test_the_chosen_game_is_any_game_of_the_registry(folder, monkeypatch):
    from odin_desktop import games

    monkeypatch.setitem(games.GAMES, "ravens", games.GAMES["odin"])  # a second id
    write(folder, {"game": "ravens"})
    loaded = Settings.load()
    assert loaded.game == "ravens" and not loaded.notices
    assert Settings().game == games.DEFAULT_GAME


def test_nan_is_not_a_volume(folder):
    write(folder, '{"volume": NaN}')
    loaded = Settings.load()
    assert loaded.volume == Settings().volume and loaded.notices


def test_a_huge_notice_value_is_shortened(folder):
    write(folder, {"language": "x" * 10_000})
    (notice,) = Settings.load().notices
    assert len(notice) < 200


@pytest.mark.parametrize(
    "content",
    ["{not json", "", "[1, 2, 3]", "\udcff".encode("utf-8", "surrogateescape").decode("latin-1")],
)
def test_a_broken_file_is_set_aside_with_its_content_kept(folder, content):
    path = write(folder, content)
    raw = path.read_bytes()
    loaded = Settings.load()
    assert loaded == Settings()
    assert "kept as settings.json.corrupt-" in loaded.notices[0]
    (kept,) = folder.glob("settings.json.corrupt-*")
    assert kept.read_bytes() == raw
    assert not path.exists()


def test_a_deeply_nested_file_is_set_aside(folder):
    write(folder, "[" * 100_000 + "]" * 100_000)
    loaded = Settings.load()
    assert loaded == Settings() and list(folder.glob("settings.json.corrupt-*"))


def test_a_huge_file_is_not_read_but_set_aside(folder):
    path = folder / "settings.json"
    path.write_bytes(b" " * (settings_module.MAX_BYTES + 10) + b"{}")
    loaded = Settings.load()
    assert "larger than" in loaded.notices[0]
    assert list(folder.glob("settings.json.corrupt-*")) and not path.exists()


def test_a_newer_versions_file_is_used_but_never_overwritten(folder):
    original = {"version": 2, "volume": 0.1, "theme": "midnight", "ai_speed": "warp"}
    path = write(folder, original)
    loaded = Settings.load()
    assert loaded.volume == 0.1 and loaded.ai_speed == "normal"
    assert any("newer version" in n for n in loaded.notices)
    loaded.volume = 0.9
    assert loaded.save() is None
    assert json.loads(path.read_text()) == original


def test_unknown_keys_are_kept_for_the_version_that_wrote_them(folder):
    path = write(folder, {"volume": 0.4, "card_back": "runes"})
    loaded = Settings.load()
    assert not loaded.notices
    loaded.muted = True
    loaded.save()
    saved = json.loads(path.read_text())
    assert saved["card_back"] == "runes" and saved["muted"] is True


def test_an_unreadable_file_is_left_alone_and_not_overwritten(folder, monkeypatch):
    path = write(folder, {"volume": 0.1})

    def refuse(path, limit):  # noqa: ANN001
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage, "read_text", refuse)  # where the file is read
    loaded = Settings.load()
    assert "permission denied" in loaded.notices[0]  # by its error number, translatable
    loaded.save()
    assert json.loads(path.read_text()) == {"volume": 0.1}
    assert not list(folder.glob("*.corrupt-*"))


def test_a_read_only_folder_makes_save_report_not_raise(folder, monkeypatch):
    def refuse(path, value):  # noqa: ANN001
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage, "write_json_atomic", refuse)  # `storage.written`
    message = Settings(volume=0.5).save()
    assert message and "the disk is read-only" in message


def test_an_uncreatable_data_folder_does_not_stop_the_game(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(blocker / "odin"))
    loaded = Settings.load()
    assert loaded == Settings() and loaded.notices
    assert Settings(volume=0.2).save()  # a message, not an exception
