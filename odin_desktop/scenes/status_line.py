"""The status line of a table, drawn: the table model's words (`TableModel.status`) in their
tone's colour, centred in lines one under another, over a soft backing where one helps them
read. Both games' tables draw theirs with it; where it goes and how it breaks is each game's."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from odin_desktop.scenes.table_model import Tone
from odin_desktop.ui import panels, theme

TONE_COLOURS = {
    Tone.PLAIN: theme.TEXT,
    Tone.DIM: theme.TEXT_DIM,
    Tone.BAD: theme.BAD,
    Tone.GOLD: theme.GOLD_RGB,
}


@dataclass(frozen=True)
class Backing:
    """A soft dark panel behind the lines, ``wider`` px than the widest line and ``taller``
    than all of them, its top ``rise`` px above the first, ``alpha`` opaque, corners of
    ``radius`` px."""

    wider: int
    taller: int
    rise: int
    alpha: int
    radius: int


def draw_status(
    surface: pygame.Surface,
    lines: list[pygame.Surface],
    centre_x: int,
    top: int,
    backing: Backing | None = None,
) -> None:
    """``lines`` (rendered) one under another from ``top``, each centred on ``centre_x``."""
    if backing is not None:
        height = sum(line.get_height() for line in lines)
        size = (max(line.get_width() for line in lines) + backing.wider, height + backing.taller)
        panel = panels.plain_panel(size, backing.alpha, backing.radius)
        surface.blit(panel, panel.get_rect(midtop=(centre_x, top - backing.rise)))
    for line in lines:
        surface.blit(line, line.get_rect(midtop=(centre_x, top)))
        top += line.get_height()


def drawn_rect(
    lines: list[pygame.Surface], centre_x: int, top: int, backing: Backing | None = None
) -> pygame.Rect:
    """All that `draw_status` draws with the same arguments covers."""
    height = sum(line.get_height() for line in lines)
    rect = pygame.Rect(0, 0, max(line.get_width() for line in lines), height)
    rect.midtop = (centre_x, top)
    if backing is not None:
        panel = pygame.Rect(0, 0, rect.width + backing.wider, height + backing.taller)
        panel.midtop = (centre_x, top - backing.rise)
        rect.union_ip(panel)
    return rect
