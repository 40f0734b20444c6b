"""A gamepad drawn with pygame's shapes (original art: no maker's logo), with a line from each
button to what it does.

The callouts are made from the bindings themselves (`ui/pad.py`'s `BUTTONS`, `STICK` and
`TRIGGERS`): each bound button or axis is found on the drawing by where it sits (`places`),
and labelled with its intent's words (`ACTIONS`, what it does on every screen) and each
game's ("ODIN: undo": the games' words, `GameWords`, which the Controller page takes from
the registry), so rebinding a button moves its words with it, and a button bound but not
drawn fails at once (`callouts` raises). The face buttons are
drawn as `ui/pad_prompts` draws them for the pad's style (A B X Y, ✕ ○ □ △, and Nintendo's
layout, where A is on the right).

Positions are in the pad's own units (`SIZE`), scaled to the room given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.ui import labels, pad_prompts, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.pad import BUTTONS, NINTENDO, PLAYSTATION, STICK, TRIGGERS

SIZE = (460, 300)  # the pad's units: width, height
ABOVE = 44  # units over the pad for View's and Menu's words, which go up between shoulders

#: What each intent does on every screen, as the picture says it (msgids); a game's table
#: adds its own (`GameWords`).
ACTIONS: dict[Intent, str] = {
    Intent.UP: N_("Move: the focus, the cursor, a card"),
    Intent.DOWN: N_("Move: the focus, the cursor, a card"),
    Intent.LEFT: N_("Move: the focus, the cursor, a card"),
    Intent.RIGHT: N_("Move: the focus, the cursor, a card"),
    Intent.SELECT: N_("Select; pick a card"),
    Intent.BACK: N_("Back; take back a step"),
    Intent.PLAY: N_("Play; the game review in a replay"),
    Intent.PASS: N_("Pass; end your turn"),
    Intent.PREV: N_("Scroll back; a step back in a replay"),
    Intent.NEXT: N_("Scroll on; a step on in a replay"),
    Intent.HINT: N_("Hint"),
    Intent.MENU: N_("Pause menu"),
}

#: A game's name (a msgid) and what some intents do at its table (msgids).
GameWords = tuple[str, Mapping[Intent, str]]
Part = tuple[str, int]  # ("button", SDL's button) or ("axis", SDL's axis)
Point = tuple[int, int]

_FACES = {"top": (350, 80), "right": (382, 110), "bottom": (350, 140), "left": (318, 110)}
#: Where SDL's face buttons sit: by place on most pads, by label on Nintendo's (A right).
_FACE_PLACE = {
    pygame.CONTROLLER_BUTTON_A: "bottom",
    pygame.CONTROLLER_BUTTON_B: "right",
    pygame.CONTROLLER_BUTTON_X: "left",
    pygame.CONTROLLER_BUTTON_Y: "top",
}
_NINTENDO_PLACE = {
    pygame.CONTROLLER_BUTTON_A: "right",
    pygame.CONTROLLER_BUTTON_B: "bottom",
    pygame.CONTROLLER_BUTTON_X: "top",
    pygame.CONTROLLER_BUTTON_Y: "left",
}
_HIGH, _LOW = (118, 108), (170, 182)  # the left stick and the D-pad (swapped on PlayStation)
_RIGHT_STICK = (270, 190)
_DPAD = (
    pygame.CONTROLLER_BUTTON_DPAD_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
)
_FIXED: dict[Part, tuple[Point, int]] = {  # part: (its centre, its label's height)
    ("axis", pygame.CONTROLLER_AXIS_TRIGGERLEFT): ((122, 12), 10),
    ("axis", pygame.CONTROLLER_AXIS_TRIGGERRIGHT): ((338, 12), 10),
    ("button", pygame.CONTROLLER_BUTTON_LEFTSHOULDER): ((122, 38), 44),
    ("button", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER): ((338, 38), 44),
    ("button", pygame.CONTROLLER_BUTTON_BACK): ((190, 100), -24),
    ("button", pygame.CONTROLLER_BUTTON_START): ((270, 100), -24),
}


def places(style: str) -> dict[Part, tuple[Point, int]]:
    """Where each part of a pad of ``style`` sits, and the height its label aims for (the
    left face button's line goes down under the others, View's and Menu's up over the pad)."""
    found = dict(_FIXED)
    stick, dpad = (_LOW, _HIGH) if style == PLAYSTATION else (_HIGH, _LOW)
    for button in _DPAD:
        found[("button", button)] = (dpad, dpad[1])
    for axis in STICK:
        found[("axis", axis)] = (stick, stick[1])
    faces = _NINTENDO_PLACE if style == NINTENDO else _FACE_PLACE
    for button, place in faces.items():
        centre = _FACES[place]
        found[("button", button)] = (centre, 206 if place == "left" else centre[1])
    return found


def bindings() -> dict[Part, list[Intent]]:
    """Every bound button and axis with the intents it sends (`ui/pad.py`)."""
    bound: dict[Part, list[Intent]] = {("button", b): [i] for b, i in BUTTONS.items()}
    bound.update({("axis", a): list(pair) for a, pair in STICK.items()})
    bound.update({("axis", a): [i] for a, i in TRIGGERS.items()})
    return bound


@dataclass
class Callout:
    anchor: Point  # in the pad's units
    aim: int  # the height its label aims for, in the pad's units
    intents: list[Intent]
    words: list[str]  # msgids, each once: what it does on every screen
    games: list[tuple[str, str]] = field(default_factory=list)  # (a game, what it does there)

    @property
    def side(self) -> int:
        return -1 if self.anchor[0] < SIZE[0] // 2 else 1

    def text(self) -> str:
        """Its words in the current language: every screen's, then each game's ("Scroll
        back; a step back in a replay; ODIN: undo")."""
        everywhere = " · ".join(_(w) for w in self.words)
        games = _(". ").join(
            _("{game}: {action}").format(game=_(game), action=_(action))
            for game, action in self.games
        )
        return _("; ").join(part for part in (everywhere, games) if part)


def callouts(style: str, games: Sequence[GameWords] = ()) -> list[Callout]:
    """One callout per place on the pad (the D-pad's four arrows are one), for every binding,
    with what it does on every screen and in each of ``games``; a bound part the drawing does
    not know raises KeyError."""
    where = places(style)
    found: dict[Point, Callout] = {}
    for part, intents in bindings().items():
        anchor, aim = where[part]
        callout = found.setdefault(anchor, Callout(anchor, aim, [], []))
        for intent in intents:
            callout.intents.append(intent)
            if intent in ACTIONS and ACTIONS[intent] not in callout.words:
                callout.words.append(ACTIONS[intent])
            for game, words in games:
                said = (game, words[intent]) if intent in words else None
                if said is not None and said not in callout.games:
                    callout.games.append(said)
    return list(found.values())


# ---------------------------------------------------------------------------- drawing

BODY = (62, 68, 78)
EDGE = (104, 112, 124)
DARK = (30, 34, 40)
LINE = theme.GOLD_RGB


@dataclass
class Drawn:
    """A callout as drawn: its words (translated), their box and the button's point."""

    text: str
    box: pygame.Rect
    anchor: Point
    intents: list[Intent]


class _Frame:
    """The pad's units placed in pixels."""

    def __init__(self, origin: Point, k: float) -> None:
        self.origin, self.k = origin, k

    def at(self, point: Point) -> Point:
        x, y = self.origin
        return (x + round(point[0] * self.k), y + round(point[1] * self.k))

    def n(self, units: float) -> int:
        return max(1, round(units * self.k))

    def box(self, centre: Point, w: float, h: float) -> pygame.Rect:
        rect = pygame.Rect(0, 0, self.n(w), self.n(h))
        rect.center = self.at(centre)
        return rect


def pad_rect(room: pygame.Rect, text_size: int) -> pygame.Rect:
    """The pad's place in ``room``: centred, leaving each side a column for the words."""
    tall = SIZE[1] + ABOVE  # the pad and the words over it
    k = min(room.w * 0.4 / SIZE[0], room.h / tall)
    rect = pygame.Rect(0, 0, round(SIZE[0] * k), round(SIZE[1] * k))
    top = room.y + round(ABOVE * k) + max(0, (room.h - round(tall * k)) // 2)
    rect.midtop = (room.centerx, top)
    return rect


def draw(
    surface: pygame.Surface,
    room: pygame.Rect,
    style: str,
    scale: float,
    games: Sequence[GameWords] = (),
) -> list[Drawn]:
    """The pad of ``style`` and its callouts (with what each button does in each of
    ``games``), inside ``room``; what was drawn."""
    size = max(14, theme.scaled(17, scale))
    body = pad_rect(room, size)
    frame = _Frame(body.topleft, body.w / SIZE[0])
    _draw_pad(surface, frame, style)
    shown = _place_labels(callouts(style, games), room, body, size, scale)
    for drawn, lines, callout in shown:
        _draw_line(surface, frame, callout, drawn.box, size, scale)
        _draw_words(surface, drawn.box, lines, size, callout.side)
    _draw_buttons(surface, frame, style, scale)
    return [drawn for drawn, _lines, _callout in shown]


def _place_labels(
    found: list[Callout], room: pygame.Rect, body: pygame.Rect, size: int, scale: float
) -> list[tuple[Drawn, list[str], Callout]]:
    """Each side's words in a column beside the pad, at the height they aim for, pushed down
    so that none touches the one above."""
    gap = theme.scaled(16, scale)
    width = max(1, body.x - room.x - gap)
    step = labels.line_height(size)
    k = body.w / SIZE[0]
    shown = []
    for side in (-1, 1):
        column = sorted((c for c in found if c.side == side), key=lambda c: (c.aim, c.anchor))
        bottom = room.y - gap
        for callout in column:
            text = callout.text()
            lines = labels.wrap(text, size, width)
            height = step * len(lines)
            aimed = body.y + round(callout.aim * k) - height // 2
            top = max(aimed, bottom + theme.scaled(6, scale))
            x = room.x if side < 0 else body.right + gap
            box = pygame.Rect(x, top, width, height)
            bottom = box.bottom
            shown.append((Drawn(text, box, callout.anchor, callout.intents), lines, callout))
    return shown


def _draw_words(
    surface: pygame.Surface, box: pygame.Rect, lines: list[str], size: int, side: int
) -> None:
    step = labels.line_height(size)
    align = "right" if side < 0 else "left"  # towards the pad, in every language
    for i, line in enumerate(lines):
        row = pygame.Rect(box.x, box.y + i * step, box.w, step)
        labels.draw_text(surface, line, row, size, theme.TEXT, align=align, mirror=False)


def _draw_line(
    surface: pygame.Surface,
    frame: _Frame,
    callout: Callout,
    box: pygame.Rect,
    size: int,
    scale: float,
) -> None:
    """Out of the button at its own height and a step to its words' height just before them,
    so no line crosses another button; a label aimed elsewhere (the left face button's, under
    the others; View's and Menu's, over the pad) goes down or up first, then across."""
    x, y = frame.at(callout.anchor)
    gap = theme.scaled(6, scale)
    end_x = box.right + gap if callout.side < 0 else box.x - gap
    y_words = box.y + labels.line_height(size) // 2  # the first line's middle
    if callout.aim == callout.anchor[1]:
        jog_x = end_x - callout.side * theme.scaled(12, scale)
        points = [(x, y), (jog_x, y), (jog_x, y_words), (end_x, y_words)]
    else:
        points = [(x, y), (x, y_words), (end_x, y_words)]
    pygame.draw.lines(surface, LINE, False, points, max(1, theme.scaled(2, scale)))
    pygame.draw.circle(surface, LINE, (end_x, y_words), max(2, theme.scaled(3, scale)))


def _draw_pad(surface: pygame.Surface, f: _Frame, style: str) -> None:
    """The shell: triggers and shoulders behind, two grips and the middle."""
    for centre in ((122, 14), (338, 14)):
        pygame.draw.rect(surface, DARK, f.box(centre, 70, 26), 0, f.n(10))
    for centre in ((122, 40), (338, 40)):
        pygame.draw.rect(surface, DARK, f.box(centre, 104, 30), 0, f.n(12))
    for grip in (pygame.Rect(38, 70, 150, 228), pygame.Rect(272, 70, 150, 228)):
        rect = pygame.Rect(f.at(grip.topleft), (f.n(grip.w), f.n(grip.h)))
        pygame.draw.ellipse(surface, EDGE, rect.inflate(f.n(4), f.n(4)))
    middle = pygame.Rect(f.at((66, 48)), (f.n(328), f.n(172)))
    pygame.draw.rect(surface, EDGE, middle.inflate(f.n(4), f.n(4)), 0, f.n(64))
    for grip in (pygame.Rect(38, 70, 150, 228), pygame.Rect(272, 70, 150, 228)):
        rect = pygame.Rect(f.at(grip.topleft), (f.n(grip.w), f.n(grip.h)))
        pygame.draw.ellipse(surface, BODY, rect)
    pygame.draw.rect(surface, BODY, middle, 0, f.n(62))
    pygame.draw.circle(surface, DARK, f.at((230, 150)), f.n(13))  # a plain round home button
    stick, dpad = (_LOW, _HIGH) if style == PLAYSTATION else (_HIGH, _LOW)
    for centre in (stick, _RIGHT_STICK):
        pygame.draw.circle(surface, DARK, f.at(centre), f.n(30))
        pygame.draw.circle(surface, (84, 90, 100), f.at(centre), f.n(20))
        pygame.draw.circle(surface, (70, 76, 86), f.at(centre), f.n(13), max(1, f.n(2)))
    pygame.draw.circle(surface, DARK, f.at(dpad), f.n(34))
    cross = pad_prompts.PLAIN
    pygame.draw.rect(surface, cross, f.box(dpad, 20, 56), 0, f.n(4))
    pygame.draw.rect(surface, cross, f.box(dpad, 56, 20), 0, f.n(4))
    pygame.draw.circle(surface, DARK, f.at(dpad), f.n(4))
    for centre in _FACES.values():
        pygame.draw.circle(surface, DARK, f.at(centre), f.n(18))


def _draw_buttons(surface: pygame.Surface, f: _Frame, style: str, scale: float) -> None:
    """The buttons' faces over the lines' ends, as the prompts draw them for this pad."""
    drawn_apart = {("axis", a) for a in STICK} | {("button", b) for b in _DPAD}  # shapes
    for part, (centre, _aim) in places(style).items():
        intents = bindings().get(part, [])
        if part in drawn_apart or not intents:
            continue
        intent = intents[0]
        face = intent in pad_prompts.FACE
        # a word's pill tall enough for 14 px letters (`pad_prompts.glyph`: 3/5 of it)
        height = f.n(30) if face else max(f.n(20), theme.scaled(24, scale))
        width = pad_prompts.glyph_width(intent, style, height)
        box = pygame.Rect(0, 0, width, height)
        box.center = f.at(centre)
        pad_prompts.glyph(surface, intent, style, box)
