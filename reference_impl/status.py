"""The state of play, how a hand ends, and the reasons a move or a deal is refused, each naming its clause.

Both are ``StrEnum``s: a member is the very string the protocol carries
(``Status.IN_PROGRESS == "in_progress"``), so the engine, the runner and the
judges use the members while engines of any language send plain strings.
Each member's ``clause`` is the rulebook clause that defines it.
"""

from __future__ import annotations

from enum import StrEnum


class _Clauses(StrEnum):
    """A ``StrEnum`` whose members are declared as ``(value, clause)`` pairs."""

    clause: str

    def __new__(cls, value: str, clause: str) -> "_Clauses":
        member = str.__new__(cls, value)
        member._value_ = value
        member.clause = clause
        return member

    def __repr__(self) -> str:
        # Messages quote a status or reason with !r, as they did plain strings: 'must_play'.
        return repr(self._value_)


class Status(_Clauses):
    """The five statuses of play (``end.status``)."""

    AWAITING_DEAL = "awaiting_deal", "end.status"
    IN_PROGRESS = "in_progress", "end.status"
    REDEAL_NEEDED = "redeal_needed", "end.redeal"
    HAND_OVER = "hand_over", "end.status"
    MATCH_OVER = "match_over", "end.status"


class HandEnd(_Clauses):
    """How a hand ended (``result.end``); each member's ``clause`` is the rule that ends a hand that way."""

    OUT = "out", "end.going-out"
    BLOCKED = "blocked", "end.blocked"
    REDEAL = "redeal", "end.redeal"
    TARGET = "target", "match.target-check.at-once"  # the match ended in the hand, at the target


class Reason(_Clauses):
    """The fixed vocabulary of refusal reasons (spec: moves chapter); each member's
    ``clause`` is the clause that requires the refusal."""

    NOT_YOUR_TURN = "not_your_turn", "move.refusal.not-your-turn"
    TILE_NOT_IN_HAND = "tile_not_in_hand", "move.refusal.tile-not-in-hand"
    NO_SUCH_END = "no_such_end", "move.refusal.no-such-end"
    DOES_NOT_MATCH = "does_not_match", "move.refusal.does-not-match"
    MUST_PLAY = "must_play", "move.refusal.must-play"
    MUST_DRAW = "must_draw", "move.refusal.must-draw"
    CANNOT_DRAW = "cannot_draw", "move.refusal.cannot-draw"
    RESERVE_REACHED = "reserve_reached", "move.refusal.reserve-reached"
    CANNOT_PASS = "cannot_pass", "move.refusal.cannot-pass"
    LEAD_TILE_FORCED = "lead_tile_forced", "move.refusal.lead-tile-forced"
    WRONG_CLAIM = "wrong_claim", "move.refusal.wrong-claim"
    NO_MUGGINS = "no_muggins", "move.refusal.no-muggins"
    HAND_OVER = "hand_over", "move.refusal.hand-over"
    MALFORMED_MOVE = "malformed_move", "move.refusal.malformed-move"


class DealFault(_Clauses):
    """Why a deal (or the match's player count) is refused; each member's ``clause`` is the rule it breaks."""

    PLAYERS = "players", "deal.players"
    HAND_SIZE = "hand_size", "deal.hand-size"
    INCOMPLETE = "incomplete", "deal.complete"  # a tile repeated, missing or outside the set
    LOTS = "lots", "deal.lot"
    TIMING = "timing", "end.status"  # a deal while a hand is in progress or the match is over
