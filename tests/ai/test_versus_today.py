"""devtools/ai/versus_today: the `today-` SPECs build the searching levels as they were before
they chose by the chance to win the game, and the others the game's own bots."""

from __future__ import annotations

import json
import subprocess
import sys

import paths

from devtools.ai import versus_today
from odin_desktop.ai.odin.expert import OdinExpertBot
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.ravens import search
from odin_desktop.ai.ravens.expert import RavensExpertBot
from odin_desktop.ai.ravens.hard import RavensHardBot


def test_today_specs_build_the_levels_of_then() -> None:
    odin = versus_today._Entry("odin")
    then = odin.make_bot("today-expert@10it", seed=1)
    now = odin.make_bot("expert@10it", seed=1)
    assert isinstance(then, OdinExpertBot) and then.reward == "points"
    assert isinstance(now, OdinExpertBot) and now.reward == "win"
    assert then.shards.workers == now.shards.workers == 1
    hard = odin.make_bot("today-hard", seed=1)
    assert isinstance(hard, OdinHardBot) and hard.reward == "points"
    ravens = versus_today._Entry("ravens")
    assert isinstance(ravens.make_bot("today-hard", seed=1), versus_today.RavensHardThen)
    assert type(ravens.make_bot("hard", seed=1)) is RavensHardBot
    assert isinstance(ravens.make_bot("today-expert@10it", seed=1), versus_today.RavensExpertThen)
    assert isinstance(ravens.make_bot("expert@10it", seed=1), RavensExpertBot)


def test_the_reward_of_then_is_swapped_in_only_while_searching() -> None:
    with versus_today._reward_then():
        assert search.Stakes is versus_today._StakesThen
    assert search.Stakes is not versus_today._StakesThen
    # Then: a normal law over the races left, 50% on equal totals whoever won the race.
    assert versus_today._game_chance(3, 3, 12, True) == 0.5
    assert versus_today._game_chance(12, 5, 12, False) == 1.0


def test_the_command_plays_its_games_and_says_the_figures() -> None:
    """`python -m devtools.ai.versus_today`, small, in a process of its own (it points the
    arena's registry at its own levels for as long as it runs)."""
    done = subprocess.run(
        [sys.executable, "-m", "devtools.ai.versus_today", "--game", "ravens"]
        + ["--seats", "hard@3it,today-hard@3it", "--games", "2", "--single-round"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=paths.ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["games"] == 2 and figures["seats"] == ["hard@3it", "today-hard@3it"]
