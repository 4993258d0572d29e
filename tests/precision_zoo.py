"""The precision zoo: engines written as engines are written to play, each with one to three planted faults
whose clauses are known, and nothing else wrong.

A verdict is precise when it fails each planted fault on its clause and no clause the engine keeps: a
failing scenario fails the clause its failing step judged, not every clause it cites, and a fault that
changes the state the rest of a story is played from (a draw that takes three tiles, a double at an end not
counted) is charged where the state first differed. ``ZOO`` says, for each engine, the game it declares
(honestly: the faults are its only departures from it), its planted faults with their clauses, how it is
reached (in-process ``py:precision_zoo:<name>``, or ``exec:python tests/precision_zoo.py <name>``), and
which faults only differential play or replay catch.
``tests/test_precision_zoo.py`` runs each once.
"""

from __future__ import annotations

import copy
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # served over exec: the suite and the reference engine are beside this folder
    sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]

import cascading_engines as cascading
import faulty_engines as faulty
from reference_impl.engine import ENDED_BLOCKED, IN_PROGRESS, Match
from reference_impl.line import UP, Line
from reference_impl.moves import DRAW, IllegalMove, Move, Reason
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile, TileError


# -- faults of their own -----------------------------------------------------------------------------------


class _DrawsUntilItFits(Match):
    """A draw takes tiles from the boneyard until one fits, all in one move (as one click of a screen game)."""

    def apply(self, move: Move, seat: int | None = None, judged: bool = False) -> None:
        super().apply(move, seat, judged)
        if move.kind != DRAW:
            return
        while self.status == IN_PROGRESS and not self._playable() and self._draw_refusal() is None:
            super().apply(move, self.turn, judged)


class _DoubleAtAnEndUncountedLine(Line):
    def count(self) -> int:
        """The count with a double lying across an end left out, but for the spinner (the ends the engine
        reports stay true)."""
        if self.size == 1:
            return super().count()
        total = 0
        for arm in self.open_arms:
            tiles = self.arms[arm]
            if arm >= UP and not tiles:
                continue
            if self.double_at(arm):
                total += 2 * self.end_value[arm] if (tiles[-1] if tiles else self.root) == self.spinner else 0
            else:
                total += self.end_value[arm]
        return total


class _DoubleAtAnEndUncounted(faulty._OnAFaultyLine):
    """Counts nothing for a double lying across an end of the line (the spinner it counts right)."""

    line_class = _DoubleAtAnEndUncountedLine


class ClaimsByItsOwnCount(Match):
    """Lists and checks each play's claim by its own line's count after the play (its copy of the line is of its
    own kind), as an engine with one count function does: with a faulty line, its claims are wrong too."""

    def _count_after(self, move: Move) -> int:
        return self.line_after(move, copy.deepcopy(self.line)).count()


class _LeadersPassIsMustPlay(Match):
    """Refuses the leader's pass as ``must_play``: the leader holds tiles that fit, so it says so."""

    def _pass_refusal(self) -> IllegalMove | None:
        if self.line.size == 0:
            return IllegalMove(Reason.MUST_PLAY, "the leader holds tiles that fit")
        return super()._pass_refusal()


class _HeaviestWinsABlock(Match):
    """Gives a blocked hand to the heaviest hand, with the points the lightest would have scored."""

    def _end_blocked(self) -> None:
        super()._end_blocked()
        result = self.hand_result
        if result is None or result.winner is None or result.end != ENDED_BLOCKED:
            return
        pips = list(result.pips)
        heaviest = max(range(self.players), key=lambda seat: (pips[seat], -seat))
        if self.side_of[heaviest] == result.side:
            return
        self.scores[result.side] -= result.points
        self.scores[self.side_of[heaviest]] += result.points
        self.hand_result = result._replace(winner=heaviest, side=self.side_of[heaviest])
        self.next_leader = self._next_leader(self.rules.next_hand_lead, heaviest, ENDED_BLOCKED)


class _SeatZeroLeadsFirst(Match):
    """Lets seat 0 lead the first hand, whoever holds the tile that should lead (seat 0 then leads what it likes;
    holding that tile itself, it leads it as the rules say)."""

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        first_hand = self.next_leader is None
        status = super().deal(hands, boneyard, lots)
        if status == IN_PROGRESS and first_hand and self.leader != 0:
            self.leader = self.turn = 0
            self.forced_tile = None
        return status


class _SeatZeroLeadsAfterGoingOut(Match):
    """Lets seat 0 lead every hand after one won by going out, whoever went out."""

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        previous = self.hand_result
        status = super().deal(hands, boneyard, lots)
        if status == IN_PROGRESS and previous is not None and previous.end == HandEnd.OUT:
            self.leader = self.turn = 0
            self.forced_tile = None
        return status


class _ChecksNoDeal(Match):
    """Takes any deal of tiles it can read: a tile twice, a tile left out, hands of any size (a tile it cannot
    read it refuses, as its tile set does)."""

    def _check_deal(self, hands: Any, boneyard: Any) -> tuple[list[list[Tile]], list[Tile]]:
        parse = self.tileset.parse
        try:
            return [[parse(str(tile)) for tile in hand] for hand in hands], [parse(str(tile)) for tile in boneyard]
        except TileError:
            return super()._check_deal(hands, boneyard)


class _WinnerTakesAllAtFour(Match):
    """Scores a blocked hand winner-takes-all at 4 players (its code for 4 was written apart)."""

    def __init__(self, ruleset: Any, players: int) -> None:
        if players == 4:
            import dataclasses
            ruleset = dataclasses.replace(ruleset, blocked_score="winner_takes_all")
        super().__init__(ruleset, players)


# -- the zoo ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Planted:
    """One planted fault: what the engine does, and the clause it breaks."""

    description: str
    clause: str
    by_scenarios: bool = True  # False: only differential play or replay catches it (said in the entry)
    #: The option value the finding's hint must name, where the fault is another value of one option.
    hint: tuple[str, Any] | None = None


@dataclass(frozen=True)
class ZooEngine:
    """An engine of the zoo: the game it declares, its planted faults and how it is reached."""

    name: str
    game: dict[str, Any]  # its ``capabilities.games`` entry
    planted: tuple[Planted, ...]
    faults: tuple[type[Match], ...]
    transport: str = "py"
    views: bool = False

    @property
    def clauses(self) -> frozenset[str]:
        return frozenset(fault.clause for fault in self.planted)


ZOO: dict[str, ZooEngine] = {}


def _zoo(name: str, profile: str, players: list[int], planted: tuple[Planted, ...], *faults: type[Match],
         differences: dict[str, Any] | None = None, **how: Any) -> None:
    game = {"profile": profile, "players": players, **({"differences": differences} if differences else {})}
    ZOO[name] = ZooEngine(name, game, planted, faults, **how)


_zoo("draw_takes_until_it_fits", "draw", [2],
     (Planted("a draw takes tiles until one fits, in one move", "draw.order"),),
     _DrawsUntilItFits)
_zoo("fives_double_at_an_end_uncounted", "all-fives", [2],
     (Planted("counts nothing for a double lying across an end, but for the spinner", "score.fives.count.double"),),
     _DoubleAtAnEndUncounted)
_zoo("leaders_pass_refused_as_must_play", "draw", [2],
     (Planted("refuses the leader's pass as must_play, not cannot_pass", "move.refusal.cannot-pass"),
      Planted("so gives must_play where cannot_pass comes first among the reasons that apply",
              "move.refusal.order")),
     _LeadersPassIsMustPlay, transport="exec")
_zoo("block_won_by_the_heaviest", "block", [3],
     (Planted("gives a blocked hand to the heaviest hand", "end.blocked.lightest-hand"),),
     _HeaviestWinsABlock)
_zoo("blocked_tie_to_seat_zero", "block", [2],
     (Planted("gives a blocked tie to the first of the lightest seats", "end.blocked-tie.redeal"),),
     faulty.TieGoesToFirstSeat, transport="exec")
_zoo("winner_takes_all_at_four", "block", [2, 3, 4],
     (Planted("scores a blocked hand winner-takes-all at 4 players", "score.blocked.diff-each"),),
     _WinnerTakesAllAtFour)
_zoo("seat_zero_leads_after_going_out", "draw", [2, 3],
     (Planted("lets seat 0 lead every hand after one won by going out", "lead.next-hand.winner"),),
     _SeatZeroLeadsAfterGoingOut)
_zoo("checks_no_deal", "block", [2],
     (Planted("takes a deal with a tile twice or left out", "deal.complete"),
      Planted("takes hands of any size", "deal.hand-size")),
     _ChecksNoDeal)
_zoo("seat_zero_leads_winner_takes_all", "block", [2],
     (Planted("lets seat 0 lead the first hand", "lead.first-hand.highest-double-else-heaviest"),
      Planted("so lets seat 0 lead where two tiles tie and the tie break gives seat 1 the lead (as the seat "
              "order would)", "lead.tie-break.higher-half"),
      Planted("scores a blocked hand winner-takes-all", "score.blocked.diff-each")),
     _SeatZeroLeadsFirst, faulty.BlockedWinnerTakesAll)
_zoo("partnership_clockwise_partner_counted", "partnership", [4],
     (Planted("plays clockwise", "turn.direction.ccw", hint=("turn.direction", "cw")),
      Planted("counts the partner's pips when a player goes out", "score.out.opponents-only",
              hint=("score.out", "all_other_hands"))),
     faulty.AlwaysClockwise, faulty._PartnerCounted, transport="exec")
_zoo("tournament_never_rounds_lists_after_the_hand", "all-fives-tournament", [2],
     (Planted("never rounds the end-of-hand score", "score.rounding.nearest-five-total"),
      Planted("lists the ended hand's moves (no scenario meets it: differential play does)", "move.refusal.hand-over",
              by_scenarios=False)),
     faulty.NeverRounds, faulty.ListsMovesAfterTheHand)
_zoo("fives_three_target_must_be_passed", "all-fives", [3],
     (Planted("ends the match only when a side passes the target", "match.end.target"),),
     faulty._TargetMustBePassed)
_zoo("fives_shows_every_hand_lead_never_scores", "all-fives", [2, 3],
     (Planted("shows every hand in a seat's view", "deal.concealed"),
      Planted("never scores the lead's count", "score.fives.count.lead")),
     faulty.ShowsEveryHand, faulty.LeadNeverScores, views=True)
_zoo("refusal_changes_state", "block", [2],
     (Planted("changes its state when it refuses a move", "move.refusal.unchanged"),),
     faulty.RefusalChangesState, transport="exec")
_zoo("fives_four_spinner_arms_count_early", "all-fives", [4],
     (Planted("counts the spinner's up and down ends before a tile is played on them", "score.fives.count.spinner"),),
     faulty._SpinnerArmsCountEarly)
_zoo("draw_three_draws_from_the_end", "draw", [3],
     (Planted("draws the boneyard's last tile first", "draw.order"),),
     faulty._DrawsFromTheEnd)
_zoo("draw_three_winner_takes_all_tie_to_seat_zero", "draw", [3],
     (Planted("gives a blocked tie to the first of the lightest seats", "end.blocked-tie.no-score"),),
     faulty.TieGoesToFirstSeat,
     differences={"score.blocked": "winner_takes_all", "score.blocked_tie": "no_score"})
_zoo("block_three_round_of_passes_ends_at_once", "block", [3],
     (Planted("ends a blocked hand at the blocking move", "end.blocked.round-of-passes",
              hint=("turn.block_recognised", "at_once")),),
     faulty._EndsBlockAtOnce, differences={"turn.block_recognised": "round_of_passes"})
_zoo("partnership_blocker_winner_leads", "partnership", [4],
     (Planted("gives the next hand to the blocked hand's winner, not the blocker", "lead.next-hand.blocker",
              hint=("lead.next_hand", "winner")),),
     faulty._WinnerLeadsAfterABlock, differences={"lead.next_hand": "blocker"}, transport="exec")
_zoo("block_passes_while_able", "block", [2, 3],
     (Planted("lists a pass while the player holds a tile that fits", "turn.must-play"),
      Planted("accepts that pass", "move.refusal.must-play")),
     faulty.PassesWhileAble)
_zoo("seven_seat_zero_leads_after_going_out", "block-seven", [2],
     (Planted("lets seat 0 lead every hand after one won by going out", "lead.next-hand.as-first-hand"),
      Planted("so lets seat 0 lead any tile where the rules give it the lead too, and force the tile (no scenario "
              "meets it: differential play does)", "move.refusal.lead-tile-forced", by_scenarios=False)),
     _SeatZeroLeadsAfterGoingOut)
_zoo("seven_never_forces_the_lead", "block-seven", [2],
     (Planted("lets the leader lead any tile at every hand, the first and those led as the first",
              "move.refusal.lead-tile-forced"),
      Planted("so breaks the forced tile's own rule where a scenario about it meets the lead", "lead.forced-tile")),
     faulty.FreeLeadAlways)
_zoo("draw_from_the_end_heaviest_wins_a_block", "draw", [2],
     (Planted("draws the boneyard's last tile first", "draw.order"),
      Planted("gives a blocked hand to the heaviest hand (every blocked hand draws first, so no scenario about it "
              "reaches its step: differential play, following the engine past each draw, names it)",
              "end.blocked.lightest-hand", by_scenarios=False)),
     faulty._DrawsFromTheEnd, _HeaviestWinsABlock)
_zoo("cascade_late_block_seat_zero", "block", [2],
     (Planted("lets seat 0 lead the first hand", "lead.first-hand.highest-double-else-heaviest"),
      Planted("so lets seat 0 lead where the tie break gives seat 1 the lead", "lead.tie-break.higher-half"),
      Planted("sees a block only after a round of passes", "end.blocked")),
     _SeatZeroLeadsFirst, cascading._BlockSeenAfterPasses, transport="exec")


# -- factories: py:precision_zoo:<name> ---------------------------------------------------------------------


class _ZooEngine(faulty._OneGameEngine):
    """Declares its one game and plays it with its faulty match; named after its place in the zoo."""

    def __init__(self) -> None:
        super().__init__()
        self.name = f"zoo engine: {self.fault_name}"


def _engine_class(entry: ZooEngine) -> type[_ZooEngine]:
    match_class = type(f"{entry.name.title().replace('_', '')}Match", entry.faults, {})
    return type(f"{match_class.__name__}Engine", (_ZooEngine,),
                {"match_class": match_class, "fault_name": entry.name, "declared": entry.game, "views": entry.views})


for _entry in ZOO.values():
    globals()[_entry.name] = _engine_class(_entry)


def spec(name: str) -> str:
    """The engine spec that reaches ``name`` the way ``ZOO`` says."""
    if ZOO[name].transport == "exec":
        return f"exec:{sys.executable} {Path(__file__).resolve()} {name}"
    return f"py:precision_zoo:{name}"


if __name__ == "__main__":
    from reference_impl.__main__ import serve

    sys.exit(serve(engine=globals()[sys.argv[1]]()))
