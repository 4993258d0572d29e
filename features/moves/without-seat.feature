@clause:turn.order
Feature: A move sent without a seat is the move of the player to act

  The runner may leave out the seat of a move: the move is then made by the player to act,
  judged exactly as if their seat had been given.

  Background:
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
      | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
    When seat 0 leads 6-6

  Rule: Without a seat, the player to act moves

    @id:move-without-seat-001
    Scenario: A play sent without a seat is seat 1's play
      When the player to act tries the move {"type": "play", "tile": "4-6", "end": "left"}
      Then the move is accepted
      And the left end shows 4
      And seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5"

    @id:move-without-seat-002 @clause:move.refusal.must-play @clause:move.refusal.unchanged
    Scenario: A pass sent without a seat is judged as seat 1's pass
      Seat 1 holds 4-6, which fits: under must-play it may not pass.
      When the player to act tries the move {"type": "pass"}
      Then the move is refused as "must_play"
      And nothing has changed
