"""The oracle (Hard shown every hand): a measurement of what hidden cards cost, never a level."""

from __future__ import annotations

import random
import re

import pytest
from odin_twins import game_at_decision, twin_game

from devtools.ai import oracle
from odin_desktop.ai.base import Budget
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.odin.levels import parse_spec
from odin_desktop.ai.odin.rollout import play_out

BUDGET = Budget(ms=60_000.0, iterations=60)


def test_the_oracle_searches_the_true_deal_and_hard_does_not():
    game, _, seat = game_at_decision(2, 3, 4)
    obs = game.observe(seat)
    bot = oracle.OracleHard(1, BUDGET)
    bot.watch(game)
    rng = random.Random(3)
    assert all(bot.deals(obs).sample(rng).hands == game.hand.hands for _ in range(5))
    for fair_bot in (OdinHardBot(1, BUDGET), oracle.OracleHard(1, BUDGET, truth=False)):
        fair = [fair_bot.deals(obs).sample(rng).hands for _ in range(5)]
        assert all(hands[seat] == game.hand.hands[seat] for hands in fair)
        assert any(hands != game.hand.hands for hands in fair)


def test_the_oracles_playouts_vary_on_its_one_deal():
    """Its opponents pass now and then, so one true deal gives playouts that differ."""
    game, _, seat = game_at_decision(1, 4, 5)
    bot = oracle.OracleHard(1, BUDGET)
    bot.watch(game)
    obs = game.observe(seat)
    deal, policy = bot.deals(obs).sample(bot.rng), bot.playout_policy(obs)
    endings = set()
    for _ in range(20):
        state = deal.copy()
        play_out(state, policy)
        endings.add(tuple(state.sizes))
    assert len(endings) > 1


def test_the_hidden_information_check_would_catch_the_oracle():
    """The twin games of test_ai_hidden_info tell a bot that sees hidden cards from one that
    does not: the oracle's choice changes with the hidden cards somewhere."""
    changed = 0
    for seed, players, moves in [(1, 4, 5), (2, 2, 3), (3, 6, 9), (4, 3, 0), (5, 2, 6)]:
        game, deal, seat = game_at_decision(seed, players, moves)
        for k in range(3):
            twin = twin_game(game, deal, seat, random.Random(100 * seed + k))
            choices = []
            for position in (game, twin):
                bot = oracle.OracleHard(11, BUDGET)
                bot.watch(position)
                choices.append(bot.choose(position.observe(seat)))
            changed += choices[0] != choices[1]
    assert changed > 0


def test_no_spec_names_the_oracle():
    with pytest.raises(ValueError, match="unknown level"):
        parse_spec("oracle")


@pytest.mark.parametrize(("flags", "who"), [([], "oracle"), (["--sampled-deals"], "control")])
def test_the_command_prints_the_share_with_its_interval(capsys, flags, who):
    assert oracle.main(["--budget", "20it", "--against", "normal", "--games", "6", *flags]) == 0
    line = capsys.readouterr().out
    assert line.startswith(f"{who} hard@20it vs normal, 2 players")
    found = re.search(r"(\d+) single hands: win share ([\d.]+)% \[([\d.]+)%, ([\d.]+)%\]", line)
    assert found, line
    games = int(found[1])
    share, lo, hi = map(float, found.groups()[1:])
    assert games == 6 and lo <= share <= hi
