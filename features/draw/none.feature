@clause:draw.none
Feature: No drawing in the block game

  Under draw.mode = none nobody draws: the boneyard stays untouched for the whole hand, and
  a player who cannot play passes. A draw is refused as "cannot_draw".

  Rule: A player who cannot play passes, and may not draw

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0

    @id:draw-none-001
    Scenario: A player who cannot play is offered a pass and no draw
      Then seat 0 is to play
      And the legal moves are "pass"
      And seat 0 may not draw

    @clause:move.refusal.cannot-draw @clause:move.refusal.unchanged
    @id:draw-none-002
    Scenario: A draw in the block game is refused
      When seat 0 tries to draw
      Then the move is refused as "cannot_draw"
      And nothing has changed
      And the boneyard holds 13 tiles

  Rule: The boneyard is never touched

    @id:draw-none-003
    Scenario Outline: Under the "<profile>" rules the hand blocks with the boneyard untouched
      Seat 1 has no six, and every other six lies in the boneyard (E-15).
      Given the "<profile>" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      Then the hand is blocked and won by seat 0
      And the boneyard holds 14 tiles

      Examples:
        | profile       |
        | block         |
        | block-classic |
        | block-seven   |

  @clause:draw.until-playable
  Rule: The same position blocks without drawing, and not with it

    @id:draw-none-004
    Scenario Outline: After the 6-6 lead, under draw.mode = <mode>, seat 1 with no six <outcome>
      Given the "block" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      Then the hand is <over>

      Examples:
        | mode           | outcome                  | over     |
        | none           | is blocked               | over     |
        | until_playable | draws instead            | not over |
        | one_then_pass  | draws instead            | not over |
