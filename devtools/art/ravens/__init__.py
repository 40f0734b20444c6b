"""Generators of Odin's Ravens' art and sounds (dev-time only; see docs/art/RAVENS.md)."""
