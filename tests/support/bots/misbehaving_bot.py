"""A test bot that misbehaves on purpose: `misbehaving_bot.py MODE [LOG]`.

MODE: crash (dies at its first move), hang (never answers a move), garbage (answers text that
is not a move), illegal (answers a move that is not legal), silent (never says ready),
first (always answers the first legal move — a well-behaved bot). With LOG, every message
received is appended to that file as one JSON line.
"""

import json
import sys
import time


def main() -> None:
    mode = sys.argv[1]
    log = open(sys.argv[2], "a") if len(sys.argv) > 2 else None  # noqa: SIM115
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        message = json.loads(line)
        if message["type"] == "hello":
            if mode == "silent":
                continue
            print(json.dumps({"type": "ready", "name": f"test {mode}"}), flush=True)
        elif message["type"] == "move":
            legal = message["observation"]["legal"]
            if mode == "crash":
                sys.exit(3)
            elif mode == "hang":
                time.sleep(3600)
            elif mode == "garbage":
                print("I would rather not {", flush=True)
            elif mode == "illegal":
                # Well formed, but a card the bot does not hold.
                held = set(message["observation"]["hand"])
                stranger = next(
                    f"{c}{n}" for c in "ROPGBK" for n in range(1, 10) if f"{c}{n}" not in held
                )
                print(json.dumps({"play": [stranger]}), flush=True)
            else:
                print(json.dumps(legal[0]), flush=True)
        else:
            return


if __name__ == "__main__":
    main()
