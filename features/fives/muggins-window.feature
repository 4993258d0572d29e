@clause:score.fives.muggins.whole-turn
Feature: An unclaimed score may be taken after the next player's draws under fives.muggins_window
  Under fives.muggins_window = first_move a muggins call is the next player's first move, and any
  other move lapses the points; under whole_turn the next player may still call it after drawing,
  until they play or pass. Each seating's play leaves its count unclaimed, and the next player,
  who cannot play, draws.

  @clause:score.fives.muggins.lapse
  Rule: all-fives, 2 players: seat 0 draws after a play that leaves 10 unclaimed

    @id:score-muggins-window-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under fives.muggins_window = <window> the score is <left>
      Given the "all-fives" rules for 2 players with fives.muggins_window = <window>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5 claiming 10, 0-5 on the left claiming 10, 4-5 on the right, 0-3 on the left, 3-6 on the left, 1-4 on the right, draw, draw, 0-6 on the left, 0-0 on the left, 0-4 on the left claiming 5, 1-1 on the right, 4-4 on the left, draw" are played from seat 1
      Then <points> points are waiting for muggins
      And seat 0 <modal> call muggins

      Examples:
        | window     | left       | points | modal   |
        | first_move | lapsed     | 0      | may not |
        | whole_turn | still open | 10     | may     |

  @clause:score.fives.muggins.lapse
  Rule: all-fives, 3 players: seat 2 draws after a play that leaves 5 unclaimed

    @id:score-muggins-window-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under fives.muggins_window = <window> the score is <left>
      Given the "all-fives" rules for 3 players with fives.muggins_window = <window>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right claiming 10, 0-0 on the right claiming 10, 0-2 on the right, 2-6 on the right, 3-6 on the right, 4-5 on the left, 1-4 on the left, 1-1 on the left, draw" are played from seat 2
      Then <points> points are waiting for muggins
      And seat 2 <modal> call muggins

      Examples:
        | window     | left       | points | modal   |
        | first_move | lapsed     | 0      | may not |
        | whole_turn | still open | 5      | may     |

  @clause:score.fives.muggins.lapse
  Rule: all-fives, 4 players: seat 3 draws after a play that leaves 10 unclaimed

    @id:score-muggins-window-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under fives.muggins_window = <window> the score is <left>
      Given the "all-fives" rules for 4 players with fives.muggins_window = <window>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-5 1-4 2-3 2-6             |
        | 1        | 0-0 1-1 3-3 3-4 3-6             |
        | 2        | 0-2 0-4 4-4 4-5 5-5             |
        | 3        | 0-6 1-3 1-5 3-5 5-6             |
        | boneyard | 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 1-5 on the right, 1-4 on the right, 3-4 on the right, 4-5 on the left, 1-3 on the right, 0-5 on the down claiming 5, 1-1 on the right, 0-4 on the left, 5-6 on the up, 0-3 on the down, 0-0 on the left, 0-2 on the left, 3-5 on the down, 2-3 on the left, 3-6 on the up, draw, draw, 2-5 on the down, draw" are played from seat 2
      Then <points> points are waiting for muggins
      And seat 3 <modal> call muggins

      Examples:
        | window     | left       | points | modal   |
        | first_move | lapsed     | 0      | may not |
        | whole_turn | still open | 10     | may     |
