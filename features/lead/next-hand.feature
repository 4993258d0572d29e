Feature: Who leads each later hand

  After a hand that was won, lead.next_hand names the next leader: the winner (on a block,
  the lightest hand of the winning side), the player after the last hand's leader in the
  direction of play, or the first-hand rule applied again to the new deal.

  @clause:lead.next-hand.winner @clause:lead.next-hand.rotate @clause:lead.next-hand.as-first-hand
  Rule: A hand won by its leader, under each lead.next_hand value

    @id:lead-next-hand-001
    Scenario Outline: After seat 0 leads and goes out, lead.next_hand = <next hand> gives the next lead to seat <seat>
      In the next deal seat 0 holds the 5-5, the highest double.
      Given the "block" rules for 2 players with deal.hand_size = 2, lead.next_hand = <next hand>
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then seat <seat> may lead any tile

      Examples:
        | next hand | seat |
        | winner    | 0    |
        | rotate    | 1    |

    @id:lead-next-hand-002
    Scenario: After seat 0 leads and goes out, lead.next_hand = as_first_hand gives the lead to the new highest double
      Given the "block" rules for 2 players with deal.hand_size = 2, lead.next_hand = as_first_hand
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then seat 0 must lead 5-5

  @clause:lead.next-hand.winner @clause:lead.next-hand.rotate @clause:turn.direction.ccw
  Rule: A blocked hand led by seat 2 and won by seat 1

    @id:lead-next-hand-003
    Scenario Outline: Under lead.next_hand = <next hand>, playing <direction>, seat <seat> leads the next hand
      Seat 2 leads the 6-6 and every other six lies unused: the hand blocks at once, and
      seat 1's 8 pips are the lightest hand.
      Given the "block" rules for 3 players with lead.next_hand = <next hand>, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 2-5 3-4 2-4 3-3 1-5 |
        | 1    | 0-0 0-1 0-2 1-1 1-2 |
        | 2    | 6-6 3-5 4-5 4-4 5-5 |
      When seat 2 leads 6-6
      Then the hand is blocked and won by seat 1
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
      Then seat <seat> may lead any tile

      Examples:
        | next hand | direction | seat |
        | winner    | cw        | 1    |
        | winner    | ccw       | 1    |
        | rotate    | cw        | 0    |
        | rotate    | ccw       | 1    |

  @clause:lead.next-hand.winner-of-block
  Rule: After a block, the lightest hand of the winning side leads

    @id:lead-next-hand-004
    Scenario Outline: Partners equally light: the one first in turn order from the leader leads, playing <direction>
      Seat 0 leads the 6-6 and the hand blocks at once. Seats 1 and 3 (14 pips each) beat
      seats 0 and 2 (35 and 28). Counter-clockwise from seat 0 comes seat 3 first; clockwise,
      seat 1.
      Given the "partnership" rules for 4 players with deal.hand_size = 5, lead.next_hand = winner, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 5-5 4-5 4-4 3-5 |
        | 1    | 0-0 0-1 0-4 1-3 2-3 |
        | 2    | 0-5 1-4 1-5 2-4 3-3 |
        | 3    | 0-2 0-3 1-2 1-1 2-2 |
      When seat 0 leads 6-6
      Then the hand is won by the team of seats 1 and 3
      And the pips left are 35, 14, 28 and 14
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then seat <seat> may lead any tile

      Examples:
        | direction | seat |
        | ccw       | 3    |
        | cw        | 1    |

    @id:lead-next-hand-005
    Scenario: The lighter partner of the winning side leads, though the other comes first in turn order
      Seat 1 holds 14 pips and its partner seat 3 holds 16: seat 1 leads the next hand, though
      counter-clockwise from seat 0 seat 3 comes first.
      Given the "partnership" rules for 4 players with deal.hand_size = 5, lead.next_hand = winner
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 5-5 4-5 4-4 3-5 |
        | 1    | 0-0 0-1 0-4 1-3 2-3 |
        | 2    | 0-5 1-4 1-5 2-2 3-3 |
        | 3    | 0-2 0-3 1-2 1-1 2-4 |
      When seat 0 leads 6-6
      Then the hand is won by the team of seats 1 and 3
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then seat 1 may lead any tile

  @clause:lead.next-hand.rotate @clause:turn.direction.ccw @clause:turn.direction.cw
  Rule: In partnership play the lead passes round in the direction of play

    @id:lead-next-hand-006
    Scenario Outline: After seat 0's hand, playing <direction>, seat <seat> leads the next
      Seat 0 leads the 6-6 and the hand blocks at once; whoever wins, the lead passes on.
      Given the "partnership" rules for 4 players with deal.hand_size = 5, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-0 0-1 0-2 1-1 |
        | 1    | 0-3 1-2 0-4 1-3 2-2 |
        | 2    | 4-5 5-5 3-5 4-4 3-4 |
        | 3    | 0-5 1-4 2-3 1-5 2-4 |
      When seat 0 leads 6-6
      Then the hand is over
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then seat <seat> may lead any tile

      Examples:
        | direction | seat |
        | ccw       | 3    |
        | cw        | 1    |

  @clause:lead.next-hand.as-first-hand
  Rule: Under as_first_hand the next deal may be void

    @id:lead-next-hand-007
    Scenario: A next deal without a double is void under the "block-classic" rules
      Given the "block-classic" rules for 2 players with deal.hand_size = 2, lead.next_hand = as_first_hand
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 0-2 2-3 |
        | 1    | 0-4 1-2 |
      Then a redeal is needed
