"""The rules of Odin's Ravens as a pure-Python engine (no pygame here: a test enforces it).

Public API (stable; later changes only add to it):

- `RavensGame.new(seed, target=12, first=None)`: a game whose set-ups and draws follow from ``seed``
  (an int or a string; the same cards on every run). `RavensGame(target, first, seed=None)` for a
  game fed explicitly (records). Between races `needs_round` is true: call `start_round()`
  (or `start_round(setup, draws)`).
- Playing, by the engine protocol (`engine.protocol`), on a `RavensGame` or on its current
  `RaceState` (``game.race``): `to_move`, `legal_actions()` -> list of action ints,
  `apply_action(a)` (trusted hot path: no checks, no copies), `apply(a, seat)` (checked:
  raises `IllegalMove` whose ``refusal`` is a `Refusal` from `refusals`; returns a `RavensOutcome`
  saying what happened, for the UI to animate), `refusal(a, seat)` (the `Refusal` or None),
  `copy(draws=None)`. A game has `totals`, `scores` (per race), `winners`, `leaders`, `over`;
  a race has `points` and `winner` once over.
- Actions are ints (`actions`: `store`, `discard`, `magic`, `fly`, `marker`, `swap`,
  `arrange`, `extend`, `turn`, `remove`, `back`, `forward`, `END_TURN`, `END_LENGTHEN`,
  `lay`); `action_to_json` / `action_from_json` convert to and from the record's JSON form,
  `legal_json` renders a legal list as `replay --legal` does. Each turn ends with `END_TURN` or
  `END_LENGTHEN`. A drawn landscape card (lengthening, `extend`) puts the race in the lay
  phase: the only legal actions are `lay(card)` and `lay(turned(card))`.
- `ARRANGE` carries the new order of the stack: `legal_actions` lists it once per source with
  the current order; `apply` accepts any order of the same cards.
- `observe(seat)` -> `RavensObservation`: exactly what that seat may know (`to_json()` is the
  bot protocol's observation). `sampling.sample_opponent` and
  `sampling.race_from_observation` rebuild a full race a seat cannot tell from the real one.
- Records (`record`, additions since the first commit): `parse_record` (typed, every
  shape checked), `replay_record` (the rules, `RecordRuleError` naming race, turn and
  action), `game_to_record(game, names)`, `write_record`, `summary`, and
  `RECORDS`, the format as the registry reads it (`engine.records.RecordFormat`).
- Draws are injected (`draws`): `RandomDraws` (live, seeded), `ScriptedDraws` (replays),
  `PreparedDraws` (a guided race's cards while the piles hold them), or any object with
  `card`, `landscape` and `clone`.

Compact forms (`cards`): player cards are kinds 0..8 (``F M L P S O1 O2 O3 O4``); hands,
supplies, discard piles and Magic Way rows are multisets (3 bits per kind); a stack is an
int of 4-bit cards, top lowest; a landscape card is ``top * 5 + bottom``.
"""

from odin_desktop.engine.ravens.actions import (
    END_LENGTHEN,
    END_TURN,
    action_to_json,
    arrange,
    back,
    discard,
    extend,
    fly,
    forward,
    lay,
    magic,
    marker,
    remove,
    store,
    swap,
    turn,
)
from odin_desktop.engine.ravens.draws import Draws, PreparedDraws, RandomDraws, ScriptedDraws
from odin_desktop.engine.ravens.game import DEFAULT_TARGET, RavensGame
from odin_desktop.engine.ravens.jsonform import action_from_json
from odin_desktop.engine.ravens.observation import RavensObservation, legal_json
from odin_desktop.engine.ravens.outcome import RavenMove, RavensOutcome
from odin_desktop.engine.ravens.phases import ACTION, LAY, OVER
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.ravens.setup import RaceSetup, deal_race
from odin_desktop.engine.refusal import IllegalMove, Refusal

__all__ = [
    "ACTION",
    "DEFAULT_TARGET",
    "END_LENGTHEN",
    "END_TURN",
    "LAY",
    "OVER",
    "Draws",
    "PreparedDraws",
    "RavensGame",
    "IllegalMove",
    "RavensObservation",
    "RavensOutcome",
    "RaceSetup",
    "RaceState",
    "RandomDraws",
    "RavenMove",
    "Refusal",
    "ScriptedDraws",
    "action_from_json",
    "action_to_json",
    "arrange",
    "back",
    "deal_race",
    "discard",
    "extend",
    "fly",
    "forward",
    "lay",
    "legal_json",
    "magic",
    "marker",
    "remove",
    "store",
    "swap",
    "turn",
]
