"""Screenshots of the game's screens in fixed positions, to compare a change pixel by pixel."""
