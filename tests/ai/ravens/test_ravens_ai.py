"""Odin's Ravens' bots: specs, legal choices over thousands of random decisions, whole-turn
plans kept and made again, forced choices, determinism, the helpers they think with."""

from __future__ import annotations

import random
import time

import pytest
from ravens_helpers import position

from odin_desktop.ai.ravens import reward, search
from odin_desktop.ai.ravens.board import BoardRanker, score
from odin_desktop.ai.ravens.equity import ravens_equity
from odin_desktop.ai.ravens.evaluate import FINISH_BONUS, evaluate, lengthen_gain
from odin_desktop.ai.ravens.levels import make_bot, parse_spec
from odin_desktop.ai.ravens.normal import RavensNormalBot
from odin_desktop.ai.ravens.paths import next_stop, payments, upcoming
from odin_desktop.ai.ravens.planned import is_legal
from odin_desktop.ai.ravens.planner import Planner, signature
from odin_desktop.ai.ravens.world import planning_race, sample_race
from odin_desktop.ai.specs import ITERATION_ONLY_MS, LEVELS
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import OVER
from odin_desktop.games.ravens import ENTRY

# The searching levels at tiny iteration budgets: thinking longer cannot make a move illegal.
FUZZ_SPECS = ["random", "easy", "normal", "hard@4it", "expert@8it"]
BOARD_KINDS = {A.MARKER, A.SWAP, A.TURN, A.REMOVE}


def _bots(specs: list[str], seed: str) -> list:
    return [make_bot(s, seed=f"{seed}:{i}", workers=1) for i, s in enumerate(specs)]


def _decisions(game_seed: str, specs: list[str], count: int):
    """Observations of real decisions (two or more legal actions) along a game of ``specs``."""
    bots = _bots(specs, game_seed)
    game = RavensGame.new(game_seed)
    while count and not game.over:
        if game.needs_round:
            game.start_round()
        seat = game.to_move
        assert seat is not None, "a round under way has a seat to move"
        obs = game.observe(seat)
        if len(obs.legal) > 1:
            yield game, obs
            count -= 1
        game.apply(bots[seat].choose(obs), seat)


# ------------------------------------------------------------------ specs


def test_every_level_of_the_ladder_has_a_spec() -> None:
    for level in LEVELS:
        assert parse_spec(level).level == level
    assert parse_spec("hard").budget is not None and parse_spec("normal").budget is None
    spec = parse_spec("expert@300it")
    assert spec.budget is not None
    assert spec.budget.iterations == 300 and spec.budget.ms == ITERATION_ONLY_MS
    assert parse_spec("cmd:python3 bot.py").command == "python3 bot.py"


@pytest.mark.parametrize("text", ["genius", "normal@100ms", "hard@fast", "cmd:"])
def test_bad_specs_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_spec(text)


# ------------------------------------------------------------------ legal choices


def test_thousands_of_decisions_of_every_level_are_legal() -> None:
    """Random seatings of every level over random games; every action goes through the
    engine's checked `apply` (an illegal one raises)."""
    rng = random.Random(5)
    counts = dict.fromkeys(FUZZ_SPECS, 0)
    game_number = 0
    while sum(counts.values()) < 3000:
        specs = [rng.choice(FUZZ_SPECS), rng.choice(FUZZ_SPECS)]
        bots = _bots(specs, f"fuzz{game_number}")

        def count(obs: RavensObservation, action: int, specs: list[str] = specs) -> None:
            counts[specs[obs.seat]] += 1

        result = ENTRY.play_match(
            bots, seed=f"fuzz{game_number}", target=rng.choice([1, 6, 12]), on_decision=count
        )
        assert result.winners
        game_number += 1
    assert all(counts.values()), counts  # every level took part


def test_plans_from_a_rebuilt_race_are_legal_in_it() -> None:
    """The planner works on the race rebuilt from an observation; its plans play out there."""
    for _, obs in _decisions("plans", ["normal", "normal"], 40):
        if obs.lay >= 0:
            continue
        race = planning_race(obs)
        for plan in Planner().plans(race, keep=3):
            state = race.copy()
            for action in plan.actions:
                if A.is_end(action) or A.action_type(action) == A.EXTEND:
                    assert state.refusal(action) is None
                    break
                assert state.refusal(action) is None, A.describe(action)
                state.apply_action(action)
                if state.phase == OVER:
                    break


# ------------------------------------------------------------------ whole-turn plans


def _turn_start(seed: str) -> RavensObservation:
    for _, obs in _decisions(seed, ["normal", "normal"], 200):
        if not obs.turn_actions and obs.lay < 0 and obs.used == (0, 0):
            race = planning_race(obs)
            plan = Planner().plans(race)[0]
            if len(plan.actions) >= 3:  # a plan of several actions: something to follow
                return obs
    raise AssertionError("no turn of several actions")


def test_a_plan_is_followed_while_the_position_is_the_one_it_expected() -> None:
    obs = _turn_start("follow")
    bot = RavensNormalBot(1)
    game_race = planning_race(obs)
    first = bot.choose(obs)
    assert bot.plans_made == 1
    # Play the first action on the seat's own view and ask again: the same plan goes on.
    race = game_race.copy()
    race.apply_action(first)
    follow_up = _observation_of(obs, race)
    second = bot.choose(follow_up)
    assert bot.plans_made == 1
    assert second == bot._plan[1]


def test_a_different_position_is_planned_again() -> None:
    obs = _turn_start("replan")
    bot = RavensNormalBot(1)
    first = bot.choose(obs)
    race = planning_race(obs)
    race.apply_action(first)
    # Something the plan did not expect: another card in the hand.
    changed = _observation_of(obs, race, hand_changed=True)
    bot.choose(changed)
    assert bot.plans_made == 2


def _observation_of(obs: RavensObservation, race, hand_changed: bool = False) -> RavensObservation:
    """``obs`` moved on to ``race`` (the seat's own rebuilt view after an action)."""
    import dataclasses

    seat = obs.seat
    hand = race.hands[seat]
    if hand_changed:
        # Swap one flight card of the hand for another kind: a position no plan expected.
        kind = next(k for k in range(5) if (hand >> (3 * k)) & 7)
        other = next(k for k in range(5) if k != kind)
        hand += (1 << (3 * other)) - (1 << (3 * kind))
        race.hands[seat] = hand
    return dataclasses.replace(
        obs,
        row=tuple(race.row),
        positions=(race.positions[0], race.positions[1]),
        marker=race.marker,
        magic_rows=(race.magic_rows[0], race.magic_rows[1]),
        hand=hand,
        stack=race.stacks[seat],
        hand_sizes=(race.hand_sizes[0], race.hand_sizes[1]),
        stack_sizes=(race.stack_sizes[0], race.stack_sizes[1]),
        discards=(race.discards[0], race.discards[1]),
        used=(race.used_hand, race.used_stack),
        turn_actions=tuple(race.turn_actions),
        legal=tuple(race.legal_actions()),
        landscape_deck=race.landscape_left,
    )


def test_forced_choices_are_answered_without_thinking() -> None:
    class Counting(RavensNormalBot):
        def decide(self, obs):
            self.asked = getattr(self, "asked", 0) + 1
            return super().decide(obs)

    bot = Counting(3)
    game = RavensGame.new("forced")
    game.start_round()
    seat = game.to_move
    assert seat is not None, "a round under way has a seat to move"
    obs = game.observe(seat)
    forced = RavensObservation(**{**_fields(obs), "legal": (A.END_TURN,)})
    assert bot.choose(forced) == A.END_TURN
    assert getattr(bot, "asked", 0) == 0


def _fields(obs: RavensObservation) -> dict:
    return {name: getattr(obs, name) for name in RavensObservation.__slots__}


@pytest.mark.parametrize("spec", ["easy", "normal", "hard@12it", "expert@16it"])
def test_a_seed_and_an_iteration_budget_fix_every_choice(spec: str) -> None:
    first = ENTRY.play_match(_bots([spec, "normal"], "same"), seed="same", single_round=True)
    again = ENTRY.play_match(_bots([spec, "normal"], "same"), seed="same", single_round=True)
    assert (first.totals, first.rounds) == (again.totals, again.rounds)


def test_the_expert_chooses_the_same_with_one_process_or_two() -> None:
    observations = [obs for _, obs in _decisions("shards", ["normal", "normal"], 30)]
    picked = [o for o in observations if o.lay < 0 and not o.turn_actions][:3]
    one = make_bot("expert@24it", seed=7, workers=1)
    two = make_bot("expert@24it", seed=7, workers=2)
    try:
        two.start(0, 2, {"target": 12})
        for obs in picked:
            assert one.choose(obs) == two.choose(obs)
    finally:
        two.close()


def test_arranges_in_a_new_order_count_as_legal() -> None:
    race = position(hands=("O2 F M L P", "F M L P S"), stacks=("F M L", ""))
    legal = tuple(race.legal_actions())
    obs_like = type("O", (), {"legal": legal})()
    new_order = A.arrange([2, 1, 0])  # L M F: the same cards in another order
    assert new_order not in legal and is_legal(new_order, obs_like)
    assert not is_legal(A.arrange([2, 1, 0], from_stack=True), obs_like)


# ------------------------------------------------------------------ what the bots think with


def test_payments_count_groups_and_the_marker() -> None:
    path = [0, 1, 1, 1, 2, 0]  # F M M M L F
    assert payments(path, -1, -1, 0) == 4
    assert upcoming(path, -1, -1, 0, 9) == [0, 1, 2, 0]
    # The marker inside the M group: the group move stops before it, and it costs two.
    assert upcoming(path, -1, 2 * 2 + 0, 0, 9) == [0, 1, 1, 1, 2, 0]
    assert next_stop(path, 0, -1, 0) == 3 and next_stop(path, 0, 2 * 2, 0) == 1
    assert payments(path, -1, 2 * 2 + 1, 0) == 4  # on the other path: no cost here


def test_board_scores_are_what_the_engine_does_and_leave_the_row_as_it_was() -> None:
    race = position(hands=("O1 O3 F M L", "F M L P S"), positions=(1, 0), marker=(6, 1))
    before = [path.copy() for path in race.paths]
    checked = 0
    for action in race.legal_actions():
        if A.action_type(action) not in (A.SWAP, A.TURN, A.REMOVE):
            continue
        change, _ = score(race, action)
        after = race.copy()
        after.apply_action(action)
        assert change == _difference(after) - _difference(race), A.describe(action)
        assert race.paths == before
        checked += 1
    assert checked > 20


def _difference(race) -> int:
    """Seat 1's payments minus seat 0's (seat 0 is to move)."""
    return payments(race.paths[1], race.positions[1], race.marker, 1) - payments(
        race.paths[0], race.positions[0], race.marker, 0
    )


def test_board_candidates_are_legal_and_come_from_the_cards_held() -> None:
    race = position(hands=("O1 O3 F M L", "F M L P S"), positions=(1, 2))
    chosen = BoardRanker().candidates(race, keep=2)
    assert chosen and all(race.refusal(a) is None for a in chosen)
    assert {A.action_type(a) for a in chosen} <= BOARD_KINDS
    plain = position(hands=("F M L P S", "F M L P S"), positions=(1, 2))
    assert BoardRanker().candidates(plain, keep=2) == []


def test_legal_actions_without_the_board_are_the_rest_of_the_list() -> None:
    for _, obs in _decisions("board", ["normal", "easy"], 60):
        race = planning_race(obs)
        full = race.legal_actions()
        assert race.legal_actions(board=False) == [
            a for a in full if A.action_type(a) not in BOARD_KINDS
        ]


def test_a_finished_race_is_judged_by_its_points() -> None:
    for game, obs in _decisions("judge", ["normal", "normal"], 400):
        race = game.race
        finished = [a for a in obs.legal if _ends(race, a)]
        if finished:
            state = race.copy()
            state.apply_action(finished[0])
            points = state.points
            signed = points[obs.seat] - points[1 - obs.seat]
            assert evaluate(state, obs.seat) == signed + FINISH_BONUS
            assert evaluate(state, 1 - obs.seat) == -signed + FINISH_BONUS
            return
    raise AssertionError("no race-ending action met")


def _ends(race, action: int) -> bool:
    state = race.copy()
    state.apply_action(action)
    return state.phase == OVER


def test_lengthening_never_costs_the_seat_that_lays_the_card() -> None:
    for _, obs in _decisions("lengthen", ["normal", "normal"], 60):
        if obs.lay < 0:
            assert lengthen_gain(planning_race(obs), obs.seat) >= 0.0


def test_the_worth_of_a_result_is_the_chance_of_winning_the_game() -> None:
    assert reward.game_chance(12, 5, 12, won_race=True) == 1.0
    assert reward.game_chance(5, 12, 12, won_race=True) == 0.0
    assert reward.game_chance(12, 12, 12, won_race=False) == 0.0  # a tie: the race's winner
    # Before the target: the win-chance table, the race's winner starting the next race on
    # equal totals.
    table = ravens_equity()
    assert reward.game_chance(3, 3, 12, True) == table.win_chance((3, 3), 12, 0, 0)
    assert reward.game_chance(3, 3, 12, True) + reward.game_chance(3, 3, 12, False) == 1.0
    assert reward.game_chance(2, 9, 12, False) == table.win_chance((2, 9), 12, 0, 1)
    assert 0.5 < reward.game_chance(6, 3, 12, True) < reward.game_chance(9, 3, 12, True) < 1.0
    # A running race's estimate: more expected points, more worth; a single race (target 1)
    # is won or lost, so the worth is a chance of winning it.
    low, high = (reward.estimate_worth(d, 0, (0, 0), 1) for d in (-2.0, 4.0))
    assert 0.0 < low < 0.5 < high < 1.0


def test_sampled_worlds_agree_with_what_the_seat_sees() -> None:
    rng = random.Random(3)
    for game, obs in _decisions("worlds", ["normal", "normal"], 30):
        truth = game.race
        other = 1 - obs.seat
        for _ in range(3):
            world = sample_race(obs, rng)
            assert signature(world) == signature(truth) or obs.lay >= 0
            assert world.hands[obs.seat] == truth.hands[obs.seat]
            assert world.stacks[obs.seat] == truth.stacks[obs.seat]
            assert world.hand_sizes == truth.hand_sizes
            assert world.stack_sizes[other] == truth.stack_sizes[other]
            assert world.conserved()


def test_an_estimate_is_trusted_more_near_the_end_of_the_race() -> None:
    """The spread of the result around the evaluation's estimate is widest at the start of
    a race and narrowest with a raven a payment or two from the end."""
    spreads = {}
    for game, _ in _decisions("spread", ["normal", "normal"], 400):
        race = game.race
        left = min(payments(race.paths[s], race.positions[s], race.marker, s) for s in (0, 1))
        spreads[left] = search.estimate_spread(race)
    assert spreads[max(spreads)] == search.SPREAD_FAR
    assert spreads[min(spreads)] == search.SPREAD_NEAR
    ordered = [spreads[left] for left in sorted(spreads)]
    assert ordered == sorted(ordered)
    # A wider spread makes a lead less certain of winning the race.
    assert reward.estimate_worth(3.0, 0, (0, 0), 1, 5.0) < reward.estimate_worth(3.0, 0, (0, 0), 1)


def test_the_race_among_plans_halves_them_and_keeps_the_best() -> None:
    met: list[list[int]] = []

    def judge(alive: list[int], seed: str, worlds: int, ms: float) -> tuple[list[float], int]:
        met.append(list(alive))
        return [worlds * (i % 5) for i in alive], worlds  # plan 4 is the best, then 3

    deadline = time.perf_counter() + 60.0
    best, spent = search.race_plans(8, 400, deadline, "s", 3, judge, min_worlds=4)
    assert best == 4
    assert [len(alive) for alive in met] == [8, 4, 2]
    assert set(met[1]) == {2, 3, 4, 7} and set(met[2]) == {3, 4}
    assert spent <= 400
    met.clear()  # too small a budget for three rounds of 4 worlds each: one round
    assert search.race_plans(8, 40, deadline, "s", 3, judge, min_worlds=4)[0] == 4
    assert [len(alive) for alive in met] == [8]
