@clause:score.capicu.bonus
Feature: Going out with a capicú scores a bonus under score.capicu
  A capicú is going out, not on the lead, with the tile whose two halves are the two open
  ends' different numbers. Under score.capicu = bonus_25 or bonus_100 the side of the player
  who does it scores 25 or 100 more; under none, nothing more. Each seating's first hand ends
  with a capicú.

  @clause:score.capicu.none
  Rule: all-fives, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-2 0-3 0-6 2-4 2-6 3-6                             |
        | 1        | 0-4 1-3 1-5 2-5 3-4 4-5 5-6                             |
        | boneyard | 1-1 2-2 6-6 4-6 1-4 3-5 2-3 3-3 0-5 4-4 1-2 0-0 1-6 5-5 |
      When the moves "5-6, 3-6 on the right, 2-5 on the left claiming 5, 0-2 on the left, 3-4 on the right, 0-3 on the left, 1-3 on the left claiming 5, 2-4 on the right, 1-5 on the left, 2-6 on the right, 4-5 on the left, muggins, 0-6 on the right, 0-4 on the left" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores     |
        | none      | 1      | 10 and 11  |
        | bonus_25  | 26     | 10 and 36  |
        | bonus_100 | 101    | 10 and 111 |

  @clause:score.capicu.none
  Rule: all-fives, 3 players: seat 2 goes out with a capicú

    @id:score-capicu-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-4 2-2 2-5 3-3                                 |
        | 1        | 0-1 0-2 3-4 5-5 6-6                                 |
        | 2        | 0-5 1-5 2-3 3-6 4-6                                 |
        | boneyard | 1-2 4-5 1-4 0-6 5-6 1-3 2-6 1-6 0-0 3-5 2-4 1-1 4-4 |
      When the moves "6-6, 3-6 on the left claiming 15, 0-3 on the left, 0-1 on the left, 1-5 on the left, 2-5 on the left, 0-2 on the left, 0-5 on the left, draw, draw, 4-5 on the left, 3-4 on the left, 2-3 on the left, 1-2 on the left, draw, 1-4 on the left, 4-6 on the left" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 24     | 0, 0 and 39  |
        | bonus_25  | 49     | 0, 0 and 64  |
        | bonus_100 | 124    | 0, 0 and 139 |

  @clause:score.capicu.none
  Rule: all-fives, 4 players: seat 3 goes out with a capicú

    @id:score-capicu-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-4 1-2 2-5 3-4 5-5             |
        | 1        | 0-0 1-1 2-3 4-5 4-6             |
        | 2        | 0-2 0-3 2-6 4-4 5-6             |
        | 3        | 0-5 1-5 1-6 2-4 3-3             |
        | boneyard | 1-4 0-6 6-6 2-2 1-3 0-1 3-6 3-5 |
      When the moves "5-5 claiming 10, 4-5 on the right, 4-4 on the right, 2-4 on the right, 2-5 on the right claiming 15, draw, draw, draw, draw, draw, draw, draw, draw, 3-5 on the right, 0-3 on the right claiming 10, 0-5 on the right, pass, pass, 5-6 on the right, 1-6 on the right, 1-2 on the right, 2-3 on the right, pass, 3-3 on the right, 3-4 on the right, 1-4 on the right, pass, 1-5 on the right claiming 15" are played from seat 0
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores            |
        | none      | 62     | 25, 0, 10 and 77  |
        | bonus_25  | 87     | 25, 0, 10 and 102 |
        | bonus_100 | 162    | 25, 0, 10 and 177 |

  @clause:score.capicu.none
  Rule: all-fives-tournament, 2 players: seat 0 goes out with a capicú

    @id:score-capicu-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-2 1-3 1-6 2-3 2-5 3-4 4-4                             |
        | 1        | 0-5 0-6 1-2 1-5 3-6 4-5 5-6                             |
        | boneyard | 2-2 6-6 3-5 0-3 5-5 4-6 0-1 1-1 0-4 0-0 3-3 2-4 1-4 2-6 |
        | lots     | 1-1 2-5                                                 |
      When the moves "1-6, 0-6 on the right, 0-2 on the right, 1-2 on the right, 1-3 on the right, 1-5 on the left, 2-3 on the right, 0-5 on the left, 2-5 on the right, 4-5 on the right, 4-4 on the right, draw, draw, draw, draw, 0-3 on the left, 3-4 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 45     | 50 and 0  |
        | bonus_25  | 70     | 75 and 0  |
        | bonus_100 | 145    | 150 and 0 |

  @clause:score.capicu.none
  Rule: all-fives-tournament, 3 players: seat 0 goes out with a capicú

    @id:score-capicu-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-2 0-3 0-4 0-5 1-3 3-5 |
        | 1        | 0-1 1-1 1-2 1-5 2-4 2-6 4-6 |
        | 2        | 1-4 2-2 2-3 2-5 4-5 5-5 5-6 |
        | boneyard | 6-6 0-6 1-6 3-4 4-4 3-6 3-3 |
        | lots     | 6-6 0-3 5-6                 |
      When the moves "0-3, 0-1 on the left, 1-4 on the left, 3-5 on the right, 2-4 on the left, 4-5 on the right, 0-4 on the right, 1-2 on the left, draw, draw, 0-6 on the right, 1-3 on the left, 4-6 on the right, 2-3 on the left, 0-2 on the left, draw, draw, 3-4 on the right, draw, draw, 3-6 on the right, 0-0 on the left, 2-6 on the right, 2-5 on the right, 0-5 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 60     | 70, 0 and 5  |
        | bonus_25  | 85     | 95, 0 and 5  |
        | bonus_100 | 160    | 170, 0 and 5 |

  @clause:score.capicu.none
  Rule: all-fives-tournament, 4 players: seat 3 goes out with a capicú

    @id:score-capicu-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 0-3 1-3 2-2 2-4 4-4 4-5 |
        | 1        | 0-0 0-4 0-6 3-3 4-6 5-6 6-6 |
        | 2        | 1-4 1-6 2-6 3-4 3-5 3-6 5-5 |
        | 3        | 0-1 0-5 1-1 1-2 1-5 2-3 2-5 |
        | boneyard |                             |
        | lots     | 3-3 1-5 4-6 2-4             |
      When the moves "0-2, 0-4 on the left, 1-4 on the left, 2-3 on the right, 0-3 on the right, 0-6 on the right, 1-6 on the left, pass, pass, 4-6 on the right, 2-6 on the left, 1-2 on the left, 2-4 on the right, pass, pass, 1-5 on the left, 4-5 on the left, pass, 3-4 on the left, 2-5 on the right, 1-3 on the left, 5-6 on the right, 3-6 on the right, 1-1 on the left, pass, 3-3 on the right, 3-5 on the right, 0-5 on the right, pass, 0-0 on the right, pass, 0-1 on the right" are played from seat 0
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores           |
        | none      | 35     | 0, 10, 5 and 45  |
        | bonus_25  | 60     | 0, 10, 5 and 70  |
        | bonus_100 | 135    | 0, 10, 5 and 145 |

  @clause:score.capicu.none
  Rule: block, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-block-2p-001
    Scenario Outline: block, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "block" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 1-2 1-4 1-5 2-3 3-4 |
        | 1    | 0-0 0-1 0-2 2-6 4-5 4-6 5-5 |
      When the moves "5-5, 1-5 on the right, 0-1 on the right, 0-3 on the right, 4-5 on the left, 0-4 on the left, 0-0 on the left, 2-3 on the right, 0-2 on the left, 1-2 on the left, 2-6 on the right, 1-4 on the left, 4-6 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 7      | 0 and 7   |
        | bonus_25  | 32     | 0 and 32  |
        | bonus_100 | 107    | 0 and 107 |

  @clause:score.capicu.none
  Rule: block, 3 players: seat 1 goes out with a capicú

    @id:score-capicu-block-3p-001
    Scenario Outline: block, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "block" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-4 2-5 4-5 5-6 |
        | 1    | 0-1 0-5 1-1 1-6 3-3 |
        | 2    | 0-3 2-2 2-3 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-3 on the right, pass, 3-3 on the right, 2-3 on the right, 2-5 on the right, 1-6 on the left, 5-5 on the right, 4-5 on the right, 1-1 on the left, pass, 0-4 on the right, 0-1 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 4      | 0, 4 and 0   |
        | bonus_25  | 29     | 0, 29 and 0  |
        | bonus_100 | 104    | 0, 104 and 0 |

  @clause:score.capicu.none
  Rule: block, 4 players: seat 1 goes out with a capicú

    @id:score-capicu-block-4p-001
    Scenario Outline: block, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "block" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 2-2 2-4 2-6 3-6 4-5 |
        | 1    | 0-6 1-6 4-6 5-5 6-6 |
        | 2    | 1-3 1-4 2-5 3-3 4-4 |
        | 3    | 0-1 0-2 1-2 1-5 5-6 |
      When the moves "6-6, pass, 5-6 on the right, 3-6 on the left, 5-5 on the right, 3-3 on the left, 1-5 on the right, pass, 1-6 on the right, 1-3 on the left, 0-1 on the left, 2-6 on the right, 0-6 on the left, 2-5 on the right, pass, 4-5 on the right, 4-6 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 28     | 0, 28, 0 and 0  |
        | bonus_25  | 53     | 0, 53, 0 and 0  |
        | bonus_100 | 128    | 0, 128, 0 and 0 |

  @clause:score.capicu.none
  Rule: block-classic, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "block-classic" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 1-2 1-4 1-5 2-3 3-4 |
        | 1    | 0-0 0-1 0-2 2-6 4-5 4-6 5-5 |
      When the moves "5-5, 1-5 on the right, 0-1 on the right, 0-3 on the right, 4-5 on the left, 0-4 on the left, 0-0 on the left, 2-3 on the right, 0-2 on the left, 1-2 on the left, 2-6 on the right, 1-4 on the left, 4-6 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 7      | 0 and 7   |
        | bonus_25  | 32     | 0 and 32  |
        | bonus_100 | 107    | 0 and 107 |

  @clause:score.capicu.none
  Rule: block-classic, 3 players: seat 1 goes out with a capicú

    @id:score-capicu-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "block-classic" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-4 2-5 4-5 5-6 |
        | 1    | 0-1 0-5 1-1 1-6 3-3 |
        | 2    | 0-3 2-2 2-3 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-3 on the right, pass, 3-3 on the right, 2-3 on the right, 2-5 on the right, 1-6 on the left, 5-5 on the right, 4-5 on the right, 1-1 on the left, pass, 0-4 on the right, 0-1 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 4      | 0, 4 and 0   |
        | bonus_25  | 29     | 0, 29 and 0  |
        | bonus_100 | 104    | 0, 104 and 0 |

  @clause:score.capicu.none
  Rule: block-classic, 4 players: seat 1 goes out with a capicú

    @id:score-capicu-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "block-classic" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 2-2 2-4 2-6 3-6 4-5 |
        | 1    | 0-6 1-6 4-6 5-5 6-6 |
        | 2    | 1-3 1-4 2-5 3-3 4-4 |
        | 3    | 0-1 0-2 1-2 1-5 5-6 |
      When the moves "6-6, pass, 5-6 on the right, 3-6 on the left, 5-5 on the right, 3-3 on the left, 1-5 on the right, pass, 1-6 on the right, 1-3 on the left, 0-1 on the left, 2-6 on the right, 0-6 on the left, 2-5 on the right, pass, 4-5 on the right, 4-6 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 28     | 0, 28, 0 and 0  |
        | bonus_25  | 53     | 0, 53, 0 and 0  |
        | bonus_100 | 128    | 0, 128, 0 and 0 |

  @clause:score.capicu.none
  Rule: block-nine, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "block-nine" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-3 2-4 2-6 2-7 2-8 3-7 6-8 |
        | 1    | 0-1 0-2 3-3 4-6 5-6 5-9 8-9 |
      When the moves "3-3, 1-3 on the left, 0-1 on the left, 3-7 on the right, 0-2 on the left, 2-7 on the right, pass, 2-4 on the left, 4-6 on the left, 2-6 on the right, 5-6 on the left, 6-8 on the right, 8-9 on the right, pass, 5-9 on the left" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 10     | 0 and 10  |
        | bonus_25  | 35     | 0 and 35  |
        | bonus_100 | 110    | 0 and 110 |

  @clause:score.capicu.none
  Rule: block-nine, 3 players: seat 0 goes out with a capicú

    @id:score-capicu-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "block-nine" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 1-6 1-9 3-6 3-9 4-5 5-6 |
        | 1    | 0-2 1-1 2-6 2-7 2-9 4-8 9-9 |
        | 2    | 0-0 0-8 1-8 4-7 5-5 6-8 6-9 |
      When the moves "9-9, 6-9 on the left, 3-9 on the right, 2-6 on the left, pass, 3-6 on the right, 2-9 on the left, 6-8 on the right, 1-9 on the left, 4-8 on the right, 1-8 on the left, 4-5 on the right, pass, 5-5 on the right, 5-6 on the right, pass, 0-8 on the left, 1-6 on the right, 1-1 on the right, 0-0 on the left, 0-1 on the left" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 22     | 22, 0 and 0  |
        | bonus_25  | 47     | 47, 0 and 0  |
        | bonus_100 | 122    | 122, 0 and 0 |

  @clause:score.capicu.none
  Rule: block-nine, 4 players: seat 2 goes out with a capicú

    @id:score-capicu-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "block-nine" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-8 3-3 4-6 5-6 6-6 6-9 |
        | 1    | 0-4 1-4 1-6 1-8 2-3 2-7 6-8 |
        | 2    | 1-5 1-9 2-4 2-5 2-6 3-7 7-9 |
        | 3    | 0-1 0-7 1-7 3-9 5-8 5-9 8-9 |
      When the moves "6-6, 6-8 on the right, 2-6 on the left, 8-9 on the right, 6-9 on the right, 2-3 on the left, 3-7 on the left, 0-7 on the left, 0-8 on the left, 1-8 on the left, 1-5 on the left, 5-9 on the left, 5-6 on the right, pass, 7-9 on the left, 1-7 on the left, pass, 1-6 on the left, 2-5 on the right, pass, 4-6 on the left, 1-4 on the left, 1-9 on the left, 3-9 on the left, 0-3 on the left, 0-4 on the left, 2-4 on the left" are played from seat 0
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 29     | 0, 0, 29 and 0  |
        | bonus_25  | 54     | 0, 0, 54 and 0  |
        | bonus_100 | 129    | 0, 0, 129 and 0 |

  @clause:score.capicu.none
  Rule: block-seven, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "block-seven" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 1-2 1-4 1-5 2-3 3-4 |
        | 1    | 0-0 0-1 0-2 2-6 4-5 4-6 5-5 |
      When the moves "4-6, 1-4 on the left, 2-6 on the right, 1-2 on the left, 0-2 on the right, 2-3 on the left, 0-0 on the right, 0-3 on the left, 0-1 on the left, 1-5 on the left, 5-5 on the left, 0-4 on the right, 4-5 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 7      | 0 and 7   |
        | bonus_25  | 32     | 0 and 32  |
        | bonus_100 | 107    | 0 and 107 |

  @clause:score.capicu.none
  Rule: block-seven, 3 players: seat 2 goes out with a capicú

    @id:score-capicu-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "block-seven" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-5 1-6 2-5 3-6 4-4 5-5 5-6 |
        | 1    | 0-0 0-3 2-2 2-6 3-4 3-5 4-5 |
        | 2    | 0-1 0-2 0-5 0-6 1-4 2-3 4-6 |
      When the moves "5-6, 4-5 on the left, 4-6 on the left, 1-6 on the right, 2-6 on the left, 2-3 on the left, 3-6 on the left, pass, 0-6 on the left, 1-5 on the right, 3-5 on the right, 0-5 on the left, 2-5 on the left, 3-4 on the right, 1-4 on the right, pass, 2-2 on the left, 0-1 on the right, pass, 0-0 on the right, 0-2 on the left" are played from seat 0
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 21     | 0, 0 and 21  |
        | bonus_25  | 46     | 0, 0 and 46  |
        | bonus_100 | 121    | 0, 0 and 121 |

  @clause:score.capicu.none
  Rule: block-seven, 4 players: seat 3 goes out with a capicú

    @id:score-capicu-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "block-seven" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 1-1 1-2 1-3 2-3 4-4 5-6 |
        | 1    | 2-2 2-4 3-4 3-6 4-6 5-5 6-6 |
        | 2    | 0-0 0-3 0-6 1-5 2-5 3-3 4-5 |
        | 3    | 0-1 0-2 0-4 1-4 1-6 2-6 3-5 |
      When the moves "6-6, 0-6 on the left, 0-4 on the left, 5-6 on the right, 3-4 on the left, 4-5 on the right, 3-5 on the left, 4-4 on the right, 4-6 on the right, 1-5 on the left, 0-1 on the left, 0-5 on the left, 3-6 on the right, 2-5 on the left, 0-2 on the left, 1-3 on the right, pass, 0-3 on the left, 1-6 on the right, 2-3 on the left, 2-4 on the left, pass, 2-6 on the right, 1-2 on the right, pass, pass, 1-4 on the left" are played from seat 1
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 22     | 0, 0, 0 and 22  |
        | bonus_25  | 47     | 0, 0, 0 and 47  |
        | bonus_100 | 122    | 0, 0, 0 and 122 |

  @clause:score.capicu.none
  Rule: draw, 2 players: seat 0 goes out with a capicú

    @id:score-capicu-draw-2p-001
    Scenario Outline: draw, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "draw" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-3 0-6 1-6 2-5 3-3 6-6                             |
        | 1        | 0-2 0-5 1-4 3-4 3-6 4-6 5-5                             |
        | boneyard | 0-4 3-5 2-6 4-4 1-2 4-5 0-0 2-3 1-1 2-2 1-3 5-6 2-4 1-5 |
      When the moves "6-6, 4-6 on the right, 1-6 on the left, 3-4 on the right, 3-3 on the right, 3-6 on the right, 0-1 on the left, 0-5 on the left, 0-6 on the right, 0-2 on the right, 2-5 on the right, 5-5 on the left, draw, draw, 3-5 on the right, draw, draw, draw, draw, 4-5 on the left, 0-4 on the left, draw, 0-0 on the left, 0-3 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 24     | 24 and 0  |
        | bonus_25  | 49     | 49 and 0  |
        | bonus_100 | 124    | 124 and 0 |

  @clause:score.capicu.none
  Rule: draw, 3 players: seat 2 goes out with a capicú

    @id:score-capicu-draw-3p-001
    Scenario Outline: draw, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "draw" rules for 3 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 0-2 1-5 4-5 6-6                                 |
        | 1        | 0-3 0-6 1-3 2-2 2-3                                 |
        | 2        | 0-1 0-4 1-6 3-6 4-6                                 |
        | boneyard | 4-4 1-4 3-4 5-6 2-5 2-6 5-5 2-4 1-2 1-1 3-5 0-5 3-3 |
      When the moves "6-6, 0-6 on the left, 0-1 on the left, 1-5 on the left, draw, draw, draw, draw, 5-6 on the left, 4-6 on the right, 4-5 on the right, draw, 2-5 on the right, 3-6 on the left, 0-2 on the right, 2-3 on the left, 0-4 on the right, draw, 2-6 on the left, 1-4 on the right, 1-6 on the left" are played from seat 0
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 26     | 0, 0 and 26  |
        | bonus_25  | 51     | 0, 0 and 51  |
        | bonus_100 | 126    | 0, 0 and 126 |

  @clause:score.capicu.none
  Rule: draw, 4 players: seat 2 goes out with a capicú

    @id:score-capicu-draw-4p-001
    Scenario Outline: draw, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "draw" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 0-4 1-4 2-2 4-6             |
        | 1        | 1-3 1-6 2-6 5-5 6-6             |
        | 2        | 0-6 2-4 3-3 3-6 5-6             |
        | 3        | 0-1 0-3 0-5 1-1 2-3             |
        | boneyard | 0-0 2-5 3-5 4-4 1-5 4-5 1-2 3-4 |
      When the moves "6-6, 3-6 on the right, 2-3 on the right, 4-6 on the left, 2-6 on the right, 2-4 on the left, draw, draw, 2-5 on the left, draw, 3-5 on the left, 1-6 on the right, 3-3 on the left, 0-3 on the left, 1-4 on the right, draw, 4-4 on the right, 0-6 on the left, draw, draw, 4-5 on the right, draw, draw, pass, 5-5 on the right, 5-6 on the right" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 38     | 0, 0, 38 and 0  |
        | bonus_25  | 63     | 0, 0, 63 and 0  |
        | bonus_100 | 138    | 0, 0, 138 and 0 |

  @clause:score.capicu.none
  Rule: draw-nine, 2 players: seat 1 goes out with a capicú

    @id:score-capicu-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under score.capicu = <value> the hand scores <points>
      Given the "draw-nine" rules for 2 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-9 1-2 1-9 3-3 6-6 7-7 9-9                                                                                                                                         |
        | 1        | 2-8 3-8 4-7 5-5 5-7 7-9 8-9                                                                                                                                         |
        | boneyard | 3-4 3-7 1-8 2-4 1-5 2-3 2-2 0-4 0-2 2-9 1-3 4-5 0-5 0-8 1-4 6-7 4-8 0-0 4-6 0-6 4-4 2-7 5-8 3-6 2-6 0-7 1-1 0-3 6-9 1-6 3-5 0-1 3-9 5-6 8-8 5-9 7-8 2-5 6-8 1-7 4-9 |
      When the moves "9-9, 7-9 on the right, 1-9 on the left, 4-7 on the right, 1-2 on the left, 2-8 on the left, draw, 3-4 on the right, 8-9 on the left, 0-9 on the left, 3-8 on the right, draw, draw, 1-8 on the right, draw, draw, 1-5 on the right, draw, draw, draw, 0-4 on the left, 2-4 on the left, 2-3 on the left, 5-5 on the right, 3-7 on the left, 5-7 on the right" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 36     | 0 and 36  |
        | bonus_25  | 61     | 0 and 61  |
        | bonus_100 | 136    | 0 and 136 |

  @clause:score.capicu.none
  Rule: draw-nine, 3 players: seat 0 goes out with a capicú

    @id:score-capicu-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under score.capicu = <value> the hand scores <points>
      Given the "draw-nine" rules for 3 players with score.capicu = <value>
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
        | value     | points | scores       |
        | none      | 34     | 34, 0 and 0  |
        | bonus_25  | 59     | 59, 0 and 0  |
        | bonus_100 | 134    | 134, 0 and 0 |

  @clause:score.capicu.none
  Rule: draw-nine, 4 players: seat 2 goes out with a capicú

    @id:score-capicu-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "draw-nine" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-0 1-7 2-3 2-5 2-8 4-8 5-7                                                                                 |
        | 1        | 0-3 0-4 3-4 3-5 3-6 4-5 6-8                                                                                 |
        | 2        | 1-3 2-4 2-6 4-4 5-8 7-7 8-8                                                                                 |
        | 3        | 1-1 1-4 2-2 3-9 5-5 7-8 8-9                                                                                 |
        | boneyard | 5-6 7-9 9-9 3-8 4-9 0-7 2-7 6-6 1-8 0-6 3-3 1-9 4-7 6-9 5-9 4-6 0-8 3-7 2-9 6-7 0-5 1-6 0-9 1-5 0-1 0-2 1-2 |
      When the moves "8-8, 8-9 on the left, 4-8 on the right, 4-5 on the right, 5-8 on the right, 3-9 on the left, 2-8 on the right, 0-3 on the left, 2-4 on the right, 1-4 on the right, 1-7 on the right, 0-4 on the left, 7-7 on the right, 7-8 on the right, draw, draw, draw, draw, 3-8 on the right, 3-6 on the right, 4-4 on the left, draw, 4-9 on the left, 7-9 on the left, 6-8 on the right, draw, 0-7 on the left, draw, draw, draw, 1-8 on the right, 0-0 on the left, draw, 0-6 on the left, 2-6 on the left, 1-1 on the right, 2-5 on the left, 3-5 on the left, 1-3 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 88     | 0, 0, 88 and 0  |
        | bonus_25  | 113    | 0, 0, 113 and 0 |
        | bonus_100 | 188    | 0, 0, 188 and 0 |

  @clause:score.capicu.none
  Rule: partnership, 4 players: seat 2 goes out with a capicú

    @id:score-capicu-partnership-4p-001
    Scenario Outline: partnership, 4 players: under score.capicu = <value> the hand scores <points>
      Given the "partnership" rules for 4 players with score.capicu = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 1-1 1-3 1-4 1-6 4-5 5-5 |
        | 1    | 0-2 0-3 1-5 2-5 3-5 3-6 4-4 |
        | 2    | 0-5 1-2 2-3 2-6 3-4 4-6 5-6 |
        | 3    | 0-0 0-1 0-6 2-2 2-4 3-3 6-6 |
      When the moves "6-6, 4-6 on the left, 3-6 on the right, 1-4 on the left, 3-3 on the right, 3-4 on the right, 4-4 on the right, 1-1 on the left, 0-1 on the left, 0-5 on the left, 1-5 on the left, 1-6 on the left, 2-4 on the right, 2-6 on the right, pass, pass, 0-6 on the right, 5-6 on the left, 0-3 on the right, 5-5 on the left, pass, 2-3 on the right, 3-5 on the left, 1-3 on the left, 2-2 on the right, 1-2 on the left" are played from seat 3
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 9      | 9 and 0   |
        | bonus_25  | 34     | 34 and 0  |
        | bonus_100 | 109    | 109 and 0 |
