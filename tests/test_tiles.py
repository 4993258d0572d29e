"""Tiles and sets: reading tiles, canonical form, set sizes, the bit-set index."""

from __future__ import annotations

import pytest

from reference_impl.tiles import MAX_SUPPORTED_PIP, Tile, TileError, TileSet, set_size, tile_set


@pytest.mark.parametrize("text", ["4-6", "6-4", " 6-4 ", "6 - 4", "06-4"])
def test_a_tile_reads_in_either_order_and_writes_low_first(text: str) -> None:
    tile = Tile.parse(text)
    assert tile == Tile(4, 6)
    assert str(tile) == "4-6"


def test_the_same_tile_written_both_ways_is_one_tile() -> None:
    assert Tile.parse("3-5") == Tile.parse("5-3") == Tile.of(5, 3)
    assert len({Tile.parse("3-5"), Tile.parse("5-3")}) == 1


@pytest.mark.parametrize("text", ["", "6", "6-", "-6", "6-6-6", "a-b", "6_4", "+6-4", "6.0-4", "²-3", "٤-٦"])
def test_text_that_is_not_a_tile_is_refused_with_a_tile_error(text: str) -> None:
    with pytest.raises(TileError, match="is not a tile"):
        Tile.parse(text)


@pytest.mark.parametrize("value", [None, 46, (4, 6), ["4", "6"]])
def test_a_tile_must_be_written_as_text(value: object) -> None:
    with pytest.raises(TileError, match="written as a string"):
        Tile.parse(value)  # type: ignore[arg-type]


def test_a_number_above_the_set_is_refused_naming_the_set() -> None:
    with pytest.raises(TileError, match="not in a double-6 set"):
        Tile.parse("7-1", max_pip=6)
    assert Tile.parse("9-9", max_pip=9) == Tile(9, 9)


def test_doubles_and_pips() -> None:
    assert Tile(6, 6).is_double and Tile(6, 6).pips == 12
    assert not Tile(5, 6).is_double and Tile(5, 6).pips == 11
    assert Tile(0, 0).is_double and Tile(0, 0).pips == 0
    assert Tile(12, 12).pips == 24


def test_other_gives_the_half_left_facing_out() -> None:
    assert Tile(4, 6).other(4) == 6
    assert Tile(4, 6).other(6) == 4
    assert Tile(3, 3).other(3) == 3
    with pytest.raises(TileError, match="does not carry a 5"):
        Tile(4, 6).other(5)


@pytest.mark.parametrize("max_pip", range(MAX_SUPPORTED_PIP + 1))
def test_a_set_holds_every_pair_once(max_pip: int) -> None:
    tiles = tile_set(max_pip).tiles
    assert len(tiles) == set_size(max_pip) == (max_pip + 1) * (max_pip + 2) // 2
    assert len(set(tiles)) == len(tiles)
    assert all(0 <= t.low <= t.high <= max_pip for t in tiles)
    assert sum(t.is_double for t in tiles) == max_pip + 1


def test_the_familiar_set_sizes() -> None:
    assert (len(tile_set(6)), len(tile_set(9)), len(tile_set(12))) == (28, 55, 91)


@pytest.mark.parametrize("max_pip", [-1, MAX_SUPPORTED_PIP + 1])
def test_sets_outside_zero_to_twelve_are_refused(max_pip: int) -> None:
    with pytest.raises(TileError, match="max_pip must be 0 to 12"):
        TileSet(max_pip)


@pytest.mark.parametrize("max_pip", [6, 9, 12])
def test_each_number_is_carried_by_max_pip_plus_one_tiles(max_pip: int) -> None:
    tiles = tile_set(max_pip)
    for number in range(max_pip + 1):
        suit = tiles.tiles_of(tiles.suit_mask[number])
        assert len(suit) == max_pip + 1
        assert all(number in (t.low, t.high) for t in suit)


def test_masks_round_trip_and_count_pips() -> None:
    tiles = tile_set(6)
    hand = [Tile(6, 6), Tile(0, 5), Tile(2, 3)]
    mask = tiles.mask_of(hand)
    assert tiles.tiles_of(mask) == sorted(hand)
    assert tiles.pips_of(mask) == 12 + 5 + 5
    assert tiles.pips_of(tiles.full_mask) == 168  # a double-six set carries 168 pips
    assert tiles.tiles_of(tiles.full_mask) == list(tiles.tiles)
    assert tiles.parse("5-0") == Tile(0, 5)
