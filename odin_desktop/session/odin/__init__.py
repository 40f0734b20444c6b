"""A game of ODIN being played: the controller that drives the engine and the bots, and
resuming a saved game."""
