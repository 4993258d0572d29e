"""A position: where a match stands, as plain data (like FEN beside a game record).

``Position`` holds everything ``engine.Match`` keeps between and within hands: the line
as it lies, every seat's tiles, the boneyard in draw order (or only its size, where which
tile comes next does not matter), the seat to act, the scores and the match so far.
``Match.position()`` takes one and ``Match.from_position()`` plays on from one exactly as
if its moves had been played. ``Position.from_observation`` reads one from an engine's
full protocol observation (``observe`` without a seat) and the boneyard order the runner
knows; ``to_dict``/``from_dict`` are its JSON form.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from .moves import ARMS
from .result import HandResult
from .status import HandEnd, Status
from .tiles import Tile, TileError

#: The statuses a position may have, by their protocol words.
_STATUSES = {status.value: status for status in Status}
_ENDS = {end.value: end for end in HandEnd}


class PositionError(ValueError):
    """A position the engine cannot take; ``where`` names its part (``hand 2``, ``line.left``,
    ``boneyard``, ``turn``, ...)."""

    def __init__(self, where: str, message: str, index: int | None = None) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.detail = message
        self.index = index  #: which tile of that part (from 0), when one tile is at fault


@dataclass(frozen=True)
class Position:
    """A match's state at one moment. Tiles are ``Tile`` values; seats are numbers from 0.

    The line: ``lead`` (the first tile, None before the lead), ``arms`` (the tiles on
    ``left``, ``right``, ``up`` and ``down``, nearest the lead first) and ``spinner``.
    ``boneyard`` is its tiles in draw order, or an int, its size, when the order is not
    known (every tile held by no hand and not on the line is in it; drawing is then refused).
    """

    hands: tuple[tuple[Tile, ...], ...]
    lead: Tile | None = None
    arms: tuple[tuple[Tile, ...], ...] = ((), (), (), ())
    spinner: Tile | None = None
    boneyard: tuple[Tile, ...] | int = ()
    status: Status = Status.IN_PROGRESS
    turn: int = 0  #: the seat to act (while a hand is in progress)
    leader: int = 0  #: the seat that leads or led this hand
    forced_tile: Tile | None = None  #: before the lead: the tile the leader must lead (lead.forced_tile)
    ply: int = 0  #: moves made in this hand
    passes_in_turn: int = 0  #: passes since the last play or draw
    drew_this_turn: bool = False  #: the player to act has drawn this turn (draw.mode = one_then_pass)
    muggins_pending: int = 0  #: points the last play left unclaimed
    scores: tuple[int, ...] = ()  #: each side's match score (empty: all zero)
    scores_at_deal: tuple[int, ...] | None = None  #: the scores when this hand was dealt (None: ``scores``)
    last_points: int = 0  #: points the last move scored
    hand_result: HandResult | None = None  #: how this hand ended, once it has
    # The match so far.
    hands_played: int = 0  #: hands counted toward the match (this one too once it is over)
    next_leader: int | None = None  #: who leads the next hand; None: the first-hand rule picks
    carried: int = 0  #: points of tied hands waiting for the next winner (score.blocked_tie = carry)
    qualified: tuple[int, ...] = ()  #: sides qualified so far (match.end = qualify_two)
    winners: tuple[int, ...] | None = None  #: the winning sides once the match is over
    void_counted: bool = False  #: the last void hand counted toward match.hands
    #: Each counted hand's result and the scores after it, when known (a position may leave it out).
    history: tuple[tuple[HandResult, tuple[int, ...]], ...] = field(default=())

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def boneyard_size(self) -> int:
        return self.boneyard if isinstance(self.boneyard, int) else len(self.boneyard)

    @property
    def boneyard_known(self) -> bool:
        """Whether the boneyard's tiles are known in draw order."""
        return not isinstance(self.boneyard, int)

    def line_tiles(self) -> list[Tile]:
        """The tiles on the line: the lead, then each arm's."""
        return ([] if self.lead is None else [self.lead]) + [tile for arm in self.arms for tile in arm]

    def with_changes(self, **changes: Any) -> "Position":
        """A copy with some fields changed."""
        return replace(self, **changes)

    # -- JSON form ---------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: tiles as canonical text, the line in the protocol's words."""
        out: dict[str, Any] = {
            "hands": [[str(tile) for tile in hand] for hand in self.hands],
            "line": {"root": _text(self.lead), "spinner": _text(self.spinner),
                     "arms": {ARMS[arm]: [str(t) for t in tiles] for arm, tiles in enumerate(self.arms) if tiles}},
            "boneyard": self.boneyard if isinstance(self.boneyard, int) else [str(t) for t in self.boneyard],
            "status": str(self.status), "turn": self.turn, "leader": self.leader,
            "forced_tile": _text(self.forced_tile), "ply": self.ply, "passes_in_turn": self.passes_in_turn,
            "drew_this_turn": self.drew_this_turn, "muggins_pending": self.muggins_pending,
            "scores": list(self.scores),
            "scores_at_deal": None if self.scores_at_deal is None else list(self.scores_at_deal),
            "last_points": self.last_points,
            "hand_result": None if self.hand_result is None else self.hand_result.to_dict(),
            "hands_played": self.hands_played, "next_leader": self.next_leader, "carried": self.carried,
            "qualified": list(self.qualified), "winners": None if self.winners is None else list(self.winners),
            "void_counted": self.void_counted,
            "history": [{"result": result.to_dict(), "scores": list(scores)} for result, scores in self.history],
        }
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], max_pip: int = 12) -> "Position":
        """Read the JSON form (``to_dict``); fields left out take their defaults."""
        if not isinstance(data, Mapping):
            raise PositionError("position", f"a position is a JSON object, got {data!r}")
        line = data.get("line") or {}
        boneyard = data.get("boneyard", ())
        fields: dict[str, Any] = {
            "hands": tuple(_tiles(hand, f"hands/{seat}", max_pip) for seat, hand in enumerate(data.get("hands", ()))),
            "lead": _tile(line.get("root"), "line/root", max_pip),
            "spinner": _tile(line.get("spinner"), "line/spinner", max_pip),
            "arms": _arms(line.get("arms") or {}, max_pip),
            "boneyard": boneyard if isinstance(boneyard, int) else _tiles(boneyard, "boneyard", max_pip),
            "forced_tile": _tile(data.get("forced_tile"), "forced_tile", max_pip),
        }
        if "status" in data:
            fields["status"] = _status(data["status"])
        for name in ("turn", "leader", "ply", "passes_in_turn", "drew_this_turn", "muggins_pending",
                     "last_points", "hands_played", "next_leader", "carried", "void_counted"):
            if name in data:
                fields[name] = data[name]
        for name in ("scores", "qualified"):
            if name in data:
                fields[name] = tuple(data[name])
        if data.get("scores_at_deal") is not None:
            fields["scores_at_deal"] = tuple(data["scores_at_deal"])
        if data.get("winners") is not None:
            fields["winners"] = tuple(data["winners"])
        if data.get("hand_result") is not None:
            fields["hand_result"] = result_from_dict(data["hand_result"])
        fields["history"] = tuple((result_from_dict(item["result"]), tuple(item["scores"]))
                                  for item in data.get("history", ()))
        return cls(**fields)

    # -- from an engine's observation ----------------------------------------------

    @classmethod
    def from_observation(
        cls,
        state: Mapping[str, Any],
        boneyard: Sequence[Tile | str] | None = None,
        like: "Position | None" = None,
        max_pip: int = 12,
    ) -> "Position":
        """The position an engine's full observation (the protocol's ``state``) shows.

        ``boneyard``: the tiles of the hand's boneyard in draw order, as the runner knows them
        from the deal (the whole deal's boneyard will do: tiles now in a hand or on the line
        have been drawn, and are left out); None: only the observed size is kept.
        What an observation does not carry (passes this turn, a draw this turn, a forced lead
        tile, the next leader, carried points, qualified sides, the scores at the deal, whether
        a void hand counted, the history) is taken from ``like``, the position the caller
        expected here (the reference engine's own), or else the start of a hand's defaults.
        """
        if state.get("view") is not None or any(hand is None for hand in state.get("hands", ())):
            raise PositionError("state", "a position needs the whole state, not a seat's view")
        hands = tuple(_tiles(hand, f"hands/{seat}", max_pip) for seat, hand in enumerate(state["hands"]))
        line = state.get("line") or {}
        arms = _arms(line.get("arms") or {}, max_pip)
        lead = _tile(line.get("root"), "line/root", max_pip)
        status = _status(state["status"])
        size = state.get("boneyard_size", 0)
        if boneyard is None:
            kept: tuple[Tile, ...] | int = size
        else:
            placed = {tile for hand in hands for tile in hand} | {tile for arm in arms for tile in arm}
            if lead is not None:
                placed.add(lead)
            kept = tuple(tile for tile in _tiles(boneyard, "boneyard", max_pip) if tile not in placed)
            if len(kept) != size:
                raise PositionError("boneyard", f"the engine's boneyard holds {size} tiles, but {len(kept)} "
                                                f"tiles of the boneyard given are in no hand and not on the line")
        base = like if like is not None else cls(hands=hands)
        result = state.get("result")
        hand_result = None if result is None else result_from_dict(result)
        in_hand = status is Status.IN_PROGRESS or (status is Status.REDEAL_NEEDED and not base.void_counted)
        match_result = state.get("match_result")
        carried = base.carried
        if hand_result is not None and hand_result.tie and hand_result.carried is not None:
            carried = hand_result.carried
        turn = state.get("turn")
        return replace(
            base, hands=hands, lead=lead, arms=arms, spinner=_tile(line.get("spinner"), "line/spinner", max_pip),
            boneyard=kept, status=status, turn=base.turn if turn is None else turn,
            leader=state.get("leader", base.leader), ply=state.get("ply", base.ply),
            muggins_pending=state.get("muggins_pending", 0), scores=tuple(state.get("scores", ())),
            hand_result=hand_result, hands_played=state.get("hand", 0) - (1 if in_hand else 0),
            winners=None if match_result is None else tuple(match_result["winners"]), carried=carried,
        )


def result_from_dict(data: Mapping[str, Any]) -> HandResult:
    """A hand's result from its protocol form (``state.result``)."""
    try:
        end = _ENDS[data["end"]]
    except (KeyError, TypeError):
        raise PositionError("result/end", f"not a way a hand ends: {data!r}") from None
    return HandResult(end, data.get("winner"), data.get("side"), data.get("points", 0), tuple(data.get("pips", ())),
                      bool(data.get("tie", False)), bool(data.get("redeal", False)), data.get("carried"),
                      data.get("reason"))


def _status(word: Any) -> Status:
    try:
        return _STATUSES[word]
    except (KeyError, TypeError):
        raise PositionError("status", f"{word!r} is not a status ({', '.join(_STATUSES)})") from None


def _text(tile: Tile | None) -> str | None:
    return None if tile is None else str(tile)


def _tile(text: Any, where: str, max_pip: int) -> Tile | None:
    if text is None or isinstance(text, Tile):
        return text
    try:
        return Tile.parse(text, max_pip)
    except TileError as error:
        raise PositionError(where, str(error)) from None


def _tiles(tiles: Any, where: str, max_pip: int) -> tuple[Tile, ...]:
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Sequence):
        raise PositionError(where, f"a list of tiles, got {tiles!r}")
    return tuple(_tile(tile, f"{where}/{i}", max_pip) for i, tile in enumerate(tiles))  # type: ignore[misc]


def _arms(arms: Mapping[str, Any], max_pip: int) -> tuple[tuple[Tile, ...], ...]:
    unknown = [name for name in arms if name not in ARMS]
    if unknown:
        raise PositionError("line/arms", f"{unknown[0]!r} is not an end ({', '.join(ARMS)})")
    return tuple(_tiles(arms.get(name, ()), f"line/arms/{name}", max_pip) for name in ARMS)
