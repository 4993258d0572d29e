"""Re-seating a scenario: its story played with every seat rotated, so a fault of the lead does not hide
the clause it checks.

A scenario whose first move is refused because the engine's leader is another seat than the story's is
blocked by the lead rule (charged to it). Rotating every seat by the same step keeps what the story needs:
the order of play, the partnerships (seat i and seat i + n/2 stay partners), the scores (all zero at the
start of a scenario's match). So the scenario is played again with the deal rotated, the engine's leader
holding the hand the story gives its leader, and every seat in the requests and the replies mapped between
the story's numbering and the engine's. The step library keeps speaking the story's seats: the mapping lives
in ``ReseatedClient``, between the scenario's ``Game`` and the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from conformance.engines.client import Answers, Client
from conformance.engines.under_test import Engine


@dataclass(frozen=True)
class SeatRotation:
    """The story's seat ``s`` is the engine's seat ``(s + shift) % players``; ``leader`` is the story's
    leader, whose hand the engine's leader holds."""

    players: int
    shift: int
    leader: int = 0

    @classmethod
    def bringing(cls, story_seat: int, engine_seat: int, players: int) -> "SeatRotation":
        """The rotation that makes the engine's ``engine_seat`` the story's ``story_seat``."""
        return cls(players, (engine_seat - story_seat) % players, story_seat)

    def describe(self) -> str:
        return (f"re-seated: every seat rotated by {self.shift}, so the engine's leader, seat "
                f"{self.to_engine(self.leader)}, holds the hand the story gives seat {self.leader}")

    def to_engine(self, seat: Any) -> Any:
        return (seat + self.shift) % self.players if _is_seat(seat) else seat

    def to_story(self, seat: Any) -> Any:
        return (seat - self.shift) % self.players if _is_seat(seat) else seat

    def by_engine_seat(self, story_list: Any) -> Any:
        """A list held seat by seat in the story's numbering, in the engine's."""
        if not isinstance(story_list, list) or len(story_list) != self.players:
            return story_list
        return [story_list[self.to_story(seat)] for seat in range(self.players)]

    def by_story_seat(self, engine_list: Any) -> Any:
        """A list held seat by seat in the engine's numbering, in the story's."""
        if not isinstance(engine_list, list) or len(engine_list) != self.players:
            return engine_list
        return [engine_list[self.to_engine(seat)] for seat in range(self.players)]

    # -- requests and replies ---------------------------------------------------------

    def request(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """A request in the story's seats, in the engine's."""
        out = dict(request)
        if "seat" in out:
            out["seat"] = self.to_engine(out["seat"])
        if out.get("cmd") == "deal":
            out["hands"] = self.by_engine_seat(out.get("hands"))
            if "lots" in out:
                out["lots"] = self.by_engine_seat(out["lots"])
        return out

    def reply(self, request: Mapping[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        """The engine's reply, in the story's seats (only an ``observe`` reply names seats)."""
        if request.get("cmd") != "observe" or not isinstance(reply.get("state"), dict):
            return reply
        return dict(reply, state=self.state(reply["state"]))

    def state(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """An observed state in the story's seats: seats, lists by seat, and sides put in the story's order
        (by their lowest seat), with what is held side by side reordered to match."""
        out = dict(state)
        for key in ("turn", "leader", "view"):
            if key in out:
                out[key] = self.to_story(out[key])
        for key in ("hands", "hand_sizes"):
            if key in out:
                out[key] = self.by_story_seat(out[key])
        order = self._side_order(out.get("sides"))  # story side index -> engine side index
        if order is not None:
            out["sides"] = [sorted(self.to_story(seat) for seat in state["sides"][side]) for side in order]
            out["scores"] = _reordered(out.get("scores"), order)
        result = out.get("result")
        if isinstance(result, dict):
            result = dict(result, winner=self.to_story(result.get("winner")),
                          pips=self.by_story_seat(result.get("pips")))
            if order is not None and _is_seat(result.get("side")) and result["side"] in order:
                result["side"] = order.index(result["side"])
            out["result"] = {key: value for key, value in result.items() if key in state["result"]}
        match_result = out.get("match_result")
        if isinstance(match_result, dict) and order is not None:
            winners = match_result.get("winners")
            if isinstance(winners, list):
                winners = [order.index(side) for side in winners if side in order]
            out["match_result"] = dict(match_result, scores=_reordered(match_result.get("scores"), order),
                                       winners=winners)
        return out

    def _side_order(self, sides: Any) -> list[int] | None:
        """The engine's side indices in the story's order of sides, or None when the sides cannot be read."""
        if not isinstance(sides, list) or not all(isinstance(side, list) and side and all(map(_is_seat, side))
                                                  for side in sides):
            return None
        return sorted(range(len(sides)), key=lambda side: min(self.to_story(seat) for seat in sides[side]))


def _is_seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _reordered(values: Any, order: Sequence[int]) -> Any:
    if not isinstance(values, list) or len(values) != len(order):
        return values
    return [values[side] for side in order]


class ReseatedClient(Client):
    """A client that speaks the story's seats to an engine seated by ``rotation``."""

    def __init__(self, engine: Engine, rotation: SeatRotation) -> None:
        super().__init__(engine)
        self.rotation = rotation

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        return self.rotation.reply(request, super().call(self.rotation.request(request), deliberate=deliberate))

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        replies, failure = self.engine.request_many([self.rotation.request(request) for request in requests])
        return Answers(requests, [self.rotation.reply(request, reply) for request, reply in zip(requests, replies)],
                       failure)


__all__ = ["ReseatedClient", "SeatRotation"]
