@clause:score.blocked.all-pips
Feature: A blocked hand scored as every pip on the table
  Under score.blocked = all_pips the winner of a blocked hand scores the pips of every hand
  left, its own included.

  @id:score-all-pips-001
  Scenario: Seat 1 wins the block with 8 against 32 and 35, and scores 75
    Seat 2 leads the 6-6 and every other six lies unused: the hand blocks at once.
    Given the "block" rules for 3 players with score.blocked = all_pips
    And the deal:
      | seat | tiles               |
      | 0    | 2-5 3-4 2-4 3-3 1-5 |
      | 1    | 0-0 0-1 0-2 1-1 1-2 |
      | 2    | 6-6 3-5 4-5 4-4 5-5 |
    When seat 2 leads 6-6
    Then the hand is blocked and won by seat 1
    And the pips left are 32, 8 and 35
    And the hand scores 75 points
    And the scores are 0, 75 and 0
