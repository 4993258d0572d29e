"""Moves (the rulebook's moves chapter); a refused move raises ``IllegalMove`` with a ``Reason``.

A move is one of four kinds: ``play`` (a tile at a named open end; the lead
has no end), ``draw``, ``pass`` and ``muggins`` (taking a score the previous
player left unclaimed). Moves are small immutable values, so the engine can
hand out prebuilt ones and callers can compare and hash them.

This module is the one home of a move's shapes: the value (``Move``), its
protocol form (``to_dict``/``from_dict``; ``play_as_written`` for a tile sent as
written), its words in every form the scenarios, sheets and messages use
(``Move.words``, ``parse_phrase``, ``parse_sheet_move``) and its identity among
the legal moves (``move_key``: mirror ends showing the same number are one move;
``written_key``: exactly as written, the quick test before it).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from .status import Reason
from .tiles import MAX_SUPPORTED_PIP, Tile, TileError

PLAY, DRAW, PASS, MUGGINS = "play", "draw", "pass", "muggins"
KINDS = (PLAY, DRAW, PASS, MUGGINS)

#: The forms a move is written in (``Move.words``): ``6-4 on the left`` (a move list's noun),
#: ``plays 6-4 on the left`` (said of a seat), ``play 6-4 on the left``, ``playing 6-4 on the left``.
NOUN, SAID, INFINITIVE, GERUND = "noun", "said", "infinitive", "gerund"
LEAD = "lead"  # a play with no end, where the verbs differ

#: Open ends: the two ends of the line, then the spinner's two ends.
ARMS = ("left", "right", "up", "down")
ARM_INDEX = {name: i for i, name in enumerate(ARMS)}


class IllegalMove(ValueError):
    """A move was refused; the state is exactly as it was before."""

    def __init__(self, reason: Reason, message: str) -> None:
        # The text is written only when it is asked for: most refusals are read for their reason.
        super().__init__(reason, message)
        self.reason = reason
        self.message = message

    def __str__(self) -> str:
        return f"{self.reason}: {self.message}"


class Move(NamedTuple):
    """A move. ``end`` is an arm name for plays after the lead, else None.

    ``claim`` is the score the player names with a play under muggins
    claiming (``fives.claims = muggins``); None means nothing is claimed.
    """

    kind: str
    tile: Tile | None = None
    end: str | None = None
    claim: int | None = None

    @classmethod
    def play(cls, tile: Tile | str, end: str | None = None, claim: int | None = None) -> "Move":
        """A play of ``tile`` at ``end`` (None for the lead)."""
        return cls(PLAY, tile if isinstance(tile, Tile) else Tile.parse(tile), end, claim)

    def to_dict(self) -> dict[str, Any]:
        """The protocol form: ``{"type": "play", "tile": "4-6", "end": "left"}`` (a new dict each time)."""
        known = _PROTOCOL_FORMS.get(self)
        if known is None:
            known = {"type": self.kind}
            if self.kind == PLAY:
                known["tile"] = str(self.tile)
                if self.end is not None:
                    known["end"] = self.end
                if self.claim is not None:
                    known["claim"] = self.claim
            # A claim is left out of the table: 1 and True (or 1.0) are equal keys with other forms.
            if self.claim is None and len(_PROTOCOL_FORMS) < 65536:
                _PROTOCOL_FORMS[self] = known
        return known.copy()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], max_pip: int = 12) -> "Move":
        """Read the protocol form; raise ``IllegalMove(malformed_move)`` if unreadable."""
        if type(data) is not dict and not isinstance(data, Mapping):  # a dict, almost always: no ABC check
            raise IllegalMove(Reason.MALFORMED_MOVE, f"a move is an object, got {data!r}")
        kind = data.get("type")
        if kind not in KINDS:
            raise IllegalMove(Reason.MALFORMED_MOVE, f"move type {kind!r} is not one of {', '.join(KINDS)}")
        if kind != PLAY:
            return _SIMPLE_MOVES[kind] if cls is Move else cls(kind)
        text, end = data.get("tile"), data.get("end")
        # A play read before, written the same way with no claim, is that move (read at every ply).
        plain = text.__class__ is str and end.__class__ in _PLAIN_ENDS and "claim" not in data and cls is Move
        key = (text, end, max_pip) if plain else None
        if key is not None:
            known = _PLAYS_READ.get(key)
            if known is not None:
                return known
        try:
            tile = Tile.parse(text, max_pip)
        except TileError as error:
            raise IllegalMove(Reason.MALFORMED_MOVE, str(error)) from None
        if end is not None and not isinstance(end, str):
            raise IllegalMove(Reason.MALFORMED_MOVE, f"end must be an end name, got {end!r}")
        claim = data.get("claim")
        if claim is not None and (isinstance(claim, bool) or not isinstance(claim, int) or claim < 0):
            raise IllegalMove(Reason.MALFORMED_MOVE, f"claim must be a whole number of points, got {claim!r}")
        move = cls(PLAY, tile, end, claim)
        if key is not None and len(_PLAYS_READ) < 65536:
            _PLAYS_READ[key] = move
        return move

    @classmethod
    def parse(cls, text: str, max_pip: int = MAX_SUPPORTED_PIP) -> "Move":
        """Read a move as the move lists write it: ``6-4 on the right``, ``5-5`` (a lead),
        ``pass``, ``draw``, ``muggins``; raise ``MoveTextError`` if it is not one."""
        move, shown = parse_phrase(text, NOUN, max_pip)
        if shown is not None:
            raise MoveTextError(f"{text!r}: name the end ('on the right'), not the number it shows")
        return move

    def __str__(self) -> str:
        """The move as the move lists write it: ``6-4 on the left claiming 10``, ``6-6``, ``pass``."""
        if self.kind != PLAY:
            return self.kind
        text = f"{self.tile}" + (f" on the {self.end}" if self.end else "")
        return text + (f" claiming {self.claim}" if self.claim is not None else "")

    def words(self, form: str = NOUN, drawn: Tile | Sequence[Tile] | None = None) -> str:
        """The move in ``form``: ``plays 6-4 on the left`` (SAID, after a seat), ``play 6-4 on the
        left`` (INFINITIVE, after ``tries to`` or ``may``), ``leading 6-6`` (GERUND), ``6-4 on the
        left`` (NOUN). A draw names ``drawn`` when the tiles are known (``draws 2-5``; a draw that
        takes several, ``draws 0-3 2-5``)."""
        if form == NOUN:
            return str(self)
        verbs = _VERBS[form]
        if self.kind == PLAY:
            return verbs[LEAD if self.end is None else PLAY] + " " + str(self)
        if self.kind == DRAW and drawn is not None:
            named = [drawn] if isinstance(drawn, Tile) else drawn
            return " ".join([verbs[DRAW], *map(str, named)])
        return verbs[self.kind]

    def key(self, ends: Sequence[Mapping[str, Any]] = ()) -> tuple[Any, ...]:
        """This move's identity among the legal moves at ``ends`` (see ``move_key``)."""
        return move_key(self.to_dict(), ends)


#: Each move's protocol form, written once (moves are few and immutable; ``to_dict`` hands out copies).
_PROTOCOL_FORMS: dict[Move, dict[str, Any]] = {}
#: The plays ``Move.from_dict`` has read, by (tile as written, end, max_pip): a match reads the same few
#: hundred again and again. Only a tile written as a string and an end that is a string or None are
#: kept: a key of another type may equal one of these (1 == True) and be read otherwise.
_PLAYS_READ: dict[tuple[str, str | None, int], "Move"] = {}
_PLAIN_ENDS = (str, type(None))


def play_as_written(tile: str, end: str | None = None) -> dict[str, Any]:
    """The protocol form of a play whose tile is sent exactly as written (``"6-4"``, ``" 4 - 6 "``),
    not in canonical form: how a scenario asks whether an engine reads a tile either way round."""
    out: dict[str, Any] = {"type": PLAY, "tile": tile}
    if end is not None:
        out["end"] = end
    return out


class ListedMove(Move):
    """A move as ``Match.legal_moves`` listed it.

    ``Match.apply`` takes a listed move without judging it again while it is among the moves
    listed for the match's current state: it was judged when it was listed. Any other move is
    judged in full: a plain ``Move``, a ``ListedMove`` built or ``_replace``-d by hand into a move
    not listed now, one listed before the state changed or by another match. A listed move
    equals, and hashes as, the plain ``Move`` of the same play; the engine hands out the same
    prebuilt ``ListedMove`` for the same play every time.

    ``effect`` is what ``Match.apply`` needs of a play, worked out once when the move is built:
    ``(tile bit, arm index or None for the lead, tile, low half, high half)``; ``()`` for a move
    that is not a play, None for a listed move built by hand (``Match`` works it out then).
    """

    effect: tuple[int, int | None, Tile, int, int] | tuple[()] | None = None


DRAW_MOVE = Move(DRAW)
PASS_MOVE = Move(PASS)
MUGGINS_MOVE = Move(MUGGINS)
#: The moves that carry no tile, by kind: ``Move.from_dict`` hands these out (moves are immutable).
_SIMPLE_MOVES = {DRAW: DRAW_MOVE, PASS: PASS_MOVE, MUGGINS: MUGGINS_MOVE}


# -- Moves in words --------------------------------------------------------------------------
#
# One grammar in three forms: the noun a move list writes (``6-4 on the left``), what a seat
# does (``seat 1 plays 6-4 on the left``) and the infinitive (``seat 1 may play 6-4 on the left``).
# A play may name its end by the number it shows (``on the 6 end``); only a reader that sees the
# table can settle which end that is, so ``parse_phrase`` hands the number back.

#: The verb of each kind of move in each form but the noun.
_VERBS: dict[str, dict[str, str]] = {
    SAID: {PASS: "passes", DRAW: "draws", MUGGINS: "calls muggins", PLAY: "plays", LEAD: "leads"},
    INFINITIVE: {PASS: "pass", DRAW: "draw", MUGGINS: "call muggins", PLAY: "play", LEAD: "lead"},
    GERUND: {PASS: "passing", DRAW: "drawing", MUGGINS: "calling muggins", PLAY: "playing", LEAD: "leading"},
}
_NOUNS = {PASS: PASS, DRAW: DRAW, MUGGINS: MUGGINS, PLAY: "", LEAD: ""}


def _simple_words(form: str) -> dict[str, str]:
    """The words of each move that carries no tile, in ``form`` -> its kind."""
    table = _NOUNS if form == NOUN else _VERBS[form]
    return {table[kind]: kind for kind in (PASS, DRAW, MUGGINS)}


def _phrase(form: str, groups: bool) -> str:
    def group(name: str, pattern: str) -> str:
        return f"(?P<{name}>{pattern})" if groups else f"(?:{pattern})"

    simple = "|".join(words.replace(" ", r"\s+") for words in _simple_words(form))
    verbs = "" if form == NOUN else rf"(?:{_VERBS[form][PLAY]}|{_VERBS[form][LEAD]})\s+"
    tile = group("tile", r"\d+\s*-\s*\d+")
    end = group("end", "left|right|up|down")
    shown = group("shown", r"\d+")
    claim = group("claim", r"\d+")
    return (
        f"{group('simple', simple)}|{verbs}{tile}"
        rf"(?:\s+on\s+the\s+(?:{end}(?:\s+end)?|{shown}\s+end))?"
        rf"(?:\s+claiming\s+{claim})?"
    )


#: Each form's grammar with no groups, for a sentence pattern to embed (the scenario steps).
PHRASE_PATTERNS = {form: _phrase(form, groups=False) for form in (NOUN, SAID, INFINITIVE, GERUND)}
_PHRASES = {form: re.compile(rf"^\s*(?:{_phrase(form, groups=True)})\s*$") for form in PHRASE_PATTERNS}
_EXAMPLES = {
    NOUN: "'pass', 'draw', 'muggins', a tile to lead ('6-6'), or a tile and an end ('6-4 on the right', "
          "optionally 'claiming 10')",
    SAID: "'passes', 'draws', 'calls muggins', 'leads 6-6', or 'plays 6-4 on the right' (optionally 'claiming 10')",
    INFINITIVE: "'pass', 'draw', 'call muggins', 'lead 6-6', or 'play 6-4 on the right' (optionally 'claiming 10')",
    GERUND: "'passing', 'drawing', 'calling muggins', 'leading 6-6', or 'playing 6-4 on the right' "
            "(optionally 'claiming 10')",
}


class MoveTextError(ValueError):
    """A move written in a scenario, sheet or transcript could not be read; ``part`` is
    the text that could not (the whole text, or the play within it)."""

    def __init__(self, message: str, part: str | None = None) -> None:
        super().__init__(message)
        self.part = part


def parse_phrase(text: str, form: str = NOUN, max_pip: int = MAX_SUPPORTED_PIP) -> tuple[Move, int | None]:
    """Read a move written in ``form``, and the number its end shows when it names the
    end that way (``on the 6 end``; the move's ``end`` is then None)."""
    found = _PHRASES[form].match(text)
    if not found:
        raise MoveTextError(f"{text!r} is not a move: write {_EXAMPLES[form]}")
    if found["simple"]:
        return Move(_simple_words(form)[" ".join(found["simple"].split())]), None
    try:
        tile = Tile.parse(found["tile"].replace(" ", ""), max_pip)
    except TileError as error:
        raise MoveTextError(str(error)) from None
    claim = int(found["claim"]) if found["claim"] else None
    return Move(PLAY, tile, found["end"], claim), int(found["shown"]) if found["shown"] else None


#: A move as a scoresheet says it of a seat: the said form read laxly (``knocks``, ``pass``,
#: ``muggins``, a bare tile), and a draw may name the tile drawn (``draws 2-5``).
_SHEET_MOVE = re.compile(
    r"^(?:(?P<pass>passes|pass|knocks)|(?P<draw>draws)(?:\s+(?P<drawn>\S+(?:\s+\S+)*))?"
    r"|(?P<muggins>(?:calls\s+)?muggins)"
    r"|(?:(?:plays|leads)\s+)?(?P<play>\d.*))$"
)
#: The words a scoresheet's move may start with (a play may also start with its tile).
SHEET_MOVE_WORDS = ("passes", "pass", "knocks", "draws", "calls", "muggins", "plays", "leads")
_END_WORDS = ("left", "right", "up", "down")


def parse_sheet_move(text: str) -> tuple[Move, str | None]:
    """Read a move as a scoresheet writes it, and the text of the tiles a draw names (None if it names none;
    several, space-separated, for a draw that takes tiles until one fits)."""
    found = _SHEET_MOVE.match(text.strip())
    if found is None:
        word = (text.split() or [""])[0]
        hint = ""
        if word and not word[0].isdigit():
            rest = text.split()[1:2]
            # A tile after the word: the word was meant to play it.
            words = ("plays", "leads") if rest and rest[0][:1].isdigit() else SHEET_MOVE_WORDS
            nearest = difflib.get_close_matches(word.lower(), words, n=2, cutoff=0.5)
            hint = f" ({word!r} is not a move word" + (f"; did you mean {' or '.join(map(repr, nearest))}?)"
                                                       if nearest else ")")
        raise MoveTextError(f"{text.strip()!r} is not a move{hint}: write 'passes', 'draws' (or 'draws 2-5'), "
                            "'calls muggins', 'leads 6-6', or 'plays 6-4 on the right' (optionally 'claiming 10')",
                            word or None)
    if found["pass"]:
        return PASS_MOVE, None
    if found["muggins"]:
        return MUGGINS_MOVE, None
    if found["draw"]:
        return DRAW_MOVE, found["drawn"]
    try:
        return Move.parse(found["play"]), None
    except MoveTextError as error:
        end = re.search(r"\bon\s+the\s+([A-Za-z]+)", found["play"])
        if end and end[1] not in _END_WORDS:
            nearest = difflib.get_close_matches(end[1].lower(), _END_WORDS, n=1, cutoff=0.5)
            hint = f"; did you mean {nearest[0]!r}?" if nearest else ""
            raise MoveTextError(f"{str(error)} ({end[1]!r} is not an end: left, right, up or down{hint})",
                                end[1]) from None
        raise MoveTextError(str(error), found["play"]) from None


def parse_move_list(text: str) -> list[Move]:
    """Read a comma-separated list of moves (``"6-4 on the left, pass"``)."""
    return [Move.parse(part) for part in text.split(",") if part.strip()]


def describe_move(data: Any, form: str = NOUN) -> str:
    """A move in protocol form, in words of ``form`` (the move lists' by default); what cannot
    be read is shown as written."""
    if not isinstance(data, Mapping):
        return repr(data)
    kind = data.get("type")
    if kind not in KINDS:
        return str(kind)
    if kind != PLAY:
        return Move(kind).words(form)
    try:
        tile: Any = Tile.parse(data.get("tile"))  # type: ignore[arg-type]
    except TileError:
        tile = repr(data.get("tile"))  # an unreadable tile is shown as it was written
    return Move(PLAY, tile, data.get("end"), data.get("claim")).words(form)


# -- Moves compared --------------------------------------------------------------------------

#: Ends that mirror each other: the line's two ends, and the spinner's two ends.
MIRROR_PAIRS = {"left": "left|right", "right": "left|right", "up": "up|down", "down": "up|down"}


def written_key(move: Mapping[str, Any]) -> tuple[Any, ...]:
    """A move in protocol form exactly as written (kind, tile text, end, claim): no tile read, no
    mirror ends, so equal keys are the same move; unequal ones are compared again by ``move_key``."""
    get = move.get
    return get("type"), get("tile"), get("end"), get("claim")


_WRITTEN_KEYS: dict[Move, tuple[Any, ...]] = {}


def written_key_of(move: Move) -> tuple[Any, ...]:
    """``written_key`` of ``move.to_dict()``, remembered per move (moves are few and immutable)."""
    key = _WRITTEN_KEYS.get(move)
    if key is None:
        key = _WRITTEN_KEYS[move] = (move.kind, None if move.tile is None else str(move.tile), move.end, move.claim)
    return key


def end_signature(ends: Sequence[Mapping[str, Any]]) -> dict[str, tuple[int, bool]]:
    """Each open end's (number shown, is a double) from a state's ``ends``."""
    return {end["end"]: (int(end["value"]), bool(end.get("double", False))) for end in ends}


def move_key(move: Mapping[str, Any], ends: Sequence[Mapping[str, Any]] = ()) -> tuple[Any, ...]:
    """A hashable identity for a move in protocol form, equal for equivalent moves.

    Engines may write tiles in either order. Two plays of one tile are the same
    move when their ends are a mirror pair (left/right or up/down) showing the
    same number, both doubles or both not: the table that results is the same.
    Raises ``TileError`` for a play whose tile cannot be read.
    """
    kind = move.get("type")
    if kind != PLAY:
        return (kind,)
    tile = str(Tile.parse(move.get("tile")))  # type: ignore[arg-type]
    end = move.get("end")
    if end is not None:
        signature = end_signature(ends)
        mirror = MIRROR_PAIRS.get(end)
        if mirror is not None:
            other = next(name for name in mirror.split("|") if name != end)
            if end in signature and signature.get(other) == signature[end]:
                end = mirror
    return (PLAY, tile, end, move.get("claim"))


def move_set(moves: Iterable[Mapping[str, Any]], ends: Sequence[Mapping[str, Any]] = ()) -> set[tuple[Any, ...]]:
    """The moves as a set of identities (duplicates and mirror moves merged)."""
    return {move_key(move, ends) for move in moves}


def describe_key(key: tuple[Any, ...]) -> str:
    """A move identity in the move lists' words (a mirror pair reads ``6-4 on the left|right``)."""
    return str(Move(*key))
