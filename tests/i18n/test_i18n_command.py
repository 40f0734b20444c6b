"""`python -m devtools.i18n extract`, the catalog tool's first step, run as the command runs it
but into a scratch template: it finds the messages the committed template holds
(tests/i18n/test_i18n.py compares the code with the template without the tool)."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from devtools import i18n as tool


def _messages(path: Path) -> set[tuple[str | None, object]]:
    with open(path, "rb") as stream:
        return {(m.context, m.id) for m in read_po(stream) if m.id}


def test_extract_writes_the_messages_of_the_committed_template(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    committed = tool.TEMPLATE
    made = tmp_path / committed.name
    monkeypatch.setattr(tool, "TEMPLATE", made)
    assert tool.main(["extract"]) == 0
    assert made.is_file(), "extract wrote somewhere else than the template it was given"
    assert _messages(made) == _messages(committed) != set()
    assert tool.main(["no-such-step"]) == 2  # says how it is used
