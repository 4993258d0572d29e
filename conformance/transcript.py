"""Transcripts: the record of a match, read laxly, written canonically, streamed from disk.

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
- **Streaming**: a corpus may be JSON Lines (``.jsonl`` / ``.ndjson``), one
  transcript a line; ``iter_documents`` reads it a line at a time, in
  constant memory, and turns every unreadable line into a located error
  (file, line, column) instead of an exception.

Reading is in three steps, each with its own failure: the bytes
(``UnreadableInput``: missing file, not UTF-8, not JSON, too long, nested too
deep), the shape (``schema_errors``: JSON pointer and message, ranked by
``best_match``), then the model (``Transcript.from_dict`` on a document the
schema accepted).
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import islice
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError, best_match, relevance

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, Match
from reference_impl.moves import DRAW, MUGGINS, PASS, PLAY, Move
from reference_impl.ruleset import OPTION_BY_ID
from reference_impl.tiles import Tile

from . import strict_json
from .protocol import SCHEMA_ROOT, json_pointer, registry

FORMAT = "domino-transcript/1"
SCHEMA_ID = SCHEMA_ROOT + "transcript.schema.json"

#: The longest record (one JSON Lines line, or one .json file) read; longer ones are refused unread.
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: The most schema errors gathered from one record before ranking them.
MAX_SCHEMA_ERRORS_READ = 100
#: File names always read as JSON Lines; any other file is told by its content.
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")
#: Sidecar files in a corpus folder that are not transcripts.
SIDECAR_SUFFIX = ".expect.json"

HAND_ENDS = ("out", "blocked", "redeal")
MATCH_STATUSES = ("over", "unfinished")


class UnreadableInput(Exception):
    """An input could not be read as JSON: missing, not UTF-8, not JSON, too long, nested too deep.

    ``source`` is the file, ``line`` the JSON Lines line (1-based) when there
    is one, ``column`` the column of a JSON syntax error.
    """

    def __init__(self, source: str, message: str, line: int | None = None, column: int | None = None) -> None:
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        super().__init__(f"{where(source, line, column)}: {message}")


def where(source: str, line: int | None = None, column: int | None = None, pointer: str | None = None) -> str:
    """``file``, ``file:line``, ``file:line:column`` or ``file:line /json/pointer``."""
    text = source
    if line is not None:
        text += f":{line}"
        if column is not None:
            text += f":{column}"
    if pointer is not None:
        text += f" {pointer or '/'}"
    return text


# -- the schema --------------------------------------------------------------------


@dataclass(frozen=True)
class SchemaError:
    """One way a document breaks the transcript schema: where (a JSON pointer) and why."""

    pointer: str
    message: str

    def to_dict(self) -> dict[str, str]:
        """``{"pointer": ..., "message": ...}``."""
        return {"pointer": self.pointer, "message": self.message}


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 20] + " ... " + text[-12:]


def _describe(error: ValidationError) -> str:
    """A plain account of one schema error; instances are shortened, never dumped whole."""
    if error.validator is None and error.schema is False:
        key = error.path[-1] if error.path else "this"
        return f"{key!r} is not allowed here"
    if error.validator == "type":
        return f"{_short(error.instance)} is not of type {error.validator_value!r}"
    if error.validator == "pattern" and error.validator_value == _TILE_PATTERN:
        return f"{_short(error.instance)} is not a tile: write it 'a-b', e.g. '4-6'"
    message = error.message
    return message if len(message) <= 300 else message[:200] + " ... " + message[-60:]


_TILE_PATTERN = r"^\s*(?:[0-9]|1[0-2])\s*-\s*(?:[0-9]|1[0-2])\s*$"


class TranscriptSchema:
    """The transcript schema, compiled once.

    ``errors`` answers fast for valid documents with jsonschema-rs when it is
    installed (a dependency of the package) and ``fast`` is not False; the messages of
    an invalid document always come from python-jsonschema, ranked by
    relevance (``best_match`` first).
    """

    def __init__(self, fast: bool | None = None) -> None:
        self.python = Draft202012Validator(
            {"$ref": SCHEMA_ID}, registry=registry(), format_checker=FormatChecker()
        )
        self.rust = _rust_validator() if fast is not False else None
        if fast is True and self.rust is None:
            raise RuntimeError(
                "the fast validator needs jsonschema-rs: pip install jsonschema-rs"
            )

    @property
    def fast(self) -> bool:
        """Whether jsonschema-rs answers for valid documents."""
        return self.rust is not None

    def errors(self, document: Any, limit: int = 10) -> SchemaErrors:
        """The document's schema errors, most relevant first; empty when it is valid.

        At most ``MAX_SCHEMA_ERRORS_READ`` errors are gathered and ranked, and
        ``limit`` of them kept: a record with millions of bad values is
        answered in the time and memory of a few.
        """
        if self.rust is not None and self.rust.is_valid(document):
            return SchemaErrors()
        gathered = list(islice(self.python.iter_errors(document), MAX_SCHEMA_ERRORS_READ + 1))
        more = len(gathered) > MAX_SCHEMA_ERRORS_READ
        found = sorted(gathered[:MAX_SCHEMA_ERRORS_READ], key=relevance, reverse=True)
        best = best_match(found)  # descends into oneOf/anyOf for the sub-error that explains most
        ranked = [] if best is None else [best] + [error for error in found if error is not best]
        kept = SchemaErrors(SchemaError(json_pointer(error.absolute_path), _describe(error)) for error in ranked[:limit])
        kept.total = len(found)
        kept.more = more
        return kept


class SchemaErrors(list[SchemaError]):
    """Schema errors kept, most relevant first; ``total`` were found, and ``more`` says the search stopped there."""

    total = 0
    more = False


@cache
def schema(fast: bool | None = None) -> TranscriptSchema:
    """The shared compiled transcript schema (``fast=None``: jsonschema-rs when installed)."""
    return TranscriptSchema(fast)


def _rust_validator() -> Any:
    try:
        import jsonschema_rs
    except ImportError:
        return None
    resources = []
    for uri, resource in registry().items():
        resources.append((uri, resource.contents))
    rust_registry = jsonschema_rs.Registry(resources)
    return jsonschema_rs.validator_for({"$ref": SCHEMA_ID}, registry=rust_registry, validate_formats=True)


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


def _int(value: Any) -> int:
    """A whole number read laxly (JSON ``4.0`` is 4)."""
    return int(value)


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
    """One move of a hand, as recorded: who, what, and what it scored."""

    seat: int
    type: str
    tile: Tile | None = None
    end: str | None = None
    claim: int | None = None
    points: int | None = None
    extensions: dict[str, Any] | None = None

    @property
    def move(self) -> Move:
        """The move as the engine takes it (a draw names no tile: the boneyard decides which)."""
        if self.type != PLAY:
            return _SIMPLE_MOVES[self.type]
        key = (self.tile, self.end, self.claim)
        move = _PLAYS.get(key)
        if move is None:
            move = Move(PLAY, self.tile, self.end, self.claim)
            if len(_PLAYS) < 65536:
                _PLAYS[key] = move
        return move

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        """Read an event the schema accepted (this runs once per event of a corpus: kept lean)."""
        get = data.get
        tile = get("tile")
        if tile is not None:
            tile = _TILES.get(tile) or tile_of(tile)
        seat = data["seat"]
        claim = get("claim")
        points = get("points")
        return cls(
            seat if type(seat) is int else int(seat),
            data["type"],
            tile,
            get("end"),
            claim if claim is None or type(claim) is int else int(claim),
            points if points is None or type(points) is int else int(points),
            get("extensions"),
        )

    def to_dict(self) -> dict[str, Any]:
        """The canonical form."""
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.tile is not None:
            out["tile"] = str(self.tile)
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
        if self.type == PLAY:
            text = f"seat {self.seat} {'leads' if self.end is None else 'plays'} {self.tile}"
            if self.end is not None:
                text += f" on the {self.end}"
            if self.claim is not None:
                text += f" claiming {self.claim}"
        elif self.type == DRAW:
            text = f"seat {self.seat} draws {self.tile}"
        elif self.type == MUGGINS:
            text = f"seat {self.seat} calls muggins"
        else:
            text = f"seat {self.seat} passes"
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
        return cls(
            [_sorted_tiles(tile_of(tile) for tile in hand) for hand in data["hands"]],
            [tile_of(tile) for tile in data["boneyard"]],
            None if lots is None else [tile_of(tile) for tile in lots],
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
            [_int(score) for score in data["scores"]],
            data["void"],
            None if pips is None else [_int(p) for p in pips],
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
            [Event.from_dict(event) for event in data["events"]],
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
            [_int(score) for score in data["scores"]],
            _int(data["hands"]),
            None if winners is None else sorted(_int(side) for side in winners),
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
            teams=None if teams is None else [[_int(seat) for seat in team] for team in teams],
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


# -- reading ---------------------------------------------------------------------------


@dataclass(slots=True)
class Document:
    """One record read from an input: where it is, and its JSON value or why it is unreadable.

    ``index`` counts records within the file from 0; ``line`` is the JSON
    Lines line (None for a one-document file).
    """

    source: str
    index: int
    line: int | None
    data: Any = None
    error: UnreadableInput | None = None

    def where(self, pointer: str | None = None) -> str:
        """``file:line /pointer`` for messages."""
        return where(self.source, self.line, None, pointer)


def parse_json(text: str | bytes, source: str, line: int | None = None) -> Any:
    """Parse one JSON text; every failure becomes ``UnreadableInput`` naming the place."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise UnreadableInput(
                source, f"not UTF-8 text (byte {error.start}: {error.reason})", line
            ) from None
    text = text.removeprefix("\ufeff")
    try:
        return strict_json.loads(text)
    except json.JSONDecodeError as error:
        # In a JSON Lines record the error's own line is always 1: report the file's line.
        err_line = line if line is not None else error.lineno
        raise UnreadableInput(source, f"not JSON: {error.msg}", err_line, error.colno) from None
    except strict_json.TooDeep:
        raise UnreadableInput(source, "not readable: JSON nested too deeply", line) from None
    except ValueError as error:  # a key twice, NaN/Infinity, numbers with too many digits
        raise UnreadableInput(source, f"not readable: {error}", line) from None


def is_json_lines(path: str | os.PathLike[str]) -> bool:
    """Whether a file is read as JSON Lines whatever it holds (by its suffix)."""
    return str(path).lower().endswith(JSON_LINES_SUFFIXES)


#: The name standing for standard input.
STDIN = "-"


def display_name(path: str | os.PathLike[str]) -> str:
    """A file name fit to print: bytes that are not UTF-8 are shown as ``\\xNN`` escapes."""
    return os.fsencode(path).decode("utf-8", errors="backslashreplace")


class _Rewound:
    """A binary stream with lines already read put back in front (standard input cannot seek)."""

    def __init__(self, handle: Any, lines: list[bytes]) -> None:
        self._handle = handle
        self._lines = lines

    def readline(self, limit: int) -> bytes:
        if self._lines:
            return self._lines.pop(0)
        return self._handle.readline(limit)

    def read(self, limit: int) -> bytes:
        head = b"".join(self._lines)
        self._lines = []
        return head + self._handle.read(max(0, limit - len(head)))


def _looks_like_json_lines(first: bytes, second: bytes) -> bool:
    """Whether a file whose first two non-blank lines are these holds one JSON value a line."""
    try:
        json.loads(first)
    except (ValueError, RecursionError):
        return False
    return True


def _open(path: str | os.PathLike[str], source: str) -> Any:
    """The file's binary handle (standard input for ``-``); ``UnreadableInput`` naming why not."""
    if str(path) == STDIN:
        return open(sys.stdin.fileno(), "rb", closefd=False)  # noqa: SIM115 - the caller closes it
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise UnreadableInput(source, "no such file") from None
    except OSError as error:
        raise UnreadableInput(source, f"cannot be read: {error.strerror or error}") from None
    if stat.S_ISDIR(mode):
        raise UnreadableInput(source, "is a folder, not a transcript file")
    if not stat.S_ISREG(mode):
        # Reading a FIFO or a device could wait for ever or never end.
        raise UnreadableInput(source, f"is {_file_kind(mode)}, not a regular file: name a transcript file or a folder")
    try:
        return open(path, "rb")  # noqa: SIM115 - the caller closes it
    except OSError as error:
        raise UnreadableInput(source, f"cannot be read: {error.strerror or error}") from None


def _file_kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file"


def iter_documents(path: str | os.PathLike[str], max_bytes: int = MAX_RECORD_BYTES) -> Iterator[Document]:
    """Every record of one file (``-``: standard input), in order, each parsed or carrying its ``UnreadableInput``.

    A file holds JSON Lines when its name says so (``.jsonl``, ``.ndjson``)
    or when its first line is a whole JSON value and another line follows;
    else it holds one JSON document. JSON Lines are read a line at a time:
    memory stays bounded by ``max_bytes`` whatever the file's size, and a
    longer line is skipped unread with an error naming it. Blank lines are
    ignored. Only regular files are read (a FIFO could wait for ever). Never raises.
    """
    source = "<stdin>" if str(path) == STDIN else display_name(path)
    try:
        handle = _open(path, source)
    except UnreadableInput as error:
        yield Document(source, 0, None, error=error)
        return
    with handle:
        try:
            first = _next_nonblank(handle, max_bytes)
            whole_line = bool(first) and len(first[-1]) <= max_bytes  # else the rest of that line comes next
            second = _next_nonblank(handle, max_bytes) if whole_line else []
        except OSError as error:
            yield Document(source, 0, None, error=UnreadableInput(source, f"cannot be read: {error}"))
            return
        lines_mode = is_json_lines(source) or (
            bool(second) and _looks_like_json_lines(first[-1], second[-1])
        )
        rewound = _Rewound(handle, first + second)
        del first, second  # the rewound stream holds them now, and lets each go once read
        if lines_mode:
            yield from _iter_lines(rewound, source, max_bytes)
            return
        try:
            text = rewound.read(max_bytes + 1)
            if len(text) > max_bytes:
                raise UnreadableInput(
                    source,
                    f"is more than the {max_bytes} bytes a single transcript may take; "
                    f"write a large corpus as JSON Lines (one transcript a line)",
                )
            if not text.strip():
                raise UnreadableInput(source, "is empty")
            yield Document(source, 0, None, parse_json(text, source))
        except UnreadableInput as error:
            yield Document(source, 0, None, error=error)
        except OSError as error:
            yield Document(source, 0, None, error=UnreadableInput(source, f"cannot be read: {error}"))


def _next_nonblank(handle: Any, max_bytes: int) -> list[bytes]:
    """The lines read up to and including the next non-blank one ([] at the end of the file)."""
    lines = []
    while True:
        line = handle.readline(max_bytes + 1)
        if not line:
            return []
        lines.append(line)
        if line.strip():
            return lines


def _iter_lines(handle: Any, source: str, max_bytes: int) -> Iterator[Document]:
    index = 0
    number = 0
    while True:
        try:
            raw = handle.readline(max_bytes + 1)
        except OSError as error:
            yield Document(
                source,
                index,
                number + 1,
                error=UnreadableInput(source, f"cannot be read: {error}", number + 1),
            )
            return
        if not raw:
            return
        number += 1
        if len(raw) > max_bytes and not raw.endswith(b"\n"):
            # Skip the rest of the line a chunk at a time: never hold it whole.
            skipped = len(raw)
            while True:
                chunk = handle.readline(1 << 20)
                skipped += len(chunk)
                if not chunk or chunk.endswith(b"\n"):
                    break
            error = UnreadableInput(
                source,
                f"the record is {skipped} bytes long, more than the {max_bytes} "
                f"bytes a transcript may take; skipped unread",
                number,
            )
            yield Document(source, index, number, error=error)
            index += 1
            continue
        if not raw.strip():
            continue
        try:
            yield Document(source, index, number, parse_json(raw, source, number))
        except UnreadableInput as error:
            yield Document(source, index, number, error=error)
        index += 1


def expand_paths(paths: Sequence[str | os.PathLike[str]]) -> Iterator[Path]:
    """Files named, and the transcript files inside folders named (sorted, recursively).

    In a folder, files ending ``.json``, ``.jsonl`` or ``.ndjson`` are
    transcripts, except ``*.expect.json`` sidecars. A path that does not
    exist is passed on, so reading it reports it missing.
    """
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                name = child.name.lower()
                if (
                    child.is_file()
                    and name.endswith((".json",) + JSON_LINES_SUFFIXES)
                    and not name.endswith(SIDECAR_SUFFIX)
                ):
                    yield child
        else:
            yield path


class InvalidTranscript(ValueError):
    """A document is JSON but not a transcript; ``errors`` lists the schema errors, most relevant first."""

    def __init__(self, where_: str, errors: list[SchemaError]) -> None:
        self.errors = errors
        first = errors[0]
        super().__init__(f"{where_} {first.pointer or '/'}: {first.message}")


def load(document: Document, fast: bool | None = None) -> Transcript:
    """The transcript in a document; raise ``UnreadableInput`` or ``InvalidTranscript``."""
    if document.error is not None:
        raise document.error
    errors = schema(fast).errors(document.data)
    if errors:
        raise InvalidTranscript(document.where(), errors)
    return Transcript.from_dict(document.data)


def read_transcripts(path: str | os.PathLike[str]) -> Iterator[Transcript]:
    """Every transcript of a file, streamed; the first unreadable or invalid one raises."""
    for document in iter_documents(path):
        yield load(document)


def write_transcripts(transcripts: Iterable[Transcript], path: str | os.PathLike[str]) -> int:
    """Write transcripts in canonical form, one a line; return how many were written.

    Each line is flushed as it is written, so a run that stops part-way
    leaves every finished record on disk.
    """
    count = 0
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for transcript in transcripts:
            out.write(dumps(transcript) + "\n")
            out.flush()
            count += 1
    return count


# -- recording --------------------------------------------------------------------------


def event_points(match: Match) -> int:
    """What the move just applied scored during the hand (fives counts, muggins).

    The engine adds the end-of-hand points on the move that ends the hand;
    they belong to the hand's result, not to the event, and are taken off.
    """
    scored = match.last_points
    result = match.hand_result
    if match.status != IN_PROGRESS and result and result.get("winner") is not None:
        scored -= result["points"]
    return scored


class Recorder:
    """Writes the transcript of a match played on the reference engine, move by move.

    ``deal`` starts each hand, ``apply`` makes and records a move (with the
    tile a draw took and the points the move scored), ``transcript`` gives
    the record so far (the match ``unfinished`` unless it is over).
    """

    def __init__(
        self,
        match: Match,
        ruleset: RulesetSpec,
        seats: list[dict[str, Any]] | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        self.match = match
        self.ruleset = ruleset
        self.seats = seats
        self.metadata = metadata
        self.hands: list[HandRecord] = []
        self._events: list[Event] = []
        self._deal: Deal | None = None

    def deal(
        self,
        hands: Sequence[Sequence[Tile | str]],
        boneyard: Sequence[Tile | str],
        lots: Sequence[Tile | str] | None = None,
    ) -> str:
        """Deal a hand; a void deal (no leader) is recorded at once."""
        self._finish_hand()
        match = self.match
        status = match.deal(hands, boneyard, lots)
        self._deal = Deal(
            [_sorted_tiles(tile_of(t) for t in hand) for hand in hands],
            [tile_of(t) for t in boneyard],
            None if lots is None else [tile_of(t) for t in lots],
        )
        self._events = []
        self._leader = None if match.hand_void else match.leader
        if status != IN_PROGRESS:
            self._finish_hand()
        return status

    def apply(self, move: Move) -> None:
        """Make ``move`` for the player to act and record it (``IllegalMove`` if it is illegal)."""
        match = self.match
        seat = match.turn
        match.apply(move, seat)
        tile = move.tile
        if move.kind == DRAW:
            tile = match.tileset.tiles[match.boneyard[match.drawn - 1]]
        points = event_points(match) if move.kind in (PLAY, MUGGINS) else 0
        self._events.append(
            Event(seat, move.kind, tile, move.end, move.claim if move.kind == PLAY else None, points or None)
        )
        if match.status != IN_PROGRESS:
            self._finish_hand()

    # The recorder is a judge of the walk (``conformance.walker``) that judges nothing: it records.

    def begin(self) -> None:
        """Nothing to record before the first deal."""

    def dealt(self, number: int, hand: Any) -> None:
        """Deal the walk's hand."""
        self.deal(hand.deal.hands, hand.deal.boneyard, hand.deal.lots)

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Make and record the walk's move."""
        self.apply(event.move)

    def hand_over(self, number: int, hand: Any, last: Event | None) -> None:
        """The hand was recorded as it ended."""

    def end(self, hands: int) -> None:
        """The match was recorded as it went."""

    def hand_in_progress(self) -> tuple[Deal, list[Event]] | None:
        """The deal and the events so far of the hand being played, or None between hands."""
        return None if self._deal is None else (self._deal, list(self._events))

    def _finish_hand(self) -> None:
        match = self.match
        if self._deal is None or match.status == IN_PROGRESS:
            return
        result = match.hand_result or {}
        end = result.get("end", "redeal")
        self.hands.append(
            HandRecord(
                self._deal,
                self._leader,
                self._events,
                HandResult(
                    end,
                    result.get("side"),
                    result.get("points", 0),
                    list(match.scores),
                    match.hand_void,
                    None if end == "redeal" else list(result.get("pips") or []),
                ),
            )
        )
        self._deal = None
        self._events = []

    def transcript(self) -> Transcript:
        """The record of the match so far (hands finished; the match over or unfinished)."""
        match = self.match
        over = match.status == MATCH_OVER
        teams = None if match.rules.teams is None else [list(team) for team in match.rules.teams]
        return Transcript(
            ruleset=self.ruleset,
            players=match.players,
            teams=teams,
            hands=list(self.hands),
            result=MatchResult(
                "over" if over else "unfinished",
                list(match.scores),
                match.hands_played,
                sorted(match.winners or []) if over else None,
            ),
            seats=self.seats,
            metadata=self.metadata,
        )
