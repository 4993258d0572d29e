@clause:equipment.set.composition
Feature: A set holds every pair of numbers exactly once

  A double-n set holds every unordered pair of numbers from 0 to n, doubles included, and
  nothing else: (n+1)(n+2)/2 tiles. The tiles no hand is dealt stay in the boneyard, so the
  boneyard's size shows how many tiles the engine's set holds.

  Rule: A double-n set holds (n+1)(n+2)/2 tiles

    @id:equipment-set-001
    Scenario Outline: Two hands dealt from a double-<n> set leave the rest of its <size> tiles
      Given the "block" rules for 2 players with players = [2], set.max_pip = <n>, deal.hand_size = <hand size>
      And the deal:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      Then the boneyard holds <left> tiles

      Examples:
        | n  | size | hand size | hand 0                           | hand 1                         | left |
        | 1  | 3    | 1         | 1-1                              | 0-1                            | 1    |
        | 2  | 6    | 2         | 2-2 0-1                          | 1-2 0-2                        | 2    |
        | 3  | 10   | 3         | 3-3 0-1 1-2                      | 2-3 0-2 1-3                    | 4    |
        | 6  | 28   | 7         | 6-6 1-3 1-2 0-3 0-0 2-2 3-3      | 4-6 1-1 0-5 2-5 3-5 1-5 0-1    | 14   |
        | 9  | 55   | 7         | 9-9 8-9 7-8 0-0 1-2 3-4 5-6      | 8-8 7-9 6-7 0-1 2-3 4-5 6-9    | 41   |
        | 12 | 91   | 7         | 12-12 11-12 10-11 0-0 1-2 3-4 5-6 | 11-11 10-12 9-10 0-1 2-3 4-5 6-12 | 77 |

    @id:equipment-set-002
    Scenario: A three-player deal from a double-six set leaves thirteen tiles
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
      Then the boneyard holds 13 tiles

  Rule: The set holds every double, up to the top one

    @id:equipment-set-003
    Scenario: A double-twelve set has a 12-12, and it is the highest double
      The highest double dealt leads; in a double-twelve set that can be 12-12 (E-29).
      Given the "block" rules for 2 players with set.max_pip = 12, deal.hand_size = 7
      And the deal:
        | seat | tiles                           |
        | 0    | 11-11 10-12 9-10 0-1 2-3 4-5 6-12 |
        | 1    | 12-12 11-12 10-11 0-0 1-2 3-4 5-6 |
      Then seat 1 must lead 12-12

    @id:equipment-set-004
    Scenario: A double-nine set has a 9-9, which outranks the 6-6
      Given the "block-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-5 0-9 1-8 2-7 3-6 4-5 |
        | 1    | 9-9 0-1 0-2 0-3 1-2 1-3 2-3 |
      Then seat 1 must lead 9-9

  Rule: Nothing outside the set is part of it

    @id:equipment-set-005
    Scenario Outline: A deal naming <tile> is refused in a double-<n> set
      Given the "block" rules for 2 players with set.max_pip = <n>, deal.hand_size = 7
      When the deal is offered:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      Then the deal is refused

      Examples:
        | n  | tile  | hand 0                      | hand 1                      |
        | 6  | 7-7   | 7-7 1-3 1-2 0-3 0-0 2-2 3-3 | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 6  | 0-7   | 6-6 1-3 1-2 0-3 0-0 2-2 0-7 | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 9  | 10-10 | 9-9 1-3 1-2 0-3 0-0 2-2 3-3 | 4-6 1-1 0-5 2-5 3-5 1-5 10-10 |
        | 12 | 0-13  | 12-12 1-3 1-2 0-3 0-0 2-2 3-3 | 4-6 1-1 0-5 2-5 3-5 1-5 0-13 |
