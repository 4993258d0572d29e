@clause:end.blocked.lightest-single-hand
Feature: A blocked partnership hand won by the lightest single hand
  Under score.blocked_winner = lightest_hand the team of the player holding the fewest pips
  wins a blocked hand, whatever the partner holds, and the partner's pips are not counted
  for it.

  @id:end-single-001
  Scenario Outline: Under score.blocked = <formula> the team of seats 0 and 2 wins and scores <points>
    Seats 0 and 2 hold 4 and 11, seats 1 and 3 hold 10 and 5: 15 each, but seat 0's 4 is
    the lightest hand.
    Given the "partnership" rules for 4 players with score.blocked_winner = lightest_hand, score.blocked = <formula>
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 2-3 2-6 3-4 3-6 4-5 |
      | 1    | 0-3 1-1 2-4 3-3 4-4 5-5 6-6 |
      | 2    | 0-2 0-6 1-5 1-6 2-2 2-5 3-5 |
      | 3    | 0-0 0-4 0-5 1-3 1-4 4-6 5-6 |
    When the moves "6-6, 3-6 on the right, 4-6 on the left, 3-5 on the right, 2-4 on the left, 2-3 on the left, 5-6 on the right, 0-6 on the right, 0-3 on the right, 3-4 on the right, 0-4 on the right, 0-2 on the right, 3-3 on the left, 2-6 on the right, 1-3 on the left, 1-5 on the left, 5-5 on the left, 4-5 on the left, 1-4 on the left, 1-6 on the left" are played from seat 1
    Then the pips left are 4, 10, 11 and 5
    And the hand is won by the team of seats 0 and 2
    And the hand scores <points> points
    And the scores are <points> and 0

    Examples:
      | formula          | points |
      | winner_takes_all | 15     |
      | diff_each        | 11     |
