"""The catalogs are complete and compiled, the language follows the system and switches at
once, Arabic lines come out in the right visual order, and the engine's reasons translate."""

from __future__ import annotations

import gettext
import io
import random
import re

import pytest

from odin_desktop import i18n
from odin_desktop.engine.odin import refusals as odin_refusals
from odin_desktop.engine.refusal import Reason, Refusal
from odin_desktop.i18n.refusals import translate
from odin_desktop.ui import fonts

babel = pytest.importorskip("babel.messages.pofile", reason="Babel is in the test extra")
from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.frontend import parse_keywords  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402

from devtools import i18n as tool  # noqa: E402

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _catalog(code: str) -> Catalog:
    with open(tool.po_path(code), "rb") as f:
        return babel.read_po(f, locale=code)


def _template() -> Catalog:
    with open(tool.TEMPLATE, "rb") as f:
        return babel.read_po(f)


def test_the_template_holds_every_string_in_the_code() -> None:
    """A string added to the code without `tools.i18n all` fails here."""
    found = set()
    for folder in tool.SCANNED:
        for _file, _line, message, _comments, context in extract_from_dir(
            tool.PACKAGE / folder,
            method_map=[("**.py", "python")],
            keywords=parse_keywords(["_", "ngettext:1,2", *tool.KEYWORDS]),
        ):
            found.add((context, message if isinstance(message, str) else message[0]))
    template = {
        (m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in _template() if m.id
    }
    assert found == template, (
        f"missing from the template: {sorted(found - template)}; "
        f"no longer in the code: {sorted(template - found)}"
    )


def _untranslated(code: str) -> list[str]:
    """The template's strings the catalog of ``code`` lacks (or holds empty, or fuzzy)."""
    catalog = _catalog(code)
    lacking = []
    for message in _template():
        if not message.id:
            continue
        translated = catalog.get(message.id, context=message.context)
        forms = () if translated is None else translated.string
        forms = forms if isinstance(forms, tuple) else (forms,)
        if translated is None or translated.fuzzy or not all(f and f.strip() for f in forms):
            lacking.append(f"{message.id!r} ({message.context})")
    return lacking


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_every_translation_is_sound(code: str) -> None:
    """What a catalog says, complete or partly translated: its plural forms, its
    placeholders, and only strings the game still uses."""
    catalog = _catalog(code)
    template = [m for m in _template() if m.id]
    assert len(template) > 250
    for message in template:
        translated = catalog.get(message.id, context=message.context)
        if translated is None or not translated.string or translated.fuzzy:
            continue  # lacking: English is shown (the completeness test below)
        forms = translated.string if isinstance(translated.string, tuple) else (translated.string,)
        assert len(forms) == (catalog.num_plurals if message.pluralizable else 1)
        source = message.id if isinstance(message.id, str) else message.id[1]
        for form in forms:
            if not form:
                continue  # a form not yet written: lacking
            assert form.strip(), f"{code} has a blank translation of {message.id!r}"
            # Placeholders are filled by the code: a translation may drop a number that its
            # plural form spells out ("ورقتان"), never invent one.
            assert set(PLACEHOLDER.findall(form)) <= set(PLACEHOLDER.findall(source)), form
            if not message.pluralizable:
                assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(source)), form
    extra = {(m.context, m.id) for m in catalog if m.id} - {(m.context, m.id) for m in template}
    assert not extra, f"{code} has strings the game no longer uses: {extra}"


@pytest.mark.parametrize("code", i18n.COMPLETE)
def test_every_string_is_translated(code: str) -> None:
    """A language that claims to be complete (`i18n.Language.complete`) lacks nothing."""
    assert _untranslated(code) == []


@pytest.mark.parametrize("code", sorted(set(i18n.TRANSLATED) - set(i18n.COMPLETE)))
def test_a_partly_translated_language_says_so_truly(code: str) -> None:
    """One that says it is partly translated lacks something (else it is complete: say so)."""
    assert _untranslated(code) != []


def test_every_language_the_game_speaks_has_its_catalog() -> None:
    for code in i18n.TRANSLATED:
        assert tool.po_path(code).is_file() and tool.po_path(code).with_suffix(".mo").is_file()
    found = {p.parent.parent.name for p in tool.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")}
    assert found == set(i18n.TRANSLATED)  # no catalog the game does not offer
    assert i18n.SPOKEN[0].code == i18n.SOURCE  # English, the source, first


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_the_compiled_catalogs_match_their_sources(code: str) -> None:
    """The game reads the .mo files (no Babel at runtime): they must be today's .po."""
    expected = io.BytesIO()
    write_mo(expected, _catalog(code))
    mo = tool.po_path(code).with_suffix(".mo")
    compiled = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
    wanted = gettext.GNUTranslations(io.BytesIO(expected.getvalue()))
    assert _messages(compiled) == _messages(wanted), "run `python -m devtools.i18n compile`"


def _messages(catalog: gettext.GNUTranslations) -> dict[object, str]:
    """A compiled catalog's entries, its header without the line naming the Babel release
    that wrote it (a new release is no change to the game's words)."""
    entries = dict(catalog._catalog)  # gettext's own table
    header = entries.get("", "")
    entries[""] = "".join(
        line for line in header.splitlines(keepends=True) if not line.startswith("Generated-By:")
    )
    return entries


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_every_translation_has_glyphs_in_the_bundled_fonts(code: str) -> None:
    """SDL_ttf draws a box for a missing glyph: every character must be in the font that
    `fonts.render` gives it (titles use Cinzel for Latin, Noto Sans Arabic for Arabic)."""
    import pygame

    pygame.font.init()
    catalog = _catalog(code)
    chars = set()
    for message in catalog:
        if message.id:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            chars.update("".join(forms))
    # The marks of direction (a key's "[" kept whole in Arabic: `i18n.isolate`) are read by
    # the layout and never drawn.
    marks = {i18n.FSI, i18n.PDI, fonts.LRM, fonts.RLM}
    chars = {c for c in chars if not c.isspace() and c not in marks}
    arabic = "".join(c for c in chars if fonts.is_arabic(c))
    other = "".join(c for c in chars if not fonts.is_arabic(c))
    for role in ("ui", "ui_bold", "title", "title_bold"):
        assert fonts.missing_glyphs(fonts.font(role, 24), other) == "", role
    for role in ("arabic", "arabic_bold"):
        assert fonts.missing_glyphs(fonts.font(role, 24), arabic) == "", role


def test_a_language_switch_takes_effect_at_once() -> None:
    i18n.set_language("de")
    assert i18n._("Back") == "Zurück" and not i18n.is_rtl()
    i18n.set_language("ar")
    assert i18n._("Back") == "رجوع" and i18n.is_rtl()
    assert i18n.ngettext("{count} card", "{count} cards", 2) == "بطاقتان"
    assert i18n.ngettext("{count} card", "{count} cards", 5).format(count=5) == "5 بطاقات"
    i18n.set_language("en")
    assert i18n._("Back") == "Back" and i18n.current() == "en"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LC_ALL": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"}, "ar"),
        ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "de"),  # the first one we speak
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
    ],
)
def test_the_system_language_is_followed(monkeypatch, env, expected) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert i18n.system_language() == expected
    assert i18n.resolve("auto") == expected
    assert i18n.resolve("it") == "it"


def test_windows_locale_names_are_understood(monkeypatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("German_Germany", "1252"))
    assert i18n.system_language() == "de"


# ----------------------------------------------------------------------------- bidi


def _reading_order(text: str) -> str:
    """The line as a right-to-left reader meets its pieces: display order reversed, each
    piece as written (Arabic pieces are shaped right to left by HarfBuzz)."""
    return "|".join(p.strip() for p, _ in reversed(fonts.visual_pieces(text, True)) if p.strip())


def test_numbers_and_card_codes_keep_their_order_inside_arabic() -> None:
    assert _reading_order("العب 942 ثم خذ B7") == "العب|942|ثم خذ|B7"
    assert _reading_order("دورك: تغلّب على 82 بـ 2 أوراق") == "دورك|:|تغلّب على|82|بـ|2|أوراق"
    # A number with separators stays one number; brackets mirror around Latin text.
    assert "1,000" in _reading_order("لديك 1,000 نقطة")
    pieces = fonts.visual_pieces("يجب أخذ ورقة (B2 B3)", True)
    assert [p for p, _ in pieces][:3] == ["(", "B2 B3", ")"]


def test_a_latin_name_then_arabic_is_laid_out_right_to_left_in_arabic() -> None:
    i18n.set_language("ar")
    assert fonts.base_rtl("Astrid يلعب 82")
    i18n.set_language("en")
    assert not fonts.base_rtl("Astrid plays 82")


def test_mixed_lines_render_as_one_image_of_shaped_arabic() -> None:
    import pygame

    pygame.font.init()
    shaped = fonts.render("يلعب", 30, (255, 255, 255))
    # Joined Arabic letters are narrower than the same letters drawn apart.
    apart = sum(fonts.render(c, 30, (255, 255, 255)).get_width() for c in "يلعب")
    assert shaped.get_width() < apart
    mixed = fonts.render("Astrid يلعب 942", 30, (255, 255, 255))
    assert mixed.get_width() > shaped.get_width() + fonts.font("ui", 30).size("Astrid 942")[0] // 2


# ----------------------------------------------------------------------------- refusals


def _engine_refusals() -> list[Refusal]:
    """The refusals the engine gives for random moves in random positions."""
    from odin_desktop.engine.odin.dealing import deal
    from odin_desktop.engine.odin.hand import HandState
    from odin_desktop.engine.odin.moves import make_action

    rng = random.Random(7)
    seen: dict[tuple[str, tuple[object, ...]], Refusal] = {}

    def note(refusal: Refusal | None) -> None:
        if refusal is not None:
            seen[refusal.code, tuple(sorted(refusal.facts.items()))] = refusal

    for seed in range(60):
        state = HandState(deal(seed, 0, 4), seed % 4)
        while not state.over:
            hand = [c for c in range(54) if state.hands[state.turn] >> c & 1]
            play = 0
            for card in rng.sample(hand, min(len(hand), rng.choice((0, 1, 1, 2, 2, 3)))):
                play |= 1 << card
            if rng.random() < 0.05:
                play |= 1 << rng.randrange(54)  # perhaps a card from elsewhere
            if rng.random() < 0.1:
                play = state.hands[state.turn]
            take = rng.choice([None, None, rng.randrange(54)])
            for action in (make_action(play, take), make_action(play)):
                note(state.refusal(action))
            note(state.refusal(state.legal_actions()[0], seat=(state.turn + 1) % 4))
            state.apply_action(rng.choice(state.legal_actions()))
        note(state.refusal(0))
    return list(seen.values())


def test_every_refusal_the_engine_gives_is_translated() -> None:
    refusals = _engine_refusals()
    assert len(refusals) > 50  # many positions
    # The hand's checks give every kind of refusal but the game's own three (no hand, …).
    game_level = {odin_refusals.GAME_OVER, odin_refusals.NO_HAND, odin_refusals.HAND_NOT_OVER}
    assert {r.reason for r in refusals} == set(odin_refusals.ALL) - game_level
    for code in i18n.COMPLETE:
        i18n.set_language(code)
        for refusal in refusals:
            shown = translate(refusal)
            english = refusal.english()
            assert shown != english[:1].upper() + english[1:], f"{code}: {english!r} untranslated"
            # Card codes and the facts that are not the counted one pass through unchanged
            # (a plural form may spell out its count: "بطاقتان").
            counted = refusal.reason.count
            for name, value in refusal.facts.items():
                if name != counted:
                    for token in value if isinstance(value, tuple) else (value,):
                        assert str(token) in shown, (code, english, shown)
    i18n.set_language("en")


@pytest.mark.parametrize("reason", odin_refusals.ALL, ids=lambda r: r.code)
def test_every_reason_has_a_translation_in_every_language(reason: Reason) -> None:
    for code in i18n.COMPLETE:
        catalog = _catalog(code)
        message = catalog.get(reason.singular)
        assert message is not None and message.string, (code, reason.code)
        if reason.plural is not None:
            assert message.pluralizable and message.id[1] == reason.plural, (code, reason.code)


@pytest.mark.parametrize(
    ("code", "one", "two"),
    [
        ("en", "1 card cannot follow a set of 2", "3 cards cannot follow a set of 2"),
        (
            "it",
            "Non puoi giocare 1 carta su un set di 2",
            "Non puoi giocare 3 carte su un set di 2",
        ),
        ("de", "1 Karte ist hier nicht erlaubt", "3 Karten sind hier nicht erlaubt"),
        ("ar", "بطاقة واحدة", "3 بطاقات"),
    ],
)
def test_counts_in_refusals_agree_with_their_number(code: str, one: str, two: str) -> None:
    i18n.set_language(code)
    try:
        assert one in translate(odin_refusals.WRONG_SIZE(size=1, table=2, more=3))
        assert two in translate(odin_refusals.WRONG_SIZE(size=3, table=2, more=3))
    finally:
        i18n.set_language("en")


def test_english_refusals_read_as_the_replay_command_prints_them() -> None:
    refusal = odin_refusals.MUST_TAKE(cards=("B8", "B2"))
    assert refusal.code == "odin.must_take"
    assert refusal.english() == "must take one card of the beaten set (B8 B2)"
    assert odin_refusals.WRONG_SIZE(size=1, table=2, more=3).english() == (
        "1 card cannot follow a set of 2: play 2 or 3"
    )


def test_the_app_starts_in_the_systems_language_then_in_the_chosen_one(monkeypatch, tmp_path):
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings

    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    App((1024, 640), fullscreen=False)  # first start: no settings file, "auto"
    assert i18n.current() == "de"
    Settings(language="it").save()
    App((1024, 640), fullscreen=False)
    assert i18n.current() == "it"
