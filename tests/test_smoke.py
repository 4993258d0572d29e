"""``domino-conformance smoke``: a sound adapter passes every step; a broken one is told what to fix."""

from __future__ import annotations

import shlex
import re
import shutil
import sys
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.exit_codes import ENGINE_FAULT, OK, USAGE

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "fault_zoo"


def zoo(name: str) -> str:
    return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(ZOO / f'{name}.py'))}"


def smoke(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["smoke", *args])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.mark.parametrize("engine", ["reference", f"exec:{shlex.quote(sys.executable)} -m reference_impl"])
def test_the_reference_engine_passes_every_step(capsys, engine: str) -> None:
    code, out = smoke(capsys, "--engine", engine)
    assert code == OK, out
    assert out.count("  ok    ") == 11
    assert "All 11 steps passed" in out
    assert "start a match of a declared profile: block, 2 players" in out


@pytest.mark.skipif(shutil.which("node") is None, reason="node (Node.js 20) is not on PATH")
def test_the_node_engine_passes_and_lists_the_profiles_it_can_play(capsys) -> None:
    code, out = smoke(capsys, "--engine", f"exec:node {ROOT / 'examples' / 'node-engine' / 'engine.js'}")
    assert code == OK, out
    applicable = re.search(r"options declared; (\d+) of (\d+) scenarios apply", out)
    assert applicable and 0 < int(applicable[1]) < int(applicable[2]), out


def test_a_chosen_profile_is_used(capsys) -> None:
    code, out = smoke(capsys, "--engine", "reference", "--profile", "all-fives")
    assert code == OK, out
    assert "all-fives, 2 players" in out


def test_a_profile_the_engine_does_not_declare(capsys) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node (Node.js 20) is not on PATH")
    code, out = smoke(capsys, "--engine", f"exec:node {ROOT / 'examples' / 'node-engine' / 'engine.js'}",
                      "--profile", "partnership")
    assert code == ENGINE_FAULT
    assert "FAIL  read its capabilities: the engine does not declare the profile partnership: teams = " in out


def test_a_crash_is_reported_with_the_request_and_the_stderr_tail(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("crash_on_deal"))
    assert code == ENGINE_FAULT
    assert "  ok    start a match of a declared profile" in out
    assert "  FAIL  deal one hand: " in out and "exited with code 1 without answering 'deal'" in out
    assert 'the request was: {"cmd": "deal", "hands": [["6-6"' in out
    assert "| RuntimeError: deal: the boneyard fell off the table" in out
    assert "not run: list the legal moves; apply the first of them" in out
    assert "3 of 11 steps passed" in out


def test_a_reply_outside_the_schema_names_the_pointer(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("schema_breaker"))
    assert code == ENGINE_FAULT
    assert "FAIL  observe the state: " in out
    assert "breaks the protocol at /state/hands/" in out
    assert "is not a canonical tile" in out


def test_the_wrong_protocol_version_fails_the_handshake(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("wrong_protocol"))
    assert code == ENGINE_FAULT
    assert "FAIL  start the engine and shake hands: " in out
    assert "speaks protocol 2; this runner speaks protocol 1" in out
    assert 'to fix: answer hello with "protocol": 1' in out


def test_an_engine_that_declares_nothing(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("declares_nothing"))
    assert code == ENGINE_FAULT
    assert "FAIL  read its capabilities: the engine declares no game and no player count" in out
    assert '"games": [{"profile": "block", "players": [2]}]' in out


def test_an_engine_that_plays_one_game_is_smoked_in_that_game(capsys) -> None:
    code, out = smoke(capsys, "--engine", "py:faulty_engines:partnership_clockwise")
    assert code == OK, out
    assert "read its capabilities: partnership at 4 players; " in out
    assert "start a match of a declared profile: partnership, 4 players" in out


def test_errored_answers_to_plain_requests_fail(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("errored_replies"))
    assert code == ENGINE_FAULT
    assert "FAIL  start a match of a declared profile: the engine answered 'start' with errored: not implemented yet" in out
    assert "engine.cpp:42: todo" in out


def test_an_engine_that_crashes_on_an_unknown_command(capsys) -> None:
    code, out = smoke(capsys, "--engine", zoo("crash_on_unknown"))
    assert code == ENGINE_FAULT
    assert "  ok    refuse a malformed move" in out
    assert "FAIL  answer an unknown command: " in out and "without answering 'shuffle'" in out
    assert "KeyError: 'shuffle'" in out


def test_a_hang_is_cut_short_by_the_timeout(capsys) -> None:
    # Every request has this long: room for the answers before the hang on a busy machine (the tests run on
    # every core), where a fraction of a second once cut the handshake short.
    code, out = smoke(capsys, "--engine", zoo("hang_on_apply"), "--timeout", "5")
    assert code == ENGINE_FAULT
    assert "FAIL  apply the first of them: " in out and "did not answer 'apply' within 5 s" in out
    assert "to fix: answer every request with exactly one line, and flush stdout" in out


@pytest.mark.parametrize(("engine", "words"), [
    ("bogus", "'bogus' is not an engine"),
    ("exec:", "give the command after 'exec:'"),
    ("py:no_such_module:create", "cannot import no_such_module"),
])
def test_an_engine_spec_that_names_no_engine_is_a_usage_error(capsys, engine: str, words: str) -> None:
    code, out = smoke(capsys, "--engine", engine)
    assert code == USAGE
    assert words in out
    assert "Traceback" not in out


def test_a_program_that_cannot_start(capsys) -> None:
    code, out = smoke(capsys, "--engine", "exec:/nonexistent/engine")
    assert code == ENGINE_FAULT
    assert "cannot start '/nonexistent/engine'" in out
    assert "to fix: check the command line" in out


@pytest.mark.parametrize("cmd", ["hello", "legal_moves"])
def test_a_reply_nested_too_deeply_is_the_engines_fault_not_a_traceback(capsys, cmd: str) -> None:
    code, out = smoke(capsys, "--engine", f"{zoo('deeply_nested')} {cmd}")
    assert code == ENGINE_FAULT
    assert f"answered {cmd!r} with a line that is not JSON (nested more than 64 levels deep)" in out
    assert "Traceback" not in out and "RecursionError" not in out and "internal error" not in out
