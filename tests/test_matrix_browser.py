"""End to end: the suite's scenarios of one clause against the reference engine and a faulty
one, both reports valid, and the matrix page of the two, rendered by headless Chromium,
showing what broke.

The browser test needs Debian's ``chromium``. Locally it is skipped without one; where
``CI`` is set, a missing browser fails the test (CI installs it).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from test_matrix import Node, anchors_resolve, assert_self_contained, cell, parse_html
from test_report import BROKEN_CLAUSE, PASSING_ENGINE, only_clause

from conformance import exit_codes
from conformance.cli import main
from conformance.reports.run_report import headline, load_report

BROWSERS = ("chromium", "chromium-browser")
#: Flags that keep a headless Chromium off the network and out of the user's profile.
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--mute-audio",
)
BROWSER_TIMEOUT = 90


@dataclass
class Runs:
    """The two runs and the matrix made of them."""

    reference: dict
    faulty: dict
    page: Path
    statuses: tuple[int, int]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    folder = tmp_path_factory.mktemp("matrix")
    reference, faulty, page = folder / "reference.json", folder / "faulty.json", folder / "matrix.html"
    # The scenarios of the broken clause only: every scenario's record is validated by the
    # full runs of tests/test_suite_bites.py and CI; here the page is what is under test.
    selection = only_clause(BROKEN_CLAUSE)
    statuses = (
        main(["run", "--no-progress", "-q", "--report", str(reference), *selection]),
        main(["run", "--no-progress", "-q", "--engine", PASSING_ENGINE, "--report", str(faulty), *selection]),
    )
    assert main(["matrix", str(reference), str(faulty), "--html", str(page)]) == exit_codes.OK
    return Runs(load_report(reference), load_report(faulty), page, statuses)


def test_both_runs_write_valid_reports_and_the_faulty_engine_fails_its_clause(runs: Runs) -> None:
    """load_report validated both against the schema; here, what they say. (That the reference
    engine passes every scenario is tests/test_scenarios.py's business.)"""
    assert runs.statuses[1] == exit_codes.FAILURES
    assert runs.reference["clauses"][BROKEN_CLAUSE]["verdict"] == "pass"
    assert runs.faulty["clauses"][BROKEN_CLAUSE]["verdict"] == "fail"
    assert runs.reference["summary"]["total"] == runs.faulty["summary"]["total"] > 0
    assert runs.reference["suite"] == runs.faulty["suite"]
    assert runs.reference["rulebook"] == runs.faulty["rulebook"]


def test_the_page_shows_each_engines_verdict_on_every_clause(runs: Runs) -> None:
    text = runs.page.read_text(encoding="utf-8")
    assert_self_contained(text)
    page = parse_html(text)
    anchors_resolve(page)
    for column, report in ((1, runs.reference), (2, runs.faulty)):
        for clause, verdict in report["clauses"].items():
            assert cell(page, clause, column).attrs["data-verdict"] == verdict["verdict"], (column, clause)
    broken = [clause for clause, verdict in runs.faulty["clauses"].items() if verdict["verdict"] == "fail"]
    assert BROKEN_CLAUSE in broken
    assert all(
        "fail" in cell(page, clause, 2).text() and cell(page, clause, 2).find_all("a") for clause in broken
    )


# -- in a browser -------------------------------------------------------------------------------


def browser() -> str:
    """The Chromium executable; skips the test without one, or fails it under CI."""
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    message = (
        "headless Chromium is needed to render the matrix page: install Debian's 'chromium' "
        "(apt-get install -y --no-install-recommends chromium)"
    )
    if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
        pytest.fail(f"CI is set but {message}")
    pytest.skip(f"no chromium on PATH; {message}")


def chromium(args: list[str], profile: Path) -> subprocess.CompletedProcess[str]:
    command = [browser(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=BROWSER_TIMEOUT, check=False)
    assert done.returncode == 0, f"chromium exited {done.returncode}: {done.stderr[-2000:]}"
    return done


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def rendered(runs: Runs, tmp_path_factory: pytest.TempPathFactory) -> Node:
    """The page's DOM after Chromium loaded and laid it out."""
    profile = tmp_path_factory.mktemp("chromium-profile")
    done = chromium(["--dump-dom", runs.page.as_uri()], profile)
    assert "<table" in done.stdout, f"chromium dumped no page: {done.stdout[:500]!r} {done.stderr[-1000:]}"
    return parse_html(done.stdout)


def test_a_reader_sees_each_engines_counts_at_the_top(runs: Runs, rendered: Node) -> None:
    engines = rendered.find("div", class_="engines")
    for index, report in ((1, runs.reference), (2, runs.faulty)):
        summary = report["summary"]
        card = engines.find("section", id=f"engine-{index}").text()
        assert report["engine"]["name"] in card
        assert headline(summary).split(";")[0] in card  # "N/M applicable required scenarios passed (P%)"
        assert f"failed {summary['failed']}" in card and f"errors {summary['errors']}" in card
        assert f"not applicable {summary['not_applicable']}" in card


def test_a_reader_sees_the_table_of_clauses_by_chapter(runs: Runs, rendered: Node) -> None:
    table = rendered.find("table", class_="matrix")
    header = [th.text() for th in table.find("thead").iter("th")]
    assert header[0] == "Clause" and len(header) == 3
    assert runs.faulty["engine"]["name"] in header[2]
    chapters = [th.text() for row in table.find_all("tr", class_="chapter") for th in row.iter("th")]
    assert "Turns" in chapters
    row = table.find("tr", data_clause=BROKEN_CLAUSE)
    assert runs.faulty["clauses"][BROKEN_CLAUSE]["title"] in row.text()


def test_a_failing_cell_leads_to_the_scenario_and_why_it_failed(runs: Runs, rendered: Node) -> None:
    failing = cell(rendered, BROKEN_CLAUSE, 2)
    assert failing.attrs["data-verdict"] == "fail" and "fail" in failing.text()
    link = failing.find_all("a")[0]
    detail = rendered.find("article", id=link.attrs["href"].removeprefix("#"))
    record = next(r for r in runs.faulty["scenarios"] if r["id"] == detail.attrs["data-scenario"])
    words = detail.text()
    assert record["outcome"] == "fail" and BROKEN_CLAUSE in record["clauses"]
    assert record["id"] in words and record["name"] in words
    assert f"features/{record['feature']}:{record['line']}" in words
    for part in record["message"].split("; the engine "):
        assert " ".join(part.split()) in words


def test_the_page_renders_to_a_screenshot(runs: Runs, tmp_path: Path) -> None:
    shot = tmp_path / "matrix.png"
    chromium(
        ["--window-size=1400,1800", "--hide-scrollbars", f"--screenshot={shot}", runs.page.as_uri()],
        tmp_path / "profile",
    )
    assert png_size(shot) == (1400, 1800)
    assert shot.stat().st_size > 20_000, "the screenshot is (nearly) blank"
