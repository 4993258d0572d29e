"""The line of play: its open ends, doubles across, and the spinner's arms.

Arms are numbered as in ``moves.ARMS``: 0 ``left``, 1 ``right``, 2 ``up``,
3 ``down``. Each arm's open end shows one number; a double at an end counts
both halves in fives scoring.
"""

from __future__ import annotations

from typing import Sequence

from .moves import ARMS as ARM_NAMES
from .position import PositionError
from .tiles import Tile, TileSet

LEFT, RIGHT, UP, DOWN = 0, 1, 2, 3
TWO_ENDS = (LEFT, RIGHT)
FOUR_ENDS = (LEFT, RIGHT, UP, DOWN)


class Line:
    """The tiles on the table, as a root tile and up to four arms."""

    __slots__ = (
        "tileset", "spinner_mode", "root", "arms", "end_value",
        "open_arms", "spinner", "spinner_arm", "spinner_depth", "size", "suit_mask", "spins",
    )

    def __init__(self, tileset: TileSet, spinner_mode: str) -> None:
        self.tileset = tileset
        self.spinner_mode = spinner_mode
        self.root: Tile | None = None
        self.arms: list[list[Tile]] = [[], [], [], []]
        self.end_value = [0, 0, 0, 0]
        self.open_arms: tuple[int, ...] = ()
        self.spinner: Tile | None = None
        self.spinner_arm: int | None = None  # None while the spinner is the root
        self.spinner_depth = 0
        self.size = 0
        self.suit_mask = tileset.suit_mask
        self.spins = spinner_mode == "first_double"  # read on every play

    def copy(self) -> "Line":
        """An independent copy (used to look ahead at a play's count)."""
        other = Line.__new__(Line)
        for name in Line.__slots__:
            setattr(other, name, getattr(self, name))
        other.arms = [list(arm) for arm in self.arms]
        other.end_value = list(self.end_value)
        return other

    def lead(self, tile: Tile, low: int, high: int) -> int:
        """Lay the first tile (its halves ``low`` and ``high``, which the engine has at hand): ``left``
        shows its low half, ``right`` its high half. Returns ``fits()``."""
        self.root = tile
        self.size = 1
        self.end_value[LEFT], self.end_value[RIGHT] = low, high
        self.open_arms = TWO_ENDS
        if low == high and self.spins:
            self.spinner = tile
        return self.fits()

    def play(self, tile: Tile, arm: int, low: int, high: int) -> int:
        """Match ``tile`` (its halves ``low`` and ``high``, which the engine has at hand) against the end
        of ``arm``; its other half faces out. Returns ``fits()``: the engine asks it after every play,
        and here it costs no second call."""
        end_value = self.end_value
        self.arms[arm].append(tile)
        self.size += 1
        end_value[arm] = high if low == end_value[arm] else low
        if self.spins:
            if self.spinner is None:
                if low == high:
                    self.spinner, self.spinner_arm, self.spinner_depth = tile, arm, len(self.arms[arm])
            elif self.open_arms is TWO_ENDS and self._spinner_sides_covered():
                self.open_arms = FOUR_ENDS
                end_value[UP] = end_value[DOWN] = self.spinner.low
            return self.fits()
        suit_mask = self.suit_mask
        return suit_mask[end_value[LEFT]] | suit_mask[end_value[RIGHT]]  # no spinner: two ends

    def fits(self) -> int:
        """The tiles that fit some open end, as a bit set (none before the lead)."""
        suit_mask, end_value = self.suit_mask, self.end_value
        if self.open_arms is TWO_ENDS:  # the common line, unrolled
            return suit_mask[end_value[LEFT]] | suit_mask[end_value[RIGHT]]
        fitting = 0
        for arm in self.open_arms:
            fitting |= suit_mask[end_value[arm]]
        return fitting

    def _spinner_sides_covered(self) -> bool:
        if self.spinner_arm is None:
            return bool(self.arms[LEFT]) and bool(self.arms[RIGHT])
        return len(self.arms[self.spinner_arm]) > self.spinner_depth

    def count(self) -> int:
        """The fives count: the open ends added up, a double at an end counted twice.

        A lone tile counts its pips once; the spinner's up and down arms count
        only once a tile has been played on them.
        """
        if self.size == 1:
            assert self.root is not None
            return self.root.pips
        total = 0
        for arm in self.open_arms:
            if arm >= UP and not self.arms[arm]:
                continue
            value = self.end_value[arm]
            total += 2 * value if self.double_at(arm) else value
        return total

    def double_at(self, arm: int) -> bool:
        """Whether the tile at the end of ``arm`` is a double: its last tile, or the root for a bare
        left or right arm. A bare up or down arm has no tile of its own at its end."""
        tiles = self.arms[arm]
        if tiles:
            return tiles[-1].is_double
        return arm < UP and self.root is not None and self.root.is_double

    def ends(self) -> list[tuple[int, int, bool]]:
        """The open ends as (arm, number shown, is a double)."""
        return [(arm, self.end_value[arm], self.double_at(arm)) for arm in self.open_arms]

    @classmethod
    def laid(
        cls, tileset: TileSet, spinner_mode: str, root: Tile | None,
        arms: Sequence[Sequence[Tile]], spinner: Tile | None,
    ) -> "Line":
        """The line as it lies: ``root`` and the tiles of each arm nearest the root first, with
        ``spinner`` (the first double played, under ``first_double``). Built by playing its tiles
        in an order that could have laid it (the spinner's arm up to the spinner first, the
        spinner's own arms last), so the ends are worked out by ``play`` itself. Raises
        ``PositionError`` for a line that cannot lie so."""
        line = cls(tileset, spinner_mode)
        if len(arms) != len(ARM_NAMES):
            raise PositionError("line", f"a line has {len(ARM_NAMES)} arms, got {len(arms)}")
        if root is None:
            if any(arms) or spinner is not None:
                raise PositionError("line", "tiles on the arms but no lead")
            return line
        if spinner is not None and not line.spins:
            raise PositionError("line.spinner", f"{spinner} is named the spinner, but this ruleset has none "
                                                f"(layout.spinner = {spinner_mode})")
        if spinner is not None and not spinner.is_double:
            raise PositionError("line.spinner", f"{spinner} is not a double: only a double spins")
        order = [*TWO_ENDS]
        if spinner is not None and spinner != root:
            holding = [arm for arm in TWO_ENDS if spinner in arms[arm]]
            if not holding:
                raise PositionError("line.spinner", f"the spinner {spinner} is not on the left or right arm")
            order.sort(key=lambda arm: arm not in holding)  # the spinner's arm first
        line.lead(root, root.low, root.high)
        for arm in (*order, UP, DOWN):
            for depth, tile in enumerate(arms[arm], 1):
                where = f"line.{ARM_NAMES[arm]}"
                if arm not in line.open_arms:
                    raise PositionError(where, "the spinner's up and down arms open only once both its sides "
                                               "are covered", depth - 1)
                if line.end_value[arm] not in tile:
                    raise PositionError(where, f"{tile} does not join the end showing {line.end_value[arm]} "
                                               f"(tile {depth} of the arm)", depth - 1)
                line.play(tile, arm, tile.low, tile.high)
        if line.spinner != spinner:
            if spinner is None:
                raise PositionError("line.spinner", f"the first double played, {line.spinner}, is the spinner "
                                                    "(layout.spinner = first_double): name it")
            raise PositionError("line.spinner", f"{spinner} cannot be the spinner: {line.spinner} was played before "
                                                "it on its arm, and the first double played is the spinner")
        return line
