@clause:lead.first-hand.highest-double-else-redeal
Feature: The highest double leads; failing a double, redeal

  Under lead.first_hand = highest_double_else_redeal (the "block-classic" rules) the first
  hand is led by the holder of the highest double dealt. If no hand holds a double the
  deal is void and is dealt again, as often as it takes (E-12).

  Rule: The highest double dealt leads

    @id:lead-redeal-001
    Scenario: The holder of the 6-6 leads it
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 1-3 1-2 0-3 0-0 2-2 3-3 5-6 |
        | 1    | 6-6 4-6 1-1 0-5 2-5 3-5 1-5 |
      Then seat 1 must lead 6-6

    @id:lead-redeal-002
    Scenario: With the 6-6 undealt, the 5-5 is the highest double and leads
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 3-4 4-6 |
        | 1    | 4-4 3-3 0-3 1-3 1-4 2-5 5-6 |
      Then seat 0 must lead 5-5

  Rule: With no double dealt, the deal is void

    @id:lead-redeal-003
    Scenario: No double in any hand calls for a redeal
      All seven doubles lie in the boneyard.
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      Then a redeal is needed

    @id:lead-redeal-004
    Scenario: After a redeal the new deal's highest double leads
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 1-3 1-2 0-3 0-0 2-2 3-3 5-6 |
        | 1    | 6-6 4-6 1-1 0-5 2-5 3-5 1-5 |
      Then seat 1 must lead 6-6

    @id:lead-redeal-005
    Scenario: A second deal without a double is void again
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 2-6 3-4 3-5 3-6 4-5 4-6 5-6 |
        | 1    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
      Then a redeal is needed
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 1-1 0-1 0-2 1-2 2-3 3-4 4-6 |
        | 1    | 0-3 1-3 1-4 2-5 5-6 0-4 0-5 |
      Then seat 0 must lead 1-1

    @id:lead-redeal-006
    Scenario: With three players and no double dealt, the heaviest tile does not lead
      Given the "block-classic" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 1-2 1-3 |
        | 1    | 0-4 1-4 2-3 2-4 3-4 |
        | 2    | 0-5 1-5 2-5 3-5 4-5 |
      Then a redeal is needed
