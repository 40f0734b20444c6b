"""ODIN's How to play: the rules page by page, in the order of the printed rulebook, each
example with real cards, then who can sit at the table and how to play with the mouse and the
keyboard. All the words are literals here (English msgids, translated when drawn); the pager
is `scenes.rules`."""

from __future__ import annotations

from odin_desktop.i18n import N_
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.rules import Cards, Group, Page, Para

PAGES: tuple[Page, ...] = (
    Page(
        N_("The goal"),
        (
            Para(
                N_(
                    "ODIN is a card game for 2 to 6 players. Be the first to get rid of all the "
                    "cards in your hand: when a hand ends, every card you still hold counts one "
                    "point against you. When the game ends, the player with the fewest points "
                    "wins."
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
                art,
            ),
        ),
    ),
    Page(
        N_("The Vikings"),
        (
            Para(
                N_(
                    "Each number is a Viking archetype: the higher the number, the stronger the "
                    "card."
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
                art,
            ),
        ),
    ),
    Page(
        N_("Setting up"),
        (
            Para(
                N_(
                    "Shuffle all the cards and deal 9 to each player, face down. These are your "
                    "hand: look at them as often as you like, but show them to nobody."
                )
            ),
            Para(
                N_(
                    "The first player is chosen at random. Play then goes clockwise: after your "
                    "turn, the player on your left takes theirs."
                )
            ),
            Para(
                N_(
                    "A game is played over several hands. Each hand is divided into rounds, and "
                    "in each round the players take turns."
                )
            ),
            Para(
                N_(
                    "Beside the table lies Valhalla, the discard pile. Vikings whose cards are "
                    "discarded have fallen in battle and go to Valhalla, the Vikings' heaven."
                )
            ),
            Para(
                N_(
                    "With two players, the English and Arabic rulebooks recommend removing two "
                    "colours at random, so the deck has 36 cards. The game proposes it on the "
                    "New game screen, where you may turn it off."
                )
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
                    Group(("R8", "P8"), N_("88"), True),
                    Group(
                        ("R3", "B5"), N_("Not a set"), False, note=N_("no shared number or colour")
                    ),
                ),
                art,
            ),
        ),
    ),
    Page(
        N_("Starting a round"),
        (
            Para(
                N_(
                    "The first player of a round plays exactly one card of their choice, face up, "
                    "in the middle of the table. They cannot pass and take no card."
                )
            ),
            Para(
                N_(
                    "Playing out the whole hand: if all the cards in your hand have the same "
                    "number, or all have the same colour, when you start a round, you may play "
                    "them all at once instead. The hand is over."
                )
            ),
            Cards(
                (
                    Group(
                        ("G1", "G4", "G7"), N_("Play all three"), True, note=N_("and the hand ends")
                    ),
                    Group(("G4",), N_("Or just one card"), True),
                ),
                art,
            ),
        ),
    ),
    Page(
        N_("Beating a card"),
        (
            Para(
                N_(
                    "On your turn you play or you pass. To play, the value of your cards must be "
                    "higher than the value of the cards in the middle: an equal value is not "
                    "enough."
                )
            ),
            Cards(
                (
                    Group(("R3",), N_("In the middle: 3"), None),
                    Group(("B4",), N_("4 beats it"), True),
                    Group(("K3",), N_("3 does not"), False, note=N_("an equal value never beats")),
                    Group(("G2", "G9"), N_("92 beats it"), True, note=N_("two cards on one")),
                ),
                art,
            ),
            Para(
                N_(
                    "Play as many cards as lie in the middle, or exactly one card more: never "
                    "fewer, never two more. One card more always beats, whatever the numbers: "
                    "its value has one digit more."
                )
            ),
        ),
    ),
    Page(
        N_("Beating a set"),
        (
            Para(N_("Against several cards: as many cards or one more, and a higher value.")),
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
                    Group(("O9",), N_("One card: no"), False, note=N_("one card fewer")),
                    Group(
                        ("P1", "P3", "P5", "P6"),
                        N_("Four cards: no"),
                        False,
                        note=N_("two cards more"),
                    ),
                ),
                art,
            ),
        ),
    ),
    Page(
        N_("Taking a card"),
        (
            Para(
                N_(
                    "After playing, take exactly one card of the set you have just beaten into "
                    "your hand and discard the rest of it. If it was a single card, you take that "
                    "card. You can never take a card you have just played."
                )
            ),
            Cards(
                (
                    Group(("O9", "O6", "O5"), N_("In the middle: 965"), None),
                    Group(
                        ("R9", "G9", "B9"),
                        N_("999 beats it"),
                        True,
                        note=N_("then take the orange 9, 6 or 5"),
                    ),
                    Group(("R9", "G9", "B9", "P9"), N_("9999 beats it too"), True),
                ),
                art,
            ),
            Para(N_("Your cards now lie in the middle: the next player must beat them.")),
        ),
    ),
    Page(
        N_("Passing and rounds"),
        (
            Para(
                N_(
                    "If you cannot or would rather not play, pass. Passing is not final: when your "
                    "turn comes round again, you may play as usual."
                )
            ),
            Para(
                N_(
                    "When all the other players have passed since the last cards were played, the "
                    "round ends. The cards in the middle are discarded, everyone keeps the cards "
                    "in their hand, and the player who played last starts the next round."
                )
            ),
            Cards(
                (
                    Group(
                        ("G7",),
                        N_("Everyone else passes"),
                        None,
                        note=N_("the round ends"),
                    ),
                ),
                art,
            ),
            Para(
                N_(
                    "Example: Astrid plays a green 7. Bjorn and Sigrid pass. The turn comes back "
                    "to Astrid: her 7 is discarded and she starts the next round with one card."
                )
            ),
        ),
    ),
    Page(
        N_("The end of a hand"),
        (
            Para(N_("A hand ends at once in one of two ways:")),
            Para(
                N_(
                    "1. When you start a round with a hand all of one number or all of one "
                    "colour, and play it out whole."
                )
            ),
            Para(
                N_(
                    "2. When you play and have no card left in your hand. You then take no card "
                    "from the middle."
                )
            ),
            Cards(
                (
                    Group(("K5",), N_("In the middle"), None),
                    Group(
                        ("B7",), N_("Your last card"), True, note=N_("play it and the hand ends")
                    ),
                ),
                art,
            ),
        ),
    ),
    Page(
        N_("Scoring"),
        (
            Para(
                N_(
                    "At the end of a hand, every player scores one point for each card left in "
                    "their hand. The points add up from hand to hand."
                )
            ),
            Cards(
                (
                    Group(("R2", "G5", "K9"), N_("Bjorn: 3 points"), None),
                    Group(("O4",), N_("Sigrid: 1 point"), None),
                ),
                art,
            ),
            Para(
                N_(
                    "Example: Astrid plays her last card and scores nothing. Bjorn still holds "
                    "3 cards and scores 3 points; Sigrid holds 1 card and scores 1 point."
                )
            ),
            Para(
                N_(
                    "For the next hand all the cards are shuffled and dealt again, and the player "
                    "to the left of whoever led the first round of the previous hand starts."
                )
            ),
        ),
    ),
    Page(
        N_("The end of the game"),
        (
            Para(
                N_(
                    "A game is played to a number of points: 15 for a first game, 20 for a longer "
                    "one, 10 for a shorter one, or any number you choose. When a hand ends with a "
                    "player at that number or above, the game is over."
                )
            ),
            Para(
                N_(
                    "The player with the fewest points wins. Players tied for fewest share "
                    "the victory."
                )
            ),
            Para(N_("For a very short game, play a single hand: the fewest points win.")),
        ),
    ),
    Page(
        N_("Who plays"),
        (
            Para(
                N_(
                    "On the New game screen, each seat is a person or the computer. Human: a "
                    "person at this computer. When several people play, each takes the screen on "
                    "their turn while the others look away."
                )
            ),
            Para(
                N_(
                    "The computer plays at four levels, named after Vikings from the lowest rank "
                    "to the highest: the Thrall is still learning, the Warrior plays a sound, "
                    "sensible game, the Jarl thinks a few moves ahead, and Odin, the strongest, "
                    "weighs every card seen."
                )
            ),
            Para(
                N_(
                    "Computer players see only what a player at the table may see: their own "
                    "hand and the cards played. An external bot is a program of your own, "
                    "started by the command you give."
                )
            ),
        ),
    ),
    Page(
        N_("Controls"),
        (
            Para(
                N_(
                    "Click cards to select them. On the keyboard, the arrow keys move along your "
                    "hand, Space or the up arrow picks a card, the down arrow puts it back, and 1 "
                    "to 9 pick every card of that number."
                )
            ),
            Para(
                N_(
                    "To play, drag the selected cards onto the middle of the table, or press Play "
                    "(Enter). To pass, press Pass (P)."
                )
            ),
            Para(
                N_(
                    "Then take a card: click it or drag it into your hand, or press Enter to take "
                    "the card raised and outlined in gold (the arrow keys or the card's number "
                    "choose another). Esc changes your play."
                )
            ),
            Para(
                N_(
                    "Hint (H) suggests a move and selects it for you. L highlights every card "
                    "you can play. Sort (S) orders your hand by number or by colour. Against "
                    "computer players, Undo (Ctrl+Z) takes back your last move. Esc opens the "
                    "menu; F11 switches full screen on and off."
                )
            ),
            Para(
                N_(
                    "The Saga beside the table tells every move of the hand: scroll it with the "
                    "mouse wheel."
                )
            ),
        ),
    ),
    Page(
        N_("Gamepad and touch"),
        (
            Para(
                N_(
                    "With a gamepad: the D-pad or the left stick moves along your hand, A picks a "
                    "card (up and down pick it and put it back), X plays, Y passes, B puts a card "
                    "back or goes back, View asks for a hint, the triggers show what you can play "
                    "and sort your hand, and Menu opens the menu. While you play with a pad, its "
                    "buttons are shown beside the table's buttons."
                )
            ),
            Para(
                N_(
                    "After you play, left and right choose the card to take and X takes it. "
                    "Against computer players, the left shoulder undoes your last move. In a "
                    "replay, the shoulders step back and on and X opens the review. The "
                    "settings' Controller page shows what each button does."
                )
            ),
            Para(
                N_(
                    "By touch: tap cards to select them and drag them onto the middle to play, tap "
                    "Pass to pass, and tap the card you take. Slide two fingers over the Saga to "
                    "scroll it."
                )
            ),
            Para(
                N_(
                    "Touch and hold a card, in your hand, in the middle or in a replay, to see it "
                    "large; it goes when you lift your finger."
                )
            ),
        ),
    ),
)
