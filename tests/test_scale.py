"""``--jobs N`` and ``--dask``: the same output, byte for byte, and the same exit code as one process."""

from __future__ import annotations

import itertools
import json
import os
import re
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from conformance.judging import shards
from conformance.cli import main
from conformance.records.files import iter_documents
from conformance.judging.referee import Referee


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The lines of a generated corpus (about 18 kB a line: every line a shard of its own)."""
    path = tmp_path_factory.mktemp("corpus") / "games.jsonl"
    assert main(["generate", "--profile", "block", "--players", "2", "--hands", "120", "--seed", "5",
                 "--out", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 5
    return lines


def _wrong_score(line: str) -> str:
    record = json.loads(line)
    record["hands"][0]["result"]["points"] += 1
    return json.dumps(record)


@pytest.fixture
def mixed(tmp_path: Path, corpus: list[str]) -> Path:
    """Valid, invalid and unreadable records, blank lines and an over-long line, in one JSON Lines file."""
    lines = [corpus[0], "", _wrong_score(corpus[1]), '{"format": "domino-transcript/1", "hands": [', corpus[2],
             "   ", "x" * 70_000, corpus[3], _wrong_score(corpus[4]), "[1, 2", *corpus[5:]]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_file_is_cut_at_line_starts_and_every_record_keeps_its_line_and_index(
    mixed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shards, "MIN_SHARD_BYTES", 1)
    plan = list(shards.plan_shards([str(mixed)], workers=2, max_bytes=60_000))
    assert len(plan) > 5
    assert plan[0].start == 0 and plan[-1].end == mixed.stat().st_size
    assert all(earlier.end == later.start for earlier, later in itertools.pairwise(plan))
    sharded = [document for shard in plan for document in shards.read_shard(shard, 60_000)]
    whole = list(iter_documents(mixed, 60_000))

    def seen(documents: list) -> list:
        return [(d.source, d.line, d.index, d.data, d.error and str(d.error)) for d in documents]

    assert seen(sharded) == seen(whole)
    assert any(d.error and "skipped unread" in str(d.error) for d in sharded)  # the over-long line


@pytest.mark.parametrize("output", ["--json", "--verbose", "--quiet"])
def test_check_with_two_jobs_prints_what_one_job_prints(
    capsys: pytest.CaptureFixture[str], corpus: list[str], mixed: Path, tmp_path: Path, output: str
) -> None:
    single = tmp_path / "one.json"
    single.write_text(json.dumps({"format": "domino-transcript/1"}), encoding="utf-8")
    argv = ["check", str(mixed), str(single), str(tmp_path / "missing.jsonl"), output, "--max-record-size", "60000"]
    one = _run(capsys, *argv)
    two = _run(capsys, *argv, "--jobs", "2")
    assert two == one
    assert one[0] == 4  # an unreadable record
    if output == "--json":
        verdicts = [json.loads(line) for line in one[1].splitlines()]
        assert {v["verdict"] for v in verdicts} == {"valid", "invalid", "unreadable"}
        lines = [1, 3, 4, 5, 7, 8, 9, 10, *range(11, 11 + len(corpus) - 5)]  # blank lines 2 and 6 hold no record
        assert [v["line"] for v in verdicts if v["file"] == str(mixed)] == lines


def test_check_of_invalid_records_exits_1_with_any_number_of_jobs(
    capsys: pytest.CaptureFixture[str], corpus: list[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join([*corpus[:3], _wrong_score(corpus[3]), *corpus[4:]]) + "\n", encoding="utf-8")
    one = _run(capsys, "check", str(path))
    assert one[0] == 1 and ":4: invalid, hand 1" in one[1]
    assert _run(capsys, "check", str(path), "--jobs", "3") == one


@pytest.mark.skipif(sys.platform in ("darwin", "win32"), reason="check's workers are forked only where safe")
def test_check_workers_judge_with_the_referee_the_command_built(
    capsys: pytest.CaptureFixture[str], corpus: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No worker loads the suite or builds a referee again: each judges with a copy of the command's own."""
    build, judge = Referee.__init__, Referee.check_document

    def build_noting_where(referee: Referee, *args: Any, **kwargs: Any) -> None:
        build(referee, *args, **kwargs)
        referee.built_in = os.getpid()  # type: ignore[attr-defined]

    def judge_noting_where(referee: Referee, document: Any) -> dict[str, Any]:
        verdict = judge(referee, document)
        return {**verdict, "built_in": getattr(referee, "built_in"), "judged_in": os.getpid()}

    monkeypatch.setattr(Referee, "__init__", build_noting_where)
    monkeypatch.setattr(Referee, "check_document", judge_noting_where)
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(corpus) + "\n", encoding="utf-8")
    code, out, _err = _run(capsys, "check", str(path), "--json", "--jobs", "2")
    verdicts = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(verdicts) == len(corpus)
    assert {verdict.get("built_in") for verdict in verdicts} == {os.getpid()}
    assert os.getpid() not in {verdict["judged_in"] for verdict in verdicts}


def test_standard_input_is_read_by_the_parent_in_its_turn(
    capsys: pytest.CaptureFixture[str], corpus: list[str], mixed: Path, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    piped = tmp_path / "piped.jsonl"
    piped.write_text("\n".join(corpus[:3]) + "\n", encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        with piped.open("rb") as stdin:
            monkeypatch.setattr(sys, "stdin", stdin)
            outputs.append(_run(capsys, "check", str(mixed), "-", "--json", "--jobs", jobs))
    assert outputs[0] == outputs[1]
    assert '"file": "<stdin>", "line": 3' in outputs[0][1]


def test_replay_with_two_jobs_prints_what_one_job_prints(
    capsys: pytest.CaptureFixture[str], mixed: Path
) -> None:
    for output in ("--json", "--verbose"):
        argv = ["replay", str(mixed), output, "--max-record-size", "60000"]
        one = _run(capsys, *argv)
        assert _run(capsys, *argv, "--jobs", "2") == one
        assert "diverged" in one[1] and one[0] == 4


def test_replay_over_the_protocol_with_two_jobs_agrees_as_one_job(
    capsys: pytest.CaptureFixture[str], corpus: list[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join([corpus[0], _wrong_score(corpus[1]), corpus[2]]) + "\n", encoding="utf-8")
    one = _run(capsys, "replay", str(path), "--json")
    assert one[0] == 1
    assert _run(capsys, "replay", str(path), "--json", "--jobs", "2") == one


CRASHING_ENGINE = """
import multiprocessing
import os

from reference_impl.adapter import ReferenceEngine


def create():
    if multiprocessing.parent_process() is not None:  # in a worker process: die at once
        os._exit(9)
    return ReferenceEngine()
"""


def test_the_shard_of_a_worker_that_dies_is_judged_again_here(
    capsys: pytest.CaptureFixture[str], corpus: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every record still gets its own verdict, the same as in one process, and stderr says what happened."""
    (tmp_path / "crashing_engine.py").write_text(textwrap.dedent(CRASHING_ENGINE), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(corpus[:4]) + "\n", encoding="utf-8")
    alone = _run(capsys, "replay", str(path), "--engine", "py:crashing_engine:create")
    code, out, err = _run(capsys, "replay", str(path), "--engine", "py:crashing_engine:create", "--jobs", "2")
    assert (code, out) == alone[:2]
    assert re.search(rf"a worker failed judging {re.escape(str(path))} lines 1-\d+ \(BrokenProcessPool.*\); "
                     "this process judges it instead", err)
    assert "Traceback" not in out + err


def test_jobs_must_be_a_count_of_processes(capsys: pytest.CaptureFixture[str], mixed: Path) -> None:
    code, _out, err = _run(capsys, "check", str(mixed), "--jobs", "0")
    assert code == 4 and "--jobs" in err and "1 or more" in err


def test_dask_without_dask_installed_says_what_to_install(
    capsys: pytest.CaptureFixture[str], mixed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed raises ImportError
    code, out, err = _run(capsys, "check", str(mixed), "--dask", "local")
    assert code == 4 and out == ""
    assert err == 'domino-conformance check: --dask needs Dask and distributed: pip install "domino-conformance[dask]"\n'


def test_check_and_replay_on_a_local_dask_cluster_print_what_one_process_prints(
    capsys: pytest.CaptureFixture[str], mixed: Path
) -> None:
    pytest.importorskip("distributed")
    for command in ("check", "replay"):
        argv = [command, str(mixed), "--json", "--max-record-size", "60000"]
        code, out, _err = _run(capsys, *argv)
        dask_code, dask_out, dask_err = _run(capsys, *argv, "--dask", "local")
        assert (dask_code, dask_out) == (code, out)
        assert "Traceback" not in dask_err  # a loaded machine may get a warning from Dask, never a traceback


def _without_timing(text: str) -> str:
    return re.sub(r" in [0-9.]+ s \([0-9]+ plies/s\)", "", re.sub(r'"seconds": [0-9.]+', '"seconds": _', text))


@pytest.mark.parametrize("output", ["--json", "--text"])
def test_play_with_two_jobs_finds_what_one_job_finds(
    capsys: pytest.CaptureFixture[str], output: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every divergence, with the same hand numbers and in the same order; only the time taken differs."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).parent))  # the workers import faulty_engines too
    argv = ["play", "--engine", "py:faulty_engines:tie_goes_to_first_seat", "--profile", "block", "--players", "3",
            "--hands", "150", "--seed", "2", *([output] if output == "--json" else [])]
    one = _run(capsys, *argv)
    two = _run(capsys, *argv, "--jobs", "2")
    assert one[0] == two[0] == 1
    assert _without_timing(two[1]) == _without_timing(one[1])
    assert ", hand 2: end.blocked-tie.redeal" in one[1] or '"hand": 2' in one[1]


def test_generate_writes_the_same_corpus_with_any_number_of_jobs(tmp_path: Path) -> None:
    """Each match has its own seed: the same matches, in the same order, the last one cut at the same hand."""
    written = []
    for jobs in ("1", "2", "3"):
        path = tmp_path / f"jobs{jobs}.jsonl"
        assert main(["generate", "--profile", "draw", "--players", "3", "--hands", "702", "--seed", "7",
                     "--out", str(path), "--jobs", jobs]) == 0
        written.append(path.read_bytes())
    assert written[0] == written[1] == written[2]
    records = [json.loads(line) for line in written[0].splitlines()]
    assert len(records) > 64 * 2  # more matches than two tasks hold
    assert sum(len(record["hands"]) for record in records) == 702
    assert records[-1]["result"]["status"] == "unfinished"
    assert [record["metadata"]["game_id"] for record in records[:2]] == ["draw-3p-seed7-match1", "draw-3p-seed7-match2"]


def test_generate_on_a_local_dask_cluster_writes_the_same_corpus(tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    one, dask = tmp_path / "one.jsonl", tmp_path / "dask.jsonl"
    for path, scale in ((one, []), (dask, ["--dask", "local"])):
        assert main(["generate", "--profile", "block", "--players", "2", "--hands", "300", "--seed", "3",
                     "--out", str(path), *scale]) == 0
    assert dask.read_bytes() == one.read_bytes()


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_the_fork_server_starts_before_parsing_only_for_command_lines_whose_workers_come_from_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib.util
    import multiprocessing.forkserver

    started: list[bool] = []
    monkeypatch.setattr(multiprocessing.forkserver, "ensure_running", lambda: started.append(True))
    server = multiprocessing.forkserver._forkserver  # type: ignore[attr-defined]
    monkeypatch.setattr(server, "_preload_modules", server._preload_modules)  # put back what a case sets
    dask = importlib.util.find_spec("distributed") is not None
    check_forks = sys.platform != "darwin"  # check's --jobs workers are forked from the command itself
    cases = [
        (["replay", "c.jsonl", "--jobs", "2"], True),
        (["generate", "--hands", "9", "--jobs=3", "--out", "c.jsonl"], True),
        (["check", "c.jsonl", "--jobs", "2"], not check_forks),
        (["check", "c.jsonl", "--dask", "local"], dask),
        (["play", "--engine", "reference", "--dask", "local"], dask),
        (["replay", "c.jsonl", "--jobs", "1"], False),
        (["replay", "c.jsonl", "--jobs", "two"], False),
        (["replay", "c.jsonl", "--dask", "tcp://scheduler.example:8786"], False),
        (["rules", "--jobs", "2"], False),
        ([], False),
    ]
    for argv, wanted in cases:
        started.clear()
        shards.start_early(argv)
        assert bool(started) == wanted, argv


def test_what_dask_logs_while_workers_are_open_is_told_in_a_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import logging

    reports = shards.DaskReports()
    reports.install()
    try:
        raise OSError("Stream is closed")
    except OSError:
        logging.getLogger("distributed.nanny").error("Worker process 123 was killed by signal 9", exc_info=True)
    reports.tell()
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "Dask reported: distributed.nanny: Worker process 123 was killed by signal 9" in err
    assert logging.getLogger("distributed").handlers != [reports]  # given back


def test_a_dask_worker_that_dies_costs_nothing_but_a_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    marker = tmp_path / "died"

    def dies_once(path: str) -> int:  # defined here, so Dask sends it by value
        import os
        from pathlib import Path as Where

        if not Where(path).exists():
            Where(path).write_text("once", encoding="utf-8")
            os._exit(9)  # the worker dies as if killed
        return 42

    workers = shards.DaskWorkers("local")
    try:
        assert workers.submit(dies_once, str(marker)).result() == 42  # run again on a worker alive
    finally:
        workers.close()
    assert marker.exists() and "Traceback" not in capsys.readouterr().err
