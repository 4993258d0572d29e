"""Files a user names (a sheet, a ruleset file) that would block, never end, exhaust the parser or
name a rule option that does not exist: every command refuses each with a message naming the file,
the place and the rule, and exit 4, never a hang, a traceback or a silent misreading."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from conformance import exit_codes
from conformance.cli import main

ROOT = Path(__file__).resolve().parent.parent
SHEET = ROOT / "sheets" / "after-tie-leader.sheet"
DEEP = "[" * 100_000 + "]" * 100_000
LONG_NUMBER = "9" * 5000


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))  # reading without limit ends here, not in swap


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own: a hang fails the test at its timeout instead of stalling it."""
    return subprocess.run([sys.executable, "-m", "conformance.cli", *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, preexec_fn=_limited,
                          env={**os.environ, "DOMINO_CONFORMANCE_CACHE": "off"})


#: Each command that reads a file a user names, with ``{}`` where the file goes.
READERS = {
    "ruling": ["ruling", "{}"],
    "sheet": ["sheet", "{}"],
    "rules": ["rules", "--ruleset", "{}"],
    "diff": ["diff", "block", "{}"],
    "play": ["play", "--ruleset", "{}", "--hands", "1"],
    "generate": ["generate", "--ruleset", "{}", "--players", "2", "--hands", "1"],
    "replay": ["replay", "--ruleset", "{}", str(ROOT / "transcripts" / "valid" / "worked" / "s2-three-hands.json")],
}
SHEET_READERS = ("ruling", "sheet")
RULESET_READERS = ("rules", "diff", "play", "generate", "replay")


def _command(name: str, path: Path | str) -> list[str]:
    return [str(path) if part == "{}" else part for part in READERS[name]]


@pytest.mark.parametrize("name", READERS)
def test_a_fifo_is_refused_not_waited_on(tmp_path: Path, name: str) -> None:
    fifo = tmp_path / "named.pipe"
    os.mkfifo(fifo)
    done = cli(*_command(name, fifo))
    assert done.returncode == exit_codes.USAGE, done.stderr
    assert f"{fifo}: is a named pipe (FIFO), not a regular file" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("name", "device"), [("ruling", "/dev/zero"), ("sheet", "/dev/urandom"),
                                              ("play", "/dev/zero"), ("rules", "/dev/urandom")])
def test_a_device_is_refused_unread(name: str, device: str) -> None:
    done = cli(*_command(name, device))
    assert done.returncode == exit_codes.USAGE, done.stderr
    assert f"{device}: is a device, not a regular file" in done.stderr


def _sheet_with(tmp_path: Path, old: str, new: str) -> Path:
    text = SHEET.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "hostile.sheet"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


HOSTILE_SHEETS = {
    # (what is replaced, by what, the line and column, the message)
    "metadata nested deep": ("players: Alice, Ben, Cara", f"players: Alice, Ben, Cara\nmetadata: {DEEP}", "6:11",
                             "JSON nested more than 64 deep"),
    "rules nested deep": ("rules: block", '{"set": ' + DEEP + "}", None, None),
    "a with line nested deep": ("rules: block", f"rules: block\nwith lead.named_double = {DEEP}", "5:26",
                                "JSON nested more than 64 deep"),
    "a long player count": ("players: Alice, Ben, Cara", f"players: {LONG_NUMBER}", "5:10",
                            "a number of 5000 digits: no number in a sheet may have more than 4300"),
    "a long option value": ("rules: block", f"rules: block\nwith draw.reserve = {LONG_NUMBER}", "5:21",
                            "a number of 5000 digits"),
    "an override of no option": ("rules: block", "rules: block\nwith no.such = 1", "5:6",
                                 "there is no rule option 'no.such'"),
}


@pytest.mark.parametrize("case", HOSTILE_SHEETS.values(), ids=HOSTILE_SHEETS.keys())
@pytest.mark.parametrize("name", SHEET_READERS)
def test_a_hostile_sheet_is_refused_with_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   case: tuple[str, str, str | None, str | None], name: str) -> None:
    old, new, place, message = case
    if old == "rules: block":
        new = new if new.startswith("rules:") else f"rules: {new}"
    path = _sheet_with(tmp_path, old, new)
    assert main(_command(name, path)) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert f"{path}:{place or ''}" in err and (message or "JSON nested more than 64 deep") in err, err


HOSTILE_RULESETS = {
    "nested 100,000 deep": (DEEP, "not readable: arrays and objects nested more than 64 deep"),
    "an integer of 5,000 digits": ('{"profile": "block", "overrides": {"draw.reserve": ' + LONG_NUMBER + "}}",
                                   "an integer of 5000 digits, more than the 4300 a number may have"),
    "an override of no option": ('{"profile": "block", "overrides": {"no.such": 1}}',
                                 "there is no rule option 'no.such'"),
    "a nested override of no option": ('{"profile": "block", "overrides": {"score": {"roundingx": 1}}}',
                                       "there is no rule option 'score.roundingx'; did you mean score.rounding?"),
}


@pytest.mark.parametrize("case", HOSTILE_RULESETS.values(), ids=HOSTILE_RULESETS.keys())
@pytest.mark.parametrize("name", RULESET_READERS)
def test_a_hostile_ruleset_file_is_refused_with_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          case: tuple[str, str], name: str) -> None:
    text, message = case
    path = tmp_path / "house.json"
    path.write_text(text, encoding="utf-8")
    assert main(_command(name, path)) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert str(path) in err and message in err, err
    if "no.such" in text:
        assert "/overrides/no.such" in err  # the JSON pointer of the override


@pytest.mark.parametrize("command", ["check", "replay"])
def test_a_record_overriding_no_option_is_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     command: str) -> None:
    record = json.loads((ROOT / "transcripts" / "valid" / "worked" / "s2-three-hands.json").read_text())
    record["ruleset"] = {"profile": "block", "overrides": {"no.such": 1}}
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main([command, "--json", str(path)]) == exit_codes.USAGE  # as docs/reports.md says, for both
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "unreadable" and verdict["pointer"] == "/ruleset/overrides/no.such"
    assert "there is no rule option 'no.such'" in verdict["message"]
