@clause:score.fives.muggins.lapse
Feature: An unclaimed score on the last play of a hand lapses
  When the hand ends with the unclaimed play, nobody can take the points: they lapse.

  @id:fives-lapse-005
  Scenario: The points of an unclaimed last play are not scored
    Seat 1 goes out with 2-2, making the count 15, and does not claim it.
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 0-6 1-6 4-4 4-6 5-5                             |
      | 1        | 0-3 1-3 1-4 2-2 2-3 4-5 6-6                             |
      | boneyard | 2-5 1-2 3-6 0-0 0-2 5-6 3-5 2-4 3-4 1-5 0-4 2-6 3-3 1-1 |
    When the moves "6-6, 4-6 on the right, 1-4 on the right, 0-6 on the left, 0-3 on the left, 0-1 on the right, 2-3 on the left, 0-5 on the right, 4-5 on the right, 1-6 on the up, 1-3 on the up, 4-4 on the right, 2-2 on the left" are played from seat 1
    Then seat 1 goes out and wins the hand
    And the count is 15
    And the scores are 0 and 10

  @id:fives-lapse-006
  Scenario: No points wait for muggins once the hand is over
    Seat 1 goes out with 2-2, making the count 15, and does not claim it.
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 0-6 1-6 4-4 4-6 5-5                             |
      | 1        | 0-3 1-3 1-4 2-2 2-3 4-5 6-6                             |
      | boneyard | 2-5 1-2 3-6 0-0 0-2 5-6 3-5 2-4 3-4 1-5 0-4 2-6 3-3 1-1 |
    When the moves "6-6, 4-6 on the right, 1-4 on the right, 0-6 on the left, 0-3 on the left, 0-1 on the right, 2-3 on the left, 0-5 on the right, 4-5 on the right, 1-6 on the up, 1-3 on the up, 4-4 on the right, 2-2 on the left" are played from seat 1
    Then the hand is over
    And 0 points are waiting for muggins

  @id:fives-claim-006 @clause:score.fives.claim @clause:score.fives.multiple
  Scenario: Claimed, the last play's count is scored with the going-out score
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 0-6 1-6 4-4 4-6 5-5                             |
      | 1        | 0-3 1-3 1-4 2-2 2-3 4-5 6-6                             |
      | boneyard | 2-5 1-2 3-6 0-0 0-2 5-6 3-5 2-4 3-4 1-5 0-4 2-6 3-3 1-1 |
    When the moves "6-6, 4-6 on the right, 1-4 on the right, 0-6 on the left, 0-3 on the left, 0-1 on the right, 2-3 on the left, 0-5 on the right, 4-5 on the right, 1-6 on the up, 1-3 on the up, 4-4 on the right, 2-2 on the left claiming 15" are played from seat 1
    Then seat 1 goes out and wins the hand
    And the scores are 0 and 25

  @id:fives-lapse-007
  Scenario: Points the next player passes over lapse, and a later muggins call is refused
    Without drawing, seat 1 holds no five and must pass.
    Given the "all-fives" rules for 2 players with draw.mode = none
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
      | 1    | 0-1 1-1 2-4 0-0 1-2 0-2 1-4 |
    When seat 0 leads 5-5
    Then 10 points are waiting for muggins
    When seat 1 passes
    Then 0 points are waiting for muggins
    And the scores are 0 and 0
    When seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:fives-lapse-008 @clause:end.blocked
  Scenario: An unclaimed score made by the play that blocks the hand lapses with the hand
    Without drawing, nobody holds another five: the 5-5 lead blocks the hand at once.
    Given the "all-fives" rules for 2 players with draw.mode = none
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 0-0 1-1 0-1 0-2 1-2 0-3 |
      | 1    | 2-2 3-3 4-4 1-3 2-3 0-4 1-4 |
    When seat 0 leads 5-5
    Then the hand is blocked and won by seat 0
    And 0 points are waiting for muggins
    When seat 1 tries to call muggins
    Then the move is refused as "hand_over"
