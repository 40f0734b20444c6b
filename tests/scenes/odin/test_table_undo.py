"""Undo against bots: Ctrl+Z takes back the player's last move and the bots' moves after it,
exactly (engine, view, Saga), never in hot seat; records keep the moves as finally played and
the statistics count a helped game apart."""

from __future__ import annotations

import copy
import random

import pygame
import pytest
from odin_model_driver import model_for, run
from table_driver import key, make_app, play_by_mouse, settle, start_table, step

from odin_desktop import i18n
from odin_desktop.app.stats import VS_AI, Stats
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS
from odin_desktop.scenes.odin.model import OdinTableModel, RoundOver, Undone
from odin_desktop.session.bot_host import Answer
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.resume import controller_from_record
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui.intents import Intent

VS_BOTS = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))


def snapshot(state: HandState) -> dict[str, object]:
    """Every field of a hand, copied: the exact position."""
    return {name: copy.copy(getattr(state, name)) for name in HandState.__slots__}


def human_move(model: OdinTableModel, rng: random.Random) -> None:
    """A legal move for the player, through the model's intents."""
    action = rng.choice(model.controller.legal_actions())
    if action == PASS:
        model.pass_turn()
        return
    model.apply(action)


def to_a_move_with_bots_after(model: OdinTableModel, rng: random.Random):  # noqa: ANN201
    """Play until the player's move is followed by bot moves and the player is to move again;
    returns the position, the Saga and the legal moves as they stood before that move."""
    for _ in range(40):
        run(model)
        assert model.human_turn
        before = (snapshot(model.state), list(model.log), model.controller.legal_actions())
        human_move(model, rng)
        events = run(model)
        if any(isinstance(e, RoundOver) for e in events) or model.state.over:
            raise AssertionError("the hand ended: choose another seed")
        if len(model.state.history) > len(before[0]["history"]) + 1:
            return before
    raise AssertionError("no move was followed by a bot's")


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_undo_restores_the_exact_position_the_saga_and_the_record(seed):
    model, saved = model_for(OdinSetup(VS_BOTS, seed=seed, single_hand=True))
    model.start()
    rng = random.Random(seed)
    position, log, legal = to_a_move_with_bots_after(model, rng)
    undone_moves = len(model.state.history) - len(position["history"])
    model.take_events()
    assert model.can_undo and model.undo()
    assert model.take_events() == [Undone(undone_moves)]
    assert snapshot(model.state) == position  # every field, as it was
    assert model.log == log and model.controller.legal_actions() == legal
    assert model.human_turn and not model.move.selected and model.move.take_play is None
    record = saved[-1].record()  # saved at once, with only the moves kept
    kept = [(m["seat"], m) for m in record["hands"][-1]["moves"]]
    assert len(kept) == len(position["history"])
    assert record["undos"] == 1
    # The game goes on from there, and Continue brings back the same position.
    resumed = controller_from_record(record, None)
    assert snapshot(resumed.hand) == position and resumed.undos == 1


def test_undo_is_refused_in_hot_seat_and_when_switched_off():
    seats = (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy", "easy"))
    model, _saved = model_for(OdinSetup(seats, seed=5, single_hand=True))
    model.start()
    model.switch_viewer(model.controller.to_move)
    model.apply(model.controller.legal_actions()[0])
    position = snapshot(model.state)
    assert not model.undo_offered and not model.can_undo
    assert not model.undo()
    assert snapshot(model.state) == position and model.controller.undos == 0

    model, _saved = model_for(OdinSetup(VS_BOTS, seed=3, single_hand=True), undo=False)
    model.start()
    run(model)
    model.apply(model.controller.legal_actions()[0])
    assert not model.undo_offered and not model.undo()
    model, _saved = model_for(OdinSetup(VS_BOTS, seed=3, single_hand=True))
    model.start()
    run(model)
    assert not model.can_undo  # nothing of the player's to take back yet
    assert not model.undo()


class FakeHost:
    """A bot process that answers only when the test says so."""

    def __init__(self) -> None:
        self.requests: list[tuple[int, int, object]] = []  # ticket, seat, observation
        self.outbox: list[Answer] = []
        self.alive = True

    def add_seat(self, *args: object) -> None: ...

    def request(self, seat: int, observation: object) -> int:
        self.requests.append((len(self.requests) + 1, seat, observation))
        return len(self.requests)

    def poll(self) -> list[Answer]:
        answers, self.outbox = self.outbox, []
        return answers

    def finish(self, totals: list[int]) -> None: ...

    def close(self) -> None: ...


def test_a_bot_asked_before_the_undo_never_plays_into_the_restored_position():
    from odin_desktop.app.settings import Settings

    host = FakeHost()
    setup = OdinSetup(VS_BOTS, seed=12, single_hand=True)
    controller = OdinController(setup, host_factory=lambda: host)
    settings = Settings(ai_speed="fast", warn_whole_hand=False, read_only=True)
    model = OdinTableModel(controller, settings)
    model.start()
    while not model.human_turn:  # answer the bots in turn until the player is to move
        model.update(0.05, animating=False, on_top=True)
        ticket, seat, obs = host.requests[-1]
        host.outbox.append(Answer(ticket, obs.legal[0]))
        model.update(0.5, animating=False, on_top=True)
    move = next(a for a in controller.legal_actions() if a != PASS)
    model.apply(move)
    model.update(0.05, animating=False, on_top=True)
    stale_ticket, seat, stale_obs = host.requests[-1]  # a bot thinks about the new position
    assert seat != 0 and controller.to_move == seat
    assert model.undo()
    position = snapshot(model.state)
    model.apply(move)  # the same move again: the position the bot was asked about
    asked = len(host.requests)
    host.outbox.append(Answer(stale_ticket, stale_obs.legal[-1]))  # its late answer
    for _ in range(20):
        model.update(0.5, animating=False, on_top=True)
    assert len(model.state.history) == len(position["history"]) + 1  # nothing played for it
    assert len(host.requests) == asked + 1 and host.requests[-1][1] == seat  # asked afresh


def test_answers_and_hints_asked_before_the_undo_are_dropped_when_they_arrive():
    from odin_desktop.app.settings import Settings

    host = FakeHost()
    setup = OdinSetup(VS_BOTS, seed=12, single_hand=True)
    controller = OdinController(setup, host_factory=lambda: host)
    settings = Settings(ai_speed="slow", warn_whole_hand=False, read_only=True)
    model = OdinTableModel(controller, settings)
    model.start()

    def answer_bots_until_the_player_moves() -> None:
        while not model.human_turn:
            model.update(0.05, animating=False, on_top=True)
            ticket, _seat, obs = host.requests[-1]
            host.outbox.append(Answer(ticket, obs.legal[0]))
            model.update(2.0, animating=False, on_top=True)

    answer_bots_until_the_player_moves()
    model.apply(next(a for a in controller.legal_actions() if a != PASS))
    answer_bots_until_the_player_moves()
    model.hint()  # the player asks for a hint about this position...
    hint_ticket, _seat, hint_obs = host.requests[-1]
    assert model.undo()  # ...then takes the move back
    position, selected = snapshot(model.state), set(model.move.selected)
    host.outbox.append(Answer(hint_ticket, hint_obs.legal[0]))
    for _ in range(5):
        model.update(0.05, animating=False, on_top=True)
    assert controller.hint is None and model.move.selected == selected  # the late hint is not used
    assert snapshot(model.state) == position and not controller.faults

    # A bot thinking when the move is taken back: its late answer is no fault and no move.
    model.apply(next(a for a in controller.legal_actions() if a != PASS))
    model.update(0.05, animating=False, on_top=True)
    ticket, seat, obs = host.requests[-1]
    assert controller.to_move == seat
    assert model.undo()
    position = snapshot(model.state)
    host.outbox.append(Answer(ticket, obs.legal[0]))
    for _ in range(5):
        model.update(2.0, animating=False, on_top=True)
    assert snapshot(model.state) == position and not controller.faults
    assert not controller.answers


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_ctrl_z_at_the_table_restores_the_view_and_the_saga(device: str):
    """Ctrl+Z, or a pad's left shoulder (its prompt shown while there is a move to take back)."""
    app = make_app()
    table = start_table(app, OdinSetup(VS_BOTS, seed=8, single_hand=True))
    model, view = table.model, table.view
    rng = random.Random(4)
    for _ in range(40):
        for _ in range(2000):
            if model.human_turn and not view.animating:
                break
            step(app)
        settle(app, table)
        seen = {card: sprite.target for card, sprite in view.sprites.items()}
        pile, log = list(view.discard_order), list(model.log)
        history = len(table.controller.hand.history)
        play_by_mouse(app, table, rng.choice(table.controller.legal_actions()))
        for _ in range(2000):
            if model.human_turn or table.controller.hand.over:
                break
            step(app)
        if table.controller.hand.over:
            pytest.fail("the hand ended: choose another seed")
        if len(table.controller.hand.history) > history + 1 and len(pile) >= 2:
            break  # bots moved after the player's move, and rounds have gone to the pile
    else:
        pytest.fail("no such move: choose another seed")
    assert table.buttons["undo"].rect.width and table.buttons["undo"].enabled
    if device == "pad":
        assert (Intent.PREV, "Undo") in table.pad_prompts()
        pad = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
        app.handle_event(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pad))
    else:
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    step(app)
    settle(app, table)
    assert len(table.controller.hand.history) == history
    assert {card: sprite.target for card, sprite in view.sprites.items()} == seen
    assert view.discard_order == pile and model.log == log


def test_the_undo_button_is_not_offered_in_hot_seat():
    app = make_app()
    seats = (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy", "easy"))
    table = start_table(app, OdinSetup(seats, seed=5, single_hand=True))
    assert not table.model.undo_offered
    assert table.buttons["undo"].rect.width == 0  # Menu keeps its whole place
    assert table.pad_key(Intent.PREV) is None  # nor a pad's left shoulder
    key(app, pygame.K_a)  # nothing to see here, but the table runs
    assert table.buttons["menu"].rect.width > 0


def test_a_game_with_undo_counts_but_apart_never_best_and_without_lengthening_a_streak():
    stats = Stats("odin")

    def game(totals: list[int], seed: int, undos: int) -> object:
        controller = OdinController(OdinSetup(VS_BOTS, seed=seed), host_factory=None)
        controller.game.totals, controller.game.over = list(totals), True
        controller.undos = undos
        return controller.result()

    assert stats.add(game([5, 12, 16], 1, 0))  # a clean win: streak 1, best 5
    assert stats.add(game([0, 20, 18], 2, 3))  # a helped win, with fewer points
    tally = stats.modes[VS_AI]
    assert (tally.played, tally.won) == (2, 2)  # it was played and won
    assert (stats.undo.played, stats.undo.won, stats.undo.points) == (1, 1, 0)
    assert stats.best is not None and stats.best["points"] == 5  # not the helped one
    assert stats.streak == 1
    assert stats.add(game([17, 3, 9], 3, 1))  # a helped loss ends the streak
    assert stats.streak == 0 and (stats.undo.played, stats.undo.won) == (2, 1)
    again = Stats.from_dict(stats.to_dict(), "odin")
    assert again.undo == stats.undo


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_undo_and_menu_each_show_their_words_at_the_buttons_own_size(code, size):
    """Issue 32: German "Rückgängig" was shrunk into half of Menu's place. Undo and Menu
    share that place by the width of their words: each label is drawn at the buttons' size."""
    from odin_desktop.ui import fonts

    app = make_app(size)
    i18n.set_language(code)
    try:
        table = start_table(app, OdinSetup(VS_BOTS, seed=3, single_hand=True))
        assert table.model.undo_offered
        step(app, 2)
        undo, menu = table.buttons["undo"], table.buttons["menu"]
        assert undo.rect.width and not undo.rect.colliderect(menu.rect)
        scale = table.view.layout.scale
        with fonts.recording_sizes() as drawn:
            surface = pygame.Surface(app.canvas.get_size())
            undo.draw(surface, scale)
            menu.draw(surface, scale)
        for button in (undo, menu):
            words = i18n._(button.label)
            sizes = [size for said, size in drawn if said == words]
            assert sizes == [button.label_size(scale)], (words, sizes)  # never drawn smaller
    finally:
        i18n.set_language("en")
