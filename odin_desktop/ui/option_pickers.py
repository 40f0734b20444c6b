"""Option pickers: every option side by side (`Segmented`), or one at a time with arrows to
the others (`Cycle`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import fonts, theme
from odin_desktop.ui.controls import (
    ACTIVATE_KEYS,
    Control,
    chevron,
    frame,
    is_key,
    label_size,
    left_click,
)
from odin_desktop.ui.labels import draw_text

T = TypeVar("T")


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
        if self.focused and is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
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
        return sum(self._needs(label_size(pygame.Rect(0, 0, 1, height), scale)))

    def segment(self, i: int) -> pygame.Rect:
        """The i-th option's part: widths follow the labels' lengths (as drawn when
        ``measured``), so "Single hand" gets more room than "10". Right to left, the first
        option is on the right."""
        if self.measured:
            weights = self._needs(label_size(self.rect, 1.0))  # proportions: any size alike
        else:
            weights = [len(_(text)) + 6 for _value, text in self.options]
        total = sum(weights)
        x0 = self.rect.x + self.rect.width * sum(weights[:i]) // total
        x1 = self.rect.x + self.rect.width * sum(weights[: i + 1]) // total
        if is_rtl():
            x0, x1 = self.rect.right - (x1 - self.rect.x), self.rect.right - (x0 - self.rect.x)
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.height)

    def on_event(self, event: pygame.event.Event) -> bool:
        if left_click(event, self.rect):
            for i, (value, _label) in enumerate(self.options):
                if self.segment(i).collidepoint(event.pos):
                    self.set(value)
                    return True
        return self._keys(event, wrap_around=False)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        frame(surface, self.rect, scale, hot=False)
        size = label_size(self.rect, scale)
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
        if self.focused and is_key(event, *ACTIVATE_KEYS):
            self.shift(1, wrap_around=True)
            return True
        return self._keys(event, wrap_around=True)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        frame(surface, self.rect, scale, hot=self.hovered)
        a = self.arrow_width()
        size = label_size(self.rect, scale)
        arrow_colour = theme.GOLD_RGB if self.hovered or self.focused else theme.TEXT_DIM
        chevron(surface, pygame.Rect(self.rect.x, self.rect.y, a, self.rect.h), -1, arrow_colour)
        chevron(
            surface, pygame.Rect(self.rect.right - a, self.rect.y, a, self.rect.h), 1, arrow_colour
        )
        box = self.rect.inflate(-2 * a, 0)
        draw_text(surface, self.label, box, size, theme.TEXT, bold=True, align="center")
