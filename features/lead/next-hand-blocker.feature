@clause:lead.next-hand.blocker
Feature: After a block, the blocker or the player after them leads
  Under lead.next_hand = blocker the player who laid the blocked hand's last tile leads the
  next hand when their side won the block, and the player after them when it lost. Each
  seating's hand blocks where the profile's own rule gives the next lead to another seat.

  @clause:lead.next-hand.winner-of-block
  Rule: all-fives, 3 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "all-fives" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 1-2 2-5 2-6 5-5                                 |
        | 1        | 0-1 0-2 2-2 2-3 3-4                                 |
        | 2        | 0-0 1-1 1-3 3-5 5-6                                 |
        | boneyard | 1-5 4-5 4-6 1-6 6-6 3-6 0-6 1-4 2-4 4-4 3-3 0-4 0-5 |
      When the moves "5-5 claiming 10, draw, 1-5 on the left, 1-3 on the left, 0-3 on the left claiming 10, 0-2 on the left, 3-5 on the right claiming 5, 2-5 on the left, 2-3 on the right, 5-6 on the down, 2-6 on the right, draw, 4-5 on the up, draw, 4-6 on the up, draw, 1-6 on the up, 0-1 on the up, 0-0 on the up, draw, 6-6 on the right, draw, 3-6 on the down claiming 20, draw, 0-6 on the up, draw, draw, draw, draw, 3-3 on the down, 3-4 on the down, draw, 0-4 on the down, draw, 0-5 on the left" are played from seat 0
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat     | tiles                                               |
        | 0        | 0-2 1-3 2-5 2-6 5-5                                 |
        | 1        | 0-6 1-2 3-3 4-5 5-6                                 |
        | 2        | 0-1 1-4 1-5 2-4 4-6                                 |
        | boneyard | 3-6 2-2 0-4 2-3 4-4 6-6 0-5 3-5 0-3 0-0 1-6 1-1 3-4 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: all-fives, 4 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "all-fives" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-4 0-6 1-5 3-5 4-4             |
        | 1        | 0-0 0-2 0-3 1-6 5-6             |
        | 2        | 1-3 2-2 2-4 3-6 4-6             |
        | 3        | 0-1 0-5 1-1 1-2 5-5             |
        | boneyard | 4-5 2-5 2-3 3-4 3-3 6-6 2-6 1-4 |
      When the moves "5-5 claiming 10, 3-5 on the right, 0-3 on the right claiming 10, draw, 4-5 on the left, 0-5 on the right, 1-5 on the up claiming 10, 5-6 on the down, 2-4 on the left, 1-2 on the up claiming 15, 0-6 on the down, 0-2 on the down, 2-2 on the down, draw, 2-5 on the right claiming 10, draw, 2-3 on the up, draw, 3-4 on the up, 4-6 on the up, draw, draw, 6-6 on the up claiming 20, draw, 2-6 on the up claiming 10, draw" are played from seat 3
      Then the hand is blocked and won by seat 3
      When the next hand is dealt:
        | seat     | tiles                           |
        | 0        | 0-3 1-6 2-6 3-4 3-6             |
        | 1        | 1-4 2-4 3-5 5-6 6-6             |
        | 2        | 0-2 0-6 4-4 4-5 5-5             |
        | 3        | 0-4 1-2 1-3 1-5 2-2             |
        | boneyard | 0-1 2-5 3-3 1-1 0-5 0-0 2-3 4-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 3    |

  @clause:lead.next-hand.winner-of-block
  Rule: all-fives-tournament, 3 players: seat 1 blocks the hand and its side lost it

    @id:lead-blocker-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "all-fives-tournament" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 0-6 1-1 2-3 3-5 4-5 5-6 |
        | 1        | 0-0 0-4 1-2 1-5 4-6 5-5 6-6 |
        | 2        | 0-1 0-3 1-4 1-6 3-3 3-6 4-4 |
        | boneyard | 3-4 0-5 2-2 2-6 2-5 1-3 2-4 |
        | lots     | 4-5 4-4 2-3                 |
      When the moves "1-5, 1-4 on the left, 4-5 on the left, 5-5 on the right, draw, draw, 0-5 on the right, 3-5 on the down, 0-0 on the right, 3-3 on the down, 0-6 on the right, 4-6 on the right, 3-6 on the down, 5-6 on the down, 0-4 on the right, 0-3 on the right, 2-3 on the right, 1-2 on the right, 1-6 on the right, draw, draw, 2-6 on the right, draw, 2-5 on the right, draw, draw" are played from seat 1
      Then the hand is blocked and won by seat 0
      When the next hand is dealt:
        | seat     | tiles                       |
        | 0        | 0-0 0-6 1-5 1-6 2-4 3-4 5-5 |
        | 1        | 0-1 0-2 0-5 1-2 2-3 2-6 3-3 |
        | 2        | 0-4 1-1 1-3 1-4 2-2 2-5 5-6 |
        | boneyard | 4-4 3-5 0-3 4-5 3-6 6-6 4-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 2    |
        | winner  | 0    |

  @clause:lead.next-hand.winner-of-block
  Rule: all-fives-tournament, 4 players: seat 1 blocks the hand and its side lost it

    @id:lead-blocker-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "all-fives-tournament" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 1-4 1-5 2-3 2-5 4-5 5-6 |
        | 1        | 0-1 1-1 1-2 1-3 1-6 2-4 6-6 |
        | 2        | 0-3 0-5 3-3 3-4 3-5 4-4 4-6 |
        | 3        | 0-0 0-4 0-6 2-2 2-6 3-6 5-5 |
        | boneyard |                             |
        | lots     | 1-3 2-5 5-6 0-5             |
      When the moves "4-6, 0-6 on the right, 1-4 on the left, 0-1 on the right, pass, pass, 1-5 on the right, 1-6 on the left, 3-5 on the right, 3-6 on the left, 2-3 on the left, 1-3 on the right, pass, 2-6 on the left, 5-6 on the left, 1-1 on the right, 0-5 on the left, 0-0 on the left, 0-2 on the left, 1-2 on the left" are played from seat 2
      Then the hand is blocked and won by seat 0
      When the next hand is dealt:
        | seat     | tiles                       |
        | 0        | 0-1 0-2 0-3 1-6 2-6 3-6 4-4 |
        | 1        | 0-0 0-5 1-2 2-4 2-5 4-5 5-5 |
        | 2        | 0-4 0-6 1-5 2-3 4-6 5-6 6-6 |
        | 3        | 1-1 1-3 1-4 2-2 3-3 3-4 3-5 |
        | boneyard |                             |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 2    |
        | winner  | 0    |

  @clause:lead.next-hand.winner-of-block
  Rule: block, 3 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-block-3p-001
    Scenario Outline: block, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 1-6 4-4 5-5 6-6 |
        | 1    | 2-6 3-3 3-6 4-6 5-6 |
        | 2    | 0-0 0-2 0-4 3-4 4-5 |
      When the moves "6-6, 3-6 on the right, 3-4 on the right, 4-4 on the right, 5-6 on the left, 4-5 on the right, 5-5 on the left" are played from seat 0
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-5 2-3 2-4 2-5 5-6 |
        | 1    | 0-0 0-1 0-2 1-5 4-4 |
        | 2    | 1-3 2-2 2-6 3-6 4-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: block, 4 players: seat 3 blocks the hand and its side lost it

    @id:lead-blocker-block-4p-001
    Scenario Outline: block, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-2 1-2 1-6 2-6 6-6 |
        | 1    | 0-0 1-1 1-3 3-4 3-6 |
        | 2    | 0-4 2-5 3-5 4-4 5-5 |
        | 3    | 0-1 0-3 1-4 1-5 3-3 |
      When the moves "6-6, 3-6 on the right, 3-5 on the right, 1-5 on the right, 2-6 on the left, 1-1 on the right, 2-5 on the left, 1-4 on the right, pass, 3-4 on the right, 5-5 on the left, 0-3 on the right, 0-2 on the right, pass, pass, pass, 1-2 on the right, 1-3 on the right, pass, 3-3 on the right" are played from seat 0
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-4 0-5 0-6 1-2 2-5 |
        | 1    | 0-3 1-4 2-2 3-3 4-6 |
        | 2    | 0-2 1-5 3-6 4-4 4-5 |
        | 3    | 1-3 2-3 3-4 3-5 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 0    |
        | winner  | 1    |

  @clause:lead.next-hand.winner-of-block
  Rule: block-classic, 3 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-classic" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-1 2-4 2-5 2-6 3-4 |
        | 1    | 0-3 2-3 5-5 5-6 6-6 |
        | 2    | 0-0 0-5 1-3 1-6 2-2 |
      When the moves "6-6, 1-6 on the left, 2-6 on the right, 2-3 on the right, 1-3 on the right, 1-1 on the left" are played from seat 1
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 1-5 2-2 2-6 3-3 6-6 |
        | 1    | 0-0 1-1 1-3 5-5 5-6 |
        | 2    | 0-2 0-3 0-6 2-5 4-4 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: block-classic, 4 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-classic" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-1 2-2 2-3 3-5 4-4 |
        | 1    | 0-1 0-4 1-3 2-6 3-6 |
        | 2    | 0-3 0-6 2-5 3-3 4-6 |
        | 3    | 1-6 2-4 3-4 5-6 6-6 |
      When the moves "6-6, pass, 3-6 on the left, 3-3 on the left, 3-4 on the left, 4-4 on the left, 2-6 on the right, 4-6 on the left, 5-6 on the left, 3-5 on the left, 1-3 on the left, 2-5 on the right, 1-6 on the left, pass, pass, 0-6 on the left, pass, pass, 0-1 on the left, pass, pass, 1-1 on the left" are played from seat 3
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-3 0-4 0-6 2-6 5-6 |
        | 1    | 0-5 1-2 3-3 3-4 5-5 |
        | 2    | 2-4 2-5 3-6 4-5 4-6 |
        | 3    | 0-1 0-2 1-3 2-3 4-4 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: block-nine, 3 players: seat 2 blocks the hand and its side lost it

    @id:lead-blocker-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-nine" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-4 2-3 3-7 4-6 5-6 6-8 9-9 |
        | 1    | 0-0 0-2 4-4 4-8 7-7 7-9 8-9 |
        | 2    | 0-8 1-3 2-8 3-6 4-5 6-7 6-9 |
      When the moves "9-9, 8-9 on the right, 6-9 on the left, 5-6 on the left, 4-8 on the right, 4-5 on the right" are played from seat 0
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-2 0-6 1-6 4-6 4-7 5-6 5-7 |
        | 1    | 0-9 1-1 1-8 2-6 2-9 3-8 4-4 |
        | 2    | 0-7 1-3 2-2 2-7 3-9 6-6 9-9 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 0    |
        | winner  | 1    |

  @clause:lead.next-hand.winner-of-block
  Rule: block-nine, 4 players: seat 1 blocks the hand and its side lost it

    @id:lead-blocker-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-nine" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-5 3-6 3-8 4-4 5-8 6-6 |
        | 1    | 0-9 1-9 3-7 4-7 4-8 6-8 8-8 |
        | 2    | 0-7 2-2 2-4 2-7 5-5 7-7 9-9 |
        | 3    | 0-0 0-3 1-2 2-3 3-5 5-6 7-8 |
      When the moves "9-9, pass, pass, 1-9 on the left, pass, 1-2 on the left, 0-2 on the left, 0-9 on the left" are played from seat 2
      Then the hand is blocked and won by seat 3
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-6 0-7 1-8 4-6 4-9 6-8 8-9 |
        | 1    | 0-0 2-3 3-4 3-9 5-6 6-9 7-7 |
        | 2    | 0-2 0-8 1-1 2-8 2-9 3-7 5-8 |
        | 3    | 1-2 1-5 1-6 4-4 4-8 5-5 9-9 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 2    |
        | winner  | 3    |

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 2 players: seat 0 blocks the hand and its side won it

    @id:lead-blocker-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-seven" rules for 2 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-2 1-5 1-6 3-3 4-5 5-5 |
        | 1    | 1-4 2-3 2-4 2-6 3-4 3-6 4-6 |
      When the moves "4-6, 1-6 on the right, 3-4 on the left, 1-5 on the right, 2-3 on the left, 5-5 on the right, 2-4 on the left, 4-5 on the left" are played from seat 1
      Then the hand is blocked and won by seat 0
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-2 1-1 1-5 1-6 2-3 3-3 3-5 |
        | 1    | 0-0 0-1 0-4 1-2 2-6 4-6 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | blocker       | 0    |
        | as_first_hand | 1    |

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 3 players: seat 2 blocks the hand and its side lost it

    @id:lead-blocker-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-seven" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 1-5 2-3 4-4 4-5 4-6 5-5 |
        | 1    | 0-0 0-2 1-1 1-3 1-4 2-6 6-6 |
        | 2    | 0-4 0-5 0-6 1-2 3-4 3-5 3-6 |
      When the moves "6-6, 0-6 on the right, 0-3 on the right, 1-3 on the right, 3-6 on the left, 1-5 on the right, pass, 3-5 on the left, 4-5 on the right, 1-4 on the right, 1-2 on the right, 5-5 on the left, 0-2 on the right, 0-5 on the right" are played from seat 1
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-3 0-4 0-5 2-2 5-5 5-6 |
        | 1    | 0-2 0-6 2-3 2-4 2-6 3-4 4-4 |
        | 2    | 0-0 1-1 1-3 1-4 3-5 4-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | blocker       | 0    |
        | as_first_hand | 2    |

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 4 players: seat 3 blocks the hand and its side lost it

    @id:lead-blocker-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "block-seven" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-6 1-2 1-5 2-5 2-6 3-6 |
        | 1    | 0-0 0-4 0-5 1-4 1-6 2-4 4-6 |
        | 2    | 0-2 1-1 2-3 3-4 4-4 4-5 6-6 |
        | 3    | 0-1 1-3 2-2 3-3 3-5 5-5 5-6 |
      When the moves "6-6, 5-6 on the right, 1-5 on the right, 1-6 on the left, 1-1 on the right, 1-3 on the left, 1-2 on the right, 2-4 on the right, 3-4 on the left, pass, pass, 4-6 on the right, 4-4 on the left, pass, 2-6 on the right, 0-4 on the left, 2-3 on the right, 3-5 on the right, 2-5 on the right, 0-0 on the left, 0-2 on the left, 2-2 on the right" are played from seat 2
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 1-1 1-2 1-5 3-4 3-5 4-6 |
        | 1    | 0-1 1-4 2-3 2-4 2-5 4-4 4-5 |
        | 2    | 0-5 1-6 2-2 2-6 3-3 3-6 5-5 |
        | 3    | 0-2 0-3 0-4 0-6 1-3 5-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | blocker       | 0    |
        | as_first_hand | 3    |

  @clause:lead.next-hand.winner-of-block
  Rule: draw, 3 players: seat 2 blocks the hand and its side lost it

    @id:lead-blocker-draw-3p-001
    Scenario Outline: draw, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "draw" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-4 2-5 4-6 5-5                                 |
        | 1        | 0-1 0-5 1-1 1-2 3-3                                 |
        | 2        | 0-2 1-3 1-6 2-4 6-6                                 |
        | boneyard | 0-0 2-3 3-6 5-6 0-6 4-4 3-5 1-4 4-5 2-2 2-6 3-4 1-5 |
      When the moves "6-6, 4-6 on the right, draw, draw, draw, 3-6 on the left, 2-4 on the right, 0-3 on the left, 1-2 on the right, 0-2 on the left, 2-5 on the left, 0-1 on the right, draw, 5-6 on the left, 0-4 on the right, draw, 0-6 on the left, draw, 4-4 on the right, draw, draw, 1-4 on the right, 1-1 on the right, 1-6 on the right, draw, draw, draw, 2-6 on the right, 0-5 on the left, draw, draw, 1-5 on the left, 2-2 on the right, 2-3 on the right, 1-3 on the right" are played from seat 2
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat     | tiles                                               |
        | 0        | 0-1 0-4 0-6 1-4 4-6                                 |
        | 1        | 0-0 1-6 2-5 4-4 5-6                                 |
        | 2        | 1-2 2-3 3-4 5-5 6-6                                 |
        | boneyard | 0-3 3-3 1-5 2-4 4-5 3-6 1-1 0-2 1-3 0-5 2-6 2-2 3-5 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 0    |
        | winner  | 1    |

  @clause:lead.next-hand.winner-of-block
  Rule: draw, 4 players: seat 3 blocks the hand and its side lost it

    @id:lead-blocker-draw-4p-001
    Scenario Outline: draw, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "draw" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 0-3 0-5 1-4 6-6             |
        | 1        | 0-0 2-2 2-4 3-5 4-4             |
        | 2        | 1-2 3-4 3-6 4-6 5-6             |
        | 3        | 1-1 1-5 1-6 2-3 3-3             |
        | boneyard | 0-4 1-3 5-5 2-6 4-5 2-5 0-6 0-1 |
      When the moves "6-6, draw, draw, draw, draw, 2-6 on the right, 3-6 on the left, 2-3 on the right, 0-3 on the right, 3-5 on the left, 5-6 on the left, 1-6 on the left, 0-2 on the right, 1-3 on the left, 3-4 on the left, draw, 4-5 on the left, 0-5 on the left, 2-4 on the right, 4-6 on the right, draw, draw, 0-6 on the left, draw" are played from seat 0
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat     | tiles                           |
        | 0        | 0-0 0-3 0-5 1-5 2-4             |
        | 1        | 1-2 1-6 2-5 3-6 4-5             |
        | 2        | 0-4 1-3 1-4 3-4 4-6             |
        | 3        | 0-2 2-6 3-3 3-5 6-6             |
        | boneyard | 2-2 5-5 0-6 4-4 5-6 1-1 0-1 2-3 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 0    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: draw-nine, 3 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "draw-nine" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 1-3 2-2 2-4 4-6 6-7 8-8 9-9                                                                                                             |
        | 1        | 0-2 0-7 2-3 2-8 4-4 6-6 6-9                                                                                                             |
        | 2        | 1-6 1-7 2-7 3-4 3-7 5-8 7-8                                                                                                             |
        | boneyard | 3-8 0-9 4-8 6-8 2-9 4-5 1-1 0-5 0-3 3-6 1-8 0-6 1-2 2-6 0-4 7-7 3-3 0-1 5-7 5-5 3-9 0-8 2-5 5-6 4-7 7-9 5-9 1-5 3-5 1-4 1-9 4-9 0-0 8-9 |
      When the moves "9-9, 6-9 on the left, 1-6 on the left, 1-3 on the left, 2-3 on the left, 2-7 on the left, 6-7 on the left, 6-6 on the left, draw, draw, 0-9 on the right, 4-6 on the left, 4-4 on the left, 3-4 on the left, draw, draw, draw, draw, draw, draw, 0-5 on the right, draw, 0-3 on the left, 5-8 on the right, 8-8 on the right, 0-2 on the left, 3-8 on the right, 2-9 on the left, draw, 3-6 on the right, draw, draw, 0-6 on the right, draw, draw, draw, 0-4 on the right, draw, draw, draw, draw, draw, draw, 3-9 on the left, 3-7 on the left, 2-4 on the right, 0-7 on the left, draw, 0-8 on the left, 6-8 on the left, 2-8 on the right, 1-8 on the right, 1-1 on the right, 0-1 on the right, draw, draw, 5-6 on the left, 4-5 on the left, draw, 4-7 on the left, 7-8 on the left, 4-8 on the left, draw, draw, draw, draw, draw, 1-4 on the left, 1-7 on the left, draw, draw, draw, 0-0 on the right, 7-7 on the left, draw, pass, pass, 5-7 on the left, 2-5 on the left, 2-2 on the left, pass, pass, 2-6 on the left" are played from seat 0
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-1 0-6 1-3 2-7 3-7 4-4 6-9                                                                                                             |
        | 1        | 0-2 0-3 3-3 4-9 5-8 7-8 7-9                                                                                                             |
        | 2        | 0-7 1-2 1-5 1-6 1-8 5-6 8-9                                                                                                             |
        | boneyard | 3-8 0-5 7-7 2-8 3-5 3-9 2-6 1-4 6-8 2-4 0-4 4-5 8-8 1-9 2-2 3-4 6-6 5-9 4-8 6-7 3-6 5-5 5-7 1-1 2-9 2-3 4-6 4-7 9-9 0-0 0-8 0-9 2-5 1-7 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 1    |
        | winner  | 2    |

  @clause:lead.next-hand.winner-of-block
  Rule: draw-nine, 4 players: seat 1 blocks the hand and its side lost it

    @id:lead-blocker-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "draw-nine" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-2 1-4 1-6 1-9 3-4 3-7 3-8                                                                                 |
        | 1        | 0-4 0-6 1-5 2-6 4-4 5-9 7-9                                                                                 |
        | 2        | 0-1 0-8 1-2 2-8 4-7 5-5 6-6                                                                                 |
        | 3        | 1-3 1-8 2-2 5-6 5-8 6-7 9-9                                                                                 |
        | boneyard | 5-7 3-3 2-3 2-5 3-9 4-6 4-8 8-9 8-8 3-5 2-4 7-8 6-9 7-7 0-5 4-5 6-8 0-7 0-3 4-9 0-0 2-7 1-7 0-9 1-1 3-6 2-9 |
      When the moves "9-9, 1-9 on the left, 7-9 on the right, 4-7 on the right, 1-8 on the left, 1-4 on the right, 1-5 on the right, 0-8 on the left, 5-8 on the right, 0-2 on the left, 2-6 on the left, 2-8 on the right, 2-2 on the right, 1-6 on the left, draw, draw, draw, 2-3 on the right, 1-2 on the left, 1-3 on the right, draw, 2-5 on the left, 5-9 on the left, 0-1 on the right, draw, 3-9 on the left, 3-7 on the left, 5-7 on the left, 5-5 on the left, 5-6 on the left, draw, 4-6 on the left, 0-4 on the right, draw, 4-8 on the left, draw, 8-9 on the left, 3-4 on the right, 3-3 on the right, draw, draw, 3-5 on the right, draw, draw, draw, 6-9 on the left, draw, draw, 0-5 on the right, 0-6 on the left, draw, draw, draw, 0-7 on the left, 6-7 on the left, draw, 0-3 on the right, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, 6-6 on the right, draw, pass, pass, pass, 6-8 on the left, 7-8 on the left, 7-7 on the left, 1-7 on the left, pass, pass, pass, 1-1 on the left" are played from seat 3
      Then the hand is blocked and won by seat 0
      When the next hand is dealt:
        | seat     | tiles                                                                                                       |
        | 0        | 0-1 1-2 1-3 1-6 5-8 6-6 6-8                                                                                 |
        | 1        | 0-4 0-8 1-9 2-9 3-4 4-8 5-7                                                                                 |
        | 2        | 2-7 3-5 4-5 4-9 5-9 8-8 9-9                                                                                 |
        | 3        | 0-6 0-9 2-3 3-7 3-9 6-9 7-9                                                                                 |
        | boneyard | 2-8 2-6 1-8 8-9 1-7 7-8 6-7 1-4 0-2 4-6 2-4 1-5 3-8 3-6 5-6 2-5 2-2 1-1 4-4 0-7 3-3 0-5 5-5 4-7 0-3 7-7 0-0 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 2    |
        | winner  | 0    |

  @clause:lead.next-hand.rotate
  Rule: partnership, 4 players: seat 0 blocks the hand and its side lost it

    @id:lead-blocker-partnership-4p-001
    Scenario Outline: partnership, 4 players: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "partnership" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 2-2 2-3 2-6 4-4 5-6 |
        | 1    | 0-3 0-5 1-2 1-3 2-5 4-5 6-6 |
        | 2    | 0-2 0-6 1-4 1-6 3-3 4-6 5-5 |
        | 3    | 0-1 1-1 1-5 2-4 3-4 3-5 3-6 |
      When the moves "6-6, 2-6 on the right, 2-4 on the right, 1-6 on the left, 4-5 on the right, 5-6 on the right, 0-1 on the left, 0-2 on the left, 2-5 on the left, pass, 3-5 on the left, 4-6 on the right, 0-3 on the left, 4-4 on the right, 3-4 on the right, 0-6 on the left, 1-3 on the right, pass, 3-6 on the left, 3-3 on the left, 1-2 on the right, 2-2 on the right, pass, pass, pass, 2-3 on the left" are played from seat 1
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-2 0-6 1-2 3-5 5-5 5-6 |
        | 1    | 0-1 0-5 1-4 2-2 2-5 3-6 6-6 |
        | 2    | 0-3 1-3 2-3 2-6 3-3 4-4 4-5 |
        | 3    | 0-4 1-1 1-5 1-6 2-4 3-4 4-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 3    |
        | rotate  | 0    |

  @clause:lead.next-hand.winner-of-block
  Rule: The dominoes package's partnership game: seat 3 blocks the hand and its side lost it

    @id:lead-blocker-dominoes-pypi-001
    Scenario Outline: The dominoes package's game: under lead.next_hand = <rule> seat <seat> leads after the block
      Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.after_tie = same_leader, lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-5 1-5 2-3 2-4 3-5 6-6 |
        | 1    | 0-1 0-3 1-1 1-2 2-6 3-3 3-4 |
        | 2    | 0-0 0-6 1-3 1-6 3-6 4-4 4-6 |
        | 3    | 0-4 1-4 2-2 2-5 4-5 5-5 5-6 |
      When the moves "6-6, 2-6 on the left, 4-6 on the right, 2-2 on the left, 0-2 on the left, 0-1 on the left, 1-6 on the left, 0-4 on the right, 0-5 on the right, pass, 0-6 on the left, 5-6 on the right, pass, 0-3 on the left, 3-6 on the right, pass, 3-5 on the right, 3-4 on the left, 4-4 on the left, 2-5 on the right, 2-4 on the right, pass, pass, 1-4 on the right, 1-5 on the right, pass, pass, 4-5 on the right" are played from seat 0
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-3 0-4 2-6 3-3 4-6 5-6 |
        | 1    | 0-6 1-1 1-3 1-4 1-5 3-6 4-5 |
        | 2    | 0-2 1-2 1-6 2-5 3-4 3-5 4-4 |
        | 3    | 0-0 0-5 2-2 2-3 2-4 5-5 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule    | seat |
        | blocker | 0    |
        | winner  | 2    |
