"""The player's settings: validated on load, every bad value replaced by its default with a
notice, a broken file set aside (never silently overwritten).

Keys this version does not know are kept and written back, so an older copy of the game does
not erase a newer one's settings; a file from a newer *format* version is read as far as it
can be and never overwritten. A file that cannot be read at all (permissions) is left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from odin_desktop import games, i18n
from odin_desktop.app.storage import data_dir, load_json_object, written
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.ui import theme

FILE_NAME = "settings.json"
VERSION = 1
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes; anything huge is not one
MAX_EXTRA = 50  # unknown keys kept for a newer version

# name -> allowed values (a tuple) or (min, max) range for numbers
CHOICES: dict[str, tuple[Any, ...]] = {
    "ai_speed": ("slow", "normal", "fast"),
    "sort": ("number", "colour"),
}
# name -> whether a value is allowed, asked when the file is read: the languages the game
# speaks (`i18n.SPOKEN`), or "auto" for the system's.
TESTS: dict[str, Callable[[object], bool]] = {
    "language": lambda v: v == "auto" or (isinstance(v, str) and i18n.spoken(v) is not None),
}
# name -> the registry whose keys are the allowed values (read when the file is)
KEYS_OF: dict[str, Mapping[str, Any]] = {
    "game": games.GAMES,
}
# name -> the registry whose keys a list may hold
LISTS_OF: dict[str, Mapping[str, Any]] = {
    "tutorials_offered": games.GAMES,
}
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.25, 3.0),
    "volume": (0.0, 1.0),
    "music_volume": (0.0, 1.0),
}
# name -> the only numbers allowed (a choice of steps, not a range)
STEPS: dict[str, tuple[float, ...]] = {
    "interface_size": theme.INTERFACE_SIZES,
}
# The choices of the finished games kept in Replays (app/record_keeping.py): 0 keeps all.
RECORDS_LIMITS = (0, 100, 200, 500, 1000, 5000)
# name -> the only whole numbers allowed
WHOLE_STEPS: dict[str, tuple[int, ...]] = {
    "records_limit": RECORDS_LIMITS,
}
# Window geometry (odin_desktop/app/window.py): name -> the range of each of its two integers.
PAIRS: dict[str, tuple[int, int]] = {
    "window_size": (1, 32768),
    "window_position": (-32768, 32768),
}


@dataclass
class Settings:
    animation_speed: float = 1.0  # multiplier: 2.0 plays animations twice as fast
    ai_speed: str = "normal"  # how long bots pause so a person can follow
    music_volume: float = 0.5
    music_muted: bool = False
    volume: float = 0.7  # the sound effects'
    muted: bool = False
    music_pauses_behind: bool = True  # paused while the window is not in front
    fullscreen: bool = False
    sort: str = "number"  # the hand's order: by number or by colour
    colour_symbols: bool = True
    language: str = "auto"
    auto_pass: bool = False  # pass for me when nothing in my hand can beat the middle
    warn_whole_hand: bool = True  # warn before passing or splitting a hand that could go out
    undo: bool = True  # Ctrl+Z takes back your last move, in a game against bots only
    memory_aid: bool = True  # cards an opponent was seen to take stay face up in their fan
    coach_hints: bool = True  # a hint is the Expert's move, with why (else the Warrior's move)
    tutor: bool = False  # against bots, a mistake waits for "Play yours anyway / Take it back"
    # The finished games kept in Replays: 0 keeps every one; else the newest so many, and
    # every game marked to keep (app/record_keeping.py).
    records_limit: int = 0
    # Text, controls, panels and cards, larger or smaller than the window alone makes them
    # (ui/theme.py: a screen that cannot hold the size chosen uses the nearest it holds).
    interface_size: float = theme.INTERFACE_DEFAULT
    # The game chosen on the menu (a registry id), and the window as it was last closed,
    # [width, height] and [x, y] ([] until then): kept by the app and the menu, not chosen on
    # the settings screen (compare=False marks that).
    game: str = field(default=games.DEFAULT_GAME, compare=False)
    # The games whose Learn by playing was offered (once each, when the game is first chosen).
    tutorials_offered: list[str] = field(default_factory=list, compare=False)
    window_size: list[int] = field(default_factory=list, compare=False)
    window_position: list[int] = field(default_factory=list, compare=False)
    notices: list[str] = field(default_factory=list, compare=False, repr=False)
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    read_only: bool = field(default=False, compare=False, repr=False)

    @classmethod
    def path(cls) -> Path:
        return data_dir() / FILE_NAME

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, or defaults; problems become `notices` for the player."""
        loaded = load_json_object(cls.path(), MAX_BYTES)
        if loaded.unreadable is not None:
            settings = cls(read_only=True)
            settings.notices.append(
                _(
                    "Your settings could not be read ({error}); the defaults are used this "
                    "time and the file is left as it is."
                ).format(error=os_reason(loaded.unreadable))
            )
            return settings
        if loaded.damaged is not None:
            settings = cls()
            if loaded.kept_as is not None:
                settings.notices.append(
                    _(
                        "Your settings file could not be read ({reason}); it was kept as "
                        "{name} and the defaults are used."
                    ).format(reason=loaded.damaged, name=loaded.kept_as)
                )
            else:
                settings.read_only = True
                settings.notices.append(_("Your settings file could not be read; defaults used."))
            return settings
        return cls() if loaded.data is None else cls.from_dict(loaded.data)

    @classmethod
    def peek(cls) -> Settings:
        """The saved settings for a process that must write nothing in the data folder (a
        second start while the game runs, `view`): a damaged file is left as it is (the game
        itself sets it aside), and these settings are never saved."""
        loaded = load_json_object(cls.path(), MAX_BYTES, look_only=True)
        settings = cls() if loaded.data is None else cls.from_dict(loaded.data)
        settings.read_only = True
        settings.notices.clear()  # the running game tells them
        return settings

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Settings:
        settings = cls()
        version = raw.get("version", VERSION)
        if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
            settings.read_only = True
            settings.notices.append(
                _(
                    "Your settings were saved by a newer version of Odin Desktop: the ones this "
                    "version understands are used, and changes made now are not saved."
                )
            )
        if raw.get("tutorial_offered") is True:  # before the registry: the legacy game's
            settings.tutorials_offered = [games.LEGACY_GAME]
        known = {f.name for f in fields(cls)} - {"notices", "extra", "read_only"}
        unknown = [k for k in raw if k not in known and k != "version"]
        settings.extra = {k: raw[k] for k in unknown[:MAX_EXTRA]}
        for f in fields(cls):
            if f.name not in known or f.name not in raw:
                continue
            value = raw[f.name]
            if _valid(f.name, getattr(settings, f.name), value):
                setattr(settings, f.name, value)
            else:
                shown = repr(value)
                shown = shown if len(shown) <= 40 else shown[:37] + "..."
                settings.notices.append(
                    _("Setting {name} had an invalid value ({value}); using {default}.").format(
                        name=repr(f.name), value=shown, default=repr(getattr(settings, f.name))
                    )
                )
        return settings

    def to_dict(self) -> dict[str, Any]:
        data = {"version": VERSION, **self.extra, **asdict(self)}
        for name in ("notices", "extra", "read_only"):
            del data[name]
        return data

    def save(self) -> str | None:
        """Write the settings; returns a message when the disk refused."""
        if self.read_only:
            return None
        return written(self.path(), self.to_dict(), _("Settings could not be saved: {error}"))


def _valid(name: str, default: Any, value: Any) -> bool:
    if name in PAIRS:
        bottom, top = PAIRS[name]
        return value == [] or (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and all(bottom <= v <= top for v in value)
        )
    if name in CHOICES:
        return value in CHOICES[name]
    if name in TESTS:
        return TESTS[name](value)
    if name in WHOLE_STEPS:  # an int, not a bool (False == 0)
        return type(value) is int and value in WHOLE_STEPS[name]
    if name in STEPS:  # a number, not a bool (True == 1.0)
        return (
            isinstance(value, (int, float))
            and not isinstance(value, bool)
            and (value in STEPS[name])
        )
    if name in KEYS_OF:
        return isinstance(value, str) and value in KEYS_OF[name]
    if name in LISTS_OF:
        return isinstance(value, list) and all(
            isinstance(v, str) and v in LISTS_OF[name] for v in value
        )
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, float):
        low, high = RANGES[name]
        return (
            isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
        )
    return isinstance(value, type(default))
