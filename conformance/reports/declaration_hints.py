"""What a run's findings say of the engine's declaration: the options whose other value the engine plays.

A finding an option hint explains (``findings.Hint``) was seen at seatings where the engine declares some value
of that option. ``declaration_hints`` groups the hints per option and seating: one entry for each option whose
other value explains findings at a seating, naming the value declared there, the value the engine plays (each
value, where findings disagree), the findings it explains with the evidence the reference engine agreed with,
and the ``identify`` command that reads the engine's whole game from its behaviour. Advice, never a verdict: the
findings stay. The report holds the entries (``declaration_hints``); the console and JUnit read them there.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from conformance.rulebook.declared_games import same_value, value_words
from .findings import Finding, identify_command


@dataclass(frozen=True, kw_only=True)
class Explained:
    """A finding a value explains: its id and clause, and how many pieces of its evidence the reference engine
    under that value agreed with (``agreed`` of ``of``)."""

    finding: str
    clause: str
    agreed: int
    of: int

    def to_dict(self) -> dict[str, Any]:
        """As the report holds it."""
        return {"id": self.finding, "clause": self.clause, "agreed": self.agreed, "of": self.of}


@dataclass(frozen=True, kw_only=True)
class PlayedValue:
    """A value of the option the engine plays, and the findings it explains."""

    value: Any
    findings: tuple[Explained, ...]

    def to_dict(self) -> dict[str, Any]:
        """As the report holds it."""
        return {"value": self.value, "findings": [explained.to_dict() for explained in self.findings]}


@dataclass(frozen=True, kw_only=True)
class DeclarationHint:
    """An option whose other value explains findings at one seating: the value declared there, the values the
    engine plays (two or more where findings disagree), and the command that reads its game from behaviour."""

    option: str
    game: str
    players: int
    declared: Any
    plays: tuple[PlayedValue, ...]
    command: str

    @property
    def seating(self) -> str:
        """``block for 2 players``, as the findings name seatings."""
        return f"{self.game} for {self.players} players"

    def text(self) -> str:
        """The entry on one line: ``at block for 2 players the engine declares turn.must_play = true and plays
        false (explains move.refusal.must-play/legal/extra: 3 of 3 agree); run domino-conformance identify ...``."""
        played = " or ".join(
            f"{value_words(played.value)} (explains " + ", ".join(
                f"{explained.finding}: {explained.agreed} of {explained.of} agree" for explained in played.findings)
            + ")" for played in self.plays)
        disagree = "; the findings disagree" if len(self.plays) > 1 else ""
        return (f"at {self.seating} the engine declares {self.option} = {value_words(self.declared)} and plays "
                f"{played}{disagree}; run {self.command}")

    def to_dict(self) -> dict[str, Any]:
        """As the report holds it (``schemas/report.schema.json``, ``declaration_hints``)."""
        return {"option": self.option, "game": self.game, "players": self.players, "seating": self.seating,
                "declared": self.declared, "plays": [played.to_dict() for played in self.plays],
                "command": self.command, "text": self.text()}


def declaration_hints(findings: Sequence[Finding], engine: str) -> list[DeclarationHint]:
    """The findings' hints grouped per option and seating, in the order of the findings (the first finding an
    entry names first); a seating where the engine declares the value the hint names is left out (it plays
    what it declares there). ``engine`` is the engine's spec, as the run was given it."""
    declared: dict[tuple[str, str, int], Any] = {}
    plays: dict[tuple[str, str, int], dict[str, tuple[Any, list[Explained]]]] = {}
    for finding in findings:
        hint = finding.hint
        if hint is None:
            continue
        for seating in hint.seatings:
            if same_value(seating.declared, hint.value):
                continue
            key = (hint.option, seating.game, seating.players)
            declared.setdefault(key, seating.declared)
            values = plays.setdefault(key, {})
            _, explained = values.setdefault(json.dumps(hint.value), (hint.value, []))
            explained.append(Explained(finding=finding.id, clause=finding.clause, agreed=hint.agreed, of=hint.of))
    return [DeclarationHint(option=option, game=game, players=players, declared=declared[option, game, players],
                            plays=tuple(PlayedValue(value=value, findings=tuple(explained))
                                        for value, explained in plays[option, game, players].values()),
                            command=identify_command(engine, players))
            for option, game, players in plays]


def declaration_details(entry: Mapping[str, Any], numbers: Mapping[str, int]) -> list[tuple[str, str]]:
    """(label, text) lines explaining a report's entry: each value the engine plays with the findings it
    explains (by their number in the report, ``numbers``, and clause), and where they disagree."""
    lines = []
    for played in entry["plays"]:
        explained = "; ".join(
            f"finding {numbers[item['id']]} {item['clause']} ({item['agreed']} of {item['of']} agree)"
            if item["id"] in numbers else f"{item['id']} ({item['agreed']} of {item['of']} agree)"
            for item in played["findings"])
        lines.append(("plays", f"{value_words(played['value'])}: {explained}"))
    if len(entry["plays"]) > 1:
        lines.append(("note", "the findings disagree: each value explains some of them, none explains all"))
    return lines


def heading_text(entry: Mapping[str, Any]) -> str:
    """What the console's heading says after the option: the seating, and the value declared there."""
    return f"at {entry['seating']}, declared {value_words(entry['declared'])}"


__all__ = ["DeclarationHint", "Explained", "PlayedValue", "declaration_details", "declaration_hints", "heading_text"]
