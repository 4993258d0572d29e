@clause:move.refusal.wrong-claim
Feature: wrong_claim: a muggins claim that is not the count

  Under fives.claims = muggins the mover may claim the points a play scores. A claim that
  is not exactly those points is refused as "wrong_claim", a claim on a play that scores
  nothing included. Under fives.claims = auto there is nothing to claim, and a claim sent
  with a play is ignored.

  The 5-5 lead below is a count of 10; the 5-6 then played beside it makes 16, no score.

  @clause:move.refusal.unchanged
  Rule: Only the exact count may be claimed

    @id:move-wrong-claim-001
    Scenario Outline: Leading the 5-5 claiming <claim> is refused
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 tries to lead 5-5 claiming <claim>
      Then the move is refused as "wrong_claim"
      And nothing has changed

      Examples:
        | claim |
        | 5     |
        | 15    |
        | 20    |

    @id:move-wrong-claim-002
    Scenario: A claim on a play that scores nothing is refused
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 leads 5-5 claiming 10
      And seat 1 tries to play 5-6 on the left claiming 5
      Then the move is refused as "wrong_claim"
      And nothing has changed

    @id:move-wrong-claim-003
    Scenario: The exact claim is accepted and scored
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 tries to lead 5-5 claiming 10
      Then the move is accepted
      And the score of seat 0 is 10

  Rule: Without claiming, a claim is ignored

    @id:move-wrong-claim-004
    Scenario: Under fives.claims = auto a wrong claim is ignored and the count is scored
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 tries to lead 5-5 claiming 5
      Then the move is accepted
      And the score of seat 0 is 10

    @id:move-wrong-claim-005
    Scenario: In the block game a claim sent with a play is ignored
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6
      And seat 1 tries to play 4-6 on the left claiming 5
      Then the move is accepted
      And the scores are 0, 0 and 0
      And the left end shows 4
