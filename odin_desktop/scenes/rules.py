"""How to play: a game's rules told page by page, with real cards for every example.

Each game gives its pages (its registry entry's `rules_pages`): the words are literals (one
per paragraph or caption, English msgids translated when drawn), and the pictures are drawn
by the game's own art. A page is a title and blocks; a block lays itself out (`Block`):
paragraphs (`Para`) and rows of cards (`Cards`) are here, and a game adds its own kinds of
picture as `Figure`s laid out in rows by `PageRenderer.figures`. Left/Right or
PageUp/PageDown turn pages; the wheel, Up and Down scroll a page taller than the window. The
pages are named in a list beside them, each name a control (`PageTab`); when they do not all
fit at a finger's height the list scrolls, by the wheel over it, and always shows the page
shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any, Protocol

import pygame

from odin_desktop.i18n import N_, _, current, is_rtl
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import controls, fonts, labels, panels, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.row_window import RowWindow
from odin_desktop.ui.widgets import Button

TAB_H = 46  # design px: a page's name in the list is a finger's target (the list scrolls)

#: A painter of a laid-out page: called with the page's surface and its own top.
Paint = Callable[[pygame.Surface, int], None]
Ops = list[tuple[int, Paint]]


class Block(Protocol):
    """A part of a page: it lays itself out from ``y`` down, adding its painters to ``ops``
    (nothing is drawn until the page's height is known), and returns the y below it."""

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int: ...


class Figure(Protocol):
    """A picture with a caption under it, laid out in rows by `PageRenderer.figures`."""

    @property
    def caption(self) -> str: ...  # msgids, translated when drawn
    @property
    def note(self) -> str: ...  # a second, dimmer caption line ("" for none)
    @property
    def good(self) -> bool | None: ...  # True: allowed / beats; False: not; None: no mark

    def size(self, page: PageRenderer) -> tuple[int, int]:
        """The picture's size in pixels (without its caption)."""
        ...

    def paint(self, surface: pygame.Surface, page: PageRenderer, x: int, y: int) -> None:
        """Draw the picture with its top left at (x, y)."""
        ...


@dataclass(frozen=True)
class Para:
    text: str

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int:
        return page.paragraph(_(self.text), y, ops)


@dataclass(frozen=True)
class Group:
    """Cards shown together, a caption under them, and optionally a verdict mark."""

    codes: tuple[str, ...]
    caption: str
    good: bool | None = None  # True: allowed / beats; False: not; None: no mark
    note: str = ""  # a second, dimmer caption line


class CardArt(Protocol):
    """How a game draws a card of its rules pages (ODIN's `art` module is one)."""

    def face(self, code: str, width: int) -> pygame.Surface: ...
    def card_size(self, width: int) -> tuple[int, int]: ...


@dataclass(frozen=True)
class Cards:
    """Groups of cards side by side, each fanned out over 0.6 of a card's width."""

    groups: tuple[Group, ...]
    art: CardArt

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int:
        return page.figures(tuple(Fan(group, self.art) for group in self.groups), y, ops)


@dataclass(frozen=True)
class Figures:
    """Any figures side by side (a game's own kinds, card groups as `Fan`s), in rows."""

    items: tuple[Figure, ...]

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int:
        return page.figures(self.items, y, ops)


@dataclass(frozen=True)
class Fan:
    """A `Group` drawn with a game's card art, as a `Figure`."""

    group: Group
    art: CardArt

    @property
    def caption(self) -> str:
        return self.group.caption

    @property
    def note(self) -> str:
        return self.group.note

    @property
    def good(self) -> bool | None:
        return self.group.good

    def size(self, page: PageRenderer) -> tuple[int, int]:
        card_w = page.card_width
        step = int(card_w * 0.6)
        return card_w + step * (len(self.group.codes) - 1), self.art.card_size(card_w)[1]

    def paint(self, surface: pygame.Surface, page: PageRenderer, x: int, y: int) -> None:
        card_w = page.card_width
        cards_w, card_h = self.size(page)
        shadow = pygame.Rect(x + page.px(3), y + page.px(5), cards_w, card_h)
        pygame.draw.rect(surface, (0, 0, 0, 70), shadow, border_radius=page.px(8))
        for i, code in enumerate(self.group.codes):
            surface.blit(self.art.face(code, card_w), (x + i * int(card_w * 0.6), y))


@dataclass(frozen=True)
class Page:
    """Texts here are English msgids (marked with N_), translated when a page is drawn."""

    title: str
    blocks: tuple[Block, ...]


@dataclass
class PageTab(Button):
    """A page's name in the list beside the pages: a click turns to it. It is a control as
    every other, so a right-to-left screen mirrors it with the rest (`Screen.refresh`) and it
    answers where it is drawn; the page shown is lit, a gold bar at its reading start."""

    current: bool = False

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        px = partial(theme.scaled, scale=scale)
        if self.current or self.hovered:
            pygame.draw.rect(surface, theme.BUTTON_HOVER, self.rect, border_radius=px(8))
        if self.current:
            bar = pygame.Rect(0, self.rect.y + px(8), px(4), self.rect.h - px(16))
            bar.x = self.rect.right - bar.w if is_rtl() else self.rect.x
            pygame.draw.rect(surface, theme.GOLD_RGB, bar)
        colour = theme.GOLD_RGB if self.current else theme.TEXT
        box = self.rect.inflate(-px(28), 0)
        labels.draw_text(surface, _(self.label), box, px(19), colour, bold=self.current)


class RulesScene(Screen):
    # A pad reads as the keys do: ← → (and the shoulders) turn the page, ↑ ↓ scroll it (no
    # prompt: few pages are longer than the panel, and a fourth word would reach Previous); A
    # turns to the next, as its gold button does (the D-pad moves no focus ring here: the
    # page's tab, lit in the list, is where the reader is).
    pad_keys = {Intent.SELECT: pygame.K_PAGEDOWN}
    prompts = (
        (Intent.RIGHT, N_("Page")),
        (Intent.SELECT, N_("Next")),
        (Intent.BACK, N_("Back")),
    )
    def __init__(self, app: Host, pages: Sequence[Page], page: int = 0) -> None:
        super().__init__(app)
        self.pages = pages
        self.page = page
        self.scroll = 0
        self.prev_button = Button(N_("Previous"), lambda: self.turn(-1))
        self.next_button = Button(N_("Next"), lambda: self.turn(1), primary=True)
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
        self._content: pygame.Surface | None = None
        self._content_key: tuple[int, int, float, str] | None = None  # page, width, scale, language
        self.tabs = [PageTab(page.title, partial(self.go, i)) for i, page in enumerate(pages)]
        self.listed = RowWindow()  # the pages named in the list, when not all fit
        self.listed.reveal(page)
        self.pointer = (-1, -1)  # where the wheel turns: over the list, it scrolls the list
        self.view = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ navigation
    def turn(self, delta: int) -> None:
        self.go(self.page + delta)

    def go(self, page: int) -> None:
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.page = page
            self.scroll = 0
            self.listed.reveal(page)  # the list shows the page shown
            self.refresh()

    @property
    def max_scroll(self) -> int:
        content = self.content()
        return max(0, content.get_height() - self.view.height)

    def scroll_by(self, delta: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + delta))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            pages = {
                pygame.K_LEFT: -1,
                pygame.K_PAGEUP: -1,
                pygame.K_RIGHT: 1,
                pygame.K_PAGEDOWN: 1,
            }
            lines = {pygame.K_UP: -1, pygame.K_DOWN: 1}
            if event.key in pages:
                self.turn(pages[event.key])
                return
            if event.key in lines:
                self.scroll_by(lines[event.key] * self.px(60))
                return
            if event.key == pygame.K_HOME:
                self.go(0)
                return
            if event.key == pygame.K_END:
                self.go(len(self.pages) - 1)
                return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            if self.mirror(self.sidebar).collidepoint(self.pointer):
                if self.listed.scroll(-event.y):
                    self.refresh()
            else:
                self.scroll_by(-event.y * self.px(60))
            return
        super().handle_event(event)

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        return [self.back_button, self.prev_button, self.next_button, *self.tabs]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        margin = px(32)
        top = px(104)
        bh = px(54)
        bottom = h - bh - px(22)
        side_w = px(270)  # a page's name at the list's size, beside the list's scroll bar
        self.sidebar = pygame.Rect(margin, top, side_w, bottom - top - px(18))
        self.panel = pygame.Rect(self.sidebar.right + px(20), top, 0, self.sidebar.height)
        self.panel.width = w - margin - self.panel.x
        self.view = self.panel.inflate(-px(64), -px(48))
        pad, ends = px(10), px(16)  # above and below: room for the list's arrows
        pitch = min(px(50), max(px(TAB_H), (self.sidebar.height - 2 * ends) // len(self.pages)))
        self.listed.fit(len(self.pages), (self.sidebar.height - 2 * ends) // pitch)
        tab_w = side_w - 2 * pad - (px(10) if self.listed.scrolls else 0)  # beside its bar
        for i, tab in enumerate(self.tabs):
            y = self.sidebar.y + ends + (i - self.listed.first) * pitch
            tab.rect = pygame.Rect(self.sidebar.x + pad, y, tab_w, pitch)
            if not self.listed.visible(i):  # a page out of the list: neither drawn nor hit
                tab.rect = pygame.Rect(0, 0, 0, 0)
            tab.current = i == self.page
        bw = px(190)
        self.back_button.rect = pygame.Rect(margin, bottom, bw, bh)
        self.next_button.rect = pygame.Rect(w - margin - bw, bottom, bw, bh)
        self.prev_button.rect = pygame.Rect(self.next_button.rect.x - px(16) - bw, bottom, bw, bh)
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(self.pages) - 1
        self.scroll = min(self.scroll, self.max_scroll)

    # ------------------------------------------------------------------ drawing
    def content(self) -> pygame.Surface:
        """The current page rendered at the view's width (cached; scrolled when drawn)."""
        key = (self.page, self.view.width, self.scale, current())
        if self._content is None or self._content_key != key:
            self._content = PageRenderer(self.scale, max(1, self.view.width)).render(
                self.pages[self.page]
            )
            self._content_key = key
        return self._content

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        self.titled(surface, _("How to play"), px(50), 44, (self.size[0] // 2, px(84), px(320)))
        # Right to left the sidebar of pages moves to the right (`mirror`).
        panels.draw_panel(surface, self.mirror(self.sidebar), self.scale)
        self.draw_more_rows(surface, self.sidebar, self.listed)
        panels.draw_panel(surface, self.mirror(self.panel), self.scale)
        content = self.content()
        area = pygame.Rect(0, self.scroll, self.view.width, self.view.height)
        if self.scroll < self.max_scroll:  # more below: the cut line fades, and it is said
            shown = content.subsurface(area).copy()
            fade = _fade(shown.get_size(), px(56))
            shown.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(shown, self.mirror(self.view).topleft)
            self._draw_more_below(surface)
        else:
            surface.blit(content, self.mirror(self.view).topleft, area)
        if self.max_scroll:
            self._draw_scrollbar(surface, content.get_height())
        counter = pygame.Rect(0, 0, px(160), self.next_button.rect.h)
        prev = self.mirror(self.prev_button.rect)  # as laid out, left to right
        counter.midright = (prev.x - px(20), self.next_button.rect.centery)
        counter = self.mirror(counter)
        labels.draw_text(
            surface,
            f"{self.page + 1} / {len(self.pages)}",
            counter,
            px(18),
            theme.TEXT_DIM,
            align="left" if is_rtl() else "right",  # next to Previous
            mirror=False,  # the side is chosen here: `draw_text` would flip it back
        )

    def _draw_more_below(self, surface: pygame.Surface) -> None:
        """Under the faded last line, in the panel's margin: the page goes on."""
        px = self.px
        line = pygame.Rect(self.view.x, self.view.bottom + px(2), self.view.width, px(20))
        words = _("More below: scroll with the mouse wheel or the down arrow")
        labels.draw_text(surface, words, self.mirror(line), px(15), theme.GOLD_RGB)

    def _draw_scrollbar(self, surface: pygame.Surface, height: int) -> None:
        track = pygame.Rect(self.panel.right - self.px(16), self.view.y, self.px(6), self.view.h)
        shown = self.view.height
        controls.draw_scrollbar(surface, self.mirror(track), self.scroll, shown, height, self.scale)


@lru_cache(maxsize=8)
def _fade(size: tuple[int, int], depth: int) -> pygame.Surface:
    """A mask that fades the bottom ``depth`` pixels of a view out (multiplied into it)."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 255))
    width, height = size
    depth = max(1, min(depth, height))
    for i in range(depth):
        alpha = 255 - 225 * (i + 1) // depth  # to a ghost of the line, not quite nothing
        mask.fill((255, 255, 255, alpha), pygame.Rect(0, height - depth + i, width, 1))
    return mask


def _paint_line(text: str, box: pygame.Rect, size: int, surface: pygame.Surface, _y: int) -> None:
    labels.draw_text(surface, text, box, size)


class PageRenderer:
    """Lays out one page (its title, then each block) onto a tall surface; blocks use its
    measures and its paragraph and figure-row layouts."""

    def __init__(self, scale: float, width: int) -> None:
        self.scale = scale
        self.width = width

    def px(self, value: float) -> int:
        return theme.scaled(value, self.scale)

    @property
    def card_width(self) -> int:
        """The width of a card in the examples."""
        return self.px(100)

    def reading_x(self, x: int, width: int) -> int:
        """Where a box laid out ``x`` px from the reading start begins on the surface."""
        return self.width - x - width if is_rtl() else x

    def render(self, page: Page) -> pygame.Surface:
        ops: Ops = []  # (y, painter) collected first to size the surface
        y = 0
        title_h = self.px(52)
        ops.append((y, lambda s, y0: self._title(s, _(page.title), y0, title_h)))
        y += title_h + self.px(12)
        for block in page.blocks:
            y = block.lay_out(self, y, ops) + self.px(16)
        surface = pygame.Surface((self.width, max(1, y)), pygame.SRCALPHA)
        for y0, paint in ops:
            paint(surface, y0)
        return surface

    def _title(self, surface: pygame.Surface, text: str, y: int, h: int) -> None:
        box = pygame.Rect(0, y, self.width, h)
        labels.draw_text(surface, text, box, self.px(34), theme.GOLD_RGB, role="title_bold")

    def paragraph(self, text: str, y: int, ops: Ops, x: int = 0, width: int | None = None) -> int:
        """``text`` (translated) wrapped from ``y`` down in the box from ``x`` (on the
        surface) ``width`` wide, by default the page's width; the y below it."""
        width = self.width if width is None else width
        size = self.px(21)
        step = int(labels.line_height(size) * 1.08)
        for line in labels.wrap(text, size, width):
            ops.append((y, partial(_paint_line, line, pygame.Rect(x, y, width, step), size)))
            y += step
        return y

    def figures(self, figures: Sequence[Figure], y: int, ops: Ops) -> int:
        """Figures side by side, each as wide as its picture or its caption; rows of equal
        length (nine cards become five and four), each row centred."""
        gap = self.px(26)
        size = self.px(17)
        caption_h = labels.line_height(size) * 2 + self.px(8)
        sizes = [f.size(self) for f in figures]
        widths = []
        for f, (art_w, _art_h) in zip(figures, sizes, strict=True):
            caption = fonts.render(_(f.caption), size, theme.TEXT, bold=True).get_width()
            note = fonts.render(_(f.note), size - 2, theme.TEXT).get_width() if f.note else 0
            widths.append(min(self.width, max(art_w, caption, note) + self.px(12)))
        per_row = self._per_row(widths, gap)
        for start in range(0, len(widths), per_row):
            row = range(start, min(len(widths), start + per_row))
            x = (self.width - sum(widths[i] for i in row) - gap * (len(row) - 1)) // 2
            art_h = max(sizes[i][1] for i in row)
            for i in row:
                fw = widths[i]
                fx = self.reading_x(x, fw)  # right to left, the first is right
                ops.append((y, partial(self._figure, figures[i], fx, fw, art_h)))
                x += fw + gap
            y += art_h + caption_h + self.px(14)
        return y - self.px(14)

    def _per_row(self, widths: list[int], gap: int) -> int:
        fit, used = 0, -gap
        for w in widths:
            if fit and used + gap + w > self.width:
                break
            fit, used = fit + 1, used + gap + w
        rows = -(-len(widths) // max(1, fit))
        return -(-len(widths) // rows)

    def _figure(
        self, figure: Figure, x: int, width: int, art_h: int, surface: pygame.Surface, y: int
    ) -> None:
        """A figure in its column ``width`` wide, its picture in the middle of the row's
        ``art_h``, its caption under the row's pictures."""
        fig_w, fig_h = figure.size(self)
        fx = x + (width - fig_w) // 2
        fy = y + (art_h - fig_h) // 2
        figure.paint(surface, self, fx, fy)
        if figure.good is not None:
            _mark(surface, (fx + fig_w - self.px(4), fy + self.px(4)), self.px(15), figure.good)
        size = self.px(17)
        line = labels.line_height(size)
        top = y + art_h + self.px(8)
        box = pygame.Rect(x, top, width, line)
        good = figure.good
        colour = theme.GOOD if good else theme.BAD if good is False else theme.TEXT
        labels.draw_text(surface, _(figure.caption), box, size, colour, bold=True, align="center")
        if figure.note:
            note = box.move(0, line)
            labels.draw_text(
                surface, _(figure.note), note, size - 2, theme.TEXT_DIM, align="center"
            )


def _mark(surface: pygame.Surface, centre: tuple[int, int], radius: int, good: bool) -> None:
    """A round badge with a tick or a cross, drawn (fonts may lack the glyphs)."""
    colour = theme.GOOD if good else theme.BAD
    pygame.draw.circle(surface, (12, 24, 28), (centre[0], centre[1] + 2), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    x, y = centre
    r = radius // 2
    width = max(2, radius // 5)
    ink = (16, 30, 24)
    if good:
        pygame.draw.lines(
            surface, ink, False, [(x - r, y), (x - r // 3, y + r - 1), (x + r, y - r)], width
        )
    else:
        pygame.draw.line(surface, ink, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(surface, ink, (x - r, y + r), (x + r, y - r), width)
