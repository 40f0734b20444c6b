"""What Odin's Ravens brings to the contract tests (`game_kits`): its twins, a record broken on
purpose, and its session (the controller of a new game and of a resumed save)."""

from __future__ import annotations

import ravens_twins
from game_kits import Kit, Session

from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.resume import controller_from_record

KIT = Kit(
    ravens_twins.twin,
    ravens_twins.break_record,
    Session(
        lambda setup: RavensController(setup, host_factory=None),
        lambda doc: controller_from_record(doc, None),
    ),
)
