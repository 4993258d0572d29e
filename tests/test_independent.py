"""Two statements of the rules, held against each other: the reference engine's referee and the
independent judge (``conformance.judging.independent``) must give every record the same verdict.

The same verdict: valid, or invalid at the same stage, hand, ply and JSON pointer, naming the
same clause. They are compared on the bundled corpus (valid and invalid records), on random
games of every profile at every player count it allows, and on those games mutated (a tile,
a score, a seat, a dropped or repeated move ...), where most records are invalid.

``DOMINO_AGREEMENT_HANDS`` sets the hands of random games per profile (spread over its
player counts); CI runs the issue's figure, 10,000.
"""

from __future__ import annotations

import ast
import copy
import json
import os
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conformance.cli import main
from conformance.commands.generate import random_matches
from conformance.rulebook.index import profile
from conformance.judging.independent import (
    Layout,
    Table,
    first_hand_leader,
    independent_referee,
    nearest_five,
)
from conformance.judging.referee import Referee
from conformance.records.files import expand_paths, iter_documents
from conformance.records.model import Event, RulesetSpec, Transcript
from conformance.records.recording import Recorder
from reference_impl.engine import Match
from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError, merge
from reference_impl.tiles import Tile

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "transcripts"
CORPUS_FILES = sorted(expand_paths([CORPUS]))
PROFILES = sorted(path.stem for path in (ROOT / "spec" / "profiles").glob("*.json"))
HANDS_PER_PROFILE = int(os.environ.get("DOMINO_AGREEMENT_HANDS", "2000"))
MUTANTS_PER_PROFILE = 300
VERDICT_FIELDS = ("verdict", "stage", "hand", "ply", "pointer", "clause")


@pytest.fixture(scope="module")
def judges() -> tuple[Referee, Referee]:
    return Referee(), independent_referee()


def verdict_of(verdict: dict[str, Any]) -> dict[str, Any]:
    """What the two judges must agree on."""
    return {field: verdict.get(field) for field in VERDICT_FIELDS}


def agree(judges: tuple[Referee, Referee], transcript: Transcript) -> dict[str, Any]:
    """Both judges' verdict on ``transcript``, which must be the same; it is returned."""
    reference, independent = (judge.check_transcript(transcript) for judge in judges)
    assert verdict_of(independent) == verdict_of(reference), (
        f"the judges disagree on {transcript.metadata}:\n"
        f" reference:   {reference}\n independent: {independent}"
    )
    return verdict_of(reference)


def ruleset(name: str, **overrides: Any) -> Ruleset:
    return Ruleset.from_dict(merge(profile(name), overrides))


def tile(text: str) -> Tile:
    return Tile.parse(text)


# -- the corpus -----------------------------------------------------------------------------------


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[str(p.relative_to(CORPUS)) for p in CORPUS_FILES])
def test_the_judges_agree_on_the_corpus(path: Path, judges: tuple[Referee, Referee]) -> None:
    reference, independent = judges
    for document in iter_documents(path):
        expected = verdict_of(reference.check_document(document))
        assert verdict_of(independent.check_document(document)) == expected, document.where()


def test_the_corpus_holds_both_kinds() -> None:
    """The corpus test above sees valid records and records broken in the rules, not only in shape."""
    reference = Referee()
    stages = Counter(
        reference.check_document(document).get("stage") or "valid"
        for path in CORPUS_FILES
        for document in iter_documents(path)
    )
    assert stages["valid"] >= 10 and stages["rules"] >= 15 and stages["result"] >= 10, stages


# -- random games and their mutants -----------------------------------------------------------------


def seatings(name: str) -> list[int]:
    return list(ruleset(name).players)


def random_games(name: str, hands: int, seed: int) -> list[Transcript]:
    """Random matches of ``name``, ``hands`` hands in all spread over its player counts."""
    counts = seatings(name)
    games: list[Transcript] = []
    for index, players in enumerate(counts):
        share = hands // len(counts) + (1 if index < hands % len(counts) else 0)
        games.extend(random_matches(name, players, share, seed * 10 + players))
    return games


@pytest.mark.parametrize("name", PROFILES)
def test_the_judges_agree_on_random_games(name: str, judges: tuple[Referee, Referee]) -> None:
    games = random_games(name, HANDS_PER_PROFILE, seed=PROFILES.index(name))
    assert sum(len(game.hands) for game in games) == HANDS_PER_PROFILE
    for game in games:
        assert agree(judges, game)["verdict"] == "valid"
    assert {game.players for game in games} == set(seatings(name))


Mutation = Callable[[Transcript, random.Random], str]


def _some_event(game: Transcript, rng: random.Random, kinds: tuple[str, ...] = ()) -> tuple[int, int] | None:
    places = [(h, e) for h, hand in enumerate(game.hands) for e, event in enumerate(hand.events)
              if not kinds or event.type in kinds]
    return rng.choice(places) if places else None


def change_a_tile(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng, ("play", "draw"))
    if place is None:
        return "nothing"
    event = game.hands[place[0]].events[place[1]]
    top = max(max(t.high for t in hand.deal.boneyard + sum(hand.deal.hands, [])) for hand in game.hands)
    low = rng.randint(0, top)
    event.tile = Tile(low, rng.randint(low, top))
    return "tile"


def change_an_end(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng, ("play",))
    if place is None:
        return "nothing"
    game.hands[place[0]].events[place[1]].end = rng.choice([None, "left", "right", "up", "down"])
    return "end"


def change_points(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng, ("play", "muggins"))
    if place is None:
        return "nothing"
    event = game.hands[place[0]].events[place[1]]
    event.points = rng.choice([None, 5, 10, 15, (event.points or 0) + 5])
    return "points"


def change_a_claim(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng, ("play",))
    if place is None:
        return "nothing"
    game.hands[place[0]].events[place[1]].claim = rng.choice([None, 5, 10, 15, 20])
    return "claim"


def change_a_seat(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng)
    if place is None:
        return "nothing"
    event = game.hands[place[0]].events[place[1]]
    event.seat = (event.seat + rng.randint(1, game.players - 1)) % game.players
    return "seat"


def drop_a_move(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng)
    if place is None:
        return "nothing"
    del game.hands[place[0]].events[place[1]]
    return "dropped"


def add_a_move(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng)
    if place is None:
        return "nothing"
    events = game.hands[place[0]].events
    seat = events[place[1]].seat
    events.insert(place[1], Event(seat, rng.choice(["pass", "draw", "muggins"]), rng.choice(
        [None, *[t for t in game.hands[place[0]].deal.boneyard[:2]]])))
    if events[place[1]].type != "draw":
        events[place[1]].tile = None
    elif events[place[1]].tile is None:
        events[place[1]].type = "pass"
    return "added"


def swap_two_moves(game: Transcript, rng: random.Random) -> str:
    place = _some_event(game, rng)
    if place is None or place[1] + 1 >= len(game.hands[place[0]].events):
        return "nothing"
    events = game.hands[place[0]].events
    events[place[1]], events[place[1] + 1] = events[place[1] + 1], events[place[1]]
    return "swapped"


def change_a_result(game: Transcript, rng: random.Random) -> str:
    hand = rng.choice(game.hands)
    field = rng.choice(["end", "winner", "points", "scores", "void", "pips"])
    result = hand.result
    if field == "end":
        result.end = rng.choice(["out", "blocked", "redeal"])
    elif field == "winner":
        result.winner = rng.choice([None, *range(len(result.scores))])
    elif field == "points":
        result.points += rng.choice([-5, -1, 1, 5])
    elif field == "scores":
        result.scores[rng.randrange(len(result.scores))] += rng.choice([-1, 1])
    elif field == "void":
        result.void = not result.void
    else:
        result.pips = None if result.pips is None else [p + (i == 0) for i, p in enumerate(result.pips)]
    return "result." + field


def change_a_leader(game: Transcript, rng: random.Random) -> str:
    hand = rng.choice(game.hands)
    hand.leader = rng.choice([None, *range(game.players)])
    return "leader"


def change_the_deal(game: Transcript, rng: random.Random) -> str:
    hand = rng.choice(game.hands)
    deal = hand.deal
    seat = rng.randrange(len(deal.hands))
    if deal.boneyard and rng.random() < 0.5:  # swap a held tile with the boneyard's
        i, j = rng.randrange(len(deal.hands[seat])), rng.randrange(len(deal.boneyard))
        deal.hands[seat][i], deal.boneyard[j] = deal.boneyard[j], deal.hands[seat][i]
        deal.hands[seat].sort()
        return "deal.swap"
    if rng.random() < 0.5:
        deal.hands[seat].pop()
        return "deal.short"
    other = (seat + 1) % len(deal.hands)
    deal.hands[seat][0] = deal.hands[other][0]
    return "deal.repeat"


def change_the_match_result(game: Transcript, rng: random.Random) -> str:
    result = game.result
    field = rng.choice(["status", "winners", "scores", "hands"])
    if field == "status":
        result.status = "unfinished" if result.status == "over" else "over"
    elif field == "winners":
        result.winners = [rng.randrange(len(result.scores))]
    elif field == "scores":
        result.scores[0] += 1
    else:
        result.hands += rng.choice([-1, 1])
    return "match." + field


def drop_the_last_hand(game: Transcript, rng: random.Random) -> str:
    if len(game.hands) < 2:
        return "nothing"
    game.hands.pop()
    return "hand dropped"


MUTATIONS: list[Mutation] = [
    change_a_tile, change_an_end, change_points, change_a_claim, change_a_seat, drop_a_move, add_a_move,
    swap_two_moves, change_a_result, change_a_leader, change_the_deal, change_the_match_result,
    drop_the_last_hand,
]


def games_to_mutate(name: str, seed: int) -> list[Transcript]:
    """Whole matches, and the first one to four hands of many more (records of matches not yet over)."""
    whole = random_games(name, 60, seed)
    counts = seatings(name)
    starts = [next(iter(random_matches(name, counts[i % len(counts)], 1 + i % 4, seed * 1000 + i)))
              for i in range(100)]
    return whole + starts


@pytest.mark.parametrize("name", PROFILES)
def test_the_judges_agree_on_mutated_games(name: str, judges: tuple[Referee, Referee]) -> None:
    rng = random.Random(f"mutants of {name}")
    games = games_to_mutate(name, seed=1000 + PROFILES.index(name))
    clauses: Counter[str] = Counter()
    for _ in range(MUTANTS_PER_PROFILE):
        game = copy.deepcopy(rng.choice(games))
        for _ in range(rng.choice([1, 1, 1, 2])):
            rng.choice(MUTATIONS)(game, rng)
        verdict = agree(judges, game)
        clauses[verdict["clause"] or verdict["verdict"]] += 1
    # The mutants reach many clauses, not one: the agreement above is on invalid records too.
    invalid = sum(count for clause, count in clauses.items() if clause != "valid")
    assert invalid > MUTANTS_PER_PROFILE // 2, clauses
    assert len(clauses) >= 8, clauses


RANDOM_RULESETS = 120


def random_ruleset(rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """A profile with every option given a value at random (None when the values do not fit together)."""
    name = rng.choice(PROFILES)
    overrides: dict[str, Any] = {}
    for option in OPTIONS:
        if option.kind == "enum":
            overrides[option.id] = rng.choice(option.values)
        elif option.kind == "bool":
            overrides[option.id] = rng.choice([True, False])
    overrides["draw.reserve"] = rng.choice([0, 0, 2])
    overrides["lead.named_double"] = rng.choice([None, None, 3])
    overrides["match.hands"] = rng.choice([2, 5])
    overrides["match.target"] = rng.choice([61, 100, 150])
    if not overrides["fives.enabled"]:
        overrides["fives.claims"] = "auto"
    try:
        ruleset(name, **overrides)
    except RulesetError:
        return None
    return name, overrides


def test_the_judges_agree_under_every_option(judges: tuple[Referee, Referee]) -> None:
    """Random games, and mutants of them, under rulesets with every option's value drawn at random."""
    rng = random.Random("every option")
    values_played: set[tuple[str, Any]] = set()
    verdicts: Counter[str] = Counter()
    for _ in range(RANDOM_RULESETS):
        drawn = random_ruleset(rng)
        if drawn is None:
            continue
        name, overrides = drawn
        players = rng.choice(ruleset(name, **overrides).players)
        for game in random_matches(name, players, 20, rng.randrange(2**32), overrides):
            assert agree(judges, game)["verdict"] == "valid"
            values_played |= {(option, json.dumps(value)) for option, value in overrides.items()}
            mutant = copy.deepcopy(game)
            rng.choice(MUTATIONS)(mutant, rng)
            verdict = agree(judges, mutant)
            verdicts[verdict["clause"] or verdict["verdict"]] += 1
    every_value = {(option.id, json.dumps(value)) for option in OPTIONS if option.kind == "enum"
                   for value in option.values}
    every_value |= {(option.id, json.dumps(value)) for option in OPTIONS if option.kind == "bool"
                    for value in (True, False)}
    assert every_value <= values_played, sorted(every_value - values_played)
    assert len(verdicts) >= 15, verdicts


# -- the independent judge's own rules ------------------------------------------------------------------


def test_it_does_not_use_the_engine_rules() -> None:
    """The independent judge reads the ruleset and tiles as data; it imports no engine, move, lead, line or
    scoring code (the point of a second statement)."""
    source = (ROOT / "conformance" / "judging" / "independent.py").read_text(encoding="utf-8")
    imported = {node.module for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ImportFrom)}
    assert {"reference_impl.ruleset", "reference_impl.tiles"} <= imported
    engine_rules = {f"reference_impl.{name}" for name in ("engine", "moves", "lead", "line", "scoring")}
    assert not imported & engine_rules
    assert "reference_impl" not in imported


def test_nearest_five() -> None:
    assert [nearest_five(n) for n in (0, 2, 3, 12, 13, 31, 35)] == [0, 0, 5, 10, 15, 30, 35]


def test_blocked_scores_of_the_worked_hand() -> None:
    """S2's worked hand (seed 002): 7 against 16 and 19 scores 21, 28, 35 or 42 by the formula."""
    expected = {"diff_each": 21, "sum_minus_own": 28, "winner_takes_all": 35, "all_pips": 42}
    for formula, points in expected.items():
        table = Table(ruleset("block", **{"score.blocked": formula}), 3)
        assert table._blocked_points([7, 16, 19], [[7], [16], [19]], 0) == points, formula


def test_the_spinner_opens_four_ends_once_its_sides_are_covered() -> None:
    layout = Layout("first_double")
    layout.lay(tile("2-5"), None)
    layout.lay(tile("5-5"), "right")  # the first double: the spinner, on the right arm
    assert layout.open_ends() == ["left", "right"] and layout.count() == 2 + 10
    layout.lay(tile("5-1"), "right")  # its far side covered: up and down open, showing 5, not yet counted
    assert layout.open_ends() == ["left", "right", "up", "down"]
    assert layout.count() == 2 + 1
    layout.lay(tile("5-3"), "up")
    assert layout.count() == 2 + 1 + 3


def test_a_lone_lead_counts_its_pips_and_a_double_lead_spins() -> None:
    layout = Layout("first_double")
    layout.lay(tile("5-5"), None)
    assert layout.count() == 10 and layout.spinner == tile("5-5")
    layout.lay(tile("5-0"), "left")
    assert layout.count() == 0 + 10  # the double still at the right end counts both halves
    layout.lay(tile("5-4"), "right")
    assert layout.open_ends() == ["left", "right", "up", "down"] and layout.count() == 4


def test_first_hand_leaders() -> None:
    hands = [[tile("6-5"), tile("1-1")], [tile("3-3"), tile("6-4")], [tile("0-2"), tile("4-5")]]
    assert first_hand_leader(ruleset("block"), hands, None) == (1, tile("3-3"))
    def leader(**overrides: Any) -> tuple[int, Tile | None] | None:
        return first_hand_leader(ruleset("block", **overrides), hands, None)

    assert leader(**{"lead.double_order": "lowest_first"}) == (0, tile("1-1"))
    assert leader(**{"lead.named_double": 1}) == (0, tile("1-1"))
    assert leader(**{"lead.first_hand": "heaviest_tile"}) == (0, tile("6-5"))
    assert leader(**{"lead.first_hand": "holder_of_top_double"}) is None
    no_doubles = [[tile("6-5")], [tile("6-4")], [tile("0-2")]]
    redeal = ruleset("block", **{"lead.first_hand": "highest_double_else_redeal"})
    assert first_hand_leader(redeal, no_doubles, None) is None
    # 6-3 and 5-4 weigh the same: the higher half wins, or the seat first in turn order from seat 0.
    tied = [[tile("4-5")], [tile("3-6")]]
    heaviest = ruleset("block", **{"lead.first_hand": "heaviest_tile"})
    assert first_hand_leader(heaviest, tied, None) == (1, tile("3-6"))
    by_seat = ruleset("block", **{"lead.first_hand": "heaviest_tile", "lead.tie_break": "seat_order"})
    assert first_hand_leader(by_seat, tied, None) == (0, tile("4-5"))
    lot = ruleset("all-fives-tournament")
    assert first_hand_leader(lot, hands, [tile("6-6"), tile("2-2"), tile("0-1")]) == (0, None)


def test_legal_moves_before_and_after_the_lead() -> None:
    rules = ruleset("draw")
    table = Table(rules, 2)
    game = random_games("draw", 1, seed=5)[0]
    table.deal(game.hands[0].deal)
    leads = table.legal_moves()
    assert leads and all(move.type == "play" and move.end is None for move in leads)
    assert [move.tile for move in leads] == [table.forced_lead]  # the highest double is forced
    table.make(leads[0])
    moves = table.legal_moves()
    kinds = {move.type for move in moves}
    assert kinds <= {"play", "draw"} and "pass" not in kinds  # under must-play a player draws before passing


# -- the command -------------------------------------------------------------------------------------------


def test_check_independent_reports_like_check(capsys: pytest.CaptureFixture[str]) -> None:
    broken = str(ROOT / "transcripts" / "invalid" / "pass-while-able.json")
    assert main(["check", "--independent", "--json", broken]) == 1
    independent = capsys.readouterr().out
    assert main(["check", "--json", broken]) == 1
    reference = capsys.readouterr().out
    first, second = json.loads(independent), json.loads(reference)
    assert verdict_of(first) == verdict_of(second)
    assert first["clause"] == "move.refusal.must-play" and first["hand"] == 1 and first["ply"] == 2
    assert main(["check", "--independent", str(ROOT / "transcripts" / "valid")]) == 0


def test_a_void_deal_that_ends_the_match_has_no_leader_and_is_void(judges: tuple[Referee, Referee]) -> None:
    """Found by the two judges disagreeing: under ``match.count_void_hands`` a void deal may be the
    match's last hand; it is still void (``end.redeal``), so its record names no leader."""
    overrides = {"lead.first_hand": "holder_of_top_double", "match.end": "hands", "match.hands": 1,
                 "match.count_void_hands": True}
    rules = ruleset("draw", **overrides)
    match = Match(rules, 2)
    recorder = Recorder(match, RulesetSpec(profile="draw", overrides=overrides))
    tiles = sorted(match.tileset.tiles, key=lambda t: -(t.low + t.high))  # 6-6 first: into the boneyard
    boneyard, held = tiles[:1] + tiles[15:], tiles[1:15]
    recorder.deal([held[:7], held[7:]], boneyard)
    game = recorder.transcript()
    assert game.result.status == "over" and game.result.hands == 1
    hand = game.hands[0]
    assert hand.leader is None and hand.result.void and hand.result.end == "redeal"
    assert agree(judges, game)["verdict"] == "valid"
    hand.leader = 0
    assert agree(judges, game)["clause"] == "lead.first-hand.top-double"
