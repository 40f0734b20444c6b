"""The default name "You" reads in the player's language wherever a name is shown.

A game keeps the names it was set up with: begun in English, it holds "You", and resumed or
replayed in German the table said "You spielst", "You nimmst" (the verb knew it was you, the
name was shown as stored). The screens take the names from the controller, which shows the
default in the current language; records and statistics keep them as they were set up."""

from __future__ import annotations

import pytest

from odin_desktop import i18n
from odin_desktop.i18n import _
from odin_desktop.i18n.terms import YOU, is_you, shown_name
from odin_desktop.scenes.odin.saga_entries import SECOND_PERSON, move_entries
from odin_desktop.scenes.ravens import saga_entries
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup

SAID = {"en": "You", "it": "Tu", "de": "Du", "ar": "أنت"}


@pytest.fixture
def language():
    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


def test_the_default_name_is_known_in_every_language(language) -> None:
    for code in i18n.LANGUAGES:
        language(code)
        assert is_you(_(YOU)) and shown_name(_(YOU)) == _(YOU)
    language("it")
    assert [shown_name(n) for n in ("You", "Du", "أنت", "Ann")] == ["Tu", "Tu", "Tu", "Ann"]


@pytest.mark.parametrize("code", ["de", "ar", "it"])
def test_an_odin_game_set_up_in_english_says_you_in_the_players_language(code, language):
    controller = OdinController(OdinSetup.quick_start("You"), host_factory=None)
    controller.start_round()
    assert controller.names[0] == "You"  # asked in English first: the names follow the language
    language(code)
    you = controller.names[0]
    assert you == _(YOU) != "You"
    while controller.to_move != 0:  # the bots' moves, until it is yours
        controller.play(controller.legal_actions()[0])
    entries = move_entries(controller.names, controller.play(controller.legal_actions()[-1]))
    assert you == SAID[code] and entries[0].who == you  # "Du spielst", never "You spielst"
    assert entries[0].verb_text == _(SECOND_PERSON[entries[0].verb])
    assert controller.record()["players"][0] == "You"  # the record keeps the name as set up


@pytest.mark.parametrize("code", ["de", "ar", "it"])
def test_a_ravens_game_set_up_in_german_reads_in_another_language(code, language):
    language("de")
    controller = RavensController(RavensSetup.quick_start(_(YOU)), host_factory=None)  # "Du"
    controller.start_round()
    language(code)
    assert controller.names[0] == SAID[code]
    while controller.to_move != 0:
        controller.play(controller.legal_actions()[-1])
    entries = saga_entries.entries_for(
        controller.names, controller.play(controller.legal_actions()[-1])
    )
    assert entries[0].who == SAID[code]
    assert entries[0].verb_text() == _(saga_entries.SECOND_PERSON[entries[0].verb]).format(
        **entries[0].facts
    )
    assert controller.record()["players"][0] == "Du"


def test_a_replay_of_an_english_game_says_you_in_german(table_game, language, scene_data_dir):
    """Each game's replay viewer (`table_game`: every game with screens, High Card's too)."""
    from game_kits import kit
    from scene_helpers import make_app

    controller = kit(table_game.id).session.start(table_game.quick_start("You"))
    controller.start_round()
    controller.play(controller.legal_actions()[-1])
    doc = controller.record()
    app = make_app()
    language("de")
    assert table_game.viewer_scene(app, doc, "").names[0] == "Du"
