"""Build the standalone Odin Desktop executables with PyInstaller.

    python build/build.py              # both layouts
    python build/build.py --onefile    # dist/onefile/odin-desktop[.exe]: one file to download
    python build/build.py --onedir     # dist/onedir/odin-desktop/ (+ "Odin Desktop.app" on macOS)
    python build/build.py --package    # also zip/tar the results into dist/release/

Needs the build extra: `pip install -e ".[build]"`. PyInstaller's scratch files go to
build/work/ (ignored by git) so the tracked build/ folder is never touched.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

BUILD = Path(__file__).resolve().parent
ROOT = BUILD.parent
SPEC = BUILD / "odin-desktop.spec"
DIST = ROOT / "dist"
WORK = BUILD / "work"
NAME = "odin-desktop"
APP = "Odin Desktop.app"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def onefile_path() -> Path:
    return DIST / "onefile" / f"{NAME}{EXE_SUFFIX}"


def onedir_path() -> Path:
    return DIST / "onedir" / NAME


def onedir_exe() -> Path:
    """The executable inside the one-folder build (the console one on Windows)."""
    name = f"{NAME}-cli.exe" if sys.platform == "win32" else NAME
    return onedir_path() / name


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from odin_desktop import __version__

    return __version__


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64").replace("aarch64", "arm64")
    return f"{system}-{machine}"


def size_mb(path: Path) -> float:
    """Bytes on disk in MB; symlinks (PyInstaller links libraries in one-folder builds) are free."""
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files if not p.is_symlink()) / 1e6


def run_pyinstaller(layout: str, clean: bool) -> float:
    """Build one layout ("onefile" or "onedir"); returns the seconds it took."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={DIST / layout}",
        f"--workpath={WORK / layout}",
    ]
    if clean:
        command.append("--clean")
    command += ["--", "--onefile"] if layout == "onefile" else []
    print(f"building {layout}: {' '.join(command)}", flush=True)
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True)
    return time.perf_counter() - start


def package(layouts: list[str]) -> list[Path]:
    """Archives for a release, named odin-desktop-<version>-<platform>[-<layout>].<ext>."""
    out = DIST / "release"
    out.mkdir(parents=True, exist_ok=True)
    stem = f"{NAME}-{version()}-{platform_tag()}"
    made: list[Path] = []
    # macOS players get the .app (one folder inside); a bare one-file binary there would open
    # a Terminal window on double-click, so it is built and smoke-tested but not shipped.
    if "onefile" in layouts and sys.platform != "darwin":
        if sys.platform == "win32":
            target = out / f"{stem}.exe"
            shutil.copy2(onefile_path(), target)
        else:
            # The binary plus what a Linux desktop needs to list it (see build/linux/).
            target = out / f"{stem}.tar.gz"
            with tarfile.open(target, "w:gz") as tar:
                tar.add(onefile_path(), f"{stem}/{NAME}")
                if sys.platform.startswith("linux"):
                    for extra in ("install.sh", f"{NAME}.desktop"):
                        tar.add(BUILD / "linux" / extra, f"{stem}/{extra}")
                    tar.add(ROOT / "assets" / "icon" / "icon_256.png", f"{stem}/{NAME}.png")
        made.append(target)
    if "onedir" in layouts:
        if sys.platform == "darwin":
            # ditto keeps the bundle's symlinks, permissions and signature intact.
            target = out / f"{stem}.app.zip"
            subprocess.run(
                ["ditto", "-c", "-k", "--keepParent", str(DIST / "onedir" / APP), str(target)],
                check=True,
            )
        elif sys.platform == "win32":
            target = out / f"{stem}-folder.zip"
            with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
                for path in sorted(onedir_path().rglob("*")):
                    archive.write(path, Path(stem) / path.relative_to(onedir_path()))
        else:  # tar keeps the folder's library symlinks as links
            target = out / f"{stem}-folder.tar.gz"
            with tarfile.open(target, "w:gz") as tar:
                tar.add(onedir_path(), stem)
        made.append(target)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    layout = parser.add_mutually_exclusive_group()
    layout.add_argument("--onefile", action="store_true", help="build the one-file executable")
    layout.add_argument("--onedir", action="store_true", help="build the one-folder app")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    parser.add_argument("--package", action="store_true", help="archive into dist/release/")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print('PyInstaller is missing: pip install -e ".[build]"', file=sys.stderr)
        return 2
    layouts = ["onefile"] if args.onefile else ["onedir"] if args.onedir else ["onefile", "onedir"]
    os.environ.setdefault("PYTHONHASHSEED", "0")  # steadier builds: same module order each time
    for name in layouts:
        seconds = run_pyinstaller(name, args.clean)
        built = onefile_path() if name == "onefile" else onedir_path()
        print(f"built {built} ({size_mb(built):.1f} MB) in {seconds:.0f} s", flush=True)
    if args.package:
        for archive in package(layouts):
            print(f"packaged {archive} ({size_mb(archive):.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
