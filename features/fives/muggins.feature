Feature: Claims and muggins
  Under fives.claims = muggins a player scores a count only by claiming it with the play. A
  score left unclaimed may be taken by the next player to act, with a muggins call as the
  first move of their turn; otherwise it lapses.

  Background:
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
      | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |

  @clause:score.fives.claim
  Rule: A scoring play must be claimed

    @id:fives-claim-001
    Scenario: A play claimed with its points scores them
      When seat 0 leads 5-5 claiming 10
      Then the scores are 10 and 0
      And 0 points are waiting for muggins

    @id:fives-claim-002 @clause:move.refusal.wrong-claim
    Scenario: A claim of other points than the play scores is refused
      When seat 0 tries to lead 5-5 claiming 5
      Then the move is refused as "wrong_claim"
      And nothing has changed

    @id:fives-claim-003 @clause:move.refusal.wrong-claim
    Scenario: A claim with a play that scores nothing is refused
      After 0-5 and 3-5 on the spinner's sides the count is 3.
      When seat 0 leads 5-5 claiming 10
      And seat 1 plays 0-5 on the left claiming 10
      And seat 0 tries to play 3-5 on the right claiming 5
      Then the move is refused as "wrong_claim"
      And nothing has changed

    @id:fives-claim-004
    Scenario: A scoring play made without a claim is legal and leaves its points unclaimed
      When seat 0 leads 5-5
      Then the scores are 0 and 0
      And 10 points are waiting for muggins
      And seat 1 is to play

    @id:fives-claim-005
    Scenario: A scoring play may be made with its claim or without
      When seat 0 leads 5-5 claiming 10
      Then seat 1 may play 0-5 on the left claiming 10
      And seat 1 may play 0-5 on the left
      And seat 1 may not play 0-5 on the left claiming 5

  @clause:score.fives.muggins
  Rule: The next player may take an unclaimed score

    @id:fives-muggins-001
    Scenario: The next player calls muggins and takes the unclaimed points
      When seat 0 leads 5-5
      And seat 1 calls muggins
      Then the scores are 0 and 10
      And 0 points are waiting for muggins

    @id:fives-muggins-002
    Scenario: After calling muggins the caller goes on with their turn
      When seat 0 leads 5-5
      And seat 1 calls muggins
      Then seat 1 is to play
      When seat 1 plays 0-5 on the left claiming 10
      Then the scores are 0 and 20

    @id:fives-muggins-003
    Scenario: Muggins is among the next player's moves while points wait unclaimed
      When seat 0 leads 5-5
      Then seat 1 may call muggins

  @clause:score.fives.muggins.lapse
  Rule: An untaken score lapses

    @id:fives-lapse-001
    Scenario: Points the next player does not take at once lapse
      When seat 0 leads 5-5
      And seat 1 plays 1-5 on the left
      Then 0 points are waiting for muggins
      And the scores are 0 and 0

    @id:fives-lapse-002 @clause:move.refusal.no-muggins
    Scenario: A muggins call after the points have lapsed is refused
      When seat 0 leads 5-5
      And seat 1 plays 1-5 on the left
      And seat 0 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed

    @id:fives-lapse-003
    Scenario: A player's own claim replaces the unclaimed points it did not take
      Seat 1 scores its own play but leaves seat 0's 10 untaken.
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left claiming 10
      Then the scores are 0 and 10
      And 0 points are waiting for muggins
