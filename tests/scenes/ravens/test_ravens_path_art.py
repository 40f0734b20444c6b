"""The path's pictures are rendered ahead of need: the frame that shows a card laid on the row
(every card of it narrower) finds them cached, rather than rendering each card anew."""

from __future__ import annotations

import threading

import pygame
import pytest

from odin_desktop import games
from odin_desktop.engine.ravens import RaceState
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.sprites import RavensCardSprite
from odin_desktop.scenes.ravens.view import RavensTableView

SIZE = (3840, 2160)


@pytest.fixture(autouse=True)
def _pygame():  # type: ignore[no-untyped-def]
    pygame.init()
    yield
    art.clear_cache()


def _race() -> RaceState:
    game = games.game("ravens").new_game(2, seed=3, single_round=True)
    return game.start_round()


def _synced(monkeypatch: pytest.MonkeyPatch) -> RavensTableView:
    """A 4K table view showing a race, once every picture it asked for ahead is rendered."""
    threads: list[threading.Thread] = []
    prefetch = art.prefetch

    def kept(*args, **kwargs) -> threading.Thread:  # type: ignore[no-untyped-def]
        threads.append(prefetch(*args, **kwargs))
        return threads[-1]

    monkeypatch.setattr(art, "prefetch", kept)
    art.clear_cache()
    view = RavensTableView(SIZE)
    view.sync(_race(), [], [], [], None, animate=False)
    for thread in threads:
        thread.join(timeout=60)
    return view


def test_a_card_laid_on_the_path_finds_the_row_rendered_at_its_new_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)
    path = view.path
    width = path.card_w
    path.cards.append(RavensCardSprite(path.cards[0].code, 0.0, 0.0, float(width)))
    path.resize(path.area, view.layout.deck, view.layout.scale)  # the row fitted again
    assert path.card_w < width  # a card more: every card narrower
    before = art._render.cache_info()
    for sprite in path.cards:
        art.card(sprite.code, path.card_w)
    after = art._render.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + len(path.cards)


def test_a_card_turned_on_the_path_finds_its_other_side_rendered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)
    path = view.path
    before = art._render.cache_info()
    for sprite in path.cards:
        art.card(sprite.code[::-1], path.card_w)
    assert art._render.cache_info().misses == before.misses
