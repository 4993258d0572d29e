Feature: Which plays a hand offers

  A tile can be played on an open end only through a suit it belongs to: a double belongs
  to its number's suit alone, any other tile to the suits of both its numbers. So a tile
  carrying both open ends' numbers gives two different plays (E-02), while two ends showing
  the same number give one.

  @clause:equipment.set.suits
  Rule: Every tile of a number's suit may follow that number

    @id:move-legal-001
    Scenario: After the 6-6, all six other tiles of the suit of 6 may follow it
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 0-0 1-1 2-2 3-3 4-4 5-5 |
        | 1    | 0-6 1-6 2-6 3-6 4-6 5-6 0-1 |
      When seat 0 leads 6-6
      Then the legal moves are "0-6 on the left, 1-6 on the left, 2-6 on the left, 3-6 on the left, 4-6 on the left, 5-6 on the left"

    @id:move-legal-002
    Scenario: In a double-nine set the suit of 9 runs from the 0-9 to the 9-9
      Given the "block-nine" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 9-9 0-0 1-1 2-2 3-3 4-4 5-5 |
        | 1    | 0-9 1-9 2-9 3-9 4-9 5-9 6-9 |
      When seat 0 leads 9-9
      Then the legal moves are "0-9 on the left, 1-9 on the left, 2-9 on the left, 3-9 on the left, 4-9 on the left, 5-9 on the left, 6-9 on the left"

    @id:move-legal-003
    Scenario: In a double-twelve set the 11-12 and the 0-12 both follow the 12-12
      Given the "block" rules for 2 players with set.max_pip = 12, deal.hand_size = 7
      And the deal:
        | seat | tiles                             |
        | 0    | 12-12 11-11 10-11 0-0 1-2 3-4 5-6 |
        | 1    | 11-12 0-12 9-10 0-1 2-3 4-5 6-7   |
      When seat 0 leads 12-12
      Then the legal moves are "11-12 on the left, 0-12 on the left"

  @clause:equipment.set.suits @clause:line.play.either-end
  Rule: A tile carrying both open numbers gives two plays

    Background:
      Seat 0 may lead any tile. It leads the 1-3, and seat 1 turns the 1 end into a 5.
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 3-5 0-0 0-2 2-2 0-4 |
        | 1    | 1-5 1-1 0-1 1-2 1-4 1-6 2-4 |
      When seat 0 leads 1-3
      And seat 1 plays 1-5 on the left

    @id:move-legal-004
    Scenario: With ends 5 and 3, the 3-5 may go on either end
      Then the open ends show 5 and 3
      And the legal moves are "3-5 on the left, 3-5 on the right"

    @id:move-legal-005
    Scenario Outline: The 3-5 played on the <end> end leaves both ends showing <shown>
      When seat 0 plays 3-5 on the <end>
      Then the open ends show <shown> and <shown>

      Examples:
        | end   | shown |
        | left  | 3     |
        | right | 5     |

  @clause:line.play.either-end
  Rule: Two ends showing the same number give one play

    @id:move-legal-006
    Scenario: After the 4-4 lead the 2-4 is one play, whichever end it names
      Given the "block" rules for 2 players with lead.first_hand = heaviest_tile, lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 4-4 5-6 0-0 1-1 0-1 1-2 0-2 |
        | 1    | 2-4 0-3 1-3 2-2 0-5 1-5 2-3 |
      When seat 0 leads 4-4
      Then the legal moves are "2-4 on the right"
      And seat 1 may play 2-4 on the left
