@clause:move.refusal.reserve-reached @clause:move.refusal.unchanged
Feature: reserve_reached: a draw into the reserve

  A draw the draw mode would otherwise allow, made with the boneyard holding draw.reserve
  tiles or fewer, is refused as "reserve_reached", and nothing changes.

  Twelve tiles each leave four in the boneyard, none of them a six. Seat 0 leads the 6-6;
  seat 1 has no six.

  Rule: The reserve is not drawn, whatever the draw mode

    @id:move-reserve-reached-001
    Scenario Outline: Under draw.mode = <mode> with a reserve of four, seat 1's draw is refused
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.mode = <mode>, draw.reserve = 4
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 tries to draw
      Then the move is refused as "reserve_reached"
      And nothing has changed
      And the legal moves are "pass"

      Examples:
        | mode           |
        | until_playable |
        | one_then_pass  |

    @id:move-reserve-reached-002
    Scenario: Without must-play, a voluntary draw into the reserve is refused
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, turn.must_play = false, draw.reserve = 4
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 4-6 5-6 0-0 0-1 0-2 0-3 0-4 |
        | 1        | 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 3-4 |
        | boneyard | 3-5 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 tries to draw
      Then the move is refused as "reserve_reached"
      And nothing has changed
