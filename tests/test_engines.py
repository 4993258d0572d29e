"""Engine specs, the in-process transport, validating mode, the protocol schemas and the stdio server."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import load_profile
from jsonschema import Draft202012Validator

import conformance.engines.protocol as protocol
from conformance import exit_codes
from conformance.cli import main
from conformance.engines.under_test import Engine, EngineError, EngineSpecError, ProtocolViolation, open_engine
from conformance.engines.transport import InProcessTransport
from reference_impl.__main__ import serve
from reference_impl.adapter import ReferenceEngine
from reference_impl.ruleset import merge

SCHEMAS = Path(__file__).resolve().parent.parent / "schemas"


# -- engine specs --------------------------------------------------------------------


@pytest.mark.parametrize(("spec", "words"), [
    ("", "no engine given"),
    ("bogus", "'bogus' is not an engine"),
    ("exec:", "give the command after 'exec:'"),
    ("exec:node 'engine.js", "cannot split the command line: No closing quotation"),
    ("py:reference_impl", "write a Python engine as py:module:factory"),
    ("py:no_such_module:create", "cannot import no_such_module"),
    ("py:json:no_such_factory", "json has no callable no_such_factory"),
])
def test_a_spec_that_names_no_engine(spec: str, words: str) -> None:
    with pytest.raises(EngineSpecError, match=words):
        open_engine(spec)


def test_an_engine_module_in_the_current_folder_is_found_as_python_m_finds_it(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """``py:my_engine:create`` run where ``my_engine.py`` lies, with nothing on PYTHONPATH: the engine starts."""
    (tmp_path / "engine_in_this_folder.py").write_text(
        "from reference_impl.adapter import ReferenceEngine\n\ndef create():\n    return ReferenceEngine()\n",
        encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", [entry for entry in sys.path if entry not in ("", ".", str(tmp_path))])
    engine = open_engine("py:engine_in_this_folder:create")
    try:
        assert engine.capabilities.get("views") is True
    finally:
        engine.close()


def test_reference_names_the_in_process_reference_engine() -> None:
    with open_engine("reference") as engine:
        assert engine.name == "reference"
        assert engine.pid is None
        assert engine.identity["name"] == "domino-conformance reference engine"
        assert engine.capabilities["options"]["layout.spinner"] == ["none", "first_double"]
        reply = engine.request({"cmd": "start", "ruleset": load_profile("block"), "players": 3})
        assert reply == {"ok": True, "seq": 2}


def test_an_exec_command_line_is_split_without_a_shell(tmp_path: Path) -> None:
    marker = tmp_path / "not created"
    # With a shell, ';' would run touch; split with shlex it is only an argument.
    with pytest.raises(EngineError):
        open_engine(f"exec:python -c 'import sys; sys.exit(2)' ; touch '{marker}'", timeout=3)
    assert not marker.exists()


# -- the in-process transport ---------------------------------------------------------


class Scripted:
    """An in-process engine that answers like the reference engine but for one command."""

    def __init__(self, cmd: str, answer) -> None:
        self.cmd, self.answer, self.inner = cmd, answer, ReferenceEngine()

    def handle(self, request):
        reply = self.inner.handle(request)
        if request.get("cmd") == self.cmd:
            return self.answer(request, reply)
        return reply


def scripted(cmd: str, answer, **options) -> Engine:
    return Engine("scripted", lambda: InProcessTransport("scripted", lambda: Scripted(cmd, answer)), **options)


def test_an_exception_in_process_is_a_crash_and_the_engine_restarts() -> None:
    def explode(request, reply):
        raise ZeroDivisionError("the pips do not add up")

    engine = scripted("observe", explode)
    with pytest.raises(EngineError, match="raised ZeroDivisionError: the pips do not add up while answering 'observe'") as caught:
        engine.request({"cmd": "observe"})
    assert caught.value.kind == "crash"
    assert "Traceback" in caught.value.stderr
    assert not engine.alive
    with pytest.raises(EngineError, match="is not running"):
        engine.request({"cmd": "hello", "protocol": 1})
    engine.restart()
    assert engine.alive and engine.restarts == 1


@pytest.mark.parametrize(("answer", "words"), [
    (lambda request, reply: [reply], "answered 'observe' with an array, not a JSON object"),
    (lambda request, reply: dict(reply, seq=99), r"answered 'observe' \(seq 2\) with seq 99"),
    (lambda request, reply: {k: v for k, v in reply.items() if k != "seq"}, "without echoing seq"),
])
def test_a_reply_out_of_step_is_a_protocol_fault(answer, words: str) -> None:
    engine = scripted("observe", answer)
    with pytest.raises(EngineError, match=words) as caught:
        engine.request({"cmd": "observe"})
    assert caught.value.kind == "protocol"
    assert not engine.alive


def test_a_factory_that_fails() -> None:
    def broken():
        raise OSError("rules.db is missing")

    with pytest.raises(EngineError, match="building the engine raised OSError: rules.db is missing") as caught:
        Engine("broken", lambda: InProcessTransport("broken", broken))
    assert caught.value.kind == "start"
    with pytest.raises(EngineError, match="which has no handle"):
        Engine("no handle", lambda: InProcessTransport("no handle", object))


def test_the_handshake_is_always_checked() -> None:
    def engine_of(answer):
        return scripted("hello", answer)

    with pytest.raises(EngineError, match="breaks the protocol at /capabilities/options/players") as caught:
        engine_of(lambda request, reply: {**reply, "capabilities": {"options": {"players": 4}}})
    assert caught.value.kind == "schema"
    with pytest.raises(EngineError, match="refused the handshake: busy") as caught:
        engine_of(lambda request, reply: {"seq": request["seq"], "errored": True, "message": "busy"})
    assert caught.value.kind == "handshake"


# -- validating mode ---------------------------------------------------------------------


def test_validating_mode_refuses_a_bad_request_before_sending_it() -> None:
    with open_engine("reference", validate=True) as engine:
        with pytest.raises(ProtocolViolation) as caught:
            engine.request({"cmd": "deal", "hands": [["6-6", "6-x"]], "boneyard": []})
        assert caught.value.pointer == "/hands/0/1"
        assert "'6-x' is not a tile written 'a-b'" in str(caught.value)
        with pytest.raises(ProtocolViolation, match="at /ruleset/draw/mode: 'sometimes' is not one of"):
            engine.request({"cmd": "start", "ruleset": {**load_profile("draw"), "draw": {"mode": "sometimes", "reserve": 0}},
                            "players": 2})
        reply = engine.request({"cmd": "shuffle"}, validate=False)  # deliberately malformed: sent unchecked
        assert reply["errored"] is True and reply["message"] == "unknown command 'shuffle'"


def test_validating_mode_names_the_pointer_of_a_bad_reply() -> None:
    def bad_moves(request, reply):
        return {"seq": request["seq"], "turn": 0, "moves": [{"type": "play", "tile": "6-6", "end": "middle"}]}

    lax = scripted("legal_moves", bad_moves)
    assert lax.request({"cmd": "legal_moves"})["moves"][0]["end"] == "middle"
    strict = scripted("legal_moves", bad_moves, validate=True)
    with pytest.raises(EngineError, match=r"the reply to 'legal_moves' breaks the protocol at /moves/0/end: 'middle' is not one of") as caught:
        strict.request({"cmd": "legal_moves"})
    assert caught.value.kind == "schema"
    assert strict.alive  # a schema fault leaves the stream in step: the engine may go on


@pytest.mark.parametrize(("cmd", "reply", "pointer", "words"), [
    ("apply", {"seq": 1, "accepted": False, "message": "no"}, "", "'reason' is a required property"),
    ("apply", {"seq": 1, "accepted": False, "reason": "too_early", "message": "no"}, "/reason", "'too_early' is not one of"),
    ("apply", {"seq": 1, "accepted": True}, "", "'status' is a required property"),
    ("deal", {"seq": 1, "ok": True, "status": "dealt"}, "/status", "'dealt' is not one of"),
    ("start", {"seq": 1, "ok": False}, "", "'message' is a required property"),
    ("legal_moves", {"seq": 1, "turn": 0, "moves": [{"type": "pass", "tile": "1-2"}]}, "/moves/0/tile", "is not allowed here"),
    ("observe", {"seq": 1, "skipped": True}, "", "'message' is a required property"),
    ("observe", {"seq": 1, "skipped": True, "errored": True, "message": "?"}, "/errored", "is not allowed here"),
    ("stop", {"seq": 1, "ok": False}, "/ok", "True was expected"),
])
def test_reply_checks(cmd: str, reply: dict, pointer: str, words: str) -> None:
    with pytest.raises(ProtocolViolation) as caught:
        protocol.check_reply(cmd, reply)
    assert caught.value.pointer == pointer
    assert words in caught.value.problem


def test_skipped_and_errored_replies_are_valid_for_every_command() -> None:
    for cmd in protocol.COMMANDS + ("shuffle",):
        protocol.check_reply(cmd, {"seq": 3, "skipped": True, "message": "no spinners yet", "issue_url": "https://x"})
        protocol.check_reply(cmd, {"seq": 3, "errored": True, "message": "boom", "traceback": "..."})
        protocol.check_reply(cmd, {"seq": 3, "errored": True, "message": "boom", "extra": "ignored"})


# -- the schemas themselves ------------------------------------------------------------------


def test_every_schema_is_valid_draft_2020_12_with_an_absolute_id() -> None:
    files = sorted((SCHEMAS / "protocol").rglob("*.json"))
    assert len(files) == 11
    for path in files:
        schema = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        relative = path.relative_to(SCHEMAS).as_posix()
        assert schema["$id"] == f"https://domino-conformance.org/schemas/{relative}", path
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_the_request_union_is_tagged_on_cmd() -> None:
    schema = json.loads((SCHEMAS / "protocol" / "request.schema.json").read_text(encoding="utf-8"))
    assert "oneOf" not in json.dumps(schema)
    assert [branch["if"]["properties"]["cmd"]["const"] for branch in schema["allOf"]] == list(protocol.COMMANDS)
    start = json.loads((SCHEMAS / "protocol" / "commands" / "start.schema.json").read_text(encoding="utf-8"))
    assert start["$defs"]["request"]["properties"]["ruleset"] == {"$ref": "https://domino-conformance.org/schemas/ruleset.schema.json"}


def test_every_reference_reply_in_a_whole_match_is_valid() -> None:
    """The reference engine's own answers pass the schemas (the schemas describe what it says)."""
    engine = ReferenceEngine()
    ruleset = load_profile("all-fives")
    seq = 0

    def ask(message):
        nonlocal seq
        seq += 1
        request = dict(message, seq=seq)
        protocol.check_request(request)
        reply = engine.handle(request)
        protocol.check_reply(message["cmd"], reply)
        return reply

    ask({"cmd": "hello", "protocol": 1})
    ask({"cmd": "start", "ruleset": ruleset, "players": 3})
    tiles = [f"{a}-{b}" for a in range(7) for b in range(a, 7)]
    ask({"cmd": "deal", "hands": [tiles[0:5], tiles[5:10], tiles[10:15]], "boneyard": tiles[15:]})
    while ask({"cmd": "observe"})["state"]["status"] == "in_progress":
        ask({"cmd": "apply", "move": {"type": "castle"}})
        ask({"cmd": "apply", "move": ask({"cmd": "legal_moves"})["moves"][-1]})
    ask({"cmd": "legal_moves"})
    ask({"cmd": "stop"})


# -- the stdio server ---------------------------------------------------------------------------


def test_the_stdio_server_answers_line_by_line_and_survives_garbage() -> None:
    lines = [b'{"cmd": "hello", "seq": 1, "protocol": 1}\n', b"\n", b"this is not json\n", b"\xff\xfe\n",
             b"[1, 2]\n", b'{"cmd": "stop", "seq": 2}\n', b'{"cmd": "hello", "seq": 3, "protocol": 1}\n']
    out = io.StringIO()
    assert serve(iter(lines), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [reply.get("seq") for reply in replies] == [1, None, None, None, 2]  # nothing after stop
    assert replies[0]["protocol"] == 1
    assert replies[1]["errored"] is True and "not a JSON object" in replies[1]["message"]
    assert replies[2]["errored"] is True
    assert replies[3] == {"errored": True, "message": "a request is a JSON object"}
    assert replies[4] == {"ok": True, "seq": 2}


def _worked_exchange(heading: str) -> tuple[list[str], list[Any], list[Any]]:
    """The lines IMPLEMENTING.md's exchange under ``heading`` sends, the replies it documents, and what
    ``python -m reference_impl`` answers to those lines."""
    import subprocess
    import sys

    text = (Path(__file__).resolve().parent.parent / "IMPLEMENTING.md").read_text(encoding="utf-8")
    section = text.split(heading + "\n", 1)[1].split("```", 2)[1]
    lines = [line for line in section.splitlines() if line[:2] in ("> ", "< ")]
    sent = [line[2:] for line in lines if line.startswith("> ")]
    documented = [json.loads(line[2:]) for line in lines if line.startswith("< ")]
    run = subprocess.run([sys.executable, "-m", "reference_impl"], input="\n".join(sent) + "\n",
                         capture_output=True, text=True, timeout=30, check=True)
    return sent, documented, [json.loads(line) for line in run.stdout.splitlines()]


def test_the_worked_exchange_in_implementing_md_is_what_the_reference_engine_says() -> None:
    """Every '>' line of the worked exchange, sent to ``python -m reference_impl``, gets its '<' line."""
    sent, documented, actual = _worked_exchange("## A worked exchange")
    assert len(sent) == len(documented) == 10
    for reply in (documented[0], actual[0]):  # the runtime's version is not part of the example
        reply["engine"].pop("language")
        reply["engine"].pop("version")
    assert actual == documented


def test_the_worked_position_in_implementing_md_is_what_the_reference_engine_says() -> None:
    """The position exchange: every request valid, every reply the reference engine's, a position taken and
    played on to the match's end, and one that does not hold together refused with its reason."""
    sent, documented, actual = _worked_exchange("### A position, worked")
    assert len(sent) == len(documented) == 7
    for line in sent:
        protocol.check_request(json.loads(line))
    assert actual == documented
    assert [json.loads(line)["cmd"] for line in sent].count("position") == 2
    taken, refused = documented[1], documented[5]
    protocol.check_reply("position", taken)
    protocol.check_reply("position", refused)
    assert taken["ok"] is True and taken["state"]["scores"] == [61, 93]
    assert documented[3]["status"] == "match_over"
    assert refused["ok"] is False and "4-6 is twice" in refused["message"]


def test_the_stdio_server_answers_what_it_read_before_waiting_and_reads_lines_split_across_reads() -> None:
    """Over a pipe, a request sent alone is answered before any more comes; a line written in two
    pieces is one request; requests written together are answered in order; a last line needs no newline."""
    import os
    import select
    import subprocess
    import sys
    import time

    buffered = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    engine = subprocess.Popen([sys.executable, "-m", "reference_impl"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, bufsize=0, env=buffered)
    assert engine.stdin is not None and engine.stdout is not None
    replies = engine.stdout

    def reply() -> dict:
        """The next reply, which must come within 30 s (a reply left in a buffer never comes)."""
        assert select.select([replies], [], [], 30)[0], "no reply: the engine kept it back"
        return json.loads(replies.readline())

    try:
        engine.stdin.write(b'{"cmd": "hello", "protocol": 1, "seq": 1}\n')
        assert reply()["seq"] == 1  # nothing more is sent until this comes
        engine.stdin.write(b'{"cmd": "observe", ')
        time.sleep(0.2)  # so that the engine reads the first piece alone (no time is asserted)
        engine.stdin.write(b'"seq": 2}\n{"cmd": "legal_moves", "seq": 3}\n{"cmd": "bogus", "seq": 4}\n')
        answered = [reply() for _ in range(3)]
        assert [answer["seq"] for answer in answered] == [2, 3, 4]
        assert all(answer.get("errored") for answer in answered)  # no match yet, then an unknown command
        engine.stdin.write(b'{"cmd": "stop", "seq": 5}')
        engine.stdin.close()
        assert reply() == {"ok": True, "seq": 5}
        assert engine.wait(timeout=30) == 0
    finally:
        engine.kill()
        engine.wait()


@pytest.mark.parametrize(("source", "words"), [
    ('LICENCE = open("licence.key").read()\n', "FileNotFoundError: [Errno 2] No such file or directory: 'licence.key'"),
    ("def create(:\n", "SyntaxError: "),
    ("import sys\nsys.exit('needs a GPU')\n", "SystemExit: needs a GPU"),
])
def test_an_in_process_engine_whose_module_raises_as_it_is_read_cannot_be_started(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], source: str,
        words: str) -> None:
    (tmp_path / "broken_at_import.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    status = main(["run", "--engine", "py:broken_at_import:create", "-q", "--report", str(tmp_path / "r.json")])
    err = capsys.readouterr().err
    assert status == exit_codes.ENGINE_FAULT
    assert "the engine 'py:broken_at_import:create' could not be started" in err and words in err
    assert f"(at {tmp_path / 'broken_at_import.py'}:" in err
    assert "Traceback" not in err and not (tmp_path / "r.json").exists()


def _edge_rows() -> list[tuple[str, str]]:
    """The moves and reasons of IMPLEMENTING.md's "At the edges" table."""
    text = (Path(__file__).resolve().parents[1] / "IMPLEMENTING.md").read_text(encoding="utf-8")
    table = text.partition("**At the edges.**")[2].partition("\n\n|")[2].partition("\n\n")[0]
    return [(move.strip().strip("`"), reason.strip().strip("`"))
            for move, reason, _ in (line.strip("|").split(" | ", 2) for line in table.splitlines()[2:])]


def test_the_contract_says_what_a_whole_number_an_end_and_an_empty_boneyard_are() -> None:
    rows = dict(_edge_rows())
    assert {"malformed_move", "tile_not_in_hand", "no_such_end", "reserve_reached"} <= set(rows.values())
    assert any('"claim": -5' in move for move in rows) and any('"end": "middle"' in move for move in rows)


@pytest.mark.parametrize(("move", "reason"), _edge_rows())
def test_the_contracts_refusals_at_the_edges_are_the_reference_engines(move: str, reason: str) -> None:
    engine = ReferenceEngine()
    assert engine.handle({"cmd": "hello", "protocol": 1, "seq": 1})["protocol"] == 1
    ruleset = merge(load_profile("all-fives"), {"deal.hand_size": {"2": 14, "3": 5, "4": 5}})
    assert engine.handle({"cmd": "start", "ruleset": ruleset, "players": 2, "seq": 2})["ok"] is True
    seat_0 = "0-0 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-6 2-6 3-6 4-6 5-6 6-6".split()
    seat_1 = [f"{low}-{high}" for high in range(7) for low in range(high + 1) if f"{low}-{high}" not in seat_0]
    assert engine.handle({"cmd": "deal", "hands": [seat_0, seat_1], "boneyard": [], "seq": 3})["ok"] is True
    assert engine.handle({"cmd": "apply", "move": {"type": "play", "tile": "6-6"}, "seq": 4})["accepted"] is True
    reply = engine.handle({"cmd": "apply", "move": json.loads(move), "seq": 5})
    assert (reply["accepted"], reply.get("reason")) == (False, reason), reply
