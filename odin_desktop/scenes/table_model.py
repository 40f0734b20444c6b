"""What every game's table model shares, without pygame: the status line and its timing, the
seats' nameplates, the pace at which the bots' moves are shown, what went wrong with them, a
round begun, resumed and ended, the hot-seat hand-over and the switch of viewer behind it,
hints, and the wait before the round's summary.

A game's model (`scenes.odin.model`, `scenes.ravens.model`) subclasses `TableModel`: it keeps
the player's intents and says, through a few hooks, how its refusals read (`Notice`), what
the player may do now (`_guide`), how a round begins and resumes, what a hint selects, and
anything the player's own turn waits for (ODIN's automatic pass). A round is a hand in ODIN
and a race in Odin's Ravens; the events the scene takes (`RoundStarted`, `HandOverTo`,
`RoundOver`) are the same in both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.devices import KEYS, ByDevice, Device, InUse
from odin_desktop.i18n.terms import level_name
from odin_desktop.scenes.table_advice import PLAY_ANYWAY, TAKE_BACK, Advice, TableAdvisor
from odin_desktop.session.table_controller import TableController

MESSAGE_SECONDS = 4.0  # a message stays this long in the status line
ALERT_SECONDS = 8.0  # a fault of the bots stays longer, and whoever's turn it is
BOT_POLL_SECONDS = 0.1  # how often an answer from the bot process is looked for


class Tone(Enum):
    """How a line of the status reads: the scene gives each its colour."""

    PLAIN = "plain"
    DIM = "dim"
    BAD = "bad"
    GOLD = "gold"


@dataclass(frozen=True)
class Notice:
    """Something said in the status line: an English msgid filled with ``facts`` when shown
    (so it follows a language switch), or a refusal translated by its code. A game's notice
    says how its refusals and facts read."""

    msgid: str = ""
    tone: Tone = Tone.PLAIN
    facts: dict[str, object] = field(default_factory=dict)
    refusal: Refusal | None = None
    alert: bool = False  # a fault of the bots: shown on every turn, not only the human's

    @property
    def said(self) -> bool:
        return bool(self.msgid) or self.refusal is not None

    @property
    def text(self) -> str:
        if self.refusal is not None:
            return self.refusal_text(self.refusal)
        return _(self.msgid).format(**self.shown(self.facts)) if self.msgid else ""

    def refusal_text(self, refusal: Refusal) -> str:
        return refusal.english()

    def shown(self, facts: Mapping[str, object]) -> Mapping[str, object]:
        """The facts as the message shows them (a game may put card codes into words)."""
        return facts


@dataclass(frozen=True)
class SeatFacts:
    name: str
    detail: str  # "Warrior", "Human", "External bot"
    total: int


@dataclass(frozen=True)
class RoundStarted:
    """A new round lies dealt (a hand, a race)."""


@dataclass(frozen=True)
class HandOverTo:
    """Hot seat: everything hidden must stay hidden until ``seat``'s player takes the
    screen."""

    seat: int


@dataclass(frozen=True)
class RoundOver:
    """The round is over and its last movement has ended: time for its summary."""


@dataclass(frozen=True)
class TutorAsks:
    """The tutor holds the player's move: ask "Play yours anyway / Take it back"
    (`TableModel.tutor_answer`)."""

    question: str
    yes: str = PLAY_ANYWAY
    no: str = TAKE_BACK


def seat_detail(kind: str) -> str:
    """What sits in a seat, for its nameplate: a human, an external bot or a bot's level."""
    if kind == "human":
        return _("Human")
    if kind.startswith("cmd:"):
        return _("External bot")
    return level_name(kind.split("@")[0])


class TableSettings(Protocol):
    """The settings every table follows (the app's `Settings`)."""

    ai_speed: str


C = TypeVar("C", bound=TableController)


class TableModel(Generic[C]):
    """The shared half of a table model. Subclasses set the class attributes and the hooks
    below; `update` and `next_wake` follow the same timers, so the loop sleeps exactly until
    something is due."""

    NOTICE: ClassVar[type[Notice]] = Notice
    cursor_shown: bool  # the keys' and the pad's card cursor is shown (each game's model)
    BOT_PACE: ClassVar[dict[str, float]] = {"slow": 1.4, "normal": 0.75, "fast": 0.25}
    SUMMARY_DELAY: ClassVar[float] = 1.1  # after the round's last movement, before its summary

    def __init__(
        self,
        controller: C,
        settings: Any,
        save: Callable[[C], object] = lambda _controller: None,
    ) -> None:
        self.controller = controller
        self.settings = settings
        self._save = save
        humans = controller.humans
        self.viewer = humans[0] if humans else 0  # whose eyes the table is drawn for
        self.notice = self.NOTICE()
        self.notice_time = 0.0
        self.in_use: InUse = KEYS  # the device the player uses: the words for its controls
        self._screen_taken = False  # a player just took the screen, and used nothing yet
        self.faults_told = 0  # the controller's faults already shown to the player
        self.bot_wait = 0.0
        self.summary_wait: float | None = None
        self.handing_over = False
        self.log_epoch = 0  # grows with every new round's Saga
        self.events: list[Any] = []
        self._advisor: TableAdvisor | None = None  # the Expert's hints and tutor, once asked
        self.tutor_asking = False  # the tutor's question is on screen

    # ------------------------------------------------------------------ hooks

    @property
    def current_round(self) -> object | None:
        """The round under way (a hand, a race); None before the first."""
        raise NotImplementedError

    def _guide(self, seat: int) -> str:
        """What the player whose turn it is may do now (nothing said lately)."""
        raise NotImplementedError

    def _round_due(self) -> bool:
        """Whether the table opens on a round still to be dealt (else one is under way)."""
        raise NotImplementedError

    def _begin_round(self) -> None:
        """Deal the next round (through the controller)."""
        raise NotImplementedError

    def _resume_round(self) -> None:
        """A round under way, resumed: its Saga so far, and the events that show it."""
        raise NotImplementedError

    def _new_log(self) -> None:
        """The Saga of a round just begun."""
        raise NotImplementedError

    def _clear_intents(self, new_viewer: bool = False) -> None:
        """Forget what the player was putting together (a new round; ``new_viewer``:
        another player has the screen)."""

    def _show_hint(self, action: int) -> None:
        """The helper bot's ``action``, shown to the player (said, selected, ringed)."""
        raise NotImplementedError

    def apply(self, action: int) -> object:
        """Play ``action`` for the seat to move."""
        raise NotImplementedError

    def _expert(self) -> tuple[Any, float]:
        """The game's analyst (an `ai.analyst.Analyst`) and the Expert's seconds for a move:
        what the coach's hints and the tutor ask."""
        raise NotImplementedError

    def _advise(self, obs: Any, valuation: Any) -> Advice:
        """The Expert's best move of ``valuation`` (an `ai.analyst.Valuation` for ``obs``),
        named with why, in the game's words (`scenes/<game>/advice.py`)."""
        raise NotImplementedError

    def cancel(self) -> bool:
        """Esc: one step back in what the player is doing; False with nothing to cancel."""
        return False

    def _own_turn(self, dt: float) -> None:
        """Time passing on a human's turn, the table on top (ODIN's automatic pass)."""

    def _own_turn_wait(self) -> float | None:
        """Seconds until `_own_turn` acts by itself (None: never)."""
        return None

    # ------------------------------------------------------------------ facts

    @property
    def names(self) -> list[str]:
        return self.controller.names

    @property
    def human_turn(self) -> bool:
        seat = self.controller.to_move
        return seat is not None and self.controller.is_human(seat) and seat == self.viewer

    @property
    def viewer_is_human(self) -> bool:
        return self.controller.is_human(self.viewer)

    @property
    def thinking(self) -> int | None:
        """The bot seat whose move is awaited, if any."""
        seat = self.controller.to_move
        return None if seat is None or self.controller.is_human(seat) else seat

    def take_events(self) -> list[Any]:
        events, self.events = self.events, []
        return events

    def shown_totals(self) -> list[int]:
        """The totals on the nameplates."""
        return list(self.controller.game.totals)

    def seats(self) -> list[SeatFacts]:
        seats, totals = self.controller.setup.seats, self.shown_totals()
        return [
            SeatFacts(name, seat_detail(seat.kind), total)
            for name, seat, total in zip(self.names, seats, totals, strict=True)
        ]

    # ------------------------------------------------------------------ the status line

    def say(self, msgid: str, tone: Tone = Tone.PLAIN, **facts: object) -> None:
        self.notice, self.notice_time = self.NOTICE(msgid, tone, facts), 0.0

    def say_for(self, words: ByDevice | str, tone: Tone = Tone.PLAIN, **facts: object) -> None:
        """Say ``words`` as the device in use needs them (its controls named; a msgid alone
        is the same for every device)."""
        if isinstance(words, str):
            self.say(words, tone, **facts)
        else:
            self.say(words.msgid(self.in_use), tone, **facts, **words.facts(self.in_use))

    def refuse(self, refusal: Refusal | None) -> None:
        if refusal is None:
            self.say(N_("That cannot be played now"), Tone.BAD)
        else:
            self.notice, self.notice_time = self.NOTICE(tone=Tone.BAD, refusal=refusal), 0.0

    def status(self) -> tuple[str, Tone]:
        """The status line: what the player may do now, or what was just said."""
        notice = self.notice
        if notice.alert and self.notice_time < ALERT_SECONDS:
            return notice.text, notice.tone
        seat = self.controller.to_move
        fresh = self.notice_time < MESSAGE_SECONDS and bool(notice.text)
        if seat is None:  # between rounds: what was said as the last one ended
            return (notice.text, notice.tone) if fresh else ("", Tone.PLAIN)
        name = self.names[seat]
        if not self.human_turn:
            if self.controller.is_human(seat):
                return _("{name}'s turn").format(name=name), Tone.PLAIN
            return _("{name} is thinking…").format(name=name), Tone.PLAIN
        if fresh:
            return notice.text, notice.tone
        return self._guide(seat), Tone.PLAIN

    def _status_changes_in(self) -> float | None:
        """Seconds until what was said leaves the status line."""
        notice = self.notice
        if notice.alert and self.notice_time < ALERT_SECONDS:
            return ALERT_SECONDS - self.notice_time
        if notice.said and self.notice_time < MESSAGE_SECONDS:
            return MESSAGE_SECONDS - self.notice_time
        return None

    def _tell_faults(self) -> None:
        """Say what went wrong with the computer players (the newest, when several did)."""
        faults = self.controller.faults
        if len(faults) > self.faults_told:
            self.faults_told = len(faults)
            message, facts = faults[-1]
            self.notice = self.NOTICE(message, Tone.BAD, dict(facts), alert=True)
            self.notice_time = 0.0

    # ------------------------------------------------------------------ rounds

    def start(self) -> None:
        """The table opens: the first round dealt, or a resumed round shown as it stands."""
        self.controller.start_bots()
        if self._round_due():
            self.new_round()
            return
        self._resume_round()
        self._hand_over(at_start=True)

    def new_round(self) -> None:
        """Deal the next round: saved at once, the player's intents forgotten, its Saga
        begun; in hot seat, the screen handed to the first human to play."""
        self._begin_round()
        self._save(self.controller)  # a crash before the first move keeps this deal
        self._clear_intents()
        self._new_log()
        self.events.append(RoundStarted())
        self._hand_over(at_start=True)

    def next_round(self) -> bool:
        """After the round's summary: the next round; False when the game is over instead."""
        if self.controller.game.over:
            return False
        self.new_round()
        return True

    # ------------------------------------------------------------------ hot seat

    def _hand_over(self, at_start: bool = False) -> None:
        """Hot seat: hide everything hidden before a human takes the screen: as a round is
        dealt or resumed, the first human to play in it (bots before them wait); then
        whenever the turn passes to a different human."""
        humans = self.controller.humans
        seat = self.controller.to_move
        if len(humans) < 2 or seat is None:
            return
        if at_start:
            players = len(self.names)
            seat = next(s % players for s in range(seat, seat + players) if s % players in humans)
        elif not self.controller.is_human(seat) or seat == self.viewer:
            return
        self.handing_over = True  # nobody plays until that player has the screen
        self.events.append(HandOverTo(seat))

    def switch_viewer(self, seat: int) -> None:
        """The player of ``seat`` has taken the screen."""
        self.handing_over = False
        self.viewer = seat
        self._clear_intents(new_viewer=True)
        self._screen_taken = True

    def use(self, in_use: InUse) -> None:
        """The device the player's input comes from, told before each event and frame. A
        player who took the screen with a pad finds the card cursor shown on their first card:
        a pad's focus is never out of sight (keys share a device with the mouse here, and a
        mouse player does not want a cursor, so the keys show theirs at the first arrow)."""
        self.in_use = in_use
        if self._screen_taken and in_use.device is Device.PAD:
            self.cursor_shown = True
        self._screen_taken = False

    # ------------------------------------------------------------------ hints

    @property
    def can_hint(self) -> bool:
        """Whether a hint may be asked now (the Hint button, H)."""
        return self.human_turn

    @property
    def advisor(self) -> TableAdvisor:
        if self._advisor is None:
            analyst, seconds = self._expert()
            self._advisor = TableAdvisor(analyst, seconds, self._advise)
        return self._advisor

    def hint(self) -> None:
        """Ask for a hint, shown when it comes: the Expert's move and why (the coach), or
        with the coach off the helper bot's move."""
        if not self.can_hint or self.tutor_holds:
            return
        if getattr(self.settings, "coach_hints", False):
            self.advisor.ask_hint(self.controller.observe(self.viewer))
            self.say(N_("Odin is thinking of a hint…"), Tone.DIM)
            return
        self.controller.request_hint()
        self.say(N_("Thinking of a hint…"), Tone.DIM)

    def _apply_hint(self, action: int) -> None:
        self.controller.hint = None
        self._show_hint(action)

    def _take_advice(self) -> None:
        """The coach's hint, once found, if the position is still the one it was asked for."""
        found = self.advisor.hint() if self._advisor is not None else None
        if found is None:
            return
        obs, advice = found
        if self.human_turn and obs == self.controller.observe(self.viewer):
            self._show_hint(advice.action)
            self.say(N_("Hint: {advice}"), Tone.GOLD, advice=advice)

    # ------------------------------------------------------------------ the tutor

    @property
    def tutor_on(self) -> bool:
        """The tutor looks at this player's moves: the setting on, one human against bots."""
        controller = self.controller
        return (
            bool(getattr(self.settings, "tutor", False))
            and len(controller.humans) == 1
            and len(self.names) > 1
        )

    @property
    def tutor_holds(self) -> bool:
        """A move of the player's waits for the tutor (its verdict or the player's answer)."""
        return self._advisor is not None and self._advisor.held is not None

    def _commit(self, action: int) -> bool:
        """The player's move: played, or held while the tutor looks at it (a choice among
        several only). True when it was played."""
        if self.tutor_holds:
            self.say(N_("Odin is still looking at your move…"), Tone.DIM)
            return False
        if self.tutor_on and self.human_turn and len(set(self.controller.legal_actions())) > 1:
            self.advisor.check(self.controller.observe(self.viewer), action)
            self.say(N_("Odin is looking at your move…"), Tone.DIM)
            return False
        self.apply(action)
        return True

    def _take_verdict(self) -> None:
        """The tutor's verdict: a mistake or worse waits for the player's answer; anything
        better is played at once."""
        if self._advisor is None or self.tutor_asking:
            return
        verdict = self._advisor.verdict()
        if verdict is None:
            return
        seat = self.controller.to_move
        if seat is None or self._advisor.held_for != self.controller.observe(seat):
            self._advisor.release()  # the position moved on (an undo): the move is void
            return
        if verdict.holds:
            self.tutor_asking = True
            self.events.append(TutorAsks(verdict.question()))
            return
        self._advisor.release()
        self.apply(verdict.action)

    def tutor_answer(self, play_anyway: bool) -> None:
        """The player's answer to the tutor: the held move played, or taken back (nothing
        was played: the position is as it was)."""
        held = self._advisor.held if self._advisor is not None else None
        self.tutor_asking = False
        if self._advisor is not None:
            self._advisor.release()
        if held is None:
            return
        if play_anyway:
            self.apply(held)
        else:
            self.say(N_("Your move is taken back: choose again"), Tone.GOLD)

    # ------------------------------------------------------------------ time

    @property
    def _pace(self) -> float:
        """Seconds a bot's move is held back so people can follow (the "AI speed" setting)."""
        return self.BOT_PACE.get(self.settings.ai_speed, self.BOT_PACE["normal"])

    def update(self, dt: float, animating: bool, on_top: bool) -> None:
        """Advance by ``dt`` seconds: collect the bots' answers and play them at the pace of
        the setting, and call for the summary once the round's last movement has ended.
        ``animating``: the view is still moving things; ``on_top``: no other screen covers
        the table."""
        self.notice_time += dt
        self.controller.poll()
        self._tell_faults()
        if self.controller.hint is not None and self.human_turn:
            self._apply_hint(self.controller.hint)
        self._take_advice()
        self._take_verdict()
        if self.handing_over or not on_top:
            return
        if self.summary_wait is not None:
            if not animating:
                self.summary_wait += dt
            if self.summary_wait >= self.SUMMARY_DELAY:
                self.summary_wait = None
                self.events.append(RoundOver())
            return
        seat = self.controller.to_move
        if seat is None:
            return
        if self.controller.is_human(seat):
            self._own_turn(dt)
            return
        self.controller.request_bot_move()  # thinks during the animations
        if animating:
            return
        self.bot_wait += dt
        answer = self.controller.bot_answer()
        if answer is not None and self.bot_wait >= self._pace:
            self.apply(answer)

    def next_wake(self, animating: bool, on_top: bool) -> float | None:
        """Seconds until `update` next has something to do though no input comes (None:
        nothing): an answer to look for, a pause to end, a message to go. Follows `update`."""
        waits = [self._status_changes_in()]
        seat = self.controller.to_move
        bot_to_move = seat is not None and not self.controller.is_human(seat)
        answer = self.controller.bot_answer()
        taking_turns = on_top and not self.handing_over and self.summary_wait is None
        asking = self._advisor is not None and self._advisor.busy and not self.tutor_asking
        if self.controller.awaiting or asking or (taking_turns and bot_to_move and answer is None):
            waits.append(BOT_POLL_SECONDS)  # asked, or `update` is about to ask
        if on_top and not self.handing_over and not animating:
            if self.summary_wait is not None:
                waits.append(self.SUMMARY_DELAY - self.summary_wait)
            elif bot_to_move and answer is not None:
                waits.append(self._pace - self.bot_wait)
            elif seat is not None and not bot_to_move:
                waits.append(self._own_turn_wait())
        given = [w for w in waits if w is not None]
        return max(0.0, min(given)) if given else None


class CardCursor(Protocol):
    """A keys' focus that keeps the card cursor (each game's `focus.py`)."""

    cursor_shown: bool


class FocusedTableModel(TableModel[C]):
    """A table model whose keys' focus (``focus``) keeps the card cursor: the shared scene
    and `use` read and set it here."""

    focus: CardCursor

    @property  # the base's attribute, kept by the focus
    def cursor_shown(self) -> bool:
        return self.focus.cursor_shown

    @cursor_shown.setter
    def cursor_shown(self, shown: bool) -> None:
        self.focus.cursor_shown = shown
