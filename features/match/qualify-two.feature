Feature: Playing on until two sides qualify
  Under match.end = qualify_two the first side to reach the target qualifies and play goes
  on; the match ends after the hand in which a second side reaches it. Sides reaching it in
  the same hand qualify by total, highest first, until two have; equal totals qualify
  together.

  @clause:match.end.qualify-two @clause:tournament.qualifiers
  Rule: Play on until a second side reaches the target

    Background:
      Given the "block" rules for 3 players with match.end = qualify_two, match.target = 20
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2

    @id:match-qualify-001
    Scenario: The first side to reach the target qualifies and play goes on
      Then the scores are 23, 0 and 0
      And the match is not over

    @id:match-qualify-002
    Scenario: The match ends when a second side reaches the target, and both qualify
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-2 1-5 1-6 4-5 |
        | 1    | 0-3 0-6 2-2 2-3 6-6 |
        | 2    | 0-0 1-3 1-4 3-3 4-4 |
      And the moves "1-6, 6-6 on the right, 1-3 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-6 on the left" are played from seat 0
      Then the scores are 23, 21 and 0
      And the match is over, won by seats 0 and 1

  @clause:match.end.qualify-two.order
  Rule: Sides reaching the target in the same hand qualify by total, highest first

    @id:match-qorder-001
    Scenario Outline: After one hand ending 5, 15 and 25, a target of <target> qualifies seats <qualifiers>
      Counts score automatically; seat 2 goes out.
      Given the "all-fives" rules for 3 players with fives.claims = auto, match.end = qualify_two, match.target = <target>, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                |
        | 0        | 1-4 1-5 2-4 2-5 4-6                                  |
        | 1        | 0-5 0-6 1-1 1-6 2-2                                  |
        | 2        | 0-3 0-4 1-3 3-4 4-4                                  |
        | boneyard | 4-5 3-3 2-3 0-0 3-5 5-6 3-6 0-1 1-2 2-6 5-5 0-2 6-6  |
      When the moves "4-4, 1-4 on the right, 1-6 on the right, 3-4 on the left, 2-4 on the down, 0-6 on the right, 0-3 on the left, 2-5 on the down, 0-5 on the right, 0-4 on the up, 1-5 on the down, 1-1 on the down, 1-3 on the down" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the scores are 5, 15 and 25
      And the match is over, won by seats <qualifiers>

      Examples:
        | target | qualifiers |
        | 15     | 1 and 2    |
        | 5      | 1 and 2    |

    @id:match-qorder-005
    Scenario Outline: After one hand ending 25, 5 and 15, a target of <target> qualifies seats 0 and 2, not the last seats
      The hand of match-qorder-001 with every seat moved one place on: the totals no longer
      rise with the seat numbers.
      Given the "all-fives" rules for 3 players with fives.claims = auto, score.rounding = nearest_five_total, match.end = qualify_two, match.target = <target>
      And the deal:
        | seat     | tiles                                                |
        | 0        | 0-3 0-4 1-3 3-4 4-4                                  |
        | 1        | 1-4 1-5 2-4 2-5 4-6                                  |
        | 2        | 0-5 0-6 1-1 1-6 2-2                                  |
        | boneyard | 4-5 3-3 2-3 0-0 3-5 5-6 3-6 0-1 1-2 2-6 5-5 0-2 6-6  |
      When the moves "4-4, 1-4 on the right, 1-6 on the right, 3-4 on the left, 2-4 on the down, 0-6 on the right, 0-3 on the left, 2-5 on the down, 0-5 on the right, 0-4 on the up, 1-5 on the down, 1-1 on the down, 1-3 on the down" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the scores are 25, 5 and 15
      And the match is over, won by seats 0 and 2

      Examples:
        | target |
        | 15     |
        | 5      |

    @id:match-qorder-002
    Scenario: Two sides level at the top qualify together and the third does not
      The hand ends 10, 25 and 25 with a target of 10.
      Given the "all-fives" rules for 3 players with fives.claims = auto, match.end = qualify_two, match.target = 10, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-1 0-4 2-6 3-5 5-6                                 |
        | 1        | 1-1 1-4 1-5 2-5 5-5                                 |
        | 2        | 0-2 0-3 0-5 2-3 4-6                                 |
        | boneyard | 1-6 2-4 6-6 0-0 1-3 0-6 1-2 4-5 3-3 3-4 2-2 4-4 3-6 |
      When the moves "5-5, 0-5 on the left, 5-6 on the right, 1-5 on the up, 0-3 on the left, 2-6 on the right, 1-1 on the up, 2-3 on the right, 3-5 on the left, 2-5 on the left, 0-2 on the left, 0-1 on the left, 1-4 on the left" are played from seat 1
      Then the scores are 10, 25 and 25
      And the match is over, won by seats 1 and 2

    @id:match-qorder-003
    Scenario: Sides level at the cut qualify together, even when that makes three
      The hand ends 10, 25 and 10 with a target of 10: seat 1 qualifies first, then seats 0
      and 2 together.
      Given the "all-fives" rules for 3 players with fives.claims = auto, match.end = qualify_two, match.target = 10, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-4 0-5 2-2 2-5 3-4                                 |
        | 1        | 1-3 2-3 2-4 4-5 5-6                                 |
        | 2        | 0-2 0-6 3-5 3-6 4-4                                 |
        | boneyard | 1-4 6-6 2-6 5-5 1-2 4-6 3-3 0-0 1-6 0-3 1-5 0-1 1-1 |
      When the moves "4-4, 3-4 on the right, 2-4 on the left, 3-6 on the right, 2-2 on the left, 2-3 on the left, 3-5 on the left, 0-4 on the down, 4-5 on the left, 0-6 on the right, 0-5 on the down, 5-6 on the down, 0-2 on the right" are played from seat 2
      Then the scores are 10, 25 and 10
      And the match is over, won by seats 0, 1 and 2

    @id:match-qorder-004
    Scenario: With one side already qualified, only the higher of two sides reaching the target together qualifies
      Target 20. The first hand ends 5, 15 and 25: seat 2 qualifies. The second ends 70, 25
      and 40: seat 0 reaches the target with 70 and seat 1 with 25; only seat 0 joins seat 2.
      Given the "all-fives" rules for 3 players with fives.claims = auto, match.end = qualify_two, match.target = 20, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                |
        | 0        | 1-4 1-5 2-4 2-5 4-6                                  |
        | 1        | 0-5 0-6 1-1 1-6 2-2                                  |
        | 2        | 0-3 0-4 1-3 3-4 4-4                                  |
        | boneyard | 4-5 3-3 2-3 0-0 3-5 5-6 3-6 0-1 1-2 2-6 5-5 0-2 6-6  |
      When the moves "4-4, 1-4 on the right, 1-6 on the right, 3-4 on the left, 2-4 on the down, 0-6 on the right, 0-3 on the left, 2-5 on the down, 0-5 on the right, 0-4 on the up, 1-5 on the down, 1-1 on the down, 1-3 on the down" are played from seat 2
      Then the scores are 5, 15 and 25
      And the match is not over
      When the next hand is dealt:
        | seat     | tiles                                               |
        | 0        | 0-5 1-3 2-2 2-3 6-6                                 |
        | 1        | 0-4 1-5 2-4 3-5 4-4                                 |
        | 2        | 1-6 2-5 2-6 4-6 5-5                                 |
        | boneyard | 1-1 1-2 5-6 3-3 0-1 0-3 0-6 0-0 4-5 1-4 0-2 3-4 3-6 |
      And the moves "2-5, 2-2 on the left, 3-5 on the right, 2-6 on the left, 6-6 on the left, 2-4 on the up, 1-6 on the left, 1-3 on the left, 0-4 on the up, draw, draw, 1-2 on the down, 2-3 on the left, 1-5 on the down, 5-5 on the down, 0-5 on the up" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the scores are 70, 25 and 40
      And the match is over, won by seats 0 and 2
