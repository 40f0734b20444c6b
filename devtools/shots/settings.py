"""Settings and its Controller page rendered to PNGs with SDL's dummy driver, in each language
and size: Settings at its top (a pad in use: its prompts and the focus ring), Settings
scrolled to its last row by the pad's D-pad, and the Controller page with no pad, a
PlayStation pad and a Nintendo pad.

    python -m devtools.shots.settings OUT [--lang en it de ar] [--size 1280x800 3840x2160]
        [--interface 0.5]   (an interface size: the file names then end in -50)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from devtools.shots import headless
from odin_desktop.i18n import LANGUAGES


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.shots.settings")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--size", nargs="+", default=["1280x800", "3840x2160"])
    parser.add_argument("--interface", type=float, default=None, help="e.g. 0.5 for 50 %%")
    args = parser.parse_args(argv)
    headless("settings")
    import pygame

    from odin_desktop import i18n
    from odin_desktop.app.app import App

    args.out.mkdir(parents=True, exist_ok=True)
    for size_text in args.size:
        size = _size(size_text)
        for code in args.lang:
            app = App(size, fullscreen=False)
            i18n.set_language(code)  # after the app, which speaks its settings' language
            window = pygame.Window.from_display_module()
            window.minimum_size = (1, 1)
            window.size = size
            app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
            if args.interface is not None:
                app.settings.interface_size = args.interface
                app.apply_settings()
            suffix = "" if args.interface is None else f"-{round(args.interface * 100)}"

            def shot(
                name: str, app: App = app, code: str = code, at: str = size_text + suffix
            ) -> None:
                app.scenes.apply_pending()
                app.step(1 / 60)
                app.step(1 / 60)
                path = args.out / f"{at}-{code}-{name}.png"
                pygame.image.save(app.canvas, str(path))
                print(path)

            def press(button: int, app: App = app) -> None:
                app.handle_event(
                    pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button)
                )
                app.scenes.apply_pending()
                app.step(1 / 60)

            app.nav.settings()
            app.scenes.apply_pending()
            press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            shot("settings-top")
            for _ in range(20):
                press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
                top = app.scenes.top
                if getattr(top.ring.current, "label", "") == "Back":  # type: ignore[union-attr]
                    break
            shot("settings-end")
            app.input.pads.pads.clear()
            app.input.pads.last = None
            app.nav.controller_layout()
            shot("pad-none")
            for name in ("DualSense Wireless Controller", "Nintendo Switch Pro Controller"):
                added = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, instance_id=7, name=name)
                app.handle_event(added)
                shot("pad-" + name.split()[0].lower())
                app.input.pads.pads.clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
