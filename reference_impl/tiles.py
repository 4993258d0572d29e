"""Tiles and sets: the equipment chapter of the rulebook (clauses ``equipment.*``).

A tile is an unordered pair of numbers from 0 to ``max_pip``. Its canonical
written form puts the lower number first (``4-6``); either order is read.
A set holds every such pair exactly once: (n+1)(n+2)/2 tiles for double-n.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable, NamedTuple, Sequence

MAX_SUPPORTED_PIP = 12


class TileError(ValueError):
    """A tile could not be read, or does not belong to the set in use."""


class Tile(NamedTuple):
    """A domino tile, always stored low half first (canonical form)."""

    low: int
    high: int

    @classmethod
    def of(cls, a: int, b: int) -> "Tile":
        """The tile carrying ``a`` and ``b``, in either order."""
        return cls(a, b) if a <= b else cls(b, a)

    @classmethod
    def parse(cls, text: str, max_pip: int = MAX_SUPPORTED_PIP) -> "Tile":
        """Read ``"a-b"`` (either order, surrounding spaces allowed)."""
        canonical = _CANONICAL.get(text) if isinstance(text, str) else None
        if canonical is not None and canonical.high <= max_pip:
            return canonical
        if not isinstance(text, str):
            raise TileError(f"a tile is written as a string 'a-b', got {text!r}")
        parts = [part.strip() for part in text.strip().split("-")]
        # isdigit() alone admits "²" (int() then fails) and other scripts' digits.
        if len(parts) != 2 or not all(part.isascii() and part.isdigit() for part in parts):
            raise TileError(f"{text!r} is not a tile; write it as 'a-b', e.g. '4-6'")
        a, b = int(parts[0]), int(parts[1])
        if a > max_pip or b > max_pip:
            raise TileError(f"{text!r} is not in a double-{max_pip} set (numbers run 0 to {max_pip})")
        return cls.of(a, b)

    @property
    def is_double(self) -> bool:
        """A double carries the same number on both halves."""
        return self.low == self.high

    @property
    def pips(self) -> int:
        """The tile's weight: both halves counted, a double in full (6-6 is 12)."""
        return self.low + self.high

    def other(self, number: int) -> int:
        """The half left facing out when the tile is matched on ``number``."""
        if number == self.low:
            return self.high
        if number == self.high:
            return self.low
        raise TileError(f"{self} does not carry a {number}")

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"


#: Every tile up to the largest supported set by its canonical text: the common case of ``parse``.
_CANONICAL: dict[str, Tile] = {
    f"{low}-{high}": Tile(low, high)
    for low in range(MAX_SUPPORTED_PIP + 1) for high in range(low, MAX_SUPPORTED_PIP + 1)
}


class TileSet:
    """Every tile of a double-``max_pip`` set, indexed for bit-set arithmetic.

    Tile ``i`` is bit ``1 << i``. ``suit_mask[n]`` holds the tiles carrying
    number ``n``: a hand's playable tiles on an end showing ``n`` are
    ``hand & suit_mask[n]``.
    """

    def __init__(self, max_pip: int) -> None:
        if not 0 <= max_pip <= MAX_SUPPORTED_PIP:
            raise TileError(f"max_pip must be 0 to {MAX_SUPPORTED_PIP}, got {max_pip}")
        self.max_pip = max_pip
        # The very tiles ``Tile.parse`` returns, so a lookup by a parsed tile finds its key by identity.
        self.tiles: tuple[Tile, ...] = tuple(
            _CANONICAL[f"{low}-{high}"] for low in range(max_pip + 1) for high in range(low, max_pip + 1)
        )
        self.index: dict[Tile, int] = {tile: i for i, tile in enumerate(self.tiles)}
        #: A tile's index looked up by the tile or by its canonical text ("4-6"): reading a deal
        #: written either way costs one dict lookup a tile.
        self.index_of: dict[Tile | str, int] = {}
        for i, tile in enumerate(self.tiles):
            self.index_of[tile] = self.index_of[str(tile)] = i
        #: A tile's bit (``1 << index``), looked up by the tile or by its canonical text.
        self.bit_of: dict[Tile | str, int] = {key: 1 << i for key, i in self.index_of.items()}
        self.full_mask = (1 << len(self.tiles)) - 1
        self.suit_mask: tuple[int, ...] = tuple(
            sum(1 << i for i, t in enumerate(self.tiles) if n in (t.low, t.high))
            for n in range(max_pip + 1)
        )
        self.pips: tuple[int, ...] = tuple(t.pips for t in self.tiles)
        #: A tile's canonical text, looked up by the tile.
        self.name_of: dict[Tile, str] = {tile: str(tile) for tile in self.tiles}
        # A hand is read one lookup a byte (``by_bytes``): its tiles, their texts and their pips.
        self._byte_tiles = self.byte_tables(self.tiles)
        self._byte_names = self.byte_tables(tuple(map(str, self.tiles)))
        self._byte_pips = tuple(tuple(map(sum, table)) for table in self.byte_tables(self.pips))
        self.double_index: tuple[int, ...] = tuple(self.index[Tile(n, n)] for n in range(max_pip + 1))

    def byte_tables(self, per_tile: Sequence[Any]) -> tuple[tuple[tuple[Any, ...], ...], ...]:
        """For each byte of a bit set (eight consecutive tiles) and each value of that byte, the
        ``per_tile`` values (one a tile, by index) of its tiles, in order: read by ``by_bytes``."""
        return tuple(
            tuple(tuple(per_tile[start + bit] for bit in range(8) if byte >> bit & 1 and start + bit < len(self.tiles))
                  for byte in range(256))
            for start in range(0, len(self.tiles), 8)
        )

    def __len__(self) -> int:
        return len(self.tiles)

    def parse(self, text: str) -> Tile:
        """Read a tile of this set."""
        return Tile.parse(text, self.max_pip)

    def mask_of(self, tiles: Iterable[Tile]) -> int:
        """The bit set holding ``tiles``."""
        mask = 0
        for tile in tiles:
            mask |= 1 << self.index[tile]
        return mask

    def tiles_of(self, mask: int) -> list[Tile]:
        """The tiles in bit set ``mask``, in canonical order."""
        return by_bytes(self._byte_tiles, mask)

    def names_of(self, mask: int) -> list[str]:
        """The canonical texts of the tiles in bit set ``mask``, in canonical order."""
        return by_bytes(self._byte_names, mask)

    def pips_of(self, mask: int) -> int:
        """Total pips of the tiles in ``mask``."""
        total = 0
        for table in self._byte_pips:
            total += table[mask & 255]
            mask >>= 8
        return total


def by_bytes(tables: tuple[tuple[tuple[Any, ...], ...], ...], mask: int) -> list[Any]:
    """What ``tables`` (``TileSet.byte_tables``) give for each byte of bit set ``mask``, in order."""
    out: list[Any] = []
    for table in tables:
        if not mask:
            break
        if mask & 255:
            out += table[mask & 255]
        mask >>= 8
    return out


@lru_cache(maxsize=None)
def tile_set(max_pip: int) -> TileSet:
    """The shared, immutable index of a double-``max_pip`` set."""
    return TileSet(max_pip)


def set_size(max_pip: int) -> int:
    """How many tiles a double-``max_pip`` set holds: (n+1)(n+2)/2."""
    return (max_pip + 1) * (max_pip + 2) // 2
