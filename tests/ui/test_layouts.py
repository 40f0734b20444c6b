"""Table layouts: every Tiled map loads, has its named objects, and scales sanely."""

from __future__ import annotations

import dataclasses
import math
from itertools import combinations

import pytest
import pytmx

from odin_desktop.scenes.odin import layout
from odin_desktop.scenes.odin.layout import Box

PLAYERS = list(layout.PLAYERS)


def test_a_layout_exists_for_every_player_count() -> None:
    assert PLAYERS == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("players", PLAYERS)
def test_map_has_every_required_named_object(players: int) -> None:
    # Read with pytmx directly, independent of the loader's own validation.
    tmx = pytmx.TiledMap(layout.map_path(players))
    names = [obj.name for obj in tmx.objects]
    assert len(names) == len(set(names)), "object names must be unique"
    missing = layout.required_names(players) - set(names)
    assert not missing
    # No seat beyond the player count.
    assert f"seat{players}.nameplate" not in names
    assert tmx.properties.get("players") == players


def test_required_names_follow_the_naming_scheme() -> None:
    names = layout.required_names(3)
    assert {"hand", "middle", "discard", "log", "button.play", "button.pass"} <= names
    assert {"button.hint", "button.sort", "seat2.fan", "seat0.pass", "seat1.score"} <= names
    assert "seat0.fan" not in names  # the human's cards live in `hand`
    assert "seat3.nameplate" not in names


@pytest.mark.parametrize("players", PLAYERS)
def test_loads_into_frozen_boxes_at_design_size(players: int) -> None:
    lay = layout.load(players, (1280, 800))
    assert lay.scale == pytest.approx(1.0)
    assert len(lay.seats) == players
    assert [s.index for s in lay.seats] == list(range(players))
    assert lay.seats[0].fan is None
    assert all(s.fan is not None and s.fan.w > 0 for s in lay.seats[1:])
    assert set(lay.buttons) >= {"play", "pass", "hint", "sort"}
    assert lay.regions["hand"].kind == "hand"
    assert lay.seats[1].anchor.w == lay.seats[1].anchor.h == 0  # a point object
    with pytest.raises(dataclasses.FrozenInstanceError):
        lay.hand.x = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        lay.buttons["play"] = lay.hand  # type: ignore[index]


@pytest.mark.parametrize("players", PLAYERS)
def test_regions_inside_the_table_and_not_overlapping(players: int) -> None:
    lay = layout.load(players, (1280, 800))
    for name, box in lay.regions.items():
        assert box.x >= 0 and box.right <= 1280, name
        assert box.y >= 0 and box.bottom <= 800, name
    # Areas that hold cards or controls must not overlap one another.
    solid = {n: b for n, b in lay.regions.items() if b.w and b.kind not in ("label",)}
    for (na, a), (nb, b) in combinations(solid.items(), 2):
        if na.split(".")[0] == nb.split(".")[0] and na.startswith("seat"):
            continue  # parts of one seat block may touch
        overlap = a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
        assert not overlap, f"{na} overlaps {nb}"


@pytest.mark.parametrize("players", PLAYERS)
def test_seats_go_clockwise_from_the_human_at_the_bottom(players: int) -> None:
    lay = layout.load(players, (1280, 800))
    cx, cy = lay.middle.center
    # Screen angle measured from straight down, increasing clockwise (bottom, left, top, right).
    angles = []
    for seat in lay.seats:
        x, y = seat.anchor.center
        angles.append(math.degrees(math.atan2(-(x - cx), y - cy)) % 360)
    assert angles[0] < 30 or angles[0] > 330  # seat 0 sits below the middle
    rest = angles[1:]
    assert rest == sorted(rest) and len(set(rest)) == len(rest)
    assert lay.seats[0].anchor.y > lay.middle.bottom


@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080), (3840, 2160), (2560, 1600)])
def test_scales_with_aspect_kept_and_stays_in_window(window: tuple[int, int]) -> None:
    base = layout.load(4, (1280, 800))
    lay = layout.load(4, window)
    assert lay.scale == pytest.approx(min(window[0] / 1280, window[1] / 800))
    for name, box in lay.regions.items():
        ref = base.regions[name]
        assert box.x >= 0 and box.right <= window[0]
        assert box.y >= 0 and box.bottom <= window[1]
        if ref.w:
            assert box.w == pytest.approx(ref.w * lay.scale, abs=1.5)
            assert box.h == pytest.approx(ref.h * lay.scale, abs=1.5)
    assert lay.hand_card_width() > base.hand_card_width() or window == (1024, 640)


@pytest.mark.parametrize("window", [(200, 150), (1, 1), (0, 0), (5000, 10)])
def test_tiny_and_odd_windows_do_not_crash(window: tuple[int, int]) -> None:
    lay = layout.load(6, window)
    assert all(b.w >= 0 and b.h >= 0 for b in lay.regions.values())
    assert lay.hand_card_width() >= 4


def test_hit_button() -> None:
    lay = layout.load(5, (1600, 1000))
    assert lay.hit_button(lay.buttons["pass"].center) == "pass"
    assert lay.hit_button(lay.middle.center) is None


def test_unknown_player_count_is_refused() -> None:
    with pytest.raises(ValueError):
        layout.load(7, (1280, 800))


def test_reads_pre_1_9_type_attribute_and_points(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "old.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.8" orientation="orthogonal" renderorder="right-down" width="10" '
        'height="5" tilewidth="32" tileheight="32" infinite="0" nextobjectid="3">\n'
        ' <objectgroup id="1" name="t">\n'
        '  <object id="1" name="button.play" type="button" x="10" y="20" width="30" '
        'height="40"/>\n'
        '  <object id="2" name="deck" x="50.6" y="60"><point/></object>\n'
        " </objectgroup>\n</map>\n",
        encoding="utf-8",
    )
    size, boxes = layout.read_map(str(path))
    assert size == (320, 160)
    assert boxes["button.play"] == Box(10, 20, 30, 40, "button")
    assert boxes["deck"] == Box(51, 60, 0, 0, "")
