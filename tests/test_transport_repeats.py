"""A reply line that is one of the engine's recent lines but for its seq is read as that line's reply
with its own seq, and a reply of a shape already checked is not checked again; anything
else is read and checked as ever."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import conformance.engines.under_test as engines
from conformance.engines.under_test import EngineError, open_engine
from conformance.engines.transport import RepeatedReply, _seq_at_end, parse_reply

#: Answers as the reference engine does, but writes the observation given on its command line for every observe.
SCRIPT = """
import json, sys
from reference_impl.adapter import ReferenceEngine
engine = ReferenceEngine()
for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "observe":
        out = '{"state":' + sys.argv[1] + ',"seq":' + str(request["seq"]) + '}'
    else:
        out = json.dumps(engine.handle(request), separators=(",", ":"))
    print(out, flush=True)
    if request["cmd"] == "stop":
        break
"""

STATE = {"status": "in_progress", "hand": 1, "turn": 0, "leader": 0, "ply": 0, "ends": [], "line": {"root": None, "arms": {}, "spinner": None},
         "count": 0, "hands": [["0-0"], ["1-1"]], "hand_sizes": [1, 1], "boneyard_size": 0, "scores": [0, 0],
         "sides": [[0], [1]], "muggins_pending": 0, "result": None, "match_result": None}


def scripted(tmp_path: Path, state: Any, validate: bool = False) -> engines.Engine:
    script = tmp_path / "engine.py"
    script.write_text(SCRIPT, encoding="utf-8")
    text = json.dumps(state, separators=(",", ":"))
    return open_engine(f"exec:{sys.executable} {script} '{text}'", validate=validate, timeout=10.0)


@pytest.fixture
def shape_checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    checked: list[str] = []
    check_reply = engines.protocol.check_reply

    def counted(cmd: str, reply: Any, lax: bool = False) -> None:
        checked.append(cmd)
        check_reply(cmd, reply, lax=lax)

    monkeypatch.setattr(engines.protocol, "check_reply", counted)
    return checked


def test_an_observation_repeated_is_read_as_the_same_reply_and_checked_once(tmp_path: Path, shape_checks: list[str]) -> None:
    with scripted(tmp_path, STATE) as engine:
        first = engine.request({"cmd": "observe"})
        replies, failure = engine.request_many([{"cmd": "observe"}, {"cmd": "legal_moves"}, {"cmd": "observe"}])
    assert failure is None
    second, third = replies[0], replies[2]
    assert type(first) is dict and isinstance(second, RepeatedReply) and isinstance(third, RepeatedReply)
    assert first == {"state": STATE, "seq": first["seq"]}
    assert second == dict(first, seq=first["seq"] + 1) and third == dict(first, seq=first["seq"] + 3)
    assert shape_checks.count("observe") == 1


def test_a_repeated_reply_of_the_wrong_shape_fails_every_time(tmp_path: Path) -> None:
    with scripted(tmp_path, dict(STATE, hand_sizes="seven")) as engine:
        for _ in range(2):
            with pytest.raises(EngineError, match="hand_sizes") as caught:
                engine.request({"cmd": "observe"})
            assert caught.value.kind == "schema"


def test_validating_mode_checks_every_reply(tmp_path: Path, shape_checks: list[str]) -> None:
    with scripted(tmp_path, STATE, validate=True) as engine:
        for _ in range(3):
            engine.request({"cmd": "observe"})
    assert shape_checks.count("observe") == 3


@pytest.mark.parametrize(
    ("line", "repeatable"),
    [
        (b'{"ok":true,"seq":12}', True),
        (b'{"ok":true,"seq":0}', True),
        (b'{"ok":true,"seq":012}', False),  # not JSON: read (and refused) as written
        (b'{"ok":true,"seq": 12}', False),
        (b'{"ok":true,"seq":-1}', False),
        (b'{"ok":true,"seq":1.0}', False),
        (b'{"seq":12,"ok":true}', False),
        (b'{"ok":{"a":1,"seq":12}}', False),  # ends in a nested object's seq: the line is read
        (b'{"ok":true,"seq":\xd9\xa1}', False),  # an Arabic-Indic digit is not a JSON digit
    ],
)
def test_only_a_line_ending_in_its_seq_as_json_writes_it_can_be_a_repeat(line: bytes, repeatable: bool) -> None:
    assert (_seq_at_end(line) > 0) == repeatable


def test_a_line_like_the_last_but_for_a_nested_seq_is_read_again(tmp_path: Path) -> None:
    with scripted(tmp_path, STATE) as engine:
        transport = engine._transport
        assert transport is not None
        first = transport._read_reply(b'{"state":{"seq":1},"seq":1}')
        again = transport._read_reply(b'{"state":{"seq":2},"seq":1}')
    assert first == parse_reply(b'{"state":{"seq":1},"seq":1}') and again == {"state": {"seq": 2}, "seq": 1}
    assert not isinstance(again, RepeatedReply)
