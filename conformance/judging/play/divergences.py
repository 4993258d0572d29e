"""What differential play found: each divergence (with what the reference engine shows there, for a
scenario's Then steps), what one match found, and what a whole run did.

A divergence is reported once per clause per hand; the times the same clause diverged again in that
hand are counted on it (``Found.recurred``), never reported as new divergences. A divergence that
leaves the engine in another state than the rules give (``changes_state``: its tiles, the line, the
scores, the seat to act) makes every later divergence of its hand a consequence of it (``Found.follows``):
reported, and counted under it, not as a fault of its own, until the two sides stand alike again (the engine
set to the rules' position, or the reference moved to the engine's state: ``MatchFindings.rejoined``), after
which a divergence is judged from one state and is a fault of its own (but for whether the hand is over); so is
one at the next hand's deal where the
last hand's divergences decide it (``follows_at_the_deal``: a wrong leader after a hand only scored
otherwise is a fault of its own). An engine that fails as a program is played
on in a new match from the next hand, until ``ERROR_BUDGET`` failures.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from reference_impl.moves import Move
from reference_impl.ruleset import Ruleset

from ..referee import Finding
from conformance.records.model import Deal

#: The engine's failures as a program (a crash, a hang, an ``errored`` reply to a legal request) that
#: differential play goes on after, each time in a new match from the next hand; at this many it stops.
ERROR_BUDGET = 10

#: The fields compared whose divergence leaves the engine in another state than the rules give: the
#: state before a move, a hand's end and result, and a refusal that changed something.
STATE_FIELDS = frozenset({"status", "turn", "hand_sizes", "boneyard", "ends", "count", "scores", "muggins",
                          "hands", "end", "winner", "void", "pips", "points", "unchanged"})


#: The fields of whether a hand is over: after the two sides stood alike again, a divergence of these still
#: follows from the hand's earlier one (``MatchFindings.rejoined``).
HAND_OVER_FIELDS = frozenset({"status", "end"})

#: The fields whose divergence in a hand says it went or ended otherwise (whose play, which tiles, who won,
#: whether it was void): who leads the next hand follows from them. Points, scores, pips and counts alone
#: leave the next leader as the rules give it, so a wrong leader after them is a fault of its own.
HAND_COURSE_FIELDS = STATE_FIELDS - {"points", "scores", "pips", "count", "muggins"}


def at_the_deal(finding: Finding) -> bool:
    """Whether ``finding`` is at a hand's deal: its status, its leader and what the leader may lead (who
    leads, and with what, follows from how the last hand ended, so a divergence there follows from one of
    the state in the last hand)."""
    return finding.field in ("status", "turn", "deal", "legal") and finding.ply in (None, 1)


def follows_at_the_deal(finding: Finding, last_hand: Sequence[Finding]) -> bool:
    """Whether ``finding``, at a hand's deal, follows from the divergences of the last hand (``last_hand``):
    whether the match goes on follows from any of them; who leads and what the leader may lead, only from
    one of how that hand went or ended (``HAND_COURSE_FIELDS``, or an illegal move taken)."""
    if finding.field not in ("turn", "legal"):
        return True
    return any(earlier.field in HAND_COURSE_FIELDS or earlier.actual == "accepted" for earlier in last_hand)


def changes_state(finding: Finding) -> bool:
    """Whether the engine's state differs from the rules' after ``finding``: a field of the state
    differed, or the engine took an illegal move or deal offered to it."""
    return finding.field in STATE_FIELDS or finding.actual == "accepted"


@dataclass(frozen=True, kw_only=True)
class Expectation:
    """What the reference engine shows where the engine diverged, for a scenario's Then steps.

    ``kind`` names the observation (``turn``, ``status``, ``hand_sizes``,
    ``boneyard``, ``ends``, ``count``, ``scores``, ``muggins``, ``hands``,
    ``legal``, ``refused``, ``unchanged``, ``accepted``, ``hand_end``,
    ``match_end``, ``view``, ``deal_refused``); ``seat`` and ``move`` say who tried what, ``value`` the
    reference's value and ``detail`` anything more the step needs.
    """

    kind: str
    value: Any = None
    seat: int | None = None
    move: Move | None = None
    detail: Mapping[str, Any] = field(default_factory=dict)


class PlayDivergence(Exception):
    """The engine and the reference engine differ where play cannot go on in this match; the finding
    and what the reference shows."""

    def __init__(self, finding: Finding, expectation: Expectation) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.expectation = expectation


@dataclass(frozen=True, kw_only=True)
class Found:
    """A divergence found in play, with the hands that led to it (deals and moves), how many times the
    same clause diverged again later in the same hand (``recurred``), and the divergence of the engine's
    state it follows from, earlier in the hand or at the last hand's end, as (hand, ply, clause), if any
    (``follows``)."""

    finding: Finding
    expectation: Expectation
    plan: list[tuple[Deal, list[Move]]]
    match: int
    recurred: int = 0
    follows: tuple[int | None, int | None, str | None] | None = None  # (hand, ply, clause)

    def to_dict(self) -> dict[str, Any]:
        """The divergence for reports: the finding's fields, the match it was found in, its recurrences,
        and the earlier divergence of its hand it follows from."""
        data = dict(self.finding.to_dict(), match=self.match)
        if self.recurred:
            data["recurred"] = self.recurred
        if self.follows is not None:
            data["follows"] = dict(zip(("hand", "ply", "clause"), self.follows))
        return data


class MatchFindings:
    """The divergences of one match, one per clause per hand (a repeat is counted on the first)."""

    def __init__(self, match: int) -> None:
        self.match = match
        self.found: list[Found] = []
        self._by_place: dict[tuple[int | None, str | None], int] = {}  # the index in ``found``
        #: Each hand's divergence of the state in force: later ones of the hand follow from it, until the two
        #: sides stand alike again (``rejoined``).
        self._state_differs: dict[int | None, Found] = {}
        self._first_state_divergence: dict[int | None, Found] = {}  # each hand's first: the next deal's cause
        #: A hand's divergence of the state the two sides stood alike again after (``rejoined``).
        self._rejoined_after: dict[int | None, Found] = {}
        self._state_divergences: dict[int | None, list[Finding]] = {}  # each hand's divergences of the state

    def add(self, finding: Finding, expectation: Expectation, plan: Callable[[], list[tuple[Deal, list[Move]]]]) -> bool:
        """Count ``finding`` in; True when it is new (its clause had not diverged in its hand yet).
        ``plan`` gives the hands so far, asked for only when the finding is new."""
        key = (finding.hand, finding.clause)
        seen = self._by_place.get(key)
        if seen is not None:
            self.found[seen] = replace(self.found[seen], recurred=self.found[seen].recurred + 1)
            if finding.field in STATE_FIELDS:  # the states part again on the same fault: what follows is its
                self._state_differs.setdefault(finding.hand, self.found[seen])  # (an illegal move taken is undone)
            return False
        earlier = self._state_differs.get(finding.hand)
        if earlier is None and finding.field in HAND_OVER_FIELDS:
            earlier = self._rejoined_after.get(finding.hand)
        if earlier is None and finding.hand is not None and at_the_deal(finding):
            last = self._first_state_divergence.get(finding.hand - 1)  # the last hand decides this one's start
            if last is not None and follows_at_the_deal(finding, self._state_divergences[finding.hand - 1]):
                earlier = last
        follows = None if earlier is None else (earlier.finding.hand, earlier.finding.ply, earlier.finding.clause)
        found = Found(finding=finding, expectation=expectation, plan=plan(), match=self.match, follows=follows)
        self._by_place[key] = len(self.found)
        self.found.append(found)
        if changes_state(finding):
            self._state_divergences.setdefault(finding.hand, []).append(finding)
            if earlier is None:
                self._state_differs[finding.hand] = found
                self._first_state_divergence.setdefault(finding.hand, found)
        return True

    def rejoined(self, hand: int | None) -> None:
        """The two sides stand alike again in ``hand`` (the engine set to the rules' position, or the reference
        moved to the engine's state): what diverges later in it is judged from one state, a fault of its own,
        not a consequence of what diverged before. Whether the hand is over (``HAND_OVER_FIELDS``) still follows
        from it: the move that parts the states again may be the one that ends the hand,
        which is judged before anything else is compared, and a reference that took the engine's state kept
        its own passes this turn."""
        found = self._state_differs.pop(hand, None)
        if found is not None:
            self._rejoined_after.setdefault(hand, found)

    def relabel(self, hand: int | None, clause: str, now: str) -> None:
        """The divergence on ``clause`` in ``hand`` is on ``now``: what the engine did since tells the two apart
        (a list without any claim, from an engine that lists claims later, is its count). Counted on a
        divergence of ``now`` the hand has already, where there is one."""
        index = self._by_place.pop((hand, clause), None)
        if index is None or clause == now:
            return
        found = self.found[index]
        kept = self._by_place.get((hand, now))
        if kept is None:
            self.found[index] = replace(found, finding=replace(found.finding, clause=now))
            self._by_place[(hand, now)] = index
            return
        self.found[kept] = replace(self.found[kept], recurred=self.found[kept].recurred + found.recurred + 1)
        del self.found[index]
        self._by_place = {place: at - (at > index) for place, at in self._by_place.items()}

    def annotate(self, finding: Finding, note: str) -> None:
        """Add ``note`` to the message of the divergence ``finding`` was counted on."""
        index = self._by_place.get((finding.hand, finding.clause))
        if index is not None:
            found = self.found[index]
            self.found[index] = replace(found, finding=replace(found.finding, message=f"{found.finding.message} ({note})"))

    def diverged(self, hand: int, clause: str) -> bool:
        """Whether ``clause`` has diverged in hand ``hand`` already."""
        return (hand, clause) in self._by_place


@dataclass
class PlayOutcome:
    """What a differential run did and found; ``withdrawn`` names each kind of probe (illegal move or
    deal) no longer offered once the engine diverged on it, with the clause it diverged on."""

    game: str
    players: int
    seed: int
    rules: Ruleset | None = None
    hands: int = 0
    plies: int = 0
    matches: int = 0
    seconds: float = 0.0
    divergences: list[Found] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    withdrawn: dict[str, str] = field(default_factory=dict)
    #: Every clause the engine was compared on (a clause diverged on among them).
    compared: set[str] = field(default_factory=set)

    def add(self, played: MatchPlayed, on_divergence: Callable[[Found], None] | None = None) -> bool:
        """Count one match in; False when play must stop (the engine is gone, or has failed
        ``ERROR_BUDGET`` times)."""
        for found in played.found:
            self.divergences.append(found)
            if on_divergence is not None:
                on_divergence(found)
        for what, clause in played.withdrawn.items():
            self.withdrawn.setdefault(what, clause)
        self.hands += played.hands
        self.plies += played.plies
        self.compared |= played.compared
        if played.error is not None:
            self.errors.append(played.error)
            if played.abandoned or len(self.errors) >= ERROR_BUDGET:
                return False
        return True

    def clauses(self) -> dict[str, int]:
        """Divergences counted by clause (one per clause per hand)."""
        counts: dict[str, int] = {}
        for found in self.divergences:
            clause = found.finding.clause or ""
            counts[clause] = counts.get(clause, 0) + 1
        return counts


@dataclass(frozen=True, kw_only=True)
class MatchPlayed:
    """One match of differential play: hands dealt (at least 1), plies compared, what it found, and what
    ended it early, if anything.

    ``withdrawn`` names the kinds of probe it withdrew; ``abandoned`` says the engine could not be started
    again after its failure; ``compared`` every clause the engine was compared on.
    """

    number: int
    hands: int
    plies: int
    found: list[Found] = field(default_factory=list)
    error: str | None = None
    abandoned: bool = False
    withdrawn: dict[str, str] = field(default_factory=dict)
    ended_early: bool = False
    compared: frozenset[str] = frozenset()
