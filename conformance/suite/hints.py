"""Option hints: does the reference engine, under another value of one option, show what the engine showed?

An engine that fails a rule may play another value of one option there: the game it plays is not quite
the game it declares. ``reproduces`` asks whether the reference engine, playing every ruleset it is sent
with some options changed (``ChangedReference``), shows what the engine showed on each piece of a
finding's evidence (``Evidence``: a scenario failing the same way, a replayed hand diverging where it did,
a divergence of differential play met again on the hands that led to it). ``explaining_value`` tries every
value of every option of the rule option table (``reference_impl.ruleset.OPTIONS``) on a finding's
evidence and names the one the reference engine agrees with on all of it. Everything runs in-process on the
evidence given alone; a candidate that disagrees on the first piece is dropped at once. (Reading a whole
game from an engine's behaviour, scenarios and games of its own, is ``identification``'s.)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import Match
from reference_impl.moves import Move
from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError, merge

from conformance.engines.transport import InProcessTransport
from conformance.engines.under_test import Engine
from conformance.records.files import iter_documents
from conformance.records.model import Deal
from conformance.judging.play.divergences import Found, PlayDivergence
from conformance.judging.play.judge import replay_plan
from conformance.judging.replay import Replayer
from conformance.judging.sessions import ProtocolSession
from .applicability import Decision
from .features import Scenario
from .runner import EngineHolder, run_scenario



class ChangedReference(ReferenceEngine):
    """The reference engine playing every ruleset it is sent with ``changes`` (option id -> value) made; a
    ruleset the changes leave invalid is refused at ``start``. It takes no positions: a scenario's evidence is
    looked for as the story plays it, every step on the changed rules."""

    takes_positions = False

    def __init__(self, changes: Mapping[str, Any]) -> None:
        super().__init__()
        self.changes = dict(changes)

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._start(request)
        if reply.get("ok") and self.match is not None:
            try:
                ruleset = Ruleset.from_dict(merge(self.match.rules.to_dict(), self.changes))
            except RulesetError as error:
                return {"ok": False, "message": str(error)}
            self.match = Match(ruleset, self.match.players)
            self.rules = ruleset
        return reply


def changed_reference(changes: Mapping[str, Any]) -> Engine:
    """The reference engine under ``changes``, in-process behind the protocol."""
    name = "the reference engine with " + ", ".join(f"{option} = {json.dumps(value)}" for option, value in changes.items())
    return Engine(name, lambda: InProcessTransport(name, lambda: ChangedReference(changes)))


# -- evidence: what the engine showed on one piece of it, and whether another engine shows it too --------


class Evidence:
    """What the engine showed on one piece of evidence, to be looked for in another engine."""

    def shown_by(self, engine: Engine) -> bool:
        """Whether ``engine`` shows it too."""
        raise NotImplementedError


#: Parenthesised text in a scenario's message: what the engine said in its own words (a refusal's message),
#: which another engine words otherwise.
_OWN_WORDS = re.compile(r"\([^()]*\)")


@dataclass(frozen=True)
class ScenarioEvidence(Evidence):
    """A scenario that did not pass, and how: its outcome, the rule it blamed, its message."""

    scenario: Scenario
    decision: Decision
    outcome: str
    message: str
    blame: str | None = None

    def shown_by(self, engine: Engine) -> bool:
        holder = EngineHolder(engine.name)
        holder.engine = engine
        record = run_scenario(self.scenario, holder, self.decision)
        return (record.outcome, record.blame, _OWN_WORDS.sub("", record.message)) == \
            (self.outcome, self.blame, _OWN_WORDS.sub("", self.message))


@dataclass(frozen=True)
class ReplayedHand(Evidence):
    """A replayed hand that diverged: the transcript (file, and line of a JSON Lines corpus), the hand, and
    the divergence (ply, clause, what the engine had)."""

    file: str
    line: int | None
    hand: int
    ply: int | None
    clause: str
    actual: Any

    def shown_by(self, engine: Engine) -> bool:
        for document in iter_documents(self.file):
            if document.line == self.line:
                verdict = Replayer(engine).replay_document(document)
                divergences = verdict.get("divergences") or ([verdict] if verdict.get("verdict") == "diverged" else [])
                return any((divergence.get("hand"), divergence.get("ply"), divergence.get("clause"),
                            divergence.get("actual")) == (self.hand, self.ply, self.clause, self.actual)
                           for divergence in divergences)
        return False


@dataclass(frozen=True)
class ReplayedAgreed(Evidence):
    """A transcript (file, and line of a JSON Lines corpus) the engine replayed to the end without a divergence."""

    file: str
    line: int | None

    def shown_by(self, engine: Engine) -> bool:
        for document in iter_documents(self.file):
            if document.line == self.line:
                return Replayer(engine).replay_document(document).get("verdict") == "agreed"
        return False


@dataclass(frozen=True)
class PlayedDivergence(Evidence):
    """A divergence of differential play, with the hands that led to it in its match (its deals and moves)."""

    rules: Ruleset
    players: int
    plan: Sequence[tuple[Deal, Sequence[Move]]]
    ply: int | None
    clause: str | None
    actual: Any
    probes: tuple[str, ...] = ()

    @classmethod
    def of(cls, found: Found, rules: Ruleset, players: int) -> PlayedDivergence:
        """The behaviour of a divergence play found (``found``) in a game of ``rules`` at ``players``."""
        what = found.expectation.detail.get("what") if found.expectation.detail else None
        return cls(rules, players, [(deal, list(moves)) for deal, moves in found.plan], found.finding.ply,
                   found.finding.clause, found.finding.actual, (what,) if isinstance(what, str) else ())

    def shown_by(self, engine: Engine) -> bool:
        _, divergence = replay_plan(ProtocolSession(engine), self.rules, self.players, self.plan, self.probes)
        if not isinstance(divergence, PlayDivergence):
            return False
        finding = divergence.finding
        return (finding.hand, finding.ply, finding.clause, finding.actual) == \
            (len(self.plan), self.ply, self.clause, self.actual)


def reproduces(changes: Mapping[str, Any], behaviours: Iterable[Evidence]) -> tuple[int, int]:
    """How many of ``behaviours`` the reference engine under ``changes`` shows, of how many tried: it stops at
    the first it does not show (the engine then plays something else)."""
    engine = changed_reference(changes)
    shown = tried = 0
    with engine:
        for behaviour in behaviours:
            tried += 1
            if not behaviour.shown_by(engine):
                break
            shown += 1
    return shown, tried


# -- option hints -------------------------------------------------------------------------------------------


def candidates() -> Iterator[tuple[str, Any]]:
    """Every value of every option that is a choice (an enum or a bool: a number has no named other value),
    in the option table's order, as (option id, value)."""
    for option in OPTIONS:
        if option.is_choice:
            yield from ((option.id, value) for value in option.choices)


@dataclass(frozen=True)
class Explanation:
    """One option at another value under which the reference engine shows ``agreed`` of ``of`` behaviours
    (all of them)."""

    option: str
    value: Any
    agreed: int
    of: int


def explaining_value(behaviours: Sequence[Evidence], alongside: Mapping[str, Any] | None = None,
                     kept: Callable[[str], Sequence[Evidence]] | None = None) -> Explanation | None:
    """The option value under which the reference engine shows every one of ``behaviours`` (a finding's
    evidence), the first in the option table's order; None when no one value does. ``alongside``: other
    options' values the reference engine plays too (what other findings' hints name), so that evidence
    another fault also shows in can be explained; their own options are not tried. ``kept``: for an option,
    what the engine was seen to do as it declares on that option's rules (scenarios about them it passed): a
    value under which the reference engine does not show that too is no explanation, however well it fits
    the failures (a coincidence on a few pieces)."""
    if not behaviours:
        return None
    alongside = dict(alongside or {})
    for option, value in candidates():
        if option in alongside:
            continue
        changes = {**alongside, option: value}
        shown, tried = reproduces(changes, behaviours)
        if shown != tried or tried != len(behaviours):
            continue
        also = kept(option) if kept is not None else ()
        if also and reproduces(changes, also)[0] != len(also):
            continue
        return Explanation(option, value, shown, tried)
    return None
