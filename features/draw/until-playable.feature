@clause:draw.until-playable
Feature: Draw one tile at a time until one fits

  Under draw.mode = until_playable (the "draw" rules) a player who cannot play draws, one
  tile per draw move, and goes on drawing in the same turn until they hold a tile that
  matches an open end. Under turn.must_play = true they must draw rather than pass, and once
  they hold a matching tile they must play it.

  In the deal below seat 1 holds no six. The boneyard gives it the 2-4, then the 5-5, then
  the 4-6.

  Background:
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
      | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
      | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
    When seat 0 leads 6-6

  Rule: A player who cannot play must draw

    @id:draw-until-playable-001
    Scenario: The only move of a player who cannot play is to draw
      Then seat 1 is to play
      And the legal moves are "draw"

    @clause:move.refusal.must-draw @clause:move.refusal.unchanged
    @id:draw-until-playable-002
    Scenario: A pass while the boneyard can be drawn is refused
      When seat 1 tries to pass
      Then the move is refused as "must_draw"
      And nothing has changed

  @clause:turn.one-tile @clause:draw.order
  Rule: Each draw takes one tile, and the drawer goes on

    @id:draw-until-playable-003
    Scenario: A draw takes one tile into the drawer's hand
      When seat 1 draws
      Then seat 1 holds 8 tiles
      And the boneyard holds 13 tiles
      And seat 1 holds "0-1 0-5 1-1 1-5 2-4 2-5 3-5 4-5"

    @id:draw-until-playable-004
    Scenario: After drawing a tile that does not fit, the drawer draws again
      When seat 1 draws
      Then seat 1 is to play
      And the legal moves are "draw"
      When seat 1 draws
      Then seat 1 is to play
      And the legal moves are "draw"

  @clause:turn.must-play
  Rule: Once a drawn tile fits, it must be played

    @id:draw-until-playable-005
    Scenario: The drawn 4-6 is the only legal move
      When seat 1 draws
      And seat 1 draws
      And seat 1 draws
      Then the legal moves are "4-6 on the left"

    @clause:move.refusal.must-play @clause:move.refusal.unchanged
    @id:draw-until-playable-006
    Scenario: A further draw once a tile fits is refused
      When seat 1 draws
      And seat 1 draws
      And seat 1 draws
      And seat 1 tries to draw
      Then the move is refused as "must_play"
      And nothing has changed
      And the boneyard holds 11 tiles

    @clause:move.refusal.must-play @clause:move.refusal.unchanged
    @id:draw-until-playable-007
    Scenario: A pass once a tile fits is refused
      When seat 1 draws
      And seat 1 draws
      And seat 1 draws
      And seat 1 tries to pass
      Then the move is refused as "must_play"
      And nothing has changed

    @id:draw-until-playable-008
    Scenario: Playing the drawn tile ends the turn
      When seat 1 draws
      And seat 1 draws
      And seat 1 draws
      And seat 1 plays 4-6 on the left
      Then seat 0 is to play
      And seat 1 holds 9 tiles
      And the open ends show 4 and 6
