"""High Card's table model (pygame-free), on the shared `TableModel`: the player's intents
(a card played; the keys' and the pad's cursor along the hand) and the few hooks the base
asks of a game. Everything else (the status line, the bots' pace, hot seat, hints, the tutor,
the round's end) is the base's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from odin_desktop.analysis.judge import expert_seconds
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.table_advice import Advice, advice, chance_reason
from odin_desktop.scenes.table_model import TableModel, Tone
from third_game.engine import HighCardObservation, HighCardOutcome, RoundState
from third_game.session import HighCardController


@dataclass(frozen=True)
class Played:
    """A card was played (the scene moves it and, at a trick's end, clears the middle)."""

    outcome: HighCardOutcome


def card_words(card: int) -> str:
    return _("Play {card}").format(card=card)


class HighCardTableModel(TableModel[HighCardController]):
    def __init__(
        self,
        controller: HighCardController,
        settings: Any,
        save: Callable[[HighCardController], object] = lambda _controller: None,
    ) -> None:
        super().__init__(controller, settings, save)
        self.cursor = 0  # the keys' card in the viewer's hand
        self.cursor_shown = False  # shown once a key (or a pad) moved it

    # ------------------------------------------------------------------ facts

    @property
    def current_round(self) -> RoundState | None:
        return self.controller.round

    def hand(self, seat: int | None = None) -> list[int]:
        """A seat's cards in its hand, lowest first (the viewer's by default)."""
        state = self.current_round
        if state is None:
            return []
        return sorted(state.hands[self.viewer if seat is None else seat])

    def cursor_card(self) -> int | None:
        hand = self.hand()
        return hand[self.cursor % len(hand)] if hand and self.cursor_shown else None

    def _guide(self, seat: int) -> str:
        state = self.current_round
        if state is not None and state.table is not None:
            return N_("Play a card: the higher card wins the trick")
        return N_("Lead a card")

    # ------------------------------------------------------------------ intents

    def play(self, card: int) -> bool:
        """The player plays ``card`` (a click, Enter on the cursor): refused in words when
        the engine says no."""
        if not self.human_turn or self.handing_over:
            return False
        refusal = self.controller.game.refusal(card, self.viewer)
        if refusal is not None:
            self.refuse(refusal)
            return False
        return self._commit(card)

    def move_cursor(self, delta: int) -> None:
        hand = self.hand()
        if not hand:
            return
        if self.cursor_shown:
            self.cursor = (self.cursor + delta) % len(hand)
        self.cursor_shown = True

    def play_cursor(self) -> bool:
        card = self.cursor_card()
        if card is None:
            self.move_cursor(0)
            return False
        return self.play(card)

    def _clear_intents(self, new_viewer: bool = False) -> None:
        self.cursor = 0
        if new_viewer:
            self.cursor_shown = False

    # ------------------------------------------------------------------ rounds

    def _round_due(self) -> bool:
        return self.controller.game.needs_round

    def _begin_round(self) -> None:
        self.controller.start_round()

    def _resume_round(self) -> None:
        self.log_epoch += 1

    def _new_log(self) -> None:
        self.log_epoch += 1

    def apply(self, action: int) -> HighCardOutcome:
        self.bot_wait = 0.0
        outcome = self.controller.play(action)
        hand = self.hand()
        self.cursor = min(self.cursor, max(0, len(hand) - 1))
        self.events.append(Played(outcome))
        if outcome.round_over:
            self._announce(outcome)
            self.summary_wait = 0.0
        else:
            self._hand_over()
        self._save(self.controller)
        return outcome

    def _announce(self, outcome: HighCardOutcome) -> None:
        state = self.current_round
        assert state is not None
        best = max(state.tricks)
        winners = [s for s, t in enumerate(state.tricks) if t == best]
        if len(winners) > 1:
            self.say(N_("The round is a tie"), Tone.GOLD)
        elif is_you(self.names[winners[0]]):
            self.say(N_("You win the round!"), Tone.GOLD)
        else:
            self.say(N_("{name} wins the round!"), Tone.GOLD, name=self.names[winners[0]])

    # ------------------------------------------------------------------ hints

    def _show_hint(self, action: int) -> None:
        hand = self.hand()
        if action in hand:
            self.cursor, self.cursor_shown = hand.index(action), True
        self.say(N_("Hint: {advice}"), Tone.GOLD, advice=card_words(action))

    def _expert(self) -> tuple[Any, float]:
        from third_game.analyst import HighCardAnalyst
        from third_game.bots import LADDER

        return HighCardAnalyst(), expert_seconds(LADDER.budgets)

    def _advise(self, obs: HighCardObservation, valuation: Any) -> Advice:
        best = valuation.best
        return advice(best, lambda: card_words(best), lambda: chance_reason(valuation, best))
