"""The protocol client: every bad reply becomes one of one family of exceptions."""

from __future__ import annotations

from typing import Any

import pytest

from conformance.engines.client import BadReply, Client, ErroredReply, MalformedReply, SkippedReply
from conformance.engines.under_test import EngineError


class Scripted:
    """An engine that answers every request with the next reply of a script."""

    capabilities: dict[str, Any] = {}

    def __init__(self, *replies: dict[str, Any]) -> None:
        self.replies = list(replies)

    def request(self, message: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        return self.replies.pop(0)


def test_an_errored_reply_names_the_command_and_keeps_the_traceback() -> None:
    client = Client(Scripted({"errored": True, "message": "boom", "traceback": "Traceback ..."}))  # type: ignore[arg-type]
    with pytest.raises(ErroredReply) as raised:
        client.state()
    assert str(raised.value) == "the engine errored on observe: boom"
    assert raised.value.stderr == "Traceback ..." and raised.value.kind == "errored"


def test_a_skipped_reply_is_its_own_kind() -> None:
    client = Client(Scripted({"skipped": True, "message": "no deals"}))  # type: ignore[arg-type]
    with pytest.raises(SkippedReply, match="^no deals$"):
        client.legal_moves()


@pytest.mark.parametrize(("call", "reply", "words"), [
    (lambda client: client.state(), {"ok": True}, "observe answered without a state object"),
    (lambda client: client.legal_moves(), {"moves": "all"}, "legal_moves answered without a moves list"),
    (lambda client: client.apply(0, {"type": "pass"}), {"status": "in_progress"}, "apply answered without 'accepted'"),
])
def test_a_reply_lacking_its_answer_is_malformed(call: Any, reply: dict[str, Any], words: str) -> None:
    with pytest.raises(MalformedReply, match=words) as raised:
        call(Client(Scripted(reply)))  # type: ignore[arg-type]
    assert isinstance(raised.value, BadReply) and isinstance(raised.value, EngineError)


class ScriptedBatch(Scripted):
    """A scripted engine asked several requests at once: the replies that came, then the failure."""

    def __init__(self, failure: EngineError | None, *replies: dict[str, Any]) -> None:
        super().__init__(*replies)
        self.failure = failure

    def request_many(self, messages: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], EngineError | None]:
        return self.replies, self.failure


def test_answers_sent_at_once_are_read_in_order_each_as_if_asked_alone() -> None:
    crash = EngineError("the engine crashed", kind="crash")
    client = Client(ScriptedBatch(crash, {"state": {"turn": 1}}, {"moves": []},  # type: ignore[arg-type]
                                  {"errored": True, "message": "boom"}))
    answers = client.call_many([{"cmd": "observe"}, {"cmd": "legal_moves"}, {"cmd": "apply"}, {"cmd": "observe"}])
    assert answers.state() == {"turn": 1}
    assert answers.legal_moves() == []
    with pytest.raises(ErroredReply, match="^the engine errored on apply: boom$"):
        answers.apply()
    with pytest.raises(EngineError) as raised:  # the failure comes where the replies stopped, not before
        answers.state()
    assert raised.value is crash
