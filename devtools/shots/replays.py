"""Replays rendered to PNGs with SDL's dummy driver, in each language and size, with as many
records as asked (real games: `odin_desktop.benchmarks.records_maker`): the list as it first
shows (the records still being read, when there are many and no index yet), the list read,
its second page (a game played on), a pad in use (the focus on a game, the prompts), the
star's words under the pointer, the filters set (Odin's Ravens, won), a jump three months
back, and the games marked to keep.

    python -m devtools.shots.replays OUT [--lang en it de ar] [--size 1280x800 1920x1080]
        [--counts 0 7 200 10000]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from devtools.shots import headless


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.shots.replays")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=["en", "it", "de", "ar"])
    parser.add_argument("--size", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--counts", nargs="+", type=int, default=[0, 7, 200, 10_000])
    args = parser.parse_args(argv)
    headless("replays")
    args.out.mkdir(parents=True, exist_ok=True)
    for count in args.counts:
        data = Path(tempfile.mkdtemp(prefix=f"odin-replays-shots-{count}-"))
        os.environ["ODIN_DESKTOP_DATA_DIR"] = str(data)
        _shots(args, data, count)
    return 0


def _shots(args: argparse.Namespace, data: Path, count: int) -> None:
    import pygame

    from odin_desktop import i18n
    from odin_desktop.app import records
    from odin_desktop.app.app import App
    from odin_desktop.benchmarks.records_maker import make_records
    from odin_desktop.scenes.replays import RecordsScene

    if count:
        make_records(data, count, now=time.mktime((2026, 3, 20, 18, 0, 0, 0, 0, -1)))
    first = True
    for size_text in args.size:
        size = _size(size_text)
        for code in args.lang:
            app = App(size, fullscreen=False)
            app.settings.read_only = True
            i18n.set_language(code)  # after the app, which speaks its settings' language
            window = pygame.Window.from_display_module()
            window.minimum_size = (1, 1)
            window.size = size
            app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))

            def shot(name: str, app: App = app, code: str = code, at: str = size_text) -> None:
                app.scenes.apply_pending()
                app.step(1 / 60)
                app.step(1 / 60)
                path = args.out / f"{at}-{code}-{count}-{name}.png"
                pygame.image.save(app.canvas, str(path))
                print(path)

            records.forget()  # each as a new run of the app: from the index on disk
            app.nav.replays()
            app.scenes.apply_pending()
            scene = app.scenes.top
            assert isinstance(scene, RecordsScene)
            if first and count > 100:  # no index yet: the records are being read
                _wait(lambda scene=scene: scene.shelf.snapshot.listed)
                shot("reading")
            first = False
            assert scene.shelf.wait(1800), "the records were not read"
            shot("list")
            if not count:
                continue
            if scene.list.pages > 1:  # a game played on is on the second page
                app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
                shot("page2")
                app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0))
            _press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            _press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            shot("pad")
            app.input.pads.pads.clear()
            app.input.pads.last = None
            star = next(s for s in scene.stars if s is not None)
            _move(app, star.rect.center)
            shot("star")
            if count < 100:
                continue
            scene.games.set("ravens")
            scene.results.set("won")
            _move(app, (2, 2))
            shot("filtered")
            scene.games.set("all")
            scene.results.set("all")
            for _ in range(3):
                scene.jump(1)
            shot("month")
            scene.keep(scene.list.shown()[0].name)
            scene.keep(scene.list.shown()[2].name)
            scene.results.set("kept")
            shot("kept")


def _wait(done: Any, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        time.sleep(0.01)


def _press(app: Any, button: int) -> None:
    import pygame

    app.handle_event(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
    app.scenes.apply_pending()
    app.step(1 / 60)


def _move(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(1 / 60)


if __name__ == "__main__":
    raise SystemExit(main())
