"""Resume a game from its record: the exact position, the same bots and the same future deals.

A save is trusted only after it has been replayed through the engine *and* shown to be the
game its seed describes: colours, first leader and every deal must be the ones the seed deals,
so a hand-edited deal is caught as surely as an illegal move. Nothing here touches pygame.
"""

from __future__ import annotations

from typing import Any

from odin_desktop.engine.odin import dealing
from odin_desktop.engine.odin.cards import COLOURS
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.record import OdinRecord, parse_record, replay_record
from odin_desktop.i18n import _
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.resume import Resume
from odin_desktop.session.saved import SaveInvalid, parsed_save, replayed_save
from odin_desktop.session.saved_setup import saved_seats, saved_seed

MAX_UNDOS = 10**6


def setup_from_record(record: OdinRecord) -> OdinSetup:
    """The New-game choices that produce this record's game."""
    seed = saved_seed(record.extra.get("seed"))
    players = len(record.players)
    colours = record.options.colours
    variant = True  # the New game default; it only matters with two players
    if players == 2 and colours == dealing.variant_colours(seed):
        pass
    elif colours == COLOURS:
        variant = players != 2
    else:
        raise SaveInvalid(_("it was changed after it was saved (the deck)"))
    return OdinSetup(
        saved_seats(record.extra.get("seats"), record.players),
        target=record.options.target,
        single_hand=record.options.single_hand,
        two_player_variant=variant,
        seed=seed,
    )


def check_against_seed(game: OdinGame, setup: OdinSetup) -> OdinGame:
    """The first leader and every deal must be the seed's: anything else was edited.
    Returns the game to play on (a record with no hand yet gets the seed's fresh game, whose
    first leader the record could not state)."""
    fresh = OdinGame.new(
        len(setup.seats),
        setup.seed,
        target=setup.target,
        single_hand=setup.single_hand,
        two_player_variant=setup.two_player_variant,
    )
    if game.hands and game.first_leader != fresh.first_leader:
        raise SaveInvalid(_("it was changed after it was saved (the first player)"))
    for i, deal in enumerate(game.deals):
        if deal != dealing.deal(setup.seed, i, game.players, game.options.colours):
            raise SaveInvalid(
                _("the cards of hand {number} were changed after they were dealt").format(
                    number=i + 1
                )
            )
    return game if game.hands else fresh


class OdinResume(Resume[OdinSetup, OdinGame, OdinController]):
    def game_from_record(self, doc: Any) -> tuple[OdinSetup, OdinGame]:
        record = parsed_save(doc, parse_record)
        setup = setup_from_record(record)
        game = replayed_save(lambda: replay_record(record, setup.seed))
        return setup, check_against_seed(game, setup)

    def played_on(self, start: PlayOnStart) -> tuple[OdinSetup, OdinGame]:
        """The hands to come are dealt from the game's own seed."""
        record = parse_record(start.record)
        setup = OdinSetup(
            start.seats,
            target=record.options.target,
            single_hand=record.options.single_hand,
            seed=start.seed,
            play_on=start.origin,
        )
        return setup, replay_record(record, start.seed)

    def restore(self, controller: OdinController, doc: dict[str, Any]) -> None:
        """How many moves were taken back before the save (absent: none)."""
        undos = doc.get("undos", 0)
        if not isinstance(undos, int) or isinstance(undos, bool) or not 0 <= undos <= MAX_UNDOS:
            raise SaveInvalid(_("it says moves were taken back, but not how many"))
        controller.undos = undos


RESUME = OdinResume(OdinController)
controller_from_record = RESUME.controller_from_record
check_save = RESUME.check_save
