"""The controls, driven by events with positions (as the scenes feed them)."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop import i18n
from odin_desktop.ui import fonts, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.banner import Banner
from odin_desktop.ui.controls import FOCUS_GAP, FOCUS_RGB, FOCUS_WIDTH, draw_focus
from odin_desktop.ui.focus_ring import FocusRing
from odin_desktop.ui.labels import wrap
from odin_desktop.ui.option_pickers import Cycle, Segmented
from odin_desktop.ui.slider import Slider
from odin_desktop.ui.stepper import Stepper
from odin_desktop.ui.switch import Toggle
from odin_desktop.ui.text_field import TextInput
from odin_desktop.ui.touch import pointer_gone
from odin_desktop.ui.widgets import Button


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def keydown(key, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)


def test_toggle_clicks_and_keys():
    seen = []
    t = Toggle(False, seen.append)
    t.rect = pygame.Rect(10, 10, 80, 30)
    assert t.handle_event(down((20, 20)))
    assert t.value is True and seen == [True]
    assert not t.handle_event(down((200, 200)))
    assert not t.handle_event(keydown(pygame.K_SPACE))  # keys need the focus
    t.focused = True
    t.handle_event(keydown(pygame.K_LEFT))
    t.handle_event(keydown(pygame.K_RETURN))
    assert seen == [True, False, True]


def test_slider_drags_with_event_positions_and_snaps():
    seen = []
    s = Slider(0.5, 0.0, 1.0, 0.05, seen.append)
    s.rect = pygame.Rect(100, 0, 400, 40)
    track = s.track
    s.handle_event(down((track.left, 20)))
    assert s.value == 0.0
    s.handle_event(move((track.right + 50, 20)))
    assert s.value == 1.0
    s.handle_event(up((track.right, 20)))
    s.handle_event(move((track.left, 20)))  # released: no longer follows
    assert s.value == 1.0
    s.handle_event(down((track.left + track.width * 0.33, 20)))
    assert s.value == pytest.approx(0.35)  # snapped to the 0.05 step
    s.focused = True
    s.handle_event(keydown(pygame.K_RIGHT))
    assert s.value == pytest.approx(0.4)
    s.handle_event(keydown(pygame.K_HOME))
    assert s.value == 0.0 and seen[-1] == 0.0


def test_a_slider_dragged_when_a_screen_covers_its_own_stays_where_it_was():
    """The pointer gone to a dialog (`touch.pointer_gone`) is no move of the drag: the value
    stays and the drag ends (its release comes to the dialog)."""
    s = Slider(0.5, 0.0, 1.0, 0.05, lambda _v: None)
    s.rect = pygame.Rect(100, 0, 400, 40)
    s.handle_event(down((s.track.centerx, 20)))
    s.handle_event(pointer_gone())
    assert s.value == 0.5 and not s.dragging and not s.hovered


def test_segmented_picks_the_clicked_option():
    seen = []
    seg = Segmented([("a", "Alpha"), ("b", "B"), ("c", "Gamma ray")], "a", seen.append)
    seg.rect = pygame.Rect(0, 0, 300, 40)
    seg.handle_event(down(seg.segment(2).center))
    assert seg.value == "c"
    seg.focused = True
    seg.handle_event(keydown(pygame.K_RIGHT))  # no wrap at the end
    assert seg.value == "c"
    seg.handle_event(keydown(pygame.K_LEFT))
    assert seen == ["c", "b"]
    widths = [seg.segment(i).width for i in range(3)]
    assert widths[1] < widths[0] < widths[2]  # room follows the labels
    assert sum(widths) == 300


def test_cycle_goes_forward_on_the_right_and_back_on_the_left():
    cyc = Cycle([(1, "one"), (2, "two"), (3, "three")], 1, lambda _v: None)
    cyc.rect = pygame.Rect(0, 0, 200, 40)
    cyc.handle_event(down((190, 20)))
    assert cyc.value == 2
    cyc.handle_event(down((5, 20)))
    cyc.handle_event(down((5, 20)))
    assert cyc.value == 3  # wrapped around
    cyc.handle_event(down((100, 20), button=3))
    assert cyc.value == 2


def test_stepper_stays_in_bounds():
    st = Stepper(5, 4, 6, lambda _v: None)
    st.rect = pygame.Rect(0, 0, 150, 40)
    minus, plus = st.parts()
    for _ in range(3):
        st.handle_event(down(plus.center))
    assert st.value == 6
    for _ in range(5):
        st.handle_event(down(minus.center))
    assert st.value == 4


def test_text_input_edits_with_a_caret():
    seen = []
    field = TextInput("You", seen.append, max_length=8)
    field.rect = pygame.Rect(0, 0, 300, 40)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert field.text == "You"  # not focused: typing goes elsewhere
    field.focused = True
    for k in (pygame.K_BACKSPACE,) * 3:
        field.handle_event(keydown(k))
    assert field.text == ""
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ragnar"))
    field.handle_event(keydown(pygame.K_HOME))
    field.handle_event(keydown(pygame.K_DELETE))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert field.text == "Bagnar" and field.caret == 1
    field.handle_event(keydown(pygame.K_END))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="sson-the-long"))
    assert field.text == "Bagnarss"  # max_length
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="\x07"))
    assert field.text == "Bagnarss"
    assert seen[-1] == "Bagnarss"


def test_text_input_click_places_the_caret():
    field = TextInput("abcdef", lambda _t: None)
    field.rect = pygame.Rect(0, 0, 300, 40)
    surface = pygame.Surface((300, 40))
    field.draw(surface)
    field.handle_event(down((field.rect.x + 2, 20)))
    assert field.caret == 0
    field.handle_event(down((field.rect.right - 2, 20)))
    assert field.caret == 6


def test_long_text_is_fitted_and_wrapped_within_its_width():
    long = "Seidmadr, hirdman, styrimadr and berserker all sit at the jarl's long table"
    assert cached_text.fitted(long, 24, (255, 255, 255), 120).get_width() <= 120
    for line in wrap(long, 20, 200):
        assert cached_text.fitted(line, 20, (0, 0, 0), 10_000).get_width() <= 200


def test_no_line_breaks_at_a_no_break_space():
    # German writes "beginnt Durchgang\u00a03": the number stays with its word.
    message = "Sigrid beginnt Durchgang\u00a03"
    room = fonts.render("Sigrid beginnt Durchgang", 18, (0, 0, 0)).get_width() + 2
    lines = wrap(message, 18, room)
    assert lines == ["Sigrid beginnt", "Durchgang\u00a03"]


def test_focus_ring_tabs_and_presses_buttons():
    pressed = []
    a = Button("A", lambda: pressed.append("a"))
    b = Button("B", lambda: pressed.append("b"))
    t = Toggle(False, lambda _v: None)
    ring = FocusRing([a, t, b])
    ring.handle_key(keydown(pygame.K_TAB))
    assert ring.current is a
    ring.handle_key(keydown(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert ring.current is b
    ring.handle_key(keydown(pygame.K_RETURN))
    assert pressed == ["b"]
    ring.handle_key(keydown(pygame.K_UP))
    assert ring.current is t and t.focused
    ring.handle_key(keydown(pygame.K_DOWN))
    assert not t.focused


# ------------------------------------------------------------------ right to left


@pytest.fixture
def arabic():
    from odin_desktop import i18n

    i18n.set_language("ar")  # conftest switches back to English afterwards


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("primary", [True, False])
def test_the_focus_ring_stands_apart_from_a_gold_button_and_from_a_dark_one(primary, scale):
    """Keep my game, Back: a thin gold ring round a gold button read as its own edge. The
    ring is light, thick, and a dark band parts it from the control whatever its colour."""
    panel = (16, 34, 42)
    surface = pygame.Surface((400, 200))
    surface.fill(panel)
    button = Button("Keep my game", lambda: None, pygame.Rect(100, 70, 200, 54), primary)
    button.draw(surface, scale)
    fill = surface.get_at((button.rect.x + 12, button.rect.y + 12))[:3]
    draw_focus(surface, button.rect, scale)
    row = button.rect.centery
    outside = [surface.get_at((button.rect.right + d, row))[:3] for d in range(0, 16)]

    def far(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
        return sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 150

    gap = theme.scaled(FOCUS_GAP, scale)
    band = [c for c in outside[:gap] if sum(c) < 120]
    ring = [c for c in outside if c == FOCUS_RGB]
    assert len(band) >= gap - 1  # dark between the control and the ring
    assert len(ring) >= max(3, theme.scaled(FOCUS_WIDTH, scale))  # thick
    assert far(FOCUS_RGB, fill) and far(FOCUS_RGB, panel)  # apart from gold, from dark


def test_rtl_slider_grows_leftwards_and_writes_its_value_at_the_left(arabic, text_log):
    s = Slider(0.5, 0.0, 1.0, 0.05, lambda _v: None)
    s.rect = pygame.Rect(100, 0, 400, 40)
    track = s.track
    assert track.right < s.rect.right and track.x > s.rect.x + s.rect.width // 5
    s.handle_event(down((track.right, 20)))
    assert s.value == 0.0
    s.handle_event(move((track.left, 20)))
    assert s.value == 1.0
    s.handle_event(up((track.left, 20)))
    s.focused = True
    s.handle_event(keydown(pygame.K_RIGHT))  # towards the low end, as the track runs
    assert s.value == pytest.approx(0.95)
    s.handle_event(keydown(pygame.K_LEFT))
    assert s.value == 1.0
    s.draw(pygame.Surface((600, 40)))
    (_, value_rect, _box), *_ = [entry for entry in text_log if entry[0] == "1"]
    assert value_rect.left == s.rect.left and value_rect.right < track.left


def test_rtl_toggle_keys_follow_the_mirrored_switch(arabic):
    t = Toggle(False, lambda _v: None)
    t.rect = pygame.Rect(10, 10, 80, 30)
    t.focused = True
    t.handle_event(keydown(pygame.K_LEFT))
    assert t.value is True  # "on" sits at the left
    t.handle_event(keydown(pygame.K_RIGHT))
    assert t.value is False


def test_rtl_text_sits_at_the_right_and_clicks_find_the_caret(arabic, text_log):
    field = TextInput("Leif", lambda _t: None)
    field.rect = pygame.Rect(0, 0, 300, 40)
    field.draw(pygame.Surface((300, 40)))
    (_, drawn, inner), *_ = [entry for entry in text_log if entry[0] == "Leif"]
    assert drawn.right == inner.right and drawn.left > inner.left + inner.width // 2
    field.handle_event(down((drawn.left - 5, 20)))
    assert field.caret == 0
    field.handle_event(down((drawn.right, 20)))
    assert field.caret == 4


# ------------------------------------------------------------------ wrapping mixed directions


def _as_read(line: str) -> list[str]:
    """The words of a line in the order its reader meets them: its pieces as drawn
    (`fonts.visual_pieces`), from the right in a right-to-left paragraph."""
    pieces = [piece for piece, _arabic in fonts.visual_pieces(line, fonts.base_rtl(line))]
    return [word for piece in (pieces[::-1] if i18n.is_rtl() else pieces) for word in piece.split()]


def _room(message: str, run: str, size: int, bold: bool = False) -> int:
    """A width with room for the run on a line, and for the words before it and the run's
    first word, but not for the whole run after those words: plain greedy wrapping splits
    the run there."""
    before = message[: message.index(run)]
    width = [
        fonts.render(t, size, (0, 0, 0), bold).get_width()
        for t in (run, before + run.split()[0], before + run)
    ]
    assert width[2] > max(width[:2]) + 2
    return max(width[:2]) + 2


@pytest.mark.parametrize(
    ("code", "message", "run"),
    [
        ("ar", "تعذّر الحفظ: No space left on device.", "No space left on device."),
        ("en", "Ask محمد علي to play the next card.", "محمد علي"),
    ],
)
def test_a_banner_wraps_a_run_of_the_other_direction_whole(code, message, run, text_log):
    i18n.set_language(code)  # conftest switches back to English afterwards
    banner = Banner(message, lambda: None)
    room = _room(message, run, Banner.text_size(1.0))
    banner.rect = pygame.Rect(0, 0, room + 60, 200)  # the text box: all but 16 + 44 px
    banner.draw(pygame.Surface(banner.rect.size))
    lines = [line for line, _rect, _box in text_log]
    assert len(lines) > 1 and sum(run in line for line in lines) == 1, lines
    # Every line keeps the message's direction, so the lines read on as the message does.
    assert {fonts.base_rtl(line) for line in lines} == {code == "ar"}, lines
    assert [word for line in lines for word in _as_read(line)] == _as_read(message)


def test_a_wrapped_status_moves_a_latin_name_in_arabic_whole(monkeypatch):
    i18n.set_language("ar")
    message = "أعطى Sigrid Olsen جوابًا غير صالح."
    rows: list[str] = []
    fitted = cached_text.fitted
    monkeypatch.setattr(
        cached_text, "fitted", lambda row, *args: rows.append(row) or fitted(row, *args)
    )
    room = _room(message, "Sigrid Olsen", 21, bold=True)
    cached_text.wrapped(message, 21, (255, 255, 255), room, bold=True, lines=3)
    assert rows[0] == "أعطى" and "Sigrid Olsen" in rows[1], rows
    assert all(fonts.base_rtl(row) for row in rows)  # the name's line too
    assert [word for row in rows for word in _as_read(row)] == _as_read(message)


def test_a_run_too_long_for_one_line_is_split_and_its_lines_still_read_in_order():
    i18n.set_language("ar")
    message = "تعذّر الحفظ: No space left on device: '/home/sigrid/settings.json'"
    room = fonts.render("No space left on device:", 18, (0, 0, 0)).get_width() + 2
    lines = wrap(message, 18, room)
    assert len(lines) >= 3  # the path goes on a line of its own, "'/" in front of it
    assert [word for line in lines for word in _as_read(line)] == _as_read(message)
