"""The player's settings: validated on load, every bad value replaced by its default with a
notice, a broken file set aside (never silently overwritten)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from odin_desktop.app.storage import data_dir, set_aside, write_json_atomic

FILE_NAME = "settings.json"

# name -> allowed values (a tuple) or (min, max) range for numbers
CHOICES: dict[str, tuple[Any, ...]] = {
    "ai_speed": ("slow", "normal", "fast"),
    "sort": ("number", "colour"),
    "language": ("auto", "en", "it", "de", "ar"),
}
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.25, 3.0),
    "volume": (0.0, 1.0),
}


@dataclass
class Settings:
    animation_speed: float = 1.0  # multiplier: 2.0 plays animations twice as fast
    ai_speed: str = "normal"  # how long bots pause so a person can follow
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    sort: str = "number"  # the hand's order: by number or by colour
    colour_symbols: bool = True
    language: str = "auto"
    auto_pass: bool = False  # pass for me when nothing in my hand can beat the middle
    warn_whole_hand: bool = True  # warn before passing or splitting a hand that could go out
    notices: list[str] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def path(cls) -> Path:
        return data_dir() / FILE_NAME

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, or defaults; problems become `notices` for the player."""
        path = cls.path()
        if not path.exists():
            return cls()
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not an object")
        except (OSError, ValueError, RecursionError) as error:
            settings = cls()
            try:
                moved = set_aside(path)
                settings.notices.append(
                    f"Your settings file could not be read ({error}); it was kept as "
                    f"{moved.name} and the defaults are used."
                )
            except OSError:
                settings.notices.append("Your settings file could not be read; defaults used.")
            return settings
        return cls.from_dict(raw)

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Settings:
        settings = cls()
        for f in fields(cls):
            if f.name == "notices" or f.name not in raw:
                continue
            value = raw[f.name]
            if _valid(f.name, getattr(settings, f.name), value):
                setattr(settings, f.name, value)
            else:
                settings.notices.append(
                    f"Setting {f.name!r} had an invalid value ({value!r}); "
                    f"using {getattr(settings, f.name)!r}."
                )
        return settings

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["notices"]
        return data

    def save(self) -> str | None:
        """Write the settings; returns a message when the disk refused."""
        try:
            write_json_atomic(self.path(), self.to_dict())
        except OSError as error:
            return f"Settings could not be saved: {error.strerror or error}"
        return None


def _valid(name: str, default: Any, value: Any) -> bool:
    if name in CHOICES:
        return value in CHOICES[name]
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, float):
        low, high = RANGES[name]
        return (
            isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
        )
    return isinstance(value, type(default))
