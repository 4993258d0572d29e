Feature: Playing to a target
  Under match.end = target the match ends at the end of a hand after which a side's total is
  at least the target; the highest total wins. Level leaders at the target play on.

  @clause:match.end.target
  Rule: The match ends when a side reaches the target

    @id:match-target-001
    Scenario Outline: Going out for 23 with a target of <target>: <outcome>
      Given the "block" rules for 3 players with match.target = <target>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then the scores are 23, 0 and 0
      And <outcome>

      Examples:
        | target | outcome                        |
        | 61     | the match is not over          |
        | 24     | the match is not over          |
        | 23     | the match is over, won by seat 0 |
        | 20     | the match is over, won by seat 0 |

    @id:match-target-002
    Scenario: The profile's target for three players is 61
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then the hand is over
      And the match is not over

    @id:match-target-003
    Scenario: When two sides pass the target in the same hand, the higher total wins
      Seat 0 goes out and reaches 10; seat 1 ends the hand with 35.
      Given the "all-fives" rules for 2 players with fives.claims = auto, match.target = 10, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-5 0-6 1-1 1-5 2-5 4-4 5-6                             |
        | 1        | 2-3 2-4 2-6 3-4 3-5 4-5 4-6                             |
        | boneyard | 1-2 1-4 1-6 3-3 0-1 0-3 3-6 6-6 1-3 0-0 0-4 2-2 0-2 5-5 |
      When the moves "4-4, 2-4 on the right, 2-5 on the right, 3-4 on the left, 1-5 on the right, 4-5 on the up, 0-5 on the up, 2-3 on the left, 0-6 on the up, 4-6 on the down, 5-6 on the up, 2-6 on the down, 1-1 on the right" are played from seat 0
      Then the scores are 10 and 35
      And the match is over, won by seat 1

  @clause:match.end.target.level
  Rule: Level leaders at the target play on

    Background:
      Both players end the first hand on 20, the target.
      Given the "all-fives" rules for 2 players with fives.claims = auto, match.target = 20, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 1-2 1-3 2-4 2-6 4-4 4-5                             |
        | 1        | 0-3 1-6 2-5 3-5 3-6 4-6 6-6                             |
        | boneyard | 0-1 2-2 0-5 3-3 0-0 5-6 1-5 0-2 1-1 5-5 0-4 2-3 3-4 1-4 |
      When the moves "6-6, 2-6 on the right, 4-6 on the left, 4-5 on the left, 2-5 on the right, 0-6 on the down, 0-3 on the down, 1-3 on the down, 3-5 on the right, 1-2 on the down, 1-6 on the up, 2-4 on the down, 3-6 on the right" are played from seat 1

    @id:match-level-001
    Scenario: Two sides level on the target after a hand play another hand
      Then seat 1 goes out and wins the hand
      And the scores are 20 and 20
      And the match is not over

    @id:match-level-002
    Scenario: The next hand decides between level leaders
      When the next hand is dealt:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-3 0-6 1-6 2-5 2-6 3-5                             |
        | 1        | 1-1 2-3 2-4 4-5 5-5 5-6 6-6                             |
        | boneyard | 4-6 4-4 3-6 0-0 3-3 3-4 1-3 1-4 0-2 1-2 0-4 0-5 2-2 1-5 |
      And the moves "6-6, 0-6 on the right, 5-6 on the left, 1-6 on the down, 5-5 on the left, 0-3 on the right, 1-1 on the down, 2-5 on the left, 2-4 on the left, 3-5 on the right, 4-5 on the left, 2-6 on the up, 2-3 on the up" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the scores are 20 and 55
      And the match is over, won by seat 1
