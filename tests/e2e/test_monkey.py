"""The monkey reports what raises. Its run across every screen of every playable game is
`tests/contract/test_contract_drivers.py`'s; the large run is
`python -m devtools.drivers.monkey --events 20000 --seed 1`."""

from __future__ import annotations

import json

from devtools.drivers import monkey


def test_the_monkey_reports_an_exception_as_a_failure(monkeypatch, capsys):
    from odin_desktop.scenes.statistics import StatisticsScene

    def broken(self, surface):  # noqa: ANN001
        raise RuntimeError("drawn badly")

    monkeypatch.setattr(StatisticsScene, "draw_content", broken)
    # The command, as run from the shell: a failure found is its exit code 1.
    assert monkey.main(["--events", "400", "--seed", "3"]) == 1
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert any("drawn badly" in failure for failure in result["failures"])
