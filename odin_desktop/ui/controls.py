"""The base of every control beyond the button (`Control`) and what the controls share: the
keys' and the pad's focus drawn round one (`draw_focus`), the keys that press, a frame, a
label's size, a scrollbar and a chevron.

Like `Button`, every control is given its rectangle by its screen's layout, reads positions
from events (never `pygame.mouse.get_pos()`, which posted events do not move), and draws
itself. Keys reach a control only while it has the focus; arrows Left/Right adjust it. The
families are modules of their own: `switch` (`Toggle`), `slider`, `option_pickers`
(`Segmented`, `Cycle`), `stepper`, `text_field` (`TextInput`), `banner`, and `focus_ring`;
their labels go through `labels.draw_text`, their panels and veils are `panels`'."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.ui import theme
from odin_desktop.ui.labels import Colour

TRACK = (12, 26, 32)


#: The keys that press what the focus is on (a pad's A sends Return).
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FOCUS_RGB = (250, 246, 235)  # the keys' and the pad's focus: light, as the cards' cursor
FOCUS_BAND = (8, 16, 20)  # dark, between the control and its focus ring
FOCUS_GAP, FOCUS_WIDTH = 4, 3  # design px: the band, then the ring


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


def frame(surface: pygame.Surface, rect: pygame.Rect, scale: float, hot: bool) -> None:
    radius = theme.scaled(8, scale)
    pygame.draw.rect(surface, TRACK, rect, border_radius=radius)
    edge = theme.GOLD_RGB if hot else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, max(1, theme.scaled(2, scale)), border_radius=radius)


def label_size(rect: pygame.Rect, scale: float) -> int:
    return max(9, min(int(rect.height * 0.44), theme.scaled(22, scale)))


def is_key(event: pygame.event.Event, *keys: int) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


def left_click(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return (
        event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect.collidepoint(event.pos)
    )


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

    def press(
        self, event: pygame.event.Event, act: Callable[[], object], area: pygame.Rect | None = None
    ) -> bool:
        """``act`` when ``event`` presses a control that acts as a button does: a left click on
        ``area`` (the control's own by default), or Enter or Space while it has the focus.
        True when it did."""
        clicked = left_click(event, self.rect if area is None else area)
        if not (clicked or (self.focused and is_key(event, *ACTIVATE_KEYS))):
            return False
        act()
        return True

    def update(self, dt: float) -> None:
        """Per-frame animation (the caret's blink)."""

    def next_wake(self) -> float | None:
        """Seconds until the control looks different by itself (None: not until input)."""
        return None

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        raise NotImplementedError


def chevron(surface: pygame.Surface, box: pygame.Rect, direction: int, colour: Colour) -> None:
    """A small ‹ or › drawn as lines (fonts differ in whether they have the glyph)."""
    h = max(3, box.height // 6)
    cx, cy = box.centerx, box.centery
    tip = cx + direction * h // 2
    back = cx - direction * h // 2
    width = max(2, box.height // 16)
    pygame.draw.lines(surface, colour, False, [(back, cy - h), (tip, cy), (back, cy + h)], width)
