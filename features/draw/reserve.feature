@clause:draw.reserve.never-drawn
Feature: The reserve is never drawn

  The last draw.reserve tiles of the boneyard are never drawn: a draw with the boneyard
  down to the reserve is refused as "reserve_reached". With draw.reserve = 0 the whole
  boneyard may be drawn. A hand can block with the reserve still in the boneyard (E-16).

  Twelve tiles each leave four in the boneyard, none of them a six. Seat 0 leads the 6-6;
  seat 1 has no six and draws.

  @clause:move.refusal.reserve-reached @clause:move.refusal.unchanged
  Rule: A draw into the reserve is refused

    @id:draw-reserve-001
    Scenario: With two tiles left and a reserve of two, a draw is refused
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.reserve = 2
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      And seat 1 tries to draw
      Then the move is refused as "reserve_reached"
      And nothing has changed
      And the boneyard holds 2 tiles

  Rule: With no reserve the last tile may be drawn

    @id:draw-reserve-002
    Scenario: With one tile left and no reserve, the last tile is drawn
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      And seat 1 draws
      Then seat 1 may draw
      When seat 1 draws
      Then the boneyard holds 0 tiles
      And seat 1 holds 16 tiles

  @clause:end.blocked.boneyard
  Rule: A hand blocks with the reserve still in the boneyard

    @id:draw-reserve-003
    Scenario: Once the boneyard is down to the reserve and nobody can play, the hand is blocked
      The twelve tiles of the reserve hold all six other sixes; seat 1 draws the 0-2 and the
      0-4, and then nobody can play or draw.
      Given the "draw" rules for 2 players with players = [2], draw.reserve = 12
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 0-2 0-4 1-4 2-3 2-4 3-4 4-4 5-5 0-6 1-6 2-6 3-6 4-6 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then the hand is not over
      When seat 1 draws
      Then the hand is blocked and won by seat 0
      And the boneyard holds 12 tiles
      And the pips left are 20 and 44
