@clause:turn.from-hand
Feature: A player plays only tiles from their own hand

  A player plays only a tile in their own hand at that moment; the tile leaves the hand and
  joins the line, its unmatched half becoming the open end (E-03). A play of any other tile
  is refused as "tile_not_in_hand", and nothing changes.

  Background:
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 6-6 0-1 0-2 1-1 1-2 |
      | 1    | 4-6 3-4 2-3 0-0 5-5 |
      | 2    | 5-6 4-5 2-4 3-3 2-2 |

  @clause:line.play.orientation
  Rule: The played tile leaves the hand and joins the line

    @id:turn-from-hand-001
    Scenario: The 4-6 leaves seat 1's hand and its 4 faces out
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then seat 1 holds "0-0 2-3 3-4 5-5"
      And the left end shows 4
      And the right end shows 6

    @id:turn-from-hand-002
    Scenario: Matched on its 4, the 4-5 turns its 5 outward
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0
      Then seat 2 holds "2-2 2-4 3-3 5-6"
      And the open ends show 5 and 6

  @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Rule: A tile the player does not hold is refused

    @id:turn-from-hand-003
    Scenario Outline: Seat 1 may not play the <tile>, which is <where>
      When seat 0 leads 6-6
      And seat 1 tries to play <tile> on the left
      Then the move is refused as "tile_not_in_hand"
      And nothing has changed

      Examples:
        | tile | where                 |
        | 5-6  | in seat 2's hand      |
        | 0-6  | in the boneyard       |
        | 6-6  | already on the line   |
