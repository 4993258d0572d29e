"""The rules page of a ruleset and the rulebook page, rendered by headless Chromium: every
internal link resolves in the DOM the browser built, and the pages lay out to a screenshot.

Needs Debian's ``chromium``, like tests/test_matrix_browser.py (skipped locally without it,
failed under CI).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_matrix import parse_html
from test_matrix_browser import chromium, png_size
from test_rules_pages import internal_links_resolve

from conformance import exit_codes
import conformance.rulebook.index as rulebook
from conformance.cli import main
from conformance.rulebook.ruleset_rules import load_named, rules_of


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pages")
    rules, book = folder / "rules.html", folder / "rulebook.html"
    assert main(["rules", "--profile", "partnership", "--players", "4", "--format", "html",
                 "--out", str(rules)]) == exit_codes.OK
    assert main(["rulebook", "--out", str(book)]) == exit_codes.OK
    return {"rules": rules, "rulebook": book}


@pytest.mark.parametrize("name", ["rules", "rulebook"])
def test_every_internal_link_resolves_in_the_rendered_page(pages: dict[str, Path], name: str,
                                                            tmp_path: Path) -> None:
    done = chromium(["--dump-dom", pages[name].as_uri()], tmp_path / "profile")
    page = parse_html(done.stdout)
    assert internal_links_resolve(page) > 100
    if name == "rules":
        for clause_id in rules_of(rulebook.load(), load_named("partnership"), 4).clause_ids():
            assert page.find("section", id=clause_id)
    else:
        for clause in rulebook.load().clauses:
            assert page.find("section", id=clause.id)


def test_the_rules_page_renders_to_a_screenshot(pages: dict[str, Path], tmp_path: Path) -> None:
    shot = tmp_path / "rules.png"
    chromium(["--window-size=1200,1600", "--hide-scrollbars", f"--screenshot={shot}",
              pages["rules"].as_uri()],
             tmp_path / "profile")
    assert png_size(shot) == (1200, 1600)
    assert shot.stat().st_size > 20_000, "the screenshot is (nearly) blank"


#: Loads a page in a frame as wide as a phone (390 px) and writes on its own body how wide the page's
#: content is, and what sticks out (an element wider than the frame, not inside something that scrolls).
PHONE_FRAME = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="page" src="PAGE" style="width:390px;height:844px;border:0"></iframe>
<script>
document.getElementById("page").onload = function () {
  var page = this.contentDocument, width = page.documentElement.clientWidth, out = [];
  page.querySelectorAll("body *").forEach(function (element) {
    if (element.getBoundingClientRect().right <= width + 1) return;
    for (var up = element.parentElement; up; up = up.parentElement)
      if (getComputedStyle(up).overflowX !== "visible") return;
    out.push(element.tagName + ": " + (element.textContent || "").slice(0, 60));
  });
  document.body.setAttribute("data-fits", page.documentElement.scrollWidth <= width ? "yes" : "no");
  document.body.setAttribute("data-sticks-out", out.slice(0, 5).join(" | "));
};
</script></body></html>"""


#: The engines of the matrix a phone shows: two columns, one engine with a long name.
MATRIX_ENGINES = ("reference", "py:faulty_engines:partnership_forgets_to_flip")


@pytest.mark.parametrize("name", ["rules", "rulebook", "matrix"])
def test_each_page_fits_a_phone(pages: dict[str, Path], name: str, tmp_path: Path) -> None:
    page = pages.get(name)
    if page is None:  # the matrix of two engines' short runs: a column each
        reports = [str(tmp_path / f"{engine.rpartition(':')[2]}.json") for engine in MATRIX_ENGINES]
        for engine, report in zip(MATRIX_ENGINES, reports):
            main(["run", "--engine", engine, "--report", report, "-q", "--replay", "--play-hands", "0", "-k", "lead"])
        page = tmp_path / "matrix.html"
        assert main(["matrix", *reports, "--html", str(page)]) == exit_codes.OK
    frame = page.parent / f"{name}-on-a-phone.html"
    frame.write_text(PHONE_FRAME.replace("PAGE", page.name), encoding="utf-8")
    done = chromium(["--allow-file-access-from-files", "--virtual-time-budget=30000", "--window-size=800,900",
                     "--dump-dom", frame.as_uri()], tmp_path / "profile")
    body = parse_html(done.stdout).find("body")
    assert body.attrs.get("data-fits") == "yes", f"{name} is wider than 390 px: {body.attrs.get('data-sticks-out')}"
