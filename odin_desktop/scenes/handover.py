"""Hot-seat hand-over: the screen is covered until the next player says they are ready, so no
human ever sees another human's hand."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.devices import KEYS, ByDevice, InUse
from odin_desktop.scenes.base import Area, Host, Scene, Wake, idle_effect
from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted, text

READY = ByDevice(
    keys=N_("Click when ready"),
    pad=N_("Press {select} when ready"),
    touch=N_("Tap when ready"),
)


class HandoverScene(Scene):
    def __init__(
        self,
        app: Host,
        name: str,
        on_ready: Callable[[], None],
        back: Callable[[int], pygame.Surface] | None = None,
    ) -> None:
        """``back(width)``: the game's card back, shown face down (none: a plain card)."""
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.back = back or _plain_back
        self._fanned: tuple[int, list[pygame.Surface]] | None = None
        self.clock = 0.0
        self._prompt = pygame.Rect(0, 0, 0, 0)  # where the fading prompt is drawn
        self.in_use = KEYS  # the device the next player picks up: the prompt names it

    def use(self, in_use: InUse) -> None:
        self.in_use = in_use

    def ready_words(self) -> str:
        return READY.text(self.in_use)

    def handle_event(self, event: pygame.event.Event) -> None:
        ready = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ready |= event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_KP_ENTER,
        )
        if ready and self.clock > 0.3:  # a click meant for the table does not dismiss it
            self.on_ready()
            self.app.scenes.pop()

    def _fan(self, width: int) -> list[pygame.Surface]:
        """Three backs turned as if held in a hand (turned once per size, not every frame)."""
        if self._fanned is None or self._fanned[0] != width:
            back = self.back(width)
            turned = [pygame.transform.rotate(back, angle) for angle in (-12, 0, 12)]
            self._fanned = (width, turned)
        return self._fanned[1]

    def update(self, dt: float) -> None:
        self.clock += dt

    def next_wake(self) -> Wake | None:
        return idle_effect(self._prompt) if self._prompt.width else None

    def changed_areas(self) -> list[Area] | None:
        """Nothing here changes by itself but the prompt's glow, in its own area (input, a
        new size or new settings bring a whole frame)."""
        glow = self._prompt
        return [(glow.x, glow.y, glow.width, glow.height)] if glow.width else []

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BACKGROUND_DARK)
        scale = theme.layout_scale((w, h))
        for i, image in enumerate(self._fan(max(8, int(150 * scale)))):
            surface.blit(image, image.get_rect(center=(w // 2 + (i - 1) * 70 * scale, h * 0.36)))
        title = fitted(
            _("Pass to {name}").format(name=self.name),
            theme.scaled(54, scale),
            theme.GOLD_RGB,
            w - 40,
        )
        surface.blit(title, title.get_rect(center=(w // 2, h * 0.62)))
        alpha = 150 + int(105 * abs(((self.clock * 0.8) % 2) - 1))
        prompt = text(self.ready_words(), theme.scaled(26, scale), theme.TEXT)
        prompt.set_alpha(alpha)
        self._prompt = prompt.get_rect(center=(w // 2, h * 0.72))
        surface.blit(prompt, self._prompt)
        note = text(
            _("Everyone else: look away from the screen"), theme.scaled(18, scale), theme.TEXT_DIM
        )
        surface.blit(note, note.get_rect(center=(w // 2, h * 0.8)))


def _plain_back(width: int) -> pygame.Surface:
    """A card seen from behind, for a game that gives no back of its own."""
    height = width * 7 // 5
    back = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(2, width // 12)
    pygame.draw.rect(back, theme.PANEL, back.get_rect(), border_radius=radius)
    pygame.draw.rect(back, theme.GOLD_RGB, back.get_rect(), max(1, width // 40), radius)
    return back
