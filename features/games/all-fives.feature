Feature: Game: All Fives
  The draw game with scoring during the hand: whenever the open ends add up to a multiple of
  five, the player who made them scores that many points. Profiles all-fives (claims and
  muggins, no rounding, to 250) and all-fives-tournament (the tournament sheet: lead by lot, any tile,
  counts scored automatically, winner takes all on a block, totals rounded, to 350 until two
  qualify).

  @clause:score.fives.claim @clause:score.fives.muggins @clause:score.out.opponents-only @clause:score.rounding.none @clause:match.end.target
  Rule: all-fives: claims, muggins, and a hand played out

    @id:games-fives-001
    Scenario: A three-player hand of All Fives with claims and one muggins
      Seats 1 and 0 claim 5, 5 and 10; seat 2 leaves its 10 unclaimed and seat 0 takes it.
      Seat 2 goes out against 10 and 4 pips: 14, not rounded (the count at the end is scored as it is).
      Given the "all-fives" rules for 3 players
      And the deal:
        | seat     | tiles                                               |
        | 0        | 1-4 1-5 2-4 2-5 4-6                                 |
        | 1        | 0-5 0-6 1-1 1-6 2-2                                 |
        | 2        | 0-3 0-4 1-3 3-4 4-4                                 |
        | boneyard | 4-5 3-3 2-3 0-0 3-5 5-6 3-6 0-1 1-2 2-6 5-5 0-2 6-6 |
      When these moves are played:
        | seat | move                        |
        | 2    | 4-4                         |
        | 0    | 1-4 on the right            |
        | 1    | 1-6 on the right            |
        | 2    | 3-4 on the left             |
        | 0    | 2-4 on the down             |
        | 1    | 0-6 on the right claiming 5 |
        | 2    | 0-3 on the left             |
        | 0    | 2-5 on the down claiming 5  |
        | 1    | 0-5 on the right claiming 10 |
        | 2    | 0-4 on the up               |
        | 0    | muggins                     |
        | 0    | 1-5 on the down             |
        | 1    | 1-1 on the down             |
        | 2    | 1-3 on the down             |
      Then seat 2 goes out and wins the hand
      And the pips left are 10, 4 and 0
      And the hand scores 14 points
      And the scores are 15, 15 and 14
      And the match is not over

  @clause:lead.first-hand.lot @clause:lead.any-tile @clause:score.fives.auto @clause:score.out.opponents-only @clause:score.rounding.nearest-five-total
  Rule: all-fives-tournament: lot, any tile, automatic counts, going out rounded

    Background:
      The lots: seat 1 draws the double-six, so seat 1 leads, with any tile.
      Given the "all-fives-tournament" rules for 3 players
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2        | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | boneyard | 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
        | lots     | 1-2 6-6 0-3                 |

    @id:games-fives-002
    Scenario: The seat that draws the highest lot leads, and may lead any tile
      Then seat 1 is to lead
      And seat 1 may lead any tile

    @id:games-fives-003
    Scenario: The player who dominoes scores the opponents' spots rounded to the nearest five
      Seat 2 goes out against 11 and 12 pips: 23, rounded to 25, on top of its 10 during the hand.
      When the moves "0-0, 0-6 on the left, 0-5 on the right, 2-5 on the right, 1-6 on the left, 0-1 on the up, 2-2 on the right, 1-1 on the up, 1-4 on the left, 1-3 on the up, 2-3 on the right, 4-5 on the left, 3-4 on the up, 3-5 on the right, 1-5 on the right, draw, 0-3 on the down, 3-6 on the down, 4-4 on the up, 2-6 on the down, 2-4 on the down" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the pips left are 11, 12 and 0
      And the hand scores 25 points
      And the scores are 40, 0 and 35

  @clause:score.blocked.winner-takes-all @clause:score.rounding.nearest-five-total @clause:lead.next-hand.winner-of-block
  Rule: all-fives-tournament: a blocked hand

    Background:
      The lots: seat 1 draws the double-six and leads 2-6.
      Given the "all-fives-tournament" rules for 3 players
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-2 0-4 1-2 3-5 4-4 4-6 |
        | 1        | 1-1 1-3 1-4 2-2 2-6 3-6 4-5 |
        | 2        | 0-1 0-3 1-5 1-6 2-4 2-5 5-5 |
        | boneyard | 3-4 0-5 2-3 6-6 0-6 5-6 3-3 |
        | lots     | 1-2 6-6 0-3                 |
      When the moves "2-6, 2-5 on the left, 4-6 on the right, 4-5 on the left, 2-4 on the left, 1-2 on the left, 1-4 on the left, draw, 3-4 on the right, 4-4 on the left, 1-3 on the right, 1-5 on the right, 0-4 on the left, draw, 0-5 on the right, 0-3 on the right, 3-5 on the right, draw, draw, draw, 0-6 on the left, 1-6 on the left, draw, 5-6 on the right, 6-6 on the right, 0-1 on the left, 0-2 on the left, 2-3 on the left, draw, 3-3 on the left, pass, 3-6 on the right" are played from seat 1

    @id:games-fives-004
    Scenario: The player with the least spots scores the opponents' spots, rounded to the nearest five
      Seat 0 is left with 0-0; the others hold 6 and 10: 16, rounded to 15.
      Then the hand is blocked and won by seat 0
      And the pips left are 0, 6 and 10
      And the hand scores 15 points
      And the boneyard holds 0 tiles

    @id:games-fives-005
    Scenario: The player who won the block plays first in the next game
      When the next hand is dealt:
        | seat     | tiles                       |
        | 0        | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1        | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
        | 2        | 2-3 2-4 2-5 2-6 3-3 3-4 3-5 |
        | boneyard | 3-6 4-4 4-5 4-6 5-5 5-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:match.end.qualify-two
  Rule: all-fives-tournament: play to 350 until two qualify

    @id:games-fives-006
    Scenario: After one hand nobody is near the 350 line and play goes on
      Given the "all-fives-tournament" rules for 3 players
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2        | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | boneyard | 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
        | lots     | 1-2 6-6 0-3                 |
      When the moves "0-0, 0-6 on the left, 0-5 on the right, 2-5 on the right, 1-6 on the left, 0-1 on the up, 2-2 on the right, 1-1 on the up, 1-4 on the left, 1-3 on the up, 2-3 on the right, 4-5 on the left, 3-4 on the up, 3-5 on the right, 1-5 on the right, draw, 0-3 on the down, 3-6 on the down, 4-4 on the up, 2-6 on the down, 2-4 on the down" are played from seat 1
      Then the status is hand_over
      And the match is not over
