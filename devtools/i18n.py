"""Maintain the translation catalogs with Babel (a developer tool: `pip install -e .[i18n]`).

    python -m devtools.i18n extract   # source strings -> locales/odin_desktop.pot
    python -m devtools.i18n update    # merge the template into every .po
    python -m devtools.i18n compile   # every .po -> .mo (committed; read at runtime)
    python -m devtools.i18n all       # the three in order

Only the package's player-facing code is scanned, and the engines' refusal wordings: the
bots and the command-line tools speak English on purpose (the replay JSON contract).

Each step rewrites only the files whose content changes: a run stamps the date in a catalog's
header (and Babel's release in a compiled one), so a catalog no string of which changed is
left as it was, and a change to one language's words touches that language's files alone.
A language of `i18n.SPOKEN` without a catalog gets one (`update`), every string empty.
"""

from __future__ import annotations

import gettext
import io
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from odin_desktop.i18n import DOMAIN, LOCALE_DIR, TRANSLATED

PACKAGE = Path(__file__).resolve().parents[1] / "odin_desktop"
SCANNED = ("app", "engine", "games", "i18n", "scenes", "session", "ui")
# The engines mark only their refusals' wordings (`engine.refusal`): `Reason(code, text)` and
# `plural_reason(code, singular, plural, count)`. A message context is the first argument of
# `pgettext(context, text)` and `NC_(context, text)` (a `msgctxt` in the catalogs).
KEYWORDS = ("N_", "NC_:1c,2", "pgettext:1c,2", "Reason:2", "plural_reason:2,3")
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
# Header lines a run writes anew whatever the content: not a change.
STAMPS = ('"POT-Creation-Date:', '"Generated-By:')


def po_path(code: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _babel(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface

    # Babel ships no annotations.
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def _said(text: str) -> list[str]:
    """A catalog's lines without its stamps."""
    return [line for line in text.splitlines() if not line.startswith(STAMPS)]


def _keep_or_replace(made: Path, path: Path) -> bool:
    """Put ``made`` at ``path`` when it says something else than the file there (its stamps
    aside); True when it did."""
    if path.exists() and _said(made.read_text("utf-8")) == _said(path.read_text("utf-8")):
        made.unlink()
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(made, path)
    return True


def _messages(mo: bytes) -> dict[object, str]:
    """A compiled catalog's entries, its header without its stamps."""
    entries = dict(gettext.GNUTranslations(io.BytesIO(mo))._catalog)  # type: ignore[attr-defined]
    header = entries.get("", "")
    entries[""] = "".join(
        line
        for line in header.splitlines(keepends=True)
        if not line.startswith(tuple(s.strip('"') for s in STAMPS))
    )
    return entries


def extract(template: Path = TEMPLATE, package: Path = PACKAGE) -> bool:
    """The template from the code; True when it changed."""
    with tempfile.TemporaryDirectory() as scratch:
        made = Path(scratch) / template.name
        _babel(
            "extract",
            "--no-location",  # line numbers would churn the catalogs on every edit
            "--sort-output",
            "--project=Odin Desktop",
            *(arg for keyword in KEYWORDS for arg in ("-k", keyword)),
            "-o", str(made),
            *(str(package / d) for d in SCANNED if (package / d).is_dir()),
        )  # fmt: skip
        return _keep_or_replace(made, template)


def update(
    codes: tuple[str, ...] = TRANSLATED, locale_dir: Path = LOCALE_DIR, template: Path = TEMPLATE
) -> list[str]:
    """Every catalog merged with the template (a new language's begun); the codes changed."""
    changed = []
    for code in codes:
        path = po_path(code, locale_dir)
        with tempfile.TemporaryDirectory() as scratch:
            made = Path(scratch) / path.name
            if path.exists():
                shutil.copyfile(path, made)  # `update -o` merges into the file it is given
                extra = ["--ignore-obsolete", "--no-fuzzy-matching"]
                _babel(
                    "update", "-D", DOMAIN, "-i", str(template), "-o", str(made), "-l", code, *extra
                )
            else:
                _babel("init", "-D", DOMAIN, "-i", str(template), "-o", str(made), "-l", code)
            if _keep_or_replace(made, path):
                changed.append(code)
    return changed


def compile_all(codes: tuple[str, ...] = TRANSLATED, locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Every catalog compiled (how much of each is translated, said); the codes changed."""
    changed = []
    for code in codes:
        po = po_path(code, locale_dir)
        mo = po.with_suffix(".mo")
        with tempfile.TemporaryDirectory() as scratch:
            made = Path(scratch) / mo.name
            _babel(
                "compile", "-D", DOMAIN, "-i", str(po), "-o", str(made), "-l", code, "--statistics"
            )
            if mo.exists() and _messages(made.read_bytes()) == _messages(mo.read_bytes()):
                continue
            shutil.move(made, mo)
            changed.append(code)
    return changed


COMMANDS: dict[str, list[Callable[[], object]]] = {
    "extract": [extract],
    "update": [update],
    "compile": [compile_all],
}
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
