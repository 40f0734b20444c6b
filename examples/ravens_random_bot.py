#!/usr/bin/env python3
"""A complete Odin's Ravens bot in a few lines: it plays random legal actions.

Try it:  odin-desktop arena --game ravens --seats "cmd:python3 examples/ravens_random_bot.py,easy"
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
            answer = {"type": "ready", "name": "Random raven"}
        elif message["type"] == "move":
            # Every legal action is listed, already in the form of an answer; ending the
            # turn is one of them, so a turn of random actions ends by itself.
            answer = rng.choice(message["observation"]["legal"])
        elif message["type"] == "lay":
            # A drawn landscape card: lay it as drawn or turned round ("FM" or "MF").
            card = message["card"]
            answer = {"lay": rng.choice([card, card[::-1]])}
        else:  # "bye": the game is over
            return
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
