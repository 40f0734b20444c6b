"""The game's own words that several screens show: the bots' archetypes."""

from __future__ import annotations

from odin_desktop.i18n import N_, _

# Bot levels by their key in setups, records and statistics.
LEVEL_NAMES = {
    "easy": N_("Thrall"),
    "normal": N_("Warrior"),
    "hard": N_("Jarl"),
    "expert": N_("Odin"),
}


# The name a lone human plays under unless they type one: messages about them are worded in
# the second person ("You go out!", "Du spielst"), which many languages need.
YOU = N_("You")


def is_you(name: str) -> bool:
    """Whether `name` is the default "You" (in English or in the current language)."""
    return name in (YOU, _(YOU))


def level_name(level: str) -> str:
    """A bot level's archetype in the current language; unknown keys as they are."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
