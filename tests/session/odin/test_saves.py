"""ODIN's autosave and Continue: the options and seats survive, a bad save never costs data, the
disk may refuse. Continue restoring every position is
`tests/contract/test_contract_continue.py`'s."""

from __future__ import annotations

import errno
import json
import os
import random
import time
from dataclasses import replace
from pathlib import Path

import pytest
from records_helpers import listed, row_words

from odin_desktop.app import autosave
from odin_desktop.engine.odin.cards import cards_of, codes_of
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.resume import controller_from_record
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.saved import SaveInvalid
from odin_desktop.session.setup import SeatSetup


class FakeApp:
    """What the autosave needs of the app: somewhere to put notices, and its `Autosaver`
    (whose warnings are collected instead of shown)."""

    def __init__(self) -> None:
        self.notices: list[str] = []
        self.warnings: list[str] = []
        self.autosaver = autosave.Autosaver(self.warnings.append)


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    autosave._checked.clear()
    return tmp_path


def played(moves: int, seed: int = 11, setup: OdinSetup | None = None) -> OdinController:
    """A game `moves` moves in (random legal moves), bots thinking in-process."""
    setup = replace(setup or OdinSetup.quick_start(), seed=seed)
    controller = OdinController(setup, host_factory=None)
    rng = random.Random(seed)
    for _ in range(moves):
        if controller.game.over:
            break
        if controller.game.needs_round:
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller


def autosave_now(app, controller):  # noqa: ANN001, ANN201
    """Autosave and wait for the background write."""
    message = app.autosaver.save(controller)
    autosave.flush()
    return message


def load_saved() -> OdinController:
    """The saved game's controller, as Continue rebuilds it (bots thinking in-process)."""
    return controller_from_record(autosave.load_autosave("odin"), None)


# ---------------------------------------------------------------------- round trip


def test_two_player_variant_and_options_survive(data):
    setup = OdinSetup(
        (SeatSetup("Ana"), SeatSetup("Bot", "hard@200ms")), target=10, single_hand=False, seed=3
    )
    controller = played(9, seed=3, setup=setup)
    resumed = controller_from_record(json.loads(json.dumps(controller.record())), None)
    assert resumed.setup == controller.setup
    assert resumed.game.options == controller.game.options
    assert len(resumed.game.options.colours) == 4


def test_the_autosave_is_written_atomically_and_stale_temporaries_go(data):
    stale = data / ".autosave-odin.json.abc.tmp"
    stale.write_text("half a sa")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    young = data / ".autosave-odin.json.def.tmp"
    young.write_text("being written by another copy")
    autosave_now(FakeApp(), played(5))
    assert autosave.has_save("odin")
    assert not stale.exists() and young.exists()
    assert json.loads((data / "autosave-odin.json").read_text())["format"] == "odin-record"


def test_the_demo_switch_turns_autosave_off(data):
    app = FakeApp()
    app.autosaver.enabled = False
    autosave_now(app, played(5))
    assert not (data / "autosave-odin.json").exists()


# ---------------------------------------------------------------------- bad saves


def _tamper_deal(doc: dict) -> None:
    """Swap two cards between seats 0 and 1 that nobody has played or taken yet."""
    hand = doc["hands"][-1]
    used = {c for m in hand["moves"] for c in m.get("play", []) + [m.get("take")] if c}
    a = next(c for c in hand["deal"][0] if c not in used)
    b = next(c for c in hand["deal"][1] if c not in used)
    hand["deal"][0][hand["deal"][0].index(a)] = b
    hand["deal"][1][hand["deal"][1].index(b)] = a


def _illegal_move(doc: dict) -> None:
    move = doc["hands"][0]["moves"][0]
    move.pop("take", None)
    move["play"] = doc["hands"][0]["deal"][(move["seat"] + 1) % 4][:1]  # someone else's card


BAD = {
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "not json": lambda text: "this is not a save",
    "binary": lambda text: "\x00\xff\xfe garbage",
    "future version": lambda text: text.replace('"version": 1', '"version": 7', 1),
    "wrong types": lambda text: text.replace('"players": [', '"players": [1, ', 1),
}
BAD_DOCS = {
    "illegal move": _illegal_move,
    "tampered deal": _tamper_deal,
    "other seed": lambda doc: doc.update(seed=doc["seed"] + 1),
    "no seed": lambda doc: doc.pop("seed"),
    "no seats": lambda doc: doc.pop("seats"),
    "unknown bot": lambda doc: doc["seats"][1].update(kind="godlike"),
    "renamed seat": lambda doc: doc["seats"][2].update(name="Mallory"),
}


def _write_bad(data: Path, case: str) -> bytes:
    doc = played(30).record()
    if case in BAD_DOCS:
        BAD_DOCS[case](doc)
        text = json.dumps(doc, indent=1)
    else:
        text = BAD[case](json.dumps(doc, indent=1))
    raw = text.encode("utf-8", "surrogateescape")
    (data / "autosave-odin.json").write_bytes(raw)
    return raw


@pytest.mark.parametrize("case", [*BAD, *BAD_DOCS])
def test_a_bad_save_is_set_aside_the_player_told_and_the_menu_starts_clean(data, case):
    raw = _write_bad(data, case)
    app = FakeApp()
    assert not autosave.has_save("odin", app.notices)
    assert len(app.notices) == 1
    notice = app.notices[0]
    assert notice.startswith("Your saved game of ODIN could not be continued")
    assert "Traceback" not in notice and "corrupt-" in notice
    kept = list(data.glob("autosave-odin.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw  # nothing lost
    assert not (data / "autosave-odin.json").exists()
    assert not autosave.has_save("odin", app.notices) and len(app.notices) == 1  # told once


def test_a_future_version_is_named_as_such(data):
    _write_bad(data, "future version")
    app = FakeApp()
    autosave.has_save("odin", app.notices)
    assert "newer version" in app.notices[0]


def test_continue_on_a_save_broken_after_the_menu_looked_raises_plainly(data):
    autosave_now(FakeApp(), played(10))
    assert autosave.has_save("odin")
    (data / "autosave-odin.json").write_text('{"format": "odin-record", "vers')
    with pytest.raises(SaveInvalid, match="damaged or incomplete"):
        load_saved()
    assert list(data.glob("autosave-odin.json.corrupt-*"))


def test_an_unreadable_save_is_left_alone(data, monkeypatch):
    autosave_now(FakeApp(), played(10))

    def refuse(path):  # noqa: ANN001
        from odin_desktop.engine.jsonio import Unreadable

        raise Unreadable(f"cannot read {path}: Permission denied")

    monkeypatch.setattr(autosave, "load_json", refuse)
    app = FakeApp()
    assert not autosave.has_save("odin", app.notices)
    assert "Permission denied" in app.notices[0]
    assert (data / "autosave-odin.json").exists() and not list(data.glob("*.corrupt-*"))


# ---------------------------------------------------------------------- the disk says no


def test_a_full_disk_warns_once_and_the_game_goes_on(data, monkeypatch):
    def full(path, value):  # noqa: ANN001
        raise OSError(errno.ENOSPC, "No space left on device")

    real_write = autosave.write_json_atomic
    monkeypatch.setattr(autosave, "write_json_atomic", full)
    app = FakeApp()
    controller = played(3)
    assert autosave_now(app, controller) is None  # written in the background: told next time
    controller.play(controller.legal_actions()[0])
    message = autosave_now(app, controller)
    assert message and "the disk is full" in message  # by its error number, translatable
    controller.play(controller.legal_actions()[0])
    assert autosave_now(app, controller)  # still failing, still reported to the caller
    assert app.warnings == [message]  # but the player is warned once
    monkeypatch.setattr(autosave, "write_json_atomic", real_write)  # the disk has room again
    controller.play(controller.legal_actions()[0])
    assert autosave_now(app, controller)  # the last failure, reported late
    assert autosave_now(app, controller) is None
    assert autosave.has_save("odin")


def test_the_background_write_keeps_the_newest_move(data):
    controller = played(1)
    saver = FakeApp().autosaver
    for _ in range(30):
        saver.save(controller)  # no waiting between moves
        controller.play(controller.legal_actions()[0])
        if controller.game.needs_round:
            break
    saver.save(controller)
    autosave.flush()
    resumed = load_saved()
    assert resumed.record()["hands"] == controller.record()["hands"]


def test_a_read_only_data_folder_never_raises(tmp_path, monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(folder))

    def read_only(src, dst):  # noqa: ANN001
        raise PermissionError(errno.EACCES, "Permission denied")

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", read_only)
    app = FakeApp()
    controller = played(4)
    autosave_now(app, controller)
    assert "permission denied" in autosave_now(app, controller)
    monkeypatch.setattr(os, "replace", real_replace)
    assert list(folder.iterdir()) == []  # no temporary file left behind


# ---------------------------------------------------------------------- the end of a game


def test_export_writes_the_game_on_the_table(data):
    saver = FakeApp().autosaver
    assert saver.export() == "There is no game to export."
    controller = played(12)
    saver.save(controller)  # the table saves after every move: this is the game it shows
    autosave.flush()
    message = saver.export()
    assert message.startswith("Record saved as")
    (path,) = (data / "records").iterdir()
    assert path.name in message
    assert json.loads(path.read_text())["hands"][0]["deal"][0] == codes_of(
        controller.game.deals[0][0]
    )


def test_records_are_listed_newest_first_and_bad_ones_flagged(data):
    folder = data / "records"
    first = autosave.export_record(played(5))
    os.utime(first, (time.time() - 100, time.time() - 100))
    second = autosave.export_record(played(7))
    (folder / "junk.json").write_text("{")
    os.utime(folder / "junk.json", (time.time() - 200, time.time() - 200))
    rows = listed()
    assert [row.path for row in rows] == [second, first, folder / "junk.json"]
    assert [row.summary is not None for row in rows] == [True, True, False]
    assert "You" in row_words(rows[0])[0]


def test_a_save_is_all_json_and_names_its_hand_cards(data):
    controller = played(20)
    autosave_now(FakeApp(), controller)
    doc = json.loads((data / "autosave-odin.json").read_text())
    assert doc["seats"][0] == {"name": "You", "kind": "human"}
    assert isinstance(doc["seed"], int)
    assert sorted(doc["hands"][-1]["deal"][0]) == sorted(codes_of(controller.game.deals[-1][0]))
    assert all(len(list(cards_of(m))) == 9 for m in controller.game.deals[-1])


# ---------------------------------------------------------------------- Continue on the table


def _app_with_menu():
    from scene_helpers import make_app, start

    app = make_app()
    return app, start(app, app.nav.menu_scene())


def _press_continue(app, menu) -> None:  # noqa: ANN001
    from scene_helpers import click, step

    assert menu.can_continue and menu.continue_button in menu.controls()
    click(app, menu.continue_button.rect.center)
    step(app, 2)


def test_a_hot_seat_game_continues_with_the_player_to_move_behind_the_hand_over(data):
    from scene_helpers import click, step

    from odin_desktop.scenes.handover import HandoverScene

    setup = OdinSetup((SeatSetup("Ana"), SeatSetup("Bo"), SeatSetup("Cy")), seed=21)
    controller = played(1, seed=21, setup=setup)
    while controller.to_move == 0 or controller.game.needs_round:
        controller.play(controller.legal_actions()[0])
    mover = controller.to_move
    autosave_now(FakeApp(), controller)
    app, menu = _app_with_menu()
    _press_continue(app, menu)
    cover = app.scenes.top
    assert isinstance(cover, HandoverScene) and cover.name == controller.names[mover]
    step(app, 30)
    click(app, (640, 400))
    table = app.scenes.top
    assert table.view.viewer == mover and table.model.human_turn
    table.controller.close()


def test_a_saving_problem_is_shown_over_the_table_by_the_shell(data):
    from scene_helpers import make_app, start

    from odin_desktop.scenes.save_warning import SaveWarning

    app = make_app()
    table = start(app, app.nav.menu_scene())
    app.autosaver.warn("Your game could not be saved (No space left on device).")
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, SaveWarning)
    assert "No space left" in app.scenes.top.banner.text
    assert table in list(app.scenes)  # underneath, untouched
