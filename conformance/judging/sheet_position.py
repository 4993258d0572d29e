"""Positions on game sheets: the match a sheet's position stands at, and why a position cannot arise in play.

A sheet's hand may start from a position (docs/sheets.md, "Positions"): each seat's tiles, the
line as it lies, the boneyard, the seat to act and the score so far. ``start`` builds the
reference engine's ``Position`` from it and starts a ``Match`` there; first it holds the position
to what play can reach, and names the line, column and rule of the first thing that cannot be:
a tile twice, a hand of a size no deal and draws could leave, a line that does not join, a
blocked line some hand can still play on, a score or a count that no scoring gives. Without a
seat to act the position is the moment its hand ended, and the engine ends it (``end_if_over``).

``position_lines`` writes a position as a sheet's lines (``at_hand_end`` gives a match's at the
moment its last hand ended); ``transcript_at`` writes a transcript as a sheet that starts from one
of its plies (``sheet --at``), and ``position_file`` / ``position_file_as_sheet`` are a position's
JSON form and back.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from reference_impl import scoring
from reference_impl.engine import HAND_OVER, IN_PROGRESS, DealError, Match
from reference_impl.lead import choose_first_leader
from reference_impl.moves import ARMS, IllegalMove
from reference_impl.position import Position, PositionError
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile, set_size, tile_set

from .clause_table import lead_clause
from conformance.records.recording import event_points
from conformance.records.model import RulesetSpec, Transcript
from .referee import Finding, RecordProblem, resolve_ruleset
from conformance.records.sheets import (
    BLOCKED_LINE, LAID, LISTED, SIZE, UNKNOWN, UNWRITTEN_LINE, Place, Sheet, SheetHand, SheetPosition, render_events,
    render_hands, render_header, render_result,
)


class PositionProblem(Exception):
    """A position that cannot arise in play: the rule, and where on the sheet (line and column)."""

    def __init__(self, clause: str, message: str, place: Place | tuple[int, int]) -> None:
        super().__init__(message)
        self.clause = clause
        self.message = message
        self.line, self.column = (place.line, place.column) if isinstance(place, Place) else place

    def finding(self, hand: int) -> Finding:
        return Finding("rules", f"the position cannot arise in play: {self.message}", hand=hand, clause=self.clause)


def start(sheet: Sheet, hand: SheetHand, rules: Ruleset) -> Match:
    """The match standing at the hand's position, its hand ended when the position ends it."""
    stated = hand.position
    assert stated is not None
    reader = _Reader(sheet, hand, stated, rules)
    position = reader.position()
    try:
        match = Match.from_position(rules, position)
    except PositionError as error:
        raise PositionProblem(*reader.placed(error)) from None
    reader.check_scores(match)
    over = match.end_if_over()
    if stated.turn is None and not over:
        raise PositionProblem("end.blocked", _still_open(match, sheet), stated.places.get("line", _line_of(hand)))
    if stated.turn is not None and over:
        why = ("a seat holds no tile: it went out, and the hand ended" if match.hand_result
               and match.hand_result.end == "out" else "the line is blocked: no hand holds a number at an end, "
               "and nobody may draw")
        raise PositionProblem("end.status", f"{why}; the hand is over, so no seat is to act (leave out 'turn:')",
                              stated.places["turn"])
    return match


def _line_of(hand: SheetHand) -> tuple[int, int]:
    return hand.line, 1


def _still_open(match: Match, sheet: Sheet) -> str:
    """Why a position with no seat to act is not the end of its hand: who can still play where."""
    for seat, held in enumerate(match.hands):
        for tile in match.tileset.tiles_of(held):
            for arm, value, _ in match.line.ends():
                if value in tile:
                    return (f"no seat is to act, so the hand is over; but it is not: nobody has gone out, and "
                            f"{sheet.seat_name(seat)} holds {tile}, which fits the {ARMS[arm]} end ({value}); "
                            f"a blocked line leaves no hand a tile that fits (name the seat to act: 'turn: ...')")
    return ("no seat is to act, so the hand is over; but it is not: the boneyard may still be drawn from "
            "(name the seat to act: 'turn: ...')")


class _Reader:
    """Builds the engine's position from a sheet's, checking what play could not have left."""

    def __init__(self, sheet: Sheet, hand: SheetHand, stated: SheetPosition, rules: Ruleset) -> None:
        self.sheet, self.hand, self.stated, self.rules = sheet, hand, stated, rules
        self.players = sheet.players
        self.tileset_size = set_size(rules.max_pip)

    def place(self, key: str) -> Place | tuple[int, int]:
        return self.stated.places.get(key, _line_of(self.hand))

    def seat_place(self, seat: int, index: int | None = None) -> tuple[int, int]:
        place = self.hand.seat_places[seat]
        return place.line, place.column if index is None else place.of_tile(index)

    def position(self) -> Position:
        stated, hand = self.stated, self.hand
        if len(hand.hands) != self.players:
            raise PositionProblem("deal.players", f"the position gives {len(hand.hands)} seats' tiles; the "
                                  f"sheet has {self.players} players: write each seat's tiles, one line a seat "
                                  "('Ben: 5-2', or 'Ben:' for a seat holding none)", _line_of(hand))
        if hand.leader_stated and hand.leader is None:
            raise PositionProblem("end.redeal", "a position's hand is being played: it has a leader", self.place("leader"))
        self.check_tiles()
        lead, arms = stated.lead, tuple(tuple(stated.arms.get(name, ())) for name in ARMS)
        spinner = stated.spinner
        if spinner is None and self.rules.spinner == "first_double" and lead is not None:
            # The first double played is the spinner: a double lead, or the line's one double, needs no naming.
            doubles = [tile for tile in [lead, *(tile for arm in arms for tile in arm)] if tile.is_double]
            if lead.is_double or len(doubles) == 1:
                spinner = doubles[0]
        blocked = stated.line_kind in (BLOCKED_LINE, UNWRITTEN_LINE)  # not written out: laid here
        boneyard: tuple[Tile, ...] | int
        if blocked:
            if stated.line_kind == UNWRITTEN_LINE and (stated.turn is not None or all(hand.hands)):
                raise PositionProblem("end.status", "the line is not written ('line: unknown'), which only a hand "
                                      "some seat has gone out of may leave out: write the line, or 'line: blocked'",
                                      self.place("line"))
            lead, arms, boneyard = self.unwritten_line()
            spinner = lead if self.rules.spinner == "first_double" and lead.is_double else None
        line_tiles = ([] if lead is None else [lead]) + [tile for arm in arms for tile in arm]
        placed = {tile for tiles in hand.hands for tile in tiles} | set(line_tiles)
        rest = [tile for tile in _tiles(self.rules) if tile not in placed]
        if blocked:
            pass  # laid with the line
        elif hand.boneyard_kind == LISTED:
            assert hand.boneyard is not None
            boneyard = tuple(hand.boneyard)
        elif hand.boneyard_kind == SIZE:
            assert stated.boneyard_size is not None
            boneyard = stated.boneyard_size
        elif hand.boneyard_kind == UNKNOWN:  # the draws the moves name come first; with none named, its size
            named = [event.drawn for event in hand.events if event.drawn is not None]
            boneyard = tuple(named + [tile for tile in rest if tile not in named]) if named else len(rest)
        else:  # the rest: the tiles nowhere else, drawn in set order (after any named to come first)
            first = list(hand.boneyard or ())
            boneyard = tuple(first + [tile for tile in rest if tile not in first])
        if not blocked:
            self.check_sizes(len(line_tiles), boneyard if isinstance(boneyard, int) else len(boneyard))
        leader = self.leader(lead)
        turn = stated.turn if stated.turn is not None else leader
        scores = stated.scores if stated.scores is not None else [0] * len(self.rules.sides(self.players))
        forced = self.first_lead(leader) if lead is None else None
        if stated.passes >= self.players:
            raise PositionProblem("end.blocked.all-passed", f"{stated.passes} passes in a row: once all "
                                  f"{self.players} players have passed in turn the hand is blocked", self.place("passes"))
        return Position(
            hands=tuple(tuple(sorted(tiles)) for tiles in hand.hands), lead=lead, arms=arms, spinner=spinner,
            boneyard=boneyard, turn=turn, leader=leader, forced_tile=forced, ply=len(line_tiles) + stated.passes,
            passes_in_turn=stated.passes, muggins_pending=stated.unclaimed, scores=tuple(scores),
            hands_played=stated.number - 1, carried=stated.carried,
        )

    def check_tiles(self) -> None:
        """Each tile of the set once at most, and of the set: the column of the first that is not."""
        seen: dict[Tile, str] = {}
        places: list[tuple[str, list[Tile], Place | None]] = [
            (self.sheet.seat_name(seat), tiles, self.hand.seat_places[seat]) for seat, tiles in enumerate(self.hand.hands)]
        stated = self.stated
        if stated.lead is not None:
            places.append(("the line", [stated.lead], stated.places.get("line")))
        places += [(f"the {name} arm", stated.arms[name], stated.places.get(name)) for name in ARMS if name in stated.arms]
        if self.hand.boneyard is not None:
            places.append(("the boneyard", self.hand.boneyard, self.hand.boneyard_place))
        for where, tiles, place in places:
            for index, tile in enumerate(tiles):
                at = _line_of(self.hand) if place is None else (place.line, place.of_tile(index))
                if tile.high > self.rules.max_pip:
                    raise PositionProblem("equipment.set.composition", f"{where}: {tile} is not in a "
                                          f"double-{self.rules.max_pip} set", at)
                if tile in seen:
                    raise PositionProblem("deal.complete", f"{tile} is in {seen[tile]} and in {where}: "
                                          "each tile of the set is in one place", at)
                seen[tile] = where

    def unwritten_line(self) -> tuple[Tile, tuple[tuple[Tile, ...], ...], tuple[Tile, ...] | int]:
        """A line not written out (``line: blocked`` or ``line: unknown``), laid for the engine: the lead,
        the arms and the boneyard.

        The boneyard is as stated, else what is left once nobody may draw (all the undealt tiles
        without drawing, the reserve with it); the line holds every other tile. A blocked line's open
        ends show numbers no hand holds. One such line is laid: a lead (a double where one will do),
        then a chain on its right (which tiles lie inside a line changes nothing at a hand's end; the
        lead is not covered on both sides, so no spinner opens more ends)."""
        hand, rules = self.hand, self.rules
        blocked = self.stated.line_kind == BLOCKED_LINE
        held_numbers = {number for tiles in hand.hands for tile in tiles for number in tile}
        ends = {n for n in range(rules.max_pip + 1) if n not in held_numbers or not blocked}
        if not ends:
            raise PositionProblem("end.blocked", f"the line is said to be blocked, but between them the hands hold "
                                  f"every number from 0 to {rules.max_pip}, so whatever number an open end shows, "
                                  "some hand holds a tile that fits it: no end is unmatched", self.place("line"))
        held = sum(map(len, hand.hands))
        if hand.boneyard_kind == LISTED:
            left = len(hand.boneyard or ())
        elif hand.boneyard_kind == SIZE:
            left = self.stated.boneyard_size or 0
        else:
            left = self.undealt() if rules.draw_mode == "none" else rules.draw_reserve
        laid = self.tileset_size - held - left
        self.check_sizes(laid, left)
        listed = set(hand.boneyard or ())  # listed, or named to come first before the rest
        placed = {tile for tiles in hand.hands for tile in tiles} | listed
        pool = [tile for tile in _tiles(rules) if tile not in placed]
        spins = rules.spinner == "first_double"
        leads = sorted((tile for tile in pool if tile.low in ends), key=lambda tile: not tile.is_double)
        for lead in leads[:8] if laid >= 1 else ():
            # Past a lead that is not a double, a double on the chain would spin and open more ends.
            rest = [tile for tile in pool if tile != lead and (lead.is_double or not spins or not tile.is_double)]
            chain = _chain(lead.high, laid - 1, rest, ends)
            if chain is not None:
                boneyard: tuple[Tile, ...] | int = tuple(hand.boneyard or ()) if listed else left
                return lead, ((), tuple(chain), (), ()), boneyard
        unheld = ", ".join(map(str, sorted(ends)))
        raise PositionProblem("end.blocked" if blocked else "line.play.match",
                              f"no line of the {laid} tiles the hands and the boneyard leave out can be laid"
                              + (f" with its open ends on numbers no hand holds ({unheld})" if blocked else "")
                              + _parity_reason(pool, laid, ends, 4 if spins else 2)
                              + "; to state a position that can arise, give the boneyard by its size "
                              "(boneyard: N), so that which tiles lie in the line is left open, or write "
                              "line: unknown where a seat has gone out", self.place("line"))

    def undealt(self) -> int:
        return self.tileset_size - self.players * self.rules.hand_size[self.players]

    def check_sizes(self, laid: int, boneyard: int) -> None:
        """Hands of sizes a deal, the ``laid`` tiles of the line and the draws could leave."""
        rules, players, hand = self.rules, self.players, self.hand
        dealt = rules.hand_size[players]
        undealt = self.undealt()
        drawn = undealt - boneyard
        for seat, tiles in enumerate(hand.hands):
            most = dealt + (max(drawn, 0) if rules.draw_mode != "none" else 0)
            if not laid and len(tiles) != dealt:
                raise PositionProblem("deal.hand-size", f"{self.sheet.seat_name(seat)} holds {len(tiles)} tiles "
                                      f"with nothing laid yet; the ruleset deals {dealt} to each of {players} "
                                      "players", self.seat_place(seat, dealt if len(tiles) > dealt else None))
            if len(tiles) > most:
                extra = f" and {most - dealt} drawn since" if most > dealt else ""
                raise PositionProblem("deal.hand-size", f"{self.sheet.seat_name(seat)} holds {len(tiles)} tiles; "
                                      f"the ruleset deals {dealt} to each of {players} players{extra}",
                                      self.seat_place(seat, most))
        if drawn < 0:
            raise PositionProblem("deal.boneyard", f"the boneyard holds {boneyard} tiles, but a deal of {dealt} "
                                  f"to each of {players} players leaves {undealt}", self.place("boneyard"))
        if drawn and rules.draw_mode == "none":
            raise PositionProblem("draw.none", f"{drawn} tile(s) are missing from the boneyard, but this ruleset "
                                  f"has no drawing: the boneyard stays at the {undealt} tiles left undealt",
                                  self.place("boneyard"))
        if drawn and boneyard < rules.draw_reserve:
            raise PositionProblem("draw.reserve.never-drawn", f"the boneyard holds {boneyard} tiles, fewer than "
                                  f"the {rules.draw_reserve} reserved, which are never drawn", self.place("boneyard"))
        gone_out = [seat for seat, tiles in enumerate(hand.hands) if not tiles]
        if len(gone_out) > 1:
            raise PositionProblem("end.going-out", f"{self.sheet.seat_name(gone_out[1])} holds no tile, but "
                                  f"{self.sheet.seat_name(gone_out[0])} holds none either: the hand ended when the "
                                  "first went out", self.seat_place(gone_out[1]))

    def leader(self, lead: Tile | None) -> int:
        """The seat that led the hand: as stated; else the seat to act when nothing is laid, else the
        first seat holding the fewest tiles (the leader has laid one more than those after it)."""
        hand, stated = self.hand, self.stated
        if hand.leader_stated and hand.leader is not None:
            leader = hand.leader
        elif lead is None and stated.turn is not None:
            leader = stated.turn
        else:
            leader = min(range(self.players), key=lambda seat: len(hand.hands[seat]))
        if lead is None and stated.turn is not None and stated.turn != leader:
            raise PositionProblem("line.lead.opens", f"nothing is laid, so the leader ({self.sheet.seat_name(leader)}) "
                                  f"is to act, not {self.sheet.seat_name(stated.turn)}", self.place("turn"))
        if lead is not None and self.rules.draw_mode == "none" and len(hand.hands[leader]) >= self.rules.hand_size[
                self.players]:
            raise PositionProblem("line.lead.opens", f"{self.sheet.seat_name(leader)} led the hand but still holds "
                                  "every tile dealt to them, and nobody draws", self.place("leader"))
        return leader

    def first_lead(self, leader: int) -> Tile | None:
        """Before the first hand's lead: the leader the first-hand rule picks, and the tile it must lead."""
        rules = self.rules
        if self.stated.number != 1:
            return None
        step = 1 if rules.direction == "cw" else -1
        if rules.first_hand_lead == "lot":
            return None
        chosen = choose_first_leader(rules.first_hand_lead, self.hand.hands, rules.tie_break, rules.max_pip, step,
                                     None, rules.double_order, rules.named_double)
        clause = lead_clause(rules, "first")
        if chosen is None:
            raise PositionProblem(clause, "under the first-hand rule this deal is void and dealt again: nobody leads",
                                  _line_of(self.hand))
        if chosen[0] != leader:
            raise PositionProblem(clause, f"the first hand is led by {self.sheet.seat_name(chosen[0])}, not "
                                  f"{self.sheet.seat_name(leader)}", self.place("turn" if self.stated.turn is not None
                                                                                else "leader"))
        return chosen[1] if rules.forced_lead_tile else None

    def check_scores(self, match: Match) -> None:
        """Scores and counts that some scoring gives, and a match not over at the scores stated."""
        rules, stated = self.rules, self.stated
        count = match.line.count() if match.line.size else 0
        if stated.count is not None and stated.count != count and stated.line_kind == LAID:
            raise PositionProblem("score.fives.count", f"the ends count {count}, not {stated.count}",
                                  self.place("count"))
        if stated.unclaimed:
            if rules.fives_claims != "muggins":
                raise PositionProblem("score.fives.muggins", "points are left unclaimed only under muggins "
                                      "claiming (fives.claims = muggins)", self.place("unclaimed"))
            if stated.unclaimed != scoring.fives_points(count):
                raise PositionProblem("score.fives.muggins", f"the last play left the ends counting {count}, which "
                                      f"scores {scoring.fives_points(count)}, not {stated.unclaimed}",
                                      self.place("unclaimed"))
        if rules.rounding != "none":  # every score is rounded, or a count that scores (a multiple of five)
            for side, score in enumerate(match.scores):
                if score % 5:
                    place = self.place("scores")
                    raise PositionProblem("score.rounding." + rules.rounding.replace("_", "-"),
                                          f"side {side}'s score {score} is not a multiple of five, and every score "
                                          "of this ruleset is", place)
        if rules.match_end == "target":
            self.check_below_target(match)
        if rules.match_end == "hands" and rules.hands is not None and stated.number > rules.hands:
            raise PositionProblem("match.end.hands", f"the match is {rules.hands} hands: there is no hand "
                                  f"{stated.number}", _line_of(self.hand))

    def check_below_target(self, match: Match) -> None:
        """A match not over before the position's hand was dealt. Scores change during a hand only by fives
        counts: checked at once, no score may have reached the target; checked only at a hand's end, a score
        passes it mid-hand by no more than this hand's plays can have scored (each at most the count of four
        open ends, each a double of the highest number)."""
        rules, scores = self.rules, match.scores
        gained = 0
        if rules.fives and rules.target_check != "at_once":
            gained = match.line.size * max(map(scoring.fives_points, range(4 * 2 * rules.max_pip + 1)))
        best = max(scores)
        side = scores.index(best)
        at_deal = best - gained  # the least the leading side can have had when the hand was dealt
        if at_deal >= match.target and all(at_deal > score for other, score in enumerate(scores) if other != side):
            since = (f"; the {match.line.size} tiles laid in this hand score at most {gained} by fives counts, so "
                     f"side {side} had {at_deal} or more when it was dealt" if gained else "")
            raise PositionProblem("match.end.target", f"at totals {' '.join(map(str, scores))} the match was over "
                                  f"(the target is {match.target}){since}: no hand is played after it",
                                  self.place("scores"))

    def placed(self, error: PositionError) -> tuple[str, str, Place | tuple[int, int]]:
        """The clause and the place of a position the engine cannot take."""
        where = error.where
        if where.startswith("line."):
            key = where.split(".", 1)[1]
            place = self.stated.places.get(key) or self.stated.places.get("line")
            clause = {"spinner": "line.spinner.first-double" if self.rules.spinner != "none" else "line.spinner.none"
                      }.get(key, "line.play.match")
            if key in ("up", "down") and "open only once" in error.detail:
                clause = "line.spinner.sides-first"
            at: Any = _line_of(self.hand) if place is None else (
                (place.line, place.of_tile(error.index)) if error.index is not None else place)
            return clause, error.detail, at
        if where == "boneyard":
            return "deal.complete", error.detail, self.place("boneyard")
        if where.startswith("scores"):
            return "score.side", f"the scores: {error.detail}", self.place("scores")
        if where in ("turn", "leader"):
            return "deal.seats", f"the {where}: {error.detail}", self.place(where)
        return "deal.complete", str(error), _line_of(self.hand)


#: How many steps the search for a blocked line may take before it gives up.
_CHAIN_BUDGET = 20000


def _parity_reason(pool: list[Tile], laid: int, ends: set[int], most_ends: int) -> str:
    """Why no line of ``pool`` can be laid, where the line must hold every tile of it: a line pairs the halves
    it holds of each number, but at its open ends, so a number it holds an odd number of halves of shows at
    an end; ``""`` where that is not why."""
    if laid != len(pool) or not pool:
        return ""
    halves = Counter(number for tile in pool for number in tile)
    odd = sorted(number for number, count in halves.items() if count % 2)
    shut = [number for number in odd if number not in ends]
    if shut:
        return (f": the line would hold an odd number of halves showing {', '.join(map(str, shut))}, so an open "
                f"end shows {'it' if len(shut) == 1 else 'each'}, and a hand holds a tile that fits there")
    if len(odd) > most_ends:
        return (f": the line would hold an odd number of halves of each of {', '.join(map(str, odd))}, so each "
                f"shows at an open end, but a line has {most_ends} open ends at most")
    return ""


def _chain(start: int, length: int, pool: list[Tile], ends: set[int]) -> list[Tile] | None:
    """A chain of ``length`` tiles of ``pool`` from number ``start`` ending on a number in ``ends``
    (a depth-first search, doubles first, within a budget of steps), or None."""
    found = _chain_of(start, length, frozenset(pool), frozenset(ends))
    return None if found is None else list(found)


@lru_cache(maxsize=256)  # a ruling lays the same line under every value of the options it tries
def _chain_of(start: int, length: int, pool: frozenset[Tile], ends: frozenset[int]) -> tuple[Tile, ...] | None:
    budget = [_CHAIN_BUDGET]
    unused = set(pool)

    def extend(at: int, need: int) -> list[Tile] | None:
        if need == 0:
            return [] if at in ends else None
        budget[0] -= 1
        if budget[0] < 0:
            return None
        fitting = sorted((tile for tile in unused if at in tile), key=lambda t: (t.is_double is False, t))
        for tile in fitting:
            unused.discard(tile)
            rest = extend(tile.other(at), need - 1)
            unused.add(tile)
            if rest is not None:
                return [tile, *rest]
        return None

    found = extend(start, length)
    return None if found is None else tuple(found)


def _tiles(rules: Ruleset) -> tuple[Tile, ...]:
    return tile_set(rules.max_pip).tiles


# -- writing a position as a sheet ----------------------------------------------------------------


def position_lines(position: Position, labels: list[str], number: int | None = None) -> list[str]:
    """A position as the lines of a sheet's position (the header not included). A hand that is over
    is written as the moment it ended: no seat to act, the scores before its end was scored."""
    result = position.hand_result
    if position.status != IN_PROGRESS and result is not None and result.side is not None:
        scores = list(position.scores)
        scores[result.side] -= result.points
        position = position.with_changes(scores=tuple(scores), carried=result.carried or 0)
    out = ["position" + (f" of hand {number}" if number is not None and number != 1 else "")]
    for seat, tiles in enumerate(position.hands):
        out.append(f"{labels[seat]}:" + "".join(f" {tile}" for tile in tiles))
    if position.lead is not None:
        out.append(f"line: {position.lead}")
        for name, tiles in zip(ARMS, position.arms):
            if tiles:
                out.append(f"{name}: " + " ".join(map(str, tiles)))
        if position.spinner is not None:
            out.append(f"spinner: {position.spinner}")
    if position.boneyard_known:
        out.append("boneyard: " + " ".join(map(str, position.boneyard)))  # type: ignore[arg-type]
    else:
        out.append(f"boneyard: {position.boneyard_size}")
    out.append(f"leader: {labels[position.leader]}")
    if position.status == IN_PROGRESS:
        out.append(f"turn: {labels[position.turn]}")
    if any(position.scores):
        out.append("scores: " + " ".join(map(str, position.scores)))
    for key, value in (("carried", position.carried), ("unclaimed", position.muggins_pending),
                       ("passes", position.passes_in_turn)):
        if value:
            out.append(f"{key}: {value}")
    return out


def at_hand_end(before: Position, match: Match) -> Position:
    """The position of ``match`` at the moment its last hand ended (hands and line as they lay), as a
    sheet states it: no seat to act, the scores before the hand's end was scored. ``before`` is the
    position before the hand's last move (its scores and carried points stand until the end is scored)."""
    scores = list(before.scores)
    scores[match.side_of[before.turn]] += event_points(match)
    return match.position().with_changes(
        status=HAND_OVER, hand_result=None, scores=tuple(scores), carried=before.carried, passes_in_turn=0,
        hands_played=before.hands_played, winners=None, qualified=before.qualified, next_leader=None,
        scores_at_deal=None, last_points=0, history=())


# -- a transcript's ply as a position, and a position's JSON form -------------------------------------

#: The format of a position file (``sheet`` reads and writes it): the position, its rules and seats.
POSITION_FORMAT = "domino-position/1"


class NoPosition(ValueError):
    """A transcript has no position at the hand and ply asked for; the message says why."""


def transcript_position(transcript: Transcript, hand: int, ply: int) -> Position:
    """The position of a transcript's hand ``hand`` (from 1) after its first ``ply`` moves, replayed on
    the reference engine from the recorded deals."""
    if not 1 <= hand <= len(transcript.hands):
        raise NoPosition(f"the transcript has {len(transcript.hands)} hand(s); there is no hand {hand}")
    events = transcript.hands[hand - 1].events
    if not 0 <= ply < len(events):
        raise NoPosition(f"hand {hand} has {len(events)} moves: a position is taken after 0 to "
                         f"{len(events) - 1} of them, while the hand is played")
    try:
        rules = resolve_ruleset(transcript.ruleset)
        match = Match(rules, transcript.players)
        for record in transcript.hands[:hand]:
            match.deal(record.deal.hands, record.deal.boneyard, record.deal.lots)
            for event in record.events[:ply] if record is transcript.hands[hand - 1] else record.events:
                match.apply(event.move)
    except (RecordProblem, DealError, IllegalMove) as problem:
        raise NoPosition(f"the transcript cannot be replayed to hand {hand}: {problem}; "
                         "'domino-conformance check' names its first fault") from None
    if match.status != IN_PROGRESS:
        raise NoPosition(f"hand {hand} is not being played after {ply} moves (status {match.status})")
    return match.position()


def transcript_at(transcript: Transcript, hand: int, ply: int) -> str:
    """A transcript as a sheet that starts from the position after ``ply`` moves of hand ``hand``: the
    position, then the rest of that hand's moves and its result, the later hands and the match."""
    position = transcript_position(transcript, hand, ply)
    rules = resolve_ruleset(transcript.ruleset)
    rules_teams = None if rules.teams is None else [list(team) for team in rules.teams]
    header, labels = render_header(transcript.ruleset, transcript.players, transcript.seats, transcript.teams,
                                   transcript.metadata, rules_teams)
    record = transcript.hands[hand - 1]
    lines = header + [""] + position_lines(position, labels, hand) + render_events(record.events[ply:], labels)
    lines.append(render_result(record.result, transcript.teams))
    lines += render_hands(transcript, labels, hand + 1)
    return "\n".join(lines) + "\n"


def position_file(sheet: Sheet, match: Match, number: int) -> dict[str, Any]:
    """The JSON form of the position a sheet starts from (``sheet`` prints it for a sheet that does)."""
    out: dict[str, Any] = {"format": POSITION_FORMAT, "ruleset": sheet.ruleset.to_dict(),
                           "players": sheet.players, "hand": number, "position": match.position().to_dict()}
    if sheet.seats is not None:
        out["seats"] = sheet.seats
    if sheet.teams_stated:
        out["teams"] = sheet.teams
    return out


def position_file_as_sheet(data: dict[str, Any], source: str) -> str:
    """A position file (``position_file``) as a sheet that starts from it. What a sheet could not state, or
    would be built without bound from (a player count of a billion, a seat to act past the last seat, a
    hand of a million tiles), is refused first with its JSON pointer; whether the position can arise in
    play is the sheet reader's to say, as for any sheet (``sheet`` reads the text back). Raises
    ``NoPosition``."""
    checked = _PositionFile(data, source)
    spec, players, number, position = checked.spec, checked.players, checked.number, checked.position
    teams: Any = data.get("teams", "unstated")
    header, labels = render_header(spec, players, data.get("seats"), None if teams == "unstated" else teams, None,
                                   None if teams == "unstated" else "unknown")
    if teams == "unstated":
        header = [line for line in header if not line.startswith("teams:")]
    return "\n".join(header + [""] + position_lines(position, labels, number)) + "\n"


def _whole(value: Any, least: int = 0) -> bool:
    """Whether ``value`` is a JSON whole number (not ``true``) of at least ``least``."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


class _PositionFile:
    """A position file's parts, each held to what a sheet can state before any of it is written."""

    def __init__(self, data: Any, source: str) -> None:
        self.source = source
        if not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
            found = data.get("format") if isinstance(data, dict) else data
            raise NoPosition(f"{source}: not a position file: 'format' is {found!r}, not {POSITION_FORMAT!r}")
        try:
            self.spec = RulesetSpec.from_dict(data["ruleset"])
            rules = resolve_ruleset(self.spec)
        except (KeyError, TypeError, AttributeError):
            raise self.fault("/ruleset", "a ruleset: a profile and overrides, or a whole pinned ruleset") from None
        except RecordProblem as problem:
            raise self.fault(problem.finding.pointer or "/ruleset", problem.finding.message) from None
        self.players = data.get("players")
        if self.players not in rules.players or not _whole(self.players):
            raise self.fault("/players", f"the ruleset is played by {', '.join(map(str, rules.players))} players, "
                             f"not {self.players!r}")
        self.number = data.get("hand", 1)
        if not _whole(self.number, 1):
            raise self.fault("/hand", f"hands are numbered from 1, not {self.number!r}")
        self.check_seats(data.get("seats"), data.get("teams", []))
        try:
            self.position = Position.from_dict(data["position"], rules.max_pip)
        except PositionError as error:
            raise self.fault("/position" + ("" if error.where == "position" else "/" + error.where), error.detail) from None
        except KeyError as error:
            raise self.fault("/position", f"not a position: {error.args[0]!r} is missing") from None
        except (TypeError, ValueError) as error:
            raise self.fault("/position", f"not a position: {error}") from None
        self.check_position(data["position"], set_size(rules.max_pip))

    def fault(self, pointer: str, message: str) -> NoPosition:
        return NoPosition(f"{self.source} at {pointer}: {message}")

    def check_seats(self, seats: Any, teams: Any) -> None:
        if seats is not None and (not isinstance(seats, list) or len(seats) != self.players
                                  or not all(isinstance(seat, dict) for seat in seats)):
            raise self.fault("/seats", f"one object a seat ({self.players} of them), e.g. {{\"name\": \"Ann\"}}")
        if teams is not None and not (isinstance(teams, list) and all(
                isinstance(team, list) and all(_whole(seat) and seat < self.players for seat in team) for team in teams)):
            raise self.fault("/teams", f"a list of teams, each a list of seats from 0 to {self.players - 1}")

    def check_position(self, data: dict[str, Any], tiles: int) -> None:
        """Seats that are seats, counts that are counts, and no list of tiles longer than the set."""
        position, players = self.position, self.players
        if len(position.hands) != players:
            raise self.fault("/position/hands", f"{len(position.hands)} seats' tiles for {players} players")
        for seat, held in enumerate(position.hands):
            if len(held) > tiles:
                raise self.fault(f"/position/hands/{seat}", f"{len(held)} tiles, more than the set's {tiles}")
        for pointer, laid in [("/position/line/arms/" + name, arm) for name, arm in zip(ARMS, position.arms)] + [
                ("/position/boneyard", position.boneyard if position.boneyard_known else ())]:
            if len(laid) > tiles:  # type: ignore[arg-type]
                raise self.fault(pointer, f"{len(laid)} tiles, more than the set's {tiles}")  # type: ignore[arg-type]
        if not position.boneyard_known and not 0 <= position.boneyard_size <= tiles:
            raise self.fault("/position/boneyard", f"a boneyard of 0 to {tiles} tiles, not {position.boneyard_size}")
        for name in ("turn", "leader"):
            if not _whole(data.get(name, 0)) or not getattr(position, name) < players:
                raise self.fault(f"/position/{name}", f"a seat from 0 to {players - 1}, not {data.get(name)!r}")
        for name in ("carried", "muggins_pending", "passes_in_turn"):
            if not _whole(data.get(name, 0)):
                raise self.fault(f"/position/{name}", f"a whole number, 0 or more, not {data.get(name)!r}")
        for index, score in enumerate(position.scores):
            if not _whole(score):
                raise self.fault(f"/position/scores/{index}", f"a score is a whole number, 0 or more, not {score!r}")
        result = position.hand_result
        if result is not None and result.side is not None and not (
                _whole(result.side) and result.side < len(position.scores) and _whole(result.points)):
            raise self.fault("/position/hand_result", "the side that scored is one of the scores' sides, and its "
                             "points a whole number")
