"""ODIN's table model on its own, without pygame: intents in, events and a status line out,
through whole hands; the scene is only a thin adapter around it."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

from engine_helpers import cards, play
from odin_model_driver import DT, model_for, run

from odin_desktop.engine.odin import OdinGame, Options
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.scenes.odin.model import (
    HandOverTo,
    Moved,
    Ring,
    RoundOver,
    RoundStarted,
    Tone,
)
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup


def test_importing_the_model_loads_no_pygame() -> None:
    code = "import sys, odin_desktop.scenes.odin.model; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_whole_hand_through_the_model_alone() -> None:
    seats = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))
    model, saved = model_for(OdinSetup(seats, seed=12, single_hand=True))
    model.start()
    assert isinstance(model.take_events()[0], RoundStarted) and saved  # the deal is saved at once
    rng = random.Random(3)
    moved = 0
    for _ in range(200):
        events = run(model)
        moved += sum(isinstance(e, Moved) for e in events)
        if any(isinstance(e, RoundOver) for e in events):
            break
        assert model.human_turn
        text, tone = model.status()
        assert text.startswith(("Your lead", "Your turn")) and tone is Tone.PLAIN
        legal = model.controller.legal_actions()
        action = rng.choice(legal)
        if action == PASS:
            model.pass_turn()
        else:
            played = action & PLAY_BITS
            model.drop({c for c in range(54) if played >> c & 1}, on_middle=True)
            if model.move.take_play is not None:  # the play waits for its take
                assert not model.can_pass and not model.can_play  # only the take is offered
                choices = model.move.take_choices
                assert model.rings() == {choices[0]: Ring.FOCUS}  # one highlight: what Enter takes
                model.take(choices[0])
    else:
        raise AssertionError("the hand never ended")
    state = model.controller.hand
    assert state.over and moved == len(state.history)
    assert len(saved) == 1 + len(state.history)  # the deal, then every move
    out = model.names[state.out_seat]
    how = "plays out the whole hand!" if state.led_out else "goes out!"
    said = f"You {'play out the whole hand!' if state.led_out else 'go out!'}"
    assert model.status()[0] in (said if out == "You" else f"{out} {how}",)


def test_a_refused_drop_says_why_by_its_code_and_changes_nothing() -> None:
    seats = (SeatSetup("Ann"), SeatSetup("Bo", "normal"))
    model, _saved = model_for(OdinSetup(seats, seed=1, two_player_variant=False))
    model.controller.game = OdinGame(2, Options(single_hand=True), first_leader=0)
    deal = [cards("R1 R8 P8 G1 G2 G3 G4 G5 G6"), cards("B2 B3 K1 K2 K4 K5 K6 K7 O1")]
    model.controller.start_round = lambda: model.controller.game.start_round(deal)
    model.start()
    model.take_events()
    # Two cards of one colour may not lead; nothing is played and the reason is the engine's.
    assert not model.drop({cards("G1").bit_length() - 1, cards("G2").bit_length() - 1}, True)
    assert model.controller.hand.history == []
    assert model.notice.refusal is not None and model.notice.refusal.code == "odin.leader_size"
    assert model.status() == (
        "The leader plays exactly one card, or the whole hand when it is all one number or "
        "all one colour",
        Tone.BAD,
    )


def test_the_take_step_offers_only_the_take_and_escape_goes_back() -> None:
    seats = (SeatSetup("Ann"), SeatSetup("Bo", "normal"))
    model, _saved = model_for(OdinSetup(seats, seed=1, two_player_variant=False))
    model.controller.game = OdinGame(2, Options(single_hand=True), first_leader=0)
    deal = [cards("R1 R8 P8 G1 G2 G3 G4 G5 G6"), cards("B2 B3 K1 K2 K4 K5 K6 K7 O1")]
    model.controller.start_round = lambda: model.controller.game.start_round(deal)
    model.start()
    model.apply(play("R1"))
    model.apply(play("B2 B3", "R1"))
    eights = {c for c in range(54) if cards("R8 P8") >> c & 1}
    assert model.drop(eights, on_middle=True)
    assert model.move.take_play == cards("R8 P8")
    model.pass_turn()  # not offered now: the play must not be thrown away
    assert model.controller.hand.history[-1] == (1, play("B2 B3", "R1"))
    assert model.rings() == {card("B3"): Ring.FOCUS}  # the one Enter takes, nothing else ringed
    model.move.focus_take(1)
    assert model.cancel() and model.move.take_play is None
    assert model.drop(eights, on_middle=True)
    model.move.focus_take(1)
    model.focus.take_focused()
    assert model.controller.hand.history[-1] == (0, play("R8 P8", "B2"))  # B3 reads first


def card(code: str) -> int:
    return cards(code).bit_length() - 1


def test_after_a_hint_the_take_starts_on_the_card_the_hint_named() -> None:
    seats = (SeatSetup("Ann"), SeatSetup("Bo", "normal"))
    model, _saved = model_for(OdinSetup(seats, seed=1, two_player_variant=False))
    model.controller.game = OdinGame(2, Options(single_hand=True), first_leader=0)
    deal = [cards("R1 R8 P8 G1 G2 G3 G4 G5 G6"), cards("B2 B3 K1 K2 K4 K5 K6 K7 O1")]
    model.controller.start_round = lambda: model.controller.game.start_round(deal)
    model.start()
    model.apply(play("R1"))
    model.apply(play("B2 B3", "R1"))
    model._show_hint(play("R8 P8", "B2"))  # B3 reads first: the hint names the other card
    assert "take blue\xa02" in model.status()[0]
    model.play_selection()
    assert model.move.take_play == cards("R8 P8")
    assert model.rings() == {card("B2"): Ring.FOCUS}
    model.play_selection()  # Enter takes the ringed card, the hint's
    assert model.controller.hand.history[-1] == (0, play("R8 P8", "B2"))


def test_hot_seat_asks_for_the_screen_before_another_human_plays() -> None:
    seats = (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy"))
    model, _saved = model_for(OdinSetup(seats, seed=5, single_hand=True))
    model.start()
    events = model.take_events()
    leader = model.controller.to_move
    if leader != model.viewer:
        assert HandOverTo(leader) in events and model.handing_over
        model.switch_viewer(leader)
    model.apply(model.controller.legal_actions()[0])
    events = model.take_events()
    nxt = model.controller.to_move
    assert HandOverTo(nxt) in events and model.handing_over
    assert not model.human_turn  # nobody plays until the next player has the screen
    model.switch_viewer(nxt)
    assert model.human_turn and model.viewer == nxt


def test_a_bot_waits_for_the_animations_and_the_pace_setting() -> None:
    seats = (SeatSetup("Astrid", "easy"), SeatSetup("You"))
    model, _saved = model_for(OdinSetup(seats, seed=7, single_hand=True), ai_speed="slow")
    model.start()
    model.take_events()
    while model.human_turn:  # let the bot lead
        model.pass_turn() if model.can_pass else model.apply(model.controller.legal_actions()[0])
        model.take_events()
    history = len(model.controller.hand.history)
    for _ in range(100):
        model.update(DT, animating=True, on_top=True)
    assert len(model.controller.hand.history) == history  # cards still moving: it waits
    for _ in range(int(1.4 / DT) - 1):
        model.update(DT, animating=False, on_top=True)
    assert len(model.controller.hand.history) == history  # "slow": 1.4 s not yet over
    model.update(DT * 2, animating=False, on_top=True)
    assert len(model.controller.hand.history) == history + 1


def test_after_the_coachs_hint_the_take_starts_on_the_card_it_named() -> None:
    """The coach's hint (the Expert's move, found on a worker) leads to the same take."""
    import time

    from odin_desktop.ai.analyst import Valuation
    from odin_desktop.scenes.odin.advice import advise
    from odin_desktop.scenes.table_advice import TableAdvisor

    seats = (SeatSetup("Ann"), SeatSetup("Bo", "normal"))
    setup = OdinSetup(seats, seed=1, two_player_variant=False)
    model, _saved = model_for(setup, coach_hints=True)
    model.controller.game = OdinGame(2, Options(single_hand=True), first_leader=0)
    deal = [cards("R1 R8 P8 G1 G2 G3 G4 G5 G6"), cards("B2 B3 K1 K2 K4 K5 K6 K7 O1")]
    model.controller.start_round = lambda: model.controller.game.start_round(deal)
    model.start()
    model.apply(play("R1"))
    model.apply(play("B2 B3", "R1"))
    best = play("R8 P8", "B2")  # B3 reads first: the coach names the other card

    def ask(obs: Any, _action: Any, _seconds: float) -> Valuation:
        return Valuation(tuple(obs.legal), {best: 0.6}, {}, best)

    model._advisor = TableAdvisor(None, 0.1, advise, hint_ask=ask)  # type: ignore[arg-type]
    model.hint()
    for _ in range(400):
        model.update(DT, animating=False, on_top=True)
        if model.hinted is not None:
            break
        time.sleep(0.005)
    model.play_selection()
    assert model.move.take_play == cards("R8 P8")
    assert model.rings() == {card("B2"): Ring.FOCUS}
