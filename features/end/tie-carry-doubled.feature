@clause:end.blocked-tie.carry-doubled
Feature: A tied hand's points carried doubled to the next winner
  Under score.blocked_tie = carry_doubled a blocked hand with a tie for lightest scores
  nothing, and twice the points it is worth go to the winner of the next hand that is won.
  Each seating's first hand ties with points to carry; the next hand is won.

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: all-fives, 3 players: the first hand blocks tied, worth 2

    @id:end-carry-doubled-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "all-fives" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 2-3 2-6 4-4 4-6                                 |
        | 1        | 0-3 0-4 1-6 5-6 6-6                                 |
        | 2        | 0-2 0-5 1-2 1-3 3-5                                 |
        | boneyard | 4-5 0-1 5-5 2-5 2-2 3-6 2-4 1-5 3-3 1-4 1-1 3-4 0-6 |
      When the moves "6-6, draw, draw, draw, draw, draw, draw, 3-6 on the right claiming 15, 4-6 on the left, 1-6 on the up, 3-5 on the right claiming 10, 4-4 on the left, 5-6 on the down, 4-5 on the left, draw, draw, 1-5 on the up claiming 20, draw, draw, draw, draw, draw, pass, 5-5 on the left claiming 25, pass, pass, 2-5 on the up, 2-3 on the up, 0-3 on the up claiming 20, 0-5 on the down claiming 15, 0-0 on the up claiming 15, 0-4 on the up, 0-1 on the down claiming 20, 2-4 on the up, 1-4 on the down, 1-2 on the up claiming 20, pass, 1-1 on the up, 1-3 on the up, pass, 3-3 on the up claiming 25, pass, pass, 3-4 on the up" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                                               |
        | 0        | 0-3 0-4 1-3 3-6 4-5                                 |
        | 1        | 0-2 1-2 2-5 2-6 5-5                                 |
        | 2        | 2-2 2-4 3-3 3-5 6-6                                 |
        | boneyard | 5-6 4-4 3-4 1-4 0-1 0-5 1-6 1-1 0-6 1-5 4-6 0-0 2-3 |
      And the moves "3-3, 1-3 on the right, 1-2 on the right, 2-4 on the right claiming 10, 3-6 on the left claiming 10, 2-6 on the left, 3-5 on the down, 4-5 on the down claiming 10, 0-2 on the left, draw, draw, 4-4 on the right, 0-3 on the left claiming 15, draw, 3-4 on the right claiming 10, draw, 1-4 on the down, draw, 0-1 on the down, draw, 0-5 on the down, 5-6 on the down, draw, 1-6 on the down, draw, 1-1 on the down, draw, draw, 1-5 on the down, draw, draw, draw, 2-3 on the right claiming 10, 5-5 on the down claiming 15, 2-2 on the right, pass, 2-5 on the right" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores          |
        | carry_doubled | 36     | 80, 106 and 115 |
        | carry         | 34     | 80, 104 and 115 |
        | redeal        | 32     | 80, 102 and 115 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: all-fives, 4 players: the first hand blocks tied, worth 10

    @id:end-carry-doubled-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "all-fives" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 2-3 3-3 3-4 3-5             |
        | 1        | 1-1 1-3 3-6 4-5 6-6             |
        | 2        | 0-0 0-5 2-5 4-4 5-6             |
        | 3        | 0-2 0-4 1-4 2-6 5-5             |
        | boneyard | 0-6 2-4 1-5 1-6 4-6 1-2 2-2 0-1 |
      When the moves "6-6, 5-6 on the left, 5-5 on the left, 3-5 on the left claiming 15, 3-6 on the left, draw, 0-6 on the right, 2-6 on the down, 0-3 on the right, 1-3 on the right, 2-5 on the down, 1-4 on the right claiming 15, 3-4 on the right, 4-5 on the down, 4-4 on the down, 0-4 on the down, 2-3 on the right, draw, 2-4 on the right claiming 10, 0-5 on the down claiming 15, draw, 1-5 on the down, draw, 1-6 on the down, draw, 4-6 on the left, draw, draw, draw" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                           |
        | 0        | 0-3 1-2 2-6 3-5 4-6             |
        | 1        | 0-1 0-2 1-1 1-6 2-2             |
        | 2        | 0-6 1-5 2-3 3-6 4-5             |
        | 3        | 1-3 2-4 2-5 5-5 5-6             |
        | boneyard | 0-0 3-4 3-3 0-4 0-5 6-6 1-4 4-4 |
      And the moves "3-6, 1-3 on the left, 2-6 on the right, 1-1 on the left, 2-3 on the right claiming 5, draw, draw, 3-4 on the right, 1-2 on the left, 0-1 on the up, 1-5 on the down, 5-6 on the down, 4-6 on the down claiming 10, 2-2 on the left, 4-5 on the right, 2-5 on the right claiming 10, 0-3 on the up, 0-2 on the right, 0-6 on the right" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores            |
        | carry_doubled | 51     | 25, 10, 71 and 25 |
        | carry         | 41     | 25, 10, 61 and 25 |
        | redeal        | 31     | 25, 10, 51 and 25 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: all-fives-tournament, 2 players: the first hand blocks tied, worth 15

    @id:end-carry-doubled-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "all-fives-tournament" rules for 2 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 1-1 2-4 2-6 3-3 3-4 4-4 4-6                             |
        | 1        | 0-2 0-4 1-5 1-6 2-3 3-5 5-5                             |
        | boneyard | 0-6 3-6 0-0 0-5 0-3 0-1 2-5 1-3 4-5 1-2 6-6 2-2 1-4 5-6 |
        | lots     | 1-3 2-5                                                 |
      When the moves "5-5, draw, draw, draw, draw, 0-5 on the left, 0-2 on the left, 2-6 on the left, 1-6 on the left, 1-1 on the left, 3-5 on the right, 3-3 on the right, 1-5 on the left, 3-4 on the right, 0-4 on the right, 0-6 on the right, draw, draw, draw, 2-5 on the up, 4-6 on the right, 2-3 on the up, 3-6 on the up, draw, draw, 4-5 on the right, draw, draw, 6-6 on the up, draw, draw, draw, 5-6 on the down" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                                                   |
        | 0        | 0-2 0-6 1-2 2-3 2-4 2-6 4-5                             |
        | 1        | 0-0 1-6 3-4 3-5 3-6 4-6 5-6                             |
        | boneyard | 3-3 1-5 1-4 2-2 0-5 1-1 0-1 0-3 0-4 2-5 6-6 5-5 1-3 4-4 |
      And the moves "2-6, 4-6 on the right, 2-4 on the right, draw, draw, draw, draw, 2-2 on the right, 2-3 on the right, 3-3 on the right, 0-2 on the left, 3-5 on the right, 4-5 on the right, 3-4 on the right, 1-2 on the down, 3-6 on the right, 0-6 on the right" are played from seat 0
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores    |
        | carry_doubled | 60     | 90 and 25 |
        | carry         | 45     | 75 and 25 |
        | redeal        | 30     | 60 and 25 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: all-fives-tournament, 3 players: the first hand blocks tied, worth 15

    @id:end-carry-doubled-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "all-fives-tournament" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 0-3 1-4 1-5 3-4 3-5 5-5 |
        | 1        | 1-6 2-4 2-6 3-3 3-6 4-5 6-6 |
        | 2        | 0-1 0-4 1-1 2-3 4-4 4-6 5-6 |
        | boneyard | 1-2 2-5 1-3 0-5 2-2 0-0 0-6 |
        | lots     | 1-3 0-5 2-3                 |
      When the moves "2-4, 2-3 on the left, 0-3 on the left, 4-5 on the right, 0-4 on the left, 1-4 on the left, 1-6 on the left, 4-6 on the left, 1-5 on the right, draw, 1-2 on the right, 4-4 on the left, 0-2 on the right, draw, draw, draw, 0-5 on the right, 5-6 on the right, 3-4 on the left, 6-6 on the right, draw, draw, draw, 0-6 on the right, 3-5 on the left, 2-5 on the left, 0-0 on the right, pass, 2-6 on the left, 0-1 on the right, pass, 1-3 on the right, pass, pass, 3-6 on the right" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                       |
        | 0        | 0-6 1-1 2-5 2-6 3-4 3-5 4-6 |
        | 1        | 0-0 0-1 1-4 2-3 2-4 3-3 4-4 |
        | 2        | 0-4 0-5 1-3 1-6 2-2 4-5 5-5 |
        | boneyard | 6-6 5-6 0-2 3-6 1-2 1-5 0-3 |
      And the moves "4-5, 3-4 on the left, 2-3 on the left, 5-5 on the right, 2-5 on the left, draw, draw, 5-6 on the right, 0-5 on the left, 3-5 on the up, 0-1 on the left, 1-6 on the right, 1-1 on the right, 3-3 on the up, 1-3 on the right, draw, draw, 3-6 on the right, 6-6 on the right, draw, 1-2 on the left, 2-6 on the left, draw, 1-5 on the down, draw, 0-3 on the up, 0-6 on the left, 1-4 on the down, 0-4 on the down, 0-2 on the left, 0-0 on the up, 2-2 on the left" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores         |
        | carry_doubled | 55     | 25, 55 and 100 |
        | carry         | 40     | 25, 55 and 85  |
        | redeal        | 25     | 25, 55 and 70  |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: all-fives-tournament, 4 players: the first hand blocks tied, worth 50

    @id:end-carry-doubled-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "all-fives-tournament" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 1-2 2-4 3-4 3-5 3-6 4-4 6-6 |
        | 1        | 0-6 1-1 1-4 1-5 3-3 4-6 5-6 |
        | 2        | 0-0 0-4 0-5 1-3 1-6 2-6 5-5 |
        | 3        | 0-1 0-2 0-3 2-2 2-3 2-5 4-5 |
        | boneyard |                             |
        | lots     | 2-2 3-5 2-3 3-4             |
      When the moves "3-5, 5-6 on the right, 2-6 on the right, 2-2 on the right, 1-2 on the right, 1-4 on the right, 0-4 on the right, 0-2 on the down, 3-4 on the left, 4-6 on the left, 0-0 on the right, 0-1 on the right, 6-6 on the left, 0-6 on the down, 1-6 on the right, 2-3 on the up, 3-6 on the up" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                       |
        | 0        | 0-4 1-6 2-6 3-3 3-6 5-5 5-6 |
        | 1        | 0-1 0-3 0-5 1-4 2-4 4-5 4-6 |
        | 2        | 0-0 0-2 0-6 1-2 1-3 1-5 4-4 |
        | 3        | 1-1 2-2 2-3 2-5 3-4 3-5 6-6 |
        | boneyard |                             |
      And the moves "4-5, 4-4 on the left, 3-5 on the right, 3-3 on the right, 2-4 on the left, 1-3 on the right, 2-3 on the left, 0-4 on the down, 0-1 on the down, 1-5 on the down, 3-4 on the left, 1-6 on the right, 4-6 on the up, 0-6 on the right, 2-5 on the down, 3-6 on the up, 0-3 on the up, 0-2 on the down, pass, pass, 1-4 on the left, 0-0 on the down, 1-1 on the left, pass, 0-5 on the up" are played from seat 1
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores             |
        | carry_doubled | 150    | 45, 155, 20 and 10 |
        | carry         | 100    | 45, 105, 20 and 10 |
        | redeal        | 50     | 45, 55, 20 and 10  |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: block, 3 players: the first hand blocks tied, worth 3

    @id:end-carry-doubled-block-3p-001
    Scenario Outline: block, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 1-1 1-3 3-3 5-5 |
        | 1    | 0-2 0-5 2-3 2-4 3-5 |
        | 2    | 0-6 1-5 1-6 2-2 4-6 |
      When the moves "5-5, 3-5 on the left, 1-5 on the right, 3-3 on the left, 2-3 on the left, 1-6 on the right, pass, 2-4 on the left, 4-6 on the right" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-0 0-6 1-1 1-6 4-6 |
        | 1    | 0-1 0-2 2-4 2-6 5-5 |
        | 2    | 2-2 2-3 4-4 4-5 5-6 |
      And the moves "2-6, 2-3 on the left, 4-6 on the right, 2-4 on the right, 2-2 on the right, pass, 0-2 on the right, pass, 0-6 on the right, pass, 5-6 on the right, pass, 5-5 on the right, 4-5 on the right, pass, pass, 4-4 on the right" are played from seat 1
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 16     | 0, 0 and 16 |
        | carry         | 13     | 0, 0 and 13 |
        | redeal        | 10     | 0, 0 and 10 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: block, 4 players: the first hand blocks tied, worth 26

    @id:end-carry-doubled-block-4p-001
    Scenario Outline: block, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 1-1 1-6 3-3 4-5 |
        | 1    | 0-1 0-4 0-6 2-2 4-6 |
        | 2    | 0-0 0-5 2-4 2-6 5-5 |
        | 3    | 2-5 3-4 4-4 5-6 6-6 |
      When the moves "6-6, 1-6 on the left, 0-6 on the right, 0-0 on the right, pass, 1-1 on the left, 0-1 on the right" are played from seat 3
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 1-1 1-4 2-2 2-4 6-6 |
        | 1    | 3-5 4-4 4-6 5-5 5-6 |
        | 2    | 0-3 0-6 1-2 1-6 2-5 |
        | 3    | 0-1 0-2 1-3 1-5 3-6 |
      And the moves "2-4, 4-6 on the right, 1-6 on the right, 1-5 on the right, 2-2 on the left, 5-5 on the right, 2-5 on the left, pass, pass, 3-5 on the right, 0-3 on the right, 0-2 on the right, pass, 5-6 on the left, 0-6 on the left, 0-1 on the left, 1-1 on the left, pass, 1-2 on the right" are played from seat 0
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores         |
        | carry_doubled | 90     | 0, 0, 90 and 0 |
        | carry         | 64     | 0, 0, 64 and 0 |
        | redeal        | 38     | 0, 0, 38 and 0 |

  @clause:end.blocked-tie.no-score @clause:end.blocked-tie.carry
  Rule: block-classic, 3 players: the first hand blocks tied, worth 2

    @id:end-carry-doubled-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-classic" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-5 3-3 3-6 5-5 |
        | 1    | 0-1 1-2 1-5 1-6 6-6 |
        | 2    | 0-4 0-6 2-4 3-5 4-6 |
      When the moves "6-6, 4-6 on the right, 3-6 on the left, pass, 0-4 on the right, 0-5 on the right, 1-5 on the right, 3-5 on the left, 5-5 on the left, 1-2 on the right, 2-4 on the right" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-5 1-6 2-3 3-5 4-5 |
        | 1    | 0-2 0-6 1-4 1-5 3-4 |
        | 2    | 0-0 0-4 2-5 4-4 5-6 |
      And the moves "2-5, 3-5 on the right, 0-2 on the left, 0-0 on the left, 2-3 on the right, 0-6 on the left, 5-6 on the left, 0-5 on the left, pass, 0-4 on the left, 4-5 on the left, 1-5 on the left, pass, 1-6 on the left" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 24     | 24, 0 and 0 |
        | carry         | 22     | 22, 0 and 0 |
        | no_score      | 20     | 20, 0 and 0 |

  @clause:end.blocked-tie.no-score @clause:end.blocked-tie.carry
  Rule: block-classic, 4 players: the first hand blocks tied, worth 5

    @id:end-carry-doubled-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-classic" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 0-6 1-2 1-4 4-5 |
        | 1    | 0-4 0-5 1-5 1-6 2-3 |
        | 2    | 0-0 2-2 3-3 3-6 6-6 |
        | 3    | 0-1 1-3 3-4 4-4 4-6 |
      When the moves "6-6, 4-6 on the left, 1-4 on the left, 1-5 on the left, 3-6 on the right, 3-4 on the right, 4-5 on the left, 0-4 on the left, 0-0 on the left, 0-1 on the left, 1-2 on the left, 2-3 on the left, 3-3 on the left, 4-4 on the right, 0-3 on the left, 0-5 on the left" are played from seat 2
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 1-1 1-4 2-2 4-5 4-6 |
        | 1    | 0-3 0-6 1-3 2-4 2-6 |
        | 2    | 0-0 0-4 0-5 3-5 3-6 |
        | 3    | 1-5 2-3 3-4 4-4 5-6 |
      And the moves "3-4, 4-6 on the right, 2-6 on the right, 3-6 on the left, 2-3 on the right, pass, 0-6 on the left, 3-5 on the right, 5-6 on the right, pass, 0-3 on the left, pass, pass, pass, 1-3 on the left, pass, 1-5 on the left, 4-5 on the left, 2-4 on the left" are played from seat 3
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores         |
        | carry_doubled | 38     | 0, 38, 0 and 0 |
        | carry         | 33     | 0, 33, 0 and 0 |
        | no_score      | 28     | 0, 28, 0 and 0 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: block-nine, 3 players: the first hand blocks tied, worth 26

    @id:end-carry-doubled-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-nine" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-5 1-7 2-2 2-3 3-3 5-6 5-8 |
        | 1    | 0-3 1-3 1-6 2-6 3-7 3-8 6-9 |
        | 2    | 0-1 0-8 2-7 4-6 5-7 5-9 7-9 |
      When the moves "3-3, 3-8 on the left, 0-8 on the left, 2-3 on the right, 2-6 on the right, 0-1 on the left, 5-6 on the right, 1-6 on the left, 4-6 on the left, 1-5 on the right, 1-3 on the right, pass, pass, 0-3 on the right" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-2 0-7 1-5 1-7 2-5 4-6 4-8 |
        | 1    | 1-3 1-4 1-8 2-3 3-8 4-7 6-6 |
        | 2    | 0-4 1-6 1-9 3-6 3-9 4-9 8-9 |
      And the moves "2-3, 3-6 on the right, 4-6 on the right, 1-4 on the right, 1-9 on the right, 2-5 on the left, pass, 8-9 on the right, 4-8 on the right, 4-7 on the right, pass, 0-7 on the right, pass, 0-4 on the right, 1-5 on the left, 1-3 on the left, 4-9 on the right, pass, 3-8 on the left, 3-9 on the right, pass, 1-8 on the left, 1-6 on the left" are played from seat 1
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 74     | 0, 0 and 74 |
        | carry         | 48     | 0, 0 and 48 |
        | redeal        | 22     | 0, 0 and 22 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: block-nine, 4 players: the first hand blocks tied, worth 42

    @id:end-carry-doubled-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-nine" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-1 1-9 2-8 3-7 5-6 7-8 7-9 |
        | 1    | 3-5 4-4 4-8 4-9 6-7 7-7 8-8 |
        | 2    | 0-0 0-6 1-7 1-8 2-9 4-6 6-8 |
        | 3    | 0-8 1-2 1-3 1-5 2-2 3-6 4-7 |
      When the moves "8-8, 1-8 on the left, 1-5 on the left, 2-8 on the right, 3-5 on the left, 2-9 on the right, 1-3 on the left, 1-1 on the left, 4-9 on the right, 4-6 on the right, 1-2 on the left, 5-6 on the right, pass, pass, 2-2 on the left" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-2 0-8 1-3 3-3 3-9 4-7 6-8 |
        | 1    | 1-2 1-4 3-8 4-5 5-8 7-7 7-9 |
        | 2    | 0-3 0-6 2-3 2-6 2-7 4-6 8-8 |
        | 3    | 0-5 1-6 2-2 5-7 6-6 6-9 8-9 |
      And the moves "8-8, 8-9 on the right, 6-8 on the left, 7-9 on the right, 4-6 on the left, 5-7 on the right, 4-7 on the left, 7-7 on the left, 2-7 on the left, 0-5 on the right, 0-2 on the right, 1-2 on the left, 2-6 on the right, 1-6 on the right, 1-3 on the right, 3-8 on the right, pass, pass, 0-8 on the right, 1-4 on the left, 0-3 on the right, pass, 3-3 on the right, 4-5 on the left, 2-3 on the right, 2-2 on the right, pass, 5-8 on the left" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores          |
        | carry_doubled | 129    | 0, 129, 0 and 0 |
        | carry         | 87     | 0, 87, 0 and 0  |
        | redeal        | 45     | 0, 45, 0 and 0  |

  @clause:end.blocked-tie.no-score @clause:end.blocked-tie.carry
  Rule: block-seven, 3 players: the first hand blocks tied, worth 14

    @id:end-carry-doubled-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-seven" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-2 1-5 2-2 2-4 3-5 4-4 4-6 |
        | 1    | 0-3 0-6 1-3 1-4 2-5 3-4 5-5 |
        | 2    | 0-1 0-4 1-1 2-3 3-3 3-6 6-6 |
      When the moves "6-6, 4-6 on the right, 0-6 on the left, 0-1 on the left, 4-4 on the right, 1-4 on the right, 1-1 on the right, 1-5 on the right, 5-5 on the right, pass, 1-2 on the left, 2-5 on the left, pass, 3-5 on the left, 1-3 on the left" are played from seat 2
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-3 1-6 2-3 3-3 6-6 |
        | 1    | 0-2 0-4 1-2 1-3 2-6 3-6 5-6 |
        | 2    | 1-5 2-2 2-4 2-5 3-4 3-5 5-5 |
      And the moves "6-6, 2-6 on the right, 2-4 on the right, 1-6 on the left, 1-2 on the left, 2-5 on the left, pass, 0-4 on the right, 1-5 on the left, 0-1 on the right, 1-3 on the left, 3-4 on the left" are played from seat 0
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 44     | 44, 0 and 0 |
        | carry         | 30     | 30, 0 and 0 |
        | no_score      | 16     | 16, 0 and 0 |

  @clause:end.blocked-tie.no-score @clause:end.blocked-tie.carry
  Rule: block-seven, 4 players: the first hand blocks tied, worth 10

    @id:end-carry-doubled-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "block-seven" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 1-1 1-2 2-3 2-6 3-4 4-4 |
        | 1    | 0-0 0-2 2-4 2-5 3-3 5-6 6-6 |
        | 2    | 0-3 0-5 0-6 1-3 1-4 1-5 3-6 |
        | 3    | 0-1 1-6 2-2 3-5 4-5 4-6 5-5 |
      When the moves "6-6, 3-6 on the left, 1-6 on the right, 2-3 on the left, 2-4 on the left, 1-5 on the right, 4-5 on the right, 0-4 on the left, 0-2 on the left, 1-4 on the right, 0-1 on the right, 1-2 on the left, 0-0 on the right, 0-5 on the right, 5-5 on the right, 1-1 on the left, 2-5 on the right, 1-3 on the left, 2-2 on the right, 3-4 on the left, pass, pass, 4-6 on the left, 2-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-4 1-2 1-3 2-4 4-5 4-6 5-6 |
        | 1    | 0-2 0-6 1-4 2-3 3-4 4-4 5-5 |
        | 2    | 0-0 0-1 0-3 1-5 1-6 2-6 6-6 |
        | 3    | 0-5 1-1 2-2 2-5 3-3 3-5 3-6 |
      And the moves "6-6, 3-6 on the right, 5-6 on the left, 2-3 on the right, 2-6 on the right, 3-5 on the left, 4-6 on the right, 4-4 on the right, 0-3 on the left, 0-5 on the left, 2-4 on the right, 0-2 on the right, 1-5 on the left, 1-1 on the left, 0-4 on the right, 1-4 on the right, 1-6 on the right, pass, 1-2 on the left, 0-6 on the right, 0-0 on the right, 2-2 on the left, pass, pass, 0-1 on the right" are played from seat 2
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores         |
        | carry_doubled | 63     | 0, 0, 63 and 0 |
        | carry         | 53     | 0, 0, 53 and 0 |
        | no_score      | 43     | 0, 0, 43 and 0 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: draw, 3 players: the first hand blocks tied, worth 6

    @id:end-carry-doubled-draw-3p-001
    Scenario Outline: draw, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "draw" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-6 1-3 2-3 3-6 5-6                                 |
        | 1        | 0-1 1-4 1-5 2-4 2-6                                 |
        | 2        | 0-2 0-3 0-4 4-4 5-5                                 |
        | boneyard | 2-5 3-4 4-6 6-6 1-1 0-0 2-2 0-5 4-5 3-3 3-5 1-6 1-2 |
      When the moves "5-5, 5-6 on the right, 1-5 on the left, draw, draw, draw, 4-6 on the right, 1-3 on the left, 1-4 on the right, 3-4 on the left, draw, draw, 1-1 on the right, 2-4 on the left, 0-2 on the left, 0-6 on the left, 0-1 on the right, 0-4 on the right, 3-6 on the left, draw, draw, draw, draw, 4-5 on the right, 2-5 on the right, 2-3 on the right, draw, 3-3 on the left, 0-3 on the right, draw, 3-5 on the left, 0-0 on the right, draw, draw, pass, pass, 0-5 on the right" are played from seat 2
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                                               |
        | 0        | 2-3 2-6 3-3 4-5 5-6                                 |
        | 1        | 0-5 1-1 1-3 2-4 3-4                                 |
        | 2        | 0-3 2-2 3-5 3-6 4-6                                 |
        | boneyard | 1-5 1-2 5-5 0-4 1-4 4-4 0-0 6-6 0-6 0-1 1-6 2-5 0-2 |
      And the moves "2-3, 3-4 on the right, 4-6 on the right, 2-6 on the right, 2-4 on the right, 2-2 on the left, 4-5 on the right, 0-5 on the right, 0-3 on the right, 3-3 on the right, 1-3 on the right, draw, 1-5 on the right, 5-6 on the right" are played from seat 0
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 31     | 31, 0 and 0 |
        | carry         | 25     | 25, 0 and 0 |
        | redeal        | 19     | 19, 0 and 0 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: draw, 4 players: the first hand blocks tied, worth 34

    @id:end-carry-doubled-draw-4p-001
    Scenario Outline: draw, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "draw" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-0 0-4 1-2 1-4 4-5             |
        | 1        | 0-3 1-1 1-5 2-3 4-4             |
        | 2        | 0-2 2-5 3-3 3-4 6-6             |
        | 3        | 0-5 1-3 1-6 2-6 3-5             |
        | boneyard | 5-5 2-2 0-6 4-6 5-6 0-1 2-4 3-6 |
      When the moves "6-6, 2-6 on the left, 1-2 on the left, 1-5 on the left, 2-5 on the left, 1-6 on the right, 1-4 on the right, 4-4 on the right, 0-2 on the left, 0-5 on the left, 4-5 on the left, draw, draw, draw, draw, 4-6 on the left, 3-4 on the right, 3-5 on the right, draw, 5-6 on the left, 5-5 on the right, draw, draw, draw" are played from seat 2
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                           |
        | 0        | 0-5 2-4 2-6 3-5 6-6             |
        | 1        | 1-2 1-5 2-2 4-5 4-6             |
        | 2        | 0-4 1-1 1-4 4-4 5-5             |
        | 3        | 0-2 0-6 2-5 3-3 5-6             |
        | boneyard | 1-6 0-0 0-3 1-3 3-6 3-4 2-3 0-1 |
      And the moves "5-6, 0-5 on the left, 4-6 on the right, 1-4 on the right, 0-6 on the left, 6-6 on the left, 1-2 on the right, draw, 1-6 on the left, 2-5 on the right, 3-5 on the right, 1-5 on the left, 5-5 on the left, 3-3 on the right, draw, draw, 0-3 on the right, 4-5 on the left, 4-4 on the left, 0-2 on the right" are played from seat 3
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores         |
        | carry_doubled | 92     | 0, 0, 0 and 92 |
        | carry         | 58     | 0, 0, 0 and 58 |
        | redeal        | 24     | 0, 0, 0 and 24 |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: draw-nine, 3 players: the first hand blocks tied, worth 2

    @id:end-carry-doubled-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "draw-nine" rules for 3 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 1-1 1-2 3-6 4-8 6-8 8-8 9-9                                                                                                             |
        | 1        | 0-3 2-5 3-3 3-9 4-6 5-6 6-7                                                                                                             |
        | 2        | 0-1 0-6 1-8 2-3 2-6 3-5 4-9                                                                                                             |
        | boneyard | 5-9 0-4 5-8 1-4 8-9 1-3 4-7 6-9 0-8 1-9 0-2 5-7 6-6 3-7 4-4 4-5 1-5 2-7 2-4 7-8 0-0 7-9 2-8 0-9 1-7 0-7 2-9 2-2 3-4 0-5 3-8 5-5 7-7 1-6 |
      When the moves "9-9, 3-9 on the right, 3-5 on the right, draw, 5-9 on the left, 5-6 on the left, 0-6 on the left, draw, 0-4 on the left, 2-5 on the right, 2-6 on the right, 3-6 on the right, 0-3 on the right, 4-9 on the left, draw, draw, draw, 8-9 on the left, draw, draw, draw, draw, 0-8 on the left, 0-1 on the right, 1-2 on the right, draw, draw, 0-2 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 0-0 on the left, draw, draw, draw, 0-9 on the left, 6-9 on the left, 6-6 on the left, 6-8 on the left, draw, draw, 0-7 on the right, 3-7 on the right, 4-8 on the left, 4-6 on the left, 2-3 on the right, 2-8 on the right, 6-7 on the left, 2-7 on the left, 8-8 on the right, draw, 2-9 on the left, 7-8 on the right, 7-9 on the left, 1-7 on the left, 5-7 on the right, 5-8 on the right, 1-3 on the left, 1-8 on the right, 1-4 on the right, 4-7 on the right, draw, draw, 3-4 on the left, draw, draw, draw, draw, 7-7 on the right, draw, pass, 4-5 on the left, 5-5 on the left, pass, 1-5 on the left, 1-1 on the left, 1-6 on the left" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                                                                                                                                   |
        | 0        | 1-2 2-4 3-5 5-5 5-9 6-8 7-7                                                                                                             |
        | 1        | 2-2 2-5 2-6 2-7 2-8 3-8 6-7                                                                                                             |
        | 2        | 0-1 0-3 1-8 1-9 3-6 3-9 6-6                                                                                                             |
        | boneyard | 0-5 2-3 3-4 8-8 7-9 9-9 4-7 4-6 1-6 0-8 4-5 1-4 1-1 4-9 4-4 2-9 3-3 5-7 5-6 1-5 0-2 8-9 1-7 0-0 5-8 6-9 0-4 0-7 3-7 4-8 0-6 1-3 7-8 0-9 |
      And the moves "2-5, draw, 0-5 on the right, 2-4 on the left, draw, draw, 3-4 on the left, 3-9 on the left, 5-9 on the left, draw, draw, draw, draw, draw, draw, draw, 0-8 on the right, 1-8 on the right, 3-5 on the left, 3-8 on the left, 0-1 on the right, 6-8 on the left, 4-6 on the left, 0-3 on the right, draw, 4-5 on the left, 2-3 on the right, draw, draw, draw, draw, draw, 2-9 on the right, 5-5 on the left, 7-9 on the right, draw, draw, 5-7 on the right, draw, 5-6 on the left, 2-6 on the left, draw, 1-5 on the right, 1-2 on the left, 1-6 on the right, 3-6 on the right, draw, draw, draw, 1-7 on the left, 4-7 on the left, 1-4 on the left, draw, draw, draw, draw, draw, draw, 3-7 on the right, 6-7 on the right, 1-9 on the left, 8-9 on the left, 2-8 on the left, 6-6 on the right, 0-2 on the left, draw, draw, 0-6 on the left, draw, draw, draw, pass, 6-9 on the left, 9-9 on the left, 4-9 on the left, 0-4 on the left, pass, 0-9 on the left" are played from seat 1
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores      |
        | carry_doubled | 12     | 12, 0 and 0 |
        | carry         | 10     | 10, 0 and 0 |
        | redeal        | 8      | 8, 0 and 0  |

  @clause:end.blocked-tie.redeal @clause:end.blocked-tie.carry
  Rule: draw-nine, 4 players: the first hand blocks tied, worth 38

    @id:end-carry-doubled-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under score.blocked_tie = <rule> the next winner scores <points>
      Given the "draw-nine" rules for 4 players with score.blocked_tie = <rule>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-1 1-7 3-3 3-8 4-6 5-7 7-8                                                                                 |
        | 1        | 0-6 0-7 2-8 3-5 4-8 7-9 8-9                                                                                 |
        | 2        | 1-4 2-3 2-5 2-6 3-6 4-7 7-7                                                                                 |
        | 3        | 0-9 1-2 1-3 4-4 4-9 5-5 5-9                                                                                 |
        | boneyard | 6-7 9-9 0-8 0-4 5-8 6-9 6-6 0-2 6-8 2-7 1-8 0-3 3-7 1-1 4-5 0-0 0-5 5-6 1-6 2-2 1-5 3-4 3-9 2-9 2-4 8-8 1-9 |
      When the moves "7-7, draw, 6-7 on the right, 4-6 on the right, 4-8 on the right, 4-7 on the left, 4-4 on the left, 7-8 on the right, 7-9 on the right, 1-4 on the left, 4-9 on the right, 0-1 on the left, 0-7 on the left, draw, draw, draw, 0-4 on the right, 0-9 on the right, 1-7 on the left, 8-9 on the right, 0-8 on the right, 1-2 on the left, draw, draw, draw, draw, 0-2 on the left, 0-6 on the right, 3-6 on the right, 1-3 on the right, draw, draw, draw, 1-8 on the right, 2-8 on the right, 2-5 on the right, 5-5 on the right, 5-8 on the right, draw, 0-3 on the left, 2-3 on the left, draw, draw, draw, draw, draw, draw, draw, draw, 2-2 on the left, 6-8 on the right, draw, draw, draw, draw, 2-9 on the left, 2-6 on the right, 5-9 on the left, 5-7 on the left, draw, 2-4 on the right, draw, draw, pass, 4-5 on the right, 2-7 on the left, 3-5 on the right, pass, 3-7 on the right" are played from seat 2
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat     | tiles                                                                                                       |
        | 0        | 0-1 0-2 1-3 1-5 1-9 3-8 4-5                                                                                 |
        | 1        | 2-3 2-8 3-9 5-9 6-9 7-8 7-9                                                                                 |
        | 2        | 1-1 1-2 1-6 3-4 4-8 6-6 8-9                                                                                 |
        | 3        | 0-0 0-3 0-9 1-4 3-5 4-6 5-6                                                                                 |
        | boneyard | 2-9 6-8 2-7 3-6 5-5 2-2 0-7 3-3 7-7 4-9 8-8 6-7 2-6 2-4 4-4 1-8 2-5 4-7 0-4 3-7 0-5 0-8 5-8 1-7 0-6 5-7 9-9 |
      And the moves "3-5, 1-5 on the right, 2-3 on the left, 1-6 on the right, 4-6 on the right, 0-2 on the left, draw, draw, draw, draw, draw, draw, draw, 0-7 on the left, 3-4 on the right, 0-3 on the right, 0-1 on the right, 7-9 on the left, 1-2 on the right, 0-9 on the left, draw, draw, draw, draw, draw, draw, 2-6 on the right, 3-6 on the right, draw, draw, draw, draw, draw, draw, 0-4 on the left, 1-4 on the left, 3-3 on the right, 3-9 on the right, 8-9 on the right, draw, draw, draw, 0-8 on the right, 1-9 on the left, 5-9 on the left, 2-5 on the left, 0-0 on the right, draw, draw, draw, 0-6 on the right, 2-8 on the left, 1-8 on the left, 5-6 on the right, 4-5 on the right, draw, draw, pass, 2-4 on the right, pass, 1-7 on the left, 2-7 on the left, pass, pass, pass, 2-9 on the right, pass, pass, 4-9 on the right, 2-2 on the left, 4-7 on the right, 3-7 on the right, 3-8 on the right, 6-8 on the right, 6-6 on the right, pass, 6-7 on the right, 5-7 on the right, pass, 0-5 on the right" are played from seat 3
      Then the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule          | points | scores          |
        | carry_doubled | 203    | 0, 0, 0 and 203 |
        | carry         | 165    | 0, 0, 0 and 165 |
        | redeal        | 127    | 0, 0, 0 and 127 |
