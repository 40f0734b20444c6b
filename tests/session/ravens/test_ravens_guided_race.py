"""Learn by playing's prepared race (session/ravens/guided.py): a legal set-up, every prepared
action legal on its way, each hand as prepared at the start of each turn, and the player
winning the race the lessons were written for; off the prepared path, Astrid's Thrall bot
takes over and the race stays legal."""

from __future__ import annotations

import random

from devtools.drivers.local_bots import local_bots
from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, multiset_of
from odin_desktop.engine.ravens.setup import setup_refusal
from odin_desktop.session.ravens.guided import (
    HANDS,
    OPPONENT_TURNS,
    PLAYER_TURNS,
    GuidedRavensController,
    prepared_action,
    prepared_setup,
    turns_played,
)


def _hand(codes: str) -> int:
    return multiset_of(KIND_OF[c] for c in codes.split())


def test_the_prepared_race_is_a_legal_race_the_player_wins_as_prepared():
    assert setup_refusal(prepared_setup()) is None
    controller = GuidedRavensController("You", None)
    controller.start_round()
    race = controller.race
    turns = (PLAYER_TURNS, OPPONENT_TURNS)
    started: set[tuple[int, int]] = set()
    while not race.over:
        seat = race.turn
        turn = turns_played(race, seat)
        if (seat, turn) not in started and not race.turn_actions:
            started.add((seat, turn))
            assert race.hands[seat] == _hand(HANDS[seat][turn]), (seat, turn)
        action = prepared_action(race, seat, turns[seat])
        assert action is not None, f"seat {seat}'s prepared turn {turn} is not legal"
        controller.play(action)
    assert race.winner == 0 and race.positions == [9, 3] and race.points == (6, 0)
    assert len(started) == len(HANDS[0]) + len(HANDS[1])  # every prepared hand was dealt


def test_astrid_plays_her_prepared_turn_while_it_is_legal_then_her_bot_decides():
    controller = GuidedRavensController("You", local_bots(make_bot))
    controller.start_round()
    for action in PLAYER_TURNS[0]:
        controller.play(action)
    for action in OPPONENT_TURNS[0]:  # her prepared turn, as the table asks for it
        controller.request_bot_move()
        assert controller.bot_answer() == action
        controller.play(action)

    controller = GuidedRavensController("You", local_bots(make_bot))
    controller.start_round()
    race = controller.race
    # The player goes elsewhere: Odin card III turns the first card round, so Astrid's first
    # space is a lake, and her prepared plains card cannot fly there.
    controller.play(A.turn(0))
    controller.play(A.END_TURN)
    assert prepared_action(race, 1, OPPONENT_TURNS) is None
    controller.request_bot_move()
    controller.poll()
    answer = controller.bot_answer()
    assert answer is not None and answer != OPPONENT_TURNS[0][0]
    assert controller.is_legal(answer)  # her Thrall bot's move
    controller.play(answer)
    rng = random.Random(1)
    for _ in range(400):  # the race goes on, legal, to its end
        if race.over:
            break
        if race.turn == 1:
            controller.request_bot_move()
            controller.poll()
            action = controller.bot_answer()
        else:
            action = rng.choice(controller.legal_actions())
        controller.play(action)
    assert race.over and race.conserved()
