"""The adapted engines against the real packages: every published finding reproduced, and the adapters sound.

Each test needs the engine's package at the version the verdicts were measured on
(``pip install -e ".[engines]"``) and is skipped, saying so, without it.
"""

from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path

import pytest

from adapters.findings import FINDINGS, Finding
from conformance import exit_codes
import conformance.rulebook.index as rulebook
import conformance.suite.features as suite
from conformance.cli import main
from conformance.engines.under_test import open_engine
from conformance.judging.replay import Replayer
from conformance.records.files import iter_documents

ROOT = Path(__file__).resolve().parent.parent
PINNED = {"openspiel_team": ("open-spiel", "2.0.2"), "openspiel_block": ("open-spiel", "2.0.2"),
          "dominoes_pypi": ("dominoes", "6.1.0")}


def needs_engine(adapter: str) -> None:
    """Skip unless the adapter's engine is installed at the pinned version."""
    distribution, pinned = PINNED[adapter]
    try:
        installed = metadata.version(distribution)
    except metadata.PackageNotFoundError:
        pytest.skip(f"{distribution}=={pinned} is not installed (pip install -e '.[engines]')")
    if installed != pinned:
        pytest.skip(f"the findings were measured on {distribution}=={pinned}, not {installed}")


def spec(adapter: str) -> str:
    return f"py:adapters.{adapter}:create"


def _id(finding: Finding) -> str:
    return f"{finding.engine}:{finding.title}"


@pytest.mark.parametrize("adapter", sorted(PINNED))
def test_the_adapter_passes_smoke(adapter: str) -> None:
    needs_engine(adapter)
    assert main(["smoke", "--engine", spec(adapter)]) == exit_codes.OK


@pytest.mark.parametrize("finding", [f for f in FINDINGS if f.scenarios], ids=_id)
def test_the_findings_scenarios_fail_on_its_clauses(finding: Finding, tmp_path: Path) -> None:
    needs_engine(finding.engine)
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", spec(finding.engine), "-k", finding.keyword(), "--report", str(report_path),
                   "-q", "--no-progress", "--replay"])
    assert status == exit_codes.FAILURES
    outcomes = {s["id"]: s for s in json.loads(report_path.read_text(encoding="utf-8"))["scenarios"]}
    for scenario_id in finding.scenarios:
        record = outcomes[scenario_id]
        assert record["outcome"] == "fail", (scenario_id, record["message"])
        failed = {clause for clause, verdict in record["charges"].items() if verdict in ("fail", "error")}
        assert failed and failed <= set(finding.clauses), (scenario_id, record["charges"])  # charged to its rule


@pytest.mark.parametrize("finding", [f for f in FINDINGS if f.transcript], ids=_id)
def test_the_findings_transcript_diverges_on_the_engine_and_agrees_on_the_reference(finding: Finding) -> None:
    needs_engine(finding.engine)
    assert finding.transcript_path is not None
    (document,) = iter_documents(finding.transcript_path)
    engine = open_engine(spec(finding.engine))
    try:
        verdict = Replayer(engine).replay_document(document)
    finally:
        engine.close()
    assert verdict["verdict"] == "diverged", verdict
    assert verdict["clause"] in finding.clauses, verdict
    assert verdict["hand"] == 1
    reference = open_engine("reference")
    try:
        assert Replayer(reference).replay_document(document)["verdict"] == "agreed"
    finally:
        reference.close()


def test_every_finding_names_real_clauses_and_scenarios_and_is_published() -> None:
    clauses = {clause.id for clause in rulebook.load().clauses}
    scenarios = {scenario.id for scenario in suite.load()}
    published = (ROOT / "docs" / "engines.md").read_text(encoding="utf-8")
    for finding in FINDINGS:
        assert set(finding.clauses) <= clauses, finding.title
        assert set(finding.scenarios) <= scenarios, finding.title
        assert finding.scenarios or finding.transcript, f"{finding.title}: no reproduction"
        assert finding.transcript_path is None or finding.transcript_path.is_file(), finding.transcript_path
        assert f". {finding.title}\n" in published, f"docs/engines.md does not publish {finding.title!r}"


def test_openspiels_plain_apply_action_checks_nothing() -> None:
    """Why the OpenSpiel adapters call apply_action_with_legality_check: the games' own apply checks nothing."""
    needs_engine("openspiel_team")
    import open_spiel.python.games  # noqa: F401 - registers the Python games
    import pyspiel

    game = pyspiel.load_game("python_team_dominoes")
    state = game.new_initial_state()
    for outcome in range(28):  # tile k of the deck goes to player k mod 4
        state.apply_action(outcome)
    actions = {state.action_to_string(0, a): a for a in range(game.num_distinct_actions())}
    assert state.current_player() == 0 and (0.0, 4.0) in state.hands[0]
    state.apply_action(actions["p1 tile:(0.0, 4.0) pip:None"])  # player 1's action, on player 0's turn
    assert (0.0, 4.0) not in state.hands[0] and state.current_player() == 1
    with pytest.raises(pyspiel.SpielError):
        state.apply_action_with_legality_check(actions["p3 tile:(0.0, 1.0) pip:0.0"])


def test_the_published_matrix_shows_the_five_engines_and_the_findings_in_chromium(tmp_path: Path) -> None:
    """docs/engines-matrix.html as a browser lays it out: one column per engine, each finding's clause failed
    (and no other clause its scenarios cite: a failing scenario fails the clause its failing step judged)."""
    from test_matrix import anchors_resolve, assert_self_contained, cell, parse_html
    from test_matrix_browser import chromium

    page_path = ROOT / "docs" / "engines-matrix.html"
    assert_self_contained(page_path.read_text(encoding="utf-8"))
    done = chromium(["--dump-dom", page_path.as_uri()], tmp_path / "profile")
    page = parse_html(done.stdout)
    anchors_resolve(page)
    header = [th.text() for th in page.find("table", class_="matrix").find("thead").iter("th")]
    columns = ["domino-conformance reference engine", "node-engine", "OpenSpiel python_team_dominoes",
               "OpenSpiel python_block_dominoes", "dominoes (abw333)"]
    assert len(header) == 1 + len(columns)
    assert all(name in text for name, text in zip(columns, header[1:], strict=True)), header
    column_of = {"openspiel_team": 3, "openspiel_block": 4, "dominoes_pypi": 5}
    for finding in FINDINGS:
        for clause in finding.clauses:
            assert cell(page, clause, column_of[finding.engine]).attrs["data-verdict"] == "fail", clause
    for clause in ("end.going-out", "turn.must-play"):
        assert cell(page, clause, 1).attrs["data-verdict"] == "pass"


@pytest.mark.parametrize("adapter", sorted(PINNED))
def test_the_adapter_reaches_a_position_by_dealing_and_replaying_and_refuses_one_it_cannot(adapter: str) -> None:
    """A position of the declared game in mid-hand (reached on the reference engine by seeded play) is taken:
    dealt and replayed through the engine, which reports it back as given; a hand already over is refused
    with the reason, and the match stays where it was."""
    import importlib
    import random

    from conformance.engines.positions import misreadings, position_request, taken_in
    from conformance.rulebook.declared_games import read_games
    from reference_impl.engine import Match
    from reference_impl.ruleset import Ruleset

    needs_engine(adapter)
    declared = read_games({"games": [importlib.import_module(f"adapters.{adapter}").GAME]})[0]
    players, rules = declared.players[0], Ruleset.from_dict(declared.ruleset)
    choose = random.Random(3)
    match = Match(rules, players)
    tiles = [str(tile) for tile in match.tileset.tiles]
    choose.shuffle(tiles)
    size = match.hand_size
    match.deal([tiles[seat * size:(seat + 1) * size] for seat in range(players)], tiles[players * size:])
    while match.ply < 6:
        match.apply(choose.choice(match.legal_moves()))
    mid_hand = match.position()
    while match.status == "in_progress":
        match.apply(choose.choice(match.legal_moves()))
    engine = open_engine(spec(adapter), validate=True)
    try:
        assert engine.request({"cmd": "start", "ruleset": declared.ruleset, "players": players})["ok"] is True
        taken = taken_in(engine.request(position_request(mid_hand)))
        assert taken.refusal is None and taken.state is not None
        assert misreadings(Match.from_position(rules, mid_hand).observe(), taken.state) == []
        refused = taken_in(engine.request(position_request(match.position())))
        assert refused.refusal is not None and "only a hand in progress" in refused.refusal
        assert engine.request({"cmd": "observe"})["state"] == taken.state
    finally:
        engine.close()
