"""Game sheets: a plain-text record of a game that a person writes by hand and a program reads exactly.

A sheet names the rules, the players, each hand's deal and its moves in the
suite's move words, and may end with a question for ``ruling``::

    rules: block
    players: Alice, Ben, Cara

    hand 1
    Alice: 0-2 1-1 1-4 2-6 4-6
    Ben: 0-0 0-1 1-3 3-4 3-5
    Cara: 0-6 1-2 2-3 3-6 5-6
    boneyard: the rest
    Alice leads 1-1
    Ben plays 1-3 on the right

    ? Cara passes

The grammar, with examples, is in docs/sheets.md. ``parse`` reads a sheet
(``SheetError`` names the file, line and column of the first thing it cannot
read); ``from_transcript`` and ``render`` print a transcript as a sheet.
What a sheet leaves out (the leader, the tile a draw took, what a move
scored, the results) is filled in by playing it: see ``sheet_play``.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reference_impl.moves import DRAW, Move, MoveTextError, parse_sheet_move
from reference_impl.ruleset import Ruleset, RulesetError, check_overrides, merge
from reference_impl.tiles import Tile, TileError

from conformance.rulebook.data_paths import data_path
import conformance.rulebook.index as rulebook
from conformance.rulebook.index import SuiteError, profiles
from conformance.rulebook.index import parse_option_value
from conformance.inputs.strict_json import depth
from conformance.inputs.text_files import MAX_JSON_DEPTH, UnreadableText, parse_json_text, read_text_file
from .files import UnreadableInput
from .model import HAND_ENDS, Event, HandResult, MatchResult, RulesetSpec, Transcript

#: The boneyard as a sheet may give it: every tile in draw order, the undealt tiles in set order, or unknown.
LISTED, THE_REST, UNKNOWN = "listed", "the rest", "unknown"
#: The three questions a sheet may ask.
MOVE_QUESTION, WHAT_NOW, END_QUESTION = "move", "what now", "end"
#: A line holding only this separates the sheets of one file.
SEPARATOR = "---"

#: The keys of a position's lines (``line: 3-5``, ``left: 3-1``, ``turn: Ben``, ...), besides ``boneyard`` and ``leader``.
POSITION_KEYS = ("line", "left", "right", "up", "down", "spinner", "turn", "scores", "count", "carried",
                 "unclaimed", "passes")
#: How a position's line is given: laid out tile by tile, only said to be blocked, or not written
#: (where a seat has gone out, which tiles lie how changes nothing).
LAID, BLOCKED_LINE, UNWRITTEN_LINE = "laid", "blocked", "unknown"
#: A position's boneyard given by its size alone.
SIZE = "size"

_KEYWORDS = frozenset(
    {"rules", "with", "players", "seats", "teams", "metadata", "hand", "boneyard", "lots", "leader",
     "result", "match", "expect", "seat", "nobody", "position", *POSITION_KEYS}
)
_NAME = r"[A-Za-z][A-Za-z0-9_'-]*"
_SEAT = rf"seat\s+\d+|{_NAME}"
_HEADER = re.compile(r"^(?P<key>rules|players|seats|teams|metadata)\s*:\s*(?P<value>.*)$")
_WITH = re.compile(r"^with\s+(?P<option>[a-z_.]+)\s*=\s*(?P<value>.+)$")
#: The longest number a sheet may hold: Python reads no longer integer from text.
MAX_DIGITS = 4300
_DIGIT_RUN = re.compile(r"\d+")
_HAND = re.compile(r"^hand(?:\s+(?P<number>\d+))?\s*:?$")
_POSITION = re.compile(r"^position(?:\s+of\s+hand\s+(?P<number>\d+))?\s*:?$")
_POSITION_KEY = re.compile(rf"^(?P<key>{'|'.join(POSITION_KEYS)}|boneyard)\s*:\s*(?P<value>.*)$")
_DEAL_LINE = re.compile(rf"^(?P<seat>{_SEAT})\s*:\s*(?P<tiles>.*)$")
_HAND_KEY = re.compile(r"^(?P<key>boneyard|lots|leader|result)\s*:\s*(?P<value>.*)$")
_MATCH = re.compile(r"^match\s*:\s*(?P<value>.*)$")
_QUESTION = re.compile(r"^\?\s*(?P<value>.*)$")
_EXPECT = re.compile(r"^expect(?P<rest>\s.*|:.*)$")
_MOVE_LINE = re.compile(rf"^(?P<seat>{_SEAT})\s+(?P<move>\S.*)$")
_SCORING = re.compile(r"\s*\(scoring\s+(?P<points>\d+)\)\s*$")
#: A clause id an expected answer names: after ``illegal,`` or ``breaks``.
_CLAUSE_IN_ANSWER = re.compile(r"(?:illegal,|breaks)\s+(?P<clause>[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)")
_WON_BY = re.compile(r"^won\s+by\s+(?:nobody|(?:seats?|teams?|sides?)\s+(?P<sides>\d+(?:\s+and\s+\d+)*))$")


class SheetError(ValueError):
    """A sheet cannot be read. The message names the file, line and column, and what to write instead."""

    def __init__(self, source: str, line: int, column: int, message: str) -> None:
        super().__init__(f"{source}:{line}:{column}: {message}")
        self.source = source
        self.line = line
        self.column = column
        self.message = message


@dataclass
class SheetEvent:
    """One move of a hand as the sheet writes it; ``drawn`` (the tiles a draw took) and ``points`` when the
    sheet states them."""

    seat: int
    move: Move
    drawn: tuple[Tile, ...] | None = None
    points: int | None = None
    line: int = 0
    text: str = ""

    def as_event(self) -> Event:
        """The transcript event (points and drawn tile as stated)."""
        move = self.move
        if move.kind != DRAW or self.drawn is None:
            return Event(self.seat, move.kind, move.tile, move.end, move.claim, self.points)
        several = len(self.drawn) > 1  # one draw that took tiles until one fits
        return Event(self.seat, DRAW, None if several else self.drawn[0], None, None, self.points,
                     tiles=self.drawn if several else None)


@dataclass
class Place:
    """Where a line of the sheet states something: its line, the column its value starts at, and the
    column of each tile it lists."""

    line: int
    column: int
    tiles: list[int] = field(default_factory=list)

    def of_tile(self, index: int) -> int:
        """The column of the ``index``-th tile listed (the value's column past the last)."""
        return self.tiles[index] if 0 <= index < len(self.tiles) else self.column


@dataclass
class SheetPosition:
    """A hand that starts from a position: the line as it lies, the seat to act, the score so far.

    Each seat's tiles are the hand's ``hands``; ``places`` says where each key was written
    (``line``, ``left``, ..., ``turn``, ``boneyard``), for messages.
    """

    number: int = 1  #: the hand's number in the match: ``number - 1`` hands were played before it
    line_kind: str = LAID
    lead: Tile | None = None
    arms: dict[str, list[Tile]] = field(default_factory=dict)
    spinner: Tile | None = None
    boneyard_size: int | None = None  #: the size, when the boneyard is given by it alone
    turn: int | None = None  #: None: the hand is over (a seat went out, or the line is blocked)
    scores: list[int] | None = None
    count: int | None = None  #: the count the sheet says the ends show, checked
    carried: int = 0
    unclaimed: int = 0
    passes: int = 0
    places: dict[str, Place] = field(default_factory=dict)


@dataclass
class SheetHand:
    """One hand: the deal (``boneyard`` is None unless listed), what it states, and its moves.

    A hand that starts from a position has ``position``; its ``hands`` are what each seat holds then.
    """

    hands: list[list[Tile]]
    boneyard_kind: str = THE_REST
    boneyard: list[Tile] | None = None  # as listed; under "the rest", the tiles named to come first
    lots: list[Tile] | None = None
    leader: int | None = None
    events: list[SheetEvent] = field(default_factory=list)
    result: HandResult | None = None
    line: int = 0
    result_line: int = 0
    stated: set[str] = field(default_factory=set)  # the keyed lines read: boneyard, lots, leader, result
    position: SheetPosition | None = None
    seat_places: list[Place] = field(default_factory=list)  #: where each seat's tiles are written
    boneyard_place: Place | None = None

    @property
    def leader_stated(self) -> bool:
        """Whether the sheet names the hand's leader (``leader: nobody`` for a void deal included)."""
        return "leader" in self.stated


@dataclass
class Question:
    """What the sheet asks: a move (``seat`` and ``move``), what now, or the end of the hand."""

    kind: str
    seat: int | None = None
    move: Move | None = None
    text: str = ""
    line: int = 0


@dataclass
class Expectation:
    """The answer the sheet's writer says the rulebook gives, under its rules or one option's value."""

    answer: str
    option: str | None = None
    value: Any = None
    line: int = 0


@dataclass
class Sheet:
    """A whole sheet: rules, players, hands, an optional match result, question and expectations."""

    source: str
    ruleset: RulesetSpec
    players: int
    seats: list[dict[str, Any]] | None = None
    teams: list[list[int]] | None = None
    teams_stated: bool = False
    metadata: dict[str, Any] | None = None
    hands: list[SheetHand] = field(default_factory=list)
    match: MatchResult | None = None
    match_line: int = 0
    question: Question | None = None
    expectations: list[Expectation] = field(default_factory=list)
    #: The line of each header: ``rules``, ``players``, ``teams`` and each overridden option id.
    header_lines: dict[str, int] = field(default_factory=dict)
    #: The column where each header's value begins, by the same keys.
    header_columns: dict[str, int] = field(default_factory=dict)

    def header_line(self, key: str) -> int:
        """The line of a header (the rules line when there is none)."""
        return self.header_lines.get(key, self.header_lines.get("rules", 1))

    def seat_name(self, seat: int) -> str:
        """``Ben (seat 1)`` when the seat has a name, else ``seat 1``."""
        name = (self.seats[seat].get("name") if self.seats and seat < len(self.seats) else None)
        return f"{name} (seat {seat})" if isinstance(name, str) and name else f"seat {seat}"


# -- reading ----------------------------------------------------------------------------------


def read_text(path: str) -> str:
    """A sheet file's text; ``UnreadableInput`` naming the file when it is missing, a folder or not UTF-8."""
    try:
        return read_text_file(path, "a sheet")
    except UnreadableText as error:
        raise UnreadableInput(path, str(error)) from None


#: The file suffix of a game sheet.
SUFFIX = ".sheet"


def bundled_sheets() -> list[Path]:
    """The sheets that ship with the suite (sheets/), in name order."""
    return sorted(data_path("sheets").glob("*" + SUFFIX))


def sheets_for_option(option_id: str) -> list[Path]:
    """The bundled sheets whose expected rulings name ``option_id``: the disputes it settles, shown."""
    found = []
    for path in bundled_sheets():
        sheet = parse(read_text(str(path)), str(path))
        if any(expectation.option == option_id for expectation in sheet.expectations):
            found.append(path)
    return found


def parse_many(text: str, source: str) -> list[Sheet]:
    """Every sheet of a file: sheets are separated by a line holding only ``---``."""
    sheets: list[Sheet] = []
    chunk: list[str] = []
    first = 1
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if line.strip() == SEPARATOR:
            sheets.append(_Parser(source, chunk, first).read())
            chunk, first = [], number + 1
        else:
            chunk.append(line)
    if any(line.strip() for line in chunk) or not sheets:
        sheets.append(_Parser(source, chunk, first).read())
    return sheets


def parse(text: str, source: str = "<sheet>") -> Sheet:
    """Read one sheet; ``SheetError`` names the line and column of the first thing it cannot read."""
    sheets = parse_many(text, source)
    if len(sheets) != 1:
        raise SheetError(source, 1, 1, f"the file holds {len(sheets)} sheets; one was expected")
    return sheets[0]


class _Parser:
    """Reads one sheet's lines in order: the header, the hands, then the match, question and expectations."""

    def __init__(self, source: str, lines: list[str], first_line: int) -> None:
        self.source = source
        self.lines = lines
        self.first_line = first_line
        self.profile: str | None = None
        self.pinned: dict[str, Any] | None = None
        self.overrides: dict[str, Any] = {}
        self.players: int | None = None
        self.names: list[str] = []
        self.sheet = Sheet(source, RulesetSpec(), 0)
        self.number = 0
        self.line = ""

    def fail(self, column: int, message: str) -> SheetError:
        return SheetError(self.source, self.number, column, message)

    def col(self, part: str, start: int = 0) -> int:
        """The 1-based column where ``part`` begins in the current line (at or after ``start``)."""
        index = self.line.find(part, start) if part else -1
        return (index if index >= 0 else len(self.line) - len(self.line.lstrip())) + 1

    def read(self) -> Sheet:
        sheet = self.sheet
        for offset, raw in enumerate(self.lines):
            self.number = self.first_line + offset
            self.line = raw.rstrip()
            text = raw.strip()
            if not text or text.startswith("#"):
                continue
            self.check_bounds()
            self.read_line(text)
        if self.profile is None and self.pinned is None:
            raise SheetError(self.source, self.first_line, 1,
                             "the sheet names no rules: start it with 'rules: <profile>', e.g. 'rules: block'")
        if self.players is None:
            raise SheetError(self.source, self.first_line, 1,
                             "the sheet names no players: write 'players: 3' or 'players: Alice, Ben, Cara'")
        sheet.ruleset = (RulesetSpec(pinned=self.pinned) if self.pinned is not None
                         else RulesetSpec(profile=self.profile, overrides=self.overrides))
        sheet.players = self.players
        self.check_rules()
        return sheet

    def check_rules(self) -> None:
        """A profile that does not exist, an option the model lacks or a value it refuses is a typo."""
        lines, columns = self.sheet.header_lines, self.sheet.header_columns
        if self.profile is not None:
            known = profiles()
            if self.profile not in known:
                raise SheetError(self.source, lines["rules"], columns["rules"], f"there is no profile "
                                 f"{self.profile!r}; profiles: {', '.join(sorted(known))}")
            base = known[self.profile]
        else:
            base = {}
        try:
            check_overrides(self.overrides)
        except RulesetError as error:
            raise SheetError(self.source, lines[error.field], columns[error.field], error.message) from None
        try:
            Ruleset.from_dict(merge(base, self.overrides) if self.pinned is None else self.pinned)
        except RulesetError as error:
            key = next((option for option in self.overrides if error.field.startswith(option)), "rules")
            raise SheetError(self.source, lines[key], columns[key], str(error)) from None

    def check_bounds(self) -> None:
        """Refuse a line no sheet needs and no reader can take: a number longer than Python reads
        (``int`` stops at 4,300 digits), or JSON nested deeper than ``MAX_JSON_DEPTH``."""
        digits = max(_DIGIT_RUN.finditer(self.line), key=lambda run: len(run[0]), default=None)
        if digits is not None and len(digits[0]) > MAX_DIGITS:
            raise self.fail(digits.start() + 1, f"a number of {len(digits[0])} digits: no number in a sheet may "
                            f"have more than {MAX_DIGITS}")
        if self.line.count("[") + self.line.count("{") > MAX_JSON_DEPTH and depth(self.line) > MAX_JSON_DEPTH:
            raise self.fail(self.col("{" if "{" in self.line else "["),
                            f"JSON nested more than {MAX_JSON_DEPTH} deep: no sheet needs more")

    def read_line(self, text: str) -> None:
        sheet = self.sheet
        if sheet.question is not None and not _EXPECT.match(text):
            raise self.fail(self.col(text), "after the question only 'expect' lines may follow")
        header = _HEADER.match(text)
        if header and not sheet.hands:
            sheet.header_lines.setdefault(header["key"], self.number)
            sheet.header_columns.setdefault(header["key"], self.col(header["value"].strip(), len(header["key"])))
            getattr(self, "read_" + header["key"])(header["value"].strip())
            return
        if (with_line := _WITH.match(text)) and not sheet.hands:
            self.read_override(with_line["option"], with_line["value"])
            sheet.header_lines[with_line["option"]] = self.number
            sheet.header_columns[with_line["option"]] = self.col(with_line["option"])
            return
        if hand := _HAND.match(text):
            self.start_hand(hand["number"])
            return
        if position := _POSITION.match(text):
            self.start_position(position["number"])
            return
        if match := _MATCH.match(text):
            self.read_match(match["value"])
            return
        if question := _QUESTION.match(text):
            self.read_question(question["value"].strip())
            return
        if expect := _EXPECT.match(text):
            self.read_expectation(expect["rest"])
            return
        if not sheet.hands:
            raise self.fail(self.col(text), f"{text.split()[0]!r} is not a heading of the sheet: before the first "
                            "'hand' write rules:, with <option> = <value>, players:, teams:, seats: or metadata:")
        if sheet.match is not None:
            raise self.fail(self.col(text), "nothing but the question may follow the 'match:' line")
        self.read_hand_line(text)

    # -- the header --------------------------------------------------------------------------

    def read_rules(self, value: str) -> None:
        if self.profile is not None or self.pinned is not None:
            raise self.fail(self.col("rules"), "the rules are named twice")
        if value.startswith("{"):
            self.pinned = self.json_value(value, dict, "a pinned ruleset")
        elif re.fullmatch(r"[a-z0-9-]+", value):
            self.profile = value
        else:
            raise self.fail(self.col(value), f"{value!r} is not a profile name (e.g. 'block') or a JSON ruleset")

    def read_override(self, option: str, value: str) -> None:
        if self.profile is None:
            raise self.fail(self.col("with"), "'with <option> = <value>' follows a 'rules: <profile>' line")
        if option in self.overrides:
            raise self.fail(self.col(option), f"{option} is overridden twice")
        try:
            self.overrides[option] = parse_option_value(value)
        except SuiteError as error:
            raise self.fail(self.col(value.strip()), str(error)) from None

    def read_players(self, value: str) -> None:
        if self.players is not None:
            raise self.fail(self.col("players"), "the players are named twice")
        if value.isdigit():
            self.players = int(value)
            return
        names = [name.strip() for name in value.split(",")]
        for name in names:
            if not re.fullmatch(_NAME, name) or name.lower() in _KEYWORDS:
                raise self.fail(self.col(name or value), f"{name!r} is not a player's name: a name is one word "
                                "of letters and digits, not a word of the sheet such as 'seat' or 'hand'")
        if len({name.lower() for name in names}) != len(names):
            raise self.fail(self.col(value), "two players have the same name")
        self.players = len(names)
        self.names = names
        self.sheet.seats = [{"name": name} for name in names]

    def read_seats(self, value: str) -> None:
        seats = self.json_value(value, list, "the seats")
        if not all(isinstance(seat, dict) for seat in seats):
            raise self.fail(self.col(value), "each seat is a JSON object, e.g. {\"name\": \"Ben\"}")
        if self.players is not None and len(seats) != self.players:
            raise self.fail(self.col(value), f"{len(seats)} seats for {self.players} players")
        self.sheet.seats = seats
        self.names = [name if isinstance(name := seat.get("name"), str) else "" for seat in seats]

    def read_teams(self, value: str) -> None:
        self.sheet.teams_stated = True
        if value == "none":
            self.sheet.teams = None
            return
        teams = []
        for part in value.split(","):
            seats = part.strip().split("+")
            if not all(seat.strip().isdigit() for seat in seats):
                raise self.fail(self.col(part.strip()), f"{part.strip()!r} is not a team: write partners' seats "
                                "joined by '+', teams separated by commas ('teams: 0+2, 1+3'), or 'teams: none'")
            teams.append([int(seat) for seat in seats])
        self.sheet.teams = teams

    def read_metadata(self, value: str) -> None:
        self.sheet.metadata = self.json_value(value, dict, "the metadata")

    def json_value(self, value: str, kind: type, what: str) -> Any:
        try:
            data = parse_json_text(value)
        except UnreadableText as error:
            raise self.fail(self.col(value) + (error.column or 1) - 1, f"{what} is {error.message}") from None
        if not isinstance(data, kind):
            raise self.fail(self.col(value), f"{what} must be a JSON {'object' if kind is dict else 'array'}")
        return data

    # -- hands --------------------------------------------------------------------------------

    def start_hand(self, number: str | None) -> None:
        if self.players is None:
            raise self.fail(1, "name the players before the first hand ('players: 3')")
        hands = self.sheet.hands
        expected = len(hands) + (hands[0].position.number if hands and hands[0].position else 1)
        if number is not None and int(number) != expected:
            raise self.fail(self.col(number), f"this is hand {expected}, not hand {number}")
        if self.sheet.match is not None:
            raise self.fail(1, "a hand may not follow the 'match:' line")
        self.sheet.hands.append(SheetHand(hands=[], line=self.number))

    def start_position(self, number: str | None) -> None:
        if self.players is None:
            raise self.fail(1, "name the players before the position ('players: 3')")
        if self.sheet.hands:
            raise self.fail(1, "a position starts the sheet's play: it comes before any hand (the hands it "
                            "follows are its 'position of hand N' and its 'scores:')")
        hand = SheetHand(hands=[], line=self.number, position=SheetPosition(int(number or 1)))
        if number is not None and int(number) < 1:
            raise self.fail(self.col(number), "hands are numbered from 1")
        self.sheet.hands.append(hand)

    def read_position_line(self, hand: SheetHand, key: str, value: str) -> None:
        """One keyed line of a position (``line: 3-5``, ``left: 3-1 1-4``, ``turn: Ben``, ``boneyard: 4``)."""
        position = hand.position
        assert position is not None
        if hand.events:
            raise self.fail(self.col(key), f"the position's {key} line comes before the moves")
        if key in position.places:
            raise self.fail(self.col(key), f"the position's {key} is given twice")
        start = self.col(value, self.col(key) + len(key)) - 1 if value else len(self.line)
        place = position.places[key] = Place(self.number, start + 1)
        if key == "line":
            if value in ("blocked", "unknown", "empty", "none"):
                position.line_kind = {"blocked": BLOCKED_LINE, "unknown": UNWRITTEN_LINE}.get(value, LAID)
                return
            tiles = self.placed_tiles(value, start, place)
            if len(tiles) != 1:
                raise self.fail(start + 1, "the line's lead is one tile ('line: 3-5'); each arm's tiles go on "
                                "its own line ('left: 3-1 1-4'), or write 'line: blocked', 'line: unknown' "
                                "or 'line: empty'")
            position.lead = tiles[0]
        elif key in ("left", "right", "up", "down"):
            position.arms[key] = self.placed_tiles(value, start, place)
        elif key == "spinner":
            tiles = self.placed_tiles(value, start, place)
            if len(tiles) != 1:
                raise self.fail(start + 1, "the spinner is one tile, a double ('spinner: 5-5')")
            position.spinner = tiles[0]
        elif key == "turn":
            position.turn = self.seat_of(value, start)
        elif key == "scores":
            position.scores = self.numbers("scores " + value, "scores", start + 1)
        elif key == "boneyard":
            hand.stated.add("boneyard")
            if value.isdigit():
                hand.boneyard_kind, position.boneyard_size = SIZE, int(value)
            else:
                self.hand_boneyard(hand, value, start, place)
        else:  # count, carried, unclaimed, passes: a number
            if not value.isdigit():
                raise self.fail(start + 1, f"the {key} is a whole number ('{key}: 10')")
            setattr(position, key, int(value))

    def placed_tiles(self, text: str, start: int, place: Place) -> list[Tile]:
        """The tiles of a value, their columns noted in ``place``."""
        tiles = self.tiles(text, start)
        position = start
        for word in text.split():
            position = self.line.find(word, position)
            place.tiles.append(position + 1)
            position += len(word)
        return tiles

    def seat_of(self, text: str, start: int = 0) -> int:
        """A seat written ``seat N`` or as a player's name."""
        assert self.players is not None
        numbered = re.fullmatch(r"seat\s+(\d+)", text)
        if numbered:
            seat = int(numbered[1])
            if seat >= self.players:
                raise self.fail(self.col(text, start), f"there is no seat {seat}: seats run 0 to {self.players - 1}")
            return seat
        for seat, name in enumerate(self.names):
            if name and name.lower() == text.lower():
                return seat
        known = ", ".join(name for name in self.names if name) or "none are named"
        raise self.fail(self.col(text, start), f"{text!r} is not a player: write 'seat N' or a name from "
                        f"the players line ({known})")

    def tiles(self, text: str, start: int) -> list[Tile]:
        out = []
        position = start
        for word in text.split():
            position = self.line.find(word, position)
            try:
                out.append(Tile.parse(word))
            except TileError as error:
                raise self.fail(position + 1, str(error)) from None
            position += len(word)
        return out

    def read_hand_line(self, text: str) -> None:
        hand = self.sheet.hands[-1]
        if hand.position is not None and (position_key := _POSITION_KEY.match(text)):
            self.read_position_line(hand, position_key["key"], position_key["value"].strip())
            return
        key = _HAND_KEY.match(text)
        if key and hand.position is not None and key["key"] == "lots":
            raise self.fail(self.col(text), "a position has no lots: its leader is named ('leader: Ben')")
        if key:
            value = key["value"].strip()
            start = self.col(value, self.col(key["key"])) - 1 if value else len(self.line)
            if hand.result is not None:
                raise self.fail(self.col(text), "nothing may follow the hand's 'result:' line but the next hand")
            if key["key"] != "result" and hand.events:
                raise self.fail(self.col(text), f"the {key['key']} line comes before the moves")
            if key["key"] in hand.stated:
                raise self.fail(self.col(text), f"the {key['key']} is given twice")
            hand.stated.add(key["key"])
            getattr(self, "hand_" + key["key"])(hand, value, start)
            return
        deal = _DEAL_LINE.match(text)
        if deal:
            if hand.events:
                raise self.fail(self.col(text), "the deal comes before the moves")
            seat = self.seat_of(deal["seat"])
            if seat != len(hand.hands):
                raise self.fail(self.col(deal["seat"]), f"deal the hands seat by seat: this line should be "
                                f"seat {len(hand.hands)}'s")
            start = self.line.index(":") + 1
            place = Place(self.number, self.col(deal["tiles"].strip(), start) if deal["tiles"].strip() else start + 1)
            hand.hands.append(self.placed_tiles(deal["tiles"], start, place))
            hand.seat_places.append(place)
            return
        move = _MOVE_LINE.match(text)
        if not move:
            raise self.fail(self.col(text), f"{text!r} is neither a deal line ('seat 0: 6-6 5-4'), nor a move "
                            "('seat 1 plays 6-4 on the right', 'Ben passes'), nor boneyard:, lots:, leader: or result:")
        if hand.result is not None:
            raise self.fail(self.col(text), "nothing may follow the hand's 'result:' line but the next hand")
        if len(hand.hands) != self.players:
            raise self.fail(self.col(text), f"deal all {self.players} hands before the moves "
                            f"(this hand deals {len(hand.hands)})")
        seat = self.seat_of(move["seat"])
        start = self.line.index(move["move"], self.col(move["seat"]) - 1 + len(move["seat"]))
        event = self.event(seat, move["move"], start)
        if event.move.kind == DRAW and event.drawn is None and hand.boneyard_kind == UNKNOWN:
            raise self.fail(start + 1, "the boneyard is unknown, so a draw names the tile it took ('draws 2-5')")
        hand.events.append(event)

    def event(self, seat: int, text: str, start: int) -> SheetEvent:
        points = None
        scoring = _SCORING.search(text)
        if scoring:
            points = int(scoring["points"])
            text = text[: scoring.start()]
        move, drawn = self.move(text, start, allow_drawn=True)
        return SheetEvent(seat, move, drawn, points, self.number, self.line.strip())

    def move(self, text: str, start: int, allow_drawn: bool) -> tuple[Move, tuple[Tile, ...] | None]:
        """A move in the suite's words, and the tiles a draw names."""
        try:
            move, drawn_text = parse_sheet_move(text)
        except MoveTextError as error:
            raise self.fail(self.col(error.part, start) if error.part else start + 1, str(error)) from None
        drawn = None
        if drawn_text:
            if not allow_drawn:
                raise self.fail(self.col(drawn_text, start), "a question asks about the draw, not its tile")
            drawn = tuple(self.tiles(drawn_text, start))
        return move, drawn

    def hand_boneyard(self, hand: SheetHand, value: str, start: int, place: Place | None = None) -> None:
        """``boneyard:`` every tile in draw order, ``the rest``, ``unknown``, or the first tiles drawn followed
        by ``the rest`` (``boneyard: 2-5 4-4 the rest``: those first, then the undealt tiles in set order)."""
        if value in (THE_REST, UNKNOWN):
            hand.boneyard_kind = value
            return
        listed, found, after = value.rpartition(" " + THE_REST)
        hand.boneyard_kind = THE_REST if found and listed and not after else LISTED
        hand.boneyard_place = place or Place(self.number, start + 1)
        hand.boneyard = self.placed_tiles(listed if hand.boneyard_kind == THE_REST else value, start,
                                          hand.boneyard_place)

    def hand_lots(self, hand: SheetHand, value: str, start: int) -> None:
        hand.lots = self.tiles(value, start)

    def hand_leader(self, hand: SheetHand, value: str, start: int) -> None:
        hand.leader = None if value == "nobody" else self.seat_of(value, start)

    def hand_result(self, hand: SheetHand, value: str, start: int) -> None:
        items = self.items(value, start)
        end, end_column = items.pop(0)
        if end not in HAND_ENDS:
            raise self.fail(end_column, f"{end!r} is not how a hand ends: write out, blocked or redeal")
        winner: int | None = None
        points, pips, scores, void = 0, None, None, False
        for item, column in items:
            if won := _WON_BY.match(item):
                sides = _sides(won)
                if len(sides) > 1:
                    raise self.fail(column, "a hand is won by one side")
                winner = sides[0] if sides else None
            elif match := re.fullmatch(r"(\d+)\s+points?", item):
                points = int(match[1])
            elif item.startswith("pips"):
                pips = self.numbers(item, "pips", column)
            elif item.startswith("scores"):
                scores = self.numbers(item, "scores", column)
            elif item == "void":
                void = True
            else:
                raise self.fail(column, f"{item!r} is not part of a result: write e.g. 'result: blocked, won by "
                                "seat 1, 21 points, pips 16 7 19, scores 0 21 0' (and 'void' for a void hand)")
        if scores is None:
            raise self.fail(start + 1, "the result gives the totals after the hand: add 'scores N N ...'")
        hand.result = HandResult(end, winner, points, scores, void, pips)
        hand.result_line = self.number

    def read_match(self, value: str) -> None:
        start = self.line.index(":") + 1
        items = self.items(value, start)
        status, column = items.pop(0)
        if status not in ("over", "unfinished"):
            raise self.fail(column, f"{status!r}: a match is 'over' or 'unfinished'")
        winners, scores, hands = None, None, None
        for item, column in items:
            if won := _WON_BY.match(item):
                winners = _sides(won)
            elif item.startswith("scores"):
                scores = self.numbers(item, "scores", column)
            elif match := re.fullmatch(r"(\d+)\s+hands?", item):
                hands = int(match[1])
            else:
                raise self.fail(column, f"{item!r} is not part of a match result: write e.g. 'match: over, "
                                "won by seat 0, scores 23 21 16, 3 hands'")
        if scores is None or hands is None:
            raise self.fail(start + 1, "the match result gives the totals and the hands counted: "
                            "'scores N N ...' and 'N hands'")
        self.sheet.match = MatchResult(status, scores, hands, winners if status == "over" else None)
        self.sheet.match_line = self.number

    def items(self, value: str, start: int) -> list[tuple[str, int]]:
        """Comma-separated items with their columns."""
        out, position = [], start
        for part in value.split(","):
            column = self.line.find(part.strip(), position) + 1 if part.strip() else position + 1
            out.append((part.strip(), column))
            position += len(part) + 1
        return out

    def numbers(self, item: str, word: str, column: int) -> list[int]:
        words = item[len(word):].split()
        if not words or not all(w.isdigit() for w in words):
            raise self.fail(column, f"write {word} as whole numbers separated by spaces ('{word} 16 7 19')")
        return [int(w) for w in words]

    # -- the question and the expectations -----------------------------------------------------

    def read_question(self, value: str) -> None:
        if not self.sheet.hands:
            raise self.fail(1, "a question follows a hand: deal one first")
        start = self.line.index("?") + 1
        lowered = value.lower().rstrip("?").strip()
        if lowered in ("what now", "who acts", "what now?"):
            self.sheet.question = Question(WHAT_NOW, text=value, line=self.number)
            return
        if lowered in ("end", "result", "score", "the end", "the result"):
            self.sheet.question = Question(END_QUESTION, text=value, line=self.number)
            return
        move = _MOVE_LINE.match(value)
        if not move:
            raise self.fail(self.col(value, start) if value else start + 1,
                            "ask '? what now', '? end', or about a move: '? seat 1 passes', '? Ben plays 3-5 on the left'")
        seat = self.seat_of(move["seat"], start)
        move_start = self.line.index(move["move"], self.col(move["seat"], start) - 1 + len(move["seat"]))
        asked, _ = self.move(move["move"], move_start, allow_drawn=False)
        self.sheet.question = Question(MOVE_QUESTION, seat, asked, value, self.number)

    def read_expectation(self, rest: str) -> None:
        if self.sheet.question is None:
            raise self.fail(1, "'expect' lines follow the question")
        text = rest.strip()
        option = value = None
        if not text.startswith(":"):
            match = re.match(r"([a-z_.]+)\s*=\s*", text)
            if not match:
                raise self.fail(self.col(text), "write 'expect: <answer>' or 'expect <option> = <value>: <answer>'")
            option = match[1]
            value, used = _value_before_colon(text[match.end():])
            if not used:
                raise self.fail(self.col(text), f"the value of {option} must be followed by ':' and the answer")
            text = text[match.end() + used:]
        self.check_clauses(text)
        self.sheet.expectations.append(Expectation(" ".join(text[1:].split()), option, value, self.number))

    def check_clauses(self, answer: str) -> None:
        """A clause an expected answer names must be the rulebook's: a misspelt one is named with the nearest."""
        for found in _CLAUSE_IN_ANSWER.finditer(answer):
            clause = found["clause"]
            known = rulebook.load().ids()
            if clause not in known:
                nearest = difflib.get_close_matches(clause, known, n=3, cutoff=0.6)
                if not nearest:  # the same chapter's clauses, when nothing is close
                    nearest = [known_id for known_id in known if known_id.split(".")[:2] == clause.split(".")[:2]][:3]
                hint = f"; did you mean {' or '.join(nearest)}?" if nearest else "; spec/ lists the clauses"
                column = self.line.find(clause, self.line.find(answer.strip()[:1]) if answer.strip() else 0) + 1
                raise self.fail(column, f"there is no clause {clause!r}{hint}")


def _sides(won_by: re.Match[str]) -> list[int]:
    """The sides a ``won by ...`` item names (none for ``won by nobody``)."""
    return [int(side) for side in re.findall(r"\d+", won_by["sides"] or "")]


def _value_before_colon(text: str) -> tuple[Any, int]:
    """An option value (JSON or a bare word) and how many characters it takes up to its ':' (0: no ':')."""
    if text[:1] in "{[":
        try:
            value, end = json.JSONDecoder().raw_decode(text)
        except json.JSONDecodeError:
            return None, 0
    else:
        end = text.find(":")
        if end < 0:
            return None, 0
        value = parse_option_value(text[:end])
    rest = text[end:]
    if not rest.lstrip().startswith(":"):
        return None, 0
    return value, end + len(rest) - len(rest.lstrip())


# -- writing --------------------------------------------------------------------------------------


def _side_words(teams: list[list[int]] | None, sides: list[int] | None) -> str:
    if not sides:
        return "won by nobody"
    word = "team" if teams is not None else "seat"
    return f"won by {word}{'s' if len(sides) > 1 else ''} " + " and ".join(map(str, sides))


def _numbers(values: list[int]) -> str:
    return " ".join(map(str, values))


def render_transcript(transcript: Transcript, teams_of_rules: list[list[int]] | None | str = "unknown") -> str:
    """A transcript as a sheet: every hand in full, so reading it back gives the same transcript.

    ``teams_of_rules`` are the teams the ruleset implies; the sheet states
    the transcript's teams only when they differ (or when they are not known).
    """
    out, labels = render_header(transcript.ruleset, transcript.players, transcript.seats, transcript.teams,
                                transcript.metadata, teams_of_rules)
    out += render_hands(transcript, labels)
    return "\n".join(out) + "\n"


def render_header(
    ruleset: RulesetSpec, players: int, seats: list[dict[str, Any]] | None, teams: list[list[int]] | None,
    metadata: dict[str, Any] | None, teams_of_rules: list[list[int]] | None | str = "unknown",
) -> tuple[list[str], list[str]]:
    """A sheet's header lines (rules, players, seats, teams, metadata), and how it writes each seat."""
    out = []
    if ruleset.pinned is not None:
        out.append("rules: " + json.dumps(ruleset.pinned, sort_keys=True, ensure_ascii=False))
    else:
        out.append(f"rules: {ruleset.profile}")
        for option, value in sorted(ruleset.overrides.items()):
            written = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            out.append(f"with {option} = {written}")
    names = [seat.get("name") for seat in seats] if seats is not None else []
    if seats is not None and all(set(seat) == {"name"} for seat in seats) and _plain_names(names):
        out.append("players: " + ", ".join(map(str, names)))
    else:
        out.append(f"players: {players}")
        if seats is not None:
            out.append("seats: " + json.dumps(seats, ensure_ascii=False))
    named = len(names) == players and _plain_names(names)
    labels = [str(name) for name in names] if named else [f"seat {seat}" for seat in range(players)]
    if teams_of_rules == "unknown" or teams != teams_of_rules:
        out.append("teams: " + ("none" if teams is None else ", ".join("+".join(map(str, t)) for t in teams)))
    if metadata is not None:
        out.append("metadata: " + json.dumps(metadata, sort_keys=True, ensure_ascii=False))
    return out, labels


def render_hands(transcript: Transcript, labels: list[str], first: int = 1) -> list[str]:
    """A transcript's hands from number ``first`` on, each in full, and the match's result."""
    out: list[str] = []
    for number, hand in enumerate(transcript.hands[first - 1:], first):
        out += ["", f"hand {number}"]
        for seat, tiles in enumerate(hand.deal.hands):
            out.append(f"{_label(labels, seat)}: " + " ".join(map(str, tiles)))
        out.append("boneyard: " + " ".join(map(str, hand.deal.boneyard)))
        if hand.deal.lots is not None:
            out.append("lots: " + " ".join(map(str, hand.deal.lots)))
        out.append("leader: " + ("nobody" if hand.leader is None else _label(labels, hand.leader)))
        out += render_events(hand.events, labels)
        out.append(render_result(hand.result, transcript.teams))
    match = transcript.result
    parts = [match.status]
    if match.winners is not None:
        parts.append(_side_words(transcript.teams, match.winners))
    parts += ["scores " + _numbers(match.scores), f"{match.hands} hand{'s' if match.hands != 1 else ''}"]
    out += ["", "match: " + ", ".join(parts)]
    return out


def render_events(events: list[Event], labels: list[str]) -> list[str]:
    """A hand's events as a sheet's move lines."""
    # describe() speaks of "seat N"; a named seat is written by its name, as a person would.
    return [_label(labels, event.seat) + event.describe()[len(f"seat {event.seat}"):] for event in events]


def render_result(result: HandResult, teams: list[list[int]] | None) -> str:
    """A hand's result as a sheet's ``result:`` line."""
    parts = [result.end, _side_words(teams, None if result.winner is None else [result.winner]),
             f"{result.points} points"]
    if result.pips is not None:
        parts.append("pips " + _numbers(result.pips))
    parts.append("scores " + _numbers(result.scores))
    if result.void:
        parts.append("void")
    return "result: " + ", ".join(parts)


def _label(labels: list[str], seat: int) -> str:
    """How a sheet writes a seat: its name, or ``seat N`` (also for a seat a bad record has too many of)."""
    return labels[seat] if 0 <= seat < len(labels) else f"seat {seat}"


def _plain_names(names: list[Any]) -> bool:
    """Whether seat names can be written on a players line and read back as the same names."""
    if not all(isinstance(name, str) and re.fullmatch(_NAME, name) for name in names):
        return False
    lowered = [name.lower() for name in names]
    return len(set(lowered)) == len(lowered) and not set(lowered) & _KEYWORDS
