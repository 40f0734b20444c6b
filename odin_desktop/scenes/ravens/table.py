"""The flight table: where Odin's Ravens is played. A thin adapter between the player and
`TableModel`.

Input becomes the model's intents: a card dragged onto the space in front of the raven flies
(a second equal card makes a joker), onto the stack is stored, onto the Magic Way row or the
discard pile is played there, an Odin card onto the paths asks which of its two actions; a
click picks a card and a click on a place plays it there; keys do the same. The model's events
become animations and sounds; each frame draws what the model and the engine say. Nothing here
decides a rule or a pace.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, codes_of, landscape_code
from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import NEXT_FRAME, Host, Scene, Wake, soonest
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.model import (
    Acted,
    Card,
    HandOverTo,
    Mode,
    RaceOverDue,
    RaceStarted,
    TableModel,
    Tone,
    Zone,
)
from odin_desktop.scenes.ravens.panels import (
    ArrangePanel,
    ChoicePanel,
    EndPanel,
    LayPanel,
    LookPanel,
)
from odin_desktop.scenes.ravens.saga import Saga
from odin_desktop.scenes.ravens.sprites import CardSprite, card_image, even, shadow
from odin_desktop.scenes.ravens.view import TableView, seat_shown
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.ui import theme
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.effects import Flourish
from odin_desktop.ui.text import fitted, wrapped
from odin_desktop.ui.widgets import Button

TONES = {Tone.PLAIN: theme.TEXT, Tone.DIM: theme.TEXT_DIM, Tone.BAD: theme.BAD}
TONES[Tone.GOLD] = theme.GOLD_RGB
ZONES = {z.value: z for z in Zone}
OK_RING, BAD_RING, TARGET_RING = theme.GOOD, theme.BAD, (150, 210, 235)
KEY_ZONES = {pygame.K_f: Zone.NEXT, pygame.K_s: Zone.STACK, pygame.K_m: Zone.MAGIC}
KEY_ZONES.update({pygame.K_d: Zone.DISCARD, pygame.K_o: Zone.PATH})
SOUND_PREFIX = "ravens/"
ZOOM_DELAY = 0.45  # seconds over an Odin card before it is shown large


class TableScene(Scene):
    def __init__(
        self, app: Host, controller: RavensController, show_summary: Callable[[TableModel], None]
    ) -> None:
        """``show_summary(model)``: the end of a race (the game's flow, from `screens`)."""
        super().__init__(app)
        self.controller = controller
        self.model = TableModel(controller, app.settings, app.autosaver.save)
        self.show_summary = show_summary
        self.view = TableView(app.size)
        self.view.viewer = self.model.viewer
        self.view.speed = self.view.path.speed = app.settings.animation_speed
        self.saga = Saga()
        self.drag: DragMachine[str] = DragMachine()
        self.dragged: CardSprite | None = None
        self.caption: tuple[str, bool] = ("", False)  # what the dragged card would do here
        self.flourish: Flourish | None = None
        self.show_cursor = False  # the keyboard's (or a click's) card is lifted
        self.hover_time = 0.0  # how long the pointer has rested on the hovered card
        self.pointer = (0, 0)  # where the pointer last moved (canvas coordinates)
        self.look = LookPanel()
        self.choice_panel = ChoicePanel(self.model.choose, self._cancel)
        self.end_panel = EndPanel(self.model.end_turn, self._cancel)
        self.lay_panel = LayPanel(self.model.lay)
        self.arrange_panel = ArrangePanel(
            self.model.arrange_move, self.model.arrange_done, self._cancel
        )
        self.buttons = {
            "end": Button(N_("End turn"), self.model.ask_end, primary=True, hotkey="E"),
            "hint": Button(N_("Hint"), self.model.hint, hotkey="H"),
            "menu": Button(N_("Menu"), self.open_pause_menu, hotkey="Esc"),
        }

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.model.start()
        self._sync(animate=False)
        self._show_events()

    def exit(self) -> None:
        self.controller.close()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.view.speed = self.view.path.speed = self.app.settings.animation_speed
        self._sync(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        for name, button in self.buttons.items():
            button.rect = self.view.layout.buttons[name].copy()
        if self.controller.race is not None:
            self._sync(animate=False)

    @property
    def animating(self) -> bool:
        return self.view.animating or self.flourish is not None

    def next_wake(self) -> Wake | None:
        if self.animating:
            return NEXT_FRAME
        timer = self.model.next_wake(False, self.app.scenes.top is self)
        return soonest(
            None if timer is None else Wake(timer),
            self.view.idle_wake(self.controller.to_move),
            self._zoom_wake(),
        )

    def _zoom_wake(self) -> Wake | None:
        """The moment the Odin card under the pointer is shown large (`_draw_zoom`)."""
        index = self.view.hovered
        if index is None or self.dragged is not None or self.hover_time >= ZOOM_DELAY:
            return None
        if index >= len(self.view.hand) or self.view.hand[index].code not in art.ODIN_CARDS:
            return None
        return Wake(ZOOM_DELAY - self.hover_time)

    def open_pause_menu(self) -> None:
        self.app.nav.pause("ravens")

    def _play(self, sound: str) -> None:
        """One of the game's own sounds ("wing"), or the shell's ("play", "slide")."""
        self.app.play_sound(SOUND_PREFIX + sound if sound in art.SOUNDS else sound)

    def _sync(self, animate: bool = True, drawn: bool = False) -> None:
        race = self.controller.race
        if race is None:
            return
        model = self.model
        held = [(card.code, card.from_stack) for card in model.fly]
        odin = model.odin
        playing = (odin.code, odin.from_stack) if odin is not None else None
        hand = [KINDS[k] for k in model.hand_kinds()]
        stack = [KINDS[k] for k in model.stack_kinds()]
        self.view.viewer = model.viewer
        self.view.sync(race, hand, stack, held, playing, animate, from_supply=drawn)

    # ------------------------------------------------------------------ the model's events

    def _show_events(self) -> None:
        for event in self.model.take_events():
            if isinstance(event, RaceStarted):
                self.view.reset()
                self._sync(animate=True, drawn=True)
                self._play("extend")
            elif isinstance(event, Acted):
                self._show_action(event)
            elif isinstance(event, HandOverTo):
                seat = event.seat
                name = self.controller.names[seat]
                self.app.nav.hand_over(
                    name, lambda s=seat: self._viewer(s), lambda w, s=seat: art.card_back(s, w)
                )
            elif isinstance(event, RaceOverDue):
                self.show_summary(self.model)

    def _show_action(self, event: Acted) -> None:
        outcome, race = event.outcome, self.controller.race
        assert race is not None
        for sound in self.view.show(outcome, race):
            self._play(sound)
        self._sync(drawn=outcome.ended_turn)
        if outcome.race_over and outcome.winner is not None:
            raven = self.view.path.ravens[outcome.winner]
            self.flourish = Flourish((raven.x, raven.y), self.view.layout.scale, seed=len(race.log))
            self._play("race_end")

    def _viewer(self, seat: int) -> None:
        """After the hand-over screen: the table as ``seat``'s player sees it."""
        self.model.switch_viewer(seat)
        self.view.viewer = seat
        self.view.reset()
        self.look.close()
        self._sync(animate=False)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._panel_event(event):
            self._after_intent()
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                self._after_intent()
                return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, getattr(event, "rel", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        self._after_intent()

    def _panel_event(self, event: pygame.event.Event) -> bool:
        """A panel open over the table takes the mouse first (and closes a look)."""
        if self.look.shown:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.look.close()
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        mode = self.model.mode
        panel = {
            Mode.CHOICE: self.choice_panel,
            Mode.END: self.end_panel,
            Mode.LAY: self.lay_panel,
            Mode.ARRANGE: self.arrange_panel,
        }.get(mode)
        if panel is None:
            return False
        self._layout_panels()
        taken = panel.handle_event(event)
        return taken or event.type != pygame.MOUSEMOTION  # a panel is modal for clicks

    def _after_intent(self) -> None:
        self._sync()
        self._show_events()

    def _cancel(self) -> None:
        self.model.cancel()

    def _key(self, key: int, mod: int) -> None:
        model, mode = self.model, self.model.mode
        if key == pygame.K_ESCAPE:
            if not model.cancel():
                self.open_pause_menu()
            return
        if mode is Mode.ARRANGE and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.arrange_panel.key(
                1 if key == pygame.K_RIGHT else -1, bool(mod & pygame.KMOD_SHIFT)
            )
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            model.move_cursor(1 if key == pygame.K_RIGHT else -1)
            self.show_cursor = True
            target = model.focused_target()
            if target is not None:
                self.view.path.show_position(target[0])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if mode is not Mode.PLAY or self._keyed_card():
                model.confirm()
        elif key in (pygame.K_1, pygame.K_2, pygame.K_KP1, pygame.K_KP2):
            second = key in (pygame.K_2, pygame.K_KP2)
            if mode is Mode.CHOICE:
                model.choose(1 if second else 0)
            elif mode is Mode.LAY:
                model.lay(second)
        elif key == pygame.K_e:
            if mode is Mode.END:
                model.end_turn(False)
            else:
                model.ask_end()
        elif key == pygame.K_l and mode is Mode.END:
            model.end_turn(True)
        elif key in KEY_ZONES and mode is Mode.PLAY:
            if self._keyed_card():
                model.key_play(KEY_ZONES[key])
        elif key == pygame.K_h:
            model.hint()
        elif key == pygame.K_TAB:
            self._look_at_stack()
        elif key in (pygame.K_PAGEUP, pygame.K_LEFTBRACKET):
            self.view.path.scroll_by(-3)
        elif key in (pygame.K_PAGEDOWN, pygame.K_RIGHTBRACKET):
            self.view.path.scroll_by(3)

    def _keyed_card(self) -> bool:
        """Whether a key may play a card now: the one under the pointer, else the keyboard's
        (the first key only shows the keyboard's card, so no card is played unseen)."""
        hovered = self.view.hovered
        if hovered is not None and hovered < len(self.view.hand):
            self.model.cursor, self.show_cursor = hovered, True
            return True
        shown, self.show_cursor = self.show_cursor, True
        return shown

    def _wheel(self, event: pygame.event.Event) -> None:
        # A wheel event has no position: the pointer is where it last moved.
        if self.view.layout.saga.collidepoint(self.pointer):
            self.saga.handle_wheel(event.y)
        else:
            self.view.path.scroll_by(-event.y - getattr(event, "x", 0))

    def _look_at_stack(self) -> None:
        cards = [KINDS[k] for k in self.model.stack_kinds()]
        if self.model.viewer_is_human:
            self.look.open(_("Your stack, top first"), cards, in_order=True)

    def _look_at_discards(self, seat: int) -> None:
        race = self.controller.race
        if race is None:
            return
        name = self.controller.names[seat]
        self.look.open(
            _("Discard pile of {name}").format(name=name), codes_of(race.discards[seat]), False
        )

    # ------------------------------------------------------------------ the mouse

    def _payload_at(self, pos: tuple[int, int]) -> str | None:
        """The card under the pointer the player may pick up: "hand:i" or "stack"."""
        index = self.view.hand_index_at(pos)
        if index is not None:
            return f"hand:{index}"
        top = self.view.stack_top
        if top is not None and top.rect().collidepoint(pos):
            return "stack"
        return None

    def _card_of(self, payload: str) -> tuple[Card, CardSprite] | None:
        if payload == "stack":
            stack = self.model.stack_kinds()
            if not stack or self.view.stack_top is None:
                return None
            return Card(True, stack[0]), self.view.stack_top
        index = int(payload.split(":")[1])
        hand = self.model.hand_kinds()
        if index >= len(hand) or index >= len(self.view.hand):
            return None
        return Card(False, hand[index]), self.view.hand[index]

    def _press(self, pos: tuple[int, int]) -> None:
        arrow = self.view.path.arrow_at(pos)
        if arrow is not None:  # the paths scroll, whatever else is going on
            self.view.path.scroll_by(3 * arrow)
            return
        mode = self.model.mode
        if mode is Mode.TARGET:
            self._pick(pos)
            return
        payload = self._payload_at(pos) if mode is Mode.PLAY else None
        if payload is not None:
            self.drag.press(payload, pos)
            return
        self._click_place(pos)

    def _pick(self, pos: tuple[int, int]) -> None:
        """A click while an Odin action waits for its space or card."""
        path = self.view.path
        if (
            self.model.choice is not None
            and self.model.targets()
            and self.model.targets()[0][1] >= 0
        ):
            space = path.space_at(pos)
            if space is not None:
                self.model.pick_space(*space)
            return
        position = path.card_at(pos)
        if position is not None:
            self.model.pick_card(position)

    def _click_place(self, pos: tuple[int, int]) -> None:
        """A click on a place: plays the picked card there, or looks at a pile."""
        lay = self.view.layout
        zone = self.view.zone_at(pos)
        picked = (
            self.model.cursor_card() if self.show_cursor and self.model.mode is Mode.PLAY else None
        )
        if picked is not None and zone is not None:
            self.model.drop(picked, ZONES[zone])
            return
        if lay.me.discard.collidepoint(pos):
            self._look_at_discards(self.model.viewer)
        elif lay.them.discard.collidepoint(pos):
            self._look_at_discards(1 - self.model.viewer)
        elif lay.me.stack.collidepoint(pos):
            self._look_at_stack()

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        self.pointer = pos
        if not self.drag.dragging:
            hovered = self.view.hand_index_at(pos) if self.model.mode is Mode.PLAY else None
            if hovered != self.view.hovered:
                self.hover_time = 0.0
            self.view.hovered = hovered
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        held = self._card_of(self.drag.payload or "")
        if held is None:
            self.drag.cancel()
            return
        card, sprite = held
        if not was_dragging:
            self.dragged = sprite
            self.app.play_sound("slide")
        self.view.hold(sprite, self.drag.offset, rel[0])
        zone = self.view.zone_at(pos)
        self.caption = self.model.preview(card, ZONES.get(zone or ""))
        self._edge_scroll(pos)

    def _edge_scroll(self, pos: tuple[int, int]) -> None:
        """A card carried to an end of the paths scrolls them (every space within reach)."""
        area = self.view.layout.path
        if not area.collidepoint(pos):
            return
        edge = self.view.layout.px(40)
        if pos[0] < area.x + edge:
            self.view.path.scroll_by(-0.25)
        elif pos[0] > area.right - edge:
            self.view.path.scroll_by(0.25)

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        sprite, self.dragged = self.dragged, None
        self.caption = ("", False)
        if sprite is not None:
            self.view.let_go(sprite)
        if result is None:
            return
        held = self._card_of(result.payload)
        if held is None:
            return
        card, _sprite = held
        if not result.was_drag:  # a click: pick this card (again: put it down)
            cards = self.model.cards()
            index = cards.index(card) if card in cards else 0
            same = self.show_cursor and self.model.cursor % max(1, len(cards)) == index
            self.model.cursor, self.show_cursor = index, not same
            return
        zone = self.view.zone_at(pos)
        self.model.drop(card, ZONES.get(zone or ""))  # refused: the sync snaps it home

    # ------------------------------------------------------------------ every frame

    def update(self, dt: float) -> None:
        self.hover_time += dt
        for sound in self.view.update(dt):
            self._play(sound)
        if self.flourish is not None and not self.flourish.update(dt):
            self.flourish = None
        on_top = self.app.scenes.top is self
        self.model.update(dt, self.view.animating, on_top)
        cards = self.model.cards()
        if self.show_cursor and self.model.mode is Mode.PLAY and cards:
            self.view.cursor = self.model.cursor % len(cards)
        else:
            self.view.cursor = None
        self._show_events()

    def _layout_panels(self) -> None:
        lay, model = self.view.layout, self.model
        mode = model.mode
        if mode is Mode.CHOICE and model.odin is not None:
            choices = model.choices()
            self.choice_panel.layout(
                lay, model.odin.code, [c.text for c in choices], [c.refusal for c in choices]
            )
        elif mode is Mode.END:
            self.end_panel.layout(lay)
        elif mode is Mode.LAY:
            self.lay_panel.layout(lay)
        elif mode is Mode.ARRANGE and model.order is not None:
            self.arrange_panel.layout(lay, len(model.order))

    def draw(self, surface: pygame.Surface) -> None:
        view, model, race = self.view, self.model, self.controller.race
        view.draw_background(surface)
        if race is None:
            return
        lay = view.layout
        seats = []
        for seat, facts in enumerate(model.seats()):
            mine = seat == model.viewer and model.viewer_is_human
            budget = (
                model.budget() if seat == self.controller.to_move and seat == model.viewer else None
            )
            if seat == self.controller.to_move and budget is None:
                budget = (3 - race.used_hand, 3 - race.used_stack)
            seats.append(
                seat_shown(
                    race,
                    seat,
                    facts.name,
                    facts.detail,
                    facts.total,
                    face_up=False,
                    budget=budget,
                    hand=model.hand_kinds(seat) if mine else None,
                    stack=model.stack_kinds(seat) if mine else None,
                )
            )
        self._ring_hinted()
        view.draw_column(surface, race)
        view.draw_places(surface, seats, self.controller.to_move, self.controller.game.target)
        view.path.draw(surface, *self._lit())
        view.draw_cards(surface, self.dragged)
        if self.flourish is not None:
            self.flourish.draw(surface)
        self.saga.follow(model.log, model.log_epoch)
        self.saga.draw(surface, lay.saga, lay.scale, model.viewer)
        self._draw_status(surface)
        self.buttons["end"].enabled = model.can_end
        self.buttons["hint"].enabled = model.mode in (Mode.PLAY, Mode.LAY)
        for button in self.buttons.values():
            button.draw(surface, lay.scale)
        self._draw_zoom(surface)
        self._draw_panels(surface)
        self._draw_caption(surface)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """An Odin card under the pointer a moment, large enough to read its two texts."""
        index = self.view.hovered
        if index is None or self.dragged is not None or self.hover_time < ZOOM_DELAY:
            return
        if index >= len(self.view.hand) or self.view.hand[index].code not in art.ODIN_CARDS:
            return
        lay = self.view.layout
        sprite = self.view.hand[index]
        image = card_image(sprite.code, even(lay.px(200)))
        rect = image.get_rect(midbottom=(round(sprite.x), sprite.rect().y - lay.px(10)))
        rect.clamp_ip(surface.get_rect())
        shade = shadow(*rect.size)
        surface.blit(shade, shade.get_rect(center=(rect.centerx + 4, rect.centery + 6)))
        surface.blit(image, rect)

    def _ring_hinted(self) -> None:
        """The cards of the action last suggested, ringed in gold in the hand and stack."""
        hinted = self.model.hinted
        codes: list[str] = []
        top = self.view.stack_top
        if top is not None:
            top.highlight = None
        if hinted is not None and self.model.mode is Mode.PLAY:
            hand, stack = A.played_cards(hinted)
            codes = [KINDS[k] for k in hand]
            if stack and top is not None:
                top.highlight = theme.GOLD_RGB
        for sprite in self.view.hand:
            ringed = sprite.code in codes
            if ringed:
                codes.remove(sprite.code)
            sprite.highlight = theme.GOLD_RGB if ringed else None

    def _lit(
        self,
    ) -> tuple[dict[tuple[int, int], tuple[int, int, int]], dict[int, tuple[int, int, int]]]:
        """Spaces and cards to ring: the next space on the player's turn (green or red under
        a dragged card), an Odin action's targets (the focused one gold)."""
        model, race = self.model, self.controller.race
        spaces: dict[tuple[int, int], tuple[int, int, int]] = {}
        cards: dict[int, tuple[int, int, int]] = {}
        if race is None:
            return spaces, cards
        mode = model.mode
        if mode is Mode.PLAY:
            position = race.positions[model.viewer] + 1
            if position < race.length:
                colour = theme.GOLD_RGB
                if self.dragged is not None and self.caption[0]:
                    colour = OK_RING if self.caption[1] else BAD_RING
                spaces[(position, model.viewer)] = colour
        elif mode is Mode.TARGET:
            focus = model.focused_target() if self.show_cursor else None
            for target in model.targets():
                colour = theme.GOLD_RGB if target == focus else TARGET_RING
                if target[1] >= 0:
                    spaces[target] = colour
                else:
                    cards[target[0]] = colour
            if model.swap_first is not None:
                cards[model.swap_first] = theme.GOLD_RGB
        return spaces, cards

    def _draw_status(self, surface: pygame.Surface) -> None:
        status, tone = self.model.status()
        if not status:
            return
        lay = self.view.layout
        box = lay.status
        lines = wrapped(status, theme.scaled(20, lay.scale), TONES[tone], box.width, bold=True)
        height = sum(line.get_height() for line in lines)
        y = box.centery - height // 2
        backing = pygame.Surface(
            (max(line.get_width() for line in lines) + lay.px(28), height + lay.px(8)),
            pygame.SRCALPHA,
        )
        pygame.draw.rect(backing, (*theme.PANEL, 190), backing.get_rect(), border_radius=lay.px(10))
        surface.blit(backing, backing.get_rect(midtop=(box.centerx, y - lay.px(4))))
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()

    def _draw_caption(self, surface: pygame.Surface) -> None:
        """What the dragged card would do where it is (and why not)."""
        words, ok = self.caption
        if not words or self.dragged is None:
            return
        lay = self.view.layout
        colour = theme.GOOD if ok else theme.BAD
        label = fitted(words, theme.scaled(17, lay.scale), colour, lay.px(520), bold=True)
        rect = label.get_rect(midbottom=(round(self.dragged.x), self.dragged.rect().y - lay.px(8)))
        pad = rect.inflate(lay.px(18), lay.px(10))
        pad.clamp_ip(surface.get_rect())
        rect.center = pad.center
        pygame.draw.rect(surface, theme.PANEL, pad, border_radius=lay.px(8))
        pygame.draw.rect(surface, colour, pad, max(1, lay.px(2)), border_radius=lay.px(8))
        surface.blit(label, rect)

    def _draw_panels(self, surface: pygame.Surface) -> None:
        lay, model = self.view.layout, self.model
        self._layout_panels()
        mode = model.mode
        if mode is Mode.CHOICE:
            self.choice_panel.draw(surface, lay)
        elif mode is Mode.END:
            self.end_panel.draw(surface, lay)
        elif mode is Mode.LAY:
            options = model.lay_options()
            race = self.controller.race
            if options is not None and race is not None:
                row = [landscape_code(card) for card in race.row]
                self.lay_panel.draw(surface, lay, options, row, model.lay_cursor)
        elif mode is Mode.ARRANGE and model.order is not None:
            self.arrange_panel.draw(surface, lay, [KINDS[k] for k in model.order])
        if self.look.shown:
            self.look.draw(surface, lay)
