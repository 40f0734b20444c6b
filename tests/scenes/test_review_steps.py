"""The game review at a step and on its card: the banner says what a decision cost and that
the better move goes out, the candidates beside the step, the next and previous mistake, a
Ravens Odin card's targets named and ringed, the end of a turn captioned and chipped; the
card's balance, its chart always shown (a whole 4-seat game, every seat reviewed, at 1280x800
and 1920x1040), ending on each seat's result, with a marker of the step shown that is no
value; the deep review offered with its time."""

from __future__ import annotations

import json
import random
from typing import Any

import pygame
import pytest
from review_helpers import small_budgets  # noqa: F401 - a fixture
from review_screens import costly_step, open_reviewed, reviewed, write_record
from scene_helpers import click, key, make_app, start, step

from odin_desktop import games
from odin_desktop.analysis import grades, runner
from odin_desktop.engine.ravens import actions as A
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes import record_viewer
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.review_facts import Candidate, Reviewed
from odin_desktop.scenes.review_overlay import banner_text, grade_name
from odin_desktop.ui import labels, theme

pytestmark = pytest.mark.usefixtures("small_budgets")


@pytest.fixture(autouse=True)
def _one_worker(monkeypatch: pytest.MonkeyPatch, scene_data_dir: Any) -> None:
    monkeypatch.setattr(runner, "default_workers", lambda: 1)


# ---------------------------------------------------------------------- at a step


def test_the_banner_says_the_cost_and_that_the_better_move_goes_out() -> None:
    _app, viewer, _result, where = open_reviewed("odin")
    found = viewer.review.by_step[costly_step(viewer, where)]
    words = viewer.better_words(found)
    assert words.startswith("Better: play ") and "and go out" in words  # a missed go-out
    text = banner_text(found, words)
    cost = f"(-{max(1, round(found.loss * 100))}%)" if found.loss else ""
    assert text.startswith(f"{grade_name(found.grade).capitalize()} {cost}".strip())
    assert text.endswith(words)


def test_the_candidates_are_listed_beside_the_step_the_played_one_marked() -> None:
    app, viewer, _result, where = open_reviewed("odin")
    index = costly_step(viewer, where)
    found = viewer.review.by_step[index]
    assert len(found.candidates) >= 2
    assert sum(c.played for c in found.candidates) == 1
    viewer.card_open = False
    viewer.go_to(index)
    drawn: list[Any] = []
    real = record_viewer.draw_candidates

    def spy(surface: Any, box: Any, found: Any, shown: Any, scale: float) -> Any:
        rect = real(surface, box, found, shown, scale)
        drawn.append((found, rect, [shown(c, 20) for c in found.candidates]))
        return rect

    record_viewer.draw_candidates = spy
    try:
        step(app)
    finally:
        record_viewer.draw_candidates = real
    assert drawn and all(d[0] is found for d in drawn)  # the frame's (and the screen check's)
    shown, rect, pictures = drawn[-1]
    assert shown is found and rect.width > 0 and rect.height > 0
    # Each play in miniature cards (20 px tall at most), a pass in words.
    for candidate, picture in zip(found.candidates, pictures, strict=True):
        if candidate.decision.get("pass"):
            assert picture == "pass"
        else:
            assert isinstance(picture, pygame.Surface) and picture.get_height() == 20
    assert rect.colliderect(viewer.view.layout.log.to_rect())  # beside the Saga, in its column


def test_m_and_shift_m_go_to_the_next_and_previous_mistake() -> None:
    app, viewer, _result, _where = open_reviewed("odin")
    errors = viewer.review.errors()
    assert errors
    viewer.card_open = False
    viewer.go_to(0)
    key(app, pygame.K_m)
    assert viewer.index == errors[0]
    viewer.go_to(len(viewer.steps) - 1)
    key(app, pygame.K_m, pygame.KMOD_SHIFT)
    assert viewer.index == errors[-1]
    viewer.go_to(0)
    step(app)
    back, on = viewer.mistake_buttons
    assert not back.enabled and on.enabled
    click(app, on.rect.center)
    assert viewer.index == errors[0]


def test_the_next_mistake_is_on_the_side_onward_reads_to(table_game: GameEntry) -> None:
    game = table_game.id
    """Left to right the next mistake's button is the right one; right to left, the left
    one, as the steps' own Next and Back."""
    from odin_desktop import i18n

    app, viewer, _result, _where = open_reviewed(game)
    try:
        for lang, next_on_right in (("en", True), ("ar", False)):
            i18n.set_language(lang)
            viewer.resize((1280, 800))  # laid out again, as a change of language does
            viewer.card_open = False
            step(app)
            back, on = viewer.mistake_buttons
            assert back.rect.y == on.rect.y and not back.rect.colliderect(on.rect)
            assert (on.rect.x > back.rect.x) is next_on_right, lang
    finally:
        i18n.set_language("en")


def _swap_at(viewer: Any) -> tuple[int, int]:
    """A step of the record where an Odin card I's swap was legal: (step, action)."""
    for index in range(1, len(viewer.steps)):
        for action in viewer.steps[index - 1].state.legal_actions():
            if A.action_type(action) == A.SWAP:
                return index, action
    raise AssertionError("no swap was legal in the record")


def test_a_ravens_better_swap_names_its_cards_and_rings_them() -> None:
    _app, viewer, _result, _where = open_reviewed("ravens")
    index, action = _swap_at(viewer)
    value = A.param(action)
    best = A.action_to_json(action)
    found = Reviewed(index, 0, grades.MISTAKE, 0.06, 0.4, {"end": "stop"}, best)
    viewer.review.by_step[index] = found
    first, second = (value & 255) + 1, (value >> 8) + 1
    assert f"cards {first} and {second}" in viewer.better_words(found)
    viewer.card_open = False
    viewer.go_to(index)
    _spaces, cards = viewer.targets()
    assert cards == {value & 255: theme.GOLD_RGB, value >> 8: theme.GOLD_RGB}


def test_a_graded_end_of_turn_that_lengthens_is_captioned_and_chipped() -> None:
    _app, viewer, _result, _where = open_reviewed("ravens")
    found = next(
        (i for i, s in enumerate(viewer.steps) if s.outcome and s.outcome.action == A.END_LENGTHEN),
        None,
    )
    assert found is not None, "no turn of the record lengthens"
    shown = viewer.steps[found]
    assert shown.fresh == 0 and shown.caption.endswith("ends the turn")
    viewer.review.by_step[found] = Reviewed(found, 0, grades.GOOD, 0.02, 0.5, {}, {})
    viewer.go_to(found + 1)  # the card laid: its line in the Saga carries the end's chip
    after = viewer.steps[found + 1]
    assert len(after.log) - after.fresh in viewer.saga_marks(16)


# ---------------------------------------------------------------------- the card


def whole_game_review(players: int = 4, seed: int = 3) -> tuple[dict[str, Any], dict[str, Any]]:
    """A whole ODIN game of Easy bots to 15 and a review document of every seat made up for
    it (each decision graded at random, mistakes among them): what a card must lay out."""
    entry = games.game("odin")
    game = entry.new_game(players, seed, 15)
    bots = [entry.make_bot("easy", seed=s) for s in range(players)]
    while not game.over:
        if game.needs_round:
            game.start_round()
            continue
        seat = game.to_move
        game.apply(bots[seat].choose(game.observe(seat)), seat)
    names = ["You", "Astrid", "Sigurd", "Freya", "Bjorn", "Ingrid"][:players]
    doc = json.loads(json.dumps(entry.record_of(game, names)))
    rng = random.Random(seed)
    decisions = []
    for hand, moves in enumerate(doc["hands"]):
        for move, played in enumerate(moves["moves"]):
            grade = rng.choice(grades.GRADES)
            loss = {"best": 0.0, "forced": 0.0}.get(grade, rng.uniform(0.01, 0.2))
            value = rng.uniform(0.1, 0.9)
            decisions.append(
                {
                    "hand": hand,
                    "move": move,
                    "seat": played["seat"],
                    "played": played,
                    "best": {"seat": played["seat"], "pass": True},
                    "value_played": value,
                    "value_best": min(1.0, value + loss),
                    "loss": loss,
                    "loss_se": 0.01,
                    "grade": grade,
                    "choices": 3,
                    "candidates": [
                        {"decision": played, "value": value, "se": 0.01, "played": True}
                    ],
                }
            )
    seats = list(range(players))
    winners = set(game.winners)
    review = {
        "ok": True,
        "version": "1.1",
        "format": "odin-record",
        "seats": seats,
        "unit": "win",
        "decisions": decisions,
        "accuracy": {str(s): 80.0 for s in seats},
        "luck": {str(s): 0.1 for s in seats},
        "balance": {
            str(s): {
                "start": 1 / players,
                "luck": 0.1,
                "own": -1.3,
                "others": 0.5,
                "result": 1.0 if s in winners else 0.0,
                "se": 0.08,
            }
            for s in seats
        },
        "rounds": [],
        "complete": True,
    }
    return doc, review


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1040)])
def test_the_chart_is_always_shown_however_much_the_card_holds(size: tuple[int, int]) -> None:
    doc, review = whole_game_review()
    app = make_app(size)
    viewer = app.nav.viewer_for(write_record(doc))
    assert isinstance(viewer, RecordViewerScene)
    start(app, viewer)
    viewer.show_review(review)
    step(app)
    card = viewer.card
    assert len(card.moments()) == 12 and len({r.step for r in viewer.review.by_step.values()}) > 40
    plot = card.chart.plot
    assert plot.height >= 0.2 * card.rect.height and plot.width > 0.5 * card.rect.width
    assert card.rect.contains(plot)
    shown = [step for _rect, step in card.links]
    moments = [r.step for _seat, r in card.moments()]
    assert shown == moments[card.scroll : card.scroll + len(shown)]
    if len(shown) < len(moments):  # the rest is a scroll away, never dropped
        card.scroll_by(len(moments))
        step(app)
        assert [s for _r, s in card.links][-1] == moments[-1]


def test_each_line_ends_on_the_result_and_the_step_shown_is_no_value() -> None:
    doc, review = whole_game_review()
    app = make_app()
    viewer = app.nav.viewer_for(write_record(doc))
    start(app, viewer)
    viewer.show_review(review)
    viewer.go_to(0)
    step(app)
    chart = viewer.card.chart
    last = len(viewer.steps) - 1
    for line, seat in zip(chart.lines, viewer.card.seats, strict=True):
        assert line.final and line.points[-1] == (last, review["balance"][str(seat.seat)]["result"])
    x, _y = chart.to_screen(0, 0)
    plot = chart.plot
    top = tuple(app.canvas.get_at((x, plot.top + plot.height // 3)))[:3]
    assert top != theme.GOLD_RGB  # a faint band, not a line read as a jump from 0 to 1
    pointer = tuple(app.canvas.get_at((x, plot.bottom + 4)))[:3]
    assert pointer == theme.GOLD_RGB


def test_the_card_shows_each_seats_balance_in_points() -> None:
    doc, review = whole_game_review(players=2)
    app = make_app()
    viewer = app.nav.viewer_for(write_record(doc))
    start(app, viewer)
    viewer.show_review(review)
    step(app)
    sheet = review["balance"]["0"]
    figures = viewer.card._figures(0)
    assert figures[1:] == [
        f"{round(sheet['start'] * 100)}%",
        "+10",
        "-130",  # a sum of losses: points of the chance, never "cost 130% of a chance"
        "+50",
        f"{round(sheet['result'] * 100)}%",
    ]


def test_the_card_offers_the_deep_review_with_its_time() -> None:
    doc, result, _where = reviewed("odin")
    app = make_app()
    viewer = app.nav.viewer_for(write_record(doc))
    start(app, viewer)
    asked: list[bool] = []
    viewer.show_review(result, lambda: asked.append(True), deep_minutes=4.4)
    step(app)
    button = viewer.card.deep_button
    assert button is not None and "about 4 min" in button.label
    click(app, button.rect.center)
    assert asked == [True]


def test_the_deep_review_is_started_from_the_card_for_the_same_seats(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(doc)
    app = make_app()
    started: list[Any] = []
    real = app.nav.review_record

    def spy(where: Any, settings: Any = None) -> None:
        started.append(settings)
        real(where, settings)

    monkeypatch.setattr(app.nav, "review_record", spy)
    app.nav.review_record(path)
    for _ in range(2000):
        if isinstance(app.scenes.top, RecordViewerScene):
            break
        step(app)
    viewer = app.scenes.top
    assert isinstance(viewer, RecordViewerScene) and viewer.card.deep_button is not None
    assert viewer.card.deep_minutes > 0
    viewer.card.deep_button.on_click()
    deep = started[-1]
    assert deep.deep and deep.seats == tuple(viewer.review.seats)


def test_candidates_without_words_are_not_drawn() -> None:
    found = Reviewed(
        1, 0, grades.BEST, 0.0, 0.5, {}, {}, candidates=(Candidate({}, 0.5, 0.0, True),)
    )
    surface = pygame.Surface((400, 300))
    rect = record_viewer.draw_candidates(surface, pygame.Rect(0, 0, 400, 300), found, str, 1.0)
    assert rect.width == 0  # one candidate: nothing to compare


def test_a_candidate_too_long_for_its_line_takes_two_and_stays_readable() -> None:
    """A narrow panel (Odin's Ravens' in German at 1280 x 800) shrank "legt auf den
    Zusatzstapel" to unreadable: such a candidate takes two lines, its words at their size
    (or nearly), the panel as much taller."""
    from odin_desktop.ui import text as cached_text

    long, short = "legt auf den Zusatzstapel", "fliegt"
    candidates = (
        Candidate({"w": short}, 0.7, 0.03, False),
        Candidate({"w": long}, 0.69, 0.03, False),
        Candidate({"w": short}, 0.67, 0.03, False),
        Candidate({"w": long}, 0.61, 0.05, True),
    )
    found = Reviewed(1, 0, grades.MISTAKE, 0.08, 0.6, {}, {}, candidates=candidates)
    surface, box = pygame.Surface((400, 400)), pygame.Rect(0, 0, 220, 400)
    with cached_text.recording_cuts() as cuts:
        panel = record_viewer.draw_candidates(
            surface, box, found, lambda c, h: c.decision["w"], 1.0
        )
    assert not cuts, cuts
    one_line_each = record_viewer.draw_candidates(surface, box, found, lambda c, h: short, 1.0)
    line = labels.line_height(theme.scaled(14, 1.0)) + theme.scaled(6, 1.0)
    assert panel.height == one_line_each.height + 2 * line  # the two long ones: a line more


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_mistake_buttons_and_play_on_fit_beside_the_viewers_own(
    table_game: GameEntry, lang: str, size: tuple[int, int]
) -> None:
    """On a reviewed step both mistake buttons, Play on, Review and the viewer's own buttons
    are on screen and none covers another, left to right and right to left."""
    from odin_desktop import i18n

    app, viewer, _result, _where = open_reviewed(table_game.id)
    try:
        i18n.set_language(lang)
        viewer.resize(size)
        viewer.card_open = False
        viewer.go_to(viewer.review.errors()[0])
        surface = pygame.Surface(size)
        viewer.draw(surface)
        shown = [*viewer.mistake_buttons, viewer.play_on_button, viewer.review_button]
        shown += [b for b in viewer.buttons.values() if b.rect.width]
        screen = surface.get_rect()
        for number, button in enumerate(shown):
            assert screen.contains(button.rect), button.label
            for other in shown[number + 1 :]:
                assert not button.rect.colliderect(other.rect), (button.label, other.label)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_ravens_candidates_leave_the_deck_and_the_step_in_view(lang: str, size) -> None:
    """In Arabic the candidates lie under the landscape deck, beside the step's line: they
    covered the deck's caption and the line's start at 1024 x 640."""
    from odin_desktop import i18n
    from odin_desktop.scenes.ravens import extents

    app, viewer, _result, where = open_reviewed("ravens")
    try:
        i18n.set_language(lang)
        viewer.resize(size)
        viewer.card_open = False
        viewer.go_to(costly_step(viewer, where))
        drawn: list[pygame.Rect] = []
        real = record_viewer.draw_candidates
        record_viewer.draw_candidates = lambda *a: drawn.append(real(*a)) or drawn[-1]
        try:
            viewer.draw(pygame.Surface(size))
        finally:
            record_viewer.draw_candidates = real
        assert drawn and drawn[0].width > 0
        lay = viewer.view.layout
        assert not drawn[0].colliderect(extents.column(lay))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "it", "de", "ar"])
def test_ravens_captions_with_their_pips_keep_apart(lang: str, size, monkeypatch) -> None:
    """A place's caption with its pips (the seat whose turn it is) runs into no other caption:
    in German the top seat's "Zusatzstapel ●●●" ran into "Ablagestapel" beside it."""
    from odin_desktop import i18n
    from odin_desktop.scenes.ravens import captions

    app, viewer, _result, where = open_reviewed("ravens")
    try:
        i18n.set_language(lang)
        viewer.resize(size)
        viewer.card_open = False
        viewer.go_to(costly_step(viewer, where))
        drawn: list[tuple[str, bool, pygame.Rect]] = []
        real = captions.caption_rect

        def kept(label, pips, point, anchor, lay):  # noqa: ANN001, ANN202
            rect = real(label, pips, point, anchor, lay)
            drawn.append((label, pips is not None, rect))
            return rect

        monkeypatch.setattr(captions, "caption_rect", kept)
        viewer.draw(pygame.Surface(size))
        shown = {(label, tuple(rect)): rect for label, _pips, rect in drawn}
        assert any(pips for _label, pips, _rect in drawn)  # some pips were drawn
        rects = list(shown.items())
        for i, ((label, _), rect) in enumerate(rects):
            for (other, _), other_rect in rects[i + 1 :]:
                assert not rect.colliderect(other_rect), (label, other)
    finally:
        i18n.set_language("en")
