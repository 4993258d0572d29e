@clause:score.side
Feature: Scores belong to sides
  Scores are kept per team in partnership play and per seat otherwise; points a player scores
  belong to their side.

  @id:score-side-001
  Scenario: In partnership play both partners share their team's score
    Given the "partnership" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
      | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
      | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
      | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |
    When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 1-6 on the right, 1-5 on the right, 3-5 on the right, 3-4 on the left, pass, pass, 3-3 on the right, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the left, 0-5 on the right, 4-5 on the right, 0-1 on the left, 1-3 on the left, 1-4 on the right, 1-1 on the right, pass, pass, 2-3 on the left, pass, 2-2 on the left, pass, 1-2 on the left" are played from seat 3
    Then seat 0 goes out and wins the hand
    And the score of seat 0 is 18
    And the score of seat 2 is 18
    And the score of seat 1 is 0
    And the score of seat 3 is 0

  @id:score-side-002
  Scenario: In partnership play a team's pips are its two hands added together
    Seats 0 and 2 hold 4 and 4 (8), seats 1 and 3 hold 0 and 16 (16).
    Given the "partnership" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 0-4 2-4 2-5 3-3 4-5 5-6 |
      | 1    | 0-0 0-5 1-4 2-3 3-5 4-4 5-5 |
      | 2    | 0-1 1-2 1-3 1-6 2-2 2-6 6-6 |
      | 3    | 0-2 0-6 1-1 1-5 3-4 3-6 4-6 |
    When the moves "6-6, pass, 5-6 on the right, 1-5 on the right, 1-6 on the left, 1-4 on the right, 4-5 on the right, 1-1 on the left, 1-3 on the left, 0-5 on the right, 3-3 on the left, 3-4 on the left, 0-1 on the right, 4-4 on the left, 2-4 on the left, 0-2 on the left, 1-2 on the right, 2-3 on the right, 0-3 on the left, 3-6 on the left, 2-6 on the left, 3-5 on the right, 2-5 on the left, pass, pass, 5-5 on the left" are played from seat 2
    Then the hand is won by the team of seats 0 and 2
    And the hand scores 8 points
    And the score of seat 2 is 8

  @id:score-side-003
  Scenario: In individual play each seat keeps its own score
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 0-6 2-5 3-5 |
      | 1    | 0-0 2-4 3-4 3-6 4-5 |
      | 2    | 1-1 1-4 1-5 1-6 6-6 |
    When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
    Then the scores are 23, 0 and 0
    And the score of seat 0 is 23
