@clause:draw.until-playable.pass-at-reserve
Feature: Only with the boneyard down to the reserve does a stuck player pass

  Under draw.mode = until_playable a player who cannot play passes only once the boneyard
  holds no more than draw.reserve tiles (E-16).

  Twelve tiles each leave four in the boneyard, none of them a six. Seat 0 leads the 6-6;
  seat 1 has no six and draws.

  Rule: With the boneyard empty, a stuck player passes

    @id:draw-pass-at-reserve-001
    Scenario: Having drawn the whole boneyard without a fit, seat 1 passes
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
      And seat 1 draws
      Then the boneyard holds 0 tiles
      And the legal moves are "pass"
      When seat 1 passes
      Then seat 0 is to play

  @clause:draw.reserve.never-drawn
  Rule: With the boneyard down to a reserve of two, a stuck player passes

    @id:draw-pass-at-reserve-002
    Scenario: With two tiles left and a reserve of two, seat 1 passes
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.reserve = 2
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      Then the boneyard holds 2 tiles
      And the legal moves are "pass"

    @id:draw-pass-at-reserve-003
    Scenario: With three tiles left and a reserve of two, seat 1 must still draw
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.reserve = 2
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 draws
      Then the boneyard holds 3 tiles
      And the legal moves are "draw"
