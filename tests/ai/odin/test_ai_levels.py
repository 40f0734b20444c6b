"""The levels: specs, determinization, determinism, forced moves, rewards, legal choices."""

from __future__ import annotations

import dataclasses
import random

import pytest

from odin_desktop.ai.base import Budget
from odin_desktop.ai.odin import ismcts
from odin_desktop.ai.odin.determinize import (
    PASS_WITH_A_PLAY,
    Determinizer,
    PassEvidence,
    PlayEvidence,
    can_beat,
    move_evidence,
    pass_evidence,
)
from odin_desktop.ai.odin.equity import odin_equity
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.odin.levels import make_bot, parse_spec
from odin_desktop.ai.odin.normal import normal_action
from odin_desktop.ai.odin.rollout import PassingOpponents, Rewards, policy_action
from odin_desktop.ai.specs import ITERATION_ONLY_MS, BotSpec
from odin_desktop.engine.odin.cards import is_set, mask_of, parse_card, set_value
from odin_desktop.engine.odin.dealing import deal
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import Options


def _cards(text: str) -> int:
    return mask_of(parse_card(code) for code in text.split())


def _positions(players: int, seed: int, count: int):
    """Observations of real decisions (two or more legal moves) along Normal games."""
    bot = make_bot("normal")
    game = OdinGame.new(players, seed, target=20)
    while count and not game.over:
        if game.needs_round:
            game.start_round()
        seat = game.to_move
        assert seat is not None, "a round under way has a seat to move"
        obs = game.observe(seat)
        if len(obs.legal) > 1:
            yield game, obs
            count -= 1
        game.apply(bot.choose(obs), seat)


# ------------------------------------------------------------------ specs


@pytest.mark.parametrize(
    ("text", "level", "ms", "iterations"),
    [
        ("hard@100ms", "hard", 100.0, None),
        ("expert@2000it", "expert", ITERATION_ONLY_MS, 2000),
        ("hard@1.5s", "hard", 1500.0, None),
    ],
)
def test_budgets_parse(text, level, ms, iterations):
    spec = parse_spec(text)
    assert spec.level == level and spec.budget.ms == ms
    if iterations is not None:
        assert spec.budget.iterations == iterations


def test_plain_levels_and_commands_parse():
    assert parse_spec("easy") == BotSpec("easy", "easy", None)
    assert parse_spec("cmd:python3 bot.py --fast").command == "python3 bot.py --fast"


@pytest.mark.parametrize("text", ["genius", "easy@100ms", "hard@fast", "hard@0it", "cmd:", ""])
def test_bad_specs_are_refused(text):
    with pytest.raises(ValueError):
        parse_spec(text)


# ------------------------------------------------------------------ determinization


@pytest.mark.parametrize("evidence", [False, True])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_sampled_deals_agree_with_everything_public(players, evidence):
    rng = random.Random(players)
    for game, obs in _positions(players, seed=players, count=25):
        sampler = Determinizer(obs, evidence=evidence)
        known = obs.known_holdings()
        public = obs.table | obs.discards
        truth = game.hand
        for _ in range(5):
            state = sampler.sample(rng)
            assert state.hands[obs.seat] == obs.hand
            assert state.sizes == list(obs.hand_sizes)
            assert [h.bit_count() for h in state.hands] == list(obs.hand_sizes)
            union = 0
            for seat, hand in enumerate(state.hands):
                assert hand & known[seat] == known[seat]
                assert not hand & public
                assert not hand & union
                assert not hand & ~obs.options.deck
                union |= hand
            # The sample continues the same round as the real hand.
            assert (state.turn, state.table, state.passes) == (
                truth.turn,
                truth.table,
                truth.passes,
            )
            assert sorted(state.legal_actions()) == sorted(obs.legal)


def test_the_true_hands_are_one_of_the_possible_deals():
    for game, obs in _positions(4, seed=8, count=20):
        unseen = obs.unseen()
        known = obs.known_holdings()
        for seat, hand in enumerate(game.hand.hands):
            if seat != obs.seat:
                assert hand & ~known[seat] & ~unseen == 0


@pytest.mark.parametrize("players", [2, 4, 6])
def test_passes_are_read_against_the_hand_the_passer_held_then(players):
    # The Normal policy hardly ever passes while it holds a play: in these Normal games every pass,
    # replayed on the passer's true cards of that moment, finds nothing that beats the middle.
    passes = 0
    for game, obs in _positions(players, seed=30 + players, count=60):
        for item in pass_evidence(obs):
            assert item.seat != obs.seat
            assert item.weight(game.hand.hands[item.seat]) == 1.0
            passes += 1
    assert passes > 20


@pytest.mark.parametrize("players", [2, 4, 6])
def test_plays_are_read_against_the_hand_the_player_held_then(players):
    # In these Normal games every play is Normal's best move with the cards held then: replayed
    # on the player's true cards of that moment (and the hand sizes then), each weighs 1.
    plays = 0
    for game, obs in _positions(players, seed=50 + players, count=60):
        for item in move_evidence(obs):
            if isinstance(item, PlayEvidence):
                assert item.seat != obs.seat
                assert item.weight(game.hand.hands[item.seat]) == 1.0
                plays += 1
    assert plays > 20


def _position_with_evidence(players: int, seed: int, kind: type) -> tuple[OdinObservation, list]:
    """The first position of these Normal games with three moves of ``kind`` as evidence."""
    for _, obs in _positions(players, seed=seed, count=200):
        evidence = [e for e in move_evidence(obs) if isinstance(e, kind)]
        if len(evidence) >= 3:
            return obs, evidence
    pytest.fail(f"no position with three {kind.__name__}")


def _unlikely(sampler: Determinizer, evidence: list, rng: random.Random, draws: int) -> float:
    """Per sampled deal, how many of the moves in ``evidence`` it makes less than certain."""
    hands = [sampler.hidden_hands(rng) for _ in range(draws)]
    return sum(sum(e.weight(h[e.seat]) < 1 for e in evidence) for h in hands) / draws


def test_plays_make_deals_where_they_were_normal_best_likelier():
    # Deals in which an opponent's play was not Normal's best with the cards it held become
    # rarer; the weight of such a play is the chance of one other legal move.
    obs, evidence = _position_with_evidence(2, seed=11, kind=PlayEvidence)
    rng = random.Random(2)
    weighted = _unlikely(Determinizer(obs, evidence=True), evidence, rng, 300)
    assert weighted < 0.8 * _unlikely(Determinizer(obs), evidence, rng, 300)


def test_can_beat_agrees_with_the_legal_moves():
    rng = random.Random(5)
    checked = 0
    while checked < 3000:
        cards = rng.sample(range(54), 16)
        table = mask_of(cards[: rng.randint(1, 4)])
        if not is_set(table):
            continue
        hand = mask_of(cards[4 : 4 + rng.randint(1, 11)])
        state = HandState.from_position([hand, 0], 0, 0, table, 1)
        beats = len(state.legal_actions()) > 1  # passing is always among them
        assert can_beat(hand, table.bit_count(), set_value(table)) == beats
        checked += 1


def test_passes_make_deals_where_the_passer_could_not_play_likelier():
    # Deals giving a passer a set that beats what it passed on become rarer.
    obs, evidence = _position_with_evidence(4, seed=9, kind=PassEvidence)
    rng = random.Random(1)
    weighted = _unlikely(Determinizer(obs, evidence=True), evidence, rng, 400)
    assert weighted < _unlikely(Determinizer(obs), evidence, rng, 400)


# ------------------------------------------------------------------ behaviour


def test_normal_always_goes_out_when_it_can():
    # Following R3 holding G2 G9: single plays keep a card; the pair empties the hand.
    hand = _cards("G2 G9")
    state = HandState([_cards("R3 K1"), hand], leader=0)
    state.apply_action(_cards("R3"))
    legal = state.legal_actions()
    assert _cards("G2 G9") in legal and len(legal) > 2
    assert normal_action(hand, legal, True, state.sizes, 1) == _cards("G2 G9")


@pytest.mark.parametrize("level", ["hard@50it", "expert@50it"])
def test_forced_moves_are_answered_without_searching(level):
    _, obs = next(_positions(4, seed=5, count=1))
    forced = dataclasses.replace(obs, legal=obs.legal[1:2])
    bot = make_bot(level, seed=1, workers=1)
    assert bot.choose(forced) == obs.legal[1]
    assert bot.last_iterations == 0
    bot.choose(obs)
    assert bot.last_iterations > 0


def test_points_rewards_switch_from_fewest_cards_to_winning_near_the_target():
    state = HandState([_cards("R1 R2"), _cards("B7")], leader=0)
    state.sizes = [2, 5]
    far = Rewards((0, 0), Options(target=15), "points").of(state)
    assert far == [7 / 9, 4 / 9]  # fewest cards: only one's own count matters
    near = Rewards((0, 12), Options(target=15), "points").of(state)  # 12 + 5 reaches 15
    assert near[0] > 0.8 > near[1]
    single = Rewards((0, 0), Options(single_hand=True), "points").of(state)
    assert single[0] > 0.8 > single[1]


def test_win_rewards_are_the_chances_to_win_the_game_the_hand_leaves():
    state = HandState([_cards("R1 R2"), _cards("B7"), _cards("G3")], leader=0)
    state.sizes = [2, 5, 0]
    rewards = Rewards((4, 1, 9), Options(target=15), "win", next_leader=1).of(state)
    assert rewards == list(odin_equity().win_chances([6, 6, 9], 15, 1))
    assert sum(rewards) == pytest.approx(1.0)
    over = Rewards((4, 11, 9), Options(target=15), "win", next_leader=1).of(state)
    assert over == [1.0, 0.0, 0.0]  # 16 ends the game: the fewest points win outright
    single = Rewards((0, 0, 0), Options(single_hand=True), "win").of(state)
    assert single == [0.0, 0.0, 1.0]


def test_an_observation_counts_the_next_hands_leader():
    _, obs = next(_positions(4, seed=3, count=1))
    rewards = Rewards.seen_by(obs)
    assert rewards.next_leader == (obs.leader + 1) % 4
    assert Rewards.seen_by(obs, "points").by_points
    with pytest.raises(ValueError):
        Rewards.seen_by(obs, "cards")


def test_search_stops_at_its_iteration_cap():
    _, obs = next(_positions(4, seed=3, count=1))
    stats, done = ismcts.search(obs, "s", 37, 60_000.0)
    # Whole deals: each is played from every move still racing, so it may finish the last one.
    assert 37 <= done < 37 + len(stats)
    assert set(stats) <= set(obs.legal) and len(stats) >= 2
    assert sum(visits for visits, _ in stats.values()) == done


def test_the_root_race_spends_most_deals_on_the_best_moves():
    _, obs = next(obs for obs in _positions(4, seed=3, count=40) if len(obs[1].legal) > 8)
    stats, done = ismcts.search(obs, "s", 900, 60_000.0)
    visits = sorted((v for v, _ in stats.values()), reverse=True)
    assert len(visits) > 4
    assert visits[0] == visits[1]  # the last two raced on the same deals to the end
    assert visits[1] > 3 * visits[-1]  # the first to drop out saw only the first round


def test_searched_opponents_sometimes_pass_instead_of_playing():
    model = PassingOpponents(seat=0, rng=random.Random(5))
    passes = {False: [0, 0], True: [0, 0]}  # a bigger set in the middle -> [passed, could play]
    for seed in range(80):
        state = HandState(deal(seed, 0, 4), leader=seed % 4)
        while not state.over:
            normal = policy_action(state)
            chosen = model(state)
            play = normal & PLAY_BITS
            if state.turn == 0 or not state.table or not play or play == state.hands[state.turn]:
                # The searching seat, leaders, passes and going out follow Normal exactly.
                assert chosen == normal
            else:
                assert chosen in (normal, PASS)
                counts = passes[state.table_size > 1]
                counts[0] += chosen == PASS
                counts[1] += 1
            state.apply_action(normal)
    for bigger, (passed, chances) in passes.items():
        rate = PASS_WITH_A_PLAY[bigger]
        assert chances > 150
        assert abs(passed / chances - rate) < 4 * (rate * (1 - rate) / chances) ** 0.5


def test_the_tree_widens_the_searching_seats_choices_with_its_visits():
    # Heads-up: one reply between the searching seat's turns, so some decisions recur often.
    _, obs = next(obs for obs in _positions(2, seed=8, count=40) if len(obs[1].legal) > 6)
    rng = random.Random(2)
    sampler = Determinizer(obs)
    opponents = PassingOpponents(obs.seat, rng)
    rewards = Rewards(obs.totals, obs.options)
    root = ismcts.Node(obs.seat)
    for _ in range(400):
        state = sampler.sample(rng)
        state.apply_action(obs.legal[0])
        ismcts.iterate(state, root, obs.seat, opponents, rewards)
    decisions = []
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        if node.moves is not None:  # a decision of the searching seat
            width = 1 + int((node.decisions / ismcts.WIDEN_VISITS) ** 0.5)
            # Only Normal's first choices, as many as the visits allow, have been tried.
            assert set(node.children) <= set(node.moves[:width])
            decisions.append((node.decisions, len(node.children)))
    most, tried = max(decisions)
    assert most > 30 and tried >= 3  # a well-visited decision did widen


def test_hard_stops_at_its_iteration_cap():
    _, obs = next(_positions(4, seed=3, count=1))
    bot = OdinHardBot(1, Budget(ms=60_000.0, iterations=20))
    bot.choose(obs)
    assert bot.last_iterations >= 20  # whole deals: it finishes the deal it started
    assert bot.last_iterations < 20 + len(obs.legal) + 1


@pytest.mark.parametrize("level", ["hard@60it", "expert@80it"])
def test_search_levels_are_deterministic_for_a_seed_and_an_iteration_budget(level):
    positions = [obs for _, obs in _positions(4, seed=12, count=6)]
    first = [make_bot(level, seed=3, workers=1).choose(obs) for obs in positions]
    again = [make_bot(level, seed=3, workers=1).choose(obs) for obs in positions]
    assert first == again


def test_expert_chooses_alike_with_one_process_or_two():
    positions = [obs for _, obs in _positions(4, seed=21, count=3)]
    one = make_bot("expert@120it", seed=4, workers=1)
    two = make_bot("expert@120it", seed=4, workers=2)
    try:
        two.start(0, 4, Options())
        assert [one.choose(o) for o in positions] == [two.choose(o) for o in positions]
    finally:
        two.close()


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard@8it", "expert@8it"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_level_chooses_a_legal_move(level, players):
    bot = make_bot(level, seed=players, workers=1)
    for _, obs in _positions(players, seed=100 + players, count=30):
        assert bot.choose(obs) in obs.legal
