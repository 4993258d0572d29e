@clause:line.ends.names
Feature: The two ends of the line are left and right
  After a lead a-b written low half first, the left end shows a and the right end shows b.
  The names stay with their ends for the rest of the hand.

  Rule: The lead's low half is the left end, its high half the right end

    @id:line-ends-001
    Scenario Outline: After the lead <lead> the left end shows <left> and the right end shows <right>
      Seat 0 holds the highest double, so it leads; no tile is forced, so it may lead any.
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 3-5 0-6 0-0 1-4 2-2 1-2 |
        | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |
      When seat 0 leads <lead>
      Then the left end shows <left>
      And the right end shows <right>

      Examples:
        | lead | left | right |
        | 3-5  | 3    | 5     |
        | 5-3  | 3    | 5     |
        | 6-0  | 0    | 6     |
        | 1-4  | 1    | 4     |
        | 0-0  | 0    | 0     |
        | 6-6  | 6    | 6     |

  Rule: An end keeps its name whatever number it shows later

    Background:
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 3-5 0-6 0-0 1-4 2-2 1-2 |
        | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |

    @id:line-ends-002
    Scenario: The left end may come to show the higher number
      When seat 0 leads 3-5
      And seat 1 plays 3-6 on the left
      And seat 0 plays 0-6 on the left
      And seat 1 plays 1-5 on the right
      Then the left end shows 0
      And the right end shows 1
      When seat 0 plays 1-4 on the right
      Then the left end shows 0
      And the right end shows 4

    @id:line-ends-003
    Scenario: A play names the end it goes on, not the number it shows
      When seat 0 leads 3-5
      And seat 1 plays 3-6 on the left
      Then the left end shows 6
      And the right end shows 5
      And seat 0 may play 0-6 on the left
      And seat 0 may not play 0-6 on the right

    @id:line-ends-004 @clause:line.lead.opens @clause:lead.any-tile
    Scenario: A leader whose tile is not forced may lead any tile
      Then seat 0 may lead any tile
