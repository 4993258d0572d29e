@clause:move.refusal.no-muggins @clause:move.refusal.unchanged
Feature: no_muggins: a muggins call with nothing to take

  A muggins call is refused as "no_muggins" unless fives.claims = muggins, the previous
  move was a play that left points unclaimed, and the caller has made no other move this
  turn. Nothing changes.

  Rule: Muggins needs muggins claiming

    @id:move-no-muggins-001
    Scenario: A muggins call in the block game is refused
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 1 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed

    @id:move-no-muggins-002
    Scenario: Under fives.claims = auto the count is scored at once, and there is nothing to take
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 leads 5-5
      And seat 1 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed

  Rule: Muggins takes only points the previous play left unclaimed

    Background:
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 5-5 0-1 0-2 1-2 2-3 1-3 0-3                             |
        | 1        | 5-6 1-1 0-4 1-4 2-4 3-4 4-4                             |
        | boneyard | 6-6 0-0 0-5 0-6 1-5 1-6 2-2 2-5 2-6 3-3 3-5 3-6 4-5 4-6 |

    @id:move-no-muggins-003
    Scenario: After a claimed count there is nothing to take
      When seat 0 leads 5-5 claiming 10
      And seat 1 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed

    @id:move-no-muggins-004
    Scenario: Points left unclaimed are gone once the next player has played
      Seat 0 leaves the 10 of its lead unclaimed; seat 1 plays instead of calling muggins.
      When seat 0 leads 5-5
      And seat 1 plays 5-6 on the left
      And seat 0 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed

    @id:move-no-muggins-005
    Scenario: Points left unclaimed may be taken by the next player
      When seat 0 leads 5-5
      And seat 1 tries to call muggins
      Then the move is accepted
      And the score of seat 1 is 10

  Rule: Muggins is called before any other move of the turn

    @id:move-no-muggins-006
    Scenario: A call after drawing is refused
      Seat 1 holds no five, so it must draw; the 10 seat 0 left unclaimed is no longer there
      to take once seat 1 has drawn.
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 5-5 0-1 0-2 1-2 2-3 1-3 0-3                             |
        | 1        | 1-1 0-4 1-4 2-4 3-4 4-4 2-2                             |
        | boneyard | 0-6 6-6 0-0 0-5 1-5 1-6 2-5 2-6 3-3 3-5 3-6 4-5 4-6 5-6 |
      When seat 0 leads 5-5
      And seat 1 draws
      And seat 1 tries to call muggins
      Then the move is refused as "no_muggins"
      And nothing has changed
