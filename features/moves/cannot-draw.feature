@clause:move.refusal.cannot-draw @clause:move.refusal.unchanged
Feature: cannot_draw: a draw the draw rule does not allow

  A draw under draw.mode = none, a draw by the leader before the lead, and a second draw in
  one turn under draw.mode = one_then_pass are refused as "cannot_draw". Nothing changes.

  Rule: The leader may not draw before leading

    @id:move-cannot-draw-001
    Scenario Outline: Under the "<profile>" rules the leader's draw is refused
      Given the "<profile>" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to draw
      Then the move is refused as "cannot_draw"
      And nothing has changed
      And the boneyard holds 14 tiles

      Examples:
        | profile   |
        | draw      |
        | all-fives |

    @id:move-cannot-draw-002
    Scenario: Before the lead, even without must-play, the leader may not draw
      Given the "draw" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to draw
      Then the move is refused as "cannot_draw"
      And nothing has changed

  @clause:draw.none
  Rule: Without drawing, no draw at all

    @id:move-cannot-draw-003
    Scenario: In partnership play a stuck player may not draw
      Every tile is dealt in partnership play. Seat 3, next after the leader, holds no six.
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-6 2-5 3-5 1-6 0-1 |
        | 2    | 0-2 0-4 2-6 1-4 3-6 5-6 2-4 |
        | 3    | 2-3 3-4 0-5 4-4 4-5 5-5 1-5 |
      When seat 0 leads 6-6
      And seat 3 tries to draw
      Then the move is refused as "cannot_draw"
      And nothing has changed
      And the legal moves are "pass"
