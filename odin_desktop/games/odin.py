"""ODIN's entry in the registry: where the shell finds ODIN's engine, bots and screens."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from odin_desktop.ai.analyst import Analyst
from odin_desktop.engine.odin.options import DEFAULT_TARGET
from odin_desktop.engine.records import AnyGame, RecordFormat
from odin_desktop.engine.refusal import Refusal
from odin_desktop.games.entry import GameEntry, GameMusic, GameSettings
from odin_desktop.i18n import N_

if TYPE_CHECKING:  # what the methods import when called
    from odin_desktop.engine.odin.game import OdinGame


class OdinEntry(GameEntry):
    id = "odin"
    title = N_("ODIN")
    tagline = N_("Play higher. Empty your hand first.")
    credit = N_("ODIN by Gary Kim, Hope S. Hwang and Yohan Goh, published by Helvetiq.")
    record_format = "odin-record"
    min_players = 2
    max_players = 6
    music = GameMusic(
        table=("odin/table_1.ogg", "odin/table_2.ogg"), win="odin/win.ogg", loss="odin/loss.ogg"
    )
    round_word = "hand"
    default_target = DEFAULT_TARGET
    lower_wins = True
    legacy = True  # the first versions played ODIN alone
    pad_words = MappingProxyType(
        {
            "prev": N_("undo"),
            "alt_prev": N_("what you can play"),
            "alt_next": N_("sort your hand"),
        }
    )

    # ------------------------------------------------------------------ records

    def records(self) -> RecordFormat[Any, OdinGame]:
        from odin_desktop.engine.odin.record import RECORDS

        return RECORDS

    def refusal_text(self, refusal: Refusal) -> str:
        from odin_desktop.i18n.odin.cards import show
        from odin_desktop.i18n.refusals import translate

        return translate(refusal, show)

    # ------------------------------------------------------------------ the engine

    def new_game(
        self, players: int, seed: int | str, target: int | None = None, single_round: bool = False
    ) -> OdinGame:
        from odin_desktop.engine.odin.game import OdinGame

        target = self.default_target if target is None else target
        return OdinGame.new(players, seed, target=target, single_hand=single_round)

    def bot_options(self, game: AnyGame) -> object:
        return self.own(game).options

    def analyst(self) -> Analyst[Any]:
        from odin_desktop.ai.odin.analyst import OdinAnalyst

        return OdinAnalyst()

    def action_words(self, obs: Any, action: int) -> str:
        from odin_desktop.scenes.odin.advice import move_words

        return move_words(action)

    # ------------------------------------------------------------------ saves

    def rounds_text(self, count: int) -> str:
        from odin_desktop.i18n import ngettext

        return ngettext("{count} hand", "{count} hands", count).format(count=count)

    # ------------------------------------------------------------------ screens

    has_tutorial = True
    tutorial_offer = N_("New to {game}? Learn by playing: a first hand where each step is shown.")

    def apply_settings(self, settings: GameSettings) -> None:
        from odin_desktop.scenes.odin import art

        art.set_colour_symbols(settings.colour_symbols)


ENTRY = OdinEntry()
