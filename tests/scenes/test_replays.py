"""Replays with a year of games: it opens at once, the records read on a worker (never on the
frame's thread) and shown as they come; every record is listed, a page at a time, filtered by
game and by result, with a jump to any month; a star marks a game to keep. By mouse, keys, pad
and touch, left to right and right to left. Every game with screens, the third game too."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame
import pytest
import table_games
from records_helpers import open_replays, plain
from scene_helpers import click, key, make_app, pad_press, step

from odin_desktop import games, i18n
from odin_desktop.app import record_keeping, records
from odin_desktop.app.record_files import RecordFile
from odin_desktop.benchmarks.records_maker import make_records
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.replays import RecordsScene
from odin_desktop.scenes.replays_list import ALL, KEPT, words
from odin_desktop.session.play_on import PLAY_ON
from odin_desktop.ui.intents import INTENT, Intent

NOW = time.mktime((2026, 3, 20, 18, 0, 0, 0, 0, -1))  # a year of games before it
COUNT = 120


@pytest.fixture
def year(scene_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder with a year of real games of every game with screens, the third game
    registered (one damaged, some unfinished)."""
    for game_id in table_games.PLAYABLE:
        table_games.use(game_id, monkeypatch)
    make_records(scene_data_dir, COUNT, now=NOW)
    records.forget()
    return scene_data_dir


def names(scene: RecordsScene) -> list[str]:
    return [item.name for item in scene.list.shown()]


def test_opening_reads_no_record_on_the_frames_thread(
    year: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first frame is drawn while no record has been read yet; every record is read
    beside the window, then listed (here all on the worker thread, as a few are: many are
    read in a process of their own, `test_records_reader`)."""
    monkeypatch.setattr(records, "READ_HERE", COUNT)
    gate, main = threading.Event(), threading.main_thread()
    threads: list[bool] = []
    for entry in {type(g) for g in games.GAMES.values()}:
        for method in ("record_end", "record_steps", "describe_record"):
            real = getattr(entry, method)

            def watched(self: GameEntry, doc: object, real=real) -> object:  # noqa: ANN001
                threads.append(threading.current_thread() is main)
                assert gate.wait(20)
                return real(self, doc)

            monkeypatch.setattr(entry, method, watched)
    app = make_app()
    scene = RecordsScene(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    for _ in range(3):
        step(app)
    assert app.scenes.top is scene and not any(threads)
    assert "Reading" in scene.note()
    gate.set()
    assert scene.shelf.wait()
    step(app)
    assert threads and not any(threads)
    assert len(scene.list.items) == COUNT and scene.list.pages == -(-COUNT // 7)
    assert scene.note().startswith(f"{COUNT} games · page 1 of")


def test_every_record_is_listed_newest_first(year: Path) -> None:
    scene = open_replays(make_app())
    rows = scene.list.items
    assert len(rows) == COUNT
    whens = [row.when for row in rows if isinstance(row, RecordFile)]
    assert len(whens) == COUNT and whens == sorted(whens, reverse=True)
    details = [plain(words(item)[1]) for item in scene.list.shown()]
    titles = tuple(f"{entry.title} · " for entry in games.playable())
    assert all(d.startswith(titles) for d in details), details
    # The damaged record has its place, and says why it cannot be opened.
    damaged = next(i for i, row in enumerate(rows) if "damaged" in row.name)
    while scene.list.start + scene.list.per_page <= damaged:
        key(scene.app, pygame.K_PAGEDOWN)
    item = next(item for item in scene.list.shown() if "damaged" in item.name)
    assert plain(words(item)[1]).startswith("cannot be opened: not JSON")


def test_filters_by_game_and_by_result(year: Path) -> None:
    scene = open_replays(make_app())
    snapshot = scene.shelf.snapshot
    for entry in games.playable():  # each game's button lists its games alone
        click(scene.app, scene.games.segment(scene.games.values.index(entry.id)).center)  # type: ignore[attr-defined]
        mine = scene.list.items
        assert mine and all(snapshot.kinds[row.name][0] == entry.id for row in mine)
    click(scene.app, scene.games.segment(scene.games.values.index("ravens")).center)  # type: ignore[attr-defined]
    for result in ("won", "lost", "unfinished"):
        scene.results.set(result)
        step(scene.app)
        shown = scene.list.items
        assert shown, result
        assert all(snapshot.kinds[row.name] == ("ravens", result) for row in shown), result
    scene.games.set(ALL)
    scene.results.set("won")
    step(scene.app)
    won = {row.name for row in scene.list.items}
    assert {n for n, kind in snapshot.kinds.items() if kind[1] == "won"} == won
    scene.results.set(ALL)
    step(scene.app)
    assert len(scene.list.items) == COUNT
    # Games played on, which the statistics do not count, are found as they ended for the
    # player too, in both games (Odin's Ravens' record keeps no seats: its "You" does).
    played_on = {kind for name, kind in snapshot.kinds.items() if PLAY_ON in name}
    assert {game for game, _result in played_on} == {entry.id for entry in games.playable()}
    assert all(result in ("won", "lost") for _game, result in played_on)


def test_a_star_marks_a_game_to_keep_and_the_mark_stays(year: Path) -> None:
    app = make_app()
    scene = open_replays(app)
    first, second = names(scene)[:2]
    star = scene.stars[0]
    assert star is not None and not star.kept
    click(app, star.rect.center)
    assert scene.stars[0] is not None and scene.stars[0].kept
    scene.ring.visible = True
    scene.ring.focus(scene.stars[1])
    key(app, pygame.K_RETURN)  # the keys too
    assert scene.shelf.wait()
    assert record_keeping.load_marks().names == {first, second}
    scene.results.set(KEPT)
    step(app)
    assert [row.name for row in scene.list.items] == [first, second]
    again = open_replays(app)  # a new run: read from the file
    assert again.shelf.snapshot.kept == {first, second}


def test_pages_turn_by_keys_wheel_swipe_and_pad(year: Path) -> None:
    app = make_app()
    scene = open_replays(app)
    first_page = names(scene)
    key(app, pygame.K_PAGEDOWN)
    assert scene.list.page == 1 and names(scene) != first_page
    key(app, pygame.K_END)
    assert scene.list.page == scene.list.pages - 1
    key(app, pygame.K_HOME)
    assert scene.list.page == 0
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.list.page == 1
    row = scene.rows[3].rect
    up = (row.centerx, row.y - scene.px(150))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, -1), buttons=(1, 0, 0)))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1))
    step(app)
    assert scene.list.page == 2 and app.scenes.top is scene  # a swipe up: no game opened
    pad_press(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert scene.list.page == 1
    key(app, pygame.K_PAGEUP)
    assert scene.list.page == 0


def test_the_keys_walk_the_rows_and_go_on_to_the_next_page(year: Path) -> None:
    app = make_app()
    scene = open_replays(app)
    scene.ring.visible = True
    scene.ring.focus(scene.month)
    key(app, pygame.K_DOWN)
    assert scene.ring.current is scene.rows[0]
    key(app, pygame.K_LEFT)
    assert scene.ring.current is scene.stars[0]
    key(app, pygame.K_DOWN)
    assert scene.ring.current is scene.stars[1]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.ring.current is scene.reviews[1]
    for _ in range(len(scene.rows) - 1):
        key(app, pygame.K_DOWN)
    assert scene.list.page == 1 and scene.ring.current is scene.reviews[0]
    key(app, pygame.K_UP)
    assert scene.list.page == 0 and scene.ring.current is scene.reviews[-1]
    scene.ring.focus(scene.rows[2])
    item = scene.list.shown()[2]
    key(app, pygame.K_RETURN)
    assert app.scenes.top is not scene and getattr(app.scenes.top, "title", "") == item.name


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_month_control_jumps_to_where_a_month_begins(year: Path, language: str) -> None:
    app = make_app()
    i18n.set_language(language)
    scene = open_replays(app)
    months = scene.list.months()
    assert len(months) >= 12 and scene.list.month_shown() == months[0]
    newer, older = scene.month.parts()
    assert (older.centerx < newer.centerx) == (language == "ar")  # right to left: older left
    click(app, older.center)
    assert scene.list.month_shown() == months[1]
    first = scene.list.items.index(scene.list.listed()[0])
    assert all(row.month == months[0] for row in scene.list.items[:first])  # its first game
    click(app, newer.center)
    assert scene.list.month_shown() == months[0] and scene.list.page == 0
    scene.ring.visible = True
    scene.ring.focus(scene.month)
    key(app, pygame.K_LEFT if language == "ar" else pygame.K_RIGHT)  # towards older games
    assert scene.list.month_shown() == months[1]
    app.handle_event(pygame.event.Event(INTENT, intent=Intent.ALT_NEXT, device="pad"))
    step(app)
    assert scene.list.month_shown() == months[2]
    assert scene.month.text == plain(scene.month.text)  # a month's name, not a code


def test_no_records_and_no_match_say_so(scene_data_dir: Path) -> None:
    scene = open_replays(make_app())
    assert scene.note().startswith("No records yet")
    assert scene.rows == []


def test_what_the_worker_finds_is_drawn_at_the_next_frame_and_not_before(year: Path) -> None:
    """The screen shows what the scene holds: a record the worker found since the last frame
    is not drawn by half (the line under the filters still counts what the rows show), and
    the loop does not rest before the frame that shows it."""
    app = make_app()
    scene = open_replays(app)
    assert scene.next_wake() is None  # every record read and shown: at rest
    shown = scene.note()
    assert shown.startswith(f"{COUNT} games")
    folder = scene.shelf.folder
    source = next(f for f in folder.iterdir() if f.name.endswith("-You-Astrid.json.gz"))
    (folder / "20260321-120000-00000-You-Astrid.json.gz").write_bytes(source.read_bytes())
    scene.shelf.refresh()
    assert scene.shelf.wait()  # found, while no frame was drawn
    assert scene.note() == shown
    wake = scene.next_wake()
    assert wake is not None and wake.seconds == 0 and wake.area is None
    step(app)
    assert scene.note().startswith(f"{COUNT + 1} games") and scene.next_wake() is None
