"""The pass-rate count behind the Expert's opponent model (`ai/pass_rates.py`)."""

from __future__ import annotations

import json

from devtools.ai import pass_rates as pass_rates_module
from odin_desktop.ai.base import Bot
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.engine.odin.observation import OdinObservation


class PassesOnBiggerSets(Bot):
    """Beats a single with its widest set, passes on anything bigger."""

    def decide(self, obs: OdinObservation) -> int:
        if obs.table.bit_count() > 1 and PASS in obs.legal:
            return PASS
        return max(obs.legal, key=lambda action: (action & PLAY_BITS).bit_count())


def test_passes_are_counted_per_kind_of_middle_where_the_seat_could_play(monkeypatch, capsys):
    monkeypatch.setattr(
        pass_rates_module, "make_bot", lambda spec, seed, workers: PassesOnBiggerSets(seed)
    )
    assert pass_rates_module.main(["--spec", "scripted", "--players", "4", "--games", "12"]) == 0
    counts = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    single_passed, single_chances = counts["single"]
    bigger_passed, bigger_chances = counts["bigger"]
    assert single_chances > 0 and single_passed == 0
    assert bigger_chances > 0 and bigger_passed == bigger_chances


def test_a_real_level_passes_sometimes_but_not_always():
    counts = pass_rates_module.pass_rates("hard@30it", players=4, games=6)
    passed = sum(p for p, _ in counts.values())
    chances = sum(c for _, c in counts.values())
    assert 0 < passed < chances


def test_normal_best_counts_how_often_a_level_chooses_as_normal_would(monkeypatch):
    from odin_desktop.ai.odin.normal import OdinNormalBot

    monkeypatch.setattr(
        pass_rates_module, "make_bot", lambda spec, seed, workers: OdinNormalBot(seed)
    )
    chosen, choices = pass_rates_module.pass_rates("normal", players=3, games=8)["normal_best"]
    assert choices > 20 and chosen == choices  # Normal always plays its own best move
    monkeypatch.setattr(
        pass_rates_module, "make_bot", lambda spec, seed, workers: PassesOnBiggerSets(seed)
    )
    chosen, choices = pass_rates_module.pass_rates("scripted", players=3, games=8)["normal_best"]
    assert 0 < chosen < choices
