"""A scenario played from the position before each judged step, for an engine that takes positions.

A scenario tells a story (a deal, a lead, some moves) and then checks something. Played from its
story, every set-up step goes through the engine's own rules, so a fault anywhere in the story
stops the scenario before its clause. An engine that declares ``capabilities.positions`` is instead
set to the position the story reaches just before the action whose effect the scenario judges; the
story up to there is played on the reference engine alone, and the engine plays on from there.

**The judged move** of a Then step is the last move sent after the Then steps before it and before
it: the last of the moves a When step plays (a Then step after "When the moves ... are played" judges
what those moves did, the last of them included: a position after it would test only that the engine
echoes a position), or the move a When step tries, whose refusal or acceptance the Then steps judge.
What the step that sends that move reads first (whose turn it is, the open ends a move is named by,
the state before a tried move) is asked of the engine too, so that a Then step compares the engine
with itself. A scenario that checks a second time, moves later (When ... Then ... When ... Then), is
set to the story's position again before each later judged move, so that the engine's fault in one
hand's end or the next hand's lead does not keep a later Then step from its clause (each position of a
perft suite is judged on its own), but only where the engine still stands where the story does when
the Then steps before it end (what its observation states is the reference engine's): what those steps did not
check (the points a tied hand carries forward, say) is then the engine's own, played on from there and
judged where it shows, never overwritten by the story's.

Then steps with no move since the Then steps before them (the deal, the lead, a ruleset or a deal
offered to be refused) judge what the engine made of the story itself: a scenario whose first Then
step is such is about the deal or the lead, and starts from its story, as does every scenario where
no Then step has a judged move, and a move tried before any deal (nothing comes before it). A scenario
whose position the engine refuses, or reports back otherwise than given
(``engines.positions.misreadings``), is played again from its story: ``PositionDeclined``.

``judged_positions`` plays the whole scenario on the reference engine, in-process, recording every
request, its reply and the step that sent it. The scenario is then run on a ``Game`` whose client
(``ToldClient``) tells the recorded replies back for the story before each judged move, and asks the
engine everything else, setting it to the position first (``start`` and ``position``, in the same
write as the requests that follow). The steps, the step library and the charging of clauses stay as
they are: they cannot tell the two ways apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import Match
from reference_impl.moves import Move
from reference_impl.ruleset import Ruleset
from reference_impl.status import Status

from conformance.engines.client import OBSERVE_REQUEST, Answers, Client, SkippedReply, answer
from conformance.engines.positions import declares_positions, misreadings, position_request, taken_in
from conformance.engines.under_test import Engine, EngineError
from conformance.rulebook.index import SuiteError
from .applicability import Decision, execute
from .features import Scenario, Step
from .scenario_game import Game
from .vocabulary import STEP_TYPES

#: Requests that read the state without changing it: asked of the engine when the step that sends the
#: judged move asks them first.
_READS = frozenset({"observe", "legal_moves"})


class PositionDeclined(Exception):
    """The engine refused a position (``ok: false`` or ``skipped``), or reported it back otherwise than
    given: the scenario is played from its story instead."""


@dataclass(frozen=True)
class Judged:
    """One judged move: the engine is set to ``position`` (its ``start`` first) at the ``ordinal``-th
    request of the ``step``-th step, and the requests of the steps from ``told_from`` up to there are told
    back from the reference engine's replies."""

    told_from: int
    step: int
    ordinal: int
    start: dict[str, Any]
    position: dict[str, Any]  # the ``position`` request
    state: Mapping[str, Any]  # the reference engine's observation of it
    words: str  # the step that sends the judged move, as written
    #: The reference engine's observation where the steps from ``told_from`` begin (None at the scenario's
    #: start): an engine that has played before is set to the position only if it stands there too.
    agreed: Mapping[str, Any] | None = None

    def told(self, step: int, ordinal: int) -> bool:
        """Whether the request ``ordinal`` of step ``step`` is part of the story told before this judged move."""
        return self.told_from <= step < self.step or (step == self.step and ordinal < self.ordinal)

    def begun(self, step: int) -> bool:
        """Whether the steps of this judged move's story have begun at step ``step``."""
        return step >= self.told_from

    def where(self) -> str:
        """The position, in plain words."""
        state = self.state
        if state.get("status") == Status.IN_PROGRESS:
            at = f"hand {state.get('hand')}, ply {state.get('ply')}, seat {state.get('turn')} to act"
        else:
            at = f"hand {state.get('hand')}, status {state.get('status')}"
        return f"the position before '{self.words}' ({at})"


@dataclass(frozen=True)
class Story:
    """A scenario's story as the reference engine told it: every request its steps sent, by step and
    ordinal within the step, with the reply, and the judged moves in order."""

    replies: Mapping[tuple[int, int], tuple[dict[str, Any], dict[str, Any]]]
    judged: tuple[Judged, ...]

    def where(self) -> str:
        """Where the scenario starts, in plain words (the ``from_position`` of its record)."""
        first = self.judged[0].where()
        later = len(self.judged) - 1
        return first + (f"; and {later} later judged step{'s' if later > 1 else ''} from the story's position "
                        f"where the engine still stood where the story did" if later else "")

    def client(self, engine: Engine, step_now: Callable[[], int]) -> "ToldClient":
        """The client a scenario's ``Game`` plays through; ``step_now`` says which step is running (the
        index of the step ``execute``, or pytest-bdd, runs)."""
        return ToldClient(engine, self, step_now)


def judged_positions(scenario: Scenario, engine: Engine, decision: Decision) -> Story | None:
    """The scenario's story, told on the reference engine (in-process) as it would be sent to ``engine``
    (whose capabilities the steps read), with the position before each judged move; None where the engine
    declares no positions, or no Then step has a judged move. The story is told up to the step the reference
    engine does not take, if there is one (a Then step that needs seat views, which the engine does not
    offer: played on the engine, it makes the scenario not applicable there)."""
    if not declares_positions(engine.capabilities):
        return None
    trace: list[Step] = []
    recorder = _Recorder(trace)
    game = Game(engine, play_ruleset=decision.ruleset, client=Client(recorder))  # type: ignore[arg-type]
    told = len(scenario.steps)
    try:
        execute(scenario, game, trace)
    except Exception:  # noqa: BLE001 - a step the reference engine does not take, or not for this engine
        told = len(trace) - 1  # a Then step that needs what the engine does not offer (seat views) included
    judged = [found for after, then in _then_blocks(scenario.steps)
              if then <= told and (found := recorder.judged(after, then)) is not None]
    if not judged:
        return None
    return Story({(step, ordinal): (request, reply) for request, reply, step, ordinal in recorder.log}, tuple(judged))


def _then_blocks(steps: Sequence[Step]) -> list[tuple[int, int]]:
    """Each run of Then steps (an And or But after a Then is one too), as (the first step after the Then steps
    before it, its first step)."""
    blocks = []
    keyword, after = "given", 0
    for index, step in enumerate(steps):
        now = STEP_TYPES.get(step.type, keyword)
        if now == "then" and keyword != "then":
            blocks.append((after, index))
        elif now != "then" and keyword == "then":
            after = index
        keyword = now
    return blocks


class _Recorder:
    """The reference engine in-process, recording each request of a story with its reply and where it was
    sent from: the step (the last of ``trace``) and its ordinal in the step."""

    def __init__(self, trace: list[Step]) -> None:
        self.reference = ReferenceEngine()
        self.trace = trace
        self.log: list[tuple[dict[str, Any], dict[str, Any], int, int]] = []
        self.rules: dict[int, Ruleset] = {}  # the rules each accepted start read, by its place in the log

    def request(self, message: Mapping[str, Any], **_: Any) -> dict[str, Any]:
        reply = self.reference.handle(message)
        if message.get("cmd") == "start" and reply.get("ok") is True and self.reference.rules is not None:
            self.rules[len(self.log)] = self.reference.rules
        step = len(self.trace) - 1
        ordinal = self.log[-1][3] + 1 if self.log and self.log[-1][2] == step else 0
        self.log.append((dict(message), reply, step, ordinal))
        return reply

    def request_many(self, messages: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], None]:
        return [self.request(message) for message in messages], None

    def judged(self, after: int, then: int) -> Judged | None:
        """The judged move of the Then steps from step ``then`` on, sent by a step from ``after`` on: the last
        move sent before them, with the reads its step sent first; None where no move was sent in between,
        or where the match was not dealt yet."""
        log = self.log
        moves = [index for index, (request, _, step, _) in enumerate(log)
                 if request.get("cmd") == "apply" and after <= step < then]
        if not moves:
            return None
        cut = moves[-1]
        while log[cut - 1][0].get("cmd") in _READS and log[cut - 1][2] == log[moves[-1]][2]:
            cut -= 1
        starts = [index for index in self.rules if index < cut]
        if not starts:
            return None
        match = self._replayed(starts[-1], moves[-1])
        if match.status == Status.AWAITING_DEAL:
            return None  # a move tried before any deal: no story comes before it
        step = log[cut][2]
        words = f"{self.trace[step].keyword.strip()} {self.trace[step].text}"
        begins = next(index for index, entry in enumerate(log) if entry[2] >= after)
        before = [index for index in self.rules if index < begins]
        agreed = self._replayed(before[-1], begins).observe() if before else None
        return Judged(after, step, log[cut][3], log[starts[-1]][0], position_request(match.position()),
                      match.observe(), words, agreed)

    def _replayed(self, start: int, until: int) -> Match:
        """The match as it stood before the request ``until`` of the log: the deals and moves accepted since
        the ``start`` there played again (the recording keeps no state of each moment: few are asked for)."""
        rules = self.rules[start]
        match = Match(rules, self.log[start][0]["players"])
        for request, reply, _, _ in self.log[start + 1:until]:
            if request["cmd"] == "deal" and reply.get("ok") is True:
                match.deal(request["hands"], request["boneyard"], request.get("lots"))
            elif request["cmd"] == "apply" and reply.get("accepted") is True:
                match.apply(Move.from_dict(request["move"], rules.max_pip), request.get("seat"))
        return match


class ToldClient(Client):
    """A client that tells a story's recorded replies back where the story is told, and asks the engine
    everything else, setting it to each judged move's position before the first request asked of it there.

    An engine that has played part of the scenario already is set to a later judged move's position only
    if, when that move's story begins, it stands where the story does (its last observation since it last
    changed, or one asked then, states what the reference engine's does); else that story is asked of the
    engine, which plays on from its own state. A told request other than the one recorded is a fault of the suite (the
    steps are the same, and so are the replies they read): ``SuiteError``.
    """

    def __init__(self, engine: Engine, story: Story, step_now: Callable[[], int]) -> None:
        super().__init__(engine)
        self.story = story
        self.step_now = step_now
        self._pending = list(story.judged)  # the judged moves not yet reached, in order
        self._checked: set[int] = set()  # the judged moves whose story has begun (by index in the story)
        self._step = -1
        self._ordinal = 0
        self._played = False  # the engine has been asked something
        self._seen: dict[str, Any] | None = None  # its whole state, as last observed since it last changed

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        told, judged = self._route([request])
        if told:
            return told[0]
        if judged is None:
            return self._asked([request], [super().call(request, deliberate=deliberate)])[0]
        if deliberate:  # a request that breaks the schema on purpose is sent on its own
            self._set(judged, [])
            return self._asked([request], [super().call(request, deliberate=True)])[0]
        return Answers([request], *self._set(judged, [request])).next()

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        told, judged = self._route(requests)
        rest = requests[len(told):]
        if not rest:
            return Answers(requests, told, None)
        if judged is None:
            replies, failure = self.engine.request_many(rest)
            self._asked(rest, replies)
        else:
            replies, failure = self._set(judged, rest)
        return Answers(requests, told + replies, failure)

    def _route(self, requests: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], Judged | None]:
        """The recorded replies of the leading requests of ``requests`` that are told back, and the judged
        move whose position the engine is to be set to before the others are asked of it, where one is due."""
        step = self.step_now()
        if step != self._step:
            self._step, self._ordinal = step, 0
        told = []
        for request in requests:
            judged = self._current(step)
            if judged is None or not judged.told(step, self._ordinal):
                break
            sent, reply = self.story.replies[step, self._ordinal]
            if dict(request) != sent:
                raise SuiteError(f"the scenario sent {request} where its story, told on the reference engine, "
                                 f"sent {sent}")
            told.append(reply)
            self._ordinal += 1
        due = None
        if len(told) < len(requests):
            judged = self._current(step)
            if judged is not None and (step, self._ordinal) >= (judged.step, judged.ordinal):
                due = self._pending.pop(0)
        self._ordinal += len(requests) - len(told)
        return told, due

    def _current(self, step: int) -> Judged | None:
        """The next judged move, once its story has begun at ``step`` and the engine stands where the story
        does there (checked once, when it begins); judged moves it does not are dropped."""
        while self._pending and self._pending[0].begun(step):
            judged = self._pending[0]
            if id(judged) in self._checked:
                return judged
            self._checked.add(id(judged))
            if not self._played or judged.agreed is None or self._stands_at(judged.agreed):
                return judged
            self._pending.pop(0)  # the engine plays this story itself, from where it stands
        return None

    def _stands_at(self, state: Mapping[str, Any]) -> bool:
        """Whether the engine stands at ``state``: what a position states (``misreadings``) is the same in its
    observation (made now, unless one was made since it last changed). What it works out from that (the
    open ends, the count) may differ: a position would not change it."""
        seen = self._seen
        if seen is None:
            seen = self._asked([OBSERVE_REQUEST], [super().call(dict(OBSERVE_REQUEST))])[0].get("state")
        return isinstance(seen, dict) and not misreadings(state, seen)

    def _asked(self, requests: Sequence[Mapping[str, Any]], replies: Sequence[dict[str, Any]]) -> Sequence[dict[str, Any]]:
        """Note what the engine answered ``requests``: it has played, and its state as last observed."""
        for request, reply in zip(requests, replies):
            self._played = True
            if request.get("cmd") == "observe" and request.get("seat") is None:
                state = reply.get("state")
                self._seen = state if isinstance(state, dict) else None
            elif request.get("cmd") not in _READS:
                self._seen = None
        return replies

    def _set(self, judged: Judged, requests: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]],
                                                                                  EngineError | None]:
        """Set the engine to ``judged``'s position and send ``requests`` in the same write; their replies up
        to the first failure, and that failure. ``PositionDeclined`` where the engine does not take the
        position as given."""
        replies, failure = self.engine.request_many([judged.start, judged.position, *requests])
        if len(replies) < 2:
            assert failure is not None
            raise failure
        self._played = True
        started = answer("start", replies[0])
        if started.get("ok") is not True:
            raise PositionDeclined(f"the engine refused the scenario's rules: {started.get('message', started)}")
        try:
            taken = taken_in(answer("position", replies[1]))
        except SkippedReply as skipped:
            raise PositionDeclined(f"the engine skipped {judged.where()}: {skipped.detail}") from None
        if taken.refusal is not None:
            raise PositionDeclined(f"the engine refused {judged.where()}: {taken.refusal}")
        wrong = misreadings(judged.state, taken.state or {})
        if wrong:
            raise PositionDeclined(f"the engine took {judged.where()} otherwise than given: "
                                   + "; ".join(map(str, wrong)))
        self._seen = taken.state
        self._asked(requests, replies[2:])
        return replies[2:], failure


__all__ = ["Judged", "PositionDeclined", "Story", "ToldClient", "judged_positions"]
