"""The music player's controls on a stream that records what it is asked (no mixer): which
piece plays when, crossfades, resuming, the queue, volumes, mute and the window's focus."""

from __future__ import annotations

from pathlib import Path

import pytest

from odin_desktop.ui import music
from odin_desktop.ui.music import MusicPlayer

THEMES = {
    "menu": [Path("menu/hall.ogg")],
    "odin": [Path("odin/table_1.ogg"), Path("odin/table_2.ogg")],
}


class Stream:
    """`pygame.mixer.music` as far as the player uses it, with a hand-moved position."""

    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []
        self.pos = -1  # ms since play or the queue's turn; -1: nothing playing
        self.volume = 1.0
        self.loaded: str | None = None
        self.queued: str | None = None
        self.paused = False
        self.missing: set[str] = set()

    def load(self, filename: str) -> None:
        if filename in self.missing:
            raise FileNotFoundError(filename)
        self.calls.append(("load", filename))
        self.loaded = filename

    def play(self, loops: int = 0, start: float = 0.0, fade_ms: int = 0) -> None:
        self.calls.append(("play", loops, start, fade_ms))
        self.pos = 0

    def queue(self, filename: str) -> None:
        self.calls.append(("queue", filename))
        self.queued = filename

    def fadeout(self, time: int) -> None:
        self.calls.append(("fadeout", time))

    def stop(self) -> None:
        self.calls.append(("stop",))
        self.pos = -1

    def pause(self) -> None:
        self.calls.append(("pause",))
        self.paused = True

    def unpause(self) -> None:
        self.calls.append(("unpause",))
        self.paused = False

    def set_volume(self, value: float) -> None:
        self.volume = value

    def get_pos(self) -> int:
        return self.pos

    def names(self) -> list[str]:
        return [str(c[0]) for c in self.calls]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def player() -> tuple[MusicPlayer, Stream, Clock]:
    stream, clock = Stream(), Clock()
    return MusicPlayer(THEMES, stream, clock), stream, clock


def run(p: MusicPlayer, clock: Clock, seconds: float, stream: Stream | None = None) -> None:
    """Time passing with the loop's ticks every 10 ms (and the stream's position with it)."""
    for _ in range(round(seconds / 0.01)):
        clock.now += 0.01
        if stream is not None and stream.pos >= 0 and not stream.paused:
            stream.pos += 10
        p.tick()


def test_a_theme_starts_its_first_piece_and_queues_the_next() -> None:
    p, stream, _clock = player()
    p.want("odin")
    assert stream.calls[:3] == [
        ("load", "odin/table_1.ogg"),
        ("play", 0, 0.0, int(music.START_FADE * 1000)),
        ("queue", "odin/table_2.ogg"),
    ]
    p.want("odin")  # every frame asks again: nothing more happens
    assert len(stream.calls) == 3


def test_a_theme_of_one_piece_queues_itself_so_it_never_stops() -> None:
    p, stream, _clock = player()
    p.want("menu")
    assert ("queue", "menu/hall.ogg") in stream.calls


def test_the_queue_turning_moves_on_to_the_piece_after() -> None:
    p, stream, clock = player()
    p.want("odin")
    run(p, clock, 3.0, stream)
    stream.pos = 5  # the mixer started table_2 from the queue
    p.tick()
    assert p.playing is not None and p.playing.index == 1
    assert stream.calls[-1] == ("queue", "odin/table_1.ogg")  # and table_1 follows it


def test_another_theme_fades_the_first_out_before_the_second_fades_in() -> None:
    p, stream, clock = player()
    p.want("menu")
    run(p, clock, 5.0, stream)
    p.want("odin")
    assert stream.calls[-1] == ("fadeout", int(music.FADE_OUT * 1000))
    assert stream.loaded == "menu/hall.ogg"  # not yet: the fade runs on
    run(p, clock, music.FADE_OUT - 0.1, stream)
    assert stream.loaded == "menu/hall.ogg"
    run(p, clock, 0.2, stream)
    assert stream.loaded == "odin/table_1.ogg"


def test_a_theme_wanted_again_soon_goes_on_where_it_was_never_from_the_start() -> None:
    p, stream, clock = player()
    p.want("odin")
    run(p, clock, 40.0, stream)  # 40 s into table_1
    p.want("menu")  # the player goes to the menu ...
    run(p, clock, 5.0, stream)
    p.want("odin")  # ... and back to the table within seconds
    run(p, clock, music.FADE_OUT + 0.1, stream)
    plays = [c for c in stream.calls if c[0] == "play"]
    assert stream.loaded == "odin/table_1.ogg"
    assert plays[-1][2] == pytest.approx(40.0, abs=0.05)  # where it was left
    assert plays[-1][3] == int(music.FADE_IN * 1000)


def test_a_table_theme_left_long_ago_goes_on_with_its_next_piece() -> None:
    p, stream, clock = player()
    p.want("odin")
    run(p, clock, 20.0, stream)
    p.want("menu")
    run(p, clock, music.RESUME_SECONDS + 5, stream)
    p.want("odin")
    run(p, clock, music.FADE_OUT + 0.1, stream)
    assert stream.loaded == "odin/table_2.ogg"
    assert [c for c in stream.calls if c[0] == "play"][-1][2] == 0.0


def test_volume_changes_ramp_rather_than_jump() -> None:
    p, stream, clock = player()
    p.set_levels(1.0, False, True)
    p.want("menu")
    assert stream.volume == 1.0
    p.set_levels(0.2, False, True)
    run(p, clock, 0.05)
    assert 0.2 < stream.volume < 1.0  # on its way
    run(p, clock, music.RAMP)
    assert stream.volume == pytest.approx(0.2)


def test_the_duck_lowers_the_music_and_lets_it_back() -> None:
    p, stream, clock = player()
    p.set_levels(0.8, False, True)
    p.want("menu")
    p.duck = 0.5
    run(p, clock, music.RAMP)
    assert stream.volume == pytest.approx(0.4)
    p.duck = 1.0
    run(p, clock, music.RAMP)
    assert stream.volume == pytest.approx(0.8)


def test_mute_fades_out_and_stops_decoding_and_unmute_resumes_the_piece() -> None:
    p, stream, clock = player()
    p.want("odin")
    run(p, clock, 30.0, stream)
    p.set_levels(1.0, True, True)
    assert stream.calls[-1] == ("fadeout", int(music.SILENCE_FADE * 1000))
    assert p.playing is None
    run(p, clock, 3.0, stream)
    p.set_levels(1.0, False, True)
    assert stream.calls[-2][0] == "play" and stream.calls[-2][2] == pytest.approx(30.0, abs=0.05)


def test_nothing_plays_while_muted_from_the_start() -> None:
    p, stream, _clock = player()
    p.set_levels(0.7, True, True)
    p.want("menu")
    assert "load" not in stream.names()
    p.set_levels(0.0, False, True)  # a volume of nothing is silence too
    assert "load" not in stream.names()
    p.set_levels(0.7, False, True)
    assert stream.loaded == "menu/hall.ogg"


def test_the_music_pauses_behind_other_windows_when_asked() -> None:
    p, stream, clock = player()
    p.want("menu")
    run(p, clock, 2.0, stream)
    p.set_in_front(False)
    run(p, clock, music.RAMP + 0.05, stream)
    assert stream.paused and stream.volume == 0.0  # faded to nothing first: no click
    position = stream.pos
    run(p, clock, 10.0, stream)
    assert stream.pos == position  # nothing decoded meanwhile
    p.set_in_front(True)
    run(p, clock, music.RAMP + 0.05, stream)
    assert not stream.paused and stream.volume == pytest.approx(1.0)


def test_the_music_plays_on_behind_other_windows_when_the_player_said_so() -> None:
    p, stream, clock = player()
    p.set_levels(1.0, False, False)
    p.want("menu")
    p.set_in_front(False)
    run(p, clock, 2.0, stream)
    assert not stream.paused and stream.volume == 1.0


def test_a_missing_piece_is_dropped_and_the_game_goes_on_silently() -> None:
    p, stream, _clock = player()
    stream.missing.add("odin/table_1.ogg")
    p.want("odin")
    assert p.playing is None and "odin" not in p.themes
    p.want("menu")
    assert stream.loaded == "menu/hall.ogg"


def test_a_theme_no_piece_belongs_to_keeps_what_plays() -> None:
    """A game without music of its own (High Card, in the tests) leaves the menu's on."""
    p, stream, _clock = player()
    p.want("menu")
    p.want("highcard")
    assert p.wanted == "menu" and stream.names().count("load") == 1


def test_a_theme_changed_behind_other_windows_waits_paused() -> None:
    """Leaving a table while the window is behind (a bot's move ended the game): the next
    theme is set up but not decoded until the window comes back."""
    p, stream, clock = player()
    p.want("odin")
    p.set_in_front(False)
    run(p, clock, music.RAMP + 0.05, stream)
    p.want("menu")
    run(p, clock, 1.0, stream)
    assert stream.loaded == "menu/hall.ogg" and stream.paused
    p.set_in_front(True)
    run(p, clock, music.RAMP + 0.05, stream)
    assert not stream.paused and stream.volume == pytest.approx(1.0)
