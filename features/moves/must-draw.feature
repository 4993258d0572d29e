@clause:move.refusal.must-draw
Feature: must_draw: a pass by a player who must draw

  In a draw game under turn.must_play = true, a player who cannot play but may still draw
  is refused a pass as "must_draw". Under turn.must_play = false they may pass instead.

  @clause:move.refusal.unchanged
  Rule: A stuck player draws before passing

    @id:move-must-draw-001
    Scenario Outline: Under draw.mode = <mode> a stuck player's pass is refused
      Given the "draw" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is refused as "must_draw"
      And nothing has changed
      And seat 1 may draw

      Examples:
        | mode           |
        | until_playable |
        | one_then_pass  |

    @id:move-must-draw-002
    Scenario: With three players a stuck player's pass is refused too
      Given the "draw" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-0 0-1 0-2 1-1 |
        | 1    | 1-2 2-2 0-3 1-3 2-3 |
        | 2    | 3-3 0-5 1-5 2-5 3-5 |
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is refused as "must_draw"
      And nothing has changed

  @clause:turn.may-hold
  Rule: Without must-play a stuck player may pass

    @id:move-must-draw-003
    Scenario: Under turn.must_play = false a stuck player's pass is accepted
      Given the "draw" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is accepted
      And seat 0 is to play
      And the boneyard holds 14 tiles
