"""The rules of ODIN as a pure-Python engine (no pygame here: a test enforces it).

Start with `OdinGame.new(players, seed)`, call `start_round()` (a hand), then alternate
`legal_actions()` and `apply(action)`, which says what the move did (an `OdinOutcome`);
`observe(seat)` is what a player in that seat may know. `OdinGame` keeps the engine protocol
(`engine.protocol.GameState`).
"""

from odin_desktop.engine.odin.cards import card_code, codes_of, parse_card, set_value
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, Move, action_play, action_take, make_action
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import Options
from odin_desktop.engine.refusal import IllegalMove

__all__ = [
    "PASS",
    "OdinGame",
    "HandState",
    "IllegalMove",
    "Move",
    "OdinObservation",
    "Options",
    "action_play",
    "action_take",
    "card_code",
    "codes_of",
    "make_action",
    "parse_card",
    "set_value",
]
