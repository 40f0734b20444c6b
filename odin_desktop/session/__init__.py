"""A game being played: who sits where, the engine, the bots, the moves as they happen."""
