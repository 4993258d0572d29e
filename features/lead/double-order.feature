Feature: Which double leads when the top double is out
  Under the highest-double lead rules, lead.double_order says in which order the doubles are
  sought (from the highest down, or the lowest first), and lead.named_double names a double
  that is sought before all the others.

  @clause:lead.double-order.highest-first @clause:lead.double-order.lowest-first
  Rule: The doubles are sought in lead.double_order

    @id:lead-double-order-001
    Scenario Outline: With 1-1 and 5-5 dealt and no 6-6, lead.double_order = <order> gives the lead to seat <seat>
      Given the "block" rules for 2 players with deal.hand_size = 2, lead.double_order = <order>
      And the deal:
        | seat | tiles   |
        | 0    | 1-1 2-3 |
        | 1    | 5-5 0-4 |
      Then seat <seat> must lead <tile>

      Examples:
        | order         | seat | tile |
        | highest_first | 1    | 5-5  |
        | lowest_first  | 0    | 1-1  |

    @id:lead-double-order-002 @clause:lead.first-hand.highest-double-else-redeal
    Scenario: Under lowest_first a deal without a double is still dealt again
      Given the "block-classic" rules for 2 players with deal.hand_size = 2, lead.double_order = lowest_first
      And the deal:
        | seat | tiles   |
        | 0    | 1-2 2-3 |
        | 1    | 4-5 0-4 |
      Then a redeal is needed

  @clause:lead.named-double
  Rule: A named double is sought first

    @id:lead-named-double-001
    Scenario Outline: With lead.named_double = 3 and <doubles> dealt, seat <seat> leads <tile>
      Given the "block" rules for 2 players with deal.hand_size = 2, lead.named_double = 3, lead.double_order = <order>
      And the deal:
        | seat | tiles   |
        | 0    | <hand0> |
        | 1    | 6-6 0-2 |
      Then seat <seat> must lead <tile>

      Examples:
        | doubles     | order         | hand0   | seat | tile |
        | 3-3 and 6-6 | highest_first | 3-3 0-1 | 0    | 3-3  |
        | 1-1 and 6-6 | highest_first | 1-1 0-1 | 1    | 6-6  |
        | 1-1 and 6-6 | lowest_first  | 1-1 0-1 | 0    | 1-1  |

    @id:lead-named-double-002
    Scenario: A named double above the set's top double is refused with the rules
      When a match is started under the "block" rules for 2 players with lead.named_double = 7
      Then the rules are refused
