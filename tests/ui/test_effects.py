"""A card's shadow (`ui.effects`): the sizes a card passes in flight are not kept."""

from __future__ import annotations

import gc

import pygame
import pytest

from odin_desktop.ui import effects


def _caches() -> list:
    return [effects.card_shadow, getattr(effects, "_flight_shadow", None)]


@pytest.fixture
def fresh_shadows():
    pygame.init()
    for cache in filter(None, _caches()):
        cache.cache_clear()
    yield
    for cache in filter(None, _caches()):
        cache.cache_clear()


def _glide(start: int, end: int) -> list[tuple[int, int]]:
    """The sizes a card 1.4 times as tall as wide passes from ``start`` to ``end`` px wide."""
    step = 1 if end >= start else -1
    return [(w, round(w * 1.4)) for w in range(start, end + step, step)]


def _kept_bytes() -> int:
    return sum(
        s.get_pitch() * s.get_height()
        for cache in filter(None, _caches())
        for s in gc.get_referents(cache)
        if isinstance(s, pygame.Surface)
    )


def test_a_glide_at_4k_keeps_a_few_shadows_not_one_for_each_size_it_passed(fresh_shadows) -> None:
    # A card from an opponent's fan (158 px wide at 3840 x 2160) to the middle (300 px) and
    # on to the pile: ~20 sizes of shadow, ~0.5 MB each, were all kept until pushed out.
    for w, h in _glide(158, 300) + _glide(300, 186):
        shade = effects.changing_shadow(w, h)
        rounded = [max(8, round(v / effects.SHADOW_STEP) * effects.SHADOW_STEP) for v in (w, h)]
        pad = max(2, rounded[0] // 10)  # where `scenes.damage` says a shadow reaches
        assert shade.get_size() == (rounded[0] + 2 * pad, rounded[1] + 2 * pad)
    assert effects.card_shadow.cache_info().currsize <= 3  # the ladder's few rungs
    assert effects._flight_shadow.cache_info().currsize <= effects.FLIGHT_SHADOWS
    assert _kept_bytes() < 5 * 2**20


def test_the_cards_of_a_glide_share_each_frames_shadow(fresh_shadows) -> None:
    first = effects.changing_shadow(241, 337)
    assert effects.changing_shadow(243, 339) is first  # the same size, rounded


def test_a_flight_shadow_darkens_as_the_drawn_one_does(fresh_shadows) -> None:
    # Scaled from a rung's shadow: the same soft edge, the same darkness under the card.
    w, h = 240, 336
    drawn = effects.card_shadow.__wrapped__(w, h)
    flying = effects.changing_shadow(w, h)
    assert flying.get_size() == drawn.get_size()
    centre = (drawn.get_width() // 2, drawn.get_height() // 2)
    assert abs(flying.get_at(centre).a - drawn.get_at(centre).a) <= 2
    assert flying.get_at((0, 0)).a == drawn.get_at((0, 0)).a == 0
