"""The words players read: every count in its plural form, cards named by colour (never by the
engine's letters), and each language's catalog in the words of its printed rulebook."""

from __future__ import annotations

import ast
import gettext
import io
import re

import paths
import pytest
from engine_helpers import cards, play

from odin_desktop import i18n
from odin_desktop.app.settings import Settings
from odin_desktop.engine.odin import OdinGame, Options
from odin_desktop.engine.odin import refusals as odin_refusals
from odin_desktop.engine.odin.cards import COLOURS, card_code
from odin_desktop.i18n import ngettext, terms
from odin_desktop.i18n.odin import cards as odin_cards
from odin_desktop.i18n.refusals import translate
from odin_desktop.scenes.odin.model import OdinTableModel
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

babel = pytest.importorskip("babel.messages.pofile", reason="Babel is in the test extra")
from devtools import i18n as tool  # noqa: E402

ROOT = paths.ROOT
# A card written the engine's way: a colour letter and a number, standing alone ("B7", "K9").
CARD_CODE = re.compile(r"(?<![\w{])[ROPGBK][1-9](?!\w)")
# A count followed by the noun it counts ("{count} cards", "+{points} pts").
COUNTED = re.compile(
    r"\{(?:points|count|size|players|margin|target|expected|used)\} "
    r"(?:card|cards|point|points|pt|pts|player|players|hand|hands|win|wins)\b"
)


def _catalog(code: str):  # noqa: ANN202 - babel's Catalog
    with open(tool.po_path(code), "rb") as f:
        return babel.read_po(f, locale=code)


def _template():  # noqa: ANN202
    with open(tool.TEMPLATE, "rb") as f:
        return babel.read_po(f)


def _forms(message) -> tuple[str, ...]:  # noqa: ANN001
    return message.string if isinstance(message.string, tuple) else (message.string,)


def _in(code: str, fn, *args):  # noqa: ANN001, ANN202
    i18n.set_language(code)
    try:
        return fn(*args)
    finally:
        i18n.set_language("en")


# ----------------------------------------------------------------------------- counts


def test_every_count_shown_with_a_noun_is_a_plural_form() -> None:
    """A number beside the noun it counts must agree with it in every language ("1 cards"
    was once shown): such a string is an `ngettext` pair, never a lone msgid."""
    lone = [m.id for m in _template() if m.id and not m.pluralizable and COUNTED.search(m.id)]
    assert lone == []
    pairs = [m.id for m in _template() if m.id and m.pluralizable]
    assert len(pairs) >= 15  # points, cards, hands, wins, players, targets, refusals…


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_plural_forms_differ_where_the_language_inflects(code: str) -> None:
    """Each count message's forms are not one string copied: the singular and the plural
    (Arabic: one, two, a few, many) read differently, abbreviations apart."""
    catalog = _catalog(code)
    copied = []
    for message in catalog:
        if not message.id or not message.pluralizable or not COUNTED.search(message.id[1]):
            continue
        if re.search(r"\bpts?\b", message.id[1]):  # an abbreviation may not inflect
            continue
        forms = _forms(message)
        if len(set(forms)) < 2:
            copied.append(message.id[0])
    assert copied == []


# ngettext calls whose count is not a number shown: (file, the singular msgid, why).
COUNT_NOT_SHOWN = {
    ("scenes/odin/viewer.py", "Game over — {names} wins"): "the names joined, counted",
    ("scenes/statistics.py", "{players} player · {level} · {date}"): "shown as ? when unknown",
    (
        "scenes/odin/tutorial.py",
        "The ringed card beats {table}: as many cards as you can, as low as you can",
    ): "the cards ringed on the table, counted",
}


def _ngettext_calls() -> list[tuple[str, ast.Call, list[ast.keyword] | None]]:
    """Every ``ngettext(singular, plural, n)`` of the package, with the keywords that fill
    it when they are given at once (``.format(...)`` on it, or `devices.counted(...)`)."""
    package = ROOT / "odin_desktop"
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            func = node.func if isinstance(node, ast.Call) else None
            if not (isinstance(func, ast.Name) and func.id == "ngettext" and len(node.args) == 3):
                continue
            up = parents.get(node)
            fills = None
            if isinstance(up, ast.Attribute) and up.attr == "format":
                fills = parents[up].keywords
            elif isinstance(up, ast.Call) and getattr(up.func, "id", "") == "counted":
                fills = up.keywords
            found.append((path.relative_to(package).as_posix(), node, fills))
    return found


def _shown(value: ast.expr) -> str:
    """The number a fill shows: itself, or what `terms.whole` writes with its thousands
    grouped ("10,000")."""
    if isinstance(value, ast.Call) and getattr(value.func, "id", "") == "whole":
        return ast.dump(value.args[0])
    return ast.dump(value)


def test_the_plural_form_follows_the_number_shown() -> None:
    """The status line once said "1 more cards may come from your stack": its form was
    chosen by the stack's budget (3) while it showed the cards on the stack (1). Where a count
    message is filled at once, the number that chooses its form is one it shows."""
    checked, wrong = 0, []
    for path, call, fills in _ngettext_calls():
        if fills is None:  # filled later, from a variable: the tests of its screen read it
            continue
        singular = call.args[0].value if isinstance(call.args[0], ast.Constant) else None
        if (path, singular) in COUNT_NOT_SHOWN:
            continue
        checked += 1
        chooser = ast.dump(call.args[2])
        if not any(_shown(fill.value) == chooser for fill in fills):
            wrong.append((path, call.lineno, ast.unparse(call.args[2])))
    assert wrong == []
    assert checked >= 25


def test_arabic_has_its_six_forms_in_the_order_the_translations_are_written() -> None:
    """The forms are zero, one, two, three to ten, eleven to ninety-nine, a hundred and more
    (docs/I18N.md). The catalog once said 100-102 for the fifth and 11-99 for the sixth:
    "11 سباق" and "100 سباقًا", each the other's form."""
    expected = {0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5, 103: 3, 111: 4}
    mo = tool.po_path("ar").with_suffix(".mo")
    compiled = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
    assert {n: compiled.plural(n) for n in expected} == expected  # what the game reads
    source = gettext.c2py(_catalog("ar").plural_expr)
    assert {n: source(n) for n in expected} == expected
    doc = " ".join((ROOT / "docs" / "I18N.md").read_text(encoding="utf-8").split())
    assert "(zero, one, two, three to ten, eleven to ninety-nine, a hundred and more:" in doc
    wins = [_in("ar", lambda n=n: ngettext("{count} win", "{count} wins", n)) for n in (11, 100)]
    assert [w.format(count=n) for w, n in zip(wins, (11, 100), strict=True)] == [
        "11 انتصارًا",
        "100 انتصار",
    ]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["1 point", "2 points", "11 points"]),
        ("it", ["1 punto", "2 punti", "11 punti"]),
        ("de", ["1 Punkt", "2 Punkte", "11 Punkte"]),
        ("ar", ["نقطة واحدة", "نقطتان", "11 نقطة"]),
    ],
)
def test_points_agree_with_their_number(code: str, expected: list[str]) -> None:
    assert [_in(code, terms.points, n) for n in (1, 2, 11)] == expected
    assert _in("ar", terms.points_short, 3) == "3 نقاط"  # three to ten take the plural
    assert _in(code, terms.target_reached, 15).count("15") == 1


@pytest.mark.parametrize(
    ("code", "expected"), [("en", "2.5"), ("it", "2,5"), ("de", "2,5"), ("ar", "2.5")]
)
def test_decimals_are_written_as_the_language_writes_them(code: str, expected: str) -> None:
    from odin_desktop.scenes import settings, statistics

    assert _in(code, terms.decimal, 2.5) == expected
    assert _in(code, settings._times, 2.5) == f"{expected}×"  # the animation speed
    tally = statistics.Tally(played=2, won=1, points=5, seats=2)
    assert _in(code, statistics._average, tally) == expected  # average points


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "10,000"), ("it", "10.000"), ("de", "10.000"), ("ar", "10,000")],
)
def test_thousands_are_grouped_as_the_language_groups_them(code: str, expected: str) -> None:
    assert _in(code, terms.whole, 10_000) == expected and _in(code, terms.whole, 999) == "999"


@pytest.mark.parametrize("code", ["en", "it", "de", "ar"])
def test_a_date_and_a_month_are_said_in_the_language_not_the_systems(code: str) -> None:
    """Replays' dates and its month jump: the month's name is the language's own."""
    import time

    moment = time.mktime((2026, 3, 14, 20, 15, 0, 0, 0, -1))
    march = {"en": "March", "it": "Marzo", "de": "März", "ar": "مارس"}[code]
    assert _in(code, terms.month_year, 2026, 3) == f"{march} 2026"
    said = _in(code, terms.date_time, moment)
    assert "14" in said and "2026" in said and "20:15" in said
    assert ("Mar" in said) == (code == "en")


# ----------------------------------------------------------------------------- card names


@pytest.mark.parametrize(
    ("code", "blue_seven", "orange_eight"),
    [
        ("en", "blue 7", "orange 8"),
        ("it", "7 blu", "8 arancione"),
        ("de", "blaue 7", "orange 8"),
        ("ar", "7 أزرق", "8 برتقالي"),
    ],
)
def test_cards_are_named_by_colour_in_the_players_language(code, blue_seven, orange_eight):
    nbsp = odin_cards.NBSP
    assert _in(code, odin_cards.card_name, "B7") == blue_seven.replace(" ", nbsp)
    assert _in(code, odin_cards.card_name, "O8") == orange_eight.replace(" ", nbsp)
    # Every one of the 54 cards has a name of its own, and none is its code.
    names = {_in(code, odin_cards.card_name, card_code(c)) for c in range(54)}
    assert len(names) == 54 and not any(CARD_CODE.search(n) for n in names)


def test_a_card_name_never_breaks_across_lines() -> None:
    for code in i18n.LANGUAGES:
        for colour in COLOURS:
            assert " " not in _in(code, odin_cards.card_name, f"{colour}5")


def test_facts_show_card_codes_as_names_and_leave_other_facts_alone() -> None:
    show = odin_cards.show
    assert show("card", "K9") == "black\u00a09"
    assert show("cards", ("B8", "B2")) == "blue\u00a08, blue\u00a02"
    assert show("value", 82) == "82" and show("name", "B7") == "B7"  # a player named "B7"
    assert show("cards", ("B8", "X1")) == "B8 X1"  # not cards: as written


def _card_refusals() -> list:
    return [
        odin_refusals.NOT_IN_HAND(cards=("B5",)),
        odin_refusals.NOT_IN_HAND(cards=("B5", "R3")),
        odin_refusals.NOT_A_SET(cards=("R3", "B5")),
        odin_refusals.MUST_TAKE(cards=("O9", "O6", "O5")),
        odin_refusals.TAKE_NOT_BEATEN(card="B7", cards=("O9", "O6", "O5")),
    ]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_refusals_at_the_table_name_their_cards(code: str) -> None:
    for refusal in _card_refusals():
        shown = _in(code, translate, refusal, odin_cards.show).lower()  # "Blue 5 …"
        assert not CARD_CODE.search(shown), shown
        for fact in refusal.facts.values():
            for card in fact if isinstance(fact, tuple) else (fact,):
                assert _in(code, odin_cards.card_name, card).lower() in shown, (shown, card)
    # The command line keeps the codes (the replay JSON contract).
    assert "B7" in odin_refusals.TAKE_NOT_BEATEN(card="B7", cards=("O9",)).english()


def _hinted_model() -> OdinTableModel:
    """Bo leads B8 and Ann holds R9: the hint is to play 9 and take the blue 8."""
    seats = (SeatSetup("Ann"), SeatSetup("Bo", "normal"))
    controller = OdinController(OdinSetup(seats, seed=1, two_player_variant=False), None)
    settings = Settings(ai_speed="fast", warn_whole_hand=False, read_only=True)
    model = OdinTableModel(controller, settings)
    controller.game = OdinGame(2, Options(single_hand=True), first_leader=1)
    deal = [cards("R9 P8 G1 G2 G3 G4 G5 K6 K7"), cards("B2 B8 K1 K2 K4 K5 O6 O7 O1")]
    controller.start_round = lambda: controller.game.start_round(deal)
    model.start()
    controller.play(play("B8"))
    assert model.human_turn
    controller.hint = play("R9", "B8")
    model.update(0.05, animating=False, on_top=True)
    return model


@pytest.mark.parametrize(
    ("code", "said"),
    [("en", "blue\u00a08"), ("it", "8\u00a0blu"), ("de", "blaue\u00a08"), ("ar", "8\u00a0أزرق")],
)
def test_a_hint_names_the_card_to_take_by_its_colour(code: str, said: str) -> None:
    model = _hinted_model()
    text = _in(code, lambda: model.status()[0])
    assert said in text and "9" in text and not CARD_CODE.search(text), text


def test_the_saga_chip_shows_the_colours_rune_not_a_letter(monkeypatch) -> None:
    import pygame

    from odin_desktop.scenes.odin import saga
    from odin_desktop.ui.palette import card_rgb

    pygame.font.init()
    written: list[str] = []
    real_text = saga.text
    monkeypatch.setattr(
        saga, "text", lambda value, *a, **k: written.append(value) or real_text(value, *a, **k)
    )
    saga.card_chip.cache_clear()

    def ink(code: str, rune: bool) -> tuple[bool, ...]:
        """Where the chip holds its colour's ink: a rune differs by shape, not only by hue."""
        chip = saga.card_chip(code, 40, rune)
        colour = pygame.Color(*card_rgb(code[0]))
        w, h = chip.get_size()
        return tuple(chip.get_at((x, y)) == colour for y in range(h) for x in range(w))

    shapes = {ink(f"{colour}5", True) for colour in COLOURS}
    assert len(shapes) == len(COLOURS)  # six runes, six shapes
    assert set(written) == {"5"}  # the number only: no colour letter is written
    assert len({ink(f"{colour}5", False) for colour in COLOURS}) == 1  # symbols hidden
    saga.card_chip.cache_clear()


# ----------------------------------------------------------------------------- no letters


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_no_translation_shows_a_card_letter(code: str) -> None:
    found = [
        form
        for message in _catalog(code)
        if message.id
        for form in _forms(message)
        if CARD_CODE.search(form)
    ]
    assert found == []


def test_no_english_string_shows_a_card_letter() -> None:
    ids = [m.id if isinstance(m.id, str) else m.id[0] for m in _template() if m.id]
    assert [i for i in ids if CARD_CODE.search(i)] == []


def test_the_replay_caption_names_the_card_taken() -> None:
    import random

    from odin_desktop.scenes.odin.viewer import load_steps

    seats = (SeatSetup("Ann"), SeatSetup("Bo", "easy"))
    controller = OdinController(OdinSetup(seats, seed=3, single_hand=True), host_factory=None)
    controller.start_round()
    rng = random.Random(3)
    while not controller.game.over:
        controller.play(rng.choice(controller.legal_actions()))
    steps, _game = load_steps(controller.record(), ["Ann", "Bo"])
    captions = [s.caption for s in steps]
    assert any("takes" in c for c in captions)
    assert not any(CARD_CODE.search(c) for c in captions), captions


# ----------------------------------------------------------------------------- the rulebooks' words

# Per language: (English msgid, a word of the printed rulebook its translation must hold).
RULEBOOK_WORDS = {
    "it": [
        ("wins the round", "turno"),  # round
        ("Not a set", "set"),  # set
        ("Your lead: play one card", "primo giocatore"),  # leader
        ("{name} goes out!", "più carte in mano"),  # going out: non avere più carte in mano
        ("The goal", "Scopo del gioco"),
        ("Setting up", "Preparazione"),
        ("The end of a hand", "Fine di una mano"),
        ("5 Völva", "Völva"),
        ("seeress", "sacerdotessa"),
        ("6 Hirdman", "Hirdmen"),
        ("8 Styrimadr", "Styrimader"),
        ("ship's captain", "capitano della nave"),
        ("Valhalla", "Valhalla"),
        ("The Vikings", "Vichinghi"),
    ],
    "de": [
        ("By number", "Ziffer"),  # a card's number
        ("New game", "Partie"),  # a game
        ("Scoring", "Zwischenwertung"),  # the end of a hand
        ("A hand ends at once in one of two ways:", "Zwischenwertung"),
        ("Valhalla", "Valhalla"),
        ("3 Spy", "Spion"),
        ("6 Hirdman", "Huscarl"),
        ("guardsman", "Leibgarde"),
        ("8 Styrimadr", "Steuermann"),
        ("9 Jarl", "Jarl (Fürst)"),
        ("The goal", "Euer Ziel"),
        ("Setting up", "Vorbereitung"),
        ("The end of the game", "Ende der Partie"),
    ],
    "ar": [
        ("{count} card", "بطاقة"),  # card
        ("wins the round", "جولة"),  # round
        ("Next hand", "المرحلة"),  # hand
        ("Your lead: play one card", "اللاعب الأول"),  # leader
        ("The Vikings", "الفايكنج"),
        ("Valhalla", "فالاهالا"),
        ("9 Jarl", "جارل"),
        ("ship's captain", "قائد السفينة"),
        ("Setting up", "إعداد اللعبة"),
        ("Win a game against the bots", "فُزْ"),
        ("Everyone else: look away from the screen", "على الآخرين جميعًا"),
    ],
}
# Words the rulebooks do not use for these concepts, or that mislead (a suit, a pass).
NOT_RULEBOOK_WORDS = {
    "it": ["giro", "combinazione", "seme", "Passa a {name}", "Gioca a questo computer"],
    "de": ["Walhall", "Späher", "Bedienen", "gehst aus", "geht aus", "Hirdman"],
    "ar": ["ورقة", "أوراق", "دورة", "دورات", "البادئ", "يارل", "الفايكنغ", "فالهالا", "افز"],
}


@pytest.mark.parametrize("code", sorted(RULEBOOK_WORDS))
def test_each_catalog_speaks_its_rulebooks_words(code: str) -> None:
    catalog = _catalog(code)
    for msgid, word in RULEBOOK_WORDS[code]:
        message = catalog.get(msgid)
        assert message is not None, msgid
        assert any(word in form for form in _forms(message)), (msgid, word, message.string)
    text = "\n".join(f for m in catalog if m.id for f in _forms(m))
    if code == "ar":  # Arabic words take prefixes ("بورقة"): any occurrence counts
        found = [w for w in NOT_RULEBOOK_WORDS[code] if w in text]
    else:
        found = [
            w for w in NOT_RULEBOOK_WORDS[code] if re.search(rf"\b{re.escape(w)}\b", text, re.I)
        ]
    assert found == []


def test_the_glossary_in_the_docs_lists_the_rulebooks_words() -> None:
    doc = (ROOT / "docs" / "I18N.md").read_text(encoding="utf-8")
    for code, words in RULEBOOK_WORDS.items():
        for _msgid, word in words:
            assert word in doc, (code, word)
    assert "i18n/reasons.py" not in doc  # refusals are data now (i18n/refusals.py)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_a_record_breaking_the_rules_says_why_with_card_names(code: str) -> None:
    """The replay viewer's message for an illegal move is the engine's refusal, translated,
    its cards named (a card no one holds: the blue 9 of seat 0, played by seat 1)."""
    from odin_desktop.scenes.odin.viewer import load_steps

    seats = (SeatSetup("Ann"), SeatSetup("Bo", "easy"))
    controller = OdinController(OdinSetup(seats, seed=3, single_hand=True), host_factory=None)
    controller.start_round()
    doc = controller.record()
    leader = doc["hands"][0]["leader"]
    theirs = doc["hands"][0]["deal"][1 - leader][0]
    doc["hands"][0]["moves"] = [{"seat": leader, "play": [theirs]}]
    with pytest.raises(ValueError) as refused:
        _in(code, load_steps, doc, ["Ann", "Bo"])
    message = str(refused.value)
    assert _in(code, odin_cards.card_name, theirs).lower() in message.lower(), message
    assert not CARD_CODE.search(message), message
