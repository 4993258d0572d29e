@clause:deal.complete
Feature: Hands and boneyard are the whole set

  The hands and the boneyard together hold every tile of the set exactly once. A deal that
  repeats a tile, leaves one out, or names a tile outside the set is refused.

  Rule: Every tile of the set is dealt or in the boneyard, exactly once

    @id:deal-complete-001
    Scenario: The whole set, with the boneyard in any order, is accepted
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                             |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-4 0-2 |
      Then the deal is accepted
      And the boneyard holds 14 tiles

    @id:deal-complete-002
    Scenario: A tile dealt to two hands is refused
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 1-3 |
      Then the deal is refused

    @id:deal-complete-003
    Scenario: A tile both in a hand and in the boneyard is refused
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                       |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                                 |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                                 |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-4 0-2 6-6 |
      Then the deal is refused

    @id:deal-complete-004
    Scenario: A boneyard that leaves a tile out is refused
      The boneyard lists thirteen tiles; 0-2 is nowhere.
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                               |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                         |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                         |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-4 |
      Then the deal is refused

    @id:deal-complete-005
    Scenario: A boneyard that lists a tile twice is refused
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                       |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                                 |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                                 |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-4 0-2 0-2 |
      Then the deal is refused

    @id:deal-complete-006
    Scenario: A hand that names a tile outside the set is refused
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 6-7 |
      Then the deal is refused

  Rule: The same holds for a double-nine set

    @id:deal-complete-007
    Scenario: A double-nine deal without the 9-9 is refused
      Given the "block-nine" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                                 |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                                           |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                                           |
        | boneyard | 0-2 0-4 0-6 0-7 0-8 0-9 1-4 1-6 1-7 1-8 1-9 2-3 2-4 2-6 2-7 2-8 2-9 3-4 3-6 3-7 3-8 3-9 4-4 4-5 4-7 4-8 4-9 5-5 5-6 5-7 5-8 5-9 6-7 6-8 6-9 7-7 7-8 7-9 8-8 8-9 |
      Then the deal is refused

  Rule: Counting the tiles is not enough: each must be there once

    @id:deal-complete-008
    Scenario: A hand that repeats another hand's tile and lacks one, with 28 tiles in all, is refused
      Seat 1 holds 1-3, which seat 0 holds too, instead of 0-1, which is nowhere: seven and
      seven tiles in hand and fourteen in the boneyard, as in a complete deal.
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 1-3                             |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-4 0-2 |
      Then the deal is refused

    @id:deal-complete-009
    Scenario: A boneyard that names a tile twice and lacks one, with 28 tiles in all, is refused
      The boneyard lists 0-2 twice and 0-4 nowhere: still fourteen tiles.
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                             |
        | boneyard | 5-6 5-5 4-5 4-4 3-6 3-4 2-6 2-4 2-3 1-6 1-4 0-6 0-2 0-2 |
      Then the deal is refused
