"""What stands at an output's path decides how it is written, one way for every writer: a device, a
folder, a socket or a link to any of them is refused with exit 4 and left as it is; a FIFO, a terminal
or the null device is written through; a link to a regular file is followed and the file it names
replaced whole, the link kept. Two outputs of one command never name one file, and a folder to save
into is made only where its parent exists. Every device, FIFO and link is made in a temporary folder."""

from __future__ import annotations

import os
import select
import socket
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_written_files import PREVIOUS, WRITERS, report_file  # noqa: F401  (a fixture)

from conformance import exit_codes
from conformance.cli import main
from conformance.inputs.text_output import UnwritableOutput, write_whole
from conformance.suite.scenario_writing.for_declaration import WrittenScenarios

#: The device ``/dev/full`` is (major 1, minor 7 on Linux): writes to it fail, and as root a writer that
#: replaced what stood at its path used to replace the device itself.
FULL = os.makedev(1, 7)
#: Every writer, with the ones the written-files tests leave out.
OUTPUTS = {**WRITERS, "matrix --markdown": ["matrix", "REPORT", "--markdown", "{}"]}


def _command(name: str, target: Path, report: Path) -> list[str]:
    return [str(target) if part == "{}" else str(report) if part == "REPORT" else part for part in OUTPUTS[name]]


def _character_device(path: Path, device: int) -> None:
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, device)
    except PermissionError:
        pytest.skip("making a device (mknod) needs root, or a container that allows it")


def _device(folder: Path) -> Path:
    path = folder / "device"
    _character_device(path, FULL)
    return path


def _link_to_device(folder: Path) -> Path:
    _device(folder)
    (folder / "link").symlink_to("device")
    return folder / "link"


def _dangling_link(folder: Path) -> Path:
    (folder / "link").symlink_to(folder / "nowhere.txt")
    return folder / "link"


def _socket(folder: Path) -> Path:
    path = folder / "socket"
    listening = socket.socket(socket.AF_UNIX)
    listening.bind(str(path))
    listening.close()
    return path


def _link_to_folder(folder: Path) -> Path:
    (folder / "elsewhere").mkdir()
    (folder / "link").symlink_to("elsewhere")
    return folder / "link"


REFUSED: dict[str, tuple[Callable[[Path], Path], str]] = {
    "a device": (_device, "it is a device, not a regular file"),
    "a link to a device": (_link_to_device, "it is a symbolic link to a device, not a regular file"),
    "a link to nothing": (_dangling_link, "which does not exist: name the file to write, or remove the link"),
    "a socket": (_socket, "it is a socket, not a regular file"),
    "a link to a folder": (_link_to_folder, "it is a symbolic link to a folder, not a file"),
}


def _standing(path: Path) -> tuple[int, int]:
    status = os.lstat(path)
    return stat.S_IFMT(status.st_mode), status.st_rdev


@pytest.mark.parametrize("case", REFUSED, ids=REFUSED.keys())
@pytest.mark.parametrize("name", OUTPUTS)
def test_what_is_not_a_file_is_refused_and_left_standing(tmp_path: Path, report_file: Path, name: str,  # noqa: F811
                                                         case: str, capsys: pytest.CaptureFixture[str]) -> None:
    make, message = REFUSED[case]
    target = make(tmp_path)
    before = sorted(os.listdir(tmp_path)), _standing(target)
    assert main(_command(name, target, report_file)) == exit_codes.USAGE
    err = " ".join(capsys.readouterr().err.split())
    assert f"cannot write {target}: " in err and message in err, err
    assert "Traceback" not in err
    assert (sorted(os.listdir(tmp_path)), _standing(target)) == before


class FifoReader:
    """A FIFO in a temporary folder with a reader at its other end, as ``cat fifo`` would be. The read end is
    open before any writer comes, so a writer never waits, and a writer that never comes holds nothing up."""

    def __init__(self, path: Path) -> None:
        self.path = path
        os.mkfifo(path)
        self._end = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        self._chunks: list[bytes] = []
        self._writer_done = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while not self._writer_done.is_set():
            ready, _, _ = select.select([self._end], [], [], 0.05)
            if not (ready and self._take()):
                self._writer_done.wait(0.01)  # nothing yet (or the end of a writer): no busy loop
        while self._take():  # the writer is done: what it wrote is all in the pipe, read to its end
            pass

    def _take(self) -> bytes:
        """What the pipe holds now, up to 64 KiB (nothing: empty, or no writer left)."""
        try:
            chunk = os.read(self._end, 1 << 16)
        except BlockingIOError:
            return b""
        self._chunks.append(chunk)
        return chunk

    def taken(self) -> bytes:
        """Everything written, once the writer is done."""
        self.release()
        return b"".join(self._chunks)

    def release(self) -> None:
        self._writer_done.set()
        self._thread.join()
        if self._end >= 0:
            os.close(self._end)
            self._end = -1


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[FifoReader]:
    reader = FifoReader(tmp_path / "fifo")
    yield reader
    reader.release()


@pytest.mark.parametrize("name", OUTPUTS)
def test_a_fifo_named_on_purpose_is_written_through(fifo: FifoReader, report_file: Path,  # noqa: F811
                                                    name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_command(name, fifo.path, report_file)) == exit_codes.OK, capsys.readouterr().err
    assert len(fifo.taken()) > 100
    assert stat.S_ISFIFO(os.lstat(fifo.path).st_mode)  # still a FIFO, not a file in its place
    assert os.listdir(fifo.path.parent) == ["fifo"]


def test_the_null_device_and_a_terminal_are_written_through(tmp_path: Path) -> None:
    null = tmp_path / "null"
    _character_device(null, os.stat(os.devnull).st_rdev)
    assert main(["rules", "--profile", "block", "--out", str(null)]) == exit_codes.OK
    assert _standing(null) == (stat.S_IFCHR, os.stat(os.devnull).st_rdev)
    controller, terminal = os.openpty()
    try:
        shown = tmp_path / "terminal"
        shown.symlink_to(os.ttyname(terminal))  # a pseudo-terminal of this test's own, named by a link
        received: list[bytes] = []
        reader = threading.Thread(target=_read_terminal, args=(controller, received), daemon=True)
        reader.start()
        assert main(["rules", "--profile", "block", "--out", str(shown)]) == exit_codes.OK
        os.close(terminal)
        reader.join()
        assert b"# Rules of Block Dominoes" in b"".join(received)
        assert shown.is_symlink() and stat.S_ISCHR(os.stat(shown).st_mode)
    finally:
        os.close(controller)


def _read_terminal(controller: int, received: list[bytes]) -> None:
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # the terminal's other side closed
            return
        if not chunk:
            return
        received.append(chunk)


def test_a_link_to_a_file_is_followed_and_the_file_replaced_whole(tmp_path: Path) -> None:
    (tmp_path / "kept").mkdir()
    target = tmp_path / "kept" / "rules.md"
    target.write_text(PREVIOUS, encoding="utf-8")
    link = tmp_path / "latest.md"
    link.symlink_to(Path("kept") / "rules.md")
    assert main(["rules", "--profile", "block", "--out", str(link)]) == exit_codes.OK
    assert link.is_symlink() and os.readlink(link) == str(Path("kept") / "rules.md")
    assert target.read_text(encoding="utf-8").startswith("# Rules of Block Dominoes")
    assert sorted(os.listdir(tmp_path / "kept")) == ["rules.md"]  # written beside its target, renamed over it


def test_a_path_that_became_a_device_after_the_command_line_was_read_is_refused_when_written(
        tmp_path: Path) -> None:
    target = _device(tmp_path)
    with pytest.raises(UnwritableOutput, match="it is a device"):
        write_whole(target, "text")
    assert _standing(target) == (stat.S_IFCHR, FULL)


TWICE = {
    "run --report and --junit": ["run", "--report", "{a}", "--junit", "{b}"],
    "matrix --html and --markdown": ["matrix", "REPORT", "--html", "{a}", "--markdown", "{b}"],
}


@pytest.mark.parametrize("spelling", ["same", "dotted", "hard link", "link"])
@pytest.mark.parametrize("name", TWICE)
def test_two_outputs_on_one_file_are_refused_before_anything_runs(tmp_path: Path, report_file: Path,  # noqa: F811
                                                                  name: str, spelling: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    first = tmp_path / "out.txt"
    second = {"same": first, "dotted": tmp_path / "." / "out.txt", "hard link": tmp_path / "again.txt",
              "link": tmp_path / "link.txt"}[spelling]
    if spelling in ("hard link", "link"):
        first.write_text(PREVIOUS, encoding="utf-8")
        os.link(first, second) if spelling == "hard link" else second.symlink_to(first)
    words = [str(first) if part == "{a}" else str(second) if part == "{b}" else str(report_file)
             if part == "REPORT" else part for part in TWICE[name]]
    assert main(words) == exit_codes.USAGE
    captured = capsys.readouterr()
    assert "writes that file already; give each output a file of its own" in captured.err, captured.err
    assert captured.out == ""  # refused before anything ran
    assert not first.exists() or first.read_text(encoding="utf-8") == PREVIOUS


@pytest.mark.parametrize("words", [["play", "--hands", "1", "--save"], ["run", "--id", "fives-off-001", "--replay",
                                                                         "--play-hands", "0", "--save-scenarios"]])
def test_a_folder_to_save_into_is_made_only_where_its_parent_is(tmp_path: Path, words: list[str],
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "typo" / "found"
    assert main([*words, str(folder)]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert f"cannot write into {folder}: no such folder: {tmp_path / 'typo'}" in err, err
    assert not (tmp_path / "typo").exists()
    device = _device(tmp_path)
    assert main([*words, str(device)]) == exit_codes.USAGE
    assert f"cannot write into {device}: it is not a folder" in capsys.readouterr().err


def test_saved_scenarios_never_replace_a_file_of_the_same_name(tmp_path: Path) -> None:
    written = WrittenScenarios(files={"written/block-2p-declared-x.feature": "Feature: written\n"})
    folder = tmp_path / "kept"
    assert written.save(folder) == [folder / "block-2p-declared-x.feature"]  # the folder is made: its parent is there
    assert written.save(folder) == [folder / "block-2p-declared-x.feature"]  # saved already: nothing new
    (folder / "block-2p-declared-x.feature").write_text(PREVIOUS, encoding="utf-8")
    assert written.save(folder) == [folder / "block-2p-declared-x-2.feature"]
    assert (folder / "block-2p-declared-x.feature").read_text(encoding="utf-8") == PREVIOUS
    assert (folder / "block-2p-declared-x-2.feature").read_text(encoding="utf-8") == "Feature: written\n"
