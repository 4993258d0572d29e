@clause:score.winner-only
Feature: Only the winning side scores at the end of a hand

  @id:score-winner-001
  Scenario: After going out, the losers score nothing for the pips they hold
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 0-6 2-5 3-5 |
      | 1    | 0-0 2-4 3-4 3-6 4-5 |
      | 2    | 1-1 1-4 1-5 1-6 6-6 |
    When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the scores are 23, 0 and 0

  @id:score-winner-002
  Scenario: After a block, the heavier hands score nothing
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 1-1 1-5 2-3 3-4 5-5 |
      | 1    | 0-1 1-4 2-5 3-6 6-6 |
      | 2    | 0-2 2-2 2-4 3-3 4-5 |
    When the moves "6-6, pass, pass, 3-6 on the left, 3-3 on the left, 3-4 on the left, 1-4 on the left, pass, 1-1 on the left, 0-1 on the left, 0-2 on the left, 2-3 on the left" are played from seat 1
    Then the hand is blocked and won by seat 1
    And the scores are 0, 21 and 0
