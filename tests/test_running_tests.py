"""The project's own test command: ``python -m pytest`` runs on every core, and says what it is doing while a
long test runs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def test_the_readme_test_command_runs_on_every_core() -> None:
    # The README's command, on one quick test file: the project's own configuration picks the workers.
    done = subprocess.run([sys.executable, "-m", "pytest", "tests/test_tiles.py", "-p", "no:cacheprovider"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    workers = re.search(r"^created: (\d+)/\1 workers$", done.stdout, flags=re.MULTILINE)
    assert workers is not None, done.stdout
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert int(workers.group(1)) in {usable, os.cpu_count()}


_WAITING_TEST = '''
import time
from pathlib import Path


def test_waits_for_its_flag():
    flag = Path(__file__).with_name("flag")
    for _ in range(6000):  # a guard against a hang, never reached when the line is printed
        if flag.exists():
            return
        time.sleep(0.05)
    raise AssertionError("the still-running line never came")
'''


def test_a_long_silent_stretch_names_the_tests_still_running(tmp_path: Path) -> None:
    (tmp_path / "test_waiting.py").write_text(_WAITING_TEST, encoding="utf-8")
    (tmp_path / "none.ini").write_text("[pytest]\n", encoding="utf-8")
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, "-m", "pytest", "-c", str(tmp_path / "none.ini"), "--rootdir", str(tmp_path),
               "-p", "quiet_stretches", "-p", "no:cacheprovider", "-n", "1", "-o", "quiet_stretch=1", "-q",
               str(tmp_path / "test_waiting.py")]
    lines = []
    with subprocess.Popen(command, cwd=tmp_path, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True) as process:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line)
            if line.startswith("still running: "):
                (tmp_path / "flag").touch()  # the test it names may finish now
        process.wait()
    output = "".join(lines)
    assert process.returncode == 0, output
    assert re.search(r"^still running: test_waiting\.py::test_waits_for_its_flag \(\d+ s\)$", output,
                     flags=re.MULTILINE), output
