"""ODIN's own words: its cards named for players (`cards`)."""
