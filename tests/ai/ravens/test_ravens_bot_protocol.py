"""External bots for Odin's Ravens (docs/BOTS.md, `ravens-bot`): the conversation, a turn of
several messages, the lay, and what a fault costs (the rest of the turn; a lay as drawn). The
faults every game shares (crash, hang, garbage, illegal, silent, no such command) are
`tests/contract/`'s."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import paths

from odin_desktop.ai.ravens.external import RavensExternalBot
from odin_desktop.ai.ravens.levels import make_bot, takeover_bot
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.games.ravens import ENTRY

ROOT = paths.ROOT
MISBEHAVING = paths.SUPPORT / "bots" / "misbehaving_ravens_bot.py"  # lengthens, lays badly
GENERIC = paths.SUPPORT / "bots" / "misbehaving_bot.py"  # any game's faults
EXAMPLE = ROOT / "examples" / "ravens_random_bot.py"


def _bot(
    mode: str, log: Path | None = None, timeout: float = 10.0, script: Path = MISBEHAVING
) -> RavensExternalBot:
    command = f"{sys.executable} {script} {mode}" + (f" {log}" if log else "")
    return RavensExternalBot(
        command, takeover_bot, seed=1, move_timeout=timeout, hello_timeout=timeout
    )


def test_the_bot_receives_hello_moves_lays_and_bye(tmp_path: Path) -> None:
    log = tmp_path / "messages.jsonl"
    bot = _bot("first", log)
    result = ENTRY.play_match([make_bot("normal", seed=2), bot], seed=4, target=6)
    assert bot.faults == 0 and bot.name == "test first"
    hello, *messages, bye = [json.loads(line) for line in log.read_text().splitlines()]
    assert hello == {
        "type": "hello",
        "protocol": "ravens-bot",
        "version": 1,
        "seat": 1,
        "players": 2,
        "options": {"target": 6},
    }
    assert bye == {"type": "bye", "totals": result.totals}
    kinds = {m["type"] for m in messages}
    assert kinds == {"move", "lay"}
    fields = {
        "seat", "target", "totals", "race", "row", "positions", "marker", "magic",
        "magic_rows", "hand", "stack", "hand_sizes", "stack_sizes", "supply_sizes",
        "discards", "landscape_deck", "used", "turn_actions", "legal",
    }  # fmt: skip
    for message in messages:
        observation = message["observation"]
        assert set(observation) == fields
        assert observation["seat"] == 1
        assert len(observation["hand"]) == observation["hand_sizes"][1]
        if message["type"] == "lay":
            assert message["card"] in {legal["lay"] for legal in observation["legal"]}


def test_a_turn_is_several_moves_each_with_a_fresh_observation(tmp_path: Path) -> None:
    log = tmp_path / "messages.jsonl"
    bot = RavensExternalBot(f"{sys.executable} {EXAMPLE}", takeover_bot, seed=3)
    # The example plays at random: its turns run to several actions.
    bot_log = _bot("first", log)
    ENTRY.play_match([bot, bot_log], seed=8, target=3)
    moves = [json.loads(line) for line in log.read_text().splitlines()]
    used = [m["observation"]["used"] for m in moves if m["type"] == "move"]
    assert [0, 0] in used and any(u != [0, 0] for u in used)
    assert bot.faults == 0 and bot.name == "Random raven"


def test_the_example_bot_plays_whole_games_without_fault() -> None:
    bot = RavensExternalBot(f"{sys.executable} {EXAMPLE}", takeover_bot, seed=2)
    result = ENTRY.play_match([bot, make_bot("easy", seed=2)], seed=9, target=12)
    assert result.faults[0] == 0 and bot.takeover is None and result.winners


def _to_own_turn(game: RavensGame, bot_seat: int) -> None:
    other = make_bot("normal", seed=5)
    if game.needs_round:
        game.start_round()
    while game.to_move != bot_seat:
        seat = game.to_move
        assert seat is not None, "a round under way has a seat to move"
        game.apply(other.choose(game.observe(seat)), seat)


def test_a_fault_ends_the_turn_without_lengthening() -> None:
    bot = _bot("garbage", script=GENERIC)
    game = RavensGame.new(11)
    bot.start(0, 2, {"target": game.target})
    try:
        _to_own_turn(game, 0)
        obs = game.observe(0)
        assert bot.choose(obs) == A.END_TURN
        assert bot.faults == 1 and bot.fault_log[0].kind == "unreadable"
    finally:
        bot.close()


def test_a_wrong_lay_lays_the_card_as_drawn() -> None:
    bot = _bot("badlay")
    game = RavensGame.new(12)
    bot.start(0, 2, {"target": game.target})
    try:
        _to_own_turn(game, 0)
        game.apply(A.END_LENGTHEN, 0)  # the bot must now lay the card it drew
        obs = game.observe(0)
        assert obs.lay >= 0
        assert bot.choose(obs) == A.lay(obs.lay)
        assert bot.faults == 1 and bot.fault_log[0].kind == "illegal"
    finally:
        bot.close()
