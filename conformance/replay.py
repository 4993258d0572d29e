"""Replay: feed transcripts to an engine over the protocol and compare every observation.

For each transcript the replayer starts a match with the record's pinned
ruleset, gives each hand's deal, and before every event observes the state
and compares it with what the record implies: the status, whose turn it is,
each hand's size, the boneyard's size and the scores. It asks for the legal
moves and checks the recorded move is among them (``moves.move_set``: the
suite's one comparison of moves), applies it, and at the end of each hand
and of the match compares the result. The first difference is the verdict:
transcript, hand, ply, expected, actual, and the clause concerned (chosen as
the referee chooses it, ``conformance.referee``).

The replayer asks its questions through a session: ``ProtocolSession``
(any engine, over the protocol: the default) or ``DirectSession`` (the
reference engine's ``Match`` asked directly, for speed on large corpora).

The replayer trusts the transcript: run ``check`` first on records of
unknown quality. Verdicts: ``agreed``, ``diverged``, ``error`` (the engine
failed as a program), ``not_applicable`` (the engine does not declare the
ruleset's options), ``unreadable`` (the input is not a valid transcript).
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, NoReturn

from reference_impl.adapter import capabilities
from reference_impl.engine import IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, DealError, Match
from reference_impl.moves import ARMS, DRAW, MUGGINS, PLAY, IllegalMove, Move, describe_move, move_set
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset, RulesetError
from reference_impl.tiles import MAX_SUPPORTED_PIP, Tile, TileError, tile_set

from . import clause_table
from .clause_table import (
    hand_end_clause,
    lead_situation,
    listing_clause,
    points_clause,
    refusal_clause,
    turn_clause,
)
from .client import (
    LEGAL_MOVES_REQUEST,
    OBSERVE_REQUEST,
    Answers,
    BadReply,
    Client,
    MalformedReply,
    SkippedReply,
    answer,
    apply_request,
)
from .compare import canonical_tile
from .engines import Engine, EngineError, open_engine, until_failure
from .games import unsupported_options
from .referee import (
    Finding,
    RecordProblem,
    clause_title,
    hand_result_finding,
    match_result_finding,
    resolve_ruleset,
    verdict_base,
)
from .records.files import Document, InvalidTranscript, UnreadableInput, expand_paths, iter_documents, load
from .records.model import Deal, Event, HandRecord, RulesetSpec, Transcript
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
                 not_judged: Sequence[Mapping[str, Any]] = ()) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.findings = list(findings) or [finding]
        #: The hands the replay could not judge after a divergence, each with why.
        self.not_judged = list(not_judged)


class _NotApplicable(Exception):
    """The engine does not support what the transcript needs."""


# -- sessions: how the replayer asks an engine its questions ------------------------------------


def move_outcome(reply: Mapping[str, Any]) -> tuple[bool, str | None, str]:
    """An ``apply`` reply as (accepted, refusal reason, message)."""
    reason = reply.get("reason")
    return reply.get("accepted") is True, None if reason is None else str(reason), str(reply.get("message", ""))


def deal_request(deal: Deal) -> dict[str, Any]:
    """The ``deal`` request giving ``deal``."""
    request: dict[str, Any] = {
        "cmd": "deal",
        "hands": [_tile_texts(tiles) for tiles in deal.hands],
        "boneyard": _tile_texts(deal.boneyard),
    }
    if deal.lots is not None:
        request["lots"] = _tile_texts(deal.lots)
    return request


def deal_outcome(reply: Mapping[str, Any]) -> tuple[Any, str | None]:
    """A ``deal`` reply as (the status, None), or (None, the engine's reason for refusing)."""
    if reply.get("ok") is not True:
        return None, str(reply.get("message", reply))
    return reply.get("status"), None


#: Every tile's canonical text (the largest set holds every tile of the smaller ones).
_TILE_TEXT = tile_set(MAX_SUPPORTED_PIP).name_of


def _tile_texts(tiles: Iterable[Tile]) -> list[str]:
    """The tiles' canonical texts, each looked up rather than written again."""
    return [_TILE_TEXT.get(tile) or str(tile) for tile in tiles]


class ProtocolSession(Client):
    """Any engine, asked through the engine protocol's request dicts (in-process or subprocess).

    A walk whose questions follow from a record alone may ask them ahead (``ask_ahead``):
    they are sent at once, and each call then takes its answer from what came, in order.
    """

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        #: The requests asked ahead and not yet called for, and their replies, read as they are called for.
        self._asked: deque[Mapping[str, Any]] = deque()
        self._replies: Iterator[dict[str, Any] | EngineError] = iter(())

    @property
    def asks_ahead(self) -> bool:
        """Whether a walk should ask ahead: the engine is a round trip away (``Engine.round_trips``)."""
        return self.engine.round_trips

    def ask_ahead(self, requests: Sequence[Mapping[str, Any]]) -> None:
        """Send ``requests`` at once (one round trip to an engine that declares ``pipelining``). The
        calls that follow must ask exactly these, in this order: each takes its reply as it comes, as
        if asked then (an errored reply, or the engine's failure, is raised by its call)."""
        self._drop_asked()
        self._replies = self.engine.send_many(requests)
        self._asked.extend(requests)

    def _drop_asked(self) -> None:
        """Read and drop the replies asked ahead and not called for (a walk left part-way): the
        engine's stream stays in step."""
        while self._asked:
            self._asked.popleft()
            next(self._replies)

    def _take(self, request: Mapping[str, Any]) -> dict[str, Any] | EngineError:
        asked = self._asked.popleft()
        if asked != request:
            raise AssertionError(f"asked ahead {asked}, then called with {request}")
        return next(self._replies)

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        """One request and its answer: asked ahead, if anything is, else asked now."""
        if not self._asked:
            return super().call(request, deliberate)
        reply = self._take(request)
        if isinstance(reply, EngineError):
            raise reply
        answer(str(request.get("cmd")), reply)
        return reply

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        """Several requests and their answers: asked ahead, if anything is, else sent at once now."""
        if not self._asked:
            return super().call_many(requests)
        return Answers(requests, *until_failure(map(self._take, requests)))

    def start(self, ruleset: dict[str, Any], players: int) -> str | None:
        """Start a match; None, or the engine's reason for refusing."""
        reply = self.call({"cmd": "start", "ruleset": ruleset, "players": players})
        return None if reply.get("ok") is True else str(reply.get("message", reply))

    def deal(self, deal: Deal) -> tuple[Any, str | None]:
        """Give a deal; (the status, None) or (None, the engine's reason for refusing)."""
        return deal_outcome(self.call(deal_request(deal)))

    def basics(self, state: Mapping[str, Any]) -> tuple[Any, Any, Any, Any, Any]:
        """(status, turn, hand sizes, boneyard size, scores) of an observation."""
        get = state.get
        return get("status"), get("turn"), get("hand_sizes"), get("boneyard_size"), get("scores")

    def holds(self, state: Mapping[str, Any], seat: int, tile: Tile) -> bool:
        """Whether the observation shows ``tile`` in ``seat``'s hand (tiles compared canonically)."""
        hands = state.get("hands")
        if not isinstance(hands, list) or not 0 <= seat < len(hands) or not isinstance(hands[seat], list):
            return False
        try:
            return str(tile) in {canonical_tile(held) for held in hands[seat]}
        except TileError:
            return False

    def listed(self, move: Move, state: Mapping[str, Any]) -> tuple[bool, list[Any]]:
        """Whether ``move`` is among the engine's legal moves (``moves.move_set``), and the moves listed."""
        moves = self.legal_moves()
        ends = state.get("ends") or []
        try:
            return move.key(ends) in move_set(moves, ends), moves
        except Exception as error:  # noqa: BLE001 - an unreadable listed move is the engine's fault
            raise MalformedReply("legal_moves", f"legal_moves listed a move that cannot be read: {error}") from None

    def apply(self, seat: int, move: Move) -> tuple[bool, str | None, str]:
        """Apply a move: (accepted, refusal reason, message)."""
        return move_outcome(self.call(apply_request(seat, move.to_dict())))

    def recover(self) -> None:
        """Ready the session for the next walk: what a walk left part-way asked ahead is read and
        dropped, and an engine that failed starts again (if restarts remain)."""
        self._drop_asked()
        try:
            if not self.engine.alive:
                self.engine.restart()
        except EngineError:
            pass


class DirectSession:
    """The reference engine's ``Match``, asked the same questions directly, without protocol dicts.

    For replaying large corpora against the reference engine quickly
    (``replay --direct``). Observations are read from the match as they are
    asked for; a move is listed when it is among ``Match.legal_moves()``,
    which lists every end a tile may go on, mirror ends included.
    """

    def __init__(self) -> None:
        self.match: Match | None = None
        self.capabilities: Mapping[str, Any] = capabilities()
        self._rules: dict[int, tuple[dict[str, Any], Ruleset]] = {}
        self._view: _MatchView | None = None

    def start(self, ruleset: dict[str, Any], players: int) -> str | None:
        """Start a match; None, or why the engine refuses."""
        try:
            rules = self._rules.get(id(ruleset))
            if rules is None or rules[0] is not ruleset:
                rules = self._rules[id(ruleset)] = (ruleset, Ruleset.from_dict(ruleset))
            self.match = Match(rules[1], players)
        except (RulesetError, DealError) as error:
            return str(error)
        return None

    def deal(self, deal: Deal) -> tuple[Any, str | None]:
        """Give a deal; (the status, None) or (None, why it is refused)."""
        assert self.match is not None
        try:
            return self.match.deal(deal.hands, deal.boneyard, deal.lots), None
        except DealError as error:
            return None, str(error)

    def state(self) -> Mapping[str, Any]:
        """A live view of the match answering the observation's fields as they are asked for."""
        assert self.match is not None
        view = self._view
        if view is None or view.match is not self.match:
            view = self._view = _MatchView(self.match)
        return view

    def basics(self, state: Mapping[str, Any]) -> tuple[Any, Any, Any, Any, Any]:
        """(status, turn, hand sizes, boneyard size, scores), read straight from the match."""
        match = self.match
        assert match is not None
        status = match.status
        return (
            status,
            match.turn if status == IN_PROGRESS else None,
            [hand.bit_count() for hand in match.hands],
            len(match.boneyard) - match.drawn,
            match.scores,
        )

    def holds(self, state: Mapping[str, Any], seat: int, tile: Tile) -> bool:
        """Whether ``seat``'s hand holds ``tile``."""
        match = self.match
        assert match is not None
        index = match.tileset.index.get(tile)
        return index is not None and 0 <= seat < match.players and bool(match.hands[seat] >> index & 1)

    def listed(self, move: Move, state: Mapping[str, Any]) -> tuple[bool, list[Any]]:
        """Whether ``move`` is among the legal moves; the moves themselves only when it is not."""
        assert self.match is not None
        moves = self.match.legal_moves()
        if move in moves:
            return True, []
        return False, [legal.to_dict() for legal in moves]

    def apply(self, seat: int, move: Move) -> tuple[bool, str | None, str]:
        """Apply a move: (accepted, refusal reason, message)."""
        assert self.match is not None
        try:
            self.match.apply(move, seat)
        except IllegalMove as error:
            return False, error.reason, error.message
        return True, None, ""

    def recover(self) -> None:
        """Nothing to restart: the next transcript starts a new match."""


class _MatchView(Mapping[str, Any]):
    """The observation fields the replayer compares, read from a live ``Match``."""

    __slots__ = ("match",)

    def __init__(self, match: Match) -> None:
        self.match = match

    def get(self, key: str, default: Any = None) -> Any:
        reader = _VIEW.get(key)
        return default if reader is None else reader(self.match)

    def __getitem__(self, key: str) -> Any:
        if key not in _VIEW:
            raise KeyError(key)
        return _VIEW[key](self.match)

    def __iter__(self) -> Iterator[str]:
        return iter(_VIEW)

    def __len__(self) -> int:
        return len(_VIEW)


def _ends(match: Match) -> list[dict[str, Any]]:
    return [{"end": ARMS[arm], "value": value, "double": double} for arm, value, double in match.line.ends()]


_VIEW: dict[str, Callable[[Match], Any]] = {
    "status": lambda match: match.status,
    "turn": lambda match: match.turn if match.status == IN_PROGRESS else None,
    "leader": lambda match: match.leader,
    "hand_sizes": lambda match: [hand.bit_count() for hand in match.hands],
    "boneyard_size": lambda match: len(match.boneyard) - match.drawn,
    "scores": lambda match: list(match.scores),
    "sides": lambda match: [list(side) for side in match.sides],
    "ends": _ends,
    "hands": lambda match: [[str(tile) for tile in match.tileset.tiles_of(hand)] for hand in match.hands],
    "result": lambda match: protocol_form(match.hand_result),
    "match_result": lambda match: (
        None
        if match.winners is None
        else {"winners": list(match.winners), "scores": list(match.scores), "hands": match.hands_played}
    ),
}


# -- the replayer ------------------------------------------------------------------------------


class Replayer:
    """Replays transcripts against one engine: an ``Engine`` (over the protocol) or a session."""

    def __init__(
        self,
        engine: Engine | ProtocolSession | DirectSession,
        fast: bool | None = None,
        ruleset: Mapping[str, Any] | None = None,
    ) -> None:
        self.session = ProtocolSession(engine) if isinstance(engine, Engine) else engine
        self.fast = fast
        # Replayed under this ruleset instead of each record's own, when given (``replay --ruleset``).
        self.ruleset = None if ruleset is None else RulesetSpec(pinned=dict(ruleset))
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
            cached = (pinned, unsupported_options(pinned, transcript.players, self.session.capabilities))
            if len(self._rulesets) < 256:
                self._rulesets[key] = cached
        return cached

    # -- the replay ----------------------------------------------------------------------

    def _replay(self, transcript: Transcript) -> None:
        """Replay every hand; raise ``Divergence`` carrying the first finding, every divergent hand listed.

        After a hand diverges the match is started again and the hands up to
        it are given to the engine without being judged, so that each later
        hand is judged from its recorded deal.
        """
        rules = resolve_ruleset(transcript.ruleset)
        if transcript.players not in rules.players:
            raise RecordProblem(
                Finding(
                    "ruleset",
                    f"the record's ruleset is played by "
                    f"{', '.join(map(str, rules.players))} players, not "
                    f"{transcript.players} (run 'domino-conformance check')",
                    "/players",
                    clause=clause_table.FACTS["rules_refused"],
                )
            )
        pinned, missing = self._pinned(transcript, rules)
        if missing:
            raise _NotApplicable("the engine does not declare " + "; ".join(missing))
        findings: list[Finding] = []
        not_judged: list[dict[str, Any]] = []
        start, fresh = 1, False
        while start <= max(len(transcript.hands), 1):
            judge = ReplayJudge(self.session, transcript, rules, pinned, judged_from=start, fresh=fresh)
            try:
                walk_match(judge, transcript.hands[start - 1:] if fresh else transcript.hands, first=start if fresh else 1)
            except Divergence as divergence:
                findings.append(divergence.finding)
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
            break
        if findings:
            raise Divergence(findings[0], findings, not_judged)


def _next_hand(findings: Sequence[Finding]) -> int:
    """The first hand still to judge after the divergent hands found so far."""
    return 1 if not findings else (findings[-1].hand or 0) + 1


class _NotJudged(Exception):
    """A hand started in a new match cannot be judged there: the engine's leader is not the record's, and
    a new match leads by the first hand's rule."""

    def __init__(self, hand: int, reason: str) -> None:
        super().__init__(reason)
        self.hand = hand
        self.reason = reason


class _Unreachable(Exception):
    """The engine refused a recorded move while being brought up to a later hand: it cannot be reached."""


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
        fresh: bool = False,
    ) -> None:
        self.session = session
        self.transcript = transcript
        self.rules = rules
        self.pinned = pinned
        self.judged_from = judged_from
        #: A new match started from hand ``judged_from``'s deal (the hands before it could not be given):
        #: totals are compared as points won from there, and a leader other than the record's is not judged.
        self.fresh = fresh
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
                    "replay",
                    f"the engine refused the record's ruleset: {refused}",
                    "/ruleset",
                    clause=clause_table.FACTS["rules_refused"],
                )
            )
        recorded_sides = transcript.teams or [[seat] for seat in range(transcript.players)]
        engine_sides = self.session.state().get("sides")
        if engine_sides != recorded_sides:
            fact = "teams" if self.rules.teams is not None else "sides"
            raise Divergence(
                Finding(
                    "replay",
                    f"the record's sides are {recorded_sides}; the engine's are {engine_sides}",
                    "/teams",
                    clause=clause_table.FACTS[fact],
                    expected=recorded_sides,
                    actual=engine_sides,
                )
            )

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
        if self.fresh and number == self.judged_from and number > 1:
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
                    "replay",
                    f"the engine refused the deal of hand {number}: {refused}",
                    f"/hands/{number - 1}/deal",
                    number,
                    None,
                    clause_table.FACTS["deal_refused"],
                )
            )
        self.situation = lead_situation(self.previous_result)
        expected_status = REDEAL_NEEDED if hand.leader is None else IN_PROGRESS
        if judged and status != expected_status:
            raise Divergence(
                Finding(
                    "replay",
                    f"after the deal of hand {number} the engine's status is "
                    f"{status!r}; the record has "
                    f"{'a void deal' if hand.leader is None else 'the hand played'}",
                    f"/hands/{number - 1}/leader",
                    number,
                    None,
                    turn_clause(self.rules, 1, None, self.situation),
                    expected=expected_status,
                    actual=status,
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
            if self.fresh and number == self.judged_from and number > 1 and self.situation[0] != "first":
                raise _NotJudged(number, f"started in a new match, hand {number} is led by the first hand's rule "
                                         f"(seat {state.get('leader')!r}); the record has seat {hand.leader} lead it")
            raise Divergence(
                Finding(
                    "replay",
                    f"the record has seat {hand.leader} lead hand {number}; the "
                    f"engine has seat {state.get('leader')!r}",
                    f"/hands/{number - 1}/leader",
                    number,
                    None,
                    turn_clause(self.rules, 1, None, self.situation),
                    expected=hand.leader,
                    actual=state.get("leader"),
                )
            )

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
        expected = (IN_PROGRESS, seat, self.sizes, self.boneyard, self.scores)
        # One comparison on the hot path; the field-by-field account only when something differs
        # (or a draw's tile must be looked for in the hand).
        basics = session.basics(state)
        if any(self.offset):
            basics = (*basics[:4], self._engine_scores(basics[4]))
        if basics != expected or (previous is not None and previous.type == DRAW):
            self._compare(state, basics, number, ply, event, previous)
        move = event.move
        # Without muggins claiming a claim is ignored (move.refusal.wrong-claim): engines list no claims.
        listed, moves = session.listed(
            move if self.claims or move.claim is None else move._replace(claim=None), state
        )
        accepted, reason, message = session.apply(seat, move)
        if not (listed and accepted):
            self._refused(number, ply, event, accepted, reason, message, moves)
        kind = event.type
        if kind == PLAY:
            self.sizes[seat] -= 1
        elif kind == DRAW:
            self.sizes[seat] += 1
            self.boneyard -= 1
        if event.points:
            self.scores[self.side_of[seat]] += event.points

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
                    "replay",
                    f"the record ends hand {number} ({hand.result.end!r}); the engine "
                    f"has seat {state.get('turn')} still to act",
                    f"/hands/{number - 1}/result/end",
                    number,
                    None,
                    hand_end_clause(hand.result.end),
                    expected=hand.result.end,
                    actual=IN_PROGRESS,
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
            finding.stage = "replay"
            raise Divergence(finding)
        self.previous_result = dict(result)

    def end(self, hands: int) -> None:
        """The engine's match result must be the record's (judged only when every hand was)."""
        if self.judged_from > 1:
            return
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
            finding.stage = "replay"
            raise Divergence(finding)

    def _compare(
        self,
        state: Mapping[str, Any],
        basics: tuple[Any, Any, Any, Any, Any],
        number: int,
        ply: int,
        event: Event,
        previous: Event | None,
    ) -> None:
        """Compare the engine's state before ``event`` with what the record implies."""
        rules = self.rules
        previous_kind = previous.type if previous is not None else None
        status, turn, actual_sizes, actual_boneyard, actual_scores = basics
        divergence = self._divergence
        if status != IN_PROGRESS:
            result = state.get("result") or {}
            raise divergence(number, ply, event, previous, "status", hand_end_clause(result.get("end")), IN_PROGRESS,
                             status)
        if turn != event.seat:
            raise divergence(number, ply, event, previous, "the seat to act",
                             turn_clause(rules, ply, previous_kind, self.situation), event.seat, turn)
        if previous is not None and previous.type == DRAW:
            self._check_drawn(state, number, ply - 1, previous)
        if actual_sizes != self.sizes:
            fact = "drawn_tile" if previous_kind == DRAW else "hand_sizes"
            raise divergence(number, ply, event, previous, "hand sizes", clause_table.FACTS[fact], list(self.sizes),
                             actual_sizes)
        if actual_boneyard != self.boneyard:
            raise divergence(number, ply, event, previous, "the boneyard size", clause_table.FACTS["boneyard_size"],
                             self.boneyard, actual_boneyard)
        if actual_scores != self.scores:
            clause = (
                points_clause(rules, previous_kind)
                if previous_kind in (PLAY, MUGGINS)
                else clause_table.FACTS["scores"]
            )
            raise divergence(number, ply, event, previous, "scores", clause, list(self.scores), list(actual_scores))

    def _divergence(
        self, number: int, ply: int, event: Event, previous: Event | None, what: str, clause: str,
        expected: Any, actual: Any,
    ) -> Divergence:
        """``what`` in the engine's state before ``event`` differs from what the record implies (a method,
        not a closure in ``_compare``: a closure would cost its cells at every event)."""
        after = f" after {previous.describe()}" if previous is not None else " at the start of the hand"
        return Divergence(
            Finding(
                "replay",
                f"before {event.describe()}{after}: the record implies {what} "
                f"{expected!r}; the engine has {actual!r}",
                f"/hands/{number - 1}/events/{ply - 1}",
                number,
                ply,
                clause,
                expected=expected,
                actual=actual,
                event=event.describe(),
            )
        )

    def _check_drawn(self, state: Mapping[str, Any], number: int, ply: int, event: Event) -> None:
        assert event.tile is not None
        if not self.session.holds(state, event.seat, event.tile):
            hands = state.get("hands") or []
            held = hands[event.seat] if isinstance(hands, list) and event.seat < len(hands) else []
            raise Divergence(
                Finding(
                    "replay",
                    f"after {event.describe()}: the engine's hand for seat {event.seat} "
                    f"does not hold {event.tile}",
                    f"/hands/{number - 1}/events/{ply - 1}",
                    number,
                    ply,
                    clause_table.FACTS["drawn_tile"],
                    expected=str(event.tile),
                    actual=held,
                    event=event.describe(),
                )
            )

    def _refused(
        self,
        number: int,
        ply: int,
        event: Event,
        accepted: bool,
        reason: str | None,
        message: str,
        moves: list[Any],
    ) -> NoReturn:
        """The recorded move was refused, or accepted without being listed as legal: say which."""
        if not accepted:
            clause = refusal_clause(reason) if reason else clause_table.FACTS["unknown_refusal"]
            why = f"the engine refuses it ({reason}: {message})"
        else:
            clause = listing_clause(self.rules, event.type)
            why = "the engine accepts it but does not list it among the legal moves"
        shown = ", ".join(describe_move(m) for m in moves[:20] if isinstance(m, dict)) or "none"
        raise Divergence(
            Finding(
                "replay",
                f"{event.describe()}: {why}; its legal moves: {shown}",
                f"/hands/{number - 1}/events/{ply - 1}",
                number,
                ply,
                clause,
                reason,
                expected=event.move.to_dict(),
                actual=moves,
                event=event.describe(),
            )
        )


# -- corpora ------------------------------------------------------------------------------


def iter_replay(
    engine: Engine | ProtocolSession | DirectSession,
    paths: Sequence[str | os.PathLike[str]],
    fast: bool | None = None,
) -> Iterator[dict[str, Any]]:
    """Replay every transcript in ``paths`` (files or folders), yielding each verdict as it is made."""
    replayer = Replayer(engine, fast)
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
