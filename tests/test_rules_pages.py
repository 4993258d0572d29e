"""`rules`, `diff` and `rulebook`: the rules of a ruleset as one document, the differences
between two rulesets, and the rulebook as one page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_matrix import Node, assert_self_contained, parse_html

from conformance import exit_codes
import conformance.rulebook.index as rulebook
import conformance.suite.features as suite
from conformance.cli import main
from conformance.commands.rulebook import SHIPPED_PAGE
from conformance.reports.pages import render_rulebook_html
from conformance.rulebook.ruleset_rules import diff, load_named, rules_of

BOOK = rulebook.load()
ROOT = Path(__file__).resolve().parent.parent


def internal_links_resolve(page: Node) -> int:
    """Every link into the page names an element of it; returns how many there are."""
    ids = [node.attrs["id"] for node in page.iter() if "id" in node.attrs]
    assert len(ids) == len(set(ids)), "an id is used twice"
    internal = [link.attrs["href"] for link in page.iter("a") if link.attrs.get("href", "").startswith("#")]
    for href in internal:
        assert href[1:] in ids, f"the link {href} goes nowhere"
    return len(internal)


# -- which clauses hold ---------------------------------------------------------------------------


def test_a_clause_holds_only_under_its_condition() -> None:
    values = {"teams": None, "score.blocked_winner": "lightest_hand", "draw.mode": "one_then_pass",
              "turn.must_play": True, "layout.spinner": "first_double"}
    assert not BOOK.clause("end.blocked.lightest-single-hand").holds_with(values.get)
    partners = {**values, "teams": [[0, 2], [1, 3]]}
    assert BOOK.clause("end.blocked.lightest-single-hand").holds_with(partners.get)
    # "`draw.mode = until_playable` or `one_then_pass`, and `turn.must_play = true`"
    assert BOOK.clause("move.refusal.must-draw").holds_with(values.get)
    assert not BOOK.clause("move.refusal.must-draw").holds_with({**values, "turn.must_play": False}.get)
    # "`layout.spinner = none`, and for every double but the spinner under `layout.spinner = first_double`"
    assert BOOK.clause("line.double.across").holds_with(values.get)


def test_the_rules_of_block_seven_lead_every_hand_as_the_first() -> None:
    ids = rules_of(BOOK, load_named("block-seven")).clause_ids()
    every_hand_as_first = {"lead.first-hand.heaviest-tile", "lead.next-hand.as-first-hand",
                           "lead.after-tie.as-first-hand"}
    assert every_hand_as_first <= ids
    assert not ids & {"lead.next-hand.winner", "lead.next-hand.rotate", "lead.first-hand.lot"}


# -- rules ----------------------------------------------------------------------------------------


def test_rules_prints_every_clause_that_holds_with_its_options_in_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "--profile", "partnership", "--players", "4"]) == exit_codes.OK
    text = capsys.readouterr().out
    document = rules_of(BOOK, load_named("partnership"), 4)
    noted = set(re.findall(r"^\[\^\d+\]: `([^`]+)`", text, re.MULTILINE))  # each rule's footnote
    assert noted == document.clause_ids()
    assert "end.blocked.lightest-hand" not in noted and "draw.until-playable" not in noted
    assert "(`lead.first_hand = \"holder_of_top_double\"`): the holder of the set's top double" in text
    assert "(`match.target = {\"4\": 100}`): 100." in text
    assert text.index("## Equipment") < text.index("## Deal and lead") < text.index("## Match")


def test_rules_reads_a_ruleset_file_of_a_profile_with_overrides(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"profile": "block", "overrides": {"score.blocked": "all_pips"}}))
    assert main(["rules", "--ruleset", str(house), "--players", "3"]) == exit_codes.OK
    text = capsys.readouterr().out
    noted = set(re.findall(r"^\[\^\d+\]: `([^`]+)`", text, re.MULTILINE))
    assert "score.blocked.all-pips" in noted and "score.blocked.diff-each" not in noted
    assert "every hand left on the table, the winner's included" in text


def test_a_ruleset_files_own_words_are_printed_as_text_not_markdown(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from markdown_it import MarkdownIt

    hostile = dict(rulebook.profiles()["block"],
                   title="House <script>alert(1)</script> #",
                   description="Ours.\n## Injected heading\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>"
                               "\n1. a list \x1b[2J",
                   sources=["<a href='javascript:alert(1)'>x</a>", "*bold* | table |"])
    house = tmp_path / "house.json"
    house.write_text(json.dumps(hostile))
    assert main(["rules", "--ruleset", str(house)]) == exit_codes.OK
    text = capsys.readouterr().out
    assert "\x1b" not in text
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(text)  # as a viewer with HTML on
    assert "<script" not in html and "<img" not in html and "<a href" not in html.split("<h2>")[0]
    assert "<strong>" not in html.split("<h2>")[0]
    assert html.count("<h1>") == 1 and "Injected heading</h2>" not in html and "<ol>" not in html.split("<h2>")[0]
    assert "House &lt;script&gt;alert(1)&lt;/script&gt; #" in html  # the title as written, nothing lost


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "house.json:1:2: not JSON"),
        ('{"profile": "block", "overrides": {"draw.mode": "sometimes"}}',
         "house.json: /draw/mode: 'sometimes' is not one of none, until_playable, one_then_pass"),
        ('{"profile": "blok"}', "house.json: /profile: there is no profile 'blok'"),
    ],
)
def test_a_bad_ruleset_file_is_named_with_the_place_and_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
) -> None:
    house = tmp_path / "house.json"
    house.write_text(content)
    assert main(["rules", "--ruleset", str(house)]) == exit_codes.USAGE
    assert expected in capsys.readouterr().err


def test_rules_refuses_a_player_count_the_ruleset_does_not_allow(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--profile", "partnership", "--players", "3"]) == exit_codes.USAGE
    assert "partnership is played by 4 players, not 3" in capsys.readouterr().err


def test_the_html_rules_are_one_self_contained_page_whose_links_resolve(tmp_path: Path) -> None:
    page_file = tmp_path / "rules.html"
    assert main(["rules", "--profile", "partnership", "--players", "4", "--format", "html",
                 "--out", str(page_file)]) == exit_codes.OK
    text = page_file.read_text(encoding="utf-8")
    assert_self_contained(text)
    page = parse_html(text)
    assert internal_links_resolve(page) > 100
    document = rules_of(BOOK, load_named("partnership"), 4)
    for clause_id in document.clause_ids():
        assert BOOK.clause(clause_id).title in page.find("section", id=clause_id).text()
    assert not page.find_all("section", id="end.blocked.lightest-hand")


# -- diff -----------------------------------------------------------------------------------------


def test_diff_block_draw_names_exactly_the_draw_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", "block", "draw", "--json"]) == exit_codes.OK
    result = json.loads(capsys.readouterr().out)
    assert [option["id"] for option in result["options"]] == ["draw.mode"]
    named = {clause["id"] for clause in result["clauses"]}
    block, draw = load_named("block"), load_named("draw")
    in_either = rules_of(BOOK, block).clause_ids() | rules_of(BOOK, draw).clause_ids()
    draw_rules = {clause.id for clause in BOOK.clauses if clause.id in in_either
                  and ("draw.mode" in clause.options or "`draw.mode" in (clause.applies_when or ""))}
    assert named == draw_rules
    assert {"draw.none", "draw.until-playable", "move.refusal.must-draw", "end.blocked"} <= named
    changes = {clause["id"]: clause["change"] for clause in result["clauses"]}
    assert changes["draw.none"] == "only_a" and changes["draw.until-playable"] == "only_b"
    assert all(clause["options"] == ["draw.mode"] for clause in result["clauses"])


def test_diff_in_words_says_each_value_and_each_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", "block", "block-seven"]) == exit_codes.OK
    text = capsys.readouterr().out
    assert "lead.next_hand — Who leads each later hand" in text
    assert "block-seven: as_first_hand (the first-hand rule again, on the new deal)" in text
    assert ("lead.next-hand.as-first-hand — Each hand is led as the first was: "
            "holds in block-seven only") in text


def test_diff_of_a_ruleset_with_itself_finds_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", "draw", "draw"]) == exit_codes.OK
    assert "pin every option alike" in capsys.readouterr().out
    assert diff(BOOK, load_named("draw"), load_named("draw")).clauses == ()


def test_diff_names_an_unknown_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", "block", "blok"]) == exit_codes.USAGE
    assert "'blok' is neither a profile" in capsys.readouterr().err


# -- the rulebook page ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rulebook_page() -> str:
    return render_rulebook_html(BOOK, suite.load())


def test_the_rulebook_page_has_a_clause_per_anchor_linking_its_scenarios_each_printed_once(
        rulebook_page: str) -> None:
    assert_self_contained(rulebook_page)
    page = parse_html(rulebook_page)
    assert internal_links_resolve(page) > 300
    by_clause = suite.scenarios_by_clause()
    for clause in BOOK.clauses:
        section = page.find("section", id=clause.id)
        assert clause.title in section.text()
        linked = [link for link in section.find_all("a") if link.attrs["href"].startswith("#scenario-")]
        assert len(linked) == len(by_clause.get(clause.id, [])), clause.id
    lightest = page.find("section", id="end.blocked.lightest-single-hand").text()
    assert "end-single-001#1" in lightest and "Holds in: no profile" in lightest
    # Each scenario once, folded: under 2 kB a scenario (the page was 3 MB for 1,125 scenarios, 2.7 kB
    # each, when each was printed under every clause it cites).
    scenarios = suite.load()
    folded = [node for node in page.iter("details") if node.attrs.get("class") == "scenario"]
    assert len(folded) == len(scenarios) == len(page.find_all("pre"))
    assert len(rulebook_page.encode("utf-8")) < 2_000 * len(scenarios)
    assert "all-fives-tournament" not in page.find("section", id="end.blocked.lightest-team").text()
    for option in BOOK.options:
        assert option.title in page.find("section", id=f"option-{option.id}").text()


def test_the_shipped_rulebook_page_is_up_to_date(rulebook_page: str) -> None:
    shipped = (ROOT / SHIPPED_PAGE).read_text(encoding="utf-8")
    assert shipped == rulebook_page, f"run: domino-conformance rulebook --out {SHIPPED_PAGE.as_posix()}"


def test_the_readme_gives_the_rulebook_pages_size(rulebook_page: str) -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert f"each scenario printed once ({len(rulebook_page.encode('utf-8')) / 1e6:.1f} MB;" in readme
