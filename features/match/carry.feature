@clause:match.carry
Feature: Scores carry across hands
  Each side's score is the sum of every point it has scored in the match; a new hand starts
  with the totals the last one ended with.

  @id:match-carry-001 @clause:score.out.opponents-only @clause:score.blocked.diff-each @clause:match.end.target
  Scenario: The seed's three hands: Alice 23, Ben 21, Cara 16, playing to 61
    Alice (seat 0) goes out against Ben's 9 and Cara's 14; Ben wins the blocked second hand
    with 7 against 16 and 19; Cara goes out against Alice's 5 and Ben's 11.
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 0-6 2-5 3-5 |
      | 1    | 0-0 2-4 3-4 3-6 4-5 |
      | 2    | 1-1 1-4 1-5 1-6 6-6 |
    When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the hand scores 23 points
    And the scores are 23, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-1 0-2 1-5 1-6 4-5 |
      | 1    | 0-3 0-6 2-2 2-3 6-6 |
      | 2    | 0-0 1-3 1-4 3-3 4-4 |
    And the moves "1-6, 6-6 on the right, 1-3 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-6 on the left" are played from seat 0
    Then the hand is blocked and won by seat 1
    And the pips left are 16, 7 and 19
    And the hand scores 21 points
    And the scores are 23, 21 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-2 1-4 1-6 2-6 4-5 |
      | 1    | 0-1 0-3 2-2 2-3 3-5 |
      | 2    | 0-4 1-1 2-5 3-6 4-4 |
    And the moves "2-2, 2-5 on the left, 4-5 on the left, 2-3 on the right, 3-6 on the right, 2-6 on the right, pass, 4-4 on the left, 0-2 on the right, 0-1 on the right, 1-1 on the right, 1-6 on the right, pass, 0-4 on the left" are played from seat 1
    Then seat 2 goes out and wins the hand
    And the pips left are 5, 11 and 0
    And the hand scores 16 points
    And the scores are 23, 21 and 16
    And the match is not over

  @id:match-carry-002 @clause:score.fives.multiple
  Scenario: Points scored during a hand and at its end carry into the next hand
    Seat 1 ends the first hand with 35 (in-hand) and seat 0 with 10 (going out); in the
    second hand seat 0, the winner, leads.
    Given the "all-fives" rules for 2 players with fives.claims = auto, score.rounding = nearest_five_total
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-1 1-5 2-5 4-4 5-6                             |
      | 1        | 2-3 2-4 2-6 3-4 3-5 4-5 4-6                             |
      | boneyard | 1-2 1-4 1-6 3-3 0-1 0-3 3-6 6-6 1-3 0-0 0-4 2-2 0-2 5-5 |
    When the moves "4-4, 2-4 on the right, 2-5 on the right, 3-4 on the left, 1-5 on the right, 4-5 on the up, 0-5 on the up, 2-3 on the left, 0-6 on the up, 4-6 on the down, 5-6 on the up, 2-6 on the down, 1-1 on the right" are played from seat 0
    Then the scores are 10 and 35
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 5-5 0-5 1-1 0-2 0-3 1-2 1-3 |
      | 1    | 0-4 1-4 2-3 2-4 3-4 0-6 1-6 |
    And seat 0 leads 5-5
    Then the scores are 20 and 35
