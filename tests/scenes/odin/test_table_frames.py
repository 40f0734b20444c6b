"""What a frame of ODIN's table drawn in parts costs beyond its pixels: what it showed is
noted once, not once for each of its parts, and the parts a move redraws are no larger than
what changed (at 3840 x 2160 these frames were the slowest of a game)."""

from __future__ import annotations

import pygame
import pytest
from sent_screen import partial_at_any_size  # noqa: F401 - a fixture
from table_driver import DT, make_app, start_table

from odin_desktop.session.odin.setup import OdinSetup


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_frame_drawn_in_parts_notes_what_it_showed_once() -> None:
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    passes: list[int] = []
    notes: list[int] = []
    draw, note = table.draw, table.damage.note

    def counted_draw(surface: pygame.Surface) -> None:
        passes[-1] += 1
        draw(surface)

    def counted_note(*args: object) -> None:
        notes[-1] += 1
        note(*args)  # type: ignore[arg-type]  # the real note's own arguments, passed on

    table.draw = counted_draw  # type: ignore[method-assign]  # a spy on the real drawing
    table.damage.note = counted_note  # type: ignore[method-assign]  # a spy on the real note
    for _ in range(240):
        passes.append(0)
        notes.append(0)
        app.step(DT)
    in_parts = [i for i, n in enumerate(passes) if n > 1]
    assert len(in_parts) > 20  # cards glided and moves were shown, in parts
    assert all(notes[i] == 1 for i in in_parts)
    assert all(notes[i] == 1 for i, n in enumerate(passes) if n == 1)
