Feature: Tournament tables and the final
  The tournament sheet plays All Fives to 350 at each table until a second player reaches the
  line; the two who reach it go on to the next round. The last four play a final to 350. The
  engine models one match: a table's result names its qualifiers, and the final is read as one
  match of the four under match.end = target.

  @id:tournament-table-001 @clause:tournament.qualifiers @clause:match.end.qualify-two @clause:match.end.qualify-two.order
  Scenario: A table of three plays to 350 until two qualify, and its result names them
    Seat 0 passes 350 after the fifth hand and qualifies; play goes on. After the seventh
    hand seats 1 and 2 are both past the line, seat 2 with the higher total: seat 2 is the
    second qualifier and seat 1 is out.
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-5 0-6 1-5 2-2 3-4 3-5 5-5 |
      | 1        | 0-1 0-2 1-1 3-3 4-4 4-6 6-6 |
      | 2        | 0-3 0-4 1-3 1-6 2-4 2-6 3-6 |
      | boneyard | 2-5 5-6 2-3 4-5 1-4 1-2 0-0 |
      | lots     | 1-2 6-6 0-3                 |
    When the moves "4-6, 1-6 on the right, 3-4 on the left, 1-1 on the right, 3-6 on the left, 1-5 on the right, 6-6 on the left, 1-3 on the up, 5-5 on the right, 0-1 on the down, 2-6 on the left, 0-5 on the down, 3-3 on the up, 2-4 on the left, 3-5 on the down, 4-4 on the left, 0-4 on the left, 0-6 on the left, draw, 2-5 on the right, 0-3 on the down" are played from seat 1
    Then seat 2 goes out and wins the hand
    And the scores are 70, 40 and 70
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-5 1-4 2-4 2-5 4-5 5-6 6-6 |
      | 1        | 0-3 0-4 1-1 1-3 1-5 4-4 4-6 |
      | 2        | 0-0 0-1 0-2 0-6 3-3 3-5 3-6 |
      | boneyard | 1-6 5-5 2-3 2-2 3-4 2-6 1-2 |
    And the moves "3-6, 6-6 on the right, 4-6 on the right, 3-3 on the left, 5-6 on the down, 1-3 on the left, 0-6 on the up, 0-5 on the up, 4-4 on the right, 3-5 on the down, 1-4 on the left, 1-5 on the up, 0-1 on the up, 4-5 on the left, 0-4 on the up, draw, draw, 5-5 on the left, 2-5 on the left, 0-3 on the down, 0-2 on the left, 2-4 on the up" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the scores are 155, 70 and 130
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 0-3 0-5 1-2 1-5 2-5 5-6 |
      | 1        | 0-0 1-6 2-3 2-4 2-6 4-5 6-6 |
      | 2        | 0-1 1-4 2-2 3-3 3-4 3-5 5-5 |
      | boneyard | 0-4 3-6 1-3 4-4 0-6 4-6 1-1 |
    And the moves "0-5, 0-0 on the left, 5-5 on the right, 5-6 on the right, 6-6 on the right, 0-1 on the left, 0-2 on the down, 1-6 on the left, 2-2 on the down, 0-3 on the up, 2-4 on the down, 3-5 on the up, 2-5 on the up, 4-5 on the down, draw, draw, 3-6 on the right, 1-2 on the up, 2-6 on the left, 3-4 on the right, 1-5 on the down" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the scores are 235, 145 and 140
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-5 1-1 1-5 2-4 3-5 4-6 |
      | 1        | 1-3 1-4 2-2 3-6 4-4 4-5 6-6 |
      | 2        | 0-2 0-4 0-6 1-2 1-6 2-5 5-5 |
      | boneyard | 5-6 2-3 3-4 2-6 0-3 3-3 0-1 |
    And the moves "4-6, 6-6 on the right, 1-6 on the right, 1-5 on the right, 4-5 on the left, 5-5 on the right, 0-5 on the left, 3-6 on the up, 0-2 on the left, 3-5 on the up, 2-2 on the left, 2-5 on the left, draw, 5-6 on the down, draw, draw, draw, draw, draw, draw" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the scores are 340, 155 and 195
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-1 0-6 1-3 2-3 2-5 4-6 5-6 |
      | 1        | 0-0 0-3 1-5 2-4 2-6 4-4 5-5 |
      | 2        | 0-2 0-4 1-1 1-2 1-4 3-4 4-5 |
      | boneyard | 3-3 1-6 3-5 3-6 0-5 2-2 6-6 |
    And the moves "4-6, 4-4 on the left, 4-5 on the left, 5-6 on the right, 5-5 on the right, 0-4 on the down, 2-5 on the left, 0-3 on the down, 3-4 on the down, 2-3 on the left, 2-4 on the down, 1-4 on the up, 0-1 on the up, 0-0 on the up, 1-2 on the down, 0-6 on the up, 2-6 on the up, 1-1 on the down, 1-3 on the left" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the scores are 420, 215 and 210
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 1-1 1-2 3-4 3-5 4-6 5-6 |
      | 1        | 0-4 0-5 0-6 1-5 2-5 2-6 4-4 |
      | 2        | 0-2 2-3 2-4 3-6 4-5 5-5 6-6 |
      | boneyard | 0-0 0-1 1-3 3-3 1-4 2-2 1-6 |
    And the moves "4-6, 4-4 on the left, 6-6 on the right, 3-4 on the left, 0-4 on the up, 4-5 on the down, 5-6 on the down, 0-6 on the down, 3-6 on the left, 0-3 on the down, 2-6 on the left, 0-2 on the left, 3-5 on the down, 2-5 on the down, 2-3 on the down, draw, 0-0 on the left, 0-5 on the left, 5-5 on the left, draw, 0-1 on the up, 1-5 on the up" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the scores are 460, 305 and 305
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 1-2 2-4 3-4 3-6 5-5 5-6 |
      | 1        | 0-0 1-4 1-6 2-2 4-4 4-5 4-6 |
      | 2        | 0-1 0-5 0-6 1-1 1-3 3-5 6-6 |
      | boneyard | 3-3 0-4 2-6 2-3 1-5 0-3 2-5 |
    And the moves "4-6, 6-6 on the right, 3-4 on the left, 1-6 on the right, 1-1 on the right, 5-6 on the down, 4-5 on the down, 1-3 on the right, 3-6 on the right, 1-4 on the down, 0-6 on the up, 1-2 on the down, 2-2 on the down, 3-5 on the left, 5-5 on the left, 0-0 on the up, 0-5 on the up, 2-4 on the down, 4-4 on the down" are played from seat 1
    Then seat 1 goes out and wins the hand
    And the scores are 530, 350 and 370
    And the match is over, won by seats 0 and 2

  @id:tournament-final-001 @clause:tournament.final @clause:match.end.target
  Scenario: The final of four is won by the first to pass 350 with the highest total
    One reading of "play to 350 and play down to 1": a single match of the four to 350, won by
    the highest total once a player reaches it.
    Given the "all-fives-tournament" rules for 4 players with match.end = target
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-3 1-3 1-4 2-6 3-5 5-5 |
      | 1    | 0-4 0-5 1-5 2-2 2-5 4-5 6-6 |
      | 2    | 0-6 1-1 1-2 2-4 3-4 4-4 4-6 |
      | 3    | 0-1 0-2 1-6 2-3 3-3 3-6 5-6 |
      | lots | 1-2 6-6 0-3 4-5             |
    When the moves "0-5, 0-6 on the left, 5-6 on the left, 5-5 on the left, 4-5 on the right, 4-6 on the right, 3-6 on the right, 3-5 on the right, 2-5 on the right, 2-4 on the right, pass, 1-4 on the right, 1-5 on the right" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the scores are 90, 20, 0 and 10
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 0-5 2-2 5-5 5-6 6-6 |
      | 1    | 0-1 0-3 1-3 1-4 1-5 2-4 3-3 |
      | 2    | 0-2 1-6 2-3 2-5 3-5 4-4 4-5 |
      | 3    | 0-6 1-1 1-2 2-6 3-4 3-6 4-6 |
    And the moves "5-5, 1-5 on the left, 4-5 on the right, 4-6 on the right, 6-6 on the right, 1-3 on the left, 3-5 on the left, 0-6 on the right, 0-5 on the right, pass, 2-5 on the right, 2-6 on the right, 5-6 on the right" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the scores are 185, 35, 5 and 15
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-5 2-4 3-6 4-4 5-5 |
      | 1    | 0-2 0-3 1-1 1-4 2-2 4-5 4-6 |
      | 2    | 0-4 0-6 1-2 1-3 1-6 3-5 6-6 |
      | 3    | 1-5 2-3 2-5 2-6 3-3 3-4 5-6 |
    And the moves "5-5, 4-5 on the left, 0-4 on the left, 5-6 on the right, 3-6 on the right, 0-2 on the left, 3-5 on the right, 2-5 on the left, 0-5 on the down, 0-3 on the down, 1-3 on the down, 1-5 on the down" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the scores are 280, 40, 15 and 40
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-1 2-3 2-5 3-4 3-6 4-6 |
      | 1    | 0-1 0-2 0-3 0-5 0-6 1-4 3-3 |
      | 2    | 0-4 1-2 1-6 2-2 2-6 4-5 5-5 |
      | 3    | 1-3 1-5 2-4 3-5 4-4 5-6 6-6 |
    And the moves "4-6, 0-6 on the right, 4-5 on the left, 5-6 on the left, 3-6 on the left, 0-2 on the right, 2-6 on the right, 6-6 on the right, 3-4 on the left, 1-4 on the left, 1-6 on the left" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the scores are 360, 45, 20 and 55
    And the match is over, won by seat 0
