"""What ODIN brings to the contract tests (`game_kits`): its twins, a record broken on purpose,
and its session (the controller of a new game and of a resumed save)."""

from __future__ import annotations

import odin_twins
from game_kits import Kit, Session

from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.resume import controller_from_record

KIT = Kit(
    odin_twins.twin,
    odin_twins.break_record,
    Session(
        lambda setup: OdinController(setup, host_factory=None),
        lambda doc: controller_from_record(doc, None),
    ),
)
