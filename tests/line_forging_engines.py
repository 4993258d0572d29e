"""Engines whose words hold line breaks, each trying to print a console line of its own making
(``FORGED ...``) through what the suite shows of it: its name, a refusal's message, an errored reply's
message. Reachable as ``py:line_forging_engines:<name>`` when this folder is on ``sys.path``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_impl.adapter import ReferenceEngine

#: Every way a line can be broken: a newline, a carriage return, a vertical tab, a form feed, the
#: Unicode line and paragraph separators and NEL; each followed by a line the engine would like shown.
BREAKS = ("\n", "\r", "\x0b", "\x0c", "\u2028", "\u2029", "\x85")
FORGED = "FORGED 1452/1452 applicable required scenarios passed"


def forged(text: str) -> str:
    """``text`` followed by a forged line after each kind of line break."""
    return text + "".join(f"{brk}{FORGED}" for brk in BREAKS)


class RefusesWithLines(ReferenceEngine):
    """The reference engine naming itself with line breaks and refusing every move with a message of them."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["engine"] = dict(reply["engine"], name=forged("forger"))
        return reply

    def _apply(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"accepted": False, "reason": "not_your_turn", "message": forged("no")}


class ErrsWithLines(ReferenceEngine):
    """The reference engine answering every ``legal_moves`` as errored, with line breaks in its message."""

    def _legal_moves(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"errored": True, "message": forged("boom")}
