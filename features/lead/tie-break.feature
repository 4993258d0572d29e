Feature: How equally heavy tiles are ranked

  When two tiles of equal pips compete for the lead or the lot, lead.tie_break decides:
  higher_half ranks the tile with the higher half first (3-6 over 4-5); seat_order ranks
  the tile of the seat that comes first in turn order, counting from seat 0 in the
  direction of play. Within one hand the higher half decides which tile is led.

  @clause:lead.tie-break.higher-half
  Rule: Under higher_half, the tile with the higher half ranks first

    @id:lead-tie-break-001
    Scenario: The 3-6 outranks the 4-5 for the heaviest-tile lead
      Given the "block-seven" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 4-5 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 3-6 0-4 1-4 2-4 0-5 1-5 1-1 |
      Then seat 1 must lead 3-6

    @id:lead-tie-break-002
    Scenario: Without double priority the 4-6 outranks the equally heavy 5-5
      Given the "block-seven" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 4-6 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 5-5 0-4 1-4 2-4 0-5 1-5 1-1 |
      Then seat 0 must lead 4-6

    @id:lead-tie-break-003
    Scenario: With no double dealt the 2-6 outranks the 3-5
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 3-5 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 2-6 0-4 1-4 2-4 0-5 1-5 3-4 |
      Then seat 1 must lead 2-6

    @id:lead-tie-break-004
    Scenario: The 2-6 outranks the 3-5, which outranks the 4-4, when doubles have no priority
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 4-4 0-0 0-1 0-2 0-3 0-4 0-5 |
        | 1    | 3-5 1-1 1-2 1-3 1-4 1-5 0-6 |
        | 2    | 2-6 2-2 2-3 2-4 2-5 3-3 3-4 |
      Then seat 2 must lead 2-6

  @clause:lead.tie-break.seat-order
  Rule: Under seat_order, the seat first in turn order from seat 0 ranks first

    @id:lead-tie-break-005
    Scenario: Seat 0's 4-5 outranks seat 1's 3-6
      Given the "block-seven" rules for 2 players with lead.tie_break = seat_order
      And the deal:
        | seat | tiles                       |
        | 0    | 4-5 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 3-6 0-4 1-4 2-4 0-5 1-5 1-1 |
      Then seat 0 must lead 4-5

    @id:lead-tie-break-006
    Scenario: Within one hand the higher half picks the tile to lead
      Seat 0 holds both the 3-6 and the 4-5; it leads because of them, and must lead the 3-6.
      Given the "block-seven" rules for 2 players with lead.tie_break = seat_order
      And the deal:
        | seat | tiles                       |
        | 0    | 3-6 4-5 0-1 0-2 0-3 1-2 1-3 |
        | 1    | 0-4 1-4 2-4 0-5 1-5 1-1 2-3 |
      Then seat 0 must lead 3-6

  @clause:lead.tie-break.higher-half @clause:lead.tie-break.seat-order @clause:turn.direction.ccw
  Rule: The tie-break and the direction of play decide together

    @id:lead-tie-break-007
    Scenario Outline: Seat 1's 3-6 against seat 3's 4-5, by <tie break> playing <direction>
      Counter-clockwise, turn order from seat 0 is 0, 3, 2, 1: seat 3 comes before seat 1.
      Given the "block" rules for 4 players with lead.first_hand = heaviest_tile, lead.tie_break = <tie break>, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 0-1 0-2 0-3 0-4 |
        | 1    | 3-6 1-1 1-2 1-3 1-4 |
        | 2    | 2-2 2-3 2-4 0-5 1-5 |
        | 3    | 4-5 3-3 3-4 2-5 0-6 |
      Then seat <seat> must lead <tile>

      Examples:
        | tie break   | direction | seat | tile |
        | higher_half | cw        | 1    | 3-6  |
        | higher_half | ccw       | 1    | 3-6  |
        | seat_order  | cw        | 1    | 3-6  |
        | seat_order  | ccw       | 3    | 4-5  |

    @id:lead-tie-break-008
    Scenario Outline: Equally heavy lot tiles ranked by <tie break> playing <direction>
      Seat 1 draws the 3-6 and seat 2 the 4-5. Clockwise seat 1 comes first from seat 0;
      counter-clockwise seat 2 does.
      Given the "block" rules for 3 players with lead.first_hand = lot, lead.tie_break = <tie break>, turn.direction = <direction>
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 1-3 1-2 0-3 0-0 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 |
        | 2    | 2-2 3-3 1-5 0-1 4-4 |
        | lots | 0-1 3-6 4-5         |
      Then seat <seat> may lead any tile

      Examples:
        | tie break   | direction | seat |
        | higher_half | ccw       | 1    |
        | seat_order  | cw        | 1    |
        | seat_order  | ccw       | 2    |
