"""Every renderer escapes for its own format: a report full of hostile strings comes out as
JUnit XML that parses and Markdown and HTML that hold no markup of the report's making."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from markdown_it import MarkdownIt
from test_matrix import parse_html
from test_report import make_report, scenario

import conformance.rulebook.index as rulebook
from conformance.reports.junit import render_junit
from conformance.reports.matrix import build_matrix, render_html, render_markdown
from conformance.reports.run_report import rulebook_identity

CONTROL = "".join(chr(code) for code in range(32) if chr(code) not in "\t\n\r") + "\x7f\ufffe"
SCRIPT = "<script>alert(1)</script>"
IMAGE = '<img src=x onerror="alert(2)">'
HOSTILE = f"`` ` {SCRIPT} {IMAGE} | *x* [a](javascript:alert(3)) & {CONTROL} ]]> -->"


def hostile_report() -> dict:
    records = [
        scenario(f"evil{HOSTILE}-001", "fail", ["turn.must-play"], HOSTILE, stderr=HOSTILE),
        scenario(f"evil`{SCRIPT}`-002", "error", ["turn.must-play"], HOSTILE),
        scenario("plain-003", "skipped", ["line.lead.opens"], HOSTILE),
    ]
    for record in records:
        record["name"] = HOSTILE
        record["feature"] = f"turns/{HOSTILE}.feature"
    return make_report(records, name=HOSTILE, spec=f"exec:{HOSTILE}")


def test_junit_of_hostile_strings_parses_and_keeps_their_text() -> None:
    root = ET.fromstring(render_junit(hostile_report()).encode("utf-8"))
    cases = list(root.iter("testcase"))
    assert len(cases) == 4  # the three scenarios, and the finding of the one that failed
    failure = cases[0].find("failure")
    assert failure is not None and SCRIPT in failure.get("message", "")
    assert all("\x01" not in (element.text or "") for element in root.iter())


def matrix():
    return build_matrix([hostile_report()], [f"{HOSTILE}.json"], rulebook.load(), rulebook_identity()["digest"])


def test_markdown_of_hostile_strings_renders_no_markup_of_theirs() -> None:
    markdown = render_markdown(matrix())
    page = MarkdownIt("commonmark", {"html": True}).enable("table").render(markdown)
    assert "<script" not in page and "<img" not in page and "href=\"javascript" not in page
    assert "&lt;script&gt;" in page  # shown as text, not dropped


def test_html_of_hostile_strings_renders_no_markup_of_theirs() -> None:
    text = render_html(matrix())
    parse_html(text)
    assert "<script>alert" not in text and "<img src=x" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
