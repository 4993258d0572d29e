Feature: Game: double-nine
  Block and Draw with a double-nine set: 55 tiles, numbers blank to nine, doubles up to 18
  pips. Profiles block-nine and draw-nine, seven each at two, three and four players.

  @clause:deal.hand-size @clause:deal.boneyard @clause:equipment.set.composition
  Rule: Seven each from 55 tiles

    @id:games-nine-001
    Scenario: Two players of block-nine leave 41 tiles in the boneyard
      Given the "block-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 1-7 1-8 |
      Then the boneyard holds 41 tiles
      And seat 0 must lead 9-9

    @id:games-nine-003
    Scenario: Three players of block-nine are dealt seven each and leave 34 tiles
      Given the "block-nine" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 1-7 1-8 |
        | 2    | 2-3 2-4 2-5 2-6 2-7 2-8 2-9 |
      Then the boneyard holds 34 tiles
      And seat 0 must lead 9-9

    @id:games-nine-004
    Scenario: Four players of block-nine are dealt seven each and leave 27 tiles
      Given the "block-nine" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 0-1 0-2 0-3 0-4 0-5 0-6 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 1-7 1-8 |
        | 2    | 2-3 2-4 2-5 2-6 2-7 2-8 2-9 |
        | 3    | 3-4 3-5 3-6 3-7 3-8 3-9 4-5 |
      Then the boneyard holds 27 tiles
      And seat 0 must lead 9-9

    @id:games-nine-006
    Scenario: Three players of draw-nine hold seven each, and five each is refused
      The double-six habit of five each for three players does not hold for the double-nine set.
      Given the "draw-nine" rules for 3 players
      When the deal is offered:
        | seat | tiles               |
        | 0    | 9-9 0-1 0-2 0-3 0-4 |
        | 1    | 1-2 1-3 1-4 1-5 1-6 |
        | 2    | 2-3 2-4 2-5 2-6 2-7 |
      Then the deal is refused
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 8-8 4-5 4-6 4-7 4-8 4-9 5-6 |
        | 1    | 5-7 5-8 5-9 6-7 6-8 6-9 7-8 |
        | 2    | 0-9 1-9 3-9 7-9 8-9 0-0 1-1 |
      Then the deal is accepted
      And seat 1 holds 7 tiles
      And the boneyard holds 34 tiles
      And seat 0 must lead 8-8

    @id:games-nine-005 @clause:lead.first-hand.highest-double-else-heaviest
    Scenario: The highest double dealt leads, though the double-nine is not dealt
      Given the "block-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 8-9 |
        | 1    | 7-7 1-3 1-4 1-5 1-6 1-7 1-8 |
      Then seat 1 must lead 7-7

    @id:games-nine-007 @clause:lead.first-hand.highest-double-else-heaviest
    Scenario: With four players the highest double dealt leads, though the 8-9 is heavier
      Given the "block-nine" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 8-9 |
        | 1    | 7-7 1-3 1-4 1-5 1-6 1-7 1-8 |
        | 2    | 2-3 2-4 2-5 2-6 2-7 2-8 2-9 |
        | 3    | 3-4 3-5 3-6 3-7 3-8 3-9 4-5 |
      Then seat 1 must lead 7-7

  @clause:equipment.tile.double-full @clause:score.out.all-other-hands
  Rule: The double-nine weighs 18

    @id:games-nine-002
    Scenario: Going out against a hand holding only the double-nine scores 18
      The leader may lead any tile here, so the double-nine can stay in hand.
      Given the "block-nine" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 1-2 2-6 2-7 3-5 3-7 7-9 9-9 |
        | 1    | 0-1 0-6 2-9 5-5 5-7 5-9 6-9 |
      When the moves "3-5, 5-5 on the right, 3-7 on the left, 5-9 on the right, 2-7 on the left, 2-9 on the right, 2-6 on the right, 6-9 on the right, 1-2 on the left, 0-1 on the left, 7-9 on the right, 5-7 on the right, pass, 0-6 on the left" are played from seat 0
      Then seat 1 goes out and wins the hand
      And the pips left are 18 and 0
      And the hand scores 18 points
      And the boneyard holds 41 tiles
