"""The hand summary counts the points up card by card, then moves them into the totals, and
says the target and who leads; until then the table's seats keep the totals as they were."""

from __future__ import annotations

import random

import pygame
import pytest
from odin_model_driver import model_for, run
from table_driver import key, make_app, step

from odin_desktop.i18n.terms import points_short
from odin_desktop.scenes.odin import round_summary
from odin_desktop.scenes.odin.model import RoundOver
from odin_desktop.scenes.odin.round_summary import CountUp, HandSummaryScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

SEATS = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))


def test_the_count_goes_up_then_into_the_totals():
    count = CountUp(points=(0, 3, 7), before=(4, 10, 2))
    times = [i * 0.05 for i in range(int(count.done_at / 0.05) + 3)]
    shown = [count.at(t) for t in times]
    assert shown[0] == ([0, 0, 0], [4, 10, 2])  # nothing counted yet
    assert count.at(count.counted_at) == ([0, 3, 7], [4, 10, 2])  # every card counted...
    assert shown[-1] == ([0, 3, 7], [4, 13, 9])  # ...then moved into the totals
    for earlier, later in zip(shown, shown[1:], strict=False):  # only ever counting up
        for a, b in zip(earlier[0] + earlier[1], later[0] + later[1], strict=True):
            assert a <= b
    for counted, total in shown:  # the totals never run ahead of the points counted
        assert all(t - b <= c for c, t, b in zip(counted, total, count.before, strict=True))
    assert len({tuple(s[0]) for s in shown}) > 3  # the points really climb, card by card
    assert len({tuple(s[1]) for s in shown}) > 3  # and so do the totals after them


def _hand_over(seed: int = 6) -> tuple:  # noqa: ANN202 - (model, before)
    model, _saved = model_for(OdinSetup(SEATS, seed=seed, target=50))
    model.start()
    rng = random.Random(seed)
    before = list(model.controller.game.totals)
    for _ in range(200):
        events = run(model)
        if any(isinstance(e, RoundOver) for e in events):
            return model, before
        model.apply(rng.choice(model.controller.legal_actions()))
    raise AssertionError("the hand never ended")


def test_the_seats_keep_the_old_totals_until_the_summary_has_counted_them():
    model, before = _hand_over()
    game = model.controller.game
    assert game.totals != before  # the engine has scored the hand...
    assert [seat.total for seat in model.seats()] == before  # ...the seats wait
    assert model.next_round()  # the summary's "Next hand"
    assert [seat.total for seat in model.seats()] == game.totals


@pytest.fixture
def words(monkeypatch) -> list[str]:
    """Every string the summary draws."""
    seen: list[str] = []
    real_text, real_fitted = round_summary.text, round_summary.fitted

    def text(value: str, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        seen.append(value)
        return real_text(value, *args, **kwargs)

    def fitted(value: str, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        seen.append(value)
        return real_fitted(value, *args, **kwargs)

    monkeypatch.setattr(round_summary, "text", text)
    monkeypatch.setattr(round_summary, "fitted", fitted)
    return seen


def test_the_summary_counts_on_screen_and_then_names_the_target_and_the_leader(words):
    app = make_app()
    controller = OdinController(OdinSetup(SEATS, seed=6, target=50), host_factory=None)
    rng = random.Random(6)
    controller.start_round()
    while not controller.hand.over:
        controller.play(rng.choice(controller.legal_actions()))
    game = controller.game
    before = [t - p for t, p in zip(game.totals, game.scores[-1], strict=True)]
    left = []
    summary = HandSummaryScene(app, controller, lambda: left.append(True))
    app.scenes.push(summary)
    app.scenes.apply_pending()
    words.clear()
    step(app)
    assert "Target: 50 points" in words
    assert summary.shown()[1] == before  # the totals start where they were
    assert points_short(before[0]) in words and "leads" not in words
    key(app, pygame.K_RETURN)  # the first press finishes the count...
    assert not left and summary.shown() == (game.scores[-1], game.totals)
    words.clear()
    step(app)
    best = min(game.totals)
    assert "leads" in words
    leaders = [controller.names[s] for s, t in enumerate(game.totals) if t == best]
    verb = "leads the game" if len(leaders) == 1 else "share the lead"
    expected = (
        f"You lead the game with {points_short(best)}"
        if leaders == ["You"]
        else f"{' and '.join(leaders)} {verb} with {points_short(best)}"
    )
    assert expected in words
    key(app, pygame.K_RETURN)  # ...the next goes on
    assert left == [True]


def test_a_game_that_ends_with_the_hand_tags_its_winner_not_a_leader(words):
    app = make_app()
    controller = OdinController(OdinSetup(SEATS, seed=6, single_hand=True), host_factory=None)
    rng = random.Random(6)
    controller.start_round()
    while not controller.hand.over:
        controller.play(rng.choice(controller.legal_actions()))
    assert controller.game.over
    summary = HandSummaryScene(app, controller, lambda: None)
    app.scenes.push(summary)
    app.scenes.apply_pending()
    key(app, pygame.K_RETURN)  # the count finished
    words.clear()
    step(app)
    assert "winner" in words and "leads" not in words  # the game is over: nobody leads it
