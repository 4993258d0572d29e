@clause:move.kinds
Feature: Every move is a play, a draw, a pass or a muggins call

  A move is one of four kinds, made one at a time: a play (a tile on an end), a draw (one
  tile from the boneyard), a pass (an explicit knock, never inferred), and a muggins call
  (taking points the previous player left unclaimed). Anything else is refused as
  "malformed_move".

  Rule: Plays, draws and passes are each a move of their own

    @id:move-kinds-001
    Scenario: A stuck player in the block game is offered exactly one move, the pass
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0
      Then the legal moves are "pass"

    @id:move-kinds-002
    Scenario: Each draw is one move that takes one tile
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      Then seat 1 holds 9 tiles
      And the boneyard holds 12 tiles
      And seat 1 is to play

    @id:move-kinds-003
    Scenario: Points left unclaimed make a muggins call one of the next player's moves
      Seat 0 leads the 5-5, a count of 10, without claiming it.
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 leads 5-5
      Then 10 points are waiting for muggins
      And seat 1 may call muggins
      And seat 1 may play 5-6 on the left

  @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Rule: There is no fifth kind of move

    @id:move-kinds-004
    Scenario: A knock sent as a move kind of its own is refused
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0
      And seat 0 tries the move {"type": "knock"}
      Then the move is refused as "malformed_move"
      And nothing has changed
