"""A run's verdict: its findings, each with the fault its failed scenarios' stories show, one reproduction and
an option hint.

``findings`` groups every judge's evidence into findings (``conformance.reports.findings``: a scenario's
from the clauses its record charges, where it was run, with the fault its story showed first);
gives each a reproduction: a scenario to run again by id, a transcript to replay, or, for a fault play alone
saw, the scenario and transcript shrunk from play, written into the folder ``run`` names; and asks of each
whether another value of one option explains it (``conformance.suite.hints``), and at which seatings, with the
value the engine declares there (what ``declaration_hints`` groups per option).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from reference_impl.ruleset import Ruleset

from conformance.engines.under_test import Engine, EngineError
from conformance.inputs.text_output import UnwritableOutput
from conformance.judging.clause_table import OPTION_CLAUSES
from conformance.judging.referee import RecordProblem, resolve_ruleset
from conformance.judging.play import PlayOutcome
from conformance.judging.play.divergences import Found
from conformance.judging.play.shrink import WRITABLE, write_reproduction
from conformance.judging.sessions import ProtocolSession
from conformance.records.files import InvalidTranscript, UnreadableInput, iter_documents, load
from conformance.rulebook.declared_games import option_values
from conformance.suite.applicability import Decision, written_rules
from conformance.suite.hints import (
    Evidence, PlayedDivergence, ReplayedAgreed, ReplayedHand, ScenarioEvidence, explaining_value,
)
from conformance.suite.features import Scenario, parse_feature
from .findings import (
    Finding,
    Hint,
    HintSeating,
    Reproduction,
    findings_of,
    features_command,
    play_command,
    play_key,
    replay_key,
    with_reproductions,
)
from .run_report import clause_index

#: The pieces of a finding's evidence tried for a hint at most (the first ones), so that a fault seen a
#: thousand times costs no more than one seen fifty.
MOST_TRIED = 50


@dataclass(frozen=True, kw_only=True)
class RunEvidence:
    """What a run's judges left: the engine (still open), its scenarios with their decisions and records (in
    the same order), the replay verdicts, differential play (as report data, and each seating's outcome),
    and where to write what play's shrinking finds (asked for only when there is something to write)."""

    engine: Engine
    spec: str
    scenarios: Sequence[Scenario]
    decisions: Sequence[Decision]
    records: Sequence[Mapping[str, Any]]
    replays: Sequence[Mapping[str, Any]]
    play: Mapping[str, Any] | None
    outcomes: Sequence[PlayOutcome]
    reproductions: Callable[[], Path]


def findings(run: RunEvidence) -> list[Finding]:
    """The run's findings, each with its reproduction and its hint sought."""
    grouped = with_reproductions(findings_of(run.records, run.replays, run.play, clause_index()), run.spec)
    grouped = [_shrunk(run, finding) if finding.reproduction is None else finding for finding in grouped]
    behaviours = _Behaviours(run)
    hinted = [replace(finding, hint=_hint(behaviours.of(finding), kept=behaviours.kept), hint_sought=True)
              for finding in grouped]
    return _hinted_beside_others(hinted, behaviours)


def _hinted_beside_others(findings: list[Finding], behaviours: _Behaviours) -> list[Finding]:
    """``findings`` with a hint sought again for each that has none, the reference engine playing the other
    findings' hinted values too: two faults seen on the same hands (a direction of play and a score both
    another value) each keep the other's value from explaining their evidence alone. Each other hint is tried
    alone, then all of them together; sought again while that gives new hints."""
    while True:
        found = {finding.hint.option: finding.hint.value for finding in findings if finding.hint is not None}
        again = [index for index, finding in enumerate(findings) if finding.hint is None]
        if not found or not again:
            return findings
        tries = [{option: value} for option, value in found.items()] + ([found] if len(found) > 1 else [])
        gained = False
        for index in again:
            pieces = behaviours.of(findings[index])
            hint = next((hint for alongside in tries if (hint := _hint(pieces, alongside, behaviours.kept)) is not None),
                        None)
            if hint is not None:
                findings[index] = replace(findings[index], hint=hint)
                gained = True
        if not gained:
            return findings


def _hint(pieces: list[_Piece], alongside: Mapping[str, Any] | None = None,
          kept: Callable[[str], Sequence[Evidence]] | None = None) -> Hint | None:
    """The hint of a finding whose evidence plays again as ``pieces``: the value that explains the first
    ``MOST_TRIED`` of them (the reference engine playing ``alongside`` too) and contradicts none of what the
    engine kept of that option's rules (``kept``), with the seatings they were played at."""
    tried = pieces[:MOST_TRIED]
    explained = explaining_value([piece.behaviour for piece in tried], alongside, kept)
    if explained is None:
        return None
    seatings = dict.fromkeys(played.seating(explained.option) for played in (piece.played_at() for piece in tried)
                             if played is not None)
    return Hint(option=explained.option, value=explained.value, agreed=explained.agreed, of=explained.of,
                seatings=tuple(seatings), alongside=tuple((alongside or {}).items()))


@dataclass(frozen=True)
class _PlayedAt:
    """Where a piece of evidence was played: its game's name (``block``), the player count, and the ruleset the
    engine was sent."""

    game: str
    players: int
    rules: Mapping[str, Any]

    def seating(self, option: str) -> HintSeating:
        """The seating, with the value of ``option`` the engine declares there (the ruleset it was sent)."""
        return HintSeating(game=self.game, players=self.players,
                           declared=option_values(self.rules, self.players).get(option))


@dataclass(frozen=True)
class _Piece:
    """A piece of a finding's evidence that can be played again: its behaviour, and where it was played (read
    when a hint needs it: a replayed hand's transcript is read again for it)."""

    behaviour: Evidence
    played_at: Callable[[], _PlayedAt | None]


def _scenario_played_at(scenario: Scenario, decision: Decision) -> _PlayedAt | None:
    """Where a scenario was played: the declared game it was played under, at the count its story seats."""
    written = written_rules(scenario)
    rules = decision.ruleset if decision.ruleset is not None else written.ruleset
    if rules is None or written.players is None:
        return None
    game = decision.candidate.game if decision.candidate is not None else None
    return _PlayedAt(game.name if game is not None else str(rules.get("name") or "ruleset"), written.players, rules)


def _played_piece(found: Found, game: str, players: int, rules: Ruleset) -> _Piece:
    """A divergence of play as a piece of evidence, played at ``game`` for ``players`` under ``rules``."""
    played_at = _PlayedAt(game, players, rules.to_dict())
    return _Piece(PlayedDivergence.of(found, rules, players), lambda: played_at)


def _replay_played_at(file: str, line: int | None) -> _PlayedAt | None:
    """Where a replayed transcript was played: its ruleset (named by it) at its player count."""
    for document in iter_documents(file):
        if document.line == line:
            try:
                transcript = load(document)
                rules = resolve_ruleset(transcript.ruleset).to_dict()
            except (InvalidTranscript, UnreadableInput, RecordProblem):
                return None
            return _PlayedAt(str(rules.get("name") or "ruleset"), transcript.players, rules)
    return None


def _found(run: RunEvidence) -> dict[tuple[Any, ...], tuple[Found, PlayOutcome]]:
    """Each divergence of play, by its evidence's key (``findings.play_key``), with its seating's outcome."""
    return {play_key(f"{outcome.game} for {outcome.players} players", found.match, found.finding.hand,
                     found.finding.ply, found.finding.clause): (found, outcome)
            for outcome in run.outcomes for found in outcome.divergences}


def _shrunk(run: RunEvidence, finding: Finding) -> Finding:
    """A finding play alone saw, with its reproduction: the first of its divergences that shrinks, written as
    a scenario and a transcript into the run's folder of reproductions; else the command that plays its
    seating again and saves what it shrinks."""
    found = _found(run)
    played = [found[evidence.key] for evidence in finding.of_judge("play") if evidence.key in found]
    if not played:
        return finding
    _, outcome = played[0]
    engine_name = str(run.engine.identity.get("name") or run.spec)
    folder = run.reproductions().absolute()  # its commands work from any folder
    for divergence, seating in played[:3]:
        if divergence.expectation.kind not in WRITABLE:
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            paths = write_reproduction(ProtocolSession(run.engine), seating, divergence, folder, engine_name,
                                       same_clause=True)
        except (ValueError, OSError, UnwritableOutput, EngineError):  # the play command below shows it still
            continue
        if paths:
            feature, transcript = paths
            scenario = parse_feature(feature.read_text(encoding="utf-8"), feature.name)[0].id or ""
            return replace(finding, reproduction=Reproduction(
                command=features_command(run.spec, str(folder), scenario), scenario=scenario,
                transcript=str(transcript), feature=str(feature)))
    command = play_command(run.spec, outcome.game, outcome.players, outcome.seed, outcome.hands, str(folder))
    return replace(finding, reproduction=Reproduction(command=command))


def _first_of_match(outcome: PlayOutcome, match: int) -> Found | None:
    """The first divergence play found in match ``match`` of ``outcome``."""
    return next((found for found in outcome.divergences if found.match == match), None)


class _Behaviours:
    """The behaviour of each piece of a run's evidence that can be played again, by the evidence's key, with
    where it was played."""

    def __init__(self, run: RunEvidence) -> None:
        self.records = run.records
        self.scenarios = {record["id"]: _Piece(
            ScenarioEvidence(scenario, decision, record["outcome"], record["message"], record.get("blame")),
            lambda scenario=scenario, decision=decision: _scenario_played_at(scenario, decision))
            for scenario, decision, record in zip(run.scenarios, run.decisions, run.records)}
        self.replayed: dict[tuple[Any, ...], _Piece] = {}
        self.agreed: list[Evidence] = [ReplayedAgreed(verdict["file"], verdict.get("line")) for verdict in run.replays
                                       if verdict.get("verdict") == "agreed"]
        for verdict in run.replays:
            if verdict.get("verdict") != "diverged":
                continue
            for divergence in verdict.get("divergences") or [verdict]:
                if divergence.get("clause") and divergence.get("hand") is not None:
                    self.replayed[replay_key(verdict, divergence)] = _Piece(ReplayedHand(
                        verdict["file"], verdict.get("line"), divergence["hand"], divergence.get("ply"),
                        divergence["clause"], divergence.get("actual")),
                        lambda file=verdict["file"], line=verdict.get("line"): _replay_played_at(file, line))
        # A match's first divergence only: the hands that led to a later one lead to the first one first.
        self.played = {key: _played_piece(found, outcome.game, outcome.players, outcome.rules)
                       for key, (found, outcome) in _found(run).items()
                       if outcome.rules is not None and found is _first_of_match(outcome, found.match)}

    def kept(self, option: str) -> list[Evidence]:
        """The scenarios the engine passed that cite a rule of ``option``, and the transcripts it replayed without a
        divergence (at most ``MOST_TRIED`` in all): what it was seen to do as it declares, which a value a hint
        names must show too."""
        rules = set(OPTION_CLAUSES.get(option, {}).values())
        passed = [self.scenarios[record["id"]].behaviour for record in self.records
                  if record["outcome"] == "pass" and rules & set(record.get("clauses") or ())]
        return [*passed, *self.agreed][:MOST_TRIED]

    def of(self, finding: Finding) -> list[_Piece]:
        """The behaviours of ``finding``'s evidence, in its order (scenarios first)."""
        out: list[_Piece] = []
        for evidence in finding.evidence:
            if evidence.judge == "scenario" and evidence.scenario in self.scenarios:
                out.append(self.scenarios[evidence.scenario])
            elif evidence.key in self.replayed:
                out.append(self.replayed[evidence.key])
            elif evidence.key in self.played:
                out.append(self.played[evidence.key])
        return out
