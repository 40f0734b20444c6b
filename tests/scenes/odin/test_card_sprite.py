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
