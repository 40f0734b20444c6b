"""What the menu-like screens share: the slate backdrop, a heading, a focus ring over their
controls, a message banner, and Esc for Back.

A screen lays out its controls in `layout()` (called on every resize and whenever its set of
controls changes), lists them in focus order in `controls()`, and paints the rest in
`draw_content()`. Everything is positioned from the canvas size and `scale` (1.0 at the
1280 x 800 design size), so the screens grow and shrink with the window.

Right to left (Arabic), `refresh` mirrors every control's rectangle across the canvas, so
layouts are written once, left to right; a screen mirrors the geometry it paints itself
with `mirror`.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.scenes.base import Host, Scene, Wake, soonest
from odin_desktop.ui import controls, labels, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.banner import Banner
from odin_desktop.ui.focus_ring import FocusRing
from odin_desktop.ui.row_window import RowWindow
from odin_desktop.ui.touch import gone

# Design px kept free at the canvas's foot, under a screen's lowest buttons, for the pad's
# prompts (`ui/pad_prompts.strip_rect`: 40 px and 6 of air), so they never cover Back.
PROMPTS_ROOM = 46
DIAMOND = 6  # design px from an ornament's rule to its diamond's points
RULE_AIR = 4  # design px at least between a heading's lowest mark and its ornament

def play_sound(app: Host, name: str) -> None:
    """A sound if the app can make one: a missing audio device is never worth a crash."""
    with contextlib.suppress(Exception):
        app.play_sound(name)


class Screen(Scene):
    """A full-window menu screen (see the module docstring)."""

    title = ""
    #: Menus of buttons: the pointer and the arrow keys share one highlight.
    hover_focus = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.size: tuple[int, int] = app.size
        self.ring = FocusRing()
        self.banner: Banner | None = None
        # Where the pointer was first seen since the screen showed: a pointer resting there (the
        # window's own motion event as it opens under it) is no choice of the player's.
        self._rest: tuple[int, int] | None = None
        self._moved = False  # … and whether it has left that place since

    # ------------------------------------------------------------------ geometry
    @property
    def scale(self) -> float:
        return theme.layout_scale(self.size)

    def px(self, value: float) -> int:
        """A design-size length in canvas pixels."""
        return theme.scaled(value, self.scale)

    def mirror(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` reflected across the canvas while the language reads right to left."""
        if not is_rtl():
            return rect
        return pygame.Rect(self.size[0] - rect.right, rect.y, rect.width, rect.height)

    # ------------------------------------------------------------------ to override
    def layout(self) -> None:
        """Give every control its rectangle for `self.size`."""

    def controls(self) -> list[Any]:
        """The interactive widgets, in focus order."""
        return []

    def draw_content(self, surface: pygame.Surface) -> None:
        """Paint what is not a control (headings, pictures, text)."""

    def back(self) -> None:
        self.app.scenes.pop()

    # ------------------------------------------------------------------ shared
    def all_controls(self) -> list[Any]:
        return ([self.banner] if self.banner else []) + self.controls()

    def refresh(self) -> None:
        """Re-lay out after the set of controls changed (e.g. a seat was added)."""
        self.layout()
        self._layout_banner()
        for control in self.all_controls() if is_rtl() else ():
            control.rect = self.mirror(control.rect)
        self.ring.set_items(self.all_controls())

    def show_message(self, text: str, error: bool = False) -> None:
        self.banner = Banner(text, self.dismiss_message, error=error)
        self.refresh()

    def dismiss_message(self) -> None:
        self.banner = None
        self.refresh()

    def banner_rect(self) -> pygame.Rect:
        """Where messages appear: across the top unless a screen has a better place."""
        w = min(self.size[0] - self.px(40), self.px(900))
        h = max(self.px(46), self.banner.height_for(w, self.scale) if self.banner else 0)
        rect = pygame.Rect(0, self.px(14), w, h)
        rect.centerx = self.size[0] // 2
        return rect

    def _layout_banner(self) -> None:
        if self.banner is not None:
            self.banner.rect = self.banner_rect()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.refresh()

    def enter(self) -> None:
        self.refresh()

    def pause(self) -> None:
        # Shown again later: the pointer must move again to lead the focus.
        self._rest, self._moved = None, False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.MOUSEMOTION and not gone(event):  # the player's own
            self.ring.visible = False
            self._hover(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A click gives the focus to what was clicked (or takes it from a text field).
            hit = next((c for c in self.all_controls() if c.rect.collidepoint(event.pos)), None)
            self.ring.focus(hit)
        used = False
        for control in list(self.all_controls()):  # a handler may change the list
            used = control.handle_event(event) or used
            if used and event.type != pygame.MOUSEMOTION:
                break
        if not used:
            self.ring.handle_key(event)

    def _hover(self, pos: tuple[int, int]) -> None:
        """Menus of buttons: the button the pointer moved onto has the focus the next Tab or
        D-pad press moves on from. A pointer only resting where it was when the screen showed
        leaves the focus on the first (or remembered) control."""
        if self._rest is None:
            self._rest = pos
        self._moved = self._moved or pos != self._rest
        if not self.hover_focus or not self._moved:
            return
        hit = next((c for c in self.controls() if c.rect.collidepoint(pos)), None)
        if hit is not None:
            self.ring.focus(hit)

    def update(self, dt: float) -> None:
        for control in self.all_controls():
            if hasattr(control, "update"):
                control.update(dt)

    def next_wake(self) -> Wake | None:
        """A control that changes by itself (a blinking caret) asks for its frames."""
        timers = (getattr(c, "next_wake", lambda: None)() for c in self.all_controls())
        return soonest(*(Wake(seconds) for seconds in timers if seconds is not None))

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        for control in self.all_controls():
            control.draw(surface, self.scale)
        self.ring.draw(surface, self.scale)

    # ------------------------------------------------------------------ drawing helpers
    def heading(
        self,
        surface: pygame.Surface,
        text: str,
        centre_y: int,
        size: float,
        above: int | None = None,
    ) -> None:
        """A Cinzel heading in gold with a soft shadow, centred across the canvas; its ink
        (the shadow's too) ends above ``above`` by `RULE_AIR` when given: a line whose marks
        hang low (Arabic's dots) is lifted, measured by the rendered line's own extent."""
        box = pygame.Rect(self.px(20), 0, self.size[0] - self.px(40), self.px(size * 1.5))
        box.centery = centre_y
        drop = max(1, self.px(3))
        if above is not None:
            image = cached_text.fitted(
                text, self.px(size), theme.GOLD_RGB, box.width, role="title_bold", min_size=9
            )
            ink_bottom = box.centery - image.get_height() // 2 + image.get_bounding_rect().bottom
            box.y -= max(0, ink_bottom + drop + self.px(RULE_AIR) - above)
        shadow = box.move(0, drop)
        labels.draw_text(
            surface, text, shadow, self.px(size), (8, 18, 22), role="title_bold", align="center"
        )
        labels.draw_text(
            surface, text, box, self.px(size), theme.GOLD_RGB, role="title_bold", align="center"
        )

    def titled(
        self,
        surface: pygame.Surface,
        text: str,
        centre_y: int,
        size: float,
        rule: tuple[int, int, int],
    ) -> None:
        """A `heading` with its `ornament` under it (``rule``: its centre x, y and width),
        the heading clear of the ornament's diamond whatever its script."""
        x, y, width = rule
        self.heading(surface, text, centre_y, size, above=y - self.px(DIAMOND))
        self.ornament(surface, (x, y), width)

    def draw_more_rows(
        self, surface: pygame.Surface, panel: pygame.Rect, window: RowWindow
    ) -> None:
        """When a list in ``panel`` (as laid out, left to right) scrolls: a scroll bar in the
        panel's margin at its reading end, and an arrow at each end that has more beyond."""
        if not window.scrolls:
            return
        px = self.px
        track = pygame.Rect(panel.right - px(16), panel.y + px(16), px(6), panel.h - px(32))
        track = self.mirror(track)
        first, shown, count = window.first, window.shown, window.count
        controls.draw_scrollbar(surface, track, first, shown, count, self.scale)
        d = px(7)
        x = track.centerx
        if first > 0:
            y = panel.y + px(8)
            pygame.draw.polygon(surface, theme.GOLD_RGB, [(x - d, y + d), (x + d, y + d), (x, y)])
        if first + shown < count:
            y = panel.bottom - px(8)
            pygame.draw.polygon(surface, theme.GOLD_RGB, [(x - d, y - d), (x + d, y - d), (x, y)])

    def ornament(self, surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
        """A thin gold rule with a diamond in the middle, under headings."""
        x, y = centre
        half = width // 2
        gold = theme.GOLD_RGB
        pygame.draw.line(surface, gold, (x - half, y), (x - self.px(12), y), 1)
        pygame.draw.line(surface, gold, (x + self.px(12), y), (x + half, y), 1)
        d = self.px(DIAMOND)
        pygame.draw.polygon(surface, gold, [(x - d, y), (x, y - d), (x + d, y), (x, y + d)])
