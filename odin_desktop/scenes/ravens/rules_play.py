"""Odin's Ravens' How to play, its last pages: how this program is played, by mouse, by
the keys and by pad and touch (the rules come first, in `rules_pages`). The Keys page names the
keys `table_keys` binds, as the README does; a test keeps the three agreeing."""

from __future__ import annotations

from odin_desktop.i18n import N_
from odin_desktop.scenes.rules import Page, Para

PLAY_PAGES: tuple[Page, ...] = (
    Page(
        N_("Playing here"),
        (
            Para(
                N_(
                    "Click a card in your hand, or the top card of your stack, to choose it; "
                    "choose two equal flight cards for a joker. Then choose what it does: "
                    "fly, store, Magic Way, an Odin card's action or discard."
                )
            ),
            Para(
                N_(
                    "When you are done, end your turn. You are asked whether to lengthen the "
                    "paths, and which way round to lay the card."
                )
            ),
            Para(
                N_(
                    "Your opponent never sees your hand or your stack, only how many cards "
                    "they hold. Both paths, the Magic Way rows and the discard piles are open "
                    "to both of you."
                )
            ),
            Para(
                N_(
                    "Esc opens the menu: these rules, the settings, or leaving the game. The "
                    "game is saved after every move, and Continue on the main menu takes you "
                    "back to it."
                )
            ),
        ),
    ),
    Page(
        N_("Keys"),
        (
            Para(
                N_(
                    "The whole game can be played with the keys. From the first key you press, "
                    "one card is raised and ringed in white: the card the keys act on. Left and "
                    "right move it along your hand and the top card of your stack; Home and End "
                    "go to the first card and the last. Space or the up arrow picks it (pick two "
                    "equal flight cards for a joker), and the down arrow puts it back."
                )
            ),
            Para(
                N_(
                    "The keys act on the picked cards: F flies with them, S stores one on "
                    "your stack, M plays it to the Magic Way, D discards it and O plays an "
                    "Odin card. Enter flies, or plays the Odin card."
                )
            ),
            Para(
                N_(
                    "1 and 2 choose an Odin card's action; left and right then move between the "
                    "places the table rings for it, and Enter chooses one. When the table asks "
                    "you something (an Odin card's two actions, the end of your turn), one answer "
                    "is ringed: the arrow keys move the ring and Enter takes the ringed answer. 1 "
                    "and 2 also lay a drawn landscape card as drawn or turned round. While you "
                    "put your stack in order, Shift with left or right carries a card along it."
                )
            ),
            Para(
                N_(
                    "E ends your turn and L ends it lengthening the paths. Tab looks through "
                    "your stack, Page Up and Page Down (or [ and ]) scroll the paths, and H "
                    "asks for a hint. Esc takes back the picked cards or a choice under way, "
                    "and otherwise opens the menu. F11 switches full screen on and off."
                )
            ),
        ),
    ),
    Page(
        N_("Gamepad and touch"),
        (
            Para(
                N_(
                    "With a gamepad: the D-pad or the left stick chooses a card, A plays it (it "
                    "flies, or an Odin card goes to the paths), up stores it on your stack, down "
                    "discards it, the left trigger plays it on the Magic Way and the right "
                    "trigger shows your stack. Y ends your turn, B takes a step back, View asks "
                    "for a hint, "
                    "and the shoulder buttons scroll the paths. An Odin card's two actions are up "
                    "and down; left and right then choose its space or card, and A confirms."
                )
            ),
            Para(
                N_(
                    "X plays a card too. At the end of your turn, up lengthens the paths and A "
                    "does not; up lays the new card as drawn and down turns it round. Menu opens "
                    "the menu. While you play with a pad, its buttons are shown at the foot of "
                    "the screen. In a replay, the shoulder buttons step back and on, and X opens "
                    "the game review. The settings' Controller page shows the pad with what each "
                    "of its buttons does."
                )
            ),
            Para(
                N_(
                    "By touch: drag a card onto the space ahead of your raven, your stack, the "
                    "Magic Way, the discard pile or the paths, or tap a card and then the place. "
                    "Touch and hold an Odin card to read it large; slide two fingers to scroll the "
                    "paths or the Saga."
                )
            ),
            Para(
                N_(
                    "Touch and hold a button to read its tip. While an Odin card's action waits "
                    "for its space or card, Take back, where End turn is, goes back a step."
                )
            ),
        ),
    ),
)
