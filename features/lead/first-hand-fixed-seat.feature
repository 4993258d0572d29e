@clause:lead.first-hand.fixed-seat
Feature: The player at the dealer's left leads the first hand
  Under lead.first_hand = fixed_seat seat 0, at the left of the dealer, leads the first hand
  whatever the hands hold, and may lead any tile. Each seating's deal gives the lead to
  another seat under the profile's own rule.

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: all-fives, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-5 1-1 2-4 2-6 3-6 4-4                             |
        | 1        | 0-1 0-3 1-6 2-2 2-5 3-3 6-6                             |
        | boneyard | 1-5 2-3 0-6 5-5 1-4 4-6 1-3 5-6 1-2 0-2 3-4 0-4 4-5 3-5 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-all-fives-2p-002 @clause:lead.any-tile
    Scenario: all-fives, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-5 1-1 2-4 2-6 3-6 4-4                             |
        | 1        | 0-1 0-3 1-6 2-2 2-5 3-3 6-6                             |
        | boneyard | 1-5 2-3 0-6 5-5 1-4 4-6 1-3 5-6 1-2 0-2 3-4 0-4 4-5 3-5 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: all-fives, 3 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 1-5 1-6 2-3 3-3 4-6                                 |
        | 1        | 0-3 1-1 2-4 4-5 6-6                                 |
        | 2        | 0-0 0-5 1-3 3-6 5-6                                 |
        | boneyard | 1-4 4-4 0-2 0-6 0-1 3-5 0-4 2-2 3-4 1-2 5-5 2-5 2-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-all-fives-3p-002 @clause:lead.any-tile
    Scenario: all-fives, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                               |
        | 0        | 1-5 1-6 2-3 3-3 4-6                                 |
        | 1        | 0-3 1-1 2-4 4-5 6-6                                 |
        | 2        | 0-0 0-5 1-3 3-6 5-6                                 |
        | boneyard | 1-4 4-4 0-2 0-6 0-1 3-5 0-4 2-2 3-4 1-2 5-5 2-5 2-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: all-fives, 4 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 0-4 0-6 2-4 3-5             |
        | 1        | 0-0 0-3 1-2 1-3 1-4             |
        | 2        | 0-1 3-4 4-4 4-5 5-5             |
        | 3        | 1-5 2-2 2-3 2-6 4-6             |
        | boneyard | 3-3 5-6 3-6 1-6 0-5 6-6 1-1 2-5 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 2    |

    @id:lead-fixed-all-fives-4p-002 @clause:lead.any-tile
    Scenario: all-fives, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 0-4 0-6 2-4 3-5             |
        | 1        | 0-0 0-3 1-2 1-3 1-4             |
        | 2        | 0-1 3-4 4-4 4-5 5-5             |
        | 3        | 1-5 2-2 2-3 2-6 4-6             |
        | boneyard | 3-3 5-6 3-6 1-6 0-5 6-6 1-1 2-5 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.lot
  Rule: all-fives-tournament, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives-tournament" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 2-2 2-4 3-4 3-5 3-6 4-5                             |
        | 1        | 0-0 0-2 1-2 1-3 2-6 5-6 6-6                             |
        | boneyard | 3-3 0-1 1-1 4-4 1-5 0-5 1-6 4-6 2-5 0-3 2-3 0-4 5-5 1-4 |
        | lots     | 4-5 0-0                                                 |
      Then seat <seat> is to lead

      Examples:
        | rule       | seat |
        | fixed_seat | 0    |
        | lot        | 1    |

    @id:lead-fixed-all-fives-tournament-2p-002 @clause:lead.any-tile
    Scenario: all-fives-tournament, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives-tournament" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 2-2 2-4 3-4 3-5 3-6 4-5                             |
        | 1        | 0-0 0-2 1-2 1-3 2-6 5-6 6-6                             |
        | boneyard | 3-3 0-1 1-1 4-4 1-5 0-5 1-6 4-6 2-5 0-3 2-3 0-4 5-5 1-4 |
        | lots     | 4-5 0-0                                                 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.lot
  Rule: all-fives-tournament, 3 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives-tournament" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-4 1-2 1-4 2-4 3-3 3-6 5-5 |
        | 1        | 0-0 0-1 0-2 2-5 2-6 3-4 4-5 |
        | 2        | 0-3 0-5 1-6 2-2 4-4 5-6 6-6 |
        | boneyard | 1-3 1-1 3-5 2-3 4-6 0-6 1-5 |
        | lots     | 0-6 2-5 1-3                 |
      Then seat <seat> is to lead

      Examples:
        | rule       | seat |
        | fixed_seat | 0    |
        | lot        | 1    |

    @id:lead-fixed-all-fives-tournament-3p-002 @clause:lead.any-tile
    Scenario: all-fives-tournament, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives-tournament" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-4 1-2 1-4 2-4 3-3 3-6 5-5 |
        | 1        | 0-0 0-1 0-2 2-5 2-6 3-4 4-5 |
        | 2        | 0-3 0-5 1-6 2-2 4-4 5-6 6-6 |
        | boneyard | 1-3 1-1 3-5 2-3 4-6 0-6 1-5 |
        | lots     | 0-6 2-5 1-3                 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.lot
  Rule: all-fives-tournament, 4 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "all-fives-tournament" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                       |
        | 0        | 2-2 2-4 2-5 2-6 3-4 5-6 6-6 |
        | 1        | 0-1 0-3 0-6 1-2 1-6 3-5 4-4 |
        | 2        | 0-0 1-1 1-3 2-3 3-6 4-5 4-6 |
        | 3        | 0-2 0-4 0-5 1-4 1-5 3-3 5-5 |
        | boneyard |                             |
        | lots     | 1-6 0-4 3-5 1-4             |
      Then seat <seat> is to lead

      Examples:
        | rule       | seat |
        | fixed_seat | 0    |
        | lot        | 2    |

    @id:lead-fixed-all-fives-tournament-4p-002 @clause:lead.any-tile
    Scenario: all-fives-tournament, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "all-fives-tournament" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                       |
        | 0        | 2-2 2-4 2-5 2-6 3-4 5-6 6-6 |
        | 1        | 0-1 0-3 0-6 1-2 1-6 3-5 4-4 |
        | 2        | 0-0 1-1 1-3 2-3 3-6 4-5 4-6 |
        | 3        | 0-2 0-4 0-5 1-4 1-5 3-3 5-5 |
        | boneyard |                             |
        | lots     | 1-6 0-4 3-5 1-4             |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-2p-001
    Scenario Outline: block, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-5 1-1 1-3 1-5 3-3 4-5 |
        | 1    | 0-0 0-2 2-4 2-5 5-5 5-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-block-2p-002 @clause:lead.any-tile
    Scenario: block, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-5 1-1 1-3 1-5 3-3 4-5 |
        | 1    | 0-0 0-2 2-4 2-5 5-5 5-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block, 3 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-block-3p-001
    Scenario Outline: block, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-4 0-5 1-2 1-4 1-5 |
        | 1    | 0-1 2-2 2-3 2-6 5-6 |
        | 2    | 1-3 3-4 3-5 4-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 2    |

    @id:lead-fixed-block-3p-002 @clause:lead.any-tile
    Scenario: block, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles               |
        | 0    | 0-4 0-5 1-2 1-4 1-5 |
        | 1    | 0-1 2-2 2-3 2-6 5-6 |
        | 2    | 1-3 3-4 3-5 4-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block, 4 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-4p-001
    Scenario Outline: block, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 2-3 2-4 3-4 3-5 4-6 |
        | 1    | 0-0 0-2 0-5 1-1 5-5 |
        | 2    | 0-1 0-6 1-5 1-6 2-5 |
        | 3    | 1-3 1-4 3-3 3-6 4-4 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-block-4p-002 @clause:lead.any-tile
    Scenario: block, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles               |
        | 0    | 2-3 2-4 3-4 3-5 4-6 |
        | 1    | 0-0 0-2 0-5 1-1 5-5 |
        | 2    | 0-1 0-6 1-5 1-6 2-5 |
        | 3    | 1-3 1-4 3-3 3-6 4-4 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-redeal
  Rule: block-classic, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-classic" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 1-1 2-2 2-5 3-3 4-4 5-6 |
        | 1    | 0-3 1-2 1-5 2-3 2-4 3-4 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule                       | seat |
        | fixed_seat                 | 0    |
        | highest_double_else_redeal | 1    |

    @id:lead-fixed-block-classic-2p-002 @clause:lead.any-tile
    Scenario: block-classic, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-classic" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 1-1 2-2 2-5 3-3 4-4 5-6 |
        | 1    | 0-3 1-2 1-5 2-3 2-4 3-4 5-5 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-redeal
  Rule: block-classic, 3 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-classic" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 1-3 1-5 3-4 3-6 |
        | 1    | 0-1 0-4 2-6 4-4 4-6 |
        | 2    | 0-2 0-5 1-1 3-5 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule                       | seat |
        | fixed_seat                 | 0    |
        | highest_double_else_redeal | 2    |

    @id:lead-fixed-block-classic-3p-002 @clause:lead.any-tile
    Scenario: block-classic, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-classic" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 1-3 1-5 3-4 3-6 |
        | 1    | 0-1 0-4 2-6 4-4 4-6 |
        | 2    | 0-2 0-5 1-1 3-5 5-5 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-redeal
  Rule: block-classic, 4 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-classic" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-4 1-5 2-2 3-4 |
        | 1    | 0-1 0-3 0-6 3-3 3-6 |
        | 2    | 0-5 1-3 1-6 5-5 6-6 |
        | 3    | 1-1 1-2 4-4 4-5 5-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                       | seat |
        | fixed_seat                 | 0    |
        | highest_double_else_redeal | 2    |

    @id:lead-fixed-block-classic-4p-002 @clause:lead.any-tile
    Scenario: block-classic, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-classic" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-4 1-5 2-2 3-4 |
        | 1    | 0-1 0-3 0-6 3-3 3-6 |
        | 2    | 0-5 1-3 1-6 5-5 6-6 |
        | 3    | 1-1 1-2 4-4 4-5 5-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block-nine, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-nine" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 1-1 1-4 1-6 2-2 3-8 3-9 |
        | 1    | 2-3 4-6 5-6 5-7 7-9 8-8 8-9 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-block-nine-2p-002 @clause:lead.any-tile
    Scenario: block-nine, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-nine" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 1-1 1-4 1-6 2-2 3-8 3-9 |
        | 1    | 2-3 4-6 5-6 5-7 7-9 8-8 8-9 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block-nine, 3 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-nine" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-9 2-5 3-8 3-9 4-8 5-5 |
        | 1    | 0-2 1-2 1-6 5-6 6-7 7-9 9-9 |
        | 2    | 0-1 0-5 0-8 0-9 2-6 2-8 8-9 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-block-nine-3p-002 @clause:lead.any-tile
    Scenario: block-nine, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-nine" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-9 2-5 3-8 3-9 4-8 5-5 |
        | 1    | 0-2 1-2 1-6 5-6 6-7 7-9 9-9 |
        | 2    | 0-1 0-5 0-8 0-9 2-6 2-8 8-9 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: block-nine, 4 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-nine" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-8 1-4 2-4 3-4 3-7 4-6 4-7 |
        | 1    | 0-2 0-7 1-2 1-6 2-6 3-9 9-9 |
        | 2    | 1-3 2-3 2-5 2-8 2-9 7-9 8-9 |
        | 3    | 1-1 3-5 3-8 4-4 4-8 6-6 6-7 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-block-nine-4p-002 @clause:lead.any-tile
    Scenario: block-nine, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-nine" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-8 1-4 2-4 3-4 3-7 4-6 4-7 |
        | 1    | 0-2 0-7 1-2 1-6 2-6 3-9 9-9 |
        | 2    | 1-3 2-3 2-5 2-8 2-9 7-9 8-9 |
        | 3    | 1-1 3-5 3-8 4-4 4-8 6-6 6-7 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.heaviest-tile
  Rule: block-seven, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-seven" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-3 0-6 1-2 2-4 3-3 3-4 |
        | 1    | 0-2 0-5 1-4 2-3 2-6 3-5 3-6 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | fixed_seat    | 0    |
        | heaviest_tile | 1    |

    @id:lead-fixed-block-seven-2p-002 @clause:lead.any-tile
    Scenario: block-seven, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-seven" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-3 0-6 1-2 2-4 3-3 3-4 |
        | 1    | 0-2 0-5 1-4 2-3 2-6 3-5 3-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.heaviest-tile
  Rule: block-seven, 3 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-seven" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-3 1-3 2-3 3-4 4-4 5-5 |
        | 1    | 0-6 1-1 1-6 2-2 3-6 4-5 5-6 |
        | 2    | 0-0 0-2 0-4 2-5 3-5 4-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | fixed_seat    | 0    |
        | heaviest_tile | 2    |

    @id:lead-fixed-block-seven-3p-002 @clause:lead.any-tile
    Scenario: block-seven, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-seven" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-3 1-3 2-3 3-4 4-4 5-5 |
        | 1    | 0-6 1-1 1-6 2-2 3-6 4-5 5-6 |
        | 2    | 0-0 0-2 0-4 2-5 3-5 4-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.heaviest-tile
  Rule: block-seven, 4 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "block-seven" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 2-2 2-4 2-5 3-6 4-5 5-5 |
        | 1    | 0-3 1-2 1-3 1-6 2-6 3-3 6-6 |
        | 2    | 0-1 0-4 1-4 2-3 3-5 4-4 5-6 |
        | 3    | 0-0 0-2 0-6 1-1 1-5 3-4 4-6 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | fixed_seat    | 0    |
        | heaviest_tile | 1    |

    @id:lead-fixed-block-seven-4p-002 @clause:lead.any-tile
    Scenario: block-seven, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "block-seven" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 2-2 2-4 2-5 3-6 4-5 5-5 |
        | 1    | 0-3 1-2 1-3 1-6 2-6 3-3 6-6 |
        | 2    | 0-1 0-4 1-4 2-3 3-5 4-4 5-6 |
        | 3    | 0-0 0-2 0-6 1-1 1-5 3-4 4-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-draw-2p-001
    Scenario Outline: draw, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-2 1-3 1-4 2-2 2-4 3-4 3-6                             |
        | 1        | 0-4 1-5 2-3 4-4 4-5 5-5 5-6                             |
        | boneyard | 2-5 0-6 1-6 0-0 6-6 0-5 3-5 0-3 0-1 4-6 1-1 1-2 2-6 3-3 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-draw-2p-002 @clause:lead.any-tile
    Scenario: draw, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-2 1-3 1-4 2-2 2-4 3-4 3-6                             |
        | 1        | 0-4 1-5 2-3 4-4 4-5 5-5 5-6                             |
        | boneyard | 2-5 0-6 1-6 0-0 6-6 0-5 3-5 0-3 0-1 4-6 1-1 1-2 2-6 3-3 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw, 3 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-draw-3p-001
    Scenario Outline: draw, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 0-1 0-3 1-5 4-5                                 |
        | 1        | 0-5 2-2 2-3 2-4 4-6                                 |
        | 2        | 0-4 1-1 2-5 3-3 3-5                                 |
        | boneyard | 0-6 1-2 6-6 3-6 1-4 1-3 3-4 1-6 5-5 0-2 5-6 4-4 2-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 2    |

    @id:lead-fixed-draw-3p-002 @clause:lead.any-tile
    Scenario: draw, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 0-1 0-3 1-5 4-5                                 |
        | 1        | 0-5 2-2 2-3 2-4 4-6                                 |
        | 2        | 0-4 1-1 2-5 3-3 3-5                                 |
        | boneyard | 0-6 1-2 6-6 3-6 1-4 1-3 3-4 1-6 5-5 0-2 5-6 4-4 2-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw, 4 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-draw-4p-001
    Scenario Outline: draw, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 1-4 1-5 1-6 2-5             |
        | 1        | 0-4 2-4 4-4 4-5 5-5             |
        | 2        | 0-3 1-1 3-3 3-4 6-6             |
        | 3        | 0-0 0-1 0-5 1-2 4-6             |
        | boneyard | 2-6 3-6 3-5 5-6 0-6 2-3 2-2 1-3 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 2    |

    @id:lead-fixed-draw-4p-002 @clause:lead.any-tile
    Scenario: draw, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 1-4 1-5 1-6 2-5             |
        | 1        | 0-4 2-4 4-4 4-5 5-5             |
        | 2        | 0-3 1-1 3-3 3-4 6-6             |
        | 3        | 0-0 0-1 0-5 1-2 4-6             |
        | boneyard | 2-6 3-6 3-5 5-6 0-6 2-3 2-2 1-3 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw-nine, 2 players: the profile's rule gives the first lead to seat 1

    @id:lead-fixed-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw-nine" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 1-6 2-4 2-6 4-8 5-6 7-8 8-9                                                                                                                                         |
        | 1        | 0-6 1-9 2-5 2-9 4-4 5-9 6-9                                                                                                                                         |
        | boneyard | 0-3 3-3 4-7 6-6 4-9 5-5 3-9 7-9 4-5 1-4 3-7 5-8 9-9 1-7 0-9 0-1 1-3 3-6 0-4 1-5 0-0 2-3 5-7 2-2 0-8 2-7 4-6 1-8 0-5 1-1 0-2 6-7 3-8 3-5 0-7 7-7 1-2 2-8 6-8 8-8 3-4 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 1    |

    @id:lead-fixed-draw-nine-2p-002 @clause:lead.any-tile
    Scenario: draw-nine, 2 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw-nine" rules for 2 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 1-6 2-4 2-6 4-8 5-6 7-8 8-9                                                                                                                                         |
        | 1        | 0-6 1-9 2-5 2-9 4-4 5-9 6-9                                                                                                                                         |
        | boneyard | 0-3 3-3 4-7 6-6 4-9 5-5 3-9 7-9 4-5 1-4 3-7 5-8 9-9 1-7 0-9 0-1 1-3 3-6 0-4 1-5 0-0 2-3 5-7 2-2 0-8 2-7 4-6 1-8 0-5 1-1 0-2 6-7 3-8 3-5 0-7 7-7 1-2 2-8 6-8 8-8 3-4 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw-nine, 3 players: the profile's rule gives the first lead to seat 2

    @id:lead-fixed-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw-nine" rules for 3 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-3 0-5 1-5 2-6 3-5 3-7 5-7                                                                                                             |
        | 1        | 0-9 1-8 2-2 3-4 3-8 5-6 6-7                                                                                                             |
        | 2        | 0-1 1-7 2-5 2-7 2-8 7-8 8-8                                                                                                             |
        | boneyard | 0-8 4-9 9-9 1-2 3-9 0-7 1-1 4-5 2-9 6-9 0-4 6-6 0-2 4-4 6-8 5-5 0-0 2-3 1-3 7-7 0-6 1-4 2-4 3-6 3-3 7-9 1-9 5-9 8-9 1-6 4-7 4-8 4-6 5-8 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 2    |

    @id:lead-fixed-draw-nine-3p-002 @clause:lead.any-tile
    Scenario: draw-nine, 3 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw-nine" rules for 3 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-3 0-5 1-5 2-6 3-5 3-7 5-7                                                                                                             |
        | 1        | 0-9 1-8 2-2 3-4 3-8 5-6 6-7                                                                                                             |
        | 2        | 0-1 1-7 2-5 2-7 2-8 7-8 8-8                                                                                                             |
        | boneyard | 0-8 4-9 9-9 1-2 3-9 0-7 1-1 4-5 2-9 6-9 0-4 6-6 0-2 4-4 6-8 5-5 0-0 2-3 1-3 7-7 0-6 1-4 2-4 3-6 3-3 7-9 1-9 5-9 8-9 1-6 4-7 4-8 4-6 5-8 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw-nine, 4 players: the profile's rule gives the first lead to seat 3

    @id:lead-fixed-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "draw-nine" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 1-8 2-6 3-4 3-7 5-6 7-8 7-9                                                                                 |
        | 1        | 0-2 0-4 0-7 0-9 1-1 1-7 1-9                                                                                 |
        | 2        | 1-2 1-4 2-3 2-8 2-9 5-5 5-7                                                                                 |
        | 3        | 3-3 3-8 4-9 6-7 6-9 7-7 9-9                                                                                 |
        | boneyard | 2-7 0-1 6-6 5-8 8-8 3-6 0-6 4-6 0-3 8-9 1-3 4-8 2-4 2-5 1-6 3-9 4-7 1-5 0-5 2-2 3-5 5-9 0-0 4-4 4-5 6-8 0-8 |
      Then seat <seat> is to lead

      Examples:
        | rule                              | seat |
        | fixed_seat                        | 0    |
        | highest_double_else_heaviest_tile | 3    |

    @id:lead-fixed-draw-nine-4p-002 @clause:lead.any-tile
    Scenario: draw-nine, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "draw-nine" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 1-8 2-6 3-4 3-7 5-6 7-8 7-9                                                                                 |
        | 1        | 0-2 0-4 0-7 0-9 1-1 1-7 1-9                                                                                 |
        | 2        | 1-2 1-4 2-3 2-8 2-9 5-5 5-7                                                                                 |
        | 3        | 3-3 3-8 4-9 6-7 6-9 7-7 9-9                                                                                 |
        | boneyard | 2-7 0-1 6-6 5-8 8-8 3-6 0-6 4-6 0-3 8-9 1-3 4-8 2-4 2-5 1-6 3-9 4-7 1-5 0-5 2-2 3-5 5-9 0-0 4-4 4-5 6-8 0-8 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.first-hand.top-double
  Rule: partnership, 4 players: the profile's rule gives the first lead to seat 3

    @id:lead-fixed-partnership-4p-001
    Scenario Outline: partnership, 4 players: under lead.first_hand = <rule> seat <seat> leads the first hand
      Given the "partnership" rules for 4 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 1-2 2-5 3-3 3-4 5-5 5-6 |
        | 1    | 0-1 0-2 1-1 1-5 3-5 3-6 4-4 |
        | 2    | 0-0 0-5 0-6 1-4 1-6 2-6 4-5 |
        | 3    | 0-4 1-3 2-2 2-3 2-4 4-6 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                 | seat |
        | fixed_seat           | 0    |
        | holder_of_top_double | 3    |

    @id:lead-fixed-partnership-4p-002 @clause:lead.any-tile
    Scenario: partnership, 4 players: seat 0 leads whatever it holds, and may lead any tile
      Given the "partnership" rules for 4 players with lead.first_hand = fixed_seat
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 1-2 2-5 3-3 3-4 5-5 5-6 |
        | 1    | 0-1 0-2 1-1 1-5 3-5 3-6 4-4 |
        | 2    | 0-0 0-5 0-6 1-4 1-6 2-6 4-5 |
        | 3    | 0-4 1-3 2-2 2-3 2-4 4-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile

  @clause:lead.after-tie.as-first-hand @clause:lead.after-tie.rotate
  Rule: Seat 0 leads every hand after a tie too, under lead.after_tie = as_first_hand

    @id:lead-fixed-after-tie-block-3p-001
    Scenario Outline: block, 3 players: after a tie, under lead.after_tie = <rule> seat <seat> leads
      Given the "block" rules for 3 players with lead.first_hand = fixed_seat, lead.after_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-4 0-5 1-6 2-2 3-3 |
        | 1    | 0-1 1-1 1-3 1-4 4-4 |
        | 2    | 0-0 0-2 0-6 3-4 3-5 |
      When the moves "0-5, 0-1 on the left, 3-5 on the right, 3-3 on the right, 1-4 on the left, 3-4 on the right, 0-4 on the right, 4-4 on the left, 0-0 on the right, pass, pass, 0-2 on the right, 2-2 on the right" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-0 0-5 1-2 2-2 5-6 |
        | 1    | 0-2 1-4 3-3 3-4 4-5 |
        | 2    | 1-1 2-5 3-5 4-6 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | as_first_hand | 0    |
        | rotate        | 1    |

    @id:lead-fixed-after-tie-block-4p-001
    Scenario Outline: block, 4 players: after a tie, under lead.after_tie = <rule> seat <seat> leads
      Given the "block" rules for 4 players with lead.first_hand = fixed_seat, lead.after_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-2 0-6 1-1 2-5 2-6 |
        | 1    | 0-1 0-4 1-3 1-6 5-5 |
        | 2    | 0-0 0-5 2-4 4-5 6-6 |
        | 3    | 0-3 1-4 3-4 3-5 4-6 |
      When the moves "0-6, 1-6 on the right, 0-5 on the left, 3-5 on the left, 1-1 on the right, 0-1 on the right, 0-0 on the right, 3-4 on the left, 0-2 on the right, 0-4 on the left, 2-4 on the right, 1-4 on the right, pass, 1-3 on the right, pass, 0-3 on the right" are played from seat 0
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 2-3 2-5 3-5 3-6 4-5 |
        | 1    | 1-1 1-2 2-6 4-6 6-6 |
        | 2    | 0-0 0-4 0-5 0-6 2-4 |
        | 3    | 1-3 1-6 3-3 4-4 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule          | seat |
        | as_first_hand | 0    |
        | rotate        | 1    |
