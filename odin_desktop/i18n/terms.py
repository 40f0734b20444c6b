"""The game's own words that several screens show: the bots' archetypes, points counted
(every count goes through the plural forms of the language: "1 pt", "2 pts", Arabic's six),
and dates (the months' names in the player's language, not the system's)."""

from __future__ import annotations

import time

from odin_desktop.i18n import N_, NC_, _, current, in_every_language, ngettext, spoken

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


def whole(value: int) -> str:
    """A whole number as the language groups its thousands: "10,000", "10.000"."""
    language = spoken(current())
    comma = language is not None and language.decimal_comma  # then thousands take a point
    return f"{value:,}".replace(",", "." if comma else ",")


def decimal(value: float, places: int | None = None) -> str:
    """``value`` as the language writes it: "2.5" in English, "2,5" in German and Italian
    (`Language.decimal_comma`); ``places`` fixed decimals, else as few as show it ("2.5",
    "3")."""
    written = f"{value:g}" if places is None else f"{value:.{places}f}"
    language = spoken(current())
    return written.replace(".", ",") if language and language.decimal_comma else written


# A month's name alone ("March 2026") and where room is short, in a date ("14 Mar 2026").
MONTHS = (
    NC_("month", "January"),
    NC_("month", "February"),
    NC_("month", "March"),
    NC_("month", "April"),
    NC_("month", "May"),
    NC_("month", "June"),
    NC_("month", "July"),
    NC_("month", "August"),
    NC_("month", "September"),
    NC_("month", "October"),
    NC_("month", "November"),
    NC_("month", "December"),
)
SHORT_MONTHS = (
    NC_("short month", "Jan"),
    NC_("short month", "Feb"),
    NC_("short month", "Mar"),
    NC_("short month", "Apr"),
    NC_("short month", "May"),
    NC_("short month", "Jun"),
    NC_("short month", "Jul"),
    NC_("short month", "Aug"),
    NC_("short month", "Sep"),
    NC_("short month", "Oct"),
    NC_("short month", "Nov"),
    NC_("short month", "Dec"),
)


def month_year(year: int, month: int) -> str:
    """A month of a year, "March 2026" (``month`` from 1)."""
    return _("{month} {year}").format(month=_(MONTHS[month - 1]), year=year)


def date_time(seconds: float) -> str:
    """A moment, "14 Mar 2026, 20:15", in the computer's time zone."""
    moment = time.localtime(seconds)
    return _("{day} {month} {year}, {time}").format(
        day=moment.tm_mday,
        month=_(SHORT_MONTHS[moment.tm_mon - 1]),
        year=moment.tm_year,
        time=f"{moment.tm_hour:02d}:{moment.tm_min:02d}",
    )
