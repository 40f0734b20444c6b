"""Set up and run Odin Desktop from a source checkout, with nothing but Python 3.11+.

    python3 scripts/dev.py play    # create .venv, install the game, open it
    python3 scripts/dev.py test    # create .venv, install the test tools, lint, type-check, test

Extra arguments go to the game or to pytest.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def create_venv() -> None:
    """Make .venv with pip, or stop with one sentence saying what to do."""
    try:
        if importlib.util.find_spec("ensurepip") is None:
            raise ImportError("ensurepip is missing")
        venv.create(VENV, with_pip=True)
    except (ImportError, subprocess.CalledProcessError):
        # Debian and Ubuntu ship venv's pip bootstrap (ensurepip) in a separate package; a
        # half-made .venv would only fail again next time.
        shutil.rmtree(VENV, ignore_errors=True)
        package = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
        sys.exit(
            f"This Python cannot create virtual environments with pip: install the {package} "
            f"package (e.g. `sudo apt install {package}`) and run this again."
        )
    except OSError as error:
        shutil.rmtree(VENV, ignore_errors=True)
        sys.exit(f"Could not create {VENV}: {error.strerror or error}.")


def ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be run by any python3
        sys.exit(f"Odin Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not PYTHON.exists():
        create_venv()
    pip = [str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "-e", f"{ROOT}{extras}"], check=True)


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("play", "test"):
        print(__doc__)
        return 2
    command, rest = sys.argv[1], sys.argv[2:]
    if command == "play":
        ensure_venv("")
        return subprocess.call([str(PYTHON), "-m", "odin_desktop", *rest])
    ensure_venv("[test]")
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    lint = subprocess.call([str(PYTHON), "-m", "ruff", "check", str(ROOT)], cwd=ROOT, env=env)
    # mypy reads its settings and what it checks (odin_desktop) from pyproject.toml.
    types = subprocess.call([str(PYTHON), "-m", "mypy"], cwd=ROOT, env=env)
    tests = subprocess.call([str(PYTHON), "-m", "pytest", *rest], cwd=ROOT, env=env)
    return lint or types or tests


if __name__ == "__main__":
    sys.exit(main())
