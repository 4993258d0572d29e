@clause:deal.hand-size
Feature: Each hand holds the ruleset's number of tiles

  Every hand is dealt exactly deal.hand_size tiles for the number of players: under the
  "block" rules seven each for two players and five each for three or four; under
  "block-seven" seven each whatever the count. A deal with any other hand size is refused.

  Rule: A deal of the ruleset's hand size is accepted

    @id:deal-hand-size-001
    Scenario: Three players each hold seven under the "block-seven" rules
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 2-3 2-4 |
      Then seat 2 holds 7 tiles
      And the boneyard holds 7 tiles

    @id:deal-hand-size-002
    Scenario: Four players each hold five under the "block" rules
      Given the "block" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then seat 3 holds 5 tiles
      And the boneyard holds 8 tiles

  Rule: A deal of any other hand size is refused

    @id:deal-hand-size-003
    Scenario Outline: Two hands of <size 0> and <size 1> tiles are refused where seven are dealt
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      Then the deal is refused

      Examples:
        | size 0 | size 1 | hand 0                          | hand 1                          |
        | 7      | 6      | 6-6 1-3 1-2 0-3 0-0 2-2 3-3     | 4-6 1-1 0-5 2-5 3-5 1-5         |
        | 6      | 8      | 6-6 1-3 1-2 0-3 0-0 2-2         | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 3-3 |
        | 8      | 8      | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 0-2 | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 0-4 |
        | 5      | 5      | 6-6 1-3 1-2 0-3 0-0             | 4-6 1-1 0-5 2-5 3-5             |

    @id:deal-hand-size-004
    Scenario: Seven each for three players is refused where five are dealt
      Given the "block" rules for 3 players
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 2-3 2-4 |
      Then the deal is refused

    @id:deal-hand-size-005
    Scenario: Five each for three players is refused where seven are dealt
      Given the "block-seven" rules for 3 players
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
      Then the deal is refused

  Rule: A ruleset whose hands need more tiles than the set holds is refused

    @id:deal-hand-size-006
    Scenario: Eight tiles each for four players need 32 of a double-six set's 28
      When a match is started under the "block" rules for 4 players with players = [4], deal.hand_size = 8
      Then the rules are refused
