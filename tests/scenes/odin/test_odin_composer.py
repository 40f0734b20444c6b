"""ODIN's play composer on its own, without the table's model or a screen: a hand, a referee
over it, and the steps each intent comes to (a selection played, staged for its take or
refused with the engine's reason, the take's focus, the whole-hand warning), each checked
against the engine."""

from __future__ import annotations

import subprocess
import sys

from engine_helpers import cards, play

from odin_desktop.engine.odin import OdinGame, Options
from odin_desktop.engine.odin.cards import reading_order
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS
from odin_desktop.scenes.odin.composer import WHOLE_HAND_WARNING, PlayComposer, PlayStep, mask_of
from odin_desktop.scenes.odin.guide_words import NOW_TAKE, SELECT_FIRST
from odin_desktop.scenes.table_model import Tone


class GameReferee:
    """The engine's word on one game's hand (what the controller asks)."""

    def __init__(self, game: OdinGame) -> None:
        self.game = game

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def legal_actions(self) -> list[int]:
        return self.game.legal_actions()


def composer(*hands: str) -> tuple[PlayComposer, OdinGame]:
    game = OdinGame(len(hands), Options(single_hand=True), first_leader=0)
    game.start_round([cards(h) for h in hands])
    return PlayComposer(GameReferee(game)), game


def set_of(text: str) -> set[int]:
    return set(reading_order(cards(text)))


def test_the_composer_never_imports_pygame() -> None:
    code = "import sys, odin_desktop.scenes.odin.composer; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_selection_that_takes_one_way_is_played_as_it_is() -> None:
    move, game = composer("R1 R8 P8 G1 G2 G3 G4 G5 G6", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    move.toggle(cards("R1").bit_length() - 1)
    assert move.selection == cards("R1")
    step = move.try_play(move.selection, warn=False, hinted=None)
    assert step == PlayStep(play=play("R1"), taken=True)
    assert move.take_play is None  # nothing staged: the model plays it


def test_nothing_selected_or_a_refused_play_says_why() -> None:
    move, game = composer("R1 R8 P8 G1 G2 G3 G4 G5 G6", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    assert move.try_play(0, warn=False, hinted=None) == PlayStep(said=SELECT_FIRST, tone=Tone.DIM)
    mixed = cards("R1 G2")  # neither a number nor a colour
    refused = move.try_play(mixed, warn=False, hinted=None)
    assert refused.refused and refused.refusal == move.why_not(mixed) and not refused.taken
    assert refused.refusal is not None


def test_a_play_that_beats_a_set_waits_for_its_take_and_the_focus_moves_on_it() -> None:
    move, game = composer("R1 R8 P8 G1 G2 G3 G4 G5 G6", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    game.apply(play("R1"))
    game.apply(play("B2 B3", "R1"))
    eights = set_of("R8 P8")
    move.select(eights)
    staged = move.try_play(mask_of(eights), warn=False, hinted=None)
    assert staged == PlayStep(said=NOW_TAKE, tone=Tone.GOLD, staged=True, taken=True)
    assert move.take_play == cards("R8 P8") and move.take_choices == reading_order(cards("B2 B3"))
    first = move.take_card
    move.focus_take(1)
    assert move.take_card != first and move.take_card in move.take_choices
    assert move.focus_number(2) and move.take_card == cards("B2").bit_length() - 1
    assert not move.focus_number(9)  # no beaten 9: the focus stays
    action = move.take(move.take_card)
    assert action == play("R8 P8", "B2") and action in game.legal_actions()
    assert move.unstage() and move.take_play is None and not move.unstage()


def test_the_take_starts_on_the_card_a_hint_of_this_play_named() -> None:
    move, game = composer("R1 R8 P8 G1 G2 G3 G4 G5 G6", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    game.apply(play("R1"))
    game.apply(play("B2 B3", "R1"))
    hint = play("R8 P8", "B2")
    move.try_play(cards("R8 P8"), warn=False, hinted=hint)
    assert move.take_card == cards("B2").bit_length() - 1


def test_splitting_a_hand_that_goes_out_whole_is_confirmed_first() -> None:
    move, game = composer("R1 R2 R3 R4 R5 R6 R7 R8 R9", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    first = move.try_play(cards("R9"), warn=True, hinted=None)
    assert first == PlayStep(said=WHOLE_HAND_WARNING, tone=Tone.GOLD)
    assert move.confirm == play("R9")
    again = move.try_play(cards("R9"), warn=True, hinted=None)
    assert again == PlayStep(play=play("R9"), taken=True)  # the second time it is played
    whole = cards("R1 R2 R3 R4 R5 R6 R7 R8 R9")
    assert move.try_play(whole, warn=True, hinted=None).play == play("R1 R2 R3 R4 R5 R6 R7 R8 R9")
    assert move.try_play(cards("R8"), warn=False, hinted=None).play == play("R8")  # not asked
    assert move.pass_turn(warn=False) == PlayStep(play=PASS, taken=True)


def test_number_keys_select_every_card_of_a_number_or_none() -> None:
    move, game = composer("R1 R8 P8 G1 G2 G3 G4 G5 G6", "B2 B3 K1 K2 K4 K5 K6 K7 O1")
    hand = cards("R1 R8 P8 G1 G2 G3 G4 G5 G6")
    move.select_number(hand, 8)
    assert move.selected == set_of("R8 P8")
    move.select_number(hand, 8)
    assert move.selected == set()
    move.select_number(hand, 9)  # none of that number: nothing changes
    assert move.selected == set()
    move.select_number(hand, 1)
    move.take_play = cards("R1")  # while a take is chosen, a click changes nothing
    move.toggle(cards("G2").bit_length() - 1)
    assert move.selected == set_of("R1 G1")
    move.clear()
    assert move.selected == set() and move.take_play is None and move.confirm is None
