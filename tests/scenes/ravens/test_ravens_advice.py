"""Odin's Ravens' coach hints (scenes/ravens/advice.py): the hint names the action and why,
read off the path ahead, for positions with a known answer."""

from __future__ import annotations

import dataclasses

from odin_desktop import games, i18n
from odin_desktop.ai.analyst import Valuation
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, multiset_of, oriented
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.scenes.ravens.advice import advise

F, M, L, P, S = (KIND_OF[c] for c in "FMLPS")


def position(path: str, at: int = -1, seat: int = 0, hand: str = "F M L P S") -> RavensObservation:
    """A race whose path for ``seat`` is ``path`` (one landscape letter a space), the raven at
    ``at``; the other path is whatever differs."""
    game = games.game("ravens").new_game(2, seed=1, single_round=True)
    game.start_round()
    obs = game.observe(0)
    assert isinstance(obs, RavensObservation)
    spaces = [KIND_OF[c] for c in path]
    row = tuple(oriented(s, (s + 1) % 5) if seat == 0 else oriented((s + 1) % 5, s) for s in spaces)
    positions = (at, -1) if seat == 0 else (-1, at)
    kinds = [KIND_OF[c] for c in hand.split()]
    return dataclasses.replace(
        obs, seat=seat, row=row, positions=positions, hand=multiset_of(kinds)
    )


def said(obs: RavensObservation, best: int) -> str:
    i18n.set_language("en")
    return advise(obs, Valuation((best,), {best: 0.55}, {}, best)).text()


def test_storing_the_card_for_the_space_after_the_group_ahead() -> None:
    obs = position("MMFLPSLPF")
    assert said(obs, A.store(F)) == (
        "Store forest on your stack: the next space after the mountain is a forest"
    )
    assert said(obs, A.store(S)) == (
        "Store snow on your stack: you will need it for the snow further along your path"
    )


def test_a_fly_counts_the_group_move_and_knows_the_end_of_the_race() -> None:
    obs = position("MMFLPSLPF", seat=1)
    assert said(obs, A.fly([M])) == "Fly with mountain: your raven moves 2 spaces"
    near = position("MMFLPSLPF", at=7)
    assert said(near, A.fly([F])) == (
        "Fly with forest: your raven reaches the last space and ends the race"
    )


def test_the_magic_way_counts_both_rows() -> None:
    obs = dataclasses.replace(position("MMFLPSLPF"), magic_rows=(multiset_of([F]), 0))
    text = said(obs, A.magic(F))
    assert text.endswith("(yours has 1, your opponent's 0)")


def test_the_end_of_a_turn_says_why() -> None:
    behind = dataclasses.replace(position("MMFLPSLPF", at=1), positions=(1, 4))
    assert said(behind, A.END_LENGTHEN).endswith(
        "you are behind, and a longer path gives you time to catch up"
    )
    assert said(behind, A.END_TURN) == (
        "End your turn: the cards you keep are worth more on your next turn"
    )
    assert said(behind, A.forward()).endswith("it moves your raven a space forward")


def test_the_words_follow_the_language() -> None:
    obs = position("MMFLPSLPF")
    advice = advise(obs, Valuation((A.store(F),), {}, {}, A.store(F)))
    i18n.set_language("de")
    german = advice.text()
    i18n.set_language("en")
    assert german != advice.text()


def test_an_odin_card_that_changes_the_next_space_names_what_it_becomes() -> None:
    obs = position("MMFLPSLPF", hand="F P P S O3")  # Hugin's next space is a mountain
    # Turned round, the first card shows Hugin its other half, a lake: not in the hand.
    turned = said(obs, A.turn(0))
    assert turned.endswith("it puts landscapes your cards can fly on ahead of your raven")
    # Swapped with the third card, the next space is a forest, which the hand holds.
    assert said(obs, A.swap(0, 2)).endswith("your next space becomes a forest, and you hold one")
    removed = dataclasses.replace(obs, hand=multiset_of([M, P]))
    # Removed, the next space is the second card's: a mountain again, which the hand holds.
    assert said(removed, A.remove(0)).endswith(
        "your next space becomes a mountain, and you hold one"
    )
