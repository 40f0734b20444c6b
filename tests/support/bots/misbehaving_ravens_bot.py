"""A test bot for Odin's Ravens that misbehaves on purpose (`misbehaving_ravens_bot.py MODE
[LOG]`).

MODE: crash (dies at its first move), hang (never answers a move), garbage (answers text
that is not an action), illegal (answers an action that is not legal), badlay (answers
every lay with a card that was not drawn, else plays well), silent (never says ready),
first (answers the first legal action, or once it played a card the end that lengthens, and
lays cards as drawn — a well-behaved bot).
With LOG, every message received is appended to that file as one JSON line.
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
        kind = message["type"]
        if kind == "hello":
            if mode == "silent":
                continue
            print(json.dumps({"type": "ready", "name": f"test {mode}"}), flush=True)
        elif kind in ("move", "lay"):
            if mode == "crash":
                sys.exit(3)
            elif mode == "hang":
                time.sleep(3600)
            elif mode == "garbage":
                print("I would rather not {", flush=True)
            elif mode == "illegal" and kind == "move":
                # Well formed, but never legal: a fly plays at most 4 cards.
                print(json.dumps({"act": "fly", "cards": ["h:F"] * 5}), flush=True)
            elif kind == "lay":
                card = message["card"]
                others = [a + b for a in "FMLPS" for b in "FMLPS" if a != b]
                wrong = next(c for c in others if c not in (card, card[::-1]))
                answer = wrong if mode in ("badlay", "illegal") else card
                print(json.dumps({"lay": answer}), flush=True)
            else:
                # The first legal action; once a card is played, the end that lengthens.
                observation = message["observation"]
                legal = observation["legal"]
                lengthen = {"act": "end", "lengthen": True}
                played = sum(observation["used"])
                answer = lengthen if played and lengthen in legal else legal[0]
                print(json.dumps(answer), flush=True)
        else:
            return


if __name__ == "__main__":
    main()
