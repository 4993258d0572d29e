@clause:score.chuchazo.bonus
Feature: Going out with the double blank scores a bonus under score.chuchazo
  A chuchazo is going out with the double blank. Under score.chuchazo = bonus_25 or bonus_100
  the side of the player who does it scores 25 or 100 more; under none, nothing more. Each
  seating's first hand ends with a chuchazo.

  @clause:score.chuchazo.none
  Rule: all-fives, 2 players: seat 0 goes out with the double blank

    @id:score-chuchazo-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-4 2-4 2-6 3-5 4-6                             |
        | 1        | 1-1 1-6 2-3 2-5 3-3 3-4 4-5                             |
        | boneyard | 1-4 2-2 4-4 5-6 0-6 1-2 1-3 3-6 0-5 1-5 5-5 0-2 0-1 6-6 |
      When the moves "3-3, 3-5 on the left, 3-4 on the right, 0-4 on the right claiming 5, 4-5 on the left, 4-6 on the left, 1-6 on the left, 0-3 on the right, 2-3 on the right, 2-4 on the right, muggins, 1-1 on the left, draw, 1-4 on the right, draw, draw, draw, draw, draw, 1-2 on the left, 2-6 on the left, 5-6 on the left, draw, 1-3 on the up, 2-5 on the left, draw, 3-6 on the down claiming 10, 0-6 on the down, 0-0 on the down" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 12     | 27 and 5  |
        | bonus_25  | 37     | 52 and 5  |
        | bonus_100 | 112    | 127 and 5 |

  @clause:score.chuchazo.none
  Rule: all-fives, 3 players: seat 0 goes out with the double blank

    @id:score-chuchazo-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 0-3 2-4 2-6 3-5                                 |
        | 1        | 0-4 1-1 2-3 2-5 4-6                                 |
        | 2        | 1-4 1-6 3-3 3-4 4-5                                 |
        | boneyard | 2-2 4-4 5-6 0-6 1-2 1-3 3-6 0-5 1-5 5-5 0-2 0-1 6-6 |
      When the moves "3-3, 3-5 on the left, 2-5 on the left, 3-4 on the right, 2-4 on the left, 4-6 on the left claiming 10, 1-4 on the right, 2-6 on the left, 1-1 on the right, 1-6 on the right, 0-3 on the up, 2-3 on the down claiming 10, draw, 2-2 on the down, 0-0 on the up" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores        |
        | none      | 13     | 13, 20 and 0  |
        | bonus_25  | 38     | 38, 20 and 0  |
        | bonus_100 | 113    | 113, 20 and 0 |

  @clause:score.chuchazo.none
  Rule: all-fives, 4 players: seat 2 goes out with the double blank

    @id:score-chuchazo-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-5 1-1 1-2 1-3 4-4             |
        | 1        | 2-3 3-4 4-6 5-6 6-6             |
        | 2        | 0-0 2-2 2-4 3-6 5-5             |
        | 3        | 0-6 1-5 2-5 3-3 4-5             |
        | boneyard | 0-3 2-6 0-2 0-1 3-5 1-6 0-4 1-4 |
      When the moves "6-6, 3-6 on the left claiming 15, 0-6 on the right, 0-5 on the right, 3-4 on the left, 2-4 on the left, 4-5 on the right, 4-4 on the right, 5-6 on the down claiming 15, 5-5 on the down claiming 20, 2-5 on the left, draw, draw, 2-6 on the up claiming 25, 4-6 on the right, 2-2 on the up, 1-5 on the down, 1-2 on the up, draw, draw, 0-1 on the down, 0-0 on the down" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores            |
        | none      | 22     | 25, 15, 57 and 0  |
        | bonus_25  | 47     | 25, 15, 82 and 0  |
        | bonus_100 | 122    | 25, 15, 157 and 0 |

  @clause:score.chuchazo.none
  Rule: all-fives-tournament, 2 players: seat 0 goes out with the double blank

    @id:score-chuchazo-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 2 players with score.chuchazo = <value>
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
        | value     | points | scores     |
        | none      | 20     | 30 and 25  |
        | bonus_25  | 45     | 55 and 25  |
        | bonus_100 | 120    | 130 and 25 |

  @clause:score.chuchazo.none
  Rule: all-fives-tournament, 3 players: seat 0 goes out with the double blank

    @id:score-chuchazo-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 3 players with score.chuchazo = <value>
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
        | value     | points | scores       |
        | none      | 15     | 20, 5 and 0  |
        | bonus_25  | 40     | 45, 5 and 0  |
        | bonus_100 | 115    | 120, 5 and 0 |

  @clause:score.chuchazo.none
  Rule: all-fives-tournament, 4 players: seat 1 goes out with the double blank

    @id:score-chuchazo-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "all-fives-tournament" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 0-5 0-6 3-3 3-4 3-5 5-5 |
        | 1        | 0-0 0-3 0-4 1-2 1-5 1-6 2-4 |
        | 2        | 0-1 1-4 2-6 3-6 4-5 4-6 6-6 |
        | 3        | 1-1 1-3 2-2 2-3 2-5 4-4 5-6 |
        | boneyard |                             |
        | lots     | 0-4 4-4 1-5 3-3             |
      When the moves "1-6, 2-6 on the right, 2-5 on the right, 0-5 on the right, 1-5 on the left, 0-1 on the right, 1-1 on the right, 5-5 on the left, 1-2 on the right, 1-4 on the down, 2-2 on the right, 3-5 on the left, 0-4 on the down, 3-6 on the left, 2-3 on the right, 3-4 on the right, 2-4 on the right, 4-6 on the left, 1-3 on the up, 0-2 on the right, 0-3 on the up, 4-5 on the left, 5-6 on the left, 0-6 on the right, 0-0 on the down" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores            |
        | none      | 25     | 10, 30, 15 and 0  |
        | bonus_25  | 50     | 10, 55, 15 and 0  |
        | bonus_100 | 125    | 10, 130, 15 and 0 |

  @clause:score.chuchazo.none
  Rule: block, 2 players: seat 0 goes out with the double blank

    @id:score-chuchazo-block-2p-001
    Scenario Outline: block, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 0-5 1-6 2-5 4-5 5-6 |
        | 1    | 0-1 0-3 1-1 2-3 3-3 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 5-5 on the right, 1-6 on the left, 1-1 on the left, 2-5 on the right, 0-1 on the left, 0-5 on the left, 2-3 on the right, 4-5 on the left, 0-3 on the right, 0-4 on the left, pass, 0-0 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 6      | 6 and 0   |
        | bonus_25  | 31     | 31 and 0  |
        | bonus_100 | 106    | 106 and 0 |

  @clause:score.chuchazo.none
  Rule: block, 3 players: seat 2 goes out with the double blank

    @id:score-chuchazo-block-3p-001
    Scenario Outline: block, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-5 2-2 3-4 3-5 3-6 |
        | 1    | 0-3 1-2 1-3 2-3 2-6 |
        | 2    | 0-0 1-4 2-4 3-3 5-6 |
      When the moves "3-3, 3-4 on the right, 1-3 on the left, 2-4 on the right, 2-2 on the right, 2-3 on the right, 1-4 on the left, 3-5 on the right, pass, 5-6 on the right, 3-6 on the right, 0-3 on the right, 0-0 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 16     | 0, 0 and 16  |
        | bonus_25  | 41     | 0, 0 and 41  |
        | bonus_100 | 116    | 0, 0 and 116 |

  @clause:score.chuchazo.none
  Rule: block, 4 players: seat 2 goes out with the double blank

    @id:score-chuchazo-block-4p-001
    Scenario Outline: block, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 1-5 2-5 3-6 4-5 5-6 |
        | 1    | 0-3 1-1 1-2 1-4 4-6 |
        | 2    | 0-0 2-2 2-6 3-3 6-6 |
        | 3    | 0-5 0-6 1-3 3-4 5-5 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, 0-3 on the right, 3-3 on the right, 3-4 on the right, 4-5 on the right, pass, pass, 1-3 on the left, 5-6 on the right, 1-2 on the left, 2-6 on the right, pass, 2-5 on the left, pass, 2-2 on the right, 0-5 on the left, pass, pass, 0-0 on the left" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 33     | 0, 0, 33 and 0  |
        | bonus_25  | 58     | 0, 0, 58 and 0  |
        | bonus_100 | 133    | 0, 0, 133 and 0 |

  @clause:score.chuchazo.none
  Rule: block-classic, 2 players: seat 0 goes out with the double blank

    @id:score-chuchazo-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-classic" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 0-5 1-6 2-5 4-5 5-6 |
        | 1    | 0-1 0-3 1-1 2-3 3-3 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 5-5 on the right, 1-6 on the left, 1-1 on the left, 2-5 on the right, 0-1 on the left, 0-5 on the left, 2-3 on the right, 4-5 on the left, 0-3 on the right, 0-4 on the left, pass, 0-0 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 6      | 6 and 0   |
        | bonus_25  | 31     | 31 and 0  |
        | bonus_100 | 106    | 106 and 0 |

  @clause:score.chuchazo.none
  Rule: block-classic, 3 players: seat 2 goes out with the double blank

    @id:score-chuchazo-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-classic" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-5 2-2 3-4 3-5 3-6 |
        | 1    | 0-3 1-2 1-3 2-3 2-6 |
        | 2    | 0-0 1-4 2-4 3-3 5-6 |
      When the moves "3-3, 3-4 on the right, 1-3 on the left, 2-4 on the right, 2-2 on the right, 2-3 on the right, 1-4 on the left, 3-5 on the right, pass, 5-6 on the right, 3-6 on the right, 0-3 on the right, 0-0 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 16     | 0, 0 and 16  |
        | bonus_25  | 41     | 0, 0 and 41  |
        | bonus_100 | 116    | 0, 0 and 116 |

  @clause:score.chuchazo.none
  Rule: block-classic, 4 players: seat 2 goes out with the double blank

    @id:score-chuchazo-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-classic" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 1-5 2-5 3-6 4-5 5-6 |
        | 1    | 0-3 1-1 1-2 1-4 4-6 |
        | 2    | 0-0 2-2 2-6 3-3 6-6 |
        | 3    | 0-5 0-6 1-3 3-4 5-5 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, 0-3 on the right, 3-3 on the right, 3-4 on the right, 4-5 on the right, pass, pass, 1-3 on the left, 5-6 on the right, 1-2 on the left, 2-6 on the right, pass, 2-5 on the left, pass, 2-2 on the right, 0-5 on the left, pass, pass, 0-0 on the left" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 33     | 0, 0, 33 and 0  |
        | bonus_25  | 58     | 0, 0, 58 and 0  |
        | bonus_100 | 133    | 0, 0, 133 and 0 |

  @clause:score.chuchazo.none
  Rule: block-nine, 2 players: seat 1 goes out with the double blank

    @id:score-chuchazo-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-nine" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-1 1-6 2-2 2-5 2-9 5-6 6-9 |
        | 1    | 0-0 0-1 1-8 2-8 4-4 4-7 7-9 |
      When the moves "4-4, pass, 4-7 on the right, pass, 7-9 on the right, 2-9 on the right, 2-8 on the right, pass, 1-8 on the right, 1-1 on the right, 0-1 on the right, pass, 0-0 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 44     | 0 and 44  |
        | bonus_25  | 69     | 0 and 69  |
        | bonus_100 | 144    | 0 and 144 |

  @clause:score.chuchazo.none
  Rule: block-nine, 3 players: seat 2 goes out with the double blank

    @id:score-chuchazo-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-nine" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-6 2-6 3-4 5-5 5-7 |
        | 1    | 0-2 0-4 2-3 2-7 2-8 6-9 9-9 |
        | 2    | 0-0 1-7 4-7 5-8 6-6 6-8 7-8 |
      When the moves "9-9, pass, pass, 6-9 on the right, 6-8 on the right, pass, 2-8 on the right, pass, 2-6 on the right, pass, 6-6 on the right, 1-6 on the right, pass, 1-7 on the right, 0-7 on the right, 0-4 on the right, 4-7 on the right, 5-7 on the right, pass, 5-8 on the right, pass, pass, 7-8 on the right, pass, 2-7 on the right, pass, pass, 0-2 on the right, 0-0 on the right" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 27     | 0, 0 and 27  |
        | bonus_25  | 52     | 0, 0 and 52  |
        | bonus_100 | 127    | 0, 0 and 127 |

  @clause:score.chuchazo.none
  Rule: block-nine, 4 players: seat 1 goes out with the double blank

    @id:score-chuchazo-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-nine" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-6 0-8 0-9 1-4 2-7 3-7 |
        | 1    | 0-0 0-5 1-6 2-2 4-4 4-8 5-6 |
        | 2    | 1-8 2-3 4-6 4-9 7-9 8-8 9-9 |
        | 3    | 0-3 1-2 2-5 2-8 5-8 5-9 6-7 |
      When the moves "9-9, 5-9 on the left, 0-9 on the right, 0-5 on the right, pass, 5-8 on the right, 0-8 on the right, 5-6 on the left, 4-6 on the left, 0-3 on the right, 3-7 on the right, 4-4 on the left, 7-9 on the right, pass, 1-4 on the left, 1-6 on the left, 4-9 on the right, 6-7 on the left, 2-7 on the left, 2-2 on the left, 2-3 on the left, pass, pass, 4-8 on the right, 8-8 on the right, 2-8 on the right, pass, pass, pass, 1-2 on the right, 0-1 on the right, 0-0 on the right" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 22     | 0, 22, 0 and 0  |
        | bonus_25  | 47     | 0, 47, 0 and 0  |
        | bonus_100 | 122    | 0, 122, 0 and 0 |

  @clause:score.chuchazo.none
  Rule: block-seven, 2 players: seat 0 goes out with the double blank

    @id:score-chuchazo-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-seven" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 0-5 1-6 2-5 4-5 5-6 |
        | 1    | 0-1 0-3 1-1 2-3 3-3 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 5-5 on the right, 1-6 on the left, 1-1 on the left, 2-5 on the right, 0-1 on the left, 0-5 on the left, 2-3 on the right, 4-5 on the left, 0-3 on the right, 0-4 on the left, pass, 0-0 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 6      | 6 and 0   |
        | bonus_25  | 31     | 31 and 0  |
        | bonus_100 | 106    | 106 and 0 |

  @clause:score.chuchazo.none
  Rule: block-seven, 3 players: seat 0 goes out with the double blank

    @id:score-chuchazo-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-seven" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-2 0-3 1-5 2-3 4-5 6-6 |
        | 1    | 0-1 0-4 0-6 1-3 1-6 2-2 3-6 |
        | 2    | 1-4 2-5 2-6 3-4 4-4 4-6 5-6 |
      When the moves "6-6, 0-6 on the left, 2-6 on the right, 0-3 on the left, 3-6 on the left, 4-6 on the left, 4-5 on the left, 2-2 on the right, 2-5 on the left, 0-2 on the right, 0-1 on the right, 1-4 on the right, 2-3 on the left, 1-3 on the left, 4-4 on the right, 1-5 on the left, 0-4 on the right, 5-6 on the left, 0-0 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 14     | 14, 0 and 0  |
        | bonus_25  | 39     | 39, 0 and 0  |
        | bonus_100 | 114    | 114, 0 and 0 |

  @clause:score.chuchazo.none
  Rule: block-seven, 4 players: seat 1 goes out with the double blank

    @id:score-chuchazo-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "block-seven" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2    | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | 3    | 0-2 0-3 0-4 1-2 3-3 4-6 5-5 |
      When the moves "6-6, 0-6 on the right, 4-6 on the left, 0-5 on the right, 3-4 on the left, 3-5 on the right, 3-3 on the right, pass, 1-3 on the right, 3-6 on the left, 1-2 on the right, 5-6 on the left, 2-5 on the right, pass, 5-5 on the right, 1-5 on the left, pass, 1-6 on the left, pass, 4-5 on the right, 2-6 on the left, 2-4 on the right, 0-2 on the left, 0-1 on the left, 2-2 on the right, 2-3 on the right, 0-3 on the right, 1-4 on the left, 0-0 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 14     | 0, 14, 0 and 0  |
        | bonus_25  | 39     | 0, 39, 0 and 0  |
        | bonus_100 | 114    | 0, 114, 0 and 0 |

  @clause:score.chuchazo.none
  Rule: draw, 2 players: seat 1 goes out with the double blank

    @id:score-chuchazo-draw-2p-001
    Scenario Outline: draw, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 1-5 2-3 2-5 2-6 3-3 6-6                             |
        | 1        | 0-5 1-2 1-4 2-2 3-4 3-6 4-4                             |
        | boneyard | 5-5 0-1 5-6 4-6 0-0 3-5 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      When the moves "6-6, 3-6 on the left, 0-6 on the right, 0-5 on the right, 3-3 on the left, 3-4 on the left, 1-5 on the right, 1-4 on the right, draw, draw, draw, draw, 4-6 on the right, 4-4 on the left, 2-6 on the right, 2-2 on the right, 2-5 on the right, draw, draw, 3-5 on the right, 2-3 on the right, 1-2 on the right, 0-1 on the right, 0-0 on the right" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 21     | 0 and 21  |
        | bonus_25  | 46     | 0 and 46  |
        | bonus_100 | 121    | 0 and 121 |

  @clause:score.chuchazo.none
  Rule: draw, 3 players: seat 2 goes out with the double blank

    @id:score-chuchazo-draw-3p-001
    Scenario Outline: draw, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-5 2-2 3-4 3-5 3-6                                 |
        | 1        | 0-3 1-2 1-3 2-3 2-6                                 |
        | 2        | 0-0 1-4 2-4 3-3 5-6                                 |
        | boneyard | 5-5 4-5 2-5 6-6 4-6 0-2 0-1 4-4 0-6 0-4 1-6 1-5 1-1 |
      When the moves "3-3, 3-4 on the right, 1-3 on the left, 2-4 on the right, 2-2 on the right, 2-3 on the right, 1-4 on the left, 3-5 on the right, draw, 5-5 on the right, 5-6 on the right, 3-6 on the right, 0-3 on the right, 0-0 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 16     | 0, 0 and 16  |
        | bonus_25  | 41     | 0, 0 and 41  |
        | bonus_100 | 116    | 0, 0 and 116 |

  @clause:score.chuchazo.none
  Rule: draw, 4 players: seat 3 goes out with the double blank

    @id:score-chuchazo-draw-4p-001
    Scenario Outline: draw, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-5 0-6 2-5 2-6 5-6             |
        | 1        | 1-3 1-5 3-4 4-5 6-6             |
        | 2        | 0-4 1-2 1-6 2-4 4-4             |
        | 3        | 0-0 0-2 2-3 4-6 5-5             |
        | boneyard | 3-5 1-4 3-3 2-2 0-1 0-3 1-1 3-6 |
      When the moves "6-6, 1-6 on the left, 4-6 on the right, draw, draw, 1-4 on the right, 1-3 on the right, 1-2 on the left, 2-3 on the left, 3-5 on the right, 3-4 on the left, 2-4 on the left, 5-5 on the right, 0-5 on the right, draw, draw, 2-2 on the left, 0-4 on the right, 0-2 on the left, 0-6 on the left, 4-5 on the right, draw, draw, draw, draw, 3-6 on the left, pass, 5-6 on the right, 3-3 on the left, 0-3 on the left, 0-0 on the left" are played from seat 1
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 32     | 0, 0, 0 and 32  |
        | bonus_25  | 57     | 0, 0, 0 and 57  |
        | bonus_100 | 132    | 0, 0, 0 and 132 |

  @clause:score.chuchazo.none
  Rule: draw-nine, 2 players: seat 1 goes out with the double blank

    @id:score-chuchazo-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw-nine" rules for 2 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-9 1-2 1-4 2-6 3-5 4-4 4-7                                                                                                                                         |
        | 1        | 0-0 0-3 0-4 2-2 2-4 2-5 6-8                                                                                                                                         |
        | boneyard | 0-8 7-9 0-7 5-6 5-5 8-9 0-5 5-7 5-9 4-8 9-9 3-8 6-7 0-6 3-3 4-6 7-7 6-6 7-8 4-5 1-7 2-3 1-9 2-9 3-6 1-5 8-8 1-8 0-2 2-7 3-7 0-1 6-9 4-9 1-3 3-9 1-6 3-4 5-8 1-1 2-8 |
      When the moves "4-4, 0-4 on the right, 1-4 on the left, 0-3 on the right, 3-5 on the right, 2-5 on the right, 1-2 on the left, 2-2 on the left, 2-6 on the left, 2-4 on the right, 4-7 on the right, 6-8 on the left, draw, 0-8 on the left, 0-0 on the left" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 9      | 0 and 9   |
        | bonus_25  | 34     | 0 and 34  |
        | bonus_100 | 109    | 0 and 109 |

  @clause:score.chuchazo.none
  Rule: draw-nine, 3 players: seat 0 goes out with the double blank

    @id:score-chuchazo-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw-nine" rules for 3 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-0 1-3 1-5 3-6 5-5 6-9 7-7                                                                                                             |
        | 1        | 0-5 3-5 3-7 4-5 4-7 5-9 8-8                                                                                                             |
        | 2        | 0-2 0-9 1-1 1-4 4-6 5-6 7-8                                                                                                             |
        | boneyard | 3-3 2-4 4-9 5-8 2-5 0-4 0-6 3-4 6-7 4-8 9-9 0-3 0-8 2-8 2-3 3-8 1-7 8-9 2-7 1-6 0-1 0-7 1-8 5-7 4-4 6-8 6-6 1-2 1-9 2-6 2-2 7-9 2-9 3-9 |
      When the moves "8-8, 7-8 on the right, 7-7 on the right, 3-7 on the right, draw, 3-3 on the right, 3-6 on the right, draw, draw, draw, 5-8 on the left, 5-6 on the left, 6-9 on the left, 5-9 on the left, 4-6 on the right, 5-5 on the left, 4-5 on the left, 1-4 on the left, 1-5 on the left, 0-5 on the left, 0-9 on the left, draw, draw, 0-4 on the right, 4-9 on the left, 0-2 on the right, 2-5 on the right, 3-5 on the right, draw, draw, 3-4 on the left, 1-3 on the left, draw, draw, draw, draw, 0-3 on the right, 1-1 on the left, 0-0 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores       |
        | none      | 66     | 66, 0 and 0  |
        | bonus_25  | 91     | 91, 0 and 0  |
        | bonus_100 | 166    | 166, 0 and 0 |

  @clause:score.chuchazo.none
  Rule: draw-nine, 4 players: seat 2 goes out with the double blank

    @id:score-chuchazo-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "draw-nine" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-7 0-8 1-1 1-4 4-5 7-8 7-9                                                                                 |
        | 1        | 0-3 1-2 2-8 4-4 4-8 6-6 9-9                                                                                 |
        | 2        | 0-0 0-9 1-6 2-2 4-9 5-5 6-9                                                                                 |
        | 3        | 0-4 1-5 2-4 2-6 2-7 5-6 8-8                                                                                 |
        | boneyard | 1-9 3-9 1-3 0-1 2-9 8-9 4-6 7-7 3-7 1-8 1-7 0-5 2-3 0-6 2-5 5-9 6-8 3-6 5-7 5-8 3-8 6-7 0-2 3-5 3-3 4-7 3-4 |
      When the moves "9-9, 6-9 on the left, 5-6 on the left, 4-5 on the left, 4-4 on the left, 0-9 on the right, 0-4 on the right, 1-4 on the left, 1-2 on the left, 4-9 on the right, 2-6 on the left, 7-9 on the right, 6-6 on the left, 1-6 on the left, 1-5 on the left, 7-8 on the right, 2-8 on the right, 2-2 on the right, 2-7 on the right, 0-7 on the right, 0-3 on the right, 5-5 on the left, draw, draw, 3-9 on the right, draw, draw, draw, 2-9 on the right, draw, draw, draw, draw, draw, draw, draw, 0-5 on the left, 0-0 on the left" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores          |
        | none      | 127    | 0, 0, 127 and 0 |
        | bonus_25  | 152    | 0, 0, 152 and 0 |
        | bonus_100 | 227    | 0, 0, 227 and 0 |

  @clause:score.chuchazo.none
  Rule: partnership, 4 players: seat 1 goes out with the double blank

    @id:score-chuchazo-partnership-4p-001
    Scenario Outline: partnership, 4 players: under score.chuchazo = <value> the hand scores <points>
      Given the "partnership" rules for 4 players with score.chuchazo = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2    | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | 3    | 0-2 0-3 0-4 1-2 3-3 4-6 5-5 |
      When the moves "6-6, 5-6 on the right, 4-6 on the left, 2-4 on the left, 2-5 on the right, pass, 1-2 on the left, 1-6 on the left, 2-6 on the left, pass, 0-2 on the right, 0-6 on the right, 2-2 on the left, pass, pass, 2-3 on the left, 3-4 on the left, 1-4 on the left, pass, 3-6 on the right, 1-3 on the left, pass, 0-3 on the right, 3-5 on the left, 0-0 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | value     | points | scores    |
        | none      | 31     | 0 and 31  |
        | bonus_25  | 56     | 0 and 56  |
        | bonus_100 | 131    | 0 and 131 |
