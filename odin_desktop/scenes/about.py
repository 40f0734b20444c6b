"""About Odin Desktop: who made the games it plays and where its pictures, sounds, music and
fonts come from (the player-facing side of `assets/PROVENANCE.md`). It is the last page of
every game's How to play, so the shell adds it and no game writes it out."""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop import __version__
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import N_, _
from odin_desktop.scenes.rules import Ops, Page, PageRenderer, Para


@dataclass(frozen=True)
class Version:
    """The version of the program, as `odin-desktop --version` says it."""

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int:
        return page.paragraph(
            _("Odin Desktop, version {version}").format(version=__version__), y, ops
        )


ABOUT = Page(
    N_("About"),
    (
        Version(),
        Para(
            N_(
                "ODIN is a game by Gary Kim, Hope S. Hwang and Yohan Goh, published by "
                "Helvetiq. Odin's Ravens is a game by Thorsten Gimmler, published by Kosmos. "
                "Odin Desktop plays their rules; its pictures, sounds and music are its own, "
                "not copied from the printed games."
            )
        ),
        Para(
            N_(
                "The cards, the landscapes, the pieces and the sounds were made for Odin "
                "Desktop by its own programs."
            )
        ),
        Para(
            N_(
                "Music: an original score written for Odin Desktop, for the menu and each "
                "game's table, played by instruments synthesised from scratch: lyre, harp, "
                "flutes, horn, frame drum and wind."
            )
        ),
        Para(
            N_(
                "Fonts: Noto Sans and Noto Sans Arabic by Google, and Cinzel by Natanael Gama, "
                "under the SIL Open Font License 1.1."
            )
        ),
    ),
)


def how_to_play(entry: GameEntry) -> tuple[Page, ...]:
    """A game's How to play: its own pages, then About."""
    return (*entry.rules_pages(), ABOUT)
