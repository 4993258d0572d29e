"""An engine's words cannot print a console line of their own making: a line break in its name, in a
refusal's or an errored reply's message shows as its escape on the line that quotes it, in ``play``,
``run``, ``replay`` and ``smoke``; and a report's escape, bell and C1 bytes reach neither the matrix's
Markdown nor its HTML raw."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from line_forging_engines import FORGED
from test_report import make_report, scenario

from conformance import exit_codes
from conformance.cli import main
from conformance.inputs.terminal import quoted_lines, visible_line
from conformance.reports.run_report import write_report

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPT = str(ROOT / "transcripts" / "valid" / "worked" / "s2-muggins.json")
COMMANDS = {
    "smoke": ["smoke"],
    "run": ["run", "-k", "lead.first-hand.highest-double", "--replay", TRANSCRIPT, "--play-hands", "1",
            "--no-progress"],
    "play": ["play", "--hands", "1"],
    "replay": ["replay", TRANSCRIPT],
}
#: Whatever a terminal or a reader may take for the end of a line.
LINE_END = re.compile("[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def _lines_begun_by_the_engine(shown: str) -> list[str]:
    """The lines that begin (past indentation and a table's rules) with what the engine wanted shown."""
    return [line for line in LINE_END.split(shown) if re.match(r"[\s│┃|]*FORGED", line)]


@pytest.mark.parametrize("engine", ["RefusesWithLines", "ErrsWithLines"])
@pytest.mark.parametrize("command", COMMANDS)
def test_an_engine_cannot_print_a_line_of_its_own(command: str, engine: str, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", "off")
    code = main([*COMMANDS[command], "--engine", f"py:line_forging_engines:{engine}"])
    captured = capsys.readouterr()
    shown = captured.out + captured.err
    assert code != exit_codes.OK
    assert FORGED in shown  # the engine's words are shown ...
    assert "\\u000aFORGED" in shown and "\\u2028FORGED" in shown  # ... their line breaks as escapes
    assert _lines_begun_by_the_engine(shown) == []


def test_one_visible_line_and_quoted_lines() -> None:
    assert visible_line("a\nb\u2028c\u2029d\x1b\te") == "a\\u000ab\\u2028c\\u2029d\\u001b\te"
    assert quoted_lines(f"Traceback\n{FORGED}\r\x1b[2J", "  | ") == f"  | Traceback\n  | {FORGED}\n  | \\u001b[2J"


#: Raw, these clear the screen and set the window title (ESC, BEL), or start a control sequence (C1 CSI).
RAW = "\x1b[2J\x1b]0;owned\x07\x9b31m\x85"


@pytest.mark.parametrize("flag", ["--markdown", "--html"])
def test_a_matrix_carries_no_raw_control_bytes_of_a_report(tmp_path: Path, flag: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    records = [scenario("a-001", "fail", ["turn.must-play"], f"expected 4-6{RAW}", stderr=f"boom{RAW}"),
               scenario("b-001", "error", ["line.lead.opens"], f"the engine errored{RAW}")]
    for record in records:
        record["name"] = f"named{RAW}"
    report = tmp_path / "report.json"
    write_report(report, make_report(records, name=f"engine{RAW}", spec=f"exec:{RAW}"))
    page = tmp_path / "matrix.out"
    assert main(["matrix", str(report), flag, str(page)]) == exit_codes.OK, capsys.readouterr().err
    text = page.read_text(encoding="utf-8")
    assert not [raw for raw in ("\x1b", "\x07", "\x9b", "\x85") if raw in text]
    assert "\\u0007" in text and "\\u009b31m" in text  # shown, as text
