Feature: A tile weighs the sum of its halves, and a hand the sum of its tiles

  A tile's pips are its two halves added, a blank counting 0 and a double counting both
  halves. A hand's pips are its tiles' pips added; an empty hand weighs nothing.
  In each blocked hand below the lead is the highest double and every other tile of its
  number lies unused in the boneyard, so nobody can follow and the hand blocks at once;
  the pips left in each hand are then counted.

  @clause:equipment.tile.pips @clause:equipment.hand.pips
  Rule: A tile's pips are the sum of its halves, a blank counting nothing

    @id:equipment-pips-001
    Scenario: Blanks count nothing and every other half counts its number
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 0-0 0-1 0-2 0-3 0-4 0-5 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 2-2 2-3 |
      When seat 0 leads 6-6
      Then the hand is blocked and won by seat 0
      And the pips left are 15 and 29

    @id:equipment-pips-002
    Scenario: Mixed tiles are weighed half by half
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 0-0 1-1 2-2 0-1 0-2 1-2 |
        | 1    | 3-4 3-5 4-5 2-5 2-4 3-3 4-4 |
      When seat 0 leads 6-6
      Then the hand is blocked and won by seat 0
      And the pips left are 12 and 51

  @clause:equipment.tile.double-full @clause:equipment.hand.pips
  Rule: A double counts both its halves

    @id:equipment-pips-003
    Scenario: A hand of doubles weighs both halves of every double
      Counted as one half each, seat 0's doubles would weigh 15 and win the block; counted
      in full they weigh 30, and seat 1's 22 wins.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-5 4-4 3-3 2-2 1-1 0-0 |
        | 1    | 0-1 0-2 0-3 0-4 0-5 1-2 1-3 |
      When seat 0 leads 6-6
      Then the hand is blocked and won by seat 1
      And the pips left are 30 and 22

    @id:equipment-pips-004
    Scenario Outline: In a double-<n> set the heavy doubles count in full
      Tiles weigh up to 18 pips in a double-nine set and 24 in a double-twelve set (E-29).
      Given the "block" rules for 2 players with set.max_pip = <n>, deal.hand_size = 7
      And the deal:
        | seat | tiles    |
        | 0    | <hand 0> |
        | 1    | <hand 1> |
      When seat 0 leads <lead>
      Then the hand is blocked and won by seat 0
      And the pips left are <pips>

      Examples:
        | n  | lead  | hand 0                              | hand 1                         | pips     |
        | 9  | 9-9   | 9-9 8-8 0-0 1-2 3-4 5-6 7-8         | 7-7 6-8 0-1 0-2 2-3 4-5 6-7    | 52 and 58 |
        | 12 | 12-12 | 12-12 11-11 10-11 0-0 0-1 0-2 0-3   | 10-10 9-11 1-1 1-2 1-3 2-2 2-3 | 49 and 58 |

  @clause:equipment.hand.pips
  Rule: An empty hand weighs nothing

    @id:equipment-pips-005
    Scenario: The player who goes out holds no pips
      Given the "block" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 plays 5-6 on the right
      Then seat 0 goes out and wins the hand
      And the pips left are 0 and 1
