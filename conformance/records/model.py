"""The transcript model: the record of a match, read laxly, written canonically.

A transcript (format ``domino-transcript/1``, ``schemas/transcript.schema.json``)
holds the ruleset, the seats and teams, then per hand the explicit deal,
every event in order and the hand's result, then the match's result.

- **Lax import**: tiles in either order and with spaces (``" 6 - 4"``),
  whole numbers written as ``4.0``, keys in any order, any whitespace.
- **Canonical export**: keys sorted, no insignificant whitespace, tiles low
  half first, each hand's tiles in set order, ruleset overrides as dotted
  option ids (RFC 8785 style). Two records of one game export byte for byte
  alike; ``canonical_game`` leaves out what describes the recording rather
  than the game (metadata, seat names, extensions, unknown keys).
- **Preservation**: unknown top-level keys and every ``extensions`` object
  are kept as they are.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from reference_impl.moves import DRAW, MUGGINS, PASS, PLAY, SAID, Move
from reference_impl.ruleset import OPTION_BY_ID
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile

FORMAT = "domino-transcript/1"

#: The ends a transcript records (``target`` is the protocol's alone: a record ends the match instead).
HAND_ENDS = (HandEnd.OUT, HandEnd.BLOCKED, HandEnd.REDEAL)
MATCH_STATUSES = ("over", "unfinished")


# -- the model ------------------------------------------------------------------------


_TILES: dict[str, Tile] = {}


def tile_of(value: Any) -> Tile:
    """Read a tile written ``'a-b'`` in either order (``TileError`` if it is not one).

    Written forms are cached: a corpus names the same few hundred strings.
    """
    try:
        return _TILES[value]
    except (KeyError, TypeError):
        pass
    if isinstance(value, Tile):
        return value
    tile = Tile.parse(value)
    if len(_TILES) < 4096:
        _TILES[value] = tile
    return tile


def tiles_of(values: Iterable[Any]) -> list[Tile]:
    """Read a list of tiles as ``tile_of`` reads each; texts read before are looked up in one pass."""
    try:
        return [*map(_TILES.__getitem__, values)]
    except (KeyError, TypeError):  # a text not read before, or not a text
        return [tile_of(value) for value in values]


#: A whole number read laxly (JSON ``4.0`` is 4): ``int`` itself, called without a function around it.
_int = int


def _sorted_tiles(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles)


@dataclass(slots=True)
class RulesetSpec:
    """The ruleset of a record: a profile plus overrides, or a fully pinned ruleset."""

    profile: str | None = None
    overrides: dict[str, Any] = field(default_factory=dict)
    pinned: dict[str, Any] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RulesetSpec:
        """Read either form; nested override groups become dotted option ids."""
        if "profile" in data:
            return cls(profile=data["profile"], overrides=_dotted(data.get("overrides") or {}))
        return cls(pinned=dict(data))

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        if self.pinned is not None:
            return self.pinned
        return {"profile": self.profile, "overrides": self.overrides}

    def key(self) -> str:
        """A string equal for equal rulesets (used to cache resolved rulesets)."""
        return canonical_json(self.to_dict())


def _dotted(overrides: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"draw": {"reserve": 2}}`` -> ``{"draw.reserve": 2}``; other keys are kept as they are."""
    out: dict[str, Any] = {}
    for key, value in overrides.items():
        path = f"{prefix}{key}"
        if path in OPTION_BY_ID:
            out[path] = value
        elif isinstance(value, Mapping) and any(option.startswith(path + ".") for option in OPTION_BY_ID):
            out.update(_dotted(value, path + "."))
        else:
            out[path] = value
    return out


_SIMPLE_MOVES = {kind: Move(kind) for kind in (PASS, DRAW, MUGGINS)}
#: Play moves built once: a corpus repeats the same (tile, end, claim) many times.
_PLAYS: dict[tuple[Any, ...], Move] = {}


@dataclass(slots=True)
class Event:
    """One move of a hand, as recorded: who, what, and what it scored. A draw names the tile it took;
    under ``draw.mode = until_playable_one_move`` one draw takes several, named in order as ``tiles``."""

    seat: int
    type: str
    tile: Tile | None = None
    end: str | None = None
    claim: int | None = None
    points: int | None = None
    extensions: dict[str, Any] | None = None
    tiles: tuple[Tile, ...] | None = None

    @property
    def drawn(self) -> tuple[Tile, ...] | None:
        """The tiles a draw names, in the order taken (one, or every tile of a one-move draw)."""
        if self.tiles is not None:
            return self.tiles
        return None if self.tile is None else (self.tile,)

    @property
    def move(self) -> Move:
        """The move as the engine takes it (a draw names no tile: the boneyard decides which)."""
        if self.type != PLAY:
            return _SIMPLE_MOVES[self.type]
        key = (self.tile, self.end, self.claim)
        try:
            return _PLAYS[key]
        except KeyError:  # a play not met before
            move = Move(PLAY, self.tile, self.end, self.claim)
            if len(_PLAYS) < 65536:
                _PLAYS[key] = move
            return move

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        """Read an event the schema accepted."""
        return cls.from_dicts((data,))[0]

    @classmethod
    def from_dicts(cls, items: Iterable[Mapping[str, Any]]) -> list[Event]:
        """Read a hand's events the schema accepted, in one loop: this runs for every event of a corpus."""
        events = []
        append, tiles = events.append, _TILES
        for data in items:
            get = data.get
            seat, tile, end = data["seat"], get("tile"), get("end")
            if type(seat) is not int:
                seat = int(seat)
            if tile is not None:
                tile = tiles.get(tile) or tile_of(tile)
            # Seat, type, and the tile and end found are every key: no claim, points or extensions to look up.
            if len(data) == 2 + (tile is not None) + (end is not None):
                append(cls(seat, data["type"], tile, end))
                continue
            claim = get("claim")
            points = get("points")
            drawn = get("tiles")
            append(cls(
                seat,
                data["type"],
                tile,
                end,
                claim if claim is None or type(claim) is int else int(claim),
                points if points is None or type(points) is int else int(points),
                get("extensions"),
                None if drawn is None else tuple(tiles_of(drawn)),
            ))
        return events

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.tile is not None:
            out["tile"] = str(self.tile)
        if self.tiles is not None:
            out["tiles"] = [str(tile) for tile in self.tiles]
        if self.end is not None:
            out["end"] = self.end
        if self.claim is not None:
            out["claim"] = self.claim
        if self.points is not None:
            out["points"] = self.points
        if self.extensions is not None:
            out["extensions"] = self.extensions
        return out

    def describe(self) -> str:
        """The event in the scenarios' words: ``seat 1 plays 4-6 on the right``."""
        text = f"seat {self.seat} {self.move.words(SAID, drawn=self.drawn)}"
        if self.points:
            text += f" (scoring {self.points})"
        return text


@dataclass(slots=True)
class Deal:
    """The explicit deal: each seat's tiles, the boneyard in draw order, and any lots."""

    hands: list[list[Tile]]
    boneyard: list[Tile]
    lots: list[Tile] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deal:
        """Read a deal the schema accepted; a hand's order does not matter and is sorted."""
        lots = data.get("lots")
        hands = [tiles_of(hand) for hand in data["hands"]]
        for tiles in hands:
            tiles.sort()  # a list just read: sorted where it is, not copied
        return cls(
            hands,
            tiles_of(data["boneyard"]),
            None if lots is None else tiles_of(lots),
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {
            "hands": [[str(tile) for tile in hand] for hand in self.hands],
            "boneyard": [str(tile) for tile in self.boneyard],
        }
        if self.lots is not None:
            out["lots"] = [str(tile) for tile in self.lots]
        return out


@dataclass(slots=True)
class HandResult:
    """How a hand ended, who won it, what it scored, and the totals after it."""

    end: str
    winner: int | None
    points: int
    scores: list[int]
    void: bool
    pips: list[int] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandResult:
        """Read a hand result the schema accepted."""
        winner = data["winner"]
        pips = data.get("pips")
        return cls(
            data["end"],
            None if winner is None else _int(winner),
            _int(data["points"]),
            [*map(_int, data["scores"])],
            data["void"],
            None if pips is None else [*map(_int, pips)],
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {
            "end": self.end,
            "winner": self.winner,
            "points": self.points,
            "scores": self.scores,
            "void": self.void,
        }
        if self.pips is not None:
            out["pips"] = self.pips
        return out


@dataclass(slots=True)
class HandRecord:
    """One deal of the match: the deal, its leader, its events and its result."""

    deal: Deal
    leader: int | None
    events: list[Event]
    result: HandResult
    extensions: dict[str, Any] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandRecord:
        """Read a hand the schema accepted."""
        leader = data["leader"]
        return cls(
            Deal.from_dict(data["deal"]),
            None if leader is None else _int(leader),
            Event.from_dicts(data["events"]),
            HandResult.from_dict(data["result"]),
            data.get("extensions"),
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {
            "deal": self.deal.to_dict(),
            "leader": self.leader,
            "events": [event.to_dict() for event in self.events],
            "result": self.result.to_dict(),
        }
        if self.extensions is not None:
            out["extensions"] = self.extensions
        return out


@dataclass(slots=True)
class MatchResult:
    """The end of the record: whether the match is over, who won, the totals, the hands that counted."""

    status: str
    scores: list[int]
    hands: int
    winners: list[int] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MatchResult:
        """Read a match result the schema accepted; winners are kept in side order."""
        winners = data.get("winners")
        return cls(
            data["status"],
            [*map(_int, data["scores"])],
            _int(data["hands"]),
            None if winners is None else sorted(map(_int, winners)),
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {"status": self.status, "scores": self.scores, "hands": self.hands}
        if self.winners is not None:
            out["winners"] = self.winners
        return out


_KNOWN_KEYS = frozenset(
    {"format", "ruleset", "players", "teams", "seats", "hands", "result", "metadata", "extensions"}
)
#: What describes the recording, not the game: left out of ``canonical_game``.
_RECORDING_KEYS = frozenset({"seats", "metadata", "extensions"})


@dataclass(slots=True)
class Transcript:
    """A whole record: ruleset, seats, hands and result, plus what it carries besides."""

    ruleset: RulesetSpec
    players: int
    teams: list[list[int]] | None
    hands: list[HandRecord]
    result: MatchResult
    seats: list[dict[str, Any]] | None = None
    metadata: dict[str, Any] | None = None
    extensions: dict[str, Any] | None = None
    unknown: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Transcript:
        """Read a document the schema accepted (``schema().errors(data)`` is empty).

        Anything else may raise; ``load`` checks the schema first.
        """
        teams = data["teams"]
        return cls(
            ruleset=RulesetSpec.from_dict(data["ruleset"]),
            players=_int(data["players"]),
            teams=None if teams is None else [[*map(_int, team)] for team in teams],
            hands=[HandRecord.from_dict(hand) for hand in data["hands"]],
            result=MatchResult.from_dict(data["result"]),
            seats=data.get("seats"),
            metadata=data.get("metadata"),
            extensions=data.get("extensions"),
            unknown={key: value for key, value in data.items() if key not in _KNOWN_KEYS},
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form as a dict (dump it with ``canonical_json``)."""
        out: dict[str, Any] = dict(self.unknown)
        out.update(
            format=FORMAT,
            ruleset=self.ruleset.to_dict(),
            players=self.players,
            teams=self.teams,
            hands=[hand.to_dict() for hand in self.hands],
            result=self.result.to_dict(),
        )
        if self.seats is not None:
            out["seats"] = self.seats
        if self.metadata is not None:
            out["metadata"] = self.metadata
        if self.extensions is not None:
            out["extensions"] = self.extensions
        return out

    def event_count(self) -> int:
        """How many events the record holds, over all hands."""
        return sum(len(hand.events) for hand in self.hands)


def canonical_json(document: Any) -> str:
    """The canonical text of a JSON value: sorted keys, no whitespace, UTF-8 kept as is."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def dumps(transcript: Transcript) -> str:
    """A transcript's canonical export: one line, no trailing newline."""
    return canonical_json(transcript.to_dict())


def canonical_game(transcript: Transcript) -> str:
    """The canonical export of the game alone: no metadata, seat names, extensions or unknown keys.

    Two engines' records of the same game are equal in this form even when
    they describe the recording differently.
    """
    document = {
        key: value
        for key, value in transcript.to_dict().items()
        if key in _KNOWN_KEYS and key not in _RECORDING_KEYS
    }
    for hand in document["hands"]:
        hand.pop("extensions", None)
        for event in hand["events"]:
            event.pop("extensions", None)
    return canonical_json(document)


def canonicalize(document: Any) -> str:
    """The canonical export of a document the schema accepted (lax in, canonical out)."""
    return dumps(Transcript.from_dict(document))
