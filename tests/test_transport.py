"""The subprocess transport against the fault zoo: every misbehaviour is an EngineError, never a hang.

Each engine in tests/fault_zoo/ is the reference engine with one fault
injected. Timeouts are short, so the whole zoo runs in seconds.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
import time
from pathlib import Path

import pytest
from conftest import load_profile
from protocol_play import random_deal

from conformance.engines import transport
from conformance.engines.under_test import Engine, EngineError, open_engine
from reference_impl.ruleset import Ruleset

ZOO = Path(__file__).parent / "fault_zoo"
#: The per-request timeout of the zoo's engines: only a safety net, which no test waits out (hangs are
#: tested with HANG), so it is generous enough that a busy machine never reaches it.
TIMEOUT = 30.0
HANG = 0.3
#: How long a test waits for something it expects (a process to end): it returns as soon as it happens.
EVENTUALLY = 30.0


def zoo_spec(name: str) -> str:
    return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(ZOO / f'{name}.py'))}"


def zoo(name: str, **options) -> Engine:
    options.setdefault("timeout", TIMEOUT)
    return open_engine(zoo_spec(name), **options)


def gone(pid: int | None) -> bool:
    """Whether the process has ended (a zombie awaiting its parent counts as ended)."""
    assert pid is not None
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rpartition(")")[2].split()[0] == "Z"
    except FileNotFoundError:
        return True
    except OSError:  # no /proc: ask the kernel
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


def eventually_gone(pid: int, within: float = EVENTUALLY) -> bool:
    """Whether the process ends within ``within`` seconds (an orphan is reaped by its new parent)."""
    deadline = time.monotonic() + within
    while not gone(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def child_pid(stderr: str | Engine) -> int:
    """The pid a zoo engine names on its stderr as ``child pid N`` (an engine's stderr is read as it comes)."""
    deadline = time.monotonic() + EVENTUALLY
    while True:
        text = stderr if isinstance(stderr, str) else stderr.stderr
        found = re.search(r"child pid (\d+)", text)
        if found or isinstance(stderr, str) or time.monotonic() > deadline:
            break
        time.sleep(0.02)
    assert found, text
    return int(found.group(1))


BLOCK = load_profile("block")
DEAL = random_deal(__import__("random").Random(7), BLOCK, 2)


def start_and_deal(engine: Engine) -> None:
    assert engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2}) == {"ok": True, "seq": engine._seq}
    assert engine.request({"cmd": "deal", **DEAL})["ok"] is True


def fault(engine: Engine, message: dict, **options) -> EngineError:
    """Send ``message``, expect an EngineError, and check the process is gone. Unless the test sets a short
    timeout to see a hang, the fault is seen for what it is, never waited out as a timeout."""
    pid = engine.pid
    with pytest.raises(EngineError) as caught:
        engine.request(message, **options)
    if "timeout" not in options:
        assert caught.value.kind != "timeout", caught.value
    assert not engine.alive
    assert gone(pid)
    return caught.value


def test_a_well_behaved_engine_plays_and_stops() -> None:
    engine = zoo("well_behaved")
    assert engine.identity["name"] == "domino-conformance reference engine"
    assert engine.capabilities["options"]["draw.mode"] == [
        "none", "until_playable", "one_then_pass", "until_playable_one_move"]
    start_and_deal(engine)
    move = engine.request({"cmd": "legal_moves"})["moves"][0]
    assert engine.request({"cmd": "apply", "move": move})["accepted"] is True
    assert engine.request({"cmd": "observe"})["state"]["ply"] == 1
    pid = engine.pid
    engine.close()
    assert gone(pid)
    with pytest.raises(EngineError, match="is not running"):
        engine.request({"cmd": "observe"})


def test_requests_sent_at_once_are_answered_in_order_and_the_stream_stays_in_step() -> None:
    engine = zoo("well_behaved")
    start_and_deal(engine)
    replies, failure = engine.request_many([{"cmd": "observe"}, {"cmd": "legal_moves"}, {"cmd": "observe", "seat": 1}])
    assert failure is None
    assert [sorted(reply) for reply in replies] == [["seq", "state"], ["moves", "seq", "turn"], ["seq", "state"]]
    assert replies[0]["state"]["turn"] == replies[1]["turn"] and replies[2]["state"]["view"] == 1
    move = replies[1]["moves"][0]
    assert engine.request({"cmd": "apply", "move": move})["accepted"] is True
    engine.close()


def test_a_batch_too_big_for_the_pipes_is_answered_by_an_engine_that_answers_each_line_at_once() -> None:
    """The zoo's keeper writes each reply before it reads the next line: once its stdout is full it
    stops reading, so the batch's write must read replies while it waits for room."""
    engine = zoo("well_behaved")
    start_and_deal(engine)
    batch = [{"cmd": "observe"}] * 3000  # about 60 KB of requests and 2 MB of replies: more than both pipes hold
    replies, failure = engine.request_many(batch)
    assert failure is None, engine.stderr
    assert len(replies) == len(batch)
    assert [reply["seq"] for reply in replies] == list(range(replies[0]["seq"], replies[0]["seq"] + len(batch)))
    assert all(reply["state"] == replies[0]["state"] for reply in replies)
    assert engine.request({"cmd": "legal_moves"})["moves"]
    engine.close()


def test_an_engine_not_declaring_pipelining_gets_each_request_after_the_reply_before() -> None:
    engine = zoo("one_request_per_read")
    assert "pipelining" not in engine.capabilities
    start_and_deal(engine)
    replies, failure = engine.request_many([{"cmd": "observe"}, {"cmd": "legal_moves"}, {"cmd": "observe"}])
    assert failure is None, engine.stderr
    assert replies[0]["state"] == replies[2]["state"] and replies[1]["moves"]
    engine.close()


def test_an_engine_killed_in_a_batch_keeps_the_replies_before_it() -> None:
    engine = zoo("killed_on_apply")
    start_and_deal(engine)
    move = engine.request({"cmd": "legal_moves"})["moves"][0]
    replies, failure = engine.request_many([{"cmd": "observe"}, {"cmd": "apply", "move": move}, {"cmd": "observe"}])
    assert [reply["state"]["ply"] for reply in replies] == [0]
    assert failure is not None and "was killed by SIGKILL without answering 'apply'" in str(failure)
    assert not engine.alive


def test_a_state_of_the_wrong_shape_in_a_batch_is_its_failure_and_later_requests_still_work() -> None:
    engine = zoo("wrong_shape_state")
    start_and_deal(engine)
    replies, failure = engine.request_many([{"cmd": "legal_moves"}, {"cmd": "observe"}, {"cmd": "legal_moves"}])
    assert [sorted(reply) for reply in replies] == [["moves", "seq", "turn"]]
    assert failure is not None and failure.kind == "schema" and "/state/sides" in str(failure)
    assert engine.alive
    assert engine.request({"cmd": "legal_moves"})["moves"] == replies[0]["moves"]
    engine.close()


def test_replies_sent_at_once_are_read_as_they_are_taken_and_a_bad_one_keeps_the_stream_in_step() -> None:
    """``send_many`` reads each reply only when it is taken; a reply of the wrong shape is the failure of
    it and of every later one, whose replies are still read, so the next request gets its own reply."""
    engine = zoo("wrong_shape_state")
    start_and_deal(engine)
    replies = engine.send_many([{"cmd": "legal_moves"}, {"cmd": "observe"}, {"cmd": "legal_moves"}])
    first, second, third = list(replies)
    assert sorted(first) == ["moves", "seq", "turn"]
    assert isinstance(second, EngineError) and second.kind == "schema" and "/state/sides" in str(second)
    assert third is second
    assert engine.alive
    assert engine.request({"cmd": "legal_moves"})["moves"] == first["moves"]
    engine.close()


def test_replies_sent_at_once_to_an_engine_killed_among_them_are_its_failure_from_there_on() -> None:
    engine = zoo("killed_on_apply")
    start_and_deal(engine)
    move = engine.request({"cmd": "legal_moves"})["moves"][0]
    replies = list(engine.send_many([{"cmd": "observe"}, {"cmd": "apply", "move": move}, {"cmd": "observe"}]))
    assert replies[0]["state"]["ply"] == 0
    assert isinstance(replies[1], EngineError) and "was killed by SIGKILL without answering 'apply'" in str(replies[1])
    assert replies[2] is replies[1]
    assert not engine.alive


def test_an_engine_that_dies_before_the_handshake() -> None:
    with pytest.raises(EngineError) as caught:
        zoo("crash_at_start")
    error = caught.value
    assert error.kind == "exit"
    assert "exited with code 3" in str(error)
    assert "cannot open rules.db" in str(error)  # its last words are in the message
    assert "cannot open rules.db" in error.stderr


def test_a_program_that_cannot_be_started() -> None:
    with pytest.raises(EngineError) as caught:
        open_engine("exec:/nonexistent/domino-engine --fast")
    assert caught.value.kind == "start"
    assert "cannot start '/nonexistent/domino-engine'" in str(caught.value)


def test_a_crash_keeps_its_traceback_and_the_engine_restarts() -> None:
    engine = zoo("crash_on_deal")
    engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})
    error = fault(engine, {"cmd": "deal", **DEAL})
    assert error.kind == "exit"
    assert "exited with code 1 without answering 'deal'" in str(error)
    assert "RuntimeError: deal: the boneyard fell off the table" in error.stderr
    assert "the boneyard fell off the table" in str(error)
    with pytest.raises(EngineError) as again:  # no silent reconnection
        engine.request({"cmd": "observe"})
    assert again.value.kind == "dead"
    engine.restart()
    assert engine.restarts == 1 and engine.alive
    assert engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})["ok"] is True
    engine.close()


def test_restarts_are_bounded_and_then_every_request_fails_fast(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = zoo("crash_on_deal", max_restarts=2)
    for _ in range(3):
        engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})
        fault(engine, {"cmd": "deal", **DEAL})
        if engine.restarts < 2:
            engine.restart()
        else:
            with pytest.raises(EngineError, match="abandoned after 2 restarts") as caught:
                engine.restart()
            assert caught.value.kind == "abandoned"
    assert engine.abandoned
    # Failing fast: an abandoned engine is never started again, so nothing is waited for.
    monkeypatch.setattr(transport.subprocess, "Popen", _no_process)
    for _ in range(100):
        with pytest.raises(EngineError, match="abandoned after 2 restarts"):
            engine.request({"cmd": "observe"})
    with pytest.raises(EngineError, match="abandoned after 2 restarts"):
        engine.restart()


def _no_process(*args: object, **kwargs: object) -> None:
    raise AssertionError("an abandoned engine was started again")


def test_an_engine_killed_by_a_signal() -> None:
    engine = zoo("killed_on_apply")
    start_and_deal(engine)
    move = engine.request({"cmd": "legal_moves"})["moves"][0]
    error = fault(engine, {"cmd": "apply", "move": move})
    assert "was killed by SIGKILL without answering 'apply'" in str(error)


def test_a_hang_times_out_and_reports_what_the_engine_said() -> None:
    engine = zoo("hang_on_apply")
    start_and_deal(engine)
    move = engine.request({"cmd": "legal_moves"})["moves"][0]
    error = fault(engine, {"cmd": "apply", "move": move}, timeout=HANG)
    assert error.kind == "timeout"
    assert f"did not answer 'apply' within {HANG:g} s" in str(error)
    assert "searching the game tree" in str(error)


def test_a_slow_start_times_out_the_handshake() -> None:
    with pytest.raises(EngineError) as caught:
        zoo("slow_hello", timeout=HANG)
    assert caught.value.kind == "timeout"
    assert f"did not answer 'hello' within {HANG:g} s" in str(caught.value)


def test_an_engine_that_stops_reading_cannot_block_a_write() -> None:
    engine = zoo("deaf")
    # Bigger than any pipe buffer: the write itself would block forever.
    error = fault(engine, {"cmd": "observe", "padding": "x" * (4 << 20)}, timeout=HANG, validate=False)
    assert error.kind == "timeout"
    assert f"did not read the 'observe' request within {HANG:g} s" in str(error)


@pytest.mark.parametrize(
    ("animal", "cmd", "kind", "words"),
    [
        ("garbage_on_observe", "observe", "garbage", "answered 'observe' with a line that is not JSON"),
        ("bad_utf8", "observe", "garbage", "answered 'observe' with a line that is not UTF-8"),
        ("not_an_object", "legal_moves", "protocol", "answered 'legal_moves' with an array, not a JSON object"),
        ("wrong_seq", "observe", "protocol", "with seq"),
        ("partial_line", "observe", "exit", "exited with code 1 without answering 'observe' after writing a partial line"),
        ("stdout_closed", "observe", "exit", "closed its stdout without answering 'observe'"),
    ],
)
def test_an_answer_outside_the_protocol(animal: str, cmd: str, kind: str, words: str) -> None:
    engine = zoo(animal)
    start_and_deal(engine)
    error = fault(engine, {"cmd": cmd})
    assert error.kind == kind
    assert words in str(error)
    engine.restart()  # a new process answers the same request normally, up to its fault
    assert engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})["ok"] is True
    engine.close()


def test_a_second_reply_to_one_request_is_caught_on_the_next() -> None:
    engine = zoo("double_reply")
    assert engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})["ok"] is True
    error = fault(engine, {"cmd": "deal", **DEAL})
    assert error.kind == "protocol"
    assert "answered 'deal' (seq 3) with seq 2" in str(error)


def test_another_protocol_version_is_refused() -> None:
    with pytest.raises(EngineError) as caught:
        zoo("wrong_protocol")
    assert caught.value.kind == "version"
    assert "speaks protocol 2; this runner speaks protocol 1" in str(caught.value)


def test_an_early_exit() -> None:
    engine = zoo("exits_after_hello")
    error = fault(engine, {"cmd": "start", "ruleset": BLOCK, "players": 2})
    assert error.kind == "exit"
    assert "exited with code 0 without answering 'start'" in str(error)


@pytest.mark.parametrize("animal", ["huge_line", "endless_line"])
def test_a_line_over_the_cap_is_refused_without_reading_it_all(animal: str) -> None:
    engine = zoo(animal)
    start_and_deal(engine)
    error = fault(engine, {"cmd": "legal_moves"})
    assert error.kind == "overlong"
    assert f"answered 'legal_moves' with a line longer than {1 << 20} bytes" in str(error)


def test_the_line_cap_is_configurable() -> None:
    engine = zoo("huge_line", max_line=8 << 20)
    start_and_deal(engine)
    assert len(engine.request({"cmd": "legal_moves"})["padding"]) == 3 << 20
    engine.close()


def test_a_stderr_flood_neither_blocks_nor_fills_memory() -> None:
    engine = zoo("stderr_flood", stderr_limit=4096)
    start_and_deal(engine)  # 16 MiB on stderr during start, read as it comes: the engine still answers
    # Its stderr drained to the end once it has stopped (the reply can overtake the flood's last lines).
    engine.close()
    tail = engine.stderr
    assert tail.rstrip().endswith("debug: done")
    assert "earlier bytes of stderr not kept" in tail
    assert len(tail) < 4096 + 100


def test_errored_and_skipped_replies_are_answers_not_faults() -> None:
    engine = zoo("errored_replies")
    reply = engine.request({"cmd": "start", "ruleset": BLOCK, "players": 2})
    assert reply["errored"] is True and reply["message"] == "not implemented yet"
    assert engine.alive
    assert engine.request({"cmd": "observe"})["errored"] is True
    engine.close()


def test_validating_mode_names_the_json_pointer_of_a_bad_reply() -> None:
    lax = zoo("schema_breaker")
    start_and_deal(lax)
    assert lax.request({"cmd": "observe"})["state"]["hands"]  # accepted without validation
    lax.close()
    strict = zoo("schema_breaker", validate=True)
    start_and_deal(strict)
    with pytest.raises(EngineError) as caught:
        strict.request({"cmd": "observe"})
    assert caught.value.kind == "schema"
    assert re.search(r"the reply to .observe. breaks the protocol at /state/hands/\d+/\d+: .\d-\d. is not a canonical", str(caught.value))
    assert "is not a canonical tile" in str(caught.value)
    strict.close()


def test_the_reference_ruleset_is_what_the_zoo_plays() -> None:
    """The deal the zoo tests use fits the block profile (a guard on the fixtures)."""
    Ruleset.from_dict(BLOCK)
    assert sum(len(hand) for hand in DEAL["hands"]) + len(DEAL["boneyard"]) == 28


def test_an_engine_that_exits_while_a_child_holds_its_stdout_is_an_exit_and_the_child_ends() -> None:
    engine = zoo("exits_leaving_a_child_on_stdout")
    error = fault(engine, {"cmd": "start", "ruleset": BLOCK, "players": 2})
    assert error.kind == "exit"  # seen as an exit, not waited out as a hang
    assert "exited with code 3 without answering 'start'" in str(error)
    assert "still holds its stdout open" in str(error)
    assert eventually_gone(child_pid(error.stderr))


def test_a_child_in_a_session_of_its_own_ends_with_the_engine() -> None:
    engine = zoo("setsid_child")
    start_and_deal(engine)
    child = child_pid(engine)
    assert not gone(child)
    engine.close()
    assert eventually_gone(child)


def test_an_engine_that_ignores_sigterm_and_stays_after_stop_is_ended() -> None:
    engine = zoo("ignores_sigterm_at_stop")
    start_and_deal(engine)
    pid = engine.pid
    engine.close()
    assert gone(pid)  # ended by close itself (SIGKILL after the grace), not left to end on its own


@pytest.mark.parametrize("cmd", ["start", "deal", "legal_moves", "apply", "observe"])
def test_a_reply_nested_100000_levels_deep_is_garbage_not_a_crash(cmd: str) -> None:
    engine = open_engine(zoo_spec("deeply_nested") + f" {cmd}", timeout=TIMEOUT)
    requests = {
        "start": {"cmd": "start", "ruleset": BLOCK, "players": 2},
        "deal": {"cmd": "deal", **DEAL},
        "legal_moves": {"cmd": "legal_moves"},
        "apply": {"cmd": "apply", "move": {"type": "pass"}},
        "observe": {"cmd": "observe"},
    }
    for before in list(requests)[: list(requests).index(cmd)]:
        if before not in ("legal_moves", "apply"):
            engine.request(requests[before])
    error = fault(engine, requests[cmd])
    assert error.kind == "garbage"
    assert f"answered {cmd!r} with a line that is not JSON (nested more than 64 levels deep)" in str(error)


def test_a_handshake_nested_100000_levels_deep_is_garbage_not_a_crash() -> None:
    with pytest.raises(EngineError) as caught:
        open_engine(zoo_spec("deeply_nested") + " hello", timeout=TIMEOUT)
    assert caught.value.kind == "garbage"
    assert "answered 'hello' with a line that is not JSON (nested more than 64 levels deep)" in str(caught.value)


def test_a_state_of_the_wrong_shape_is_a_protocol_fault_even_without_validation() -> None:
    engine = zoo("wrong_shape_state")
    start_and_deal(engine)
    with pytest.raises(EngineError) as caught:
        engine.request({"cmd": "observe"})
    assert caught.value.kind == "schema"
    assert "the reply to 'observe' breaks the protocol at /state/sides: 'north-south' is not of type 'array'" in str(
        caught.value
    )
    engine.close()


def _exercise(name: str) -> None:
    """Drive one zoo engine through a short match until it fails, then close it."""
    try:
        engine = zoo(name, timeout=1.0, max_restarts=1)
    except EngineError:
        return
    try:
        start_and_deal(engine)
        move = engine.request({"cmd": "legal_moves"})["moves"][0]
        engine.request({"cmd": "apply", "move": move})
        engine.request({"cmd": "observe"})
    except (EngineError, AssertionError, KeyError, TypeError):
        pass
    finally:
        engine.close()


@pytest.mark.slow
def test_no_engine_of_the_zoo_leaves_a_process_behind(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process any zoo engine starts carries this test's token in its environment:
    after each engine is closed, none of them may still be running."""
    from conformance.engines.transport import marked_processes

    token = f"ZOO_TEST_TOKEN={os.getpid()}-{time.time_ns()}"
    monkeypatch.setenv(*token.split("=", 1))
    animals = sorted(path.stem for path in ZOO.glob("*.py") if not path.stem.startswith("_"))
    assert {"exits_leaving_a_child_on_stdout", "setsid_child", "ignores_sigterm_at_stop"} <= set(animals)
    left: dict[str, list[int]] = {}
    for name in animals:
        _exercise(name)
        deadline = time.monotonic() + EVENTUALLY
        while (alive := [pid for pid in marked_processes(token.encode()) if not gone(pid)]) and (
            time.monotonic() < deadline
        ):
            time.sleep(0.05)
        if alive:
            left[name] = alive
    assert not left, f"processes left behind: {left}"


def test_a_grandchild_that_leaves_the_session_and_clears_its_environment_does_not_outlive_the_engine() -> None:
    engine = zoo("setsid_clean_env_grandchild")
    start_and_deal(engine)
    grandchild = child_pid(engine)
    assert not gone(grandchild)
    engine.close()
    assert eventually_gone(grandchild)


@pytest.mark.parametrize("command", ["smoke", "replay", "run"])
def test_no_command_leaves_the_hidden_grandchild_behind(command: str, tmp_path: Path, monkeypatch, capsys) -> None:
    from conformance.cli import main

    pid_file = tmp_path / "pids"
    monkeypatch.setenv("ZOO_PID_FILE", str(pid_file))
    transcript = str(ZOO.parent.parent / "transcripts" / "valid" / "worked" / "s2-muggins.json")
    spec = zoo_spec("setsid_clean_env_grandchild")
    words = {"smoke": ["smoke", "--engine", spec],
             "replay": ["replay", "--engine", spec, transcript],
             "run": ["run", "--engine", spec, "--id", "equipment-range-002#1", "--replay", transcript,
                     "--play-hands", "0", "--no-progress"]}[command]
    assert main(words) == 0
    capsys.readouterr()
    grandchildren = [int(pid) for pid in pid_file.read_text(encoding="ascii").split()]
    assert grandchildren
    assert [pid for pid in grandchildren if not eventually_gone(pid)] == []
