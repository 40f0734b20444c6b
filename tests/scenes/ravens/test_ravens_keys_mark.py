"""Odin's Ravens played by the keys (issue 32, items 3, 4, 6 and 8): the card the keys act on
is the one card marked, from the first key, in a mark seen on the cards and on the table
alike, and no other card (out of the hand, or under a pointer that left the window) shows
one; the status line names the keys once a key was pressed, and what they play, and a hint
leaves it once its move is made; Enter (a pad's A) takes the answer focused in a panel, Esc
after a hint pauses."""

from __future__ import annotations

import pygame
from ravens_table_driver import (
    controller_at,
    hand_pos,
    hint_of,
    key,
    make_app,
    open_table,
    position,
    settle,
    step,
)

from devtools.drivers.events import point_at
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, stack_kinds
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.ravens import art, sprites
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.sprites import RavensCardSprite
from odin_desktop.ui.intents import Intent


def table_for(hands: str = "F M L O1 S", stacks: str = ""):  # noqa: ANN201 - (app, table, race)
    app = make_app()
    controller = controller_at(position(hands=(hands, "F M L P S"), stacks=(stacks, "")))
    table = open_table(app, controller)
    assert table.model.human_turn
    return app, table, controller.race


def marked(table) -> list[int]:  # noqa: ANN001
    """The hand's and stack's cards drawn with the keys' mark (indices of `model.cards()`)."""
    sprites = [*table.view.hand, table.view.stack_top]
    return [i for i, sprite in enumerate(sprites) if sprite is not None and sprite.focus]


def luminance(rgb: tuple[int, ...]) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_keys_mark_is_seen_on_the_cards_beside_it_and_on_the_table() -> None:
    """Across the mark, from the card's own face outwards, a band stands out from the cream
    card beside it and one from the slate (the pale outline of before did neither: 1.1:1)."""
    make_app()
    width = 122
    w, h = art.card_size(width)
    cream = art.card("F", width).get_at((3, h // 2))[:3]  # a card's edge
    for backdrop in ((28, 44, 52), cream):
        surface = pygame.Surface((w + 80, h + 80))
        surface.fill(backdrop)
        sprite = RavensCardSprite("F", surface.get_width() / 2, surface.get_height() / 2, width)
        sprite.focus = True
        sprite.draw(surface, with_shadow=False)
        centre_y = surface.get_height() // 2
        right = surface.get_width() // 2 + w // 2
        reach = sprites.mark_reach(w)
        band = [surface.get_at((right + dx, centre_y))[:3] for dx in range(1, reach + 1)]
        assert max(contrast(pixel, backdrop) for pixel in band) >= 3.0, backdrop


def test_from_the_first_key_one_card_is_marked_raised_and_played() -> None:
    app, table, race = table_for()
    assert marked(table) == [] and table.view.raised == set()  # a mouse player sees none
    key(app, pygame.K_RIGHT)  # the first key: the mark, on the first card
    settle(app, table)
    assert marked(table) == [0] and table.view.raised == {0}
    key(app, pygame.K_RIGHT)
    settle(app, table)
    assert marked(table) == [1] and table.view.raised == {1}  # the first card left behind
    stored = table.model.focus.cursor_card()
    key(app, pygame.K_s)
    assert stack_kinds(race.stacks[0]) == (stored.kind,)  # S stored the card marked


def test_no_card_out_of_the_hand_keeps_the_mark() -> None:
    """The Odin card put on the table (its actions asked) and the card flying to a pile leave
    the mark and the lift in the hand: the mark is on one card of the hand, or none."""
    app, table, _race = table_for()
    for _ in range(8):
        if table.model.cursor_shown and table.model.focus.cursor_card().code == "O1":
            break
        key(app, pygame.K_RIGHT)
    settle(app, table)
    odin = table.view.hand[table.model.focus.cursor]
    assert odin.focus
    key(app, pygame.K_o)
    assert table.model.mode is Mode.CHOICE and odin in table.view.held
    settle(app, table)
    assert not odin.focus and odin.lift_target == 0.0
    key(app, pygame.K_ESCAPE)  # the Odin card back into the hand
    settle(app, table)
    key(app, pygame.K_HOME)
    flying = table.view.hand[0]
    key(app, pygame.K_d)  # discarded: it flies to the pile
    assert flying in table.view.flying
    step(app)
    assert not flying.focus and flying.lift_target == 0.0


def test_the_mark_starts_where_the_pointer_raised_a_card() -> None:
    app, table, _race = table_for()
    point_at(app, hand_pos(table, "L"))
    step(app)
    key(app, pygame.K_SPACE)  # the first key: the card the pointer raised is the one marked
    assert table.model.focus.cursor_card().code == "L" and marked(table) == [
        table.model.focus.cursor
    ]


def test_the_status_line_names_the_keys_once_a_key_came() -> None:
    app, table, _race = table_for()
    said = table.model.status()[0]
    assert said.startswith("Your turn: drag a card")
    key(app, pygame.K_RIGHT)
    assert table.model.status()[0] == (
        "Your turn: choose a card with the arrow keys; F flies with it, S stores it, M plays it "
        "to the Magic Way, D discards it"
    )
    key(app, pygame.K_UP)  # picked: what the keys play is named
    assert table.model.status()[0].startswith("Raised: forest. F flies with it, S stores it")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)
    assert table.model.status()[0] == (
        "Raised: forest, mountain. F flies with them together; Esc puts them back"
    )
    key(app, pygame.K_ESCAPE)  # put back
    key(app, pygame.K_END)  # Odin card I, last in the hand: no flight card
    key(app, pygame.K_UP)
    assert table.model.status()[0].startswith("Raised: Odin card I. O plays it on the paths")
    point_at(app, (5, 5))  # the mouse again: its words
    assert table.model.status()[0] == said


def test_a_player_on_the_keys_finds_the_mark_at_the_start_of_the_turn() -> None:
    """The keys in use (last a key, not the mouse), the turn opens with the card they act on
    marked, which the status line names the keys for ("F flies with it")."""
    app = make_app()
    race = position(hands=("F M L P S", "F M L P S"), turn=1)
    table = open_table(app, controller_at(race))
    key(app, pygame.K_PAGEDOWN)  # during the bot's turn: the paths scroll
    for _ in range(2000):
        if table.model.human_turn and not table.view.animating:
            break
        step(app)
    step(app)
    assert table.model.human_turn and marked(table) == [table.model.focus.cursor]
    assert "F flies with it" in table.model.status()[0]


def test_a_pointer_gone_from_the_window_raises_nothing_and_plays_nothing() -> None:
    app, table, race = table_for()
    point_at(app, hand_pos(table, "L"))
    step(app)
    under = [card.code for card in table.model.cards()].index("L")
    assert table.view.raised == {under}  # the card under it rises
    app.handle_event(pygame.event.Event(pygame.WINDOWLEAVE, window=None))
    step(app)
    assert table.view.raised == set() and table.view.hovered is None
    key(app, pygame.K_s)  # nothing marked yet: the first key marks, it plays nothing
    assert stack_kinds(race.stacks[0]) == ()
    assert marked(table) == [table.model.focus.cursor]


def test_enter_takes_the_odin_cards_action_focused() -> None:
    """O puts the Odin card on the table with its first action focused; ↓ (or →) moves the
    focus, and Enter takes it (it did nothing)."""
    app, table, race = table_for(hands="F M L O4 S")
    race.positions = [2, 3]  # both ravens on the paths: both of O4's actions can be chosen
    for _ in range(8):
        if table.model.cursor_shown and table.model.focus.cursor_card().code == "O4":
            break
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_o)
    assert table.model.mode is Mode.CHOICE and table.model.focus.answer == 0
    step(app)
    assert table.panels.choice.buttons[0].primary and not table.panels.choice.buttons[1].primary
    key(app, pygame.K_DOWN)
    step(app)
    assert table.panels.choice.buttons[1].primary
    key(app, pygame.K_RETURN)
    assert race.positions[0] == 3  # O4's second action: the player's raven 1 space forward
    assert A.action_type(race.turn_actions[-1]) == A.FORWARD


def test_the_end_of_the_turn_offers_the_hinted_end_first_and_enter_takes_it() -> None:
    """Without a hint the End turn panel's default (drawn so, Enter's) is to end without
    lengthening; after a hint to lengthen, lengthening; E, L and the arrows as before."""
    app, table, race = table_for(hands="F M L P S")
    table.model.ask_end()
    step(app)
    assert table.model.mode is Mode.END
    assert [b.primary for b in table.panels.end.buttons] == [False, True, False]
    key(app, pygame.K_UP)  # the focus on Lengthen the paths
    step(app)
    assert [b.primary for b in table.panels.end.buttons] == [True, False, False]
    key(app, pygame.K_ESCAPE)  # Keep playing
    assert table.model.mode is Mode.PLAY
    table.model._show_hint(A.END_LENGTHEN)
    table.model.ask_end()
    assert table.model.focus.answer == 0  # the hinted end first
    drawn = race.landscape_left
    key(app, pygame.K_RETURN)
    assert race.landscape_left == drawn - 1 and table.model.mode is Mode.LAY


def test_a_pads_a_takes_the_answer_focused_and_down_ends_without_lengthening() -> None:
    app, table, race = table_for(hands="F M L O4 S")
    race.positions = [2, 3]
    model = table.model
    model.move.odin = next(card for card in model.cards() if card.is_odin)
    model.focus.answer = 1  # the focus on O4's second action
    table.handle_intent(Intent.SELECT)  # A
    assert A.action_type(race.turn_actions[-1]) == A.FORWARD
    model.ask_end()
    assert model.mode is Mode.END
    table.handle_intent(Intent.DOWN)  # ↓: no
    assert race.turn == 1 and race.log[-1][1][-1] == A.END_TURN


def test_esc_after_a_hint_pauses_and_the_hint_stays() -> None:
    app, table, _race = table_for(hands="F M L P S")
    hint_of(app, table)
    picked = list(table.model.focus.picked)
    assert picked  # the hint's cards picked for the player
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    assert table.model.focus.picked == picked and table.model.hinted is not None
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.scenes.top is table and table.model.focus.picked == picked
    key(app, pygame.K_DOWN)  # the hinted card put back by the player: the picks are theirs
    assert not table.model.focus.hint_picked and table.model.focus.picked == picked[1:]


def test_a_hint_leaves_the_status_line_once_its_move_is_made() -> None:
    """ "Hint: Store plains on your stack" stayed on the status line after the card was
    stored: a hint said is past once a move is made."""
    app, table, race = table_for(hands="F M L P S")
    table.model._show_hint(A.store(KIND_OF["P"]))
    assert table.model.status()[0] == "Hint: Store plains on your stack"
    key(app, pygame.K_s)  # the hinted card, picked for the player, stored
    assert stack_kinds(race.stacks[0]) == (KIND_OF["P"],)
    assert not table.model.status()[0].startswith("Hint:")
