"""Settings' choice of the interface size: the sizes side by side as percentages. Those the
screen cannot hold (`theme.smallest_interface`) are veiled, and while the choice is one of
them the row's note says which size is used instead."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import _
from odin_desktop.ui import theme
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.panels import veil

VEIL = (16, 34, 42, 170)  # over a size this screen cannot hold: still chosen, not used


def percent(value: float) -> str:
    return f"{round(value * 100)}%"


class InterfaceSizes(Segmented[float]):
    """The interface sizes of `theme.INTERFACE_SIZES`, one lit (see the module docstring)."""

    def __init__(self, value: float, on_change: Callable[[float], None]) -> None:
        super().__init__([(v, percent(v)) for v in theme.INTERFACE_SIZES], value, on_change)

    def note_for(self, size: tuple[int, int]) -> str | None:
        """What the row says on a screen of ``size`` pixels when the choice is clamped there
        (None: the screen uses it)."""
        used = theme.interface_held(size, self.value)
        if used == self.value:
            return None
        return _("This screen cannot hold {wanted}: {used} is used.").format(
            wanted=percent(self.value), used=percent(used)
        )

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        super().draw(surface, scale)
        smallest = theme.smallest_interface(surface.get_size())
        for i, value in enumerate(self.values):
            if value < smallest:
                seg = self.segment(i)
                veil(surface, VEIL, seg)
