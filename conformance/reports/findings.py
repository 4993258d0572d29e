"""Findings: each fault a run found, named once, on its clause, with the evidence of every judge.

A run's judges leave evidence: scenarios that failed, replayed hands that diverged, divergences of
differential play. ``findings_of`` groups it into findings, one per fault, as compilers report an
error once and not its cascade:

- Evidence is grouped by its clause, what was compared (the field of the state, the part of a hand's
  result, the step), and the kind of difference between what was expected and what was found
  (``difference_kind``: a count lower than the rules give, a refusal for another reason): two
  different faults on one clause are two findings. A scenario's failure whose comparison is not
  known joins the finding of its clause with the most evidence, or stands as one of its own.
- A divergence that follows an earlier divergence of the engine's state in the same hand (``follows``:
  its tiles, the ends, the scores, the seat to act already differed) is a consequence of the earlier
  one's finding: counted under it, never a finding of its own.

A finding carries its clause, what differs in words (``expected`` and ``actual``), its evidence (the
scenarios with their ids, the replayed hands, the play divergences with the seatings and matches where
they were seen), its consequences counted, one reproduction, and a stable ``id`` (its clause, field and
kind of difference), so that the findings of two runs can be matched. ``run`` adds the reproduction of a
fault play alone saw (its shrunk scenario) and the option hint (``conformance.suite.hints``, through ``conformance.reports.verdict``).
Findings are plain data in the report (``findings``); the console, JUnit and the matrix read them there.
"""

from __future__ import annotations

import shlex
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from reference_impl.engine import HAND_OVER, MATCH_OVER, REDEAL_NEEDED

from conformance.engines.under_test import DEFAULT_ENGINE
from conformance.inputs.terminal import counted
from conformance.judging.clause_table import LEAD_RULES, OPTION_CLAUSES, topic_clauses

#: The fields whose values are amounts: a difference is more or fewer of them.
AMOUNTS = frozenset({"count", "scores", "points", "pips", "boneyard", "hand_sizes", "muggins"})
#: The fields whose values are words of the protocol (a status, an end, a refusal reason): a difference
#: is one word for another.
WORDS = frozenset({"status", "end", "refused", "accepted", "deal_refused", "match_status", "void", "deal",
                   "rules"})
#: What each compared field is, in the rulebook's words.
FIELD_WORDS = {
    "status": "the status", "turn": "the seat to act", "hand_sizes": "the hand sizes", "boneyard": "the boneyard",
    "ends": "the open ends", "count": "the count", "scores": "the scores", "muggins": "the points waiting for muggins",
    "hands": "the tiles held", "end": "how the hand ended", "winner": "the hand's winner",
    "void": "whether the hand is void", "pips": "the pips left", "points": "the hand's points",
    "legal": "the legal moves", "refused": "the refusal of an illegal move", "accepted": "a legal move",
    "unchanged": "the state after a refusal", "deal_refused": "an illegal deal", "view": "a seat's view",
    "sides": "the sides", "rules": "the ruleset", "deal": "a legal deal", "match_status": "the match's end",
    "winners": "the match's winners", "lead": "the hand's lead",
}
#: The clauses of rounding: the amounts they govern are wrong up or down, as the rounding falls.
ROUNDING_CLAUSES = frozenset(OPTION_CLAUSES["score.rounding"].values())
#: The statuses of a hand that is over, whichever way.
OVER = frozenset({HAND_OVER, MATCH_OVER, REDEAL_NEEDED})
JUDGES = ("scenario", "replay", "play")
#: Fields that show one amount two ways, grouped as one: points scored during the hand show in the scores
#: once claimed, and as points waiting for muggins until then.
SAME_AMOUNT = {"muggins": "scores"}
#: Who leads a hand and what they may lead, one point of the rule that chooses the leader: a lead rule applied
#: wrongly shows as the wrong seat where the seats differ, and as the wrong tiles where they happen to agree.
LEAD_FIELDS = frozenset({"turn", "legal"})
#: The fields a fault in the line's count shows in beside the count itself: a play listed claiming other points
#: than the rules give, a claim refused as wrong. On a count's clause, such evidence joins the finding of that
#: clause it fits best: one miscount, one finding.
CLAIM_FIELDS = frozenset({"legal", "accepted"})
COUNT_CLAUSES = topic_clauses("count")
#: The judges in the order their evidence shows a fault best: a match of play names its seating and match;
#: a scenario, its id; a replayed hand, a transcript's place.
SHOWN_BEST = ("play", "scenario", "replay")
_LEVELS = {"must": 0, "should": 1, "may": 2}


@dataclass(frozen=True, kw_only=True)
class Evidence:
    """One judge's sight of a fault: where (``place``, in words), on which clause, what was compared
    and how it differed, and what each side had."""

    judge: str
    clause: str
    field: str | None
    kind: str
    expected: str
    actual: str
    place: str
    seating: str | None = None
    scenario: str | None = None
    match: str | None = None  # ``draw for 3 players, match 2``: a play divergence's match
    #: Where a divergence of its hand is (judge, seating, match, hand, ply, clause): how a consequence
    #: finds the divergence it follows.
    key: tuple[Any, ...] = ()
    follows: tuple[Any, ...] | None = None
    #: A scenario whose story showed this fault before the rule its failing step checks: its failure there
    #: follows from this one (listed among the finding's consequences).
    follows_own: bool = False
    #: A scenario that cites the clause: written about it, the best one to see the fault again.
    about: bool = False


@dataclass(frozen=True, kw_only=True)
class HintSeating:
    """A seating where the evidence a hint agrees with was played: the game (``block``), the player count, and
    the value of the hint's option the engine declares there."""

    game: str
    players: int
    declared: Any


@dataclass(frozen=True, kw_only=True)
class Hint:
    """Another value of one option that explains a finding: the reference engine under the engine's
    declared ruleset with ``option`` at ``value`` agreed with the engine on ``agreed`` of ``of`` pieces
    of the finding's evidence (all of them: a hint is given only then), played at ``seatings``."""

    option: str
    value: Any
    agreed: int
    of: int
    seatings: tuple[HintSeating, ...] = ()
    #: Other findings' hints the reference engine played too, as (option, value): the evidence shows their
    #: faults as well, and only with them does this value explain it.
    alongside: tuple[tuple[str, Any], ...] = ()

    def text(self) -> str:
        """The hint as the reports word it."""
        if not self.alongside:
            return (f"the engine plays {self.option} = {_value_text(self.value)} here: the reference engine under "
                    f"that value agrees on {self.agreed} of {self.of}; declare it if your game means it")
        others = ", ".join(f"{option} = {_value_text(value)}" for option, value in self.alongside)
        whose = "another finding's hint" if len(self.alongside) == 1 else "other findings' hints"
        return (f"the engine plays {self.option} = {_value_text(self.value)} here, beside {others} ({whose}): "
                f"the reference engine under those values agrees on {self.agreed} of {self.of}; declare them if "
                f"your game means them")

    def to_dict(self) -> dict[str, Any]:
        """The hint as report data."""
        out = {"option": self.option, "value": self.value, "agreed": self.agreed, "of": self.of, "text": self.text()}
        if self.alongside:
            out["alongside"] = dict(self.alongside)
        return out


@dataclass(frozen=True, kw_only=True)
class Reproduction:
    """How to see a finding again: a command, and what it runs (a scenario id, a transcript, a
    scenario file written by ``run`` from play's shrinking)."""

    command: str
    scenario: str | None = None
    transcript: str | None = None
    feature: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The reproduction as report data."""
        out: dict[str, Any] = {"command": self.command}
        for name in ("scenario", "transcript", "feature"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        return out


@dataclass(frozen=True, kw_only=True)
class Finding:
    """One fault: its clause, what differs, the evidence of every judge, its consequences, one
    reproduction and, where one option's other value explains it, a hint."""

    id: str
    clause: str
    title: str | None
    level: str
    field: str | None
    kind: str
    evidence: tuple[Evidence, ...]
    consequences: tuple[Evidence, ...] = ()
    reproduction: Reproduction | None = None
    hint: Hint | None = None
    #: Whether options were tried for a hint (False: not looked for, as when a report is read again).
    hint_sought: bool = False

    @property
    def first(self) -> Evidence:
        """The evidence that shows the fault best: play's (a seating and a match), else a scenario's, else a
        replayed hand's."""
        return min(self.evidence, key=lambda evidence: SHOWN_BEST.index(evidence.judge))

    def of_judge(self, judge: str) -> list[Evidence]:
        """The evidence ``judge`` gave."""
        return [evidence for evidence in self.evidence if evidence.judge == judge]

    @property
    def what(self) -> str:
        """What differs, in words: ``the count is lower than the rules give``."""
        return what_differs(self.field, self.kind)

    @property
    def seatings(self) -> list[str]:
        """The seatings where the fault was seen, in the order first seen."""
        return list(dict.fromkeys(evidence.seating for evidence in self.evidence if evidence.seating))

    @property
    def matches(self) -> list[str]:
        """The play matches where the fault was seen."""
        return list(dict.fromkeys(evidence.match for evidence in self.evidence if evidence.match))

    def counts(self) -> dict[str, int]:
        """Evidence counted by judge: scenarios, replayed hands, play divergences."""
        counted = Counter(evidence.judge for evidence in self.evidence)
        return {"scenarios": counted["scenario"], "replayed": counted["replay"], "play": counted["play"]}

    def evidence_text(self) -> str:
        """``2 scenarios, 3 replayed hands, 14 play divergences (+5 consequences)``."""
        counts = self.counts()
        parts = [_plural(counts["scenarios"], "scenario"), _plural(counts["replayed"], "replayed hand"),
                 _plural(counts["play"], "play divergence")]
        text = ", ".join(part for part in parts if part)
        followed = len(self.consequences) + sum(1 for evidence in self.evidence if evidence.follows_own)
        if followed:
            text += f" (+{_plural(followed, 'consequence')})"
        return text

    def line(self) -> str:
        """The finding on one line: its clause, what differs, expected and actual, its evidence counted."""
        first = self.first
        return (f"{self.clause}: {self.what} (expected {first.expected}; {first.actual}); "
                f"{self.evidence_text()}")

    def seen_at(self) -> str:
        """Where the fault was first seen: a seating, and a match, or a scenario, or a transcript."""
        first = self.first
        if first.judge == "play":
            return first.match or first.place
        return first.place

    def to_dict(self) -> dict[str, Any]:
        """The finding as the report holds it (``schemas/report.schema.json``, ``findings``)."""
        first = self.first
        out: dict[str, Any] = {
            "id": self.id, "clause": self.clause, "level": self.level,
            **({"title": self.title} if self.title else {}),
            "field": self.field, "kind": self.kind, "what": self.what,
            "expected": first.expected, "actual": first.actual, "line": self.line(),
            "counts": self.counts(),
            "evidence": {"scenarios": [evidence.scenario for evidence in self.of_judge("scenario")],
                         "replayed": [evidence.place for evidence in self.of_judge("replay")],
                         "play": [evidence.place for evidence in self.of_judge("play")]},
            "seatings": self.seatings, "matches": self.matches, "seen_at": self.seen_at(),
            "consequences": {
                "scenarios": [evidence.scenario for evidence in self.evidence if evidence.follows_own],
                "replayed": sum(1 for evidence in self.consequences if evidence.judge == "replay"),
                "play": sum(1 for evidence in self.consequences if evidence.judge == "play"),
            },
        }
        if self.reproduction is not None:
            out["reproduction"] = self.reproduction.to_dict()
        if self.hint_sought:
            out["hint"] = self.hint.to_dict() if self.hint is not None else None
        return out


# -- the kinds of difference ------------------------------------------------------------------------------


def difference_kind(field_name: str | None, expected: Any, actual: Any, clause: str | None = None) -> str:
    """What kind of difference lies between ``expected`` and ``actual`` in ``field_name``, in a form that
    is the same wherever the same fault shows: ``fewer``/``more`` for amounts (their totals compared; a
    rounding rule's amounts are ``rounded otherwise``, up or down as it falls), ``in_progress -> over`` for
    a status (whichever way the hand ended), ``out -> blocked`` for other words of the protocol,
    ``missing``/``extra`` for lists of moves; else ``other`` (a seat, a line: the values themselves change
    from one sight of the fault to the next)."""
    if field_name in AMOUNTS and clause in ROUNDING_CLAUSES:
        return "rounded otherwise"
    if field_name == "status":
        expected, actual = _over(expected), _over(actual)
    if field_name in AMOUNTS:
        expected_total, actual_total = _total(expected), _total(actual)
        if expected_total is None or actual_total is None or expected_total == actual_total:
            return "other"
        return "more" if actual_total > expected_total else "fewer"
    if field_name in WORDS:
        return f"{_word(expected)} -> {_word(actual)}"
    if field_name == "legal" and isinstance(expected, str) and isinstance(actual, list):
        return "missing" if expected not in map(str, actual) else "other"  # one move the list should hold
    if field_name == "legal" and isinstance(expected, list) and isinstance(actual, list):
        missing = bool(set(map(str, expected)) - set(map(str, actual)))
        extra = bool(set(map(str, actual)) - set(map(str, expected)))
        return "missing and extra" if missing and extra else "missing" if missing else "extra" if extra else "other"
    return "other"


def _over(status: Any) -> Any:
    """A status as a kind of difference reads it: every status of a hand ended is ``over``."""
    return "over" if status in OVER else status


def what_differs(field_name: str | None, kind: str) -> str:
    """A kind of difference in words: ``the count is lower than the rules give``."""
    if field_name is None:
        return "a scenario's expectation is not met"
    words = FIELD_WORDS.get(field_name, field_name.replace("_", " "))
    if kind in ("more", "fewer"):
        return f"{words} {'are' if words.endswith('s') else 'is'} {'higher' if kind == 'more' else 'lower'} " \
               "than the rules give"
    if kind == "rounded otherwise":
        return f"{words} {'are' if words.endswith('s') else 'is'} rounded otherwise than the rules give"
    if field_name == "legal" and kind in ("missing", "extra", "missing and extra"):
        return {"missing": "the legal moves leave out a move the rules allow",
                "extra": "the legal moves list a move the rules forbid",
                "missing and extra": "the legal moves leave out a move the rules allow and list one they forbid",
                }[kind]
    if field_name == "lead":
        return "the hand is led otherwise than the rules give (by another seat, or with tiles they forbid)"
    if field_name == "status" and kind in ("in_progress -> over", "over -> in_progress"):
        return ("the engine ends the hand where the rules play on" if kind.endswith("over")
                else "the engine plays on where the rules end the hand")
    if " -> " in kind:
        rules_word, engine_word = kind.split(" -> ", 1)
        if field_name == "deal_refused" and engine_word == "accepted":
            return "the engine accepts a deal the rules refuse"
        if field_name == "refused" and engine_word == "accepted":
            return f"the engine accepts a move the rules refuse (as {rules_word})"
        return f"{words}: the rules give {rules_word}, the engine {engine_word}"
    return f"{words} other than the rules give"


def _total(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, list) and value and all(isinstance(item, (int, float)) and not isinstance(item, bool)
                                                 for item in value):
        return sum(value)
    return None


def _word(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    return "another value"


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _shown(value: Any) -> str:
    """A compared value as the reports show it."""
    if isinstance(value, str):
        return value
    return repr(value)


def _expected(field_name: str | None, value: Any) -> str:
    """What the rules give in a field, in words: ``the count 15``."""
    words = FIELD_WORDS.get(field_name or "")
    return f"{words} {_shown(value)}" if words else _shown(value)


def _plural(count: int, noun: str) -> str:
    return counted(count, noun) if count else ""


# -- evidence from the report's records ---------------------------------------------------------------------


#: The text between what a scenario expected and what the engine did, in the step library's messages.
_ACTUAL_MARKER = "; the engine "


def clause_charges(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(clause, outcome) for each clause a scenario's outcome is charged to, as the runner computed them where
    it ran the scenario (the record's ``charges``: ``conformance.suite.runner.charged``). A clause verdict's
    ``scenarios`` holds these outcomes."""
    if "charges" in record:
        return list(record["charges"].items())
    return _charges_before_steps_judged(record)


def _charges_before_steps_judged(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The charges of a record from a report written before records carried them: a failing scenario charged
    every clause it cites and the rule its Then step broke (``breaks``); one whose set-up broke, only the
    rule it rests on (``blame``); a re-seated one, the rule that blocked it (``blocked_by``) too."""
    if record.get("blame"):
        clauses = [record["blame"]]
    else:
        clauses = list(record.get("clauses", []))
        if record.get("breaks") and record["breaks"] not in clauses:
            clauses.append(record["breaks"])
    if record["outcome"] == "not_judged":
        return [(clause, "fail") for clause in clauses]
    blocked_by = record.get("blocked_by")
    charges = [(clause, record["outcome"]) for clause in clauses if clause != blocked_by]
    return ([(blocked_by, "fail")] if blocked_by else []) + charges


def scenario_evidence(record: Mapping[str, Any]) -> list[Evidence]:
    """What a scenario's record says of faults: evidence on each clause it charged with a failure
    (``charges``, decided where it was run: the clause its failing step judged, and, played from positions,
    those of the judged steps that failed after it; the rule a broken set-up rested on, the rule that blocked
    its first playing), each in its own step's words; none for one that passed, errored or does not apply.

    Its failing step's clause is the first point of its story where the engine's state differed from the
    rules' (``conformance.suite.story_trace``) where that came before the step's own point: the scenario is
    then evidence of that fault, its own clauses not reached, and its failure counted among the finding's
    consequences (``follows_own``). A re-seated scenario is evidence on the rule its first playing broke
    (``blocked_by``), in that playing's words."""
    failed = [clause for clause, outcome in clause_charges(record) if outcome == "fail"]
    step = record.get("step") or {}
    out = []
    for clause in failed:
        if clause == record.get("blocked_by") and clause != step.get("clause"):
            first_played = (record.get("reseated") or "").partition("(first played: ")[2].rstrip(")")
            out.append(_from_message(record, clause, first_played or record.get("message", ""), ("blocked", record["id"])))
            continue
        said = _failure_on(record, clause)
        expected, actual = said.get("expected"), said.get("actual")
        evidence = _from_message(record, clause, said.get("message", ""), ("scenario", record["id"], clause))
        if expected is not None and actual is not None:
            evidence = replace(evidence, expected=expected, actual=f"the engine has {actual}")
        out.append(replace(evidence, follows_own=bool(record.get("breaks")) and clause == step.get("clause")))
    return out


def _failure_on(record: Mapping[str, Any], clause: str) -> Mapping[str, Any]:
    """What a scenario's failed judged step on ``clause`` said (its ``message``, ``expected`` and ``actual``): a
    judged step that failed after its first failure (``later_failures``: played from positions, each judged from
    the rules' position), else its failure's own."""
    later = (failure for failure in record.get("later_failures") or []
             if (failure.get("step") or {}).get("clause") == clause and clause != (record.get("step") or {}).get("clause"))
    return next(later, record)


def split_message(message: str) -> tuple[str, str]:
    """(expected, actual) from a step failure message ``"expected X; the engine says Y"``.

    Messages not written that way come back whole as the first part, with
    an empty second part.
    """
    expected, marker, actual = message.partition(_ACTUAL_MARKER)
    if not marker:
        return message, ""
    return expected.strip(), "the engine " + actual.strip()


def _from_message(record: Mapping[str, Any], clause: str, message: str, key: tuple[Any, ...]) -> Evidence:
    """A scenario's evidence on ``clause`` in the words of its message (``expected X; the engine Y``)."""
    expected, actual = split_message(message)
    return Evidence(judge="scenario", clause=clause, field=record.get("field"), kind="other",
                    expected=expected, actual=actual, place=f"scenario {record['id']}", scenario=record["id"], key=key,
                    about=clause in (record.get("clauses") or ()))


def replay_key(verdict: Mapping[str, Any], divergence: Mapping[str, Any]) -> tuple[Any, ...]:
    """Where a replayed hand diverged: the key of its evidence."""
    source = verdict["file"] + (f":{verdict['line']}" if verdict.get("line") else "")
    return ("replay", source, divergence.get("hand"), divergence.get("ply"), divergence.get("clause"))


def play_key(seating: str, match: Any, hand: Any, ply: Any, clause: Any) -> tuple[Any, ...]:
    """Where a divergence of play was found (``draw for 3 players``, its match, hand, ply and clause): the key
    of its evidence, and of the divergence a consequence follows."""
    return ("play", seating, match, hand, ply, clause)


#: What replay compares at a hand's deal: after a hand of the record diverged, the engine's match has
#: other totals and another last winner, and may be over; a deal it then refuses, a status or a leader it
#: then shows, follows from that.
AT_THE_DEAL = frozenset({"deal", "status", "turn"})


def replay_evidence(verdict: Mapping[str, Any]) -> list[Evidence]:
    """Every divergent hand of a diverged replay, as evidence; a divergence at a later hand's deal follows
    from the record's first divergent hand."""
    if verdict.get("verdict") != "diverged":
        return []
    source = verdict["file"] + (f":{verdict['line']}" if verdict.get("line") else "")
    out: list[Evidence] = []
    for divergence in verdict.get("divergences") or [verdict]:
        if not divergence.get("clause"):
            continue
        follows = out[0].key if out and divergence.get("field") in AT_THE_DEAL and divergence.get("ply") is None \
            else None
        hand, ply = divergence.get("hand"), divergence.get("ply")
        place = f"{source}, hand {hand}" + (f", ply {ply}" if ply else "")
        name = divergence.get("field")
        out.append(Evidence(judge="replay", clause=divergence["clause"], field=name,
                            kind=difference_kind(name, divergence.get("expected"), divergence.get("actual"), divergence["clause"]),
                            expected=_expected(name, divergence.get("expected")), actual=f"the engine has {_shown(divergence.get('actual'))}",
                            place=place, key=replay_key(verdict, divergence), follows=follows))
    return out


def play_evidence(play: Mapping[str, Any] | None) -> list[Evidence]:
    """Every divergence of differential play, as evidence (marked where it follows an earlier one)."""
    out = []
    for divergence in (play or {}).get("divergences", []):
        if not divergence.get("clause"):
            continue
        game, players = divergence.get("game") or play.get("game"), divergence.get("players") or play.get("players")
        seating = f"{game} for {players} players"
        match, hand, ply = divergence.get("match"), divergence.get("hand"), divergence.get("ply")
        place = f"{seating}, match {match}, hand {hand}" + (f", ply {ply}" if ply else "")
        name = divergence.get("field")
        follows = divergence.get("follows")
        out.append(Evidence(
            judge="play", clause=divergence["clause"], field=name,
            kind=difference_kind(name, divergence.get("expected"), divergence.get("actual"), divergence["clause"]),
            expected=_expected(name, divergence.get("expected")), actual=f"the engine has {_shown(divergence.get('actual'))}",
            place=place, seating=seating, match=f"{seating}, match {match}",
            key=play_key(seating, match, hand, ply, divergence["clause"]),
            follows=None if follows is None else play_key(seating, match, follows.get("hand", hand), follows.get("ply"),
                                                          follows.get("clause")),
        ))
    return out


# -- grouping ---------------------------------------------------------------------------------------------


def findings_of(scenarios: Iterable[Mapping[str, Any]], replays: Iterable[Mapping[str, Any]],
                play: Mapping[str, Any] | None, clause_index: Mapping[str, Any] | None = None) -> list[Finding]:
    """The findings of a run, from its scenario records, replay verdicts and play outcome (report data);
    ``clause_index`` gives each clause's title and level (the rulebook's clauses by id)."""
    index = clause_index or {}
    primary: list[Evidence] = []
    following: list[Evidence] = []
    for evidence in [*(item for record in scenarios for item in scenario_evidence(record)),
                     *(item for verdict in replays for item in replay_evidence(verdict)), *play_evidence(play)]:
        (following if evidence.follows is not None else primary).append(evidence)
    groups: dict[tuple[str, str | None, str], list[Evidence]] = defaultdict(list)
    unplaced: list[Evidence] = []
    for evidence in primary:
        if evidence.field is None or (evidence.field in CLAIM_FIELDS and evidence.clause in COUNT_CLAUSES):
            unplaced.append(evidence)
        else:
            groups[_group(evidence)].append(evidence)
    for evidence in unplaced:  # a comparison not known, or a count's claims: the finding of its clause it fits best
        fitting = [key for key in groups if key[0] == evidence.clause]
        key = max(fitting, key=lambda key: len(groups[key])) if fitting else (evidence.clause, None, "other")
        groups[key].append(evidence)
    group_of = {evidence.key: key for key, items in groups.items() for evidence in items}
    consequences: dict[tuple[str, str | None, str], list[Evidence]] = defaultdict(list)
    for evidence in following:
        key = group_of.get(evidence.follows or ())
        if key is None:  # the divergence it follows is not in the report: evidence of its own
            groups[_group(evidence)].append(replace(evidence, follows=None))
        else:
            consequences[key].append(evidence)
    findings = []
    for key, items in groups.items():
        clause, field_name, kind = key
        entry = index.get(clause)
        findings.append(Finding(
            id=finding_id(clause, field_name, kind), clause=clause,
            title=getattr(entry, "title", None), level=getattr(entry, "level", "must"),
            field=field_name if field_name == "lead" else next((item.field for item in items if item.field), field_name),
            kind=kind,
            evidence=tuple(items), consequences=tuple(consequences.get(key, ())),
        ))
    findings.sort(key=lambda finding: (_LEVELS.get(finding.level, 3), -len(finding.evidence), finding.id))
    return findings


def _group(evidence: Evidence) -> tuple[str, str | None, str]:
    """The finding a piece of evidence belongs to: its clause, its field (one of ``SAME_AMOUNT``'s read as
    the other; a lead rule's ``LEAD_FIELDS`` read as the hand's lead) and its kind of difference."""
    if evidence.clause in LEAD_RULES and evidence.field in LEAD_FIELDS:
        return evidence.clause, "lead", "other"
    return evidence.clause, SAME_AMOUNT.get(evidence.field or "", evidence.field), evidence.kind


def finding_id(clause: str, field_name: str | None, kind: str) -> str:
    """A finding's stable id: its clause, field and kind of difference (``score.fives.count.double/count/fewer``),
    the same in every run that sees the same fault."""
    return "/".join([clause, field_name or "scenario", kind.replace(" -> ", "->").replace(" ", "-")])


def with_reproductions(findings: Sequence[Finding], engine: str) -> list[Finding]:
    """Each finding with a reproduction, where its evidence gives one: a scenario to run again by id (the first
    that cites the finding's clause, where one does), else a transcript to replay (a fault play alone saw gets
    its reproduction from ``run``, which shrinks it)."""
    out = []
    for finding in findings:
        if finding.reproduction is None:
            scenarios, replayed = finding.of_judge("scenario"), finding.of_judge("replay")
            if scenarios:
                scenario = next((item for item in scenarios if item.about), scenarios[0]).scenario or ""
                finding = replace(finding, reproduction=Reproduction(
                    command=scenario_command(engine, scenario), scenario=scenario))
            elif replayed:
                transcript = replayed[0].place.split(", hand ")[0].rsplit(":", 1)[0]
                finding = replace(finding, reproduction=Reproduction(
                    command=replay_command(engine, transcript), transcript=transcript))
        out.append(finding)
    return out


def _engine_option(engine: str) -> str:
    return "" if engine == DEFAULT_ENGINE else f" --engine {shlex.quote(engine)}"


def scenario_command(engine: str, scenario_id: str) -> str:
    """The command that runs one scenario again against the same engine."""
    return f"domino-conformance run{_engine_option(engine)} --id {shlex.quote(scenario_id)} --no-replay"


def features_command(engine: str, folder: str, scenario_id: str) -> str:
    """The command that runs one scenario of a folder of ``.feature`` files against the same engine."""
    return (f"domino-conformance run{_engine_option(engine)} --features {shlex.quote(folder)} "
            f"--id {shlex.quote(scenario_id)} --no-replay")


def replay_command(engine: str, transcript: str) -> str:
    """The command that replays one transcript against the same engine."""
    return f"domino-conformance replay {shlex.quote(transcript)}{_engine_option(engine)}"


def run_command(engine: str) -> str:
    """The command that judges the same engine by default."""
    return f"domino-conformance run{_engine_option(engine)}"


def identify_command(engine: str, players: int | None = None) -> str:
    """The command that reads the game the same engine plays from its behaviour (at ``players`` alone, where
    given)."""
    at = "" if players is None else f" --players {players}"
    return f"domino-conformance identify{_engine_option(engine)}{at}"


def play_command(engine: str, game: str, players: int, seed: int, hands: int, folder: str) -> str:
    """The command that plays a seating of ``run``'s differential play again, saving what it shrinks."""
    return (f"domino-conformance play{_engine_option(engine)} --profile {shlex.quote(game)} --players {players} "
            f"--seed {seed} --hands {hands} --save {shlex.quote(folder)}")


# -- reading the findings of a report --------------------------------------------------------------------------


def headline_lines(findings: Sequence[Mapping[str, Any]]) -> list[str]:
    """The headline's first lines: ``3 findings:`` and each finding on one line (none: ``no findings``)."""
    if not findings:
        return ["no findings"]
    lines = [f"{len(findings)} finding{'s' if len(findings) != 1 else ''}:"]
    lines += [f"  {number}. {finding['line']}" for number, finding in enumerate(findings, 1)]
    return lines


def clauses_found(findings: Iterable[Mapping[str, Any]]) -> dict[str, list[str]]:
    """The ids of the findings on each clause."""
    found: dict[str, list[str]] = defaultdict(list)
    for finding in findings:
        found[finding["clause"]].append(finding["id"])
    return dict(found)


__all__ = ["AMOUNTS", "Evidence", "FIELD_WORDS", "Finding", "Hint", "HintSeating", "Reproduction", "clause_charges", "clauses_found",
           "difference_kind", "finding_id", "findings_of", "headline_lines", "identify_command", "play_command", "play_evidence",
           "features_command", "play_key", "replay_command", "replay_evidence", "replay_key", "run_command", "scenario_command",
           "scenario_evidence",
           "what_differs", "with_reproductions"]

