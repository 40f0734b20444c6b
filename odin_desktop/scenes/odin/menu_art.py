"""ODIN's picture on the menu: five cards held in a fan, from a healer's skald to a jarl (the
archetypes' range), each lifted off the table by a soft shadow."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from odin_desktop.scenes.odin import art
from odin_desktop.ui import theme

FAN = ("G2", "P5", "R9", "B8", "O7")
FAN_SPREAD = 13.0  # degrees between neighbouring cards
CARD_WIDTH = 150  # at the design size (scale 1.0)


def picture(scale: float) -> pygame.Surface:
    """The fan at the menu's ``scale`` (1.0 at 1280 x 800), shadows included."""
    return _fan(scale, art.colour_symbols_shown())


@lru_cache(maxsize=4)
def _fan(scale: float, _symbols: bool) -> pygame.Surface:
    card_w = theme.scaled(CARD_WIDTH, scale)
    card_h = art.card_size(card_w)[1]
    radius = theme.scaled(230, scale) + card_h // 2
    middle = (len(FAN) - 1) / 2
    placed = []
    for i, code in enumerate(FAN):
        angle = (middle - i) * FAN_SPREAD
        # Rendered apart from the table's caches: the fan is made once and kept whole, and
        # its faces (~4 MB at 3840 x 2160) would stay cached while the table is played.
        image = pygame.transform.rotozoom(art.large(code, card_w), angle, 1.0)
        a = math.radians(angle)
        centre = (-radius * math.sin(a), -radius * math.cos(a))
        placed.append((image, image.get_rect(center=(round(centre[0]), round(centre[1])))))
    offset = (theme.scaled(6, scale), theme.scaled(9, scale))
    bounds = placed[0][1].unionall([rect for _, rect in placed])
    surface = pygame.Surface((bounds.w + offset[0], bounds.h + offset[1]), pygame.SRCALPHA)
    for image, rect in placed:
        spot = rect.move(-bounds.x, -bounds.y)
        surface.blit(_shadow(image), spot.move(offset))
        surface.blit(image, spot)
    return surface


def _shadow(image: pygame.Surface) -> pygame.Surface:
    """A soft dark silhouette of a card, to lift it off the table."""
    mask = pygame.mask.from_surface(image)
    shadow = mask.to_surface(setcolor=(0, 0, 0, 80), unsetcolor=(0, 0, 0, 0))
    w, h = shadow.get_size()
    small = pygame.transform.smoothscale(shadow, (max(1, w // 4), max(1, h // 4)))
    return pygame.transform.smoothscale(small, (w, h))
