@clause:lead.next-hand.side-chooses
Feature: The winning side chooses who leads the next hand under lead.next_hand = winning_side_chooses
  Under winning_side_chooses a player of the side that won the last hand leads the next, the
  side choosing which (the reference engine, left to itself, lets its winner lead; the suite
  follows another choice of the engine's from the winning side). In individual play the
  winner leads. Each seating's profile gives the next hand to another player.

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 2 players: seat 0 wins the blocked hand and the next hand is dealt

    @id:lead-side-chooses-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under lead.next_hand = <rule> seat <seat> leads the next hand
      Given the "block-seven" rules for 2 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left" are played from seat 1
      Then the hand is blocked and won by seat 0
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                 | seat |
        | as_first_hand        | 1    |
        | winning_side_chooses | 0    |

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 3 players: seat 2 wins the blocked hand and the next hand is dealt

    @id:lead-side-chooses-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under lead.next_hand = <rule> seat <seat> leads the next hand
      Given the "block-seven" rules for 3 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2    | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
      When the moves "5-6, 2-6 on the right, 5-5 on the left, 2-4 on the right, 1-4 on the right, 4-5 on the left, 1-5 on the right, 0-5 on the right, 0-4 on the left, 0-6 on the right, 0-0 on the left, 3-6 on the right, 3-5 on the right, 0-3 on the left, 3-4 on the left, 4-4 on the left" are played from seat 2
      Then the hand is blocked and won by seat 2
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2    | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                 | seat |
        | as_first_hand        | 1    |
        | winning_side_chooses | 2    |

  @clause:lead.next-hand.as-first-hand
  Rule: block-seven, 4 players: seat 1 goes out and the next hand is dealt

    @id:lead-side-chooses-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under lead.next_hand = <rule> seat <seat> leads the next hand
      Given the "block-seven" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2    | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | 3    | 0-2 0-3 0-4 1-2 3-3 4-6 5-5 |
      When the moves "6-6, 0-6 on the right, 4-6 on the left, 0-5 on the right, 3-4 on the left, 3-5 on the right, 3-3 on the right, pass, 1-3 on the right, 3-6 on the left, 1-2 on the right, 5-6 on the left, 2-5 on the right, pass, 5-5 on the right, 1-5 on the left, pass, 1-6 on the left, pass, 4-5 on the right, 2-6 on the left, 2-4 on the right, 0-2 on the left, 0-1 on the left, 2-2 on the right, 2-3 on the right, 0-3 on the right, 1-4 on the left, 0-0 on the right" are played from seat 1
      Then seat 1 goes out and wins the hand
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-4 2-4 2-6 3-5 4-6 |
        | 1    | 1-1 1-6 2-3 2-5 3-3 3-4 4-5 |
        | 2    | 0-6 1-2 1-3 1-4 2-2 4-4 5-6 |
        | 3    | 0-1 0-2 0-5 1-5 3-6 5-5 6-6 |
      Then seat <seat> is to lead

      Examples:
        | rule                 | seat |
        | as_first_hand        | 3    |
        | winning_side_chooses | 1    |

  @clause:lead.next-hand.rotate
  Rule: partnership, 4 players: seat 3 goes out and the next hand is dealt

    @id:lead-side-chooses-partnership-4p-001
    Scenario Outline: partnership, 4 players: under lead.next_hand = <rule> seat <seat> leads the next hand
      Given the "partnership" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-3 0-5 1-1 1-4 2-3 2-6 |
        | 1    | 0-2 0-4 3-3 3-4 3-6 4-5 5-5 |
        | 2    | 0-6 1-3 1-5 2-4 3-5 4-4 5-6 |
        | 3    | 0-1 1-2 1-6 2-2 2-5 4-6 6-6 |
      When the moves "6-6, 5-6 on the right, 4-5 on the right, 1-4 on the right, 1-6 on the left, 1-3 on the left, 3-3 on the left, 1-1 on the right, 1-2 on the right, 3-5 on the left, 0-2 on the right, 0-3 on the right, 2-5 on the left, 2-4 on the left, 0-4 on the left, 0-0 on the left, 0-1 on the left, 1-5 on the left, 5-5 on the left, 2-3 on the right, 2-2 on the right, pass, pass, 2-6 on the right, 4-6 on the right" are played from seat 3
      Then seat 3 goes out and wins the hand
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1    | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2    | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | 3    | 0-2 0-3 0-4 1-2 3-3 4-6 5-5 |
      Then seat <seat> is to lead

      Examples:
        | rule                 | seat |
        | rotate               | 2    |
        | winning_side_chooses | 3    |
