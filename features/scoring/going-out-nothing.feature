@clause:score.out.nothing
Feature: Going out scores no points of its own
  Under score.out = nothing the player who goes out scores nothing for the pips left in the
  other hands; only points made during the hand count. Each seating's hand is won by going
  out where the profile's own rule scores points for it.

  @clause:score.out.opponents-only
  Rule: all-fives, 2 players: seat 0 goes out

    @id:score-out-nothing-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under score.out = <rule> going out scores <points>
      Given the "all-fives" rules for 2 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 1-3 1-6 2-2 2-3 2-4 4-4                             |
        | 1        | 0-6 1-2 3-3 3-4 3-5 5-5 6-6                             |
        | boneyard | 1-4 0-3 5-6 0-4 2-6 3-6 1-1 0-2 0-1 4-5 2-5 1-5 4-6 0-5 |
      When the moves "6-6, 1-6 on the right, 0-6 on the left, 0-0 on the left, 1-2 on the right, 2-4 on the right, 3-4 on the right, 1-3 on the right, draw, 1-4 on the right, 4-4 on the right, draw, 0-3 on the left, 2-3 on the left claiming 10, draw, 5-6 on the up claiming 15, 2-2 on the left" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores    |
        | nothing        | 0      | 10 and 15 |
        | opponents_only | 24     | 34 and 15 |

  @clause:score.out.opponents-only
  Rule: all-fives, 3 players: seat 0 goes out

    @id:score-out-nothing-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under score.out = <rule> going out scores <points>
      Given the "all-fives" rules for 3 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 2-2 2-4 4-5 5-5 6-6                                 |
        | 1        | 0-5 3-3 3-4 4-4 5-6                                 |
        | 2        | 0-0 1-1 2-3 2-5 3-5                                 |
        | boneyard | 1-5 0-1 1-6 0-2 2-6 1-3 1-2 0-4 0-6 0-3 3-6 1-4 4-6 |
      When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 4-4 on the left claiming 20, draw, draw, draw, 1-6 on the right, 4-5 on the left, 0-5 on the left, 1-5 on the right claiming 5, 5-5 on the right claiming 10, draw, 0-2 on the left, 2-3 on the left, draw, 2-6 on the up claiming 15, 3-4 on the left, 3-5 on the right, 2-2 on the up" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores       |
        | nothing        | 0      | 25, 20 and 5 |
        | opponents_only | 9      | 34, 20 and 5 |

  @clause:score.out.opponents-only
  Rule: all-fives, 4 players: seat 3 goes out

    @id:score-out-nothing-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under score.out = <rule> going out scores <points>
      Given the "all-fives" rules for 4 players with score.out = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 1-3 1-4 2-3 3-3 4-4             |
        | 1        | 1-2 1-5 2-6 3-5 6-6             |
        | 2        | 0-3 0-5 0-6 2-5 3-6             |
        | 3        | 0-0 0-2 1-6 2-4 3-4             |
        | boneyard | 2-2 5-6 1-1 4-5 0-4 5-5 0-1 4-6 |
      When the moves "6-6, 3-6 on the left claiming 15, 3-4 on the left, 1-4 on the left, 1-2 on the left, 2-5 on the left, 1-6 on the right, 1-3 on the right, 1-5 on the left, 0-6 on the down, 0-2 on the down, 2-3 on the right claiming 5, 2-6 on the down, draw, 2-2 on the right, 2-4 on the right, 4-4 on the right claiming 15, draw, 5-6 on the up claiming 20, 0-5 on the up claiming 15, 0-0 on the up claiming 15" are played from seat 1
      Then seat 3 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores            |
        | nothing        | 0      | 20, 20, 30 and 15 |
        | opponents_only | 17     | 20, 20, 30 and 32 |

  @clause:score.out.opponents-only
  Rule: all-fives-tournament, 2 players: seat 0 goes out

    @id:score-out-nothing-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under score.out = <rule> going out scores <points>
      Given the "all-fives-tournament" rules for 2 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-4 0-6 1-1 1-4 2-5 3-3 5-6                             |
        | 1        | 0-0 0-2 3-4 3-5 4-5 5-5 6-6                             |
        | boneyard | 4-6 1-5 0-3 0-5 2-4 2-2 0-1 1-6 2-3 2-6 4-4 1-2 1-3 3-6 |
        | lots     | 4-6 0-5                                                 |
      When the moves "5-6, 5-5 on the left, 2-5 on the left, 6-6 on the right, 0-6 on the right, 0-0 on the right, 0-4 on the right, 4-5 on the down, 1-4 on the right, 0-2 on the left, 1-1 on the right, 3-5 on the up, 3-3 on the up" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 15 |
        | opponents_only | 5      | 5 and 15 |

  @clause:score.out.opponents-only
  Rule: all-fives-tournament, 3 players: seat 2 goes out

    @id:score-out-nothing-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under score.out = <rule> going out scores <points>
      Given the "all-fives-tournament" rules for 3 players with score.out = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-6 1-4 1-5 2-5 3-5 5-5 5-6 |
        | 1        | 0-2 0-4 0-5 1-1 1-3 2-6 3-3 |
        | 2        | 0-1 2-2 2-3 2-4 3-4 3-6 4-6 |
        | boneyard | 6-6 4-5 1-6 0-3 0-0 1-2 4-4 |
        | lots     | 4-6 5-6 0-5                 |
      When the moves "1-3, 2-3 on the right, 1-5 on the left, 0-5 on the left, 0-1 on the left, 1-4 on the left, 0-4 on the left, 2-2 on the right, 2-5 on the right, 0-2 on the down, 2-4 on the up, 0-6 on the left, 2-6 on the left, 4-6 on the up, 5-6 on the up, draw, draw, 4-5 on the up, 3-4 on the up, 5-5 on the right, 3-3 on the up, 3-6 on the up" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores       |
        | nothing        | 0      | 35, 5 and 10 |
        | opponents_only | 20     | 35, 5 and 30 |

  @clause:score.out.opponents-only
  Rule: all-fives-tournament, 4 players: seat 2 goes out

    @id:score-out-nothing-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under score.out = <rule> going out scores <points>
      Given the "all-fives-tournament" rules for 4 players with score.out = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-4 1-1 2-4 2-5 4-4 4-5 6-6 |
        | 1        | 0-1 0-5 0-6 2-2 2-6 3-5 5-6 |
        | 2        | 0-3 1-4 1-5 1-6 3-3 3-4 5-5 |
        | 3        | 0-0 0-2 1-2 1-3 2-3 3-6 4-6 |
        | boneyard |                             |
        | lots     | 0-3 1-4 6-6 1-6             |
      When the moves "5-5, pass, 4-5 on the left, 0-5 on the right, 3-4 on the left, 3-6 on the left, 2-5 on the up, 0-6 on the left, 0-3 on the left, 0-2 on the right, 2-4 on the up, 3-5 on the down, 1-4 on the up, 2-3 on the right, 1-1 on the up, 0-1 on the up, 3-3 on the left, 1-3 on the right, 0-4 on the up, pass, 1-6 on the right, 4-6 on the up, 6-6 on the up, 2-6 on the right, pass, 1-2 on the right, pass, 5-6 on the up, 1-5 on the right" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores           |
        | nothing        | 0      | 0, 15, 15 and 20 |
        | opponents_only | 10     | 0, 15, 25 and 20 |

  @clause:score.out.opponents-only
  Rule: block, 2 players: seat 1 goes out

    @id:score-out-nothing-block-2p-001
    Scenario Outline: block, 2 players: under score.out = <rule> going out scores <points>
      Given the "block" rules for 2 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-2 1-3 1-5 2-2 2-5 4-5 |
        | 1    | 0-1 0-3 0-6 1-2 1-6 2-6 5-5 |
      When the moves "5-5, 1-5 on the right, 1-2 on the right, 2-5 on the left, 2-6 on the right, 0-2 on the left, 0-1 on the left, 1-3 on the left, 1-6 on the right, pass, 0-3 on the left, 0-0 on the left, 0-6 on the left" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 13     | 0 and 13 |

  @clause:score.out.opponents-only
  Rule: block, 3 players: seat 1 goes out

    @id:score-out-nothing-block-3p-001
    Scenario Outline: block, 3 players: under score.out = <rule> going out scores <points>
      Given the "block" rules for 3 players with score.out = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-1 1-5 2-4 3-3 |
        | 1    | 1-1 1-4 3-6 4-4 4-6 |
        | 2    | 0-5 1-2 1-3 2-2 6-6 |
      When the moves "6-6, pass, 4-6 on the right, pass, 2-4 on the right, 3-6 on the left, 1-2 on the right, 3-3 on the left, 1-1 on the right, 1-3 on the left, 0-1 on the right, 1-4 on the left, 0-5 on the right, 1-5 on the right, 4-4 on the left" are played from seat 2
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores     |
        | nothing        | 0      | 0, 0 and 0 |
        | opponents_only | 4      | 0, 4 and 0 |

  @clause:score.out.opponents-only
  Rule: block, 4 players: seat 0 goes out

    @id:score-out-nothing-block-4p-001
    Scenario Outline: block, 4 players: under score.out = <rule> going out scores <points>
      Given the "block" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-2 2-2 3-3 4-4 5-6 |
        | 1    | 1-1 1-3 1-5 4-5 6-6 |
        | 2    | 0-2 2-4 2-6 3-4 5-5 |
        | 3    | 0-0 0-1 0-3 1-4 3-6 |
      When the moves "6-6, 2-6 on the left, 3-6 on the right, 3-3 on the right, 1-3 on the right, 2-4 on the left, 1-4 on the right, 4-4 on the right, 4-5 on the left, 3-4 on the right, 0-3 on the right, 5-6 on the left, pass, 0-2 on the right, pass, 2-2 on the right, pass, pass, pass, 1-2 on the right" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 19     | 19, 0, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: block-classic, 2 players: seat 0 goes out

    @id:score-out-nothing-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under score.out = <rule> going out scores <points>
      Given the "block-classic" rules for 2 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-6 2-2 3-3 3-6 4-4 4-6 |
        | 1    | 0-3 1-4 1-6 2-3 2-4 3-5 4-5 |
      When the moves "4-4, 4-5 on the left, 4-6 on the right, 3-5 on the left, 3-3 on the left, 0-3 on the left, 0-6 on the right, pass, 0-4 on the right, 2-4 on the right, 2-2 on the right, 2-3 on the right, 3-6 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 12     | 12 and 0 |

  @clause:score.out.opponents-only
  Rule: block-classic, 3 players: seat 0 goes out

    @id:score-out-nothing-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under score.out = <rule> going out scores <points>
      Given the "block-classic" rules for 3 players with score.out = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-4 2-3 2-4 3-6 4-5 |
        | 1    | 0-2 0-3 1-6 5-5 5-6 |
        | 2    | 0-5 1-5 3-4 4-6 6-6 |
      When the moves "6-6, 3-6 on the left, 0-3 on the left, 4-6 on the right, 2-4 on the right, 0-2 on the left, pass, 2-3 on the left, pass, 3-4 on the left, 4-5 on the left, 5-5 on the left, 0-5 on the left, 0-4 on the left" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores      |
        | nothing        | 0      | 0, 0 and 0  |
        | opponents_only | 24     | 24, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: block-classic, 4 players: seat 0 goes out

    @id:score-out-nothing-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under score.out = <rule> going out scores <points>
      Given the "block-classic" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-5 2-4 3-5 4-4 6-6 |
        | 1    | 0-1 0-5 1-4 2-3 5-6 |
        | 2    | 1-2 2-6 3-4 4-6 5-5 |
        | 3    | 0-2 1-1 1-6 2-2 4-5 |
      When the moves "6-6, 5-6 on the left, 4-6 on the right, 4-5 on the left, 4-4 on the right, 1-4 on the right, 3-4 on the left, 1-1 on the right, 1-5 on the right, 2-3 on the left, 2-6 on the left, 1-6 on the left, 3-5 on the right, 0-1 on the left, pass, 0-2 on the left, 2-4 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 22     | 22, 0, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: block-nine, 2 players: seat 0 goes out

    @id:score-out-nothing-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under score.out = <rule> going out scores <points>
      Given the "block-nine" rules for 2 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-7 1-8 1-9 2-7 3-3 3-4 5-7 |
        | 1    | 0-1 1-4 1-7 2-5 4-7 5-9 8-9 |
      When the moves "3-3, pass, 3-4 on the right, 4-7 on the right, 0-7 on the right, 0-1 on the right, 1-8 on the right, 8-9 on the right, 1-9 on the right, 1-7 on the right, 5-7 on the right, 2-5 on the right, 2-7 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 19     | 19 and 0 |

  @clause:score.out.opponents-only
  Rule: block-nine, 3 players: seat 1 goes out

    @id:score-out-nothing-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under score.out = <rule> going out scores <points>
      Given the "block-nine" rules for 3 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-3 1-7 1-9 3-3 6-9 7-9 |
        | 1    | 0-7 0-9 1-8 2-4 3-4 3-8 8-8 |
        | 2    | 0-1 2-5 2-9 3-6 4-4 5-8 6-7 |
      When the moves "8-8, 5-8 on the left, pass, 3-8 on the right, 2-5 on the left, 0-2 on the left, 0-9 on the left, 3-6 on the right, 7-9 on the left, 0-7 on the left, 6-7 on the right, 0-3 on the left, 3-4 on the left, 4-4 on the left, 1-7 on the right, 1-8 on the right, pass, pass, 2-4 on the left" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores      |
        | nothing        | 0      | 0, 0 and 0  |
        | opponents_only | 43     | 0, 43 and 0 |

  @clause:score.out.opponents-only
  Rule: block-nine, 4 players: seat 1 goes out

    @id:score-out-nothing-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under score.out = <rule> going out scores <points>
      Given the "block-nine" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 2-2 3-8 4-7 4-8 4-9 5-6 |
        | 1    | 0-0 0-1 0-5 2-5 4-5 6-9 9-9 |
        | 2    | 0-8 0-9 1-7 2-4 2-7 3-4 4-4 |
        | 3    | 1-4 1-8 2-8 3-3 3-9 7-8 7-9 |
      When the moves "9-9, 0-9 on the right, 3-9 on the left, 0-2 on the right, 2-5 on the right, 3-4 on the left, 1-4 on the left, 5-6 on the right, 0-1 on the left, 0-8 on the left, 1-8 on the left, pass, 6-9 on the right, 1-7 on the left, 7-9 on the right, 4-7 on the left, 4-5 on the left, 2-7 on the right, 2-8 on the right, 3-8 on the right, 0-5 on the left, pass, 3-3 on the right, pass, 0-0 on the left" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 58     | 0, 58, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: block-seven, 2 players: seat 0 goes out

    @id:score-out-nothing-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under score.out = <rule> going out scores <points>
      Given the "block-seven" rules for 2 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-3 1-6 2-6 3-3 4-6 5-6 |
        | 1    | 0-1 0-4 1-1 1-4 1-5 3-5 3-6 |
      When the moves "5-6, 3-5 on the left, 1-6 on the right, 1-4 on the right, 1-3 on the left, 0-1 on the left, 0-6 on the left, 3-6 on the left, 4-6 on the right, pass, 3-3 on the left, pass, 2-6 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 12     | 12 and 0 |

  @clause:score.out.opponents-only
  Rule: block-seven, 3 players: seat 0 goes out

    @id:score-out-nothing-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under score.out = <rule> going out scores <points>
      Given the "block-seven" rules for 3 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-2 2-2 2-4 2-6 4-5 6-6 |
        | 1    | 0-0 0-2 1-4 1-6 4-6 5-5 5-6 |
        | 2    | 0-3 0-4 0-5 3-3 3-4 3-6 4-4 |
      When the moves "6-6, 4-6 on the right, 3-6 on the left, 4-5 on the right, 5-6 on the right, 3-3 on the left, 0-6 on the right, 0-2 on the right, 0-3 on the left, 2-2 on the right, 0-0 on the left, 0-4 on the left, 2-6 on the right, 1-6 on the right, 3-4 on the left, 1-2 on the right, pass, pass, 2-4 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores      |
        | nothing        | 0      | 0, 0 and 0  |
        | opponents_only | 28     | 28, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: block-seven, 4 players: seat 0 goes out

    @id:score-out-nothing-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under score.out = <rule> going out scores <points>
      Given the "block-seven" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-3 1-4 1-5 2-4 3-5 3-6 |
        | 1    | 0-0 0-4 1-3 2-5 2-6 5-5 5-6 |
        | 2    | 1-1 1-2 2-3 3-4 4-4 4-5 6-6 |
        | 3    | 0-1 0-5 0-6 1-6 2-2 3-3 4-6 |
      When the moves "6-6, 4-6 on the left, 3-6 on the right, 1-3 on the right, 4-4 on the left, 0-1 on the right, 2-4 on the left, 0-4 on the right, 4-5 on the right, 0-5 on the right, 0-2 on the right, 2-5 on the left, 2-3 on the right, 3-3 on the right, 0-3 on the right, 5-5 on the left, pass, 0-6 on the right, 1-5 on the left, 5-6 on the right, 1-1 on the left, 1-6 on the left, 3-5 on the right, 2-6 on the left, 1-2 on the left, pass, 1-4 on the left" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 11     | 11, 0, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: draw, 2 players: seat 1 goes out

    @id:score-out-nothing-draw-2p-001
    Scenario Outline: draw, 2 players: under score.out = <rule> going out scores <points>
      Given the "draw" rules for 2 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-2 0-4 1-5 1-6 2-3 4-5 5-6                             |
        | 1        | 0-1 1-2 1-4 2-6 3-3 3-5 3-6                             |
        | boneyard | 4-6 1-1 0-3 1-3 2-4 0-0 2-2 6-6 0-6 3-4 0-5 2-5 4-4 5-5 |
      When the moves "3-3, 2-3 on the right, 1-2 on the right, 1-5 on the right, 3-5 on the left, 4-5 on the left, 1-4 on the left, 5-6 on the right, 2-6 on the right, 1-6 on the left, 3-6 on the left, 0-2 on the right, 0-1 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores  |
        | nothing        | 0      | 0 and 0 |
        | opponents_only | 4      | 0 and 4 |

  @clause:score.out.opponents-only
  Rule: draw, 3 players: seat 1 goes out

    @id:score-out-nothing-draw-3p-001
    Scenario Outline: draw, 3 players: under score.out = <rule> going out scores <points>
      Given the "draw" rules for 3 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 1-3 4-6 5-5 6-6                                 |
        | 1        | 0-0 0-5 1-2 1-4 2-4                                 |
        | 2        | 0-4 1-1 3-3 3-4 5-6                                 |
        | boneyard | 2-5 1-6 2-2 1-5 4-4 3-5 4-5 2-3 0-2 2-6 0-6 3-6 0-1 |
      When the moves "6-6, draw, draw, 1-6 on the right, 5-6 on the left, 5-5 on the left, 1-4 on the right, 0-4 on the right, 0-3 on the right, 0-5 on the left, 3-3 on the right, 1-3 on the right, 0-0 on the left, 1-1 on the right, draw, draw, 1-5 on the right, 2-5 on the right, draw, draw, draw, draw, 2-3 on the right, draw, 0-2 on the left, 2-4 on the left, 3-4 on the left, draw, draw, draw, 3-6 on the left, draw, pass, 3-5 on the right, 0-6 on the left, 0-1 on the left, 4-5 on the right, 4-6 on the right, 1-2 on the left" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores      |
        | nothing        | 0      | 0, 0 and 0  |
        | opponents_only | 20     | 0, 20 and 0 |

  @clause:score.out.opponents-only
  Rule: draw, 4 players: seat 1 goes out

    @id:score-out-nothing-draw-4p-001
    Scenario Outline: draw, 4 players: under score.out = <rule> going out scores <points>
      Given the "draw" rules for 4 players with score.out = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-0 1-1 1-3 4-4 6-6             |
        | 1        | 0-4 0-5 2-4 4-5 4-6             |
        | 2        | 0-2 1-4 1-5 3-3 3-4             |
        | 3        | 0-1 2-3 2-6 5-5 5-6             |
        | boneyard | 1-6 0-3 0-6 1-2 3-5 2-5 2-2 3-6 |
      When the moves "6-6, 4-6 on the left, 1-4 on the left, 0-1 on the left, 0-0 on the left, 0-4 on the left, 3-4 on the left, 2-3 on the left, draw, 1-6 on the right, 2-4 on the left, 1-5 on the right, 5-6 on the right, 4-4 on the left, 4-5 on the left, draw, draw, 0-6 on the right, 5-5 on the left, draw, draw, 3-5 on the left, 0-5 on the right" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 28     | 0, 28, 0 and 0 |

  @clause:score.out.opponents-only
  Rule: draw-nine, 2 players: seat 0 goes out

    @id:score-out-nothing-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under score.out = <rule> going out scores <points>
      Given the "draw-nine" rules for 2 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-8 1-1 1-2 2-8 3-4 5-6 7-9                                                                                                                                         |
        | 1        | 0-6 1-7 2-4 2-6 3-6 4-9 8-8                                                                                                                                         |
        | boneyard | 1-4 1-5 6-7 4-6 8-9 6-6 7-7 7-8 5-9 6-8 0-1 0-0 0-5 3-5 2-5 2-9 2-3 3-7 1-3 1-8 0-9 9-9 1-9 3-9 1-6 4-8 3-3 0-3 5-7 3-8 4-7 4-5 0-2 5-5 5-8 2-7 2-2 0-7 0-4 4-4 6-9 |
      When the moves "8-8, 0-8 on the left, 0-6 on the left, 5-6 on the left, draw, draw, 1-5 on the left, 1-1 on the left, 1-7 on the left, 2-8 on the right, 2-4 on the right, 7-9 on the left, 4-9 on the right, draw, draw, draw, 8-9 on the left, draw, draw, draw, 7-8 on the left, 6-7 on the left, 2-6 on the left, 1-2 on the left, 1-4 on the left, 3-4 on the left, 3-6 on the left, 4-6 on the left" are played from seat 1
      Then seat 0 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 26     | 26 and 0 |

  @clause:score.out.opponents-only
  Rule: draw-nine, 3 players: seat 2 goes out

    @id:score-out-nothing-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under score.out = <rule> going out scores <points>
      Given the "draw-nine" rules for 3 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-5 0-6 1-6 2-9 3-6 3-7 6-8                                                                                                             |
        | 1        | 0-0 2-4 3-3 3-9 4-7 4-9 6-9                                                                                                             |
        | 2        | 0-7 1-8 4-6 5-5 5-9 7-9 8-8                                                                                                             |
        | boneyard | 6-7 5-7 1-1 8-9 2-2 2-7 2-6 5-6 1-7 1-4 2-3 0-1 7-7 0-4 6-6 3-4 1-3 9-9 2-8 1-9 3-8 0-2 5-8 4-5 0-8 4-4 2-5 3-5 0-9 0-3 7-8 1-5 1-2 4-8 |
      When the moves "8-8, 6-8 on the right, 6-9 on the right, 5-9 on the right, 0-5 on the right, 0-0 on the right, 0-7 on the right, 3-7 on the right, 3-9 on the right, 7-9 on the right, draw, 6-7 on the right, draw, draw, draw, 8-9 on the left, 4-6 on the right, 2-9 on the left, 4-7 on the right, draw, 2-2 on the left, draw, 2-7 on the left, 5-7 on the right, 5-5 on the right, draw, draw, 5-6 on the right, draw, 1-7 on the left, 1-8 on the left" are played from seat 2
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores      |
        | nothing        | 0      | 0, 0 and 0  |
        | opponents_only | 57     | 0, 0 and 57 |

  @clause:score.out.opponents-only
  Rule: draw-nine, 4 players: seat 2 goes out

    @id:score-out-nothing-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under score.out = <rule> going out scores <points>
      Given the "draw-nine" rules for 4 players with score.out = <rule>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-0 0-2 0-8 2-5 3-3 5-8 6-8                                                                                 |
        | 1        | 0-4 0-9 1-2 4-7 4-9 5-5 9-9                                                                                 |
        | 2        | 1-4 3-4 3-6 3-7 3-9 8-8 8-9                                                                                 |
        | 3        | 0-1 0-6 1-3 2-3 6-6 6-9 7-9                                                                                 |
        | boneyard | 4-6 2-7 3-8 4-5 0-3 0-7 6-7 5-9 1-8 2-4 1-6 2-6 3-5 7-8 5-6 2-8 7-7 5-7 0-5 2-9 1-9 1-1 2-2 1-7 1-5 4-4 4-8 |
      When the moves "9-9, 8-9 on the left, 7-9 on the right, 6-8 on the left, 4-7 on the right, 3-4 on the right, 2-3 on the right, 2-5 on the right, 5-5 on the right, 3-6 on the left, 1-3 on the left, 5-8 on the right, 1-2 on the left, 8-8 on the right, draw, draw, 2-7 on the left, 0-8 on the right, 0-9 on the right, 3-9 on the right, draw, 3-8 on the right, draw, draw, draw, 0-7 on the left, 0-4 on the left, 1-4 on the left, 0-1 on the left, 0-2 on the left, draw, draw, draw, 1-8 on the right, draw, 2-4 on the left, 4-6 on the left, draw, 1-6 on the right, 6-7 on the right, 3-7 on the right" are played from seat 1
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores         |
        | nothing        | 0      | 0, 0, 0 and 0  |
        | opponents_only | 78     | 0, 0, 78 and 0 |

  @clause:score.out.opponents-only
  Rule: partnership, 4 players: seat 2 goes out

    @id:score-out-nothing-partnership-4p-001
    Scenario Outline: partnership, 4 players: under score.out = <rule> going out scores <points>
      Given the "partnership" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-6 1-2 2-2 3-4 3-6 5-5 |
        | 1    | 0-2 0-5 1-4 3-3 3-5 4-4 5-6 |
        | 2    | 0-0 1-5 2-3 2-4 2-5 2-6 4-6 |
        | 3    | 0-1 0-3 1-1 1-3 1-6 4-5 6-6 |
      When the moves "6-6, 2-6 on the right, 0-2 on the right, 0-4 on the right, 1-6 on the left, 1-5 on the left, 4-4 on the right, 3-4 on the right, 0-3 on the right, 0-0 on the right, 0-5 on the right, 5-5 on the right, 4-5 on the left, 2-4 on the left, 3-5 on the right, 1-2 on the left, 1-1 on the left, 2-3 on the right, 1-4 on the left, 2-2 on the right, pass, 2-5 on the right, 5-6 on the right, 0-6 on the right, 0-1 on the right, 4-6 on the left" are played from seat 3
      Then seat 2 goes out and wins the hand
      And the hand scores <points> points
      And the scores are <scores>

      Examples:
        | rule           | points | scores   |
        | nothing        | 0      | 0 and 0  |
        | opponents_only | 10     | 10 and 0 |
