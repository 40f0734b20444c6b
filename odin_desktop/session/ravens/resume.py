"""Resume a game of Odin's Ravens from its record: the exact position, the same bots, the same
cards to come.

A save is trusted only after it has been replayed through the engine's rules *and* rebuilt
from its seed: every race's set-up, every landscape card drawn and every card drawn into a
hand must be the ones the seed gives at that point (the controller draws that way), so an
edited card is caught as surely as an illegal action. A save made while a drawn landscape card
waited to be laid carries the actions that drew it (``pending``); they are played again and
draw the same card. Nothing here touches pygame.
"""

from __future__ import annotations

from typing import Any

from odin_desktop.engine.ravens import LAY, IllegalMove, RavensGame, action_from_json
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.record import RavensRecord, parse_record, replay_record
from odin_desktop.i18n import _
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.ravens.controller import RavensController, apply_seeded
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.resume import Resume
from odin_desktop.session.saved import SaveInvalid, parsed_save, replayed_save
from odin_desktop.session.saved_setup import saved_seats, saved_seed

MAX_PENDING = 3  # an extend and one lay, or a lengthening
# The fields of the record format itself; the app adds others (seats, seed, when it was saved).
RECORD_FIELDS = ("format", "version", "players", "target", "races")


def record_part(doc: Any) -> Any:
    """The record format's own fields of a document the app wrote (a save or an export also
    holds the seats, the seed and when it was saved, which the format does not know)."""
    if not isinstance(doc, dict):
        return doc
    return {key: value for key, value in doc.items() if key in RECORD_FIELDS}


def read_record(doc: Any) -> RavensRecord:
    """The typed record of a save; SaveInvalid when it is not one this version reads."""
    return parsed_save(record_part(doc), parse_record)


# ---------------------------------------------------------------------- the set-up


def setup_from_doc(doc: dict[str, Any], record: RavensRecord) -> RavensSetup:
    """The New-game choices that produce this save's game."""
    seed = saved_seed(doc.get("seed"))
    first = doc.get("first")
    if first not in (None, 0, 1) or isinstance(first, bool):
        raise SaveInvalid(_("it was changed after it was saved (the first player)"))
    seats = saved_seats(doc.get("seats"), record.players)
    return RavensSetup(seats, record.target, first=first, seed=seed)


# ---------------------------------------------------------------------- the game


def _changed() -> SaveInvalid:
    return SaveInvalid(_("it was changed after it was saved (the cards drawn)"))


def rebuild(setup: RavensSetup, replayed: RavensGame) -> RavensGame:
    """The game of ``setup``'s seed played with ``replayed``'s actions, checked card by card
    against it: the game to play on."""
    game = RavensGame.new(setup.seed, target=setup.target, first=setup.first)
    for number, recorded in enumerate(replayed.races, start=1):
        live = game.start_round()
        if live.setup != recorded.setup:
            raise SaveInvalid(
                _("the cards of race {number} were changed after they were dealt").format(
                    number=number
                )
            )
        # (seat, actions, cards drawn at its end: None for the turn still under way)
        turns: list[tuple[int, list[int], list[int] | None]] = [
            (seat, actions, draws) for seat, actions, draws, _ended in recorded.log
        ]
        if not recorded.over and recorded.turn_actions:
            turns.append((recorded.turn, recorded.turn_actions, None))
        for seat, actions, draws in turns:
            for action in actions:
                try:
                    apply_seeded(game, setup.seed, action, seat)
                except IllegalMove:  # a landscape card the seed did not draw here
                    raise _changed() from None
            if draws is not None and live.log[-1][2] != draws:
                raise _changed()
    return game


def _apply_pending(game: RavensGame, setup: RavensSetup, pending: object) -> None:
    """Draw again what waited to be laid when the game was saved."""
    if pending is None or pending == []:
        return
    race = game.race
    if not isinstance(pending, list) or len(pending) > MAX_PENDING or race is None:
        raise SaveInvalid(_("the file is damaged or incomplete"))
    for n, entry in enumerate(pending):
        try:
            action = action_from_json(entry, race)
            drawing = A.action_type(action) in (A.EXTEND, A.END) and action != A.END_TURN
            if drawing != (n == 0):  # a drawing action, then only lays
                raise SaveInvalid(_("the file is damaged or incomplete"))
            apply_seeded(game, setup.seed, action, race.turn)
        except IllegalMove:
            raise SaveInvalid(_("the file is damaged or incomplete")) from None
    if race.phase != LAY:
        raise SaveInvalid(_("the file is damaged or incomplete"))


class RavensResume(Resume[RavensSetup, RavensGame, RavensController]):
    def game_from_record(self, doc: Any) -> tuple[RavensSetup, RavensGame]:
        record = read_record(doc)
        assert isinstance(doc, dict)  # parse_record accepted it
        setup = setup_from_doc(doc, record)
        replayed = replayed_save(lambda: replay_record(record))
        game = rebuild(setup, replayed)
        _apply_pending(game, setup, doc.get("pending"))
        return setup, game

    def played_on(self, start: PlayOnStart) -> tuple[RavensSetup, RavensGame]:
        """Every card to come is drawn from the game's own seed."""
        record = parse_record(start.record)
        setup = RavensSetup(start.seats, record.target, seed=start.seed, play_on=start.origin)
        game = replay_record(record)
        game.use_seed(start.seed)
        return setup, game


RESUME = RavensResume(RavensController)
controller_from_record = RESUME.controller_from_record
check_save = RESUME.check_save
