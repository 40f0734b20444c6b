"""ODIN's table model driven without pygame: a model with bots thinking in this process, and
frames run until the human may move."""

from __future__ import annotations

from typing import Any

from odin_desktop.app.settings import Settings
from odin_desktop.scenes.odin.model import OdinTableModel, RoundOver
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup

DT = 0.05


def model_for(setup: OdinSetup, **settings: Any) -> tuple[OdinTableModel, list]:
    """A model with bots thinking in this process, and the games it saved."""
    controller = OdinController(setup, host_factory=None)
    saved: list = []
    options = {"ai_speed": "fast", "warn_whole_hand": False, "read_only": True, **settings}
    model = OdinTableModel(controller, Settings(**options), saved.append)
    return model, saved


def run(model: OdinTableModel, frames: int = 400) -> list:
    """Frames with nothing animating until the human may move or something must be shown."""
    events = []
    for _ in range(frames):
        model.update(DT, animating=False, on_top=True)
        events += model.take_events()
        if model.human_turn or any(isinstance(e, RoundOver) for e in events):
            break
    return events
