"""ODIN's table as panels (`scenes.damage.Panel`): each part drawn from the hand's state rather
than as a card sprite, where all of it is drawn and what it shows, read from the model. A frame
after a move redraws and sends only the panels that changed with the cards that moved, not
the whole table (at 3840 x 2160 a whole frame is more than a 60 Hz frame's time)."""

from __future__ import annotations

import pygame

from odin_desktop.engine.odin.hand import HandState
from odin_desktop.scenes.damage import Panel, sprite_bounds
from odin_desktop.scenes.odin.middle_view import PILE_SHOWN
from odin_desktop.scenes.odin.model import OdinTableModel, Ring
from odin_desktop.scenes.odin.saga import REACH, MoveLog, newest_rows
from odin_desktop.scenes.odin.table_buttons import TableButtons
from odin_desktop.scenes.odin.view import OdinTableView


def panels(
    view: OdinTableView,
    model: OdinTableModel,
    state: HandState,
    buttons: TableButtons,
    rings: dict[int, Ring],
    passed: set[int],
    to_move: int | None,
    saga: MoveLog | None = None,
    since: int = 0,
    cursor: int | None = None,
) -> list[Panel]:
    """The seats, the pile, the middle, the Saga, the status line, the buttons and the rings
    around cards, as `OdinTableScene` draws them. ``saga``: the table's, when it shows in
    its box (no lesson over it); ``since``: the first of the Saga's entries the last move
    added; ``cursor``: the keys' card, marked."""
    found: list[Panel] = []
    for seat, info in enumerate(model.seats()):  # each part of a seat apart: a move changes one
        box = view.seat_box(seat)
        plate = box.nameplate.to_rect().inflate(view.GLOW_REACH, view.GLOW_REACH)
        found.append((plate.inflate(4, 4), (info.name, info.detail, seat == to_move)))
        found.append((box.score.to_rect().inflate(4, 4), info.total))
        marker = (seat in passed, seat == model.thinking)
        found.append((box.pass_marker.to_rect().inflate(4, 4), marker))
        found.append(view.fans.drawn(seat))
    found.append((_pile(view), state.discards.bit_count()))
    owner = model.names[state.table_seat] if state.table_seat is not None else ""
    words = [place for _words, place in view.centre.middle_words(state, owner)]
    shown = (state.table, owner, bool(view.staged))
    found.append(
        (words[0].unionall(words).inflate(4, 4) if words else pygame.Rect(0, 0, 0, 0), shown)
    )
    found += _saga(view, model, saga, since)
    status = model.status()
    found.append((view.status.rect(*status).inflate(4, 4), status))
    placed = [b.rect for b in buttons.named.values() if b.rect.width]
    if placed:
        offers = (
            model.move.take_play is not None,
            model.can_play,
            model.can_pass,
            model.human_turn,
            model.can_undo,
            model.undo_offered,
        )
        found.append((placed[0].unionall(placed).inflate(16, 16), offers))
    marked = set(rings) | ({cursor} if cursor is not None else set())
    ringed = [sprite_bounds(s) for s in view.sprites_of(marked)]
    if ringed:  # set on the sprites only as they are drawn: a change of rings is a panel's
        found.append((ringed[0].unionall(ringed), (sorted(rings.items()), cursor)))
    else:
        found.append((pygame.Rect(0, 0, 0, 0), []))
    return found


def _saga(
    view: OdinTableView, model: OdinTableModel, saga: MoveLog | None, since: int
) -> list[Panel]:
    """The Saga: all of it when it scrolls (a new hand, the oldest entry shown gone, or
    scrolled back by the player), else only the rows of the entries the last move added (at
    4K 566 x 81 px an entry rather than 566 x 1451)."""
    box = view.log_box
    rect = box.to_rect().inflate(REACH, REACH)
    if saga is None or saga.scroll:
        shown = (len(model.log), model.log_epoch, None if saga is None else saga.scroll)
        return [(rect, shown), (pygame.Rect(0, 0, 0, 0), None)]
    first, added = newest_rows(model.log, box, view.layout.scale, since)
    added_shown = (len(model.log), model.log_epoch)
    return [(rect, (model.log_epoch, first)), (added.inflate(4, 4), added_shown)]


def _pile(view: OdinTableView) -> pygame.Rect:
    """Valhalla: its stack of backs (unturned, a few px up and left), its label below, and
    its top faces, turned up to 14 degrees: a card joining them redraws them all in a new
    order, and their corners reach beyond the stack."""
    rect = view.centre.pile_stack()
    top = view.sprites_of(set(view.discard_order[-PILE_SHOWN:]))
    return rect.unionall([sprite_bounds(s) for s in top if not s.moving])
