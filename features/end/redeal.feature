@clause:end.redeal
Feature: A void deal is dealt again and does not count
  A deal with no possible lead, or a blocked tie under score.blocked_tie = redeal, leaves a
  redeal needed, changes no score, and is followed by a new deal.

  Rule: A blocked tie is dealt again with every score unchanged

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      And the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-5 1-4 1-5 2-3 |
        | 1    | 0-3 1-6 4-4 5-6 6-6 |
        | 2    | 0-4 1-1 3-4 4-6 5-5 |
      And the moves "2-3, 0-3 on the right, 0-4 on the right, 1-4 on the right, 1-6 on the right, 4-6 on the right, pass, 4-4 on the right, 3-4 on the right" are played from seat 0

    @id:end-redeal-001
    Scenario: The scores after a voided hand are those before it
      Seat 0 won the first hand (23); the second blocks with seats 0 and 2 level on 12.
      Then the hand is blocked with no winner
      And the pips left are 12, 23 and 12
      And a redeal is needed
      And the scores are 23, 0 and 0

    @id:end-redeal-002 @clause:lead.after-tie.rotate
    Scenario: After a voided tie the new deal is led by the player after the tied hand's leader
      Seat 0 led the tied hand; seat 1 leads the new deal, with any tile.
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-0 0-2 1-3 2-4 3-5 |
        | 1    | 0-6 1-2 2-5 4-5 3-3 |
        | 2    | 6-6 1-4 2-6 3-6 0-4 |
      Then seat 1 is to lead
      And seat 1 may lead any tile
      And the scores are 23, 0 and 0

  Rule: A deal with no possible lead is dealt again, and the lead rule applies to the new deal

    @id:end-redeal-003 @clause:lead.first-hand.highest-double-else-redeal
    Scenario: Under Classic Block a deal without a double is dealt again and the new deal's highest double leads
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      Then a redeal is needed
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 5-5 |
      Then seat 1 must lead 5-5
      And the scores are 0 and 0

    @id:end-redeal-004 @clause:lead.first-hand.top-double
    Scenario: When the top double is not dealt, the holder-of-the-top-double rule voids the deal
      Given the "block" rules for 2 players with lead.first_hand = holder_of_top_double
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 5-5 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 4-4 |
      Then a redeal is needed
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 5-5 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 6-6 |
      Then seat 1 must lead 6-6

  Rule: A void deal's result names no winner and scores nothing

    @id:end-redeal-005 @clause:lead.first-hand.highest-double-else-redeal
    Scenario: A deal without a double under Classic Block has a result of 0 points
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      Then a redeal is needed
      And the hand scores 0 points
      And the scores are 0 and 0
