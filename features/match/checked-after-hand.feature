@clause:match.checked-after-hand
Feature: The end of the match is decided only at the end of a hand
  A side that reaches the target during a hand plays the hand out.

  Background:
    Seat 1 scores 10 with 2-4, 15 with 4-6 and 10 with 2-6 during the hand; seat 0 goes out
    with 1-1 against 3-5 (8 pips, 10 rounded).
    Given the "all-fives" rules for 2 players with fives.claims = auto, match.target = 25, score.rounding = nearest_five_total
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-1 1-5 2-5 4-4 5-6                             |
      | 1        | 2-3 2-4 2-6 3-4 3-5 4-5 4-6                             |
      | boneyard | 1-2 1-4 1-6 3-3 0-1 0-3 3-6 6-6 1-3 0-0 0-4 2-2 0-2 5-5 |
    When the moves "4-4, 2-4 on the right, 2-5 on the right, 3-4 on the left, 1-5 on the right, 4-5 on the up, 0-5 on the up, 2-3 on the left, 0-6 on the up, 4-6 on the down" are played from seat 0

  @id:match-checked-001
  Scenario: Reaching the target during the hand does not end the match
    Then the scores are 0 and 25
    And the hand is not over
    And the match is not over
    And seat 0 is to play

  @id:match-checked-002 @clause:match.end.target
  Scenario: The match ends when the hand in which the target was reached ends
    When the moves "5-6 on the up, 2-6 on the down, 1-1 on the right" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the scores are 10 and 35
    And the match is over, won by seat 1
