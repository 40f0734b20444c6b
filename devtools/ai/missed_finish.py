"""Does the game review see a missed race finish in Odin's Ravens? Records where a seat ends
its turn while a fly or an Odin card IV would have finished the race, in every form, and the
share of those turns the review marks (some decision of the turn a mistake or a blunder).

`python -m devtools.ai.missed_finish build DIR [--per-form N] [--seed S]` plays seeded games
between Normal bots; wherever the seat to move could finish the race (and score more race
points than the other: a finish that wins the race) it plays on instead — sometimes one
other action of its hand first — and ends its turn. The record up to that turn's end is
written to DIR, with `index.json` naming each one's seat, turn and forms:

- ``group``: the fly goes on along a group of the same landscape;
- ``joker``: it pays with two equal flight cards (no matching card needed);
- ``marker``: it passes the Odin marker (paying one card or joker more);
- ``stack``: a card comes from the seat's stack;
- ``odin4``: Odin card IV moves the raven one space forward;
- ``plain``: one card, one space.

`python -m devtools.ai.missed_finish measure DIR [--deep] [--seed S]` reviews each record's
missed turn for its seat as the review does (the analyst's budgets, `--deep` ten times them)
and prints one JSON line: per form and in all, the turns and how many were marked.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import astuple, dataclass, field
from pathlib import Path
from typing import Any

from odin_desktop import games
from odin_desktop.ai.analyst import Budgets, Effort
from odin_desktop.ai.ravens.finish import winning_finishes
from odin_desktop.analysis import grades
from odin_desktop.analysis.plan import make_plan
from odin_desktop.analysis.result import grade_decision
from odin_desktop.analysis.review import DEEP
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.draws import NoDraws
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.phases import LAY
from odin_desktop.engine.ravens.race import RaceState

FORMS = ("group", "joker", "marker", "stack", "odin4", "plain")
INDEX = "index.json"
MAX_GAMES = 400  # games tried before the builder gives up filling a form


def forms_of(race: RaceState, action: int) -> set[str]:
    """The forms of a finishing action (`FORMS`)."""
    if A.action_type(action) == A.FORWARD:
        return {"odin4"}
    hand, stack = A.played_cards(action)
    after = race.copy(NoDraws())
    after.apply_action(action)
    found = set()
    seat = race.turn
    if race.marker >= 0 and after.marker != race.marker:
        found.add("marker")
    elif len(hand) + len(stack) == 2:
        found.add("joker")
    if stack:
        found.add("stack")
    if race.length - 1 - race.positions[seat] > 1:
        found.add("group")
    return found or {"plain"}


@dataclass
class Fixture:
    name: str
    seat: int
    race: int
    turn: int
    forms: list[str]
    first: bool  # the finish was missed at the turn's first decision
    doc: dict[str, Any] = field(repr=False, default_factory=dict)


def _detour(game: RavensGame, rng: random.Random) -> int | None:
    """An action of the hand that leaves a finish available (a store, a discard, a Magic
    Way play), or None."""
    race = game.race
    assert race is not None
    options = []
    for action in race.legal_actions():
        if A.action_type(action) not in (A.STORE, A.DISCARD, A.MAGIC):
            continue
        after = race.copy(NoDraws())
        after.apply_action(action)
        if winning_finishes(after, game.totals, game.target):
            options.append(action)
    return rng.choice(options) if options else None


def build(per_form: int, seed: int) -> list[Fixture]:
    """Records of missed finishes, at least ``per_form`` of each form where the games give
    them (fewer when `MAX_GAMES` games do not)."""
    entry = games.game("ravens")
    counts = dict.fromkeys(FORMS, 0)
    found: list[Fixture] = []
    rng = random.Random(f"missed-finish:{seed}")
    for number in range(MAX_GAMES):
        if all(n >= per_form for n in counts.values()):
            break
        game = entry.new_game(2, f"{seed}:{number}", 12)
        assert isinstance(game, RavensGame)
        bots = [entry.make_bot("normal", seed=f"{seed}:{number}:{s}") for s in range(2)]
        missed = False
        while not game.over and not missed:
            if game.needs_round:
                game.start_round()
            seat = game.to_move
            race = game.race
            assert seat is not None and race is not None
            ends = winning_finishes(race, game.totals, game.target)
            forms = set().union(*(forms_of(race, a) for a in ends)) if ends else set()
            wanted = [f for f in forms if counts[f] < per_form]
            if wanted:
                first = not race.turn_actions
                turn = len(race.log)
                detour = _detour(game, rng) if rng.random() < 0.5 else None
                if detour is not None:
                    game.apply(detour, seat)
                    first = False
                    race = game.race
                    assert race is not None
                    ends = winning_finishes(race, game.totals, game.target)
                    forms = set().union(*(forms_of(race, a) for a in ends))
                ends_turn = [a for a in (A.END_TURN, A.END_LENGTHEN) if a in race.legal_actions()]
                game.apply(rng.choice(ends_turn), seat)
                if game.race is not None and game.race.phase == LAY:
                    game.apply(bots[seat].choose(game.observe(seat)), seat)  # the card drawn
                doc = entry.record_of(game, ["P0", "P1"])
                name = f"missed-{len(found):03d}.json"
                for form in forms:
                    counts[form] += 1
                found.append(
                    Fixture(name, seat, game.round_index, turn, sorted(forms), first, doc)
                )
                missed = True
                continue
            game.apply(bots[seat].choose(game.observe(seat)), seat)
    return found


def write(fixtures: list[Fixture], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    index = []
    for fixture in fixtures:
        (folder / fixture.name).write_text(json.dumps(fixture.doc), encoding="utf-8")
        index.append({k: v for k, v in fixture.__dict__.items() if k != "doc"})
    (folder / INDEX).write_text(json.dumps(index, indent=1), encoding="utf-8")


def read(folder: Path) -> list[Fixture]:
    index = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    return [
        Fixture(**item, doc=json.loads((folder / item["name"]).read_text(encoding="utf-8")))
        for item in index
    ]


def review_turn(fixture: Fixture, budgets: Budgets, seed: int) -> list[dict[str, Any]]:
    """The missed turn's decisions as the review grades them (only that turn is valued)."""
    entry = games.game("ravens")
    analyst = entry.analyst()
    plan = make_plan(entry.record_steps(fixture.doc), [fixture.seat], analyst)
    effort = Effort(budgets.samples, budgets.limit, bounds=grades.BOUNDS)
    found = {}
    for stretch in plan.stretches:
        where = stretch.steps[0].where
        if (where["race"], where["turn"]) != (fixture.race, fixture.turn):
            continue
        pairs = [(step.observation, step.action) for step in stretch.steps]
        choices = max(len(set(obs.legal)) for obs, _ in pairs)
        used = effort if choices > 1 else Effort(budgets.forced, budgets.forced)
        valued = analyst.review(pairs, used, f"{seed}:{stretch.key}")
        found.update({step.number: v for step, v in zip(stretch.steps, valued, strict=True)})
    graded = [grade_decision(d, found, analyst) for d in plan.decisions]
    return [g.json for g in graded if g is not None]


def budgets_of(deep: bool) -> Budgets:
    """The review's budgets (``deep``: the deep review's)."""
    budgets = games.game("ravens").analyst().budgets
    return Budgets(*(DEEP * n for n in astuple(budgets))) if deep else budgets


def measure(fixtures: list[Fixture], deep: bool, seed: int) -> dict[str, Any]:
    budgets = budgets_of(deep)
    tally = {form: [0, 0] for form in (*FORMS, "all")}
    missed = []
    for fixture in fixtures:
        decisions = review_turn(fixture, budgets, seed)
        caught = any(grades.is_error(d["grade"]) for d in decisions)
        for form in (*fixture.forms, "all"):
            tally[form][0] += caught
            tally[form][1] += 1
        if not caught:
            missed.append(
                {"name": fixture.name, "forms": fixture.forms, "decisions": decisions}
            )
    shares = {
        form: {"caught": c, "turns": n, "share": round(c / n, 3) if n else None}
        for form, (c, n) in tally.items()
    }
    return {"deep": deep, "seed": seed, "forms": shares, "not_caught": missed}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.missed_finish")
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("build", help="write records of missed finishes")
    make.add_argument("folder", type=Path)
    make.add_argument("--per-form", type=int, default=8)
    make.add_argument("--seed", type=int, default=1)
    check = commands.add_parser("measure", help="the share of missed finishes the review marks")
    check.add_argument("folder", type=Path)
    check.add_argument("--deep", action="store_true")
    check.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "build":
        fixtures = build(args.per_form, args.seed)
        write(fixtures, args.folder)
        counts = {form: sum(form in f.forms for f in fixtures) for form in FORMS}
        print(json.dumps({"records": len(fixtures), "forms": counts}))
        return 0
    print(json.dumps(measure(read(args.folder), args.deep, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
