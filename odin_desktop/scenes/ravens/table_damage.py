"""Odin's Ravens' table as panels (`scenes.damage.Panel`): each part drawn from the race's state
rather than as a card sprite, where all of it is drawn (`extents`) and what it shows. A frame
after a move, or while the ravens fly, redraws and sends only the panels that changed with the
cards that moved, not the whole table nor the whole of the paths (at 3840 x 2160 a whole frame
is more than a 60 Hz frame's time)."""

from __future__ import annotations

import pygame

from odin_desktop.scenes.damage import Panel, sprite_bounds
from odin_desktop.scenes.ravens import captions, extents
from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.path_view import PathView
from odin_desktop.scenes.ravens.seat_places import SeatShown
from odin_desktop.scenes.ravens.sprites import PieceSprite
from odin_desktop.scenes.ravens.view import RavensTableView

RGB = tuple[int, int, int]


def seat_panels(
    view: RavensTableView, seats: list[SeatShown], to_move: int | None, target: int
) -> list[Panel]:
    """Each player's nameplate, piles, hand (the opponent's backs; the viewer's caption) and
    Magic Way row, as `RavensTableView.draw_places` draws them."""
    lay = view.layout
    found: list[Panel] = []
    for seat, shown in enumerate(seats):
        areas = view.side(seat)
        mine = seat == view.viewer
        hand_left, stack_left = shown.budget if shown.budget is not None else (None, None)
        plate = (shown.name, shown.detail, shown.total, shown.supply, seat == to_move, target)
        found.append((extents.plate(areas.plate), plate))
        caption = captions.stack_point(view, len(shown.stack)) if mine else None
        stack = (shown.stack, shown.stack_count, stack_left, caption)
        found.append((extents.stack(lay, areas.stack, mine), stack))
        discard = (shown.discard_top, shown.discard_count)
        found.append((extents.place(lay, areas.discard), discard))
        if mine:  # the viewer's hand is sprites: only its caption is the place's
            found.append((extents.hand_caption(lay, captions.hand_point(view)), hand_left))
        else:
            hand = (shown.hand, shown.hand_count, hand_left)
            found.append((extents.place(lay, areas.hand), hand))
        found.append((extents.magic_row(areas.magic), shown.magic_row))
    return found


def column_panel(lay: TableLayout, magic: int, landscapes_left: int) -> Panel:
    """The Magic Way card of the race and the landscape deck beside the paths."""
    return (extents.column(lay), (magic, landscapes_left))


def path_panels(
    path: PathView,
    lit_spaces: dict[tuple[int, int], RGB],
    lit_cards: dict[int, RGB],
) -> list[Panel]:
    """The paths: the start and the numbers (all of the paths when the row scrolls or its
    cards change width), the last number (a card laid or taken off at the end, the row
    standing still: only it, not all of the paths), each chevron, the spaces and cards
    ringed, each piece where it is drawn (a raven's flight redraws only around it)."""
    frame = (path.scroll, path.card_w, tuple(path.inner))
    # The start, the numbers and the chevrons lie within the paths' area, the cards within
    # its window (their own bounds too), the pieces raised above it in panels of their own.
    found: list[Panel] = [(path.area.inflate(4, 4), frame)]
    last = len(path.cards) - 1
    found.append((path.number_rect(last) if last >= 0 else pygame.Rect(0, 0, 0, 0), last))
    for (_direction, rect), shown in zip(path.chevrons(), path.can_scroll(), strict=True):
        found.append((rect.inflate(4, 4), shown))
    spaces = [path.space_rect(*space) for space in lit_spaces]
    found.append((_union(spaces).inflate(4, 4), sorted(lit_spaces.items())))
    ringed = [sprite_bounds(path.cards[i]) for i in lit_cards if i < len(path.cards)]
    found.append((_union(ringed), sorted(lit_cards.items())))
    size = path.piece_size
    for piece in (path.marker, *path.ravens):
        found.append((extents.piece(piece, size), piece_look(piece)))
    return found


def piece_look(piece: PieceSprite) -> tuple[object, ...]:
    """Everything about a piece that changes how it is drawn."""
    return (piece.x, piece.y, piece.height, piece.beat if piece.hops else None, piece.drop)


def overlay_panels(lay: TableLayout, saga: object, status: object, buttons: object) -> list[Panel]:
    """The Saga (what it shows: its entries, scroll and viewer), the status line and the
    buttons (their labels and states), over the cards."""
    return [
        (extents.saga(lay), saga),
        (extents.status(lay), status),
        (extents.buttons(lay), buttons),
    ]


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
