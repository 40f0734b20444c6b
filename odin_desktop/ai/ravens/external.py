"""Odin's Ravens' side of the external bot protocol (docs/BOTS.md, `ravens-bot`).

A turn is a conversation: a `move` message with a fresh observation for every action, answered
by one action in the record's form, until the bot ends its turn; a `lay` message whenever a
landscape card it drew must be laid, answered `{"lay": "FM"}` or `{"lay": "MF"}`. Every
decision goes to the bot, forced ones included. A fault (an illegal or unreadable answer, a
timeout, a dead process) costs the rest of the turn — it is ended without lengthening — or,
at a `lay`, the card is laid as drawn; after three faults the built-in bot takes the seat
(`ai.external.ExternalBot`).
"""

from __future__ import annotations

import json

from odin_desktop.ai.external import ExternalBot
from odin_desktop.ai.ravens.world import planning_race
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import landscape_code
from odin_desktop.engine.ravens.jsonform import action_from_json
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.refusals import MALFORMED
from odin_desktop.engine.refusal import IllegalMove


class RavensExternalBot(ExternalBot[RavensObservation]):
    protocol = "ravens-bot"

    def hello_options(self, options: dict[str, int]) -> dict[str, object]:
        return {"target": options["target"]}

    def choose(self, obs: RavensObservation) -> int:
        if self.takeover is not None:
            return self.takeover.choose(obs)
        if obs.lay >= 0:
            return self._lay(obs)
        line = self.ask({"type": "move", "observation": obs.to_json()})
        if line is None:
            return A.END_TURN
        try:
            answer = json.loads(line)
        except json.JSONDecodeError as error:
            self._record("unreadable", f"not JSON ({error}): {line[:80]!r}")
            return A.END_TURN
        race = planning_race(obs)  # the seat's own view: enough to read and check its action
        try:
            action = action_from_json(answer, race)
        except IllegalMove as error:
            kind = "unreadable" if error.refusal.reason is MALFORMED else "illegal"
            self._record(kind, f"{error.refusal.english()}: {line[:80]!r}")
            return A.END_TURN
        problem = race.refusal(action, obs.seat)
        if problem is not None:
            self._record("illegal", f"{problem.english()}: {line[:80]!r}")
            return A.END_TURN
        return action

    def _lay(self, obs: RavensObservation) -> int:
        drawn = landscape_code(obs.lay)
        line = self.ask({"type": "lay", "card": drawn, "observation": obs.to_json()})
        if line is None:
            return A.lay(obs.lay)
        try:
            answer = json.loads(line)
        except json.JSONDecodeError as error:
            self._record("unreadable", f"not JSON ({error}): {line[:80]!r}")
            return A.lay(obs.lay)
        if not isinstance(answer, dict) or set(answer) != {"lay"}:
            self._record("unreadable", f'a lay is {{"lay": "{drawn}"}}: {line[:80]!r}')
            return A.lay(obs.lay)
        turned = drawn[::-1]
        if answer["lay"] not in (drawn, turned):
            self._record("illegal", f"the card drawn is {drawn}: {line[:80]!r}")
            return A.lay(obs.lay)
        return A.lay(obs.lay if answer["lay"] == drawn else (obs.lay % 5) * 5 + obs.lay // 5)
