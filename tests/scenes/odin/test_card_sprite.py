"""A card's sprite draws from caches: a card turned in the fan, lit (the pad's or the keys'
card) or ringed, is turned once, not at every frame the turn's glow redraws the hand."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop.scenes.odin.sprites import OdinCardSprite


@pytest.mark.parametrize("look", ["bright", "highlight"])
def test_a_turned_lit_card_is_turned_once_however_often_it_is_drawn(
    monkeypatch: pytest.MonkeyPatch, look: str
) -> None:
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("B7", 200, 150, angle=-7.0, width=86)
    if look == "bright":
        sprite.bright = True
    else:
        sprite.highlight = (230, 190, 90)
    sprite.draw(canvas)  # the card's own turned image, and its light, made once
    turned: list[str] = []
    for name in ("rotate", "rotozoom"):
        real = getattr(pygame.transform, name)
        counted = lambda *args, _real=real, _name=name: turned.append(_name) or _real(*args)  # noqa: E731
        monkeypatch.setattr(pygame.transform, name, counted)
    for _ in range(5):
        sprite.draw(canvas)
    assert turned == []


def test_a_card_gliding_home_is_drawn_from_images_turned_ahead_of_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The images a card is drawn with on its way (every 3 degrees) and at rest are turned on
    the art's thread as it sets off: turned in the frames that draw them, a hand re-fanned
    cost its first and its landing frame ~2 ms a card at 4K."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("G5", 100, 150, angle=-4.0, width=86)
    sprite.move_to((220, 140, 8.6, 86), 0.3)
    assert art.prepared()
    turned: list[float] = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(
        pygame.transform, "rotozoom", lambda s, a, z: turned.append(a) or real(s, a, z)
    )
    angles = set()
    while sprite.moving:
        sprite.draw(canvas)
        angles.add(round(sprite.angle / 3) * 3)
        sprite.update(0.02)
    sprite.draw(canvas)  # landed: at rest, turned to the whole degree
    assert turned == []
    assert len(angles) >= 3 and (sprite.angle, sprite.width) == (8.6, 86)


def test_the_middles_cards_are_rendered_ahead_at_the_width_of_the_fans_they_may_join(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The next player may take a card of the middle into their fan, face up: rasterised in
    that frame it cost ~15 ms at 4K."""
    from odin_desktop.scenes.odin import art
    from odin_desktop.scenes.odin.view import OdinTableView
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.setup import OdinSetup

    controller = OdinController(OdinSetup.all_bots(4, "easy", seed=3), host_factory=None)
    controller.start_round()
    state = controller.hand
    while not state.table:
        controller.play(controller.legal_actions()[-1])
        state = controller.hand
    art.clear_cache()
    view = OdinTableView(4, (1280, 800))
    view.sync(state, "number", animate=False)
    assert art.prepared()
    loaded: list[object] = []
    real = pygame.image.load_sized_svg
    monkeypatch.setattr(pygame.image, "load_sized_svg", lambda *a: loaded.append(a) or real(*a))
    width = view.fan_places(2, 1, 1)[0]
    for card in range(64):
        if state.table >> card & 1:
            OdinCardSprite(view.sprites[card].code, 100, 100, width=width).draw(
                pygame.Surface((300, 300))
            )
    assert loaded == []


def test_turned_images_are_kept_within_their_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 4K every angle a card passed in flight was kept (20-50 MB at rest): now the least
    recently drawn go once the turned images hold more than their budget."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    one = art.rotated("R1", 80, 10)
    each = one.get_pitch() * one.get_height()
    monkeypatch.setattr(art._turned, "budget", 3 * each + each // 2)
    art.rotated("R2", 80, 10)
    art.rotated("R3", 80, 10)
    assert art.rotated("R1", 80, 10) is one  # drawn again: now the most recent
    art.rotated("R4", 80, 10)  # a fourth: R2, the least recently drawn, goes
    assert art._turned.bytes <= art._turned.budget
    assert art._turned.holds("R1", 80, 10, art.colour_symbols_shown())
    assert not art._turned.holds("R2", 80, 10, art.colour_symbols_shown())


def test_a_card_scaled_in_flight_is_scaled_once_for_every_pass_of_a_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A frame drawn in parts draws a card crossing two parts twice: scaling it each time
    cost ~1 ms a pass at 4K."""
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("O3", 100, 150, angle=0.0, width=60)
    sprite.move_to((300, 150, 0.0, 120), 0.4)
    sprite.update(0.1)  # on its way, between the two sizes
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.scale

    def scale(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_width() == 120:  # the card's (its shadow in flight is scaled once too)
            scaled.append(size)
        return real(image, size)

    monkeypatch.setattr(pygame.transform, "scale", scale)
    for clip in ((0, 0, 200, 300), (200, 0, 200, 300)):
        canvas.set_clip(clip)
        sprite.draw(canvas)
    assert len(scaled) == 1
    sprite.update(0.1)  # the next frame: another size
    sprite.draw(canvas)
    assert len(scaled) == 2


def test_a_card_landed_keeps_only_its_resting_image_and_the_one_it_sets_off_at() -> None:
    """The angles it passed, and where it rested before, are not drawn again: at 4K each
    turned image kept is ~0.6 MB."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("K2", 100, 150, angle=-7.0, width=86)
    sprite.draw(canvas)  # at rest, turned -7
    sprite.move_to((220, 140, 8.6, 86), 0.3)
    assert art.prepared()
    while sprite.moving:
        sprite.draw(canvas)
        sprite.update(0.02)
    sprite.draw(canvas)
    symbols = art.colour_symbols_shown()
    kept = {a for a in range(-12, 13) if art._turned.holds("K2", 86, a, symbols)}
    assert kept == {9}  # at rest at 9 (8.6), and it sets off at 9 too
    assert not art._turned.holds("K2", 86, -7, symbols)
