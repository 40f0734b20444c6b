"""The game's own words that several screens show: the bots' archetypes, and points counted
(every count goes through the plural forms of the language: "1 pt", "2 pts", Arabic's six)."""

from __future__ import annotations

from odin_desktop.i18n import N_, _, current, in_every_language, ngettext, spoken

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
    """Whether `name` is the default "You", in any of the game's languages: a game keeps the
    name it was set up with ("You"), and may be resumed or replayed in another language."""
    return name in in_every_language(YOU)


def shown_name(name: str) -> str:
    """A player's name as the screens show it: the default "You" in the current language
    ("Du spielst", never "You spielst"), any other name as it was typed."""
    return _(YOU) if is_you(name) else name


def level_name(level: str) -> str:
    """A bot level's archetype in the current language; unknown keys as they are."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def points(count: int) -> str:
    """A number of points in words: "1 point", "15 points"."""
    return ngettext("{points} point", "{points} points", count).format(points=count)


def points_short(count: int) -> str:
    """A number of points where room is short (scores beside names): "1 pt", "15 pts"."""
    return ngettext("{points} pt", "{points} pts", count).format(points=count)


def points_gained(count: int) -> str:
    """The points a hand added to a total: "+1 pt", "+3 pts"."""
    return ngettext("+{points} pt", "+{points} pts", count).format(points=count)


def target(count: int) -> str:
    """The target a game plays to, said once above the scores: "Target: 15 points"."""
    return ngettext("Target: {target} point", "Target: {target} points", count).format(
        target=count
    )


def score_toward(total: int, goal: int) -> str:
    """A total beside the target where room is short (a nameplate): "5/12" on the way; once
    reached, the points alone ("23 pts"), as "23/12" would read "23 of 12"."""
    if total < goal:
        return _("{points}/{target}").format(points=total, target=goal)
    return points_short(total)


def target_reached(target: int) -> str:
    """Why a game ended after a hand: someone's total reached the target."""
    return ngettext(
        "A player has {target} point or more: the game is over",
        "A player has {target} points or more: the game is over",
        target,
    ).format(target=target)


def decimal(value: float, places: int | None = None) -> str:
    """``value`` as the language writes it: "2.5" in English, "2,5" in German and Italian
    (`Language.decimal_comma`); ``places`` fixed decimals, else as few as show it ("2.5",
    "3")."""
    written = f"{value:g}" if places is None else f"{value:.{places}f}"
    language = spoken(current())
    return written.replace(".", ",") if language and language.decimal_comma else written
