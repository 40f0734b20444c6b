"""What a newcomer hit at Odin's Ravens' table (issue 23, items 1-5 and 7): picked cards
travel together, keys act on the card shown raised, a hint always suggests something, E and
L do what the README says and the buttons' tooltips say their keys, the prompt says what is
left, and a half-made fly says how to take it back and offers it as a button."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
from ravens_table_driver import (
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
    position,
    settle,
    step,
)

from devtools.drivers.events import point_at
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF
from odin_desktop.scenes.ravens import table_keys
from odin_desktop.scenes.ravens.hints import hint_marks
from odin_desktop.scenes.ravens.model import Mode

README = Path(__file__).resolve().parents[3] / "README.md"


def table_for(race):  # noqa: ANN001, ANN201 - (app, table, race)
    app = make_app()
    controller = controller_at(race)
    table = open_table(app, controller)
    assert table.model.human_turn
    return app, table, controller.race


def positions_of(table, code: str) -> list[tuple[int, int]]:  # noqa: ANN001
    return [s.rect().center for s in table.view.hand if s.code == code]


# ---------------------------------------------------------------------- 1: together


def test_two_picked_equal_cards_dragged_as_one_make_a_joker() -> None:
    app, table, race = table_for(position(hands=("M M L P S", "F M L P S")))
    first, second = positions_of(table, "M")
    click(app, first)
    click(app, second)  # both rise
    settle(app, table)
    assert sorted(table.view.raised) == [0, 1]
    drag(app, positions_of(table, "M")[0], next_space(table))  # one of them, carrying both
    assert race.positions[0] == 0 and race.used_hand == 2  # the joker flew at once
    assert not table.model.move.fly and table.model.can_end


# ---------------------------------------------------------------------- 2: the raised card


def test_keys_act_on_the_card_shown_raised_whatever_the_pointer() -> None:
    race = position(hands=("F M L S O1", "F M L P S"), stacks=("P", ""))
    app, table, race = table_for(race)
    key(app, pygame.K_HOME)  # the keyboard's card: the forest, first
    point_at(app, hand_pos(table, "O1"))  # the pointer then rests on the Odin card
    step(app)
    assert table.view.raised == {0} and table.view.cursor == 0  # still the forest raised
    assert table.view.hand[0].focus and not table.view.hand[-1].focus
    key(app, pygame.K_f)
    assert race.positions[0] == 0  # the forest flew
    odin = KIND_OF["O1"]
    assert race.used_hand == 1 and race.hands[0] >> 3 * odin & 7 == 1  # nothing else played
    assert table.model.mode is Mode.PLAY and table.model.move.odin is None


def test_the_stack_cursor_is_shown() -> None:
    app, table, race = table_for(position(stacks=("P", "")))
    key(app, pygame.K_END)  # the last card: the stack's next one
    step(app)
    top = table.view.stack_top
    assert top is not None and top.focus and top.lift_target > 0
    assert table.view.cursor == len(table.view.hand)
    assert not any(sprite.focus for sprite in table.view.hand)


# ---------------------------------------------------------------------- 3: hints


def test_a_hint_with_the_hands_plays_used_still_suggests_in_words_and_on_the_table() -> None:
    race = position(hands=("F M L P S", "F M L P S"), stacks=("L", ""))
    race.used_hand = 3  # the hand's three plays used; the stack's top does not fly here
    app, table, race = table_for(race)
    hinted = hint_of(app, table)
    words = table.model.status()[0]
    assert words.startswith("Hint: ") and len(words) > len("Hint: ") + 5
    marks = hint_marks(hinted)
    if A.action_type(hinted) == A.END:
        assert marks.place == "end" and "End your turn" in words
    else:
        assert A.played_cards(hinted)[1] and table.model.focus.picked  # the stack's card, picked
        assert "(from your stack)" in words


def test_ending_and_lengthening_are_hinted_with_end_turn_outlined() -> None:
    assert hint_marks(A.END_TURN).place == "end"
    assert hint_marks(A.END_LENGTHEN).place == "end"
    race = position()
    race.used_hand = 3  # nothing left to play but the end of the turn
    app, table, race = table_for(race)
    hinted = hint_of(app, table)
    assert A.action_type(hinted) == A.END
    said = table.model.status()[0]
    assert "End your turn" in said
    assert ("lengthen" in said) == (hinted == A.END_LENGTHEN)


# ---------------------------------------------------------------------- 4: E, L, tooltips


def test_e_ends_the_turn_and_l_lengthens_the_paths_as_the_readme_says() -> None:
    app, table, race = table_for(position())
    key(app, pygame.K_e)
    assert race.turn == 1 and race.length == 9  # no question asked
    app, table, race = table_for(position())
    key(app, pygame.K_l)
    assert table.model.mode is Mode.LAY and race.pending is not None
    readme = " ".join(README.read_text().split())
    assert "**E** ends the turn and **L** ends it lengthening the paths" in readme


def readme_keys() -> set[str]:
    """The keys the README's Odin's Ravens section lists."""
    text = README.read_text()
    section = text[text.index("## Playing Odin's Ravens") :]
    bullet = section[section.index("- Keys") : section.index("- Saves")]
    return {k for group in re.findall(r"\*\*(.+?)\*\*", bullet) for k in group.split("/")}


def test_every_key_the_readme_lists_is_a_key_of_the_table() -> None:
    names = {
        "←": pygame.K_LEFT,
        "→": pygame.K_RIGHT,
        "Shift+←": pygame.K_LEFT,
        "Home": pygame.K_HOME,
        "End": pygame.K_END,
        "Space": pygame.K_SPACE,
        "↑": pygame.K_UP,
        "↓": pygame.K_DOWN,
        "Enter": pygame.K_RETURN,
        "Tab": pygame.K_TAB,
        "Page Up": pygame.K_PAGEUP,
        "Down": pygame.K_PAGEDOWN,
        "Esc": pygame.K_ESCAPE,
    }
    handled = {
        *table_keys.KEYS,
        *table_keys.ZONE_KEYS,
        *table_keys.PICK_KEYS,
        *table_keys.ENDS_KEYS,
        *table_keys.SCROLL_KEYS,
        *table_keys.CONFIRM_KEYS,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_ESCAPE,
    }
    listed = readme_keys()
    for name in listed:
        code = names.get(name, pygame.key.key_code(name.lower()) if len(name) == 1 else None)
        assert code in handled, f"the README lists {name!r}, which the table does not answer"
    letters = {"F", "S", "M", "D", "O", "E", "L", "H", "1", "2", "[", "]"}
    assert letters <= listed


def test_the_buttons_tooltips_say_their_keys() -> None:
    app, table, race = table_for(position())
    for name, button in table.buttons.items():
        point_at(app, button.rect.center)
        step(app, 40)  # the pointer rests on it
        drawn = table.tip.draw(pygame.Surface(app.size), "x", button.rect, 1.0)
        assert table.tip.owner is button and drawn is not None, name
        tip = table_keys.TIPS[name]
        assert tip.startswith(f"{button.hotkey}:"), (name, tip)
    assert "L:" in table_keys.TIPS["end"]  # End turn's other key
    listed = readme_keys()
    for tip in table_keys.TIPS.values():
        for shown in re.findall(r"(\w+):", tip):
            assert shown in listed, f"{shown} is on a tooltip but not in the README"


# ---------------------------------------------------------------------- 5: the prompt


def test_the_prompt_says_what_is_left_when_the_hands_plays_are_used() -> None:
    race = position(stacks=("L P", ""))
    race.used_hand = 3
    app, table, race = table_for(race)
    said = table.model.status()[0]
    assert "drag a card" not in said
    assert "from your stack" in said and "end your turn (E)" in said
    race = position()
    race.used_hand = 3
    app, table, race = table_for(race)
    said = table.model.status()[0]
    assert said.startswith("No more cards this turn: end your turn (E)")


def test_the_prompt_counts_the_one_card_left_on_the_stack_in_the_singular() -> None:
    """The stack's budget is 3 but it holds one card: "1 more card", never "1 more cards"
    (the plural once followed the budget while the number shown was the cards there)."""
    race = position(stacks=("L", ""))
    race.used_hand = 3
    app, table, race = table_for(race)
    said = table.model.status()[0]
    assert "1 more card may come from your stack" in said, said


# ---------------------------------------------------------------------- 7: take it back


def test_a_half_made_fly_says_how_to_take_it_back_and_offers_a_button() -> None:
    app, table, race = table_for(position(hands=("M M L P S", "F M L P S")))
    drag(app, hand_pos(table, "M"), next_space(table))
    settle(app, table)
    assert table.model.half_made
    said = table.model.status()[0]
    assert "take back (Esc)" in said
    end = table.buttons["end"]
    assert end.label == "Take back" and end.enabled and end.hotkey == "Esc"
    click(app, end.rect.center)
    assert not table.model.move.fly and race.used_hand == 0
    assert len([s for s in table.view.hand if s.code == "M"]) == 2  # both back in the hand
    step(app)
    assert end.label == "End turn"


def test_half_a_marker_pass_offers_the_same_way_back() -> None:
    race = position(hands=("F F L P S", "F M L P S"), marker=(0, 0))
    app, table, race = table_for(race)
    drag(app, hand_pos(table, "F"), next_space(table))
    step(app)
    assert "add 1 more card to pass it, or take back (Esc)" in table.model.status()[0]
    assert table.buttons["end"].label == "Take back"
    key(app, pygame.K_ESCAPE)
    assert not table.model.move.fly and table.model.mode is Mode.PLAY


# ---------------------------------------------------------------------- 8: drops and the summary


def test_a_carried_odin_card_shows_where_it_may_be_dropped(monkeypatch) -> None:  # noqa: ANN001
    app, table, race = table_for(position(hands=("F M L P O1", "F M L P S")))
    lit: list[bool] = []
    real = table.view.path.draw

    def draw(surface, spaces, cards, odin_drop=False):  # noqa: ANN001, ANN202
        lit.append(odin_drop)
        return real(surface, spaces, cards, odin_drop=odin_drop)

    monkeypatch.setattr(table.view.path, "draw", draw)
    start = hand_pos(table, "O1")
    hold_over(app, start, (start[0], start[1] - 120))  # carried, not yet dropped
    assert lit[-1], "the paths are not shown as the place to drop it"
    let_go(app, (start[0], start[1] - 120))  # over the hand: nowhere
    step(app)
    assert table.model.notice.text == "Drop an Odin card on the paths to play it"
    assert not lit[-1]


def test_a_card_dropped_nowhere_says_where_it_goes() -> None:
    app, table, race = table_for(position())
    start = hand_pos(table, "F")
    drag(app, start, (start[0], start[1] - 60))
    assert "space ahead of your raven, or on a pile" in table.model.notice.text


def test_the_race_summary_says_who_starts_the_next_race_and_why() -> None:
    from odin_desktop.engine.ravens.game import FEWER_POINTS, TIE_LAST_WINNER
    from odin_desktop.scenes.ravens.round_summary import starter_words

    names = ["You", "Astrid"]
    assert starter_words(0, FEWER_POINTS, names) == "You start the next race: you have fewer points"
    assert starter_words(1, FEWER_POINTS, names) == (
        "Astrid starts the next race, having fewer points"
    )
    assert "won this race" in starter_words(1, TIE_LAST_WINNER, names)
