"""ODIN's side of the external bots (docs/BOTS.md, `odin-bot`): its answers, its hello and
observation, its example bot, and what a forfeited move is. The faults every game shares
(crash, hang, garbage, illegal, silent, no such command) are `tests/contract/`'s."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import paths
import pytest

from odin_desktop.ai.external import BadAnswer
from odin_desktop.ai.odin.external import OdinExternalBot, parse_answer
from odin_desktop.ai.odin.levels import make_bot, takeover_bot
from odin_desktop.engine.odin.cards import mask_of, parse_card
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.moves import PASS, make_action
from odin_desktop.games.odin import ENTRY

ROOT = paths.ROOT
MISBEHAVING = paths.SUPPORT / "bots" / "misbehaving_bot.py"
EXAMPLE = ROOT / "examples" / "random_bot.py"


def _bot(mode: str, log: Path | None = None, timeout: float = 10.0) -> OdinExternalBot:
    command = f"{sys.executable} {MISBEHAVING} {mode}" + (f" {log}" if log else "")
    return OdinExternalBot(
        command, takeover_bot, seed=1, move_timeout=timeout, hello_timeout=timeout
    )


def _cards(text: str) -> int:
    return mask_of(parse_card(code) for code in text.split())


# ------------------------------------------------------------------ answers


def test_answers_parse_to_actions():
    assert parse_answer('{"pass": true}') == PASS
    assert parse_answer('{"play": ["R3"]}') == _cards("R3")
    assert parse_answer('{"play": ["G5", "G8"], "take": "B5"}') == make_action(
        _cards("G5 G8"), parse_card("B5")
    )


@pytest.mark.parametrize(
    "text",
    [
        "nonsense",
        "[1, 2]",
        '{"play": []}',
        '{"play": ["Z9"]}',
        '{"play": ["R3", "R3"]}',
        '{"play": ["R3"], "take": 5}',
        '{"pass": true, "play": ["R3"]}',
        '{"pass": false}',
    ],
)
def test_unreadable_answers_are_refused(text):
    with pytest.raises(BadAnswer):
        parse_answer(text)


# ------------------------------------------------------------------ messages


def test_the_bot_receives_hello_moves_with_observations_and_bye(tmp_path):
    log = tmp_path / "messages.jsonl"
    bot = _bot("first", log)
    others = [make_bot("normal", seed=s) for s in range(2)]
    result = ENTRY.play_match([others[0], bot, others[1]], seed=4, target=10)
    assert bot.faults == 0 and bot.name == "test first"
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    hello, *moves, bye = messages
    assert hello == {
        "type": "hello",
        "protocol": "odin-bot",
        "version": 1,
        "seat": 1,
        "players": 3,
        "options": {"target": 10, "single_hand": False, "colours": list("ROPGBK")},
    }
    assert bye == {"type": "bye", "totals": result.totals}
    assert moves and all(m["type"] == "move" for m in moves)
    fields = {
        "seat", "players", "hand", "hand_sizes", "table", "table_seat", "hand_index",
        "leader", "history", "totals", "options", "legal",
    }  # fmt: skip
    for message in moves:
        observation = message["observation"]
        assert set(observation) == fields
        assert observation["seat"] == 1
        assert len(observation["hand"]) == observation["hand_sizes"][1]


def test_the_example_bot_plays_whole_games_without_fault():
    bot = OdinExternalBot(f"{sys.executable} {EXAMPLE}", takeover_bot, seed=2)
    result = ENTRY.play_match([bot, make_bot("easy", seed=2)], seed=9, target=15)
    assert result.faults[0] == 0 and bot.takeover is None
    assert bot.name == "Random example"


# ------------------------------------------------------------------ faults


def test_a_forfeited_move_is_the_first_legal_move():
    bot = _bot("garbage")
    game_bots = [bot, make_bot("easy", seed=3)]
    game = OdinGame.new(2, 11)
    game.start_round()
    bot.start(0, 2, game.options)
    try:
        while game.to_move != 0:
            seat = game.to_move
            game.apply(game_bots[seat].choose(game.observe(seat)), seat)
        obs = game.observe(0)
        assert bot.choose(obs) == obs.legal[0]
        assert bot.faults == 1
    finally:
        bot.close()
