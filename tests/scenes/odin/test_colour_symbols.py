"""Colour symbols off: from the very next frame, every card face drawn anywhere (the table's
hand, middle and fans, the hand summary, the replay viewer) is the face without its runes;
switched on again, the runes are back. In German too (where a player first saw them stay)."""

from __future__ import annotations

import random

import pygame
import pytest
from table_driver import make_app, settle, start_table, step

from odin_desktop import i18n
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.viewer import OdinReplayViewer
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

SEATS = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))


def expected(code: str, width: int, angle: float, symbols: bool) -> bytes:
    """The face as it must look, rendered straight from its SVG source (not the cache)."""
    size = art.card_size(width)
    image = pygame.image.load_sized_svg(art.svg_source(code, symbols), size)
    if image.get_size() != size:
        image = pygame.transform.smoothscale(image, size)
    image = image.convert_alpha()
    if angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    return pygame.image.tobytes(image, "RGBA")


@pytest.fixture
def faces(monkeypatch) -> list[tuple[str, int, float, pygame.Surface]]:
    """Every face handed out for drawing: (code, width, angle, image)."""
    log: list[tuple[str, int, float, pygame.Surface]] = []
    real_face, real_rotated = art.face, art.rotated

    def face(code: str, width: int) -> pygame.Surface:
        image = real_face(code, width)
        log.append((code, art.card_size(width)[0], 0.0, image))
        return image

    def rotated(code: str, width: int, angle: float) -> pygame.Surface:
        image = real_rotated(code, width, angle)
        if code != art.BACK:
            log.append((code, width, angle, image))
        return image

    monkeypatch.setattr(art, "face", face)
    monkeypatch.setattr(art, "rotated", rotated)
    yield log
    art.set_colour_symbols(True)


def _switch(app, on: bool, faces: list) -> None:  # noqa: ANN001
    """The setting as the settings screen changes it; then one frame."""
    app.settings.colour_symbols = on
    app.apply_settings()
    faces.clear()
    step(app)


def _all_as(faces: list, symbols: bool) -> None:
    assert faces, "no card face was drawn"
    for code, width, angle, image in faces[:40]:
        shown = pygame.image.tobytes(image, "RGBA")
        assert shown == expected(code, width, angle, symbols), code
        assert shown != expected(code, width, angle, not symbols)  # the two really differ


def _played_hand() -> OdinController:
    controller = OdinController(OdinSetup(SEATS, seed=2, target=60), host_factory=None)
    rng = random.Random(2)
    controller.start_round()
    while not controller.hand.over:
        controller.play(rng.choice(controller.legal_actions()))
    return controller


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_table_drops_the_runes_at_once_and_brings_them_back(language, faces):
    app = make_app()
    i18n.set_language(language)  # after the app, which starts in the settings' language
    table = start_table(app, OdinSetup(SEATS, seed=3, single_hand=True))
    settle(app, table)
    step(app, 2)
    _switch(app, False, faces)
    _all_as(faces, symbols=False)
    _switch(app, True, faces)
    _all_as(faces, symbols=True)


def test_the_summary_and_the_viewer_follow_too(faces):
    app = make_app()
    controller = _played_hand()
    summary = HandSummaryScene(app, controller, lambda: None)
    app.scenes.push(summary)
    app.scenes.apply_pending()
    summary.clock = summary.count.done_at  # every card turned over
    step(app)
    _switch(app, False, faces)
    _all_as(faces, symbols=False)
    app.scenes.reset(OdinReplayViewer(app, controller.record()))
    app.scenes.apply_pending()
    step(app)
    _switch(app, True, faces)
    _all_as(faces, symbols=True)
    _switch(app, False, faces)
    _all_as(faces, symbols=False)


def test_a_face_rendered_late_with_runes_is_never_served_after_the_switch():
    make_app()  # a display, as in the game
    art.set_colour_symbols(True)
    art.set_colour_symbols(False)
    art._render("R1", 60, True)  # a warm-up thread finishing a render begun before
    try:
        shown = pygame.image.tobytes(art.face("R1", 60), "RGBA")
        assert shown == expected("R1", 60, 0.0, symbols=False)
    finally:
        art.set_colour_symbols(True)
