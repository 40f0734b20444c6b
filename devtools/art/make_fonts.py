"""Derive the static Cinzel Bold used for titles from the bundled variable Cinzel.

    python -m devtools.art.make_fonts [OUTDIR]   (default: assets/fonts)

Dev-time only (needs fontTools). SDL_ttf renders a variable font at its default weight
(Regular for Cinzel), so the bold title face is pinned as its own file. OFL 1.1 allows this
derivative: Cinzel has no Reserved Font Name.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

from devtools.art.svgkit import FONTS


def main(argv: list[str] | None = None) -> int:
    font = TTFont(FONTS / "Cinzel-Variable.ttf")
    try:
        bold = instantiateVariableFont(font, {"wght": 700}, updateFontNames=True)
    except Exception:  # no STAT names to update: keep the names, the weight still applies
        bold = instantiateVariableFont(TTFont(FONTS / "Cinzel-Variable.ttf"), {"wght": 700})
    out = (Path(argv[0]) if argv else FONTS) / "Cinzel-Bold.ttf"
    bold.save(out)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
