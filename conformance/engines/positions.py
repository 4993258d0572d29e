"""The ``position`` request: what the runner sends, what an engine's answer says, and where the
observation an engine answers with differs from the position it was given.

An engine declares ``capabilities.positions`` to take positions (``schemas/protocol/commands/
position.schema.json``). The position sent is the reference engine's ``Position`` in its JSON form;
the engine answers with its observation, or refuses with a reason. What a position states (the
hands, the line, the boneyard, whose turn it is, the scores and the match so far) the engine must
report back as given; what it works out from them (the open ends, the count, the hand sizes, a
hand's points once it ends by a move) is its rules' to answer, judged by the steps that follow.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from reference_impl.position import Position
from reference_impl.status import Status
from reference_impl.tiles import TileError

from .client import MalformedReply
from .compare import canonical_tile


def declares_positions(capabilities: Mapping[str, Any]) -> bool:
    """Whether an engine declared that it takes the ``position`` request."""
    return capabilities.get("positions") is True


def position_request(position: Position) -> dict[str, Any]:
    """The ``position`` request of ``position`` (its boneyard known in draw order)."""
    if not position.boneyard_known:
        raise ValueError("a position sent to an engine gives the boneyard's tiles in draw order")
    form = position.to_dict()
    del form["history"]  # the hands before this one: nothing an engine needs to go on
    return {"cmd": "position", "position": form}


@dataclass(frozen=True)
class Taken:
    """An engine's answer to ``position``: its observation (``state``), or why it refused (``refusal``)."""

    state: dict[str, Any] | None
    refusal: str | None


def taken_in(reply: Mapping[str, Any]) -> Taken:
    """The engine's answer to a ``position`` request; ``MalformedReply`` when it is neither an
    observation nor a refusal with a message."""
    if reply.get("ok") is True:
        state = reply.get("state")
        if not isinstance(state, dict):
            raise MalformedReply("position", f"position answered ok without a state object: {reply}")
        return Taken(state, None)
    if reply.get("ok") is False:
        return Taken(None, str(reply.get("message", "")) or "(no reason given)")
    raise MalformedReply("position", f"position answered without 'ok': {reply}")


#: The observation's fields a position states, with the position's field each comes from (the
#: state's ``result`` and ``match_result`` are stated only once the hand or the match is over).
STATED = {
    "status": "status", "hand": "hands_played", "turn": "turn", "leader": "leader", "ply": "ply",
    "line": "line", "hands": "hands", "boneyard_size": "boneyard", "scores": "scores",
    "muggins_pending": "muggins_pending", "result": "hand_result", "match_result": "winners",
}


@dataclass(frozen=True)
class Misreading:
    """A field of an engine's observation that differs from the position it took."""

    field: str  # the position's field (``turn``, ``boneyard``, ``hands``, ...)
    observed_as: str  # the observation's field that shows it
    expected: Any
    observed: Any

    def __str__(self) -> str:
        shown = "" if self.observed_as == self.field else f" (the observation's {self.observed_as})"
        return (f"{self.field}{shown}: the position gives {_json(self.expected)}; the engine's observation "
                f"says {_json(self.observed)}")


def misreadings(expected: Mapping[str, Any], observed: Mapping[str, Any]) -> list[Misreading]:
    """Where ``observed`` (an engine's observation after taking a position) differs from ``expected``
    (the reference engine's observation of it) on what the position states, in ``STATED``'s order."""
    over = expected.get("status") != Status.IN_PROGRESS
    found = []
    for name, field in STATED.items():
        if name in ("result", "match_result") and not over:
            continue
        if name == "turn" and not over and expected.get(name) is None:
            continue
        stated, reported = expected.get(name), observed.get(name)
        if stated != reported and _canonical(name, stated) != _canonical(name, reported):
            found.append(Misreading(field, name, expected.get(name), observed.get(name)))
    return found


def _canonical(name: str, value: Any) -> Any:
    """``value`` of the observation's field ``name`` with every tile written canonically and, for
    ``hands``, each hand in one order: the order an engine lists a hand in, or a tile written high
    half first, is no difference."""
    value = _tiles_canonical(value)
    if name == "hands" and isinstance(value, list):
        return [sorted(hand, key=str) if isinstance(hand, list) else hand for hand in value]
    return value


def _tiles_canonical(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return canonical_tile(value)
        except (TileError, TypeError, ValueError):
            return value
    if isinstance(value, list):
        return [_tiles_canonical(item) for item in value]
    if isinstance(value, dict):
        return {key: _tiles_canonical(item) for key, item in value.items()}
    return value


def _json(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 160 else text[:140] + " ... " + text[-12:]


__all__ = ["Misreading", "STATED", "Taken", "declares_positions", "misreadings", "position_request", "taken_in"]
