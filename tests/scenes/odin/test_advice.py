"""ODIN's coach hints (scenes/odin/advice.py): the hint names a move and why, for positions
with a known answer, through the real analyst where the answer is certain."""

from __future__ import annotations

import dataclasses

from review_positions import odin_missed_finish

from odin_desktop import games, i18n
from odin_desktop.ai.analyst import Valuation
from odin_desktop.analysis.coach import value_candidates
from odin_desktop.engine.odin.cards import mask_of, parse_card
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, make_action
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.records import RecordStep
from odin_desktop.scenes.odin.advice import advise


def _cards(*codes: str) -> int:
    return mask_of(parse_card(c) for c in codes)


def _observation() -> OdinObservation:
    game = games.game("odin").new_game(2, seed=3, single_round=True)
    game.start_round()
    obs = game.observe(game.to_move)
    assert isinstance(obs, OdinObservation)
    return obs


def _said(obs: OdinObservation, best: int, legal: tuple[int, ...] = ()) -> str:
    valuation = Valuation(legal or (best,), {best: 0.6}, {best: 10}, best)
    return plain(advise(obs, valuation).text())


def plain(text: str) -> str:
    """Card names keep their colour and number together with a no-break space."""
    return text.replace("\u00a0", " ")


def test_the_hint_plays_out_a_hand_that_can_go_out_and_says_why() -> None:
    doc, where = odin_missed_finish(2, 1)
    steps = [s for s in games.game("odin").record_steps(doc) if isinstance(s, RecordStep)]
    obs = steps[where["move"]].observation
    found = value_candidates("odin", obs, None, seconds=0.3)
    assert found.best & PLAY_BITS == obs.hand  # the analysis's sure rule: going out
    i18n.set_language("en")
    text = advise(obs, found).text()
    assert text.startswith("Play ")
    assert text.endswith(": it plays out your whole hand, so you score nothing this hand")


def test_a_low_play_keeps_the_nines_for_the_end() -> None:
    obs = dataclasses.replace(_observation(), hand=_cards("R3", "B3", "G9", "K9", "O5"), table=0)
    i18n.set_language("en")
    text = _said(obs, make_action(_cards("R3", "B3")))
    assert text == "Play red 3, blue 3: it keeps your 9s for the end"


def test_a_take_that_makes_the_hand_one_set_says_so() -> None:
    obs = dataclasses.replace(
        _observation(), hand=_cards("R2", "B4", "B6", "B7"), table=_cards("G1")
    )
    action = make_action(_cards("R2"), parse_card("G1"))
    i18n.set_language("en")
    text = _said(obs, action)
    assert text == "Play red 2 and take green 1: it keeps your 7s for the end"
    # Taking a blue card instead leaves one colour in hand: a set to play out next time.
    obs = dataclasses.replace(obs, table=_cards("B1"))
    i18n.set_language("en")
    text = _said(obs, make_action(_cards("R2"), parse_card("B1")))
    assert text == (
        "Play red 2 and take blue 1: then your hand is one set, and it can all go out next time"
    )


def test_a_pass_says_whether_anything_could_beat_the_middle() -> None:
    obs = dataclasses.replace(_observation(), legal=(PASS,))
    i18n.set_language("en")
    assert _said(obs, PASS) == "Pass: nothing in your hand beats the middle"
    obs = dataclasses.replace(_observation(), legal=(PASS, make_action(_cards("R2"))))
    i18n.set_language("en")
    assert _said(obs, PASS) == (
        "Pass: beating the middle now would break up cards that go together"
    )


def test_the_words_follow_the_language() -> None:
    obs = dataclasses.replace(_observation(), hand=_cards("R3", "B3", "G9", "K9", "O5"), table=0)
    valuation = Valuation((1,), {}, {}, make_action(_cards("R3", "B3")))
    advice = advise(obs, valuation)
    i18n.set_language("it")
    italian = advice.text()
    i18n.set_language("en")
    english = advice.text()
    assert italian != english and "9" in italian
