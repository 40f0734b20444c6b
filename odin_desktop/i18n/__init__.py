"""The game's languages: gettext catalogs read with the standard library (no Babel needed to
play), the language chosen from the settings or the operating system, and switched at once.

Strings go through `_()` where they are shown. Text defined at import time (page texts,
level names) is marked with `N_()` and translated where it is drawn, so a language switch
changes it on the next frame. English is the source language: its catalog is the msgids.
Where one English msgid must read differently in two places (the two games' booklets name
"The end of the game" differently in Italian), it carries a message context: `pgettext`
translates at once, `NC_()` marks import-time text, and `_()` honours the context it carries.
Catalogs live in `locales/<code>/LC_MESSAGES/odin_desktop.po` (compiled to `.mo`); see
`python -m devtools.i18n` for extracting, updating and compiling them.

The languages are one list, `SPOKEN`: adding one is its catalog and its line there (docs/I18N.md,
"Adding a language"). A language may be partly translated (`complete` False): Settings marks
it, and a string its catalog lacks is shown in English.
"""

from __future__ import annotations

import gettext
import locale
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DOMAIN = "odin_desktop"
LOCALE_DIR = Path(__file__).resolve().parent / "locales"
SOURCE = "en"


@dataclass(frozen=True)
class Language:
    """A language the game speaks."""

    code: str  # ISO 639-1: `Settings.language`, the catalog's folder under `locales/`
    name: str  # in itself, as Settings offers it ("Italiano")
    windows: str  # how Windows names its locales, in English ("Italian_Italy": "italian")
    rtl: bool = False  # written right to left: layouts mirror
    decimal_comma: bool = False  # "2,5" rather than "2.5"
    complete: bool = True  # False: partly translated (English where its catalog lacks a string)


# Every language the game speaks, English (the source) first, in Settings' order: one line each.
SPOKEN: tuple[Language, ...] = (
    Language("en", "English", "english"),
    Language("it", "Italiano", "italian", decimal_comma=True),
    Language("de", "Deutsch", "german", decimal_comma=True),
    Language("ar", "العربية", "arabic", rtl=True),
)
LANGUAGES = tuple(lang.code for lang in SPOKEN)
# The translated languages (a catalog each), and those of them that claim every string: the
# completeness tests hold these to it.
TRANSLATED = tuple(lang.code for lang in SPOKEN if lang.code != SOURCE)
COMPLETE = tuple(lang.code for lang in SPOKEN if lang.complete and lang.code != SOURCE)


def spoken(code: str) -> Language | None:
    """The language of ``code`` among those the game speaks, if it is one."""
    return next((language for language in SPOKEN if language.code == code), None)


_translation: gettext.NullTranslations = gettext.NullTranslations()
_code = SOURCE


class Msgid(str):
    """An English msgid that carries its message context (`NC_`): it reads, compares and
    hashes as its English text; `_()` looks it up in its context."""

    __slots__ = ("context",)
    context: str

    def __new__(cls, context: str, message: str) -> Msgid:
        msgid = super().__new__(cls, message)
        msgid.context = context
        return msgid


def _(message: str) -> str:
    """`message` in the current language (in its context when it carries one: `NC_`)."""
    context = getattr(message, "context", None)
    if context is not None:
        return _translation.pgettext(context, message)
    return _translation.gettext(message)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, as it reads in `context`."""
    return _translation.pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that agrees with `n` (Arabic has six)."""
    return _translation.ngettext(singular, plural, n)


@lru_cache(maxsize=64)
def in_every_language(message: str) -> frozenset[str]:
    """`message` as each language the game speaks says it, English included."""
    said = {message}
    for code in (lang.code for lang in SPOKEN if lang.code != SOURCE):
        said.add(gettext.translation(DOMAIN, LOCALE_DIR, [code], fallback=True).gettext(message))
    return frozenset(said)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention, known to extractors
    """Mark a string for the catalog without translating it yet (import-time data)."""
    return message


def NC_(context: str, message: str) -> str:  # noqa: N802 - like N_, with a context
    """Mark a string for the catalog in a message context, translated later by `_()`."""
    return Msgid(context, message)


# Unicode's first-strong isolate and its end: `ui.fonts` lays the text between them out on its
# own, as one block among its neighbours (SDL_ttf has no bidi; fonts.py does the little needed).
FSI, PDI = "\u2068", "\u2069"


def isolate(text: str) -> str:
    """`text` kept whole in a line of the other direction: a Latin date or a list of names in
    an Arabic sentence reads in its own order, not mixed into the sentence's runs."""
    return f"{FSI}{text}{PDI}"


def current() -> str:
    """The code of the language in use ("en", "it", …: one of `SPOKEN`)."""
    return _code


def is_rtl() -> bool:
    """True while the language reads right to left (Arabic): layouts mirror."""
    language = spoken(_code)
    return language is not None and language.rtl


def _match(name: str) -> str | None:
    """The supported language a locale name means ("de_AT.UTF-8", "Italian_Italy", "ar")."""
    name = name.strip().lower()
    if not name or name in ("c", "posix"):
        return None
    head = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    # Windows names its locales in English ("Italian_Italy"), not by ISO code.
    found = next((lang for lang in SPOKEN if head in (lang.code, lang.windows)), None)
    return None if found is None else found.code


def system_language() -> str:
    """The operating system's language if the game speaks it, else English.

    The variables are read in gettext's order (LANGUAGE may list several, colon-separated);
    where none is set (Windows, macOS app bundles) the C library's locale is asked.
    """
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if not value:
            continue
        for name in value.split(":"):
            code = _match(name)
            if code:
                return code
        if var != "LANGUAGE":  # a set, unsupported LC_ALL/LANG decides: English
            return SOURCE
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return _match(name) or SOURCE


def resolve(setting: str) -> str:
    """The language a `Settings.language` value ("auto", "en", …) stands for."""
    if setting == "auto":
        return system_language()
    return setting if spoken(setting) is not None else SOURCE


def set_language(code: str) -> None:
    """Switch every later `_()` to `code` (a missing catalog falls back to English)."""
    global _translation, _code
    code = code if spoken(code) is not None else SOURCE
    if code == SOURCE:
        _translation = gettext.NullTranslations()
    else:
        _translation = gettext.translation(DOMAIN, LOCALE_DIR, [code], fallback=True)
    _code = code


def use_setting(setting: str) -> str:
    """Apply a `Settings.language` value; returns the language now in use."""
    set_language(resolve(setting))
    return _code
