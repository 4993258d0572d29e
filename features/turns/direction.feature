Feature: Play goes to the left or to the right

  Seats are numbered clockwise. Under turn.direction = cw play goes to the left: seat s is
  followed by seat s + 1. Under ccw it goes to the right: seat s is followed by seat s - 1
  (E-23).

  @clause:turn.direction.cw
  Rule: Clockwise, seat s is followed by seat s + 1

    @id:turn-direction-001
    Scenario: Clockwise with three players, the lead passes from seat 0 to seat 1, then seat 2
      Given the "block" rules for 3 players with turn.direction = cw
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6
      Then seat 1 is to play
      When seat 1 plays 4-6 on the left
      Then seat 2 is to play

    @id:turn-direction-002
    Scenario: Clockwise with four players, seat 3 is followed by seat 0
      Given the "block" rules for 4 players with turn.direction = cw
      And the deal:
        | seat | tiles               |
        | 0    | 5-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 6-6 0-4 0-6 1-4 1-6 |
      When seat 3 leads 6-6
      Then seat 0 is to play

  @clause:turn.direction.ccw
  Rule: Counter-clockwise, seat s is followed by seat s - 1

    @id:turn-direction-003
    Scenario: Counter-clockwise with three players, the lead passes from seat 0 to seat 2, then seat 1
      Given the "block" rules for 3 players with turn.direction = ccw
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-1 0-2 1-1 1-2 |
        | 1    | 4-6 3-4 2-3 0-0 5-5 |
        | 2    | 5-6 4-5 2-4 3-3 2-2 |
      When seat 0 leads 6-6
      Then seat 2 is to play
      When seat 2 plays 5-6 on the left
      Then seat 1 is to play

    @id:turn-direction-004
    Scenario: Counter-clockwise with four players, seat 0 is followed by seat 3
      Given the "block" rules for 4 players with turn.direction = ccw
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | 3    | 5-6 0-4 0-6 1-4 1-6 |
      When seat 0 leads 6-6
      Then seat 3 is to play
      When seat 3 plays 5-6 on the left
      Then seat 2 is to play

    @id:turn-direction-005
    Scenario: In partnership play the turn goes to the right
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 2-3 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 5-5 5-6 |
      When seat 0 leads 6-6
      Then seat 3 is to play

  @clause:turn.direction.cw @clause:turn.direction.ccw
  Rule: The direction decides who plays after the leader

    @id:turn-direction-006
    Scenario Outline: With four players playing <direction>, seat 2 leads and seat <next> plays next
      Given the "block" rules for 4 players with turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 5-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 6-6 3-3 1-5 0-1 4-4 |
        | 3    | 2-2 0-4 0-6 1-4 1-6 |
      When seat 2 leads 6-6
      Then seat <next> is to play

      Examples:
        | direction | next |
        | cw        | 3    |
        | ccw       | 1    |
