"""The probes of differential play: illegal moves offered to both engines before each move (out of turn,
a tile not held, a tile that fits no end, a pass or a draw the rules refuse, a wrong claim, a muggins with
nothing to take) and an illegal deal before each deal, each of which must be refused for the rules'
reason and leave the state unchanged. A kind of probe the engine diverges on is withdrawn: not offered
to it again, so that it never blocks the real game. A mixin of ``play.DifferentialJudge``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from reference_impl.engine import Match
from reference_impl.moves import ARMS, PLAY, Move
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import TileSet

from .. import clause_table
from ..clause_table import refusal_clause
from conformance.engines.client import Answers, ErroredReply
from .divergences import Expectation
from .hands import TILE_TWICE, Chooser, Probe
from ..referee import Finding
from conformance.records.model import Deal, Event
from ..sessions import deal_outcome, move_outcome

STAGE = "play"
REFERENCE = "the reference engine"


class Probing:
    """The probes of ``DifferentialJudge`` (which provides what is declared here)."""

    chooser: Chooser
    rules: Ruleset
    refused_for: set[str]
    _held_back: frozenset[str]
    _tileless_probes: list[tuple[Probe, Probe, Probe]]

    if TYPE_CHECKING:
        def _diverge_on(self, message: str, clause: str, expectation: Expectation, **where: Any) -> None: ...

        def _note(self, finding: Finding, expectation: Expectation) -> None: ...

        def _withdraw(self, what: str, clause: str) -> None: ...

    def _chosen_probes(self, match: Match, moves: Sequence[Move], move: Move) -> list[tuple[Probe, str]]:
        """The illegal moves to offer before ``move`` is made on ``match`` (its legal moves ``moves``), each
        with the reason the rules refuse it."""
        chosen = []
        candidates = self._candidates(match, moves, move)
        if self._held_back:
            candidates = [probe for probe in candidates if probe.what not in self._held_back]
        for probe in self.chooser.probes(candidates):  # a loop: no cell a ply
            reason = _refusal_reason(match, probe)
            if reason is not None:
                chosen.append((probe, reason))
        return chosen

    def _judge_probes(
        self,
        state: Mapping[str, Any],
        probes: Sequence[tuple[Probe, str]],
        answers: Answers,
        number: int,
        ply: int,
        event: Event,
    ) -> bool:
        """Each probe must be refused for the rules' reason, and the state observed after it be ``state``.
        A kind of probe that diverges is withdrawn; False when the engine's state is no longer the
        reference's (a probe was taken, or its refusal changed something): the rest of ``answers`` is void."""
        refused_for = self.refused_for
        for probe, reason in probes:
            refused_for.add(reason)
            try:
                accepted, engine_reason, message = move_outcome(answers.next())
            except ErroredReply as error:  # the rules refuse the move: an error in its place is charged to them
                accepted, engine_reason, message = False, "errored", error.detail
            if accepted or engine_reason != reason:
                clause = refusal_clause(reason)
                got = "accepts it" if accepted else f"refuses it as {engine_reason!r} ({message})"
                self._diverge_on(
                    f"before {event.describe()}: {_probe_text(probe)} is refused as {reason!r}; the engine {got}",
                    clause,
                    Expectation(kind="refused", value=reason, seat=probe.seat, move=probe.move, detail={"what": probe.what}),
                    hand=number,
                    ply=ply,
                    event=event,
                    expected=reason,
                    actual="accepted" if accepted else engine_reason,
                    field="refused",
                )
                self._withdraw(probe.what, clause)
                if accepted:
                    return False
            after = answers.state()
            if after != state:
                changed = _changed_keys(state, after)
                self._diverge_on(
                    f"before {event.describe()}: refusing {_probe_text(probe)} changed the engine's state: "
                    f"{', '.join(changed)}",
                    clause_table.FACTS["refusal_unchanged"],
                    Expectation(kind="unchanged", value=reason, seat=probe.seat, move=probe.move, detail={"what": probe.what}),
                    hand=number,
                    ply=ply,
                    event=event,
                    expected="unchanged",
                    actual=changed,
                    field="unchanged",
                )
                self._withdraw(probe.what, clause_table.FACTS["refusal_unchanged"])
                return False
        return True

    def refusal_clauses(self) -> set[str]:
        """The clauses the probes offered compared the engine on: the rule of each reason a probe was refused
        for, and that a refusal changes nothing (counted once a match, not at every probe)."""
        if not self.refused_for:
            return set()
        return {clause_table.FACTS["refusal_unchanged"], *map(refusal_clause, self.refused_for)}

    def _candidates(self, match: Match, moves: Sequence[Move], move: Move) -> list[Probe]:
        """Illegal moves of each kind the rules refuse on ``match`` (its legal moves ``moves``), for the
        player to act (or the next one, who offers ``move``, the one to be made)."""
        seat = match.turn
        hand = match.hands[seat]
        tileset = match.tileset
        line = match.line
        end = ARMS[line.open_arms[0]] if line.size else None  # the tiles offered go on the first open end
        out = [Probe((seat + 1) % match.players, move, "out of turn")] if match.players > 1 else []
        not_held = tileset.full_mask & ~hand
        if not_held:
            out.append(_tile_probe(tileset, seat, _lowest(not_held), end, "a tile not held"))
        if line.size:
            misfit = hand & ~line.fits()
            if misfit:
                out.append(_tile_probe(tileset, seat, _lowest(misfit), end, "no match"))
        out += self._tileless_probes[seat]
        if self.rules.fives_claims == "muggins":
            scoring = next((listed for listed in moves if listed.claim), None)
            if scoring is not None:
                out.append(Probe(seat, scoring._replace(claim=scoring.claim + 5), "a wrong claim"))
        return out

    def _judge_bad_deal(self, number: int, deal: Deal, bad: Deal, answers: Answers) -> bool:
        """Before the hand's deal, the same deal with one tile given twice and another left out
        (``bad``): it must be refused (and, being refused, change nothing). False when the engine took it:
        the divergence is reported, the probe withdrawn, and the engine's match must be brought back."""
        try:
            accepted = deal_outcome(answers.next())[1] is None
            got = "accepts it"
        except ErroredReply as error:  # the rules refuse the deal: an error in its place is charged to them
            accepted, got = False, f"errors instead of refusing it ({error.detail})"
        else:
            if not accepted:
                return True
        clause = clause_table.FACTS["deal_incomplete"]
        self._note(
            Finding(stage=STAGE, message=f"the deal of hand {number} with {bad.hands[-1][-1]} dealt twice and "
                    f"{deal.hands[-1][-1]} nowhere is refused by {REFERENCE}; the engine {got}", hand=number,
                    clause=clause, expected="refused", actual="accepted" if accepted else "errored",
                    field="deal_refused"),
            Expectation(kind="deal_refused", detail={"what": TILE_TWICE, "deal": bad}),
        )
        self._withdraw(TILE_TWICE, clause)
        return not accepted


#: The probes of a tile offered so far, by (set, seat, tile index, end, kind): the same few come back ply
#: after ply and match after match, so each is built once and kept (built at every ply, or kept a match,
#: they would keep the collector busy).
_TILE_PROBES: dict[tuple[TileSet, int, int, str | None, str], Probe] = {}


def _tile_probe(tileset: TileSet, seat: int, index: int, end: str | None, what: str) -> Probe:
    """Seat ``seat`` playing the tile of index ``index`` at ``end``, offered as ``what``."""
    key = (tileset, seat, index, end, what)  # the shared set of its size: known by identity
    probe = _TILE_PROBES.get(key)
    if probe is None:
        probe = _TILE_PROBES[key] = Probe(seat, Move(PLAY, tileset.tiles[index], end), what)
    return probe


def _refusal_reason(match: Match, probe: Probe) -> str | None:
    """Why the rules refuse the probe on ``match``, or None when it is legal after all."""
    refused = match.refusal(probe.move, probe.seat)
    return None if refused is None else refused.reason


def _changed_keys(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The keys whose values differ between two observations, sorted."""
    return sorted(key for key in set(before) | set(after) if before.get(key) != after.get(key))


def _probe_text(probe: Probe) -> str:
    """A probe in a finding's words: ``seat 1 passes (a pass)``."""
    return f"seat {probe.seat} {probe.move} ({probe.what})"


def _lowest(mask: int) -> int:
    """The index of the lowest tile in a non-empty bit set."""
    return (mask & -mask).bit_length() - 1


