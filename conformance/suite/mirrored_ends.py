"""A story's ends named as the engine names them, where the engine played one of a scenario's set-up tiles on
the mirror image of the end the story names.

Two plays of one tile on mirror-image ends (``left`` and ``right``, or ``up`` and ``down``, showing the same
number, both doubles or both not) are one move (``reference_impl.moves.move_key``; IMPLEMENTING.md, Ends):
an engine may list either and refuse the other. Where it refuses the story's, the scenario's ``Game`` plays
the tile on the mirror end instead; from then on in that hand the engine's line is the mirror image of the
story's in that pair of ends, and ``MirroredEnds`` swaps the pair's names in every request and reply between
them, so the steps keep speaking the story's ends. Moves sent at once are sent in parts, cut after each
play on one of two mirror-image ends (``AnswersInParts``): the engine is still at that play when it is
sent again on the other end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from conformance.engines.client import Answers, Client

#: Each end's mirror image.
MIRROR = {"left": "right", "right": "left", "up": "down", "down": "up"}
#: The order a state lists its open ends in.
END_ORDER = ("left", "right", "up", "down")


class MirroredEnds:
    """The pairs of ends whose names the engine's line swaps against the story's, in the hand being played."""

    def __init__(self) -> None:
        self.swapped: set[str] = set()  # one end of each swapped pair: "left" or "up"

    def swap(self, end: str) -> None:
        """Swap (or swap back) the pair of ``end``."""
        self.swapped ^= {min(end, MIRROR[end], key=END_ORDER.index)}

    def clear(self) -> None:
        """A new hand: a new line, named as the story names it."""
        self.swapped.clear()

    def name(self, end: Any) -> Any:
        """An end's name on the other side (the map is its own inverse); anything else as it is."""
        if isinstance(end, str) and end in MIRROR and min(end, MIRROR[end], key=END_ORDER.index) in self.swapped:
            return MIRROR[end]
        return end

    def move(self, move: Any) -> Any:
        """A move with its end named on the other side."""
        if not self.swapped or not isinstance(move, Mapping) or "end" not in move:
            return move
        return {**move, "end": self.name(move["end"])}

    def request(self, request: Mapping[str, Any]) -> Mapping[str, Any]:
        """A request in the story's ends, in the engine's."""
        if self.swapped and request.get("cmd") == "apply" and "move" in request:
            return {**request, "move": self.move(request["move"])}
        return request

    def reply(self, request: Mapping[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        """The engine's reply in the story's ends: an ``observe`` reply's open ends and arms, a
        ``legal_moves`` reply's moves."""
        if not self.swapped:
            return reply
        if request.get("cmd") == "legal_moves" and isinstance(reply.get("moves"), list):
            return {**reply, "moves": [self.move(move) for move in reply["moves"]]}
        if request.get("cmd") == "observe" and isinstance(reply.get("state"), dict):
            return {**reply, "state": self.state(reply["state"])}
        return reply

    def state(self, state: Mapping[str, Any]) -> dict[str, Any]:
        out = dict(state)
        ends = state.get("ends")
        if isinstance(ends, list) and all(isinstance(end, Mapping) for end in ends):
            renamed = [self.move(end) for end in ends]
            out["ends"] = sorted(renamed, key=lambda end: END_ORDER.index(end["end"]) if end.get("end") in END_ORDER
                                 else len(END_ORDER))
        line = state.get("line")
        if isinstance(line, Mapping) and isinstance(line.get("arms"), Mapping):
            out["line"] = {**line, "arms": {self.name(end): tiles for end, tiles in line["arms"].items()}}
        return out


class MirroredEndsClient(Client):
    """A client that speaks the story's ends to an engine whose line mirrors the story's (``ends``), through
    another client (the engine's own, or one speaking the story's seats)."""

    def __init__(self, inner: Client, ends: MirroredEnds) -> None:
        super().__init__(inner.engine)
        self.inner = inner
        self.ends = ends

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        return self.ends.reply(request, self.inner.call(dict(self.ends.request(request)), deliberate=deliberate))

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        return self.inner.call_many([self.ends.request(request) for request in requests]).translated(
            requests, self.ends.reply)




class AnswersInParts(Answers):
    """Answers to requests sent in parts, each part once every answer before it has been read: what the
    reader does between (playing a tile on the mirror end) is done before the next part is sent. Read as
    ``Answers`` are: one answer after another, in the order asked."""

    def __init__(self, client: Client, parts: Sequence[Sequence[Mapping[str, Any]]]) -> None:
        super().__init__([], [], None)
        self.client = client
        self.parts = [list(part) for part in parts]
        self.current: Answers | None = None
        self.left = 0  # answers of the current part not read yet

    def next(self) -> dict[str, Any]:
        """The next answer, sending the next part first when every answer of this one was read."""
        if self.current is None or self.left == 0:
            if not self.parts:
                raise IndexError("every request sent was answered")
            part = self.parts.pop(0)
            self.current, self.left = self.client.call_many(part), len(part)
        self.left -= 1
        return self.current.next()


__all__ = ["AnswersInParts", "MirroredEnds", "MirroredEndsClient"]
