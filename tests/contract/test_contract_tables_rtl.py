"""Every game's table lies the same in Arabic as in English (docs/I18N.md, "The tables are
not mirrored"): the same position shows each card at the same place, and the table's
buttons stand in the same group, read from the right inside it. ODIN's table kept its places
while Odin's Ravens' mirrored its bands (its piles, the Saga, the Magic Way column)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from contract_play import play_table
from drawn_places import controls_of, drawn_parts
from game_kits import kit
from scene_helpers import make_app, start, step

from odin_desktop import i18n
from odin_desktop.games.entry import GameEntry


def _table(entry: GameEntry, code: str) -> tuple[Any, Any]:
    """The table of a quick game in language ``code``, after the same dozen random moves,
    at rest."""
    session = kit(entry.id).session
    assert session is not None
    controller = session.start(dataclasses.replace(entry.quick_start("You"), seed=4))
    visits = []

    def enough(c: Any) -> bool:  # a dozen positions on, at the player's turn
        visits.append(1)
        return len(visits) > 12 and not c.game.needs_round and c.game.to_move == 0

    play_table(controller, random.Random(4), stop=enough)
    app = make_app()
    i18n.set_language(code)  # after the app, which sets its settings' own
    table = start(app, entry.table_scene(app, controller.setup, controller))
    for _frame in range(600):
        if not table.animating:
            break
        step(app)
    return app, table


def test_a_table_lies_the_same_in_arabic_as_in_english(playable_entry: GameEntry) -> None:
    seen = {}
    for code in ("en", "ar"):
        app, table = _table(playable_entry, code)
        try:
            cards = sorted(tuple(sprite.rect()) for sprite in table.view.drawn_sprites())
            parts = drawn_parts(app, controls_of(table))
            # the group's span: a pair sharing one place splits it by its words' widths
            group = parts[0].control.rect.unionall([part.control.rect for part in parts])
            seen[code] = (cards, group, sorted(part.point[1] for part in parts))
        finally:
            table.controller.close()
            app.scenes.clear()
    (cards, group, rows), (cards_ar, group_ar, rows_ar) = seen["en"], seen["ar"]
    assert cards, "no card drawn"
    assert cards_ar == cards, "a card lies elsewhere in Arabic"
    assert (group_ar, rows_ar) == (group, rows), "the buttons moved out of their group"
