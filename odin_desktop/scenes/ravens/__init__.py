"""Odin's Ravens: the game's own screens, table model, view and art loader."""
