"""Replay: feed transcripts to an engine over the protocol and compare every observation.

For each transcript the replayer starts a match with the record's pinned
ruleset, gives each hand's deal, and before every event observes the state
and compares it with what the record implies: the status, whose turn it is,
each hand's size, the boneyard's size and the scores. It asks for the legal
moves and checks the recorded move is among them (``moves.move_set``: the
suite's one comparison of moves), applies it, and at the end of each hand
and of the match compares the result. The first difference is the verdict:
transcript, hand, ply, expected, actual, and the clause concerned (chosen as
the referee chooses it, ``conformance.judging.referee``). Every later hand is
judged too: the hand after a divergent one starts from the record's position at
the end of the hand before it, for an engine that declares positions (the verdict's
``from_position`` lists those hands), else from the engine's own state, the hands
before it given again without being judged.

The replayer asks its questions through a session (``conformance.judging.sessions``):
``ProtocolSession`` (any engine, over the protocol: the default) or ``DirectSession``
(the reference engine's ``Match`` asked directly, for speed on large corpora).

The replayer trusts the transcript: run ``check`` first on records of
unknown quality. Verdicts: ``agreed``, ``diverged``, ``error`` (the engine
failed as a program), ``not_applicable`` (the engine does not declare the
ruleset's options), ``unreadable`` (the input is not a valid transcript).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, NoReturn

from dataclasses import replace

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, DealError, Match
from reference_impl.lead import choosable_leaders
from reference_impl.moves import DRAW, PLAY, IllegalMove, Reason, describe_move
from reference_impl.ruleset import Ruleset

from . import clause_table
from .clause_table import (
    dealt_clause,
    hand_end_clause,
    hand_result_clauses,
    lead_situation,
    listing_clause,
    match_result_clauses,
    ply_clauses,
    refusal_clause,
    turn_clause,
)
from conformance.engines.client import (
    LEGAL_MOVES_REQUEST,
    OBSERVE_REQUEST,
    BadReply,
    MalformedReply,
    SkippedReply,
    apply_request,
)
from conformance.engines.positions import declares_positions, misreadings
from conformance.engines.under_test import Engine, EngineError, open_engine
from conformance.rulebook.declared_games import Declaration, DeclarationError
from .referee import (
    Finding,
    RecordProblem,
    clause_title,
    hand_result_finding,
    match_result_finding,
    resolve_ruleset,
    verdict_base,
)
from conformance.records.files import Document, InvalidTranscript, UnreadableInput, expand_paths, iter_documents, load
from conformance.records.model import Event, HandRecord, RulesetSpec, Transcript
from .expected_state import (
    Drawn, ExpectedState, StateDifference, count_clause_after, expected_state, first_difference, hand_ending,
)
from .sessions import DirectSession, ProtocolSession, deal_request
from .walker import walk_match

AGREED, DIVERGED, ERROR, NOT_APPLICABLE, UNREADABLE = (
    "agreed",
    "diverged",
    "error",
    "not_applicable",
    "unreadable",
)


class Divergence(Exception):
    """The engine's observation differs from the record's; carries the finding (and every one, when many)."""

    def __init__(self, finding: Finding, findings: Sequence[Finding] = (),
                 not_judged: Sequence[Mapping[str, Any]] = (), from_position: Sequence[int] = ()) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.findings = list(findings) or [finding]
        #: The hands the replay could not judge after a divergence, each with why.
        self.not_judged = list(not_judged)
        #: The hands started from the record's position after a divergence (an engine that takes positions).
        self.from_position = list(from_position)


class _NotApplicable(Exception):
    """The engine does not support what the transcript needs."""


# -- the replayer ------------------------------------------------------------------------------


class Replayer:
    """Replays transcripts against one engine: an ``Engine`` (over the protocol) or a session."""

    def __init__(
        self,
        engine: Engine | ProtocolSession | DirectSession,
        fast: bool | None = None,
        ruleset: Mapping[str, Any] | None = None,
        declaration: Declaration | None = None,
    ) -> None:
        self.session = ProtocolSession(engine) if isinstance(engine, Engine) else engine
        # What the engine plays: as ``run`` read it once, else from the engine's hello when first needed.
        self.declaration = declaration
        self.fast = fast
        # Replayed under this ruleset instead of each record's own, when given (``replay --ruleset``).
        self.ruleset = None if ruleset is None else RulesetSpec(pinned=dict(ruleset))
        #: Every clause an engine was compared on in the transcripts replayed (coverage by replay counts them),
        #: gathered only when a set is given (``iter_replay``): the replay of a corpus pays nothing for it.
        self.compared: set[str] | None = None
        self._rulesets: dict[tuple[str, int], tuple[dict[str, Any], list[str]]] = {}

    @classmethod
    def direct(cls, fast: bool | None = None) -> Replayer:
        """A replayer driving the reference engine directly (see ``DirectSession``)."""
        return cls(DirectSession(), fast)

    # -- verdicts ---------------------------------------------------------------------

    def replay_document(self, document: Document) -> dict[str, Any]:
        """The verdict on one record as read from disk (never raises for bad input or a failing engine)."""
        verdict = verdict_base(document)
        try:
            transcript = load(document, self.fast)
        except InvalidTranscript as error:
            first = error.errors[0]
            verdict.update(
                verdict=UNREADABLE,
                stage="schema",
                pointer=first.pointer,
                message=f"not a valid transcript: {first.message} (run 'domino-conformance check')",
            )
            return verdict
        except UnreadableInput as error:
            verdict.update(verdict=UNREADABLE, stage="read", message=error.message)
            return verdict
        except (ValueError, TypeError, KeyError) as error:  # the schema should have caught it; say so plainly
            verdict.update(verdict=UNREADABLE, stage="schema", message=f"not a transcript: {error}")
            return verdict
        return self.replay_transcript(transcript, verdict)

    def replay_transcript(
        self, transcript: Transcript, verdict: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The verdict on one transcript."""
        verdict = verdict if verdict is not None else verdict_base(None)
        verdict.update(hands=len(transcript.hands), events=transcript.event_count())
        if self.ruleset is not None:
            transcript.ruleset = self.ruleset
        try:
            self._replay(transcript)
        except Divergence as divergence:
            verdict["verdict"] = DIVERGED
            verdict.update(divergence.finding.to_dict())
            if len(divergence.findings) > 1:
                verdict["divergences"] = [finding.to_dict() for finding in divergence.findings]
            if divergence.not_judged:
                verdict["not_judged"] = divergence.not_judged
            if divergence.from_position:
                verdict["from_position"] = divergence.from_position
            return verdict
        except RecordProblem as problem:  # the record's ruleset cannot be resolved
            verdict["verdict"] = UNREADABLE
            verdict.update(problem.finding.to_dict())
            return verdict
        except SkippedReply as gap:
            verdict.update(verdict=NOT_APPLICABLE, message=f"the engine skipped {gap.cmd!r}: {gap.detail}")
            return verdict
        except _NotApplicable as gap:
            verdict.update(verdict=NOT_APPLICABLE, message=str(gap))
            return verdict
        except EngineError as error:
            verdict.update(verdict=ERROR, message=str(error))
            self.session.recover()
            return verdict
        except Exception as error:  # noqa: BLE001 - a bug here must not end a corpus run
            verdict.update(
                verdict=ERROR, message=f"internal error while replaying: {type(error).__name__}: {error}"
            )
            self.session.recover()
            return verdict
        verdict["verdict"] = AGREED
        return verdict

    def _pinned(self, transcript: Transcript, rules: Ruleset) -> tuple[dict[str, Any], list[str]]:
        """The pinned ruleset sent to the engine, and the options it does not declare (cached per ruleset)."""
        key = (transcript.ruleset.key(), transcript.players)
        cached = self._rulesets.get(key)
        if cached is None:
            pinned = rules.to_dict()
            if self.declaration is None:
                try:
                    self.declaration = Declaration.from_capabilities(self.session.capabilities)
                except DeclarationError as error:  # the engine's hello, not the replay, is at fault
                    raise EngineError(f"the engine's hello declares a game that cannot be read: {error}",
                                      kind="handshake") from None
            cached = (pinned, self.declaration.unsupported(pinned, transcript.players))
            if len(self._rulesets) < 256:
                self._rulesets[key] = cached
        return cached

    # -- the replay ----------------------------------------------------------------------

    def _replay(self, transcript: Transcript) -> None:
        """Replay every hand; raise ``Divergence`` carrying the first finding, every divergent hand listed.

        After a hand diverges, an engine that declares positions is set to the
        record's position at that hand's end (the reference engine following the
        record: the scores, the hands played, who leads next), and the match
        goes on from the next hand's deal, judged from where the rules say it
        stands. Where the engine does not take the position as given (or takes
        no positions), the match is started again and the hands up to it are
        given to the engine without being judged, so that each later hand is
        judged from its recorded deal.
        """
        rules = resolve_ruleset(transcript.ruleset)
        if transcript.players not in rules.players:
            raise RecordProblem(
                Finding(
                    stage="ruleset",
                    message=f"the record's ruleset is played by "
                    f"{', '.join(map(str, rules.players))} players, not "
                    f"{transcript.players} (run 'domino-conformance check')",
                    pointer="/players",
                    clause=clause_table.FACTS["rules_refused"],
                )
            )
        pinned, missing = self._pinned(transcript, rules)
        if missing:
            raise _NotApplicable("the engine does not declare " + "; ".join(missing))
        findings: list[Finding] = []
        not_judged: list[dict[str, Any]] = []
        from_position: list[int] = []
        start, fresh = 1, False
        reference = RecordFollower(transcript, rules)
        positions = declares_positions(self.session.capabilities)
        while start <= max(len(transcript.hands), 1):
            at_position = positions and not fresh and start > 1
            judge = ReplayJudge(self.session, transcript, rules, pinned, judged_from=start, fresh=fresh,
                                compared=self.compared, reference=reference, at_position=at_position)
            later = fresh or at_position  # the walk starts at hand ``start``
            try:
                walk_match(judge, transcript.hands[start - 1:] if later else transcript.hands, first=start if later else 1)
            except _PositionNotTaken:
                positions = False  # this record goes on as for an engine without positions
                continue
            except Divergence as divergence:
                findings.append(divergence.finding)
                if divergence.finding.clause and self.compared is not None:
                    self.compared.add(divergence.finding.clause)
                if divergence.finding.hand is None:
                    break
                start = divergence.finding.hand + 1
                continue
            except _Unreachable:
                fresh = True  # the engine cannot be brought to this hand: a new match is started from its deal
                continue
            except _NotJudged as gap:
                not_judged.append({"hand": gap.hand, "reason": gap.reason})
                start = gap.hand + 1
                continue
            except SkippedReply:
                raise
            except EngineError as error:
                if not findings:
                    raise EngineError(f"{judge.where()}: {error}", error.stderr, error.kind) from None
                not_judged.append({"hand": judge.hand, "reason": f"the engine failed: {error}"})
                start = judge.hand + 1
                fresh = True
                self.session.recover()
                continue
            finally:
                if judge.positioned:
                    from_position.append(judge.judged_from)
            break
        if findings:
            raise Divergence(findings[0], findings, not_judged, from_position)


class _NotJudged(Exception):
    """A hand started in a new match cannot be judged there: the engine's leader is not the record's, and
    a new match leads by the first hand's rule."""

    def __init__(self, hand: int, reason: str) -> None:
        super().__init__(reason)
        self.hand = hand
        self.reason = reason


class _Unreachable(Exception):
    """The engine refused a recorded move while being brought up to a later hand: it cannot be reached."""


class _PositionNotTaken(Exception):
    """The engine refused the record's position before a later hand, or reported it back otherwise than
    given (or the reference engine cannot follow the record there): the hand is reached as without positions."""


class RecordFollower:
    """The reference engine's match following a record's hands and moves, moved forward only when asked
    where it stands (``before``): replay asks only where the engine's state differs from what the record
    implies, so a replay that agrees pays nothing for it."""

    def __init__(self, transcript: Transcript, rules: Ruleset) -> None:
        self.transcript = transcript
        self.rules = rules
        self._match: Match | None = None
        self._at = (0, 0)  # (the hand dealt last, the moves of it made)
        self._lost = False  # the record is no game the reference engine can follow (replayed under another ruleset)

    def before(self, hand: int, ply: int) -> Match | None:
        """The match before move ``ply`` of hand ``hand`` (from 1; one past the last move: at the hand's end),
        or None when the reference engine cannot follow the record there."""
        target = (hand, ply - 1)
        if self._lost:
            return None
        if self._match is None or target < self._at:
            self._match, self._at = Match(self.rules, self.transcript.players), (0, 0)
        match, hands = self._match, self.transcript.hands
        try:
            while self._at < target:
                number, made = self._at
                events = hands[number - 1].events if number else ()
                if made < len(events):
                    match.apply(events[made].move, events[made].seat)
                    self._at = (number, made + 1)
                else:
                    deal = hands[number].deal
                    match.deal(deal.hands, deal.boneyard, deal.lots)
                    self._at = (number + 1, 0)
        except (DealError, IllegalMove, IndexError):
            self._lost = True
            return None
        return match if self._at == target else None


class ReplayJudge:
    """The replayer as a judge of the walk: an engine's observations against a record's.

    Hands before ``judged_from`` are given to the engine without judging (to
    reach a later hand after a divergence); from it on, scores are compared
    as points won in the hand, so a divergent total earlier is not counted
    again in every later hand.
    """

    def __init__(
        self,
        session: ProtocolSession | DirectSession,
        transcript: Transcript,
        rules: Ruleset,
        pinned: dict[str, Any],
        judged_from: int = 1,
        compared: set[str] | None = None,
        fresh: bool = False,
        reference: RecordFollower | None = None,
        at_position: bool = False,
    ) -> None:
        self.session = session
        #: The reference engine following the record, asked where it stands only where the engine's state
        #: differs (what the record implies does not show the line).
        self.reference = reference if reference is not None else RecordFollower(transcript, rules)
        #: The clauses compared so far (shared with the replayer; None gathers none); the kinds of ply seen.
        self.compared = compared
        self._ply_keys: set[tuple[Any, ...]] = set()
        self.transcript = transcript
        self.rules = rules
        self.pinned = pinned
        self.judged_from = judged_from
        #: A new match started from hand ``judged_from``'s deal (the hands before it could not be given):
        #: totals are compared as points won from there, and a leader other than the record's is not judged.
        self.fresh = fresh
        #: The match starts from the record's position at the end of the hand before ``judged_from`` (an
        #: engine that takes positions); ``positioned`` once the engine took it as given.
        self.at_position = at_position
        self.positioned = False
        self.hand = judged_from
        self.ply: int | None = None
        self.sides = rules.sides(transcript.players)
        self.side_of = {seat: index for index, side in enumerate(self.sides) for seat in side}
        self.claims = rules.fives_claims == "muggins"
        self.previous_result: Mapping[str, Any] | None = None
        # Per hand: what the record implies the engine shows before the next event.
        self.situation: tuple[str, str | None] = ("first", None)
        self.sizes: list[int] = []
        self.boneyard = 0
        self.scores: list[int] = [0] * len(self.sides)
        self.offset: list[int] = [0] * len(self.sides)  # the engine's totals less the record's, at the deal
        #: A hand's questions follow from the record alone: to an engine a round trip away, each hand's
        #: are asked at once as it is dealt (``_hand_requests``).
        self.asks_ahead = isinstance(session, ProtocolSession) and session.asks_ahead

    def begin(self) -> None:
        """Start the match on the engine; its sides must be the record's."""
        transcript = self.transcript
        self.session.recover()  # whatever a walk before this one left: answers not taken, an engine that failed
        refused = self.session.start(self.pinned, transcript.players)
        if refused is not None:
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"the engine refused the record's ruleset: {refused}",
                    pointer="/ruleset",
                    clause=clause_table.FACTS["rules_refused"],
                    field="rules",
                )
            )
        recorded_sides = transcript.teams or [[seat] for seat in range(transcript.players)]
        engine_sides = self.session.state().get("sides")
        if engine_sides != recorded_sides:
            fact = "teams" if self.rules.teams is not None else "sides"
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"the record's sides are {recorded_sides}; the engine's are {engine_sides}",
                    pointer="/teams",
                    clause=clause_table.FACTS[fact],
                    expected=recorded_sides,
                    actual=engine_sides,
                    field="sides",
                )
            )
        if self.at_position:
            self._set_to_the_record()

    def _set_to_the_record(self) -> None:
        """Set the engine to the record's position at the end of the hand before ``judged_from``, as the
        reference engine reaches it following the record; ``_PositionNotTaken`` where it is not taken as given."""
        before = self.judged_from - 1
        match = self.reference.before(before, len(self.transcript.hands[before - 1].events) + 1)
        if match is None:
            raise _PositionNotTaken(f"the reference engine cannot follow the record to the end of hand {before}")
        expected = match.observe()
        taken = self.session.position(match.position())
        if taken.refusal is not None:
            raise _PositionNotTaken(taken.refusal)
        if misreadings(expected, taken.state or {}):
            raise _PositionNotTaken(f"the engine took the position at the end of hand {before} otherwise than given")
        self.positioned = True

    def _judged(self, number: int) -> bool:
        return number >= self.judged_from

    def where(self) -> str:
        """The place the walk had reached: ``hand 3, ply 7`` (``hand 3`` at its deal or end)."""
        return f"hand {self.hand}" + (f", ply {self.ply}" if self.ply else "")

    def _hand_requests(self, number: int, hand: HandRecord) -> list[dict[str, Any]]:
        """What the walk asks the engine in hand ``number``, in the order ``dealt``, ``step`` and
        ``hand_over`` ask it."""
        judged = self._judged(number)
        requests = [deal_request(hand.deal)]
        if judged:
            requests += [OBSERVE_REQUEST, OBSERVE_REQUEST] if hand.events else [OBSERVE_REQUEST]  # totals, leader
        for event in hand.events:
            apply = apply_request(event.seat, event.move.to_dict())
            requests += [OBSERVE_REQUEST, LEGAL_MOVES_REQUEST, apply] if judged else [apply]
        requests.append(OBSERVE_REQUEST)  # the hand's end
        return requests

    def dealt(self, number: int, hand: HandRecord) -> None:
        """Give the deal; the engine's status (and later its leader) must be the record's."""
        session = self.session
        self.hand, self.ply = number, None
        if (self.fresh or self.at_position) and number == self.judged_from and number > 1:
            previous = self.transcript.hands[number - 2].result
            self.previous_result = {"end": previous.end, "winner": previous.winner}
        if self.asks_ahead:
            session.ask_ahead(self._hand_requests(number, hand))  # type: ignore[union-attr]
        judged = self._judged(number)
        try:
            status, refused = session.deal(hand.deal)
        except BadReply as bad:
            if judged:
                raise
            raise _Unreachable(str(bad)) from None
        if refused is not None:
            if not judged:
                raise _Unreachable(refused)
            if self.fresh and number == self.judged_from and number > 1:
                raise _NotJudged(number, f"a new match refuses hand {number}'s deal as its first: {refused}")
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"the engine refused the deal of hand {number}: {refused}",
                    pointer=f"/hands/{number - 1}/deal",
                    hand=number,
                    clause=clause_table.FACTS["deal_refused"],
                    field="deal",
                )
            )
        self.situation = lead_situation(self.previous_result)
        expected_status = REDEAL_NEEDED if hand.leader is None else IN_PROGRESS
        if judged and status != expected_status:
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"after the deal of hand {number} the engine's status is "
                    f"{status!r}; the record has "
                    f"{'a void deal' if hand.leader is None else 'the hand played'}",
                    pointer=f"/hands/{number - 1}/leader",
                    hand=number,
                    clause=dealt_clause(self.rules, self.situation, expected_status),
                    expected=expected_status,
                    actual=status,
                    field="status",
                )
            )
        self.sizes = [len(tiles) for tiles in hand.deal.hands]
        self.boneyard = len(hand.deal.boneyard)
        before = self.transcript.hands[number - 2].result.scores if number > 1 else [0] * len(self.sides)
        self.scores = list(before)
        if judged:
            engine_scores = list(session.state().get("scores") or before)
            self.offset = [mine - theirs for mine, theirs in zip(engine_scores, before)]
        if judged and hand.events and (state := session.state()).get("leader") != hand.leader:
            if self._leaders_by_choice(number, state.get("leader"), hand.leader):
                raise _NotJudged(number, f"the engine chose seat {state.get('leader')} to lead hand {number}, as "
                                         f"{turn_clause(self.rules, 1, None, self.situation)} lets it; the record "
                                         f"has seat {hand.leader} lead it, and its moves are that hand's")
            if self.fresh and number == self.judged_from and number > 1 and self.situation[0] != "first":
                raise _NotJudged(number, f"started in a new match, hand {number} is led by the first hand's rule "
                                         f"(seat {state.get('leader')!r}); the record has seat {hand.leader} lead it")
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"the record has seat {hand.leader} lead hand {number}; the "
                    f"engine has seat {state.get('leader')!r}",
                    pointer=f"/hands/{number - 1}/leader",
                    hand=number,
                    clause=turn_clause(self.rules, 1, None, self.situation,
                                       (len(hand.deal.hands), hand.leader, state.get("leader"))),
                    expected=hand.leader,
                    actual=state.get("leader"),
                    field="turn",
                )
            )

    def _leaders_by_choice(self, number: int, *leaders: Any) -> bool:
        """Whether each of ``leaders`` is a seat the rules let lead hand ``number`` by choice (``lead.first_hand =
        at_random``, ``lead.next_hand = winning_side_chooses``): an engine that chose one where the record chose
        another is not at fault, but a record whose leader the rules do not let be chosen (one of another engine's
        own games, replayed to identify its rules) differs from every engine that keeps them."""
        situation, rules = self.situation[0], self.rules
        by_first_rule = (situation == "first" or (situation == "next" and rules.next_hand_lead == "as_first_hand")
                         or (situation == "after_tie" and rules.after_tie_lead == "as_first_hand"))
        winner = self.transcript.hands[number - 2].result.winner if number > 1 and situation == "next" else None
        won_by = next((side for side in self.sides if winner in side), None)
        choices = choosable_leaders(rules.first_hand_lead if by_first_rule else None, rules.next_hand_lead, won_by,
                                    self.transcript.players)
        return all(type(leader) is int and leader in choices for leader in leaders)

    def _engine_scores(self, scores: Any) -> Any:
        """The engine's totals as the record would have them (its earlier divergent points taken off)."""
        if not isinstance(scores, list) or not any(self.offset) or len(scores) != len(self.offset):
            return scores
        return [score - offset for score, offset in zip(scores, self.offset)]

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Compare the state before the event, check the event is listed, apply it."""
        session = self.session
        seat = event.seat
        self.ply = ply
        if not self._judged(number):
            try:
                accepted, reason, message = session.apply(seat, event.move)
            except BadReply as bad:
                raise _Unreachable(f"{event.describe()}: {bad}") from None
            if not accepted:
                raise _Unreachable(f"{event.describe()}: {reason}: {message}")
            return
        state = session.state()
        if self.compared is not None:
            self._note_ply(ply, previous, event)
        expected = (IN_PROGRESS, seat, self.sizes, self.boneyard, self.scores)
        # One comparison on the hot path; the field-by-field account only when something differs
        # (or a draw's tile must be looked for in the hand).
        basics = session.basics(state)
        if any(self.offset):
            basics = (*basics[:4], self._engine_scores(basics[4]))
        if basics != expected or (previous is not None and previous.type == DRAW):
            self._compare(state, number, ply, event, previous)
        move = event.move
        # Without muggins claiming a claim is ignored (move.refusal.wrong-claim): engines list no claims.
        listed, moves = session.listed(
            move if self.claims or move.claim is None else move._replace(claim=None), state
        )
        accepted, reason, message = session.apply(seat, move)
        if not (listed and accepted):
            if self.fresh and number == self.judged_from > 1 and ply == 1:
                raise _NotJudged(number, f"started in a new match, hand {number} is led by the first hand's rule: "
                                         f"the engine refuses the record's lead, {event.describe()} ({reason})")
            self._refused(state, number, ply, event, previous, accepted, reason, message, moves)
        kind = event.type
        if kind == PLAY:
            self.sizes[seat] -= 1
        elif kind == DRAW:
            taken = len(event.drawn or ())
            self.sizes[seat] += taken
            self.boneyard -= taken
        if event.points:
            self.scores[self.side_of[seat]] += event.points

    def _note_ply(self, ply: int, previous: Event | None, event: Event) -> None:
        """Add the clauses compared before ``event`` to ``compared``: looked up once for each kind of ply."""
        previous_kind = previous.type if previous is not None else None
        key = (ply == 1, previous_kind, event.type, self.situation)
        if key not in self._ply_keys:
            self._ply_keys.add(key)
            self.compared.update(ply_clauses(self.rules, ply, previous_kind, self.situation, event.type))  # type: ignore[union-attr]

    def hand_over(self, number: int, hand: HandRecord, last: Event | None) -> None:
        """The engine's hand must be over, with the record's result."""
        self.ply = None
        judged = self._judged(number)
        try:
            state = self.session.state()
        except BadReply as bad:
            if judged:
                raise
            raise _Unreachable(str(bad)) from None
        result = state.get("result")
        if not judged:
            self.previous_result = result if isinstance(result, Mapping) else None
            return
        status = state.get("status")
        if status == IN_PROGRESS:
            raise Divergence(
                Finding(
                    stage="replay",
                    message=f"the record ends hand {number} ({hand.result.end!r}); the engine "
                    f"has seat {state.get('turn')} still to act",
                    pointer=f"/hands/{number - 1}/result/end",
                    hand=number,
                    clause=hand_end_clause(hand.result.end, self.rules),
                    expected=hand.result.end,
                    actual=IN_PROGRESS,
                    field="end",
                )
            )
        if last is not None and last.type == DRAW:
            self._check_drawn(state, number, len(hand.events), last)
        if not isinstance(result, Mapping):
            raise MalformedReply("observe", f"after hand {number} ended, observe gave no result")
        void = status == REDEAL_NEEDED
        scores = self._engine_scores(list(state.get("scores") or []))
        finding = hand_result_finding(
            hand.result, result, scores, void, self.rules, self.sides, number, by_engine=True
        )
        if finding is not None:
            match = self.reference.before(number, len(hand.events) + 1)
            if match is not None:  # the clause of some wrong results turns on how the hand ended
                ending = hand_ending(match, state, last.type if last is not None else None)
                finding = hand_result_finding(hand.result, result, scores, void, self.rules, self.sides, number,
                                              by_engine=True, ending=ending)
            raise Divergence(replace(finding, stage="replay"))
        if self.compared is not None:
            self.compared.update(hand_result_clauses(self.rules, result, self.sides))
        self.previous_result = dict(result)

    def end(self, hands: int) -> None:
        """The engine's match result must be the record's (judged only when every hand was, or the hands
        judged started from the record's position)."""
        if self.judged_from > 1 and not self.positioned:
            return
        hands += self.judged_from - 1  # the hands before a position are the record's
        state = self.session.state()
        match_result = state.get("match_result") or {}
        counted = sum(1 for hand in self.transcript.hands if not hand.result.void)
        finding = match_result_finding(
            self.transcript.result,
            state.get("status") == MATCH_OVER,
            match_result.get("winners"),
            list(state.get("scores") or []),
            counted,
            hands,
            self.rules,
            self.rules.target_for(self.transcript.players),
            by_engine=True,
        )
        if finding is not None:
            raise Divergence(replace(finding, stage="replay"))
        if self.compared is not None and self.transcript.result.status == "over":
            self.compared.update(match_result_clauses(self.rules, self.transcript.result.scores,
                                                      self.rules.target_for(self.transcript.players),
                                                      self.transcript.result.winners or []))

    def _compare(self, state: Mapping[str, Any], number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Compare the engine's state before ``event`` with what the record implies; where it differs, the first
        field that differs from the state the reference engine reaches following the record is reported (as
        differential play reports it: ``expected_state``)."""
        previous_kind = previous.type if previous is not None else None
        drawn = None
        if previous is not None and previous_kind == DRAW and previous.drawn:
            drawn = Drawn(seat=previous.seat, tiles=tuple(map(str, previous.drawn)), whole_hand=False)
        implied = ExpectedState(turn=event.seat, hand_sizes=tuple(self.sizes), boneyard=self.boneyard,
                                scores=tuple(self.scores), drawn=drawn)
        observed = self._as_recorded(state)
        difference = first_difference(implied, observed, self.rules, ply, previous_kind, self.situation)
        if difference is not None:
            raise self._divergence(number, ply, event, previous, self._root(difference, observed, number, ply, previous))

    def _as_recorded(self, state: Mapping[str, Any]) -> Mapping[str, Any]:
        """The engine's observation with its totals as the record would have them (``_engine_scores``)."""
        if not any(self.offset):
            return state
        return {**state, "scores": self._engine_scores(state.get("scores"))}

    def _root(self, difference: StateDifference, observed: Mapping[str, Any], number: int, ply: int,
              previous: Event | None) -> StateDifference:
        """The first field that differs from the full state the reference engine reaches following the record
        to ``ply`` of hand ``number`` (the line's ends and count among them), where it can follow it; else
        ``difference``, found against what the record implies."""
        match = self.reference.before(number, ply)
        if match is None:
            return difference
        previous_kind = previous.type if previous is not None else None
        drawn_by = previous.seat if previous is not None and previous_kind == DRAW else None
        full = first_difference(expected_state(match, drawn_by), observed, self.rules, ply, previous_kind,
                                self.situation)
        return full or difference

    def _divergence(self, number: int, ply: int, event: Event, previous: Event | None,
                    difference: StateDifference) -> Divergence:
        """``difference`` in the engine's state before ``event`` (what the record implies there)."""
        after = f" after {previous.describe()}" if previous is not None else " at the start of the hand"
        return Divergence(
            Finding(
                stage="replay",
                message=f"before {event.describe()}{after}: the record implies {difference.text()}",
                pointer=f"/hands/{number - 1}/events/{ply - 1}",
                hand=number,
                ply=ply,
                clause=difference.clause,
                expected=difference.expected,
                actual=difference.actual,
                event=event.describe(),
                field=difference.field,
            )
        )

    def _check_drawn(self, state: Mapping[str, Any], number: int, ply: int, event: Event) -> None:
        """The hand's last move was a draw: the engine's hand for its seat must hold every tile drawn."""
        for tile in event.drawn or ():
            if not self.session.holds(state, event.seat, tile):
                hands = state.get("hands") or []
                held = hands[event.seat] if isinstance(hands, list) and event.seat < len(hands) else []
                raise Divergence(
                    Finding(
                        stage="replay",
                        message=f"after {event.describe()}: the engine's hand for seat {event.seat} "
                        f"does not hold {tile}",
                        pointer=f"/hands/{number - 1}/events/{ply - 1}",
                        hand=number,
                        ply=ply,
                        clause=clause_table.FACTS[clause_table.drawn_fact(self.rules)],
                        expected=str(tile),
                        actual=held,
                        event=event.describe(),
                        field="hands",
                    )
                )

    def _refused(
        self,
        state: Mapping[str, Any],
        number: int,
        ply: int,
        event: Event,
        previous: Event | None,
        accepted: bool,
        reason: str | None,
        message: str,
        moves: list[Any],
    ) -> NoReturn:
        """The recorded move was refused, or accepted without being listed as legal: say which, charged to
        the rule that makes it legal (as differential play charges it), or, where the rules refuse it too (the
        record is wrong: run ``check`` first), to the rule that refuses it (as the referee charges it). Where
        the engine's state before it was not the one the reference engine reaches following the record (the
        line's ends, say), that difference is reported instead: the refusal follows from it."""
        match = self.reference.before(number, ply)
        if match is None:  # the reference cannot follow the record: the engine's reason is all there is
            clause = refusal_clause(reason) if not accepted and reason else listing_clause(self.rules, event.type)
        else:
            previous_kind = previous.type if previous is not None else None
            drawn_by = previous.seat if previous is not None and previous_kind == DRAW else None
            difference = first_difference(expected_state(match, drawn_by), self._as_recorded(state), self.rules, ply,
                                          previous_kind, self.situation)
            if difference is not None:
                raise self._divergence(number, ply, event, previous, difference)
            refused = match.refusal(event.move, event.seat)
            if refused is not None:
                clause = refusal_clause(refused.reason)
            elif not accepted and reason == Reason.WRONG_CLAIM and event.type == PLAY:
                clause = count_clause_after(match, event.move)  # a claim refused: the engine counts otherwise
            else:
                clause = listing_clause(self.rules, event.type)
        why = (f"the engine refuses it ({reason}: {message})" if not accepted
               else "the engine accepts it but does not list it among the legal moves")
        shown = ", ".join(describe_move(m) for m in moves[:20] if isinstance(m, dict)) or "none"
        raise Divergence(
            Finding(
                stage="replay",
                message=f"{event.describe()}: {why}; its legal moves: {shown}",
                pointer=f"/hands/{number - 1}/events/{ply - 1}",
                hand=number,
                ply=ply,
                clause=clause,
                reason=reason,
                # As differential play has them: the engine's reason for a legal move refused, its list of
                # moves for a move it made but did not list.
                expected="accepted" if not accepted else describe_move(event.move.to_dict()),
                actual=reason if not accepted else [describe_move(m) for m in moves if isinstance(m, dict)],
                event=event.describe(),
                field="accepted" if not accepted else "legal",
            )
        )


# -- corpora ------------------------------------------------------------------------------


def iter_replay(
    engine: Engine | ProtocolSession | DirectSession,
    paths: Sequence[str | os.PathLike[str]],
    fast: bool | None = None,
    compared: set[str] | None = None,
    declaration: Declaration | None = None,
) -> Iterator[dict[str, Any]]:
    """Replay every transcript in ``paths`` (files or folders), yielding each verdict as it is made;
    the clauses the engine was compared on are added to ``compared``, when given. ``declaration``
    is what the engine plays, when the caller has read it already."""
    replayer = Replayer(engine, fast, declaration=declaration)
    if compared is not None:
        replayer.compared = compared
    for path in expand_paths(paths):
        for document in iter_documents(path):
            yield replayer.replay_document(document)


def replay_corpus(
    engine_spec: str, paths: Iterable[str | os.PathLike[str]], fast: bool | None = None
) -> list[dict[str, Any]]:
    """Replay a corpus against the engine named by ``engine_spec``; one verdict dict per transcript.

    Each dict has ``file``, ``line`` (JSON Lines line, or None), ``index``
    (the record's position in its file), ``verdict`` (``agreed``,
    ``diverged``, ``error``, ``not_applicable``, ``unreadable``), and for a
    divergence ``hand``, ``ply`` (1-based; ``ply`` None for a hand's deal or
    result), ``pointer`` (into the transcript), ``expected``, ``actual``,
    ``clause``, ``clause_title``, ``reason`` and ``message``. Raises
    ``EngineSpecError``/``EngineError`` only if the engine cannot be started.
    """
    engine = open_engine(engine_spec)
    try:
        return list(iter_replay(engine, list(paths), fast))
    finally:
        engine.close()


def summarize(verdicts: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Counts of each verdict."""
    counts: dict[str, int] = {}
    for verdict in verdicts:
        counts[verdict["verdict"]] = counts.get(verdict["verdict"], 0) + 1
    return counts


__all__ = [
    "AGREED",
    "DIVERGED",
    "ERROR",
    "NOT_APPLICABLE",
    "UNREADABLE",
    "DirectSession",
    "ProtocolSession",
    "Replayer",
    "clause_title",
    "iter_replay",
    "replay_corpus",
    "summarize",
]
