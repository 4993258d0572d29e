@clause:score.first-hands.bonus
Feature: The winners of a match's first hands score a bonus under score.first_hands
  Under score.first_hands = bonus_100_75_50_25 the side that wins the match's first hand
  scores 100 more (75, 50 and 25 for the next three); under none, nothing more. Each
  seating's first hand is won.

  @clause:score.first-hands.none
  Rule: all-fives, 2 players: seat 0 wins the blocked hand

    @id:score-first-hands-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5 claiming 10, 0-5 on the left claiming 10, 4-5 on the right, 0-3 on the left, 3-6 on the left, 1-4 on the right, draw, draw, 0-6 on the left, 0-0 on the left, 0-4 on the left claiming 5, 1-1 on the right, 3-4 on the left, 2-3 on the left, 0-2 on the left, draw, 1-5 on the up, draw, 3-5 on the down, draw, 1-3 on the right, 3-3 on the right claiming 10, draw, draw, draw, draw, 1-2 on the up, draw, 0-1 on the left, 2-5 on the up claiming 15, draw, draw, draw, 1-6 on the left claiming 20, 5-6 on the left, draw" are played from seat 1
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores     |
        | none               | 20     | 45 and 45  |
        | bonus_100_75_50_25 | 120    | 145 and 45 |

  @clause:score.first-hands.none
  Rule: all-fives, 3 players: seat 2 goes out

    @id:score-first-hands-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right claiming 10, 0-0 on the right claiming 10, 0-2 on the right, 2-6 on the right, 3-6 on the right, 4-5 on the left, 1-4 on the left, 3-4 on the right, 4-4 on the right, draw, draw, 1-5 on the up claiming 10, 1-1 on the left, 0-4 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores         |
        | none               | 20     | 20, 10 and 20  |
        | bonus_100_75_50_25 | 120    | 20, 10 and 120 |

  @clause:score.first-hands.none
  Rule: all-fives, 4 players: seat 0 goes out

    @id:score-first-hands-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-5 1-4 2-3 2-6             |
        | 1        | 0-0 1-1 3-3 3-4 3-6             |
        | 2        | 0-2 0-4 4-4 4-5 5-5             |
        | 3        | 0-6 1-3 1-5 3-5 5-6             |
        | boneyard | 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 1-5 on the right, 1-4 on the right, 3-4 on the right, 4-5 on the left, 1-3 on the right, 0-5 on the down claiming 5, 1-1 on the right, 0-4 on the left, 5-6 on the up, 0-3 on the down, 0-0 on the left, 0-2 on the left, 3-5 on the down, 2-3 on the left, 3-6 on the up, draw, draw, 2-5 on the down, muggins, draw, 1-2 on the right, 2-6 on the down" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores           |
        | none               | 26     | 31, 0, 0 and 10  |
        | bonus_100_75_50_25 | 126    | 131, 0, 0 and 10 |

  @clause:score.first-hands.none
  Rule: all-fives-tournament, 2 players: seat 0 goes out

    @id:score-first-hands-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
        | lots     | 1-5 2-2                                                 |
      When the moves "3-3, 2-3 on the left, 3-6 on the right, 0-3 on the down, 0-4 on the down, 1-4 on the down, 3-4 on the up, 2-6 on the left, 4-5 on the up, 0-5 on the up, 0-2 on the up, 1-1 on the down, draw, draw, 0-6 on the left, 0-0 on the left" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores     |
        | none               | 20     | 30 and 25  |
        | bonus_100_75_50_25 | 120    | 130 and 25 |

  @clause:score.first-hands.none
  Rule: all-fives-tournament, 3 players: seat 0 goes out

    @id:score-first-hands-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2        | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | boneyard | 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
        | lots     | 1-5 2-2 1-4                 |
      When the moves "3-6, 3-5 on the left, 2-6 on the right, 5-5 on the left, 2-4 on the right, 1-4 on the right, 4-5 on the left, 5-6 on the down, 1-1 on the right, 0-4 on the left, 1-5 on the up, 0-5 on the left, draw, 2-5 on the left, 1-3 on the up, 2-3 on the left, 3-3 on the up, 0-6 on the down, 0-3 on the up, 0-2 on the down, draw, 1-2 on the right, 0-0 on the up" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 15     | 20, 5 and 0  |
        | bonus_100_75_50_25 | 115    | 120, 5 and 0 |

  @clause:score.first-hands.none
  Rule: all-fives-tournament, 4 players: seat 2 goes out

    @id:score-first-hands-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2        | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | 3        | 0-1 1-2 1-6 2-2 2-5 4-6 6-6 |
        | boneyard |                             |
        | lots     | 1-5 2-2 1-4 3-4             |
      When the moves "4-5, 4-4 on the left, 2-5 on the right, 2-3 on the right, 3-6 on the right, 0-6 on the right, 4-6 on the left, 1-4 on the up, 0-2 on the right, 5-6 on the left, 1-2 on the up, 2-6 on the up, 3-4 on the down, 1-5 on the left, 6-6 on the up, 0-3 on the down, 0-4 on the down, 1-3 on the left, 1-6 on the up, 1-1 on the up, 3-3 on the left, 2-4 on the down, 2-2 on the right, pass, pass, 3-5 on the left" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores            |
        | none               | 15     | 15, 0, 15 and 20  |
        | bonus_100_75_50_25 | 115    | 15, 0, 115 and 20 |

  @clause:score.first-hands.none
  Rule: block, 2 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-2p-001
    Scenario Outline: block, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "block" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left" are played from seat 1
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 1      | 1 and 0   |
        | bonus_100_75_50_25 | 101    | 101 and 0 |

  @clause:score.first-hands.none
  Rule: block, 3 players: seat 1 goes out

    @id:score-first-hands-block-3p-001
    Scenario Outline: block, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "block" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 0-5 1-4 2-3 2-6 |
        | 1    | 0-0 1-1 3-3 3-4 3-6 |
        | 2    | 0-2 0-4 4-4 4-5 5-5 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left, pass, 3-4 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-3 on the left, 3-3 on the left, pass, pass, 3-6 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 16     | 0, 16 and 0  |
        | bonus_100_75_50_25 | 116    | 0, 116 and 0 |

  @clause:score.first-hands.none
  Rule: block, 4 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-4p-001
    Scenario Outline: block, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "block" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 0-5 1-4 2-3 2-6 |
        | 1    | 0-0 1-1 3-3 3-4 3-6 |
        | 2    | 0-2 0-4 4-4 4-5 5-5 |
        | 3    | 0-6 1-3 1-5 3-5 5-6 |
      When the moves "5-5, 3-5 on the right, 0-3 on the right, 0-0 on the right, 0-4 on the right, 5-6 on the left, 2-6 on the left, 3-4 on the right, 0-2 on the left, 1-3 on the right, 0-5 on the left, 1-1 on the right, 4-5 on the left, 1-5 on the right, 1-4 on the left" are played from seat 2
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 14     | 14, 0, 0 and 0  |
        | bonus_100_75_50_25 | 114    | 114, 0, 0 and 0 |

  @clause:score.first-hands.none
  Rule: block-classic, 2 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-classic" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left" are played from seat 1
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 1      | 1 and 0   |
        | bonus_100_75_50_25 | 101    | 101 and 0 |

  @clause:score.first-hands.none
  Rule: block-classic, 3 players: seat 1 goes out

    @id:score-first-hands-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-classic" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 0-5 1-4 2-3 2-6 |
        | 1    | 0-0 1-1 3-3 3-4 3-6 |
        | 2    | 0-2 0-4 4-4 4-5 5-5 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left, pass, 3-4 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-3 on the left, 3-3 on the left, pass, pass, 3-6 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 16     | 0, 16 and 0  |
        | bonus_100_75_50_25 | 116    | 0, 116 and 0 |

  @clause:score.first-hands.none
  Rule: block-classic, 4 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-classic" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-3 0-5 1-4 2-3 2-6 |
        | 1    | 0-0 1-1 3-3 3-4 3-6 |
        | 2    | 0-2 0-4 4-4 4-5 5-5 |
        | 3    | 0-6 1-3 1-5 3-5 5-6 |
      When the moves "5-5, 3-5 on the right, 0-3 on the right, 0-0 on the right, 0-4 on the right, 5-6 on the left, 2-6 on the left, 3-4 on the right, 0-2 on the left, 1-3 on the right, 0-5 on the left, 1-1 on the right, 4-5 on the left, 1-5 on the right, 1-4 on the left" are played from seat 2
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 14     | 14, 0, 0 and 0  |
        | bonus_100_75_50_25 | 114    | 114, 0, 0 and 0 |

  @clause:score.first-hands.none
  Rule: block-nine, 2 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-nine" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
      When the moves "5-5, 5-7 on the left, 0-5 on the right, 0-0 on the right, 0-7 on the left, 0-4 on the right, pass, 0-1 on the left, 1-3 on the left, 4-8 on the right, 3-5 on the left, 4-5 on the left, 5-8 on the right" are played from seat 0
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 4      | 4 and 0   |
        | bonus_100_75_50_25 | 104    | 104 and 0 |

  @clause:score.first-hands.none
  Rule: block-nine, 3 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-nine" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
        | 2    | 1-5 2-3 5-6 5-9 6-7 6-8 8-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 0-7 on the left, 0-1 on the left, pass, 1-3 on the left, pass, 2-3 on the left" are played from seat 0
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 34     | 34, 0 and 0  |
        | bonus_100_75_50_25 | 134    | 134, 0 and 0 |

  @clause:score.first-hands.none
  Rule: block-nine, 4 players: seat 3 wins the blocked hand

    @id:score-first-hands-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-nine" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
        | 2    | 1-5 2-3 5-6 5-9 6-7 6-8 8-9 |
        | 3    | 0-3 1-1 1-2 1-6 1-8 2-4 3-3 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 1-2 on the right, 0-7 on the left, 0-0 on the left, 2-3 on the right, 0-3 on the right, 0-5 on the right, 0-1 on the left, 5-9 on the right, 1-8 on the left, 3-9 on the right, 4-8 on the left, pass, 2-4 on the left, 3-5 on the right, 4-5 on the right, pass, pass, pass, 0-4 on the right" are played from seat 0
      Then the hand is blocked and won by seat 3
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 43     | 0, 0, 0 and 43  |
        | bonus_100_75_50_25 | 143    | 0, 0, 0 and 143 |

  @clause:score.first-hands.none
  Rule: block-seven, 2 players: seat 0 wins the blocked hand

    @id:score-first-hands-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-seven" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left" are played from seat 1
      Then the hand is blocked and won by seat 0
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 1      | 1 and 0   |
        | bonus_100_75_50_25 | 101    | 101 and 0 |

  @clause:score.first-hands.none
  Rule: block-seven, 3 players: seat 2 wins the blocked hand

    @id:score-first-hands-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-seven" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2    | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
      When the moves "5-6, 2-6 on the right, 5-5 on the left, 2-4 on the right, 1-4 on the right, 4-5 on the left, 1-5 on the right, 0-5 on the right, 0-4 on the left, 0-6 on the right, 0-0 on the left, 3-6 on the right, 3-5 on the right, 0-3 on the left, 3-4 on the left, 4-4 on the left" are played from seat 2
      Then the hand is blocked and won by seat 2
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 7      | 0, 0 and 7   |
        | bonus_100_75_50_25 | 107    | 0, 0 and 107 |

  @clause:score.first-hands.none
  Rule: block-seven, 4 players: seat 1 goes out

    @id:score-first-hands-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "block-seven" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2    | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | 3    | 0-1 1-2 1-6 2-2 2-5 4-6 6-6 |
      When the moves "6-6, 2-6 on the right, 0-2 on the right, 0-6 on the right, 1-6 on the right, 1-1 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the right, 1-4 on the left, 4-5 on the left, 2-4 on the right, 4-6 on the right, 0-5 on the left, 0-4 on the left, 4-4 on the left, pass, pass, 3-4 on the left, 3-5 on the left, 2-5 on the left, 2-3 on the left, 3-3 on the left, 5-6 on the right, pass, 0-3 on the left, 5-5 on the right" are played from seat 3
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 11     | 0, 11, 0 and 0  |
        | bonus_100_75_50_25 | 111    | 0, 111, 0 and 0 |

  @clause:score.first-hands.none
  Rule: draw, 2 players: seat 1 goes out

    @id:score-first-hands-draw-2p-001
    Scenario Outline: draw, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left, draw, draw, 0-6 on the right, 3-6 on the right, draw, draw, 3-5 on the right, draw, draw, 5-6 on the right, 2-6 on the right, draw, 2-4 on the right, 1-4 on the right, 1-3 on the right, draw, draw, draw, 0-1 on the left, 3-4 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 26     | 0 and 26  |
        | bonus_100_75_50_25 | 126    | 0 and 126 |

  @clause:score.first-hands.none
  Rule: draw, 3 players: seat 1 goes out

    @id:score-first-hands-draw-3p-001
    Scenario Outline: draw, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left, draw, draw, 1-5 on the right, 3-4 on the left, draw, 3-5 on the left, draw, draw, 5-6 on the left, 3-6 on the left, draw, draw, 2-5 on the right, 0-3 on the left, draw, 1-2 on the right, 0-2 on the left, 2-3 on the left, 3-3 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 32     | 0, 32 and 0  |
        | bonus_100_75_50_25 | 132    | 0, 132 and 0 |

  @clause:score.first-hands.none
  Rule: draw, 4 players: seat 0 goes out

    @id:score-first-hands-draw-4p-001
    Scenario Outline: draw, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-5 1-4 2-3 2-6             |
        | 1        | 0-0 1-1 3-3 3-4 3-6             |
        | 2        | 0-2 0-4 4-4 4-5 5-5             |
        | 3        | 0-6 1-3 1-5 3-5 5-6             |
        | boneyard | 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 3-5 on the right, 0-3 on the right, 0-0 on the right, 0-4 on the right, 5-6 on the left, 2-6 on the left, 3-4 on the right, 0-2 on the left, 1-3 on the right, 0-5 on the left, 1-1 on the right, 4-5 on the left, 1-5 on the right, 1-4 on the left, draw, draw, 2-5 on the right, draw, 1-2 on the left, draw, draw, 2-2 on the left, 2-3 on the right" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 36     | 36, 0, 0 and 0  |
        | bonus_100_75_50_25 | 136    | 136, 0, 0 and 0 |

  @clause:score.first-hands.none
  Rule: draw-nine, 2 players: seat 0 goes out

    @id:score-first-hands-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw-nine" rules for 2 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-2 0-9 1-2 2-9 4-8 4-9 9-9                                                                                                                                         |
        | 1        | 0-3 1-1 2-2 2-5 2-6 4-7 7-8                                                                                                                                         |
        | boneyard | 0-5 1-9 1-6 3-9 8-8 7-7 2-8 5-7 3-8 2-4 1-3 4-5 4-4 5-5 3-5 6-6 8-9 2-3 5-9 1-5 1-8 6-7 0-0 3-3 5-8 0-1 6-8 0-6 1-4 2-7 5-6 3-6 3-4 3-7 0-7 1-7 0-4 6-9 7-9 4-6 0-8 |
      When the moves "9-9, draw, draw, 1-9 on the right, 4-9 on the left, 1-1 on the right, 1-2 on the right, 4-7 on the left, 2-9 on the right, 7-8 on the left, 0-9 on the right, 0-5 on the right, 4-8 on the left, 2-5 on the right, 0-2 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 15     | 15 and 0  |
        | bonus_100_75_50_25 | 115    | 115 and 0 |

  @clause:score.first-hands.none
  Rule: draw-nine, 3 players: seat 0 goes out

    @id:score-first-hands-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw-nine" rules for 3 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-4 0-6 0-9 1-6 2-4 3-5 8-9                                                                                                             |
        | 1        | 0-8 1-9 2-5 2-7 2-9 4-5 5-5                                                                                                             |
        | 2        | 0-7 2-3 3-6 3-7 5-6 6-7 7-9                                                                                                             |
        | boneyard | 6-6 5-8 1-3 4-9 1-5 1-2 0-0 6-9 0-1 3-9 1-8 4-6 3-4 4-4 7-8 3-8 2-8 3-3 7-7 4-7 0-2 5-9 1-4 4-8 1-7 2-2 5-7 6-8 1-1 2-6 8-8 0-5 0-3 9-9 |
      When the moves "5-5, 5-6 on the right, 1-6 on the right, 1-9 on the right, 7-9 on the right, 3-5 on the left, 2-7 on the right, 3-7 on the left, 2-4 on the right, 4-5 on the right, 6-7 on the left, 0-6 on the left, 2-5 on the right, 2-3 on the right, 0-9 on the left, 2-9 on the left, 3-6 on the right, draw, 6-6 on the right, draw, draw, draw, draw, draw, 1-2 on the left, draw, draw, 6-9 on the right, 8-9 on the right, 1-3 on the left, draw, draw, 3-9 on the left, draw, 1-8 on the right, 4-9 on the left, 0-1 on the right, 0-4 on the left" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores       |
        | none               | 34     | 34, 0 and 0  |
        | bonus_100_75_50_25 | 134    | 134, 0 and 0 |

  @clause:score.first-hands.none
  Rule: draw-nine, 4 players: seat 0 goes out

    @id:score-first-hands-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "draw-nine" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                 |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                 |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                 |
        | 3        | 0-3 1-1 1-2 1-6 1-8 2-4 3-3                                                                                 |
        | boneyard | 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 1-2 on the right, 0-7 on the left, 0-0 on the left, 2-3 on the right, 0-3 on the right, 0-5 on the right, 0-1 on the left, 5-9 on the right, 1-8 on the left, 3-9 on the right, 4-8 on the left, draw, 3-4 on the left, 3-3 on the right, 3-5 on the right, 4-5 on the right, draw, draw, draw, 4-6 on the right, 1-6 on the right, 1-3 on the left, draw, draw, draw, draw, draw, draw, draw, 1-9 on the left, 8-9 on the left, 1-1 on the right, 5-8 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores          |
        | none               | 149    | 149, 0, 0 and 0 |
        | bonus_100_75_50_25 | 249    | 249, 0, 0 and 0 |

  @clause:score.first-hands.none
  Rule: partnership, 4 players: seat 3 goes out

    @id:score-first-hands-partnership-4p-001
    Scenario Outline: partnership, 4 players: under score.first_hands = <value> the hand scores <points>
      Given the "partnership" rules for 4 players with score.first_hands = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2    | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | 3    | 0-1 1-2 1-6 2-2 2-5 4-6 6-6 |
      When the moves "6-6, 5-6 on the right, 4-5 on the right, 1-4 on the right, 1-6 on the left, 1-3 on the left, 3-3 on the left, 1-1 on the right, 1-2 on the right, 3-5 on the left, 0-2 on the right, 0-3 on the right, 2-5 on the left, 2-4 on the left, 0-4 on the left, 0-0 on the left, 0-1 on the left, 1-5 on the left, 5-5 on the left, 2-3 on the right, 2-2 on the right, pass, pass, 2-6 on the right, 4-6 on the right" are played from seat 3
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value              | points | scores    |
        | none               | 19     | 0 and 19  |
        | bonus_100_75_50_25 | 119    | 0 and 119 |
