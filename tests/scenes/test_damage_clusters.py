"""`damage.clusters` gathers a frame's changed rectangles into a few areas. After each
rectangle it adds, it looks for a merge only among the pairs with the newest (the others were
looked at already and did not merge): ~30 rectangles (a hand re-fanned, its panels) cost
~1 ms a frame at 4K when every pair was looked at again after each merge."""

from __future__ import annotations

import random

import pygame
import pytest

from odin_desktop.scenes import damage


def _every_pair_clusters(rects: list[pygame.Rect], most: int, slack: float) -> list[pygame.Rect]:
    """The areas as they were gathered before: every pair looked at after each merge."""

    def merge(found: list[pygame.Rect], limit: float | None) -> bool:
        best: tuple[int, int, int] | None = None
        for i, a in enumerate(found):
            for j in range(i + 1, len(found)):
                b = found[j]
                joined = a.union(b)
                both = a.w * a.h + b.w * b.h
                growth = joined.w * joined.h - (both - a.clip(b).w * a.clip(b).h)
                if limit is not None and growth > limit * both:
                    continue
                if best is None or growth < best[0]:
                    best = (growth, i, j)
        if best is None:
            return False
        _g, i, j = best
        joined = found[i].union(found[j])
        del found[j]
        found[i] = joined
        return True

    found: list[pygame.Rect] = []
    unique = {tuple(r): r for r in rects if r.w > 0 and r.h > 0}.values()
    for rect in sorted(unique, key=lambda r: r.w * r.h):
        found.append(rect)
        while merge(found, slack):
            pass
    while len(found) > most:
        merge(found, None)
    return found


def _scattered(seed: int, count: int) -> list[pygame.Rect]:
    rng = random.Random(seed)
    return [
        pygame.Rect(
            rng.randrange(3600), rng.randrange(2000), rng.randrange(20, 700), rng.randrange(20, 500)
        )
        for _ in range(count)
    ]


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize(("most", "slack"), [(3, 0.5), (6, 0.1)])
def test_the_areas_are_those_every_pair_looked_at_gives(seed: int, most: int, slack: float) -> None:
    rects = _scattered(seed, 4 + seed % 30)
    assert damage.clusters(rects, most, slack) == _every_pair_clusters(rects, most, slack)


def test_a_rectangle_added_is_looked_at_with_each_area_not_every_pair_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    measured: list[int] = []
    real = damage._area
    monkeypatch.setattr(damage, "_area", lambda r: measured.append(1) or real(r))
    rects = _scattered(1, 30)
    damage.clusters(rects, 6, 0.1)
    assert len(measured) < 18_000  # every pair again after each merge: 36,878
