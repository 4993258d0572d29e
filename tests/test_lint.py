"""The suite lint: the shipped suite is clean, and each kind of defect is caught."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import conformance.suite.lint as lint
import conformance.rulebook.index as rulebook
from conformance.cli import main
from conformance.rulebook.data_paths import data_path
from conformance.suite.vocabulary import render_markdown, template

GOOD = """\
@clause:turn.must-play
Feature: Sample

  @id:sample-001
  Scenario: A sample scenario
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
      | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
    When seat 0 leads 6-6
    Then seat 1 is to play
"""


def codes(tmp_path: Path, text: str, name: str = "sample.feature") -> set[str]:
    (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "STEPS.md").write_text(render_markdown(), encoding="utf-8")
    found = lint.lint(tmp_path, rulebook.load())
    return {problem.code for problem in found if problem.code != "uncovered-clause"}


def test_the_shipped_suite_is_clean() -> None:
    problems = lint.lint(data_path("features"), rulebook.load())
    assert not problems, "\n".join(map(str, problems[:40])) + f"\n{lint.summary(problems)}"


def test_a_good_feature_has_no_problem(tmp_path: Path) -> None:
    assert codes(tmp_path, GOOD) == set()


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (("@id:sample-001", ""), "missing-id"),
        (("@id:sample-001", "@id:Sample_001"), "bad-id"),
        (("@clause:turn.must-play", "@clause:turn.must-pley"), "unknown-clause"),
        (("@clause:turn.must-play", ""), "missing-clause"),
        (("Then seat 1 is to play", "Then seat 1 is very happy"), "undefined-step"),
        (("| 1    | 4-6 1-1", "| 1    | 6-6 1-1"), "bad-deal"),
        (("| 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |", "| 0    | 6-6 1-3 1-2 0-3 0-0 2-2 |"), "bad-deal"),
        (("| 0    | 6-6", "| 0    | 6-7"), "bad-deal"),
        (("Given the \"block\" rules for 2 players\n    And", "Given"), "deal-before-rules"),
        (("Feature: Sample", "Feature Sample"), "parse-error"),
    ],
)
def test_each_defect_is_named(tmp_path: Path, change: tuple[str, str], code: str) -> None:
    old, new = change
    assert old in GOOD
    assert code in codes(tmp_path, GOOD.replace(old, new, 1))


def test_duplicate_ids_and_names_across_files(tmp_path: Path) -> None:
    (tmp_path / "other.feature").write_text(GOOD, encoding="utf-8")
    assert {"duplicate-id", "duplicate-name"} <= codes(tmp_path, GOOD)


def test_an_outline_and_a_plain_scenario_may_not_share_an_id(tmp_path: Path) -> None:
    outline = GOOD.replace("Scenario: A sample scenario", "Scenario Outline: A sample outline").replace(
        "Then seat 1 is to play", "Then seat <seat> is to play\n\n    Examples:\n      | seat |\n      | 1    |\n")
    assert codes(tmp_path, outline) == set()
    (tmp_path / "other.feature").write_text(GOOD.replace("A sample scenario", "Another scenario"), encoding="utf-8")
    assert codes(tmp_path, outline) == {"duplicate-id"}


def test_a_retired_id_may_not_be_reused(tmp_path: Path) -> None:
    (tmp_path / "retired-ids.txt").write_text("# retired scenario ids\nsample-001\n", encoding="utf-8")
    assert "retired-id" in codes(tmp_path, GOOD)


def test_a_stale_steps_page_is_named(tmp_path: Path) -> None:
    (tmp_path / "sample.feature").write_text(GOOD, encoding="utf-8")
    (tmp_path / "STEPS.md").write_text("# old\n", encoding="utf-8")
    assert "stale-steps-page" in {problem.code for problem in lint.lint(tmp_path, rulebook.load())}


def test_uncovered_clauses_are_named(tmp_path: Path) -> None:
    (tmp_path / "sample.feature").write_text(GOOD, encoding="utf-8")
    (tmp_path / "STEPS.md").write_text(render_markdown(), encoding="utf-8")
    uncovered = {p.message.split()[1] for p in lint.lint(tmp_path, rulebook.load()) if p.code == "uncovered-clause"}
    assert "score.blocked.diff-each" in uncovered
    assert "turn.must-play" not in uncovered


@pytest.mark.slow
def test_lint_command_exit_code_follows_the_findings(capsys: pytest.CaptureFixture[str]) -> None:
    clean = not lint.lint(data_path("features"), rulebook.load())
    assert main(["lint"]) == (0 if clean else 1)
    captured = capsys.readouterr()
    last_line = captured.out.strip().splitlines()[-1]
    # It says what it is doing, on standard error, while it takes its minutes.
    assert "lint: checking the ids" in captured.err and "lint: coverage of block at 2 players (" in captured.err
    assert re.fullmatch(r"no problems" if clean else r"\d+ problems?: .+", last_line)


@pytest.mark.parametrize(("pattern", "expected"), [
    (r'the "(?P<name>[a-z0-9-]+)" rules for (?P<players>\d+) players(?: with (?P<overrides>.+))?',
     'the "<name>" rules for <players> players[ with <overrides>]'),
    (r"seat (?P<seat>\d+) (?P<modal>may|may not) lead", "seat <seat> (may|may not) lead"),
    (r"the hand is (?P<negated>not )?over", "the hand is [not ]over"),
    (r"(?:seat (?P<seat>\d+)|the player to act) tries", "(seat <seat>|the player to act) tries"),
    (r"seat (?P<seat>\d+) is to (?:play|lead|act)", "seat <seat> is to (play|lead|act)"),
    (r"the boneyard holds (?P<count>\d+) tiles?", "the boneyard holds <count> tile[s]"),
])
def test_a_step_pattern_reads_as_a_template(pattern: str, expected: str) -> None:
    assert template(pattern) == expected


def test_the_steps_page_shows_templates_not_regular_expressions() -> None:
    page = render_markdown()
    assert "- `seat <seat> tries to <move>`" in page
    assert "(?P<" not in page and "\\d" not in page
