"""Bundled assets: card art, colours, fonts, sounds, icon, provenance."""

from __future__ import annotations

import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from devtools.art import cvd_check
from odin_desktop.scenes.odin import art
from odin_desktop.ui import fonts, resources, sounds
from odin_desktop.ui.palette import CARD_COLOURS, COLOUR_RUNES, PARCHMENT, card_rgb, hex_to_rgb

ASSETS = resources.assets_dir()


@pytest.fixture(scope="module", autouse=True)
def _pygame():  # type: ignore[no-untyped-def]
    pygame.init()
    yield


def test_assets_dir_is_found_from_the_package_not_the_cwd(monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    assert (resources.assets_dir() / "cards" / "B7.svg").is_file()
    # Installed and frozen layouts: tests/project/test_packaging.py.


def test_54_codes_in_six_colours() -> None:
    assert len(art.ALL_CODES) == 54 == len(set(art.ALL_CODES))
    assert set(art.COLOURS) == {"R", "O", "P", "G", "B", "K"}
    assert len(set(COLOUR_RUNES.values())) == 6  # one distinct symbol per colour


@pytest.mark.parametrize("width", [60, 240])
def test_all_55_images_load_at_the_requested_size(width: int) -> None:
    expected = (width, round(width * 1.4))
    for code in art.ALL_CODES:
        img = art.face(code, width)
        assert img.get_size() == expected, code
    assert art.back(width).get_size() == expected


def _ink_pixels(surface: pygame.Surface, rgb: tuple[int, int, int], box: pygame.Rect) -> int:
    """How many pixels in box are close to rgb (the card colour's ink)."""
    count = 0
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            c = surface.get_at((x, y))
            if c.a > 200 and sum(abs(c[i] - rgb[i]) for i in range(3)) < 60:
                count += 1
    return count


@pytest.mark.parametrize("colour", list(CARD_COLOURS))
def test_index_in_the_left_quarter_is_drawn_in_the_card_colour(colour: str) -> None:
    # The number and rune must show when only the left ~25% of a card is visible in a fan.
    img = art.face(f"{colour}7", 120)
    w, h = img.get_size()
    corner = pygame.Rect(0, 0, w // 4, h // 3)
    assert _ink_pixels(img, card_rgb(colour), corner) > 0.08 * corner.w * corner.h
    # … and it is that colour's ink, not another's.
    for other in CARD_COLOURS:
        if other != colour and other != "K" and colour != "K":
            assert _ink_pixels(img, card_rgb(other), corner) < 20


def test_every_card_looks_different_at_60px() -> None:
    seen = {pygame.image.tobytes(art.face(c, 60), "RGBA") for c in art.ALL_CODES}
    assert len(seen) == 54
    assert pygame.image.tobytes(art.back(60), "RGBA") not in seen


def test_cards_are_rendered_crisp_not_upscaled() -> None:
    # A large card carries fine detail a 60 px render scaled up would not have.
    big = art.face("G4", 480)
    blurry = pygame.transform.smoothscale(art.face("G4", 60), big.get_size())
    assert pygame.image.tobytes(big, "RGBA") != pygame.image.tobytes(blurry, "RGBA")
    edges = sum(
        1
        for x in range(0, 480, 3)
        if abs(big.get_at((x, 300)).r - big.get_at((x + 1, 300)).r) > 80
    )
    assert edges > 0


def test_cache_and_rotation() -> None:
    assert art.face("R1", 80) is art.face("R1", 80)
    turned = art.rotated("R1", 80, 10)
    assert turned.get_width() > 80
    assert art.rotated("back", 80, -5).get_height() > art.card_size(80)[1]


def test_unknown_card_is_refused() -> None:
    for bad in ("X1", "R0", "R10", "r1", ""):
        with pytest.raises(ValueError):
            art.face(bad, 60)


def test_tiny_widths_do_not_crash() -> None:
    assert art.face("K9", 0).get_size() == art.card_size(art.MIN_WIDTH)


def test_card_colours_pass_the_colour_vision_check() -> None:
    results = {r.vision: r for r in cvd_check.evaluate()}
    assert set(results) == {"normal", "protanopia", "deuteranopia", "tritanopia"}
    for r in results.values():
        assert r.ok, r


def test_cvd_check_would_catch_a_bad_palette(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bad = dict(CARD_COLOURS)
    bad["O"] = ("orange", "#8A8A30")  # an olive that deuteranopes cannot tell from green
    bad["G"] = ("green", "#7F8A2A")
    monkeypatch.setattr(cvd_check, "CARD_COLOURS", bad)
    assert not all(r.ok for r in cvd_check.evaluate())


def test_simulation_matches_known_values() -> None:
    # Pure red under deuteranopia turns dark olive; white stays white.
    r, g, b = cvd_check.simulate((255, 0, 0), "deuteranopia")
    assert r > b and g > b and abs(r - g) < 60
    assert cvd_check.simulate((255, 255, 255), "protanopia") == (255, 255, 255)
    assert cvd_check.delta_e2000((10, 20, 30), (10, 20, 30)) == 0


def test_committed_cvd_image_exists() -> None:
    path = ASSETS.parent / "docs" / "art" / "cvd_check.png"
    assert pygame.image.load(str(path)).get_width() > 400


# Fonts --------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", list(fonts.ROLES))
def test_every_font_role_loads(role: str) -> None:
    f = fonts.font(role, 24)
    assert f.get_height() > 10


def test_latin_fonts_cover_english_italian_german() -> None:
    sample = "Perché però così più Grüße Straße ÄÖÜ äöüß àèéìòù The quick fox «»€"
    for role in ("ui", "ui_bold"):
        assert fonts.missing_glyphs(fonts.font(role, 20), sample) == "", role


def test_title_font_covers_european_accents() -> None:
    for role in ("title", "title_bold"):
        assert fonts.missing_glyphs(fonts.font(role, 20), "Città Grüße Perché ODIN") == ""


def test_arabic_font_shapes_and_renders_arabic() -> None:
    text = "مرحبا بكم في لعبة أودين"
    f = fonts.font("arabic", 28)
    assert fonts.missing_glyphs(f, text + "٠١٢٣٤٥٦٧٨٩،؟") == ""
    assert fonts.missing_glyphs(fonts.font("arabic_bold", 28), text) == ""
    img = f.render(text, True, (0, 0, 0))
    assert img.get_width() > 100
    # The Latin UI font has no Arabic (so the bundle really needs the Arabic font), and the
    # check above can tell: it finds the gaps.
    assert fonts.missing_glyphs(fonts.font("ui", 28), "مرحبا") == "مرحبا"
    # Something was drawn, not blank boxes of nothing.
    opaque = sum(
        1 for x in range(img.get_width()) for y in range(img.get_height()) if img.get_at((x, y)).a
    )
    assert opaque > 200


def test_mixed_arabic_latin_text_is_split_into_runs() -> None:
    # Display order, left to right: the number sits left of the Arabic word it follows.
    assert fonts.visual_pieces("جولة 3", rtl=True) == [("3", False), ("جولة ", True)]
    assert fonts.visual_pieces("Round 3", rtl=False) == [("Round 3", False)]
    img = fonts.render("النقاط: 12 Astrid", 20, (255, 255, 255))
    assert img.get_width() > fonts.font("ui", 20).size("12 Astrid")[0]


def test_font_licences_are_bundled() -> None:
    folder = ASSETS / "fonts"
    for licence in ("OFL-Noto.txt", "OFL-Cinzel.txt"):
        assert "SIL Open Font License" in (folder / licence).read_text(encoding="utf-8")
    total = sum(p.stat().st_size for p in folder.iterdir())
    assert total < 3_000_000  # keep the one-file build small


# Sounds -------------------------------------------------------------------------------------


def test_sound_files_are_short_clean_and_small() -> None:
    total = 0
    for name in sounds.EFFECTS:
        path = ASSETS / "sounds" / f"{name}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as w:
            seconds = w.getnframes() / w.getframerate()
            samples = array("h", w.readframes(w.getnframes()))
        if sys.byteorder == "big":
            samples.byteswap()
        assert 0.05 < seconds < 4, name
        peak = max(abs(s) for s in samples)
        assert 0.2 * 32767 < peak < 32767, name  # audible, never clipped
        # Starts and ends at silence: no clicks.
        assert abs(samples[0]) < 300 and abs(samples[-1]) < 300, name
    assert total < 1_000_000


def test_sounds_load_with_an_audio_device() -> None:
    fx = sounds.Sounds()
    if not sounds.init_mixer():
        pytest.skip("no audio driver at all on this machine")
    assert set(fx.loaded()) == set(sounds.EFFECTS)
    assert fx.available
    fx.play("deal")
    fx.play("no such sound")  # unknown names are ignored


def test_sounds_degrade_silently_without_audio(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    fx = sounds.Sounds()
    assert not fx.available
    assert fx.loaded() == ()
    fx.play("round_won")
    fx.set_volume(0.3)


# Icon and provenance ------------------------------------------------------------------------


@pytest.mark.parametrize("size", [16, 32, 48, 256, 512])
def test_icon_png_sizes(size: int) -> None:
    img = pygame.image.load(str(ASSETS / "icon" / f"icon_{size}.png"))
    assert img.get_size() == (size, size)


def test_windows_and_mac_icons_exist() -> None:
    assert (ASSETS / "icon" / "icon.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (ASSETS / "icon" / "icon.icns").read_bytes()[:4] == b"icns"


def test_provenance_covers_every_asset_folder_and_font() -> None:
    text = (ASSETS / "PROVENANCE.md").read_text(encoding="utf-8")
    for folder in ("cards", "layouts", "fonts", "sounds", "icon"):
        assert f"assets/{folder}" in text
    for font_file in (ASSETS / "fonts").glob("*.ttf"):
        assert font_file.name in text


def test_paper_colour_is_light_enough_for_ink() -> None:
    assert sum(hex_to_rgb(PARCHMENT)) > 600


def test_assets_folder_stays_small() -> None:
    total = sum(p.stat().st_size for p in Path(ASSETS).rglob("*") if p.is_file())
    assert total < 10_000_000


def test_colour_symbols_can_be_hidden_from_the_card_corners() -> None:
    from odin_desktop.scenes.odin import art

    def corner_ink(surface: pygame.Surface) -> int:
        """Dark pixels below the number in the top-left corner, where the rune sits."""
        w, h = surface.get_size()
        count = 0
        for x in range(int(w * 0.06), int(w * 0.24)):
            for y in range(int(h * 0.24), int(h * 0.38)):
                r, g, b, _ = surface.get_at((x, y))
                count += r + g + b < 450
        return count

    try:
        with_runes = corner_ink(art.face("B7", 120))
        art.set_colour_symbols(False)
        without = corner_ink(art.face("B7", 120))
        back_plain = art.back(120).get_size()
    finally:
        art.set_colour_symbols(True)
    assert with_runes > 40 and without < with_runes // 4
    assert back_plain == art.back(120).get_size()
