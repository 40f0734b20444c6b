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


def test_a_card_gliding_home_lands_on_an_image_turned_while_it_glided(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The image a card rests with is turned on the warm-up thread as it sets off: turned in
    the frame it lands, a re-fanned hand cost that frame ~2 ms a card at 4K."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("G5", 100, 150, angle=0.0, width=86)
    sprite.move_to((220, 140, 6.6, 86), 0.2)
    assert art.turned_ready()
    turned: list[float] = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(
        pygame.transform, "rotozoom", lambda s, a, z: turned.append(a) or real(s, a, z)
    )
    while sprite.moving:
        sprite.update(0.05)
    sprite.draw(canvas)  # landed: at rest, turned to the whole degree
    assert turned == []
    assert (sprite.angle, sprite.width) == (6.6, 86)


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
