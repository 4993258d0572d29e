"""Differential play: random games in lock step on an engine and on the reference engine.

Each hand is dealt at random and given to both engines; at every ply the
move is chosen among the reference engine's legal moves, and before it is
made both engines are compared: the state (status, whose turn, hand sizes,
boneyard, open ends, count, scores, a score waiting for muggins), the legal
moves (as a set, mirror ends merged as ``moves.move_set`` says), and a
sample of illegal moves offered to both (out of turn, a tile not held, a
tile that fits no end, a pass or a draw the rules refuse, a wrong claim, a
muggins with nothing to take), each of which must be refused for the same
reason and leave the state unchanged. At each hand's end the result and
totals are compared, and at the match's end its result.

``DifferentialJudge`` is a judge of the one walk (``conformance.judging.walker``);
the clause of every divergence comes from ``conformance.judging.clause_table``.
Play goes on past a divergence wherever the two engines still agree on the
state: a list of legal moves, a seat's view, a probe refused for another
reason are reported and the hand goes on; a probe the engine accepts (an
illegal move or deal) is reported, the engine's match is started again and
brought back to the reference's state, and that kind of probe is not
offered again. Where the state itself differs, the engine is set to the
reference's position (an engine that declares positions) or the reference
takes the engine's state (``adoption``), and play goes on from there; where
neither can be done the match ends, and play goes on with a new match, so one
early fault hides nothing after it. Each divergence is reported once per
clause per hand (``divergences``).
The same seed gives the same games.
"""

from __future__ import annotations

import copy
import random
import time
from collections import deque
from dataclasses import replace
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, DealError, Match
from reference_impl.moves import DRAW, DRAW_MOVE, MUGGINS_MOVE, PASS_MOVE, PLAY, IllegalMove, Move, Reason
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile

from .. import clause_table
from ..clause_table import (
    dealt_clause,
    hand_end_clause,
    hand_result_clauses,
    lead_situation,
    listing_clause,
    match_end_clause,
    match_result_clauses,
    ply_clauses,
    turn_clause,
)
from conformance.engines.client import LEGAL_MOVES_REQUEST, OBSERVE_REQUEST, Answers, BadReply, apply_request, observe_request
from conformance.engines.under_test import EngineError
from .adoption import CannotFollow, Resync, Resynced
from .comparisons import Comparisons
from .divergences import ERROR_BUDGET, Expectation, Found, MatchFindings, MatchPlayed, PlayDivergence, PlayOutcome
from .games import GameChoiceError, game_for_clause, game_for_engine, games_for_engine, pinned_overrides, read_ruleset
from .hands import (
    MAX_PLIES,
    TILE_TWICE,
    Chooser,
    ChosenAhead,
    PlannedHand,
    Probe,
    RandomChooser,
    ScriptedChooser,
    chosen_events,
    planned_hands,
    random_hands,
    tile_twice,
)
from .probes import Probing
from ..expected_state import count_clause_after, expected_state, first_difference, hand_ending
from ..referee import Finding, hand_result_finding, match_result_finding
from ..sessions import ProtocolSession, deal_outcome, deal_request, move_outcome
from conformance.records.model import Deal, Event, MatchResult, RulesetSpec, Transcript
from conformance.records.recording import Recorder, recorded_result
from ..walker import walk_match

STAGE = "play"
REFERENCE = "the reference engine"

__all__ = [
    "ERROR_BUDGET",
    "DifferentialJudge",
    "Expectation",
    "Found",
    "GameChoiceError",
    "MatchPlayed",
    "PlannedHand",
    "PlayDivergence",
    "PlayOutcome",
    "RandomChooser",
    "ScriptedChooser",
    "chosen_events",
    "game_for_clause",
    "game_for_engine",
    "games_for_engine",
    "pinned_overrides",
    "planned_hands",
    "play",
    "play_match",
    "random_hands",
    "read_ruleset",
    "replay_plan",
]


# -- the judge ---------------------------------------------------------------------------------------------


class DifferentialJudge(Comparisons, Probing):
    """Differential play as a judge of the walk: the engine against the reference engine, ply by ply.

    What the engine is asked follows from the reference engine alone. So when
    a round trip to the engine costs more than the asking (a subprocess that
    declares ``pipelining``: ``ProtocolSession.asks_ahead``), a whole hand is asked at
    once, as it is dealt: a second reference match, the planner, plays the hand
    ahead with the same chooser (the same random choices, in the same order),
    and the walk then judges each ply on the answers already come, exactly as
    if each ply had been asked alone.
    """

    def __init__(
        self,
        session: ProtocolSession,
        rules: Ruleset,
        players: int,
        chooser: Chooser,
        *,
        match_number: int = 1,
        withdrawn: dict[str, str] | None = None,
        go_on: bool = True,
    ) -> None:
        self.session = session
        self.rules = rules
        self.players = players
        self.chooser = chooser
        self.pinned = rules.to_dict()
        self.recorder = Recorder(Match(rules, players), RulesetSpec(pinned=self.pinned))
        self.match = self.recorder.match
        #: Asking a hand ahead: the planner, the chooser the walk takes the planned moves from, and
        #: the probes planned for each ply.
        self._planner = Match(rules, players) if session.asks_ahead else None
        self._walk_chooser: Chooser = chooser if self._planner is None else ChosenAhead(chooser)
        self._planned_probes: deque[list[tuple[Probe, str]]] = deque()
        self._planned_requests: deque[list[dict[str, Any]]] = deque()  # each ply's, as asked ahead
        #: The chooser's state after each ply planned, and where it is at the ply the walk is at.
        self._planned_states: deque[Any] = deque()
        self._chooser_at: Any = None
        self.hands_dealt = 0
        self.plies = 0
        #: Every clause this judge compared the engine on (the run's coverage by play counts them), and the
        #: kinds of ply whose clauses are in it already.
        self.compared: set[str] = set()
        self._ply_keys: set[tuple[Any, ...]] = set()
        #: The reasons the probes offered were refused for (``refusal_clauses``).
        self.refused_for: set[str] = set()
        self.situation: tuple[str, str | None] = ("first", None)
        self._moves: list[Move] = []
        #: What the engine was given and took, in order: requests (start, moves played to a hand's end), the
        #: deals and the moves of the hands, each move's seat in ``_engine_seats``; ``_bring_back`` gives it
        #: all again. (The deal and the move the walk holds anyway, and no pair a ply: nothing new is kept
        #: at each ply for the collector to count.)
        self._engine_log: list[dict[str, Any] | Deal | Move] = []
        self._engine_seats: list[int] = []
        #: The match's divergences, one per clause per hand; with ``go_on`` False (a reproduction)
        #: the first ends the walk.
        self.findings = MatchFindings(match_number)
        self.go_on = go_on
        #: The kinds of probe no longer offered (shared by a run's matches), and those this match withdrew;
        #: ``_offered_now`` is what the hand in play may offer (a kind withdrawn stays out from the next hand).
        self.withdrawn = withdrawn if withdrawn is not None else {}
        self.newly_withdrawn: dict[str, str] = {}
        self._held_back: frozenset[str] = frozenset(self.withdrawn)
        self.ply = 0
        self._boneyard: list[Tile] = []  # the hand's boneyard in draw order, to read the engine's state by
        #: After a hand's result diverged on who won it, the next leader follows from the engine's result:
        #: the reference takes it without a divergence of its own.
        self._lead_follows_engine = False
        #: The engine's leader was taken at this hand's deal: the lead's list of moves is not judged.
        self._lead_taken = False
        #: After a divergence of the state: the engine set to the reference's position, or followed.
        self.resync = Resync(session)
        self._last_finding: Finding | None = None  # the divergence a fall back to following is said on
        #: Lists without any claim where the rules list some, charged to the claims' rule until the engine is seen
        #: to claim (``ProtocolSession.claims_seen``): then they were its count. Each as (hand, the count's clause).
        self._claims_unresolved: list[tuple[int, str]] = []
        self._set_past_move = False  # the engine refused a legal move: it is set past it once made
        #: Each seat's probes that carry no tile (the same at every ply): a pass, a draw, muggins.
        self._tileless_probes = [
            (Probe(seat, PASS_MOVE, "a pass"), Probe(seat, DRAW_MOVE, "a draw"),
             Probe(seat, MUGGINS_MOVE, "muggins"))
            for seat in range(players)
        ]

    # -- the hands to walk -----------------------------------------------------------------------------

    def random_hands(self, rng: random.Random, limit: int, first: int = 1) -> Iterator[PlannedHand]:
        """Random hands until the match ends or ``limit`` hands are dealt; the doubleless deals' schedule
        counts from ``first`` (``play_match`` gives the match's number, so a match is the same wherever
        it is played)."""
        return random_hands(self.match, rng, limit, self._walk_chooser, self._listed, first, doubleless=True)

    def planned_hands(self, deals: Iterable[Deal]) -> Iterator[PlannedHand]:
        """The given deals, in order, while the match goes on."""
        return planned_hands(self.match, deals, self._walk_chooser, self._listed)

    def _listed(self, moves: list[Move]) -> None:
        self._moves = moves

    # -- the walk's questions ----------------------------------------------------------------------------

    def begin(self) -> None:
        """Start the match on the engine; its sides must be the reference's."""
        self.session.recover()  # whatever a walk before this one left: answers not taken, an engine that failed
        self._engine_log = [{"cmd": "start", "ruleset": self.pinned, "players": self.players}]
        self._engine_seats = []
        refused = self.session.start(self.pinned, self.players)
        if refused is not None:
            self._diverge(
                f"the engine refused the ruleset: {refused}",
                clause_table.FACTS["rules_refused"],
                Expectation(kind="rules"),
                field="rules",
            )
        sides = [list(side) for side in self.match.sides]
        engine_sides = self.session.state().get("sides")
        if engine_sides != sides:
            fact = "teams" if self.rules.teams is not None else "sides"
            self._diverge(
                f"the sides are {sides}; the engine's are {engine_sides}",
                clause_table.FACTS[fact],
                Expectation(kind="sides", value=sides),
                expected=sides,
                actual=engine_sides,
                field="sides",
            )

    def dealt(self, number: int, hand: PlannedHand) -> None:
        """Give the deal to both; the engine's status and leader must be the reference's."""
        self.hands_dealt += 1
        self.ply = 0
        self._lead_taken = False
        if isinstance(self._walk_chooser, ChosenAhead) and self._walk_chooser.live:  # the last hand went ply by ply
            self._walk_chooser.live = False
            self._planner = copy.deepcopy(self.match)
        self._held_back = frozenset(self.withdrawn)
        self.situation = lead_situation(protocol_form(self.match.hand_result))
        status = self.recorder.deal(hand.deal.hands, hand.deal.boneyard, hand.deal.lots)
        self._boneyard = list(hand.deal.boneyard)
        # What the engine is asked follows from the reference alone: asked at once (see ``step``).
        bad = tile_twice(hand.deal) if self._offers(TILE_TWICE) else None
        viewer = (self.hands_dealt - 1) % self.players  # each hand shows another seat's view (``_compare_view``)
        compare_view = status == IN_PROGRESS and self.session.capabilities.get("views") is True
        dealing = deal_request(hand.deal)
        requests = [dealing] if bad is None else [deal_request(bad), dealing]
        observed: list[dict[str, Any]] = []
        if status == IN_PROGRESS:
            observed = [OBSERVE_REQUEST, observe_request(viewer)] if compare_view else [OBSERVE_REQUEST]
        if self._planner is not None:
            self._ask_ahead(hand.deal, requests + observed)
        answers = self.session.call_many(requests + observed)
        if bad is not None and not self._judge_bad_deal(number, hand.deal, bad, answers):
            # The engine took the illegal deal: its match is started again and given the real one.
            deal_reply = self._bring_back([dealing])
            answers = self.session.call_many(observed)
        else:
            deal_reply = answers.next()
        engine_status, refused = deal_outcome(deal_reply)
        if refused is None:
            self._engine_log.append(hand.deal)  # the request written again if it is needed: rarely
        clause = turn_clause(self.rules, 1, None, self.situation)
        self.compared.update((clause_table.FACTS["deal_refused"], clause))
        if bad is not None:
            self.compared.add(clause_table.FACTS["deal_incomplete"])
        if compare_view:
            self.compared.add(clause_table.FACTS["concealed"])
        if refused is not None:
            self._diverge(
                f"the engine refused the deal of hand {number}: {refused}",
                clause_table.FACTS["deal_refused"],
                Expectation(kind="status", value=status),
                hand=number,
                field="deal",
            )
        if engine_status != status:
            self._diverge(
                f"after the deal of hand {number} the engine's status is {engine_status!r}; "
                f"{REFERENCE}'s is {status!r}",
                dealt_clause(self.rules, self.situation, status),
                Expectation(kind="status", value=status),
                hand=number,
                expected=status,
                actual=engine_status,
                field="status",
            )
        if status == IN_PROGRESS:
            state = answers.state()
            leader = state.get("turn")
            view = answers.state() if compare_view else None
            if leader != self.match.turn and type(leader) is int and self.match.take_leader(leader):
                self._replan()  # a leader the rules let the engine choose: the reference follows it
            if leader != self.match.turn:
                if not self._lead_follows_engine:
                    self._diverge_on(
                        f"seat {self.match.turn} leads hand {number}; the engine has seat {leader!r} to act",
                        turn_clause(self.rules, 1, None, self.situation, (self.match.players, self.match.turn, leader)),
                        Expectation(kind="turn", value=self.match.turn),
                        hand=number,
                        ply=1,
                        expected=self.match.turn,
                        actual=leader,
                        field="turn",
                    )
                resynced = self._resync(state)
                if resynced.reference_moved:
                    self._replan()
                # What the engine lets its own leader lead follows from its lead rule, not shown in a state
                # (unless it was set to the reference's leader).
                self._lead_taken = not resynced.engine_set
            if view is not None:
                self._compare_view(number, viewer, view)
        self._lead_follows_engine = False

    def _ask_ahead(self, deal: Deal, deal_requests: list[dict[str, Any]]) -> None:
        """Play the hand on the planner, choosing as the walk will, and ask the engine at once all that
        the walk will ask of it in the hand (``ProtocolSession.ask_ahead``), from ``deal_requests`` on."""
        planner = self._planner
        assert planner is not None
        if planner.deal(deal.hands, deal.boneyard, deal.lots) != self.match.status:
            raise AssertionError("the planner's deal is not the walk's")
        self.chooser.start_hand()
        self._chooser_at = self.chooser.snapshot()
        self._plan_rest(planner, list(deal_requests))

    def _plan_rest(self, planner: Match, requests: list[dict[str, Any]]) -> None:
        """Play the rest of the hand on ``planner`` as the walk will, and ask it all ahead after ``requests``."""
        chooser = self.chooser
        planned_moves = []
        while planner.status == IN_PROGRESS and len(planned_moves) < MAX_PLIES:  # as ``chosen_events`` walks
            moves = planner.legal_moves()
            move = chooser.move(moves)
            probes = self._chosen_probes(planner, moves, move)
            ply_requests = _ply_requests(planner.turn, move, probes)
            requests += ply_requests
            planned_moves.append(move)
            self._planned_probes.append(probes)
            self._planned_requests.append(ply_requests)
            self._planned_states.append(chooser.snapshot())  # where the chooser is once this ply is chosen
            planner.apply(move)
        if planner.status != IN_PROGRESS:
            requests += HAND_OVER_REQUESTS
        self.session.ask_ahead(requests)
        assert isinstance(self._walk_chooser, ChosenAhead)
        self._walk_chooser.moves.extend(planned_moves)

    def _replan(self, engine_stands: bool = False) -> None:
        """The reference's state changed (it took the engine's, or a mirror end), or the engine's did (it
        was set to the reference's position: ``engine_stands``): a hand asked ahead was planned from
        another, or asked of another state, so the engine is brought back to where it stands now (it made
        what it took of the plan; not where it was just set) and the rest of the hand is asked ply by ply,
        the chooser put back where the walk is (so the games are those of asking ply by ply)."""
        if self._planner is None:
            return
        walk_chooser = self._walk_chooser
        assert isinstance(walk_chooser, ChosenAhead)
        walk_chooser.moves.clear()
        self._planned_probes.clear()
        self._planned_requests.clear()
        self._planned_states.clear()
        if not walk_chooser.live:
            self.chooser.restore(self._chooser_at)
        if self.match.status == IN_PROGRESS:
            if not walk_chooser.live:
                if not engine_stands:
                    self._bring_back()
                walk_chooser.live = True
        else:  # the hand is over: what was asked ahead past it was refused; the next hand plans from here
            self.session.recover()
            self._planner = copy.deepcopy(self.match)

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Compare state, legal moves and refusals before the move; make it on both.

        What the engine is asked at a ply follows from the reference alone, so it is asked all at
        once (``Client.call_many``: one round trip, not seven, to an engine that declares
        ``pipelining``), or was asked with the whole hand (``_ask_ahead``), and the answers are
        judged in the order asked, exactly as if each had been asked alone. Where the engine's state
        differs, the engine is set to the reference's position and the ply asked again from there, or
        the reference takes the engine's state (``adoption.Resync`` chooses) and the move is made on both
        only if the engine took it and the rules allow it there; else the walk chooses again from the
        state taken.
        """
        match = self.match
        planned = move = event.move
        self.ply = ply
        if self._planner is None or not self._planned_probes:  # asked ply by ply, or the plan dropped (``_replan``)
            probes = self._chosen_probes(match, self._moves, move)
            requests = _ply_requests(event.seat, move, probes)
        else:  # the very requests asked ahead for this ply
            probes = self._planned_probes.popleft()
            requests = self._planned_requests.popleft()
            self._chooser_at = self._planned_states.popleft()
        answers = self.session.call_many(requests)
        state = answers.state()
        previous_kind = previous.type if previous is not None else None
        key = (ply == 1, previous_kind, move.kind, self.situation)
        if key not in self._ply_keys:
            self._ply_keys.add(key)
            self.compared.update(ply_clauses(self.rules, ply, previous_kind, self.situation, move.kind))
        agrees = self._compare_state(state, number, ply, event, previous)
        resynced = self._resync(state) if not agrees else None
        if resynced is not None and resynced.engine_set:
            # The engine stands where the reference does, before the move: the ply is asked again from there.
            state = resynced.state or {}
            answers = self.session.call_many(requests[1:])
            agrees = self._shows_alike(state, ply, previous)
        elif resynced is not None and resynced.brought_back:  # back where it stood before this ply
            answers = self.session.call_many(requests)
            answers.state()
        taken = resynced is not None and resynced.reference_moved
        if not taken:
            move = self._judge_ply(state, probes, answers, number, ply, event, move, agrees and not self._lead_taken)
        elif not self._made_as_well(state, answers, probes, event):
            self._replan()
            return  # the walk chooses the next move from the engine's state, taken (no ply was made)
        self._lead_taken = False
        mirrored = move is not planned
        if mirrored:  # the engine's end of a mirror play: the same move, made there on both
            event.end = move.end
        self._engine_log.append(move)
        self._engine_seats.append(event.seat)
        drawn_before = match.drawn
        self.recorder.apply(_as_listed(move, self._moves))
        if taken or mirrored:  # a hand asked ahead was planned from another state
            self._replan()
        if move.kind == DRAW:  # the tile it took; several, for a draw that takes tiles until one fits
            tiles = match.drawn_since(drawn_before)
            event.tile, event.tiles = (None, tiles) if len(tiles) > 1 else (tiles[0], None)
        self.plies += 1
        if self._set_past_move:  # the engine refused the move: set to where the reference stands after it
            self._set_past_move = False
            if not self._set_engine().engine_set:
                raise CannotFollow(f"the engine refused {event.describe()} and does not take the position after it")

    def _judge_ply(
        self, state: Mapping[str, Any], probes: Sequence[tuple[Probe, str]], answers: Answers, number: int,
        ply: int, event: Event, move: Move, agrees: bool = True,
    ) -> Move:
        """The legal moves, the probes and ``move`` itself (``event``'s); the move to make (the engine's end
        of a mirror play, where it listed that end and refused the other). Where the engine's state shows
        something else than the reference's (``agrees`` False) although it stands where the reference does,
        what follows from what it shows (its list of moves, its refusals) is not judged again: only the move."""
        engine_moves = answers.legal_moves()
        if agrees:
            self._compare_moves(state, engine_moves, number, ply, event)
        else:
            for _ in probes:
                answers.next(), answers.next()
        if not agrees or self._judge_probes(state, probes, answers, number, ply, event):
            reply = answers.next()
        else:  # a probe was taken: the engine's match is brought back, then asked for the move alone
            self._bring_back()
            reply = self.session.call_many([apply_request(event.seat, move.to_dict())]).next()
        accepted, reason, message = move_outcome(reply)
        if not accepted and move.kind == PLAY:
            mirror = self._mirror_taken(state, engine_moves, event)
            if mirror is not None:
                move, accepted = mirror, True
        if not accepted and not agrees:  # the refusal follows from what its state shows: not judged again
            if not self.resync.sets_engine:
                raise CannotFollow(f"{event.describe()} is refused by an engine whose state shows another line")
            self._set_past_move = True
            return move
        if not accepted:
            # An engine that takes positions is set past the move once it is made (``step``); another's match
            # ends here: its state and the reference's part.
            self._set_past_move = self.resync.sets_engine
            clause = listing_clause(self.rules, move.kind)
            if reason == Reason.WRONG_CLAIM and move.kind == PLAY:  # a claim refused: the engine counts otherwise
                self._claims_seen()
                clause = count_clause_after(self.match, move)
            (self._diverge_on if self._set_past_move else self._diverge)(
                f"{event.describe()} is legal; the engine refuses it ({reason}: {message})",
                clause,
                Expectation(kind="accepted", seat=event.seat, move=move),
                hand=number,
                ply=ply,
                event=event,
                expected="accepted",
                actual=reason,
                field="accepted",
            )
        return move

    def _made_as_well(
        self, state: Mapping[str, Any], answers: Answers, probes: Sequence[tuple[Probe, str]], event: Event
    ) -> bool:
        """The reference has taken the engine's state before ``event``: whether the engine made the move
        as well (the rest of the ply's answers read, not judged: they were asked from the reference's
        state). ``CannotFollow`` when it made a move the rules refuse in its own state, or took a probe."""
        answers.legal_moves()
        for _ in probes:
            if move_outcome(answers.next())[0] or answers.state() != state:
                raise CannotFollow("the engine took an illegal move offered from the reference's state")
        accepted = move_outcome(answers.next())[0]
        if not accepted:
            return False
        try:
            self.match.check(event.move, event.seat)
        except IllegalMove:
            raise CannotFollow(f"the engine made {event.describe()}, which the rules refuse in its state") from None
        return True

    def hand_over(self, number: int, hand: PlannedHand, last: Event | None) -> None:
        """The engine's hand must be over too, with the reference's result and totals. An engine still in
        play is played to its own end (passes and draws), and its result judged; a result that differs is
        reported, and the reference takes the engine's totals for the next hand."""
        match = self.match
        if match.status == IN_PROGRESS:  # cut short at MAX_PLIES: nothing more to judge here
            return
        answers = self.session.call_many(HAND_OVER_REQUESTS)
        state = answers.state()
        status = state.get("status")
        reference_result = recorded_result(match)
        end = reference_result.end
        result = protocol_form(match.hand_result) or {}
        self.compared.update(hand_result_clauses(self.rules, result, match.sides))
        self.compared.add(match_end_clause(self.rules, match.scores, match.target))
        sides = [list(side) for side in match.sides]
        # Where the engine's hand is not over, or shows no result: the reference's end is what is expected.
        over = Expectation(kind="hand_end", value=result, detail={"field": "end", "sides": sides})
        if status == IN_PROGRESS:
            self._diverge_on(
                f"hand {number} is over ({end!r}); the engine has seat {state.get('turn')} still to act",
                hand_end_clause(end, self.rules),
                over,
                hand=number,
                event=last,
                expected=end,
                actual=IN_PROGRESS,
                field="end",
            )
            try:  # played to its own end, so that its result is judged too (a fault the first one would hide)
                state = self._finish_on_engine(state)
            except CannotFollow:
                set_at = self._set_engine()
                if not set_at.engine_set or set_at.state is None:
                    raise
                state = set_at.state
            status = state.get("status")
            listed = self.session.call_many([LEGAL_MOVES_REQUEST]).legal_moves()
        else:
            listed = answers.legal_moves()
        engine_result = state.get("result")
        if not isinstance(engine_result, Mapping):
            self._diverge(
                f"hand {number} is over ({end!r}); the engine's state gives no result",
                hand_end_clause(end, self.rules),
                over,
                hand=number,
                event=last,
                expected=end,
                actual=engine_result,
                field="end",
            )
        finding = hand_result_finding(
            reference_result,
            engine_result,
            list(state.get("scores") or []),
            status == REDEAL_NEEDED,
            self.rules,
            match.sides,
            number,
            by_engine=True,
            claimant=REFERENCE,
            ending=hand_ending(match, state, last.type if last is not None else None),
        )
        if finding is not None:
            detail = {"field": finding.field, "scores": list(match.scores), "sides": sides}
            self._note(replace(finding, stage=STAGE), Expectation(kind="hand_end", value=result, detail=detail))
            resynced = self._resync(state)
            if resynced.engine_set and resynced.state is not None:  # the match goes on from the rules' result
                status = resynced.state.get("status")
            else:
                # Who leads next, and whether the match is over, now follow from the engine's result: taken,
                # and not judged again as faults of their own.
                self._lead_follows_engine = finding.field in ("end", "winner")
                self._replan()
        over = match.status == MATCH_OVER
        if finding is None and (status == MATCH_OVER) != over:
            self._diverge(
                f"after hand {number} with totals {list(match.scores)} the match is "
                f"{'over' if over else 'not over'}; the engine has it {status!r}",
                match_end_clause(self.rules, match.scores, match.target),
                self._match_expectation(),
                hand=number,
                expected=MATCH_OVER if over else match.status,
                actual=status,
                field="match_status",
            )
        self._compare_after_hand(state, listed, number, last)

    def _finish_on_engine(self, state: Mapping[str, Any]) -> Mapping[str, Any]:
        """Play the engine's hand to its end, the reference's being over: each seat to act passes (or
        draws, where the engine lists no pass) until the engine ends it; its state then.
        ``CannotFollow`` when it lists a play, or will not end its hand within two rounds."""
        for _ in range(2 * self.players * (1 + len(self._boneyard))):
            listed = self.session.call_many([LEGAL_MOVES_REQUEST]).legal_moves()
            kinds = {move.get("type") for move in listed if isinstance(move, Mapping)}
            kind = "pass" if "pass" in kinds else "draw" if "draw" in kinds else None
            if kind is None:
                raise CannotFollow(f"the engine's hand goes on with plays the reference's rules end: {listed}")
            request = apply_request(state.get("turn"), {"type": kind})
            answers = self.session.call_many([request, OBSERVE_REQUEST])
            if not move_outcome(answers.next())[0]:
                raise CannotFollow(f"the engine refuses the {kind} it lists")
            self._engine_log.append(request)
            state = answers.state()
            if state.get("status") != IN_PROGRESS:
                return state
        raise CannotFollow("the engine does not end its hand")

    def _match_expectation(self) -> Expectation:
        match = self.match
        winners = [seat for side in match.winners or [] for seat in match.sides[side]]
        return Expectation(kind="match_end", value=match.status == MATCH_OVER, detail={"seats": sorted(winners)})

    def end(self, hands: int) -> None:
        """The engine's match must be over when the reference's is, with the same result."""
        match = self.match
        state = self.session.state()
        over = match.status == MATCH_OVER
        if not over and state.get("status") != MATCH_OVER:
            return  # the hands ran out before the match ended, on both
        match_result = state.get("match_result") or {}
        if over:
            self.compared.update(match_result_clauses(self.rules, match.scores, match.target, match.winners or []))
        reference = MatchResult(
            "over" if over else "unfinished",
            list(match.scores),
            match.hands_played,
            sorted(match.winners or []) if over else None,
        )
        finding = match_result_finding(
            reference,
            state.get("status") == MATCH_OVER,
            match_result.get("winners"),
            list(state.get("scores") or []),
            int(match_result.get("hands", match.hands_played)) if isinstance(match_result, Mapping) else 0,
            hands,
            self.rules,
            match.target,
            by_engine=True,
            claimant=REFERENCE,
        )
        if finding is not None:
            self._raise(replace(finding, stage=STAGE), self._match_expectation())

    # -- divergences --------------------------------------------------------------------------------------

    @staticmethod
    def _finding(message: str, clause: str, *, hand: int | None = None, ply: int | None = None,
                 event: Event | None = None, expected: Any = None, actual: Any = None,
                 field: str | None = None) -> Finding:
        """A divergence found in play: where (``hand``, ``ply``, ``event``), what was compared (``field``)
        and what each side had."""
        return Finding(stage=STAGE, message=message, hand=hand, ply=ply, clause=clause, expected=expected,
                       actual=actual, event=None if event is None else event.describe(), field=field)

    def _diverge(self, message: str, clause: str, expectation: Expectation, **where: Any) -> None:
        """A divergence of the state itself: reported, and the match ends here (``where``: ``_finding``'s)."""
        self._raise(self._finding(message, clause, **where), expectation)

    def _diverge_on(self, message: str, clause: str, expectation: Expectation, **where: Any) -> None:
        """A divergence that leaves the two states alike (a listing, a view, a refusal): reported, and play
        goes on (``where``: ``_finding``'s)."""
        self._note(self._finding(message, clause, **where), expectation)

    def _note(self, finding: Finding, expectation: Expectation) -> None:
        """Report ``finding`` once per clause per hand (a repeat is counted on the first) and go on; in a
        reproduction (``go_on`` False) the first divergence ends the walk."""
        if not self.go_on:
            self._raise(finding, expectation)
        self._last_finding = finding
        self.findings.add(finding, expectation, self.plan)

    def _raise(self, finding: Finding, expectation: Expectation) -> None:
        if self.go_on:
            self.findings.add(finding, expectation, self.plan)
        raise PlayDivergence(finding, expectation)

    def _offers(self, what: str) -> bool:
        """Whether the hand in play may offer the probe ``what``."""
        return what not in self._held_back and self.chooser.offers(what)

    def _withdraw(self, what: str, clause: str) -> None:
        """Offer the probe ``what`` no more (from the next hand on): the engine diverged on it."""
        if self.go_on and what not in self.withdrawn:
            self.withdrawn[what] = self.newly_withdrawn[what] = clause

    def _bring_back(self, then: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:
        """Start the engine's match again and give it every deal and move it took (``_engine_log``), then
        ``then``: the engine is back where it stood before it took a probe, or before it was asked the rest
        of a hand ahead from a state no longer the reference's; the last reply. ``CannotFollow`` when the
        engine does not take again what it took before."""
        session = self.session
        session.recover()
        seats = iter(self._engine_seats)
        requests = [entry if isinstance(entry, dict) else deal_request(entry) if isinstance(entry, Deal)
                    else apply_request(next(seats), entry.to_dict()) for entry in self._engine_log]
        requests += then
        answers = session.call_many(requests)
        reply: dict[str, Any] = {}
        for index, request in enumerate(requests, 1):
            try:
                reply = answers.next()
            except BadReply as bad:
                raise CannotFollow(f"the engine cannot be brought back: {bad}") from None
            last_deal = index == len(requests) and request["cmd"] == "deal"  # judged by ``dealt``
            if not last_deal and (reply.get("accepted") if request["cmd"] == "apply" else reply.get("ok")) is not True:
                raise CannotFollow(f"the engine cannot be brought back: it refuses {request['cmd']}: "
                                   f"{reply.get('message', reply)}")
        return reply

    def _resync(self, state: Mapping[str, Any]) -> Resynced:
        """After a divergence of the state (the engine's observation ``state``): the engine set to the
        reference's position, or the reference moved to the engine's state (``adoption.Resync``)."""
        return self._resynced(self.resync.after_divergence(self.match, state, self._boneyard, self._bring_back))

    def _set_engine(self) -> Resynced:
        """The engine set to the reference's position, where it takes positions as given."""
        return self._resynced(self.resync.set_engine(self.match, self._bring_back))

    def _resynced(self, resynced: Resynced) -> Resynced:
        """What follows from ``resynced``: an engine set stands at its position alone (what it took before
        is given again from there, ``_bring_back``), and what was asked ahead of it is asked again; a fall
        back to following the engine is said once, on the divergence that prompted it."""
        if resynced.engine_set and resynced.request is not None:
            self._engine_log = [self._engine_log[0], dict(resynced.request)]
            self._engine_seats = []
            self._replan(engine_stands=True)
        if (resynced.engine_set or resynced.reference_moved) and self._last_finding is not None:
            self.findings.rejoined(self._last_finding.hand)
        fell_back, self.resync.fell_back = self.resync.fell_back, None
        if fell_back is not None and self._last_finding is not None:
            self.findings.annotate(self._last_finding, f"{fell_back}: from here on in this match the reference "
                                                       f"takes the engine's state instead")
        return resynced

    def _shows_alike(self, state: Mapping[str, Any], ply: int, previous: Event | None) -> bool:
        """Whether the engine's observation ``state``, just set to the reference's position, shows what the
        reference's does (what it works out from a position, the ends and the count, may differ: then what
        follows from it, its list of moves and its refusals, is not judged at this ply)."""
        previous_kind = previous.type if previous is not None else None
        drawn_by = previous.seat if previous is not None and previous_kind == DRAW else None
        return first_difference(expected_state(self.match, drawn_by), state, self.rules, ply, previous_kind,
                                self.situation) is None

    def _mirror_taken(self, state: Mapping[str, Any], engine_moves: list[Any], event: Event) -> Move | None:
        """The engine refused a play at one end; when it listed the same tile at a mirror end (one move, as
        ``moves.move_set`` says), that end is sent instead, and the move made there: what was made, or None."""
        move, ends = event.move, state.get("ends") or []
        key = move.key(ends)
        for listed in engine_moves:
            if not isinstance(listed, Mapping) or listed.get("end") in (None, move.end):
                continue
            try:
                twin = Move.from_dict(listed, self.rules.max_pip)
                if twin.tile != move.tile or twin.key(ends) != key:
                    continue
                self.match.check(twin, event.seat)
            except (IllegalMove, ValueError, TypeError, KeyError):
                continue
            if self._planner is not None:
                self._bring_back()  # the rest of the hand asked ahead followed the other end
            else:
                self.session.recover()
            if move_outcome(self.session.call_many([apply_request(event.seat, listed)]).next())[0]:
                return twin
        return None

    def played(self) -> list[tuple[Deal, list[Event]]]:
        """The match's hands so far as (deal, events recorded), the hand in progress last."""
        hands = [(hand.deal, list(hand.events)) for hand in self.recorder.hands]
        current = self.recorder.hand_in_progress()
        if current is not None:
            hands.append(current)
        return hands

    def plan(self) -> list[tuple[Deal, list[Move]]]:
        """The match's hands so far as (deal, moves made)."""
        return [(deal, [event.move for event in events]) for deal, events in self.played()]

    def transcript(self) -> Transcript:
        """The record of the match so far, as the reference engine played it."""
        return self.recorder.transcript()


#: What ``hand_over`` asks once a hand is over.
HAND_OVER_REQUESTS: list[dict[str, Any]] = [OBSERVE_REQUEST, LEGAL_MOVES_REQUEST]


def _ply_requests(seat: int, move: Move, probes: Sequence[tuple[Probe, str]]) -> list[dict[str, Any]]:
    """What a ply asks the engine: the state, the legal moves, each probe and the state after it, the move."""
    requests: list[dict[str, Any]] = [OBSERVE_REQUEST, LEGAL_MOVES_REQUEST]
    for probe, _ in probes:
        # Observed after each refusal: two changes (the turn passed on twice) can look like none.
        requests += [apply_request(probe.seat, probe.move.to_dict()), OBSERVE_REQUEST]
    requests.append(apply_request(seat, move.to_dict()))
    return requests


def _as_listed(move: Move, listed: Sequence[Move]) -> Move:
    """The move of ``listed`` (the reference's listing at this ply) equal to ``move``, else ``move``: a move
    made as listed is not judged again by the reference engine (``Match.apply``)."""
    for candidate in listed:
        if candidate == move:
            return candidate
    return move


def play_match(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    seed: int,
    number: int,
    first: int,
    limit: int,
    probes: int = 2,
    withdrawn: Mapping[str, str] | None = None,
) -> MatchPlayed:
    """Match ``number`` of a run: its hands numbered from ``first``, at most ``limit`` of them, offering
    no probe of the kinds ``withdrawn`` names.

    Each match has its own seed (``seed:number``), so match ``number`` is the
    same game whatever was played before it and wherever it is played (given the
    same kinds withdrawn); only the hand numbers in its messages depend on ``first``.
    """
    rng = random.Random(f"{seed}:{number}")
    chooser = RandomChooser(rng, probes, restorable=session.asks_ahead)  # put back only to plan a hand again
    judge = DifferentialJudge(session, rules, players, chooser, match_number=number,
                              withdrawn=dict(withdrawn or {}))
    error = None
    abandoned = ended_early = False
    try:
        # The doubleless deals are scheduled by the match's number, not by the hands before it.
        walk_match(judge, judge.random_hands(rng, limit, number), first=first)
    except (PlayDivergence, CannotFollow):
        # The rest of the ply was asked all the same (``DifferentialJudge.step``): should that have
        # ended the engine, it starts again for the next match, as after a failure.
        ended_early = True
        session.recover()
    except EngineError as failure:
        # Before the first deal (at ``start``) the failure is the match's first hand's, counted from 1.
        where = f"hand {first - 1 + max(judge.hands_dealt, 1)}" + (f", ply {judge.ply}" if judge.ply else "")
        error = f"match {number}, {where}: {failure}"
        ended_early = True
        session.recover()
        abandoned = bool(getattr(session.engine, "abandoned", False))
    judge.compared.update(found.finding.clause for found in judge.findings.found if found.finding.clause)
    judge.compared.update(judge.refusal_clauses())
    return MatchPlayed(number=number, hands=max(judge.hands_dealt, 1), plies=judge.plies,
                       found=judge.findings.found, error=error, abandoned=abandoned,
                       withdrawn=judge.newly_withdrawn, ended_early=ended_early, compared=frozenset(judge.compared))


def play(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    hands: int,
    seed: int,
    *,
    game: str = "",
    probes: int = 2,
    seconds: float | None = None,
    on_divergence: Callable[[Found], None] | None = None,
    max_divergences: int | None = None,
) -> PlayOutcome:
    """Play ``hands`` random hands in lock step; every divergence found.

    Stops early after ``seconds``, once ``max_divergences`` are found, or once the engine has failed
    ``ERROR_BUDGET`` times.
    """
    outcome = PlayOutcome(game or rules.name or "ruleset", players, seed, rules)
    clock = time.perf_counter()
    deadline = None if seconds is None else clock + seconds
    while outcome.hands < hands and (deadline is None or time.perf_counter() < deadline):
        if max_divergences is not None and len(outcome.divergences) >= max_divergences:
            break
        outcome.matches += 1
        played = play_match(session, rules, players, seed, outcome.matches, outcome.hands + 1,
                            hands - outcome.hands, probes, outcome.withdrawn)
        if not outcome.add(played, on_divergence):
            break
    outcome.seconds = time.perf_counter() - clock
    return outcome


def replay_plan(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    plan: Sequence[tuple[Deal, Sequence[Move | None]]],
    probes: Iterable[str] = (),
) -> tuple[DifferentialJudge, PlayDivergence | None]:
    """Play the planned hands in lock step, offering every illegal move of the kinds ``probes`` names;
    the judge, and the first divergence or None."""
    session.recover()  # what an earlier walk, ended at its divergence, left asked ahead is read and dropped
    judge = DifferentialJudge(session, rules, players, ScriptedChooser([moves for _, moves in plan], probes),
                              go_on=False)
    try:
        walk_match(judge, judge.planned_hands(deal for deal, _ in plan))
    except PlayDivergence as divergence:
        return judge, divergence
    except DealError:  # a deal that needs lots it lacks, once the hands before it are left out
        pass
    return judge, None


