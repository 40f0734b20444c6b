"""The rules engines, pure Python (no pygame anywhere below here: a test enforces it).

Each game has its own package: `engine.odin` (ODIN) and `engine.ravens` (Odin's Ravens).
What they share lives here: `refusal` (why a move is illegal, as data) and `jsonio`
(reading a record's bytes safely).
"""
