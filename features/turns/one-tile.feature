@clause:turn.one-tile
Feature: At most one tile per turn

  A player plays at most one tile in a turn: a play ends the turn. Draws do not end it.

  Background:
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 6-6 0-1 0-2 1-1 1-2 |
      | 1    | 4-6 3-4 2-3 0-0 5-5 |
      | 2    | 5-6 4-5 2-4 3-3 2-2 |

  Rule: A play ends the turn

    @id:turn-one-tile-001
    Scenario: A second tile in the same turn is refused
      Seat 2 plays the 4-5; its 5-6 would fit the new 5 end, but the turn has passed to seat 0.
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0
      And seat 2 tries to play 5-6 on the left
      Then the move is refused as "not_your_turn"
      And nothing has changed

    @id:turn-one-tile-002
    Scenario: A play moves exactly one tile from the hand to the line
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then seat 1 holds 4 tiles
      And seat 0 holds 4 tiles
      And seat 2 holds 5 tiles
