#!/usr/bin/env python3
"""A complete ODIN bot in a dozen lines: it plays a random legal move.

Try it:  odin-desktop arena --seats "cmd:python3 examples/random_bot.py,easy" --games 20
The protocol is described in docs/BOTS.md. Only the standard library is needed.
"""

import json
import random
import sys


def main() -> None:
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            answer = {"type": "ready", "name": "Random example"}
        elif message["type"] == "move":
            # Every legal move is listed, already in the form of an answer.
            answer = rng.choice(message["observation"]["legal"])
        else:  # "bye": the game is over
            return
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
