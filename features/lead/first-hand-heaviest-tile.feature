@clause:lead.first-hand.heaviest-tile
Feature: The heaviest tile leads; doubles have no priority

  Under lead.first_hand = heaviest_tile (the "block-seven" rules) the first hand is led by
  the holder of the heaviest tile dealt, by pips alone: 5-6 (11) outranks 5-5 (10), and
  only the 6-6 outranks the 5-6 (E-10). The leader must lead that tile.

  Rule: The heaviest tile dealt leads, by pips alone

    @id:lead-heaviest-001
    Scenario Outline: Under the heaviest-tile rule, <case>
      Given the "block-seven" rules for 2 players
      And the deal:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      Then seat <seat> must lead <tile>

      Examples:
        | case                                         | hand 0                      | hand 1                      | seat | tile |
        | the 5-6 outranks the 5-5                     | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 | 5-6 1-1 0-5 2-5 3-5 1-5 0-1 | 1    | 5-6  |
        | the 6-6 outranks the 5-6                     | 6-6 0-1 0-2 0-3 1-2 1-3 2-3 | 5-6 1-1 0-5 2-5 3-5 1-5 0-4 | 0    | 6-6  |
        | the 3-6 outranks the lighter 4-4             | 4-4 0-1 0-2 0-3 1-2 1-3 2-3 | 3-6 1-1 0-5 2-5 1-5 0-4 1-4 | 1    | 3-6  |

    @id:lead-heaviest-002
    Scenario: With three players the heaviest of twenty-one tiles leads
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
        | 2    | 2-3 2-4 2-5 2-6 3-3 3-4 4-5 |
      Then seat 2 must lead 4-5
