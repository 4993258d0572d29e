@clause:move.refusal.order
Feature: When several reasons apply, the first that applies is given

  A move that breaks several rules at once is refused with the first reason that applies,
  in this order: for every move malformed_move, hand_over, not_your_turn; then for a play
  tile_not_in_hand, no_such_end, lead_tile_forced or does_not_match, then wrong_claim; for a
  pass cannot_pass, must_play, must_draw; for a draw cannot_draw, reserve_reached,
  must_play. This is a SHOULD: every other scenario of the suite breaks one rule at a time.

  Rule: For any move, an unreadable move and the wrong seat come first

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6

    @id:move-order-001
    Scenario: An unreadable move from the wrong seat is malformed_move
      When seat 2 tries the move {"type": "knock"}
      Then the move is refused as "malformed_move"

    @id:move-order-002
    Scenario: Another seat's tile played out of turn is not_your_turn
      When seat 2 tries to play 4-6 on the left
      Then the move is refused as "not_your_turn"

  Rule: For a play, the hand comes first, then the end, then the match

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |

    @id:move-order-003
    Scenario: Leading a tile another seat holds is tile_not_in_hand, not lead_tile_forced
      When seat 0 tries to lead 4-6
      Then the move is refused as "tile_not_in_hand"

    @id:move-order-004
    Scenario: Leading the wrong tile on a named end is no_such_end, not lead_tile_forced
      When seat 0 tries to lead 1-1 on the left
      Then the move is refused as "no_such_end"

    @id:move-order-005
    Scenario: A tile not held and not matching is tile_not_in_hand, not does_not_match
      When seat 0 leads 6-6
      And seat 1 tries to play 2-2 on the left
      Then the move is refused as "tile_not_in_hand"

    @id:move-order-006
    Scenario: A tile that matches nothing, on an end that is not open, is no_such_end
      When seat 0 leads 6-6
      And seat 1 tries to play 0-0 on the up
      Then the move is refused as "no_such_end"

  Rule: For a pass and a draw, the kind of turn comes first

    @id:move-order-007
    Scenario: The leader's pass is cannot_pass, not must_play
      Given the "draw" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to pass
      Then the move is refused as "cannot_pass"

    @id:move-order-008
    Scenario: A draw in the block game by a player who can play is cannot_draw, not must_play
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 1 tries to draw
      Then the move is refused as "cannot_draw"

    @id:move-order-009
    Scenario: A draw into the reserve by a player who can play is reserve_reached, not must_play
      Given the "draw" rules for 2 players with players = [2], deal.hand_size = 12, draw.reserve = 4
      And the deal:
        | seat     | tiles                                           |
        | 0        | 6-6 0-6 1-6 2-6 3-6 5-6 0-0 0-1 0-2 0-3 0-4 3-5 |
        | 1        | 4-6 0-5 1-1 1-2 1-3 1-4 1-5 2-2 2-3 2-4 2-5 3-3 |
        | boneyard | 3-4 4-4 4-5 5-5                                 |
      When seat 0 leads 6-6
      And seat 1 tries to draw
      Then the move is refused as "reserve_reached"

  Rule: A wrong claim comes after every other fault of a play

    @id:move-order-010
    Scenario: A claim with a tile that does not match is does_not_match, not wrong_claim
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 leads 5-5 claiming 10
      And seat 1 tries to play 1-1 on the left claiming 5
      Then the move is refused as "does_not_match"
