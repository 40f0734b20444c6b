"""Where each control of a screen is drawn, read from the pixels it draws, and which control
a click there reaches: for tests that click what a player sees, not the rectangle a control
hit-tests with.

`drawn_parts` draws the frame once (`App.full_redraw`) with every control's `draw` watched:
the pixels each one changed are its drawing, less what a control drawn later covers. A
control's clickable parts are read from that drawing: an option control's options where
their labels were drawn, a stepper's − and + where its ink begins and ends, a banner's ✕ where
its hover lights it, any other control the middle of its drawing. `reached` clicks a point
through the app as a player's click comes, with every control's effect held back (its
callback recorded instead), and says which control took it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop.app.app import App
from odin_desktop.scenes.base import Scene
from odin_desktop.ui import labels
from odin_desktop.ui.banner import Banner
from odin_desktop.ui.controls import Control
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.stepper import Stepper
from odin_desktop.ui.widgets import Button

Target = Button | Control
SEEN = 0.2  # of a control's drawing still to be seen for it to be there for a player


@dataclass(frozen=True)
class Part:
    """A clickable part of ``control`` drawn around ``point``; ``value``: the option it
    chooses (None: the control as a whole)."""

    control: Target
    name: str
    point: tuple[int, int]
    value: object = None


GAME_CODE = ("odin_desktop", "third_game")  # the package's scenes, and the third game's


def controls_of(scene: Scene) -> list[Target]:
    """Every button and control the scene holds, however deep (its panels, its bars)."""
    found: dict[int, Target] = {}
    seen: set[int] = set()

    def visit(value: object, depth: int) -> None:
        if id(value) in seen or depth > 4:
            return
        seen.add(id(value))
        if isinstance(value, Button | Control):
            found[id(value)] = value
        if isinstance(value, dict):
            items = list(value.values())
        elif isinstance(value, list | tuple | set):
            items = list(value)
        elif hasattr(value, "__dict__") and type(value).__module__.startswith(GAME_CODE):
            items = [v for k, v in vars(value).items() if k not in ("app", "controller")]
        else:
            return
        for item in items:
            visit(item, depth + 1)

    visit(scene, 0)
    return [c for c in found.values() if c.rect.width > 0 and c.rect.height > 0]


def _changed(before: pygame.Surface, after: pygame.Surface) -> pygame.mask.Mask:
    """The pixels whose colour differs between two pictures of one surface."""
    size = after.get_size()
    one, other = pygame.Surface(size), pygame.Surface(size)
    one.blit(after, (0, 0))
    other.blit(before, (0, 0))
    gone = other.copy()
    other.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # before - after, clamped
    one.blit(gone, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # after - before
    one.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    one.set_colorkey((0, 0, 0))
    return pygame.mask.from_surface(one)


@dataclass
class _Drawing:
    mask: pygame.mask.Mask  # on the canvas
    texts: list[tuple[str, pygame.Rect]]  # the labels it drew, where (canvas coordinates)


@contextmanager
def _watching(
    targets: list[Target], canvas: tuple[int, int]
) -> Iterator[list[tuple[Target, _Drawing]]]:
    """Every ``draw`` of ``targets`` in the block recorded, in drawing order: the pixels it
    changed, less those anything drawn later changed again (a control under a veil, a panel
    or another control is not where a player sees it)."""
    drawn: list[tuple[Target, _Drawing]] = []
    kept: list[tuple[pygame.mask.Mask, pygame.Surface, pygame.Surface, tuple[int, int]]] = []

    def watched(target: Target, draw: Callable[..., Any]) -> Callable[..., Any]:
        def draw_watched(surface: pygame.Surface, *args: Any, **kwargs: Any) -> Any:
            before = surface.copy()
            with labels.recording_text() as log:
                result = draw(surface, *args, **kwargs)
            offset = surface.get_abs_offset()
            mask = pygame.mask.Mask(canvas)
            mask.draw(_changed(before, surface), offset)
            texts = [(text, rect.move(offset)) for text, rect, _box in log]
            drawn.append((target, _Drawing(mask, texts)))
            kept.append((mask, surface, surface.copy(), offset))
            return result

        return draw_watched

    for target in targets:
        target.draw = watched(target, target.draw)  # type: ignore[method-assign]
    try:
        yield drawn
    finally:
        for target in targets:
            vars(target).pop("draw", None)  # the class's own again
        for mask, surface, as_drawn, offset in kept:  # what was drawn over it since
            drew = mask.count()
            mask.erase(_changed(as_drawn, surface), offset)
            if mask.count() < drew * SEEN:  # a few pixels a veil left alike: hidden
                mask.clear()


def _visible(drawn: list[tuple[Target, _Drawing]]) -> dict[int, tuple[Target, _Drawing]]:
    """Each target's last drawing."""
    return {id(target): (target, drawing) for target, drawing in drawn}


def _bounds(mask: pygame.mask.Mask) -> pygame.Rect | None:
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects) if rects else None


def _centre(mask: pygame.mask.Mask) -> tuple[int, int] | None:
    box = _bounds(mask)
    return None if box is None else box.center


def _label_parts(target: Segmented[Any], drawing: _Drawing) -> list[Part]:
    from odin_desktop.i18n import _

    parts = []
    for value, label in target.options:
        shown = [rect for text, rect in drawing.texts if text == _(label)]
        covered = [r for r in shown if drawing.mask.overlap_area(_box_mask(r, drawing), (0, 0))]
        if covered:
            parts.append(Part(target, _(label), covered[0].center, value))
    return parts


def _box_mask(rect: pygame.Rect, drawing: _Drawing) -> pygame.mask.Mask:
    mask = pygame.mask.Mask(drawing.mask.get_size())
    mask.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask


def _ends(target: Stepper, drawing: _Drawing) -> list[Part]:
    """A stepper's − and +: the drawing on either side of the number it writes."""
    box = _bounds(drawing.mask)
    if box is None or not drawing.texts:
        return []
    number = drawing.texts[-1][1]
    first = pygame.Rect(box.x, box.y, number.x - box.x, box.h)
    last = pygame.Rect(number.right, box.y, box.right - number.right, box.h)
    return [Part(target, "before its number", first.center), Part(target, "after it", last.center)]


def drawn_parts(app: App, targets: list[Target]) -> list[Part]:
    """The clickable parts of ``targets`` as a full redraw of ``app`` draws them now (a
    target drawn nowhere, or wholly covered, has none)."""
    with _watching(targets, app.canvas.get_size()) as drawn:
        app.full_redraw()
    parts: list[Part] = []
    for target, drawing in _visible(drawn).values():
        if not drawing.mask.count():
            continue
        if isinstance(target, Segmented):  # each option where its label is drawn
            parts += _label_parts(target, drawing)
        elif isinstance(target, Stepper):
            parts += _ends(target, drawing)
        elif isinstance(target, Banner):
            parts += _close_part(app, target)
        else:
            point = _centre(drawing.mask)
            if point is not None:
                parts.append(Part(target, _name(target), point))
    return parts


def _close_part(app: App, banner: Banner) -> list[Part]:
    """A banner's ✕: the pixels its hover lights."""
    looks = []
    for hovered in (False, True):
        banner.hovered = hovered
        looks.append(app.full_redraw())
    banner.hovered = False
    point = _centre(_changed(*looks))
    return [] if point is None else [Part(banner, "close", point)]


def _name(target: Target) -> str:
    from odin_desktop.i18n import _

    label = getattr(target, "label", "")
    return _(label) if isinstance(label, str) and label else type(target).__name__


@contextmanager
def held_back(targets: list[Target]) -> Iterator[list[tuple[Target, object]]]:
    """Every target's effect replaced by a note of it: a button's click, a control taking a
    click (its value after it: the control still moves its own value, but the screen is not
    told, so nothing else changes)."""
    taken: list[tuple[Target, object]] = []

    def noted(target: Target, on_event: Callable[[pygame.event.Event], bool]) -> Any:
        def on_event_noted(event: pygame.event.Event) -> bool:
            used = on_event(event)
            if used and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                taken.append((target, _value(target)))
            return used

        return on_event_noted

    def clicked(target: Target) -> Callable[[], None]:
        return lambda: taken.append((target, None))

    saved: list[tuple[Target, str, Any]] = []  # what was set on each target, to put back
    for target in targets:
        names = ["on_click"] if isinstance(target, Button) else ["on_change", "on_dismiss"]
        saved += [(target, name, vars(target)[name]) for name in names if name in vars(target)]
        if isinstance(target, Button):
            target.on_click = clicked(target)
            continue
        for name in ("on_change", "on_dismiss"):
            if name in vars(target):
                setattr(target, name, lambda *_args: None)
        target.on_event = noted(target, target.on_event)  # type: ignore[method-assign]
    try:
        yield taken
    finally:
        for target, name, value in saved:
            setattr(target, name, value)
        for target in targets:
            vars(target).pop("on_event", None)  # the class's own again


def reached(app: App, targets: list[Target], point: tuple[int, int]) -> list[tuple[Target, object]]:
    """What a left click at ``point`` (canvas coordinates) reaches: each target that took it,
    with its value after. The click comes as a player's does (motion, press, release, through
    `App.handle_event`); nothing it asks for happens (another screen, a new value's effect)."""
    values = [(t, vars(t)["value"]) for t in targets if "value" in vars(t)]
    with held_back(targets) as taken:
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra: dict[str, Any] = {"button": 1}
            if kind == pygame.MOUSEMOTION:
                extra = {"rel": (0, 0), "buttons": (0, 0, 0)}
            app.handle_event(pygame.event.Event(kind, pos=point, **extra))
    app.scenes._pending.clear()  # a screen the click asked for never opens
    for target, value in values:  # as they were, for the next click
        target.value = value  # type: ignore[union-attr]
    return taken


def _value(target: Target) -> object:
    return getattr(target, "value", None)
