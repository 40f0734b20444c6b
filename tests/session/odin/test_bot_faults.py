"""When the bots fail, the table says so and the game goes on."""

from __future__ import annotations

from collections.abc import Callable

from table_driver import make_app, step

from odin_desktop import games
from odin_desktop.scenes.odin.model import Tone
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.session.bot_host import Answer
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.table_controller import MAX_HOST_STARTS

FRAMES = 600  # frames to let bots move at the fast pace (a few seconds of play)


class FakeHost:
    """Stands in for the bot process: answers each request with ``reply(observation)``,
    or dies on its first request when ``reply`` is None."""

    def __init__(self, reply: Callable[[object], int | None] | None) -> None:
        self.reply = reply
        self.alive = True
        self.closed = False
        self.pending: list[tuple[int, object]] = []

    def add_seat(self, *args: object) -> None:
        pass

    def request(self, seat: int, observation: object) -> int:
        if self.reply is None:
            self.alive = False
        self.pending.append((len(self.pending) + 1, observation))
        return len(self.pending)

    def poll(self) -> list[Answer]:
        reply = self.reply
        if not self.alive or reply is None:  # without a reply it dies at its first request
            return []
        answers = [Answer(ticket, reply(obs)) for ticket, obs in self.pending]
        self.pending.clear()
        return answers

    def finish(self, totals: list[int]) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def _table(host_factory: Callable[[], FakeHost]) -> tuple[OdinTableScene, OdinController]:
    app = make_app()
    setup = OdinSetup.all_bots(3, seed=5)
    controller = OdinController(setup, host_factory=host_factory)
    table = games.game("odin").table_scene(app, setup, controller)
    assert isinstance(table, OdinTableScene)
    app.scenes.push(table)
    app.scenes.apply_pending()
    return table, controller


def _moves(controller: OdinController) -> int:
    return sum(len(hand.history) for hand in controller.game.hands)


def test_a_bot_process_that_cannot_start_is_told_and_warriors_play_on(caplog) -> None:
    def refuse() -> FakeHost:
        raise OSError("too many processes")

    table, controller = _table(refuse)
    step(table.app)
    text, tone = table.model.status()
    assert text == "The bots could not start; they play as Warriors."
    assert "too many processes" in caplog.text  # the detail, for a bug report
    assert tone == Tone.BAD
    step(table.app, FRAMES)
    assert _moves(controller) > 3  # Warriors thinking in this process took the seats over
    assert len(controller.faults) == 1


def test_an_invalid_answer_is_told_by_name_and_a_legal_move_is_played() -> None:
    table, controller = _table(lambda: FakeHost(lambda obs: -1))
    for _ in range(FRAMES):
        step(table.app)
        if controller.faults:
            break
    seat = controller.to_move
    assert seat is not None, "the faulty seat is still to move"
    assert table.model.status()[0] == (
        f"{controller.names[seat]} gave an invalid answer; "
        "a legal move was played for them."
    )
    assert controller.bot_answer() == controller.legal_actions()[0]
    step(table.app, FRAMES)
    assert _moves(controller) > 3


def test_a_bot_process_that_keeps_dying_is_restarted_then_told_once() -> None:
    started: list[FakeHost] = []

    def dying() -> FakeHost:
        started.append(FakeHost(None))
        return started[-1]

    table, controller = _table(dying)
    step(table.app, FRAMES)
    assert len(started) == MAX_HOST_STARTS
    assert all(host.closed for host in started)  # each dead process was cleaned up
    assert controller.faults == [("The bots stopped working; they play as Warriors now.", {})]
    assert _moves(controller) > 3
