"""A one-line text field (`TextInput`): typing, the caret and its blink, the clipboard."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import fonts, theme
from odin_desktop.ui.controls import (
    Control,
    frame,
    label_size,
    left_click,
)
from odin_desktop.ui.labels import draw_text, log_text

CARET_SHOWN = 0.6  # of every second the caret blinks through


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
        if left_click(event, self.rect):
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
        frame(surface, self.rect, scale, hot=self.focused or self.hovered)
        self._size = label_size(self.rect, scale)
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
        log_text(self.text, inner.clip(image.get_rect(topleft=(origin, y))), inner)
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
