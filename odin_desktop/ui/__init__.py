"""The presentation layer's building blocks: assets, card art, layouts, fonts and sounds."""
