"""External bots: any program speaking the JSON-lines protocol of spec/bot-protocol.md.

The bot runs as a child process. A reader thread turns its standard output into a queue of
lines, so a bot that hangs costs at most its time per move and never blocks the game. A fault
(an illegal move, an unreadable answer, a timeout, a dead process) forfeits the move — the
first legal move is played instead — and is recorded; after three faults a built-in bot takes
the seat for the rest of the game.
"""

from __future__ import annotations

import contextlib
import json
import queue
import shlex
import subprocess
import threading
from dataclasses import dataclass

from odin_desktop.ai.base import Bot
from odin_desktop.engine.odin.cards import parse_card
from odin_desktop.engine.odin.moves import PASS, make_action
from odin_desktop.engine.odin.observation import Observation
from odin_desktop.engine.odin.options import Options

PROTOCOL_VERSION = 1
HELLO_TIMEOUT_S = 10.0
DEFAULT_MOVE_TIMEOUT_S = 10.0
MAX_FAULTS = 3
TAKEOVER_LEVEL = "normal"
_EOF = None  # what the reader thread queues when the bot's output closes


@dataclass(frozen=True, slots=True)
class Fault:
    kind: str  # "illegal", "unreadable", "timeout" or "died"
    detail: str


class BadAnswer(ValueError):
    """An answer that is not a move in the protocol's form."""


def parse_answer(text: str) -> int:
    """The action of a move answer (`{"play": [...], "take": ...}` or `{"pass": true}`)."""
    try:
        answer = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadAnswer(f"not JSON: {error}") from None
    if not isinstance(answer, dict):
        raise BadAnswer("a move is a JSON object")
    if answer.get("pass") is True:
        if "play" in answer or "take" in answer:
            raise BadAnswer("a pass plays and takes nothing")
        return PASS
    cards = answer.get("play")
    if not isinstance(cards, list) or not cards:
        raise BadAnswer('a move is {"play": [cards], "take": card} or {"pass": true}')
    try:
        played = [parse_card(code) for code in cards]
        take = answer.get("take")
        taken = None if take is None else parse_card(take)
    except ValueError as error:
        raise BadAnswer(str(error)) from None
    if len(set(played)) != len(played):
        raise BadAnswer("a card is played twice")
    mask = 0
    for c in played:
        mask |= 1 << c
    return make_action(mask, taken)


class ExternalBot(Bot):
    name = "external"

    def __init__(
        self,
        command: str,
        seed: int | str = 0,
        move_timeout: float = DEFAULT_MOVE_TIMEOUT_S,
        hello_timeout: float = HELLO_TIMEOUT_S,
    ) -> None:
        super().__init__(seed)
        self.command = command
        self.seed = seed
        self.move_timeout = move_timeout
        self.hello_timeout = hello_timeout
        self.faults = 0
        self.fault_log: list[Fault] = []
        self.takeover: Bot | None = None
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._dead = False

    # ------------------------------------------------------------------ process

    def start(self, seat: int, players: int, options: Options) -> None:
        try:
            self._process = subprocess.Popen(
                shlex.split(self.command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        except OSError as error:
            self._dead = True
            self._record("died", f"cannot start {self.command!r}: {error}")
            return
        threading.Thread(target=self._read, args=(self._process,), daemon=True).start()
        hello = {
            "type": "hello",
            "protocol": "odin-bot",
            "version": PROTOCOL_VERSION,
            "seat": seat,
            "players": players,
            "options": options.to_record(),
        }
        if not self._send(hello):
            return
        line = self._receive(self.hello_timeout)
        if line is None:
            return
        try:
            ready = json.loads(line)
        except json.JSONDecodeError:
            ready = None
        if isinstance(ready, dict) and ready.get("type") == "ready":
            self.name = str(ready.get("name", self.name))[:40]
        else:
            self._record("unreadable", f"expected a ready message, got {line[:80]!r}")

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        try:
            for line in process.stdout:
                self._lines.put(line)
        except (OSError, ValueError):  # the stream was closed under us by _stop
            pass
        self._lines.put(_EOF)

    def _send(self, message: dict[str, object]) -> bool:
        if self._dead or self._process is None or self._process.stdin is None:
            self._record("died", "the bot is not running")
            return False
        try:
            self._process.stdin.write(json.dumps(message) + "\n")
            self._process.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._dead = True
            self._record("died", "the bot closed its input")
            return False
        return True

    def _receive(self, timeout: float) -> str | None:
        """The next non-empty line, or None after recording a timeout or a death."""
        while True:
            try:
                line = self._lines.get(timeout=timeout)
            except queue.Empty:
                self._record("timeout", f"no answer within {timeout:g} s")
                return None
            if line is _EOF:
                self._dead = True
                self._record("died", "the bot exited")
                return None
            if line.strip():
                return line.strip()

    def _drain(self) -> None:
        """Drop answers that came too late for an earlier move."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return
            if line is _EOF:
                self._lines.put(_EOF)
                return

    # ------------------------------------------------------------------ moves

    def _record(self, kind: str, detail: str) -> None:
        self.faults += 1
        self.fault_log.append(Fault(kind, detail))
        if self.faults >= MAX_FAULTS and self.takeover is None:
            from odin_desktop.ai.levels import make_bot

            self.takeover = make_bot(TAKEOVER_LEVEL, seed=f"{self.seed}:takeover")
            self._stop()

    def choose(self, obs: Observation) -> int:
        # Every turn goes to the bot, forced ones included: the protocol asks it each time.
        if self.takeover is not None:
            return self.takeover.choose(obs)
        if self._dead:
            self._record("died", "the bot is not running")
            return obs.legal[0]
        self._drain()
        if not self._send({"type": "move", "observation": obs.to_json()}):
            return obs.legal[0]
        line = self._receive(self.move_timeout)
        if line is None:
            return obs.legal[0]
        try:
            action = parse_answer(line)
        except BadAnswer as error:
            self._record("unreadable", f"{error}: {line[:80]!r}")
            return obs.legal[0]
        if action not in obs.legal:
            self._record("illegal", f"{line[:80]} is not a legal move")
            return obs.legal[0]
        return action

    def decide(self, obs: Observation) -> int:  # pragma: no cover - choose() answers
        return self.choose(obs)

    def finish(self, totals: list[int]) -> None:
        if self._process is not None and not self._dead and self.takeover is None:
            self._send({"type": "bye", "totals": totals})
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._process.wait(timeout=1.0)
        self._stop()

    def _stop(self) -> None:
        process = self._process
        if process is None:
            return
        self._process = None
        self._dead = True
        if process.poll() is None:
            process.kill()
        process.wait()
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()

    def close(self) -> None:
        self._stop()
