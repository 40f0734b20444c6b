"""Bundled fonts by role, cached per size, with Arabic shaping set up.

SDL_ttf has no font fallback and no bidi: Noto Sans Arabic has no Latin letters and Noto
Sans no Arabic, so mixed text is split into script runs (`runs`) and each run is rendered
with its own font (`render`). Arabic fonts get script "Arab" and right-to-left direction.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from odin_desktop.ui.resources import asset

ROLES: dict[str, str] = {
    "title": "Cinzel-Variable.ttf",  # decorative capitals for titles (Latin only)
    "title_bold": "Cinzel-Bold.ttf",
    "ui": "NotoSans-Regular.ttf",  # Latin, Greek, Cyrillic: English, Italian, German
    "ui_bold": "NotoSans-Bold.ttf",
    "arabic": "NotoSansArabic-Regular.ttf",
    "arabic_bold": "NotoSansArabic-Bold.ttf",
}
ARABIC_ROLES = {"arabic", "arabic_bold"}


def font_path(role: str) -> Path:
    """The file behind a role, e.g. font_path("ui")."""
    return asset("fonts", ROLES[role])


@lru_cache(maxsize=128)
def font(role: str, size: int) -> pygame.font.Font:
    """A cached pygame Font for `role` at `size` px (sizes below 1 are clamped to 1)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(str(font_path(role)), max(1, int(size)))
    if role in ARABIC_ROLES:
        f.set_script("Arab")
        f.set_direction(pygame.DIRECTION_RTL)
    return f


def missing_glyphs(f: pygame.font.Font, text: str) -> str:
    """The characters of `text` that `f` cannot draw (SDL_ttf quietly draws a box instead).

    A missing glyph gets the .notdef box's metrics, which a private-use character also gets.
    """
    notdef = f.metrics("\ue000")[0]
    chars = [ch for ch in dict.fromkeys(text) if not ch.isspace()]
    return "".join(
        ch
        for ch, m in zip(chars, f.metrics("".join(chars)), strict=True)
        if m is None or m == notdef
    )


def is_arabic(ch: str) -> bool:
    o = ord(ch)
    return (
        0x0600 <= o <= 0x06FF
        or 0x0750 <= o <= 0x077F
        or 0x08A0 <= o <= 0x08FF
        or 0xFB50 <= o <= 0xFDFF
        or 0xFE70 <= o <= 0xFEFF
    )


def has_arabic(text: str) -> bool:
    return any(is_arabic(ch) for ch in text)


def runs(text: str) -> list[tuple[str, bool]]:
    """Split text into (run, is_arabic) pieces. Spaces and punctuation join the run before
    them, so "جولة 3" becomes [("جولة ", True), ("3", False)]."""
    out: list[tuple[str, bool]] = []
    for ch in text:
        arabic = is_arabic(ch)
        neutral = not ch.isalnum() and not arabic
        if out and (neutral or out[-1][1] == arabic):
            out[-1] = (out[-1][0] + ch, out[-1][1])
        else:
            out.append((ch, arabic))
    return out


def render(
    text: str, size: int, colour: tuple[int, int, int], bold: bool = False, role: str = "ui"
) -> pygame.Surface:
    """Render a line of text that may mix Arabic with Latin and digits.

    Latin-only text uses `role` ("ui", "title", …). When the line starts with Arabic, runs
    are laid out right to left, as a reader of Arabic expects.
    """
    if not has_arabic(text):
        return font(role + ("_bold" if bold and not role.endswith("_bold") else ""), size).render(
            text, True, colour
        )
    pieces: list[pygame.Surface] = []
    gap = font("ui", size).size(" ")[0]
    for chunk, arabic in runs(text.strip()):
        r = ("arabic" if arabic else "ui") + ("_bold" if bold else "")
        # Spaces between runs become gaps: which side a space falls on depends on direction.
        pieces.append(font(r, size).render(chunk.strip() or " ", True, colour))
    if runs(text.lstrip())[0][1]:  # base direction right-to-left
        pieces.reverse()
    width = sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1)
    height = max(p.get_height() for p in pieces)
    out = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        out.blit(p, (x, (height - p.get_height()) // 2))
        x += p.get_width() + gap
    return out
