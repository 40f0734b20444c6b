"""Odin's Ravens' move composer on its own, without the table's model or a screen: a race, a
referee over it, and the steps each intent comes to (a fly waiting for its joker's twin, an
Odin card's choice and targets, a swap's two cards, the stack's new order, the end of a turn,
a step back), each checked against the engine."""

from __future__ import annotations

import subprocess
import sys

from ravens_helpers import kinds, position

from odin_desktop.engine.ravens import LAY, RaceState, Refusal, ScriptedDraws
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, parse_landscape
from odin_desktop.scenes.ravens import composer as ravens_composer
from odin_desktop.scenes.ravens.composer import HAND, STACK, Card, Mode, MoveStep, Zone
from odin_desktop.scenes.ravens.guide_words import FINISH_FLY


class OneRace:
    """The engine's word on one race, for the seat to move (what the controller asks)."""

    def __init__(self, race: RaceState) -> None:
        self.race: RaceState | None = race

    def legal_actions(self) -> list[int]:
        assert self.race is not None
        return self.race.legal_actions()

    def refusal(self, action: int) -> Refusal | None:
        assert self.race is not None
        return self.race.refusal(action)


def composer(race: RaceState) -> ravens_composer.MoveComposer:
    return ravens_composer.MoveComposer(OneRace(race), lambda: race.turn)


def hand(code: str) -> Card:
    return Card(HAND, KIND_OF[code])


def test_the_composer_never_imports_pygame() -> None:
    code = (
        "import sys\n"
        "import odin_desktop.scenes.ravens.composer\n"
        "assert 'pygame' not in sys.modules, 'pygame imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_jokers_first_card_waits_and_its_twin_makes_the_fly() -> None:
    race = position(hands=("M M L P S", "F M L P S"))
    move = composer(race)
    assert move.fly_completion([hand("M")]) == 2
    first = move.drop(hand("M"), Zone.NEXT)
    assert first == MoveStep(taken=True, held=True)  # waits on the next space, nothing played
    assert move.fly == [hand("M")] and move.held() == [hand("M")]
    assert move.stage() is Mode.PLAY
    second = move.drop(hand("M"), Zone.NEXT)
    assert second.taken and second.at_once and second.play is not None
    assert race.refusal(second.play) is None and A.action_type(second.play) == A.FLY
    assert move.fly == []  # the fly is the model's to play now


def test_cards_that_no_fly_holds_are_refused_with_the_engines_reason() -> None:
    race = position(hands=("F M L P S", "F M L P S"))
    move = composer(race)
    step = move.drop_cards([hand("L"), hand("P")], Zone.NEXT)
    assert step.refused and step.refusal is not None and not step.taken
    assert move.fly == []
    assert move.drop(hand("F"), None).said  # dropped where nothing takes it: said why


def test_a_card_to_a_pile_is_the_one_card_action_the_engine_allows() -> None:
    race = position(hands=("F M L P S", "F M L P S"))
    move = composer(race)
    stored = move.drop(hand("P"), Zone.STACK)
    assert stored == MoveStep(taken=True, play=A.store(KIND_OF["P"]))  # offered to the tutor
    refused = move.drop(hand("L"), Zone.MAGIC)  # L does not match O+M
    assert refused.refused and refused.refusal is not None
    assert refused.refusal.code == "ravens.magic.no_match"
    assert move.drop(Card(STACK, KIND_OF["F"]), Zone.STACK).said  # the stack's onto the stack


def test_a_fly_under_way_must_be_finished_before_anything_else() -> None:
    race = position(hands=("M M L P S", "F M L P S"))
    move = composer(race)
    move.drop(hand("M"), Zone.NEXT)
    assert move.drop(hand("P"), Zone.DISCARD) == MoveStep(said=FINISH_FLY)
    assert move.ask_end() == MoveStep(said=FINISH_FLY)
    assert move.back(move.stage()) and move.fly == []
    assert not move.back(move.stage())  # nothing left to take back


def test_an_odin_card_offers_its_choices_and_plays_what_needs_nothing_more() -> None:
    race = position(hands=("O4 M L P S", "F M L P S"), positions=(3, 4))
    move = composer(race)
    o4 = hand("O4")
    assert move.drop(o4, Zone.PATH) == MoveStep(taken=True, held=True)
    assert move.stage() is Mode.CHOICE and move.odin == o4
    assert move.open_choices(o4) == [True, True]
    forward = move.choose(1)
    assert forward.at_once and forward.play is not None
    assert A.action_type(forward.play) == A.FORWARD and race.refusal(forward.play) is None


def test_an_odin_choice_with_no_legal_action_is_refused_by_the_engine() -> None:
    race = position(hands=("O4 M L P S", "F M L P S"), positions=(3, -1))
    move = composer(race)
    move.drop(hand("O4"), Zone.PATH)
    assert move.open_choices(hand("O4")) == [False, True]  # the other raven cannot go back
    back = move.choose(0)
    assert back.refused and back.refusal is not None and back.refusal.code.startswith("ravens.")
    assert move.stage() is Mode.CHOICE  # still choosing


def test_a_swap_takes_two_cards_and_the_first_can_be_put_down() -> None:
    race = position(hands=("O1 M L P S", "F M L P S"))
    move = composer(race)
    move.drop(hand("O1"), Zone.PATH)
    assert move.choose(1) == MoveStep(taken=True, retarget=True)
    assert move.stage() is Mode.TARGET
    every = move.targets()
    assert every and all(path == -1 for _position, path in every)
    first = every[0][0]
    assert move.pick_card(first) == MoveStep(taken=True, retarget=True)
    pairs = move.targets()
    assert pairs and (first, -1) not in pairs and set(pairs) <= set(every)
    assert move.pick_card(first) == MoveStep(taken=True)  # clicked again: put down
    assert move.swap_first is None and move.targets() == every
    move.pick_card(first)
    swap = move.pick_card(pairs[0][0])
    assert swap.play is not None and not swap.at_once and race.refusal(swap.play) is None


def test_the_marker_goes_on_a_space_the_engine_offers() -> None:
    race = position(hands=("O1 M L P S", "F M L P S"))
    move = composer(race)
    move.drop(hand("O1"), Zone.PATH)
    move.choose(0)
    spaces = move.targets()
    assert spaces and all(path >= 0 for _position, path in spaces)
    assert move.pick_card(spaces[0][0]) == MoveStep()  # a card is no space for the marker
    placed = move.pick_space(*spaces[0])
    assert placed.play is not None and A.action_type(placed.play) == A.MARKER


def test_the_stacks_new_order_leaves_out_the_odin_card_taken_off_it() -> None:
    race = position(hands=("F M L P S", "F M L P S"), stacks=("O2 F M L", ""))
    move = composer(race)
    o2 = Card(STACK, KIND_OF["O2"])
    assert move.stack_left() == kinds("O2 F M L")
    move.drop(o2, Zone.PATH)
    assert move.stack_left() == kinds("F M L")
    move.choose(0)
    assert move.stage() is Mode.ARRANGE and move.order == kinds("F M L")
    move.arrange_move(2, 0)
    move.arrange_move(0, 99)  # past the bottom: to the bottom
    assert move.order == kinds("F M L")
    move.arrange_move(1, 0)
    assert move.order == kinds("M F L")
    arranged = move.arrange_done()
    assert arranged.play == A.arrange(kinds("M F L"), True)
    assert race.refusal(arranged.play) is None
    assert move.back(move.stage()) and move.order is None and move.odin == o2  # a step back
    assert move.back(move.stage()) and move.odin is None


def test_the_end_of_a_turn_asks_when_the_paths_can_be_lengthened() -> None:
    race = position(hands=("F M L P S", "F M L P S"), under=("SL",))
    move = composer(race)
    assert move.can_lengthen
    assert move.ask_end() == MoveStep(taken=True) and move.stage() is Mode.END
    ended = move.end_turn(lengthen=True)
    assert ended.play == A.END_LENGTHEN and not move.ending
    spent = position(hands=("F M L P S", "F M L P S"))
    spent.deck_size = 0  # the landscape deck is spent
    empty = composer(spent)
    assert not empty.can_lengthen
    assert empty.ask_end() == MoveStep(taken=True, play=A.END_TURN)  # nothing to ask


def test_a_drawn_card_is_laid_as_drawn_or_turned() -> None:
    draws = ScriptedDraws(landscapes=[parse_landscape("SL")])
    race = position(hands=("F M L P S", "F M L P S"), draws=draws)
    race.apply(A.END_LENGTHEN)
    assert race.phase == LAY
    move = composer(race)
    assert move.stage() is Mode.LAY
    assert move.lay_options() == ("SL", "LS")
    laid = move.lay(turned_round=True)
    assert laid.play == A.lay(parse_landscape("LS"))
    assert race.refusal(laid.play) is None
