"""`odin-desktop demo [--headless] [--frames N]`: bots play each other on the real table,
with every animation, until the window closes (or N frames have been drawn)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from odin_desktop import games


def run(args: argparse.Namespace) -> int:
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings

    # The demo's own settings, never saved: the player's file stays untouched.
    settings = Settings(ai_speed=args.ai_speed, read_only=True)
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = App((width, height), settings=settings, fullscreen=False)
    app.autoplay = True
    app.autosaver.enabled = False  # the demo never overwrites the player's saved game
    game = games.game(args.game)
    players = args.players or game.demo_players
    try:
        setup = game.demo_setup(players, args.level, args.seed)
    except ValueError as error:
        print(f"odin-desktop demo: {error}", file=sys.stderr)
        return 2
    shots = Path(args.screenshots) if args.screenshots else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)

    def on_frame(frame: int) -> None:
        if shots and frame % args.every == 0:
            pygame.image.save(app.canvas, str(shots / f"demo-{frame:05d}.png"))

    app.run(game.table_scene(app, setup), max_frames=args.frames, on_frame=on_frame)
    print(f"demo: {app.frames} frames drawn")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("demo", help="watch bots play on the real table")
    parser.add_argument(
        "--game", choices=list(games.GAMES), default=games.DEFAULT_GAME, help="the game played"
    )
    parser.add_argument("--headless", action="store_true", help="no window and no sound")
    parser.add_argument("--frames", type=int, default=None, help="stop after N frames")
    parser.add_argument(
        "--players", type=int, default=None, help="seats (default: four where the game allows)"
    )
    parser.add_argument("--level", default="normal", help="bot level for every seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1920x1080", help="window size, e.g. 1280x800")
    parser.add_argument("--ai-speed", default="fast", choices=("slow", "normal", "fast"))
    parser.add_argument("--screenshots", metavar="DIR", help="save a PNG every --every frames")
    parser.add_argument("--every", type=int, default=60)
    parser.set_defaults(run=run)
