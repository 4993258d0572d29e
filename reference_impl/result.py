"""A hand's result: how it ended, who won it, what it scored, as one small value."""

from __future__ import annotations

from typing import Any, NamedTuple

from .status import HandEnd

#: Why a deal was void: nobody could lead it (``lead.first_hand = highest_double_else_redeal``).
NO_LEADER = "lead"


class HandResult(NamedTuple):
    """How a hand ended: ``winner`` is the seat that won it (None when nobody did), ``side`` its
    scoring side, ``points`` what that side scored, ``pips`` what each seat held at the end.

    A small immutable value, like ``Move`` and ``Tile``: built once when the hand ends."""

    end: HandEnd
    winner: int | None = None
    side: int | None = None
    points: int = 0
    pips: tuple[int, ...] = ()
    tie: bool = False  # a blocked hand whose lightest hands are equal
    redeal: bool = False  # a tied blocked hand that is dealt again (score.blocked_tie = redeal)
    # score.blocked_tie = carry: on a tie the points waiting (0 too), on a win those it took (None: none).
    carried: int | None = None
    void_reason: str | None = None  # why a deal was void before it was played (NO_LEADER)
    # The bonuses ``points`` includes, named (``score.capicu``, ``score.chuchazo``, ``score.first_hands``).
    bonuses: tuple[tuple[str, int], ...] = ()

    @classmethod
    def void_deal(cls, reason: str, players: int) -> "HandResult":
        """A deal that is void before anyone plays, for ``reason``: dealt again."""
        return cls(HandEnd.REDEAL, pips=(0,) * players, void_reason=reason)

    def to_dict(self) -> dict[str, Any]:
        """The protocol form (``state.result``)."""
        out: dict[str, Any] = {"end": self.end}
        if self.void_reason is not None:
            out["reason"] = self.void_reason
        out.update(winner=self.winner, side=self.side, points=self.points, pips=list(self.pips))
        if self.void_reason is None:
            out.update(tie=self.tie, redeal=self.redeal)
        if self.carried is not None:
            out["carried"] = self.carried
        return out


def protocol_form(result: HandResult | None) -> dict[str, Any] | None:
    """A hand's result as the protocol carries it (``state.result``): None while no hand has ended."""
    return None if result is None else result.to_dict()
