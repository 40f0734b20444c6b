"""What a frame of ODIN's table drawn in parts costs beyond its pixels: what it showed is
noted once, not once for each of its parts, and the parts a move redraws are no larger than
what changed (at 3840 x 2160 these frames were the slowest of a game)."""

from __future__ import annotations

import pygame
import pytest
from sent_screen import partial_at_any_size  # noqa: F401 - a fixture
from table_driver import DT, make_app, start_table

from odin_desktop.scenes.odin import table_damage
from odin_desktop.scenes.odin.table import OdinTableScene
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


def _table_in_play() -> OdinTableScene:
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    for _ in range(400):
        app.step(DT)
        state = table.controller.hand
        if state is not None and state.table and not table.view.animating:
            return table
    raise AssertionError("no set in the middle")


def test_the_turn_passing_redraws_two_nameplates_not_the_seats_fans() -> None:
    """A seat was one panel from its nameplate to its pass marker, its fan of backs between:
    the turn passing redrew both seats' fans (at 4K 662 x 446 px each)."""
    table = _table_in_play()
    state = table.controller.hand
    assert state is not None

    def panels(to_move: int) -> list[tuple[pygame.Rect, object]]:
        found = table_damage.panels(
            table.view, table.model, state, table.buttons, {}, set(), to_move
        )
        return [(pygame.Rect(rect), shown) for rect, shown in found]

    before, after = panels(1), panels(2)
    changed = [rect for (rect, was), (_rect, now) in zip(before, after, strict=True) if was != now]
    plates = [table.view.nameplate(seat) for seat in (1, 2)]
    assert len(changed) == 2 and all(any(r.contains(p) for r in changed) for p in plates)
    for seat in (1, 2):
        fan = table.view.seat_box(seat).fan
        assert fan is not None
        box = fan.to_rect()
        overlap = sum(rect.clip(box).width * rect.clip(box).height for rect in changed)
        assert overlap < 0.1 * box.width * box.height  # the plate's glow at most grazes it


def test_the_middles_words_are_redrawn_where_they_are_drawn() -> None:
    """The beaten set's value and owner were a panel one and a half times the middle's width
    (at 4K 1782 x 252 px, in most moves): now the words' own place."""
    table = _table_in_play()
    state = table.controller.hand
    assert state is not None and state.table
    owner = table.model.names[state.table_seat] if state.table_seat is not None else ""
    found = table_damage.panels(
        table.view, table.model, state, table.buttons, {}, set(), table.controller.to_move
    )
    rect = next(pygame.Rect(r) for r, shown in found if shown == (state.table, owner, False))
    places = [place for _words, place in table.view.centre.middle_words(state, owner)]
    assert len(places) == 2  # the value and who played it
    drawn = places[0].unionall(places)
    assert rect.contains(drawn)
    assert rect.width * rect.height <= (drawn.width + 8) * (drawn.height + 8)


def _saga_pass(table: OdinTableScene, monkeypatch: pytest.MonkeyPatch) -> tuple[bool, bool]:
    """A pass clipped to the Saga's panel on a canvas of magenta: whether it drew the
    backdrop, and whether the panel then shows what a whole redraw shows."""
    canvas = table.app.canvas
    reference = pygame.Surface(canvas.get_size(), 0, canvas)
    table.draw(reference)
    backdrops: list[int] = []
    real = table.view.draw_background
    monkeypatch.setattr(
        table.view, "draw_background", lambda surface: backdrops.append(1) or real(surface)
    )
    area = table.view.layout.log.to_rect().inflate(4, 4)
    canvas.fill((255, 0, 255))
    canvas.set_clip(area)
    table.draw(canvas)
    canvas.set_clip(None)
    shown, whole = (s.subsurface(area).copy() for s in (canvas, reference))
    same = shown.get_view("2").raw == whole.get_view("2").raw
    return bool(backdrops), same


def test_the_saga_alone_is_drawn_laid_on_the_backdrop_in_one_copy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every frame that shows a move redraws the Saga (at 4K 0.8 M pixels): the backdrop and
    the translucent panel over it were blended anew each time; now the panel laid on the
    backdrop is kept and copied, the backdrop not drawn under it, the same pixels."""
    table = _table_in_play()
    assert table._saga_alone(table.app.canvas)  # no seat, card or spark under it here
    drew_backdrop, same = _saga_pass(table, monkeypatch)
    assert same
    assert not drew_backdrop


def test_the_saga_laid_on_the_backdrop_shows_what_the_backdrop_and_the_panel_over_it_show(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The backdrop is kept in shades of 8 bits: the Saga's panel is laid on a full-colour copy
    of it (drawn on the backdrop's own depth, its translucent panel came out in slate)."""
    table = _table_in_play()
    canvas = table.app.canvas
    area = table.view.layout.log.to_rect()
    table.draw(canvas)
    laid = canvas.subsurface(area).copy()
    monkeypatch.setattr(table, "_saga_alone", lambda _surface: False)
    table.draw(canvas)
    drawn = canvas.subsurface(area).copy()
    assert laid.get_view("2").raw == drawn.get_view("2").raw


def test_a_card_under_the_saga_has_it_drawn_over_the_backdrop_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = _table_in_play()
    card = next(iter(table.view.sprites.values()))
    card.x, card.y = table.view.layout.log.to_rect().center  # passing under it
    assert not table._saga_alone(table.app.canvas)
    drew_backdrop, same = _saga_pass(table, monkeypatch)
    assert same
    assert drew_backdrop


def _saga_changes(table: OdinTableScene, before: list, after: list) -> list[pygame.Rect]:  # type: ignore[type-arg]  # the model's log entries
    """What a frame redraws of the table's panels when the Saga's log goes from ``before``
    to ``after`` (each panel that changed: where it was and where it is)."""
    model = table.model
    model.log = before[:-1]  # the move before: its entry added
    table._panels()
    model.log = before
    was = table._panels() or []
    model.log = after
    now = table._panels() or []
    changed = []
    for (old, shown), (rect, value) in zip(was, now, strict=True):
        if shown != value or old != rect:
            changed += [pygame.Rect(old), pygame.Rect(rect)]
    return [r for r in changed if r.width and r.height]


def test_an_entry_added_to_a_saga_with_room_redraws_its_rows_not_the_saga() -> None:
    """Every move added an entry and redrew the whole Saga (at 4K 566 x 1451 px): while it
    has room, nothing else in it moves, and only the new entry's rows are redrawn."""
    table = _table_in_play()
    log = table.view.layout.log.to_rect()
    entries = [*table.model.log, *[table.model.log[-1]] * 3]  # a few moves on
    changed = _saga_changes(table, entries[:-1], entries)
    assert changed and all(log.inflate(8, 8).contains(r) for r in changed)
    assert sum(r.width * r.height for r in changed) < 0.5 * log.width * log.height


def test_entries_added_together_are_all_redrawn() -> None:
    """A move may add two entries (a play and the round it wins): both rows are redrawn,
    the same pixels as the Saga drawn whole."""
    table = _table_in_play()
    entries = [*table.model.log, *[table.model.log[-1]] * 3]  # a few moves on
    changed = _saga_changes(table, entries[:-2], entries)
    canvas = table.app.canvas
    reference = pygame.Surface(canvas.get_size(), 0, canvas)
    table.model.log = entries[:-2]
    table.draw(canvas)
    table.model.log = entries
    table.draw(reference)
    for rect in changed:
        canvas.set_clip(rect)
        table.draw(canvas)
    canvas.set_clip(None)
    assert canvas.get_view("2").raw == reference.get_view("2").raw


def test_a_saga_that_scrolls_is_redrawn_whole() -> None:
    table = _table_in_play()
    log = table.view.layout.log.to_rect()
    entry = table.model.log[-1]
    changed = _saga_changes(table, [entry] * 5, [entry] * 80)  # more than it holds
    assert any(r.contains(log) for r in changed)


def test_while_cards_glide_on_a_canvas_drawn_whole_the_panels_are_not_read() -> None:
    """Below `damage.pays`' size a frame with cards gliding is drawn whole: reading the
    panels for it (~0.3 ms at 1920 x 1080) told nothing. At rest they are read once a frame."""
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    reads: list[int] = []
    gliding: list[bool] = []
    panels, update = table._panels, table.update

    def counted() -> list[tuple[pygame.Rect, object]] | None:
        reads[-1] += 1
        return panels()

    def watched(dt: float) -> None:
        update(dt)
        gliding.append(table.view.animating)

    table._panels = counted  # type: ignore[method-assign]  # a spy on the real panels
    table.update = watched  # type: ignore[method-assign]  # notes whether cards glide
    for _ in range(240):
        reads.append(0)
        app.step(DT)
    assert len(gliding) == len(reads)
    glided = [reads[i] for i, moving in enumerate(gliding) if moving]
    still = [reads[i] for i, moving in enumerate(gliding) if not moving]
    assert len(glided) > 20 and len(still) > 20
    assert set(glided) == {0} and set(still) <= {0, 1} and sum(still) > 20


def test_a_fans_panel_follows_its_cards_as_a_fresh_measure_does() -> None:
    """Each seat's fan panel is kept while the fan is the same: a count or a face turned
    up measures it anew."""
    table = _table_in_play()
    fans = table.view.fans
    seat = 1
    for count, known in ((3, 0), (7, 0), (7, 0b1), (7, 0b1), (2, 0)):
        fans.shown[seat] = float(count)
        table.view.known = tuple(known if s == seat else k for s, k in enumerate(table.view.known))
        fresh = type(fans)(table.view, len(fans.shown))
        fresh.shown = list(fans.shown)
        assert fans.drawn(seat) == fresh.drawn(seat)
