@clause:draw.order
Feature: Tiles are drawn from the front of the boneyard

  Each draw takes exactly one tile: the first tile left in the boneyard, in the deal's draw
  order, whoever draws it.

  Rule: Draws take the boneyard's tiles in order, one at a time

    @id:draw-order-001
    Scenario: Two draws take the first two tiles listed, not the lowest
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 5-5 4-4 3-4 2-6 0-2 0-4 0-6 1-4 1-6 2-3 2-4 3-6 4-6 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5 4-5 5-5"
      And the boneyard holds 13 tiles
      When seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5 4-4 4-5 5-5"
      And the boneyard holds 12 tiles

    @id:draw-order-002
    Scenario: The next player to draw takes the tile after the last one drawn
      Seat 1 draws the 0-4 and the 4-6, and plays the 4-6. Seat 2 cannot follow and draws
      the third tile listed, the 5-5, then the 1-4, which fits.
      Given the "draw" rules for 3 players
      And the deal:
        | seat     | tiles                                              |
        | 0        | 6-6 0-0 0-1 0-2 1-1                                |
        | 1        | 1-2 2-2 0-3 1-3 2-3                                |
        | 2        | 3-3 0-5 1-5 2-5 3-5                                |
        | boneyard | 0-4 4-6 5-5 1-4 0-6 1-6 2-4 2-6 3-4 3-6 4-4 4-5 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      And seat 1 plays 4-6 on the left
      And seat 2 draws
      Then seat 2 holds "0-5 1-5 2-5 3-3 3-5 5-5"
      When seat 2 draws
      Then the legal moves are "1-4 on the left"
      And the boneyard holds 9 tiles
