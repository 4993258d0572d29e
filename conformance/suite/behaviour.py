"""An engine's behaviour on a body of evidence, and whether the reference engine reproduces it under a ruleset.

This module answers one question, for ``identify`` (the game an engine plays, read from its behaviour)
and for every other reader who asks it: *does the reference engine, playing ruleset R, behave as this
engine did?* The engine is asked once (``observe``); each ruleset tried after that costs the reference
engine's time only, never a request to the engine.

The evidence is of two kinds:

- **scenarios**: how each ended on the engine (``Outcome``: passed, or the outcome, the clause charged and
  the message, the engine's own words left out);
- **its own games** (``conformance.judging.own_games``): hands the engine played by itself, each move
  chosen at random among the moves it listed.

``Reproducer`` holds a ``Behaviour`` and answers for ruleset after ruleset: a scenario is played on the
reference engine standing in for the engine (``StandIn``: the engine's capabilities, the same ruleset sent,
``R`` played whatever is sent), and the engine's games are replayed on the reference engine under ``R``
(``replay`` with a ``DirectSession``): a hand agrees when every state, move and result of the engine's is
the reference's. Its answers are remembered, so a ruleset tried twice costs once.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reference_impl.moves import Move
from reference_impl.ruleset import Ruleset

from conformance.engines.client import Answers
from conformance.engines.transport import InProcessTransport
from conformance.engines.under_test import Engine
from conformance.judging.own_games import OwnGames, record_own_games
from conformance.judging.replay import AGREED, DIVERGED, Replayer
from conformance.judging.sessions import DirectSession, ProtocolSession
from conformance.records.model import Transcript
from . import cache
from .applicability import Decision
from .features import Scenario
from .runner import PASS, EngineHolder, ScenarioRecord, run_scenario
from .sweep import OneGameEngine


# -- what the engine did ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """How one scenario ended on an engine, as far as its behaviour goes: the outcome, the clause it was
    charged to instead of its own (a set-up step's, a Then step's other rule, a re-seated scenario's
    blocking rule), and the message with the engine's own words (a refusal's message) left out."""

    outcome: str
    charged: str | None = None
    message: str = ""

    @classmethod
    def of(cls, record: ScenarioRecord) -> Outcome:
        """The outcome of a scenario's record."""
        if record.outcome == PASS:
            return PASSED
        charged = record.blocked_by or record.blame or record.breaks
        message = "" if record.outcome == "skipped" else without_engine_words(record.message)
        return cls(record.outcome, charged, message)

    @property
    def passed(self) -> bool:
        return self.outcome == PASS


PASSED = Outcome(PASS)

#: Where the suite's messages quote an engine's own words (a refusal's message), and what is kept of each.
_ENGINE_WORDS = (
    (re.compile(r"(refused it as '[^']*') \([^()]*\)"), r"\1"),
    (re.compile(r"\(([a-z_?]+): [^()]*\)"), r"(\1)"),
    (re.compile(r"(refused a valid (?:ruleset|deal)|it refused it): [^\n]*"), r"\1"),
)


def without_engine_words(message: str) -> str:
    """``message`` with the engine's own words left out: two engines that refuse a move for the same reason
    behave alike, whatever each says about it."""
    for pattern, kept in _ENGINE_WORDS:
        message = pattern.sub(kept, message)
    return message


@dataclass
class Behaviour:
    """What an engine did, asked once: sent ``sent`` (a pinned ruleset) at ``players``, its outcome on each
    scenario (played under its decision) and its own games."""

    sent: dict[str, Any]
    players: int
    capabilities: Mapping[str, Any]
    scenarios: list[Scenario] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    games: OwnGames | None = None
    _played: dict[str, tuple[Scenario, Decision]] = field(default_factory=dict, repr=False)

    def scenario_ids(self) -> list[str]:
        return [scenario_key(scenario) for scenario in self.scenarios]

    @property
    def played(self) -> dict[str, tuple[Scenario, Decision]]:
        """Each scenario played, by its key, with the decision it was played under."""
        if len(self._played) != len(self.scenarios):
            self._played = {scenario_key(scenario): (scenario, decision)
                            for scenario, decision in zip(self.scenarios, self.decisions)}
        return self._played

    @property
    def hands(self) -> int:
        return 0 if self.games is None else self.games.hands

    def add(self, scenario: Scenario, decision: Decision, record: ScenarioRecord) -> None:
        """A scenario the engine played under ``decision``, and how it ended (a run's records are taken as
        they are: the engine is not asked again)."""
        self.scenarios.append(scenario)
        self.decisions.append(decision)
        self.outcomes[scenario_key(scenario)] = Outcome.of(record)


def scenario_key(scenario: Scenario) -> str:
    """The name a scenario goes by in evidence: its id (an outline row's ``#n`` included)."""
    return scenario.id or f"{scenario.file}:{scenario.line}"


def observe_games(session: ProtocolSession, sent: Mapping[str, Any], players: int, hands: int,
                  seed: int) -> OwnGames:
    """The engine's own games under ``sent`` (``record_own_games``)."""
    return record_own_games(session, sent, players, hands, seed)


def observe_scenarios(holder: EngineHolder, behaviour: Behaviour, scenarios: Sequence[Scenario],
                      decisions: Sequence[Decision], on_scenario: Callable[[], None] | None = None) -> None:
    """Play each scenario on the engine (``holder``) under its decision; its outcome added to ``behaviour``."""
    for scenario, decision in zip(scenarios, decisions):
        behaviour.add(scenario, decision, run_scenario(scenario, holder, decision))
        if on_scenario is not None:
            on_scenario()


# -- the reference engine in the engine's place ------------------------------------------------------------


class StandIn(OneGameEngine):
    """The reference engine in an engine's place: it shakes hands with the engine's ``capabilities``, plays
    the player counts the engine plays, refuses what no engine may accept, and plays ``played`` whatever
    ruleset it is sent."""

    def __init__(self, capabilities: Mapping[str, Any], players: Iterable[int], played: Ruleset) -> None:
        super().__init__({"players": sorted(players)}, played, name="the reference engine standing in")
        self.capabilities = dict(capabilities)

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["capabilities"] = dict(self.capabilities)
        return reply


class SentRulesetSession(ProtocolSession):
    """A session that sends ``sent`` in every ``start``, whatever ruleset the judge starts: differential play
    against the reference engine under another ruleset, with the engine told what it was told before."""

    def __init__(self, engine: Engine, sent: Mapping[str, Any]) -> None:
        super().__init__(engine)
        self.sent = dict(sent)

    def start(self, ruleset: dict[str, Any], players: int) -> str | None:
        return super().start(self.sent, players)

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        return super().call_many([dict(request, ruleset=self.sent) if request.get("cmd") == "start" else request
                                  for request in requests])


# -- the question ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandDifference:
    """A hand of the engine's own games that the reference engine under a ruleset plays otherwise."""

    match: int  # the match's index among the engine's games (from 0)
    hand: int | None  # the hand (from 1); None: the match's result
    clause: str | None
    message: str  # the replay's account, the engine's game held as the record
    #: How much of the hand played alike before it differed, in steps (each move, then the result): the
    #: moves before the one it differs at, every move when the result differs, none when its lead does.
    agreed: int = 0
    not_judged: bool = False  # the hand could not be reached under the ruleset (an earlier hand differed)

    def to_dict(self) -> dict[str, Any]:
        return {"match": self.match + 1, "hand": self.hand, "clause": self.clause, "message": self.message}


@dataclass
class HandsReproduced:
    """How the engine's own games replay on the reference engine under one ruleset: the hands that play
    otherwise (``differences``), over the ``judged`` matches (all of them when ``complete``)."""

    differences: list[HandDifference]
    judged: int  # matches replayed
    hands: int  # hands in the matches replayed
    complete: bool

    @property
    def agreed(self) -> int:
        return self.hands - len(self.differences)


class Reproducer:
    """Whether the reference engine reproduces one ``Behaviour`` under ruleset after ruleset; each answer
    remembered (by the ruleset's canonical JSON)."""

    def __init__(self, behaviour: Behaviour, accepted_players: Iterable[int]) -> None:
        self.behaviour = behaviour
        self.accepted_players = tuple(accepted_players)
        self._outcomes = RememberedOutcomes(behaviour, self.accepted_players)
        self._matches: dict[tuple[str, int], list[HandDifference]] = {}
        self._stand_ins: dict[str, EngineHolder] = {}
        self._replayers: dict[str, Replayer] = {}

    def close(self) -> None:
        """Close the reference engines standing in, and keep what they did for the next time."""
        for holder in self._stand_ins.values():
            holder.close()
        self._stand_ins.clear()
        self._outcomes.save()

    # -- scenarios -----------------------------------------------------------------------------------

    def scenario(self, scenario_id: str) -> Scenario:
        """The scenario of the behaviour named ``scenario_id``."""
        return self.behaviour.played[scenario_id][0]

    def outcome(self, ruleset: Ruleset, scenario_id: str) -> Outcome:
        """How the scenario ends on the reference engine standing in for the engine, playing ``ruleset``."""
        key = _key(ruleset)
        known = self._outcomes.get(key, scenario_id)
        if known is None:
            scenario, decision = self.behaviour.played[scenario_id]
            known = Outcome.of(run_scenario(scenario, self._stand_in(ruleset), decision))
            self._outcomes.put(key, scenario_id, known)
        return known

    def scenario_agrees(self, ruleset: Ruleset, scenario_id: str) -> bool:
        """Whether the reference engine under ``ruleset`` ends the scenario as the engine did."""
        return self.outcome(ruleset, scenario_id) == self.behaviour.outcomes[scenario_id]

    def scenarios_differing(self, ruleset: Ruleset, scenario_ids: Iterable[str], give_up_after: int | None = None
                            ) -> list[str]:
        """The scenarios of ``scenario_ids`` (in that order) the reference engine under ``ruleset`` ends
        otherwise than the engine did; asking stops once more than ``give_up_after`` are found."""
        found = []
        for scenario_id in scenario_ids:
            if not self.scenario_agrees(ruleset, scenario_id):
                found.append(scenario_id)
                if give_up_after is not None and len(found) > give_up_after:
                    break
        return found

    def _stand_in(self, ruleset: Ruleset) -> EngineHolder:
        key = _key(ruleset)
        holder = self._stand_ins.get(key)
        if holder is None:
            if len(self._stand_ins) >= 8:  # rulesets are tried a few at a time: keep the latest
                self._stand_ins.pop(next(iter(self._stand_ins))).close()
            capabilities, players = self.behaviour.capabilities, self.accepted_players
            engine = Engine("stand-in", lambda: InProcessTransport(
                "stand-in", lambda: StandIn(capabilities, players, ruleset)))
            holder = self._stand_ins[key] = EngineHolder("stand-in")
            holder.engine = engine
        return holder

    # -- the engine's own games -----------------------------------------------------------------------

    def hands(self, ruleset: Ruleset, order: Sequence[int] | None = None, give_up_after: int | None = None
              ) -> HandsReproduced:
        """The hands of the engine's own games the reference engine under ``ruleset`` plays otherwise, match
        by match in ``order`` (default: as recorded); replaying stops once more than ``give_up_after`` are
        found."""
        games = self.behaviour.games
        matches = games.matches if games is not None else []
        differences: list[HandDifference] = []
        judged = hands = 0
        for index in order if order is not None else range(len(matches)):
            differences += self.match_differences(ruleset, index)
            judged += 1
            hands += len(matches[index].hands)
            if give_up_after is not None and len(differences) > give_up_after:
                break
        return HandsReproduced(differences, judged, hands, judged == len(matches))

    def match_differences(self, ruleset: Ruleset, index: int) -> list[HandDifference]:
        """The hands of the engine's match ``index`` the reference engine under ``ruleset`` plays otherwise."""
        key = (_key(ruleset), index)
        known = self._matches.get(key)
        if known is None:
            transcript = self.behaviour.games.matches[index]  # type: ignore[union-attr]
            known = self._matches[key] = _replayed(self._replayer(ruleset), transcript, index)
        return known

    def _replayer(self, ruleset: Ruleset) -> Replayer:
        """The reference engine replaying under ``ruleset`` (one for the few rulesets tried in turn)."""
        key = _key(ruleset)
        replayer = self._replayers.get(key)
        if replayer is None:
            if len(self._replayers) >= 8:
                self._replayers.pop(next(iter(self._replayers)))
            replayer = self._replayers[key] = Replayer(_JudgingSession(), ruleset=ruleset.to_dict())
        return replayer


class RememberedOutcomes:
    """How each scenario ended on the reference engine standing in for an engine, by the ruleset it played:
    the sweep's knowledge (which scenarios tell which values apart at a seating), filled in only where a
    search asks, and kept between runs (``conformance.suite.cache``) for the same build, seating and
    capabilities, so a second search there plays none of it again. The engine's own outcomes and games are
    never kept: they are asked afresh each time."""

    FORMAT = "domino-conformance-reference-outcomes/1"
    KEPT = 32  # seatings remembered; the least recently used are dropped

    def __init__(self, behaviour: Behaviour, accepted_players: Sequence[int]) -> None:
        directory = cache.folder()
        key = _digest([cache.code_digest(), behaviour.sent, behaviour.players, sorted(accepted_players),
                       dict(behaviour.capabilities)])
        self.path = directory / "outcomes" / f"{key[:32]}.json" if directory else None
        stored = cache.read(self.path, self.FORMAT)
        self.rulesets: dict[str, dict[str, list[Any]]] = stored if isinstance(stored, dict) else {}
        self.changed = False

    def get(self, ruleset_key: str, scenario_id: str) -> Outcome | None:
        entry = self.rulesets.get(_digest(ruleset_key), {}).get(scenario_id)
        if not isinstance(entry, list) or len(entry) != 3:
            return None
        return PASSED if entry[0] == PASS else Outcome(*entry)

    def put(self, ruleset_key: str, scenario_id: str, outcome: Outcome) -> None:
        self.rulesets.setdefault(_digest(ruleset_key), {})[scenario_id] = [outcome.outcome, outcome.charged,
                                                                           outcome.message]
        self.changed = True

    def save(self) -> None:
        if self.path is not None and self.changed:
            cache.write(self.path, self.FORMAT, self.rulesets)
            cache.prune(self.path.parent, self.KEPT)
            self.changed = False


def _digest(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class _JudgingSession(DirectSession):
    """The reference engine asked directly, a move judged legal by its refusal alone. The reference engine
    lists exactly the moves it accepts (``tests/test_properties.py`` holds both to the independent judge's),
    and listing every move is dear under muggins claims (each play's count after it): the moves are listed
    only to show a refused move's alternatives."""

    def listed(self, move: Move, state: Mapping[str, Any]) -> tuple[bool, list[Any]]:
        assert self.match is not None
        if self.match.refusal(move) is None:
            return True, []
        return super().listed(move, state)


def _replayed(replayer: Replayer, transcript: Transcript, index: int) -> list[HandDifference]:
    """The hands of one recorded match the reference engine (``replayer``, under a ruleset) plays otherwise."""
    verdict = replayer.replay_transcript(dataclasses.replace(transcript))  # the replayer sets its ruleset on it
    if verdict["verdict"] == AGREED:
        return []
    found = verdict.get("divergences") or [verdict]
    if verdict["verdict"] != DIVERGED or any(divergence.get("pointer") in _WHOLE_MATCH for divergence in found):
        # The match could not be started alike (its ruleset, its sides): every hand of it is played otherwise.
        why = str(found[0].get("message", verdict["verdict"]))
        return [HandDifference(index, number, found[0].get("clause"), why)
                for number in range(1, len(transcript.hands) + 1)]
    out = [HandDifference(index, divergence.get("hand"), divergence.get("clause"),
                          str(divergence.get("message", "")), _agreed_before(transcript, divergence))
           for divergence in found]
    return out + [HandDifference(index, gap["hand"], None, gap["reason"], not_judged=True)
                  for gap in verdict.get("not_judged", ())]


def steps_of(transcript: Transcript) -> int:
    """A recorded match's steps, as ``HandDifference.agreed`` counts them: each hand's moves and its result,
    and the match's result."""
    return sum(len(hand.events) + 1 for hand in transcript.hands) + 1


def _agreed_before(transcript: Transcript, divergence: Mapping[str, Any]) -> int:
    """The steps of the divergent hand that played alike before ``divergence``."""
    hand, pointer = divergence.get("hand"), str(divergence.get("pointer") or "")
    if hand is None or not 1 <= hand <= len(transcript.hands):
        return 0
    if "/events/" in pointer:
        return max(0, int(divergence.get("ply") or 1) - 1)
    return len(transcript.hands[hand - 1].events) if "/result" in pointer else 0


#: Where a replay's finding says the whole match differs, not one hand: the ruleset refused, the sides.
_WHOLE_MATCH = ("/ruleset", "/teams")


_KEYS: dict[int, tuple[Ruleset, str]] = {}


def _key(ruleset: Ruleset) -> str:
    """The canonical JSON of ``ruleset``, remembered by identity (a search asks for the same few often)."""
    known = _KEYS.get(id(ruleset))
    if known is not None and known[0] is ruleset:
        return known[1]
    key = json.dumps(ruleset.to_dict(), sort_keys=True)
    if len(_KEYS) > 4096:
        _KEYS.clear()
    _KEYS[id(ruleset)] = (ruleset, key)
    return key
