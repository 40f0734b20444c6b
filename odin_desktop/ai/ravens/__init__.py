"""Odin's Ravens' bots: Random, Easy (Thrall), Normal (Warrior), Hard (Jarl), Expert (Odin),
the game loop they play in (`match`) and their benchmark (`bench`). See docs/AI.md."""
