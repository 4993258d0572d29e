"""The moves a set of tiles can list, built once per set and shared by every match on it: each tile's play
at each arm and as the lead, with its effect worked out, and the moves of the other kinds."""

from __future__ import annotations

from functools import lru_cache

from .moves import ARM_INDEX, ARMS, DRAW, MUGGINS, PASS, PLAY, ListedMove, Move
from .tiles import Tile, tile_set


class SetMoves:
    """The listed moves of a set, built once and shared by every match on it."""

    def __init__(self, max_pip: int) -> None:
        tileset = tile_set(max_pip)
        self.index = tileset.index
        self.plays = [[_listed_play(tile, index, arm) for arm in range(len(ARMS))]
                      for index, tile in enumerate(tileset.tiles)]  # [tile index][arm]
        self.leads = [_listed_play(tile, index, None) for index, tile in enumerate(tileset.tiles)]
        #: The leads of a hand, read a byte of its bit set at a time (``tiles.by_bytes``).
        self.lead_bytes = tileset.byte_tables(self.leads)
        #: ``[arm][tiles fitting the arm's end, as a bit set]``: the plays of those tiles there,
        #: filled by ``plays_of`` as bit sets come up. Plain dicts: indexing them is the fastest lookup.
        self.plays_at: list[dict[int, tuple[ListedMove, ...]]] = [{0: ()} for _ in ARMS]

    def effect_of(self, move: Move) -> tuple[int, int | None, Tile, int, int] | tuple[()]:
        """``ListedMove.effect`` of any legal move: a play's is its prebuilt listed move's."""
        if move.kind != PLAY:
            return ()
        index = self.index[move.tile]
        return (self.leads[index] if move.end is None else self.plays[index][ARM_INDEX[move.end]]).effect

    def plays_of(self, arm: int, fitting: int) -> tuple[ListedMove, ...]:
        """The plays of the tiles in bit set ``fitting`` at ``arm``, remembered in ``plays_at``."""
        known = self.plays_at[arm]
        if fitting not in known:
            known[fitting] = tuple(self.plays[index][arm] for index in _bits(fitting))
        return known[fitting]


def _listed_play(tile: Tile, index: int, arm: int | None) -> ListedMove:
    """The listed play of ``tile`` (bit ``index``) at ``arm`` (None: the lead), its effect worked out."""
    move = ListedMove(PLAY, tile, None if arm is None else ARMS[arm])
    move.effect = (1 << index, arm, tile, tile.low, tile.high)
    return move


def _listed(kind: str) -> ListedMove:
    """The listed move of a kind other than a play."""
    move = ListedMove(kind)
    move.effect = ()
    return move


LISTED_DRAW = _listed(DRAW)
LISTED_PASS = _listed(PASS)
LISTED_MUGGINS = _listed(MUGGINS)
PASS_ALONE = (LISTED_PASS,)


@lru_cache(maxsize=None)
def set_moves(max_pip: int) -> SetMoves:
    """The listed moves of the set of double ``max_pip``, built once."""
    return SetMoves(max_pip)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low_bit = mask & -mask
        out.append(low_bit.bit_length() - 1)
        mask ^= low_bit
    return out
