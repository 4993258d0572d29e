Feature: The lightest hand wins a blocked hand
  In individual play the player holding the fewest pips wins a blocked hand; in partnership
  play, the team whose two hands together hold the fewest.

  @clause:end.blocked.lightest-hand
  Rule: In individual play the lightest hand wins a block

    @id:end-light-001
    Scenario: Of two players, the lighter hand wins the block
      Seat 0 is left with 1-1 (2 pips), seat 1 with 3-3 and 3-5 (14).
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-5 1-1 2-2 2-4 |
        | 1    | 1-3 3-3 3-4 3-5 4-5 4-6 5-5 |
      When these moves are played:
        | seat | move             |
        | 1    | 5-5              |
        | 0    | 0-5 on the left  |
        | 1    | 4-5 on the right |
        | 0    | 0-1 on the left  |
        | 1    | 1-3 on the left  |
        | 0    | 2-4 on the right |
        | 1    | 3-4 on the left  |
        | 0    | 2-2 on the right |
        | 1    | 4-6 on the left  |
        | 0    | 0-2 on the right |
        | 1    | pass             |
        | 0    | 0-0 on the right |
      Then the hand is blocked and won by seat 0
      And the pips left are 2 and 14
      And the hand scores 12 points

    @id:end-light-002
    Scenario: Of four players, the lightest hand wins the block, whoever made the last play
      Given the "block" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 1-4 1-6 2-3 6-6 |
        | 1    | 0-1 0-4 1-2 3-3 3-4 |
        | 2    | 0-0 0-3 0-5 4-5 5-6 |
        | 3    | 0-6 1-1 2-5 4-4 5-5 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | pass             |
        | 2    | 5-6 on the right |
        | 3    | 0-6 on the left  |
        | 0    | pass             |
        | 1    | 0-4 on the left  |
        | 2    | 0-5 on the right |
        | 3    | 4-4 on the left  |
        | 0    | 1-4 on the left  |
        | 1    | 1-2 on the left  |
        | 2    | 0-0 on the right |
        | 3    | 2-5 on the left  |
        | 0    | pass             |
        | 1    | 0-1 on the right |
        | 2    | 4-5 on the left  |
        | 3    | 1-1 on the right |
        | 0    | 1-3 on the right |
        | 1    | 3-4 on the right |
      Then the hand is blocked and won by seat 2
      And the pips left are 12, 6, 3 and 10

  @clause:end.blocked.lightest-team
  Rule: In partnership play the lighter team wins a block

    @id:end-light-003
    Scenario: The lighter team wins the block though the lightest single hand is an opponent's
      Seat 1 is left with 0-0 (0 pips), but seats 1 and 3 hold 16 together against 8 for
      seats 0 and 2.
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 2-4 2-5 3-3 4-5 5-6 |
        | 1    | 0-0 0-5 1-4 2-3 3-5 4-4 5-5 |
        | 2    | 0-1 1-2 1-3 1-6 2-2 2-6 6-6 |
        | 3    | 0-2 0-6 1-1 1-5 3-4 3-6 4-6 |
      When these moves are played:
        | seat | move             |
        | 2    | 6-6              |
        | 1    | pass             |
        | 0    | 5-6 on the right |
        | 3    | 1-5 on the right |
        | 2    | 1-6 on the left  |
        | 1    | 1-4 on the right |
        | 0    | 4-5 on the right |
        | 3    | 1-1 on the left  |
        | 2    | 1-3 on the left  |
        | 1    | 0-5 on the right |
        | 0    | 3-3 on the left  |
        | 3    | 3-4 on the left  |
        | 2    | 0-1 on the right |
        | 1    | 4-4 on the left  |
        | 0    | 2-4 on the left  |
        | 3    | 0-2 on the left  |
        | 2    | 1-2 on the right |
        | 1    | 2-3 on the right |
        | 0    | 0-3 on the left  |
        | 3    | 3-6 on the left  |
        | 2    | 2-6 on the left  |
        | 1    | 3-5 on the right |
        | 0    | 2-5 on the left  |
        | 3    | pass             |
        | 2    | pass             |
        | 1    | 5-5 on the left  |
      Then the pips left are 4, 0, 4 and 16
      And the hand is won by the team of seats 0 and 2
      And the scores are 8 and 0
