@clause:deal.boneyard
Feature: The undealt tiles form the boneyard, in draw order

  The tiles no hand is dealt form the boneyard. The deal lists them in draw order, first
  drawn first. Under draw.mode = none the boneyard takes no part in the hand.

  Rule: The boneyard holds every tile not dealt

    @id:deal-boneyard-001
    Scenario: Four hands of five leave eight tiles in the boneyard
      Given the "draw" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 0-2 0-4 0-6 1-4 1-6 |
      Then the boneyard holds 8 tiles

    @id:deal-boneyard-002
    Scenario: When every tile is dealt the boneyard is empty
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 2-3 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 5-5 5-6 |
      Then the boneyard holds 0 tiles

  @clause:draw.order
  Rule: The first tile listed is the first drawn

    @id:deal-boneyard-003
    Scenario: The first draw takes the boneyard's first tile
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 5-6 0-2 0-4 0-6 1-4 1-6 2-3 2-4 2-6 3-4 3-6 4-4 4-6 5-5 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5 4-5 5-6"
      And seat 1 may play 5-6 on the left

  @clause:draw.none
  Rule: Without drawing, the boneyard takes no part in the hand

    @id:deal-boneyard-004
    Scenario: The boneyard is untouched when the block game ends
      Seat 1 cannot follow the 6-6 and the six other sixes lie in the boneyard: the hand
      blocks with all fourteen undealt tiles still there.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      Then the hand is over
      And the boneyard holds 14 tiles
