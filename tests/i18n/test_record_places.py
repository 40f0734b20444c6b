"""Where a record breaks a rule, in words: every game's coordinates, and those of a game the
words were not written for (a new game's records must still be explained, not crash)."""

from __future__ import annotations

from odin_desktop import i18n
from odin_desktop.i18n.records import where_text


def test_the_places_of_both_games_read_as_players_count() -> None:
    assert where_text({"hand": 1, "move": 4}) == "hand 2, move 5"
    assert where_text({"race": 0, "turn": 2, "action": None}) == "race 1, turn 3"


def test_a_unit_without_words_reads_as_the_record_names_it() -> None:
    assert where_text({"round": 0, "play": 2}) == "round 1, play 3"
    i18n.set_language("de")  # beside translated units, in every language
    assert where_text({"round": 0, "hand": 1, "move": 2}) == "round 1, Durchgang 2, Zug 3"
