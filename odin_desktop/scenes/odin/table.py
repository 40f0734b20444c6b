"""The table: where the game is played.

The scene turns input into moves for the controller and moves into animations for the view.
It never decides what is legal: it asks the engine (through the controller's legal actions
and `illegal_reason`). Bots think in the bot process; the scene only paces their moves so a
person can follow them.
"""

from __future__ import annotations

import pygame

from odin_desktop.app.saves import autosave
from odin_desktop.engine.odin.cards import card_code, cards_of, is_set, set_value
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take, make_action
from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import is_you, level_name
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.odin.saga import LogEntry, MoveLog
from odin_desktop.scenes.odin.view import SeatInfo, TableView
from odin_desktop.session.odin.controller import GameController, MoveOutcome
from odin_desktop.session.setup import GameSetup
from odin_desktop.ui import theme
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.effects import Flourish
from odin_desktop.ui.text import wrapped
from odin_desktop.ui.widgets import Button

# Seconds a bot's move is held back so people can follow, by the "AI speed" setting.
BOT_PACE = {"slow": 1.4, "normal": 0.75, "fast": 0.25}
AUTO_PASS_DELAY = 0.7
SUMMARY_DELAY = 1.1  # after the last card lands, before the hand summary
MESSAGE_SECONDS = 4.0  # a message stays this long in the status line
ALERT_SECONDS = 8.0  # a fault of the bots stays longer, and whoever's turn it is


def seat_detail(kind: str) -> str:
    if kind == "human":
        return _("Human")
    if kind.startswith("cmd:"):
        return _("External bot")
    return level_name(kind.split("@")[0])


class TableScene(Scene):
    def __init__(self, app, setup: GameSetup, controller: GameController | None = None) -> None:  # noqa: ANN001 - App, imported lazily to keep start-up light
        super().__init__(app)
        self.setup = setup
        self.controller = controller or GameController(setup)
        players = len(setup.seats)
        humans = setup.humans
        self.view = TableView(players, app.size)
        self.view.viewer = humans[0] if humans else 0
        self.view.speed = app.settings.animation_speed
        self.log = MoveLog()
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: set[int] = set()
        self.message = ""
        self.message_facts: dict[str, object] = {}
        self.message_colour = theme.TEXT
        self.message_time = 0.0
        self.faults_told = 0  # the controller's faults already shown to the player
        self.message_is_alert = False  # shown on every turn, not only the human's
        self.take_play: int | None = None  # a play waiting for the player to choose a take
        self.take_focus = 0
        self.confirm: int | None = None  # a move the player must confirm (whole-hand warning)
        self.bot_wait = 0.0
        self.auto_pass_wait = 0.0
        self.summary_wait: float | None = None
        self.flourish: Flourish | None = None  # gold sparks when a player goes out
        self.show_legal = False  # L: ring the cards that can be played now
        self.handing_over = False
        self.buttons = {
            "play": Button(N_("Play"), self.play_selection, primary=True, hotkey="Enter"),
            "pass": Button(N_("Pass"), self.pass_turn, hotkey="Space"),
            "hint": Button(N_("Hint"), self.show_hint, hotkey="H"),
            "sort": Button(N_("Sort"), self.toggle_sort, hotkey="S"),
            "menu": Button(N_("Menu"), self.open_menu, hotkey="Esc"),
        }

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.controller.start_bots()
        if self.controller.game.needs_deal:
            self._deal()
        else:  # a resumed game: the hand so far, in the log and on the pile
            for outcome in self.controller.hand_so_far():
                self._log_outcome(outcome)
                self.view.discard_order.extend(sorted(cards_of(outcome.discarded)))
            self.view.sync(self.controller.hand, self.app.settings.sort, animate=False)

    def exit(self) -> None:
        self.controller.close()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.view.speed = self.app.settings.animation_speed
        card_art.set_colour_symbols(self.app.settings.colour_symbols)
        self._sync(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        for name, button in self.buttons.items():
            box = self.view.layout.buttons.get(name)
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        shown = [b.rect for b in self.buttons.values() if b.rect.width]
        if shown and is_rtl():  # the buttons read from the right, in the same place
            group = shown[0].unionall(shown)
            for rect in shown:
                rect.x = group.left + group.right - rect.right
        if self.controller.hand is not None:
            self._sync(animate=False)

    # ------------------------------------------------------------------ helpers

    @property
    def state(self):  # noqa: ANN201 - HandState
        return self.controller.hand

    @property
    def human_turn(self) -> bool:
        seat = self.controller.to_move
        return seat is not None and self.controller.is_human(seat) and seat == self.view.viewer

    def _sync(self, holders: dict[int, int] | None = None, animate: bool = True) -> None:
        self.view.sync(self.state, self.app.settings.sort, holders, animate)

    def say(self, message: str, colour: tuple[int, int, int] = theme.TEXT, **facts: object) -> None:
        """Show `message` (an English msgid, filled with `facts` when shown, so it follows
        a language switch)."""
        self.message, self.message_colour, self.message_time = message, colour, 0.0
        self.message_facts = facts
        self.message_is_alert = False

    @property
    def message_text(self) -> str:
        return _(self.message).format(**self.message_facts) if self.message else ""

    def _selection_mask(self) -> int:
        mask = 0
        for card in self.view.selected:
            mask |= 1 << card
        return mask

    def _actions_playing(self, play: int) -> list[int]:
        """The legal actions that play exactly these cards (none for an empty selection)."""
        if not play:
            return []
        return [a for a in self.controller.legal_actions() if a & PLAY_BITS == play]

    def _why_not(self, play: int) -> str:
        """The engine's reason a play is refused (with a plausible take, so the take is not
        what it complains about)."""
        state = self.state
        take = None
        if state.table and play != state.hands[state.turn]:
            take = next(iter(cards_of(state.table)))
        reason = state.illegal_reason(make_action(play, take))
        return translate(reason) if reason else _("That cannot be played now")

    # ------------------------------------------------------------------ dealing and moves

    def _deal(self) -> None:
        self.controller.start_hand()
        autosave(self.app, self.controller)  # a crash before the first move keeps this deal
        self.view.reset()
        self.view.fan_sizes = [0.0] * len(self.setup.seats)
        self.log.clear()
        leader = self.controller.hand.leader
        self.log.add(
            LogEntry(
                self.controller.names[leader],
                N_("leads hand {number}"),
                number=self.controller.game.hand_index + 1,
            )
        )
        self._maybe_hand_over()
        self.view.sync(self.state, self.app.settings.sort, deal=True)
        self.app.play_sound("deal")

    def apply(self, action: int) -> None:
        """Play ``action`` for the seat to move, then animate and log it."""
        self.take_play = None
        self.confirm = None
        self.bot_wait = self.auto_pass_wait = 0.0
        outcome = self.controller.play(action)
        self.view.selected.clear()
        self._after_move(outcome)
        autosave(self.app, self.controller)  # every move; at the game's end: stats, records

    def _log_outcome(self, outcome: MoveOutcome) -> None:
        """The move's lines in the Saga."""
        names = self.controller.names
        who = names[outcome.seat]
        if outcome.is_pass:
            self.log.add(LogEntry(who, N_("passes"), colour=theme.TEXT_DIM))
        else:
            self.log.add(
                LogEntry(who, N_("plays"), outcome.played, f"({set_value(outcome.played)})")
            )
        if outcome.taken is not None:
            self.log.add(LogEntry(who, N_("takes"), 1 << outcome.taken))
        if outcome.round_won_by is not None:
            self.log.add(
                LogEntry(names[outcome.round_won_by], N_("wins the round"), colour=theme.GOLD_RGB)
            )
        if outcome.hand_over:
            how = N_("plays out the whole hand!") if self.state.led_out else N_("goes out!")
            self.log.add(LogEntry(who, how, colour=theme.GOLD_RGB))

    def _after_move(self, outcome: MoveOutcome) -> None:
        who = self.controller.names[outcome.seat]
        self._log_outcome(outcome)
        self.app.play_sound("pass" if outcome.is_pass else "play")
        if outcome.taken is not None:
            self.app.play_sound("take")
        self.view.discard_order.extend(sorted(cards_of(outcome.discarded)))
        holders = {outcome.taken: outcome.seat} if outcome.taken is not None else None
        if outcome.round_won_by is not None:
            self.app.play_sound("round_won")
        if outcome.hand_over:
            centre = self.view.seat_box(outcome.seat).nameplate.center
            self.flourish = Flourish(centre, self.view.layout.scale, seed=len(self.state.history))
            led_out = self.state.led_out
            if is_you(who):
                said = N_("You play out the whole hand!") if led_out else N_("You go out!")
            else:
                said = N_("{name} plays out the whole hand!") if led_out else N_("{name} goes out!")
            self.say(said, theme.GOLD_RGB, name=who)
            self.app.play_sound("game_over" if outcome.game_over else "hand_won")
            self.summary_wait = 0.0
        self._sync(holders)
        if not outcome.hand_over:
            self._maybe_hand_over()

    def _maybe_hand_over(self) -> None:
        """Hot-seat: hide every hand before a different human takes the screen."""
        seat = self.controller.to_move
        if seat is None or not self.controller.is_human(seat) or seat == self.view.viewer:
            return
        if len(self.controller.humans) < 2:
            return
        from odin_desktop.scenes.handover import HandoverScene

        self.handing_over = True
        self.app.scenes.push(
            HandoverScene(self.app, self.controller.names[seat], lambda: self._switch_viewer(seat))
        )

    def _switch_viewer(self, seat: int) -> None:
        self.handing_over = False
        self.view.viewer = seat
        self.view.reset()
        self.view.discard_order.extend(cards_of(self.state.discards))
        self._sync(animate=False)

    # ------------------------------------------------------------------ player actions

    def play_selection(self) -> None:
        if self.human_turn:
            self.try_play(self._selection_mask())

    def try_play(self, play: int) -> bool:
        """Play the cards of ``play`` if the rules allow; otherwise say why. True if played."""
        if not play:
            self.say(
                N_("Select cards first: click them, or press their number keys"), theme.TEXT_DIM
            )
            return False
        actions = self._actions_playing(play)
        if not actions:
            self.say(self._why_not(play), theme.BAD)
            self._sync()  # snap back
            return False
        if self._needs_confirmation(actions[0]):
            return False
        if len(actions) == 1:
            self.apply(actions[0])
            return True
        self.take_play = play
        self.take_focus = 0
        self.view.selected = set(cards_of(play))
        self._sync()
        self.say(N_("Now take one card of the beaten set into your hand"), theme.GOLD_RGB)
        return True

    def choose_take(self, card: int) -> None:
        if self.take_play is None:
            return
        action = make_action(self.take_play, card)
        if action in self.controller.legal_actions():
            self.apply(action)

    def pass_turn(self) -> None:
        if not self.human_turn or PASS not in self.controller.legal_actions():
            return
        if self._needs_confirmation(PASS):
            return
        self.apply(PASS)

    def _needs_confirmation(self, action: int) -> bool:
        """Warn once before passing or splitting a hand that could be played out whole."""
        if not self.app.settings.warn_whole_hand or self.confirm == action:
            return False
        hand = self.state.hands[self.state.turn]
        whole = any(a & PLAY_BITS == hand for a in self.controller.legal_actions())
        if not whole or action & PLAY_BITS == hand:
            return False
        self.confirm = action
        self.say(
            N_("You could play your whole hand and end it! Do it again to confirm."), theme.GOLD_RGB
        )
        return True

    def show_hint(self) -> None:
        if self.human_turn:
            self.controller.request_hint()
            self.say(N_("Thinking of a hint…"), theme.TEXT_DIM)

    def toggle_sort(self) -> None:
        settings = self.app.settings
        settings.sort = "colour" if settings.sort == "number" else "number"
        settings.save()
        self._sync()

    def open_menu(self) -> None:
        try:
            from odin_desktop.scenes.pause import PauseScene
        except ImportError:
            return
        self.app.scenes.push(PauseScene(self.app))

    def _select_number(self, number: int) -> None:
        hand = self.view.hand_order
        matching = [c for c in hand if c % 9 + 1 == number]
        if not matching:
            return
        if all(c in self.view.selected for c in matching):
            self.view.selected -= set(matching)
        else:
            self.view.selected |= set(matching)
        self.view.refresh_lifts()

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.log.handle_wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, getattr(event, "rel", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.take_play is not None:
                self.take_play = None
                self.say("")
            else:
                self.open_menu()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.take_play is not None:
                beaten = sorted(cards_of(self.state.table), key=lambda c: (-(c % 9), c // 9))
                self.choose_take(beaten[self.take_focus % len(beaten)])
            else:
                self.play_selection()
        elif key == pygame.K_SPACE:
            self.pass_turn()
        elif key == pygame.K_h:
            self.show_hint()
        elif key == pygame.K_l:
            self.show_legal = not self.show_legal
        elif key == pygame.K_s:
            self.toggle_sort()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.take_play is not None:
            self.take_focus += 1 if key == pygame.K_RIGHT else -1
        elif pygame.K_1 <= key <= pygame.K_9 and self.take_play is None:
            self._select_number(key - pygame.K_0)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.controller.to_move is None or not self.controller.is_human(self.view.viewer):
            return
        if self.take_play is not None:  # a beaten card: clicked, or dragged into the hand
            card = self.view.middle_card_at(pos, self.state.table)
            if card is not None:
                self.drag.press(card, pos)
            return
        card = self.view.card_at(pos)
        if card is not None:
            self.drag.press(card, pos)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        hovered = self.view.card_at(pos) if not self.drag.dragging else None
        if hovered != self.view.hovered:
            self.view.hovered = hovered
            self.view.refresh_lifts()
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        if not was_dragging:  # picked up: the selection moves together, or just this card
            card = self.drag.payload
            self.dragged = set(self.view.selected) if card in self.view.selected else {card}
            self.app.play_sound("slide")
        dx, dy = self.drag.offset
        for card in self.dragged:
            sprite = self.view.sprites[card]
            base = sprite.target or (sprite.x, sprite.y, 0.0, sprite.width)
            sprite.tween = None
            sprite.x, sprite.y = base[0] + dx, base[1] + dy
            sprite.dragged = True
            sprite.tilt = max(-12.0, min(12.0, sprite.tilt + rel[0] * 0.35))

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        dragged, self.dragged = self.dragged, set()
        for card in dragged:
            sprite = self.view.sprites.get(card)
            if sprite is not None:
                sprite.dragged = False
                sprite.target = None  # so sync sends it somewhere, even back home
        if result is None:
            return
        if self.take_play is not None:
            hand = self.view.layout.hand.to_rect().inflate(0, self.view.layout.hand.h)
            if not result.was_drag or hand.collidepoint(pos):
                self.choose_take(result.payload)
            else:
                self._sync()  # dropped elsewhere: back into the middle
            return
        if not result.was_drag:
            self.view.selected ^= {result.payload}
            self.confirm = None
            self.view.refresh_lifts()
            return
        mask = 0
        for card in dragged:
            mask |= 1 << card
        if self.human_turn and self.view.over_middle(pos):
            self.view.selected = set(dragged)
            if self.try_play(mask):
                return
        self._sync()  # snap back

    # ------------------------------------------------------------------ every frame

    def update(self, dt: float) -> None:
        self.message_time += dt
        self.controller.poll()
        self._tell_faults()
        state = self.state
        self.view.update(dt, state.sizes if state else [0] * len(self.setup.seats))
        if self.flourish is not None and not self.flourish.update(dt):
            self.flourish = None
        if self.controller.hint is not None and self.human_turn:
            self._apply_hint(self.controller.hint)
        if self.handing_over or self.app.scenes.top is not self:
            return
        if self.summary_wait is not None:
            if not self.view.animating:
                self.summary_wait += dt
            if self.summary_wait >= SUMMARY_DELAY:
                self.summary_wait = None
                self._show_summary()
            return
        seat = self.controller.to_move
        if seat is None:
            return
        if not self.controller.is_human(seat):
            self.controller.request_bot_move()  # thinks during the animations
            if self.view.animating:
                return
            self.bot_wait += dt
            answer = self.controller.bot_answer()
            pace = BOT_PACE.get(self.app.settings.ai_speed, 0.75)
            if answer is not None and self.bot_wait >= pace:
                self.apply(answer)
        elif self.app.settings.auto_pass and self.controller.legal_actions() == [PASS]:
            self.auto_pass_wait += dt
            if self.auto_pass_wait >= AUTO_PASS_DELAY:
                self.say(
                    N_("Nothing in your hand beats the middle: passed for you"), theme.TEXT_DIM
                )
                self.apply(PASS)

    def _tell_faults(self) -> None:
        """Say what went wrong with the computer players (the newest, when several did)."""
        faults = self.controller.faults
        if len(faults) > self.faults_told:
            self.faults_told = len(faults)
            message, facts = faults[-1]
            self.say(message, theme.BAD, **facts)
            self.message_is_alert = True

    def _apply_hint(self, action: int) -> None:
        self.controller.hint = None
        play = action & PLAY_BITS
        if not play:
            self.say(N_("Hint: pass this time"), theme.GOLD_RGB)
            return
        self.view.selected = set(cards_of(play))
        self.view.refresh_lifts()
        take = action_take(action)
        value = set_value(play)
        if take is None:
            self.say(N_("Hint: play {value} (selected for you)"), theme.GOLD_RGB, value=value)
        else:
            self.say(
                N_("Hint: play {value}, then take {card} (selected for you)"),
                theme.GOLD_RGB,
                value=value,
                card=card_code(take),
            )

    def _show_summary(self) -> None:
        from odin_desktop.scenes.odin.hand_summary import HandSummaryScene

        self.app.scenes.push(HandSummaryScene(self.app, self.controller, self._next_hand))

    def _next_hand(self) -> None:
        if self.controller.game.over:
            from odin_desktop.scenes.odin.game_over import GameOverScene

            self.app.scenes.replace(GameOverScene(self.app, self.controller, self.setup))
            return
        self._deal()

    # ------------------------------------------------------------------ drawing

    def _status(self) -> str:
        if self.message_is_alert and self.message_time < ALERT_SECONDS:
            return self.message_text
        seat = self.controller.to_move
        state = self.state
        fresh = bool(self.message) and self.message_time < MESSAGE_SECONDS
        if seat is None:  # between hands: what was said as it ended ("Astrid goes out!")
            return self.message_text if fresh else ""
        name = self.controller.names[seat]
        if not self.human_turn:
            if self.controller.is_human(seat):
                return _("{name}'s turn").format(name=name)
            return _("{name} is thinking…").format(name=name)
        if fresh:
            return self.message_text
        selection = self._selection_mask()
        if self.take_play is not None:
            return _("Take one card of the beaten set: click it (or the arrow keys and Enter)")
        if not selection:
            if not state.table:
                whole = any(a == state.hands[seat] for a in self.controller.legal_actions())
                if whole and state.sizes[seat] > 1:
                    return _("Your lead: play one card — or your whole hand, to end it!")
                return _("Your lead: play one card")
            return ngettext(
                "Your turn: beat {value} with {size} card or {more}, or pass",
                "Your turn: beat {value} with {size} cards or {more}, or pass",
                state.table_size,
            ).format(value=state.table_value, size=state.table_size, more=state.table_size + 1)
        if self._actions_playing(selection):
            value = set_value(selection)
            if state.table:
                return _("{value} — beats {table}: drop it on the middle or press Enter").format(
                    value=value, table=state.table_value
                )
            return _("Lead {value}: drop it on the middle or press Enter").format(value=value)
        if not is_set(selection):
            return _("Those cards do not share a number or a colour")
        return self._why_not(selection)

    def draw(self, surface: pygame.Surface) -> None:
        view, state = self.view, self.state
        scale = view.layout.scale
        view.draw_background(surface)
        if state is None:
            return
        infos = [
            SeatInfo(name, seat_detail(seat.kind), total)
            for name, seat, total in zip(
                self.controller.names, self.setup.seats, self.controller.game.totals, strict=True
            )
        ]
        passed = {(state.turn - k) % state.players for k in range(1, state.passes + 1)}
        thinking = self.controller.to_move
        if thinking is not None and self.controller.is_human(thinking):
            thinking = None
        view.draw_seats(surface, infos, None if state.over else state.turn, passed, thinking)
        view.draw_pile(surface, state)
        owner = self.controller.names[state.table_seat] if state.table_seat is not None else ""
        view.draw_middle_area(surface, state, owner)
        self._draw_take_hints(surface)
        view.draw_cards(surface, self.dragged)
        if self.flourish is not None:
            self.flourish.draw(surface)
        self.log.draw(surface, view.layout.log, scale)
        status = self._status()
        if status:
            box = view.layout.status.to_rect()
            colour = self.message_colour if status == self.message_text else theme.TEXT
            lines = wrapped(status, theme.scaled(21, scale), colour, box.width, bold=True)
            height = sum(line.get_height() for line in lines)
            y = box.centery + lines[0].get_height() // 2 - height  # extra lines grow upward
            if len(lines) > 1:  # clear of the raised cards below, on a soft backing
                width = max(line.get_width() for line in lines) + theme.scaled(24, scale)
                backing = pygame.Rect(0, 0, width, height + theme.scaled(8, scale))
                backing.midtop = (box.centerx, y - theme.scaled(4, scale))
                shade = pygame.Surface(backing.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (*theme.PANEL, 210), shade.get_rect(), border_radius=10)
                surface.blit(shade, backing)
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
                y += line.get_height()
        human = self.human_turn
        legal = self.controller.legal_actions() if human else []
        self.buttons["play"].enabled = human and bool(self._actions_playing(self._selection_mask()))
        self.buttons["pass"].enabled = human and PASS in legal
        self.buttons["hint"].enabled = human
        for button in self.buttons.values():
            button.draw(surface, scale)

    def _draw_take_hints(self, surface: pygame.Surface) -> None:
        """Rings: while choosing a take, the beaten cards (the focused one brightest); on
        request (L), every card of the hand that belongs to some legal play."""
        table = self.state.table if self.take_play is not None else 0
        beaten = sorted(cards_of(table), key=lambda c: (-(c % 9), c // 9))
        playable = 0
        if self.show_legal and self.human_turn and self.take_play is None:
            for action in self.controller.legal_actions():
                playable |= action & PLAY_BITS
        for card, sprite in self.view.sprites.items():
            if card in beaten:
                focus = beaten.index(card) == self.take_focus % len(beaten)
                sprite.highlight = theme.GOLD_RGB if focus else theme.GOOD
            else:
                sprite.highlight = theme.GOOD if playable >> card & 1 else None
