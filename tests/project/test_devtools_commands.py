"""Every developer command is run, small, by a test, so a tool that rots fails the suite the day
it rots (the equity tables' builder once called engine methods renamed months before, and
nothing noticed). A command is a module of `devtools/` that runs as `python -m devtools.…`,
or a kind of `odin-desktop bench`; COMMANDS names the test file that runs each, and a new one
fails here until it has one. The type checker covers devtools/ too (pyproject.toml)."""

from __future__ import annotations

import argparse
import ast

import paths
import pytest

ROOT = paths.ROOT

# command -> the test file that runs it (its `main`, or the module as a process)
COMMANDS = {
    "devtools.ai.equity": "tests/ai/test_equity_build.py",
    "devtools.ai.fuzz": "tests/ai/odin/test_ai_fuzz_bench.py",
    "devtools.ai.missed_finish": "tests/ai/ravens/test_missed_finish.py",
    "devtools.ai.oracle": "tests/ai/odin/test_ai_oracle.py",
    "devtools.ai.pass_rates": "tests/ai/odin/test_ai_pass_rates.py",
    "devtools.ai.ravens_spread": "tests/ai/ravens/test_ravens_spread.py",
    "devtools.ai.review_calibration": "tests/analysis/test_review_calibration.py",
    "devtools.ai.strength": "tests/ai/test_strength.py",
    "devtools.ai.versus_today": "tests/ai/test_versus_today.py",
    "devtools.art.contact_sheet": "tests/ui/test_art_tools.py",
    "devtools.art.cvd_check": "tests/ui/test_art_tools.py",
    "devtools.art.gen_cards": "tests/ui/test_art_tools.py",
    "devtools.art.gen_icon": "tests/ui/test_art_tools.py",
    "devtools.art.gen_layouts": "tests/ui/test_art_tools.py",
    "devtools.art.gen_sounds": "tests/ui/test_art_tools.py",
    "devtools.art.layout_preview": "tests/ui/test_art_tools.py",
    "devtools.art.make_fonts": "tests/ui/test_art_tools.py",
    "devtools.art.ravens.contact_sheet": "tests/ui/test_art_tools.py",
    "devtools.art.ravens.cvd_check": "tests/ui/test_art_tools.py",
    "devtools.art.ravens.gen": "tests/scenes/ravens/test_ravens_art.py",
    "devtools.art.ravens.sounds": "tests/scenes/ravens/test_ravens_art.py",
    "devtools.code_figures": "tests/project/test_devtools_commands.py",
    "devtools.drivers.keys_play": "tests/e2e/test_screen_at_rest_xvfb.py",
    "devtools.drivers.kill_driver": "tests/contract/test_contract_drivers.py",
    "devtools.drivers.monkey": "tests/e2e/test_monkey.py",
    "devtools.drivers.mouse_play": "tests/e2e/test_screen_at_rest_xvfb.py",
    "devtools.drivers.pad_play": "tests/e2e/test_pad_touch_xvfb.py",
    "devtools.drivers.play_through": "tests/e2e/test_play_through.py",
    "devtools.drivers.touch_play": "tests/e2e/test_pad_touch_xvfb.py",
    "devtools.i18n": "tests/i18n/test_i18n_tool.py",
    "devtools.music.render": "tests/ui/test_music_files.py",
    "devtools.shots.play_on": "tests/scenes/test_screenshot_tools.py",
    "devtools.shots.replays": "tests/scenes/test_screenshot_tools.py",
    "devtools.shots.review": "tests/scenes/test_screenshot_tools.py",
    "devtools.shots.settings": "tests/scenes/test_screenshot_tools.py",
    "devtools.shots.tables": "tests/scenes/test_screenshot_tools.py",
}
# `odin-desktop bench KIND` -> the test file that runs it (`bench ui` also runs in .ci/run)
BENCH = {
    "engine": "tests/benchmarks/test_bench_engine.py",
    "ai": "tests/ai/odin/test_ai_fuzz_bench.py",
    "ui": "tests/benchmarks/test_ui_bench.py",
    "review": "tests/analysis/test_review_bench.py",
    "replays": "tests/benchmarks/test_replays_bench.py",
}


def runnable_modules() -> set[str]:
    """The modules of devtools/ that run as a command: they end in `if __name__ == "__main__"`."""
    found = set()
    for path in (ROOT / "devtools").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            test = node.test if isinstance(node, ast.If) else None
            if isinstance(test, ast.Compare) and ast.unparse(test) == "__name__ == '__main__'":
                found.add(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


def names_the_command(text: str, module: str) -> bool:
    """Whether a test file's text imports or runs ``module``."""
    package, _, name = module.rpartition(".")
    imported = f"from {package} import" in text and name in text
    # a name filled in: f"devtools.shots.{tool}" given "play_on", f"….{device}_play" given "keys"
    built = f"{package}." in text and any(f'"{n}"' in text for n in (name, name.split("_")[0]))
    return module in text or imported or built


def test_every_devtools_command_has_a_test_that_runs_it() -> None:
    found = runnable_modules()
    assert "devtools.ai.equity" in found  # the scan sees the commands
    missing = sorted(found - set(COMMANDS))
    assert not missing, f"run each small in a test, and name the test in COMMANDS: {missing}"
    assert sorted(set(COMMANDS) - found) == []  # a command gone leaves no entry behind
    for module, test in COMMANDS.items():
        path = ROOT / test
        assert path.is_file(), (module, test)
        assert names_the_command(path.read_text(encoding="utf-8"), module), (module, test)


def test_every_kind_of_bench_has_a_test_that_runs_it() -> None:
    from odin_desktop.commands import bench

    parser = argparse.ArgumentParser()
    bench.register(parser.add_subparsers())
    kinds = parser.parse_args(["bench", "engine"])  # the sub-command parses
    assert kinds.kind == "engine"
    [bench_parser] = [
        action.choices["bench"]
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
    ]
    [kind_action] = [
        action for action in bench_parser._actions if isinstance(action, argparse._SubParsersAction)
    ]
    assert set(kind_action.choices) == set(BENCH)
    for kind, test in BENCH.items():
        text = (ROOT / test).read_text(encoding="utf-8")
        assert f'"bench", "{kind}"' in text or f"bench {kind}" in text, (kind, test)


# ---------------------------------------------------------------------- devtools.code_figures


def test_code_figures_counts_every_layers_lines(capsys: pytest.CaptureFixture[str]) -> None:
    from devtools import code_figures

    assert code_figures.main(["HEAD"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"revision {code_figures.git('rev-parse', '--short', 'HEAD').strip()}"
    assert lines[1].startswith("classes sharing a name: ")
    rows = {
        words[0]: [int(n) for n in words[1:]]
        for words in map(str.split, lines)
        if words[0] in code_figures.LAYERS
    }
    assert set(rows) == set(code_figures.LAYERS)
    assert all(len(row) == len(code_figures.GAMES) + 1 for row in rows.values())
    assert all(n > 0 for n in rows["engine"])  # each game's engine, and the shared protocol
