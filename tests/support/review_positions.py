"""Records for the game review's tests: positions with a known answer, and twins.

Each builder plays a seeded game with bots (ODIN's Normal, Odin's Ravens' Easy: fast) until
a position of the kind asked for,
makes the seat there play the move the test needs instead of the bot's, and returns the
record up to that move (an unfinished game is a valid record).
"""

from __future__ import annotations

import copy
import random
from typing import Any

from odin_desktop import games
from odin_desktop.ai.analyst import Budgets
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.moves import PLAY_BITS
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, KINDS, count
from odin_desktop.engine.ravens.draws import NoDraws
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.phases import ACTION
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.records import RecordStep

SMALL = Budgets(samples=8, limit=24, forced=4, position=8)  # tests: quick, not precise


def _bot_move(entry: Any, game: Any, bots: list[Any]) -> int:
    seat = game.to_move
    return bots[seat].choose(game.observe(seat))


def odin_missed_finish(players: int, seed: int) -> tuple[dict[str, Any], dict[str, int]]:
    """A single-hand ODIN game where a seat could play all its cards at once — going out —
    while another seat holds two cards or fewer, and plays the bot's best other move
    instead. The record ends with that move; its coordinates."""
    entry = games.game("odin")
    for attempt in range(200):
        game = entry.new_game(players, f"{seed}:{attempt}", single_round=True)
        assert isinstance(game, OdinGame)
        bots = [entry.make_bot("normal", seed=s) for s in range(players)]
        game.start_round()
        while not game.over:
            seat = game.to_move
            hand = game.hand
            assert seat is not None and hand is not None
            legal = game.legal_actions()
            out = [a for a in legal if a & PLAY_BITS == hand.hands[seat]]
            others = min(size for s, size in enumerate(hand.sizes) if s != seat)
            if out and others <= 2 and len(legal) > 2:
                rest = [a for a in legal if a not in out and a & PLAY_BITS]
                if rest:
                    move = len(hand.history)
                    game.apply(rest[0], seat)
                    doc = entry.record_of(game, [f"P{s}" for s in range(players)])
                    return doc, {"hand": 0, "move": move}
            game.apply(_bot_move(entry, game, bots), seat)
    raise AssertionError("no such position in 200 games")


def ravens_missed_finish(seed: int) -> tuple[dict[str, Any], dict[str, int | None], int]:
    """A single race of Odin's Ravens (a game to 1 point) where the seat to move could end
    the race at once with more points than the other — winning the game — while the other
    raven is two spaces or fewer from its own last space, and ends its turn instead. The
    record ends with that turn; the coordinates of the turn's end and the seat."""
    entry = games.game("ravens")
    for attempt in range(200):
        game = entry.new_game(2, f"{seed}:{attempt}", single_round=True)
        assert isinstance(game, RavensGame)
        bots = [entry.make_bot("easy", seed=s) for s in range(2)]
        game.start_round()
        while not game.over:
            race = game.race
            seat = game.to_move
            assert race is not None and seat is not None
            if not race.turn_actions and race.phase == ACTION:
                behind = race.length - 1 - race.positions[1 - seat]
                if behind <= 2 and any(_ends_race(race, a) for a in race.legal_actions()):
                    turn = len(race.log)
                    game.apply(A.END_TURN, seat)
                    doc = entry.record_of(game, ["P0", "P1"])
                    return doc, {"race": 0, "turn": turn, "action": None}, seat
            game.apply(_bot_move(entry, game, bots), seat)
    raise AssertionError("no such position in 200 races")


def ravens_race(seed: int) -> dict[str, Any]:
    """A single race of Odin's Ravens played to its end by Easy bots."""
    entry = games.game("ravens")
    game = entry.new_game(2, seed, single_round=True)
    bots = [entry.make_bot("easy", seed=s) for s in range(2)]
    game.start_round()
    while not game.over:
        game.apply(_bot_move(entry, game, bots), game.to_move)
    return entry.record_of(game, ["P0", "P1"])


def _ends_race(race: RaceState, action: int) -> bool:
    """Whether a fly or a step forward puts the raven on the last space with more points
    than the other seat's (the Magic Way's bonus may go to either)."""
    if A.action_type(action) not in (A.FLY, A.FORWARD):
        return False
    after = race.copy(NoDraws())
    after.apply_action(action)
    seat = race.turn
    return after.points is not None and after.points[seat] > after.points[1 - seat]


def odin_twin(doc: dict[str, Any], seat: int) -> dict[str, Any]:
    """The record with one card of another seat's deal that ``seat`` never saw (never
    played, taken or in the middle) swapped for a card nobody was dealt: the same game for
    ``seat``, other cards for someone else."""
    entry = games.game("odin")
    seen: set[str] = set()
    for hand in doc["hands"]:
        for move in hand["moves"]:
            seen.update(move.get("play", []))
            if move.get("take"):
                seen.add(move["take"])
    colours = doc.get("options", {}).get("colours", ["R", "O", "P", "G", "B", "K"])
    twin = copy.deepcopy(doc)
    rng = random.Random(seat)
    for hand in twin["hands"]:
        dealt = {card for cards in hand["deal"] for card in cards}
        free = [f"{c}{n}" for c in colours for n in range(1, 10) if f"{c}{n}" not in dealt]
        for other, cards in enumerate(hand["deal"]):
            hidden = [card for card in cards if card not in seen]
            if other != seat and hidden and free:
                old, new = rng.choice(hidden), rng.choice(free)
                cards[cards.index(old)] = new
                break
    code, answer = entry.check_record(twin, False)
    assert code == 0, answer
    assert twin != doc
    return twin


def _hand(step: RecordStep, seat: int) -> int:
    """``seat``'s hand after ``step`` of an Odin's Ravens record."""
    after = step.after
    assert isinstance(after, RavensGame) and after.race is not None, "a step of a race"
    return after.race.hands[seat]


def ravens_twins(doc: dict[str, Any], seat: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two records of the first race of ``doc`` up to where the other seat first lets go
    of a kind it was dealt (plays, stores or discards its last card of that kind): one as
    played, one with that card of the other seat's first hand changed for another kind.
    ``seat`` never saw it, the other seat's moves stay legal. The kind held longest."""
    entry = games.game("ravens")
    other = 1 - seat
    race = doc["races"][0]
    steps = [s for s in entry.record_steps(doc) if isinstance(s, RecordStep)]
    steps = [s for s in steps if s.where["race"] == 0]
    best: tuple[int, str] | None = None
    for kind in sorted(set(race["hands"][other])):
        code = KIND_OF[kind]
        kept = next(
            (s.where["turn"] for s in steps if count(_hand(s, other), code) == 0),
            len(race["turns"]),
        )
        assert kept is not None, "a step of a race is at a turn"
        if best is None or kept > best[0]:
            best = (kept, kind)
    assert best is not None and best[0] >= 4, "no card stays unseen for four turns"
    turns, kind = best
    played = copy.deepcopy(doc)
    played["races"] = [dict(played["races"][0], turns=played["races"][0]["turns"][:turns])]
    for new in KINDS[:5]:
        twin = copy.deepcopy(played)
        cards = twin["races"][0]["hands"][other]
        if new == kind:
            continue
        cards[cards.index(kind)] = new
        if entry.check_record(twin, False)[0] == 0:
            return played, twin
    raise AssertionError("no other kind keeps the record legal")
