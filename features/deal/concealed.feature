@clause:deal.concealed
Feature: A hand is seen only by its holder
  A seat's view (observe for one seat) shows that seat's hand and the line, and of every
  other hand and of the boneyard only the number of tiles. An engine that offers no views
  says so in its capabilities, and these scenarios do not apply to it.

  Rule: In the block game each seat sees its own hand and the line

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |

    @id:deal-concealed-001
    Scenario Outline: Before the lead, seat <seat> sees its own five tiles and nothing else
      Then seat <seat>'s view shows its own hand and no hidden tile
      And seat <seat>'s view shows hand sizes 5, 5 and 5 and a boneyard of 13 tiles

      Examples:
        | seat |
        | 0    |
        | 1    |
        | 2    |

    @id:deal-concealed-002
    Scenario: After three plays each view shows the line but still no other hand
      When the moves "6-6, 0-6 on the right, 3-6 on the left" are played from seat 2
      Then seat 0's view shows its own hand and no hidden tile
      And seat 1's view shows its own hand and no hidden tile
      And seat 2's view shows hand sizes 4, 4 and 4 and a boneyard of 13 tiles

  Rule: In the draw game a drawn tile is seen by its drawer only

    @id:deal-concealed-003
    Scenario: Seat 1 draws two tiles: they join its view, and seat 0 sees only that it holds nine
      Seat 1 cannot match the 6-6 and draws 0-3, then 1-2.
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 0-1 0-2 1-1 1-3 1-4 1-5                             |
        | 1        | 0-0 0-4 0-5 2-2 2-3 2-4 2-5                             |
        | boneyard | 0-3 1-2 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 1-6 0-6 |
      When seat 0 leads 6-6
      And seat 1 draws
      And seat 1 draws
      Then seat 1's view shows its own hand and no hidden tile
      And seat 0's view shows its own hand and no hidden tile
      And seat 0's view shows hand sizes 6 and 9 and a boneyard of 12 tiles
