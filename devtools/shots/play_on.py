"""Play on from here rendered to PNGs with SDL's dummy driver, in each language: a replay at a
moment (its Play on button), the table that opens there (the player's seat at the bottom, the
position as the record had it), and the game over of the game played on (Play on again).
Both games.

    python -m devtools.shots.play_on OUT [--lang en it de ar] [--game odin ravens]

The records are games of Normal bots (fixed seeds); the player's seat plays its first legal
action each time, the bots think in this process (Normal).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from devtools.shots import headless
from devtools.shots.review import SIZE, finished_record
from odin_desktop.games import GAMES
from odin_desktop.i18n import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.shots.play_on")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--game", nargs="+", default=["odin", "ravens"])
    args = parser.parse_args(argv)
    headless("play-on")
    import pygame

    from devtools.drivers.events import step
    from odin_desktop.app.app import App
    from odin_desktop.app.autosave import records_dir
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.game_over import GameOverScene
    from odin_desktop.scenes.table_scene import TableScene
    from odin_desktop.session.table_controller import bots_in_this_process

    args.out.mkdir(parents=True, exist_ok=True)
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for game_id in args.game:
        path = folder / f"play-on-shot-{game_id}.json"
        path.write_text(json.dumps(finished_record(game_id)), encoding="utf-8")
        paths[game_id] = path
    for lang in args.lang:
        config = Settings(language=lang, tutorials_offered=list(GAMES), ai_speed="fast")
        config.read_only = True
        app = App(SIZE, settings=config, fullscreen=False)

        def shot(name: str, app: Any = app, lang: str = lang) -> None:
            step(app, 2)
            pygame.image.save(app.canvas, str(args.out / f"{lang}-{name}.png"))

        for game_id, path in paths.items():
            viewer: Any = app.nav.viewer_for(path)
            app.scenes.push(viewer)
            app.scenes.apply_pending()
            viewer.go_to(len(viewer.steps) // 3)
            shot(f"{game_id}-1-replay")
            with bots_in_this_process():
                viewer.play_on()
                app.scenes.apply_pending()
            table = app.scenes.top
            assert isinstance(table, TableScene), "Play on opens the table"
            step(app, 90)
            shot(f"{game_id}-2-table")
            controller = table.controller
            for _ in range(40_000):
                top = app.scenes.top
                if isinstance(top, GameOverScene):
                    break
                if top is table and controller.to_move in controller.humans:
                    table.model.apply(controller.legal_actions()[0])
                elif top is not table:
                    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
                step(app)
            step(app, 120)
            shot(f"{game_id}-3-game-over")
            app.nav.to_menu()
            app.scenes.apply_pending()
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
