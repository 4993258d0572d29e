@clause:lead.first-hand.highest-double-else-heaviest
Feature: The highest double leads; failing a double, the heaviest tile

  Under lead.first_hand = highest_double_else_heaviest_tile (the "block" rules) the first
  hand is led by the holder of the highest double dealt to any hand, which need not be the
  6-6. Any double outranks any other tile (E-10). If no hand holds a double, the holder of
  the heaviest tile leads (E-12). The leader must lead that tile (lead.forced_tile = true).

  Rule: The highest double dealt leads, else the heaviest tile

    @id:lead-highest-double-001
    Scenario Outline: Seat <seat> leads with <tile>: <case>
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      Then seat <seat> must lead <tile>

      Examples:
        | case                                  | hand 0                      | hand 1                      | seat | tile |
        | the 6-6 is dealt                      | 1-3 1-2 0-3 0-0 2-2 3-3 5-6 | 6-6 4-6 1-1 0-5 2-5 3-5 1-5 | 1    | 6-6  |
        | the 6-6 is not dealt                  | 5-5 0-1 0-2 1-2 2-3 3-4 4-6 | 4-4 3-3 0-3 1-3 1-4 2-5 5-6 | 0    | 5-5  |
        | the 0-0 outranks the 5-6              | 0-0 0-1 0-2 1-2 2-3 1-3 0-3 | 5-6 4-6 4-5 3-6 3-5 2-6 2-5 | 0    | 0-0  |
        | no double is dealt                    | 0-1 0-2 1-2 2-3 1-3 0-3 3-4 | 5-6 4-6 4-5 3-6 3-5 2-6 2-5 | 1    | 5-6  |
        | no double, the heaviest tile is 4-6   | 4-6 0-1 0-2 1-2 2-3 1-3 0-3 | 4-5 3-6 3-5 2-6 2-5 3-4 1-6 | 0    | 4-6  |

    @id:lead-highest-double-002
    Scenario: With four players the highest double dealt is the 5-5
      Given the "block" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 0-4 1-2 |
        | 1    | 4-4 1-3 1-4 2-3 2-4 |
        | 2    | 1-1 0-5 1-5 2-5 3-4 |
        | 3    | 5-5 3-5 0-6 1-6 2-6 |
      Then seat 3 must lead 5-5

    @id:lead-highest-double-003
    Scenario: With three players and no double dealt, the 4-5 is the heaviest tile
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 1-2 1-3 |
        | 1    | 0-4 1-4 2-3 2-4 3-4 |
        | 2    | 0-5 1-5 2-5 3-5 4-5 |
      Then seat 2 must lead 4-5

    @id:lead-highest-double-004
    Scenario: With four players and no double dealt, the 5-6 is the heaviest tile
      Given the "block" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 |
        | 2    | 2-3 2-4 2-5 2-6 5-6 |
        | 3    | 3-4 3-5 3-6 4-5 4-6 |
      Then seat 2 must lead 5-6
