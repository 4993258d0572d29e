@clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
Feature: not_your_turn: only the player to act moves

  A move by any seat other than the one to act is refused as "not_your_turn", and nothing
  changes. Each move below would be legal on the mover's own turn.

  Rule: Only the leader may lead

    @id:move-not-your-turn-001
    Scenario: Seat 1 may not lead while seat 0 is the leader
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 1 tries to lead 4-6
      Then the move is refused as "not_your_turn"
      And nothing has changed
      And seat 0 is to lead

  Rule: After the lead, only the player to act may move

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6

    @id:move-not-your-turn-002
    Scenario: Seat 2 may not play before seat 1
      When seat 2 tries to play 5-6 on the right
      Then the move is refused as "not_your_turn"
      And nothing has changed
      And seat 1 is to play

    @id:move-not-your-turn-003
    Scenario: Seat 0 may not pass for seat 1
      When seat 0 tries to pass
      Then the move is refused as "not_your_turn"
      And nothing has changed

  Rule: In a draw game only the player to act may draw

    @id:move-not-your-turn-004
    Scenario: Seat 0 may not draw while seat 1 is to act
      Given the "draw" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 0 tries to draw
      Then the move is refused as "not_your_turn"
      And nothing has changed
      And the boneyard holds 14 tiles
