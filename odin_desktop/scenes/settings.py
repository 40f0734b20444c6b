"""Settings: every field of `Settings`, applied at once and saved shortly after the last
change (and on leaving), so dragging a slider does not write the file sixty times a second."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop import i18n
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import decimal
from odin_desktop.scenes.base import Host, Wake, soonest
from odin_desktop.scenes.screen import Screen, play_sound
from odin_desktop.ui import controls, theme, titled
from odin_desktop.ui.controls import Control, Segmented, Slider, Toggle
from odin_desktop.ui.interface_size import InterfaceSizes
from odin_desktop.ui.widgets import Button

SAVE_DELAY = 0.4  # seconds after the last change
AI_SPEEDS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast"))]
SORTS = [("number", N_("By number")), ("colour", N_("By colour"))]
LANGUAGES = [
    ("auto", N_("System")),
    ("en", "English"),
    ("it", "Italiano"),
    ("de", "Deutsch"),
    ("ar", "العربية"),
]


@dataclass
class Row:
    name: str  # the Settings field it edits
    label: str
    note: str
    control: Control


Make = Callable[[Any, Callable[[Any], None]], Control]
SOUND_FIELDS = {"volume", "muted"}  # changing these plays a sound to hear the result
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
        lambda v, f: Segmented(AI_SPEEDS, v, f),
    ),
    (
        "volume",
        N_("Volume"),
        N_("Sound effects."),
        lambda v, f: Slider(v, 0.0, 1.0, 0.05, f, _percent),
    ),
    ("muted", N_("Mute"), N_("Silence every sound."), Toggle),
    ("fullscreen", N_("Fullscreen"), N_("F11 switches at any time."), Toggle),
    (
        "sort",
        N_("Hand order"),
        N_("How your cards are sorted (S at the table)."),
        lambda v, f: Segmented(SORTS, v, f),
    ),
    (
        "colour_symbols",
        N_("Colour symbols"),
        N_("Each colour's rune, so colours never depend on hue alone."),
        Toggle,
    ),
    ("language", N_("Language"), "", lambda v, f: Segmented(LANGUAGES, v, f)),
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
        N_("A hint (H) is the Expert's move, and says why."),
        Toggle,
    ),
    (
        "tutor",
        N_("Tutor"),
        N_("Against bots, the Expert stops a mistake before it is played."),
        Toggle,
    ),
    (
        "interface_size",
        N_("Interface size"),
        N_("Text, buttons, panels and cards; smaller leaves the table more room."),
        InterfaceSizes,
    ),
]


class SettingsScene(Screen):
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
            self.rows.append(Row(name, label, note, make(value, apply)))
        fullscreen = next(r.control for r in self.rows if r.name == "fullscreen")
        assert isinstance(fullscreen, Toggle), "ROWS makes the full screen row a Toggle"
        self.fullscreen = fullscreen
        self.back_button = Button(N_("Back"), self.back, hotkey="Esc")
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
        return [row.control for row in self.rows] + [self.back_button]

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(48), px(980))
        room = h - px(100) - px(32) - px(20 + 54 + 10)  # below the heading, above Back
        pitch = min(px(56), room // len(self.rows))  # a short window: the rows close up
        self.panel = pygame.Rect(0, px(100), width, len(self.rows) * pitch + px(32))
        self.panel.centerx = w // 2
        inner = self.panel.inflate(-px(56), -px(32))
        control_w = px(420)
        self.label_boxes: list[tuple[pygame.Rect, pygame.Rect]] = []
        for i, row in enumerate(self.rows):
            y = inner.y + i * pitch
            left = pygame.Rect(inner.x, y, inner.width - control_w - px(24), pitch)
            self.label_boxes.append(
                (left, pygame.Rect(inner.right - control_w, y, control_w, pitch))
            )
            c = row.control
            # a finger's target on a 1280 x 800 screen; a short window's rows are closer
            ch = min(px(44), pitch - px(4))
            if isinstance(c, Toggle):
                c.rect = pygame.Rect(inner.right - px(92), 0, px(92), ch)
            else:
                c.rect = pygame.Rect(inner.right - control_w, 0, control_w, ch)
            c.rect.centery = y + pitch // 2
        bw, bh = px(220), px(54)
        by = min(self.panel.bottom + px(20), h - bh - px(10))
        self.back_button.rect = pygame.Rect(self.panel.x, by, bw, bh)

    def banner_rect(self) -> pygame.Rect:
        """Beside Back, growing upwards when the message is long."""
        back = self.back_button.rect
        rect = pygame.Rect(back.right + self.px(20), back.y, 0, back.h)
        rect.width = self.panel.right - rect.x  # (mirrored with Back when right to left)
        if self.banner is not None:
            rect.h = max(rect.h, self.banner.height_for(rect.w, self.scale))
            rect.bottom = back.bottom
        return rect

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        self.heading(surface, _("Settings"), px(50), 44)
        self.ornament(surface, (self.size[0] // 2, px(84)), px(320))
        controls.draw_panel(surface, self.panel, self.scale)
        for i, (row, (box, _right)) in enumerate(zip(self.rows, self.label_boxes, strict=True)):
            left = self.mirror(box)
            if i:
                rule = self.mirror(pygame.Rect(box.x, box.y, self.panel.right - px(28) - box.x, 1))
                pygame.draw.line(surface, (40, 62, 70), rule.topleft, rule.topright)
            label, sizes = _(row.label), self._label_sizes()
            title = left
            if row.note:
                said = self._note(row)
                title, note = titled.boxes(left, label, said, sizes, px(3))
                controls.draw_text(surface, said, note, sizes[1], theme.TEXT_DIM)
            controls.draw_text(surface, label, title, sizes[0], theme.TEXT, bold=True)

    def _note(self, row: Row) -> str:
        """The row's note, or what its control says of the value now (a clamped size)."""
        says = getattr(row.control, "note_for", None)
        return (says(self.size) if says else None) or _(row.note)

    def _label_sizes(self) -> titled.Sizes:
        """The rows' title and note sizes: px(20) and px(15) where a language's lines fit
        the rows (Arabic's are taller), the same for every row."""
        box = self.label_boxes[0][0]
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
