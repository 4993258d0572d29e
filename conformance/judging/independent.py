"""The independent judge: the rules stated a second time, apart from the reference engine.

``check``, ``generate`` and ``replay --direct`` all rest on the reference
engine, so a bug there would be certified by all three. This module states
the rules again, from the rulebook, without the engine's code: who may be
dealt what, who leads and with which tile, which moves are legal, what the
line looks like after each play, what the ends count, when a hand is over,
what it scores, and when the match ends. It favours plain data (sets of
tiles, a dict of open ends) and clarity over speed.

It reads only plain data from outside: the ruleset as read and validated
(``Ruleset``'s fields), the protocol's words for statuses, hand ends,
refusals and deal faults (``reference_impl.status``), the transcript model,
and the one table from refusals, ends and options to clause ids
(``conformance.judging.clause_table``),
so both judges name the same clause for the same fault. ``IndependentJudge``
is a judge of the one walk through a match (``conformance.judging.walker``);
``independent_referee`` is the referee with this judge in place of the
reference engine (``check --independent``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from reference_impl.ruleset import Ruleset
from reference_impl.status import DealFault, HandEnd, Reason, Status
from reference_impl.tiles import Tile

from .clause_table import (
    deal_clause, hand_end_clause, lead_clause, lead_situation, match_end_clause, points_clause,
    refusal_clause,
)
from .referee import (
    Finding,
    RecordProblem,
    Referee,
    check_seating,
    drawn_tile_finding,
    hand_result_finding,
    match_result_finding,
    resolve_ruleset,
)
from conformance.records.model import Deal, Event, HandRecord, Transcript

PLAY, DRAW, PASS, MUGGINS = "play", "draw", "pass", "muggins"
LEFT, RIGHT, UP, DOWN = "left", "right", "up", "down"


class Refused(Exception):
    """A move the rules refuse: the refusal reason (``clause_table.REFUSALS``) and why."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class BadDeal(Exception):
    """A deal the rules refuse: the fault (``clause_table.DEAL_FAULTS``) and why."""

    def __init__(self, fault: str, message: str) -> None:
        super().__init__(message)
        self.fault = fault
        self.message = message


# -- tiles and numbers -------------------------------------------------------------------


def every_tile(max_pip: int) -> list[Tile]:
    """The set: every pair of numbers from 0 to ``max_pip``, each once."""
    return [Tile(low, high) for high in range(max_pip + 1) for low in range(high + 1)]


def pips(tiles: Iterable[Tile]) -> int:
    """The pips on ``tiles``: both halves of each."""
    return sum(tile.low + tile.high for tile in tiles)


def is_double(tile: Tile) -> bool:
    """Both halves the same number."""
    return tile.low == tile.high


def nearest_five(points: int) -> int:
    """The nearest multiple of five; a whole number is never halfway, so 2 rounds down, 3 up."""
    below = points - points % 5
    return below + 5 if points % 5 >= 3 else below


def rounded(terms: Sequence[int], rounding: str) -> int:
    """``terms`` added under ``score.rounding``: not rounded, rounded once, or each rounded."""
    if rounding == "nearest_five_each":
        return sum(nearest_five(term) for term in terms)
    if rounding == "nearest_five_total":
        return nearest_five(sum(terms))
    return sum(terms)


def fives_score(count: int) -> int:
    """What an end count scores under fives: itself when a positive multiple of five."""
    return count if count > 0 and count % 5 == 0 else 0


#: What a going-out bonus is worth (``score.capicu``, ``score.chuchazo``).
BONUS = {"none": 0, "bonus_25": 25, "bonus_100": 100}
#: What winning each of a match's first hands is worth, first hand first (``score.first_hands``).
FIRST_HANDS = {"none": [], "bonus_100_75_50_25": [100, 75, 50, 25]}


# -- the line ------------------------------------------------------------------------------


class Layout:
    """The tiles on the table: the lead, and up to four arms growing out of it.

    ``showing[end]`` is the number an open end shows; ``last[end]`` the tile at
    that end (a double there counts twice). With a spinner, the first double
    opens ``up`` and ``down`` once both its sides are covered.
    """

    def __init__(self, spinner_rule: str) -> None:
        self.spinner_rule = spinner_rule
        self.lead_tile: Tile | None = None
        self.arms: dict[str, list[Tile]] = {LEFT: [], RIGHT: [], UP: [], DOWN: []}
        self.showing: dict[str, int] = {}
        self.spinner: Tile | None = None
        self.spinner_place: tuple[str, int] | None = None  # (arm, index); None while the spinner is the lead

    @property
    def empty(self) -> bool:
        """Nothing has been led yet."""
        return self.lead_tile is None

    def open_ends(self) -> list[str]:
        """The ends a tile may be played on, in order."""
        if self.empty:
            return []
        if self.spinner is not None and self._spinner_sides_covered():
            return [LEFT, RIGHT, UP, DOWN]
        return [LEFT, RIGHT]

    def _spinner_sides_covered(self) -> bool:
        if self.spinner_place is None:
            return bool(self.arms[LEFT]) and bool(self.arms[RIGHT])
        arm, index = self.spinner_place
        return len(self.arms[arm]) > index + 1

    def lay(self, tile: Tile, end: str | None) -> None:
        """Lead ``tile`` (``end`` None: low half left, high half right) or play it on ``end``."""
        if end is None:
            self.lead_tile = tile
            self.showing = {LEFT: tile.low, RIGHT: tile.high}
            if is_double(tile) and self.spinner_rule == "first_double":
                self.spinner = tile
            return
        if end not in self.showing:  # up and down show the spinner's number until played on
            assert self.spinner is not None
            self.showing[end] = self.spinner.low
        matched = self.showing[end]
        self.arms[end].append(tile)
        self.showing[end] = tile.high if tile.low == matched else tile.low
        if self.spinner is None and is_double(tile) and self.spinner_rule == "first_double":
            self.spinner = tile
            self.spinner_place = (end, len(self.arms[end]) - 1)

    def shows(self, end: str) -> int:
        """The number ``end`` shows (an unplayed spinner arm shows the spinner's number)."""
        if end in self.showing:
            return self.showing[end]
        assert self.spinner is not None
        return self.spinner.low

    def ends(self) -> list[tuple[str, int, bool]]:
        """The open ends: name, number shown, and whether a double lies at that end (an unplayed
        spinner arm has no tile at its end)."""
        out = []
        for end in self.open_ends():
            arm = self.arms[end]
            at_end = arm[-1] if arm else (self.lead_tile if end in (LEFT, RIGHT) else None)
            out.append((end, self.shows(end), at_end is not None and is_double(at_end)))
        return out

    def count(self) -> int:
        """The ends added up: a double at an end counts both halves; a lone lead counts its pips;
        the spinner's up and down arms count only once played on."""
        if self.empty:
            return 0
        assert self.lead_tile is not None
        if not any(self.arms.values()):
            return pips([self.lead_tile])
        return sum(
            shown * (2 if double else 1)
            for end, shown, double in self.ends()
            if self.arms[end] or end in (LEFT, RIGHT)
        )

    def numbers(self) -> set[int]:
        """The numbers the open ends show."""
        return {self.shows(end) for end in self.open_ends()}

    def fitting(self, tiles: Iterable[Tile]) -> list[Tile]:
        """The tiles that match some open end (any tile fits an empty table)."""
        if self.empty:
            return list(tiles)
        numbers = self.numbers()
        return [tile for tile in tiles if tile.low in numbers or tile.high in numbers]


def count_after(layout: Layout, tile: Tile, end: str | None) -> int:
    """The count the ends would show after laying ``tile`` on ``end``."""
    trial = Layout(layout.spinner_rule)
    trial.lead_tile, trial.spinner = layout.lead_tile, layout.spinner
    trial.spinner_place = layout.spinner_place
    trial.arms = {name: list(arm) for name, arm in layout.arms.items()}
    trial.showing = dict(layout.showing)
    trial.lay(tile, end)
    return trial.count()


# -- who leads -------------------------------------------------------------------------------


def seats_in_turn_order(players: int, start: int, direction: str) -> list[int]:
    """Every seat once, in playing order from ``start``."""
    step = 1 if direction == "cw" else -1
    return [(start + step * offset) % players for offset in range(players)]


def heaviest(holdings: list[tuple[int, Tile]], rules: Ruleset, players: int) -> tuple[int, Tile]:
    """The heaviest (seat, tile); equal weights go to the higher half, or first to the seat
    first in turn order from seat 0 (``lead.tie_break``)."""
    weight = max(pips([tile]) for _, tile in holdings)
    tied = [(seat, tile) for seat, tile in holdings if pips([tile]) == weight]
    if rules.tie_break == "seat_order":
        order = seats_in_turn_order(players, 0, rules.direction)
        first = min((seat for seat, _ in tied), key=order.index)
        tied = [(seat, tile) for seat, tile in tied if seat == first]
    return max(tied, key=lambda held: held[1].high)


def first_hand_leader(
    rules: Ruleset, hands: Sequence[Iterable[Tile]], lots: Sequence[Tile] | None
) -> tuple[int, Tile | None] | None:
    """Who leads under ``lead.first_hand`` and the tile that chose them; None when the deal is void."""
    players = len(hands)
    holdings = [(seat, tile) for seat, hand in enumerate(hands) for tile in hand]
    doubles = [(seat, tile) for seat, tile in holdings if is_double(tile)]
    rule = rules.first_hand_lead
    if rule == "fixed_seat":  # seat 0, at the left of the dealer (seat n - 1), leads any tile
        return 0, None
    if rule == "at_random":  # any seat may lead; left to itself the table starts from seat 0
        return 0, None
    if rule == "lot":
        assert lots is not None
        drawn = list(enumerate(lots))
        drawn_doubles = [(seat, tile) for seat, tile in drawn if is_double(tile)]
        if drawn_doubles:
            return max(drawn_doubles, key=lambda held: held[1].low)[0], None
        return heaviest(drawn, rules, players)[0], None
    if rule == "heaviest_tile":
        return heaviest(holdings, rules, players)
    if rule == "holder_of_top_double":
        top = Tile(rules.max_pip, rules.max_pip)
        return next(((seat, tile) for seat, tile in holdings if tile == top), None)
    # highest_double_else_*: the named double first, then the doubles in lead.double_order.
    named = [(seat, tile) for seat, tile in doubles if tile.low == rules.named_double]
    if named:
        return named[0]
    if doubles:
        pick = min if rules.double_order == "lowest_first" else max
        return pick(doubles, key=lambda held: held[1].low)
    if rule == "highest_double_else_redeal":
        return None
    return heaviest(holdings, rules, players)


# -- a match -----------------------------------------------------------------------------------


@dataclass
class EndOfHand:
    """How a hand ended, in the shape the result comparison reads."""

    end: str
    winner: int | None = None
    side: int | None = None
    points: int = 0
    pips: list[int] | None = None
    carried: int = 0

    def as_result(self) -> dict[str, Any]:
        """The fields ``referee.hand_result_finding`` compares."""
        out: dict[str, Any] = {
            "end": self.end,
            "winner": self.winner,
            "side": self.side,
            "points": self.points,
            "pips": self.pips,
        }
        if self.carried:
            out["carried"] = self.carried
        return out


class Table:
    """A match played by the rules: the deal, each move, each hand's end and the match's end.

    ``check_move`` says whether a move is legal (raising ``Refused`` if not), ``make``
    makes a legal one, and ``legal_moves`` lists every legal move; the state
    is read from plain fields.
    """

    def __init__(self, rules: Ruleset, players: int) -> None:
        self.rules = rules
        self.players = players
        self.the_set = frozenset(every_tile(rules.max_pip))
        teams = rules.teams or [[seat] for seat in range(players)]
        self.sides = [list(team) for team in teams]
        self.side_of = {seat: index for index, side in enumerate(self.sides) for seat in side}
        key = len(self.sides) if rules.target_by == "sides" else players
        self.target = rules.target[key]
        self.scores = [0] * len(self.sides)
        self.hands_counted = 0
        self.qualified: list[int] = []
        self.winners: list[int] | None = None
        self.carried = 0
        self.next_leader: int | None = None  # None: the first-hand rule chooses
        # The seats that may lead the next hand, where its leader is chosen (the winning side's, under
        # lead.next_hand = winning_side_chooses); and those that may lead the hand just dealt.
        self.next_choices: list[int] = []
        self.choices: list[int] = []
        self.out_bonus = 0  # what going out with the tile just played earns (score.capicu, score.chuchazo)
        self.last_end: EndOfHand | None = None  # the last hand's end, for the next lead
        self.in_progress = False
        self.void = False  # the last hand was void: dealt again
        self.held: list[set[Tile]] = [set() for _ in range(players)]
        self.boneyard: list[Tile] = []
        self.layout = Layout(rules.spinner)
        self.leader = self.turn = 0
        self.forced_lead: Tile | None = None
        self.drew_this_turn = False
        self.knocks_in_a_row = 0
        self.unclaimed = 0
        self.scores_at_deal: list[int] = []
        self.last_to_play = 0  # who laid the last tile: the blocker, under lead.next_hand = blocker

    @property
    def over(self) -> bool:
        """The match has ended."""
        return self.winners is not None

    # -- the deal -------------------------------------------------------------------------------

    def check_deal(self, deal: Deal) -> None:
        """Raise ``BadDeal`` unless every seat holds its share and the set is dealt exactly once."""
        rules = self.rules
        size = rules.hand_size[self.players]
        the_set = self.the_set
        where: dict[Tile, str] = {}

        def place(tile: Tile, place_name: str) -> None:
            if tile not in the_set:
                raise BadDeal(
                    DealFault.INCOMPLETE, f"{place_name}: {tile} is not in a double-{rules.max_pip} set"
                )
            if tile in where:
                raise BadDeal(
                    DealFault.INCOMPLETE, f"{tile} is dealt twice: in {where[tile]} and in {place_name}"
                )
            where[tile] = place_name

        if len(deal.hands) != self.players:
            raise BadDeal(
                DealFault.PLAYERS, f"the deal has {len(deal.hands)} hands for {self.players} players"
            )
        for seat, hand in enumerate(deal.hands):
            if len(hand) != size:
                raise BadDeal(
                    DealFault.HAND_SIZE, f"hand {seat} holds {len(hand)} tiles; a player is dealt {size}"
                )
            for tile in hand:
                place(tile, f"hand {seat}")
        for tile in deal.boneyard:
            place(tile, "the boneyard")
        missing = [str(tile) for tile in every_tile(rules.max_pip) if tile not in where]
        if missing:
            raise BadDeal(DealFault.INCOMPLETE, f"the deal is missing {', '.join(missing)}")
        if self.next_leader is None and rules.first_hand_lead == "lot":
            lots = deal.lots or []
            if len(lots) != self.players:
                raise BadDeal(
                    DealFault.LOTS, f"the lead is by lot: {self.players} lots are needed, not {len(lots)}"
                )
            if len(set(lots)) != len(lots) or any(tile not in the_set for tile in lots):
                raise BadDeal(
                    DealFault.LOTS, f"the lots {[str(t) for t in lots]} are not distinct tiles of the set"
                )

    def deal(self, deal: Deal) -> None:
        """Start a hand from ``deal`` (already checked): choose the leader, or void the deal."""
        self.held = [set(hand) for hand in deal.hands]
        self.boneyard = list(deal.boneyard)
        self.layout = Layout(self.rules.spinner)
        self.drew_this_turn = False
        self.knocks_in_a_row = 0
        self.unclaimed = 0
        self.last_to_play = 0
        self.forced_lead = None
        self.scores_at_deal = list(self.scores)
        self.choices = self.next_choices if self.next_leader is not None else (
            list(range(self.players)) if self.rules.first_hand_lead == "at_random" else [])
        if self.next_leader is not None:
            self.leader = self.next_leader
        else:
            chosen = first_hand_leader(self.rules, deal.hands, deal.lots)
            if chosen is None:
                self._void(EndOfHand(HandEnd.REDEAL, pips=[0] * self.players))
                return
            self.leader, tile = chosen
            if tile is not None and self.rules.forced_lead_tile:
                self.forced_lead = tile
        self.turn = self.leader
        self.in_progress = True

    def take_leader(self, seat: int) -> bool:
        """Let ``seat`` lead the hand just dealt, where the rules leave the choice of leader and allow that
        seat, and nothing is played yet: the leader a record names. True if so."""
        if not self.in_progress or not self.layout.empty or seat not in self.choices:
            return False
        self.leader = self.turn = seat
        self.forced_lead = None
        return True

    # -- moves ------------------------------------------------------------------------------------

    def playable(self, seat: int) -> list[Tile]:
        """The tiles of ``seat`` that fit an open end."""
        return self.layout.fitting(self.held[seat])

    def may_draw(self) -> bool:
        """Whether the player to act may take a tile: drawing allowed, above the reserve, once a turn
        under one-then-pass."""
        rules = self.rules
        if rules.draw_mode == "none" or self.layout.empty:
            return False
        if rules.draw_mode == "one_then_pass" and self.drew_this_turn:
            return False
        return len(self.boneyard) > rules.draw_reserve

    def check_move(self, event: Event) -> None:
        """Raise ``Refused`` unless ``event`` is a legal move now."""
        rules = self.rules
        if not self.in_progress:
            raise Refused(Reason.HAND_OVER, "no hand is in progress")
        if event.seat != self.turn:
            raise Refused(Reason.NOT_YOUR_TURN, f"it is seat {self.turn}'s turn, not seat {event.seat}'s")
        seat, layout = self.turn, self.layout
        if event.type == PLAY:
            tile = event.tile
            if tile is None or tile not in self.the_set:
                raise Refused(Reason.MALFORMED_MOVE, f"{tile} is not a tile of this set")
            if tile not in self.held[seat]:
                raise Refused(Reason.TILE_NOT_IN_HAND, f"seat {seat} does not hold {tile}")
            if layout.empty:
                if event.end is not None:
                    raise Refused(Reason.NO_SUCH_END, "the lead is laid on an empty table and names no end")
                if self.forced_lead is not None and tile != self.forced_lead:
                    raise Refused(Reason.LEAD_TILE_FORCED, f"the leader must lead {self.forced_lead}")
            else:
                if event.end not in layout.open_ends():
                    open_ends = ", ".join(layout.open_ends())
                    raise Refused(Reason.NO_SUCH_END, f"{event.end!r} is not an open end ({open_ends})")
                if layout.shows(event.end) not in (tile.low, tile.high):
                    raise Refused(Reason.DOES_NOT_MATCH, f"{tile} does not match the {event.end} end, "
                                  f"which shows {layout.shows(event.end)}")
            if self._claiming and event.claim is not None:
                due = fives_score(count_after(layout, tile, event.end))
                if event.claim != due:
                    raise Refused(Reason.WRONG_CLAIM, f"the play scores {due}, not {event.claim}")
        elif event.type == PASS:
            if layout.empty:
                raise Refused(Reason.CANNOT_PASS, "the leader must lead")
            if rules.must_play and self.playable(seat):
                raise Refused(Reason.MUST_PLAY, f"seat {seat} holds a tile that fits and must play it")
            if rules.must_play and self.may_draw():
                raise Refused(Reason.MUST_DRAW, f"seat {seat} cannot play and must draw")
        elif event.type == DRAW:
            if rules.draw_mode == "none":
                raise Refused(Reason.CANNOT_DRAW, "this ruleset has no drawing")
            if layout.empty:
                raise Refused(Reason.CANNOT_DRAW, "the leader must lead")
            if rules.draw_mode == "one_then_pass" and self.drew_this_turn:
                raise Refused(Reason.CANNOT_DRAW, "only one tile may be drawn in a turn")
            if len(self.boneyard) <= rules.draw_reserve:
                left = len(self.boneyard)
                raise Refused(Reason.RESERVE_REACHED, f"{left} tile(s) left, {rules.draw_reserve} reserved")
            if rules.must_play and self.playable(seat):
                raise Refused(Reason.MUST_PLAY, f"seat {seat} holds a tile that fits and must play it")
        elif event.type == MUGGINS:
            if not self.unclaimed:
                raise Refused(Reason.NO_MUGGINS, "there is no unclaimed score to take")
        else:
            raise Refused(Reason.MALFORMED_MOVE, f"unknown move type {event.type!r}")

    @property
    def _ends_at_blocking_move(self) -> bool:
        """Whether a block ends the hand at once, or only once every player has knocked in turn
        (``turn.block_recognised``)."""
        return self.rules.block_recognised == "at_once"

    @property
    def _claiming(self) -> bool:
        return self.rules.fives and self.rules.fives_claims == "muggins"

    def make(self, event: Event) -> tuple[int, tuple[Tile, ...]]:
        """Make the legal move ``event``; return what it scored during the hand and the tiles a draw took."""
        seat = self.turn
        if event.type == MUGGINS:
            points, self.unclaimed = self.unclaimed, 0
            self._score(seat, points)
            self._end_if_target_reached(seat)
            return points, ()
        if event.type != DRAW or self.rules.muggins_window != "whole_turn":  # else it stays open all the turn
            self.unclaimed = 0
        if event.type == DRAW:
            taken = [self.boneyard.pop(0)]
            self.held[seat].add(taken[-1])
            if self.rules.draw_mode == "until_playable_one_move":  # on until a tile fits, or the reserve
                while not self.layout.fitting([taken[-1]]) and len(self.boneyard) > self.rules.draw_reserve:
                    taken.append(self.boneyard.pop(0))
                    self.held[seat].add(taken[-1])
            self.drew_this_turn = True
            self.knocks_in_a_row = 0
            if self._ends_at_blocking_move and self._blocked():
                self._end_blocked()
            return 0, tuple(taken)
        scored = 0
        if event.type == PLAY:
            assert event.tile is not None
            self.held[seat].discard(event.tile)
            self.out_bonus = self._going_out_bonus(event.tile, event.end) if not self.held[seat] else 0
            self.layout.lay(event.tile, event.end)
            self.last_to_play = seat
            self.knocks_in_a_row = 0
            if self.rules.fives:
                due = fives_score(self.layout.count())
                if due and (self.rules.fives_claims == "auto" or event.claim == due):
                    scored = due
                    self._score(seat, due)
                    if self._end_if_target_reached(seat):
                        return scored, ()
                else:
                    self.unclaimed = due
            if not self.held[seat]:  # going out comes before a block the same tile makes
                self._end_out(seat)
                return scored, ()
            if self._ends_at_blocking_move and self._blocked():
                self._end_blocked()
                return scored, ()
        else:  # a pass
            self.knocks_in_a_row += 1
            if self.knocks_in_a_row == self.players:  # everybody has knocked in turn
                self._end_blocked()
                return 0, ()
        self.drew_this_turn = False
        self.turn = seats_in_turn_order(self.players, seat, self.rules.direction)[1]
        return scored, ()

    def _going_out_bonus(self, tile: Tile, end: str | None) -> int:
        """What going out with ``tile`` on ``end`` earns, the line as it stands before it: a capicú, the
        tile's two different halves the two open ends' numbers; a chuchazo, the double blank."""
        ends = [self.layout.shows(name) for name in self.layout.open_ends()]
        capicu = end is not None and len(ends) == 2 and ends[0] != ends[1] and sorted(ends) == [tile.low, tile.high]
        chuchazo = tile == Tile(0, 0)
        return BONUS[self.rules.capicu] * capicu + BONUS[self.rules.chuchazo] * chuchazo

    def legal_moves(self) -> list[Event]:
        """Every legal move of the player to act (plays with each claim that would be accepted)."""
        if not self.in_progress:
            return []
        seat, layout = self.turn, self.layout
        if layout.empty:
            leads = [self.forced_lead] if self.forced_lead is not None else sorted(self.held[seat])
            plays = [(tile, None) for tile in leads]
        else:
            plays = [(tile, end) for end, shown, _ in layout.ends() for tile in sorted(self.held[seat])
                     if shown in (tile.low, tile.high)]
        legal = []
        for tile, end in plays:
            legal.append(Event(seat, PLAY, tile, end))
            if self._claiming:
                due = fives_score(count_after(layout, tile, end))
                if due:
                    legal.append(Event(seat, PLAY, tile, end, due))
        for kind in (MUGGINS, DRAW, PASS):
            try:
                self.check_move(Event(seat, kind))
            except Refused:
                continue
            legal.append(Event(seat, kind))
        return legal

    # -- the ends of a hand -------------------------------------------------------------------------

    def _score(self, seat: int, points: int) -> None:
        self.scores[self.side_of[seat]] += points

    def _blocked(self) -> bool:
        """Nobody may draw and no tile in any hand fits an open end."""
        if self.rules.draw_mode != "none" and len(self.boneyard) > self.rules.draw_reserve:
            return False
        return not any(self.layout.fitting(hand) for hand in self.held)

    def _pips_left(self) -> list[int]:
        return [pips(hand) for hand in self.held]

    def _end_if_target_reached(self, scorer: int) -> bool:
        """Under ``match.target_check = at_once`` an in-hand score that decides the match ends it."""
        rules = self.rules
        if rules.target_check != "at_once" or rules.match_end == "hands" or self._match_winners() is None:
            return False
        self._count(EndOfHand(HandEnd.TARGET, scorer, self.side_of[scorer], 0, self._pips_left()))
        return True

    def _end_out(self, winner: int) -> None:
        left = self._pips_left()
        own = self.sides[self.side_of[winner]]
        counted = [left[seat] for seat in range(self.players)
                   if seat != winner and (self.rules.out_score == "all_other_hands" or seat not in own)]
        # score.out = nothing: going out earns no points of its own, only those made during the hand
        points = 0 if self.rules.out_score == "nothing" else rounded(counted, self.rules.rounding)
        self._win(EndOfHand(HandEnd.OUT, winner, self.side_of[winner], points + self.out_bonus, left))

    def _end_blocked(self) -> None:
        rules, left = self.rules, self._pips_left()
        side_pips = [sum(left[seat] for seat in side) for side in self.sides]
        if rules.blocked_winner == "lightest_hand":
            lightest = min(left)
            holders = {self.side_of[seat] for seat in range(self.players) if left[seat] == lightest}
            side = holders.pop() if len(holders) == 1 else None
        else:
            lightest = min(side_pips)
            side = side_pips.index(lightest) if side_pips.count(lightest) == 1 else None
        hands_of = [[left[seat] for seat in members] for members in self.sides]
        if side is None:
            self._tie(left, side_pips, hands_of)
            return
        order = seats_in_turn_order(self.players, self.leader, rules.direction)
        winner = min(self.sides[side], key=lambda seat: (left[seat], order.index(seat)))
        if rules.blocked_winner == "lightest_hand":  # the winner's hand alone stands for its side
            side_pips[side], hands_of[side] = left[winner], [left[winner]]
        points = self._blocked_points(side_pips, hands_of, side)
        self._win(EndOfHand(HandEnd.BLOCKED, winner, side, points, left))

    def _blocked_points(self, side_pips: list[int], hands_of: list[list[int]], side: int) -> int:
        """What side ``side`` scores for a blocked hand under ``score.blocked``."""
        rules = self.rules
        own = side_pips[side]
        others = [total for index, total in enumerate(side_pips) if index != side]
        formula = rules.blocked_score
        if formula == "diff_each":
            return rounded([other - own for other in others], rules.rounding)
        if formula == "sum_minus_own":
            if rules.rounding == "nearest_five_each":
                return sum(nearest_five(other) for other in others) - nearest_five(own)
            return rounded([sum(others) - own], rules.rounding)
        if formula == "all_pips":
            return rounded([hand for members in hands_of for hand in members], rules.rounding)
        return rounded([hand for index, members in enumerate(hands_of) if index != side for hand in members],
                       rules.rounding)  # winner_takes_all

    def _tie(self, left: list[int], side_pips: list[int], hands_of: list[list[int]]) -> None:
        rules = self.rules
        self.next_choices = []
        self.next_leader = {
            "rotate": seats_in_turn_order(self.players, self.leader, rules.direction)[1],
            "same_leader": self.leader,
            "as_first_hand": None,
        }[rules.after_tie_lead]
        end = EndOfHand(HandEnd.BLOCKED, pips=left)
        if rules.blocked_tie == "redeal":
            self._void(end)
            return
        if rules.blocked_tie in ("carry", "carry_doubled"):  # every tied side would score the same
            tied = side_pips.index(min(side_pips))
            worth = self._blocked_points(side_pips, hands_of, tied)
            self.carried += 2 * worth if rules.blocked_tie == "carry_doubled" else worth
            end.carried = self.carried
        self._count(end)

    def _win(self, end: EndOfHand) -> None:
        assert end.winner is not None
        end.points += self.carried  # tied hands' points go to the next hand's winner
        end.carried, self.carried = self.carried, 0
        first_hands = FIRST_HANDS[self.rules.first_hands]
        if self.hands_counted < len(first_hands):  # this hand is one of the match's first: its bonus
            end.points += first_hands[self.hands_counted]
        self._score(end.winner, end.points)
        rules = self.rules
        blocker = self.last_to_play  # who laid the last tile; the player after them if their side lost
        self.next_leader = {
            "winner": end.winner,
            "rotate": seats_in_turn_order(self.players, self.leader, rules.direction)[1],
            "left": (self.leader + 1) % self.players,
            "as_first_hand": None,
            "blocker": end.winner if end.end != HandEnd.BLOCKED
            else blocker if self.side_of[blocker] == end.side
            else seats_in_turn_order(self.players, blocker, rules.direction)[1],
            "winning_side_chooses": end.winner,  # the side's choice, unless a record names another of it
        }[rules.next_hand_lead]
        self.next_choices = list(self.sides[end.side]) if rules.next_hand_lead == "winning_side_chooses" else []
        self._count(end)

    def _void(self, end: EndOfHand) -> None:
        """The hand does not count: scores made in it stand or are cancelled (``fives.voided``); under a
        fixed number of hands it may still count toward them (``match.count_void_hands``)."""
        rules = self.rules
        self.in_progress = False
        self.last_end = end
        self.void = True
        if rules.voided_fives == "cancelled":
            self.scores = list(self.scores_at_deal)
        if rules.count_void_hands and rules.match_end == "hands":
            self.hands_counted += 1
            self.winners = self._match_winners()

    def _count(self, end: EndOfHand) -> None:
        self.in_progress = False
        self.last_end = end
        self.void = False
        self.hands_counted += 1
        self.winners = self._match_winners()

    def _match_winners(self) -> list[int] | None:
        """The winning sides when the match is over by ``match.end``, else None."""
        rules, scores = self.rules, self.scores
        best = max(scores)
        leaders = [side for side, score in enumerate(scores) if score == best]
        if rules.match_end == "hands":
            return leaders if self.hands_counted >= (rules.hands or 0) else None
        if rules.match_end == "target":
            if best < self.target:
                return None
            if len(leaders) == 1 or rules.level_at_target == "shared":
                return leaders
            # level leaders: the last of them in the order of sides takes it, or another hand is played
            return [leaders[-1]] if rules.level_at_target == "last_seat" else None
        # qualify_two: sides at the target qualify, highest first, until two have; a side level
        # with the last to qualify qualifies with it.
        reaching = [side for side, score in enumerate(scores)
                    if score >= self.target and side not in self.qualified]
        reaching.sort(key=lambda side: -scores[side])
        for side in reaching:
            if len(self.qualified) >= 2 and scores[side] < scores[self.qualified[-1]]:
                break
            self.qualified.append(side)
        return list(self.qualified) if len(self.qualified) >= 2 else None

    def result(self) -> dict[str, Any]:
        """The last hand's end as the result comparison reads it."""
        assert self.last_end is not None
        return self.last_end.as_result()


# -- the judge of the walk ------------------------------------------------------------------------------


class IndependentJudge:
    """Holds each of a record's claims to the rules of ``Table``, as the walk reaches it."""

    def __init__(self, transcript: Transcript) -> None:
        self.transcript = transcript
        self.rules = rules = resolve_ruleset(transcript.ruleset)
        if transcript.players not in rules.players:
            raise RecordProblem(Finding(
                stage="rules",
                message=f"players: this ruleset is played by {', '.join(map(str, rules.players))} players, "
                f"not {transcript.players}",
                pointer="/players",
                clause=deal_clause("players"),
                reason="players",
                expected=list(rules.players),
                actual=transcript.players,
            ))
        self.table = Table(rules, transcript.players)

    def begin(self) -> None:
        """The record's teams must be the ruleset's, and its seats one a player."""
        check_seating(self.transcript, self.rules)

    def dealt(self, number: int, hand: HandRecord) -> None:
        """A hand is dealt only while the match goes on, the deal is legal, and its leader the rules' one."""
        table, rules = self.table, self.rules
        base = f"/hands/{number - 1}"
        if table.over:
            raise RecordProblem(Finding(
                stage="rules",
                message=f"hand {number} is dealt after the match ended (totals {table.scores})",
                pointer=base, hand=number, clause=match_end_clause(rules, table.scores, table.target),
            ))
        last = table.last_end
        situation = lead_situation(None if last is None else last.as_result())
        try:
            table.check_deal(hand.deal)
        except BadDeal as fault:
            raise RecordProblem(Finding(
                stage="rules", message=f"the deal of hand {number} is not a legal deal: {fault.message}",
                pointer=base + "/deal", hand=number, clause=deal_clause(fault.fault), reason=fault.fault,
            )) from None
        table.deal(hand.deal)
        leader = table.leader if table.in_progress else None
        if hand.leader != leader and not (hand.leader is not None and table.take_leader(hand.leader)):
            clause = lead_clause(rules, *situation)
            raise RecordProblem(Finding(
                stage="rules",
                message=f"the record has {'nobody' if hand.leader is None else f'seat {hand.leader}'} lead hand "
                f"{number}; under {clause} "
                + ("nobody leads: the deal is void" if leader is None else f"seat {leader} leads"),
                pointer=base + "/leader", hand=number, clause=clause, expected=leader, actual=hand.leader,
            ))

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """The move must be legal, a draw must take the boneyard's next tile, and its points be right."""
        table, pointer = self.table, f"/hands/{number - 1}/events/{ply - 1}"
        try:
            table.check_move(event)
        except Refused as refused:
            raise RecordProblem(Finding(
                stage="rules", message=refused.message, pointer=pointer, hand=number, ply=ply,
                clause=refusal_clause(refused.reason), reason=refused.reason,
                event=event.describe(),
            )) from None
        scored, drawn = table.make(event)
        if event.type == DRAW and drawn != event.drawn:
            raise RecordProblem(drawn_tile_finding(event, drawn, number, ply))
        if event.type in (PLAY, MUGGINS) and (event.points or 0) != scored:
            raise RecordProblem(Finding(
                stage="result", message=f"the record scores {event.points or 0} for this move; it scores {scored}",
                pointer=pointer + "/points", hand=number, ply=ply, clause=points_clause(self.rules, event.type),
                expected=scored or None, actual=event.points, event=event.describe(),
            ))

    def hand_over(self, number: int, hand: HandRecord, last: Event | None) -> None:
        """The hand must be over when its events are, with the result and totals the rules give."""
        table = self.table
        if table.in_progress:
            raise RecordProblem(Finding(
                stage="result",
                message=f"the record ends hand {number} ({hand.result.end!r}); "
                f"it is not over: seat {table.turn} is to act",
                pointer=f"/hands/{number - 1}/result/end", hand=number,
                clause=hand_end_clause(hand.result.end, self.rules),
                expected=Status.IN_PROGRESS, actual=hand.result.end,
            ))
        finding = hand_result_finding(
            hand.result, table.result(), table.scores, table.void, self.rules, table.sides, number
        )
        if finding is not None:
            raise RecordProblem(finding)

    def end(self, hands: int) -> None:
        """The match's result must be the one the rules give."""
        table = self.table
        finding = match_result_finding(
            self.transcript.result, table.over, table.winners, table.scores, table.hands_counted, hands,
            self.rules, table.target,
        )
        if finding is not None:
            raise RecordProblem(finding)


def independent_referee(fast: bool | None = None) -> Referee:
    """The referee with the independent judge in place of the reference engine."""
    return Referee(fast, rules_judge=IndependentJudge)


__all__ = ["IndependentJudge", "Layout", "Table", "first_hand_leader", "independent_referee"]
