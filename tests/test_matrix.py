"""The compliance matrix: rows, cells, the self-contained page, Markdown, and the command's errors."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from test_report import make_report, mixed_records, scenario

from conformance import exit_codes
import conformance.rulebook.index as rulebook
from conformance.cli import main
from conformance.reports.matrix import OTHER_CHAPTER, build_matrix, render_html, render_markdown
from conformance.reports.run_report import rulebook_identity, write_report

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Node:
    """An element of a parsed HTML page: enough of a DOM to ask what a reader sees."""

    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def iter(self, tag: str | None = None) -> Iterator[Node]:
        """This element and every element below it (only ``tag`` ones, if given), in document order."""
        if tag is None or self.tag == tag:
            yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter(tag)

    def find_all(self, tag: str, **attrs: str) -> list[Node]:
        """Elements ``tag`` whose attributes include ``attrs`` (``class_`` matches one class)."""
        wanted = {key.rstrip("_").replace("_", "-"): value for key, value in attrs.items()}
        found = []
        for node in self.iter(tag):
            if all(
                (value in node.attrs.get(key, "").split()) if key == "class" else node.attrs.get(key) == value
                for key, value in wanted.items()
            ):
                found.append(node)
        return found

    def find(self, tag: str, **attrs: str) -> Node:
        """The single element ``tag`` with ``attrs``; fails the test unless there is exactly one."""
        found = self.find_all(tag, **attrs)
        assert len(found) == 1, f"{len(found)} <{tag} {attrs}> elements"
        return found[0]

    def text(self) -> str:
        """The text a reader sees, whitespace collapsed."""
        parts: list[str] = []

        def walk(node: Node) -> None:
            if node.tag in ("style", "script", "head"):
                return
            for child in node.children:
                if isinstance(child, Node):
                    walk(child)
                else:
                    parts.append(child)
            if node.tag in ("br", "p", "div", "tr", "td", "th", "li", "dt", "dd", "h1", "h2", "h3", "h4"):
                parts.append(" ")

        walk(self)
        return " ".join("".join(parts).split())


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {key: value or "" for key, value in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse_html(text: str) -> Node:
    """The page as a tree of ``Node``s."""
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


def cell(page: Node, clause: str, column: int) -> Node:
    """The cell of ``clause`` in the ``column``-th engine column (1-based)."""
    row = page.find("tr", data_clause=clause)
    return row.find_all("td")[column]


def assert_self_contained(page_text: str) -> None:
    """Nothing on the page is fetched from anywhere: no scripts, styles, images, frames or fonts from outside."""
    page = parse_html(page_text)
    for node in page.iter():
        assert node.tag not in (
            "script",
            "link",
            "img",
            "iframe",
            "object",
            "embed",
            "base",
            "video",
            "audio",
        ), node
        for name in ("src", "srcset", "data", "action", "poster", "background"):
            assert name not in node.attrs, f"<{node.tag} {name}={node.attrs[name]!r}>"
        if "href" in node.attrs:
            assert node.attrs["href"].startswith("#"), f"<{node.tag} href={node.attrs['href']!r}>"
    styles = "".join(str(child) for node in page.iter("style") for child in node.children)
    assert "url(" not in styles and "@import" not in styles and "@font-face" not in styles
    assert not re.search(r"(?i)style=\"[^\"]*url\(", page_text)


def anchors_resolve(page: Node) -> None:
    ids = {node.attrs["id"] for node in page.iter() if "id" in node.attrs}
    for link in page.iter("a"):
        assert link.attrs["href"][1:] in ids, f"the link {link.attrs['href']} goes nowhere"


# -- the data -----------------------------------------------------------------------------------


def two_reports() -> list[dict[str, Any]]:
    good = make_report(
        [scenario("a-001", "pass", ["turn.must-play"]), scenario("b-001", "pass", ["line.lead.opens"])],
        name="good engine",
    )
    bad = make_report(
        mixed_records()
        + [scenario("z-001", "fail", ["retired.clause.gone"], "expected 1; the engine says 2")],
        name="bad engine",
    )
    return [good, bad]


def test_rows_follow_the_rulebook_grouped_by_chapter_with_titles() -> None:
    book = rulebook.load()
    matrix = build_matrix(two_reports(), ["good.json", "bad.json"], book, rulebook_identity()["digest"])
    chapters = [chapter for chapter in matrix.chapters if chapter.title != OTHER_CHAPTER]
    titles = dict(book.chapters)
    assert [chapter.title for chapter in chapters] == [
        title for file, title in book.chapters if any(clause.file == file for clause in book.clauses)
    ]
    assert [row.id for chapter in chapters for row in chapter.rows] == book.ids()
    assert titles["turns.md"] in [chapter.title for chapter in chapters]
    rows = {row.id: row for chapter in matrix.chapters for row in chapter.rows}
    assert rows["turn.must-play"].title == book.clause("turn.must-play").title
    assert [cell.verdict for cell in rows["turn.must-play"].cells] == ["pass", "fail"]
    assert [cell.verdict for cell in rows["line.lead.opens"].cells] == ["pass", "error"]
    assert rows["turn.must-play"].cells[1].counts == "1/3"  # b-003 was skipped: it counts as applicable
    assert rows["turn.must-play"].cells[1].listed == ["a-002", "b-003"]
    untested = next(
        clause.id for clause in book.clauses if clause.id not in ("turn.must-play", "line.lead.opens")
    )
    assert [cell.label for cell in rows[untested].cells] == ["no scenario", "no scenario"]


def test_a_clause_the_rulebook_does_not_hold_gets_a_row_at_the_end() -> None:
    matrix = build_matrix(
        two_reports(), ["good.json", "bad.json"], rulebook.load(), rulebook_identity()["digest"]
    )
    last = matrix.chapters[-1]
    assert last.title == OTHER_CHAPTER
    assert [row.id for row in last.rows] == ["retired.clause.gone"]
    assert [cell.verdict for cell in last.rows[0].cells] == ["none", "fail"]


def test_columns_with_the_same_engine_are_told_apart() -> None:
    first, second = make_report([]), make_report([])
    third = make_report([], spec="exec:./other")
    matrix = build_matrix(
        [first, second, third],
        ["runs/a.json", "runs/b.json", "c.json"],
        rulebook.load(),
        rulebook_identity()["digest"],
    )
    assert [column.label for column in matrix.columns] == [
        "test engine 1.2.3 (py:x:y) (a.json)",
        "test engine 1.2.3 (py:x:y) (b.json)",
        "test engine 1.2.3 (exec:./other)",
    ]
    same = build_matrix([first, first], ["a.json", "a.json"], rulebook.load(), rulebook_identity()["digest"])
    assert len({column.label for column in same.columns}) == 2


def test_a_report_from_another_rulebook_is_pointed_out() -> None:
    reports = two_reports()
    reports[1]["rulebook"]["digest"] = "sha256:" + "0" * 64
    matrix = build_matrix(reports, ["good.json", "bad.json"], rulebook.load(), rulebook_identity()["digest"])
    assert len(matrix.notes) == 1 and matrix.notes[0].startswith(
        "bad engine 1.2.3: made with another rulebook"
    )
    assert "made with another rulebook" in render_html(
        matrix
    ) and "made with another rulebook" in render_markdown(matrix)


# -- the page -----------------------------------------------------------------------------------


def rendered_page() -> tuple[str, Node]:
    matrix = build_matrix(
        two_reports(), ["good.json", "bad.json"], rulebook.load(), rulebook_identity()["digest"]
    )
    text = render_html(matrix)
    return text, parse_html(text)


def test_the_page_is_self_contained_and_every_link_lands() -> None:
    text, page = rendered_page()
    assert_self_contained(text)
    anchors_resolve(page)
    assert text.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in text


def test_the_page_shows_counts_cells_and_the_details_of_what_failed() -> None:
    _, page = rendered_page()
    bad = page.find("section", id="engine-2").text()
    assert "bad engine 1.2.3" in bad and "1/5 applicable required scenarios passed (20.0%)" in bad
    assert "failed 2" in bad and "errors 1" in bad and "skipped 1" in bad and "not applicable 1" in bad
    header = [th.text() for th in page.find("table", class_="matrix").find("thead").iter("th")]
    assert header == ["Clause", "good engine 1.2.3", "bad engine 1.2.3"]
    failing = cell(page, "turn.must-play", 2)
    assert failing.attrs["data-verdict"] == "fail" and failing.text().startswith("✗fail 1/3")
    link = failing.find_all("a")[0]
    detail = page.find("article", id=link.attrs["href"][1:])
    words = detail.text()
    assert "a-002" in words and "scenario a-002" in words and "features/turns/must-play.feature:12" in words
    assert (
        "expected legal moves: expected 4-6 on the left" in words and "actual the engine lists pass" in words
    )
    assert cell(page, "turn.must-play", 1).text() == "✓pass 1/1"
    assert cell(page, "line.lead.opens", 2).attrs["data-verdict"] == "error"
    assert "Traceback boom" in page.find("article", data_scenario="b-001").text()


def test_many_failing_scenarios_link_three_then_the_rest() -> None:
    records = [scenario(f"s-{n:03}", "fail", ["turn.must-play"], "no") for n in range(7)]
    page = parse_html(
        render_html(
            build_matrix([make_report(records)], ["r.json"], rulebook.load(), rulebook_identity()["digest"])
        )
    )
    links = cell(page, "turn.must-play", 1).find_all("a")
    assert [link.text() for link in links] == ["s-000", "s-001", "s-002", "+4 more", "finding 1"]
    assert links[3].attrs["href"] == "#details-1"
    anchors_resolve(page)


def test_markup_in_reports_is_shown_as_text() -> None:
    records = [scenario("x-001", "fail", ["turn.must-play"], "<script>alert(1)</script> | `code` *star*")]
    records[0]["name"] = '<img src="http://example.com/x.png">'
    matrix = build_matrix(
        [make_report(records, name="<b>engine</b>")],
        ['"quoted".json'],
        rulebook.load(),
        rulebook_identity()["digest"],
    )
    text = render_html(matrix)
    assert_self_contained(text)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text and "&lt;b&gt;engine&lt;/b&gt;" in text
    markdown = render_markdown(matrix)
    assert "<script>" not in markdown and "<img" not in markdown
    assert "&lt;b&gt;engine&lt;/b&gt;" in markdown and "\\| \\`code\\` \\*star\\*" in markdown


def test_the_markdown_has_the_counts_a_table_per_chapter_and_the_details() -> None:
    matrix = build_matrix(
        two_reports(), ["good.json", "bad.json"], rulebook.load(), rulebook_identity()["digest"]
    )
    markdown = render_markdown(matrix)
    lines = markdown.splitlines()
    assert "| bad engine 1.2.3 | **1/5** (20.0%) | 2 | 1 | 1 | 1 |" in lines
    assert "## Turns" in lines and f"## {OTHER_CHAPTER}" in lines
    row = next(line for line in lines if "`turn.must-play`" in line)
    assert row.count(" | ") == 2 and "✓ pass 1/1" in row and "**✗ fail** 1/3 [a-002](#e2-a-002)" in row
    assert any(line.startswith('- <a id="e2-a-002"></a>**fail** `a-002`') for line in lines)
    block: list[int] = []
    for line in [*lines, ""]:  # every row of a table has as many cells as its header
        if line.startswith("|"):
            block.append(len(re.findall(r"(?<!\\)\|", line)))
        elif block:
            assert len(set(block)) == 1, block
            block = []


# -- the command ----------------------------------------------------------------------------------


def saved(tmp_path: Path) -> list[Path]:
    paths = [tmp_path / "good.json", tmp_path / "bad.json"]
    for path, report in zip(paths, two_reports()):
        write_report(path, report)
    return paths


def test_the_command_writes_html_and_markdown(tmp_path: Path) -> None:
    good, bad = saved(tmp_path)
    page, markdown = tmp_path / "out" / "matrix.html", tmp_path / "matrix.md"
    page.parent.mkdir()
    assert (
        main(["matrix", str(good), str(bad), "--html", str(page), "--markdown", str(markdown)])
        == exit_codes.OK
    )
    assert_self_contained(page.read_text(encoding="utf-8"))
    assert markdown.read_text(encoding="utf-8").startswith("# Compliance matrix")


def test_with_no_output_named_the_markdown_goes_to_standard_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good, bad = saved(tmp_path)
    assert main(["matrix", str(good), str(bad)]) == exit_codes.OK
    assert capsys.readouterr().out.startswith("# Compliance matrix")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "bad.json: no such file"),
        ('{\n  "format": "domino-conformance-report/1",\n', "bad.json:3:1: not JSON"),
        ('{"tests": []}', "bad.json at /format: not a domino-conformance report"),
        ("VALID-BUT-BROKEN", "bad.json at /scenarios/1/outcome: 'won' is not one of"),
    ],
)
def test_bad_input_is_named_with_its_place_exits_4_and_keeps_the_old_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, words: str
) -> None:
    good, bad = saved(tmp_path)
    if content is None:
        bad.unlink()
    elif content == "VALID-BUT-BROKEN":
        bad.write_text(
            bad.read_text(encoding="utf-8").replace('"outcome": "fail"', '"outcome": "won"', 1),
            encoding="utf-8",
        )
    else:
        bad.write_text(content, encoding="utf-8")
    page = tmp_path / "matrix.html"
    page.write_text("the previous page", encoding="utf-8")
    assert main(["matrix", str(good), str(bad), "--html", str(page)]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert err.startswith("domino-conformance matrix: ") and words in err and "Traceback" not in err
    assert page.read_text(encoding="utf-8") == "the previous page"


def test_an_output_that_cannot_be_written_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good, _ = saved(tmp_path)
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    assert main(["matrix", str(good), "--html", str(blocker / "matrix.html")]) == exit_codes.USAGE
    assert "cannot write" in capsys.readouterr().err
