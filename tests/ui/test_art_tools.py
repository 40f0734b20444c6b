"""ODIN's art tools, each run once and small: the generators rebuild what is committed (the card
faces, the table layouts, the icon, the sounds, Cinzel Bold, the colour-vision pictures), and
the review sheets render. A tool that rots, or an asset edited by hand, fails here. Odin's
Ravens' generators: tests/scenes/ravens/test_ravens_art.py."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from devtools.art import (
    contact_sheet,
    cvd_check,
    gen_cards,
    gen_icon,
    gen_layouts,
    gen_sounds,
    layout_preview,
    make_fonts,
)
from devtools.art.ravens import contact_sheet as ravens_contact_sheet
from devtools.art.ravens import cvd_check as ravens_cvd_check
from odin_desktop.ui import resources

ASSETS = resources.assets_dir()
DOCS_ART = ASSETS.parent / "docs" / "art"


def same_files(made: Path, committed: Path) -> None:
    """Every file ``made`` is byte for byte the committed one of its name, and none is missing."""
    names = sorted(path.name for path in made.iterdir())
    assert names, f"nothing made in {made}"
    for name in names:
        stale = (made / name).read_bytes() != (committed / name).read_bytes()
        assert not stale, f"{committed / name} is not what its generator makes"


def test_the_card_faces_are_what_gen_cards_writes(tmp_path: Path) -> None:
    assert gen_cards.main([str(tmp_path)]) == 0
    assert len(list(tmp_path.iterdir())) == 55  # 6 colours x 9 numbers, and the back
    same_files(tmp_path, ASSETS / "cards")


def test_the_table_layouts_are_what_gen_layouts_writes(tmp_path: Path) -> None:
    assert gen_layouts.main([str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"table_{n}p.tmx" for n in range(2, 7)]
    same_files(tmp_path, ASSETS / "layouts")


def test_the_icon_is_what_gen_icon_draws(tmp_path: Path) -> None:
    assert gen_icon.main([str(tmp_path)]) == 0
    assert {"icon.svg", "icon.ico", "icon.icns", "icon_512.png"} <= {
        p.name for p in tmp_path.iterdir()
    }
    same_files(tmp_path, ASSETS / "icon")


def test_the_sounds_are_what_gen_sounds_makes(tmp_path: Path) -> None:
    assert gen_sounds.main([str(tmp_path)]) == 0
    assert sorted(p.stem for p in tmp_path.iterdir()) == sorted(gen_sounds.EFFECTS)
    same_files(tmp_path, ASSETS / "sounds")


def test_cinzel_bold_is_what_make_fonts_derives(tmp_path: Path) -> None:
    from fontTools.ttLib import TTFont

    assert make_fonts.main([str(tmp_path)]) == 0
    made = TTFont(tmp_path / "Cinzel-Bold.ttf")
    committed = TTFont(make_fonts.FONTS / "Cinzel-Bold.ttf")
    tags = sorted(made.keys())
    assert tags == sorted(committed.keys())
    assert made["OS/2"].usWeightClass == 700
    # Every table the same but the header, which stamps the moment the file was written.
    for tag in tags:
        if tag not in ("GlyphOrder", "head"):
            assert made.getTableData(tag) == committed.getTableData(tag), tag
    made["head"].modified = committed["head"].modified
    made["head"].checkSumAdjustment = committed["head"].checkSumAdjustment
    assert made["head"].compile(made) == committed["head"].compile(committed)


@pytest.mark.parametrize(
    ("check", "picture"),
    [(cvd_check.main, "cvd_check.png"), (ravens_cvd_check.main, "ravens_cvd_check.png")],
    ids=["odin", "ravens"],
)
def test_the_colour_vision_pictures_are_what_the_checks_draw(
    check: Callable[[list[str]], int], picture: str, tmp_path: Path
) -> None:
    made = tmp_path / picture
    assert check([str(made)]) == 0
    assert made.read_bytes() == (DOCS_ART / picture).read_bytes(), f"docs/art/{picture} is stale"


def test_the_review_sheets_render_small(tmp_path: Path) -> None:
    assert contact_sheet.main([str(tmp_path), "--small", "30", "--large", "40"]) == 0
    assert ravens_contact_sheet.main([str(tmp_path), "--small", "30", "--large", "40"]) == 0
    assert layout_preview.main([str(tmp_path), "--size", "640x400"]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert "contact_sheet_40px.png" in made and "ravens_path_40px.png" in made
    assert [n for n in made if n.startswith("layout_")] == [
        f"layout_{n}p_640x400.png" for n in range(2, 7)
    ]
    sheet = pygame.image.load(str(tmp_path / "contact_sheet_40px.png"))
    assert sheet.get_width() > 40 * 9  # a row of nine cards at least
