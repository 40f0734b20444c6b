"""What the flight table draws over its places and cards for the moment: the status line, an
Odin card of the hand shown large once the pointer or the focus has rested on it (never over
the places' captions nor a card ringed: `free_left`), and what the card being dragged would
do where it is."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from odin_desktop.scenes.base import Wake
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.sprites import RavensCardSprite, card_image, even
from odin_desktop.scenes.ravens.view import RavensTableView
from odin_desktop.scenes.status_line import TONE_COLOURS, Backing, draw_status
from odin_desktop.scenes.table_model import Tone
from odin_desktop.ui import theme
from odin_desktop.ui.effects import card_shadow
from odin_desktop.ui.rest import Rest
from odin_desktop.ui.text import fitted, wrapped

ZOOM_DELAY = 0.45  # seconds resting on an Odin card before it is shown large
ZOOM_LEAST = 1.3  # the card shown large is this much wider than the hand's, or not shown


def status(surface: pygame.Surface, lay: TableLayout, words: str, tone: Tone) -> None:
    """The table model's status, in its box, over a soft backing (two lines at most)."""
    if not words:
        return
    box = lay.status
    lines = wrapped(words, theme.scaled(20, lay.scale), TONE_COLOURS[tone], box.width, bold=True)
    height = sum(line.get_height() for line in lines)
    backing = Backing(
        wider=lay.px(28), taller=lay.px(8), rise=lay.px(4), alpha=190, radius=lay.px(10)
    )
    draw_status(surface, lines, box.centerx, box.centery - height // 2, backing)


def caption(
    surface: pygame.Surface, lay: TableLayout, said: tuple[str, bool], dragged: RavensCardSprite
) -> None:
    """What the ``dragged`` card would do where it is (and why not), over it: ``said`` is the
    model's preview, its words and whether the drop would be taken."""
    words, ok = said
    if not words:
        return
    colour = theme.GOOD if ok else theme.BAD
    label = fitted(words, theme.scaled(17, lay.scale), colour, lay.px(520), bold=True)
    rect = label.get_rect(midbottom=(round(dragged.x), dragged.rect().y - lay.px(8)))
    pad = rect.inflate(lay.px(18), lay.px(10))
    pad.clamp_ip(surface.get_rect())
    rect.center = pad.center
    pygame.draw.rect(surface, theme.PANEL, pad, border_radius=lay.px(8))
    pygame.draw.rect(surface, colour, pad, max(1, lay.px(2)), border_radius=lay.px(8))
    surface.blit(label, rect)


class Zoom:
    """An Odin card of the hand shown large enough to read its two texts once the pointer
    has rested on it a moment (a finger's long press at once, until it lifts), or the
    keyboard's or the pad's card has, while the player is free to play (never while a card
    is carried or a panel is open). It lies over the hand, below the status line: the paths,
    the prompt and the buttons stay in sight, and so do what it is told to ``avoid`` (the
    places' captions, the cards a hint or a lesson rings)."""

    def __init__(self) -> None:
        self.rest: Rest[int] = Rest(ZOOM_DELAY)  # the hand's card rested on (its index)

    def point(self, index: int | None, event: pygame.event.Event | None = None) -> None:
        """The hand's card ``index`` (None: none) is now under the pointer (``event``, its
        move) or the focus (no event)."""
        self.rest.point(index, event)

    def restart(self) -> None:
        """What was shown large goes; the pointer or the focus must rest again."""
        self.rest.restart()

    def update(self, dt: float) -> None:
        self.rest.update(dt)

    @property
    def shown(self) -> bool:
        return self.rest.shown

    def _card(self, view: RavensTableView, allowed: bool) -> RavensCardSprite | None:
        index = self.rest.on
        if index is None or not allowed or index >= len(view.hand):
            return None
        sprite = view.hand[index]
        return sprite if sprite.code in art.ODIN_CARDS else None

    def wake(self, view: RavensTableView, allowed: bool) -> Wake | None:
        """The moment the card rested on is shown large (None: none will be)."""
        due = self.rest.wake()
        if due is None or self._card(view, allowed) is None:
            return None
        return Wake(due)

    def rect(
        self, view: RavensTableView, allowed: bool, avoid: Sequence[pygame.Rect] = ()
    ) -> pygame.Rect | None:
        """Where the card is shown large now (None: it is not)."""
        sprite = self._card(view, allowed)
        if sprite is None or not self.rest.shown:
            return None
        return zoom_rect(view.layout, sprite.x, avoid)

    def draw(
        self,
        surface: pygame.Surface,
        view: RavensTableView,
        allowed: bool,
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        rect = self.rect(view, allowed, avoid)
        sprite = self._card(view, allowed)
        if rect is None or sprite is None:
            return
        image = card_image(sprite.code, even(rect.w))
        shade = card_shadow(*rect.size)
        surface.blit(shade, shade.get_rect(center=(rect.centerx + 4, rect.centery + 6)))
        surface.blit(image, rect)


def zoom_rect(lay: TableLayout, x: float, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """A card shown large over the hand, as near ``x`` as it can be: below the status line,
    above the window's bottom, clear of the buttons' column and of every rectangle of
    ``avoid``; as large as that leaves room for, and not at all in too little."""
    w, h = lay.size
    top, bottom = lay.status.bottom + lay.px(8), h - lay.px(6)
    column = lay.me.magic  # the Magic Way row and the buttons under it
    low, high = 0, column.x - lay.px(8)  # the table keeps its places (docs/I18N.md)
    width = min(lay.px(220), art.width_for_height(bottom - top))
    while width >= lay.hand_width * ZOOM_LEAST:
        rect = pygame.Rect(0, 0, *art.card_size(even(width)))
        rect.midbottom = (round(x), bottom)
        blocked = [(r.x, r.right) for r in avoid if r.y < rect.bottom and r.bottom > rect.y]
        left = free_left(rect.x, rect.w, low, high, blocked)
        if left is not None:
            rect.x = left
            return rect
        width -= lay.px(12)
    return None


def free_left(
    wanted: int, width: int, low: int, high: int, blocked: Sequence[tuple[int, int]]
) -> int | None:
    """The left edge nearest ``wanted`` of a span ``width`` long between ``low`` and
    ``high`` that meets none of the ``blocked`` spans (left, right); None when none fits."""

    def free(left: int) -> bool:
        inside = low <= left and left + width <= high
        return inside and all(left + width <= a or left >= b for a, b in blocked)

    candidates = [min(max(wanted, low), high - width), low, high - width]
    for a, b in blocked:
        candidates += [a - width, b]
    fitting = [left for left in candidates if free(left)]
    return min(fitting, key=lambda left: (abs(left - wanted), left)) if fitting else None
