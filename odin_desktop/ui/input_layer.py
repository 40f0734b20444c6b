"""One input layer for every screen: which device the player uses now, pads read as intents,
touch read as the pointer.

The app passes every event through `InputLayer.translate` before the top scene sees it:

- a pad's button or stick becomes an ``INTENT`` event (`ui/intents.py`), which the scene
  answers through `Scene.handle_intent` (by default with its own key for it);
- a finger becomes pointer events (`ui/touch.py`); SDL's own mouse events made from touches
  are dropped;
- a key or the mouse passes as it is, and puts the pad's button prompts away.

`prompt_style` says which buttons' faces the screens show (None: no pad in use), `in_use`
how the screens' sentences name the device that came last (`i18n/devices.py`: of the
keyboard and the mouse, whether a key came last), and
`lost_pad` is set when the pad in use was pulled out, for the app to pause a human's turn.
"""

from __future__ import annotations

import pygame

from odin_desktop.i18n.devices import KEYS, TYPED, Device, InUse
from odin_desktop.ui import pad_prompts
from odin_desktop.ui.intents import INTENT
from odin_desktop.ui.pad import Pads
from odin_desktop.ui.touch import Touch, synthesized

_POINTER_OR_KEYS = (
    pygame.KEYDOWN,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
)


class InputLayer:
    def __init__(self) -> None:
        self.pads = Pads()
        self.touch = Touch()
        self.pad_in_use = False  # the last input came from a pad
        self.touch_in_use = False  # … from a finger
        self.typed = False  # … from a key (not the mouse)
        self.lost_pad = False  # the pad in use was pulled out (the app answers, then clears)

    @property
    def prompt_style(self) -> str | None:
        """The faces of the pad in use ("xbox", "playstation", …), None when the mouse, the
        keyboard or touch came last."""
        if not self.pad_in_use or self.pads.last is None:
            return None
        return self.pads.last.style

    def in_use(self) -> InUse:
        """The device the last input came from, as the screens' sentences name it."""
        style = self.prompt_style
        if style is not None:
            return pad_prompts.in_use(style)
        if self.touch_in_use:
            return InUse(Device.TOUCH)
        return TYPED if self.typed else KEYS

    def translate(
        self, event: pygame.event.Event, window: tuple[int, int]
    ) -> list[pygame.event.Event]:
        """What the screens receive for ``event`` (``window``: the window's size in pixels)."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            self.pads.added(event)
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.pads.removed(event)
            if pad is not None and self.pad_in_use and self.pads.last is None:
                self.pad_in_use = False
                self.lost_pad = True
            return []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION):
            intents = self.pads.translate(event)
            if intents:
                self.pad_in_use, self.touch_in_use = True, False
            return [pygame.event.Event(INTENT, intent=i, device="pad") for i in intents]
        if kind in (pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERSENSORUPDATE):
            return []
        if kind in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            self.pad_in_use, self.touch_in_use = False, True
            return self.touch.translate(event, window)
        if synthesized(event):
            return []
        if kind in _POINTER_OR_KEYS and not getattr(event, "finger", False):
            self.pad_in_use = self.touch_in_use = False
            self.typed = kind == pygame.KEYDOWN
        return [event]

    def wake_in(self) -> float | None:
        """Seconds until the layer has something to send by itself (a long press)."""
        return self.touch.long_press_in()

    def tick(self) -> list[pygame.event.Event]:
        """What falls due by itself (a long press), in window coordinates."""
        return self.touch.tick()
