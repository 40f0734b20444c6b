"""Ravens and Odin, drawn as bold silhouettes with a few highlights.

All figures face right in a box of about x -100..100, y -100..100 (y down).
`flying_raven` (wings raised, feathers spread) is Hugin's emblem; `perched_raven` (standing,
wings folded) is Munin's; `odin` is the one-eyed wanderer with his broad hat.
"""

from __future__ import annotations

from collections.abc import Callable

from devtools.art.ravens.shapes import circle, ellipse, group, num, path
from devtools.art.svgkit import mix

RAVEN_BLACK = "#17151C"
RAVEN_SHEEN = "#3C3F5A"  # the blue-violet sheen of a raven's feathers

_BODY = (  # a heavy bill, a shaggy throat and a deep chest: a raven, not a crow
    "M-58,4 C-30,-6 0,-13 24,-15 C36,-17 44,-28 57,-28 C66,-28 72,-23 75,-18 L104,-5 "
    "C96,0 86,3 74,4 C70,8 66,11 62,13 L64,18 L56,16 L56,22 L48,19 C24,32 -18,32 -56,22 Z"
)
_TAIL = "M-54,4 L-80,-2 L-106,13 L-80,29 L-54,22 Z"


# The raised wing's outline: leading edge to the wrist, five rounded finger feathers, then
# the scalloped trailing edge back to the body. (tip, notch after it) pairs.
_WRIST = (-6.0, -64.0)
_FINGERS = (
    ((-16, -102), (-21, -72)),
    ((-33, -100), (-32, -68)),
    ((-50, -94), (-42, -62)),
    ((-65, -84), (-50, -54)),
    ((-77, -70), (-55, -45)),
)
_TRAILING = ((-49, -33), (-39, -23), (-28, -15), (-16, -10))


def _lobe(a: tuple[float, float], tip: tuple[float, float], b: tuple[float, float]) -> str:
    """A quadratic from the current point a to b whose apex is `tip`."""
    cx = 2 * tip[0] - (a[0] + b[0]) / 2
    cy = 2 * tip[1] - (a[1] + b[1]) / 2
    return f"Q{num(cx)},{num(cy)} {num(b[0])},{num(b[1])}"


def _wing_d() -> str:
    d = [f"M22,-10 C32,-30 20,-54 {num(_WRIST[0])},{num(_WRIST[1])}"]
    here = _WRIST
    for tip, notch in _FINGERS:
        d.append(_lobe(here, tip, notch))
        here = notch
    for notch in _TRAILING:
        mid = ((here[0] + notch[0]) / 2 - 6, (here[1] + notch[1]) / 2 + 3)
        d.append(_lobe(here, mid, notch))
        here = notch
    return " ".join(d) + " Z"


_WING = _wing_d()
_WING_SHAFTS = (
    " ".join(
        f"M{num(_WRIST[0] - 6)},{num(_WRIST[1] + 10)} Q{num(tip[0] + 4)},{num(tip[1] + 16)} "
        f"{num(tip[0] + 0.5)},{num(tip[1] + 7)}"
        for tip, _ in _FINGERS
    )
    + " M-10,-44 Q-26,-38 -40,-34 M-6,-30 Q-18,-24 -28,-20"
)


def _wing(transform: str, fill: str, sheen: str, outline: str, width: float) -> str:
    return group(
        path(_WING, fill, outline, width) + path(_WING_SHAFTS, "none", sheen, 1.8, opacity=0.85),
        transform,
    )


def flying_raven(
    body: str = RAVEN_BLACK,
    sheen: str = RAVEN_SHEEN,
    eye: str = "#E8E0C8",
    outline: str = "none",
    width: float = 0,
) -> str:
    """A raven in flight, wings raised: Hugin. Centred on its bounding box."""
    far_fill = mix(body, "#000000", 0.35)
    return group(
        _wing(
            "translate(-14,-2) scale(1.0) translate(-22,10)",
            far_fill,
            mix(sheen, "#000000", 0.3),
            outline,
            width,
        )
        + path(_TAIL, body, outline, width)
        + path("M-56,10 L-96,13 M-56,16 L-92,20 M-56,5 L-88,4", "none", sheen, 1.4, opacity=0.7)
        + path(_BODY, body, outline, width)
        + path("M-40,18 C-10,17 20,11 44,14", "none", sheen, 2.4, opacity=0.8)
        + _wing("translate(22,-10) scale(1.12) translate(-22,10)", body, sheen, outline, width)
        + circle(61, -18, 3.4, eye)
        + circle(61.6, -18.4, 1.3, body),
        "translate(7,42)",
    )


_PERCHED = (
    "M28,-72 C42,-78 55,-74 62,-65 L90,-54 C80,-48 70,-46 60,-45 C62,-37 58,-30 52,-25 "
    "L56,-18 L46,-17 C50,2 44,22 28,36 C20,42 12,46 4,48 L-38,84 L-50,76 L-24,40 "
    "C-34,22 -30,-14 -10,-40 C0,-54 14,-68 28,-72 Z"
)
_PERCHED_WING = (
    "M10,-38 C34,-30 40,0 24,28 C14,42 -4,52 -34,72 L-40,66 C-22,44 -20,30 -22,12 "
    "C-22,-10 -10,-30 10,-38 Z"
)
_PERCHED_FEATHERS = (
    "M20,-22 C26,-6 22,12 12,26 M8,-26 C12,-6 8,16 -4,34 M-6,-20 C-6,2 -10,22 -20,44"
)


def perched_raven(
    body: str = RAVEN_BLACK,
    sheen: str = RAVEN_SHEEN,
    eye: str = "#E8E0C8",
    outline: str = "none",
    width: float = 0,
    perch: str = "#5A4330",
) -> str:
    """A raven standing on a branch, wings folded: Munin."""
    legs = path("M6,42 L2,70 M18,36 L18,70", "none", mix(body, "#000000", 0.2), 5)
    toes = path("M-6,72 L12,72 M10,72 L28,72", "none", mix(body, "#000000", 0.2), 3.4)
    branch = path("M-70,74 C-30,70 30,70 80,76", "none", perch, 8)
    twig = path("M40,72 C48,64 54,58 64,56", "none", perch, 4)
    return (
        branch
        + twig
        + legs
        + toes
        + path(_PERCHED, body, outline, width)
        + path(_PERCHED_WING, mix(body, sheen, 0.35), outline, width)
        + path(_PERCHED_FEATHERS, "none", sheen, 2.2, opacity=0.9)
        + path("M50,-40 L58,-34 L48,-30 L54,-24", "none", sheen, 2, opacity=0.8)
        + circle(48, -60, 3.6, eye)
        + circle(48.6, -60.4, 1.4, body)
    )


def odin(skin: str, beard: str, hat: str, cloak: str, ink: str, gold: str) -> str:
    """Odin the wanderer: broad-brimmed hat, one eye (a patch over the other), long beard."""
    cloak_d = "M-70,100 C-66,60 -44,38 -20,32 L20,32 C44,38 66,60 70,100 Z"
    clasp = circle(0, 52, 7, gold, ink, 2)
    face = path("M-24,-20 C-24,4 -14,20 0,22 C14,20 24,4 24,-20 Z", skin, ink, 2.2)
    beard_d = (
        "M-27,-4 C-30,24 -20,52 -6,78 L0,86 L6,78 C20,52 30,24 27,-4 C20,8 12,14 0,14 "
        "C-12,14 -20,8 -27,-4 Z"
    )
    strands = path(
        "M-12,20 C-14,40 -10,58 -4,72 M12,20 C14,40 10,58 4,72 M0,18 L0,70",
        "none",
        mix(beard, "#FFFFFF", 0.55),
        1.6,
        opacity=0.8,
    )
    moustache = path(
        "M0,6 C-8,2 -18,6 -22,14 C-14,12 -6,12 0,10 C6,12 14,12 22,14 C18,6 8,2 0,6 Z",
        mix(beard, ink, 0.2),
        ink,
        1.4,
    )
    crown = path("M-30,-26 C-28,-52 -18,-70 0,-72 C18,-70 28,-52 30,-26 Z", hat, ink, 2.4)
    band = path(
        "M-30,-30 C-12,-35 12,-35 30,-30 L30,-24 C12,-29 -12,-29 -30,-24 Z",
        mix(hat, ink, 0.4),
        ink,
        1.2,
    )
    brim = ellipse(0, -24, 62, 12, hat, ink, 2.4)
    brim_shade = path("M-56,-20 C-30,-12 30,-12 56,-20", "none", mix(hat, ink, 0.45), 2.4)
    eye = ellipse(-10, -6, 4.2, 3, "#FFFFFF", ink, 1.2) + circle(-10, -6, 1.8, ink)
    brow = path("M-18,-12 L-4,-11", "none", mix(beard, ink, 0.3), 2.4)
    patch = path("M-28,-19 L26,-2", "none", ink, 2.4) + ellipse(10, -5, 8, 6.5, ink)
    nose = path("M0,-8 L-3,4 L1,5", "none", mix(skin, ink, 0.5), 1.6)
    return (
        path(cloak_d, cloak, ink, 2.4)
        + path(beard_d, beard, ink, 2.2)
        + face
        + strands
        + moustache
        + eye
        + brow
        + patch
        + nose
        + clasp
        + crown
        + band
        + brim
        + brim_shade
    )


def rimmed(draw: Callable[..., str], rim: str, width: float) -> str:
    """A black raven (`flying_raven` or `perched_raven`) with a `rim`-coloured outline `width`
    units wide around its whole silhouette, not around each feather: for dark grounds."""
    return draw(rim, rim, rim, rim, width * 2) + draw()
