"""Scenarios written at run time for the game an engine declares, and clauses that cannot arise in it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance import exit_codes
import conformance.suite.features as suite
from conformance.rulebook.cannot_arise import cannot_arise, cannot_arise_at
from conformance.cli import main
from conformance.suite.coverage import coverage_of
from conformance.rulebook.declared_games import Declaration, declared_game
from conformance.suite.scenario_writing.for_declaration import WRITTEN_FOLDER, scenarios_for, seating_of, seatings_for
from conformance.suite.scenario_writing.seating import Seating
from conformance.suite.scenario_writing.writer import reference_failures, write_seating
from variant_faults import VARIANT_FAULTS


def _run(engine: str, tmp_path: Path, *extra: str) -> tuple[int, dict]:
    report = tmp_path / "report.json"
    status = main(["run", "--engine", engine, "--report", str(report), "-q", "--play-hands", "0", "--replay",
                   *extra])
    return status, json.loads(report.read_text(encoding="utf-8"))


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache of this test's own, so what it writes is written here and now."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", str(folder))
    return folder


def test_there_are_at_least_ten_engines_declaring_a_variant_away_from_every_profile() -> None:
    from conformance.rulebook.declared_games import option_values
    from conformance.rulebook.index import profiles

    assert len(VARIANT_FAULTS) >= 10
    for fault in VARIANT_FAULTS.values():
        (players,) = fault.game["players"]
        game = declared_game(fault.game["profile"], players, fault.game["differences"])
        values = option_values(game.ruleset, players)
        distances = [sum(values[k] != option_values(data, players)[k] for k in values if k != "players")
                     for data in profiles().values() if players in data["players"]]
        assert 2 <= min(distances) <= 3, (fault.name, distances)


@pytest.mark.parametrize("name", sorted(VARIANT_FAULTS))
def test_a_fault_no_shipped_scenario_reaches_is_failed_by_the_scenarios_written_for_the_variant(
        name: str, tmp_path: Path, own_cache: Path) -> None:
    """Scenarios alone (no play, no transcripts): the shipped ones all pass, and a written one fails the
    planted fault on its clause."""
    fault = VARIANT_FAULTS[name]
    status, report = _run(f"py:variant_faults:{name}", tmp_path)
    assert status in (exit_codes.FAILURES, exit_codes.ERRORS), f"{name} ({fault.description}) was judged green"
    failed = [record for record in report["scenarios"] if record["outcome"] in ("fail", "error")]
    assert all(record["feature"].startswith(WRITTEN_FOLDER + "/") for record in failed), (
        "a shipped scenario reaches the fault", [record["id"] for record in failed])
    clause = fault.clause  # the planted rule itself, whatever the story meets on the way
    assert report["clauses"][clause]["verdict"] in ("fail", "error"), (name, clause, report["clauses"][clause])
    assert any(fault.clause in record["clauses"] and record["outcome"] == "fail" for record in failed)


def test_all_fives_rounded_to_the_nearest_five_is_judged_and_its_scenarios_saved(tmp_path: Path,
                                                                                 own_cache: Path) -> None:
    """One option from a profile used to exit 5 (too little applied); its written scenarios are kept as
    feature files that load as ordinary ones, with the same ids the run gave them."""
    saved = tmp_path / "kept"
    status, report = _run("py:variant_faults:all_fives_rounded", tmp_path, "--save-scenarios", str(saved))
    assert status == exit_codes.OK, report["coverage"]
    assert report["coverage"]["share"] >= 0.95
    written = [record for record in report["scenarios"] if record["feature"].startswith(WRITTEN_FOLDER + "/")]
    assert written and all(record["outcome"] == "pass" for record in written)
    kept = suite.load_from(saved)
    assert sorted(scenario.id for scenario in kept) == sorted(record["id"] for record in written)
    again_status, again = _run("py:variant_faults:all_fives_rounded", tmp_path)
    assert again_status == exit_codes.OK
    assert [r["id"] for r in again["scenarios"]] == [r["id"] for r in report["scenarios"]]


def test_the_ids_of_written_scenarios_follow_the_declaration() -> None:
    rounded = declared_game("all-fives", 2, {"score.rounding": "nearest_five_total"})
    same = declared_game("all-fives", 2, {"score.rounding": "nearest_five_total", "score.out": "opponents_only"})
    other = declared_game("all-fives", 2, {"score.rounding": "nearest_five_each"})
    assert seating_of(rounded, 2) == seating_of(same, 2)  # a difference restating the profile is none
    assert seating_of(rounded, 2).id_prefix != seating_of(other, 2).id_prefix
    assert seating_of(rounded, 2).id_prefix.startswith("seat-all-fives-2-declared-")


def test_a_whole_ruleset_is_written_as_the_profile_nearest_to_it() -> None:
    from conformance.rulebook.index import pinned_ruleset

    ruleset = pinned_ruleset("draw", {"score.blocked": "all_pips"})
    declaration = Declaration.from_capabilities({"games": [{"ruleset": ruleset, "players": [3]}]})
    (seating,) = seatings_for(declaration)
    assert (seating.profile, seating.players, seating.differences) == ("draw", 3, (("score.blocked", "all_pips"),))


def test_a_whole_ruleset_with_teams_is_written_at_its_own_player_count() -> None:
    from conformance.rulebook.index import pinned_ruleset

    ruleset = pinned_ruleset("block", {"players": [4], "teams": [[0, 2], [1, 3]], "deal.hand_size": {"4": 7}})
    declaration = Declaration.from_capabilities({"games": [{"ruleset": ruleset, "players": [4]}]})
    (seating,) = seatings_for(declaration)
    assert seating.ruleset().teams == ((0, 2), (1, 3)) and seating.players == 4
    written = write_seating(seating, ["end.going-out.partnership"], ["end.going-out.partnership"])
    assert written.scenarios and not reference_failures(suite.parse_feature(written.text(), written.path))


def test_a_bag_of_values_is_written_at_a_game_it_declares() -> None:
    declaration = Declaration.from_capabilities({"options": {
        "set.max_pip": [6], "players": [2], "teams": [None], "deal.hand_size": "*", "draw.mode": ["none"],
        "draw.reserve": [0], "lead.first_hand": ["heaviest_tile"], "lead.tie_break": ["higher_half"],
        "lead.forced_tile": [True], "lead.next_hand": ["winner"], "lead.after_tie": ["rotate"],
        "turn.direction": ["cw"], "turn.must_play": [True], "layout.spinner": ["none"], "fives.enabled": [False],
        "fives.claims": ["auto"], "score.out": ["opponents_only"], "score.blocked": ["all_pips"],
        "score.blocked_tie": ["no_score"], "score.rounding": ["none"], "match.end": ["target"],
        "match.target": "*", "match.hands": "*"}})
    seatings = seatings_for(declaration)
    assert seatings and all(seating.players == 2 for seating in seatings)
    best = seatings[0]
    rules = best.ruleset()
    assert (rules.blocked_score, rules.first_hand_lead, rules.draw_mode) == ("all_pips", "heaviest_tile", "none")
    assert not declaration.unsupported(rules.to_dict(), 2)


def test_map_valued_and_list_valued_differences_are_written_and_pass_on_the_reference_engine() -> None:
    seating = Seating("partnership", 4, (("match.target", {"4": 20}), ("teams", [[0, 1], [2, 3]])), "map-valued")
    assert hash(seating) == hash(Seating("partnership", 4, seating.differences, "map-valued"))
    assert seating.rules_step == ('the "partnership" rules for 4 players with match.target = {"4": 20}, '
                                  'teams = [[0, 1], [2, 3]]')
    written = write_seating(seating, ["match.end.target"], ["match.end.target"])
    assert written.scenarios, written.unwitnessed
    assert not reference_failures(suite.parse_feature(written.text(), written.path))


def test_the_seatings_command_writes_a_variant_whose_difference_is_given_by_player_count(tmp_path: Path) -> None:
    """``python -m conformance.seatings --only`` once stopped on ``unhashable type: 'dict'``."""
    import conformance.suite.seatings as seatings

    folder = tmp_path / seatings.SEATINGS_FOLDER
    folder.mkdir()
    variant = {"name": "short", "about": "a short match", "profile": "block", "players": 2,
               "differences": {"match.target": {"2": 20, "3": 20, "4": 20}}, "witness": ["match.end.target"]}
    (folder / seatings.VARIANTS_FILE).write_text(json.dumps({"variants": [variant]}), encoding="utf-8")
    assert seatings.main(["--features", str(tmp_path), "--only", "block-2p-short"]) == 0
    text = (folder / "block-2p-short.feature").read_text(encoding="utf-8")
    assert 'with match.target = {"2": 20, "3": 20, "4": 20}' in text
    assert "@clause:match.end.target" in text


@pytest.mark.parametrize(("profile", "players", "differences", "clause", "reason"), [
    ("all-fives-tournament", 4, {}, "draw.order", "every tile is dealt"),
    ("block-classic", 3, {}, "lead.tie-break.higher-half", "a double leads or the deal is void"),
    ("partnership", 4, {}, "end.blocked.boneyard", "no tile is ever left in the boneyard"),
    ("all-fives", 2, {"match.target_check": "at_once"}, "match.end.target.level", "no two sides are ever level"),
    ("draw", 4, {"draw.reserve": 8}, "draw.order", "the boneyard holds only the reserve of 8"),
])
def test_a_clause_that_cannot_arise_is_named_with_the_reason_the_rules_give(
        profile: str, players: int, differences: dict, clause: str, reason: str) -> None:
    game = declared_game(profile, players, differences)
    assert reason in cannot_arise_at(game.ruleset, players)[clause]
    declaration = Declaration.of_game(game)
    ruled_out = cannot_arise(declaration)
    coverage = coverage_of(declaration, [])
    assert clause in ruled_out and clause not in coverage.held
    assert dict(coverage.cannot_arise)[clause] == ruled_out[clause]


def test_a_clause_that_can_arise_is_not_ruled_out() -> None:
    """All Fives at 4 deals 20 of 28 tiles: a hand without a double can be dealt, so the tie break can
    decide the lead, and a void deal waits on a blocked tie only under another value."""
    game = declared_game("all-fives", 4)
    ruled_out = cannot_arise_at(game.ruleset, 4)
    assert "lead.tie-break.higher-half" not in ruled_out and "draw.order" not in ruled_out
    two_games = Declaration.from_capabilities({"games": [{"profile": "partnership"}, {"profile": "block", "players": [2]}]})
    assert "end.blocked.boneyard" not in cannot_arise(two_games)  # it arises in one of the games


def test_nothing_is_written_when_nothing_is_missing(own_cache: Path) -> None:
    written = scenarios_for(Declaration.of_game(declared_game("block", 2)), [])
    assert not written.files and not written.from_cache
