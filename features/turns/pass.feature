@clause:turn.pass
Feature: A player who cannot play and cannot draw passes

  A player with no tile matching an open end, who may not draw, passes. A pass is an
  explicit move (a knock): it ends the turn and changes nothing else.

  Background:
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 6-6 0-1 0-2 1-1 1-2 |
      | 1    | 4-6 3-4 2-3 0-0 5-5 |
      | 2    | 5-6 4-5 2-4 3-3 2-2 |
    When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0

  Rule: A player who cannot play passes

    @id:turn-pass-001
    Scenario: With no 5 and no 6, seat 0's only move is to pass
      Then seat 0 is to play
      And the legal moves are "pass"

    @id:turn-pass-002
    Scenario: A pass hands the turn on and changes nothing else
      When seat 0 passes
      Then seat 1 is to play
      And seat 0 holds "0-1 0-2 1-1 1-2"
      And the open ends show 5 and 6
      And the boneyard holds 13 tiles

  @clause:move.kinds
  Rule: A pass is never inferred

    @id:turn-pass-003
    Scenario: A player who cannot play is not skipped: the turn waits for the pass
      Then seat 0 is to play
      And the hand is not over
