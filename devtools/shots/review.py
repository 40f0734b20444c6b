"""The game review's screens rendered to PNGs with SDL's dummy driver, in each language: a
finished game's Game over (with Review), Replays (a Review beside each record), the review
running, then the replay viewer with the review's card, and a costly step with its banner,
its ghost and the Saga's chips. Both games.

    python -m devtools.shots.review OUT [--lang en it de ar] [--game odin ravens]
        [--size 1280x800 1920x1080] [--players 3] [--target 6] [--all-seats]

The records are games of Normal bots (fixed seeds; ODIN with ``--players`` seats to
``--target`` points); ``--all-seats`` reviews every seat (ODIN: every hand, three costliest
moments each). The analysts spend small budgets (the numbers are quick, not precise: the
screens are what is looked at). Each shot is named LANG-SIZE-GAME-…png.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from devtools.shots import headless
from odin_desktop.games import GAMES
from odin_desktop.i18n import LANGUAGES

SMALL = (8, 24, 4, 8)  # the analysts' budgets here: samples, limit, forced, position


NAMES = ["You", "Astrid", "Sigurd", "Freya", "Bjorn", "Ingrid"]


SIZE = (1280, 800)  # Play on's shots (devtools/shots/play_on) are at this size


def finished_record(
    game_id: str, players: int = 3, target: int = 6, every: bool = False
) -> dict[str, Any]:
    """A short finished game between Normal bots, "You" in seat 0 (reviewed; ``every``:
    every seat said to be a person's, so every seat is reviewed)."""
    from odin_desktop import games

    entry = games.game(game_id)
    players, target = (players, target) if game_id == "odin" else (2, 4)
    game = entry.new_game(players, 11, target=target)
    bots = [entry.make_bot("normal", seed=s) for s in range(players)]
    while not game.over:
        if game.needs_round:
            game.start_round()
            continue
        seat = game.to_move
        assert seat is not None, "a round under way has a seat to move"
        game.apply(bots[seat].choose(game.observe(seat)), seat)
    names = NAMES[:players]
    doc = entry.record_of(game, names)
    if game_id == "odin":  # ODIN's records say who played (Odin's Ravens': "You" is asked)
        kinds = ["human"] + ["human" if every else "normal"] * (players - 1)
        doc["seats"] = [{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]
    return doc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.shots.review")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--game", nargs="+", default=["odin", "ravens"])
    parser.add_argument("--size", nargs="+", default=["1280x800"])
    parser.add_argument("--players", type=int, default=3, help="ODIN's seats")
    parser.add_argument("--target", type=int, default=6, help="ODIN's points to play to")
    parser.add_argument("--all-seats", action="store_true", help="review every seat")
    args = parser.parse_args(argv)
    headless("review")
    import json

    import pygame

    from devtools.drivers.events import step
    from odin_desktop.ai.analyst import Budgets
    from odin_desktop.ai.odin.analyst import OdinAnalyst
    from odin_desktop.ai.ravens.analyst import RavensAnalyst
    from odin_desktop.app.app import App
    from odin_desktop.app.autosave import records_dir
    from odin_desktop.app.settings import Settings

    OdinAnalyst.budgets = RavensAnalyst.budgets = Budgets(*SMALL)  # quick
    args.out.mkdir(parents=True, exist_ok=True)
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for game_id in args.game:
        path = folder / f"review-shot-{game_id}.json"
        doc = finished_record(game_id, args.players, args.target, args.all_seats)
        path.write_text(json.dumps(doc), encoding="utf-8")
        paths[game_id] = path
    sizes = [(int(w), int(h)) for w, h in (size.split("x") for size in args.size)]
    for lang, size in ((lang, size) for lang in args.lang for size in sizes):
        config = Settings(language=lang, tutorials_offered=list(GAMES))
        config.read_only = True
        app = App(size, settings=config, fullscreen=False)
        tag = f"{lang}-{size[0]}x{size[1]}"

        def shot(name: str, app: Any = app, tag: str = tag) -> None:
            step(app, 2)
            pygame.image.save(app.canvas, str(args.out / f"{tag}-{name}.png"))

        app.nav.replays()
        app.scenes.apply_pending()
        shot("replays")
        for game_id, path in paths.items():
            app.nav.review_record(path)
            app.scenes.apply_pending()
            shot(f"{game_id}-1-progress")
            for _ in range(20000):
                if type(app.scenes.top).__name__.endswith("Viewer"):
                    break
                step(app)
            viewer: Any = app.scenes.top
            shot(f"{game_id}-2-card")
            facts = viewer.review
            costly = max(facts.by_step.values(), key=lambda r: r.loss)
            viewer.card_open = False
            viewer.go_to(costly.step)
            shot(f"{game_id}-3-costly")
            viewer.close()
            viewer.close()
            app.scenes.apply_pending()
        app.nav.to_menu()
        app.scenes.apply_pending()
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
