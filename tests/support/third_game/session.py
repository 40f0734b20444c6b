"""High Card's session (pygame-free): its setup, the controller that drives the engine and
the bots for the table (on the shared `TableController`), and resuming a save, checked
against its seed (every deal the seed's)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeGuard

from odin_desktop.ai.base import Bot
from odin_desktop.i18n import _
from odin_desktop.session.bot_host import BotHost, BotHosting
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.saved import FinishedGame, SaveInvalid, parsed_save, replayed_save
from odin_desktop.session.saved_setup import saved_seats, saved_seed
from odin_desktop.session.setup import GameSetup
from odin_desktop.session.table_controller import TableController
from third_game.engine import (
    DEFAULT_TARGET,
    PLAYERS,
    HighCardGame,
    HighCardObservation,
    HighCardOutcome,
    RoundState,
    deal,
)
from third_game.record import game_to_record, parse_record, replay_record


def make_bot(spec: Any, seed: int | str = 0, **options: Any) -> Bot[Any]:
    """A bot of High Card's ladder (the bot process's factory: a module-level name)."""
    from third_game.bots import LADDER

    return LADDER.make_bot(spec, seed, **options)


def spawn_bots() -> BotHost:
    return BotHost(make_bot)


@dataclass(frozen=True)
class HighCardSetup(GameSetup):
    game = "highcard"
    title = "High Card"
    min_players = PLAYERS
    max_players = PLAYERS
    quick_players = PLAYERS
    default_target = DEFAULT_TARGET

    target: int = DEFAULT_TARGET


class HighCardController(TableController[HighCardObservation]):
    setup: HighCardSetup
    game: HighCardGame

    make_bot = staticmethod(make_bot)

    def __init__(
        self, setup: HighCardSetup, host_factory: Callable[[], BotHosting] | None = spawn_bots
    ) -> None:
        super().__init__(setup, host_factory)
        self.game = HighCardGame.new(setup.seed, setup.target)

    @property
    def to_move(self) -> int | None:
        return self.game.to_move

    @property
    def round(self) -> RoundState | None:
        return self.game.current

    def observe(self, seat: int) -> HighCardObservation:
        return self.game.observe(seat)

    def is_legal(self, action: object) -> TypeGuard[int]:
        return isinstance(action, int) and self.game.refusal(action, self.to_move) is None

    def legal_actions(self) -> list[int]:
        return self.game.legal_actions()

    def bot_options(self) -> tuple[int, object]:
        return PLAYERS, {"target": self.game.target, "single_round": self.game.single_round}

    def start_round(self) -> RoundState:
        self.forget_requests()
        return self.game.start_round()

    def play(self, action: int) -> HighCardOutcome:
        """The seat to move plays ``action`` (checked: IllegalMove with a `Refusal`)."""
        outcome = self.game.apply(action, self.to_move)
        self.moved()
        return outcome

    # ------------------------------------------------------------------ the autosave's

    def result(self) -> FinishedGame:
        game = self.game
        return self.finished_game(game.winners, game.totals, len(game.scores))

    def record(self) -> dict[str, Any]:
        doc = game_to_record(self.game, self.seat_names)
        doc["seats"] = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
        doc["seed"] = self.setup.seed
        return doc


# ---------------------------------------------------------------------- resuming


def game_from_record(doc: Any) -> tuple[HighCardSetup, HighCardGame]:
    """A save checked whole: its rules replayed, then every deal against its seed."""
    record = parsed_save(doc, parse_record)
    assert isinstance(doc, dict)
    replayed = replayed_save(lambda: replay_record(record))
    seats = saved_seats(doc.get("seats"), record.players)
    setup = HighCardSetup(seats, record.target, seed=saved_seed(doc.get("seed")))
    game = HighCardGame.new(setup.seed, setup.target, record.single_round)
    for index, recorded in enumerate(replayed.rounds):
        if recorded.deal != deal(setup.seed, index) or recorded.first_leader != game.leader_of(
            index
        ):
            raise SaveInvalid(_("it was changed after it was saved (the cards drawn)"))
        game.start_round()
        for _seat, card in recorded.played:
            game.apply_action(card)
    return setup, game


def controller_from_record(
    doc: Any, host_factory: Callable[[], BotHosting] | None = spawn_bots
) -> HighCardController:
    setup, game = game_from_record(doc)
    controller = HighCardController(setup, host_factory)
    controller.game = game
    return controller


def controller_playing_on(
    start: PlayOnStart, host_factory: Callable[[], BotHosting] | None = spawn_bots
) -> HighCardController:
    """The position of a game played on (`session.play_on`), the rounds to come dealt from
    its own seed."""
    record = parse_record(start.record)
    setup = HighCardSetup(start.seats, record.target, seed=start.seed, play_on=start.origin)
    controller = HighCardController(setup, host_factory)
    game = replay_record(record)
    game.seed = start.seed
    controller.game = game
    return controller


def check_save(doc: Any) -> bool:
    _setup, game = game_from_record(doc)
    return not game.over
