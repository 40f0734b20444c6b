"""The table's questions, drawn over it while play waits for an answer: which of an Odin
card's two actions, whether to lengthen the paths, which way round a drawn landscape card
goes, the stack's new order, and a look at a pile.

Each panel lays itself out in the middle of the table, draws, and says what a click hit; the
table turns that into the model's intent. Buttons answer keys too (their hotkeys are shown).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.ravens.cards import card_name
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.sprites import card_image, even, ring
from odin_desktop.ui import controls, panels, theme
from odin_desktop.ui.text import fitted, text, wrapped
from odin_desktop.ui.widgets import Button

Action = Callable[[], None]


def _panel(surface: pygame.Surface, rect: pygame.Rect, lay: TableLayout) -> None:
    panels.veil(surface, (6, 14, 18, 120))
    panels.draw_panel(surface, rect, lay.scale, alpha=240)


def _title(surface: pygame.Surface, rect: pygame.Rect, words: str, lay: TableLayout) -> int:
    """The panel's title; returns the y below it."""
    title = fitted(words, theme.scaled(26, lay.scale), theme.GOLD_RGB, rect.w - lay.px(30), True)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + lay.px(14))))
    return rect.y + lay.px(14) + title.get_height() + lay.px(10)


class ButtonsPanel:
    """A panel whose answers are buttons, the first ``answers`` of them focused in turn by the
    keys (the model's `answer`, which Enter takes): the focused one is drawn as the default,
    ringed, and the pointer moving onto one focuses it."""

    answers = 0

    def __init__(self, focus: Callable[[int], None], buttons: list[Button]) -> None:
        """``buttons``: the answers first, then the others (Esc's)."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = buttons
        self.focus_on = focus
        self.focus = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for i, button in enumerate(self.buttons[: self.answers]):
                if button.rect.collidepoint(event.pos):
                    self.focus_on(i)
        return any(button.handle_event(event) for button in self.buttons)

    def _focused(self, focus: int) -> None:
        """The answer ``focus`` drawn as the default (Enter's)."""
        self.focus = focus % max(1, self.answers)
        for i, button in enumerate(self.buttons[: self.answers]):
            button.primary = i == self.focus

    def _draw_focus(self, surface: pygame.Surface, lay: TableLayout) -> None:
        button = self.buttons[self.focus]
        controls.draw_focus(surface, button.rect, lay.scale)


class ChoicePanel(ButtonsPanel):
    """An Odin card's two actions: the card, large, and one button per action (a refused one
    greyed, with the reason under it)."""

    answers = 2

    def __init__(
        self, choose: Callable[[int], None], cancel: Action, focus: Callable[[int], None]
    ) -> None:
        actions = [
            Button("", lambda: choose(0), primary=True, hotkey="1"),
            Button("", lambda: choose(1), primary=True, hotkey="2"),
        ]
        super().__init__(focus, [*actions, Button(N_("Take it back"), cancel, hotkey="Esc")])
        self.reasons: tuple[str, ...] = ("", "")  # why each choice is refused ("": it is not)
        self.code = "O1"

    def layout(
        self,
        lay: TableLayout,
        code: str,
        texts: Sequence[str],
        reasons: Sequence[str],
        focus: int = 0,
    ) -> None:
        w, h = lay.size
        self._focused(focus)
        self.code = code
        self.rect = pygame.Rect(0, 0, min(w - lay.px(40), lay.px(760)), lay.px(330))
        self.rect.center = (w // 2, lay.path.centery)
        card_w = lay.px(150)
        width = self.rect.w - card_w - lay.px(74)
        # The card at the reading start, its two actions after it.
        x = self.rect.x + lay.px(24) if lay.rtl else self.rect.right - lay.px(24) - width
        for i, button in enumerate(self.buttons[:2]):
            button.label = texts[i]  # already translated: `_` of it is itself
            button.enabled = not reasons[i]
            button.rect = pygame.Rect(x, self.rect.y + lay.px(64 + 100 * i), width, lay.px(62))
        self.reasons = tuple(reasons)
        self.buttons[2].rect = pygame.Rect(0, 0, lay.px(200), lay.px(44))
        corner = (self.rect.x + lay.px(24) + lay.px(200), self.rect.bottom - lay.px(16))
        if not lay.rtl:
            corner = (self.rect.right - lay.px(24), self.rect.bottom - lay.px(16))
        self.buttons[2].rect.bottomright = corner

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        _panel(surface, self.rect, lay)
        _title(surface, self.rect, _("Choose one action"), lay)
        card = card_image(self.code, even(lay.px(150)))
        if lay.rtl:
            at = card.get_rect(midright=(self.rect.right - lay.px(26), self.rect.centery))
        else:
            at = card.get_rect(midleft=(self.rect.x + lay.px(26), self.rect.centery))
        surface.blit(card, at)
        for button, reason in zip(self.buttons, self.reasons, strict=False):
            _wrapped_button(surface, button, lay)
            if reason:
                note = fitted(reason, theme.scaled(14, lay.scale), theme.BAD, button.rect.w)
                surface.blit(
                    note, note.get_rect(midtop=(button.rect.centerx, button.rect.bottom + 3))
                )
        self.buttons[2].draw(surface, lay.scale)
        self._draw_focus(surface, lay)


def _wrapped_button(surface: pygame.Surface, button: Button, lay: TableLayout) -> None:
    """A button whose label may take two lines (an Odin card's action)."""
    caption, button.label = button.label, " "
    button.draw(surface, lay.scale)
    button.label = caption
    colour = theme.DISABLED_TEXT
    if button.enabled:
        colour = theme.BUTTON_PRIMARY_TEXT if button.primary else theme.TEXT
    lines = wrapped(caption, theme.scaled(19, lay.scale), colour, button.rect.w - lay.px(60), True)
    height = sum(line.get_height() for line in lines)
    y = button.rect.centery - height // 2
    shift = -lay.px(10) if lay.rtl else lay.px(10)  # clear of the key at the reading start
    for line in lines:
        surface.blit(line, line.get_rect(midtop=(button.rect.centerx + shift, y)))
        y += line.get_height()
    key = text(button.hotkey, theme.scaled(16, lay.scale), colour, True)
    if lay.rtl:
        at = key.get_rect(midright=(button.rect.right - lay.px(14), button.rect.centery))
    else:
        at = key.get_rect(midleft=(button.rect.x + lay.px(14), button.rect.centery))
    surface.blit(key, at)


class EndPanel(ButtonsPanel):
    """The end of the turn: lengthen the paths first, or not (the default: what a hint or a
    lesson says, else not), or keep playing."""

    answers = 3

    def __init__(
        self, end: Callable[[bool], None], cancel: Action, focus: Callable[[int], None]
    ) -> None:
        lengthen = Button(N_("Lengthen the paths"), lambda: end(True), hotkey="L")
        end_now = Button(N_("End without lengthening"), lambda: end(False), hotkey="E")
        keep = Button(N_("Keep playing"), cancel, hotkey="Esc")
        super().__init__(focus, [lengthen, end_now, keep])

    def layout(self, lay: TableLayout, focus: int = 1) -> None:
        w, _h = lay.size
        self._focused(focus)
        self.rect = pygame.Rect(0, 0, min(w - lay.px(40), lay.px(580)), lay.px(320))
        self.rect.center = (w // 2, lay.path.centery)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, lay.px(420), lay.px(52))
            button.rect.midtop = (self.rect.centerx, self.rect.y + lay.px(104 + 66 * i))

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        _panel(surface, self.rect, lay)
        y = _title(surface, self.rect, _("End your turn"), lay)
        note = fitted(
            _("Lengthening draws a landscape card and adds it after the last one."),
            theme.scaled(15, lay.scale),
            theme.TEXT_DIM,
            self.rect.w - lay.px(30),
        )
        surface.blit(note, note.get_rect(midtop=(self.rect.centerx, y)))
        for button in self.buttons:
            button.draw(surface, lay.scale)
        self._draw_focus(surface, lay)


class LayPanel:
    """A drawn landscape card: both ways round, each shown after the row's last two cards,
    so the player sees which landscapes would join. A click on one lays it so."""

    def __init__(self, lay_it: Callable[[bool], None]) -> None:
        self.lay_it = lay_it
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.options: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0)]

    def layout(self, lay: TableLayout) -> None:
        w, _h = lay.size
        self.rect = pygame.Rect(0, 0, min(w - lay.px(40), lay.px(820)), lay.px(330))
        self.rect.center = (w // 2, lay.path.centery)
        half = (self.rect.w - lay.px(60)) // 2
        for i in range(2):
            slot = 1 - i if lay.rtl else i  # the card as drawn first, in reading order
            x = self.rect.x + lay.px(20) + slot * (half + lay.px(20))
            self.options[i] = pygame.Rect(
                x, self.rect.y + lay.px(62), half, self.rect.h - lay.px(80)
            )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.options):
                if rect.collidepoint(event.pos):
                    self.lay_it(i == 1)
                    return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        options: tuple[str, str],
        before: Sequence[str],
        focus: int,
    ) -> None:
        _panel(surface, self.rect, lay)
        _title(surface, self.rect, _("Lay the drawn card"), lay)
        for i, (rect, code) in enumerate(zip(self.options, options, strict=True)):
            hot = i == focus
            pygame.draw.rect(
                surface, theme.BUTTON_HOVER if hot else theme.BUTTON, rect, border_radius=12
            )
            edge = theme.GOLD_RGB if hot else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, max(1, lay.px(2)), border_radius=12)
            cards = [*before[-2:], code]
            width = even(min(lay.px(104), (rect.w - lay.px(30)) // 3))
            cw, ch = art.card_size(width)
            x = rect.centerx - (len(cards) * (cw + 4) - 4) // 2
            y = rect.y + lay.px(12)
            for n, shown in enumerate(cards):
                image = art.landscape_card(shown, width)
                if n < len(cards) - 1:
                    image = image.copy()
                    image.set_alpha(150)  # the row's end, a little dimmed
                surface.blit(image, (x, y))
                if n == len(cards) - 1:
                    band = ring(cw, ch, theme.GOLD_RGB, 3)
                    surface.blit(band, band.get_rect(center=(x + cw // 2, y + ch // 2)))
                x += cw + 4
            label = _("As drawn") if i == 0 else _("Turned round")
            words = fitted(
                f"{label} ({i + 1}): {card_name(code)}",
                theme.scaled(16, lay.scale),
                theme.TEXT,
                rect.w - lay.px(10),
                True,
            )
            surface.blit(words, words.get_rect(midbottom=(rect.centerx, rect.bottom - lay.px(8))))


class ArrangePanel:
    """The stack's new order (O2): its cards face up, top first; drag one to its new place,
    or move the focused one with the arrow keys. Done plays the card."""

    def __init__(self, move: Callable[[int, int], None], done: Action, cancel: Action) -> None:
        self.move = move
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.slots: list[pygame.Rect] = []
        self.focus = 0
        self.dragging: int | None = None
        self.drag_x = 0
        self.buttons = [
            Button(N_("Done"), done, primary=True, hotkey="Enter"),
            Button(N_("Take it back"), cancel, hotkey="Esc"),
        ]

    def layout(self, lay: TableLayout, count: int) -> None:
        w, _h = lay.size
        self.rect = pygame.Rect(0, 0, min(w - lay.px(40), lay.px(900)), lay.px(330))
        self.rect.center = (w // 2, lay.path.centery)
        width = even(min(lay.px(110), (self.rect.w - lay.px(40)) / max(1, count) - 6))
        cw, ch = art.card_size(width)
        step = cw + 6
        x = self.rect.centerx - (count * step - 6) // 2
        self.slots = [
            pygame.Rect(x + i * step, self.rect.y + lay.px(70), cw, ch) for i in range(count)
        ]
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, lay.px(180), lay.px(46))
            button.rect.bottomright = (
                self.rect.right - lay.px(24) - i * lay.px(196),
                self.rect.bottom - lay.px(14),
            )

    def slot_at(self, x: int) -> int:
        for i, slot in enumerate(self.slots):
            if x < slot.centerx:
                return i
        return max(0, len(self.slots) - 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if any(button.handle_event(event) for button in self.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, slot in enumerate(self.slots):
                if slot.collidepoint(event.pos):
                    self.dragging, self.focus, self.drag_x = i, i, event.pos[0]
                    return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.drag_x = event.pos[0]
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            target = self.slot_at(event.pos[0])
            self.move(self.dragging, target)
            self.focus, self.dragging = target, None
            return True
        return False

    def key(self, delta: int, carry: bool) -> None:
        """Arrows move the focus; with Shift (``carry``) they move the focused card."""
        count = len(self.slots)
        if not count:
            return
        target = max(0, min(count - 1, self.focus + delta))
        if carry:
            self.move(self.focus, target)
        self.focus = target

    def draw(
        self, surface: pygame.Surface, lay: TableLayout, order: Sequence[str], how: str
    ) -> None:
        """``how``: how the cards are moved, in the words of the device in use."""
        _panel(surface, self.rect, lay)
        _title(surface, self.rect, _("Put your stack in any order"), lay)
        if not order:  # the Odin card may be played on an empty stack: it changes nothing
            empty = fitted(
                _("Your stack has no cards: Done plays the Odin card, changing nothing"),
                theme.scaled(18, lay.scale),
                theme.TEXT_DIM,
                self.rect.w - lay.px(48),
            )
            surface.blit(empty, empty.get_rect(center=(self.rect.centerx, self.rect.centery)))
        for i, (slot, code) in enumerate(zip(self.slots, order, strict=False)):
            if i == self.dragging:
                continue
            surface.blit(card_image(code, slot.w), slot)
            if i == self.focus:
                band = ring(slot.w, slot.h, theme.GOLD_RGB, 3)
                surface.blit(band, band.get_rect(center=slot.center))
        if self.slots:
            top = text(_("top"), theme.scaled(15, lay.scale), theme.TEXT_DIM)
            surface.blit(
                top, top.get_rect(midtop=(self.slots[0].centerx, self.slots[0].bottom + 4))
            )
        if self.dragging is not None and self.dragging < len(order):
            slot = self.slots[self.dragging]
            image = card_image(order[self.dragging], slot.w)
            surface.blit(image, image.get_rect(center=(self.drag_x, slot.centery - lay.px(14))))
        if order:
            hint = fitted(how, theme.scaled(14, lay.scale), theme.TEXT_DIM, self.rect.w // 2)
            surface.blit(
                hint,
                hint.get_rect(bottomleft=(self.rect.x + lay.px(24), self.rect.bottom - lay.px(26))),
            )
        for button in self.buttons:
            button.draw(surface, lay.scale)


class LookPanel:
    """A look at a pile's cards (a discard pile, a stack of one's own), grouped by card."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.codes: tuple[str, ...] = ()
        self.in_order = False  # a stack: top first; a discard pile: grouped

    def open(self, title: str, codes: Sequence[str], in_order: bool) -> None:
        self.title, self.codes, self.in_order = title, tuple(codes), in_order

    @property
    def shown(self) -> bool:
        return bool(self.title)

    def close(self) -> None:
        self.title, self.codes = "", ()

    def draw(self, surface: pygame.Surface, lay: TableLayout, closing: str) -> None:
        """``closing``: how it is closed, in the words of the device in use."""
        w, _h = lay.size
        self.rect = pygame.Rect(0, 0, min(w - lay.px(40), lay.px(900)), lay.px(300))
        self.rect.center = (w // 2, lay.path.centery)
        _panel(surface, self.rect, lay)
        _title(surface, self.rect, self.title, lay)
        codes = self.codes if self.in_order else tuple(sorted(self.codes, key=_order))
        count = max(1, len(codes))
        width = even(min(lay.px(96), (self.rect.w - lay.px(60)) / min(count, 12)))
        cw, ch = art.card_size(width)
        step = min(cw + 6, (self.rect.w - lay.px(40) - cw) / max(1, count - 1))
        x = self.rect.centerx - (step * (count - 1) + cw) / 2
        for i, code in enumerate(codes):
            surface.blit(card_image(code, width), (round(x + i * step), self.rect.y + lay.px(66)))
        if not codes:
            empty = text(_("No cards"), theme.scaled(18, lay.scale), theme.TEXT_DIM)
            surface.blit(empty, empty.get_rect(center=self.rect.center))
        close = text(closing, theme.scaled(14, lay.scale), theme.TEXT_DIM)
        surface.blit(
            close, close.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - lay.px(10)))
        )


def _order(code: str) -> int:
    order = ("F", "M", "L", "P", "S", "O1", "O2", "O3", "O4")
    return order.index(code) if code in order else len(order)
