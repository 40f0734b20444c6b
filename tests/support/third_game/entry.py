"""High Card's entry in the registry: its records, engine, bots and benchmarks, and its
screens (`third_game.screens`), so the shell offers it as every game. Registering it is one
line: ``games.GAMES[ENTRY.id] = ENTRY`` (a test does it with monkeypatch)."""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from odin_desktop.ai.analyst import Analyst
from odin_desktop.ai.ladder import Ladder
from odin_desktop.engine.records import AnyGame, RecordStep, RoundStart
from odin_desktop.engine.refusal import Refusal
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import N_
from third_game.engine import DEFAULT_TARGET, PLAYERS, HighCardGame

if TYPE_CHECKING:  # what the methods import when called
    from odin_desktop.scenes.game_screens import GameScreens


class HighCardEntry(GameEntry):
    id = "highcard"
    title = N_("High Card")
    tagline = N_("The higher card wins the trick.")
    credit = N_("High Card, a game written for the tests.")
    record_format = "highcard-record"
    min_players = PLAYERS
    max_players = PLAYERS
    round_word = "round"
    default_target = DEFAULT_TARGET
    lower_wins = False

    # ------------------------------------------------------------------ records

    def check_record(self, doc: Any, with_legal: bool) -> tuple[int, dict[str, object]]:
        from third_game.record import check_document

        return check_document(doc, with_legal)

    def record_steps(self, doc: Any) -> Iterator[RoundStart[Any] | RecordStep[Any, Any, Any]]:
        from third_game.record import parse_record, walk

        return walk(parse_record(doc))

    def record_of(self, game: AnyGame, names: Sequence[str]) -> dict[str, Any]:
        from third_game.record import game_to_record

        return game_to_record(self._own(game), names)

    def refusal_text(self, refusal: Refusal) -> str:
        from odin_desktop.i18n.refusals import translate

        return translate(refusal)

    def describe_record(self, doc: Any) -> tuple[tuple[str, ...], str]:
        from odin_desktop.i18n import ngettext
        from third_game.record import parse_record

        record = parse_record(doc)
        count = len(record.rounds)
        return record.players, ngettext("{count} round", "{count} rounds", count).format(
            count=count
        )

    def check_save(self, doc: Any) -> bool:
        from third_game.session import check_save

        return check_save(doc)

    # ------------------------------------------------------------------ the engine and bots

    def new_game(
        self, players: int, seed: int | str, target: int | None = None, single_round: bool = False
    ) -> HighCardGame:
        if players != PLAYERS:
            raise ValueError(f"High Card is for {PLAYERS} players, not {players}")
        target = self.default_target if target is None else target
        return HighCardGame.new(seed, target, single_round)

    def bot_options(self, game: AnyGame) -> object:
        own = self._own(game)
        return {"target": own.target, "single_round": own.single_round}

    def _own(self, game: AnyGame) -> HighCardGame:
        if not isinstance(game, HighCardGame):
            raise TypeError(f"not a game of High Card: {game!r}")
        return game

    def play_on(self, doc: object, decisions: int, seed: int) -> Any:
        from odin_desktop.session.play_on import start
        from third_game.play_on import redeal

        return start(self, doc, decisions, seed, redeal)

    def analyst(self) -> Analyst[Any]:
        from third_game.analyst import HighCardAnalyst

        return HighCardAnalyst()

    def action_words(self, obs: Any, action: int) -> str:
        return f"Play {action}"

    def ladder(self) -> Ladder:
        from third_game.bots import LADDER

        return LADDER

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        best = 0.0
        for window in range(windows):
            rng, played, started = random.Random(window), 0, time.perf_counter()
            while time.perf_counter() - started < seconds:
                game = HighCardGame.new(played)
                while not game.over:
                    if game.needs_round:
                        game.start_round()
                    game.apply_action(rng.choice(game.legal_actions()))
                played += 1
            best = max(best, played / (time.perf_counter() - started))
        result: dict[str, object] = {"game": self.id, "games_per_s": round(best, 1)}
        return result, f"random games/s  {best:.1f}"

    def bench_ai(self, args: argparse.Namespace) -> int:
        timings: dict[str, float] = {}
        for level in args.levels:
            bots = [self.make_bot(level, seed=f"{args.seed}:{s}") for s in range(PLAYERS)]
            started = time.perf_counter()
            result = self.play_match(bots, str(args.seed), self.default_target, False)
            timings[level] = (time.perf_counter() - started) * 1000.0 / max(1, result.rounds)
        payload = {"game": self.id, "unit": "round", "levels": timings}
        print(json.dumps(payload) if args.json else payload)
        return 0

    # ------------------------------------------------------------------ screens

    def screens(self) -> GameScreens:
        """Its screens, as every game's (`scenes.game_screens`): the shared entry reaches the
        New game screen, the table, Continue, Play on and the replay viewer through them."""
        from third_game.screens import SCREENS

        return SCREENS


ENTRY = HighCardEntry()
