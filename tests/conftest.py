"""Shared pytest setup: run pygame headless (no window, no sound card needed)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Tests read English labels: the game's "auto" language must not follow the developer's locale.
os.environ["LANGUAGE"] = "en"


# Fixtures for the menu screens' tests (tests/support/scene_helpers.py has the event helpers).
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """No test may touch the developer's real settings, saves or statistics."""
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path_factory.mktemp("odin-data")))


@pytest.fixture(autouse=True)
def _english_afterwards():
    """A test that switches the language leaves the next one in English."""
    yield
    from odin_desktop import i18n

    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _interface_size_afterwards():
    """A test that changes the interface size leaves the next one at 100 %."""
    yield
    from odin_desktop.ui import theme

    theme.set_interface_size(theme.INTERFACE_DEFAULT)


@pytest.fixture
def scene_data_dir(tmp_path, monkeypatch):
    """Settings and saves go to a fresh folder, where the game has been started before (the
    very first start offers Learn by playing: `tests/scenes/test_scenes_menu.py` tests that)."""
    from odin_desktop.app.settings import Settings

    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    assert Settings(tutorials_offered=["odin", "ravens"]).save() is None
    return tmp_path


@pytest.fixture
def stub_table(monkeypatch):
    """The table replaced by a scene that records the GameSetup it was opened with."""
    from scene_helpers import StubTable

    from odin_desktop import games

    StubTable.opened = []
    odin = games.game("odin")
    monkeypatch.setattr(
        odin, "table_scene", lambda app, setup, controller=None: StubTable(app, setup)
    )
    return StubTable


@pytest.fixture
def ravens_playable(monkeypatch):
    """Odin's Ravens' entry, its table replaced by the recording `StubTable`: the menus with
    two games."""
    from scene_helpers import StubTable

    from odin_desktop import games

    entry = games.GAMES["ravens"]
    monkeypatch.setattr(
        entry, "table_scene", lambda app, setup, controller=None: StubTable(app, setup)
    )
    StubTable.opened = []
    return entry


@pytest.fixture(params=__import__("table_games").PLAYABLE)
def table_game(request, monkeypatch):
    """Each game with screens in turn (`table_games.PLAYABLE`: the registry's and High Card,
    the third game, registered for the test): its entry."""
    import table_games

    return table_games.use(request.param, monkeypatch)


@pytest.fixture
def text_log():
    """Every label drawn through `labels.draw_text`: (text, drawn rect, its box)."""
    from odin_desktop.ui import labels

    with labels.recording_text() as log:
        yield log


@pytest.fixture
def odin_only(monkeypatch):
    """Only ODIN offered (Odin's Ravens registered but not playable): the one-game menus."""
    from odin_desktop import games

    monkeypatch.setattr(games.game("ravens"), "playable", False)



@pytest.fixture(autouse=True)
def _pointer_afterwards():
    """The focus ring's keyboard-or-pad mode is shared by every screen: each test starts with
    the pointer in use."""
    from odin_desktop.ui.focus_ring import FocusRing

    FocusRing.navigating = False
    yield
    FocusRing.navigating = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The whole games in real windows (tests/e2e) first. They last up to minutes each and
    spend most of it waiting on bots and animations: run first, they share the cores with the
    tests that keep a core busy, instead of being left for the end, when they alone run and
    the cores idle (with pytest-xdist's work stealing, the process that starts them keeps
    them, the others take the rest; scripts/dev.py)."""
    games = [item for item in items if item.path.parent.name == "e2e"]
    items[:] = games + [item for item in items if item.path.parent.name != "e2e"]
