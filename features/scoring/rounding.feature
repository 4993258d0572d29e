Feature: Rounding end-of-hand scores to the nearest five
  Under score.rounding = none the end-of-hand score is exact. Otherwise a number is rounded
  to the nearest five (a remainder of 0, 1 or 2 down, of 3 or 4 up): once for the total
  (nearest_five_total), or term by term before adding (nearest_five_each).

  @clause:score.rounding.none @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total
  Rule: A going-out score is rounded to the nearest five, or left exact

    @id:score-round-001
    Scenario Outline: Going out against 12 pips scores <points> under <rounding>
      Given the "block" rules for 2 players with score.rounding = <rounding>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 1-6 2-5 3-4 3-5 5-5 6-6 |
        | 1    | 0-0 0-3 0-6 1-3 1-4 2-4 2-6 |
      When the moves "6-6, 0-6 on the right, 1-6 on the left, 1-4 on the left, 0-4 on the right, 2-4 on the left, 3-4 on the right, 0-3 on the right, 2-5 on the left, 0-0 on the right, 5-5 on the left, pass, 3-5 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the pips left are 0 and 12
      And the hand scores <points> points

      Examples:
        | rounding           | points |
        | none               | 12     |
        | nearest_five_total | 10     |

    @id:score-round-002
    Scenario Outline: Going out against 13 pips scores <points> under <rounding>
      Given the "block" rules for 2 players with score.rounding = <rounding>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-3 1-4 1-6 2-3 3-3 6-6 |
        | 1    | 0-0 0-5 1-1 1-3 3-4 3-6 4-4 |
      When the moves "6-6, 3-6 on the left, 3-3 on the left, 1-3 on the left, 1-6 on the right, 1-1 on the left, 1-4 on the left, 3-4 on the left, 2-3 on the left, pass, 0-2 on the left, 0-0 on the left, 0-3 on the left" are played from seat 0
      Then the pips left are 0 and 13
      And the hand scores <points> points

      Examples:
        | rounding           | points |
        | none               | 13     |
        | nearest_five_total | 15     |

    @id:score-round-003
    Scenario: Going out against 2 pips rounds down to nothing
      Given the "block" rules for 2 players with score.rounding = nearest_five_total
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 1-3 2-4 3-3 3-4 4-6 5-6 |
        | 1    | 0-1 0-2 0-3 0-5 0-6 2-6 5-5 |
      When the moves "5-5, 5-6 on the right, 0-5 on the left, 0-4 on the left, 2-6 on the right, 2-4 on the right, pass, 3-4 on the right, 0-3 on the right, 4-6 on the left, 0-1 on the right, 1-3 on the right, 0-6 on the left, 3-3 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the pips left are 0 and 2
      And the hand scores 0 points

    @id:score-round-004
    Scenario: Going out against 3 pips rounds up to five
      Given the "block" rules for 2 players with score.rounding = nearest_five_total
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-3 2-3 3-3 3-4 4-4 5-6 |
        | 1    | 0-1 1-1 1-4 1-5 3-5 4-5 4-6 |
      When the moves "4-4, 4-6 on the right, 5-6 on the right, 4-5 on the right, 3-4 on the left, 1-4 on the right, 0-3 on the left, 1-5 on the right, 0-2 on the left, 3-5 on the right, 3-3 on the right, pass, 2-3 on the left" are played from seat 0
      Then the pips left are 0 and 3
      And the hand scores 5 points

  @clause:score.rounding.none @clause:score.rounding.nearest-five-total @clause:score.rounding.nearest-five-each
  Rule: Rounding the total or each term

    @id:score-round-005
    Scenario Outline: Going out against two hands of 3 pips scores <points> under <rounding>
      The total 6 rounds to 5; each 3 rounds to 5, and 5 + 5 = 10.
      Given the "block" rules for 3 players with score.rounding = <rounding>
      And the deal:
        | seat | tiles               |
        | 0    | 0-4 2-6 3-4 4-4 5-5 |
        | 1    | 0-1 1-1 1-5 2-4 3-5 |
        | 2    | 0-2 0-3 1-3 3-6 4-6 |
      When the moves "5-5, 1-5 on the left, 1-3 on the left, 3-4 on the left, 2-4 on the left, 0-2 on the left, 0-4 on the left, 3-5 on the right, 3-6 on the right, 4-4 on the left, pass, 4-6 on the left, 2-6 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the pips left are 0, 3 and 3
      And the hand scores <points> points

      Examples:
        | rounding           | points |
        | none               | 6      |
        | nearest_five_total | 5      |
        | nearest_five_each  | 10     |

    @id:score-round-006 @clause:score.blocked.diff-each @clause:end.blocked
    Scenario Outline: A block won by 16 pips against 33 and 18 scores <points> by difference under <rounding>
      The double-five lead leaves nobody a five: the hand blocks at once. The differences are
      17 and 2: their total 19 rounds to 20; rounded each, 15 + 0 = 15.
      Given the "block" rules for 3 players with score.rounding = <rounding>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 1-4 2-3 |
        | 1    | 1-2 2-4 3-4 3-6 4-4 |
        | 2    | 0-4 1-3 2-2 3-3 5-5 |
      When seat 2 leads 5-5
      Then the hand is blocked and won by seat 0
      And the pips left are 16, 33 and 18
      And the hand scores <points> points

      Examples:
        | rounding           | points |
        | none               | 19     |
        | nearest_five_total | 20     |
        | nearest_five_each  | 15     |

    @id:score-round-007 @clause:score.blocked.diff-each @clause:score.blocked.sum-minus-own @clause:score.blocked.winner-takes-all
    Scenario Outline: A block won by 3 pips against 12, 6 and 10 scores <points> under <formula> and <rounding>
      Rounded each: 12 → 10, 6 → 5, 10 → 10 and 3 → 5; the differences 9 → 10, 3 → 5 and
      7 → 5.
      Given the "block" rules for 4 players with score.blocked = <formula>, score.rounding = <rounding>
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 1-4 1-6 2-3 6-6 |
        | 1    | 0-1 0-4 1-2 3-3 3-4 |
        | 2    | 0-0 0-3 0-5 4-5 5-6 |
        | 3    | 0-6 1-1 2-5 4-4 5-5 |
      When the moves "6-6, pass, 5-6 on the right, 0-6 on the left, pass, 0-4 on the left, 0-5 on the right, 4-4 on the left, 1-4 on the left, 1-2 on the left, 0-0 on the right, 2-5 on the left, pass, 0-1 on the right, 4-5 on the left, 1-1 on the right, 1-3 on the right, 3-4 on the right" are played from seat 0
      Then the hand is blocked and won by seat 2
      And the hand scores <points> points

      Examples:
        | formula          | rounding           | points |
        | diff_each        | none               | 19     |
        | diff_each        | nearest_five_total | 20     |
        | diff_each        | nearest_five_each  | 20     |
        | sum_minus_own    | none               | 25     |
        | sum_minus_own    | nearest_five_total | 25     |
        | sum_minus_own    | nearest_five_each  | 20     |
        | winner_takes_all | none               | 28     |
        | winner_takes_all | nearest_five_total | 30     |
        | winner_takes_all | nearest_five_each  | 25     |

  @clause:score.rounding.nearest-five-each @clause:score.blocked.winner-takes-all
  Rule: Rounding each hand a team's winner takes

    @id:score-round-008
    Scenario Outline: Seats 0 and 2 block out seats 1 and 3 holding 11 and 12: winner takes all scores <points> under <rounding>
      Seats 0 and 2 hold 10 and 9 (19), seats 1 and 3 hold 11 and 12 (23). Taking all, the
      lighter team counts 23, rounded to 25 as a total; rounded hand by hand, 10 + 10 = 20.
      Given the "partnership" rules for 4 players with score.blocked = winner_takes_all, score.rounding = <rounding>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-2 0-5 0-6 3-5 4-6 5-5 |
        | 1    | 1-5 2-2 2-3 3-3 3-4 3-6 6-6 |
        | 2    | 0-3 1-2 1-4 2-4 2-5 2-6 5-6 |
        | 3    | 0-1 0-4 1-1 1-3 1-6 4-4 4-5 |
      When the moves "6-6, 4-6 on the right, 1-6 on the left, 1-2 on the left, 3-4 on the right, 0-2 on the left, 1-3 on the right, 1-4 on the right, pass, 0-6 on the left, 4-5 on the right, 5-6 on the right, 3-6 on the right, 3-5 on the right, pass, 2-6 on the left, 2-2 on the left, 0-5 on the right, 0-1 on the right, 2-5 on the left, 1-5 on the left, pass, 1-1 on the right" are played from seat 1
      Then the pips left are 10, 11, 9 and 12
      And the hand is won by the team of seats 0 and 2
      And the hand scores <points> points

      Examples:
        | rounding           | points |
        | none               | 23     |
        | nearest_five_total | 25     |
        | nearest_five_each  | 20     |
