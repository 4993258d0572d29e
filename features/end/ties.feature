Feature: A tie for the lightest hand
  When two or more sides share the fewest pips in a blocked hand, nobody wins it. Under
  score.blocked_tie = redeal the hand is void and dealt again; under no_score it counts as a
  hand that nobody won.

  @clause:end.blocked-tie.redeal
  Rule: A tie for lightest voids the hand

    @id:end-tie-001
    Scenario: Two hands level on the fewest pips: nobody scores and the hand is dealt again
      Seats 1 and 2 hold 9 pips each; seat 0's heavier 18 pays nobody.
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      And the pips left are 18, 9 and 9
      And a redeal is needed
      And the scores are 0, 0 and 0

  @clause:end.blocked-tie.no-score
  Rule: A tie for lightest is a hand nobody wins

    @id:end-tie-002
    Scenario: Two hands level on the fewest pips: the hand is over and nobody scores
      Given the "block" rules for 3 players with score.blocked_tie = no_score
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      And the hand is over
      And the scores are 0, 0 and 0
      And the match is not over

    @id:end-tie-003 @clause:end.blocked.lightest-team
    Scenario: Two teams level on pips: the partnership hand is over and nobody scores
      Seats 0 and 2 hold 4 and 11, seats 1 and 3 hold 10 and 5: 15 each.
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 1-2 2-3 2-6 3-4 3-6 4-5 |
        | 1    | 0-3 1-1 2-4 3-3 4-4 5-5 6-6 |
        | 2    | 0-2 0-6 1-5 1-6 2-2 2-5 3-5 |
        | 3    | 0-0 0-4 0-5 1-3 1-4 4-6 5-6 |
      When these moves are played:
        | seat | move             |
        | 1    | 6-6              |
        | 0    | 3-6 on the right |
        | 3    | 4-6 on the left  |
        | 2    | 3-5 on the right |
        | 1    | 2-4 on the left  |
        | 0    | 2-3 on the left  |
        | 3    | 5-6 on the right |
        | 2    | 0-6 on the right |
        | 1    | 0-3 on the right |
        | 0    | 3-4 on the right |
        | 3    | 0-4 on the right |
        | 2    | 0-2 on the right |
        | 1    | 3-3 on the left  |
        | 0    | 2-6 on the right |
        | 3    | 1-3 on the left  |
        | 2    | 1-5 on the left  |
        | 1    | 5-5 on the left  |
        | 0    | 4-5 on the left  |
        | 3    | 1-4 on the left  |
        | 2    | 1-6 on the left  |
      Then the pips left are 4, 10, 11 and 5
      And the hand is blocked with no winner
      And the hand is over
      And the scores are 0 and 0
