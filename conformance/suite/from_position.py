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
the Then steps before it end (what its observation states is the reference engine's): what those
steps did not check (the points a tied hand carries forward, say) is then the engine's own, played on
from there and judged where it shows, never overwritten by the story's. Where a Then step failed, the
runner goes on past it (``runner``): the engine is set to the next judged move's position whatever it
stands at, or, where the next Then steps judge no move (a next hand's leader), to the story's position
where the steps before them begin (a point to resume at, ``Judged.resuming``), so that each judged step
is judged from where the rules say the game is, whatever the engine got wrong before it.

Then steps with no move since the Then steps before them (the deal, the lead, a ruleset or a deal
offered to be refused) judge what the engine made of the story itself: a scenario whose first Then
step is such is about the deal or the lead, and starts from its story, as does every scenario where
no Then step has a judged move, and a move tried before any deal (nothing comes before it). A scenario
whose position the engine refuses, or reports back otherwise than given
(``engines.positions.misreadings``), is played again from its story: ``PositionDeclined``.

Where each judged move is sent from (``Plan``: the step, and the request within it) is found once by
playing the scenario's Given and When steps on the reference engine, in-process (``plan_for``), and
kept between runs (``RememberedPlans``, sealed like every entry of the cache). The scenario then runs
once, on a ``Game`` whose client (``StoryClient``) asks the reference engine what the story tells and
the engine everything else, setting the engine to the reference engine's position at each judged move
(``start`` and ``position``, in the same write as the requests that follow), and playing the moves the
engine is asked on the reference engine too, so that it keeps telling the story. The steps, the step
library and the charging of clauses stay as they are: they cannot tell the two ways apart.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from reference_impl.adapter import ReferenceEngine
from reference_impl.moves import IllegalMove
from reference_impl.status import Status

from . import cache
from conformance.engines.client import OBSERVE_REQUEST, Answers, Client, SkippedReply, answer
from conformance.engines.positions import declares_positions, misreadings, position_request, taken_in
from conformance.engines.under_test import Engine, EngineError
from .applicability import Decision, execute
from .features import Scenario, Step
from .scenario_game import Game
from .vocabulary import STEP_TYPES

#: Requests that read the state without changing it: asked of the engine when the step that sends the
#: judged move asks them first, and never played on the reference engine behind the engine's back.
_READS = frozenset({"observe", "legal_moves"})


class PositionDeclined(Exception):
    """The engine refused a position (``ok: false`` or ``skipped``), or reported it back otherwise than
    given: the scenario is played from its story instead."""


@dataclass(frozen=True)
class Judged:
    """One judged move: the engine is set to the story's position at the ``ordinal``-th request of the
    ``step``-th step, and the requests of the steps from ``told_from`` up to there tell the story.
    ``words`` is that step as written. ``resuming``: no move of its own, only where a judged step failed
    before it (the start of the steps before a run of Then steps that judge what the engine makes of them, a
    next hand's deal say, which the engine then plays from the rules' position, not from its own)."""

    told_from: int
    step: int
    ordinal: int
    words: str
    resuming: bool = False

    def told(self, step: int, ordinal: int) -> bool:
        """Whether the request ``ordinal`` of step ``step`` tells the story before this judged move."""
        return self.told_from <= step < self.step or (step == self.step and ordinal < self.ordinal)

    def begun(self, step: int) -> bool:
        """Whether the steps of this judged move's story have begun at step ``step``."""
        return step >= self.told_from


@dataclass
class Plan:
    """The judged moves of a scenario, in order, and where the engine was set to their positions in the
    last playing (``client``), in plain words."""

    judged: tuple[Judged, ...]
    taken: list[str] = field(default_factory=list)

    def where(self) -> str | None:
        """The positions the engine was set to in the last playing (the ``from_position`` of the scenario's
        record); None where it was set to none."""
        if not self.taken:
            return None
        later = len(self.taken) - 1
        return self.taken[0] + (f"; and again before {later} later judged step{'s' if later > 1 else ''}"
                                if later else "")

    def client(self, engine: Engine, step_now: Callable[[], int]) -> "StoryClient":
        """The client a scenario's ``Game`` plays through; ``step_now`` says which step is running (the
        index of the step ``execute``, or pytest-bdd, runs)."""
        self.taken.clear()
        return StoryClient(engine, self, step_now)


def plan_for(scenario: Scenario, engine: Engine, decision: Decision) -> Plan | None:
    """Where ``scenario``'s judged moves are sent from, played under the decided ruleset to ``engine``
    (whose capabilities the steps read): remembered from an earlier run of the same code, or found now;
    None where the engine declares no positions or no Then step has a judged move."""
    if not declares_positions(engine.capabilities):
        return None
    remembered = RememberedPlans.of(engine.capabilities)
    key = _digest([repr(scenario), decision.ruleset])
    judged = remembered.get(key)
    if judged is None:
        judged = _judged_moves(scenario, engine, decision)
        remembered.put(key, judged)
    return Plan(judged) if any(not item.resuming for item in judged) else None


def _judged_moves(scenario: Scenario, engine: Engine, decision: Decision) -> tuple[Judged, ...]:
    """The scenario's Given and When steps played on the reference engine (its Then steps passed over:
    they change nothing, and are asked of the engine), and the judged move of each run of Then steps. The
    story is played up to the step the reference engine does not take, if there is one (played on the
    engine, that step meets the same)."""
    trace: list[Step] = []
    recorder = _Recorder(trace)
    game = Game(engine, play_ruleset=decision.ruleset, client=Client(recorder))  # type: ignore[arg-type]
    played = len(scenario.steps)
    try:
        execute(scenario, game, trace, passed_over=frozenset({"then"}))
    except Exception:  # noqa: BLE001 - a step the reference engine does not take, or not for this engine
        played = len(trace) - 1
    return tuple(judged for after, then in _then_blocks(scenario.steps)
                 if then <= played and (judged := recorder.judged(after, then)) is not None)


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
    """The reference engine in-process, noting of each request of a story its command, whether it was taken,
    and where it was sent from: the step (the last of ``trace``) and its ordinal in the step."""

    def __init__(self, trace: list[Step]) -> None:
        self.reference = ReferenceEngine()
        self.trace = trace
        self.log: list[tuple[str, bool, int, int]] = []  # (cmd, taken, step, ordinal)

    def request(self, message: Mapping[str, Any], **_: Any) -> dict[str, Any]:
        reply = self.reference.handle(message)
        step = len(self.trace) - 1
        ordinal = self.log[-1][3] + 1 if self.log and self.log[-1][2] == step else 0
        self.log.append((str(message.get("cmd")), reply.get("ok") is True or reply.get("accepted") is True,
                         step, ordinal))
        return reply

    def request_many(self, messages: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], None]:
        return [self.request(message) for message in messages], None

    def judged(self, after: int, then: int) -> Judged | None:
        """The judged move of the Then steps from step ``then`` on, sent by a step from ``after`` on: the last
        move sent in between, with the reads its step sent first; None where none was, or where no deal was
        taken before it (a move tried before any deal: no story comes before it)."""
        log = self.log
        moves = [index for index, (cmd, _, step, _) in enumerate(log) if cmd == "apply" and after <= step < then]
        if not moves:  # the Then steps judge what the engine makes of the steps before them: a point to resume at
            return self._resuming(after, then)
        cut = moves[-1]
        while log[cut - 1][0] in _READS and log[cut - 1][2] == log[moves[-1]][2]:
            cut -= 1
        started = max((index for index, (cmd, taken, _, _) in enumerate(log[:cut]) if cmd == "start" and taken),
                      default=None)
        if started is None or not any(cmd == "deal" and taken for cmd, taken, _, _ in log[started:cut]):
            return None
        return self._at(after, cut)

    def _resuming(self, after: int, then: int) -> Judged | None:
        """The point a failed judged step resumes at before the Then steps from step ``then`` on, which judge no
        move: the first request of the steps from ``after`` on, once a hand has been dealt (before it, the
        scenario is about the deal or the lead, and starts from its story); None where there is none."""
        first = next((index for index, (_, _, step, _) in enumerate(self.log) if after <= step < then), None)
        if first is None or not any(cmd == "deal" and taken for cmd, taken, _, _ in self.log[:first]):
            return None
        return replace(self._at(after, first), resuming=True)

    def _at(self, after: int, cut: int) -> Judged:
        step = self.log[cut][2]
        return Judged(after, step, self.log[cut][3], f"{self.trace[step].keyword.strip()} {self.trace[step].text}")


class StoryClient(Client):
    """A client that asks the reference engine (in-process) what the story tells, and the engine everything
    else, setting the engine to the reference engine's position at each judged move before the first request
    asked of it there. What the engine is asked that changes the match is played on the reference engine too,
    so that it keeps telling the story.

    An engine that has played part of the scenario already is set to a later judged move's position only
    if, when that move's story begins, it stands where the story does (its last observation since it last
    changed, or one asked then, states what the reference engine's does); else that story is asked of the
    engine, which plays on from its own state. After a judged step failed (``resume``), the engine is set to
    the next judged move's position whatever it stands at, or, where the next Then steps judge no move, to the
    position where their story begins: the rules' state, not the wrong one the engine answered with.
    """

    def __init__(self, engine: Engine, plan: Plan, step_now: Callable[[], int]) -> None:
        super().__init__(engine)
        self.plan = plan
        self.step_now = step_now
        self.reference = ReferenceEngine()
        self._story_start: Mapping[str, Any] | None = None  # the start of the match the story plays
        self._pending = list(plan.judged)  # the judged moves not yet reached, in order
        self._checked: set[int] = set()  # the judged moves whose story has begun (by identity)
        self._step = -1
        self._ordinal = 0
        self._played = False  # the engine has been asked something
        self._seen: dict[str, Any] | None = None  # its whole state, as last observed since it last changed
        self._started: Mapping[str, Any] | None = None  # the match it plays, as the last start it took began it
        self._resuming = False  # a judged step failed since the engine was last set to a position
        # The last position the engine was set to (its match's start, and the position), and the requests that
        # changed its state since: what ``retraced`` plays again to look back at each point since.
        self._position_set: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None
        self._since: list[Mapping[str, Any]] = []

    def resumable(self) -> bool:
        """Whether a judged step that fails now can be gone on past: the engine has been set to a position, and
        a later judged move (or point to resume at) is left to set it to again."""
        return bool(self.plan.taken) and bool(self._pending)

    def resume(self) -> None:
        """A judged step failed: the engine is set to the story's position at the next judged move, or point to
        resume at, whatever it stands at (its answers from here on may follow from its wrong one)."""
        self._resuming = True

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

    def retraced(self) -> list[tuple[tuple[str, Any, Any], dict[str, Any], dict[str, Any] | IllegalMove]] | None:
        """The moves and deals the engine played since it was last set to a position, played again on it from
        that position, its state observed after each, beside the reference engine's from the same position
        (where the reference engine refuses one the engine took: its refusal, and no further): the points
        ``story_trace.divergence`` looks back at, as ``Game.retraced`` gives a story's. None where the engine
        was set to no position, played nothing since, or does not play it again as it did."""
        if self._position_set is None or not self._since:
            return None
        start, positioned = self._position_set
        reference = ReferenceEngine()
        if reference.handle(start).get("ok") is not True or reference.handle(positioned).get("ok") is not True:
            return None
        requests: list[Mapping[str, Any]] = [start, positioned]
        for request in self._since:
            requests += [request, OBSERVE_REQUEST]
        replies, failure = self.engine.request_many(requests)
        if failure is not None or len(replies) < len(requests):
            return None
        points: list[tuple[tuple[str, Any, Any], dict[str, Any], dict[str, Any] | IllegalMove]] = []
        for index, request in enumerate(self._since):
            reply, observed = replies[2 + 2 * index], replies[3 + 2 * index]
            state = observed.get("state")
            if reply.get("ok", reply.get("accepted")) is not True or not isinstance(state, dict):
                return None
            self._seen = state
            deal = request.get("cmd") == "deal"
            point = ("deal", request, None) if deal else ("move", request.get("seat"), request.get("move"))
            told = reference.handle(request)
            if told.get("ok", told.get("accepted")) is not True:
                points.append((point, state, IllegalMove(told.get("reason"), str(told.get("message", "")))))
                return points
            points.append((point, state, reference.handle(dict(OBSERVE_REQUEST))["state"]))
        return points

    def _route(self, requests: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], Judged | None]:
        """The reference engine's replies to the leading requests of ``requests`` that tell the story, and the
        judged move whose position the engine is to be set to before the others are asked of it, where one is
        due."""
        step = self.step_now()
        if step != self._step:
            self._step, self._ordinal = step, 0
        told = []
        for request in requests:
            judged = self._current(step)
            if judged is None or not judged.told(step, self._ordinal):
                break
            told.append(self._tell(request))
            self._ordinal += 1
        due = None
        if len(told) < len(requests):
            judged = self._current(step)
            if judged is not None and (step, self._ordinal) >= (judged.step, judged.ordinal):
                due = self._pending.pop(0)
        self._ordinal += len(requests) - len(told)
        return told, due

    def _tell(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """The reference engine's reply to ``request``, the story's."""
        reply = self.reference.handle(request)
        if request.get("cmd") == "start" and reply.get("ok") is True:
            self._story_start = request
        return reply

    def _current(self, step: int) -> Judged | None:
        """The next judged move, once its story has begun at ``step`` and the engine stands where the story
        does there (checked once, when it begins); judged moves it does not are dropped."""
        while self._pending and self._pending[0].begun(step):
            judged = self._pending[0]
            if id(judged) in self._checked:
                return judged
            self._checked.add(id(judged))
            if self._resuming or not judged.resuming and (
                    not self._played or self.reference.match is None or self._stands_at(self.reference.match.observe())):
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
        """Note what the engine answered ``requests`` (it has played; its state as last observed; the match it
        plays), and play on the reference engine what changes the match, so that it keeps telling the story."""
        for request, reply in zip(requests, replies):
            self._played = True
            cmd = request.get("cmd")
            if cmd == "observe" and request.get("seat") is None:
                state = reply.get("state")
                self._seen = state if isinstance(state, dict) else None
            elif cmd not in _READS:
                self._seen = None
                if self._position_set is not None:
                    self._since.append(request)
                if cmd == "start":
                    self._started = request if reply.get("ok") is True else None
                self._tell(request)
        return replies

    def _set(self, judged: Judged, requests: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]],
                                                                                  EngineError | None]:
        """Set the engine to the story's position and send ``requests`` in the same write; their replies up to
        the first failure, and that failure. ``PositionDeclined`` where the engine does not take the position
        as given."""
        match = self.reference.match
        assert match is not None and self._story_start is not None
        expected = match.observe()
        where = _where(judged, expected)
        # The match is started under the scenario's rules first, unless this client started it so already.
        start, positioned = self._story_start, position_request(match.position())
        setting = [positioned] if self._started == start else [start, positioned]
        replies, failure = self.engine.request_many([*setting, *requests])
        if len(replies) < len(setting):
            assert failure is not None
            raise failure
        self._played = True
        if len(setting) == 2:
            started = answer("start", replies[0])
            if started.get("ok") is not True:
                raise PositionDeclined(f"the engine refused the scenario's rules: {started.get('message', started)}")
            self._started = start
        try:
            taken = taken_in(answer("position", replies[len(setting) - 1]))
        except SkippedReply as skipped:
            raise PositionDeclined(f"the engine skipped {where}: {skipped.detail}") from None
        if taken.refusal is not None:
            raise PositionDeclined(f"the engine refused {where}: {taken.refusal}")
        wrong = misreadings(expected, taken.state or {})
        if wrong:
            raise PositionDeclined(f"the engine took {where} otherwise than given: " + "; ".join(map(str, wrong)))
        self._seen = taken.state
        self._resuming = False
        self.plan.taken.append(where)
        self._position_set, self._since = (start, positioned), []
        self._asked(requests, replies[len(setting):])
        return replies[len(setting):], failure


def _where(judged: Judged, state: Mapping[str, Any]) -> str:
    """The position before ``judged``'s move, observed as ``state``, in plain words."""
    if state.get("status") == Status.IN_PROGRESS:
        at = f"hand {state.get('hand')}, ply {state.get('ply')}, seat {state.get('turn')} to act"
    else:
        at = f"hand {state.get('hand')}, status {state.get('status')}"
    return f"the position before '{judged.words}' ({at})"


class RememberedPlans:
    """Plans kept between runs (``conformance.suite.cache``), one file per engine's capabilities: a plan
    depends only on the scenario, the ruleset it is played under, what the engine declares (which the
    steps read) and the code and rulebook that find it, all in its key; the file is sealed. Kept for the
    process too, and written by ``save_plans`` at the end of a run."""

    FORMAT = "domino-conformance-positions/2"
    KEPT = 16  # engines remembered; the least recently used are dropped
    _open: dict[str, "RememberedPlans"] = {}

    def __init__(self, capabilities: Mapping[str, Any]) -> None:
        directory = cache.folder()
        name = _digest([cache.code_digest(), capabilities])
        self.path = directory / "positions" / f"{name}.json" if directory else None
        stored = cache.read(self.path, self.FORMAT)
        self.plans: dict[str, Any] = stored if isinstance(stored, dict) else {}
        self.changed = False

    @classmethod
    def of(cls, capabilities: Mapping[str, Any]) -> "RememberedPlans":
        """The plans of an engine declaring ``capabilities``, read once a process (while the cache is on)."""
        name = _digest([str(cache.folder()), capabilities])
        if name not in cls._open:
            cls._open[name] = cls(capabilities)
        return cls._open[name]

    def get(self, key: str) -> tuple[Judged, ...] | None:
        """The judged moves remembered under a scenario's key, if any."""
        entry = self.plans.get(key)
        if not isinstance(entry, list):
            return None
        try:
            return tuple(Judged(int(told_from), int(step), int(ordinal), str(words), bool(resuming))
                         for told_from, step, ordinal, words, resuming in entry)
        except (TypeError, ValueError):
            return None  # not written by this code: found again

    def put(self, key: str, judged: tuple[Judged, ...]) -> None:
        self.plans[key] = [[item.told_from, item.step, item.ordinal, item.words, item.resuming] for item in judged]
        self.changed = True

    def save(self) -> None:
        if self.path is not None and self.changed:
            cache.write(self.path, self.FORMAT, self.plans)
            cache.prune(self.path.parent, self.KEPT)
            self.changed = False


def save_plans() -> None:
    """Write the plans found in this process to the cache (``run`` and the pytest plugin call it at the end)."""
    for remembered in RememberedPlans._open.values():
        remembered.save()


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=repr).encode("utf-8")).hexdigest()[:32]


__all__ = ["Judged", "Plan", "PositionDeclined", "RememberedPlans", "StoryClient", "plan_for", "save_plans"]
