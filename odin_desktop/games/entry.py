"""What the shell needs from a game: the `GameEntry` interface every game implements once.

The shell (menu, new game, saves and Continue, records, replays, statistics, `arena`, `bench`,
`replay`, `view`, the bot host) reaches a game only through its entry; it never imports the
game's packages. An entry is cheap to import: each method imports what it needs when called,
so `odin-desktop replay` never loads pygame and the menu never loads a game's table.

Records and saves arrive as parsed JSON (``object``: each game checks what it was given). One
registry holds games whose observations differ, which no type here can name: a bot or a
controller of the entry's own game is written `Bot[Any]`, `TableController[Any]`. What the
shell hands back to an entry (a game, a setup, a controller) is checked by the entry.
"""

from __future__ import annotations

import argparse
import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any, Protocol, Unpack

from odin_desktop.ai.analyst import Analyst
from odin_desktop.ai.base import Bot
from odin_desktop.ai.ladder import BotOptions, Ladder
from odin_desktop.ai.match import MatchResult, play_match
from odin_desktop.ai.specs import BotSpec
from odin_desktop.engine.records import (
    AnyGame,
    RecordEnd,
    RecordFormat,
    RecordRuleError,
    RecordStep,
    RoundStart,
    WalkItem,
)
from odin_desktop.engine.refusal import Refusal

if TYPE_CHECKING:  # what the methods import when called: importing the registry stays cheap
    import pygame

    from odin_desktop.scenes.base import Host, Scene
    from odin_desktop.scenes.game_screens import GameScreens
    from odin_desktop.scenes.rules import Page
    from odin_desktop.session.play_on import PlayOnStart
    from odin_desktop.session.setup import GameSetup
    from odin_desktop.session.table_controller import TableController


class GameSettings(Protocol):
    """What a game reads of the player's settings (`app.settings.Settings`, which cannot be
    named here: the settings check their game against the registry)."""

    @property
    def colour_symbols(self) -> bool: ...


@dataclass(frozen=True)
class GameMusic:
    """A game's own music, files under ``assets/music/`` (made by `devtools/music`): the
    pieces its table plays one after another, and its stingers at a game's (and, quieter, a
    round's) end. A game without any keeps whatever the shell plays."""

    table: tuple[str, ...] = ()
    win: str | None = None
    loss: str | None = None


class GameEntry(ABC):
    id: str  # "odin", "ravens": in settings, statistics and on the command line
    title: str  # the game's name, a msgid
    tagline: str  # a line under the title on the menu, a msgid
    credit: str  # designers and publisher, a msgid
    record_format: str  # the `format` field of its records
    min_players: int
    max_players: int
    round_word: str  # what one scoring round is called in figures: "hand", "race"
    default_target: int
    lower_wins: bool  # True: the fewest points win (ODIN); False: the most (Odin's Ravens)
    playable = True  # False: registered for the command line only (no screens yet)
    # What the pad's buttons do at the game's table beyond what they do on every screen, for
    # Settings' Controller page (`ui/pad_picture.py`): an intent's value ("prev", "alt_prev",
    # `ui.intents.Intent`) -> a msgid ("undo").
    pad_words: Mapping[str, str] = MappingProxyType({})
    # True for one game only: the one the versions before the registry played, whose files
    # carry no game's name (`games.LEGACY_GAME`).
    legacy = False
    music = GameMusic()

    @property
    def demo_players(self) -> int:
        """The seats of a game the demo and the benchmarks play (`demo`, `bench ui`, `bench
        review`): four where the game allows, else as near as it does."""
        return max(self.min_players, min(4, self.max_players))

    def part(self, layer: str, module: str) -> ModuleType:
        """The game's own module ``module`` of ``layer`` (``part("ai", "levels")``:
        `odin_desktop.ai.<id>.levels`), imported when first asked. Every game lays its packages
        out the same way (docs/ARCHITECTURE.md, "A game"), so the hooks that only hand on a
        part of the game find it here and an entry names just what is its own."""
        return importlib.import_module(f"odin_desktop.{layer}.{self.id}.{module}")

    # ------------------------------------------------------------------ records

    def records(self) -> RecordFormat[Any, Any] | None:
        """The game's record format (`engine.records.RecordFormat`, in
        `engine/<game>/record.py`), which the methods below read and write records with;
        None: the entry implements them itself."""
        return None

    def _records(self) -> RecordFormat[Any, Any]:
        records = self.records()
        if records is None:
            raise NotImplementedError(f"{self.title} names no record format")
        return records

    def check_record(self, doc: object, with_legal: bool) -> tuple[int, dict[str, object]]:
        """`odin-desktop replay`: the exit code (0 follows the rules, 1 breaks one, 2 not a
        readable record) and the one JSON object to print, for a parsed JSON document."""
        return self._records().check_document(doc, with_legal)

    def record_steps(self, doc: object) -> Iterator[WalkItem]:
        """Walk a record (a parsed JSON document, a save included): each round dealt and each
        decision, in order (`engine.records`). `RecordUnreadable` before the first step for a
        document that is not a readable record, `RecordRuleError` where a rule breaks."""
        records = self._records()
        return records.walk(records.parse(self.clean_record(doc)))

    def record_of(self, game: AnyGame, names: Sequence[str]) -> dict[str, Any]:
        """The record of ``game`` (this game's engine state) with the seats' ``names``: what
        `replay`, `record_steps` and the replay viewer read back as the same game."""
        return self._records().write(self.own(game), list(names))

    def own(self, game: AnyGame) -> Any:
        """``game`` as this entry's own (its record format's `game`); TypeError for another
        game's."""
        if not isinstance(game, self._records().game):
            raise TypeError(f"not a game of {self.title}: {game!r}")
        return game

    @abstractmethod
    def refusal_text(self, refusal: Refusal) -> str:
        """An engine refusal in the player's language, the game's cards named its own way."""

    # ------------------------------------------------------------------ the engine

    @abstractmethod
    def new_game(
        self, players: int, seed: int | str, target: int | None = None, single_round: bool = False
    ) -> AnyGame:
        """A fresh seeded game (``target`` None: the game's own; ``single_round``: one hand or
        race decides it); ValueError when the game is not for that many players."""

    @abstractmethod
    def bot_options(self, game: AnyGame) -> object:
        """What each bot's `start` receives for ``game``, one of this entry's `new_game`s
        (the bot protocol's hello); TypeError for another game's."""

    @abstractmethod
    def analyst(self) -> Analyst[Any]:
        """The game's analyst (`ai.analyst`): the game review's and the coach's values."""

    def play_on(self, doc: object, decisions: int, seed: int) -> PlayOnStart:
        """Play on from here (`session.play_on`): a game of its own from the position after
        the first ``decisions`` decisions of the record ``doc``, as the seat to move there
        knew it (the cards it could not see dealt again, consistently with all it saw, by
        the game's `ai/<game>/play_on.py`: `redeal`; the future from ``seed``). ValueError in
        plain words when nobody is to play there."""
        from odin_desktop.session.play_on import start

        return start(self, doc, decisions, seed, self.part("ai", "play_on").redeal)

    @abstractmethod
    def action_words(self, obs: Any, action: int) -> str:
        """``action`` of the seat to move in ``obs`` in the player's words, as a hint says
        it ("Play red 3, blue 3", "Fly with forest"): the `review` command's summary.
        Pygame-free."""

    # ------------------------------------------------------------------ bots

    def ladder(self) -> Ladder[Any]:
        """The game's bots behind the five level names (`ai/<game>/levels.py`: `LADDER`)."""
        ladder = self.part("ai", "levels").LADDER
        if not isinstance(ladder, Ladder):
            raise TypeError(f"{self.title}'s LADDER is not a Ladder: {ladder!r}")
        return ladder

    def parse_spec(self, text: str) -> BotSpec:
        """A bot SPEC for this game; ValueError with the reason when it is not one."""
        return self.ladder().parse_spec(text)

    def make_bot(
        self, spec: BotSpec | str, seed: int | str = 0, **options: Unpack[BotOptions]
    ) -> Bot[Any]:
        """A fresh bot for one seat of one game."""
        return self.ladder().make_bot(spec, seed, **options)

    def play_match(
        self,
        bots: Sequence[Bot[Any]],
        seed: int | str,
        target: int | None = None,
        single_round: bool = False,
        on_decision: Callable[[Any, int], None] | None = None,
    ) -> MatchResult:
        """A seeded game between ``bots`` (bot i in seat i; ``target`` None: the game's own);
        ``on_decision`` sees every observation with the action chosen on it."""
        game = self.new_game(len(bots), seed, target, single_round)
        return play_match(game, bots, self.bot_options(game), on_decision)

    # ------------------------------------------------------------------ benchmarks

    def bench_engine(self, seconds: float, windows: int) -> tuple[dict[str, object], str]:
        """`bench engine`: the figures (JSON-ready) and the same as a readable table (the
        game's `benchmarks/<game>/engine_bench.py`)."""
        bench = self.part("benchmarks", "engine_bench")
        result: dict[str, object] = bench.run_engine_bench(seconds=seconds, windows=windows)
        table: str = bench.format_table(result)
        return result, table

    def bench_ai(self, args: argparse.Namespace) -> int:
        """`bench ai` (options: json, levels — a list the command has checked —, scale,
        seed): print the figures; the exit code (the game's `ai/<game>/bench.py`)."""
        code: int = self.part("ai", "bench").bench_ai(args)
        return code

    # ------------------------------------------------------------------ saves (no pygame)

    def check_save(self, doc: object) -> bool:
        """Whether a saved record can be continued (False: that game is finished); raises
        `session.saved.SaveInvalid` in plain words when it is not a valid game to resume (the
        game's `session/<game>/resume.py`)."""
        resumable: bool = self.part("session", "resume").check_save(doc)
        return resumable

    def clean_record(self, doc: object) -> object:
        """The record as the format has it, from a document the app wrote (a save holds more:
        seats, seed, when it was saved). Exports and archives write this, so `replay`
        accepts them; ODIN's format keeps extra fields, so it is the document itself."""
        return doc

    def describe_record(self, doc: object) -> tuple[tuple[str, ...], str]:
        """For the list of records: the players and how far the game went ("3 hands");
        raises `engine.jsonio.Unreadable` when it is not a readable record."""
        record = self._records().parse(self.clean_record(doc))
        return tuple(record.players), self.rounds_text(record.rounds)

    def record_end(self, doc: object) -> RecordEnd:
        """How a record leaves its game (the players, the rounds dealt, the points, the
        winners, whether it is over), for the list of records; `engine.jsonio.Unreadable`
        when it is not a readable record. Through the game's own replay (`records`); an
        entry without one walks the record step by step."""
        records = self.records()
        if records is not None:
            return records.end(records.parse(self.clean_record(doc)))
        players, _progress = self.describe_record(doc)
        rounds, last = 0, None
        try:
            for item in self.record_steps(doc):
                if isinstance(item, RoundStart):
                    rounds, last = rounds + 1, item.game
                elif isinstance(item, RecordStep):
                    last = item.after
        except RecordRuleError:
            return RecordEnd(players, rounds, None, (), False)
        if last is None:  # no round dealt yet
            return RecordEnd(players, 0, (0,) * len(players), (), False)
        return RecordEnd(players, rounds, tuple(last.totals), tuple(last.winners), last.over)

    def rounds_text(self, count: int) -> str:
        """How far a game went, in words ("3 hands"); each game says it in its own word."""
        from odin_desktop.i18n import ngettext

        return ngettext("{count} round", "{count} rounds", count).format(count=count)

    # ------------------------------------------------------------------ screens (pygame)
    # ``app`` is the shell's `scenes.base.Host`; each returns or pushes the game's scenes,
    # through `screens`. A game registered before its screens exist (``playable`` False)
    # serves the command line only (replay, arena, bench); the shell never offers it.

    def screens(self) -> GameScreens:
        """The game's screens (`scenes.game_screens`: each game's `scenes/<game>/front.py`:
        `SCREENS`), which every method below reaches."""
        from odin_desktop.scenes.game_screens import GameScreens

        if not self.playable:
            raise NotImplementedError(f"{self.title} has no screens yet")
        screens = self.part("scenes", "front").SCREENS
        if not isinstance(screens, GameScreens):
            raise TypeError(f"{self.title}'s SCREENS are not GameScreens: {screens!r}")
        return screens

    def quick_start(self, player_name: str) -> GameSetup:
        """The setup of a quick game: the player against bots of the middle level."""
        return self.screens().setup.quick_start(player_name)

    def demo_setup(self, players: int, level: str, seed: int) -> GameSetup:
        """The setup of a game between bots of ``level`` (the demo, `bench ui`); ValueError
        when the game is not for that many players."""
        return self.screens().setup.all_bots(players, level, seed=seed)

    def new_game_scene(self, app: Host) -> Scene:
        """The game's New game screen (it opens the table through `app.nav.open_table`)."""
        return self.screens().new_game(app)

    def table_scene(
        self, app: Host, setup: GameSetup, controller: TableController[Any] | None = None
    ) -> Scene:
        """The table of a new game for ``setup`` (one of this entry's setups), played on
        ``controller`` when given (tests: a controller without a bot process); TypeError
        for another game's setup or controller."""
        return self.screens().table().table_scene(app, setup, controller)

    def resume(self, app: Host, doc: object) -> None:
        """Push the table of a saved game exactly where it stopped (a hand-over screen first
        when the next player must take the screen); ``doc`` passed `check_save`."""
        self.screens().table().resume(app, doc)

    def play_on_scene(self, app: Host, start: PlayOnStart) -> Scene:
        """The table of a game played on (one of this entry's `play_on`s)."""
        return self.screens().table().play_on_scene(app, start)

    def viewer_scene(self, app: Host, doc: object, title: str) -> Scene:
        """The replay viewer of a record; ValueError in plain words when it cannot be shown."""
        return self.screens().table().viewer_scene(app, doc, title)

    has_tutorial = False  # True: `tutorial_scene` gives a guided first game
    tutorial_offer = ""  # a msgid with {game}: offered on the menu once, when first chosen

    def tutorial_scene(self, app: Host) -> Scene | None:
        """Learn by playing: a guided first game's scene to push (it leaves for the menu by
        itself), or None when the game has none."""
        return self.screens().table().tutorial_scene(app) if self.has_tutorial else None

    def rules_pages(self) -> Sequence[Page]:
        """How to play: the game's pages (`scenes.rules.Page`)."""
        return self.screens().pages

    def menu_art(self, scale: float) -> pygame.Surface:
        """The picture the menu shows for the game at ``scale`` (1.0 at 1280 x 800)."""
        return self.screens().picture(scale)

    def apply_settings(self, settings: GameSettings) -> None:  # noqa: B027 - most games need nothing
        """Follow the player's settings as they are now (called at start and on changes)."""
