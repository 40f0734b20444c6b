"""Odin's Ravens' How to play: the rules page by page, each example drawn with the game's art
(a stretch of the path with the ravens and the marker, the cards played), then the pages of
`rules_play` (mouse, keys, pad and touch). All the words are literals (English msgids,
translated when drawn); the pager is `scenes.rules`. Where
ODIN's pages use the same English for a heading its own booklet words differently ("Fine del
gioco" there, "Fine della partita" here), the msgid carries the context "Odin's Ravens".

In the examples you fly Hugin (the top row of spaces); every move shown is the engine's
(tests/scenes/ravens/test_ravens_rules_pages.py plays each one)."""

from __future__ import annotations

from odin_desktop.i18n import N_, NC_
from odin_desktop.scenes.ravens.rules_blocks import CARDS, OdinChoices, PathFigure, stretch
from odin_desktop.scenes.ravens.rules_play import PLAY_PAGES
from odin_desktop.scenes.rules import Cards, Fan, Figures, Group, Page, Para

# Rows of landscape cards used by several examples ("TB": T on Hugin's path, B on Munin's).
START_ROW = ("FM", "LP", "SF", "MS", "PL", "FS")
GROUP_ROW = ("FL", "MS", "MF", "MP", "LS")  # Hugin's path: forest, three mountains, lake
MARKER_ROW = ("FL", "MS", "LF", "PM")
LANDSCAPES = (
    ("F", N_("Forest")),
    ("M", N_("Mountain")),
    ("L", N_("Lake")),
    ("P", N_("Plains")),
    ("S", N_("Snow")),
)  # the flight cards, one of each landscape

RULE_PAGES: tuple[Page, ...] = (
    Page(
        NC_("Odin's Ravens", "The goal"),
        (
            Para(
                N_(
                    "Odin's Ravens is a race for two. Each of you flies one of Odin's ravens, "
                    "Hugin or Munin, along a path of landscapes by playing matching cards. "
                    "Over several races you score points: the game ends after a race in which "
                    "one of you reaches 12 points, and then the player with more points wins."
                )
            ),
            Cards(tuple(Group((code,), name) for code, name in LANDSCAPES), CARDS),
            Para(
                N_(
                    "Each of you has 33 cards of your own: 25 flight cards, 5 of each "
                    "landscape, and 8 Odin cards, 2 of each of the four kinds."
                )
            ),
            Cards(
                (
                    Group(("O1", "O2", "O3", "O4"), N_("Odin cards")),
                    Group(("FM",), N_("A landscape card"), note=N_("a space for each path")),
                    Group(("O+M",), N_("A Magic Way card")),
                ),
                CARDS,
            ),
            Para(
                N_(
                    "Between you lie 40 landscape cards, which make the paths, 6 Magic Way "
                    "cards, the Odin marker and the two ravens."
                )
            ),
        ),
    ),
    Page(
        NC_("Odin's Ravens", "Setting up"),
        (
            Para(
                N_(
                    "At the start of a race, 9 landscape cards are laid in a row. Every card "
                    "has two spaces: the top row of spaces is Hugin's path, the bottom row is "
                    "Munin's. Each raven flies only along its own path."
                )
            ),
            Figures(
                (
                    stretch(
                        START_ROW,
                        N_("Both ravens start before the first card"),
                        N_("Hugin above, Munin below"),
                        hugin=-1,
                        munin=-1,
                    ),
                )
            ),
            Para(
                N_(
                    "While the row is laid, no two equal landscapes may lie side by side on a "
                    "path: such a card is turned round, and if it still clashes, it goes face "
                    "down under the landscape deck and the next card is drawn. Later in the "
                    "race, equal neighbours are allowed."
                )
            ),
            Para(
                N_(
                    "The other landscape cards wait face down beside the path: the landscape "
                    "deck, which lengthens the paths during the race. One Magic Way card is "
                    "turned face up for the race. Each of you shuffles your 33 cards into a "
                    "face-down supply and draws 5."
                )
            ),
            Para(
                N_(
                    "The Odin marker waits beside the paths, on no space, until an Odin card I "
                    "puts it on one."
                )
            ),
            Cards(
                (
                    Group(
                        ("back-landscape", "back-landscape", "back-landscape"),
                        N_("The landscape deck"),
                        note=N_("face down"),
                    ),
                    Group(("O+M",), N_("This race's Magic Way"), note=N_("face up")),
                    Group(
                        ("back-hugin", "back-hugin", "back-hugin"),
                        N_("Your supply"),
                        note=N_("draw 5 from it"),
                    ),
                ),
                CARDS,
            ),
            Para(
                N_(
                    "Who starts the first race is drawn by lot, unless you choose under New "
                    "game. (The printed game lets the youngest player start.) Each later race "
                    "is started by the player with fewer points; on a tie, by the winner of "
                    "the last race."
                )
            ),
        ),
    ),
    Page(
        N_("A turn"),
        (
            Para(
                N_(
                    "On your turn, take as many actions as you like, in any order, but play "
                    "at most 3 cards from your hand and at most 3 from your stack."
                )
            ),
            Para(
                N_(
                    "Each action plays a card: store it on your stack, fly, play it to the "
                    "Magic Way, use an Odin card, or discard it with no effect. Storing is a "
                    "play too: it is one of your hand's 3 cards."
                )
            ),
            Cards(
                (
                    Group(("F", "L", "O3", "S", "P"), N_("Your hand"), note=N_("3 cards a turn")),
                    Group(
                        ("back-hugin", "back-hugin", "back-hugin"),
                        N_("Your stack"),
                        note=N_("3 cards a turn, from the top"),
                    ),
                ),
                CARDS,
            ),
            Para(
                N_(
                    "Your stack starts empty and holds as many cards as you store. Store a "
                    "card by putting it face down on top of it: it waits there for a later "
                    "turn, or for later in this one. Cards leave the stack only from the top, "
                    "in the order they were stored: only Odin card II changes it. You may look "
                    "at your own stack at any time."
                )
            ),
            Para(
                N_(
                    "A card you store may be played from your stack later in the same turn. "
                    "It then counts twice: once against your hand's 3, once against your "
                    "stack's 3."
                )
            ),
            Para(
                N_(
                    "Storing makes room in your hand: at the end of your turn you draw back "
                    "up to 5 cards."
                )
            ),
        ),
    ),
    Page(
        N_("Flying"),
        (
            Para(
                N_(
                    "To fly, play a flight card of the landscape of the next space in front "
                    "of your raven. Your raven moves onto that space."
                )
            ),
            Figures(
                (
                    stretch(
                        ("FM", "LS", "SP", "ML", "PF"),
                        N_("A lake card: one space"),
                        played=("L",),
                        hugin=(0, 1),
                    ),
                    stretch(
                        GROUP_ROW,
                        N_("A mountain card: three spaces"),
                        N_("the group move"),
                        played=("M",),
                        hugin=(0, 3),
                    ),
                )
            ),
            Para(
                N_(
                    "The group move: when the spaces after it continue the same landscape, "
                    "your raven flies along the whole group to its last space in one go."
                )
            ),
            Para(
                N_(
                    "Cards you play go to your discard pile. When your supply runs out, your "
                    "discard pile is shuffled into a new one."
                )
            ),
        ),
    ),
    Page(
        N_("The joker"),
        (
            Para(
                N_(
                    "Instead of the matching card, play two equal flight cards of any "
                    "landscape as a joker. You may choose a joker at any time, even holding "
                    "the matching card: it only costs one card more. It flies exactly as the "
                    "matching card would, group move included."
                )
            ),
            Figures(
                (
                    stretch(
                        ("FP", "SM", "SL", "LF", "MS"),
                        N_("Two forest cards: a joker"),
                        N_("over both snow spaces"),
                        played=("F", "F"),
                        hugin=(0, 2),
                    ),
                )
            ),
            Para(
                N_(
                    "The two cards of a joker may come from your hand, from the top of your "
                    "stack, or one from each. Each counts towards the limit of 3 of the place "
                    "it came from."
                )
            ),
        ),
    ),
    Page(
        N_("The Magic Way"),
        (
            Para(
                N_(
                    "Each race has its Magic Way card, with two pictures: two landscapes, or "
                    "a landscape and Odin. Instead of flying, you may play a flight card of "
                    "one of its landscapes, or any Odin card if it shows Odin, face up into "
                    "your Magic Way row. It has no other effect."
                )
            ),
            Cards(
                (
                    Group(("O+M",), N_("This race's Magic Way")),
                    Group(("M",), N_("A mountain card"), True),
                    Group(("O3",), N_("Any Odin card"), True),
                    Group(("L",), N_("Not a lake card"), False),
                ),
                CARDS,
            ),
            Para(
                N_(
                    "When the race ends, the player with more cards in their Magic Way row "
                    "scores 3 points; on a tie, nobody does."
                )
            ),
        ),
    ),
    Page(
        N_("The Odin marker"),
        (
            Para(
                N_(
                    "No raven may fly or move onto the space where the Odin marker stands. "
                    "Odin card I puts the marker on any empty space: on either path, ahead of "
                    "the ravens or behind them."
                )
            ),
            Para(
                N_(
                    "To pass it, pay one card more: the matching card and another matching "
                    "card or a joker, or two jokers. Two jokers are 4 cards, within your "
                    "limits: at most 3 from your hand and 3 from your stack. The marker is set "
                    "aside and your raven flies on as usual. Or play Odin card I to put the "
                    "marker elsewhere."
                )
            ),
            Figures(
                (
                    stretch(
                        MARKER_ROW,
                        N_("The marker blocks Hugin"),
                        good=False,
                        marker=(1, 0),
                        hugin=0,
                    ),
                    stretch(
                        MARKER_ROW,
                        N_("Two mountain cards pass it"),
                        played=("M", "M"),
                        good=True,
                        marker=(1, 0),
                        marker_gone=True,
                        hugin=(0, 1),
                    ),
                )
            ),
            Para(
                N_(
                    "When the marker stands inside a group, the group move stops on the space "
                    "before it."
                )
            ),
            Figures(
                (
                    stretch(
                        GROUP_ROW,
                        N_("The group move stops before the marker"),
                        played=("M",),
                        marker=(3, 0),
                        hugin=(0, 2),
                    ),
                )
            ),
        ),
    ),
    Page(
        N_("Odin card I"),
        (
            Para(N_("Play an Odin card and carry out one of its two actions.")),
            OdinChoices(
                "O1",
                N_(
                    "Put the Odin marker on an empty space: one with no raven and no marker "
                    "on it. If the marker stands elsewhere already, it moves."
                ),
                N_(
                    "Or swap two landscape cards with no raven and no marker on them. They "
                    "change places without being turned."
                ),
            ),
            Figures(
                (
                    stretch(
                        ("FL", "MS", "LP", "PF"),
                        N_("The marker in front of Munin"),
                        marker=(1, 1),
                        hugin=2,
                        munin=0,
                    ),
                    stretch(
                        ("FS", "LM", "LP", "MF"),
                        N_("Two cards swapped"),
                        N_("two lakes side by side now"),
                        marked=(2, 3),
                        hugin=0,
                    ),
                )
            ),
        ),
    ),
    Page(
        N_("Odin card II"),
        (
            OdinChoices(
                "O2",
                N_("Put the cards of your stack in any order."),
                N_(
                    "Or add 2 landscape cards after the last card, each either way round: "
                    "only as many as the landscape deck still holds, and none when it is "
                    "empty. Each Odin card II you play adds its cards, and lengthening at the "
                    "end of your turn one more."
                ),
            ),
            Figures(
                (
                    Fan(Group(("S", "O1", "F"), N_("Your stack, in a new order")), CARDS),
                    PathFigure(START_ROW, N_("Two cards added at the end"), marked=(4, 5)),
                )
            ),
        ),
    ),
    Page(
        N_("Odin card III"),
        (
            OdinChoices(
                "O3",
                N_(
                    "Turn a landscape card with no raven and no marker on it 180°: its two "
                    "spaces change paths."
                ),
                N_(
                    "Or remove such a card: the row closes up and the card goes face down "
                    "under the landscape deck. The last card of the row cannot be removed."
                ),
            ),
            Figures(
                (
                    PathFigure(
                        ("FM", "PL", "SF", "MS"),
                        N_("A card turned"),
                        N_("its spaces change paths"),
                        marked=(1,),
                    ),
                    PathFigure(("FM", "LP", "SF", "MS"), N_("This card removed…"), crossed=(2,)),
                    PathFigure(("FM", "LP", "MS"), N_("…and the row closes up")),
                )
            ),
        ),
    ),
    Page(
        N_("Odin card IV"),
        (
            OdinChoices(
                "O4",
                N_("Move your opponent's raven 1 space back."),
                N_("Or move your own raven 1 space forward."),
            ),
            Para(
                N_(
                    "A move of 1 space never continues along a group and never lands on the "
                    "marker. A raven on the first space can be sent back before the path, "
                    "where the ravens start; from there it goes back no further."
                )
            ),
            Figures(
                (
                    stretch(
                        ("FL", "MS", "LP", "PF"),
                        N_("Munin 1 space back"),
                        N_("from the first space to the start"),
                        played=("O4",),
                        munin=(0, -1),
                    ),
                    stretch(
                        GROUP_ROW[:4],
                        N_("Hugin 1 space forward"),
                        N_("not along the group"),
                        played=("O4",),
                        hugin=(0, 1),
                    ),
                )
            ),
        ),
    ),
    Page(
        N_("The end of a turn"),
        (
            Para(
                N_(
                    "When you have done what you want, you may lengthen the paths: draw the "
                    "top landscape card and add it after the last card, either way round. "
                    "Now equal neighbours are allowed."
                )
            ),
            Figures(
                (
                    PathFigure(
                        ("FM", "LP", "SF", "MS", "PL", "PS"),
                        N_("A card added at the end"),
                        N_("two plains side by side"),
                        marked=(5,),
                    ),
                )
            ),
            Para(
                N_(
                    "Cards the ravens have passed stay on the paths, and the table scrolls "
                    "along them: no card goes back under the landscape deck to make room, as "
                    "the printed rules do when the path grows too long for the table."
                )
            ),
            Para(N_("Then draw from your supply until you hold 5 cards again.")),
            Para(
                N_(
                    "When the landscape deck is empty, no card can be added. When your supply "
                    "and your discard pile are both empty, you draw what there is."
                )
            ),
        ),
    ),
    Page(
        N_("The end of a race"),
        (
            Para(
                N_(
                    "A race ends the moment a raven reaches the last space of its path, by "
                    "flying or with Odin card IV. Nothing more happens in that turn."
                )
            ),
            Para(
                N_(
                    "That raven's player scores 1 point for every space they are ahead of "
                    "the other raven."
                )
            ),
            Figures(
                (
                    stretch(
                        START_ROW,
                        N_("Hugin's player scores 4 points"),
                        N_("4 spaces ahead of Munin"),
                        played=("F",),
                        hugin=(4, 5),
                        munin=1,
                    ),
                )
            ),
            Para(
                N_(
                    "Then the Magic Way: the player with more cards in their row scores 3 "
                    "points more; on a tie, nobody does."
                )
            ),
            Cards(
                (
                    Group(("M", "O2", "M"), N_("3 cards: 3 points"), True),
                    Group(("O1",), N_("1 card: none"), False),
                ),
                CARDS,
            ),
            Para(
                N_(
                    "The next race is set up afresh: every card is gathered and shuffled and "
                    "a new Magic Way card turned up. The player with fewer points starts it; "
                    "on a tie, the winner of the last race."
                )
            ),
        ),
    ),
    Page(
        NC_("Odin's Ravens", "The end of the game"),
        (
            Para(
                N_(
                    "The game ends after a race in which a player reaches 12 points or more, "
                    "or the number chosen under New game."
                )
            ),
            Para(
                N_(
                    "Then the player with more points wins, even when both of you passed 12 "
                    "in that race (one with the race's points, the other with the Magic "
                    "Way's 3). On a tie, the winner of the last race wins."
                )
            ),
        ),
    ),
)
# The rules, then how this program plays them (mouse, keys, pad and touch: `rules_play`).
PAGES: tuple[Page, ...] = (*RULE_PAGES, *PLAY_PAGES)
