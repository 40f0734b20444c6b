"""A font kept by `ui/fonts.py` does not outlive `pygame.quit()`: a window opened again in the
same process (as the tests do, one game after another) draws text instead of failing with
"font module quit since font created"."""

from __future__ import annotations

import pygame

from odin_desktop.ui import fonts


def test_text_is_drawn_after_pygame_quit_and_init_again_and_again() -> None:
    for _ in range(3):  # pygame forgets what was registered to run at a quit once it ran
        pygame.init()
        kept = fonts.font("ui", 21)
        assert kept.render("Odin", True, (0, 0, 0)).get_width() > 0
        pygame.quit()
    pygame.init()  # as the tests after this one expect it
    assert fonts.font("ui", 21) is not kept
    assert fonts.font("ui", 21).render("Odin", True, (0, 0, 0)).get_width() > 0
