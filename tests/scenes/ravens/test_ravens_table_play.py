"""Odin's Ravens' table driven by a player's mouse and keys: every way to play a card."""

from __future__ import annotations

import pygame
from ravens_table_driver import (
    card_on_path,
    click,
    controller_at,
    drag,
    hand_pos,
    hint_of,
    hold_over,
    key,
    let_go,
    make_app,
    next_space,
    open_table,
    pile,
    position,
    settle,
    space,
    stack_pos,
    step,
)

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, KINDS, landscape_code, stack_kinds
from odin_desktop.scenes.ravens.model import Mode


def table_for(race):  # noqa: ANN001, ANN201 - (app, table, race)
    app = make_app()
    controller = controller_at(race)
    table = open_table(app, controller)
    assert table.model.human_turn
    return app, table, controller.race


def hand_count(race, code: str, seat: int = 0) -> int:  # noqa: ANN001
    return (race.hands[seat] >> 3 * KIND_OF[code]) & 7


# ---------------------------------------------------------------------- flying


def test_a_card_dragged_onto_the_next_space_flies_the_raven() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    drag(app, hand_pos(table, "F"), next_space(table))
    assert race.positions[0] == 0  # onto the forest of the first card
    assert hand_count(race, "F") == 0 and race.discard_sizes[0] == 1
    settle(app, table)
    raven = table.view.path.ravens[0]
    assert (round(raven.x), round(raven.y)) == tuple(
        round(v) for v in table.view.path.space_point(0, 0)
    )


def test_two_equal_cards_dropped_one_after_the_other_make_a_joker() -> None:
    app, table, race = table_for(position(hands=("M M L P S", "F M L P S")))
    drag(app, hand_pos(table, "M"), next_space(table))
    assert race.positions[0] == -1 and len(table.model.move.fly) == 1  # waiting for its twin
    assert "Joker" in table.model.status()[0]
    drag(app, hand_pos(table, "M"), next_space(table))
    assert race.positions[0] == 0 and hand_count(race, "M") == 0
    assert race.used_hand == 2


def test_the_marker_is_passed_with_one_more_matching_card() -> None:
    race = position(hands=("F F L P S", "F M L P S"), marker=(0, 0))
    app, table, race = table_for(race)
    drag(app, hand_pos(table, "F"), next_space(table))
    assert race.positions[0] == -1 and "marker" in table.model.status()[0]
    drag(app, hand_pos(table, "F"), next_space(table))
    assert race.positions[0] == 0 and race.marker == -1  # set aside


def test_a_waiting_joker_card_goes_back_with_escape() -> None:
    app, table, race = table_for(position(hands=("M M L P S", "F M L P S")))
    drag(app, hand_pos(table, "M"), next_space(table))
    assert table.model.move.fly
    key(app, pygame.K_ESCAPE)
    assert not table.model.move.fly and table.model.mode is Mode.PLAY
    settle(app, table)
    assert [s.code for s in table.view.hand].count("M") == 2


def test_a_refused_fly_says_why_and_the_card_snaps_back() -> None:
    app, table, race = table_for(position(hands=("M L P S O1", "F M L P S")))
    start = hand_pos(table, "M")
    drag(app, start, next_space(table))
    assert race.positions[0] == -1 and race.used_hand == 0
    assert table.model.notice.refusal is not None
    assert table.model.notice.refusal.code == "ravens.fly.wrong_landscape"
    assert "forest" in table.model.status()[0]  # the landscape named as players say it
    settle(app, table)
    sprite = next(s for s in table.view.hand if s.code == "M")
    assert (sprite.x, sprite.y) == sprite.target[:2]  # home again


def test_the_live_caption_says_what_a_drop_would_do_and_why_not() -> None:
    app, table, race = table_for(
        position(
            row=("FM", "FL", "MF", "SP", "LS", "PM", "LF", "SM", "PL"),
            hands=("F L P S O1", "F M L P S"),
        )
    )
    hold_over(app, hand_pos(table, "F"), next_space(table))
    assert table.caption == ("Fly 2 spaces", True)  # the group of two forests
    let_go(app, (5, 5))  # dropped nowhere: nothing happens
    assert race.positions[0] == -1
    settle(app, table)
    hold_over(app, hand_pos(table, "L"), pile(table, "magic"))
    words, ok = table.caption
    assert not ok and "lake" in words.lower() and "Magic Way" in words
    let_go(app, pile(table, "magic"))
    assert race.magic_sizes[0] == 0


# ---------------------------------------------------------------------- one-card actions


def test_store_magic_and_discard_by_dragging_to_the_piles() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    drag(app, hand_pos(table, "L"), pile(table, "stack"))
    assert stack_kinds(race.stacks[0]) == (KIND_OF["L"],)
    settle(app, table)
    drag(app, hand_pos(table, "M"), pile(table, "magic"))
    assert race.magic_sizes[0] == 1
    settle(app, table)
    drag(app, hand_pos(table, "P"), pile(table, "discard"))
    assert race.discard_sizes[0] == 1 and race.used_hand == 3
    settle(app, table)
    # The stack's card flies too, from the stack (its own 3 per turn).
    drag(app, stack_pos(table), pile(table, "discard"))
    assert race.stack_sizes[0] == 0 and race.used_stack == 1


def test_a_card_is_picked_by_a_click_and_played_by_a_click_on_a_place() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    click(app, hand_pos(table, "S"))
    click(app, pile(table, "stack"))
    assert stack_kinds(race.stacks[0]) == (KIND_OF["S"],)


def test_keys_play_the_cursor_card() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    key(app, pygame.K_f)  # no card shown yet: the first key only shows the keyboard's card
    assert race.positions[0] == -1 and table.view.cursor == 0
    key(app, pygame.K_RIGHT)  # the cursor on the second card: M
    key(app, pygame.K_m)  # onto the Magic Way
    assert race.magic_sizes[0] == 1
    key(app, pygame.K_LEFT)  # F
    key(app, pygame.K_f)
    assert race.positions[0] == 0


# ---------------------------------------------------------------------- Odin cards


def play_odin(app, table, code: str, choice: int) -> None:  # noqa: ANN001
    """Drag an Odin card onto the paths, then click one of its two actions."""
    area = table.view.layout.path
    drag(app, hand_pos(table, code), (area.centerx, area.bottom - 8))
    assert table.model.mode is Mode.CHOICE
    click(app, table.panels.choice.buttons[choice].rect.center)


def test_o1_puts_the_marker_on_an_empty_space() -> None:
    app, table, race = table_for(position(hands=("O1 M L P S", "F M L P S")))
    play_odin(app, table, "O1", 0)
    assert table.model.mode is Mode.TARGET
    click(app, space(table, 3, 1))
    assert race.marker_space() == (3, 1) and race.discard_sizes[0] == 1


def test_o1_swaps_two_unoccupied_cards() -> None:
    app, table, race = table_for(position(hands=("O1 M L P S", "F M L P S")))
    before = list(race.row)
    play_odin(app, table, "O1", 1)
    click(app, card_on_path(table, 2))
    assert table.model.move.swap_first == 2
    click(app, card_on_path(table, 6))
    assert race.row[2] == before[6] and race.row[6] == before[2]


def test_o2_rearranges_the_stack_by_dragging_in_its_panel() -> None:
    app, table, race = table_for(position(hands=("O2 M L P S", "F M L P S"), stacks=("F L S", "")))
    play_odin(app, table, "O2", 0)
    assert table.model.mode is Mode.ARRANGE
    slots = table.panels.arrange.slots
    drag(app, slots[0].center, (slots[2].right + 5, slots[2].centery))  # the top to the bottom
    click(app, table.panels.arrange.buttons[0].rect.center)  # Done
    assert stack_kinds(race.stacks[0]) == tuple(KIND_OF[c] for c in ("L", "S", "F"))


def test_o2_adds_two_cards_each_laid_either_way() -> None:
    app, table, race = table_for(position(hands=("O2 M L P S", "F M L P S")))
    play_odin(app, table, "O2", 1)
    assert table.model.mode is Mode.LAY
    drawn = race.pending
    click(app, table.panels.laying.options[1].center)  # turned round
    assert landscape_code(race.row[9]) == landscape_code(drawn)[::-1]
    assert table.model.mode is Mode.LAY  # the second card
    second = race.pending
    key(app, pygame.K_1)  # as drawn, by key
    assert race.row[10] == second and race.length == 11 and race.turn == 0


def test_o3_turns_and_removes_a_card() -> None:
    app, table, race = table_for(position(hands=("O3 O3 L P S", "F M L P S")))
    before = list(race.row)
    play_odin(app, table, "O3", 0)
    click(app, card_on_path(table, 5))
    assert landscape_code(race.row[5]) == landscape_code(before[5])[::-1]
    settle(app, table)
    play_odin(app, table, "O3", 1)
    click(app, card_on_path(table, 2))
    assert race.length == 8 and race.row[2] == before[3]


def test_o4_moves_a_raven_back_or_forward() -> None:
    race = position(hands=("O4 O4 L P S", "F M L P S"), positions=(2, 4))
    app, table, race = table_for(race)
    play_odin(app, table, "O4", 0)
    assert race.positions == [2, 3]
    settle(app, table)
    play_odin(app, table, "O4", 1)
    assert race.positions == [3, 3]


def test_a_refused_odin_choice_is_greyed_with_its_reason() -> None:
    race = position(hands=("O4 M L P S", "F M L P S"), positions=(2, -1))
    app, table, race = table_for(race)
    drag(app, hand_pos(table, "O4"), card_on_path(table, 4))
    back, forward = table.model.choices()
    assert back.refusal and "before the first card" in back.refusal
    assert not forward.refusal
    click(app, table.panels.choice.buttons[0].rect.center)  # greyed: nothing happens
    assert race.positions == [2, -1] and table.model.mode is Mode.CHOICE
    click(app, table.panels.choice.buttons[2].rect.center)  # take it back
    assert table.model.mode is Mode.PLAY and hand_count(race, "O4") == 1


# ---------------------------------------------------------------------- the end of a turn


def test_end_turn_with_lengthening_shows_the_drawn_card_and_lays_it() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    drag(app, hand_pos(table, "F"), next_space(table))
    settle(app, table)
    click(app, table.buttons["end"].rect.center)
    assert table.model.mode is Mode.END
    click(app, table.panels.end.buttons[0].rect.center)  # lengthen
    assert table.model.mode is Mode.LAY
    drawn = race.pending
    click(app, table.panels.laying.options[0].center)
    assert race.row[-1] == drawn and race.length == 10
    assert race.turn == 1 and race.hand_sizes[0] == 5  # refilled; the bot's turn


def test_end_turn_by_key_without_lengthening() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    key(app, pygame.K_e)
    key(app, pygame.K_RETURN)
    assert race.turn == 1 and race.length == 9


def test_the_o2_from_the_stack_keeps_its_source() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S"), stacks=("O4 F", "")))
    drag(app, stack_pos(table), card_on_path(table, 4))
    click(app, table.panels.choice.buttons[1].rect.center)  # forward
    assert race.positions[0] == 0 and race.used_stack == 1 and race.used_hand == 0
    assert A.from_stack(race.turn_actions[-1])


# ---------------------------------------------------------------------- windows and long paths

LONG_ROW = ("FM", "LS", "MF", "SP", "FL", "PM", "LF", "SM", "PL", "ML", "SF", "LP", "MS", "PF")
LONG_ROW += ("FS", "LM", "SL", "MP", "PS", "FP")


def test_resizing_to_tiny_and_huge_windows_keeps_playing() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    for size in ((200, 150), (1024, 640), (1920, 1080), (2560, 1440)):
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app, 3)
        assert app.canvas.get_width() >= 1024 and app.canvas.get_height() >= 640
        lay = table.view.layout
        areas = [lay.me.hand, lay.me.stack, lay.me.discard, lay.path, *lay.buttons.values()]
        assert all(app.canvas.get_rect().contains(area) for area in areas)
    settle(app, table)
    drag(app, hand_pos(table, "F"), next_space(table))
    assert race.positions[0] == 0


def test_a_long_path_scrolls_and_every_card_stays_within_reach() -> None:
    race = position(row=LONG_ROW, hands=("O3 M L P S", "F M L P S"), positions=(0, 1))
    app, table, race = table_for(race)
    path = table.view.path
    assert not path.visible(19)  # the row is longer than the window
    before, after = path.can_scroll()
    assert after
    for _ in range(10):  # the chevron at the end, clicked until the last card shows
        arrows = dict(path.arrows())
        if 1 not in arrows:
            break
        click(app, arrows[1].center)
        settle(app, table)
    assert path.visible(19)
    play_odin(app, table, "O3", 0)  # turn the last card but one: clicked where it now is
    before_code = landscape_code(race.row[18])
    click(app, card_on_path(table, 18))
    assert landscape_code(race.row[18]) == before_code[::-1]


def test_keyboard_targets_scroll_the_paths_to_them() -> None:
    race = position(row=LONG_ROW, hands=("O3 M L P S", "F M L P S"), positions=(0, 1))
    app, table, race = table_for(race)
    play_odin(app, table, "O3", 1)  # remove a card: its targets
    targets = table.model.targets()
    key(app, pygame.K_LEFT)  # from the first target round to the last one
    focused = table.model.focus.focused_target()
    assert focused == targets[-1]
    settle(app, table)
    assert table.view.path.visible(focused[0])
    key(app, pygame.K_RETURN)
    assert race.length == len(LONG_ROW) - 1


def test_a_hint_is_said_and_its_cards_ringed() -> None:
    app, table, race = table_for(position(hands=("F M L P S", "F M L P S")))
    hinted = hint_of(app, table)
    assert table.model.status()[0].startswith("Hint: ")
    hand, _stack = A.played_cards(hinted)
    ringed = sorted(s.code for s in table.view.hand if s.highlight is not None)
    assert ringed == sorted(KINDS[k] for k in hand)
