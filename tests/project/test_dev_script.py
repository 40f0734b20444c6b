"""scripts/dev.py, the README's two commands: quiet while it sets up (one line says what is
happening), everything shown when setting up fails, and nothing installed again while the
project's requirements are unchanged."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import paths
import pytest


@pytest.fixture
def dev(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("dev_script", paths.ROOT / "scripts" / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "PYTHON", Path(sys.executable))  # "exists": no venv made
    return module


def test_setting_up_says_one_line_and_keeps_pip_quiet(dev, monkeypatch, capsys) -> None:
    ran: list[list[str]] = []

    def pip(command, **kwargs):  # noqa: ANN001, ANN202
        ran.append(command)
        return subprocess.CompletedProcess(command, 0, "lots of pip output", "a boxed warning")

    monkeypatch.setattr(dev.subprocess, "run", pip)
    dev.ensure_venv("[test]")
    out, err = capsys.readouterr()
    assert out.startswith("Setting up Odin Desktop") and out.count("\n") == 1
    assert "pip output" not in out + err and "boxed" not in out + err
    assert any("-e" in command for command in ran)
    ran.clear()
    dev.ensure_venv("[test]")  # the same requirements: nothing to install
    assert ran == [] and capsys.readouterr().out == ""
    dev.ensure_venv("")  # other extras: installed again
    assert ran


def test_a_failing_install_shows_what_pip_said_and_stops(dev, monkeypatch, capsys) -> None:
    def pip(command, **kwargs):  # noqa: ANN001, ANN202
        return subprocess.CompletedProcess(command, 1, "", "ERROR: no matching distribution")

    monkeypatch.setattr(dev.subprocess, "run", pip)
    with pytest.raises(SystemExit) as stopped:
        dev.ensure_venv("")
    assert "failed" in str(stopped.value)
    assert "no matching distribution" in capsys.readouterr().err
