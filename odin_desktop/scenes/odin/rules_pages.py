"""ODIN's How to play: the rules page by page, each example with real cards. All the words
are literals here (English msgids, translated when drawn); the pager is `scenes.rules`."""

from __future__ import annotations

from odin_desktop.i18n import N_
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.rules import Cards, Group, Page, Para

PAGES: tuple[Page, ...] = (
    Page(
        N_("The goal"),
        (
            Para(
                N_(
                    "ODIN is a card game for 2 to 6 players. Be quick to empty your hand: every "
                    "card you still hold when a hand ends costs you one point, and the fewest "
                    "points wins."
                )
            ),
            Para(
                N_(
                    "There are 54 cards: the numbers 1 to 9 in six colours. Each colour also has "
                    "its own rune, so you never have to tell the colours apart by shade alone."
                )
            ),
            Cards(
                (
                    Group(("R5",), N_("Red")),
                    Group(("O5",), N_("Orange")),
                    Group(("P5",), N_("Pink")),
                    Group(("G5",), N_("Green")),
                    Group(("B5",), N_("Blue")),
                    Group(("K5",), N_("Black")),
                ),
                card_art,
            ),
            Para(
                N_(
                    "Everyone is dealt 9 cards. A game is played over several hands, and each "
                    "hand over several rounds."
                )
            ),
        ),
    ),
    Page(
        N_("The Vikings"),
        (
            Para(
                N_(
                    "The numbers stand for Viking archetypes, from the humble healer to the "
                    "mighty jarl. The higher the number, the stronger the card."
                )
            ),
            Cards(
                (
                    Group(("R1",), N_("1 Healer")),
                    Group(("O2",), N_("2 Skald"), note=N_("bard")),
                    Group(("P3",), N_("3 Spy")),
                    Group(("G4",), N_("4 Seidmadr"), note=N_("wise man")),
                    Group(("B5",), N_("5 Völva"), note=N_("seeress")),
                    Group(("K6",), N_("6 Hirdman"), note=N_("guardsman")),
                    Group(("R7",), N_("7 Berserker")),
                    Group(("O8",), N_("8 Styrimadr"), note=N_("ship's captain")),
                    Group(("P9",), N_("9 Jarl")),
                ),
                card_art,
            ),
        ),
    ),
    Page(
        N_("Sets and their value"),
        (
            Para(
                N_(
                    "A set is one card, or several cards that all share the same number, or all "
                    "share the same colour."
                )
            ),
            Para(
                N_(
                    "A set is worth the largest number its digits can make: put the highest digit "
                    "first."
                )
            ),
            Cards(
                (
                    Group(("B2", "B8"), N_("82, not 28"), True),
                    Group(("G2", "G4", "G9"), N_("942"), True),
                    Group(("R8", "P8", "K8"), N_("888"), True),
                    Group(
                        ("R3", "B5"), N_("Not a set"), False, note=N_("no shared number or colour")
                    ),
                ),
                card_art,
            ),
        ),
    ),
    Page(
        N_("Leading a round"),
        (
            Para(
                N_(
                    "The player who starts a round is its leader. The leader plays exactly one "
                    "card face up in the middle. The leader never passes and never takes a card."
                )
            ),
            Para(
                N_(
                    "The whole-hand finish: if every card in the leader's hand has the same "
                    "number, or every card has the same colour, the leader may play the whole "
                    "hand at once instead. The hand is over."
                )
            ),
            Cards(
                (
                    Group(
                        ("G1", "G4", "G7"), N_("Lead all three"), True, note=N_("and the hand ends")
                    ),
                    Group(("G4",), N_("Or lead just one card"), True),
                ),
                card_art,
            ),
        ),
    ),
    Page(
        N_("Following"),
        (
            Para(
                N_(
                    "On your turn, play or pass. To play, put down a set with exactly as many "
                    "cards as the set in the middle, or exactly one card more, whose value is "
                    "higher. A set with one card more is always higher."
                )
            ),
            Cards(
                (
                    Group(("B2", "B8"), N_("In the middle: 82"), None),
                    Group(("R8", "P8"), N_("88 beats it"), True),
                    Group(("G1", "G7"), N_("71 does not"), False),
                    Group(
                        ("K2", "K4", "K9"),
                        N_("942 beats it"),
                        True,
                        note=N_("three cards beat two"),
                    ),
                ),
                card_art,
            ),
            Para(
                N_(
                    "Then take one card of the set you beat into your hand and discard the rest. "
                    "If it was a single card, you take that card. You never take back a card you "
                    "have just played."
                )
            ),
        ),
    ),
    Page(
        N_("Passing and rounds"),
        (
            Para(
                N_(
                    "If you cannot or would rather not play, pass. Passing is not final: you may "
                    "play again on a later turn of the same round."
                )
            ),
            Para(
                N_(
                    "When everyone else has passed since the last set was played, the round ends. "
                    "The set in the middle is discarded and the player who played it leads the "
                    "next round."
                )
            ),
            Para(N_("Everyone keeps the cards in their hand from one round to the next.")),
            Cards(
                (
                    Group(("O9", "O6", "O5"), N_("In the middle: 965"), None),
                    Group(
                        ("R9", "G9", "B9"),
                        N_("999 beats it"),
                        True,
                        note=N_("then take O9, O6 or O5"),
                    ),
                    Group(("R9", "G9", "B9", "P9"), N_("9999 beats it too"), True),
                ),
                card_art,
            ),
        ),
    ),
    Page(
        N_("The end of a hand"),
        (
            Para(
                N_(
                    "A hand ends at once when a leader makes the whole-hand finish, or when a "
                    "player plays their last card. That player takes no card from the middle."
                )
            ),
            Cards(
                (
                    Group(("K5",), N_("In the middle"), None),
                    Group(
                        ("B7",), N_("Your last card"), True, note=N_("play it and the hand ends")
                    ),
                ),
                card_art,
            ),
            Para(
                N_(
                    "Everyone else scores one point for each card still in their hand. "
                    "Points are bad."
                )
            ),
            Para(
                N_(
                    "For the next hand all the cards are shuffled and dealt again, and the player "
                    "to the left of the last hand's leader leads."
                )
            ),
        ),
    ),
    Page(
        N_("The end of the game"),
        (
            Para(
                N_(
                    "When a hand ends with someone's total at or above the target, the game is "
                    "over. The target is 15 points, or 10, 20 or your own number if you choose."
                )
            ),
            Para(
                N_(
                    "The player with the fewest points wins. Players tied for fewest share "
                    "the victory."
                )
            ),
            Para(
                N_("In a single-hand game, the game ends after one hand: the fewest points wins.")
            ),
            Para(
                N_(
                    "With two players the rulebook recommends setting two colours aside at random, "
                    "so the deck has 36 cards. The game proposes it, and you may turn it off."
                )
            ),
        ),
    ),
)
