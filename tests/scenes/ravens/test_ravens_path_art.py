"""The path's pictures are rendered ahead of need: the frame that shows a card laid on the row
(every card of it narrower) finds them cached, rather than rendering each card anew."""

from __future__ import annotations

import threading

import pygame
import pytest

from odin_desktop import games
from odin_desktop.benchmarks.ui_bench import RasterisedHere
from odin_desktop.engine.ravens import RaceState
from odin_desktop.engine.ravens.cards import MAGIC_CARDS
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.saga import Saga
from odin_desktop.scenes.ravens.saga_entries import RavensSagaEntry
from odin_desktop.scenes.ravens.seat_places import SeatShown
from odin_desktop.scenes.ravens.sprites import RavensCardSprite, even
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


def test_the_row_at_a_width_no_longer_drawn_nor_next_is_let_go(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)
    path = view.path
    code, width = path.cards[0].code, path.card_w
    assert ("card:" + code, art.card_size(width)) in art._render
    for _ in range(3):  # three cards laid: the row's first width is neither drawn nor next
        path.cards.append(RavensCardSprite(path.cards[0].code, 0.0, 0.0, float(width)))
        path.resize(path.area, view.layout.deck, view.layout.scale)
        view._prefetch_path()
    for thread in threading.enumerate():  # the pictures asked for ahead, rendered
        if thread.name == "ravens-art-prefetch":
            thread.join(timeout=60)
    assert width not in path.widths_near()
    assert ("card:" + code, art.card_size(width)) not in art._render
    assert ("card:" + code, art.card_size(path.card_w)) in art._render  # what is drawn: kept


def test_the_art_cache_keeps_the_most_recently_used_and_forgets_on_request() -> None:
    from odin_desktop.scenes.ravens.art_cache import SizedCache

    made: list[tuple[str, tuple[int, int]]] = []

    def render(name: str, size: tuple[int, int]) -> pygame.Surface:
        made.append((name, size))
        return pygame.Surface(size)

    cache = SizedCache(render, 2)
    cache("a", (1, 1))
    cache("b", (1, 1))
    cache("a", (1, 1))  # a hit: "a" is now the most recent
    cache("c", (1, 1))  # one too many: "b", the least recent, goes
    assert ("a", (1, 1)) in cache and ("b", (1, 1)) not in cache
    cache.forget([("a", (1, 1))])
    cache("a", (1, 1))
    assert made == [("a", (1, 1)), ("b", (1, 1)), ("c", (1, 1)), ("a", (1, 1))]
    assert cache.cache_info().hits == 1


def test_a_flight_card_laid_on_a_magic_way_row_or_the_next_space_finds_it_rendered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)  # with the layout's pictures asked for as it was made
    before = art._render.cache_info()
    for letter in art.LANDSCAPES:
        for seat in (0, 1):
            art.card(letter, even(view.magic_width(seat)))
        art.card(letter, even(view.next_space_width()))
    assert art._render.cache_info().misses == before.misses


def test_only_the_race_s_own_magic_way_card_is_rendered_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)
    column = art.card_size(even(view.layout.magic_card.w))
    hand = art.card_size(even(view.layout.hand_width))
    held = {code for code in art.MAGIC_WAYS if ("magic:" + code, column) in art._render}
    assert held == {MAGIC_CARDS[_race().magic]}  # not the five others, never drawn in it
    assert not any(("magic:" + code, hand) in art._render for code in art.MAGIC_WAYS)


def test_a_discard_pile_drawn_renders_no_card_back_it_does_not_show(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _synced(monkeypatch)
    shown = SeatShown("A", "", 0, (), 3, (), 2, 10, "F", 5, (), None)
    canvas = pygame.Surface(SIZE)
    view.places.draw(canvas, [shown, shown], None, 12)
    for width in (view.layout.hand_width, view.layout.small_width):
        assert ("back:back-landscape", art.card_size(even(width))) not in art._render


def test_the_saga_s_chips_are_rendered_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """A flight card's symbol, an Odin card's badge, a landscape card's two symbols and the
    back of a card stored unseen: the frame that shows such a line rasterises none of them."""
    view = _synced(monkeypatch)
    saga = Saga()
    for entry in (
        RavensSagaEntry(0, "Hugin", "flies", ("F",)),
        RavensSagaEntry(0, "Hugin", "plays", ("O2",)),
        RavensSagaEntry(1, "Munin", "lays", ("MP",)),
        RavensSagaEntry(1, "Munin", "stores", ("S",), hidden=True),
    ):
        saga.add(entry)
    box = view.layout.saga.copy()
    box.topleft = (0, 0)
    canvas = pygame.Surface(box.size)
    with RasterisedHere() as here:
        saga.draw(canvas, box, view.layout.scale, viewer=0)
    assert here.count == 0
