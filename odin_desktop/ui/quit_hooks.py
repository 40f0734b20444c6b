"""Work done at `pygame.quit()`, for what does not outlive it: pygame runs what is registered
at one quit only, so a hook is armed again each time its thing is made anew after a quit (a
window opened again in the same process, as the tests do one game after another)."""

from __future__ import annotations

from collections.abc import Callable

import pygame


class AtNextQuit:
    """Runs ``action`` at the next `pygame.quit()` once `arm` was called since the last."""

    def __init__(self, action: Callable[[], None]) -> None:
        self._action = action
        self._armed = False

    def arm(self) -> None:
        if not self._armed:
            pygame.register_quit(self._run)
            self._armed = True

    def _run(self) -> None:
        self._armed = False
        self._action()
