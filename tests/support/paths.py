"""Where the tests find the checkout: its root, and the support folder (drivers, test bots)."""

from pathlib import Path

SUPPORT = Path(__file__).resolve().parent
ROOT = SUPPORT.parents[1]
