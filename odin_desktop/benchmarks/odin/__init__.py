"""ODIN's engine benchmark and the plain reference engine it is checked against."""
