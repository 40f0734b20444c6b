"""Settings: every field of `Settings`, applied at once and saved shortly after the last
change (and on leaving), so dragging a slider does not write the file sixty times a second.

The rows are one flat list (`ROWS`) in a panel that shows as many whole rows as fit at a
comfortable height (a finger's 44 px control at 1280 x 800) and scrolls the rest
(`ui/row_window.py`): the wheel or two fingers, a drag of the list, PageUp/PageDown and the
pad's shoulders, and the focus, which the window always follows. A scroll bar and arrows say
there is more. "Controller" beside Back opens the picture of the pad.

A row of choices side by side is as wide as its labels need, as drawn (`Segmented.measured`),
and never narrower than the others: the languages' row grows with the languages the game
speaks (`i18n.SPOKEN`), a partly translated one marked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop import i18n
from odin_desktop.app.settings import RECORDS_LIMITS
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import decimal
from odin_desktop.scenes.base import Host, Wake, soonest
from odin_desktop.scenes.screen import PROMPTS_ROOM, Screen, play_sound
from odin_desktop.ui import labels, panels, theme, titled
from odin_desktop.ui.controls import Control
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.interface_size import InterfaceSizes
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.row_window import RowWindow
from odin_desktop.ui.slider import Slider
from odin_desktop.ui.switch import Toggle
from odin_desktop.ui.touch import gone
from odin_desktop.ui.widgets import Button

SAVE_DELAY = 0.4  # seconds after the last change
ROW_PITCH = 52  # design px a row: a 44 px control with air, a title and its note
CONTROL_H = 44  # a finger's target at 1280 x 800 (and a pad's cursor's)
LABEL_MIN = 240  # design px a row's title and note keep beside a wide control
AI_SPEEDS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast"))]
SORTS = [("number", N_("By number")), ("colour", N_("By colour"))]
# Replays' games kept: all, or the newest so many (numbers stay as they are in every language)
RECORDS_KEPT = [(0, N_("All")), *((n, str(n)) for n in RECORDS_LIMITS if n)]
# After the name of a partly translated language; the row's note says what it means.
PARTLY = "*"
PARTLY_NOTE = N_("* Partly translated")  # English where a translation is missing


def language_options() -> list[tuple[str, str]]:
    """The system's language, then each the game speaks, by its own name (not translated)."""
    return [
        ("auto", N_("System")),
        *(
            (lang.code, lang.name if lang.complete else f"{lang.name} {PARTLY}")
            for lang in i18n.SPOKEN
        ),
    ]


@dataclass
class Row:
    name: str  # the Settings field it edits
    label: str
    note: str
    control: Control


Make = Callable[[Any, Callable[[Any], None]], Control]
SOUND_FIELDS = {"volume", "muted"}  # changing these plays a sound to hear the result
# The rows whose note says why nothing is heard, on a machine without a sound device.
VOLUME_FIELDS = ("music_volume", "volume")
# (field, label, note, control for a value and its on_change), in screen order; labels and
# notes are translated when drawn. Language names stay in their own language.
ROWS: list[tuple[str, str, str, Make]] = [
    (
        "animation_speed",
        N_("Animation speed"),
        N_("How quickly cards fly, deal and settle."),
        lambda v, f: Slider(v, 0.25, 3.0, 0.25, f, _times),
    ),
    (
        "ai_speed",
        N_("Bots' pace"),
        N_("How long bots pause so you can follow their moves."),
        lambda v, f: Segmented(AI_SPEEDS, v, f, measured=True),
    ),
    (
        "music_volume",
        N_("Music"),
        N_("The menu's and each game's own score, written for Odin Desktop."),
        lambda v, f: Slider(v, 0.0, 1.0, 0.05, f, _percent),
    ),
    ("music_muted", N_("Mute music"), N_("Silence the music; the sounds play on."), Toggle),
    (
        "volume",
        N_("Sounds"),
        N_("Cards, moves and bells."),
        lambda v, f: Slider(v, 0.0, 1.0, 0.05, f, _percent),
    ),
    ("muted", N_("Mute sounds"), N_("Silence the sounds; the music plays on."), Toggle),
    (
        "music_pauses_behind",
        N_("Pause in the background"),
        N_("Pause the music when the window is not in front."),
        Toggle,
    ),
    ("fullscreen", N_("Fullscreen"), N_("F11 switches at any time."), Toggle),
    (
        "sort",
        N_("Hand order"),
        N_("How your cards are sorted (S at the table)."),
        lambda v, f: Segmented(SORTS, v, f, measured=True),
    ),
    (
        "colour_symbols",
        N_("Colour symbols"),
        N_("Each colour's rune, so colours never depend on hue alone."),
        Toggle,
    ),
    (
        "language",
        N_("Language"),
        "",  # PARTLY_NOTE when a language is partly translated
        lambda v, f: Segmented(language_options(), v, f, measured=True),
    ),
    (
        "auto_pass",
        N_("Auto-pass"),
        N_("Pass for me when nothing in my hand can beat the middle."),
        Toggle,
    ),
    (
        "warn_whole_hand",
        N_("Whole-hand warning"),
        N_("Warn before passing or splitting a hand that could go out at once."),
        Toggle,
    ),
    (
        "undo",
        N_("Undo against bots"),
        N_("Ctrl+Z takes back your last move; such games count apart."),
        Toggle,
    ),
    (
        "memory_aid",
        N_("Show taken cards"),
        N_("Cards taken from the middle stay face up."),
        Toggle,
    ),
    (
        "coach_hints",
        N_("Coach hints"),
        N_("A hint (H) is Odin's move, and says why."),
        Toggle,
    ),
    (
        "tutor",
        N_("Tutor"),
        N_("Against bots, Odin stops a mistake before it is played."),
        Toggle,
    ),
    (
        "records_limit",
        N_("Games kept"),
        N_("With a limit the oldest go; starred games always stay."),
        lambda v, f: Segmented(RECORDS_KEPT, v, f),
    ),
    (
        "interface_size",
        N_("Interface size"),
        N_("Text, buttons, panels and cards; smaller leaves the table more room."),
        InterfaceSizes,
    ),
]


class SettingsScene(Screen):
    # A pad: the shoulders page through the rows (PageUp/PageDown, the default keys).
    prompts = (
        (Intent.DOWN, N_("Move")),
        (Intent.RIGHT, N_("Change")),
        (Intent.NEXT, N_("Scroll")),
        (Intent.BACK, N_("Back")),
    )

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        s = app.settings
        self.rows: list[Row] = []
        for name, label, note, make in ROWS:
            apply: Callable[[Any], None]  # each row's own kind of value, as `Make` has it
            if name == "fullscreen":  # the window's state, which F11 may also change
                value, apply = app.fullscreen, self._fullscreen
            elif name == "language":
                value, apply = s.language, self._language
            else:
                value, apply = getattr(s, name), self._set(name, sound=name in SOUND_FIELDS)
            if name == "language" and not all(lang.complete for lang in i18n.SPOKEN):
                note = PARTLY_NOTE
            self.rows.append(Row(name, label, note, make(value, apply)))
        fullscreen = next(r.control for r in self.rows if r.name == "fullscreen")
        assert isinstance(fullscreen, Toggle), "ROWS makes the full screen row a Toggle"
        self.fullscreen = fullscreen
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
        self.pad_button = Button(N_("Controller"), app.nav.controller_layout)
        self.window = RowWindow()
        self._dragging: tuple[int, int] | None = None  # a drag of the list: (from y, first)
        self._save_in: float | None = None
        self._preview_sound = False
        self._sizes_for: tuple[Any, ...] | None = None  # what the label sizes were fitted to
        self._label_sizes_now: titled.Sizes = (20, 15)

    # ------------------------------------------------------------------ changes
    def _set(self, name: str, sound: bool = False) -> Callable[[Any], None]:
        def apply(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self._changed(sound)

        return apply

    def _language(self, value: str) -> None:
        """Speak the new language from the next frame: every scene lays itself out again
        (labels change width, and Arabic mirrors the layouts)."""
        self.app.settings.language = value
        i18n.use_setting(value)
        self.app.scenes.resize(self.app.scenes.size)
        self._changed()

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.settings.fullscreen = value
        self._changed()

    def _changed(self, sound: bool = False) -> None:
        self.app.apply_settings()
        self._save_in = SAVE_DELAY
        self._preview_sound = self._preview_sound or sound

    def save(self) -> None:
        self._save_in = None
        problem = self.app.settings.save()
        if problem:
            self.show_message(problem, error=True)
        if self._preview_sound:
            self._preview_sound = False
            play_sound(self.app, "play")  # hear the new volume

    def update(self, dt: float) -> None:
        super().update(dt)
        # F11 may have changed the window behind our back.
        actual = self.app.fullscreen
        self.fullscreen.value = actual
        if self._save_in is not None:
            self._save_in -= dt
            if self._save_in <= 0:
                self.save()

    def next_wake(self) -> Wake | None:
        saving = None if self._save_in is None else Wake(max(0.0, self._save_in))
        return soonest(super().next_wake(), saving)

    def exit(self) -> None:
        if self._save_in is not None:
            self.save()

    def pause(self) -> None:
        self.exit()

    # ------------------------------------------------------------------ layout
    def controls(self) -> list[Any]:
        return [row.control for row in self.rows] + [self.back_button, self.pad_button]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(48), px(980))
        # below the heading, above Back and the pad's prompts under it
        room = h - px(100) - px(32) - px(20 + 54 + 10) - px(PROMPTS_ROOM)
        pitch = px(ROW_PITCH)
        self.window.fit(len(self.rows), room // pitch)
        self.pitch = pitch
        self.panel = pygame.Rect(0, px(100), width, self.window.shown * pitch + px(32))
        self.panel.centerx = w // 2
        inner = self.panel.inflate(-px(56), -px(32))
        control_w = px(420)
        ch = min(px(CONTROL_H), pitch - px(4))
        self.label_boxes: list[tuple[pygame.Rect, pygame.Rect]] = []
        for i, row in enumerate(self.rows):
            y = inner.y + (i - self.window.first) * pitch  # rows out of the window: off it
            c = row.control
            # a switch is narrow: its row's words may use the room (Italian's long notes)
            room_w = px(92) if isinstance(c, Toggle) else control_w
            if isinstance(c, Segmented):  # as wide as its labels need, leaving its title room
                wanted = c.natural_width(ch, self.scale)
                room_w = max(control_w, min(wanted, inner.width - px(24 + LABEL_MIN)))
            left = pygame.Rect(inner.x, y, inner.width - room_w - px(24), pitch)
            self.label_boxes.append((left, pygame.Rect(inner.right - room_w, y, room_w, pitch)))
            if not self.window.visible(i):
                c.rect = pygame.Rect(0, 0, 0, 0)  # neither drawn nor hit
                continue
            c.rect = pygame.Rect(inner.right - room_w, 0, room_w, ch)
            c.rect.centery = y + pitch // 2
        bw, bh = px(220), px(54)
        by = min(self.panel.bottom + px(20), h - bh - px(10))
        self.back_button.rect = pygame.Rect(self.panel.x, by, bw, bh)
        self.pad_button.rect = pygame.Rect(self.panel.x + bw + px(20), by, bw, bh)

    def banner_rect(self) -> pygame.Rect:
        """Beside Back and Controller, growing upwards when the message is long."""
        beside = self.pad_button.rect
        rect = pygame.Rect(beside.right + self.px(20), beside.y, 0, beside.h)
        rect.width = self.panel.right - rect.x  # (mirrored with the buttons right to left)
        if self.banner is not None:
            rect.h = max(rect.h, self.banner.height_for(rect.w, self.scale))
            rect.bottom = beside.bottom
        return rect

    # ------------------------------------------------------------------ scrolling
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._page(-1 if event.key == pygame.K_PAGEUP else 1)
            return
        if self._drag(event):
            return
        super().handle_event(event)
        self._follow_focus()

    def _focused_row(self) -> int | None:
        current = self.ring.current
        return next((i for i, row in enumerate(self.rows) if row.control is current), None)

    def _follow_focus(self) -> None:
        """The focused row is always in the window: the ring never leaves the screen."""
        row = self._focused_row()
        if row is not None and self.window.reveal(row):
            self.refresh()

    def _scroll(self, rows: int) -> None:
        """The window moved by the wheel, two fingers or a drag: a focused row it left
        behind gives the focus to the nearest row still shown."""
        if not self.window.scroll(rows):
            return
        row = self._focused_row()
        if row is not None and not self.window.visible(row):
            self.ring.focus(self.rows[self.window.nearest_shown(row)].control)
        self.refresh()

    def _page(self, direction: int) -> None:
        """A page of rows on (the focus with it, so the keys and the pad go on from there)."""
        row = self._focused_row()
        if row is None:
            self._scroll(direction * self.window.shown)
            return
        target = max(0, min(len(self.rows) - 1, row + direction * self.window.shown))
        self.ring.visible = True
        self.ring.focus(self.rows[target].control)
        self._follow_focus()

    def _drag(self, event: pygame.event.Event) -> bool:
        """A finger (or the mouse) dragging the list where no control is: the rows follow."""
        if gone(event):  # to a screen over this one: its release will not come here
            self._dragging = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_control = any(c.rect.collidepoint(event.pos) for c in self.all_controls())
            if self.window.scrolls and self.panel.collidepoint(event.pos) and not on_control:
                self._dragging = (event.pos[1], self.window.first)
        elif event.type == pygame.MOUSEMOTION and self._dragging is not None:
            start_y, first = self._dragging
            moved = round((start_y - event.pos[1]) / self.pitch)
            self._scroll(first + moved - self.window.first)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self._dragging is not None:
            self._dragging = None
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        self.titled(surface, _("Settings"), px(50), 44, (self.size[0] // 2, px(84), px(320)))
        panels.draw_panel(surface, self.panel, self.scale)
        self._draw_more(surface)
        for i, (row, (box, _right)) in enumerate(zip(self.rows, self.label_boxes, strict=True)):
            if not self.window.visible(i):
                continue
            left = self.mirror(box)
            if i > self.window.first:
                rule = self.mirror(pygame.Rect(box.x, box.y, self.panel.right - px(28) - box.x, 1))
                pygame.draw.line(surface, (40, 62, 70), rule.topleft, rule.topright)
            label, sizes = _(row.label), self._label_sizes()
            title = left
            if row.note:
                said = self._note(row)
                title, note = titled.boxes(left, label, said, sizes, px(3))
                labels.draw_text(surface, said, note, sizes[1], theme.TEXT_DIM)
            labels.draw_text(surface, label, title, sizes[0], theme.TEXT, bold=True)

    def _draw_more(self, surface: pygame.Surface) -> None:
        """When rows are hidden: a scroll bar in the panel's margin, arrows at the ends."""
        self.draw_more_rows(surface, self.panel, self.window)

    def _note(self, row: Row) -> str:
        """The row's note, or what its control says of the value now (a clamped size), or
        why the sound rows are not heard (no sound device)."""
        if row.name in VOLUME_FIELDS:
            silent = self.app.audio_problem()
            if silent:
                return silent
        says = getattr(row.control, "note_for", None)
        return (says(self.size) if says else None) or _(row.note)

    def _label_sizes(self) -> titled.Sizes:
        """The rows' title and note sizes: px(20) and px(15) where a language's lines fit
        the rows (Arabic's are taller), the same for every row."""
        # the widest row's words shrink least, so stand tallest: fitted there, they fit all
        box = max((left for left, _right in self.label_boxes), key=lambda b: b.width)
        key = (i18n.current(), box.size, self.scale)
        if self._sizes_for != key:
            pairs = [(_(row.label), _(row.note)) for row in self.rows if row.note]
            sizes = (self.px(20), self.px(15))
            self._label_sizes_now = titled.fitting_sizes(pairs, sizes, box.size, self.px(3))
            self._sizes_for = key
        return self._label_sizes_now


def _times(value: float) -> str:
    return f"{decimal(value)}×"


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"
