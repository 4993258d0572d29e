@clause:draw.one-then-pass
Feature: Draw one tile, then play or pass

  Under draw.mode = one_then_pass a player who cannot play draws one tile (under
  turn.must_play = true they must, and may not pass first). If that tile fits they play as
  on any turn; if not, they pass. A second draw in the same turn is refused as
  "cannot_draw". The limit is per turn: on their next turn they may draw again.

  Rule: A stuck player draws one tile, then passes if it does not fit

    Background:
      Seat 1 holds no six; the boneyard gives it the 2-4 first.
      Given the "draw" rules for 2 players with draw.mode = one_then_pass
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
      When seat 0 leads 6-6

    @id:draw-one-then-pass-001
    Scenario: A player who cannot play must first draw
      Then the legal moves are "draw"

    @clause:move.refusal.must-draw @clause:move.refusal.unchanged
    @id:draw-one-then-pass-002
    Scenario: A pass before the one draw is refused
      When seat 1 tries to pass
      Then the move is refused as "must_draw"
      And nothing has changed

    @id:draw-one-then-pass-003
    Scenario: After one draw that does not fit, the only move is to pass
      When seat 1 draws
      Then seat 1 is to play
      And the legal moves are "pass"

    @clause:move.refusal.cannot-draw @clause:move.refusal.unchanged
    @id:draw-one-then-pass-004
    Scenario: A second draw in the same turn is refused
      When seat 1 draws
      And seat 1 tries to draw
      Then the move is refused as "cannot_draw"
      And nothing has changed
      And the boneyard holds 13 tiles

    @id:draw-one-then-pass-005
    Scenario: On the next turn the player may draw once again
      Seat 1 draws the 2-4 and passes; seat 0 draws the 5-5 and passes; seat 1 draws the
      4-6, which fits.
      When seat 1 draws
      And seat 1 passes
      And seat 0 draws
      And seat 0 passes
      Then seat 1 is to play
      And the legal moves are "draw"
      When seat 1 draws
      Then the legal moves are "4-6 on the left"

  @clause:turn.must-play
  Rule: A drawn tile that fits must be played

    Background:
      The boneyard gives seat 1 the 4-6 first.
      Given the "draw" rules for 2 players with draw.mode = one_then_pass
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 4-6 2-4 5-5 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws

    @id:draw-one-then-pass-006
    Scenario: After drawing the 4-6, it is the only legal move
      Then the legal moves are "4-6 on the left"

    @clause:move.refusal.must-play @clause:move.refusal.unchanged
    @id:draw-one-then-pass-007
    Scenario: After drawing a tile that fits, a pass is refused
      When seat 1 tries to pass
      Then the move is refused as "must_play"
      And nothing has changed

  @clause:draw.reserve.never-drawn
  Rule: With the boneyard at the reserve there is no draw

    @id:draw-one-then-pass-008
    Scenario: With only the reserve left, a stuck player passes without drawing
      Twelve tiles each leave four in the boneyard, and all four are the reserve.
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.mode = one_then_pass, draw.reserve = 4
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      Then the legal moves are "pass"
