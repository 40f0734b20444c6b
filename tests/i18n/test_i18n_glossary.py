"""Each glossary term wherever the English says it (docs/I18N.md, both games' glossaries):
every msgid of a game's own code that holds an English term of its glossary has the
glossary's word in every form of its translation, and none of the words found wrong (issue
32: German "Wege" for the paths, Arabic "الطريقين", Italian "Via magica" mid-sentence…)
comes back. The few msgids that say a term without needing the word are listed with why.

A msgid is a game's when that game's own modules say it (`scenes/ravens/`, `engine/ravens/`,
`i18n/ravens/cards.py`…, found by Babel's extractor as `devtools.i18n` runs it); the shell's
msgids that name a game are read with it (a settings row, a menu tile)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from odin_desktop import i18n

babel = pytest.importorskip("babel.messages.pofile", reason="Babel is in the test extra")
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file  # noqa: E402
from babel.messages.frontend import parse_keywords  # noqa: E402

from devtools import i18n as tool  # noqa: E402


# (English term, the glossary's word in the translation), regular expressions. A term is
# never read inside a placeholder ("{spaces}" is filled with its own counted words).
def _term(english: str) -> str:
    return rf"(?<![{{\w])(?:{english})(?![}}\w])"


RAVENS_TERMS: dict[str, list[tuple[str, str]]] = {
    "it": [
        (r"paths?", r"percors"),
        (r"(?:landscape )?deck", r"mazzo[\w ]* delle carte terreno|in fondo al mazzo"),
        (r"stack", r"mazzo ausiliario"),
        (r"supply", r"riserva"),
        (r"(?:Odin )?marker", r"segnalino"),
        (r"Magic Way", r"[Vv]ia magica"),
        (r"jokers?", r"jolly"),
        (r"flight cards?", r"cart[ae] volo"),
        (r"Odin cards?", r"[Cc]art[ae] Odino"),
        (r"landscape cards?", r"[Cc]art[ae] terreno"),
        (r"spaces?", r"casell"),
        (r"races?", r"[Gg]ar[ae]"),
        (r"discard piles?", r"mazz[oi] degli scarti"),
        (r"turned round|turn(?:s|ed)? (?:it )?round|180|card to turn", r"[Gg]ir|[Rr]uot"),
    ],
    "de": [
        (r"paths?", r"Flugstrecke"),
        (r"(?:landscape )?deck", r"Landschaftsstapel"),
        (r"stack", r"Zusatzstapel"),
        (r"stor(?:e|es|ed|ing)", r"Zusatzstapel"),
        (r"supply", r"Nachziehstapel"),
        (r"(?:Odin )?marker", r"Odinstein|Stein"),
        (r"Magic Way", r"Magische[nr]? Weg"),
        (r"jokers?", r"Joker"),
        (r"flight cards?", r"Flugkarte"),
        (r"Odin cards?", r"Odinkarte"),
        (r"landscape cards?", r"Landschaftskarte"),
        (r"spaces?", r"[Ff]eld"),
        (r"races?", r"Rennen"),
        (r"discard piles?", r"Ablagestapel"),
        (r"turned round|turn(?:s|ed)? (?:it )?round|180|card to turn", r"[Dd]reh|[Gg]edreht"),
        (r"(?:hop|hops|move|moves) (?:[\w']+ )*forward", r"setz"),
    ],
    "ar": [
        (r"paths?", r"مسار"),
        (r"(?:landscape )?deck", r"رزمة التضاريس"),
        (r"stack", r"كوم"),
        (r"supply", r"مخزون"),
        (r"(?:Odin )?marker", r"علامة"),
        (r"Magic Way", r"طريق\S* (?:ال)?سحري"),
        (r"jokers?", r"جوكر"),
        (r"flight cards?", r"طيران"),
        (r"Odin cards?", r"أودين"),
        (r"landscape cards?", r"تضاريس"),
        (r"spaces?", r"خان"),
        (r"races?", r"سباق"),
        (r"discard piles?", r"المستبعدة"),
        (r"[Dd]iscard(?:s|ed)?", r"ستبعد|استبعاد"),
        (
            r"turned round|turn(?:s|ed)? (?:it )?round|180|card to turn|turns? a landscape card",
            r"أدر|مدار|إدار|تدير|يدير|تدار",
        ),
    ],
}
# What the glossary's word would be wrong in: (language, msgid) -> why.
RAVENS_EXCEPTIONS = {
    ("ar", "your raven moves {count} space"): "its zero form says the raven does not move",
}
# Words found wrong in Odin's Ravens' catalogs: none may come back.
RAVENS_NEVER = {
    "it": [
        r"(?<=[a-zà-ù,;] )Via magica",  # lower case mid-sentence, as the booklet writes it
        r"(?<!degli )(?<!Mazzo degli )\bscarti\b(?! (?:di|degli))",  # the pile, not the verb
    ],
    "de": [r"\bWege\b", r"\bWegen\b", r"hüpf", r"[Aa]bleg", r"abgelegt"],
    "ar": [r"الطريقين", r"تخلص", r"تدوير", r"المسارات"],
}
# The verb "you discard" is "scarti" in Italian; the table's pile is labelled in one word.
NEVER_EXCEPTIONS = {("it", "discard"), ("it", "Discards")}

# ODIN's glossary terms that have one word in every sentence ("comes round" is no round).
TAKE_A_CARD = r"(?:card|cards) (?:to|you) take|takes? (?:(?:a|one|exactly one|the|that) card|it)"
ODIN_TERMS: dict[str, list[tuple[str, str]]] = {
    "it": [(r"(?<!comes )rounds?", r"turn"), (r"sets?(?! aside)", r"\bset\b|centro")],
    "de": [
        (r"(?<!comes )rounds?", r"Runde"),
        (r"hands? (?:ends?|begins|of|is over)", r"Durchgang|Zwischenwertung"),
    ],
    "ar": [
        (r"(?<!comes )rounds?", r"جول"),
        (r"cards?", r"بطاق"),
        (TAKE_A_CARD, r"تقط|تقاط"),
        (r"pass(?:es|ed)?", r"مرر|تمرير"),
    ],
}
ODIN_EXCEPTIONS: dict[tuple[str, str], str] = {}


@cache
def _said_by(game: str) -> frozenset[tuple[str | None, str]]:
    """The (context, msgid) pairs the game's own modules mark, extracted as the catalogs are."""
    keywords = {**DEFAULT_KEYWORDS, **parse_keywords(list(tool.KEYWORDS))}
    found = set()
    for path in sorted(tool.PACKAGE.rglob("*.py")):
        if game not in path.relative_to(tool.PACKAGE).as_posix():
            continue
        for _line, message, _comments, context in extract_from_file(
            "python", str(path), keywords=keywords
        ):
            found.add((context, message if isinstance(message, str) else message[0]))
    return frozenset(found)


def _catalog(code: str):  # noqa: ANN202 - babel's Catalog
    with open(tool.po_path(code), "rb") as f:
        return babel.read_po(f, locale=code)


def _entries(code: str, game: str, named: str) -> list[tuple[str, tuple[str, ...]]]:
    """(msgid, forms) of the game's messages, with the shell's that name the game."""
    own = _said_by(game)
    found = []
    for message in _catalog(code):
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        if (message.context, msgid) in own or named in msgid:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            found.append((msgid, tuple(_plain(form) for form in forms)))
    return found


def _plain(text: str) -> str:
    """Arabic without its optional vowel marks (شَدّة and the short vowels), as it is read."""
    return re.sub("[\u064b-\u0652\u0670]", "", text)


def _unsaid(code, game, named, terms, exceptions):  # noqa: ANN001, ANN202
    missing = []
    for msgid, forms in _entries(code, game, named):
        for english, word in terms[code]:
            if (code, msgid) in exceptions or not re.search(_term(english), msgid):
                continue
            bare = [form for form in forms if not re.search(word, form)]
            if bare:
                missing.append((english, msgid, bare[0]))
    return missing


@pytest.mark.parametrize("code", sorted(RAVENS_TERMS))
def test_every_ravens_term_is_the_glossarys_word(code: str) -> None:
    assert _unsaid(code, "ravens", "Odin's Ravens", RAVENS_TERMS, RAVENS_EXCEPTIONS) == []
    assert len(_said_by("ravens")) > 300  # the extractor found Odin's Ravens' words


@pytest.mark.parametrize("code", sorted(RAVENS_NEVER))
def test_the_words_found_wrong_are_gone_from_odins_ravens(code: str) -> None:
    wrong = [
        (pattern, msgid, form)
        for msgid, forms in _entries(code, "ravens", "Odin's Ravens")
        if (code, msgid) not in NEVER_EXCEPTIONS
        for form in forms
        for pattern in RAVENS_NEVER[code]
        if re.search(pattern, form)
    ]
    assert wrong == []


@pytest.mark.parametrize("code", sorted(ODIN_TERMS))
def test_every_odin_term_is_the_glossarys_word(code: str) -> None:
    assert _unsaid(code, "odin/", "ODIN", ODIN_TERMS, ODIN_EXCEPTIONS) == []


# Odin card IV on the card (its choice, the hints) and on its rules page, in one wording.
OR = {"it": "Oppure ", "de": "Oder ", "ar": "أو "}


@pytest.mark.parametrize("code", sorted(OR))
def test_odin_card_iv_says_the_same_on_the_card_and_on_its_page(code: str) -> None:
    from odin_desktop.i18n.ravens.cards import ODIN_TEXTS
    from odin_desktop.scenes.ravens.rules_blocks import OdinChoices
    from odin_desktop.scenes.ravens.rules_pages import PAGES

    page = next(p for p in PAGES if p.title == "Odin card IV")
    choices = next(b for b in page.blocks if isinstance(b, OdinChoices))
    back, forward = ODIN_TEXTS["O4"]
    i18n.set_language(code)
    try:
        card = (i18n._(back), i18n._(forward))
        told = (i18n._(choices.first), i18n._(choices.second))
    finally:
        i18n.set_language("en")
    assert told[0] == f"{card[0]}."
    assert told[1] == f"{OR[code]}{card[1][:1].lower()}{card[1][1:]}."


def test_the_glossary_names_the_words_found_wrong() -> None:
    doc = " ".join((tool.PACKAGE.parent / "docs" / "I18N.md").read_text("utf-8").split())
    glossary = doc[doc.index("## Glossary: Odin's Ravens") :]
    for word in ("Wege", "hüpft vor", "Ablegen", "Via magica", "scarti", "الطريقين", "تخلَّص"):
        assert word in glossary, word
    assert "test_i18n_glossary.py" in doc
