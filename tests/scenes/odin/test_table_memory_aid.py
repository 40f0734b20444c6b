"""The memory aid: a card an opponent was seen to take, and still holds, lies face up in their
fan (and is ringed in the replay viewer) — exactly those cards, never a hidden one."""

from __future__ import annotations

import random

from odin_model_driver import model_for
from table_driver import make_app, settle, start_table, step

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import action_take
from odin_desktop.scenes.odin.viewer import KNOWN_RING, OdinReplayViewer
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup


def taken_and_held(state: HandState, seat: int) -> int:
    """The oracle, from the true hands: every card ``seat`` took this hand that it holds now
    (a card it took and played since is in someone else's hand, the middle or the pile)."""
    taken = 0
    for who, action in state.history:
        card = action_take(action)
        if who == seat and card is not None:
            taken |= 1 << card
    return taken & state.hands[seat]


def test_the_model_names_exactly_the_cards_seen_taken_and_still_held():
    seats = (SeatSetup("You"), *(SeatSetup(n, "easy") for n in ("Astrid", "Bjorn", "Sigrid")))
    model, _saved = model_for(OdinSetup(seats, seed=31, single_hand=True))
    model.start()
    rng = random.Random(31)
    state = model.state
    held_somewhere = 0
    while not state.over:
        known = model.known_cards()
        for seat in range(4):
            expected = 0 if seat == model.viewer else taken_and_held(state, seat)
            assert known[seat] == expected
            held_somewhere |= known[seat]
        model.apply(rng.choice(model.controller.legal_actions()))
    assert held_somewhere  # the hand really showed some
    model, _saved = model_for(OdinSetup(seats, seed=31, single_hand=True), memory_aid=False)
    model.start()
    model.apply(model.controller.legal_actions()[0])
    assert model.known_cards() == (0, 0, 0, 0)


def _opponent_sprites(table) -> dict[int, int]:  # noqa: ANN001
    """Card -> seat of every opponent's card the table draws face up."""
    state, viewer = table.controller.hand, table.view.viewer
    shown = {}
    for card in table.view.sprites:
        for seat, hand in enumerate(state.hands):
            if seat != viewer and hand >> card & 1:
                shown[card] = seat
    return shown


def test_the_table_shows_them_face_up_in_their_fans_and_nothing_else():
    app = make_app()
    seats = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))
    table = start_table(app, OdinSetup(seats, seed=9, single_hand=True))
    state_of = lambda: table.controller.hand  # noqa: E731
    checked = 0
    for _ in range(3000):
        if state_of().over:
            break
        if table.model.human_turn and not table.view.animating:
            state = state_of()
            expected = {
                card: seat
                for seat in (1, 2)
                for card in cards_of(taken_and_held(state, seat))
            }
            assert _opponent_sprites(table) == expected
            for card, seat in expected.items():
                fan = table.view.seat_box(seat).fan.to_rect()
                assert fan.collidepoint(table.view.sprites[card].rect().center)
            checked += bool(expected)
            table.model.apply(random.Random(len(state.history)).choice(state.legal_actions()))
        step(app)
    assert checked >= 3  # positions where some cards were known were looked at

    app.settings.memory_aid = False  # switched off (the settings screen, then back)
    table.resume()
    settle(app, table)
    assert _opponent_sprites(table) == {}


def test_the_replay_viewer_rings_exactly_those_cards():
    controller = OdinController(
        OdinSetup(tuple(SeatSetup(n, "easy") for n in ("A", "B", "C", "D")), seed=4),
        host_factory=None,
    )
    rng = random.Random(4)
    controller.start_round()
    while not controller.hand.over:
        controller.play(rng.choice(controller.legal_actions()))
    app = make_app()
    viewer = OdinReplayViewer(app, controller.record())
    app.scenes.push(viewer)
    app.scenes.apply_pending()
    rings = 0
    for index in range(len(viewer.steps)):
        viewer.go_to(index)
        step(app)
        state = viewer.current.state
        known = set()
        for seat in range(4):
            known |= set(cards_of(taken_and_held(state, seat)))
        ringed = {c for c, s in viewer.view.sprites.items() if s.highlight == KNOWN_RING}
        taken = viewer.current.outcome.taken if viewer.current.outcome else None
        assert ringed == known - {taken}  # the card just taken is ringed in gold instead
        rings += len(ringed)
    assert rings
