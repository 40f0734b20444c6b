"""The phases of a race and the limits of a turn (shared by the race and its checks)."""

from __future__ import annotations

ACTION, LAY, OVER = 0, 1, 2  # choosing actions, laying a drawn landscape card, race over
CARDS_PER_SOURCE = 3  # cards a turn may play from the hand, and from the stack
MAGIC_BONUS = 3  # for the bigger Magic Way row at the end of a race
