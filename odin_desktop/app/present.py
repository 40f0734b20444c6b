"""Putting each drawn frame on the screen: the whole window, or only what changed.

A frame drawn for an idle effect (`scenes.base.Wake` with an area) changed only that area, and
one of a table while cards glide only the areas around them (`Scene.changed_areas`), so only
those rectangles are sent. Other frames are sent whole, as is any frame after the screen
may have lost what it showed (a new window surface, an expose): with SDL's native framebuffer
(see `window_place.FRAMEBUFFER_HINT`) that costs well under a millisecond at 1920 x 1080, less than
finding what changed would.

Finding it is the other strategy, kept to measure (`bench ui --present rows`): a copy of what
the screen shows, in bands of a few rows, compared with each new frame band by band (a bytes
comparison of a band runs at memory speed, yet reading both copies of a 1920 x 1080 frame
takes 2-3 ms), and only the runs of changed bands sent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from odin_desktop.scenes.base import Area

BAND_ROWS = 8
WHOLE, ROWS = "whole", "rows"  # the strategies for frames without an area


def _show(rects: Sequence[pygame.Rect] | None) -> None:
    if rects is None:
        pygame.display.flip()
    elif rects:
        pygame.display.update(rects)


class Presenter:
    def __init__(
        self,
        show: Callable[[Sequence[pygame.Rect] | None], None] = _show,
        strategy: str = WHOLE,
    ) -> None:
        """``show(rects)``: send these rectangles of the window to the screen (None: all)."""
        self.show = show
        self.strategy = strategy
        self._bands: list[bytearray] = []  # ROWS: what the screen shows, band by band
        self._shape: tuple[int, int, int] | None = None  # width, height, pitch of the copy
        self._lost = True  # the screen may not show the last frame: send the next one whole

    def invalidate(self) -> None:
        """The screen may no longer show the last frame (a new window surface, an expose)."""
        self._lost = True

    def present(
        self, surface: pygame.Surface, areas: Sequence[Area] | None = None
    ) -> list[pygame.Rect]:
        """Show ``surface`` (the window's, drawn); ``areas``: all that changed since the last
        frame, if known (none: nothing). Returns the rectangles sent."""
        whole = [surface.get_rect()]
        shape = (*surface.get_size(), surface.get_pitch())
        lost, self._lost = self._lost or shape != self._shape, False
        if self.strategy == ROWS:
            rects = self._compare(surface, shape)
            sent = None if lost else rects
        else:
            self._shape = shape
            sent = None if lost or areas is None else [whole[0].clip(a) for a in areas]
        self.show(sent)
        return whole if sent is None else sent

    def _compare(self, surface: pygame.Surface, shape: tuple[int, int, int]) -> list[pygame.Rect]:
        """Runs of bands that differ from the copy, as full-width rectangles; the copy takes
        the new rows."""
        width, height, pitch = shape
        if shape != self._shape or len(self._bands) != -(-height // BAND_ROWS):
            self._bands = [bytearray() for _ in range(0, height, BAND_ROWS)]
        buffer = surface.get_buffer()  # locks the surface until released below
        view = memoryview(buffer)  # type: ignore[arg-type]  # a BufferProxy exports bytes
        rects: list[pygame.Rect] = []
        run_top: int | None = None
        try:
            for index, shown in enumerate(self._bands):
                top = index * BAND_ROWS
                rows = view[top * pitch : min(height, top + BAND_ROWS) * pitch]
                if shown != rows:  # bytearray against a buffer: a memcmp
                    shown[:] = rows
                    if run_top is None:
                        run_top = top
                elif run_top is not None:
                    rects.append(pygame.Rect(0, run_top, width, top - run_top))
                    run_top = None
                rows.release()
        finally:
            view.release()
            del buffer
        if run_top is not None:
            rects.append(pygame.Rect(0, run_top, width, height - run_top))
        self._shape = shape
        return rects
