"""Running the game review in a test: in this process (one worker), with small budgets."""

from __future__ import annotations

from typing import Any

import pytest
from review_positions import SMALL

from odin_desktop.ai.odin.analyst import OdinAnalyst
from odin_desktop.ai.ravens.analyst import RavensAnalyst
from odin_desktop.analysis.review import Review, ReviewSettings


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both analysts spend little: the tests check answers that do not need precision."""
    monkeypatch.setattr(OdinAnalyst, "budgets", SMALL)
    monkeypatch.setattr(RavensAnalyst, "budgets", SMALL)


def review(doc: dict[str, Any], seats: tuple[int, ...] | None = None, seed: int = 0) -> Any:
    """The review's document, computed here with one worker and nothing kept."""
    return Review(doc, ReviewSettings(seats=seats, seed=seed, workers=1, keep=False)).run()


def decision_at(result: dict[str, Any], where: dict[str, Any]) -> dict[str, Any]:
    found = [d for d in result["decisions"] if all(d.get(k) == v for k, v in where.items())]
    assert len(found) == 1, (where, found)
    return found[0]
