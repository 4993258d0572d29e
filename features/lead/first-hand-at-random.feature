@clause:lead.first-hand.at-random @clause:lead.any-tile
Feature: Any seat may lead the first hand, with any tile, under lead.first_hand = at_random
  Under at_random the engine draws the first leader at random: any seat may lead, and the suite
  follows the engine's choice (a story led by another seat is played again with the seats
  rotated to the engine's leader). Whoever leads may lead any tile, and play goes on from them.
  Each seating's seat 0 holds the tile the profile's own rule would have it lead, and leads
  another.

    @id:lead-at-random-all-fives-2p-001
    Scenario: all-fives, 2 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "all-fives" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 1-5 2-3 2-5 2-6 3-3 6-6                             |
        | 1        | 0-5 1-2 1-4 2-2 3-4 3-6 4-4                             |
        | boneyard | 5-5 0-1 5-6 4-6 0-0 3-5 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-all-fives-3p-001
    Scenario: all-fives, 3 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "all-fives" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-6 1-5 2-3 2-5 6-6                                 |
        | 1        | 1-4 2-6 3-3 3-4 4-4                                 |
        | 2        | 0-5 1-2 2-2 3-6 5-5                                 |
        | boneyard | 0-1 5-6 4-6 0-0 3-5 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-all-fives-4p-001
    Scenario: all-fives, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "all-fives" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-6 1-5 2-3 2-5 6-6             |
        | 1        | 1-4 2-6 3-3 3-4 4-4             |
        | 2        | 0-5 1-2 2-2 3-6 5-5             |
        | 3        | 0-0 0-1 3-5 4-6 5-6             |
        | boneyard | 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-all-fives-tournament-2p-001
    Scenario: all-fives-tournament, 2 players: under lead.first_hand = at_random seat 0 leads 0-3
      Given the "all-fives-tournament" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-3
      Then seat 1 is to play

    @id:lead-at-random-all-fives-tournament-3p-001
    Scenario: all-fives-tournament, 3 players: under lead.first_hand = at_random seat 0 leads 0-3
      Given the "all-fives-tournament" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2        | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | boneyard | 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-3
      Then seat 1 is to play

    @id:lead-at-random-all-fives-tournament-4p-001
    Scenario: all-fives-tournament, 4 players: under lead.first_hand = at_random seat 0 leads 0-3
      Given the "all-fives-tournament" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2        | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | 3        | 0-1 1-2 1-6 2-2 2-5 4-6 6-6 |
        | boneyard |                             |
      Then seat 0 may lead any tile
      When seat 0 leads 0-3
      Then seat 1 is to play

    @id:lead-at-random-block-2p-001
    Scenario: block, 2 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-5 2-3 2-5 2-6 3-3 6-6 |
        | 1    | 0-5 1-2 1-4 2-2 3-4 3-6 4-4 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-3p-001
    Scenario: block, 3 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles               |
        | 0    | 0-6 1-5 2-3 2-5 6-6 |
        | 1    | 1-4 2-6 3-3 3-4 4-4 |
        | 2    | 0-5 1-2 2-2 3-6 5-5 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-4p-001
    Scenario: block, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles               |
        | 0    | 0-6 1-5 2-3 2-5 6-6 |
        | 1    | 1-4 2-6 3-3 3-4 4-4 |
        | 2    | 0-5 1-2 2-2 3-6 5-5 |
        | 3    | 0-0 0-1 3-5 4-6 5-6 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-classic-2p-001
    Scenario: block-classic, 2 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block-classic" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-5 2-3 2-5 2-6 3-3 6-6 |
        | 1    | 0-5 1-2 1-4 2-2 3-4 3-6 4-4 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-classic-3p-001
    Scenario: block-classic, 3 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block-classic" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles               |
        | 0    | 0-6 1-5 2-3 2-5 6-6 |
        | 1    | 1-4 2-6 3-3 3-4 4-4 |
        | 2    | 0-5 1-2 2-2 3-6 5-5 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-classic-4p-001
    Scenario: block-classic, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block-classic" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles               |
        | 0    | 0-6 1-5 2-3 2-5 6-6 |
        | 1    | 1-4 2-6 3-3 3-4 4-4 |
        | 2    | 0-5 1-2 2-2 3-6 5-5 |
        | 3    | 0-0 0-1 3-5 4-6 5-6 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-nine-2p-001
    Scenario: block-nine, 2 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "block-nine" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-block-nine-3p-001
    Scenario: block-nine, 3 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "block-nine" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
        | 2    | 1-5 2-3 5-6 5-9 6-7 6-8 8-9 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-block-nine-4p-001
    Scenario: block-nine, 4 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "block-nine" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 0-7 1-3 3-5 3-9 5-5 5-8 |
        | 1    | 0-0 0-1 0-4 4-5 4-8 5-7 7-9 |
        | 2    | 1-5 2-3 5-6 5-9 6-7 6-8 8-9 |
        | 3    | 0-3 1-1 1-2 1-6 1-8 2-4 3-3 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-block-seven-2p-001
    Scenario: block-seven, 2 players: under lead.first_hand = at_random seat 0 leads 0-3
      Given the "block-seven" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-4 2-4 2-6 3-5 4-6 |
        | 1    | 1-1 1-6 2-3 2-5 3-3 3-4 4-5 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-3
      Then seat 1 is to play

    @id:lead-at-random-block-seven-3p-001
    Scenario: block-seven, 3 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block-seven" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-5 2-3 2-5 2-6 3-3 6-6 |
        | 1    | 0-5 1-2 1-4 2-2 3-4 3-6 4-4 |
        | 2    | 0-0 0-1 0-2 3-5 4-6 5-5 5-6 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-block-seven-4p-001
    Scenario: block-seven, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "block-seven" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-5 2-3 2-5 2-6 3-3 6-6 |
        | 1    | 0-5 1-2 1-4 2-2 3-4 3-6 4-4 |
        | 2    | 0-0 0-1 0-2 3-5 4-6 5-5 5-6 |
        | 3    | 0-3 0-4 1-1 1-3 1-6 2-4 4-5 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-draw-2p-001
    Scenario: draw, 2 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "draw" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-6 1-5 2-3 2-5 2-6 3-3 6-6                             |
        | 1        | 0-5 1-2 1-4 2-2 3-4 3-6 4-4                             |
        | boneyard | 5-5 0-1 5-6 4-6 0-0 3-5 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-draw-3p-001
    Scenario: draw, 3 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "draw" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-6 1-5 2-3 2-5 6-6                                 |
        | 1        | 1-4 2-6 3-3 3-4 4-4                                 |
        | 2        | 0-5 1-2 2-2 3-6 5-5                                 |
        | boneyard | 0-1 5-6 4-6 0-0 3-5 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-draw-4p-001
    Scenario: draw, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "draw" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-6 1-5 2-3 2-5 6-6             |
        | 1        | 1-4 2-6 3-3 3-4 4-4             |
        | 2        | 0-5 1-2 2-2 3-6 5-5             |
        | 3        | 0-0 0-1 3-5 4-6 5-6             |
        | boneyard | 0-2 0-4 2-4 1-6 4-5 0-3 1-3 1-1 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 1 is to play

    @id:lead-at-random-draw-nine-2p-001
    Scenario: draw-nine, 2 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "draw-nine" rules for 2 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                                                         |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                                                         |
        | boneyard | 2-3 1-5 8-9 5-9 6-8 6-7 5-6 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-draw-nine-3p-001
    Scenario: draw-nine, 3 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "draw-nine" rules for 3 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                             |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                             |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                                             |
        | boneyard | 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-draw-nine-4p-001
    Scenario: draw-nine, 4 players: under lead.first_hand = at_random seat 0 leads 0-5
      Given the "draw-nine" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                 |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                 |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                 |
        | 3        | 0-3 1-1 1-2 1-6 1-8 2-4 3-3                                                                                 |
        | boneyard | 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-5
      Then seat 1 is to play

    @id:lead-at-random-partnership-4p-001
    Scenario: partnership, 4 players: under lead.first_hand = at_random seat 0 leads 0-6
      Given the "partnership" rules for 4 players with lead.first_hand = at_random
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 1-5 2-3 2-5 2-6 3-3 6-6 |
        | 1    | 0-5 1-2 1-4 2-2 3-4 3-6 4-4 |
        | 2    | 0-0 0-1 0-2 3-5 4-6 5-5 5-6 |
        | 3    | 0-3 0-4 1-1 1-3 1-6 2-4 4-5 |
      Then seat 0 may lead any tile
      When seat 0 leads 0-6
      Then seat 3 is to play
