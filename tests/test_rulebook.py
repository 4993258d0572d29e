"""The rulebook (spec/), its clause index, the options chapter and the two CLI commands agree."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from conformance import cli, exit_codes
import conformance.rulebook.index as rulebook
import conformance.suite.features as suite
from conformance.rulebook.data_paths import data_path
from reference_impl.ruleset import OPTION_BY_ID, OPTIONS, get_path

SPEC = data_path("spec")
BOOK = rulebook.load()
CLAUSE_IDS = BOOK.ids()
SEEDS = {
    "000_e83ffa1a128ffb53.txt",
    "001_f9d507fd1d39d63a.txt",
    "002_8169e803ed32f12f.txt",
    "003_74d0364e3f2e1e10.txt",
}
PROFILES = rulebook.profiles()


def documented_choices(option_id: str) -> list[object]:
    return [value.value for value in BOOK.option(option_id).values]


# -- the clause index agrees with the Markdown ------------------------------------------


def test_the_rulebook_has_the_expected_size_and_chapters() -> None:
    assert 90 <= len(BOOK.clauses) <= 160
    chapters = {clause.chapter for clause in BOOK.clauses}
    for title in ("Equipment", "The line and its ends", "Deal and lead", "Turns", "Moves and refusals",
                  "End of hand", "Scoring", "Match", "Tournament"):
        assert title in chapters


def test_every_clause_heading_in_the_markdown_is_indexed_at_its_line() -> None:
    headings = []
    for path in rulebook.chapter_files(SPEC):
        in_code = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if line.startswith("```"):
                in_code = not in_code
            elif not in_code and line.startswith("### `"):
                headings.append((path.name, number, line.split("`")[1]))
    indexed = [(clause.file, clause.line, clause.id) for clause in BOOK.clauses]
    assert indexed == headings


def test_clause_ids_are_well_formed_unique_and_not_retired() -> None:
    assert len(CLAUSE_IDS) == len(set(CLAUSE_IDS))
    for clause_id in CLAUSE_IDS:
        assert rulebook.CLAUSE_ID_PATTERN.match(clause_id), clause_id
        assert clause_id not in BOOK.retired_ids, f"{clause_id} is retired and may not be reused"
        assert clause_id not in OPTION_BY_ID, f"{clause_id} is also an option id"
    assert (SPEC / "retired-ids.txt").is_file()


def test_every_clause_has_a_level_its_text_uses() -> None:
    for clause in BOOK.clauses:
        assert clause.level in rulebook.LEVELS
        assert clause.level.upper() in clause.text, f"{clause.id} is {clause.level} but never says so"
        assert clause.title and clause.text


def test_every_clause_cites_at_least_one_source_and_only_real_ones() -> None:
    for clause in BOOK.clauses:
        assert clause.sources, f"{clause.id} cites no source"
        for source in clause.sources:
            assert source in SEEDS or re.match(r"^https?://\S+$", source), f"{clause.id}: {source}"
    cited_seeds = {seed for clause in BOOK.clauses for seed in clause.seeds}
    assert cited_seeds == SEEDS


def test_clause_options_and_conditions_name_real_options() -> None:
    for clause in BOOK.clauses:
        for option_id in clause.options:
            assert option_id in OPTION_BY_ID, f"{clause.id} names unknown option {option_id}"
        if clause.applies_when:
            named = re.findall(r"`([a-z_.]+)(?: = [^`]+)?`", clause.applies_when)
            assert named, f"{clause.id}: 'Applies when' names no option"
            for option_id in named:
                if option_id in OPTION_BY_ID:
                    assert option_id in clause.options, f"{clause.id}: {option_id} missing from Options"


def test_every_choice_of_every_option_has_a_clause() -> None:
    for option in OPTIONS:
        if not option.is_choice:
            continue
        for value in option.choices:
            word = json.dumps(value) if isinstance(value, bool) else value
            assert any(
                option.id in clause.options and clause.applies_when and re.search(rf"\b{word}\b", clause.applies_when)
                for clause in BOOK.clauses
            ), f"no clause applies when {option.id} = {word}"


def test_every_backquoted_id_in_the_rulebook_resolves() -> None:
    known = set(CLAUSE_IDS) | set(OPTION_BY_ID) | BOOK.retired_ids
    for path in SPEC.glob("*.md"):
        text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
        for name in re.findall(r"`([^`\s]+)`", text):
            if rulebook.CLAUSE_ID_PATTERN.match(name) and not re.search(r"\.(md|json|txt|py|html)$", name):
                assert name in known, f"{path.name} cites {name}, which is neither a clause nor an option"


def test_the_rulebook_parser_refuses_malformed_clauses(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text(
        "# A\n\n### `a.one` — One\n\n- Level: MUST\n- Sources: https://example.org\n\nIt MUST.\n\n"
        "### `a.one` — Again\n\n- Level: MUST\n- Sources: https://example.org\n\nIt MUST.\n",
        encoding="utf-8",
    )
    with pytest.raises(rulebook.RulebookError, match=r"a\.md:10: clause id a\.one is also used at a\.md:3"):
        rulebook.load_from(tmp_path)
    (tmp_path / "a.md").write_text("# A\n\n### `a.two` — Two\n\n- Sources: https://example.org\n\nIt MUST.\n",
                                   encoding="utf-8")
    with pytest.raises(rulebook.RulebookError, match=r"a\.md:3: clause a\.two has no 'Level:' line"):
        rulebook.load_from(tmp_path)
    (tmp_path / "a.md").write_text("# A\n\n### `a.three` — Three\n\n- Level: OUGHT\n- Sources: x\n\nIt.\n",
                                   encoding="utf-8")
    with pytest.raises(rulebook.RulebookError, match="not one of MUST, SHOULD, MAY"):
        rulebook.load_from(tmp_path)


# -- the options chapter agrees with the ruleset model, the schema and the profiles -------------


def test_every_option_is_documented_and_every_documented_option_exists() -> None:
    documented = [option.id for option in BOOK.options]
    assert documented == [option.id for option in OPTIONS]
    for option in OPTIONS:
        assert BOOK.option(option.id).kind == option.kind


def test_choice_options_are_documented_with_exactly_their_values() -> None:
    for option in OPTIONS:
        if option.is_choice:
            assert sorted(map(str, documented_choices(option.id))) == sorted(map(str, option.choices))
        else:  # the values a tool tries for a number or a map: the rows that give a value, not a range
            named = [value for value in documented_choices(option.id) if not isinstance(value, str)]
            assert list(option.choices) == named, option.id
        for value in BOOK.option(option.id).values:
            assert value.meaning, f"{option.id} = {value.label} has no meaning"
            assert value.sources, f"{option.id} = {value.label} cites no source"


def test_the_options_chapter_gives_every_profiles_value() -> None:
    assert len(PROFILES) == 9
    for option in OPTIONS:
        documented = BOOK.option(option.id).profiles
        assert set(documented) == set(PROFILES), option.id
        for name, data in PROFILES.items():
            assert documented[name] == get_path(data, option.id), f"{option.id} in profile {name}"


def test_the_schema_enums_agree_with_the_options() -> None:
    schema = json.loads((data_path("schemas") / "ruleset.schema.json").read_text(encoding="utf-8"))
    for option in OPTIONS:
        node = schema
        for part in option.id.split("."):
            node = node["properties"][part]
        if option.kind == "enum":
            assert node["enum"] == list(option.values), option.id
        elif option.kind == "bool":
            assert node["type"] == "boolean", option.id
        elif option.kind == "int":
            assert node["type"] == (["integer", "null"] if option.nullable else "integer"), option.id
            assert node["minimum"] == (option.minimum or 0), option.id
            if option.maximum is not None:  # a bound by another option is at most that option's own
                bound = OPTION_BY_ID[option.maximum].maximum if isinstance(option.maximum, str) else option.maximum
                assert node["maximum"] == bound, option.id
        elif option.kind == "int_by_players":
            assert [branch["type"] for branch in node["oneOf"]] == ["integer", "object"], option.id
            assert node["oneOf"][0]["minimum"] == node["oneOf"][1]["additionalProperties"]["minimum"] == option.minimum


def test_the_options_a_ruleset_may_leave_out_are_the_ones_the_schema_does_not_require() -> None:
    schema = json.loads((data_path("schemas") / "ruleset.schema.json").read_text(encoding="utf-8"))
    for option in OPTIONS:
        *groups, last = option.id.split(".")
        node = schema
        for part in groups:
            node = node["properties"][part]
        assert (last not in node["required"]) == option.may_be_left_out, option.id


def test_every_profile_belongs_to_a_game_chapter() -> None:
    games = "".join(path.read_text(encoding="utf-8") for path in SPEC.glob("game-*.md"))
    for name in PROFILES:
        assert f"`{name}`" in games, f"profile {name} is in no game chapter"


def test_the_companion_chapters_cover_the_seeds_and_the_options() -> None:
    seed_map = (SPEC / "seed-map.md").read_text(encoding="utf-8")
    disputes = (SPEC / "disputes.md").read_text(encoding="utf-8")
    for seed in SEEDS:
        assert seed in seed_map and seed in disputes
    for option in OPTIONS:
        assert f"`{option.id}" in disputes, f"disputes.md never names {option.id}"
    mapped = set(re.findall(r"`([a-z0-9]+(?:\.[a-z0-9-]+)+)`", seed_map)) & set(CLAUSE_IDS)
    assert len(mapped) >= 60, "the seed map should reach most clauses"
    assert (SPEC / "glossary.md").is_file()


# -- the suite reader -------------------------------------------------------------------------


OUTLINE = """@clause:score.blocked.diff-each
Feature: Blocked scoring
  Background:
    Given the "block" rules for 3 players

  Rule: the difference from each other hand
    @id:blocked-diff @clause:score.side
    Scenario Outline: Ben scores <points>
      Then the score is <points>
      Examples:
        | points |
        | 21     |
      Examples: more
        | points |
        | 28     |
"""


def test_the_suite_reader_numbers_outline_rows_and_inherits_clauses() -> None:
    records = suite.parse_feature(OUTLINE, "scoring/blocked.feature")
    assert [record.id for record in records] == ["blocked-diff#1", "blocked-diff#2"]
    first = records[0]
    assert first.clauses == ("score.blocked.diff-each", "score.side")
    assert first.rule == "the difference from each other hand"
    assert first.feature == "Blocked scoring"
    assert first.line == 12
    assert [step.text for step in first.steps] == ['the "block" rules for 3 players', "the score is 21"]
    assert first.steps[0].keyword == "Given"


def test_the_suite_reader_names_file_line_and_column_of_a_parse_error(tmp_path: Path) -> None:
    (tmp_path / "bad.feature").write_text("Feature: x\n  Scenario: a\n    Given b\n  nonsense: here\n")
    with pytest.raises(suite.FeatureFileError, match=r"^bad\.feature:4:3: "):
        suite.load_from(tmp_path)
    assert suite.load_from(tmp_path / "missing") == []


def test_every_clause_tag_in_the_suite_names_a_clause() -> None:
    for scenario in suite.load():
        for clause_id in scenario.clauses:
            assert clause_id in CLAUSE_IDS, f"{scenario.file}:{scenario.line} tags unknown clause {clause_id}"


# -- the commands -----------------------------------------------------------------------------


def test_clauses_json_lists_every_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clauses", "--json"]) == exit_codes.OK
    records = json.loads(capsys.readouterr().out)
    assert [record["id"] for record in records] == CLAUSE_IDS
    covered = suite.scenarios_by_clause()
    for record in records:
        assert set(record) >= {"id", "title", "level", "chapter", "file", "line", "sources", "options", "scenarios"}
        assert record["sources"] and record["level"] in rulebook.LEVELS
        assert record["scenarios"] == covered.get(record["id"], [])
    by_id = {record["id"]: record for record in records}
    assert by_id["score.blocked.diff-each"]["options"] == ["score.blocked", "score.rounding"]
    assert by_id["turn.must-play"]["file"] == "spec/turns.md"


def test_clauses_prints_one_line_per_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["clauses"]) == exit_codes.OK
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == CLAUSE_IDS
    assert lines[CLAUSE_IDS.index("turn.must-play")].split("\t")[1] == "MUST"


def test_clauses_draws_a_table_on_a_terminal(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert cli.main(["clauses"]) == exit_codes.OK
    out = capsys.readouterr().out
    assert f"{len(CLAUSE_IDS)} clauses" in out
    assert "equipment.set.range" in out and "MUST" in out


@pytest.mark.parametrize("clause_id", CLAUSE_IDS)
def test_explain_shows_every_clause(clause_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    clause = BOOK.clause(clause_id)
    assert cli.main(["explain", clause_id]) == exit_codes.OK
    out = capsys.readouterr().out
    assert out.startswith(f"{clause_id} — ")
    assert f"Level: {clause.level.upper()}" in out
    assert rulebook.cited_by_title(clause.text).replace("`", "").splitlines()[0] in out
    for source in clause.sources:
        assert rulebook.source_title(source) in out  # a seed by its title, never its file name
    assert not re.search(r"\d{3}_[0-9a-f]{16}\.txt", out)
    for option_id in clause.options:
        assert f"  {option_id}: " in out
    for scenario_id in suite.scenarios_by_clause().get(clause_id, []):
        assert f"  {scenario_id}\n" in out


def test_explain_gives_each_profiles_value_of_the_clauses_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "turn.direction.ccw"]) == exit_codes.OK
    out = capsys.readouterr().out
    assert "partnership = ccw" in out and "block = cw" in out


@pytest.mark.parametrize("option_id", [option.id for option in OPTIONS])
def test_explain_shows_every_option(option_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", option_id]) == exit_codes.OK
    out = capsys.readouterr().out
    assert out.startswith(f"{option_id} — ")
    for name in PROFILES:
        assert f"  {name}: " in out
    for clause in BOOK.clauses_for_option(option_id):
        assert clause.id in out


def test_explain_of_an_option_lists_values_and_profiles(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "score.blocked"]) == exit_codes.OK
    out = capsys.readouterr().out
    for value in ("diff_each", "sum_minus_own", "winner_takes_all"):
        assert f"  {value}: " in out
    assert "all-fives-tournament: winner_takes_all" in out
    assert "score.blocked.diff-each" in out


def test_explain_of_an_unknown_id_suggests_the_nearest(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "score.blocked.dif-each"]) == exit_codes.USAGE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "'score.blocked.dif-each'" in captured.err
    assert "score.blocked.diff-each" in captured.err
    assert "Traceback" not in captured.err
