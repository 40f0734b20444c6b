"""Learn by playing: the lesson and the hint agree. The coach's ring always comes with its words
in the status line, H selects the very cards it rings and says why in the coach's words (not
the Expert's, which passed where the lesson rang pink 5-8), its ring is drawn whole above the
next card, and a step the hand never reached says so at the end and shows cards that would."""

from __future__ import annotations

import pygame
import pytest
from table_driver import key, step
from test_tutorial import open_tutorial, play_the_coachs_move

from odin_desktop.engine.odin.cards import cards_of, parse_card
from odin_desktop.engine.odin.moves import PLAY_BITS
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import lesson_panel
from odin_desktop.scenes.odin.lesson_panel import draw_lesson, lesson_box
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.tutorial import EXAMPLES, guidance
from odin_desktop.ui import pad_prompts, theme
from odin_desktop.ui.pad import Pad


def _play_through(app, table, turn) -> list[str]:  # noqa: ANN001
    """The guided hand to its end, Got it at each lesson, ``turn(app, table)`` making each of
    the player's moves; the lessons' keys as shown."""
    coach, model = table.coach, table.model
    told = []
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, MenuScene):
            return told
        if isinstance(top, HandSummaryScene):
            key(app, pygame.K_RETURN)
            continue
        if coach.lesson is not None:
            step(app)
            told.append(coach.lesson.key)
            key(app, pygame.K_RETURN)
            continue
        if model.human_turn and not table.view.animating:
            turn(app, table)
            continue
        step(app)
    raise AssertionError("the guided hand never ended")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_ring_comes_with_its_words_and_h_plays_what_it_rings(language) -> None:  # noqa: ANN001
    app, table = open_tutorial(language=language)
    model, coach = table.model, table.coach
    seen: list[tuple[int, str]] = []

    def turn(app, table) -> None:  # noqa: ANN001
        advice = guidance(table.controller.legal_actions(), table.controller.hand)
        ringed = coach.suggested(model)
        assert ringed == set(cards_of(advice.action & PLAY_BITS))
        assert model.status()[0] == advice.ring_words(model.in_use)  # the ring, said
        key(app, pygame.K_h)
        assert model.move.selected == ringed  # the hint is the ring, at once
        assert model.status()[0].endswith(advice.hint()) and advice.hint() in model.status()[0]
        seen.append((advice.action, advice.kind))
        if not ringed:
            key(app, pygame.K_p)
            return
        key(app, pygame.K_RETURN)  # what the hint selected, played
        if model.move.take_play is not None:
            key(app, pygame.K_RETURN)  # the take the hint named: where the focus starts

    told = _play_through(app, table, turn)
    state = table.controller.hand
    assert state.out_seat == 0 and state.led_out  # the designed hand: the whole-hand finish
    assert told[-1] == "out_you" and "whole" in told  # every step on the table, none late
    first, second = seen[0], seen[1]
    assert first == (1 << parse_card("P4"), "lead")  # lead low: pink 4, as the lesson says
    assert second[0] & PLAY_BITS == sum(1 << parse_card(c) for c in ("P5", "P6", "P7", "P8"))
    assert {kind for _action, kind in seen} == {"lead", "beat", "pass", "whole"}


def test_the_tutor_holds_none_of_the_lessons_moves() -> None:
    """With the tutor on in Settings, it held the coach's ringed move to judge it by the
    Expert's (and asked "Play yours anyway / Take it back" where the lesson rang 8765)."""
    app, table = open_tutorial()
    app.settings.tutor = True
    model = table.model
    moves = 0

    def turn(app, table) -> None:  # noqa: ANN001
        nonlocal moves
        before = len(table.controller.hand.history)
        play_the_coachs_move(app, table)
        assert not model.tutor_holds and len(table.controller.hand.history) == before + 1
        moves += 1

    _play_through(app, table, turn)
    assert moves >= 3


def test_the_lessons_ring_is_drawn_whole_above_the_next_card() -> None:
    """The lead lesson names "the ringed card": a pale outline, mostly hidden by the next
    card of the fan. The card rises a little with a ring of its own colour between dark
    lines, and most of that ring shows on the table as drawn."""
    app, table = open_tutorial()
    coach = table.coach
    for _ in range(200):
        step(app)
        if coach.lesson is not None and coach.lesson.key == "lead":
            break
        if coach.lesson is not None:
            key(app, pygame.K_RETURN)
    step(app, 40)  # the ringed card has risen
    (card,) = coach.suggested(table.model)
    sprite = table.view.sprites[card]
    assert sprite.lift > 8
    ring = _ring_pixels(app.canvas.get_size(), sprite)
    assert len(ring) > 8 * sprite.rect().h  # all round the card, and thick
    top: dict[int, tuple[int, int]] = {}  # its top edge: the highest ring pixel of each column
    for x, y in ring:
        if x not in top or y < top[x][1]:
            top[x] = (x, y)
    shown = [p for p in top.values() if _near(app.canvas.get_at(p)[:3], theme.GOOD)]
    assert len(shown) >= 0.8 * len(top), (len(shown), len(top))  # over the next card too


def _near(colour: tuple[int, ...], to: tuple[int, ...]) -> bool:
    return all(abs(a - b) < 40 for a, b in zip(colour, to, strict=True))


def _ring_pixels(size: tuple[int, int], sprite) -> list[tuple[int, int]]:  # noqa: ANN001
    """Where ``sprite``'s ring is drawn in its own colour, drawn alone."""
    ringed = pygame.Surface(size, pygame.SRCALPHA)
    ringed.fill((0, 0, 0, 0))
    sprite.draw(ringed, shadow=False)
    found = []
    box = sprite.bounds().clip(ringed.get_rect())
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            pixel = ringed.get_at((x, y))
            if pixel[3] > 200 and _near(pixel[:3], sprite.highlight):
                found.append((x, y))
    return found


def test_a_step_the_hand_never_reached_says_so_and_shows_cards_that_would(monkeypatch) -> None:  # noqa: ANN001
    """Passing where the coach rings 8765 takes the hand another way: it ends before a
    whole-hand finish. That lesson, told last over a table that has nothing of it to show,
    says the hand did not show it and shows a hand that would go out whole."""
    app, table = open_tutorial()
    model, coach = table.model, table.coach
    chips: list[str] = []
    real = lesson_panel.card_chip
    monkeypatch.setattr(lesson_panel, "card_chip", lambda c, h: chips.append(c) or real(c, h))
    late: list[tuple[str, str, tuple[str, ...]]] = []
    real_dismiss = coach.dismiss

    def dismiss() -> None:
        if coach.late:
            late.append((coach.lesson.key, coach.text, coach.example()))
        real_dismiss()

    coach.dismiss = dismiss
    table.buttons["got_it"].on_click = dismiss
    turns = []

    def turn(app, table) -> None:  # noqa: ANN001
        turns.append(1)
        if len(turns) == 2:  # the follow: pass instead of the ringed 8765
            key(app, pygame.K_p)
        else:
            play_the_coachs_move(app, table)

    told = _play_through(app, table, turn)
    assert told[-1] == "whole" and not table.controller.hand.led_out
    ((key_, text, example),) = late
    assert key_ == "whole" and text.startswith("This hand did not show it.")
    assert example == EXAMPLES["whole"] and chips[-3:] == list(example)  # drawn in the panel
    assert model.guided


def test_with_a_pad_the_lessons_prompts_stand_under_it_and_its_words_keep_their_size() -> None:
    """A lesson's prompts (Got it, Menu) take the Saga's room under the lesson panel, never
    the panel's own: its words are as large as with the mouse."""
    app, table = open_tutorial()
    step(app)
    assert table.coach.lesson is not None
    sizes = {}
    for pad in (False, True):
        if pad:
            app.input.pads.pads[0] = app.input.pads.last = Pad(0, "PS5 Controller", "playstation")
            app.input.pad_in_use = True
        step(app, 2)
        sizes[pad] = draw_lesson(app.canvas, table.view.layout, table.coach)
    prompts = app._prompts(app.canvas.get_size())
    assert prompts is not None
    drawn = pad_prompts.draw(pygame.Surface(app.canvas.get_size()), *prompts)
    panel, got_it = lesson_box(table.view.layout)
    assert drawn is not None and drawn.top >= panel.bottom and not drawn.colliderect(got_it)
    assert table.view.layout.log.to_rect().contains(drawn)
    assert sizes[True] == sizes[False]
