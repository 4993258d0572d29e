Feature: Who leads after a blocked tie

  After a blocked hand with a tie for lightest, whether it is dealt again or counted with
  no winner, lead.after_tie names the next leader: the player after the tied hand's leader
  (rotate), the same leader again (same_leader), or the first-hand rule applied to the new
  deal, forced tile included (as_first_hand).

  In the tied hand below seat 0 leads the 6-6 and every other six lies unused, so the hand
  blocks at once: seats 1 and 2 hold 20 pips each, seat 0 holds 35. In the next deal seat 2
  holds the 6-6.

  @clause:lead.after-tie.rotate @clause:lead.after-tie.same-leader
  Rule: Under rotate or same_leader, the next leader may lead any tile

    @id:lead-after-tie-001
    Scenario Outline: After a redealt tie, lead.after_tie = <after tie> playing <direction> gives the lead to seat <seat>
      Given the "block" rules for 3 players with lead.after_tie = <after tie>, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 3-5 4-5 4-4 5-5 |
        | 1    | 0-0 0-1 0-5 2-5 3-4 |
        | 2    | 0-2 1-1 1-3 2-4 1-5 |
      When seat 0 leads 6-6
      Then a redeal is needed
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      Then seat <seat> may lead any tile

      Examples:
        | after tie   | direction | seat |
        | rotate      | cw        | 1    |
        | rotate      | ccw       | 2    |
        | same_leader | cw        | 0    |
        | same_leader | ccw       | 0    |

    @id:lead-after-tie-002
    Scenario Outline: After a tie counted with no winner, lead.after_tie = <after tie> playing <direction> gives the lead to seat <seat>
      Given the "block-classic" rules for 3 players with lead.after_tie = <after tie>, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 3-5 4-5 4-4 5-5 |
        | 1    | 0-0 0-1 0-5 2-5 3-4 |
        | 2    | 0-2 1-1 1-3 2-4 1-5 |
      When seat 0 leads 6-6
      Then the hand is blocked with no winner
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      Then seat <seat> may lead any tile

      Examples:
        | after tie   | direction | seat |
        | rotate      | cw        | 1    |
        | rotate      | ccw       | 2    |
        | same_leader | cw        | 0    |

  @clause:lead.after-tie.as-first-hand
  Rule: Under as_first_hand the first-hand rule picks the leader and the tile

    @id:lead-after-tie-003
    Scenario Outline: After a tie under the "<profile>" rules, the holder of the 6-6 in the new deal must lead it
      Given the "<profile>" rules for 3 players with lead.after_tie = as_first_hand
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 3-5 4-5 4-4 5-5 |
        | 1    | 0-0 0-1 0-5 2-5 3-4 |
        | 2    | 0-2 1-1 1-3 2-4 1-5 |
      When seat 0 leads 6-6
      And the next hand is dealt:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      Then seat 2 must lead 6-6

      Examples:
        | profile       |
        | block         |
        | block-classic |
