"""Deliberately faulty engines: each breaks one rule the way real engines do.

Each engine is the reference engine with one fault, reachable as
``py:faulty_engines:<name>`` when this folder is on ``sys.path`` (pytest puts
it there; by hand: ``PYTHONPATH=tests domino-conformance run --engine
py:faulty_engines:passes_while_able``). ``FAULTS`` says, for each, which
clauses the suite must fail it on.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from conformance.suite.sweep import OneGameEngine
from reference_impl import scoring
from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, Match
from reference_impl.lead import seats_after
from reference_impl.line import UP, Line
from reference_impl.moves import DRAW, DRAW_MOVE, PASS_MOVE, IllegalMove, Move, Reason
from reference_impl.position import Position
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile, TileError


@dataclass(frozen=True)
class Fault:
    """A faulty engine, what it gets wrong, and the clauses that must catch it."""

    name: str
    description: str
    clauses: frozenset[str]
    match_class: type[Match]


FAULTS: dict[str, Fault] = {}


def fault(description: str, *clauses: str) -> Callable[[type[Match]], type[Match]]:
    """Register a faulty ``Match`` subclass under its snake_case name."""

    def register(match_class: type[Match]) -> type[Match]:
        name = "".join(f"_{c.lower()}" if c.isupper() else c for c in match_class.__name__).lstrip("_")
        FAULTS[name] = Fault(name, description, frozenset(clauses), match_class)
        return match_class

    return register


class _FaultyEngine(ReferenceEngine):
    """The reference engine's protocol handler, playing with a faulty ``Match``. It declares no positions
    (``position_engines.with_positions`` makes one that does)."""

    match_class: type[Match] = Match
    fault_name = ""
    takes_positions = False

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["engine"] = dict(reply["engine"], name=f"faulty engine: {self.fault_name}")
        return reply

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._start(request)
        if reply.get("ok") and self.match is not None:
            self.match = self.match_class(self.match.rules, self.match.players)
        return reply


class _RuleSubstitution(Match):
    """A match that silently plays one option differently from the ruleset it was given."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        raise NotImplementedError

    def __init__(self, ruleset: Ruleset, players: int) -> None:
        super().__init__(self.substitute(ruleset), players)


class _OnAFaultyLine(Match):
    """A match played on a faulty ``Line``, laid anew at every deal."""

    line_class: type[Line] = Line

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        status = super().deal(hands, boneyard, lots)
        self.line = self.line_class(self.tileset, self.rules.spinner)
        return status

    @classmethod
    def from_position(cls, ruleset: Ruleset, position: Position) -> Match:
        """A match at ``position``: its line read as it lies, then played on the faulty line's own way."""
        match = super().from_position(ruleset, position)
        faulty = cls.line_class.__new__(cls.line_class)
        for name in Line.__slots__:
            setattr(faulty, name, getattr(match.line, name))
        match.line = faulty
        return match


# -- the faults ---------------------------------------------------------------------------


@fault("lets a player pass while holding a tile that fits", "turn.must-play", "move.refusal.must-play")
class PassesWhileAble(Match):
    def _pass_refusal(self) -> IllegalMove | None:
        if self.line.size == 0:
            return IllegalMove(Reason.CANNOT_PASS, "the leader must lead")
        return None

    def legal_moves(self) -> list[Move]:
        moves = super().legal_moves()
        if self.status == IN_PROGRESS and self.line.size and PASS_MOVE not in moves:
            moves.append(PASS_MOVE)
        return moves


@fault("lets a player draw while holding a tile that fits", "move.refusal.must-play", "draw.until-playable",
       "turn.must-play")
class DrawsWhileAble(Match):
    def _draw_refusal(self) -> IllegalMove | None:
        saved, self.rules = self.rules, dataclasses.replace(self.rules, must_play=False)
        try:
            return super()._draw_refusal()
        finally:
            self.rules = saved

    def legal_moves(self) -> list[Move]:
        moves = super().legal_moves()
        if self.status == IN_PROGRESS and self.line.size and self._may_draw() and DRAW_MOVE not in moves:
            moves.append(DRAW_MOVE)
        return moves


@fault("scores every blocked hand winner-takes-all, whatever the ruleset says", "score.blocked.diff-each")
class BlockedWinnerTakesAll(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, blocked_score="winner_takes_all")


@fault("scores a blocked hand as the others' sum less its own, where the ruleset says difference from each",
       "score.blocked.diff-each")
class BlockedSumMinusOwn(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        if rules.blocked_score == "diff_each":
            return dataclasses.replace(rules, blocked_score="sum_minus_own")
        return rules


@fault("compares team pips after a player goes out, so the team that went out can lose (as OpenSpiel's "
       "team dominoes does)", "end.going-out.partnership", "score.out.opponents-only", "end.going-out")
class TeamOutComparesPips(Match):
    def _end_out(self, winner: int, bonuses: tuple[tuple[str, int], ...] = ()) -> None:
        if self.rules.teams is None:
            super()._end_out(winner, bonuses)
        else:
            self._end_blocked()


@fault("always lets seat 0 lead the first hand, with any tile", "lead.first-hand.highest-double-else-heaviest",
       "lead.first-hand.top-double", "lead.first-hand.heaviest-tile", "lead.first-hand.lot",
       "lead.first-hand.highest-double-else-redeal", "lead.forced-tile")
class SeatZeroLeads(Match):
    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        first_hand = self.next_leader is None
        status = super().deal(hands, boneyard, lots)
        if status == IN_PROGRESS and first_hand:
            self.leader = self.turn = 0
            self.forced_tile = None
        return status


@fault("never lets the last tile above the reserve be drawn", "draw.until-playable",
       "draw.until-playable.pass-at-reserve", "draw.reserve.never-drawn", "end.blocked.boneyard", "draw.order")
class NeverDrawsLastTile(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        if rules.draw_mode == "none":
            return rules
        return dataclasses.replace(rules, draw_reserve=rules.draw_reserve + 1)


class _StuckSpinnerLine(Line):
    def _spinner_sides_covered(self) -> bool:
        return False


@fault("has a spinner whose up and down ends never open", "line.spinner.arms")
class SpinnerNeverOpens(_OnAFaultyLine):
    line_class = _StuckSpinnerLine


@fault("refuses an illegal move but passes the turn on anyway", "move.refusal.unchanged")
class RefusalChangesState(Match):
    def apply(self, move: Move, seat: int | None = None) -> None:
        try:
            super().apply(move, seat)
        except IllegalMove:
            if self.status == IN_PROGRESS:
                self.turn = self.next_seat[self.turn]
            raise


@fault("lets the leader lead any tile even when the tile that made them leader is forced", "lead.forced-tile",
       "move.refusal.lead-tile-forced")
class FreeLeadAlways(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, forced_lead_tile=False)


@fault("always plays clockwise", "turn.direction.ccw")
class AlwaysClockwise(Match):
    def __init__(self, ruleset: Ruleset, players: int) -> None:
        super().__init__(ruleset, players)
        self.step = 1
        self.next_seat = seats_after(players, self.step)


@fault("scores only plays onto the line, never the lead", "score.fives.count.lead")
class LeadNeverScores(Match):
    def _score_fives(self, move: Move) -> None:
        if self.line.size > 1:
            super()._score_fives(move)


class _DoubleCountsOnceLine(Line):
    def count(self) -> int:
        """The count as if no end were a double (the ends the engine reports stay true)."""
        double_at, self.double_at = self.double_at, lambda arm: False
        try:
            return super().count()
        finally:
            self.double_at = double_at


@fault("counts a double at the end of the line once, not both halves", "score.fives.count.double")
class DoubleCountsOnce(_OnAFaultyLine):
    line_class = _DoubleCountsOnceLine


@fault("gives a blocked tie to the first of the lightest seats instead of voiding it", "end.blocked-tie.redeal",
       "end.blocked-tie.no-score")
class TieGoesToFirstSeat(Match):
    def _finish_tie(self, pips: list[int], totals: list[int], hands: list[list[int]]) -> None:
        side = totals.index(min(totals))
        winner = min(self.sides[side], key=lambda seat: pips[seat])
        points = scoring.blocked_points(totals, side, self.rules.blocked_score, self.rules.rounding, hands)
        self._finish_hand("blocked", winner, points, pips)


@fault("scores a hand blocked by a player's last tile as a block, not as going out",
       "end.going-out-precedes-block")
class BlockBeforeGoingOut(Match):
    def _end_out(self, winner: int, bonuses: tuple[tuple[str, int], ...] = ()) -> None:
        if self._blocked():
            self._end_blocked()
        else:
            super()._end_out(winner, bonuses)


@fault("never rounds the end-of-hand score", "score.rounding.nearest-five-total", "score.rounding.nearest-five-each",
       "score.rounding.nearest-five")
class NeverRounds(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, rounding="none")


@fault("gives a match whose leaders are level at the target to the last of them, whatever "
       "match.level_at_target says (as one engine does)", "match.end.target.level", "match.end.target.level-shared")
class LevelLeadersLastSeatWins(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, level_at_target="last_seat")


@fault("ends the match when two sides reach the target level", "match.end.target.level")
class LevelLeadersEndMatch(Match):
    def _update_qualifiers_and_winners(self) -> list[int] | None:
        if self.rules.match_end == "target" and max(self.scores) >= self.target:
            best = max(self.scores)
            return [side for side, score in enumerate(self.scores) if score == best]
        return super()._update_qualifiers_and_winners()


class _UnflippedLine(Line):
    def play(self, tile: Any, arm: int, low: int, high: int) -> int:
        value = self.end_value[arm]
        super().play(tile, arm, low, high)
        self.end_value[arm] = value  # forgets to turn the tile: the matched half stays out
        return self.fits()


@fault("keeps the matched half facing out instead of the tile's other half", "line.play.orientation")
class ForgetsToFlip(_OnAFaultyLine):
    line_class = _UnflippedLine


@fault("accepts a deal of the right number of tiles even when one is there twice and another is missing",
       "deal.complete")
class CountsTheDealOnly(Match):
    def _check_deal(self, hands: Any, boneyard: Any) -> tuple[list[list[Tile]], list[Tile]]:
        parse = self.tileset.parse
        try:
            parsed_hands = [[parse(str(tile)) for tile in hand] for hand in hands]
            parsed_boneyard = [parse(str(tile)) for tile in boneyard]
        except TileError:
            return super()._check_deal(hands, boneyard)
        sizes_right = len(hands) == self.players and all(len(hand) == self.hand_size for hand in hands)
        in_set = all(tile in self.tileset.index for tile in parsed_boneyard + sum(parsed_hands, []))
        if not (sizes_right and in_set and self.hand_size * self.players + len(boneyard) == len(self.tileset)):
            return super()._check_deal(hands, boneyard)
        return parsed_hands, parsed_boneyard


@fault("lists the ended hand's moves when no hand is in progress", "move.refusal.hand-over")
class ListsMovesAfterTheHand(Match):
    def legal_moves(self) -> list[Move]:
        if self.status not in (HAND_OVER, MATCH_OVER) or not self.line.size:
            return super().legal_moves()
        status, self.status = self.status, IN_PROGRESS
        try:
            return super().legal_moves()
        finally:
            self.status = status


@fault("reports the count as 0 unless fives score", "score.fives.off")
class CountsOnlyForFives(Match):
    def observe(self, seat: int | None = None) -> dict[str, Any]:
        state = super().observe(seat)
        if not self.rules.fives:
            state["count"] = 0
        return state


@fault("gives no result for a deal voided before the lead", "end.redeal")
class VoidDealWithoutResult(Match):
    def observe(self, seat: int | None = None) -> dict[str, Any]:
        state = super().observe(seat)
        if state["status"] == "redeal_needed" and not state["ply"]:
            state["result"] = None
        return state


@fault("keeps an unclaimed score waiting for muggins when the next player passes", "score.fives.muggins.lapse")
class MugginsSurvivesAPass(Match):
    def apply(self, move: Move, seat: int | None = None) -> None:
        waiting = self.muggins_pending
        super().apply(move, seat)
        if move.kind == "pass" and self.status == IN_PROGRESS:
            self.muggins_pending = waiting


@fault("keeps the unclaimed score of a hand's last play waiting for muggins after a block",
       "score.fives.muggins.lapse")
class MugginsSurvivesTheBlock(Match):
    def _end_blocked(self) -> None:
        waiting = self.muggins_pending
        super()._end_blocked()
        self.muggins_pending = waiting


@fault("counts a voided tie among the match's hands", "match.end.hands")
class CountsVoidHands(Match):
    voided = 0

    def apply(self, move: Move, seat: int | None = None) -> None:
        super().apply(move, seat)
        if self.status == REDEAL_NEEDED:
            self.voided += 1

    def _update_qualifiers_and_winners(self) -> list[int] | None:
        if self.rules.match_end != "hands":
            return super()._update_qualifiers_and_winners()
        best = max(self.scores)
        if self.hands_played + self.voided < (self.rules.hands or 0):
            return None
        return [side for side, score in enumerate(self.scores) if score == best]
class _DrawsFromTheEnd(Match):
    """Draws the boneyard's last tile first."""

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        status = super().deal(hands, boneyard, lots)
        self.boneyard.reverse()
        return status

    @classmethod
    def from_position(cls, ruleset: Ruleset, position: Position) -> Match:
        match = super().from_position(ruleset, position)
        match.boneyard.reverse()  # it reads a position's boneyard as it reads a deal's
        return match


class _TurnEndsOnDraw(Match):
    """Passes the turn on after every draw, so a tile drawn that fits is not played until later."""

    def _apply_other(self, kind: str) -> None:
        super()._apply_other(kind)
        if kind == DRAW and self.status == IN_PROGRESS:
            self.drew_this_turn = False
            self.turn = self.next_seat[self.turn]


class _BlockedLeaderLeadsNext(Match):
    """After a blocked hand that somebody won, lets that hand's leader lead again."""

    def _end_blocked(self) -> None:
        leader = self.leader
        super()._end_blocked()
        if self.hand_result is not None and self.hand_result.winner is not None:
            self.next_leader = leader


class _EagerSpinnerLine(Line):
    def count(self) -> int:
        total = super().count()
        if self.size > 1:
            total += sum(self.end_value[arm] for arm in self.open_arms if arm >= UP and not self.arms[arm])
        return total


class _SpinnerArmsCountEarly(_OnAFaultyLine):
    """Counts the spinner's up and down ends as soon as they open, before a tile is played on them."""

    line_class = _EagerSpinnerLine


class _LedDoubleOnlyLine(Line):
    def play(self, tile: Tile, arm: int, low: int, high: int) -> int:
        if self.spinner is None:  # the lead was not a double: no double spins any more
            self.spins = False
        return super().play(tile, arm, low, high)


class _OnlyALedDoubleSpins(_OnAFaultyLine):
    """Makes a double the spinner only when it was led."""

    line_class = _LedDoubleOnlyLine


class _CarriesTies(_RuleSubstitution):
    """Carries a tied hand's points to the next hand's winner."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, blocked_tie="carry")


class _RedealsWithoutADouble(_RuleSubstitution):
    """Deals again when no double is dealt, instead of letting the heaviest tile lead."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, first_hand_lead="highest_double_else_redeal")


class _HeaviestTileLeads(_RuleSubstitution):
    """Lets the heaviest tile lead the first hand, even when a lighter double is dealt."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, first_hand_lead="heaviest_tile")


class _TargetMustBePassed(Match):
    """Ends the match only when a side passes the target, not when it reaches it."""

    def _update_qualifiers_and_winners(self) -> list[int] | None:
        if self.rules.match_end == "target" and max(self.scores) == self.target:
            return None
        return super()._update_qualifiers_and_winners()


class _PartnerCounted(_RuleSubstitution):
    """Counts the partner's pips too when a player goes out."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, out_score="all_other_hands")


class _EndsBlockAtOnce(_RuleSubstitution):
    """Ends a blocked hand at the blocking move, without the round of passes."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, block_recognised="at_once")


class _LeadsByTheHighestDouble(_RuleSubstitution):
    """Gives the first lead to the highest double (else the heaviest tile), not to seat 0."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, first_hand_lead="highest_double_else_heaviest_tile")


class _WinnerLeadsAfterABlock(_RuleSubstitution):
    """Gives the next hand to the lightest hand of the side that won a block, not to the blocker."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, next_hand_lead="winner")


class _GoingOutScoresPips(_RuleSubstitution):
    """Scores the opponents' pips for going out, where going out scores nothing."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, out_score="opponents_only")


class _CarriesTiesOnce(_RuleSubstitution):
    """Carries a tied hand's points once, where they are carried doubled."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, blocked_tie="carry" if rules.blocked_tie == "carry_doubled"
                                   else rules.blocked_tie)


class _FirstHandByTheDouble(_RuleSubstitution):
    """Leads the first hand by the highest double, which must be led, where any seat may lead any tile."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, first_hand_lead="highest_double_else_heaviest_tile", forced_lead_tile=True)


class _LeadRotates(_RuleSubstitution):
    """Passes the lead round, where the side that won the last hand leads the next."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, next_hand_lead="rotate")


class _DrawsOneTileAMove(_RuleSubstitution):
    """Takes one tile a draw, where one draw takes every tile up to the first that fits."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, draw_mode="until_playable")


class _MugginsLapsesOnADraw(_RuleSubstitution):
    """Lets an unclaimed score lapse at the next player's draw, where it stays open all their turn."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, muggins_window="first_move")


class _PaysNoBonuses(_RuleSubstitution):
    """Pays no bonus for a capicú, a chuchazo or the first hands, where the rules pay them."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, capicu="none", chuchazo="none", first_hands="none")


# -- engines that play one game at one seating ------------------------------------------------------
#
# Engines built for one game do not read the ruleset they are sent: they play their own.
# Each of these declares that game honestly (a profile at one player count, with at most one
# declared difference), plays it whatever ruleset arrives, refuses other player counts and
# invalid rulesets, and breaks one rule its game holds.


@dataclass(frozen=True)
class SeatedFault:
    """A one-game engine: the game it declares, what it gets wrong, and the clauses that must catch it."""

    name: str
    game: dict[str, Any]  # the capabilities.games entry it declares
    description: str
    clauses: frozenset[str]
    match_class: type[Match]


SEATED_FAULTS: dict[str, SeatedFault] = {}


def _seated(name: str, game: dict[str, Any], match_class: type[Match], description: str, *clauses: str) -> None:
    SEATED_FAULTS[name] = SeatedFault(name, game, description, frozenset(clauses), match_class)


def _game(profile: str, players: int, **differences: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"profile": profile, "players": [players]}
    if differences:
        entry["differences"] = {key.replace("__", "."): value for key, value in differences.items()}
    return entry


_seated("partnership_counts_partner", _game("partnership", 4), _PartnerCounted,
        "scores the partner's pips too when a player goes out", "score.out.opponents-only")
_seated("partnership_clockwise", _game("partnership", 4), AlwaysClockwise,
        "plays to the left in a game played to the right", "turn.direction.ccw")
_seated("partnership_seat_zero_leads", _game("partnership", 4, score__blocked="winner_takes_all"), SeatZeroLeads,
        "lets seat 0 lead the first hand, not the holder of the double-six", "lead.first-hand.top-double")
_seated("partnership_forgets_to_flip", _game("partnership", 4), ForgetsToFlip,
        "keeps the matched half facing out", "line.play.orientation")
_seated("block_two_passes_while_able", _game("block", 2), PassesWhileAble,
        "lets a player pass while holding a tile that fits", "turn.must-play", "move.refusal.must-play")
_seated("block_two_free_lead", _game("block", 2), FreeLeadAlways,
        "lets the holder of the highest double lead another tile", "lead.forced-tile",
        "move.refusal.lead-tile-forced")
_seated("block_two_refusal_changes_state", _game("block", 2, lead__forced_tile=False), RefusalChangesState,
        "passes the turn on after refusing a move", "move.refusal.unchanged")
_seated("draw_two_draws_from_the_end", _game("draw", 2), _DrawsFromTheEnd,
        "draws the boneyard's last tile first", "draw.order")
_seated("all_fives_two_double_once", _game("all-fives", 2), DoubleCountsOnce,
        "counts a double at an end once", "score.fives.count.double")
_seated("all_fives_two_never_rounds", _game("all-fives-tournament", 2), NeverRounds,
        "never rounds the end-of-hand score", "score.rounding.nearest-five-total", "score.rounding.nearest-five")
_seated("block_three_sum_minus_own", _game("block", 3), BlockedSumMinusOwn,
        "scores a blocked hand as the others' sum less its own", "score.blocked.diff-each")
_seated("draw_three_never_draws_last_tile", _game("draw", 3), NeverDrawsLastTile,
        "never lets the last tile be drawn", "draw.until-playable", "draw.until-playable.pass-at-reserve",
        "draw.reserve.never-drawn", "end.blocked.boneyard", "draw.order")
_seated("block_four_block_before_going_out", _game("block", 4), BlockBeforeGoingOut,
        "scores a hand blocked by a player's last tile as a block", "end.going-out-precedes-block")
# Found by engines written as their authors would, each run with ``domino-conformance run``.
_seated("draw_two_turn_ends_on_draw", _game("draw", 2), _TurnEndsOnDraw,
        "ends a player's turn when it draws, so a tile drawn is not played at once", "draw.until-playable")
_seated("block_three_blocked_leader_leads_next", _game("block", 3), _BlockedLeaderLeadsNext,
        "lets a blocked hand's leader lead the next hand, not its winner", "lead.next-hand.winner",
        "lead.next-hand.winner-of-block")
_seated("all_fives_two_target_must_be_passed", _game("all-fives", 2), _TargetMustBePassed,
        "ends the match only when a side passes the target", "match.end.target")
_seated("all_fives_two_spinner_arms_count_early", _game("all-fives", 2), _SpinnerArmsCountEarly,
        "counts the spinner's up and down ends before a tile is played on them", "score.fives.count.spinner")
_seated("all_fives_two_only_a_led_double_spins", _game("all-fives", 2), _OnlyALedDoubleSpins,
        "makes a double the spinner only when it was led", "line.spinner.first-double")
_seated("all_fives_three_only_a_led_double_spins", _game("all-fives", 3), _OnlyALedDoubleSpins,
        "makes a double the spinner only when it was led", "line.spinner.first-double")
# Found by playing each rule option's other values in one-game engines: differential play named
# these, and no scenario did until a witness was written where the option's values differ.
_seated("block_seven_three_carries_ties", _game("block-seven", 3), _CarriesTies,
        "carries a tied hand's points to the next hand's winner", "end.blocked-tie.no-score")
_seated("block_four_redeals_without_a_double", _game("block", 4), _RedealsWithoutADouble,
        "deals again when no double is dealt", "lead.first-hand.highest-double-else-heaviest")
_seated("block_nine_four_heaviest_tile_leads", _game("block-nine", 4), _HeaviestTileLeads,
        "lets the heaviest tile lead though a double is dealt", "lead.first-hand.highest-double-else-heaviest")
# Declaring a rule no option named before (issue #32) and playing the profile's own rule instead.
_seated("block_three_ends_block_at_once", _game("block", 3, turn__block_recognised="round_of_passes"),
        _EndsBlockAtOnce, "ends a blocked hand at the blocking move, without the round of passes it declares",
        "end.blocked.round-of-passes")
_seated("block_three_fixed_seat_by_the_double", _game("block", 3, lead__first_hand="fixed_seat"),
        _LeadsByTheHighestDouble, "gives the first lead to the highest double, not to seat 0 as it declares",
        "lead.first-hand.fixed-seat")
_seated("partnership_winner_leads_after_a_block", _game("partnership", 4, lead__next_hand="blocker"),
        _WinnerLeadsAfterABlock, "gives the next hand to the winning side's lightest hand, not to the blocker",
        "lead.next-hand.blocker")
_seated("all_fives_two_going_out_scores_pips", _game("all-fives", 2, score__out="nothing"), _GoingOutScoresPips,
        "scores the opponent's pips for going out, where it declares that going out scores nothing",
        "score.out.nothing")
_seated("block_three_carries_ties_once", _game("block", 3, score__blocked_tie="carry_doubled"), _CarriesTiesOnce,
        "carries a tied hand's points once, where it declares them carried doubled", "end.blocked-tie.carry-doubled")
# Faults no other value of any option plays: a finding on them gets no option hint.
_seated("all_fives_two_lead_never_scores", _game("all-fives", 2), LeadNeverScores,
        "scores only plays onto the line, never the lead", "score.fives.count.lead")
_seated("block_two_tie_goes_to_first_seat", _game("block", 2), TieGoesToFirstSeat,
        "gives a blocked tie to the first of the lightest seats", "end.blocked-tie.redeal")
# Declaring a leader the engine chooses, a draw until a tile fits, a Caribbean bonus or the muggins window over a
# whole turn, and playing the profile's own rule instead.
_seated("block_three_leads_by_the_double_at_random", _game("block", 3, lead__first_hand="at_random"),
        _FirstHandByTheDouble, "makes the highest double lead, where it declares any seat may lead any tile",
        "lead.first-hand.at-random")
_seated("partnership_rotates_where_the_side_chooses", _game("partnership", 4, lead__next_hand="winning_side_chooses"),
        _LeadRotates, "passes the lead round, where it declares the winning side leads the next hand",
        "lead.next-hand.side-chooses")
_seated("draw_three_draws_one_tile_a_move", _game("draw", 3, draw__mode="until_playable_one_move"), _DrawsOneTileAMove,
        "takes one tile a draw, where it declares one draw takes tiles until one fits",
        "draw.until-playable.one-move")
_seated("all_fives_two_muggins_lapses_on_a_draw", _game("all-fives", 2, fives__muggins_window="whole_turn"),
        _MugginsLapsesOnADraw, "lets an unclaimed score lapse at a draw, where it declares it open all the turn",
        "score.fives.muggins.whole-turn")
_seated("partnership_pays_no_capicu", _game("partnership", 4, score__capicu="bonus_100"), _PaysNoBonuses,
        "pays nothing for a capicú, where it declares 100", "score.capicu.bonus")
_seated("partnership_pays_no_chuchazo", _game("partnership", 4, score__chuchazo="bonus_100"), _PaysNoBonuses,
        "pays nothing for a chuchazo, where it declares 100", "score.chuchazo.bonus")
_seated("block_two_pays_no_first_hand_bonus", _game("block", 2, score__first_hands="bonus_100_75_50_25"),
        _PaysNoBonuses, "pays no bonus for the first hands, where it declares 100, 75, 50 and 25",
        "score.first-hands.bonus")


class _OneGameEngine(OneGameEngine):
    """Declares one game, and no seat views, and plays it with a faulty match whatever ruleset ``start`` sends."""

    match_class: type[Match] = Match
    fault_name = ""
    declared: dict[str, Any] = {}
    views = False

    def __init__(self) -> None:
        super().__init__(self.declared, name=f"faulty engine: {self.fault_name}")

    def match_for(self, rules: Ruleset, players: int) -> Match:
        return self.match_class(rules, players)


@fault("shows every hand in a seat's view", "deal.concealed")
class ShowsEveryHand(Match):
    def observe(self, seat: int | None = None) -> dict[str, Any]:
        state = super().observe()
        if seat is not None:
            state["view"] = seat  # says it is a view, but hides nothing
        return state


@fault("scores a tie carried forward as a tie worth nothing", "end.blocked-tie.carry")
class CarriesNothing(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        carry = rules.blocked_tie == "carry"
        return dataclasses.replace(rules, blocked_tie="no_score" if carry else rules.blocked_tie)


@fault("gives the next hand to the winner whatever lead.next_hand says", "lead.next-hand.as-first-hand",
       "lead.next-hand.left", "lead.next-hand.rotate")
class WinnerAlwaysLeadsNext(_RuleSubstitution):
    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, next_hand_lead="winner")


# -- factories: py:faulty_engines:<name> ----------------------------------------------------------


def _factory(fault: Fault) -> Callable[[], ReferenceEngine]:
    engine_class = type(f"{fault.match_class.__name__}Engine", (_FaultyEngine,),
                        {"match_class": fault.match_class, "fault_name": fault.name})
    return engine_class


for _fault in FAULTS.values():
    globals()[_fault.name] = _factory(_fault)

for _seated_fault in SEATED_FAULTS.values():
    globals()[_seated_fault.name] = type(
        f"{_seated_fault.match_class.__name__}OneGameEngine", (_OneGameEngine,),
        {"match_class": _seated_fault.match_class, "fault_name": _seated_fault.name, "declared": _seated_fault.game})


#: Escape sequences an engine might put in its words: a clear-screen, a window title, rich markup
#: and a C1 control sequence introducer. None of them may act on a user's terminal (terminal.py).
HOSTILE_WORDS = "\x1b[2J\x1b]0;owned\x07[bold red]boom[/bold red]\x9b31m\u202e"


class HostileWords(ReferenceEngine):
    """The reference engine naming itself with escape sequences and refusing every move with them."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["engine"] = dict(reply["engine"], name=f"hostile{HOSTILE_WORDS}", version=f"1{HOSTILE_WORDS}")
        return reply

    def _apply(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"accepted": False, "reason": "not_your_turn", "message": f"no{HOSTILE_WORDS}\n@tag Scenario: x"}
