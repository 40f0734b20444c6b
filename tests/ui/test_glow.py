"""The turn's glow (`ui.glow`): the halos kept are one glow's pulse, not every seat's."""

from __future__ import annotations

import pygame

from odin_desktop.ui import glow


def _pulse_through(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int]]:
    """Draw the glow around ``rect`` at every time step of a few beats; the halos' sizes."""
    sizes: set[tuple[int, int]] = set()
    for step in range(40):
        glow.draw_glow(surface, rect, step * glow.GLOW_STEP_SECONDS)
        pulse = glow.glow_pulse(step * glow.GLOW_STEP_SECONDS)
        sizes.add(rect.inflate(10 + 6 * pulse, 10 + 6 * pulse).size)
    return sizes


def test_the_turn_passing_round_the_table_keeps_only_the_glow_on_screen() -> None:
    pygame.init()
    glow.halo.cache_clear()
    surface = pygame.Surface((3840, 2160), pygame.SRCALPHA)
    plates = [pygame.Rect(200 + 900 * i, 1800, 600 + 20 * i, 110) for i in range(4)]
    for plate in plates:  # each seat's turn in its turn, the human's last
        _pulse_through(surface, plate)
    kept = glow.halo.cache_info().currsize
    assert kept <= glow.GLOW_STEPS + 1  # one glow's strengths: 4 seats' were all kept
    # ... and they are the glow now drawn: pulsing on costs no new halo.
    misses = glow.halo.cache_info().misses
    _pulse_through(surface, plates[-1])
    assert glow.halo.cache_info().misses == misses
    glow.halo.cache_clear()
