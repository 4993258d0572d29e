"""``domino-conformance run`` against the fault zoo: every run completes, reports, and ends in time.

The runner turns an engine failure into an *error* outcome, restarts the
engine, abandons it after its restarts are used up, and writes the report
whatever happened. The runs are started together and checked one by one.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conformance.exit_codes import ENGINE_FAULT, ERRORS, OK

ZOO = Path(__file__).parent / "fault_zoo"
DEFAULT_TIMEOUT = 5.0  # the run command's per-request timeout
RESTARTS = 3
STARTUP = 180.0  # a generous bound on a run's own work on a busy machine: the point is that it ends

# zoo engine -> (pytest -k expression, or None for the whole suite)
RUNS = {
    "crash_on_deal": None,
    "well_behaved": "spinner",
    "killed_on_apply": "spinner",
    "garbage_on_observe": "spinner",
    "errored_replies": "spinner",
    "stderr_flood": "blocked",
    "hang_on_apply": "spinner and arms",
    "wrong_protocol": None,
}

def engine_spec(name: str) -> str:
    return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(ZOO / f'{name}.py'))}"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    """Start every run at once; wait for all; keep exit code, output, report and duration."""
    folder = tmp_path_factory.mktemp("runs")
    started = {}
    for name, keyword in RUNS.items():
        report = folder / f"{name}.json"
        command = [sys.executable, "-m", "conformance.cli", "run", "--no-progress", "-q",
                   "--engine", engine_spec(name), "--report", str(report)]
        if keyword:
            command += ["-k", keyword]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        started[name] = (process, report, time.monotonic())
    def finish(name: str) -> tuple[str, dict]:
        process, report, clock = started[name]
        output, _ = process.communicate(timeout=600)
        return name, {
            "code": process.returncode,
            "output": output,
            "seconds": time.monotonic() - clock,
            "report": json.loads(report.read_text(encoding="utf-8")) if report.exists() else None,
        }

    with ThreadPoolExecutor(max_workers=len(started)) as pool:
        results = dict(pool.map(finish, started))
    return results


def outcomes(report: dict) -> dict[str, int]:
    counts: dict[str, int] = {}
    for scenario in report["scenarios"]:
        counts[scenario["outcome"]] = counts.get(scenario["outcome"], 0) + 1
    return counts


def test_a_well_behaved_subprocess_engine_passes(runs) -> None:
    result = runs["well_behaved"]
    assert result["code"] == OK, result["output"]
    assert set(outcomes(result["report"])) == {"pass"}


def test_a_whole_run_against_an_engine_that_always_crashes(runs) -> None:
    result = runs["crash_on_deal"]
    assert result["code"] == ERRORS, result["output"]
    report = result["report"]
    assert outcomes(report) == {"error": len(report["scenarios"])}
    messages = [scenario["message"] for scenario in report["scenarios"]]
    crashed = [m for m in messages if "exited with code 1 without answering 'deal'" in m]
    abandoned = [m for m in messages if f"abandoned after {RESTARTS} restarts" in m]
    assert len(crashed) == RESTARTS + 1  # the first run and one per restart
    assert len(crashed) + len(abandoned) == len(messages)
    with_stderr = [s for s in report["scenarios"] if "RuntimeError: deal" in s.get("stderr", "")]
    assert len(with_stderr) == RESTARTS + 1


@pytest.mark.parametrize("name", ["killed_on_apply", "garbage_on_observe", "errored_replies"])
def test_a_faulty_engine_gives_errors_not_failures_and_a_report(runs, name: str) -> None:
    result = runs[name]
    assert result["code"] == ERRORS, result["output"]
    counts = outcomes(result["report"])
    assert counts.get("error", 0) > 0 and counts.get("fail", 0) == 0, counts


def test_a_stderr_flood_does_not_stop_the_run(runs) -> None:
    result = runs["stderr_flood"]
    assert result["code"] == OK, result["output"]
    assert set(outcomes(result["report"])) == {"pass"}


def test_a_hanging_engine_is_timed_out_and_abandoned(runs) -> None:
    result = runs["hang_on_apply"]
    assert result["code"] == ERRORS, result["output"]
    report = result["report"]
    timed_out = [s for s in report["scenarios"] if "did not answer 'apply' within" in s["message"]]
    assert timed_out, [s["message"] for s in report["scenarios"]]
    assert all("searching the game tree" in s["message"] for s in timed_out)
    assert len(timed_out) <= RESTARTS + 1
    assert result["seconds"] < (RESTARTS + 1) * DEFAULT_TIMEOUT + STARTUP


def test_an_engine_that_fails_its_handshake_ends_the_run_at_once(runs) -> None:
    result = runs["wrong_protocol"]
    assert result["code"] == ENGINE_FAULT
    assert "speaks protocol 2; this runner speaks protocol 1" in " ".join(result["output"].split())
    assert result["report"] is None


def test_every_run_ends_within_its_timeouts(runs) -> None:
    budget = (RESTARTS + 1) * DEFAULT_TIMEOUT + STARTUP + 60  # the longest: one whole suite
    slow = {name: round(result["seconds"]) for name, result in runs.items() if result["seconds"] > budget}
    assert not slow
