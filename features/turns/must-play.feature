@clause:turn.must-play
Feature: A player able to play must play

  Background:
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
      | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |

  @id:turn-must-play-001
  Scenario: Passing while holding a tile that fits is refused
    When seat 0 leads 6-6
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 is to play

  @id:turn-must-play-002
  Scenario: The only legal move is the tile that fits
    When seat 0 leads 6-6
    Then the legal moves are "4-6 on the left"
