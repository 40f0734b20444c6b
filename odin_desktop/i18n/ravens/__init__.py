"""Odin's Ravens' own words: its cards, Odin cards and refusals named for players (`cards`)."""
