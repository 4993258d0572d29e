@clause:turn.may-hold
Feature: Without must-play, a player may pass or draw at will

  Under turn.must_play = false a player may pass at any turn after the lead, able to play or
  not (E-13). In a draw game they may draw instead, even when able to play, while the
  boneyard holds more than draw.reserve tiles, and under draw.one-then-pass only once a turn.

  Rule: A player may pass while holding a tile that fits

    @id:turn-may-hold-001
    Scenario: The legal moves are the tile that fits and a pass
      Given the "block" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then the legal moves are "4-6 on the left, pass"

    @id:turn-may-hold-002
    Scenario: A pass by a player who could play is accepted and hands the turn on
      Given the "block" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is accepted
      And seat 0 is to play
      And seat 1 holds 7 tiles

  Rule: In a draw game a player may draw while holding a tile that fits

    @id:turn-may-hold-003
    Scenario: The legal moves are the tile that fits, a draw and a pass
      Given the "draw" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then the legal moves are "4-6 on the left, draw, pass"

    @id:turn-may-hold-004
    Scenario: A player who cannot play may pass instead of drawing
      Given the "draw" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      Then the legal moves are "draw, pass"

    @id:turn-may-hold-005
    Scenario: A voluntary draw takes the boneyard's first tile and the turn goes on
      Given the "draw" rules for 2 players with turn.must_play = false
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                             |
        | boneyard | 2-4 5-5 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 4-5 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then seat 1 holds 8 tiles
      And seat 1 is to play
      And the legal moves are "4-6 on the left, draw, pass"

  @clause:draw.reserve.never-drawn
  Rule: The reserve still may not be drawn

    @id:turn-may-hold-006
    Scenario: With the boneyard down to the reserve, a player may play or pass but not draw
      Twelve tiles each leave four in the boneyard; the last two are the reserve.
      Given the "draw" rules for 2 players with players = [2], turn.must_play = false, deal.hand_size = 12, draw.reserve = 2
      And the deal:
        | seat     | tiles                                               |
        | 0        | 6-6 0-6 1-6 2-6 3-6 5-6 0-0 0-1 0-2 0-3 0-4 3-5     |
        | 1        | 4-6 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3     |
        | boneyard | 3-4 4-4 4-5 5-5                                     |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      Then the boneyard holds 2 tiles
      And the legal moves are "4-6 on the left, pass"

  @clause:draw.one-then-pass
  Rule: Under draw.one-then-pass a voluntary draw is once a turn

    @id:turn-may-hold-007
    Scenario: After one draw a player may play or pass, not draw again
      Given the "draw" rules for 2 players with turn.must_play = false, draw.mode = one_then_pass
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 4-6 1-1 0-5 2-5 3-5 1-5 0-1                             |
        | boneyard | 2-4 5-5 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 4-5 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then the legal moves are "4-6 on the left, pass"

  @clause:move.refusal.cannot-pass
  Rule: The leader still may not pass the lead

    @id:turn-may-hold-008
    Scenario: Without must-play the leader may not pass before the lead
      Given the "block" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to pass
      Then the move is refused as "cannot_pass"
      And nothing has changed
