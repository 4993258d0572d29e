@clause:deal.explicit
Feature: The deal is given; the engine does not shuffle

  Under test the shuffle is replaced by an explicit deal: the hands, and the boneyard in
  draw order. The engine plays exactly that deal, reordering nothing.

  Background:
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
      | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
      | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |

  Rule: Each hand is exactly the tiles dealt to it

    @id:deal-explicit-001
    Scenario: Every hand holds the tiles it was dealt, and the boneyard the rest
      Then seat 0 holds "0-0 0-3 1-2 1-3 2-2 3-3 6-6"
      And seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5 4-5"
      And the boneyard holds 14 tiles

  Rule: The boneyard keeps the order it was dealt in

    @id:deal-explicit-002
    Scenario: Draws take the boneyard's tiles in the order dealt, not sorted
      Seat 1 has no six and draws three times: 2-4, then 5-5, then 4-6, which it plays.
      When seat 0 leads 6-6
      And seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-4 2-5 3-5 4-5"
      When seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-4 2-5 3-5 4-5 5-5"
      When seat 1 draws
      Then the legal moves are "4-6 on the left"
      And the boneyard holds 11 tiles
