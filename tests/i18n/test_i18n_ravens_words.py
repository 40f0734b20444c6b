"""Odin's Ravens in the words of its booklet: each catalog says the glossary's words where
the screens use them (`docs/I18N.md`, "Glossary: Odin's Ravens"), the words found wrong are
gone, the headings the two games' booklets word differently are apart by their context, and
the marker's refusal names every way past it."""

from __future__ import annotations

import random
import re

import paths
import pytest

from odin_desktop import i18n
from odin_desktop.engine.ravens import RaceSetup, RaceState, RandomDraws
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens import refusals as R
from odin_desktop.engine.ravens.cards import KIND_OF, parse_landscape
from odin_desktop.i18n.ravens.cards import RAVEN_NAMES, refusal_text

babel = pytest.importorskip("babel.messages.pofile", reason="Babel is in the test extra")
from devtools import i18n as tool  # noqa: E402

ROOT = paths.ROOT
RAVENS = "Odin's Ravens"  # the message context of the words its booklet says apart from ODIN's
SETUP_CLASH = (
    "While the row is laid, no two equal landscapes may lie side by side on a path: such a card "
    "is turned round, and if it still clashes, it goes face down under the landscape deck and "
    "the next card is drawn. Later in the race, equal neighbours are allowed."
)
GOAL = (
    "Odin's Ravens is a race for two. Each of you flies one of Odin's ravens, Hugin or Munin, "
    "along a path of landscapes by playing matching cards. Over several races you score "
    "points: the game ends after a race in which one of you reaches 12 points, and then the "
    "player with more points wins."
)
OWN_CARDS = (
    "Each of you has 33 cards of your own: 25 flight cards, 5 of each landscape, and 8 Odin "
    "cards, 2 of each of the four kinds."
)
CLICK = (
    "Click a card in your hand, or the top card of your stack, to choose it; choose two equal "
    "flight cards for a joker. Then choose what it does: fly, store, Magic Way, an Odin card's "
    "action or discard."
)
STORE = (
    "Your stack starts empty and holds as many cards as you store. Store a card by putting it "
    "face down on top of it: it waits there for a later turn, or for later in this one. Cards "
    "leave the stack only from the top, in the order they were stored: only Odin card II "
    "changes it. You may look at your own stack at any time."
)
DISCARDS = (
    "Cards you play go to your discard pile. When your supply runs out, your discard pile is "
    "shuffled into a new one."
)
ODIN_IV = (
    "A move of 1 space never continues along a group and never lands on the marker. A raven "
    "on the first space can be sent back before the path, where the ravens start; from there "
    "it goes back no further."
)

# Per language: (context, English msgid, a word of the glossary its translation must hold).
RAVENS_WORDS = {
    "it": [
        (None, "Odin's Ravens", "I corvi di Odino"),
        (None, "Next race", "gara"),
        (None, GOAL, "su più gare"),
        (None, "A landscape card", "carta terreno"),
        (None, "a space for each path", "casella"),
        (None, "Any Odin card", "carta Odino"),
        (None, "A Magic Way card", "carta via magica"),
        (None, "The Odin marker", "segnalino Odino"),
        (None, "Your stack", "mazzo ausiliario"),
        (None, "Your supply", "riserva"),
        (None, DISCARDS, "mazzo degli scarti"),
        (None, "Lengthen the paths", "Allunga i percorsi"),
        (None, "The joker", "jolly"),
        (None, SETUP_CLASH, "di 180 gradi"),
        (None, SETUP_CLASH, "in fondo al mazzo"),
        (None, OWN_CARDS, "carte proprie"),
        (None, CLICK, "o quella in cima"),
        (RAVENS, "Odin", "Odino"),
        (RAVENS, "The goal", "Scopo del gioco"),
        (RAVENS, "Setting up", "Preparazione"),
        (RAVENS, "The end of the game", "Fine della partita"),
    ],
    "de": [
        (None, "Odin's Ravens", "Odins Raben"),
        (None, GOAL, "Wettflug"),
        (None, "A landscape card", "Landschaftskarte"),
        (None, "a space for each path", "Feld"),
        (None, "Odin cards", "Odinkarten"),
        (None, "A Magic Way card", "Karte Magischer Weg"),
        (None, "The Odin marker", "Odinstein"),
        (None, "Your stack", "Zusatzstapel"),
        (None, "Your supply", "Nachziehstapel"),
        (None, "The landscape deck", "Landschaftsstapel"),
        (None, "Lengthen the paths", "Flugstrecken"),
        (None, "The joker", "Joker"),
        (None, "Race {number}", "Rennen"),
        (None, "Turned round", "Gedreht"),
        (None, ODIN_IV, "Ein Schritt um 1 Feld"),
        (None, "Move your opponent's raven 1 space back.", "Setze"),
        (None, "Move your opponent's raven 1 space back", "Setze"),
        (None, "Or move your own raven 1 space forward.", "setze"),
        (None, "Move your raven 1 space forward", "Setze"),
        (RAVENS, "The goal", "Spielziel"),
        (RAVENS, "Setting up", "Vorbereitung"),
        (RAVENS, "The end of the game", "Ende der Partie"),
    ],
    "ar": [
        (None, "Odin's Ravens", "غربان أودين"),
        (None, "Odin's Ravens by Thorsten Gimmler, published by Kosmos.", "من نشر كوسموس"),
        (None, "Race {number}", "السباق"),
        (None, "A landscape card", "بطاقة تضاريس"),
        (None, "a space for each path", "خانة"),
        (None, "Odin cards", "بطاقات أودين"),
        (None, "The Magic Way", "الطريق السحري"),
        (None, "The Odin marker", "علامة أودين"),
        (None, "Your stack", "كومت"),
        (None, DISCARDS, "المستبعدة"),
        (None, "Your supply", "مخزون"),
        (None, "The landscape deck", "رزمة التضاريس"),
        (None, "The joker", "الجوكر"),
        (None, "Turned round", "مُدارة"),
        (None, "Turn an unoccupied landscape card 180°", "أدِر"),
        (None, STORE, "بوجهها لأسفل"),
        (None, "face up", "مكشوفة"),
        (None, "two cards more", "إضافي"),
        (RAVENS, "Odin", "أودين"),
        (RAVENS, "The goal", "هدف اللعبة"),
        (RAVENS, "The end of the game", "نهاية اللعبة"),
    ],
}
# Words found wrong (issue 23), anywhere in the catalog.
NOT_RAVENS_WORDS = {
    "it": ["da parte", "che servono", "carte sue", "sulla carta in cima", "Mugin"],
    "de": [
        "Umgedreht",
        "Zug um",
        "Ziehe den Raben",
        "Ziehe deinen Raben",
        "Rabe zieht",
        "bis zur 1. Zwischenwertung",
        "Mugin",
    ],
    # قلب is both "face down" and "turned round"; هزم and زيادة are not the booklet's words.
    "ar": ["قلب", "مقلوب", "هزم", "زيادة", "كومة البطاقات المستبعدة", "، نشر كوسموس"],
}


def _catalog(code: str):  # noqa: ANN202 - babel's Catalog
    with open(tool.po_path(code), "rb") as f:
        return babel.read_po(f, locale=code)


def _forms(message) -> tuple[str, ...]:  # noqa: ANN001
    return message.string if isinstance(message.string, tuple) else (message.string,)


@pytest.mark.parametrize("code", sorted(RAVENS_WORDS))
def test_each_catalog_speaks_the_ravens_booklets_words(code: str) -> None:
    catalog = _catalog(code)
    for context, msgid, word in RAVENS_WORDS[code]:
        message = catalog.get(msgid, context=context)
        assert message is not None, (context, msgid)
        assert any(word in form for form in _forms(message)), (msgid, word, message.string)
    text = "\n".join(f for m in catalog if m.id for f in _forms(m))
    assert [w for w in NOT_RAVENS_WORDS[code] if w in text] == []


# ODIN's words found on the way (ODIN's glossary, above Odin's Ravens' in docs/I18N.md).
ODIN_WORDS = {
    "de": [  # a single-hand game: one rendering for the option, the game and its end
        ("Single hand", "Ein Durchgang"),
        ("Single-hand game", "Partie mit einem Durchgang"),
        ("Single-hand game: the game is over", "Partie mit einem Durchgang"),
    ],
    "ar": [  # beat is تتغلب everywhere, the tutorial and the table's prompts included
        ("Now take one card of the beaten set, or press Esc to change your play", "المغلوبة"),
        (
            "Whoever beats a set takes one of its cards into their hand; the rest go to Valhalla. "
            "Everyone saw which card it was: it stays face up in that player's hand.",
            "تغلب",
        ),
    ],
}


@pytest.mark.parametrize("code", sorted(ODIN_WORDS))
def test_odins_words_found_on_the_way(code: str) -> None:
    catalog = _catalog(code)
    doc = " ".join((ROOT / "docs" / "I18N.md").read_text(encoding="utf-8").split())
    odin_glossary = doc[: doc.index("## Glossary: Odin's Ravens")]
    for msgid, word in ODIN_WORDS[code]:
        message = catalog.get(msgid)
        assert message is not None and word in message.string, (msgid, word)
        assert word in odin_glossary, word


def test_the_stack_and_the_discard_pile_have_a_word_each_in_arabic() -> None:
    """كومة is the stack: no translation that names a discard pile uses it."""
    catalog = _catalog("ar")
    mixed = [
        m.id
        for m in catalog
        if m.id
        and re.search(r"discard pile|a pile\b", m.id if isinstance(m.id, str) else m.id[0])
        and any("كومة" in f for f in _forms(m))
    ]
    assert mixed == []


def test_the_tutorials_bots_are_named_in_arabic_letters_in_arabic() -> None:
    """The lessons name the bots as the table shows them: in Arabic, in Arabic letters (no
    Latin name inside an Arabic sentence)."""
    from odin_desktop.scenes.odin import tutorial
    from odin_desktop.scenes.ravens import tutorial as ravens_tutorial
    from odin_desktop.session.ravens.guided import GuidedRavensController

    i18n.set_language("ar")
    try:
        names = [seat.name for seat in tutorial.tutorial_setup("أنت").seats[1:]]
        welcome = next(lesson for lesson in tutorial.LESSONS if lesson.key == "welcome")
        said = welcome.text(**tutorial.OdinCoach().facts())
        opponent = GuidedRavensController("أنت", None).names[1]
        coach = ravens_tutorial.RavensCoach(opponent=opponent)
        coach.tell("welcome")
        race_welcome = coach.text
    finally:
        i18n.set_language("en")
    assert names == ["أستريد", "بيورن"]
    assert all(name in said for name in names) and not re.search(r"[A-Za-z]{2}", said)
    assert opponent == "أستريد" and opponent in race_welcome  # Odin's Ravens' guided race
    assert not re.search(r"[A-Za-z]{2}", race_welcome)
    english = [seat.name for seat in tutorial.tutorial_setup("You").seats[1:]]
    assert english == ["Astrid", "Bjorn"]
    assert GuidedRavensController("You", None).names[1] == "Astrid"


def test_the_headings_the_booklets_word_apart_differ_by_context() -> None:
    """One msgid, two readings: ODIN's Italian booklet says "Fine del gioco", Odin's
    Ravens' "Fine della partita"."""
    catalog = _catalog("it")
    odin = catalog.get("The end of the game")
    ravens = catalog.get("The end of the game", context=RAVENS)
    assert (odin.string, ravens.string) == ("Fine del gioco", "Fine della partita")
    i18n.set_language("it")
    try:
        assert i18n.pgettext(RAVENS, "The end of the game") == "Fine della partita"
        assert i18n._(i18n.NC_(RAVENS, "The end of the game")) == "Fine della partita"
        assert i18n._("The end of the game") == "Fine del gioco"
    finally:
        i18n.set_language("en")


def test_the_ravens_are_hugin_and_munin_and_the_glossary_says_why() -> None:
    doc = " ".join((ROOT / "docs" / "I18N.md").read_text(encoding="utf-8").split())
    glossary = doc[doc.index("## Glossary: Odin's Ravens") :]
    assert RAVEN_NAMES == ("Hugin", "Munin")
    assert "Mugin" in glossary and "keeps **Munin**" in glossary
    for code, words in RAVENS_WORDS.items():
        for _context, _msgid, word in words:
            assert word in glossary, (code, word)
    for code, words in NOT_RAVENS_WORDS.items():
        for word in words:
            assert word.strip() in doc, (code, word)  # each rejected word is named as such


def _marker_refusal():  # noqa: ANN202
    """Hugin before the path, the marker on the first mountain: one mountain card is refused."""
    hand = tuple(KIND_OF[c] for c in ("M", "S", "S", "S", "S"))
    setup = RaceSetup(
        first=0,
        magic=0,
        row=tuple(parse_landscape(c) for c in ("MF", "LS", "PM")),
        under=(),
        hands=(hand, hand),
    )
    race = RaceState(setup, RandomDraws(random.Random(0)))
    race.marker = 0  # position 0, Hugin's path
    return race.refusal(A.fly([KIND_OF["M"]]))


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("two mountain cards", "one mountain card and a joker", "or two jokers")),
        ("it", ("due carte montagna", "una carta montagna e un jolly", "oppure due jolly")),
        ("de", ("zwei Berg-Karten", "eine Berg-Karte und einen Joker", "oder zwei Joker")),
        ("ar", ("بطاقتي جبل", "أو بطاقة جبل وجوكرًا", "أو جوكرين")),
    ],
)
def test_the_marker_refusal_names_every_way_past_it(code, words) -> None:
    refusal = _marker_refusal()
    assert refusal is not None and refusal.reason is R.FLY_MARKER
    assert "or two jokers" in refusal.english()  # the replay command's English
    i18n.set_language(code)
    try:
        shown = refusal_text(refusal)
    finally:
        i18n.set_language("en")
    for said in words:
        assert said in shown, (code, said, shown)
