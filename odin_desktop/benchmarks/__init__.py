"""Measurements behind `odin-desktop bench`, and the reference engine they compare against."""
