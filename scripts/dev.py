"""Set up and run Odin Desktop from a source checkout, with nothing but Python 3.11+.

    python3 scripts/dev.py play    # create .venv, install the game, open it
    python3 scripts/dev.py test    # create .venv, install the test tools, lint, type-check, test

Extra arguments go to the game or to pytest.
"""

from __future__ import annotations

import hashlib
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


def install_stamp(extras: str) -> str:
    """What the installed environment was made from: the project's own files that say what
    to install, and the extras. Unchanged, nothing needs installing again (the game is
    installed editable: its code is read from this folder)."""
    digest = hashlib.sha256(extras.encode())
    for name in ("pyproject.toml", "setup.py"):
        digest.update((ROOT / name).read_bytes())
    return digest.hexdigest()


def run_quietly(command: list[str]) -> None:
    """Run ``command`` showing nothing unless it fails; then show all it said, and stop."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr)
        sys.exit(f"Setting up failed (exit code {done.returncode}): see above.")


def ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be run by any python3
        sys.exit(f"Odin Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    stamp = VENV / f".installed-{extras.strip('[]') or 'game'}"
    if PYTHON.exists() and stamp.exists() and stamp.read_text() == install_stamp(extras):
        return
    first = not PYTHON.exists()
    print(
        f"Setting up Odin Desktop in {VENV.name}/ "
        f"({'the first time takes about a minute' if first else 'its requirements changed'})…",
        flush=True,
    )
    if first:
        create_venv()
    pip = [str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run_quietly([*pip, "--upgrade", "pip"])
    run_quietly([*pip, "-e", f"{ROOT}{extras}"])
    stamp.write_text(install_stamp(extras))


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("play", "test"):
        print(__doc__)
        return 2
    command, rest = sys.argv[1], sys.argv[2:]
    if command == "play":
        ensure_venv("")
        print("Opening Odin Desktop…", flush=True)
        return subprocess.call([str(PYTHON), "-m", "odin_desktop", *rest])
    ensure_venv("[test]")
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    # The linter and the type checker run beside the tests (the suite leaves a core idle
    # while its real windows wait), and say what they found after the tests.
    checks = [
        subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        for command in (
            [str(PYTHON), "-m", "ruff", "check", str(ROOT)],
            # mypy reads its settings and what it checks (odin_desktop, devtools) from
            # pyproject.toml.
            [str(PYTHON), "-m", "mypy"],
        )
    ]
    # The whole suite in one test process more than there are cores (at most 4: each holds a
    # game): the whole games in real windows wait on bots and animations most of their time,
    # and the third process fills those waits. A process that runs out of tests takes some of
    # another's (the suite's tests last from milliseconds to minutes); tests chosen by
    # arguments run as pytest does.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    workers = min(4, (cores or 1) + 1)
    spread = ["--numprocesses", str(workers), "--dist", "worksteal"]
    spread = [] if rest else spread
    tests = subprocess.call([str(PYTHON), "-m", "pytest", *spread, *rest], cwd=ROOT, env=env)
    failed = 0
    for check in checks:
        said, _ = check.communicate()
        sys.stdout.write(said)
        failed = failed or check.returncode
    return failed or tests


if __name__ == "__main__":
    sys.exit(main())
