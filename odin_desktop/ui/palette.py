"""The art direction's colours, in one place.

The card generator, the colour-vision check, the review renders and the game screens all read
these, so a colour changed here changes everywhere (cards must then be regenerated with
`python -m devtools.art.gen_cards`).
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# Colour letter -> (English name, ink colour on the card). Chosen so that the six stay apart
# in lightness as well as hue: that is what survives colour-vision deficiencies
# (see docs/art/cvd_check.png, made by devtools.art.cvd_check).
CARD_COLOURS: dict[str, tuple[str, str]] = {
    "R": ("red", "#AF0D0E"),
    "O": ("orange", "#C67524"),
    "P": ("pink", "#C8139B"),
    "G": ("green", "#2F7F57"),
    "B": ("blue", "#116BEA"),
    "K": ("black", "#232018"),
}

# Each colour's own rune (Elder Futhark), so colour never depends on hue alone.
# Chosen for shapes that stay distinct at small sizes; runes with modern extremist
# associations (Othala, Algiz, Sowilo, Tiwaz) are deliberately not used.
COLOUR_RUNES: dict[str, str] = {
    "R": "raido",  # ᚱ  R for red
    "O": "kenaz",  # ᚲ  the torch: orange fire
    "P": "ingwaz",  # ᛜ  a diamond
    "G": "gebo",  # ᚷ  an X
    "B": "laguz",  # ᛚ  water: blue
    "K": "hagalaz",  # ᚺ  hail, the dark storm
}

PARCHMENT = "#F6EDD9"  # card face
PARCHMENT_EDGE = "#E6D6B4"
INK = "#2A211B"  # outlines and text on cards
CARD_BACK = "#6E1F24"  # oxblood: warm against the cool slate table
GOLD = "#D2A84E"

# The table: deep fjord slate, chosen by the same check to sit apart from every card colour;
# cream cards and cream-edged backs stand out on it.
TABLE = "#23404C"
TABLE_DARK = "#142830"
TABLE_TEXT = "#F3E6CC"
ACCENT = "#D2A84E"


def hex_to_rgb(value: str) -> RGB:
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def card_rgb(colour: str) -> RGB:
    """The ink colour of a card colour letter ("R", "O", …) as an RGB tuple."""
    return hex_to_rgb(CARD_COLOURS[colour][1])


def lightened(rgb: RGB, amount: int) -> RGB:
    """``rgb`` with ``amount`` added to each channel, up to white."""
    r, g, b = rgb
    return min(255, r + amount), min(255, g + amount), min(255, b + amount)


def dimmed(rgb: RGB, factor: float) -> RGB:
    """``rgb`` with each channel times ``factor`` (0 black, 1 unchanged), rounded down."""
    r, g, b = rgb
    return int(r * factor), int(g * factor), int(b * factor)
