"""A test bot that misbehaves on purpose, for any game: `misbehaving_bot.py MODE [LOG]`.

It knows no game: it answers every message that carries an observation (a move, and any
other decision a game asks for, e.g. Odin's Ravens' lay) from that observation's ``legal``
list, whose entries are already answers (docs/BOTS.md).

MODE: crash (dies at its first decision), hang (never answers one), garbage (answers text
that is not JSON), illegal (answers, well formed, an answer that was legal earlier in the game
and is not now), silent (never says ready), first (always answers the first legal entry — a
well-behaved bot). With LOG, every message received is appended to that file as one JSON line.
"""

import json
import sys
import time


def illegal(legal: list[dict], seen: list[str]) -> dict:
    """An answer of the shape of a legal one (the same fields) that was legal at an earlier
    decision and is not now: well formed, refused by the rules. The first legal entry while
    no such answer has been seen yet."""
    now = {json.dumps(entry, sort_keys=True) for entry in legal}
    shapes = {frozenset(entry) for entry in legal}
    for text in reversed(seen):
        answer = json.loads(text)
        if text not in now and frozenset(answer) in shapes:
            return answer
    return legal[0]


def main() -> None:
    mode = sys.argv[1]
    log = open(sys.argv[2], "a") if len(sys.argv) > 2 else None  # noqa: SIM115
    seen: list[str] = []  # every legal entry offered so far
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        message = json.loads(line)
        if message["type"] == "hello":
            if mode == "silent":
                continue
            print(json.dumps({"type": "ready", "name": f"test {mode}"}), flush=True)
        elif "observation" in message:
            legal = message["observation"]["legal"]
            if mode == "crash":
                sys.exit(3)
            elif mode == "hang":
                time.sleep(3600)
            elif mode == "garbage":
                print("I would rather not {", flush=True)
            elif mode == "illegal":
                print(json.dumps(illegal(legal, seen)), flush=True)
            else:
                print(json.dumps(legal[0]), flush=True)
            seen.extend(json.dumps(entry, sort_keys=True) for entry in legal)
        else:
            return


if __name__ == "__main__":
    main()
