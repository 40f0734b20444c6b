"""The keys' and a pad's focus on the answers of a panel the flight table asks through: an Odin
card's two actions, the end of a turn's three. The panel draws the answer focused as its
default, and Enter (a pad's A) takes it. Which one is offered first follows a hint (or, in
Learn by playing, the lesson, whose moves are the hints). Pygame-free."""

from __future__ import annotations

from collections.abc import Sequence

from odin_desktop.engine.ravens import actions as A

# The answers of the end of a turn, in the panel's order: lengthen the paths, not, keep playing.
END_ANSWERS = (A.END_LENGTHEN, A.END_TURN, None)


def end_default(hinted: int | None) -> int:
    """The end of the turn offered first: the one hinted, else ending it without lengthening
    the paths (lengthening draws a card for the other player's race too)."""
    return END_ANSWERS.index(hinted if hinted in (A.END_LENGTHEN, A.END_TURN) else A.END_TURN)


def choice_default(kind: int, hinted: int | None, open_: Sequence[bool]) -> int:
    """The action of the Odin card ``kind`` offered first: the one hinted (each action is of
    one Odin card only), else the first of those ``open_`` says can be chosen."""
    choices = A.CHOICES_OF_CARD[kind]
    if hinted is not None and A.action_type(hinted) in choices:
        return choices.index(A.action_type(hinted))
    return next((i for i, free in enumerate(open_) if free), 0)


def step(answer: int, delta: int, count: int) -> int:
    """The focus moved by ``delta`` among ``count`` answers, round the ends."""
    return (answer + delta) % count
