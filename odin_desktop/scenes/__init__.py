"""The screens: the shell's own (menu, settings, records, review) and each game's in its folder."""
