"""A gamepad SDL itself believes is plugged in, for measuring and testing without hardware.

pygame-ce 2.5 has no way to make a virtual joystick, but the SDL it loads does
(`SDL_JoystickAttachVirtualEx`, SDL ≥ 2.24): this module reaches that SDL through ctypes. The
pad it attaches is a game controller as far as SDL knows: SDL gives it a mapping, announces
it with `CONTROLLERDEVICEADDED`, opens it through `pygame._sdl2.controller`, keeps it in its
list of open joysticks (so the event pump updates it, as it would a real pad), and turns its
buttons and axes into `CONTROLLERBUTTONDOWN` / `CONTROLLERAXISMOTION` events; unplugging it
sends `CONTROLLERDEVICEREMOVED`. What the game sees is what a real pad gives, apart from the
name and the USB ids we pick.

The SDL reached must be the one pygame loaded: on Linux it is found in the process's own
memory map; elsewhere beside pygame's package. `attach` fails with `VirtualPadError` (never a
crash) when no such SDL is found or SDL refuses.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys
from pathlib import Path

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1
BUTTONS = 15  # SDL_CONTROLLER_BUTTON_A … DPAD_RIGHT: SDL maps button n to controller button n
AXES = 6  # left x, left y, right x, right y, left trigger, right trigger: axis n to axis n
# USB ids and names of the pads a test may want to look like (SDL names pads by their ids).
LOOKS = {
    "xbox": (0x045E, 0x0B12, "Xbox Series X Controller"),
    "playstation": (0x054C, 0x0CE6, "PS5 Controller"),
    "nintendo": (0x057E, 0x2009, "Nintendo Switch Pro Controller"),
    "deck": (0x28DE, 0x1205, "Steam Deck"),
}


class VirtualPadError(RuntimeError):
    """SDL could not be reached or refused the virtual pad."""


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+, version 1)."""

    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


def _loaded_sdl() -> str | None:
    """The path of the SDL2 library this process has loaded (Linux), if any."""
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split()[-1] if len(line.split()) >= 6 else ""
                name = os.path.basename(path)
                if name.startswith("libSDL2") and "_" not in name and ".so" in name:
                    return path
    except OSError:
        return None
    return None


def _shipped_sdl() -> str | None:
    """SDL2 beside pygame's package (its wheel's bundled copy), or in a frozen build's folder."""
    import pygame

    package = Path(pygame.__file__).parent
    places = [package, package / ".dylibs", package.parent / "pygame_ce.libs"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        places.append(Path(frozen))
    for place in places:
        for pattern in ("SDL2.dll", "libSDL2-2*.dylib", "libSDL2-2*.so*", "libSDL2.so*"):
            found = sorted(glob.glob(str(place / pattern)))
            if found:
                return found[0]
    return None


def _sdl() -> ctypes.CDLL:
    path = _loaded_sdl() or _shipped_sdl()
    if path is None:
        raise VirtualPadError("pygame's SDL library was not found")
    try:
        # Loading a library already loaded returns that same copy: the SDL pygame uses.
        library = ctypes.CDLL(path)
        library.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
        library.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
    except (OSError, AttributeError) as error:
        raise VirtualPadError(f"SDL at {path} cannot make a virtual pad: {error}") from error
    library.SDL_JoystickOpen.restype = ctypes.c_void_p
    library.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    library.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    library.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    library.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    library.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    library.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    library.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
    library.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    library.SDL_JoystickInstanceID.restype = ctypes.c_int32
    library.SDL_NumJoysticks.restype = ctypes.c_int
    library.SDL_GetError.restype = ctypes.c_char_p
    return library


class VirtualPad:
    """One virtual pad: `attach` plugs it in, `press`/`release`/`axis` move it, `detach`
    pulls it out. Values reach the game at the next event pump, as a real pad's do."""

    def __init__(self, look: str = "xbox") -> None:
        self.look = look
        self._sdl: ctypes.CDLL | None = None
        self._joystick: int | None = None  # SDL_Joystick*, held to set its values
        self.instance_id: int | None = None

    @property
    def attached(self) -> bool:
        return self._joystick is not None

    def attach(self) -> int:
        """Plug the pad in (the joystick and controller subsystems started, by pygame);
        returns its SDL instance id, which the game's events carry."""
        import pygame

        from odin_desktop.ui.pad import start_controllers

        if self.attached:
            return self._instance()
        if not pygame.get_init():
            pygame.init()
        start_controllers()
        sdl = self._sdl = _sdl()
        vendor, product, name = LOOKS[self.look]
        self._name = name.encode()  # kept alive while SDL holds the pointer
        desc = _Desc(
            version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
            type=SDL_JOYSTICK_TYPE_GAMECONTROLLER,
            naxes=AXES,
            nbuttons=BUTTONS,
            vendor_id=vendor,
            product_id=product,
            name=self._name,
        )
        index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise VirtualPadError(f"SDL refused a virtual pad: {sdl.SDL_GetError().decode()}")
        joystick = sdl.SDL_JoystickOpen(index)
        if not joystick:
            sdl.SDL_JoystickDetachVirtual(index)
            raise VirtualPadError(f"SDL could not open its virtual pad: {sdl.SDL_GetError()!r}")
        self._joystick = joystick
        return self._instance()

    def _instance(self) -> int:
        assert self._sdl is not None and self._joystick is not None
        self.instance_id = int(self._sdl.SDL_JoystickInstanceID(self._joystick))
        return self.instance_id

    def _device_index(self) -> int:
        assert self._sdl is not None
        for index in range(self._sdl.SDL_NumJoysticks()):
            if self._sdl.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                return index
        raise VirtualPadError("the virtual pad is no longer plugged in")

    def press(self, button: int) -> None:
        self.set_button(button, 1)

    def release(self, button: int) -> None:
        self.set_button(button, 0)

    def set_button(self, button: int, value: int) -> None:
        if self._sdl is None or self._joystick is None:
            raise VirtualPadError("the virtual pad is not plugged in")
        if self._sdl.SDL_JoystickSetVirtualButton(self._joystick, button, value) < 0:
            raise VirtualPadError(f"button {button}: {self._sdl.SDL_GetError().decode()}")

    def axis(self, axis: int, value: int) -> None:
        """Move an axis to ``value`` (-32768 … 32767; triggers 0 … 32767)."""
        if self._sdl is None or self._joystick is None:
            raise VirtualPadError("the virtual pad is not plugged in")
        if self._sdl.SDL_JoystickSetVirtualAxis(self._joystick, axis, value) < 0:
            raise VirtualPadError(f"axis {axis}: {self._sdl.SDL_GetError().decode()}")

    def detach(self) -> None:
        """Pull the pad out: SDL announces it removed at the next pump."""
        if self._sdl is None or self._joystick is None:
            return
        index = self._device_index()
        self._sdl.SDL_JoystickClose(self._joystick)
        self._joystick = None
        self._sdl.SDL_JoystickDetachVirtual(index)
