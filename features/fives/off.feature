@clause:score.fives.off
Feature: No scoring during the hand without fives
  With fives.enabled = false the open ends' sum has no effect: only the end of the hand scores.

  @id:fives-off-001
  Scenario: In Block a double-five lead scores nothing
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 0-0 1-1 0-2 0-3 1-2 1-3 |
      | 1    | 0-4 1-4 2-3 2-4 3-4 0-6 0-5 |
    When seat 0 leads 5-5
    And seat 1 plays 0-5 on the left
    Then the open ends show 0 and 5
    And the scores are 0 and 0

  @id:fives-off-002
  Scenario: In Draw ends adding up to fifteen score nothing
    Given the "draw" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 5-6 2-5 0-1 0-2 1-2 0-0 |
      | 1    | 3-6 5-5 1-1 1-3 0-3 2-3 1-4 |
    When seat 0 leads 6-6
    And seat 1 plays 3-6 on the left
    Then the open ends show 3 and 6
    And the scores are 0 and 0

  @id:fives-off-003
  Scenario: Without fives the engine still reports the count of the open ends
    The count is part of the state whatever the rules: here 0 before the lead, then 5 + 0.
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 0-0 1-1 0-2 0-3 1-2 1-3 |
      | 1    | 0-4 1-4 2-3 2-4 3-4 0-6 0-5 |
    Then the count is 0
    When the moves "5-5, 0-5 on the left" are played from seat 0
    Then the count is 10
    And seat 0 holds "0-0 0-2 0-3 1-1 1-2 1-3"
    And seat 1 holds "0-4 0-6 1-4 2-3 2-4 3-4"
