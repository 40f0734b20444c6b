"""ODIN's game over: the winner (or winners, on a shared victory), the scores hand by hand,
and Play again / Menu."""

from __future__ import annotations

from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import game_over
from odin_desktop.ui import theme


class OdinGameOverScene(game_over.GameOverScene):
    ROUND_LABEL = N_("Hand {number}")
    BOARD = game_over.Board(
        left=0.12,
        right=0.88,
        names_width=0.12,
        top=0.29,
        height=0.5,
        panel_left=0.08,
        shown_rounds=12,
    )

    def winners(self) -> list[int]:
        return list(self.controller.game.winners)

    def headline(self) -> str:
        names, winners = self.controller.names, self.winners()
        if len(winners) == 1:
            name = names[winners[0]]
            return _("You win!") if is_you(name) else _("{name} wins!").format(name=name)
        return _("Shared victory: {names}").format(names=_(", ").join(names[s] for s in winners))

    def subline(self) -> str:
        best = self.controller.game.totals[self.winners()[0]]
        return ngettext(
            "with {points} point, fewest at the table",
            "with {points} points, fewest at the table",
            best,
        ).format(points=best)

    def points_colour(self, points: int) -> tuple[int, int, int]:
        return theme.GOOD if points == 0 else theme.TEXT
