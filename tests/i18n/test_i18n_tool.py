"""`python -m devtools.i18n` run small, on a copy of the catalogs: it rewrites a file only when
its words change (a run's date stamp is no change), so one language's edit touches that
language's catalog alone, and a language new to the list gets a catalog, every string empty."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="Babel is in the test extra")
from babel.messages.pofile import read_po  # noqa: E402

from devtools import i18n as tool  # noqa: E402


def _files(folder: Path) -> dict[Path, bytes]:
    return {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_only_the_catalogs_whose_words_change_are_written(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    shutil.copytree(tool.LOCALE_DIR, locales)
    template = locales / tool.TEMPLATE.name
    before = _files(locales)
    assert tool.extract(template) is False  # the code's strings are the template's
    assert tool.update(locale_dir=locales, template=template) == []
    assert tool.compile_all(locale_dir=locales) == []
    assert _files(locales) == before

    german = tool.po_path("de", locales)
    text = german.read_text("utf-8")
    assert 'msgid "Back"\nmsgstr "Zurück"\n' in text
    german.write_text(text.replace('msgid "Back"\nmsgstr "Zurück"\n', 'msgid "Back"\nmsgstr "Z"\n'))
    assert tool.update(locale_dir=locales, template=template) == []  # a word is no new string
    assert tool.compile_all(locale_dir=locales) == ["de"]
    changed = {path for path, data in _files(locales).items() if before.get(path) != data}
    assert changed == {german, german.with_suffix(".mo")}


def test_a_new_language_gets_its_catalog_every_string_empty(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    shutil.copytree(tool.LOCALE_DIR, locales)
    template = locales / tool.TEMPLATE.name
    assert tool.update(("fr",), locales, template) == ["fr"]
    with open(tool.po_path("fr", locales), "rb") as f:
        catalog = read_po(f, locale="fr")
    messages = [m for m in catalog if m.id]
    assert len(messages) > 250 and not any(
        any(m.string) if isinstance(m.string, tuple) else m.string for m in messages
    )
    assert tool.compile_all(("fr",), locales) == ["fr"]
    assert tool.po_path("fr", locales).with_suffix(".mo").is_file()
