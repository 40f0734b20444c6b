"""High Card: a minimal third game written only for the tests (an engine keeping
`engine.protocol`, a record format, two bots and a `Ladder`, its screens on the shared bases
and a `GameEntry` that reaches them as every game's does, and what the contract tests ask
each game to bring: `twins.twin`, `twins.break_record`). Nothing outside this folder knows
it; a test registers it (`register.register`), a driver with ``--register``."""
