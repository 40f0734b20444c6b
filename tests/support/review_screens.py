"""The game review's screens in a test: records with a costly decision, their reviews (with
small budgets: `review_helpers.small_budgets`), and a replay viewer opened with one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from review_positions import odin_missed_finish, ravens_missed_finish
from scene_helpers import make_app, start, step

from odin_desktop import games
from odin_desktop.analysis import grades
from odin_desktop.analysis.review import Review, ReviewSettings
from odin_desktop.app.autosave import records_dir
from odin_desktop.engine.records import RecordStep
from odin_desktop.scenes.record_viewer import RecordViewerScene

_DOCS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}


def odin_record() -> tuple[dict[str, Any], dict[str, int]]:
    """An ODIN hand where a seat could go out at once and did not (a mistake at least)."""
    return odin_missed_finish(2, 1)


def reviewed(game: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A record of ``game`` with a costly decision, its review's document and where."""
    if game not in _DOCS:
        if game == "odin":
            doc, odin_where = odin_record()
            where: dict[str, int | None] = dict(odin_where)
            seats = None
        elif game == "ravens":  # the turn that could have won: its worst is a mistake or worse
            doc, where, seat = ravens_missed_finish(1)
            seats = (seat,)
        else:  # a game with no position of its own here: a whole game of Random bots
            doc, where, seats = random_game_record(game), {}, None
        _DOCS[game] = (doc, {"where": dict(where), "seats": seats})
    doc, facts = _DOCS[game]
    if "result" not in facts:  # reviewed once: the same budgets and seed give the same
        facts["result"] = Review(
            doc, ReviewSettings(seats=facts["seats"], workers=1, keep=False)
        ).run()
    result = json.loads(json.dumps(facts["result"]))
    where = facts["where"]
    if game == "ravens":
        here = (where["race"], where["turn"])
        turn = [d for d in result["decisions"] if (d["race"], d["turn"]) == here]
        worst = max(turn, key=lambda d: (grades.GRADES.index(d["grade"]), d["loss"]))
        where = {k: worst[k] for k in ("race", "turn", "action")}
    elif not where:  # the costliest decision of the game
        worst = max(result["decisions"], key=lambda d: (grades.GRADES.index(d["grade"]), d["loss"]))
        keys = next(
            s.where for s in games.game(game).record_steps(doc) if isinstance(s, RecordStep)
        )
        where = {k: worst[k] for k in keys}
    return doc, result, where


def random_game_record(game: str, seed: int = 2) -> dict[str, Any]:
    """A whole game of ``game`` between Random bots, as its record (a few mistakes in it)."""
    from odin_desktop.ai.match import play_match

    entry = games.game(game)
    bots = [entry.make_bot("random", seed=f"{seed}:{s}") for s in range(entry.min_players)]
    state = entry.new_game(entry.min_players, seed)
    play_match(state, bots, entry.bot_options(state))
    names = [f"Player {s + 1}" for s in range(entry.min_players)]
    return json.loads(json.dumps(entry.record_of(state, names)))


def write_record(doc: dict[str, Any], name: str = "game.json", people: bool = True) -> Path:
    """The record in the records folder; ``people``: an ODIN record says every seat was a
    person's (so a review from the screens takes them all without asking)."""
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    players = doc.get("players")
    if people and doc.get("format") == "odin-record" and isinstance(players, list):
        doc = dict(doc, seats=[{"name": n, "kind": "human"} for n in players])
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def open_reviewed(game: str) -> tuple[Any, Any, dict[str, Any], dict[str, Any]]:
    doc, result, where = reviewed(game)
    app = make_app()
    viewer = app.nav.viewer_for(write_record(doc))
    assert isinstance(viewer, RecordViewerScene)
    start(app, viewer)
    viewer.show_review(result)
    step(app)
    return app, viewer, result, where


def costly_step(viewer: Any, where: dict[str, Any]) -> int:
    return next(i for i, s in enumerate(viewer.steps) if dict(viewer.step_where(s)) == where)
