"""Every file a command writes is written whole or not at all: on a full disk or in a read-only folder
the command exits 4 naming the file and why, what was there before is kept, and nothing is left cut
or half-made; ``play --save`` never replaces an earlier scenario, nor writes through a planted link."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_report import make_report, mixed_records

from conformance import exit_codes
from conformance.inputs import text_output
from conformance.cli import main
from conformance.reports.run_report import write_report

PREVIOUS = "what an earlier run wrote\n"


def _mounted(folder: Path, options: str) -> bool:
    """Mount a tiny tmpfs on ``folder`` when this process may (as root, in a container or CI)."""
    if os.geteuid() != 0:
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True)
    return done.returncode == 0


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", str(folder)], check=True)


@pytest.fixture
def full_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on a full disk, holding ``previous.txt`` from before the disk filled up."""
    folder = tmp_path / "full"
    folder.mkdir()
    if _mounted(folder, "size=64k"):
        (folder / "previous.txt").write_text(PREVIOUS, encoding="utf-8")
        try:
            with open(folder / "filler", "wb") as filler:
                while True:
                    filler.write(b"\0" * 4096)
                    filler.flush()
        except OSError:
            pass  # the disk is full
        yield folder
        _unmount(folder)
        return
    # Not root: every temporary file the writer makes is /dev/full, whose writes fail with ENOSPC.
    (folder / "previous.txt").write_text(PREVIOUS, encoding="utf-8")
    (folder / "filler").write_bytes(b"")
    make_temporary = tempfile.mkstemp

    def on_a_full_disk(*args: object, **kwargs: object) -> tuple[int, str]:
        descriptor, name = make_temporary(*args, **kwargs)  # type: ignore[arg-type]
        os.dup2(os.open("/dev/full", os.O_WRONLY), descriptor)
        return descriptor, name

    monkeypatch.setattr(text_output.tempfile, "mkstemp", on_a_full_disk)
    yield folder


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder that cannot be written to (a read-only mount as root, else no write permission)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    if _mounted(folder, "size=64k"):
        (folder / "previous.txt").write_text(PREVIOUS, encoding="utf-8")
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield folder
        _unmount(folder)
        return
    (folder / "previous.txt").write_text(PREVIOUS, encoding="utf-8")
    folder.chmod(0o555)
    yield folder
    folder.chmod(0o755)


@pytest.fixture(scope="module")
def report_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("report") / "report.json"
    write_report(path, make_report(mixed_records()))
    return path


#: Each command that writes a file, with ``{}`` for the file (the previous one, to be kept).
WRITERS = {
    "generate --out": ["generate", "--profile", "block", "--players", "2", "--hands", "40", "--out", "{}"],
    "rules --out": ["rules", "--profile", "block", "--out", "{}"],
    "rulebook --out": ["rulebook", "--out", "{}"],
    "run --report": ["run", "--id", "fives-off-001", "--replay", "--play-hands", "0", "--report", "{}"],
    "run --junit": ["run", "--id", "fives-off-001", "--replay", "--play-hands", "0", "--junit", "{}"],
    "matrix --html": ["matrix", "REPORT", "--html", "{}"],
    "junit --out": ["junit", "REPORT", "--out", "{}"],
}


def _command(name: str, target: Path, report: Path) -> list[str]:
    return [str(target) if part == "{}" else str(report) if part == "REPORT" else part for part in WRITERS[name]]


@pytest.mark.parametrize("name", WRITERS)
def test_a_full_disk_keeps_the_previous_file_and_exits_4(full_folder: Path, report_file: Path, name: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    target = full_folder / "previous.txt"
    assert main(_command(name, target, report_file)) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert f"cannot write {target}: No space left on device" in " ".join(err.split()), err
    assert target.read_text(encoding="utf-8") == PREVIOUS
    assert sorted(path.name for path in full_folder.iterdir()) == ["filler", "previous.txt"]


@pytest.mark.parametrize("name", ["generate --out", "rules --out", "run --report"])
def test_a_read_only_folder_is_named_and_exits_4(read_only_folder: Path, report_file: Path, name: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    target = read_only_folder / "out.txt"
    assert main(_command(name, target, report_file)) == exit_codes.USAGE
    err = " ".join(capsys.readouterr().err.split())
    assert f"cannot write {target}:" in err and ("Read-only file system" in err or "Permission denied" in err), err
    assert sorted(path.name for path in read_only_folder.iterdir()) == ["previous.txt"]


PLAY = ["play", "--engine", "py:faulty_engines:forgets_to_flip", "--profile", "block", "--players", "2",
        "--hands", "3", "--seed", "2"]
SAVED = ["line.play.orientation-match1.feature", "line.play.orientation-match1.json"]


def test_play_save_on_a_full_disk_exits_4_and_names_the_file(full_folder: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*PLAY, "--save", str(full_folder)]) == exit_codes.USAGE
    err = " ".join(capsys.readouterr().err.split())
    assert f"--save: cannot write {full_folder / SAVED[0]}: No space left on device" in err, err
    assert "were not saved" in err and "Traceback" not in err
    assert sorted(path.name for path in full_folder.iterdir()) == ["filler", "previous.txt"]


def test_play_save_to_a_read_only_folder_is_refused_before_playing(read_only_folder: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*PLAY, "--save", str(read_only_folder)]) == exit_codes.USAGE
    captured = capsys.readouterr()
    assert f"--save {read_only_folder}: cannot write there:" in captured.err, captured.err
    assert "playing" not in captured.out  # refused before any game is played
    assert sorted(path.name for path in read_only_folder.iterdir()) == ["previous.txt"]


def test_play_save_keeps_earlier_scenarios_and_writes_through_no_link(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder, victim = tmp_path / "found", tmp_path / "victim.txt"
    folder.mkdir()
    victim.write_text(PREVIOUS, encoding="utf-8")
    assert main([*PLAY, "--save", str(folder)]) == exit_codes.FAILURES
    assert sorted(path.name for path in folder.iterdir()) == SAVED
    first = {name: (folder / name).read_text(encoding="utf-8") for name in SAVED}
    # A second run saves beside the first, and a link planted under the next name is passed over.
    (folder / "line.play.orientation-match1-2.feature").symlink_to(victim)
    assert main([*PLAY, "--save", str(folder)]) == exit_codes.FAILURES
    out = capsys.readouterr().out
    assert f"wrote {folder / 'line.play.orientation-match1-3.feature'}" in out
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        [*SAVED, "line.play.orientation-match1-2.feature", "line.play.orientation-match1-3.feature",
         "line.play.orientation-match1-3.json"])
    assert {name: (folder / name).read_text(encoding="utf-8") for name in SAVED} == first
    assert victim.read_text(encoding="utf-8") == PREVIOUS and (folder / "line.play.orientation-match1-2.feature").is_symlink()
    assert (folder / "line.play.orientation-match1-3.feature").read_text(encoding="utf-8") == first[SAVED[0]]


def test_a_write_that_fails_part_way_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "out.jsonl"
    target.write_text(PREVIOUS, encoding="utf-8")
    with pytest.raises(RuntimeError), text_output.whole_file(target) as handle:
        handle.write("half a line")
        raise RuntimeError("stopped")
    assert target.read_text(encoding="utf-8") == PREVIOUS and os.listdir(tmp_path) == ["out.jsonl"]
