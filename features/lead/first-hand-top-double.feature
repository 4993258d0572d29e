@clause:lead.first-hand.top-double
Feature: The holder of the set's top double leads

  Under lead.first_hand = holder_of_top_double (the "partnership" rules) the first hand is
  led by the holder of the set's top double: the 6-6 in a double-six set, the 9-9 in a
  double-nine set. If that double is in no hand, the deal is void and dealt again, even
  when lower doubles were dealt.

  Rule: The holder of the top double leads it

    @id:lead-top-double-001
    Scenario: In partnership play the holder of the 6-6 leads it
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 6-6 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 2-3 5-6 |
      Then seat 2 must lead 6-6

    @id:lead-top-double-002
    Scenario: In a double-nine set the holder of the 9-9 leads, not the holder of the 8-8
      Given the "block-nine" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 8-8 6-6 0-9 1-8 2-7 3-6 4-5 |
        | 1    | 9-9 0-1 0-2 0-3 1-2 1-3 2-3 |
      Then seat 1 must lead 9-9

  Rule: Without the top double in a hand, the deal is void

    @id:lead-top-double-003
    Scenario: The 6-6 undealt calls for a redeal though the 5-5 is dealt
      Given the "block" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 3-4 4-6 |
        | 1    | 4-4 3-3 0-3 1-3 1-4 2-5 5-6 |
      Then a redeal is needed

    @id:lead-top-double-004
    Scenario: The 9-9 undealt calls for a redeal in a double-nine set
      Given the "block-nine" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 8-8 6-6 0-9 1-8 2-7 3-6 4-5 |
        | 1    | 7-7 0-1 0-2 0-3 1-2 1-3 2-3 |
      Then a redeal is needed

    @id:lead-top-double-005
    Scenario: In partnership play with five each, the 6-6 left undealt voids the deal
      Given the "partnership" rules for 4 players with deal.hand_size = 5
      And the deal:
        | seat | tiles               |
        | 0    | 5-5 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then a redeal is needed

    @id:lead-top-double-006
    Scenario: After the void deal, the holder of the 6-6 in the new deal leads it
      Given the "block" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 3-4 4-6 |
        | 1    | 4-4 3-3 0-3 1-3 1-4 2-5 5-6 |
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 1-3 1-2 0-3 0-0 2-2 3-3 5-6 |
        | 1    | 6-6 4-6 1-1 0-5 2-5 3-5 1-5 |
      Then seat 1 must lead 6-6
