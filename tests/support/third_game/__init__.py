"""High Card: a minimal third game written only for the tests (an engine keeping
`engine.protocol`, a record format, two bots and a `Ladder`, a `GameEntry` with ``playable``
False, and what the contract tests ask each game to bring: `twins.twin`,
`twins.break_record`). Nothing outside this folder knows it; a test registers it
(`register.register`)."""
