"""Gamepads through SDL's game-controller API: hot-plugging, and a pad's buttons and left
stick read as `Intent`s.

SDL's mapping database names every known pad's buttons by place (Xbox, PlayStation, Switch
Pro, Steam Deck alike): A is the bottom button (on a Switch Pro, SDL's labels put A on the
right, as printed), B the right one, X the left, Y the top. A pad plugged in arrives as
`CONTROLLERDEVICEADDED` and is opened here; one pulled out arrives as `CONTROLLERDEVICEREMOVED`.
Nothing is polled: SDL's events wake the loop. Stick noise inside the dead zone asks for
nothing (`Pads.translate` returns no intent), though the event itself still wakes the loop
for a frame.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pygame

from odin_desktop.ui.intents import Intent
from odin_desktop.ui.quit_hooks import AtNextQuit

BUTTONS: dict[int, Intent] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Intent.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Intent.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Intent.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Intent.RIGHT,
    pygame.CONTROLLER_BUTTON_A: Intent.SELECT,
    pygame.CONTROLLER_BUTTON_B: Intent.BACK,
    pygame.CONTROLLER_BUTTON_X: Intent.PLAY,
    pygame.CONTROLLER_BUTTON_Y: Intent.PASS,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Intent.PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Intent.NEXT,
    pygame.CONTROLLER_BUTTON_BACK: Intent.HINT,
    pygame.CONTROLLER_BUTTON_START: Intent.MENU,
}
AXIS_FULL = 32767
PUSHED = 0.6  # a stick pushed this far is a step; it must come back under RELEASED first
RELEASED = 0.3
STICK = {
    pygame.CONTROLLER_AXIS_LEFTX: (Intent.LEFT, Intent.RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (Intent.UP, Intent.DOWN),
}
TRIGGERS = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: Intent.ALT_PREV,
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: Intent.ALT_NEXT,
}

XBOX, PLAYSTATION, NINTENDO, DECK = "xbox", "playstation", "nintendo", "deck"
_STYLE_WORDS = (
    (PLAYSTATION, ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")),
    (NINTENDO, ("nintendo", "switch", "joy-con", "pro controller")),
    (DECK, ("steam deck",)),
)


def style_of(name: str) -> str:
    """Which buttons' faces to show for a pad of this name (SDL's mapping names it)."""
    lowered = name.lower()
    for style, words in _STYLE_WORDS:
        if any(word in lowered for word in words):
            return style
    return XBOX


def _controllers():  # type: ignore[no-untyped-def]  # pygame._sdl2.controller, untyped
    from pygame._sdl2 import controller

    return controller


def _stop_controllers() -> None:
    _controllers().quit()


# pygame stops its controller module at the first `pygame.quit()` only; after a second,
# believing itself started, it found no pad's buttons in a window opened again in the same
# process.
_stopped_at_quit = AtNextQuit(_stop_controllers)


def start_controllers():  # type: ignore[no-untyped-def]  # pygame._sdl2.controller, untyped
    """pygame's controller module, started, and stopped at the next `pygame.quit()`."""
    controller = _controllers()
    if not controller.get_init():
        controller.init()
    _stopped_at_quit.arm()
    return controller


@dataclass
class Pad:
    instance_id: int
    name: str
    style: str
    device: object | None = None  # the open SDL controller (None: posted by a test)


class Pads:
    """The pads plugged in, and their events read as intents."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        self._held: dict[tuple[int, int], int] = {}  # (pad, axis): -1, 0 or 1 as pushed
        self.last: Pad | None = None  # the pad used last
        self._open_present()

    def _open_present(self) -> None:
        """Pads already plugged in when the game starts (SDL also sends them as added)."""
        with contextlib.suppress(pygame.error):
            controller = start_controllers()
            for index in range(controller.get_count()):
                self._open(index)

    def _open(self, index: int) -> Pad | None:
        try:
            controller = _controllers()
            if not controller.is_controller(index):
                return None
            device = controller.Controller(index)
            joystick = device.as_joystick()
            instance = joystick.get_instance_id()
            name = device.name or joystick.get_name()
        except (pygame.error, AttributeError, IndexError):
            return None
        pad = Pad(instance, name, style_of(name), device)
        self.pads[instance] = pad
        return pad

    def added(self, event: pygame.event.Event) -> Pad:
        """A pad plugged in (``device_index``); a test's posted one is remembered as it is."""
        index = getattr(event, "device_index", -1)
        pad = self._open(index) if index >= 0 else None
        if pad is None:
            instance = getattr(event, "instance_id", index)
            name = getattr(event, "name", "Controller")
            pad = Pad(instance, name, style_of(name))
            self.pads[instance] = pad
        return pad

    def removed(self, event: pygame.event.Event) -> Pad | None:
        pad = self.pads.pop(getattr(event, "instance_id", -1), None)
        if pad is not None and pad.device is not None:
            with contextlib.suppress(pygame.error, AttributeError):
                pad.device.quit()  # type: ignore[attr-defined]
        if pad is self.last:
            self.last = None
        return pad

    def _pad(self, event: pygame.event.Event) -> Pad:
        instance = getattr(event, "instance_id", 0)
        pad = self.pads.get(instance)
        if pad is None:  # an event from a pad not announced (a test, or one missed)
            pad = self.pads[instance] = Pad(instance, "Controller", XBOX)
        return pad

    def translate(self, event: pygame.event.Event) -> list[Intent]:
        """The intents one controller event asks for (none for a release or stick noise)."""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            intent = BUTTONS.get(event.button)
            if intent is None:
                return []
            self.last = self._pad(event)
            return [intent]
        if event.type == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        return []

    def _axis(self, event: pygame.event.Event) -> list[Intent]:
        pad = self._pad(event)
        value = event.value / AXIS_FULL
        key = (pad.instance_id, event.axis)
        was = self._held.get(key, 0)
        if event.axis in TRIGGERS:
            now = 1 if value > PUSHED else (0 if value < RELEASED else was)
            self._held[key] = now
            if now and not was:
                self.last = pad
                return [TRIGGERS[event.axis]]
            return []
        if event.axis not in STICK:
            return []
        if abs(value) > PUSHED:
            now = 1 if value > 0 else -1
        elif abs(value) < RELEASED:
            now = 0
        else:
            now = was
        self._held[key] = now
        if now and now != was:
            self.last = pad
            back, forth = STICK[event.axis]
            return [forth if now > 0 else back]
        return []
