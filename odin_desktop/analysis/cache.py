"""The review kept beside its record (``<record>.review.json``, the record's name without the
``.gz`` of a compressed one), so a reviewed game opens at once and a review cancelled or
killed goes on from what was finished.

The file holds the answers of the jobs done (`analysis.jobs`) under a key: the record's
content (a hash), the analysis's version and the settings that change answers (seed, time
limit). Another key means another review: the file is replaced. It is written atomically
after every few answers, so a review killed at any moment leaves the last complete file;
what is read back is checked like any input (a damaged or edited file is ignored, answer by
answer), and a folder that refuses to be written only costs the keeping.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from odin_desktop.analysis.jobs import Answer, answer_from_json
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.fileio import write_text_atomic

FORMAT = "odin-desktop-review-cache"
VERSION = 2  # 2: answers carry their standard errors (version 1 files are worked out again)
SUFFIX = ".review.json"
DEEP_SUFFIX = ".deep-review.json"  # a deep review, kept beside the ordinary one
SAVE_EVERY = 2.0  # seconds between two writes while answers come in


def cache_path(record: str | os.PathLike[str], deep: bool = False) -> Path:
    """Where the review of the record at ``record`` is kept (``deep``: its deep review): one
    file for either form of the record (``NAME.json`` or, compressed, ``NAME.json.gz``:
    ``NAME.json.review.json``, ``NAME.json.deep-review.json``)."""
    path = Path(record)
    return path.with_name(path.name.removesuffix(".gz") + (DEEP_SUFFIX if deep else SUFFIX))


def record_hash(doc: Any) -> str:
    """The record's content, as a hash (whatever its spacing or key order on disk)."""
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Cache:
    """The answers kept for one key; ``path`` None keeps nothing."""

    def __init__(self, path: Path | None, key: dict[str, Any]) -> None:
        self.path = path
        self.key = key
        self.answers: dict[str, Any] = {}  # job key -> answer JSON, as read or computed
        self.failed: str | None = None  # why the file could not be written, if it could not
        self._saved_at = 0.0
        self._dirty = False
        if path is not None:
            self.answers = self._read(path)

    def _read(self, path: Path) -> dict[str, Any]:
        try:
            doc = load_json(path)
        except Unreadable:
            return {}
        if (
            not isinstance(doc, dict)
            or doc.get("format") != FORMAT
            or doc.get("version") != VERSION
            or doc.get("key") != self.key
            or not isinstance(doc.get("answers"), dict)
        ):
            return {}
        return dict(doc["answers"])

    def get(self, key: str, kind: str) -> Answer | None:
        """The answer kept for a job, checked; None when there is none or it is damaged."""
        if key not in self.answers:
            return None
        try:
            return answer_from_json(kind, self.answers[key])
        except ValueError:
            del self.answers[key]
            return None

    def put(self, key: str, answer: Answer) -> None:
        self.answers[key] = answer
        self._dirty = True
        if time.monotonic() - self._saved_at >= SAVE_EVERY:
            self.save(complete=False)

    def save(self, complete: bool) -> None:
        """Write the file now (atomically); a refusal is remembered, not raised."""
        if self.path is None or self.failed is not None:
            return
        if not self._dirty and not complete:
            return
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "key": self.key,
            "complete": complete,
            "answers": self.answers,
        }
        try:
            write_text_atomic(self.path, json.dumps(doc, separators=(",", ":")))
        except OSError as error:
            self.failed = error.strerror or str(error)
        self._saved_at = time.monotonic()
        self._dirty = False
