"""What the screens ask of the music, followed in one place (`app/audio.py`): the theme of
the stack, a stinger once at a round's or a game's end, the music stepping back under a
question; the window's focus; Settings saying why a machine without sound is silent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from scene_helpers import make_app, start, step

from odin_desktop import games
from odin_desktop.app import audio
from odin_desktop.app.audio import Audio, cue_of
from odin_desktop.app.settings import Settings
from odin_desktop.scenes.base import Cue, Scene
from odin_desktop.scenes.confirm import ConfirmScene
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.table_flow import stinger


class Shown(Scene):
    def __init__(self, app: Any, music: Cue | None = None) -> None:
        super().__init__(app)
        self.music = music


class Recorder:
    """The music player as `Audio` drives it."""

    def __init__(self) -> None:
        self.wanted: list[str | None] = []
        self.duck = 1.0
        self.volume = 0.5
        self.target = 0.5
        self.in_front: list[bool] = []

    def want(self, theme: str | None) -> None:
        self.wanted.append(theme)

    def clock(self) -> float:
        return 0.0

    def tick(self) -> None:
        pass

    def set_in_front(self, flag: bool) -> None:
        self.in_front.append(flag)

    def set_levels(self, volume: float, muted: bool, behind: bool) -> None:
        self.volume = volume


def test_the_theme_is_the_highest_scene_that_names_one() -> None:
    menu, dialog = Shown(None, Cue("menu")), Shown(None, Cue(duck=True))
    table, pause = Shown(None, Cue("odin")), Shown(None)
    assert cue_of([menu, Shown(None)])[0] == "menu"  # settings over the menu: the menu's
    assert cue_of([menu, table, pause])[0] == "odin"  # the pause over a table: the table's
    theme, cue, top = cue_of([menu, table, dialog])
    assert theme == "odin" and cue is not None and cue.duck and top is dialog
    assert cue_of([]) == (None, None, None)


def test_the_real_screens_ask_for_their_music() -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    assert cue_of(app.scenes)[0] == "menu"
    question = start(app, ConfirmScene(app, "Sure?", "Yes", "No", lambda: None))
    assert cue_of(app.scenes)[1] is question.music and question.music.duck
    assert menu.music is not None


def test_every_playable_game_brings_its_table_music_and_stingers() -> None:
    themes, stings = audio.themes(), audio.stingers()
    for game in games.GAMES.values():
        if not game.playable:
            continue
        assert len(themes[game.id]) >= 2, game.id
        assert {f"{game.id}/win", f"{game.id}/loss"} <= set(stings)
    for path in [*sum(themes.values(), ()), *stings.values()]:
        assert path.is_file(), path


def test_a_stinger_plays_once_and_ducks_the_music(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    played: list[tuple[str, bool]] = []
    a = Audio(Settings(read_only=True))
    a.music = Recorder()  # type: ignore[assignment]
    monkeypatch.setattr(a, "_sting", lambda name, quiet: played.append((name, quiet)))
    table = Shown(None, Cue("odin"))
    over = Shown(None, Cue(stinger="odin/win"))
    a.follow([table, over])
    a.follow([table, over])  # every frame after: not again
    assert played == [("odin/win", False)]
    summary = Shown(None, Cue(stinger="odin/loss", quiet=True))
    a.follow([table, summary])
    assert played[-1] == ("odin/loss", True)
    a.follow([table, Shown(None, Cue(duck=True))])
    assert a.music.duck == audio.DIALOG_DUCK
    a.follow([table])
    assert a.music.duck == 1.0


def test_the_stinger_holds_the_music_down_while_it_rings() -> None:
    a = Audio(Settings(read_only=True))
    if not a.start():
        pytest.skip("no audio driver at all on this machine")
    a.start_music()
    assert a.music is not None
    now = [50.0]
    a.music.clock = lambda: now[0]  # type: ignore[method-assign]
    table, over = Shown(None, Cue("odin")), Shown(None, Cue(stinger="odin/loss"))
    a.follow([table, over])
    assert a.music.duck == audio.STINGER_DUCK
    now[0] += 30.0  # long after the stinger rang out
    a.tick()
    assert a.music.duck == 1.0
    a.stop()


@pytest.mark.parametrize(
    ("humans", "winners", "heard"),
    [([0], [0], "win"), ([0], [1], "loss"), ([], [1], "win"), ([0, 1], [1], "win")],
)
def test_the_stinger_is_the_players_at_the_screen(humans, winners, heard) -> None:  # type: ignore[no-untyped-def]
    class Controller:
        game_id = "ravens"

    controller = Controller()
    controller.humans = humans  # type: ignore[attr-defined]
    assert stinger(controller, winners, quiet=True) == Cue(  # type: ignore[arg-type]
        stinger=f"ravens/{heard}", quiet=True
    )


def test_the_window_leaving_the_front_tells_the_music() -> None:
    app = make_app()
    recorder = Recorder()
    app.audio.music = recorder  # type: ignore[assignment]
    app.handle_event(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.handle_event(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    app.handle_event(pygame.event.Event(pygame.WINDOWMINIMIZED))
    assert recorder.in_front == [False, True, False]


def test_settings_reach_the_music_at_once() -> None:
    app = make_app()
    recorder = Recorder()
    app.audio.music = recorder  # type: ignore[assignment]
    app.settings.music_volume = 0.25
    app.apply_settings()
    assert recorder.volume == 0.25


def test_the_music_starts_only_after_the_first_frame(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    started: list[int] = []
    monkeypatch.setattr(app.audio, "start_music", lambda: started.append(app.frames))
    app.run(MenuScene(app), max_frames=3)
    assert started == [1]  # the menu was drawn first


def test_without_a_sound_device_the_game_is_silent_and_settings_says_why(
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    app = make_app()
    app.play_sound("deal")  # nothing, and no crash
    app.audio.start_music()
    assert app.audio.music is None
    step(app)
    from odin_desktop.scenes.settings import SettingsScene

    start(app, MenuScene(app))
    scene = start(app, SettingsScene(app))
    for name in ("music_volume", "volume"):
        row = next(r for r in scene.rows if r.name == name)
        assert scene._note(row) == app.audio_problem() and "silent" in scene._note(row)
    other = next(r for r in scene.rows if r.name == "music_muted")
    assert scene._note(other) == "Silence the music; the sounds play on."


def test_audio_files_are_found_under_assets() -> None:
    assert audio.music_file("odin/win.ogg") == Path(audio.asset("music", "odin", "win.ogg"))
