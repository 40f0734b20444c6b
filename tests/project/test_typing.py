"""The type checker: the README's test command runs it and fails when it finds an error, and
its settings in pyproject.toml make the engines, bots, sessions and registry strict (mypy's
--strict, every flag of it) without making the screens so."""

from __future__ import annotations

import importlib.util
import io
import sys
from types import ModuleType

import paths
import pytest
from mypy.main import process_options
from mypy.options import Options

ROOT = paths.ROOT
STRICT_PACKAGES = ("engine", "ai", "session", "games")


def mypy_options(*args: str) -> Options:
    """The options mypy would run with for these command-line arguments."""
    _sources, options = process_options(
        [*args, "--", "odin_desktop"], stdout=io.StringIO(), stderr=io.StringIO()
    )
    return options


def strict_flags() -> dict[str, object]:
    """What --strict changes, flag by flag, in the mypy installed here."""
    plain = mypy_options("--config-file=").snapshot()
    strict = mypy_options("--config-file=", "--strict").snapshot()
    return {name: value for name, value in strict.items() if plain[name] != value}


def project_modules(package: str) -> list[str]:
    folder = ROOT / "odin_desktop" / package
    names = []
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def test_every_module_of_the_strict_packages_gets_every_flag_of_strict() -> None:
    flags = strict_flags()
    assert "disallow_any_generics" in flags  # the comparison sees what --strict turns on
    project = mypy_options("--config-file", str(ROOT / "pyproject.toml"))
    loose = {}
    for package in STRICT_PACKAGES:
        for module in project_modules(package):
            options = project.clone_for_module(module).snapshot()
            missing = sorted(name for name, value in flags.items() if options[name] != value)
            if missing:
                loose[module] = missing
    assert loose == {}


def test_the_developer_tools_are_checked_and_strict() -> None:
    """devtools/ rotted unseen while mypy looked at the package alone (issue 34: the equity
    builder called engine methods renamed long before)."""
    flags = strict_flags()
    project = mypy_options("--config-file", str(ROOT / "pyproject.toml"))
    assert project.files is not None and "devtools" in project.files  # pyproject.toml says so
    modules = [
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in sorted((ROOT / "devtools").rglob("*.py"))
    ]
    loose = {}
    for module in modules:
        options = project.clone_for_module(module).snapshot()
        missing = sorted(name for name, value in flags.items() if options[name] != value)
        if missing:
            loose[module] = missing
    # The sound code stays as rendered into the music (pyproject.toml says why).
    assert loose == {
        "devtools.music.mixdown": ["warn_return_any"],
        "devtools.music.voices": ["warn_return_any"],
    }


def test_the_screens_are_not_made_strict_by_the_strict_packages() -> None:
    """`strict = true` in a per-module section turns strict on everywhere
    (python/mypy#11401): the section lists the flags instead."""
    project = mypy_options("--config-file", str(ROOT / "pyproject.toml"))
    menu = project.clone_for_module("odin_desktop.scenes.menu")
    assert not menu.disallow_any_generics
    assert not menu.warn_return_any


# ---------------------------------------------------------------- the README's test command


def load_dev_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev_script", ROOT / "scripts" / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("failing", ["ruff", "mypy", "pytest"])
def test_the_test_command_runs_the_type_checker_and_fails_with_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], failing: str
) -> None:
    dev = load_dev_script()
    ran: list[str] = []

    def exit_code(command: list[str]) -> int:
        tool = command[2]  # python -m <tool>
        ran.append(tool)
        return 1 if tool == failing else 0

    class Check:  # the linter and the type checker, started beside the tests
        def __init__(self, command: list[str], **_options: object) -> None:
            self.tool, self.returncode = command[2], exit_code(command)

        def communicate(self) -> tuple[str, None]:
            return f"{self.tool} said its piece\n", None

    monkeypatch.setattr(dev, "ensure_venv", lambda extras: None)
    monkeypatch.setattr(dev.subprocess, "Popen", Check)
    monkeypatch.setattr(dev.subprocess, "call", lambda command, **_options: exit_code(command))
    monkeypatch.setattr(sys, "argv", ["dev.py", "test", "-q"])
    assert dev.main() == 1
    assert ran == ["ruff", "mypy", "pytest"]  # every check runs, whichever fails
    said = capsys.readouterr().out
    assert "ruff said its piece" in said and "mypy said its piece" in said  # shown, not lost


def test_the_test_extra_installs_the_type_checker() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = project["project"]["optional-dependencies"]["test"]
    assert any(requirement.startswith("mypy") for requirement in extra)
