"""A game review killed at any moment leaves the review kept beside its record whole, and a
review with the same settings goes on from it (it runs the command as players do, with the
analysts' own budgets)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import paths
from review_positions import odin_missed_finish

from odin_desktop.analysis import cache
from odin_desktop.analysis.review import Review, ReviewSettings


def test_a_review_killed_at_any_moment_leaves_a_cache_it_resumes_from(tmp_path: Path) -> None:
    record, _ = odin_missed_finish(2, 1)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    kept = cache.cache_path(path)
    process = subprocess.Popen(
        [sys.executable, "-m", "odin_desktop", "review", str(path), "--jobs", "1"],
        cwd=paths.ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while not kept.exists() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert kept.exists(), "the review kept nothing"
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
    doc = json.loads(kept.read_text(encoding="utf-8"))  # whole: written atomically
    assert doc["answers"]
    # A review with the same settings takes its answers back.
    resumed = Review(record, ReviewSettings(workers=1), path)
    found = [job for job in resumed.jobs if resumed.cache.get(job.key, job.kind) is not None]
    assert len(found) == len(doc["answers"])
