"""Inputs a careless user or a hostile file would give ``check`` and ``replay``: each ends in a
clear message and an exit code, never a hang, a traceback or a silent misreading."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.inputs import strict_json
from conformance.reports.run_report import ReportError, load_report
from conformance.engines.transport import parse_reply

ROOT = Path(__file__).resolve().parent.parent
S2 = ROOT / "transcripts" / "valid" / "worked" / "s2-three-hands.json"
SPINNER = ROOT / "transcripts" / "valid" / "worked" / "s3-spinner.json"


def cli(*args: str, stdin: bytes | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own, so a hang fails the test instead of stalling it."""
    return subprocess.run(
        [sys.executable, "-m", "conformance.cli", *args],
        input=stdin.decode() if stdin is not None else None,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **env},
        cwd=ROOT,
    )


@pytest.mark.parametrize("command", ["check", "replay"])
def test_a_fifo_is_refused_not_waited_on(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "f.json"
    os.mkfifo(fifo)
    done = cli(command, str(fifo))
    assert done.returncode == 4
    assert f"{fifo}: unreadable: is a named pipe (FIFO), not a regular file" in done.stdout


def test_millions_of_schema_errors_keep_the_first_and_say_there_are_more(tmp_path: Path) -> None:
    record = json.loads(S2.read_text())
    record["hands"][0]["deal"]["hands"][0] = ["x"] * 200_000
    path = tmp_path / "bad-tiles.json"
    path.write_text(json.dumps(record))
    done = cli("check", str(path))
    assert done.returncode == 1
    assert "is not a tile: write it 'a-b'" in done.stdout
    assert "... more than 100 errors in all" in done.stdout
    verdict = json.loads(cli("check", "--json", str(path)).stdout)
    assert (verdict["error_count"], verdict["more_errors"], len(verdict["errors"])) == (100, True, 10)


def test_a_file_name_that_is_not_utf8_is_printed_escaped(tmp_path: Path) -> None:
    folder = tmp_path / "corpus"
    folder.mkdir()
    name = os.fsdecode(b"caf\xe9.json")
    (folder / name).write_bytes(S2.read_bytes())
    done = cli("check", "--json", str(folder), PYTHONIOENCODING="utf-8")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["file"].endswith("caf\\xe9.json")
    assert verdict["verdict"] == "valid"
    plain = cli("check", "-v", str(folder), PYTHONIOENCODING="utf-8")
    assert "caf\\xe9.json: valid" in plain.stdout


def test_a_key_twice_in_a_transcript_is_refused_naming_the_key_and_the_object(tmp_path: Path) -> None:
    text = S2.read_text()
    assert text.startswith('{"format":"domino-transcript/1",')
    path = tmp_path / "twice.json"
    path.write_text('{"format":"nope",' + text[1:])
    done = cli("check", str(path))
    assert done.returncode == 4
    assert "not readable: the key 'format' appears twice in the object at /" in done.stdout
    nested = tmp_path / "nested.jsonl"
    nested.write_text(text.replace('"type":"play"', '"type":"play","seat":1', 1).replace("\n", "") + "\n")
    done = cli("check", str(nested))
    assert done.returncode == 4
    assert f"{nested}:1: unreadable: not readable: the key 'seat' appears twice in the object at /hands/0/events/0" in done.stdout


def test_a_key_twice_in_a_report_or_a_reply_is_refused(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    report.write_text('{"format": "x", "engine": {"name": "a", "name": "b"}}')
    with pytest.raises(ReportError) as caught:
        load_report(report)
    assert str(caught.value) == f"{report} at /engine: not readable: the key 'name' appears twice"
    with pytest.raises(strict_json.DuplicateKey) as duplicate:
        parse_reply(b'{"ok": true, "seq": 3, "seq": 4}')
    assert (duplicate.value.key, duplicate.value.pointer) == ("seq", "")


def test_json_lines_are_told_by_content_whatever_the_file_is_called(tmp_path: Path) -> None:
    corpus = tmp_path / "games.out"
    corpus.write_text(S2.read_text().strip() + "\n\n" + SPINNER.read_text().strip() + "\n")
    done = cli("check", str(corpus))
    assert done.returncode == 0, done.stdout
    assert done.stdout.strip() == "2 transcripts: 2 valid"
    pretty = tmp_path / "pretty.out"
    pretty.write_text(json.dumps(json.loads(S2.read_text()), indent=2))
    done = cli("check", str(pretty))
    assert done.returncode == 0
    assert f"{pretty}: valid" in done.stdout


def test_standard_input_is_read_for_a_dash() -> None:
    lines = S2.read_bytes().strip() + b"\n" + SPINNER.read_bytes().strip() + b"\n"
    done = cli("check", "-", stdin=lines)
    assert done.returncode == 0, done.stdout
    assert done.stdout.strip() == "2 transcripts: 2 valid"
    done = cli("replay", "-q", "-", stdin=S2.read_bytes())
    assert done.returncode == 0, done.stdout
    done = cli("check", "-", stdin=b'{"format": ')
    assert done.returncode == 4
    assert "<stdin>:1:12: unreadable: not JSON" in done.stdout
