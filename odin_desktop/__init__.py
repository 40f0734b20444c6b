"""Odin Desktop: the card game ODIN for the desktop."""

__version__ = "0.1.0"
