Feature: What a blocked hand scores
  The side that wins a blocked hand scores, under score.blocked: the difference from each
  other side (diff_each), the other sides' pips less its own once (sum_minus_own), or all the
  other sides' pips (winner_takes_all).

  @clause:score.blocked.diff-each @clause:score.blocked.sum-minus-own @clause:score.blocked.winner-takes-all
  Rule: The seed's worked blocked hand of three players

    @id:score-blocked-001
    Scenario Outline: Alice 16, Ben 7, Cara 19: Ben scores <points> under <formula>
      The seed's own hands (Alice 6-4 and 3-3, Ben 5-2, Cara 6-6, 4-1 and 2-0) hold every
      number and could not be blocked; these hands leave the same pips, 16, 7 and 19, with the
      ends showing 3 and 6 that nobody holds.
      Given the "block" rules for 3 players with score.blocked = <formula>
      And the deal:
        | seat | tiles               |
        | 0    | 1-1 1-5 2-3 3-4 5-5 |
        | 1    | 0-1 1-4 2-5 3-6 6-6 |
        | 2    | 0-2 2-2 2-4 3-3 4-5 |
      When these moves are played:
        | seat | move            |
        | 1    | 6-6             |
        | 2    | pass            |
        | 0    | pass            |
        | 1    | 3-6 on the left |
        | 2    | 3-3 on the left |
        | 0    | 3-4 on the left |
        | 1    | 1-4 on the left |
        | 2    | pass            |
        | 0    | 1-1 on the left |
        | 1    | 0-1 on the left |
        | 2    | 0-2 on the left |
        | 0    | 2-3 on the left |
      Then the hand is blocked and won by seat 1
      And the pips left are 16, 7 and 19
      And the hand scores <points> points
      And the scores are 0, <points> and 0

      Examples:
        | formula          | points |
        | diff_each        | 21     |
        | sum_minus_own    | 28     |
        | winner_takes_all | 35     |

  @clause:score.blocked.diff-each @clause:score.blocked.sum-minus-own @clause:score.blocked.winner-takes-all
  Rule: The formulas over other player counts

    @id:score-blocked-002
    Scenario Outline: Two players, 2 pips against 14: <formula> scores <points>
      With two sides, taking the winner's pips off once or from each other side is the same.
      Given the "block" rules for 2 players with score.blocked = <formula>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-5 1-1 2-2 2-4 |
        | 1    | 1-3 3-3 3-4 3-5 4-5 4-6 5-5 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-1 on the left, 1-3 on the left, 2-4 on the right, 3-4 on the left, 2-2 on the right, 4-6 on the left, 0-2 on the right, pass, 0-0 on the right" are played from seat 1
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points

      Examples:
        | formula          | points |
        | diff_each        | 12     |
        | sum_minus_own    | 12     |
        | winner_takes_all | 14     |

    @id:score-blocked-003
    Scenario Outline: Four players, 3 pips against 12, 6 and 10: <formula> scores <points>
      diff_each: 9 + 3 + 7 = 19; sum_minus_own: 28 - 3 = 25; winner_takes_all: 28.
      Given the "block" rules for 4 players with score.blocked = <formula>
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 1-4 1-6 2-3 6-6 |
        | 1    | 0-1 0-4 1-2 3-3 3-4 |
        | 2    | 0-0 0-3 0-5 4-5 5-6 |
        | 3    | 0-6 1-1 2-5 4-4 5-5 |
      When the moves "6-6, pass, 5-6 on the right, 0-6 on the left, pass, 0-4 on the left, 0-5 on the right, 4-4 on the left, 1-4 on the left, 1-2 on the left, 0-0 on the right, 2-5 on the left, pass, 0-1 on the right, 4-5 on the left, 1-1 on the right, 1-3 on the right, 3-4 on the right" are played from seat 0
      Then the hand is blocked and won by seat 2
      And the pips left are 12, 6, 3 and 10
      And the hand scores <points> points
      And the scores are 0, 0, <points> and 0

      Examples:
        | formula          | points |
        | diff_each        | 19     |
        | sum_minus_own    | 25     |
        | winner_takes_all | 28     |

    @id:score-blocked-004
    Scenario Outline: Two teams, 8 pips against 16: <formula> scores <points>
      Seats 0 and 2 hold 4 and 4, seats 1 and 3 hold 0 and 16: sides are compared and scored
      by their two hands together.
      Given the "partnership" rules for 4 players with score.blocked = <formula>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 2-4 2-5 3-3 4-5 5-6 |
        | 1    | 0-0 0-5 1-4 2-3 3-5 4-4 5-5 |
        | 2    | 0-1 1-2 1-3 1-6 2-2 2-6 6-6 |
        | 3    | 0-2 0-6 1-1 1-5 3-4 3-6 4-6 |
      When the moves "6-6, pass, 5-6 on the right, 1-5 on the right, 1-6 on the left, 1-4 on the right, 4-5 on the right, 1-1 on the left, 1-3 on the left, 0-5 on the right, 3-3 on the left, 3-4 on the left, 0-1 on the right, 4-4 on the left, 2-4 on the left, 0-2 on the left, 1-2 on the right, 2-3 on the right, 0-3 on the left, 3-6 on the left, 2-6 on the left, 3-5 on the right, 2-5 on the left, pass, pass, 5-5 on the left" are played from seat 2
      Then the hand is won by the team of seats 0 and 2
      And the hand scores <points> points

      Examples:
        | formula          | points |
        | diff_each        | 8      |
        | sum_minus_own    | 8      |
        | winner_takes_all | 16     |
