@clause:turn.must-play
Feature: A player able to play must play

  Under turn.must_play = true a player holding a tile that matches an open end must play:
  they may not pass, and may not draw (E-13). Either is refused as "must_play", and
  nothing changes.

  @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Rule: Passing or drawing while holding a tile that fits is refused

    Background:
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |

    @id:turn-must-play-001
    Scenario: Passing while holding a tile that fits is refused
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is refused as "must_play"
      And nothing has changed
      And seat 1 is to play

    @id:turn-must-play-002
    Scenario: The only legal move is the tile that fits
      When seat 0 leads 6-6
      Then the legal moves are "4-6 on the left"

  Rule: Every tile that fits may be played, and nothing else

    @id:turn-must-play-003
    Scenario: Holding three tiles that fit, a player chooses among them but may not pass
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then the legal moves are "4-5 on the left, 2-4 on the left, 5-6 on the right"
      And seat 2 may not pass

  @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Rule: In a draw game a player who can play may not draw

    @id:turn-must-play-004
    Scenario: Drawing while holding a tile that fits is refused
      Given the "draw" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 1 tries to draw
      Then the move is refused as "must_play"
      And nothing has changed
      And the boneyard holds 14 tiles

    @id:turn-must-play-005
    Scenario: In a draw game a player who can play is offered neither a draw nor a pass
      Given the "draw" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then the legal moves are "4-6 on the left"

  @clause:turn.may-hold
  Rule: Whether an able player may pass depends on turn.must_play

    @id:turn-must-play-006
    Scenario Outline: With turn.must_play = <must play>, a player holding a tile that fits <may> pass
      Given the "block" rules for 2 players with turn.must_play = <must play>
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then seat 1 <may> pass

      Examples:
        | must play | may     |
        | true      | may not |
        | false     | may     |

    @id:turn-must-play-007
    Scenario Outline: With turn.must_play = <must play>, a player holding a tile that fits <may> draw
      Given the "draw" rules for 2 players with turn.must_play = <must play>
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      Then seat 1 <may> draw

      Examples:
        | must play | may     |
        | true      | may not |
        | false     | may     |
