Feature: One deal under each first-hand rule

  The same two hands are dealt under each value of lead.first_hand. Only the 0-0 is dealt
  among the doubles, and the 5-6 is the heaviest tile; in the second deal no double is
  dealt at all. The rules disagree on who leads, and on whether the deal stands (E-10,
  E-12).

  @clause:lead.first-hand.highest-double-else-heaviest @clause:lead.first-hand.highest-double-else-redeal
  @clause:lead.first-hand.heaviest-tile @clause:lead.first-hand.top-double
  Rule: Each rule picks its own leader from the same deal

    @id:lead-compared-001
    Scenario Outline: With only the 0-0 dealt among the doubles, <rule> gives the lead to seat <seat>
      Given the "block" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 5-6 4-6 3-6 4-5 3-5 2-6 2-5 |
      Then seat <seat> must lead <tile>

      Examples:
        | rule                              | seat | tile |
        | highest_double_else_heaviest_tile | 0    | 0-0  |
        | highest_double_else_redeal        | 0    | 0-0  |
        | heaviest_tile                     | 1    | 5-6  |

    @id:lead-compared-002
    Scenario: With only the 0-0 dealt among the doubles, holder_of_top_double voids the deal
      Given the "block" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 5-6 4-6 3-6 4-5 3-5 2-6 2-5 |
      Then a redeal is needed

    @id:lead-compared-003
    Scenario Outline: With no double dealt, <rule> gives the lead to the 5-6
      Given the "block" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 1-2 1-3 2-3 1-4 |
        | 1    | 5-6 4-6 3-6 4-5 3-5 2-6 2-5 |
      Then seat 1 must lead 5-6

      Examples:
        | rule                              |
        | highest_double_else_heaviest_tile |
        | heaviest_tile                     |

    @id:lead-compared-004
    Scenario Outline: With no double dealt, <rule> voids the deal
      Given the "block" rules for 2 players with lead.first_hand = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 1-2 1-3 2-3 1-4 |
        | 1    | 5-6 4-6 3-6 4-5 3-5 2-6 2-5 |
      Then a redeal is needed

      Examples:
        | rule                       |
        | highest_double_else_redeal |
        | holder_of_top_double       |
