"""Write every Odin's Ravens picture as SVG under assets/ravens/.

    python -m devtools.art.ravens.gen [OUTDIR]      (needs the `art` extra: fontTools)

Layout (read by odin_desktop.scenes.ravens.art):
    tiles/{F,M,L,P,S}.svg          space tiles, 228 x 160
    symbols/{F,M,L,P,S,O}.svg      symbol badges, 100 x 100
    cards/landscape_frame.svg      a landscape card without its two tiles
    cards/back-landscape.svg       the landscape deck's back
    cards/flight_{F,…}.svg         flight cards
    cards/back-hugin.svg, back-munin.svg   the players' card backs
    cards/O1.svg … O4.svg          Odin cards (texts added at runtime)
    cards/magic_OM.svg …           Magic Way cards (the code without its "+")
    pieces/marker.svg, hugin.svg, munin.svg
    title.svg                      the menu illustration, 480 x 300
"""

from __future__ import annotations

import sys
from pathlib import Path

from devtools.art.ravens import cards
from odin_desktop.scenes.ravens.art import (
    LANDSCAPE_BACK,
    LANDSCAPES,
    MAGIC_WAYS,
    ODIN,
    ODIN_CARDS,
    SEAT_BACKS,
    SEATS,
    svg_name,
)

OUT = Path(__file__).resolve().parents[3] / "assets" / "ravens"


def files() -> dict[str, str]:
    """Relative path (as the loader names it) -> SVG text of every picture."""
    out: dict[str, str] = {}
    for code in LANDSCAPES:
        out[svg_name("tile", code)] = cards.tile(code)
        out[svg_name("flight", code)] = cards.flight(code)
    for code in (*LANDSCAPES, ODIN):
        out[svg_name("symbol", code)] = cards.symbol(code)
    out[svg_name("frame")] = cards.landscape_frame()
    out[svg_name("back", LANDSCAPE_BACK)] = cards.landscape_back()
    for seat, name in enumerate(SEAT_BACKS):
        out[svg_name("back", name)] = cards.seat_back(seat)
    for code in ODIN_CARDS:
        out[svg_name("odin", code)] = cards.odin_card(code)
    for code in MAGIC_WAYS:
        out[svg_name("magic", code)] = cards.magic_way(code)
    out[svg_name("piece", "marker")] = cards.marker()
    for seat, (name, _, _) in enumerate(SEATS):
        out[svg_name("piece", name)] = cards.raven_token(seat)
    out[svg_name("title")] = cards.title()
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0]) if args else OUT
    written = files()
    for rel, text in written.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    print(f"wrote {len(written)} SVG files to {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
