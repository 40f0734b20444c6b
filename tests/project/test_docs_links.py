"""Every link in the README and the docs resolves inside the repository, anchors included, and
no page points at the team's private references: on the project's page each would be dead."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import paths
import pytest

ROOT = paths.ROOT
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])

FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.DOTALL)
COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
# [text](target "title") and ![alt](target); the text may hold code spans and brackets.
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$", re.MULTILINE)
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)
EXTERNAL = ("http://", "https://", "mailto:")


def _prose(text: str) -> str:
    """The page without code blocks and comments, where nothing is a link."""
    return COMMENT.sub("", FENCE.sub("", text))


def links(text: str) -> list[str]:
    prose = _prose(text)
    without_code = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), prose)
    # Link text keeps its code spans out of the way; the targets come from the same places.
    found = [prose[m.start(1) : m.end(1)] for m in INLINE_LINK.finditer(without_code)]
    return found + [m.group(1) for m in REFERENCE.finditer(without_code)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, formatting and punctuation dropped (not
    hyphens or underscores), spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors a page offers; a repeated heading gets -1, -2 … as on GitHub."""
    seen: Counter[str] = Counter()
    found = set()
    for heading in HEADING.findall(_prose(page.read_text(encoding="utf-8"))):
        base = slug(heading)
        found.add(base if not seen[base] else f"{base}-{seen[base]}")
        seen[base] += 1
    return found


def _name(page: Path) -> str:
    return page.relative_to(ROOT).as_posix()


def test_the_pages_are_found() -> None:
    names = {_name(page) for page in PAGES}
    assert {"README.md", "docs/RULES.md", "docs/RECORDS.md", "docs/BOTS.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_link_resolves_inside_the_repository(page: Path) -> None:
    broken = []
    for target in links(page.read_text(encoding="utf-8")):
        if target.startswith(EXTERNAL):
            continue
        path, _, anchor = target.partition("#")
        goal = (page.parent / path).resolve() if path else page
        if ROOT not in goal.parents and goal != ROOT:
            broken.append(f"{target}: outside the repository")
        elif not goal.exists():
            broken.append(f"{target}: no such file")
        elif anchor and goal.suffix == ".md" and anchor not in anchors(goal):
            broken.append(f"{target}: no heading #{anchor} in {_name(goal)}")
    assert broken == []


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_no_page_refers_to_the_private_references(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text and "shared/spec" not in text


# The checker itself: each of these would let a dead link through if it went wrong.


def test_links_are_read_from_prose_but_not_from_code() -> None:
    text = (
        'See [`docs/A.md`](docs/A.md#x) and ![pic](img/p.png "t").\n'
        "`[not](a-link.md)` and\n```\n[nor](this.md)\n```\n<!-- [nor](that.md) -->\n"
        "[ref]: other/B.md\n[a [nested] text](C.md)\n"
    )
    assert links(text) == ["docs/A.md#x", "img/p.png", "C.md", "other/B.md"]


def test_anchors_follow_githubs_rules(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text(
        "# The `replay` command\n## ODIN: protocol `odin-bot`, version 1\n"
        "## Faults\n### Faults\n```\n# not a heading\n```\n"
    )
    assert anchors(page) == {
        "the-replay-command",
        "odin-protocol-odin-bot-version-1",
        "faults",
        "faults-1",
    }
