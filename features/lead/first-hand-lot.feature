@clause:lead.first-hand.lot
Feature: The highest lot tile leads

  Under lead.first_hand = lot every seat draws a lot tile before the deal. The highest
  double among the lot tiles leads; if none is a double, the heaviest lot tile, equal
  weights ranked by lead.tie_break. The lot only chooses the leader: the leader may lead
  any tile of the hand, whoever holds the 6-6 (lead.any-tile).

  @clause:lead.any-tile
  Rule: The seat with the highest lot tile leads, and may lead any tile

    @id:lead-lot-001
    Scenario Outline: With lot tiles <lots>, seat <seat> leads
      Given the "block" rules for 3 players with lead.first_hand = lot
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | <lots>              |
      Then seat <seat> may lead any tile

      Examples:
        | lots        | seat | why                                        |
        | 0-0 5-6 1-1 | 2    | the 1-1 is the highest double drawn        |
        | 3-3 5-6 1-1 | 0    | the 3-3 outranks the 1-1                   |
        | 2-4 5-6 0-6 | 1    | no double is drawn; the 5-6 is heaviest    |
        | 0-0 0-1 0-2 | 0    | the 0-0, a double, outranks heavier tiles  |
        | 3-6 0-5 4-5 | 0    | 3-6 and 4-5 weigh 9; the higher half wins  |
        | 2-3 4-5 3-6 | 2    | the 3-6 outranks the 4-5 again             |

    @id:lead-lot-002
    Scenario: The lot leader leads a tile other than the 6-6 that another seat holds
      Given the "block" rules for 3 players with lead.first_hand = lot
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 0-0 5-6 1-1         |
      When seat 2 leads 1-5
      Then the open ends show 1 and 5
      And seat 0 is to play

    @id:lead-lot-003
    Scenario: In the All Fives tournament the lot leader may lead any tile
      Given the "all-fives-tournament" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | lots | 2-3 4-4                     |
      Then seat 1 may lead any tile
