"""Continue restores every recorded position, for every game the shell offers.

A game is played on its table's controller; at every position (each decision, and between
rounds) the autosave's document is taken as it would be written, checked as Continue checks
it (`GameEntry.check_save`), and resumed by the session (`session/<game>/resume.py`): the
resumed game is that position exactly (every seat's view, whose turn, what is legal, the
points) and goes on as the original does, the cards still to come included. A few positions
go the whole way: written by the autosave and continued from the menu onto the table.
Finished games are counted once, archived and not offered."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from contract_play import play_table
from game_kits import Kit, kit
from records_helpers import listed

from odin_desktop.app import autosave, stats
from odin_desktop.engine.jsonio import load_json
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.table_scene import TableScene

FUTURE = 12  # decisions played on from every resumed position, compared step by step


def position(game: Any) -> tuple[Any, ...]:
    """Everything the protocol says of a position: each seat's view, the turn, the points."""
    views = [game.observe(s) for s in range(game.players)] if game.round_index >= 0 else []
    return (
        game.round_index,
        game.needs_round,
        game.over,
        game.to_move,
        game.legal_actions(),
        list(game.totals),
        [list(points) for points in game.scores],
        views,
    )


def save_of(controller: Any) -> dict[str, Any]:
    """The autosave's document of the game on the table, as read back from the disk."""
    return json.loads(json.dumps(autosave.save_document(controller)))


def same_future(original: Any, resumed: Any, rng: random.Random, decisions: int) -> None:
    """The same decisions from here give the same game (deals and draws included)."""
    original, resumed = copy_of(original), resumed
    for _ in range(decisions):
        if original.game.over:
            break
        for controller in (original, resumed):
            if controller.game.needs_round:
                controller.start_round()
        legal = original.legal_actions()
        assert resumed.legal_actions() == legal
        action = legal[rng.randrange(len(legal))]
        original.play(action)
        resumed.play(action)
        assert position(resumed.game) == position(original.game)


def copy_of(controller: Any) -> Any:
    """A controller playing on a copy of ``controller``'s game (the original plays on)."""
    twin = dataclasses.replace(controller.setup)
    session = kit_of(controller).session
    assert session is not None, "a playable game's kit has its session"
    other = session.start(twin)
    other.game = controller.game.copy()
    return other


def kit_of(controller: Any) -> Kit:
    return kit(controller.setup.game)


def short_setup(entry: GameEntry, players: int, seed: int) -> Any:
    """Bots only (their level does not matter: the test chooses every action), and one round
    to reach the target."""
    return dataclasses.replace(entry.demo_setup(players, "easy", seed), target=1)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_save_at_every_decision_resumes_exactly_there(playable_entry: GameEntry, seed: int):
    entry = playable_entry
    session = kit(entry.id).session
    assert session is not None
    for players in sorted({entry.min_players, entry.max_players}):
        controller = session.start(short_setup(entry, players, seed))
        rng = random.Random(seed)
        checked = [0]

        def resume_here(controller: Any, checked: list[int] = checked) -> None:
            doc = save_of(controller)
            assert entry.check_save(doc) is (not controller.game.over)
            if controller.game.over:
                return
            resumed = session.resume(doc)
            assert resumed.setup == controller.setup
            assert position(resumed.game) == position(controller.game)
            same_future(controller, resumed, random.Random(checked[0]), FUTURE)
            checked[0] += 1

        bots = [entry.make_bot("easy", seed=f"{seed}:{s}") for s in range(players)]
        made = play_table(controller, rng, visit=resume_here, bots=bots)
        assert controller.game.over and checked[0] >= made  # every decision, and the deal


def test_a_save_between_rounds_or_later_plays_on_to_the_same_end(playable_entry: GameEntry):
    """Positions of a whole game (several rounds): resumed, played to the end alike."""
    entry = playable_entry
    session = kit(entry.id).session
    assert session is not None
    controller = session.start(entry.demo_setup(entry.min_players, "easy", 3))
    cuts = {
        "between rounds": lambda c: c.game.needs_round and c.game.round_index == 0,
        "a later round": lambda c: c.game.round_index >= 1 and len(c.legal_actions()) > 1,
    }
    rng = random.Random(3)
    for name, cut in cuts.items():
        play_table(controller, rng, stop=cut)
        assert not controller.game.over, name
        resumed = session.resume(save_of(controller))
        assert position(resumed.game) == position(controller.game), name
        same_future(controller, resumed, random.Random(name), 100_000)
        assert resumed.game.over and resumed.game.round_index >= 1, name


def test_only_a_finished_game_has_a_result(playable_entry: GameEntry) -> None:
    """What the autosave asks of every controller (the shared `TableController`'s): until the
    game is over it is not `finished` and has no `result` (ValueError); then its result is the
    game's winners, totals and rounds."""
    entry = playable_entry
    session = kit(entry.id).session
    assert session is not None
    controller = session.start(short_setup(entry, entry.min_players, 4))

    def unfinished(controller: Any) -> None:
        assert not controller.finished
        with pytest.raises(ValueError, match="not finished"):
            controller.result()

    play_table(controller, random.Random(4), visit=unfinished)
    result = controller.result()
    assert controller.finished and result.game == entry.id
    assert list(result.winners) == list(controller.game.winners) and result.winners
    assert result.totals == tuple(controller.game.totals)
    assert result.rounds == controller.game.round_index + 1


# ---------------------------------------------------------------------- through the shell


@pytest.fixture
def fresh_saves() -> None:
    autosave._checked.clear()  # the menu's memory of which save it checked


def test_continue_from_the_menu_opens_the_table_where_it_stopped(
    playable_entry: GameEntry, fresh_saves: None
) -> None:
    from scene_helpers import click, make_app, start, step

    entry = playable_entry
    session = kit(entry.id).session
    assert session is not None
    controller = session.start(dataclasses.replace(entry.quick_start("You"), seed=4))
    rng = random.Random(4)
    for cut in (
        lambda c: len(c.legal_actions()) > 1,  # the first real decision
        lambda c: c.game.round_index >= 1 and len(c.legal_actions()) > 1,  # a later round
    ):
        play_table(controller, rng, stop=cut)
        app = make_app()
        app.settings.game = entry.id  # the menu's Continue is the chosen game's
        assert app.autosaver.save(controller) is None
        autosave.flush()
        menu = start(app, app.nav.menu_scene())
        assert isinstance(menu, MenuScene)
        assert menu.can_continue and menu.continue_button in menu.controls()
        click(app, menu.continue_button.rect.center)
        step(app, 2)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        try:
            assert position(table.controller.game) == position(controller.game)
            assert table.controller.setup == controller.setup
        finally:
            table.controller.close()
        app.scenes.clear()


def test_a_finished_game_is_counted_once_archived_and_not_offered(
    playable_entry: GameEntry, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, fresh_saves: None
) -> None:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    entry = playable_entry
    session = kit(entry.id).session
    assert session is not None
    # You against bots (the statistics count games people played); the test plays every seat.
    controller = session.start(dataclasses.replace(entry.quick_start("You"), seed=5))
    saver = autosave.Autosaver(lambda message: None)
    play_table(controller, random.Random(5), stop=lambda c: c.game.round_index >= 0)
    assert saver.save(controller) is None
    autosave.flush()
    assert autosave.has_save(entry.id)
    play_table(controller, random.Random(6))
    result = controller.result()
    assert result.game == entry.id
    assert list(result.winners) == list(controller.game.winners) and result.humans == (0,)
    assert saver.save(controller) is None
    assert saver.save(controller) is None  # a second call changes nothing
    saved = autosave.autosave_path(entry.id)
    assert not saved.exists() and not autosave.has_save(entry.id)
    assert stats.Stats.load(entry.id).modes[stats.VS_AI].played == 1
    (archived,) = (tmp_path / "records").glob("*.json.gz")  # kept compressed
    (row,) = listed()
    assert row.path == archived and row.summary is not None and row.summary.game == entry.id
    assert entry.check_record(load_json(archived), False)[0] == 0
    # A finished save left behind is not offered.
    saved.write_text(json.dumps(controller.record()))
    notices: list[str] = []
    assert not autosave.has_save(entry.id, notices) and not notices
    assert saved.exists()  # left alone, not set aside as broken
