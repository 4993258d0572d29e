@clause:move.refusal.unchanged
Feature: A refused move changes nothing

  An illegal move is refused with one reason and leaves the state exactly as it was: the
  same player to act, the same hands, line, boneyard and scores. Play then goes on as if
  the move had never been tried.

  Background:
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
      | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
      | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
    When seat 0 leads 6-6

  Rule: Play goes on as if the refused move had not been tried

    @id:move-unchanged-001
    Scenario: After a refused pass, the draws come in the same order
      When seat 1 tries to pass
      Then the move is refused as "must_draw"
      When seat 1 draws
      Then seat 1 holds "0-1 0-5 1-1 1-5 2-4 2-5 3-5 4-5"
      And the boneyard holds 13 tiles

    @id:move-unchanged-002
    Scenario: After a refused play of a tile not held, the hands and the line are as before
      When seat 1 tries to play 4-6 on the left
      Then the move is refused as "tile_not_in_hand"
      And nothing has changed
      And seat 1 holds 7 tiles
      And the open ends show 6 and 6
      And the legal moves are "draw"

    @id:move-unchanged-003
    Scenario: After a refused draw, the drawn tile is still to be played
      When seat 1 draws
      And seat 1 draws
      And seat 1 draws
      And seat 1 tries to draw
      Then the move is refused as "must_play"
      When seat 1 plays 4-6 on the left
      Then seat 0 is to play
      And the boneyard holds 11 tiles
