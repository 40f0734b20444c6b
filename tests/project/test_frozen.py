"""The frozen (PyInstaller) build passes its smoke test: build/smoke_test.py.

Building takes a while and needs the build extra (`pip install -e ".[build]"`), so this runs
only with ODIN_TEST_FROZEN=1. CI runs build/smoke_test.py directly instead.
"""

from __future__ import annotations

import os
import subprocess
import sys

import paths
import pytest

ROOT = paths.ROOT

pytestmark = pytest.mark.skipif(
    os.environ.get("ODIN_TEST_FROZEN") != "1", reason="set ODIN_TEST_FROZEN=1 to build and test"
)


@pytest.mark.parametrize("layout", ["onefile", "onedir"])
def test_frozen_build_passes_smoke_test(layout: str) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "build" / "smoke_test.py"), "--layout", layout],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke test passed" in done.stdout
