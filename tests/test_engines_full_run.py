"""``domino-conformance run`` against the fault zoo: every run completes and reports.

The runner turns an engine failure into an *error* outcome, restarts the
engine, abandons it after its restarts are used up, and writes the report
whatever happened. The runs are started together and checked one by one.
Nothing here is bounded by the wall clock: that a run ends is shown by what it
reports (each timeout that fired, and every scenario after the last restart
failed at once as abandoned), not by how long it took on a busy machine.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conformance.exit_codes import ENGINE_FAULT, ERRORS, OK

pytestmark = pytest.mark.slow  # eight whole runs, two of them of the whole suite

ZOO = Path(__file__).parent / "fault_zoo"
DEFAULT_TIMEOUT = 5.0  # the run command's per-request timeout, which the hanging engine meets
#: The timeout of every other run: an engine that answers is never cut short because the machine is busy
#: (eight runs at once, beside the other tests on other workers), so any timeout that fires is a fault's.
PATIENT_TIMEOUT = 600.0
RESTARTS = 3
#: Only a guard against a runner that hangs, so that CI does not wait for ever: never a bound on speed.
HANG_GUARD = 3600

# zoo engine -> (pytest -k expression, or None for the whole suite)
RUNS = {
    "well_behaved": "spinner",
    "crash_on_deal": None,
    "killed_on_apply": "spinner",
    "garbage_on_observe": "spinner",
    "errored_replies": "spinner",
    "stderr_flood": "spinner and arms",  # 15 scenarios: 16 MiB of stderr at each start (259 took most of the time)
    "hang_on_apply": "spinner and arms",
    "wrong_protocol": None,
}

def engine_spec(name: str) -> str:
    return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(ZOO / f'{name}.py'))}"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    """Run the first engine, then start every other run at once; wait for all; keep exit code, output and report.

    The runs share one cache, as a user's runs do (in CI, where nothing is cached, each run compiled the suite
    and decided what applies to the zoo's one declaration again: most of their time). The first run fills it;
    what is judged here is how each run meets its engine's fault, never how its scenarios were chosen."""
    folder = tmp_path_factory.mktemp("runs")
    env = {name: value for name, value in os.environ.items() if name != "CI"}
    env["DOMINO_CONFORMANCE_CACHE"] = str(folder / "cache")

    def start(name: str) -> subprocess.Popen[str]:
        timeout = DEFAULT_TIMEOUT if name == "hang_on_apply" else PATIENT_TIMEOUT
        command = [sys.executable, "-m", "conformance.cli", "run", "--no-progress", "-q",
                   "--engine", engine_spec(name), "--report", str(folder / f"{name}.json"), "--timeout", f"{timeout:g}"]
        if RUNS[name]:
            command += ["-k", RUNS[name]]
        return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)

    def finish(name: str, process: subprocess.Popen[str]) -> tuple[str, dict]:
        output, _ = process.communicate(timeout=HANG_GUARD)
        report = folder / f"{name}.json"
        return name, {
            "code": process.returncode,
            "output": output,
            "report": json.loads(report.read_text(encoding="utf-8")) if report.exists() else None,
        }

    first, *others = RUNS
    results = dict([finish(first, start(first))])
    started = {name: start(name) for name in others}
    with ThreadPoolExecutor(max_workers=len(started)) as pool:
        results.update(pool.map(lambda name: finish(name, started[name]), started))
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
    # Once its restarts are used up the engine is abandoned: every later scenario fails at once.
    rest = [s["message"] for s in report["scenarios"] if s["outcome"] == "error" and s not in timed_out]
    assert rest and all(f"abandoned after {RESTARTS} restarts" in message for message in rest), rest


def test_an_engine_that_fails_its_handshake_ends_the_run_at_once(runs) -> None:
    result = runs["wrong_protocol"]
    assert result["code"] == ENGINE_FAULT
    assert "speaks protocol 2; this runner speaks protocol 1" in " ".join(result["output"].split())
    assert result["report"] is None


def test_every_run_ends_and_reports_each_timeout_that_fired(runs) -> None:
    """A run waits on an engine only through its per-request timeout, at most once a start of the engine:
    every timeout that fired is a scenario's error naming it, and there are no more than the engine's starts."""
    for name, result in runs.items():
        if name == "wrong_protocol":
            continue
        assert result["report"] is not None, (name, result["output"])
        messages = [s["message"] for s in result["report"]["scenarios"]]
        timed_out = [message for message in messages if re.search(r"did not answer '\w+' within", message)]
        assert len(timed_out) <= RESTARTS + 1, (name, timed_out)
        assert bool(timed_out) == (name == "hang_on_apply"), (name, timed_out)
