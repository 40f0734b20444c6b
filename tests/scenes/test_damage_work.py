"""The work `scenes/damage.py` does each frame drawn in parts (at 3840 x 2160 up to 6 passes a
frame, each noting the table, and some 50 rectangles gathered into areas): a sprite noted
again as it was is not measured again, and gathering weighs each new rectangle against the
others once, not every pair again, with the same areas as merging the pair that grows least."""

from __future__ import annotations

import random

import pygame
import pytest

from odin_desktop.scenes import damage
from odin_desktop.scenes.ravens.sprites import RavensCardSprite


def test_a_sprite_noted_again_as_it_was_is_not_measured_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    measured: list[object] = []
    bounds = damage.sprite_bounds

    def counted(sprite: object) -> pygame.Rect:
        measured.append(sprite)
        return bounds(sprite)

    monkeypatch.setattr(damage, "sprite_bounds", counted)
    cards = [RavensCardSprite("F", 100.0 + 90 * i, 200.0, 80.0) for i in range(5)]
    noted = damage.Damage()
    noted.note(cards, "look", [])
    assert len(measured) == 5
    noted.note(cards, "look", [])  # the next pass of the same frame
    assert len(measured) == 5
    cards[2].x += 40
    noted.note(cards, "look", [])
    assert measured[5:] == [cards[2]]
    # What changed is still found: where the card was and where it is.
    cards[2].x += 40
    areas = noted.since(cards, "look", [])
    assert areas is not None
    assert pygame.Rect(areas[0]).contains(bounds(cards[2]))


def _least_growth_first(
    rects: list[pygame.Rect], most: int, slack: float
) -> list[tuple[int, int, int, int]]:
    """What `clusters` means, done the long way: after each rectangle (smallest first) the
    pair whose union grows least is merged while it grows by at most ``slack`` times their
    areas, among every pair; then the closest pairs until ``most`` are left."""

    def growth(a: pygame.Rect, b: pygame.Rect) -> int:
        area = lambda r: r.width * r.height  # noqa: E731 - a local shorthand
        return area(a.union(b)) - (area(a) + area(b) - area(a.clip(b)))

    def merge(found: list[pygame.Rect], bound: float | None) -> bool:
        pairs = [
            (growth(a, b), i, j)
            for i, a in enumerate(found)
            for j, b in enumerate(found)
            if i < j and (bound is None or growth(a, b) <= bound * (a.w * a.h + b.w * b.h))
        ]
        if not pairs:
            return False
        _grown, i, j = min(pairs)
        found[i] = found[i].union(found[j])
        del found[j]
        return True

    found: list[pygame.Rect] = []
    unique = {tuple(r): r for r in rects if r.width > 0 and r.height > 0}.values()
    for rect in sorted(unique, key=lambda r: r.width * r.height):
        found.append(rect)
        while merge(found, slack):
            pass
    while len(found) > most:
        merge(found, None)
    return [tuple(r) for r in found]


def _scattered(rng: random.Random, count: int) -> list[pygame.Rect]:
    return [
        pygame.Rect(
            rng.randint(0, 3400), rng.randint(0, 1900), rng.randint(0, 500), rng.randint(0, 500)
        )
        for _ in range(count)
    ]


def test_gathering_gives_the_areas_merging_the_least_growth_first_gives() -> None:
    rng = random.Random(24)
    for _ in range(300):
        rects = _scattered(rng, rng.randint(0, 30))
        most, slack = rng.choice([3, 6]), rng.choice([0.1, 0.5, 1.0])
        gathered = [tuple(r) for r in damage.clusters(list(rects), most, slack)]
        assert gathered == _least_growth_first(list(rects), most, slack)


def test_gathering_weighs_each_new_rectangle_against_the_others_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    weighed = [0]
    growth = damage._growth

    def counted(a: pygame.Rect, b: pygame.Rect) -> int:
        weighed[0] += 1
        return growth(a, b)

    monkeypatch.setattr(damage, "_growth", counted)
    # A move shown at 4K: some 50 rectangles, cards beside cards, most of them merging.
    rects = [pygame.Rect(40 * i, 300 + 7 * (i % 5), 300, 420) for i in range(50)]
    areas = damage.clusters(rects, 6, 0.1)
    assert areas
    # Every pair again after each merge, as before, is some 20,000.
    assert weighed[0] <= 2 * len(rects) ** 2
