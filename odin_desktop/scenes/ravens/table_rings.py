"""What the flight table rings, by what the model says: the action last hinted (its cards
gold in the hand and on the stack, and where it goes: the next space, a pile, End turn, the
space or cards of an Odin card's target), the next space on the player's turn (green or red
under a dragged card, by whether the drop would be taken), an Odin action's targets (the
focused one gold)."""

from __future__ import annotations

import pygame

from odin_desktop.engine.ravens import RaceState
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS
from odin_desktop.scenes.ravens.hints import hint_marks
from odin_desktop.scenes.ravens.model import Mode, RavensTableModel
from odin_desktop.scenes.ravens.view import RavensTableView
from odin_desktop.ui import theme

RGB = tuple[int, int, int]
OK_RING, BAD_RING, TARGET_RING = theme.GOOD, theme.BAD, (150, 210, 235)


def ring_hinted(view: RavensTableView, model: RavensTableModel) -> None:
    """The cards of the action last suggested, ringed in gold in the hand and stack."""
    hinted = model.hinted
    codes: list[str] = []
    top = view.stack_top
    if top is not None:
        top.highlight = None
    if hinted is not None and model.mode is Mode.PLAY:
        hand, stack = A.played_cards(hinted)
        codes = [KINDS[k] for k in hand]
        if stack and top is not None:
            top.highlight = theme.GOLD_RGB
    for sprite in view.hand:
        ringed = sprite.code in codes
        if ringed:
            codes.remove(sprite.code)
        sprite.highlight = theme.GOLD_RGB if ringed else None


def lit(
    model: RavensTableModel, race: RaceState, drop: tuple[str, bool] | None, show_focus: bool
) -> tuple[dict[tuple[int, int], RGB], dict[int, RGB]]:
    """Spaces and cards of the paths to ring: the next space on the player's turn (by the
    ``drop`` previewed for a dragged card, if any), an Odin action's targets (the focused one
    gold when the keyboard's focus is shown: ``show_focus``)."""
    spaces: dict[tuple[int, int], RGB] = {}
    cards: dict[int, RGB] = {}
    mode = model.mode
    if mode is Mode.PLAY:
        position = race.positions[model.viewer] + 1
        if position < race.length:
            colour = theme.GOLD_RGB
            if drop is not None and drop[0]:
                colour = OK_RING if drop[1] else BAD_RING
            spaces[(position, model.viewer)] = colour
        if model.hinted is not None and drop is None:  # where the hinted Odin card acts
            marks = hint_marks(model.hinted)
            spaces.update({space: theme.GOLD_RGB for space in marks.spaces})
            cards.update({position: theme.GOLD_RGB for position in marks.cards})
    elif mode is Mode.TARGET:
        focus = model.focus.focused_target() if show_focus else None
        for target in model.targets():
            colour = theme.GOLD_RGB if target == focus else TARGET_RING
            if target[1] >= 0:
                spaces[target] = colour
            else:
                cards[target[0]] = colour
        if model.move.swap_first is not None:
            cards[model.move.swap_first] = theme.GOLD_RGB
    return spaces, cards


def hinted_places(
    surface: pygame.Surface, view: RavensTableView, model: RavensTableModel, end: pygame.Rect
) -> None:
    """The pile the hinted card goes to, or End turn when the hint ends the turn, outlined in
    gold (the next space of a hinted fly is ringed with the paths)."""
    if model.hinted is None or model.mode is not Mode.PLAY:
        return
    lay = view.layout
    places = {"stack": lay.me.stack, "magic": lay.me.magic, "discard": lay.me.discard, "end": end}
    place = places.get(hint_marks(model.hinted).place or "")
    if place is not None:
        outline = place.inflate(lay.px(10), lay.px(10))
        pygame.draw.rect(surface, theme.GOLD_RGB, outline, max(2, lay.px(3)), lay.px(12))
