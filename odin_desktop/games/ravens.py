"""Odin's Ravens' entry in the registry: where the shell and the commands find its engine,
records, bots, benchmarks and screens."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from odin_desktop.ai.analyst import Analyst
from odin_desktop.ai.ladder import Ladder
from odin_desktop.engine.records import AnyGame, RecordEnd, RecordStep, RoundStart, record_end
from odin_desktop.engine.refusal import Refusal
from odin_desktop.games.entry import GameEntry, GameMusic
from odin_desktop.i18n import N_

if TYPE_CHECKING:  # what the methods import when called
    from odin_desktop.engine.ravens.game import RavensGame
    from odin_desktop.engine.ravens.observation import RavensObservation
    from odin_desktop.engine.ravens.outcome import RavensOutcome
    from odin_desktop.scenes.game_screens import GameScreens
    from odin_desktop.session.play_on import PlayOnStart


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

    def check_record(self, doc: object, with_legal: bool) -> tuple[int, dict[str, object]]:
        from odin_desktop.engine.ravens.record import check_document

        return check_document(doc, with_legal)

    def record_steps(
        self, doc: object
    ) -> Iterator[
        RoundStart[RavensGame] | RecordStep[RavensGame, RavensObservation, RavensOutcome]
    ]:
        from odin_desktop.engine.ravens.record import parse_record, walk

        return walk(parse_record(self.clean_record(doc)))

    def record_of(self, game: AnyGame, names: Sequence[str]) -> dict[str, Any]:
        from odin_desktop.engine.ravens.record import game_to_record

        return game_to_record(self._own(game), list(names))

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

        return options_of(self._own(game))

    def _own(self, game: AnyGame) -> RavensGame:
        """``game`` as this entry's own; TypeError for another game's."""
        from odin_desktop.engine.ravens.game import RavensGame

        if not isinstance(game, RavensGame):
            raise TypeError(f"not a game of Odin's Ravens: {game!r}")
        return game

    def analyst(self) -> Analyst[Any]:
        from odin_desktop.ai.ravens.analyst import RavensAnalyst

        return RavensAnalyst()

    def play_on(self, doc: object, decisions: int, seed: int) -> PlayOnStart:
        from odin_desktop.ai.ravens.play_on import redeal
        from odin_desktop.session.play_on import start

        return start(self, doc, decisions, seed, redeal)

    def action_words(self, obs: Any, action: int) -> str:
        from odin_desktop.scenes.ravens.saga_entries import describe

        return describe(action)

    # ------------------------------------------------------------------ bots

    def ladder(self) -> Ladder[RavensObservation]:
        from odin_desktop.ai.ravens.levels import LADDER

        return LADDER

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        from odin_desktop.benchmarks.ravens.engine_bench import format_table, run_engine_bench

        result = run_engine_bench(seconds=seconds, windows=windows)
        return result, format_table(result)

    def bench_ai(self, args: argparse.Namespace) -> int:
        from odin_desktop.ai.ravens.bench import bench_ai

        return bench_ai(args)

    # ------------------------------------------------------------------ saves

    def check_save(self, doc: object) -> bool:
        from odin_desktop.session.ravens.resume import check_save

        return check_save(doc)

    def clean_record(self, doc: object) -> object:
        from odin_desktop.session.ravens.resume import record_part

        return record_part(doc)

    def describe_record(self, doc: object) -> tuple[tuple[str, ...], str]:
        from odin_desktop.engine.ravens.record import parse_record
        from odin_desktop.session.ravens.resume import record_part

        record = parse_record(record_part(doc))  # an app's save holds more than the format
        return record.players, self.rounds_text(len(record.races))

    def record_end(self, doc: object) -> RecordEnd:
        from odin_desktop.engine.ravens.record import parse_record, replay_record
        from odin_desktop.session.ravens.resume import record_part

        record = parse_record(record_part(doc))
        return record_end(record.players, len(record.races), lambda: replay_record(record))

    def rounds_text(self, count: int) -> str:
        from odin_desktop.i18n import ngettext

        return ngettext("{count} race", "{count} races", count).format(count=count)

    # ------------------------------------------------------------------ screens

    def screens(self) -> GameScreens:
        from odin_desktop.scenes.ravens.front import SCREENS

        return SCREENS

    has_tutorial = True
    tutorial_offer = N_("New to {game}? Learn by playing: a first race where each step is shown.")


ENTRY = RavensEntry()
