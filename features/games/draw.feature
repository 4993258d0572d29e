Feature: Game: Draw
  Block with the boneyard in play: a player who cannot match draws until a tile fits.
  Profiles draw and draw-nine.

  @clause:draw.until-playable @clause:score.out.opponents-only
  Rule: draw: a player who cannot match draws until a tile fits

    Background:
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-1 0-2 0-4 1-3 2-4 4-4                             |
        | 1        | 0-3 0-6 1-1 1-2 1-4 5-5 5-6                             |
        | boneyard | 1-6 4-6 4-5 3-4 3-5 3-3 1-5 6-6 2-2 2-3 0-5 2-6 3-6 2-5 |
      When seat 1 leads 5-5

    @id:games-draw-001
    Scenario: Without a five, seat 0 draws three tiles, the third of which fits
      When seat 0 draws
      And seat 0 draws
      Then the legal moves are "draw"
      When seat 0 draws
      Then seat 0 holds 10 tiles
      And the boneyard holds 11 tiles
      And the legal moves are "4-5 on the left"

    @id:games-draw-002
    Scenario: A Draw hand played out to going out
      When the moves "draw, draw, draw, 4-5 on the left, 5-6 on the right, 4-6 on the right, 1-4 on the left, 2-4 on the right, 1-2 on the left, 0-2 on the right, 0-6 on the right, 1-6 on the right, 1-1 on the right, 1-3 on the right, 0-3 on the right" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the pips left are 13 and 0
      And the scores are 0 and 13

  @clause:equipment.set.composition @clause:deal.boneyard @clause:lead.first-hand.highest-double-else-heaviest
  Rule: draw-nine: the double-nine set, seven each

    @id:games-draw-003
    Scenario: Two players of draw-nine leave 41 tiles in the boneyard and the double-nine leads
      Given the "draw-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 0-1 0-2 0-3 0-4 0-5 8-8 |
        | 1    | 1-9 2-9 3-9 4-9 5-9 6-9 7-9 |
      Then the boneyard holds 41 tiles
      And seat 0 must lead 9-9

    @id:games-draw-004 @clause:draw.order
    Scenario: A player with no nine draws from the double-nine boneyard in order
      Given the "draw-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 1-9 2-9 3-9 4-9 5-9 6-9 |
        | 1    | 0-1 0-2 0-3 0-4 0-5 8-8 7-7 |
      When seat 0 leads 9-9
      And seat 1 draws
      Then seat 1 holds 8 tiles
      And seat 1 holds "0-0 0-1 0-2 0-3 0-4 0-5 7-7 8-8"
      And the boneyard holds 40 tiles
