"""Bundled fonts by role, cached per size, with Arabic shaping set up.

SDL_ttf has no font fallback and no bidi: Noto Sans Arabic has no Latin letters and Noto
Sans no Arabic, so mixed text is split into script runs (`runs`) and each run is rendered
with its own font (`render`). Arabic fonts get script "Arab" and right-to-left direction.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pygame

from odin_desktop import i18n
from odin_desktop.i18n import FSI, PDI, isolate
from odin_desktop.ui.quit_hooks import AtNextQuit
from odin_desktop.ui.recording import Recorder
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
    _forgotten_at_quit.arm()
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(str(font_path(role)), max(1, int(size)))
    if role in ARABIC_ROLES:
        f.set_script("Arab")
        f.set_direction(pygame.DIRECTION_RTL)
    return f


# A font outlives no `pygame.quit()`: one kept after it fails when used ("font module quit
# since font created"), e.g. when a window opens again in the same process.
_forgotten_at_quit = AtNextQuit(font.cache_clear)


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


# Text between Unicode's isolate marks (`i18n.isolate`) is laid out on its own and is one
# neutral block to its neighbours, so "Astrid, Bo · 12 Nov · 4 أيادٍ" keeps its parts in order.
_ISOLATE = re.compile(f"{FSI}(.*?){PDI}", re.DOTALL)
_OBJECT = "\ufffc"  # stands in for an isolate while the line around it is resolved


def _hide_isolates(text: str) -> tuple[str, list[str]]:
    found: list[str] = []

    def hide(match: re.Match[str]) -> str:
        found.append(match.group(1))
        return _OBJECT

    return _ISOLATE.sub(hide, text).replace(FSI, "").replace(PDI, ""), found


# Unicode's invisible direction marks, strong letters that are not drawn: they keep a line cut
# from a paragraph laid out as it is inside the paragraph (`in_context`).
LRM, RLM = "\u200e", "\u200f"
NBSP = "\u00a0"  # a space where no line may break
_MARKS = LRM + RLM
_INVISIBLE = str.maketrans("", "", FSI + PDI + _MARKS)


# Paired punctuation shown mirrored inside right-to-left text (Unicode's Bidi_Mirrored pairs).
_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")
_NUMBER_SEPARATORS = ".,:/"  # "1,000", "3/4", "12:30" stay one number (UAX #9 rule W4)


def _kind(ch: str) -> str:
    if is_arabic(ch) or ch == RLM:
        return "R"
    if ch.isdigit():
        return "D"
    return "L" if ch.isalpha() or ch == LRM else "N"


def _kinds(text: str) -> list[str]:
    """Each character's bidi class, simplified: R (Arabic), L (other letters), D (digits) or
    N (spaces and punctuation)."""
    kinds = [_kind(ch) for ch in text]
    for i in range(1, len(text) - 1):
        if text[i] in _NUMBER_SEPARATORS and kinds[i - 1] == kinds[i + 1] == "D":
            kinds[i] = "D"
    return kinds


def _strong(kinds: list[str], rtl: bool) -> list[str]:
    """The direction each character shows its neighbours: R or L for letters, "" for neutrals;
    digits count as R unless a Latin letter precedes them (W7)."""
    strong: list[str] = []
    last = "R" if rtl else "L"
    for k in kinds:
        if k in "RL":
            last = k
        strong.append(k if k in "RL" else last if k == "D" else "")
    return strong


def levels(text: str, rtl: bool) -> list[int]:
    """Embedding levels of a line (a small subset of UAX #9, enough for a game's messages):
    Arabic is level 1, Latin 0 in a left-to-right line and 2 in a right-to-left one, digits
    read left to right inside either, and spaces and punctuation take the direction of their
    neighbours when both agree, else the line's."""
    base = 1 if rtl else 0
    kinds = _kinds(text)
    strong = _strong(kinds, rtl)
    out: list[int] = []
    for i, k in enumerate(kinds):
        if k == "R":
            out.append(1)
        elif k in "LD":
            # Left-to-right text nested in a right-to-left context goes one level up.
            out.append(2 if (rtl or strong[i] == "R") else 0)
        else:
            before = next((strong[j] for j in range(i - 1, -1, -1) if strong[j]), "")
            after = next((strong[j] for j in range(i + 1, len(text)) if strong[j]), "")
            before = before or ("R" if rtl else "L")
            after = after or ("R" if rtl else "L")
            if before != after:
                out.append(base)
            else:  # between two runs of one direction, e.g. the space in "B2 B3"
                out.append(1 if before == "R" else 2 if rtl else 0)
    return out


def visual_pieces(text: str, rtl: bool) -> list[tuple[str, bool]]:
    """The line cut into (piece, is_arabic) in left-to-right display order.

    Pieces share a level and a font. Arabic pieces stay in logical order (HarfBuzz shapes and
    reverses them); other pieces at an odd level are reversed and mirrored here, and runs are
    reordered by rule L2 of UAX #9, so "942" and "B7" inside Arabic still read 942 and B7.
    """
    text, isolates = _hide_isolates(text)
    lv = levels(text, rtl)
    pieces: list[tuple[str, int, bool]] = []  # (text, level, arabic font)
    for ch, level in zip(text, lv, strict=True):
        if ch in _MARKS:  # it has set the levels around it; nothing to draw
            continue
        arabic = is_arabic(ch) or (ch == " " and level % 2 == 1)
        alone = _OBJECT in (ch, pieces[-1][0][-1] if pieces else "")  # an isolate: one piece
        if pieces and pieces[-1][1] == level and pieces[-1][2] == arabic and not alone:
            pieces[-1] = (pieces[-1][0] + ch, level, arabic)
        else:
            pieces.append((ch, level, arabic))
    if not pieces:
        return []
    order = list(range(len(pieces)))
    flipped = [False] * len(pieces)
    odd = [p[1] for p in pieces if p[1] % 2] or [1]
    for threshold in range(max(p[1] for p in pieces), min(odd) - 1, -1):
        i = 0
        while i < len(order):
            if pieces[order[i]][1] < threshold:
                i += 1
                continue
            j = i
            while j < len(order) and pieces[order[j]][1] >= threshold:
                j += 1
            order[i:j] = order[i:j][::-1]
            for k in order[i:j]:
                flipped[k] = not flipped[k]
            i = j
    inner = iter(isolates)
    placed = {k: next(inner) for k in range(len(pieces)) if pieces[k][0] == _OBJECT}
    out: list[tuple[str, bool]] = []
    for k in order:
        chunk, _level, arabic = pieces[k]
        if k in placed:  # laid out by its own first letter, whatever surrounds it
            if placed[k]:
                out += visual_pieces(placed[k], _first_strong_rtl(placed[k]))
            continue
        if flipped[k] and not arabic:
            chunk = chunk[::-1].translate(_MIRROR)
        out.append((chunk, arabic))
    return out


def _first_strong_rtl(text: str) -> bool:
    return next((k for k in _kinds(text) if k in "RL"), "L") == "R"


def base_rtl(text: str) -> bool:
    """Whether a line reads right to left: a direction mark in front says so, or its first
    letter is Arabic, or it has Arabic while the game speaks Arabic (a line may start with a
    player's Latin name)."""
    if text[:1] in _MARKS:
        return text[0] == RLM
    if _first_strong_rtl(_hide_isolates(text)[0]):
        return True
    return i18n.is_rtl() and has_arabic(text)


def phrases(text: str, rtl: bool) -> list[str]:
    """`text` cut at the spaces where a line may break: those of the paragraph's own direction.
    A run of the other direction (a Latin name or error in Arabic, Arabic in English) and an
    isolate stay one phrase, so wrapping moves them whole instead of splitting them."""
    hidden, isolates = _hide_isolates(text)
    inner = iter(isolates)
    base = 1 if rtl else 0
    out: list[list[str]] = [[]]
    word = ""
    for ch, level in zip(hidden, levels(hidden, rtl), strict=True):
        if not ch.isspace() or ch == NBSP:  # a translation's "Durchgang\u00a05" stays whole
            word += isolate(next(inner)) if ch == _OBJECT else ch
            continue
        if word:
            out[-1].append(word)
            word = ""
        if level == base and out[-1]:
            out.append([])
    if word:
        out[-1].append(word)
    return [" ".join(words) for words in out if words]


def in_context(lines: list[str], rtl: bool) -> list[str]:
    """Lines cut from one paragraph (right to left when `rtl`), marked so that each, laid out
    alone, looks as it does inside the paragraph (UAX #9 resolves a paragraph, then breaks
    it): in the paragraph's direction, with the punctuation and digits at its ends placed by
    the letters on the lines around it. So a line of only Latin words in Arabic still reads
    right to left, and "device:" | "'/home" keep ":" and "'/" inside their Latin run."""
    base = "R" if rtl else "L"
    mark = {"R": RLM, "L": LRM}
    hidden = [_hide_isolates(line)[0] for line in lines]
    strong = _strong(_kinds(" ".join(hidden)), rtl)
    out: list[str] = []
    start = 0
    for line, shown in zip(lines, hidden, strict=True):
        end = start + len(shown)
        # Only punctuation and digits at a line's ends look at the letters beyond it.
        first, last = _kinds(shown[:1] + shown[-1:]) if shown else ("", "")
        before = next((k for k in reversed(strong[:start]) if k), base)
        after = next((k for k in strong[end:] if k), base)
        head = mark[before] if first in ("N", "D") and before != base else ""
        marked = line + (mark[after] if last == "N" and after != base else "")
        if head or (line and base_rtl(marked) != rtl):  # the paragraph's direction first
            marked = mark[base] + head + marked
        out.append(marked)
        start = end + 1
    return out


# Every line rendered with its font size, while a test records (`recording_sizes`): text too
# small to read on a small screen.
SIZES: Recorder[tuple[str, int]] = Recorder()
recording_sizes = SIZES.recording


def render(
    text: str, size: int, colour: tuple[int, int, int], bold: bool = False, role: str = "ui"
) -> pygame.Surface:
    """Render a line of text that may mix Arabic with Latin and digits.

    Latin-only text uses `role` ("ui", "title", …). Text with Arabic (or marked right to left
    by `in_context`) is cut into pieces in
    display order (`visual_pieces`), each drawn with a font that has its glyphs (Noto Sans
    Arabic has no Latin, Noto Sans no Arabic) and set on a shared baseline.
    """
    if SIZES.on and text.strip():
        SIZES.add((text, size))
    bold_role = role + ("_bold" if bold and not role.endswith("_bold") else "")
    if not has_arabic(text) and RLM not in text:  # Latin only, left to right: one font
        return font(bold_role, size).render(text.translate(_INVISIBLE), True, colour)
    arabic_role = "arabic_bold" if bold or role.endswith("_bold") else "arabic"
    # Cinzel (titles) has no Arabic; Latin next to Arabic in a title uses the UI face.
    latin_role = "ui_bold" if bold or role.endswith("_bold") else "ui"
    drawn: list[tuple[pygame.Surface, int]] = []
    for chunk, arabic in visual_pieces(text.strip(), base_rtl(text)) or [("", False)]:
        f = font(arabic_role if arabic else latin_role, size)
        drawn.append((f.render(chunk, True, colour), f.get_ascent()))
    ascent = max(a for _, a in drawn)
    height = max(ascent - a + s.get_height() for s, a in drawn)
    width = sum(s.get_width() for s, _ in drawn)
    out = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    x = 0
    for surface, a in drawn:
        out.blit(surface, (x, ascent - a))
        x += surface.get_width()
    return out
