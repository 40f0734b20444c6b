"""What the end of a race and the end of a game say: whose Magic Way row is whose, and who
wins a game that ends in a tie (the winner of the last race, as the rules decide); and how
the race summary is left (Enter goes on, Esc pauses)."""

from __future__ import annotations

import pygame
import pytest
from ravens_table_driver import (
    YOU_VS_BOT,
    controller_at,
    key,
    make_app,
    open_table,
    position,
    step,
)

from odin_desktop import i18n
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.session.setup import SeatSetup


def finished_race(seats: tuple[SeatSetup, SeatSetup] = YOU_VS_BOT):  # noqa: ANN201
    """You one space from the end (a plains space), a mountain on your Magic Way first."""
    race = position(positions=(7, 2), hands=("F M L P S", "F M L P S"), magic="O+M")
    controller = controller_at(race, seats)
    controller.play(A.magic(KIND_OF["M"]))
    controller.play(A.fly([KIND_OF["P"]]))
    assert controller.race.over and controller.race.magic_sizes == [1, 0]
    return controller


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_race_summary_says_whose_magic_way_row_is_whose(language):
    app = make_app()
    i18n.set_language(language)
    controller = finished_race()
    summary = RaceSummaryScene(app, controller, lambda: None)
    app.scenes.push(summary)
    app.scenes.apply_pending()
    while summary.clock < summary.counted_at:
        step(app)
    line = summary.magic_line()
    you, astrid = controller.names
    assert line.index(f"1 ({you})") < line.index(f"0 ({astrid})")
    if language == "en":
        assert line == "Cards on the Magic Way: 1 (You) against 0 (Astrid)"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_race_summary_rows_leave_room_for_long_names(language):
    """Long hot-seat names and the tie's words: each row's words end before its points."""
    app = make_app()
    i18n.set_language(language)
    controller = finished_race((SeatSetup("Ragnhild Stormborn"), SeatSetup("Thorvald Ironhand")))
    summary = RaceSummaryScene(app, controller, lambda: None)
    summary.magic = (1, 1)  # the Magic Way's row says it is a tie
    app.scenes.push(summary)
    app.scenes.apply_pending()
    while summary.clock < summary.counted_at:
        step(app)
    assert len(summary.rows) == 2
    for words, points in summary.rows:
        assert not words.colliderect(points.inflate(8, 0))
        assert summary.panel.contains(words) and summary.panel.contains(points)


def test_a_tied_game_says_the_winner_of_the_last_race_wins_it():
    app = make_app()
    controller = finished_race()
    game = controller.game
    game.totals, game.winner = [12, 12], 0  # both on 12: the last race's winner wins
    assert RavensGameOverScene(app, controller).subline() == (
        "12 points each: the winner of the last race wins the tie"
    )
    game.totals = [13, 12]
    assert RavensGameOverScene(app, controller).subline() == (
        "with 13 points, the most at the table"
    )


@pytest.mark.parametrize(
    ("language", "totals", "target", "plate"),
    [
        ("en", ("26 points", "5 points"), "Target: 12 points", "26 pts"),
        ("de", ("26 Punkte", "5 Punkte"), "Ziel: 12 Punkte", "26 Pkt."),
        ("it", ("26 punti", "5 punti"), "Si gioca a 12 punti", "26 pt"),
        ("ar", ("26 نقطة", "5 نقاط"), "الهدف: 12 نقطة", "26 نقطة"),
    ],
)
def test_a_score_past_the_target_reads_as_points_not_as_points_of_the_target(
    language, totals, target, plate, monkeypatch
):
    """Issue 32: the race that ended the game showed "23 of 12" (and the plates "23/12"). The
    summary writes the target once, on its rule, and each total in points; a plate past the
    target shows its points alone, and one short of it "5/12"."""
    from odin_desktop.scenes.ravens import round_summary, seat_places

    written: list[str] = []
    for module in (round_summary, seat_places):
        real = module.text
        monkeypatch.setattr(
            module,
            "text",
            lambda words, *a, real=real, **k: written.append(words) or real(words, *a, **k),
        )
    app = make_app()
    i18n.set_language(language)
    race = position(positions=(7, 2), hands=("F M L P S", "F M L P S"), magic="O+M")
    controller = controller_at(race)
    controller.game.totals = [17, 5]
    table = open_table(app, controller)
    controller.play(A.magic(KIND_OF["M"]))
    controller.play(A.fly([KIND_OF["P"]]))
    assert controller.game.over and controller.game.totals == [26, 5]
    step(app, 20)  # the table's plates take the new totals
    summary = RaceSummaryScene(app, controller, lambda: None)
    app.scenes.push(summary)
    app.scenes.apply_pending()
    while summary.clock < summary.counted_at:
        step(app)
    written.clear()
    table.damage.invalidate()
    step(app, 2)
    assert set(totals) | {target, plate} <= set(written), written
    assert not [w for w in written if "26" in w and "12" in w]  # no "26 of 12", no "26/12"
    assert "5/12" in written  # a total short of the target says how far it has to go


@pytest.mark.parametrize(
    ("language", "yours", "theirs"),
    [
        ("en", "Your discard pile", "Discard pile of Astrid"),
        ("it", "Il tuo mazzo degli scarti", "Mazzo degli scarti di Astrid"),
        ("de", "Dein Ablagestapel", "Ablagestapel von Astrid"),
        ("ar", "بطاقاتك المستبعدة", "البطاقات المستبعدة لـ Astrid"),
    ],
)
def test_a_discard_pile_looked_at_is_named_as_its_owner_is(language, yours, theirs):
    """"Discard pile of You" ("Mazzo degli scarti di Tu"): the player's own pile is theirs."""
    app = make_app()
    i18n.set_language(language)
    table = open_table(app, controller_at(position()))
    table.panels.look_at_discards(0)
    assert table.panels.look.title == yours
    table.panels.look_at_discards(1)
    assert table.panels.look.title == theirs


def test_esc_on_the_race_summary_pauses_and_resume_comes_back_to_it():
    """Esc pauses, as at the table (the summary ignored it); Resume is the summary again,
    and Enter goes on from there."""
    app = make_app()
    went_on: list[bool] = []
    summary = RaceSummaryScene(app, finished_race(), lambda: went_on.append(True))
    app.scenes.push(summary)
    app.scenes.apply_pending()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene) and app.scenes.top.game == "ravens"
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.scenes.top is summary and not went_on
    key(app, pygame.K_RETURN)
    assert went_on == [True]
