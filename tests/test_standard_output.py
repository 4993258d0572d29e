"""Standard output that cannot be written: every command ends with exit 4 and a message on standard error
(a full disk, a file-size limit), never exit 0, never a traceback, never output cut without a word; a
reader that goes away (``| head``) ends it quietly, as command-line tools do (141: 128 + SIGPIPE)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from test_report import make_report, mixed_records

from conformance import exit_codes
from conformance.cli import COMMAND_MODULES, main
from conformance.reports.run_report import write_report

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPT = str(ROOT / "transcripts" / "valid" / "worked" / "s2-three-hands.json")
SHEET = str(ROOT / "sheets" / "position-s2-muggins.sheet")
FULL = "/dev/full"  # read-only use: writes to it fail with "No space left on device"

#: Every command, as run to print something on standard output (``REPORT``: a saved run report).
PRINTING = {
    "run": ["run", "--id", "fives-off-001", "--replay", "--play-hands", "0", "--no-progress"],
    "smoke": ["smoke"],
    "identify": ["identify", "--engine", "py:faulty_engines:block_two_free_lead", "--scenarios", "5", "--hands", "1",
                 "--confirm-hands", "0"],
    "lint": ["lint", "--help"],  # lint itself prints only at the end of a minute's work: its help will do
    "clauses": ["clauses"],
    "explain": ["explain", "turn.must-play"],
    "check": ["check", TRANSCRIPT],
    "replay": ["replay", TRANSCRIPT],
    "generate": ["generate", "--profile", "block", "--players", "2", "--hands", "2"],
    "play": ["play", "--hands", "1"],
    "junit": ["junit", "REPORT"],
    "matrix": ["matrix", "REPORT"],
    "sheet": ["sheet", SHEET],
    "ruling": ["ruling", SHEET],
    "docs": ["docs"],
    "rules": ["rules", "--profile", "block"],
    "diff": ["diff", "block", "draw"],
    "rulebook": ["rulebook"],
}


def test_every_command_is_tried() -> None:
    assert set(PRINTING) == set(COMMAND_MODULES)


@pytest.fixture(scope="module")
def report_path(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("report") / "report.json"
    write_report(path, make_report(mixed_records()))
    return str(path)


def _words(name: str, report: str) -> list[str]:
    return [report if word == "REPORT" else word for word in PRINTING[name]]


@pytest.mark.skipif(not os.path.exists(FULL), reason="no /dev/full on this system")
@pytest.mark.parametrize("name", PRINTING)
def test_a_full_standard_output_is_exit_4_with_a_message(name: str, report_path: str, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    with open(FULL, "w", encoding="utf-8") as full:
        monkeypatch.setattr(sys, "stdout", full)
        code = main(_words(name, report_path))
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert code == exit_codes.USAGE, err
    assert "domino-conformance: cannot write standard output: No space left on device" in err


def _cli(*words: str, limit: int | None = None, **streams: object) -> subprocess.CompletedProcess[bytes]:
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run([sys.executable, "-m", "conformance.cli", *words], check=False, cwd=ROOT, timeout=300,
                          preexec_fn=limited, env={**os.environ, "DOMINO_CONFORMANCE_CACHE": "off"},
                          **streams)  # type: ignore[call-overload]


@pytest.mark.parametrize("words", [["rules", "--profile", "block"], ["run", "--id", "fives-off-001", "--replay",
                                                                     "--play-hands", "0", "--report", "-"]],
                         ids=["rules", "run --report -"])
def test_output_cut_by_a_file_size_limit_is_exit_4_never_0(tmp_path: Path, words: list[str]) -> None:
    out = tmp_path / "out.txt"
    with open(out, "wb") as handle:
        done = _cli(*words, limit=4096, stdout=handle, stderr=subprocess.PIPE)
    err = done.stderr.decode()
    assert done.returncode == exit_codes.USAGE, err
    assert "domino-conformance: cannot write standard output: File too large" in err
    assert "Traceback" not in err and "Exception ignored" not in err
    assert out.stat().st_size == 4096


@pytest.mark.skipif(not os.path.exists(FULL), reason="no /dev/full on this system")
def test_the_process_ends_with_the_message_alone() -> None:
    """What the interpreter still held for standard output is not flushed again at exit, so no "Exception
    ignored" follows the message and the exit code stays 4 (not the interpreter's 120)."""
    with open(FULL, "wb") as full:
        done = _cli("rules", "--profile", "block", stdout=full, stderr=subprocess.PIPE)
    assert (done.returncode, done.stderr.decode()) == (
        exit_codes.USAGE, "domino-conformance: cannot write standard output: No space left on device\n")


@pytest.mark.parametrize("words", [["rules", "--profile", "block"], ["check", "-v", str(ROOT / "transcripts" / "valid")]])
def test_a_reader_that_went_away_ends_it_quietly(words: list[str]) -> None:
    process = subprocess.Popen([sys.executable, "-m", "conformance.cli", *words], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env={**os.environ, "DOMINO_CONFORMANCE_CACHE": "off"})
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # as `| head` does once it has read enough
    err = process.stderr.read().decode()
    assert process.wait(timeout=300) == exit_codes.BROKEN_PIPE
    assert err == ""
