@clause:deal.lot
Feature: With the lead by lot, each seat draws one lot tile first

  Under lead.first_hand = lot every seat draws one lot tile before the deal. The lot tiles
  are distinct tiles of the set; they only choose the leader, and go back into the set
  before the hands are dealt from the whole set.

  Rule: A deal under the lot rule carries one distinct lot tile of the set per seat

    @id:deal-lot-001
    Scenario: A deal without lot tiles is refused
      Given the "block" rules for 3 players with lead.first_hand = lot
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
      Then the deal is refused

    @id:deal-lot-002
    Scenario: A deal with lot tiles for two of three seats is refused
      Given the "block" rules for 3 players with lead.first_hand = lot
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 5-5 2-6             |
      Then the deal is refused

    @id:deal-lot-003
    Scenario: Two seats cannot draw the same lot tile
      Given the "block" rules for 3 players with lead.first_hand = lot
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 5-5 2-6 5-5         |
      Then the deal is refused

    @id:deal-lot-004
    Scenario: A lot tile outside the set is refused
      Given the "block" rules for 3 players with lead.first_hand = lot
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 5-5 2-6 7-7         |
      Then the deal is refused

  Rule: The lot tiles go back into the set before the deal

    @id:deal-lot-005
    Scenario: A tile drawn for the lot may be dealt to any hand
      Seat 1 draws the 5-5 for the lot and seat 2 the 6-6; both go back, and the deal gives
      the 6-6 to seat 0. The lot decides: seat 2's 6-6 is the highest lot tile.
      Given the "block" rules for 3 players with lead.first_hand = lot
      When the deal is offered:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 0-2 5-5 6-6         |
      Then the deal is accepted
      And seat 2 is to lead
      And the boneyard holds 13 tiles

  Rule: Lots are drawn again for every hand the lot rule leads

    @id:deal-lot-006
    Scenario: Under lead.next_hand = as_first_hand the next deal needs lot tiles too
      Given the "block" rules for 2 players with lead.first_hand = lot, lead.next_hand = as_first_hand, deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
        | lots | 1-1 0-2 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 plays 5-6 on the right
      Then seat 0 goes out and wins the hand
      When the deal is offered:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then the deal is refused

    @id:deal-lot-007
    Scenario: Under lead.next_hand = as_first_hand the next hand is led by the new lot
      Given the "block" rules for 2 players with lead.first_hand = lot, lead.next_hand = as_first_hand, deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
        | lots | 1-1 0-2 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 plays 5-6 on the right
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
        | lots | 2-3 4-4 |
      Then seat 1 is to lead

    @id:deal-lot-008
    Scenario: Under lead.next_hand = winner the next deal draws no lots
      Given the "block" rules for 2 players with lead.first_hand = lot, deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
        | lots | 1-1 0-2 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 plays 5-6 on the right
      And the deal is offered:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then the deal is accepted
      And seat 0 is to lead

  Rule: After a blocked tie under as_first_hand, lots are drawn again

    @id:deal-lot-009
    Scenario: After a tie under lead.after_tie = as_first_hand the next deal without lots is refused
      Seat 0 wins the lot and leads the 6-6; every other six lies unused, so the hand
      blocks at once, seats 1 and 2 tied at 20 pips. The tie is dealt again.
      Given the "block" rules for 3 players with lead.first_hand = lot, lead.after_tie = as_first_hand
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 3-5 4-5 4-4 5-5 |
        | 1    | 0-0 0-1 0-5 2-5 3-4 |
        | 2    | 0-2 1-1 1-3 2-4 1-5 |
        | lots | 6-6 0-1 1-2         |
      When seat 0 leads 6-6
      Then a redeal is needed
      When the deal is offered:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      Then the deal is refused

    @id:deal-lot-010
    Scenario: After a tie under lead.after_tie = as_first_hand the new lot picks the leader
      Given the "block" rules for 3 players with lead.first_hand = lot, lead.after_tie = as_first_hand
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 3-5 4-5 4-4 5-5 |
        | 1    | 0-0 0-1 0-5 2-5 3-4 |
        | 2    | 0-2 1-1 1-3 2-4 1-5 |
        | lots | 6-6 0-1 1-2         |
      When seat 0 leads 6-6
      And the next hand is dealt:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
        | lots | 0-1 3-3 2-6         |
      Then seat 1 may lead any tile
