"""What the screen shows is what the game holds: whenever the app's own loop rests (in this
process, on simulated time: `resting_loop`), the window equals a full redraw of the state,
after a click, a key, or a change no input brought (a bot's move, a hint come in), in every
game with screens."""

from __future__ import annotations

import pygame
from game_kits import kit
from resting_loop import RestingLoop

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.settings import Settings
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.table_scene import TableScene

SIZE = (1280, 800)


def _app() -> App:
    settings = Settings(read_only=True, ai_speed="fast", animation_speed=3.0)
    app = App(SIZE, settings=settings, fullscreen=False)
    app.autosaver.enabled = False
    return app


def _table_at_your_turn(game_id: str, seed: int = 4) -> tuple[RestingLoop, TableScene]:
    """A quick game's table (bots thinking in this process), run by the loop until the player
    is to move and nothing moves."""
    import dataclasses

    entry = games.game(game_id)
    setup = dataclasses.replace(entry.quick_start("You"), seed=seed)
    session = kit(game_id).session
    assert session is not None
    table = entry.table_scene(_app(), setup, session.start(setup))
    assert isinstance(table, TableScene)
    loop = RestingLoop(table.app)  # type: ignore[arg-type]
    table.app.scenes.push(table)
    loop.run(120, until=lambda: table.model.human_turn and not table.animating)
    loop.run(1.0)  # at rest: the turn's glow alone steps
    assert table.model.human_turn
    return loop, table


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def _key(code: int) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0)
        for kind in (pygame.KEYDOWN, pygame.KEYUP)
    ]


def test_a_change_no_input_brought_is_drawn_though_only_the_turns_glow_was_due(
    table_game: GameEntry,
) -> None:
    """The status line changes in the model's own time (as when a bot passes, or a hint
    comes in) while the loop rests with the turn's glow stepping in its own small area: the
    frame that follows shows it, not the glow alone."""
    loop, table = _table_at_your_turn(table_game.id)
    model = table.model
    update = model.update
    said = []

    def update_then_say(dt: float, animating: bool, on_top: bool) -> None:
        update(dt, animating, on_top)
        if not said and loop.time.now > start + 0.5:
            said.append(loop.time.now)
            model.say("Something happened far from the glow")

    start = loop.time.now
    model.update = update_then_say  # type: ignore[method-assign]
    loop.run(2.0)
    assert said and model.status()[0] == "Something happened far from the glow"
    assert any(area is not None for area in loop.areas[-20:])  # the glow's frames ran
    assert loop.mismatches == []
    assert loop.screen.checks >= 3


def test_cards_picked_in_odins_ravens_are_shown_raised_as_soon_as_picked() -> None:
    """Click the second card of the hand, then the third: each rises at once, at the loop's
    full pace, and the window at rest shows both raised (it showed only the first until the
    pointer moved again)."""
    loop, table = _table_at_your_turn("ravens")
    view = table.view
    for index in (1, 2):
        loop.post(*_click(view.hand[index].rect().center))
        frames = len(loop.areas)
        loop.run(0.3)
        assert len(loop.areas) - frames >= 12  # the card rises frame by frame, not at 8 a second
        loop.run(2.0)
        assert table.model.focus.picked == list(range(1, index + 1))
        assert all(view.hand[i].lift == view.hand[i].lift_target > 0 for i in range(1, index + 1))
    assert loop.mismatches == []


def test_a_card_picked_by_keys_in_odins_ravens_is_shown_raised_at_once() -> None:
    """With the pointer never in the window: → shows the keys' card, ↑ picks it; each shown
    at once, and as it is while the loop rests."""
    loop, table = _table_at_your_turn("ravens")
    for code in (pygame.K_RIGHT, pygame.K_UP, pygame.K_RIGHT, pygame.K_UP):
        loop.post(*_key(code))
        loop.run(1.5)
    hand = table.view.hand
    assert len(table.model.focus.picked) == 2
    assert all(hand[i].lift == hand[i].lift_target > 0 for i in table.model.focus.picked)
    assert loop.mismatches == []


def test_the_quick_comparison_tells_one_pixel_apart() -> None:
    """The check compares the window and the redraw in place (`same_memory`) before it
    converts them: equal surfaces pass at once, one pixel apart they differ."""
    from devtools.drivers.screen_check import differing, same_memory, surface_pixels

    shown = pygame.Surface((64, 40), 0, 32)
    shown.fill((10, 20, 30))
    drawn = shown.copy()
    assert same_memory(shown, drawn)
    drawn.set_at((63, 39), (10, 20, 31))
    assert not same_memory(shown, drawn)
    count, box = differing(surface_pixels(shown), surface_pixels(drawn), 64)
    assert (count, box) == (1, (63, 39, 1, 1))
    assert not same_memory(shown, pygame.Surface((64, 41), 0, 32))
