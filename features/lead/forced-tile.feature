@clause:lead.forced-tile
Feature: A leader chosen by a tile leads that tile

  Under lead.forced_tile = true a player who leads because they hold a certain tile (the
  highest double, the heaviest tile, the top double) must lead that tile (E-11). Leading
  any other tile is refused as "lead_tile_forced", and nothing changes.

  Rule: The tile that made the leader is the only legal lead

    @id:lead-forced-001
    Scenario: The holder of the 6-6 leads it and play goes on
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then the open ends show 6 and 6
      And seat 1 is to play

  @clause:move.refusal.lead-tile-forced @clause:move.refusal.unchanged
  Rule: Leading another tile is refused

    @id:lead-forced-002
    Scenario Outline: Under the "<profile>" rules, seat <seat> may not lead <other> instead of <tile>
      Given the "<profile>" rules for 2 players
      And the deal:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      When seat <seat> tries to lead <other>
      Then the move is refused as "lead_tile_forced"
      And nothing has changed
      And seat <seat> must lead <tile>

      Examples:
        | profile       | hand 0                      | hand 1                      | seat | tile | other |
        | block         | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 | 0    | 6-6  | 0-0   |
        | block         | 0-1 0-2 1-2 2-3 1-3 0-3 3-4 | 5-6 4-6 4-5 3-6 3-5 2-6 2-5 | 1    | 5-6  | 4-6   |
        | block-classic | 5-5 0-1 0-2 1-2 2-3 3-4 4-6 | 4-4 3-3 0-3 1-3 1-4 2-5 5-6 | 0    | 5-5  | 4-6   |
        | block-seven   | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 | 5-6 1-1 0-5 2-5 3-5 1-5 0-1 | 1    | 5-6  | 1-1   |
        | draw          | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 | 0    | 6-6  | 1-3   |
        | block-nine    | 9-9 0-1 0-2 0-3 1-2 1-3 2-3 | 8-8 6-6 0-9 1-8 2-7 3-6 4-5 | 0    | 9-9  | 0-1   |

    @id:lead-forced-003
    Scenario: In partnership play the holder of the 6-6 may not lead another tile
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 6-6 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 2-3 5-6 |
      When seat 2 tries to lead 0-6
      Then the move is refused as "lead_tile_forced"
      And nothing has changed
