"""Development tools, not part of the game (the wheel and the frozen builds leave them out).

- `devtools.art` — generators of the card art, icon, layouts, sounds and fonts in `assets/`,
  and review renders (contact sheets, layout previews, the colour-vision check).
- `devtools.i18n` — extract, update and compile the translation catalogs (Babel).
- `devtools.drivers` — the monkey (random input) and kill (SIGKILL and Continue) testers.
- `devtools.ai` — AI research: the move fuzzer, the oracle, pass rates.

Run them from the repository root: `python -m devtools.art.gen_cards`.
"""
