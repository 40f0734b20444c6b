"""The table scene, driven by injected mouse and keyboard events."""

from __future__ import annotations

import pygame
from table_driver import (
    card_pos,
    click,
    drag,
    key,
    make_app,
    play_by_mouse,
    settle,
    start_table,
    step,
)

from odin_desktop import games
from odin_desktop.engine.odin.cards import card_number, cards_of, is_set, of_number, parse_card
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup


def _human_first(seed: int = 4) -> OdinSetup:
    """A game where the human (seat 0) leads the first hand."""
    seats = (SeatSetup("You"), *(SeatSetup(n, "normal") for n in ("Astrid", "Bjorn", "Sigrid")))
    for s in range(seed, seed + 200):
        setup = OdinSetup(seats, seed=s)
        from odin_desktop.engine.odin.dealing import first_leader

        if first_leader(s, 4) == 0:
            return setup
    raise AssertionError("no seed lets seat 0 lead")


def test_a_legal_drop_on_the_middle_plays_the_card() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    state = table.controller.hand
    assert table.model.human_turn and not state.table
    card = next(cards_of(state.hands[0]))
    drag(app, card_pos(table, card), table.view.layout.middle.center)
    assert state.table == 1 << card  # the card lies in the middle
    assert state.history == [(0, 1 << card)]
    assert not state.hands[0] >> card & 1


def test_an_illegal_drop_changes_nothing_and_says_why() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    state = table.controller.hand
    first, second = list(cards_of(state.hands[0]))[:2]
    click(app, card_pos(table, first))
    click(app, card_pos(table, second))
    hand_before = state.hands[0]
    drag(app, card_pos(table, first), table.view.layout.middle.center)
    assert state.hands[0] == hand_before and state.history == []
    # Two cards of one number or colour are too many to lead; two others are not a set.
    both = (1 << first) | (1 << second)
    expected = "odin.leader_size" if is_set(both) else "odin.not_a_set"
    assert table.model.notice.refusal is not None
    assert table.model.notice.refusal.code == expected
    settle(app, table)
    home = table.view.sprites[first]
    assert (home.x, home.y) == home.target[:2]  # snapped back into the hand


def test_a_drop_outside_the_middle_snaps_back() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    state = table.controller.hand
    card = next(cards_of(state.hands[0]))
    start = card_pos(table, card)
    drag(app, start, (start[0], start[1] - 40))
    assert state.history == []
    settle(app, table)
    order = table.view.hand_order
    home = table.view.hand_target(order.index(card), len(order))
    sprite = table.view.sprites[card]
    assert (sprite.x, sprite.y) == home[:2]  # back in its place in the hand


def test_keyboard_plays_select_by_number_then_enter_and_space_passes() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    state = table.controller.hand
    card = max(cards_of(state.hands[0]), key=card_number)
    number = card_number(card)
    same = list(cards_of(of_number(state.hands[0], number)))
    key(app, pygame.K_0 + number)
    assert table.view.selected == set(same)
    if len(same) > 1:  # a leader may lead only one: drop the others
        for other in same[1:]:
            click(app, card_pos(table, other))
    key(app, pygame.K_RETURN)
    assert state.history[0] == (0, 1 << card)


def _waiting_for_a_take():  # noqa: ANN202 - (app, table, controller)
    """Ann led R1, Bo beat it with B2 B3 taking R1; Ann has dropped R8 P8 (88) on the middle
    and must now choose B2 or B3 to take."""
    from engine_helpers import cards, play

    from odin_desktop.engine.odin import OdinGame, Options
    from odin_desktop.session.odin.controller import OdinController

    app = make_app()
    setup = OdinSetup(
        (SeatSetup("Ann"), SeatSetup("Bo", "normal")), seed=1, two_player_variant=False
    )
    controller = OdinController(setup, host_factory=None)
    controller.game = OdinGame(2, Options(single_hand=True), first_leader=0)
    controller.start_round = lambda: controller.game.start_round(  # this exact deal
        [cards("R1 R8 P8 G1 G2 G3 G4 G5 G6"), cards("B2 B3 K1 K2 K4 K5 K6 K7 O1")]
    )
    table = games.game("odin").table_scene(app, setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    table.model.apply(play("R1"))
    table.model.apply(play("B2 B3", "R1"))  # the bot's move, made for it
    settle(app, table)
    assert table.model.human_turn
    click(app, card_pos(table, parse_card("P8")))
    click(app, card_pos(table, parse_card("R8")))
    drag(app, card_pos(table, parse_card("R8")), table.view.layout.middle.center)
    assert table.model.move.take_play == cards("R8 P8")  # waiting for the player to choose
    assert controller.hand.table == cards("B2 B3")
    settle(app, table)  # the play lies in the middle, in front of the beaten set
    return app, table, controller


def test_take_is_chosen_by_clicking_a_beaten_card() -> None:
    from engine_helpers import play

    app, table, controller = _waiting_for_a_take()
    click(app, card_pos(table, parse_card("B3")))
    assert controller.hand.history[-1] == (0, play("R8 P8", "B3"))
    assert controller.hand.hands[0] >> parse_card("B3") & 1


def test_a_whole_game_against_bots_by_mouse_and_keyboard_to_game_over() -> None:
    app = make_app()
    setup = OdinSetup(
        (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "normal")),
        target=10,
        seed=8,
    )
    table = start_table(app, setup)
    controller = table.controller
    summaries: list[HandSummaryScene] = []
    for _ in range(30000):
        top = app.scenes.top
        if isinstance(top, OdinGameOverScene):
            break
        if isinstance(top, HandSummaryScene):
            if top not in summaries:
                summaries.append(top)
            step(app, 5)
            key(app, pygame.K_RETURN)  # the first press ends the count, the next goes on
            continue
        if table.model.human_turn and not table.view.animating:
            actions = controller.legal_actions()
            plays = [a for a in actions if a != PASS]
            # Play the lowest set when possible (a plain strategy), else pass.
            choice = (
                min(
                    plays,
                    key=lambda a: (a & PLAY_BITS).bit_count() * 100 - (a & PLAY_BITS).bit_length(),
                )
                if plays
                else PASS
            )
            before = len(controller.hand.history)
            play_by_mouse(app, table, choice)
            assert len(controller.hand.history) == before + 1
            continue
        step(app)
    assert isinstance(app.scenes.top, OdinGameOverScene)
    assert controller.game.over and max(controller.game.totals) >= 10
    assert len(summaries) == len(controller.game.scores)


def test_hot_seat_never_draws_another_humans_hidden_card(monkeypatch) -> None:
    drawn: list[str] = []
    real_face, real_rotated = art.face, art.rotated

    def face(code: str, width: int):
        drawn.append(code)
        return real_face(code, width)

    def rotated(code: str, width: int, angle: float):
        drawn.append(code)
        return real_rotated(code, width, angle)

    monkeypatch.setattr(art, "face", face)
    monkeypatch.setattr(art, "rotated", rotated)
    app = make_app()
    setup = OdinSetup(
        (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy")), seed=5, single_hand=True
    )
    table = start_table(app, setup)
    controller = table.controller
    handovers = 0
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, HandSummaryScene | OdinGameOverScene):
            break  # the end of the hand reveals every hand, as the rules say
        if isinstance(top, HandoverScene):
            handovers += 1
            step(app, 12)
            click(app, (10, 10))
            continue
        drawn.clear()
        state = controller.hand
        public = 0  # cards everyone has seen: played, taken, discarded
        for _, action in state.history:
            public |= action & PLAY_BITS
        viewer = table.view.viewer
        hidden = 0
        for seat, cards in enumerate(state.hands):
            if seat != viewer:
                hidden |= cards & ~public
        step(app)
        shown = {parse_card(code) for code in drawn if code != art.BACK}
        assert not shown & set(cards_of(hidden)), "another human's card was drawn"
        if table.model.human_turn and not table.view.animating:
            table.model.apply(controller.legal_actions()[0])
    assert handovers >= 3  # the screen really was passed around


def test_resizing_to_tiny_and_huge_windows_keeps_playing() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    for size in ((200, 150), (1024, 640), (2560, 1440)):
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app, 3)
        assert app.canvas.get_width() >= 1024 and app.canvas.get_height() >= 640
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    drag(app, card_pos(table, card), table.view.layout.middle.center)
    assert table.controller.hand.table == 1 << card


def test_a_resumed_table_shows_the_hand_so_far_in_the_log_and_on_the_pile() -> None:
    import random

    from odin_desktop.session.odin.controller import OdinController

    setup = _human_first(seed=30)
    controller = OdinController(setup, host_factory=None)
    controller.start_round()
    rng = random.Random(2)
    for _ in range(14):  # a game in progress, as a saved game brings it back
        actions = controller.legal_actions()
        controller.play(actions[rng.randrange(len(actions))])
    assert not controller.game.needs_round
    app = make_app()
    table = games.game("odin").table_scene(app, setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    state = controller.hand
    assert set(table.view.discard_order) == set(cards_of(state.discards))
    verbs = [entry.verb for entry in table.model.log]
    assert verbs.count("passes") == sum(1 for _, a in state.history if a == PASS)
    assert verbs.count("plays") == sum(1 for _, a in state.history if a != PASS)


def test_l_rings_exactly_the_cards_that_can_be_played() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    key(app, pygame.K_l)
    playable = 0
    for action in table.controller.legal_actions():
        playable |= action & PLAY_BITS
    hand = table.controller.hand.hands[0]
    for card in cards_of(hand):
        ringed = table.view.sprites[card].highlight is not None
        assert ringed == bool(playable >> card & 1)
    key(app, pygame.K_l)
    assert all(table.view.sprites[c].highlight is None for c in cards_of(hand))


def test_play_is_offered_only_for_a_selection_that_can_be_played() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    step(app)
    assert not table.buttons["play"].enabled  # nothing selected yet
    card = next(cards_of(table.controller.hand.hands[0]))
    click(app, card_pos(table, card))
    assert table.buttons["play"].enabled


def test_the_take_can_be_dragged_from_the_beaten_set_into_the_hand() -> None:
    from engine_helpers import play

    app, table, controller = _waiting_for_a_take()
    drag(app, card_pos(table, parse_card("B2")), (20, 20))  # not into the hand: nothing taken
    assert table.model.move.take_play is not None
    settle(app, table)
    drag(app, card_pos(table, parse_card("B2")), table.view.layout.hand.center)
    assert controller.hand.history[-1] == (0, play("R8 P8", "B2"))


def test_the_end_of_a_hand_is_announced_in_the_status_line() -> None:
    app = make_app()
    table = start_table(app, OdinSetup.all_bots(3, seed=6))
    controller = table.controller
    for _ in range(5000):
        step(app)
        if controller.hand is not None and controller.hand.over:
            break
    out = controller.names[controller.hand.out_seat]
    how = "plays out the whole hand!" if controller.hand.led_out else "goes out!"
    assert table.model.status()[0] == f"{out} {how}"
    step(app, 200)  # the message fades, the status line empties
    assert table.model.status()[0] == ""
