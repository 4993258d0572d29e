Feature: Who leads the later hands
  After a hand that was won, lead.next_hand names the next leader: the winner, the player
  after the last leader, or the first-hand rule again. After a blocked tie, lead.after_tie
  does. A leader who is not chosen by a tile may lead any tile.

  @clause:lead.next-hand.winner @clause:lead.next-hand.rotate @clause:lead.next-hand.as-first-hand
  Rule: The next leader after a hand that was won

    @id:match-nextlead-001
    Scenario Outline: Seat 0 led and went out; under lead.next_hand = <rule> seat <leader> leads next
      In the new deal seat 1 holds the double-six.
      Given the "block" rules for 2 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
        | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
      When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the left, 2-5 on the right, 2-3 on the left, 3-3 on the left, 2-6 on the right, 4-6 on the right, 2-4 on the right, pass, 0-2 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 6-6 |
      Then seat <leader> is to lead
      And seat <leader> <lead>

      Examples:
        | rule          | leader | lead              |
        | winner        | 0      | may lead any tile |
        | rotate        | 1      | may lead any tile |
        | as_first_hand | 1      | must lead 6-6     |

    @id:match-nextlead-002 @clause:lead.next-hand.winner-of-block
    Scenario Outline: Seat 0 led a hand blocked and won by seat 2; under lead.next_hand = <rule> seat <leader> leads next
      Given the "block" rules for 4 players with lead.next_hand = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 1-4 1-6 2-3 6-6 |
        | 1    | 0-1 0-4 1-2 3-3 3-4 |
        | 2    | 0-0 0-3 0-5 4-5 5-6 |
        | 3    | 0-6 1-1 2-5 4-4 5-5 |
      When the moves "6-6, pass, 5-6 on the right, 0-6 on the left, pass, 0-4 on the left, 0-5 on the right, 4-4 on the left, 1-4 on the left, 1-2 on the left, 0-0 on the right, 2-5 on the left, pass, 0-1 on the right, 4-5 on the left, 1-1 on the right, 1-3 on the right, 3-4 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-0 0-1 0-2 0-3 0-4 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 |
        | 2    | 2-2 2-3 2-4 2-5 2-6 |
        | 3    | 3-3 3-4 3-5 3-6 6-6 |
      Then the hand is not over
      And seat <leader> is to lead

      Examples:
        | rule   | leader |
        | winner | 2      |
        | rotate | 1      |

    @id:match-nextlead-003 @clause:lead.next-hand.winner-of-block
    Scenario: After a team wins a block, the partner with the fewer pips leads the next hand
      Seats 0 and 2 win the block with 4 pips each; seat 2 led the blocked hand and so comes
      first in turn order: seat 2 leads.
      Given the "partnership" rules for 4 players with lead.next_hand = winner
      And the deal:
        | seat | tiles                       |
        | 0    | 0-3 0-4 2-4 2-5 3-3 4-5 5-6 |
        | 1    | 0-0 0-5 1-4 2-3 3-5 4-4 5-5 |
        | 2    | 0-1 1-2 1-3 1-6 2-2 2-6 6-6 |
        | 3    | 0-2 0-6 1-1 1-5 3-4 3-6 4-6 |
      When the moves "6-6, pass, 5-6 on the right, 1-5 on the right, 1-6 on the left, 1-4 on the right, 4-5 on the right, 1-1 on the left, 1-3 on the left, 0-5 on the right, 3-3 on the left, 3-4 on the left, 0-1 on the right, 4-4 on the left, 2-4 on the left, 0-2 on the left, 1-2 on the right, 2-3 on the right, 0-3 on the left, 3-6 on the left, 2-6 on the left, 3-5 on the right, 2-5 on the left, pass, pass, 5-5 on the left" are played from seat 2
      And the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
        | 2    | 2-3 2-4 2-5 2-6 3-3 3-4 3-5 |
        | 3    | 3-6 4-4 4-5 4-6 5-5 5-6 6-6 |
      Then seat 2 is to lead
      And seat 2 may lead any tile

    @id:match-nextlead-004 @clause:turn.direction.ccw
    Scenario: In partnership play the lead passes to the right, as play does
      Seat 3 led the first hand; with play going to the right (seat 3, 2, 1, 0), seat 2 leads
      the second.
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
        | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
        | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
        | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |
      When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 1-6 on the right, 1-5 on the right, 3-5 on the right, 3-4 on the left, pass, pass, 3-3 on the right, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the left, 0-5 on the right, 4-5 on the right, 0-1 on the left, 1-3 on the left, 1-4 on the right, 1-1 on the right, pass, pass, 2-3 on the left, pass, 2-2 on the left, pass, 1-2 on the left" are played from seat 3
      And the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
        | 2    | 2-3 2-4 2-5 2-6 3-3 3-4 3-5 |
        | 3    | 3-6 4-4 4-5 4-6 5-5 5-6 6-6 |
      Then seat 2 is to lead
      And seat 2 may lead any tile

  @clause:lead.after-tie.rotate @clause:lead.after-tie.same-leader @clause:lead.after-tie.as-first-hand
  Rule: The next leader after a blocked tie

    @id:match-tielead-001
    Scenario Outline: Seat 1 led a tied hand (<tie>); under lead.after_tie = <rule> seat <leader> leads next
      Seats 1 and 2 tie on 9 pips. In the new deal seat 0 holds the double-six.
      Given the "block" rules for 3 players with score.blocked_tie = <tie>, lead.after_tie = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      And the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 0-4 6-6 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 |
        | 2    | 2-3 2-4 2-5 2-6 3-4 |
      Then seat <leader> is to lead
      And seat <leader> <lead>

      Examples:
        | tie      | rule          | leader | lead              |
        | redeal   | rotate        | 2      | may lead any tile |
        | redeal   | same_leader   | 1      | may lead any tile |
        | redeal   | as_first_hand | 0      | must lead 6-6     |
        | no_score | rotate        | 2      | may lead any tile |
        | no_score | same_leader   | 1      | may lead any tile |
        | no_score | as_first_hand | 0      | must lead 6-6     |

    @id:match-tielead-002 @clause:turn.direction.ccw
    Scenario: After a partnership tie the lead passes to the right
      Seat 1 led the tied hand; play goes to the right, so seat 0 leads the next.
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 1-2 2-3 2-6 3-4 3-6 4-5 |
        | 1    | 0-3 1-1 2-4 3-3 4-4 5-5 6-6 |
        | 2    | 0-2 0-6 1-5 1-6 2-2 2-5 3-5 |
        | 3    | 0-0 0-4 0-5 1-3 1-4 4-6 5-6 |
      When the moves "6-6, 3-6 on the right, 4-6 on the left, 3-5 on the right, 2-4 on the left, 2-3 on the left, 5-6 on the right, 0-6 on the right, 0-3 on the right, 3-4 on the right, 0-4 on the right, 0-2 on the right, 3-3 on the left, 2-6 on the right, 1-3 on the left, 1-5 on the left, 5-5 on the left, 4-5 on the left, 1-4 on the left, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
        | 2    | 2-3 2-4 2-5 2-6 3-3 3-4 3-5 |
        | 3    | 3-6 4-4 4-5 4-6 5-5 5-6 6-6 |
      Then seat 0 is to lead
      And seat 0 may lead any tile
