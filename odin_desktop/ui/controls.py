"""Controls beyond the button: switches, sliders, option pickers, steppers, text fields, a
banner, and the focus ring that makes them keyboard-usable.

Like `Button`, every control is given its rectangle by its screen's layout, reads positions
from events (never `pygame.mouse.get_pos()`, which posted events do not move), and draws
itself. Keys reach a control only while it has the focus; arrows Left/Right adjust it.
All text goes through `draw_text`, which shrinks a label to fit its box rather than let it
overflow (and can log what it drew, so tests can check that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Generic, Protocol, TypeVar

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import fonts, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.recording import Recorder
from odin_desktop.ui.touch import gone
from odin_desktop.ui.widgets import Button

T = TypeVar("T")
Colour = tuple[int, int, int]

TextEntry = tuple[str, pygame.Rect, pygame.Rect]  # a label, where it was drawn, its box
# Every label drawn through `draw_text` (and a text field's text) with where it was drawn and
# its box, while a test records (`recording_text`): fit and placement are checked from it.
TEXTS: Recorder[TextEntry] = Recorder()
recording_text = TEXTS.recording


def _log_text(text: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    if TEXTS.on:
        TEXTS.add((text, rect.copy(), box.copy()))


CARET_SHOWN = 0.6  # of every second the caret blinks through
TRACK = (12, 26, 32)


# ---------------------------------------------------------------------------- text


def draw_text(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: int,
    colour: Colour = theme.TEXT,
    *,
    bold: bool = False,
    role: str = "ui",
    align: str = "left",
    mirror: bool = True,
) -> pygame.Rect:
    """Draw one line inside `box` (vertically centred; align "left", "center" or "right").

    "left" means the reading start: in a right-to-left language it aligns right, unless
    ``mirror`` is False (the caller has mirrored the layout itself)."""
    if align == "left" and mirror and is_rtl():
        align = "right"
    image = cached_text.fitted(text, size, colour, max(1, box.width), bold, role, min_size=9)
    rect = image.get_rect()
    rect.centery = box.centery
    if align == "center":
        rect.centerx = box.centerx
    elif align == "right":
        rect.right = box.right
    else:
        rect.left = box.left
    surface.blit(image, rect)
    _log_text(text, rect, box)
    return rect


def wrap(
    text: str, size: int, max_width: int, *, bold: bool = False, role: str = "ui"
) -> list[str]:
    """Break a paragraph into lines no wider than `max_width` (a single long word stays whole
    and is shrunk by `draw_text`); see `text.break_lines`."""
    return cached_text.break_lines(
        text,
        max_width,
        lambda line: fonts.render(line, size, (0, 0, 0), bold=bold, role=role).get_width(),
    )


def line_height(size: int, role: str = "ui") -> int:
    return fonts.font(role, max(1, int(size))).get_linesize()


# ---------------------------------------------------------------------------- drawing


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, alpha: int = 150) -> None:
    """A translucent dark panel with a thin gold edge: the frame of every menu screen.

    Blitted in strips: its rounded top and bottom, and between them a band of `VEIL_ROWS`
    rows (the fill between its two edges) again and again. A whole panel kept for each
    size held 11 MB for a menu's at 3840 x 2160, kept while the table lay over it."""
    if rect.width <= 0 or rect.height <= 0:
        return
    radius = theme.scaled(14, scale)
    ends = min(radius + 1, rect.height // 2)  # rows of each rounded end
    if rect.height <= 2 * ends + 1:  # too short for a band between its ends: drawn whole
        surface.blit(_panel(rect.size, radius, alpha), rect)
        return
    strips = _panel((rect.width, 2 * ends + 1), radius, alpha)
    surface.blit(strips, rect.topleft, (0, 0, rect.width, ends))
    band = _panel_band(rect.width, radius, alpha)
    for y in range(rect.top + ends, rect.bottom - ends, VEIL_ROWS):
        rows = min(VEIL_ROWS, rect.bottom - ends - y)
        surface.blit(band, (rect.x, y), (0, 0, rect.width, rows))
    surface.blit(strips, (rect.x, rect.bottom - ends), (0, ends + 1, rect.width, ends))


@lru_cache(maxsize=32)
def _panel(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    """A panel of ``size`` (shared: blit, never draw on)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD_RGB, 110), layer.get_rect(), 1, border_radius=radius)
    return layer


@lru_cache(maxsize=16)
def _panel_band(width: int, radius: int, alpha: int) -> pygame.Surface:
    """`VEIL_ROWS` rows of a panel's middle, cut from a panel tall enough to have them."""
    whole = _panel.__wrapped__((width, 2 * (radius + 1) + VEIL_ROWS), radius, alpha)
    return whole.subsurface((0, radius + 1, width, VEIL_ROWS)).copy()


@lru_cache(maxsize=16)
def plain_panel(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    """A translucent dark panel without an edge, drawn once per size and reused every frame
    (shared: blit, never draw on): the Saga's, a status line's backing."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=radius)
    return layer


#: The keys that press what the focus is on (a pad's A sends Return).
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FOCUS_RGB = (250, 246, 235)  # the keys' and the pad's focus: light, as the cards' cursor
FOCUS_BAND = (8, 16, 20)  # dark, between the control and its focus ring
FOCUS_GAP, FOCUS_WIDTH = 4, 3  # design px: the band, then the ring
VEIL_ROWS = 32  # a veil is blitted a band of this many rows at a time


@lru_cache(maxsize=16)
def _veil_band(width: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    band = pygame.Surface((width, VEIL_ROWS), pygame.SRCALPHA)
    band.fill(rgba)
    return band


def veil(
    surface: pygame.Surface, rgba: tuple[int, int, int, int], area: pygame.Rect | None = None
) -> None:
    """A translucent veil over ``area`` of ``surface`` (all of it by default), blitted one
    band at a time: a whole veil kept ready for each colour held 33 MB at 3840 x 2160, and
    the pause menu, a dialog, the summaries and the review each have theirs."""
    rect = surface.get_rect() if area is None else pygame.Rect(area)
    band = _veil_band(rect.width, rgba)
    for y in range(rect.top, rect.bottom, VEIL_ROWS):
        surface.blit(band, (rect.x, y), (0, 0, rect.width, min(VEIL_ROWS, rect.bottom - y)))


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The focus of the keys and the pad: a light ring round the control, a dark band between
    them. A thin gold ring was lost beside a gold button (Keep my game, Back): its colour
    and the band set it apart from any control, gold or dark, and from the panel."""
    gap, width = theme.scaled(FOCUS_GAP, scale), max(2, theme.scaled(FOCUS_WIDTH, scale))
    radius = theme.scaled(12, scale)
    moat = rect.inflate(2 * gap, 2 * gap)
    pygame.draw.rect(surface, FOCUS_BAND, moat, gap + 1, border_radius=radius)
    ring = rect.inflate(2 * (gap + width), 2 * (gap + width))
    pygame.draw.rect(surface, FOCUS_RGB, ring, width, border_radius=radius + width)


def draw_scrollbar(
    surface: pygame.Surface, track: pygame.Rect, offset: int, shown: int, total: int, scale: float
) -> None:
    """A thin track with a gold thumb: ``shown`` of ``total`` (rows or pixels) are in view,
    from ``offset``; the thumb is never shorter than a fingertip's mark."""
    pygame.draw.rect(surface, theme.TEXT_DIM, track, border_radius=track.w // 2)
    thumb = track.copy()
    thumb.height = max(theme.scaled(30, scale), track.height * shown // max(1, total))
    thumb.height = min(thumb.height, track.height)
    thumb.y = track.y + (track.height - thumb.height) * offset // max(1, total - shown)
    pygame.draw.rect(surface, theme.GOLD_RGB, thumb, border_radius=track.w // 2)


def _frame(surface: pygame.Surface, rect: pygame.Rect, scale: float, hot: bool) -> None:
    radius = theme.scaled(8, scale)
    pygame.draw.rect(surface, TRACK, rect, border_radius=radius)
    edge = theme.GOLD_RGB if hot else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, max(1, theme.scaled(2, scale)), border_radius=radius)


def _label_size(rect: pygame.Rect, scale: float) -> int:
    return max(9, min(int(rect.height * 0.44), theme.scaled(22, scale)))


def _is_key(event: pygame.event.Event, *keys: int) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


def _left_click(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return (
        event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect.collidepoint(event.pos)
    )


# ---------------------------------------------------------------------------- controls


class Control:
    """What the focus ring and the screens need from every control."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.focused = False
        self.hovered = False
        self.mouse = (-1, -1)  # the last pointer position seen, for per-part hover

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was used by this control."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            self.mouse = event.pos
        if not self.enabled:
            return False
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Per-frame animation (the caret's blink)."""

    def next_wake(self) -> float | None:
        """Seconds until the control looks different by itself (None: not until input)."""
        return None

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        raise NotImplementedError


class Toggle(Control):
    """An on/off switch. Click, Space or Enter flips it; Left is off, Right is on (mirrored
    in a right-to-left language, where "on" sits at the left)."""

    def __init__(self, value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            self.on_change(value)

    def on_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event, self.rect):
            self.set(not self.value)
            return True
        if self.focused and event.type == pygame.KEYDOWN:
            if event.key in ACTIVATE_KEYS:
                self.set(not self.value)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set((event.key == pygame.K_RIGHT) != is_rtl())
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        track = self.rect
        if track.width <= 0 or track.height <= 0:
            return
        on = self.value
        fill = theme.GOLD_RGB if on else TRACK
        pygame.draw.rect(surface, fill, track, border_radius=track.height // 2)
        edge = theme.GOLD_RGB if self.hovered or on else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, track, max(1, theme.scaled(2, scale)), track.height // 2)
        radius = max(2, track.height // 2 - theme.scaled(4, scale))
        knob_right = on != is_rtl()
        cx = track.right - track.height // 2 if knob_right else track.left + track.height // 2
        knob = (250, 244, 230) if on else (150, 162, 160)
        pygame.draw.circle(surface, knob, (cx, track.centery), radius)
        mark = theme.BUTTON_PRIMARY_TEXT if on else theme.TEXT_DIM
        text_box = pygame.Rect(track.x, track.y, track.width - track.height, track.height)
        if knob_right:
            text_box.x = track.x + theme.scaled(4, scale)
        else:
            text_box.x = track.x + track.height - theme.scaled(4, scale)
        size = max(8, int(track.height * 0.42))
        label = _("On") if on else _("Off")
        draw_text(surface, label, text_box, size, mark, bold=True, align="center")


class Slider(Control):
    """A number on a track between `low` and `high` in steps of `step`; drag or click it, or
    use Left/Right (Home/End for the ends). The value is written after the track's end. In a
    right-to-left language it mirrors: it grows leftwards, and so do the arrow keys."""

    def __init__(
        self,
        value: float,
        low: float,
        high: float,
        step: float,
        on_change: Callable[[float], None],
        fmt: Callable[[float], str] = lambda v: f"{v:g}",
    ) -> None:
        super().__init__()
        self.low, self.high, self.step = low, high, step
        self.value = self._snap(value)
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def _snap(self, value: float) -> float:
        steps = round((value - self.low) / self.step)
        return round(min(self.high, max(self.low, self.low + steps * self.step)), 6)

    def set(self, value: float) -> None:
        value = self._snap(value)
        if value != self.value:
            self.value = value
            self.on_change(value)

    @property
    def track(self) -> pygame.Rect:
        """The draggable part: the rect minus room for the value after its end."""
        label = max(48, int(self.rect.width * 0.24))
        pad = self.rect.height // 2
        x = self.rect.x + pad + (label if is_rtl() else 0)
        return pygame.Rect(x, self.rect.y, max(1, self.rect.width - label - pad * 2), self.rect.h)

    def _from_x(self, x: int) -> float:
        track = self.track
        along = track.right - x if is_rtl() else x - track.x
        t = min(1.0, max(0.0, along / max(1, track.width)))
        return self.low + t * (self.high - self.low)

    def on_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event, self.rect):
            self.dragging = True
            self.set(self._from_x(event.pos[0]))
            return True
        if gone(event):  # to a screen over this one: the drag ends where it was
            self.dragging = False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self._from_x(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if self.focused and event.type == pygame.KEYDOWN:
            forward = -1 if is_rtl() else 1
            moves = {
                pygame.K_LEFT: self.value - forward * self.step,
                pygame.K_RIGHT: self.value + forward * self.step,
                pygame.K_HOME: self.low,
                pygame.K_END: self.high,
            }
            if event.key in moves:
                self.set(moves[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        track = self.track
        bar = pygame.Rect(0, 0, track.width, max(4, theme.scaled(8, scale)))
        bar.midleft = (track.x, track.centery)
        t = (self.value - self.low) / max(1e-9, self.high - self.low)
        pygame.draw.rect(surface, TRACK, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = max(bar.height, int(bar.width * t))
        if is_rtl():
            filled.right = bar.right
        pygame.draw.rect(surface, theme.GOLD_RGB, filled, border_radius=bar.height // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=bar.height // 2)
        hot = self.hovered or self.dragging
        radius = max(4, int(self.rect.height * (0.34 if hot else 0.3)))
        along = int(track.width * t)
        knob = (track.right - along if is_rtl() else track.x + along, track.centery)
        pygame.draw.circle(surface, (20, 30, 34), (knob[0], knob[1] + 2), radius)
        pygame.draw.circle(surface, (250, 244, 230), knob, radius)
        pygame.draw.circle(surface, theme.GOLD_RGB, knob, radius, max(2, theme.scaled(2, scale)))
        gap = self.rect.height // 2
        if is_rtl():
            label = pygame.Rect(self.rect.x, self.rect.y, track.x - gap - self.rect.x, self.rect.h)
        else:
            label = pygame.Rect(track.right + gap, self.rect.y, 0, self.rect.height)
            label.width = self.rect.right - label.x
        # At the rect's outer edge, away from the track, in either direction.
        draw_text(
            surface,
            self.fmt(self.value),
            label,
            _label_size(self.rect, scale),
            align="left" if is_rtl() else "right",
            mirror=False,
        )


class _Options(Control, Generic[T]):
    """A choice of one value among labelled options (shared by `Segmented` and `Cycle`)."""

    def __init__(
        self, options: Sequence[tuple[T, str]], value: T, on_change: Callable[[T], None]
    ) -> None:
        super().__init__()
        if not options:
            raise ValueError("a choice needs at least one option")
        self.options = list(options)
        self.value = value if value in self.values else self.options[0][0]
        self.on_change = on_change

    @property
    def values(self) -> list[T]:
        return [v for v, _label in self.options]

    @property
    def index(self) -> int:
        return self.values.index(self.value)

    @property
    def label(self) -> str:
        """The chosen option's label in the current language (labels are English msgids)."""
        return _(self.options[self.index][1])

    def set(self, value: T) -> None:
        if value != self.value and value in self.values:
            self.value = value
            self.on_change(value)

    def shift(self, delta: int, wrap_around: bool) -> None:
        i = self.index + delta
        i = i % len(self.options) if wrap_around else min(len(self.options) - 1, max(0, i))
        self.set(self.options[i][0])

    #: True when the options are drawn right to left in Arabic (the arrow keys follow).
    mirrors = False

    def _keys(self, event: pygame.event.Event, wrap_around: bool) -> bool:
        if self.focused and _is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self.shift(-step if self.mirrors and is_rtl() else step, wrap_around)
            return True
        return False


class Segmented(_Options[T]):
    """All options side by side, the chosen one lit; click one, or Left/Right. ``measured``:
    the parts follow the labels' widths as drawn (`natural_width` says the room they need),
    not their lengths in letters."""

    mirrors = True

    def __init__(
        self,
        options: Sequence[tuple[T, str]],
        value: T,
        on_change: Callable[[T], None],
        measured: bool = False,
    ) -> None:
        super().__init__(options, value, on_change)
        self.measured = measured
        self._widths: dict[tuple[str, int], int] = {}  # (label, size) -> its width, bold

    def _width(self, label: str, size: int) -> int:
        key = (label, size)
        if key not in self._widths:
            self._widths[key] = fonts.render(label, size, theme.TEXT, bold=True).get_width()
        return self._widths[key]

    def _needs(self, size: int) -> list[int]:
        """Each part's room at a label size: its label's width, bold as the chosen one is
        drawn, and margins in proportion (its box inside the part, and air), so the parts'
        proportions are the same at every size."""
        return [self._width(_(text), size) + round(size * 1.3) for _value, text in self.options]

    def natural_width(self, height: int, scale: float) -> int:
        """The width that draws every label whole at the size a control ``height`` tall
        draws it."""
        return sum(self._needs(_label_size(pygame.Rect(0, 0, 1, height), scale)))

    def segment(self, i: int) -> pygame.Rect:
        """The i-th option's part: widths follow the labels' lengths (as drawn when
        ``measured``), so "Single hand" gets more room than "10". Right to left, the first
        option is on the right."""
        if self.measured:
            weights = self._needs(_label_size(self.rect, 1.0))  # proportions: any size alike
        else:
            weights = [len(_(text)) + 6 for _value, text in self.options]
        total = sum(weights)
        x0 = self.rect.x + self.rect.width * sum(weights[:i]) // total
        x1 = self.rect.x + self.rect.width * sum(weights[: i + 1]) // total
        if is_rtl():
            x0, x1 = self.rect.right - (x1 - self.rect.x), self.rect.right - (x0 - self.rect.x)
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.height)

    def on_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event, self.rect):
            for i, (value, _label) in enumerate(self.options):
                if self.segment(i).collidepoint(event.pos):
                    self.set(value)
                    return True
        return self._keys(event, wrap_around=False)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        _frame(surface, self.rect, scale, hot=False)
        size = _label_size(self.rect, scale)
        pad = theme.scaled(3, scale)
        for i, (value, text) in enumerate(self.options):
            seg = self.segment(i)
            chosen = value == self.value
            if chosen:
                pygame.draw.rect(
                    surface,
                    theme.GOLD_RGB,
                    seg.inflate(-pad * 2, -pad * 2),
                    border_radius=theme.scaled(6, scale),
                )
            elif self.hovered and seg.collidepoint(self.mouse):
                pygame.draw.rect(
                    surface,
                    theme.BUTTON_HOVER,
                    seg.inflate(-pad * 2, -pad * 2),
                    border_radius=theme.scaled(6, scale),
                )
            if i and not chosen and self.options[i - 1][0] != self.value:
                x = seg.right if is_rtl() else seg.x
                pygame.draw.line(
                    surface, theme.PANEL_EDGE, (x, seg.y + pad * 2), (x, seg.bottom - pad * 2)
                )
            colour = theme.BUTTON_PRIMARY_TEXT if chosen else theme.TEXT
            box = seg.inflate(-theme.scaled(10, scale), 0)
            draw_text(surface, _(text), box, size, colour, bold=chosen, align="center")


class Cycle(_Options[T]):
    """One option shown at a time between ‹ and ›: click the right part (or Right) for the
    next, the left part (or Left, or a right-click) for the previous. Wraps around."""

    def arrow_width(self) -> int:
        return min(self.rect.height, self.rect.width // 5)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            back = event.button == 3 or (
                event.button == 1 and event.pos[0] < self.rect.x + self.arrow_width()
            )
            if event.button in (1, 3):
                self.shift(-1 if back else 1, wrap_around=True)
                return True
        if self.focused and _is_key(event, *ACTIVATE_KEYS):
            self.shift(1, wrap_around=True)
            return True
        return self._keys(event, wrap_around=True)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        _frame(surface, self.rect, scale, hot=self.hovered)
        a = self.arrow_width()
        size = _label_size(self.rect, scale)
        arrow_colour = theme.GOLD_RGB if self.hovered or self.focused else theme.TEXT_DIM
        chevron(surface, pygame.Rect(self.rect.x, self.rect.y, a, self.rect.h), -1, arrow_colour)
        chevron(
            surface, pygame.Rect(self.rect.right - a, self.rect.y, a, self.rect.h), 1, arrow_colour
        )
        box = self.rect.inflate(-2 * a, 0)
        draw_text(surface, self.label, box, size, theme.TEXT, bold=True, align="center")


def chevron(surface: pygame.Surface, box: pygame.Rect, direction: int, colour: Colour) -> None:
    """A small ‹ or › drawn as lines (fonts differ in whether they have the glyph)."""
    h = max(3, box.height // 6)
    cx, cy = box.centerx, box.centery
    tip = cx + direction * h // 2
    back = cx - direction * h // 2
    width = max(2, box.height // 16)
    pygame.draw.lines(surface, colour, False, [(back, cy - h), (tip, cy), (back, cy + h)], width)


class Stepper(Control):
    """A whole number between `low` and `high` with − and + buttons (or Left/Right)."""

    def __init__(
        self,
        value: int,
        low: int,
        high: int,
        on_change: Callable[[int], None],
        fmt: Callable[[int], str] = str,
    ) -> None:
        super().__init__()
        self.low, self.high = low, high
        self.value = min(high, max(low, value))
        self.on_change = on_change
        self.fmt = fmt

    def set(self, value: int) -> None:
        value = min(self.high, max(self.low, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def parts(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The − and + buttons."""
        w = min(self.rect.height, self.rect.width // 3)
        minus = pygame.Rect(self.rect.x, self.rect.y, w, self.rect.height)
        plus = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)
        return minus, plus

    def on_event(self, event: pygame.event.Event) -> bool:
        minus, plus = self.parts()
        if _left_click(event, minus):
            self.set(self.value - 1)
            return True
        if _left_click(event, plus):
            self.set(self.value + 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.set(self.value + (1 if event.y > 0 else -1))
            return True
        if self.focused and _is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        _frame(surface, self.rect, scale, hot=self.hovered)
        minus, plus = self.parts()
        size = _label_size(self.rect, scale)
        for box, sign, live in (
            (minus, -1, self.value > self.low),
            (plus, 1, self.value < self.high),
        ):
            colour = theme.GOLD_RGB if live else theme.DISABLED_TEXT
            cx, cy = box.center
            arm = max(3, box.height // 6)
            width = max(2, box.height // 14)
            pygame.draw.line(surface, colour, (cx - arm, cy), (cx + arm, cy), width)
            if sign > 0:
                pygame.draw.line(surface, colour, (cx, cy - arm), (cx, cy + arm), width)
        middle = pygame.Rect(minus.right, self.rect.y, plus.x - minus.right, self.rect.height)
        draw_text(surface, self.fmt(self.value), middle, size, bold=True, align="center")


class TextInput(Control):
    """A one-line text field with a caret: type (TEXTINPUT events), Backspace, Delete,
    Left/Right, Home/End, Ctrl+V pastes. Text longer than the box scrolls with the caret.
    In a right-to-left language text that fits sits at the box's right."""

    def __init__(
        self,
        text: str,
        on_change: Callable[[str], None],
        max_length: int = 24,
        placeholder: str = "",  # an English msgid, translated when drawn
    ) -> None:
        super().__init__()
        self.text = text[:max_length]
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.caret = len(self.text)
        self._blink = 0.0
        self._scroll = 0
        self._size = 18

    def _edit(self, text: str, caret: int) -> None:
        self._blink = 0.0
        self.caret = max(0, min(len(text), caret))
        if text != self.text:
            self.text = text
            self.on_change(text)

    def insert(self, chunk: str) -> None:
        chunk = "".join(ch for ch in chunk if ch.isprintable())
        room = self.max_length - len(self.text)
        chunk = chunk[: max(0, room)]
        if chunk:
            t = self.text
            self._edit(t[: self.caret] + chunk + t[self.caret :], self.caret + len(chunk))

    def _width(self, text: str) -> int:
        return fonts.render(text, self._size, theme.TEXT).get_width() if text else 0

    def _origin(self, inner: pygame.Rect) -> int:
        """Where the text's first character is drawn."""
        width = self._width(self.text)
        if is_rtl() and width <= inner.width:
            return inner.right - width
        return inner.x - self._scroll

    def _caret_from_x(self, x: int) -> int:
        target = x - self._origin(self._inner())
        best, best_gap = 0, abs(target)
        for i in range(1, len(self.text) + 1):
            gap = abs(self._width(self.text[:i]) - target)
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def _inner(self) -> pygame.Rect:
        pad = max(4, self.rect.height // 4)
        return self.rect.inflate(-2 * pad, 0)

    def on_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event, self.rect):
            self.caret = self._caret_from_x(event.pos[0])
            self._blink = 0.0
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        t, c = self.text, self.caret
        if event.key == pygame.K_BACKSPACE:
            if c:
                self._edit(t[: c - 1] + t[c:], c - 1)
        elif event.key == pygame.K_DELETE:
            self._edit(t[:c] + t[c + 1 :], c)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._edit(t, c + (1 if event.key == pygame.K_RIGHT else -1))
        elif event.key == pygame.K_HOME:
            self._edit(t, 0)
        elif event.key == pygame.K_END:
            self._edit(t, len(t))
        elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.insert(_clipboard())
        else:
            # Letters arrive as TEXTINPUT; swallow their KEYDOWN so shortcuts do not fire.
            return bool(event.unicode and event.unicode.isprintable())
        return True

    def update(self, dt: float) -> None:
        self._blink += dt

    def next_wake(self) -> float | None:
        if not self.focused:
            return None
        phase = self._blink % 1.0  # shown for 0.6 s of every second
        return (CARET_SHOWN - phase) if phase < CARET_SHOWN else (1.0 - phase)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        _frame(surface, self.rect, scale, hot=self.focused or self.hovered)
        self._size = _label_size(self.rect, scale)
        inner = self._inner()
        if not self.text and not self.focused:
            draw_text(surface, _(self.placeholder), inner, self._size, theme.TEXT_DIM)
            return
        caret_x = self._width(self.text[: self.caret])
        # Keep the caret in view: scroll just enough, never past the text's start.
        if caret_x - self._scroll > inner.width - 2:
            self._scroll = caret_x - inner.width + 2
        self._scroll = max(0, min(self._scroll, caret_x))
        image = fonts.render(self.text or " ", self._size, theme.TEXT)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        y = inner.centery - image.get_height() // 2
        origin = self._origin(inner)
        surface.blit(image, (origin, y))
        surface.set_clip(clip)
        _log_text(self.text, inner.clip(image.get_rect(topleft=(origin, y))), inner)
        if self.focused and (self._blink % 1.0) < CARET_SHOWN:
            x = origin + caret_x
            h = int(image.get_height() * 0.8)
            pygame.draw.line(
                surface,
                theme.GOLD_RGB,
                (x, inner.centery - h // 2),
                (x, inner.centery + h // 2),
                max(2, theme.scaled(2, scale)),
            )


def _clipboard() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


class Banner(Control):
    """A message for the player, wrapped over as many lines as it needs, with a ✕ to dismiss
    it (Enter or Space when focused)."""

    def __init__(self, text: str, on_dismiss: Callable[[], None], error: bool = False) -> None:
        super().__init__()
        self.text = text
        self.on_dismiss = on_dismiss
        self.error = error

    @staticmethod
    def text_size(scale: float) -> int:
        return max(9, theme.scaled(18, scale))

    def _text_box(self, rect: pygame.Rect, scale: float) -> pygame.Rect:
        pad = theme.scaled(16, scale)
        close = theme.scaled(44, scale)
        left = rect.x + (close if is_rtl() else pad)  # the ✕ sits at the reading end
        return pygame.Rect(left, rect.y, rect.width - pad - close, rect.height)

    def height_for(self, width: int, scale: float) -> int:
        """The height that shows the whole message at `width`."""
        size = self.text_size(scale)
        box = self._text_box(pygame.Rect(0, 0, width, 0), scale)
        lines = len(wrap(self.text, size, box.width)) or 1
        return lines * line_height(size) + theme.scaled(18, scale)

    def close_box(self) -> pygame.Rect:
        side = min(self.rect.width // 4, max(self.rect.height, 1), 64)
        side = max(side, min(self.rect.width, 24))
        x = self.rect.x if is_rtl() else self.rect.right - side
        return pygame.Rect(x, self.rect.y, side, self.rect.height)

    def on_event(self, event: pygame.event.Event) -> bool:
        if _left_click(event, self.close_box()) or (
            self.focused and _is_key(event, *ACTIVATE_KEYS)
        ):
            self.on_dismiss()
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        fill = (84, 34, 30) if self.error else (48, 44, 26)
        radius = theme.scaled(10, scale)
        shadow = self.rect.move(0, theme.scaled(4, scale))
        pygame.draw.rect(surface, (6, 14, 18), shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = theme.BAD if self.error else theme.GOLD_RGB
        pygame.draw.rect(surface, edge, self.rect, max(1, theme.scaled(2, scale)), radius)
        close = self.close_box()
        arm = max(3, theme.scaled(7, scale))
        colour = theme.GOLD_RGB if self.hovered else theme.TEXT
        cx, cy = close.center
        width = max(2, theme.scaled(2, scale))
        pygame.draw.line(surface, colour, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
        pygame.draw.line(surface, colour, (cx - arm, cy + arm), (cx + arm, cy - arm), width)
        box = self._text_box(self.rect, scale)
        size = self.text_size(scale)
        lines = wrap(self.text, size, box.width)
        step = line_height(size)
        y = box.centery - step * len(lines) // 2
        for line in lines:
            draw_text(surface, line, pygame.Rect(box.x, y, box.width, step), size)
            y += step


# ---------------------------------------------------------------------------- focus


class Focusable(Protocol):
    rect: pygame.Rect

    def handle_event(self, event: pygame.event.Event) -> bool: ...


class FocusRing:
    """Which control the keyboard drives. Tab / Shift+Tab and Up / Down move the focus;
    Enter or Space presses a focused `Button`. `visible` is True after keyboard use, so the
    ring is drawn for keyboard players and stays out of the way of mouse players."""

    #: Shared by every screen: the keys or a pad drive the screens now (the ring shows, and a
    #: screen opened by a key or a button shows its focus at once), or the pointer does.
    navigating = False

    def __init__(self, items: Sequence[Focusable] = ()) -> None:
        self.items: list[Focusable] = []
        self.current: Focusable | None = None
        self.set_items(items)

    @property
    def visible(self) -> bool:
        return FocusRing.navigating

    @visible.setter
    def visible(self, value: bool) -> None:
        FocusRing.navigating = value

    def set_items(self, items: Sequence[Focusable]) -> None:
        """Replace the controls (in focus order), keeping the focus if it is still there (a
        ring in sight always has one)."""
        self.items = [i for i in items if getattr(i, "enabled", True)]
        kept = self.current if self.current in self.items else None
        if kept is None and FocusRing.navigating and self.items:
            kept = self.items[0]
        self.focus(kept)

    def focus(self, item: Focusable | None) -> None:
        for i in self.items:
            if hasattr(i, "focused"):
                i.focused = i is item
        if (
            self.current is not None
            and self.current not in self.items
            and hasattr(self.current, "focused")
        ):
            self.current.focused = False
        self.current = item

    def move(self, delta: int) -> None:
        if not self.items:
            return
        if self.current is None or self.current not in self.items:  # e.g. a control removed
            self.focus(self.items[0 if delta > 0 else -1])
        else:
            i = self.items.index(self.current)
            self.focus(self.items[(i + delta) % len(self.items)])

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Navigation keys the focused control did not use."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.visible = True
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.visible = True
            self.move(-1 if event.key == pygame.K_UP else 1)
            return True
        activate = event.key in ACTIVATE_KEYS
        if activate and isinstance(self.current, Button) and self.current.enabled:
            self.visible = True
            self.current.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if self.visible and self.current is not None and self.current.rect.width > 0:
            draw_focus(surface, self.current.rect, scale)
