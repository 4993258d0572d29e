@clause:turn.order
Feature: The leader moves first, then play goes round

  The leader makes the first move of the hand. After a play or a pass the turn goes to the
  next seat in the direction of play (clockwise under the "block" rules: seat 0, 1, 2, 0).

  Background:
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 6-6 0-1 0-2 1-1 1-2 |
      | 1    | 4-6 3-4 2-3 0-0 5-5 |
      | 2    | 5-6 4-5 2-4 3-3 2-2 |

  Rule: The leader moves first

    @id:turn-order-001
    Scenario: The holder of the highest double is the first to act
      Then seat 0 is to lead

  Rule: After a play the next seat is to play

    @id:turn-order-002
    Scenario: Each play hands the turn to the next seat, and after seat 2 comes seat 0
      When seat 0 leads 6-6
      Then seat 1 is to play
      When seat 1 plays 4-6 on the left
      Then seat 2 is to play
      When seat 2 plays 4-5 on the left
      Then seat 0 is to play

  @clause:turn.pass
  Rule: After a pass the next seat is to play

    @id:turn-order-003
    Scenario: Seat 0 cannot follow and passes; seat 1 plays next
      When the moves "6-6, 4-6 on the left, 4-5 on the left" are played from seat 0
      Then the legal moves are "pass"
      When seat 0 passes
      Then seat 1 is to play
