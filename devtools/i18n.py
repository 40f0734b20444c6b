"""Maintain the translation catalogs with Babel (a developer tool: `pip install -e .[i18n]`).

    python -m devtools.i18n extract   # source strings -> locales/odin_desktop.pot
    python -m devtools.i18n update    # merge the template into every .po
    python -m devtools.i18n compile   # every .po -> .mo (committed; read at runtime)
    python -m devtools.i18n all       # the three in order

Only the package's player-facing code is scanned, and the engines' refusal wordings: the
bots and the command-line tools speak English on purpose (the replay JSON contract).
"""

from __future__ import annotations

import sys
from pathlib import Path

from odin_desktop.i18n import DOMAIN, LOCALE_DIR, TRANSLATED

PACKAGE = Path(__file__).resolve().parents[1] / "odin_desktop"
SCANNED = ("app", "engine", "games", "i18n", "scenes", "session", "ui")
# The engines mark only their refusals' wordings (`engine.refusal`): `Reason(code, text)` and
# `plural_reason(code, singular, plural, count)`. A message context is the first argument of
# `pgettext(context, text)` and `NC_(context, text)` (a `msgctxt` in the catalogs).
KEYWORDS = ("N_", "NC_:1c,2", "pgettext:1c,2", "Reason:2", "plural_reason:2,3")
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _babel(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *args])


def extract() -> None:
    _babel(
        "extract",
        "--no-location",  # line numbers would churn the catalogs on every edit
        "--sort-output",
        "--project=Odin Desktop",
        *(arg for keyword in KEYWORDS for arg in ("-k", keyword)),
        "-o", str(TEMPLATE),
        *(str(PACKAGE / d) for d in SCANNED if (PACKAGE / d).is_dir()),
    )  # fmt: skip


def update() -> None:
    for code in TRANSLATED:
        action = "update" if po_path(code).exists() else "init"
        extra = ["--ignore-obsolete", "--no-fuzzy-matching"] if action == "update" else []
        _babel(action, "-D", DOMAIN, "-i", str(TEMPLATE), "-d", str(LOCALE_DIR), "-l", code, *extra)


def compile_all() -> None:
    _babel("compile", "-D", DOMAIN, "-d", str(LOCALE_DIR), "--statistics")


COMMANDS = {"extract": [extract], "update": [update], "compile": [compile_all]}
COMMANDS["all"] = [extract, update, compile_all]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0] not in COMMANDS:
        print(__doc__)
        return 2
    for step in COMMANDS[args[0]]:
        step()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
