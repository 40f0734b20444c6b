"""The kill test: bots play on the real table with autosave on, and the process is killed
with SIGKILL at random moments, again and again. After every kill the game's autosave must be
a valid game (or absent), and the next start must continue exactly that game.

    python -m devtools.drivers.kill_driver --kills 200 --seed 1

prints one JSON line: kills, saves checked, games resumed, failures (each explained). The
child mode (``play``) is what gets killed; it plays in a data folder given by
ODIN_DESKTOP_DATA_DIR, continuing its game's autosave when there is one. ``--register
MODULE:NAME`` adds a game's entry not in the shipped registry (the tests' third game), in
the loop and in every child.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from devtools.drivers.registered import add_option, register_early

# ---------------------------------------------------------------------- the child


def play(seed: int, max_seconds: float, game_id: str = "odin") -> int:
    """Play all-bot games of ``game_id`` on the table as fast as the frames go, autosaving
    every move: its saved game first if there is one, then new games."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from odin_desktop.session.table_controller import bots_in_this_process

    # Bots think in this process: a bot process per start would make every kill slower.
    with bots_in_this_process():
        return _play(seed, max_seconds, game_id)


def _play(seed: int, max_seconds: float, game_id: str) -> int:
    from odin_desktop import games
    from odin_desktop.app import autosave
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.game_over import GameOverScene
    from odin_desktop.scenes.table_scene import TableScene

    game = games.game(game_id)
    players = game.min_players if game.max_players < 4 else 4

    def new_table(game_seed: int) -> Any:
        return game.table_scene(app, game.demo_setup(players, "normal", game_seed))

    settings = Settings(ai_speed="fast", animation_speed=3.0, warn_whole_hand=False)
    settings.read_only = True
    app = App((1024, 640), settings=settings, fullscreen=False)
    app.autoplay = True
    if autosave.has_save(game_id, app.notices):
        game.resume(app, autosave.load_autosave(game_id))
        app.scenes.apply_pending()
        table = app.scenes.top
        assert isinstance(table, TableScene), "Continue opens the table"
        controller = table.controller
        print(f"resumed {controller.setup.seed} {_moves(controller.record())}", flush=True)
    else:
        if app.notices:  # a save was set aside: the parent counts that as a failure
            print(f"notice {app.notices[0]}", flush=True)
        app.scenes.push(new_table(seed))
        app.scenes.apply_pending()
        print(f"new {seed}", flush=True)
    started = time.monotonic()
    played = 0
    while app.running and time.monotonic() - started < max_seconds:
        app.step(0.1)  # big steps: animations and bot pauses pass quickly
        if isinstance(app.scenes.top, GameOverScene):  # straight on to the next game
            played += 1
            app.scenes.reset(new_table(seed + played))
    return 0


def _moves(doc: dict[str, Any]) -> int:
    return len(_moves_list(doc))


# ---------------------------------------------------------------------- the parent


def _moves_list(doc: dict[str, Any]) -> list[Any]:
    """Every decision the record holds, in order (its game's `record_steps`): it only grows
    while a game goes on, so an earlier save of the same game is a prefix."""
    from odin_desktop import games
    from odin_desktop.engine.records import decisions

    game = games.by_record_format(doc.get("format"))
    if game is None:
        raise ValueError("not a record of a game this program knows")
    return [
        (json.dumps(step.where, sort_keys=True), step.seat, step.action)
        for step in decisions(game.record_steps(doc))
    ]


def check_folder(folder: Path, game_id: str) -> tuple[dict[str, Any] | None, str | None]:
    """The autosave document of ``game_id`` if valid (None if absent) and a problem, if any."""
    from odin_desktop import games
    from odin_desktop.engine.jsonio import load_json
    from odin_desktop.session.saved import SaveInvalid

    broken = [p.name for p in folder.iterdir() if ".corrupt-" in p.name]
    if broken:
        return None, f"a save was set aside: {broken}"
    path = folder / f"autosave-{game_id}.json"
    if not path.exists():
        return None, None
    try:
        doc = load_json(path)
        game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
        if game is None or game.id != game_id:
            raise ValueError(f"not a record of {game_id}")
        game.check_save(doc)
    except (ValueError, SaveInvalid) as error:
        return None, f"the autosave is not a valid game: {error}"
    return doc, None


STARTUP_TIMEOUT = 60.0
ROOT = Path(__file__).resolve().parents[2]


def _first_line(child: subprocess.Popen[str], timeout: float) -> str:
    """The child's first line ('new …', 'resumed …' or 'notice …'), or '' if none in time."""
    assert child.stdout is not None
    ready, _, _ = select.select([child.stdout], [], [], timeout)
    return child.stdout.readline().strip() if ready else ""


def run_loop(
    kills: int,
    seed: int,
    min_delay: float,
    max_delay: float,
    game: str = "odin",
    registered: list[str] | None = None,
) -> dict[str, Any]:
    """Start, kill, check, restart ``kills`` times in one data folder, the games ``game``
    (``registered``: games each start registers first, `drivers.registered`)."""
    rng = random.Random(seed)
    failures: list[str] = []
    checked = resumed = 0
    previous: dict[str, Any] | None = None
    with tempfile.TemporaryDirectory(prefix="odin-kill-") as temp:
        folder = Path(temp)
        env = {**os.environ, "ODIN_DESKTOP_DATA_DIR": temp, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        for k in range(kills):
            child = subprocess.Popen(
                [sys.executable, "-m", "devtools.drivers.kill_driver", "play"]
                + ["--seed", str(rng.randrange(10**6)), "--game", game]
                + [f"--register={spec}" for spec in registered or []],
                env=env,
                cwd=ROOT,  # `-m devtools…` is found from the checkout
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            # The delay counts from the moment the game is on the table, not from the launch:
            # on a slow or busy machine start-up alone can outlast a delay counted from launch.
            first = _first_line(child, timeout=STARTUP_TIMEOUT)
            time.sleep(rng.uniform(min_delay, max_delay))
            if child.poll() is not None:
                assert child.stderr is not None  # a pipe (above)
                failures.append(f"kill {k}: the game ended by itself: {child.stderr.read()[-400:]}")
                continue
            os.kill(child.pid, signal.SIGKILL)
            child.communicate()
            if first.startswith("notice"):
                failures.append(f"kill {k}: {first}")
            # `previous` is the save this start found on disk (None: there was none).
            was_resumed = first.startswith("resumed")
            if was_resumed and previous is None:
                failures.append(f"kill {k}: {first!r} with no save on disk")
            elif not was_resumed and previous is not None and not first.startswith("notice"):
                failures.append(f"kill {k}: {first!r}: the save on disk was not continued")
            elif was_resumed and previous is not None:
                resumed += 1
                expected = f"resumed {previous['seed']} {_moves(previous)}"
                if first != expected:
                    failures.append(f"kill {k}: Continue opened {first!r}, not {expected!r}")
            doc, problem = check_folder(folder, game)
            if problem:
                failures.append(f"kill {k}: {problem}")
                break  # the folder is no longer trustworthy
            if doc is None:  # the game ended and the next had not saved yet
                previous = None
                continue
            checked += 1
            if was_resumed and previous is not None and doc["seed"] == previous["seed"]:
                before, after = _moves_list(previous), _moves_list(doc)
                if after[: len(before)] != before:
                    failures.append(f"kill {k}: the resumed game is not the saved one")
            previous = doc
    return {
        "kills": kills,
        "saves_checked": checked,
        "resumed": resumed,
        "game": game,
        "failures": failures,
    }


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    from odin_desktop import games

    register_early(argv)  # before the games are listed
    playable = [g.id for g in games.playable()]  # every game the shell offers
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", nargs="?", default="loop", choices=("loop", "play"))
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-delay", type=float, default=0.1)
    parser.add_argument("--max-delay", type=float, default=2.5)
    parser.add_argument("--max-seconds", type=float, default=600.0, help="play: give up after")
    parser.add_argument("--game", default=playable[0], choices=playable, help="the game played")
    add_option(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser(argv).parse_args(argv)
    if args.mode == "play":
        return play(args.seed, args.max_seconds, args.game)
    result = run_loop(
        args.kills, args.seed, args.min_delay, args.max_delay, args.game, args.register
    )
    print(json.dumps(result))
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
