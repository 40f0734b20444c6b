"""External bots (docs/BOTS.md), for every registered game: the conversation (hello, a
message with an observation for each decision, bye), and a bot that crashes, hangs, speaks
garbage or answers illegal moves never stops a game: each fault forfeits a decision, the
third hands the seat to a built-in bot and stops the process.

One misbehaving bot serves every game (`tests/support/bots/misbehaving_bot.py`): it knows no
game and answers from the observation's legal list."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import paths
import pytest

from odin_desktop.ai.external import MAX_FAULTS, PROTOCOL_VERSION, ExternalBot
from odin_desktop.games.entry import GameEntry

MISBEHAVING = paths.SUPPORT / "bots" / "misbehaving_bot.py"


def external(
    entry: GameEntry, command: str, timeout: float = 10.0, hello: float = 10.0
) -> ExternalBot:
    """``timeout``: for a move; ``hello``: to start and say ready (a loaded machine takes
    more than 0.3 s to start a Python process: only a test of that wait shortens it)."""
    ladder = entry.ladder()
    bot = ladder.external(
        command, ladder.takeover_bot, seed=1, move_timeout=timeout, hello_timeout=hello
    )
    assert isinstance(bot, ExternalBot)
    return bot


def misbehaving(  # noqa: ANN201
    entry: GameEntry, mode: str, log: Path | None = None, timeout: float = 10.0, hello: float = 10.0
):
    command = f"{sys.executable} {MISBEHAVING} {mode}" + (f" {log}" if log else "")
    return external(entry, command, timeout, hello)


def match(entry: GameEntry, bot: ExternalBot, seed: str, single_round: bool = False) -> Any:
    """A game of ``bot`` in seat 0 against Normal bots, as the arena plays it."""
    others = [entry.make_bot("normal", seed=s) for s in range(1, entry.min_players)]
    try:
        return entry.play_match([bot, *others], seed, entry.default_target, single_round)
    finally:
        bot.close()


def test_a_bot_hears_hello_a_message_per_decision_and_bye(entry: GameEntry, tmp_path: Path):
    log = tmp_path / "messages.jsonl"
    bot = misbehaving(entry, "first", log)
    result = match(entry, bot, "4")
    assert bot.faults == 0 and bot.takeover is None and bot.name == "test first"
    assert result.faults[0] == 0 and result.winners
    hello, *decisions, bye = [json.loads(line) for line in log.read_text().splitlines()]
    assert {key: hello[key] for key in ("type", "protocol", "version", "seat", "players")} == {
        "type": "hello",
        "protocol": bot.protocol,
        "version": PROTOCOL_VERSION,
        "seat": 0,
        "players": entry.min_players,
    }
    assert isinstance(hello["options"], dict)
    assert bye == {"type": "bye", "totals": result.totals}
    assert decisions
    for message in decisions:
        observation = message["observation"]
        assert observation["seat"] == 0 and observation["legal"]


@pytest.mark.parametrize(
    ("mode", "kind"),
    [("crash", "died"), ("garbage", "unreadable"), ("illegal", "illegal"), ("hang", "timeout")],
)
def test_a_faulty_bot_forfeits_decisions_then_loses_its_seat(
    entry: GameEntry, mode: str, kind: str
) -> None:
    # Only a hang waits out its time: the others answer at once, however loaded the machine.
    bot = misbehaving(entry, mode, timeout=0.3 if kind == "timeout" else 10.0)
    result = match(entry, bot, "6")
    assert result.totals and result.winners  # the game went to its end
    assert bot.faults == MAX_FAULTS == result.faults[0]  # counting stops at the takeover
    assert [f.kind for f in bot.fault_log] == [kind] * MAX_FAULTS
    assert bot.takeover is not None
    assert bot._process is None  # the misbehaving process is gone


def test_a_bot_that_never_says_ready_is_a_fault_and_then_plays(entry: GameEntry) -> None:
    bot = misbehaving(entry, "silent", hello=0.3)
    result = match(entry, bot, "7", single_round=True)
    assert result.winners and bot.fault_log[0].kind == "timeout"


def test_a_command_that_cannot_start_is_a_fault_not_a_crash(entry: GameEntry) -> None:
    bot = external(entry, "/nonexistent/odin-desktop-test-bot")
    result = match(entry, bot, "8", single_round=True)
    assert result.winners
    assert bot.fault_log[0].kind == "died" and bot.takeover is not None
