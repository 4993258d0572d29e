@clause:lead.any-tile
Feature: Otherwise the leader may lead any tile

  A leader not bound by lead.forced-tile may lead any tile of their hand: under
  lead.forced_tile = false, or when the leader was chosen by lot, as the winner of the last
  hand, by rotation, or as the same leader after a tie (E-11).

  Rule: Under lead.forced_tile = false the leader chooses the tile

    @id:lead-any-tile-001
    Scenario Outline: With lead.forced_tile = <forced>, the holder of the 6-6 <may> lead another tile
      Given the "block" rules for 2 players with lead.forced_tile = <forced>
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      Then seat 0 <may> lead 1-3

      Examples:
        | forced | may     |
        | true   | may not |
        | false  | may     |

    @id:lead-any-tile-002
    Scenario: Without a forced tile every tile of the leader's hand may be led
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      Then seat 0 may lead any tile

    @id:lead-any-tile-003
    Scenario: Without a forced tile the leader leads the 1-3 and play goes on
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 1-3
      Then the left end shows 1
      And the right end shows 3
      And seat 1 is to play

    @id:lead-any-tile-004
    Scenario: Without a forced tile the heaviest tile's holder leads as they choose
      Given the "block-seven" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 5-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      Then seat 1 may lead any tile

  Rule: The winner of the last hand leads any tile, even under lead.forced_tile = true

    @id:lead-any-tile-005
    Scenario: The winner leads the next hand with any tile though the other seat holds the 5-5
      Given the "block" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 0-1 |
        | 1    | 4-6 3-4 |
      When the moves "6-6, 4-6 on the left, pass, 3-4 on the left" are played from seat 0
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then seat 1 may lead any tile
