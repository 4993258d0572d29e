@clause:end.blocked-tie.carry
Feature: A tied hand's points carried to the next winner
  Under score.blocked_tie = carry a blocked hand with a tie for lightest scores nothing, and
  the points it is worth go to the winner of the next hand that is won.

  Background:
    Seats 1 and 2 tie on 9 pips; seat 0 holds 18. What one tied hand would score under
    diff_each, (18 - 9) + (9 - 9) = 9, is carried.
    Given the "block" rules for 3 players with score.blocked_tie = carry
    And the deal:
      | seat | tiles               |
      | 0    | 1-3 2-6 3-3 4-4 5-5 |
      | 1    | 0-1 0-4 0-5 4-6 6-6 |
      | 2    | 0-2 1-6 3-4 3-6 4-5 |
    When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1

  @id:end-carry-001
  Scenario: The tied hand is over and nobody scores in it
    Then the hand is blocked with no winner
    And the pips left are 18, 9 and 9
    And the hand is over
    And the scores are 0, 0 and 0

  @id:end-carry-002 @clause:lead.after-tie.rotate
  Scenario: The winner of the next hand scores its own points and the 9 carried
    Seat 2 leads the next hand; seat 0 goes out against 9 and 14 pips: 23 and the 9 carried.
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-1 0-5 0-6 2-5 3-5 |
      | 1    | 0-0 2-4 3-4 3-6 4-5 |
      | 2    | 1-1 1-4 1-5 1-6 6-6 |
    And the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the hand scores 32 points
    And the scores are 32, 0 and 0
