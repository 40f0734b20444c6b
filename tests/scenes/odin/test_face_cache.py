"""ODIN's faces kept (`scenes/odin/face_cache.py`, `art`): every face at the table's widths, and
the faces at other widths least recently drawn out beyond a budget, never one in use."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop.scenes.odin import art, face_cache
from odin_desktop.scenes.odin.face_cache import FaceCache


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    ticking = Clock()
    monkeypatch.setattr(face_cache.time, "monotonic", ticking)
    return ticking


def _made(code: str, width: int, symbols: bool) -> pygame.Surface:
    return pygame.Surface((width, 10), pygame.SRCALPHA)  # width x 40 bytes


def test_the_tables_widths_are_kept_whole_and_other_widths_to_the_budget(clock) -> None:
    cache = FaceCache(_made, budget=10 * 40 * 10)  # ten faces 10 px wide
    cache.keep_widths([20])
    for code in art.ALL_CODES:
        cache(code, 20, True)
    for code in art.ALL_CODES:  # the pile's width: each drawn once, long ago
        cache(code, 10, True)
        clock.now += 5
    assert all((code, 20, True) in cache for code in art.ALL_CODES)
    at_ten = [code for code in art.ALL_CODES if (code, 10, True) in cache]
    assert at_ten == list(art.ALL_CODES[-10:])  # the most recently drawn ten


def test_a_face_drawn_lately_is_never_let_go_however_far_over_budget(clock) -> None:
    cache = FaceCache(_made, budget=40 * 10)  # one face 10 px wide
    first = cache("R1", 10, True)
    for code in art.ALL_CODES[1:20]:  # a screen drawing twenty at once
        cache(code, 10, True)
    assert cache("R1", 10, True) is first and cache.cache_info().misses == 20
    clock.now += face_cache.IN_USE_SECONDS + 1
    cache("R2", 10, True)  # a hit: drawn again; the rest have aged
    cache("B1", 12, True)
    assert ("R2", 10, True) in cache and ("R1", 10, True) not in cache


def test_widths_no_longer_the_tables_are_let_go_first(clock) -> None:
    cache = FaceCache(_made, budget=3 * 40 * 10)
    cache.keep_widths([10])
    for code in art.ALL_CODES:
        cache(code, 10, True)
    clock.now += face_cache.IN_USE_SECONDS + 1
    cache.keep_widths([12])  # the window resized: the table's cards now 12 px wide
    assert cache.cache_info().currsize == 3


def test_the_card_art_keeps_the_faces_its_table_prefetched_and_bounds_the_rest(
    monkeypatch,
) -> None:
    pygame.init()
    art.clear_cache()
    budget = 20 * 48 * 68 * 4  # twenty faces at the largest of the other widths
    monkeypatch.setattr(art._render, "budget", budget, raising=False)
    art.prefetch([60]).join(60)
    monkeypatch.setattr(face_cache, "IN_USE_SECONDS", -1.0)  # every face drawn long ago
    for width in (40, 44, 48):  # the pile's, the fans', a summary's
        for code in art.ALL_CODES:
            art.face(code, width)
    kept = [k for k in art.ALL_CODES for w in (40, 44, 48) if (k, w, True) in art._render]
    assert all((code, 60, True) in art._render for code in art.ALL_CODES)
    assert 20 <= len(kept) <= budget // (40 * 56 * 4)  # not all 162 of them
    art.clear_cache()
