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


def level_name(level: str) -> str:
    """A bot level's archetype in the current language; unknown keys as they are."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
