"""A regular install works: the wheel carries every asset and catalog, the game finds them
wherever it is installed, and scripts/dev.py explains a Python that cannot make a venv.

(CI installs the wheel into a fresh environment outside the checkout and plays a demo and a
replay from another folder: .ci/run.)
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import paths
import pytest

from odin_desktop.scenes.odin.layout import read_map
from odin_desktop.ui import resources

ROOT = paths.ROOT
ASSETS = ROOT / "assets"
LOCALES = ROOT / "odin_desktop" / "i18n" / "locales"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[zipfile.ZipFile]:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "--quiet", "-w", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    (built,) = out.glob("odin_desktop-*.whl")
    with zipfile.ZipFile(built) as archive:
        yield archive


def test_the_wheel_carries_every_asset_inside_the_package(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    expected = {
        f"odin_desktop/assets/{path.relative_to(ASSETS).as_posix()}"
        for path in ASSETS.rglob("*")
        if path.is_file()
    }
    assert len(expected) > 80  # cards, fonts, sounds, layouts, icon, provenance
    assert sorted(expected - names) == []
    # Nothing lands beside the package in site-packages, where the old lookup went wrong.
    assert not [name for name in names if name.startswith("assets/")]


def test_every_folder_of_the_package_is_a_regular_package() -> None:
    """The one-file build collects the package's modules by walking its packages
    (`collect_submodules` in build/odin-desktop.spec): a folder without an __init__.py is not
    walked, and its modules that are imported by name only (a game's screens, found by
    `GameEntry.part`) were missing from the build, which then failed at the first table."""
    package = ROOT / "odin_desktop"
    folders = {path.parent for path in package.rglob("*.py")}
    loose = [folder for folder in folders if not (folder / "__init__.py").exists()]
    assert sorted(str(folder.relative_to(ROOT)) for folder in loose) == []


def test_the_wheel_carries_every_compiled_catalog(wheel: zipfile.ZipFile) -> None:
    catalogs = {path.relative_to(ROOT).as_posix() for path in LOCALES.rglob("*.mo")}
    assert len(catalogs) >= 3  # it, de, ar
    assert sorted(catalogs - set(wheel.namelist())) == []


def test_the_checkout_reads_its_top_level_assets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir("/")
    assert resources.asset("cards", "B7.svg") == ASSETS / "cards" / "B7.svg"


def test_an_installed_package_reads_the_assets_inside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "odin_desktop"
    (package / "assets" / "layouts").mkdir(parents=True)
    (package / "assets" / "layouts" / "table_4p.tmx").write_text("<map/>")
    monkeypatch.setattr(resources, "files", lambda name: package)
    path = resources.asset("layouts", "table_4p.tmx")
    assert path == package / "assets" / "layouts" / "table_4p.tmx"
    assert path.read_text() == "<map/>"


def test_a_zipped_package_gives_real_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = tmp_path / "game.zip"
    layout = (ASSETS / "layouts" / "table_4p.tmx").read_bytes()
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("odin_desktop/__init__.py", "")
        out.writestr("odin_desktop/assets/layouts/table_4p.tmx", layout)
    monkeypatch.setattr(resources, "files", lambda name: zipfile.Path(archive, "odin_desktop/"))
    path = resources.asset("layouts", "table_4p.tmx")
    assert isinstance(path, Path) and path.is_file()  # pytmx and SDL open files by name
    assert path.read_bytes() == layout

    size, objects = read_map(str(path))
    assert size[0] > 0 and objects


# ---------------------------------------------------------------- scripts/dev.py without venv


def _dev_script(root: Path) -> Path:
    """A copy of scripts/dev.py in a stand-in checkout, so .venv is made (or not) there."""
    script = root / "scripts" / "dev.py"
    script.parent.mkdir(parents=True)
    script.write_text((ROOT / "scripts" / "dev.py").read_text(encoding="utf-8"))
    return script


def _load(script: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev_script", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


VENV_PACKAGE = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"


def test_dev_script_without_ensurepip_names_the_package(tmp_path: Path) -> None:
    script = _dev_script(tmp_path)
    hide_ensurepip = (
        "import runpy, sys; sys.modules['ensurepip'] = None; "  # as on Debian without it
        f"sys.argv = ['dev.py', 'test']; runpy.run_path({str(script)!r}, run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", hide_ensurepip], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    message = done.stderr.strip()
    assert VENV_PACKAGE in message and message.count("\n") == 0
    assert not (tmp_path / ".venv").exists()


def test_dev_script_when_venv_creation_fails_names_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dev = _load(_dev_script(tmp_path))

    def half_made(path: Path, with_pip: bool) -> None:  # Debian's venv: ensurepip fails late
        (path / "bin").mkdir(parents=True)
        (path / "bin" / "python").write_text("")
        raise subprocess.CalledProcessError(1, ["python", "-Im", "ensurepip"])

    monkeypatch.setattr(dev.venv, "create", half_made)
    with pytest.raises(SystemExit) as stopped:
        dev.ensure_venv("[test]")
    assert VENV_PACKAGE in str(stopped.value.code)
    assert not (tmp_path / ".venv").exists()  # the next run tries afresh
