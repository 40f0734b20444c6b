"""The Saga (move log): long entries wrap at full size, and entries of one or two lines fill
the panel from the newest, scrolled or not."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop import i18n
from odin_desktop.i18n import N_
from odin_desktop.scenes.odin import layout
from odin_desktop.scenes.odin import saga as move_log
from odin_desktop.scenes.odin.saga import MoveLog
from odin_desktop.scenes.odin.saga_entries import OdinSagaEntry
from odin_desktop.ui import text as cached_text
from odin_desktop.ui import theme

# The smallest table there is: a window under 1024 x 640 is drawn on a canvas of that size.
NARROW = layout.load(4, (1024, 640))
LONG = OdinSagaEntry("Sigrid", N_("plays out the whole hand!"), colour=theme.GOLD_RGB)
MANY_CARDS = OdinSagaEntry("Sigrid Olsen", N_("plays"), 0b11111, "(54321)")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.fixture
def lines(monkeypatch) -> list[tuple[tuple[tuple[pygame.Surface, int], ...], int]]:
    """Every line the Saga lays out: its (image, gap after it) pieces and its top."""
    drawn: list = []
    real = move_log.blit_line

    def spy(surface, pieces, box, y, height, rtl):  # noqa: ANN001
        drawn.append((tuple(pieces), y))
        real(surface, pieces, box, y, height, rtl)

    monkeypatch.setattr(move_log, "blit_line", spy)  # the Saga's name for `ui.text.blit_line`
    return drawn


def _draw(log: MoveLog) -> None:
    log.draw(pygame.Surface(NARROW.window), NARROW.log, NARROW.scale)


@pytest.mark.parametrize("code", ["en", "ar"])
def test_a_long_entry_in_a_narrow_saga_wraps_instead_of_shrinking(code, lines, monkeypatch):
    i18n.set_language(code)  # conftest switches back to English afterwards
    log = MoveLog()
    log.add(LONG)
    log.add(MANY_CARDS)
    with cached_text.recording_cuts() as cuts:
        _draw(log)
    assert cuts == []  # nothing shrunk below `SQUINT` of its size, nothing cut short
    assert len(lines) == 4  # two lines each
    room = NARROW.log.w - 2 * theme.scaled(12, NARROW.scale)
    for pieces, _y in lines:  # every piece shown: name, verb, the five cards, the value
        assert sum(image.get_width() + gap for image, gap in pieces) - pieces[-1][1] <= room
    assert sum(len(pieces) for pieces, _y in lines[2:]) == 2 + 5 + 1


@pytest.mark.parametrize("code", ["en", "ar"])
def test_a_set_too_wide_for_one_line_keeps_every_card_and_its_value(code, lines):
    i18n.set_language(code)
    log = MoveLog()
    log.add(OdinSagaEntry("Sigrid Olsen", N_("plays"), 0b111111111, "(987654321)"))  # nine cards
    _draw(log)
    room = NARROW.log.w - 2 * theme.scaled(12, NARROW.scale)
    pieces = [piece for line, _y in lines for piece in line]
    assert len(pieces) == 2 + 9 + 1  # name, verb, nine chips, the value: nothing dropped
    for line, _y in lines:
        assert sum(image.get_width() + gap for image, gap in line) - line[-1][1] <= room


def _names_shown(lines, names: list[str], scale: float) -> list[str]:
    """Which entries' first lines were drawn, by their name's image (cached, so the same)."""
    size = theme.scaled(17, scale)
    images = {id(cached_text.text(n, size, theme.GOLD_RGB, True, "ui")): n for n in names}
    return [images[id(p[0][0])] for p, _y in lines if id(p[0][0]) in images]


@pytest.mark.parametrize("scroll", [0, 5])
def test_entries_of_one_and_two_lines_fill_the_saga_from_the_newest(scroll, lines):
    log = MoveLog()
    names = [f"Seat{i:02}" for i in range(40)]
    for i, name in enumerate(names):  # every third entry takes two lines
        log.add(
            OdinSagaEntry(name, N_("plays out the whole hand!") if i % 3 == 0 else N_("passes"))
        )
    log.handle_wheel(scroll)
    _draw(log)
    shown = _names_shown(lines, names, NARROW.scale)
    newest = len(names) - 1 - scroll
    assert shown == names[newest - len(shown) + 1 : newest + 1]  # in order, up to the newest
    assert len(lines) == len(shown) + sum(1 for n in shown if int(n[4:]) % 3 == 0)
    # One below the other, inside the panel, and no room left for one more entry.
    line_h = theme.scaled(30, NARROW.scale)
    tops = [y for _pieces, y in lines]
    assert tops == sorted(tops) and tops[0] > NARROW.log.y
    bottom = NARROW.log.bottom
    if scroll:  # the hint "newer entries below" sits under the last line, not over it
        hint = cached_text.text(
            i18n._("newer entries below"), theme.scaled(14, NARROW.scale), theme.TEXT_DIM
        )
        bottom -= 4 + hint.get_height()
    assert 0 <= bottom - (tops[-1] + line_h) < 2 * line_h


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_scrolled_back_the_last_line_stays_clear_of_the_hint(size, lines):
    table = layout.load(4, size)
    log = MoveLog()
    for i in range(40):
        log.add(OdinSagaEntry(f"Seat{i:02}", N_("passes")))
    log.handle_wheel(3)
    log.draw(pygame.Surface(table.window), table.log, table.scale)
    hint = cached_text.text(
        i18n._("newer entries below"), theme.scaled(14, table.scale), theme.TEXT_DIM
    )
    last_bottom = lines[-1][1] + theme.scaled(30, table.scale)
    assert last_bottom <= table.log.bottom - 4 - hint.get_height()
