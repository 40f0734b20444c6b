"""Odin's Ravens' engine benchmark and the plain reference engine it is checked against."""
