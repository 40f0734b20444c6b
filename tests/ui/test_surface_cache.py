"""Pictures kept within a budget of bytes (`ui.surface_cache`), as the text cache uses it: the
least recently used go first, never one used within the last seconds; a hit is not rendered."""

from __future__ import annotations

import pygame

from odin_desktop.ui import text as cached_text
from odin_desktop.ui.surface_cache import IN_USE_SECONDS, RecentSurfaces

KB = 1024


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _picture(kb: int) -> pygame.Surface:
    return pygame.Surface((256, kb), pygame.SRCALPHA)  # 256 px x 4 bytes: 1 KB a row


def test_a_picture_is_rendered_once_while_kept() -> None:
    cache: RecentSurfaces[str] = RecentSurfaces(64 * KB, Clock())
    made: list[str] = []

    def render() -> pygame.Surface:
        made.append("a")
        return _picture(4)

    first = cache.get("a", render)
    assert cache.get("a", render) is first
    assert made == ["a"] and cache.cache_info().hits == 1


def test_beyond_the_budget_the_least_recently_used_go_first() -> None:
    clock = Clock()
    cache: RecentSurfaces[str] = RecentSurfaces(40 * KB, clock)
    for name in "abc":
        cache.get(name, lambda: _picture(16))
        clock.now += 1
    clock.now += IN_USE_SECONDS  # none of them in use any more
    cache.get("a", lambda: _picture(16))  # used again: now the most recent
    cache.get("d", lambda: _picture(16))
    kept = {name for name in "abcd" if cache.get(name, lambda: _picture(0)).get_height()}
    assert kept == {"a", "d"}  # b and c went, the least recently used
    assert cache.bytes <= 40 * KB + 4 * _picture(0).get_pitch()


def test_what_was_used_just_now_is_kept_over_the_budget() -> None:
    clock = Clock()
    cache: RecentSurfaces[str] = RecentSurfaces(20 * KB, clock)
    for name in "abcd":  # a screen that draws more than the budget, frame after frame
        cache.get(name, lambda: _picture(16))
    renders: list[str] = []
    for name in "abcd":
        cache.get(name, lambda n=name: renders.append(n) or _picture(16))
    assert renders == []
    assert cache.bytes == 4 * 16 * KB


def test_the_text_cache_keeps_texts_within_its_budget(monkeypatch) -> None:  # noqa: ANN001
    clock = Clock()
    texts = cached_text._Texts(200 * KB)
    monkeypatch.setattr(texts, "_clock", clock)
    for i in range(200):  # a long game's Saga lines and messages, each drawn a while ago
        line = texts(f"line {i} of a long game's Saga", 40, (200, 200, 200))
        clock.now += IN_USE_SECONDS + 1
    assert texts.bytes <= 200 * KB + line.get_pitch() * line.get_height()  # one line over
    assert texts.cache_info().currsize < 200
    assert texts("line 199 of a long game's Saga", 40, (200, 200, 200))  # the last is kept
    assert texts.cache_info().hits == 1
