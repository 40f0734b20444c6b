"""Odin's Ravens art: every picture and sound exists, loads at exact sizes, reads apart."""

from __future__ import annotations

import re
import wave
from array import array

import pygame
import pytest

from devtools.art.ravens import cvd_check
from odin_desktop import i18n
from odin_desktop.scenes.ravens import art
from odin_desktop.ui import resources

ASSETS = resources.assets_dir()
ROOT = ASSETS.parent
WIDTHS = (40, 70, 200)


@pytest.fixture(scope="module", autouse=True)
def _pygame():  # type: ignore[no-untyped-def]
    pygame.init()
    yield


def _svg_files() -> list[str]:
    """Every SVG the loader reads, by the loader's own naming."""
    names = [art.svg_name("tile", c) for c in art.LANDSCAPES]
    names += [art.svg_name("symbol", c) for c in (*art.LANDSCAPES, art.ODIN)]
    names += [art.svg_name("flight", c) for c in art.LANDSCAPES]
    names += [art.svg_name("odin", c) for c in art.ODIN_CARDS]
    names += [art.svg_name("magic", c) for c in art.MAGIC_WAYS]
    names += [art.svg_name("back", c) for c in (art.LANDSCAPE_BACK, *art.SEAT_BACKS)]
    names += [art.svg_name("piece", c) for c in ("marker", "hugin", "munin")]
    return [*names, art.svg_name("frame"), art.svg_name("title")]


def test_the_generator_writes_exactly_the_files_the_loader_reads() -> None:
    pytest.importorskip("fontTools")
    from devtools.art.ravens import gen

    assert sorted(gen.files()) == sorted(_svg_files())
    committed = sorted(
        str(p.relative_to(ASSETS / "ravens")) for p in ASSETS.glob("ravens/**/*.svg")
    )
    assert committed == sorted(_svg_files())


def test_every_picture_and_sound_is_committed() -> None:
    for name in _svg_files():
        assert (ASSETS / "ravens" / name).is_file(), name
    for name in art.SOUNDS:
        assert art.sound_path(name).is_file(), name
    assert (ROOT / "docs" / "art" / "ravens_cvd_check.png").is_file()


def test_codes() -> None:
    assert len(art.LANDSCAPE_CARDS) == 20 == len(set(art.LANDSCAPE_CARDS))
    assert all(code[0] != code[1] for code in art.LANDSCAPE_CARDS)
    assert len(art.ALL_CARDS) == 20 + 5 + 4 + 6 + 3 == len(set(art.ALL_CARDS))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_loads_at_exactly_the_size_asked(width: int) -> None:
    expected = (width, round(width * 1.4))
    for code in art.ALL_CARDS:
        assert art.card(code, width).get_size() == expected, code
    for seat in (0, 1):
        assert art.card_back(seat, width).get_size() == expected


@pytest.mark.parametrize("size", (24, 40, 96))
def test_pieces_symbols_tiles_and_title_load_at_exact_sizes(size: int) -> None:
    assert art.marker(size).get_size() == (size, size)
    for seat in (0, 1):
        assert art.raven(seat, size).get_size() == (size, size)
    for code in (*art.LANDSCAPES, art.ODIN):
        assert art.symbol(code, size).get_size() == (size, size)
    for code in art.LANDSCAPES:
        assert art.space_tile(code, size).get_size() == (size, round(size * 160 / 228))
    assert art.title_art(size * 5).get_size() == (size * 5, round(size * 5 * 300 / 480))


def test_unknown_codes_are_refused_clearly() -> None:
    for call in (
        lambda: art.landscape_card("FF", 70),  # the two halves always differ
        lambda: art.landscape_card("FX", 70),
        lambda: art.flight_card("O", 70),
        lambda: art.odin_card("O5", 70),
        lambda: art.magic_way_card("M+O", 70),
        lambda: art.raven(2, 40),
        lambda: art.card("nope", 70),
        lambda: art.sound_path("caw"),
    ):
        with pytest.raises(ValueError):
            call()


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_twenty_landscape_cards_all_look_different_at_path_size() -> None:
    seen = {_bytes(art.landscape_card(code, 70)) for code in art.LANDSCAPE_CARDS}
    assert len(seen) == 20
    assert _bytes(art.landscape_back(70)) not in seen


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    r, g, b, _ = pygame.transform.average_color(surface.subsurface(rect))
    return r, g, b


def _distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def test_a_card_shows_its_top_tile_above_and_its_bottom_tile_below() -> None:
    # Each half of every card looks most like the tile its code names (top = Hugin's path).
    width = 125
    scale = width / art.CARD_W
    tiles = {c: art.space_tile(c, round(art.TILE_W * scale)) for c in art.LANDSCAPES}
    tile_means = {c: _mean(t, t.get_rect()) for c, t in tiles.items()}
    for code in art.LANDSCAPE_CARDS:
        card = art.landscape_card(code, width)
        for letter, (x, y) in zip(code, (art.TILE_TOP, art.TILE_BOTTOM), strict=True):
            box = pygame.Rect(round(x * scale), round(y * scale), *tiles[letter].get_size())
            mean = _mean(card, box)
            nearest = min(art.LANDSCAPES, key=lambda c, m=mean: _distance(m, tile_means[c]))
            assert nearest == letter, (code, letter, nearest)


def test_turning_a_card_swaps_its_halves() -> None:
    assert _bytes(art.landscape_card("FM", 70)) != _bytes(art.landscape_card("MF", 70))


def test_tiles_name_their_gradients_after_their_landscape() -> None:
    # Two tiles are pasted into one card document: their ids must never collide.
    for code in art.LANDSCAPES:
        text = (ASSETS / "ravens" / "tiles" / f"{code}.svg").read_text(encoding="utf-8")
        ids = re.findall(r'id="([^"]+)"', text)
        assert ids and all(i.startswith(f"{code}-") for i in ids), code


def test_flight_cards_and_backs_differ() -> None:
    faces = [_bytes(art.flight_card(c, 80)) for c in art.LANDSCAPES]
    backs = [_bytes(art.card_back(s, 80)) for s in (0, 1)]
    assert len(set(faces + backs)) == 7


ACTIONS = ("Put the Odin marker on an empty space", "Swap two landscape cards")
ARABIC = ("ضع علامة أودين على خانة فارغة", "بدّل بطاقتي أرض")


@pytest.mark.parametrize("texts", [ACTIONS, ARABIC])
def test_odin_cards_carry_two_texts_under_their_pictograms(texts: tuple[str, str]) -> None:
    width = 200
    plain = art.odin_card("O1", width)
    written = art.odin_card("O1", width, texts)
    assert written.get_size() == plain.get_size()
    scale = width / art.CARD_W
    for x, y, w, h in art.ODIN_TEXT_BOXES:
        box = pygame.Rect(round(x * scale), round(y * scale), round(w * scale), round(h * scale))
        assert _bytes(written.subsurface(box)) != _bytes(plain.subsurface(box))
    # The pictograms above the text boxes are untouched.
    top = pygame.Rect(0, 0, width, round(art.ODIN_TEXT_BOXES[0][1] * scale) - 1)
    assert _bytes(written.subsurface(top)) == _bytes(plain.subsurface(top))


def test_odin_cards_too_small_to_read_show_the_pictograms_alone() -> None:
    assert art.odin_card("O2", 80, ACTIONS) is art.odin_card("O2", 80)


def test_landscape_colours_pass_the_colour_vision_check() -> None:
    results = {r.vision: r for r in cvd_check.evaluate()}
    assert set(results) == {"normal", "protanopia", "deuteranopia", "tritanopia"}
    for result in results.values():
        assert result.ok, result
        assert result.min_key >= cvd_check.MIN_KEY_DE


def test_the_five_symbols_differ_in_shape_not_only_colour() -> None:
    overlap, pair = cvd_check.glyph_overlap()
    assert overlap <= cvd_check.MAX_GLYPH_OVERLAP, pair
    masks = cvd_check.glyph_masks()
    assert all(len(m) > 60 for m in masks.values())  # each glyph was actually found


def test_colour_vision_check_would_catch_a_bad_palette(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bad = dict(art.LANDSCAPE_COLOURS)
    bad["M"] = ("mountain", "#2A6036")  # nearly the forest's green
    monkeypatch.setattr(art, "LANDSCAPE_COLOURS", bad)
    assert not all(r.ok for r in cvd_check.evaluate())


def _samples(name: str) -> tuple[tuple[int, int, int, int], array]:
    """((channels, sample width, rate, frames), samples) of a sound file."""
    with wave.open(str(art.sound_path(name))) as reader:
        params = reader.getparams()
        data = array("h", reader.readframes(params.nframes))
    return (params.nchannels, params.sampwidth, params.framerate, params.nframes), data


@pytest.mark.parametrize("name", art.SOUNDS)
def test_sounds_are_short_clean_and_at_odins_level(name: str) -> None:
    (channels, width, rate, frames), data = _samples(name)
    assert (channels, width, rate) == (1, 2, 22050)
    seconds = frames / rate
    assert 0.05 < seconds <= (2.5 if name == "race_end" else 0.6)
    peak = max(abs(x) for x in data) / 32767
    assert 0.3 <= peak <= 0.9  # levelled as ODIN's are (over the music), never near clipping
    assert abs(data[0]) < 200 and abs(data[-1]) < 200  # fades in and out: no click


def test_sound_generator_names_the_loaders_sounds() -> None:
    from devtools.art.ravens import sounds

    assert tuple(sounds.EFFECTS) == art.SOUNDS


def test_prefetch_fills_the_cache_off_the_main_thread() -> None:
    art.clear_cache()
    art.prefetch(card_widths=[52], tile_widths=[50], piece_sizes=[22]).join(timeout=60)
    before = art._render.cache_info()
    art.landscape_card("PS", 52)
    art.space_tile("L", 50)
    art.raven(1, 22)
    after = art._render.cache_info()
    assert after.hits == before.hits + 3 and after.misses == before.misses


def test_rotated_cards_for_fans_and_turns() -> None:
    upright = art.card("back-hugin", 80)
    turned = art.rotated("back-hugin", 80, 12)
    assert turned.get_width() > upright.get_width() and turned.get_height() > upright.get_height()
    assert art.rotated("back-hugin", 80, 12) is turned  # cached: fans redraw every frame


def test_committed_svgs_match_the_generator(tmp_path) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("fontTools")
    from devtools.art.ravens import gen

    gen.main([str(tmp_path)])
    for name in _svg_files():
        made = (tmp_path / name).read_text(encoding="utf-8")
        committed = (ASSETS / "ravens" / name).read_text(encoding="utf-8")
        assert made == committed, f"{name} is stale: run python -m devtools.art.ravens.gen"


def test_provenance_covers_the_ravens_assets() -> None:
    text = (ASSETS / "PROVENANCE.md").read_text(encoding="utf-8")
    for needle in ("assets/ravens/", "devtools/art/ravens", "ravens_cvd_check.png"):
        assert needle in text


def test_committed_sounds_match_the_generator(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from devtools.art.ravens import sounds

    sounds.main([str(tmp_path)])
    for name in art.SOUNDS:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == art.sound_path(name).read_bytes(), f"{name}.wav is stale"


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_odin_cards_words_fit_its_picture_uncut_in_every_language(code):
    """The card's two texts are its choices' words (issue 32 made Odin card IV's the same on
    the card and its page): at every width that draws them, none is cut or shrunk to a squint
    (Italian's "Muovi il corvo del tuo avversario…" was, at the hand's width at 1366x768)."""
    from odin_desktop.i18n.ravens.cards import odin_texts
    from odin_desktop.ui import text as cached_text

    pygame.font.init()
    widths = [w for w in range(60, 320, 3) if art._text_px(w) >= art.ODIN_TEXT_MIN_PX]
    assert widths[0] <= 120  # the hand's cards at 1366x768 are drawn with their texts
    i18n.set_language(code)
    try:
        cut = []
        for card in art.ODIN_CARDS:
            for width in widths:
                with cached_text.recording_cuts() as cuts:
                    art._odin_lines.__wrapped__(width, *odin_texts(card))
                cut += [(card, width, said) for said in cuts]
    finally:
        i18n.set_language("en")
    assert cut == []
