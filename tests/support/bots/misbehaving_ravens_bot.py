"""A test bot for what only Odin's Ravens asks (`misbehaving_ravens_bot.py MODE [LOG]`); the
misbehaviour every game shares is `misbehaving_bot.py`'s.

MODE: first (answers the first legal action, or once it played a card the end that
lengthens, so that it is asked to lay cards; lays them as drawn — a well-behaved bot),
badlay (answers every lay with a card that was not drawn, else plays as first).
With LOG, every message received is appended to that file as one JSON line.
"""

import json
import sys


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
            print(json.dumps({"type": "ready", "name": f"test {mode}"}), flush=True)
        elif kind == "lay":
            card = message["card"]
            others = [a + b for a in "FMLPS" for b in "FMLPS" if a != b]
            wrong = next(c for c in others if c not in (card, card[::-1]))
            print(json.dumps({"lay": wrong if mode == "badlay" else card}), flush=True)
        elif kind == "move":
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
