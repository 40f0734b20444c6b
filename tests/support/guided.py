"""What the tests of both games' Learn by playing share: Skip asks before it leaves."""

from __future__ import annotations

from typing import Any

import pygame

from devtools.drivers.events import click, key, step
from odin_desktop.scenes.confirm import ConfirmScene
from odin_desktop.scenes.menu import MenuScene


def skip_asks_then_leaves(app: Any, table: Any, skip: Any) -> None:
    """Skip asks first: Esc (Keep learning) goes back to the table as it was, Skip again
    and Leave to the menu."""
    click(app, skip.rect.center)
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene) and confirm.keep.label == "Keep learning"
    assert app.scenes.visible()[0] is table  # still there, under the question
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    click(app, skip.rect.center)
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene)
    click(app, confirm.change.rect.center)
    step(app)
    assert isinstance(app.scenes.top, MenuScene)
