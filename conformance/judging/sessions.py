"""How a judge asks an engine its questions: over the protocol, or the reference engine asked directly.

``ProtocolSession`` asks any engine over the protocol (the default of ``replay`` and differential
play), and may ask a whole hand ahead of judging it; ``DirectSession`` asks the reference engine's
``Match`` directly, for speed on large corpora. Both answer the same questions the same way, so the
judges never tell them apart.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from reference_impl.adapter import capabilities
from reference_impl.engine import IN_PROGRESS, DealError, Match
from reference_impl.moves import IllegalMove, Move, move_set
from reference_impl.position import Position, PositionError
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset, RulesetError
from reference_impl.tiles import MAX_SUPPORTED_PIP, Tile, TileError, tile_set

from conformance.engines.client import Answers, Client, MalformedReply, SkippedReply, answer, apply_request
from conformance.engines.compare import canonical_tile
from conformance.engines.positions import Taken, position_request, taken_in
from conformance.engines.under_test import Engine, EngineError, until_failure
from conformance.records.model import Deal


def move_outcome(reply: Mapping[str, Any]) -> tuple[bool, str | None, str]:
    """An ``apply`` reply as (accepted, refusal reason, message)."""
    if reply.get("accepted") is True and "reason" not in reply and "message" not in reply:
        return _ACCEPTED  # the common reply, ``{"accepted": true, "status": ...}``: nothing more to read
    reason = reply.get("reason")
    return reply.get("accepted") is True, None if reason is None else str(reason), str(reply.get("message", ""))


_ACCEPTED = (True, None, "")


def deal_request(deal: Deal) -> dict[str, Any]:
    """The ``deal`` request giving ``deal``."""
    request: dict[str, Any] = {
        "cmd": "deal",
        "hands": [_tile_texts(tiles) for tiles in deal.hands],
        "boneyard": _tile_texts(deal.boneyard),
    }
    if deal.lots is not None:
        request["lots"] = _tile_texts(deal.lots)
    return request


def deal_outcome(reply: Mapping[str, Any]) -> tuple[Any, str | None]:
    """A ``deal`` reply as (the status, None), or (None, the engine's reason for refusing)."""
    if reply.get("ok") is not True:
        return None, str(reply.get("message", reply))
    return reply.get("status"), None


#: Every tile's canonical text (the largest set holds every tile of the smaller ones).
_TILE_TEXT = tile_set(MAX_SUPPORTED_PIP).name_of


def _tile_texts(tiles: Iterable[Tile]) -> list[str]:
    """The tiles' canonical texts, each looked up rather than written again."""
    return [_TILE_TEXT.get(tile) or str(tile) for tile in tiles]


class ProtocolSession(Client):
    """Any engine, asked through the engine protocol's request dicts (in-process or subprocess).

    A walk whose questions follow from a record alone may ask them ahead (``ask_ahead``):
    they are sent at once, and each call then takes its answer from what came, in order.
    """

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        #: The requests asked ahead and not yet called for, and their replies, read as they are called for.
        self._asked: deque[Mapping[str, Any]] = deque()
        self._replies: Iterator[dict[str, Any] | EngineError] = iter(())
        #: Whether the engine has been seen to claim (a claimed play listed, a claim refused as wrong), in any
        #: match of this session: differential play reads a list without any claim from it as its count.
        self.claims_seen = False

    @property
    def asks_ahead(self) -> bool:
        """Whether a walk should ask ahead: the engine is a round trip away (``Engine.round_trips``)."""
        return self.engine.round_trips

    def ask_ahead(self, requests: Sequence[Mapping[str, Any]]) -> None:
        """Send ``requests`` at once (one round trip to an engine that declares ``pipelining``). The
        calls that follow must ask exactly these, in this order: each takes its reply as it comes, as
        if asked then (an errored reply, or the engine's failure, is raised by its call)."""
        self._drop_asked()
        self._replies = self.engine.send_many(requests)
        self._asked.extend(requests)

    def _drop_asked(self) -> None:
        """Read and drop the replies asked ahead and not called for (a walk left part-way): the
        engine's stream stays in step."""
        while self._asked:
            self._asked.popleft()
            next(self._replies)

    def _take(self, request: Mapping[str, Any]) -> dict[str, Any] | EngineError:
        asked = self._asked.popleft()
        if asked is not request and asked != request:  # a walk that planned its questions asks those very ones
            raise AssertionError(f"asked ahead {asked}, then called with {request}")
        return next(self._replies)

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        """One request and its answer: asked ahead, if anything is, else asked now."""
        if not self._asked:
            return super().call(request, deliberate)
        reply = self._take(request)
        if isinstance(reply, EngineError):
            raise reply
        answer(str(request.get("cmd")), reply)
        return reply

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        """Several requests and their answers: asked ahead, if anything is, else sent at once now."""
        if not self._asked:
            return super().call_many(requests)
        return Answers(requests, *until_failure(map(self._take, requests)))

    def start(self, ruleset: dict[str, Any], players: int) -> str | None:
        """Start a match; None, or the engine's reason for refusing."""
        reply = self.call({"cmd": "start", "ruleset": ruleset, "players": players})
        return None if reply.get("ok") is True else str(reply.get("message", reply))

    def deal(self, deal: Deal) -> tuple[Any, str | None]:
        """Give a deal; (the status, None) or (None, the engine's reason for refusing)."""
        return deal_outcome(self.call(deal_request(deal)))

    def position(self, position: Position) -> Taken:
        """Set the engine to ``position`` (its boneyard in draw order): its observation, or why it refused
        (a ``skipped`` reply is a refusal too)."""
        try:
            return taken_in(self.call(position_request(position)))
        except SkippedReply as skipped:
            return Taken(None, f"skipped: {skipped.detail}")

    def basics(self, state: Mapping[str, Any]) -> tuple[Any, Any, Any, Any, Any]:
        """(status, turn, hand sizes, boneyard size, scores) of an observation."""
        get = state.get
        return get("status"), get("turn"), get("hand_sizes"), get("boneyard_size"), get("scores")

    def holds(self, state: Mapping[str, Any], seat: int, tile: Tile) -> bool:
        """Whether the observation shows ``tile`` in ``seat``'s hand (tiles compared canonically)."""
        hands = state.get("hands")
        if not isinstance(hands, list) or not 0 <= seat < len(hands) or not isinstance(hands[seat], list):
            return False
        try:
            return str(tile) in {canonical_tile(held) for held in hands[seat]}
        except TileError:
            return False

    def listed(self, move: Move, state: Mapping[str, Any]) -> tuple[bool, list[Any]]:
        """Whether ``move`` is among the engine's legal moves (``moves.move_set``), and the moves listed."""
        moves = self.legal_moves()
        ends = state.get("ends") or []
        try:
            return move.key(ends) in move_set(moves, ends), moves
        except Exception as error:  # noqa: BLE001 - an unreadable listed move is the engine's fault
            raise MalformedReply("legal_moves", f"legal_moves listed a move that cannot be read: {error}") from None

    def apply(self, seat: int, move: Move) -> tuple[bool, str | None, str]:
        """Apply a move: (accepted, refusal reason, message)."""
        return move_outcome(self.call(apply_request(seat, move.to_dict())))

    def recover(self) -> None:
        """Ready the session for the next walk: what a walk left part-way asked ahead is read and
        dropped, and an engine that failed starts again (if restarts remain)."""
        self._drop_asked()
        try:
            if not self.engine.alive:
                self.engine.restart()
        except EngineError:
            pass


class DirectSession:
    """The reference engine's ``Match``, asked the same questions directly, without protocol dicts.

    For replaying large corpora against the reference engine quickly
    (``replay --direct``). Observations are read from the match as they are
    asked for; a move is listed when it is among ``Match.legal_moves()``,
    which lists every end a tile may go on, mirror ends included.
    """

    def __init__(self) -> None:
        self.match: Match | None = None
        self.capabilities: Mapping[str, Any] = capabilities()
        self._rules: dict[int, tuple[dict[str, Any], Ruleset]] = {}
        self._view: _MatchView | None = None

    def start(self, ruleset: dict[str, Any], players: int) -> str | None:
        """Start a match; None, or why the engine refuses."""
        try:
            rules = self._rules.get(id(ruleset))
            if rules is None or rules[0] is not ruleset:
                rules = self._rules[id(ruleset)] = (ruleset, Ruleset.from_dict(ruleset))
            self.match = Match(rules[1], players)
        except (RulesetError, DealError) as error:
            return str(error)
        return None

    def deal(self, deal: Deal) -> tuple[Any, str | None]:
        """Give a deal; (the status, None) or (None, why it is refused)."""
        assert self.match is not None
        try:
            return self.match.deal(deal.hands, deal.boneyard, deal.lots), None
        except DealError as error:
            return None, str(error)

    def position(self, position: Position) -> Taken:
        """Set the match to ``position``: its observation, or why it cannot stand there."""
        assert self.match is not None
        try:
            self.match = Match.from_position(self.match.rules, position)
        except (PositionError, DealError, TypeError, ValueError) as error:
            return Taken(None, f"position: {error}")
        return Taken(self.match.observe(), None)

    def state(self) -> Mapping[str, Any]:
        """A live view of the match answering the observation's fields as they are asked for."""
        assert self.match is not None
        view = self._view
        if view is None or view.match is not self.match:
            view = self._view = _MatchView(self.match)
        return view

    def basics(self, state: Mapping[str, Any]) -> tuple[Any, Any, Any, Any, Any]:
        """(status, turn, hand sizes, boneyard size, scores), read straight from the match."""
        match = self.match
        assert match is not None
        status = match.status
        return (
            status,
            match.turn if status == IN_PROGRESS else None,
            [hand.bit_count() for hand in match.hands],
            match.boneyard_left,
            match.scores,
        )

    def holds(self, state: Mapping[str, Any], seat: int, tile: Tile) -> bool:
        """Whether ``seat``'s hand holds ``tile``."""
        match = self.match
        assert match is not None
        index = match.tileset.index.get(tile)
        return index is not None and 0 <= seat < match.players and bool(match.hands[seat] >> index & 1)

    def listed(self, move: Move, state: Mapping[str, Any]) -> tuple[bool, list[Any]]:
        """Whether ``move`` is among the legal moves; the moves themselves only when it is not."""
        assert self.match is not None
        moves = self.match.legal_moves()
        if move in moves:
            return True, []
        return False, [legal.to_dict() for legal in moves]

    def apply(self, seat: int, move: Move) -> tuple[bool, str | None, str]:
        """Apply a move: (accepted, refusal reason, message)."""
        assert self.match is not None
        try:
            self.match.apply(move, seat)
        except IllegalMove as error:
            return False, error.reason, error.message
        return True, None, ""

    def recover(self) -> None:
        """Nothing to restart: the next transcript starts a new match."""


class _MatchView(Mapping[str, Any]):
    """The observation fields the replayer compares, read from a live ``Match``."""

    __slots__ = ("match",)

    def __init__(self, match: Match) -> None:
        self.match = match

    def get(self, key: str, default: Any = None) -> Any:
        reader = _VIEW.get(key)
        return default if reader is None else reader(self.match)

    def __getitem__(self, key: str) -> Any:
        if key not in _VIEW:
            raise KeyError(key)
        return _VIEW[key](self.match)

    def __iter__(self) -> Iterator[str]:
        return iter(_VIEW)

    def __len__(self) -> int:
        return len(_VIEW)


_VIEW: dict[str, Callable[[Match], Any]] = {
    "status": lambda match: match.status,
    "turn": lambda match: match.turn if match.status == IN_PROGRESS else None,
    "leader": lambda match: match.leader,
    "hand_sizes": lambda match: [hand.bit_count() for hand in match.hands],
    "boneyard_size": lambda match: match.boneyard_left,
    "scores": lambda match: list(match.scores),
    "sides": lambda match: [list(side) for side in match.sides],
    "ends": lambda match: match.open_ends(),
    "count": lambda match: match.line.count() if match.line.size else 0,
    "muggins_pending": lambda match: match.muggins_pending,
    "hands": lambda match: [[str(tile) for tile in match.tileset.tiles_of(hand)] for hand in match.hands],
    "result": lambda match: protocol_form(match.hand_result),
    "match_result": lambda match: (
        None
        if match.winners is None
        else {"winners": list(match.winners), "scores": list(match.scores), "hands": match.hands_played}
    ),
}
