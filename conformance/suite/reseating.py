"""Re-seating a scenario: its story played with the seats renumbered, so a fault of whose turn it is does not
hide the clause it checks.

A scenario whose set-up move is refused because the engine has another seat to act than the story is blocked
by the rule that says whose turn it is (charged to it). Two such faults leave the story playable with the
seats renumbered:

- the engine's leader is another seat than the story's (an engine that always lets seat 0 lead): every seat
  is *rotated* by the same step, so the engine's leader holds the hand the story gives its leader;
- the engine plays the other way round (clockwise where the rules say counter-clockwise): the seats are
  *mirrored* about the leader, so the engine's next seat in its order of play holds the hand of the story's
  next seat in the story's.

Both are maps of one kind: the story's seat ``s`` is the engine's seat ``(sign * s + shift) mod n``. They keep
what a story needs: who follows whom in its order of play, the partnerships (seats ``s`` and ``s + n/2`` stay
partners) and the scores (all zero at the start of a scenario's match). So the scenario is played again with
the deal renumbered, and every seat in the requests and the replies mapped between the story's numbering and
the engine's. The step library keeps speaking the story's seats: the mapping lives in ``ReseatedClient``,
between the scenario's ``Game`` and the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from conformance.engines.client import Answers, Client
from conformance.engines.under_test import Engine

ROTATED, MIRRORED = 1, -1


@dataclass(frozen=True)
class SeatMap:
    """The story's seat ``s`` is the engine's seat ``(sign * s + shift) % players``: a rotation (``sign`` 1)
    or a mirror (``sign`` -1). ``leader`` is the story's leader, whose hand the engine's leader holds."""

    players: int
    shift: int = 0
    sign: int = ROTATED
    leader: int = field(default=0, compare=False)  # said in ``describe``; the same map whichever it is

    def __post_init__(self) -> None:
        if self.players < 1 or self.sign not in (ROTATED, MIRRORED):
            raise ValueError(f"no seat map of {self.players} players with sign {self.sign}")
        object.__setattr__(self, "shift", self.shift % self.players)
        if self.players <= 2:  # two seats mirrored are two seats rotated: one map, one name
            object.__setattr__(self, "sign", ROTATED)

    def bringing(self, story_seat: int, engine_seat: int) -> "SeatMap":
        """The map of this kind (rotation or mirror) that makes the engine's ``engine_seat`` the story's
        ``story_seat``, the story's leader."""
        return SeatMap(self.players, engine_seat - self.sign * story_seat, self.sign, story_seat)

    def mirrored_about(self, story_seat: int) -> "SeatMap":
        """The map of the other kind that puts ``story_seat``, the story's leader, where this one does: the
        engine's order of play reversed about it."""
        return SeatMap(self.players, sign=-self.sign).bringing(story_seat, self.to_engine(story_seat))

    @property
    def is_identity(self) -> bool:
        return self.sign == ROTATED and self.shift == 0

    def describe(self) -> str:
        """What was done, in plain words."""
        n, leader = self.players, self.leader
        if self.sign == ROTATED:
            return (f"re-seated: every seat rotated by {self.shift} (story seat s is engine seat "
                    f"(s + {self.shift}) mod {n}), so the engine's leader, seat {self.to_engine(leader)}, holds "
                    f"the hand the story gives seat {leader}")
        return (f"re-seated: seats mirrored (story seat s is engine seat ({self.shift or n} - s) mod {n}), so "
                f"the engine, playing the other way round, takes the story's turns in the story's order: the "
                f"story's leader, seat {leader}, is the engine's seat {self.to_engine(leader)}")

    def keeps(self, ruleset: Mapping[str, Any]) -> bool:
        """Whether a story under ``ruleset`` plays the same with its seats so mapped: its teams stay teams,
        and no rule it plays by reads seat numbers (the seat first from seat 0, the highest seat), which only
        the identity keeps."""
        if self.is_identity:
            return True
        lead, match = (part if isinstance(part, Mapping) else {}
                       for part in (ruleset.get("lead"), ruleset.get("match")))
        if lead.get("tie_break") == "seat_order" or match.get("level_at_target") == "last_seat":
            return False
        teams = ruleset.get("teams")
        if teams is None:
            return True
        if not isinstance(teams, list) or not all(isinstance(team, list) and all(map(self._is_seat, team))
                                                  for team in teams):
            return False  # teams that cannot be read cannot be shown to stay teams
        partition = {frozenset(team) for team in teams}
        return {frozenset(self.to_engine(seat) for seat in team) for team in partition} == partition

    def to_engine(self, seat: Any) -> Any:
        """A story's seat in the engine's numbering; anything but a seat of the match (a seat out of range
        that a scenario sends on purpose, say) is sent as it is."""
        return (self.sign * seat + self.shift) % self.players if self._is_seat(seat) else seat

    def to_story(self, seat: Any) -> Any:
        """An engine's seat in the story's numbering; anything but a seat of the match is left as it is."""
        return (self.sign * (seat - self.shift)) % self.players if self._is_seat(seat) else seat

    def _is_seat(self, value: Any) -> bool:
        return _is_seat(value) and value < self.players

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
        """The engine's reply, in the story's seats (an ``observe`` reply's state, a ``legal_moves`` reply's
        seat to act: no other reply names seats)."""
        if request.get("cmd") == "legal_moves" and "turn" in reply:
            return dict(reply, turn=self.to_story(reply["turn"]))
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
    """A client that speaks the story's seats to an engine seated by ``seat_map``."""

    def __init__(self, engine: Engine, seat_map: SeatMap) -> None:
        super().__init__(engine)
        self.seat_map = seat_map

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        return self.seat_map.reply(request, super().call(self.seat_map.request(request), deliberate=deliberate))

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        replies, failure = self.engine.request_many([self.seat_map.request(request) for request in requests])
        return Answers(requests, [self.seat_map.reply(request, reply) for request, reply in zip(requests, replies)],
                       failure)


__all__ = ["MIRRORED", "ROTATED", "ReseatedClient", "SeatMap"]
