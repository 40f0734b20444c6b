"""Odin's Ravens' entry in the registry: where the shell and the commands find its engine,
records, bots, benchmarks and screens."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from odin_desktop.ai.analyst import Analyst
from odin_desktop.engine.records import AnyGame, RecordFormat
from odin_desktop.engine.refusal import Refusal
from odin_desktop.games.entry import GameEntry, GameMusic
from odin_desktop.i18n import N_

if TYPE_CHECKING:  # what the methods import when called
    from odin_desktop.engine.ravens.game import RavensGame


class RavensEntry(GameEntry):
    id = "ravens"
    title = N_("Odin's Ravens")
    tagline = N_("Race your raven across the land.")
    credit = N_("Odin's Ravens by Thorsten Gimmler, published by Kosmos.")
    record_format = "ravens-record"
    min_players = 2
    max_players = 2
    music = GameMusic(
        table=("ravens/table_1.ogg", "ravens/table_2.ogg"),
        win="ravens/win.ogg",
        loss="ravens/loss.ogg",
    )
    round_word = "race"
    default_target = 12
    lower_wins = False  # the most points win
    pad_words = MappingProxyType(
        {"alt_prev": N_("the Magic Way"), "alt_next": N_("look at your stack")}
    )

    # ------------------------------------------------------------------ records

    def records(self) -> RecordFormat[Any, RavensGame]:
        from odin_desktop.engine.ravens.record import RECORDS

        return RECORDS

    def refusal_text(self, refusal: Refusal) -> str:
        from odin_desktop.i18n.ravens.cards import refusal_text

        return refusal_text(refusal)

    # ------------------------------------------------------------------ the engine

    def new_game(
        self, players: int, seed: int | str, target: int | None = None, single_round: bool = False
    ) -> RavensGame:
        from odin_desktop.engine.ravens.game import RavensGame

        if players != 2:
            raise ValueError(f"Odin's Ravens is for 2 players, not {players}")
        target = 1 if single_round else self.default_target if target is None else target
        return RavensGame.new(seed, target=target)

    def bot_options(self, game: AnyGame) -> object:
        from odin_desktop.ai.ravens.match import options_of

        return options_of(self.own(game))

    def analyst(self) -> Analyst[Any]:
        from odin_desktop.ai.ravens.analyst import RavensAnalyst

        return RavensAnalyst()

    def action_words(self, obs: Any, action: int) -> str:
        from odin_desktop.scenes.ravens.saga_entries import describe

        return describe(action)

    # ------------------------------------------------------------------ saves

    def clean_record(self, doc: object) -> object:
        from odin_desktop.session.ravens.resume import record_part

        return record_part(doc)

    def rounds_text(self, count: int) -> str:
        from odin_desktop.i18n import ngettext

        return ngettext("{count} race", "{count} races", count).format(count=count)

    # ------------------------------------------------------------------ screens

    has_tutorial = True
    tutorial_offer = N_("New to {game}? Learn by playing: a first race where each step is shown.")


ENTRY = RavensEntry()
