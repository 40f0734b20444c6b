"""Write the table layouts for 2 to 6 players as Tiled maps, assets/layouts/table_<n>p.tmx.

    python -m devtools.art.gen_layouts

The maps are ordinary Tiled 1.10 files: open them in Tiled to adjust by hand (then stop
regenerating them, or change this script instead). The design space is 1280 x 800; the
loader (odin_desktop.scenes.odin.layout) scales it to the window. Object names:

    hand, middle, discard, log, status, deck (point)
    button.play, button.pass, button.hint, button.sort, button.menu
    seat<i>.nameplate, seat<i>.score, seat<i>.pass, seat<i>.anchor (point)
    seat<i>.fan                                  (opponents only, i >= 1)

Seat 0 is the human at the bottom; seats 1… go clockwise: left, top, right.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

MAP_W, MAP_H, TILE = 1280, 800, 32
OUT = Path(__file__).resolve().parents[2] / "assets" / "layouts"

Box = tuple[int, int, int, int]

# Top-left corners of the opponents' seat blocks, clockwise from the human's left.
LEFT, RIGHT = (24, 300), (776, 300)
SEAT_BLOCKS: dict[int, list[tuple[int, int]]] = {
    2: [(400, 20)],
    3: [(150, 20), (650, 20)],
    4: [LEFT, (400, 20), RIGHT],
    5: [LEFT, (180, 20), (620, 20), RIGHT],
    6: [LEFT, (90, 20), (400, 20), (710, 20), RIGHT],
}
BLOCK_W = 240

TABLE: dict[str, tuple[str, Box]] = {
    "hand": ("hand", (220, 596, 640, 190)),
    "status": ("label", (300, 548, 480, 36)),
    "middle": ("middle", (300, 210, 440, 190)),
    "discard": ("discard", (880, 490, 150, 190)),
    # Every button at least 44 px high: a finger's (or a pad cursor's) target on a 1280 x 800
    # Steam Deck, where this design space is drawn 1:1.
    "log": ("log", (1056, 16, 208, 536)),
    "button.play": ("button", (1056, 568, 208, 52)),
    "button.pass": ("button", (1056, 628, 208, 52)),
    "button.hint": ("button", (1056, 688, 100, 44)),
    "button.sort": ("button", (1164, 688, 100, 44)),
    "button.menu": ("button", (1056, 740, 208, 44)),
}
HUMAN: dict[str, tuple[str, Box]] = {
    "seat0.pass": ("pass", (24, 628, 180, 40)),
    "seat0.nameplate": ("nameplate", (24, 676, 180, 40)),
    "seat0.score": ("score", (24, 722, 180, 32)),
}


def seat_objects(index: int, x: int, y: int) -> dict[str, tuple[str, Box]]:
    return {
        f"seat{index}.nameplate": ("nameplate", (x, y, 164, 36)),
        f"seat{index}.score": ("score", (x + 168, y, BLOCK_W - 168, 36)),
        f"seat{index}.fan": ("fan", (x, y + 42, BLOCK_W, 84)),
        f"seat{index}.pass": ("pass", (x + 60, y + 130, 120, 30)),
    }


def tmx(players: int) -> str:
    objects: list[str] = []
    next_id = 1

    def add(name: str, cls: str, box: Box | tuple[int, int]) -> None:
        nonlocal next_id
        if len(box) == 2:
            x, y = box
            objects.append(
                f'  <object id="{next_id}" name={quoteattr(name)} class="{cls}" '
                f'x="{x}" y="{y}">\n   <point/>\n  </object>'
            )
        else:
            x, y, w, h = box
            objects.append(
                f'  <object id="{next_id}" name={quoteattr(name)} class="{cls}" '
                f'x="{x}" y="{y}" width="{w}" height="{h}"/>'
            )
        next_id += 1

    for name, (cls, box) in TABLE.items():
        add(name, cls, box)
    add("deck", "anchor", (520, 305))
    table_objects, objects = objects, []
    for name, (cls, box) in HUMAN.items():
        add(name, cls, box)
    add("seat0.anchor", "anchor", (540, 690))
    for i, (x, y) in enumerate(SEAT_BLOCKS[players], start=1):
        for name, (cls, box) in seat_objects(i, x, y).items():
            add(name, cls, box)
        add(f"seat{i}.anchor", "anchor", (x + BLOCK_W // 2, y + 84))
    seat_objects_xml = objects
    head = (
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{MAP_W // TILE}" height="{MAP_H // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="3" '
        f'nextobjectid="{next_id}">'
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
{head}
 <properties>
  <property name="players" type="int" value="{players}"/>
 </properties>
 <objectgroup id="1" name="table">
{chr(10).join(table_objects)}
 </objectgroup>
 <objectgroup id="2" name="seats">
{chr(10).join(seat_objects_xml)}
 </objectgroup>
</map>
"""


def main(argv: list[str] | None = None) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for players in SEAT_BLOCKS:
        path = out / f"table_{players}p.tmx"
        path.write_text(tmx(players), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
