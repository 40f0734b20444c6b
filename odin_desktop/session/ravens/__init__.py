"""A game of Odin's Ravens being played: its setup, the controller that drives the engine and
the bots, and resuming a saved game."""
