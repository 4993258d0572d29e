Feature: Tiles are matched to the open ends
  A tile is played on an open end only if one of its halves shows that end's number; the
  matching half goes against the line and the other half becomes the end.

  Background:
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-4 3-5 0-2 2-2 1-1 0-3 |
      | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |

  @clause:line.play.match
  Rule: A tile is played only on an end it matches

    @id:line-match-001
    Scenario: A tile carrying an end's number may be played there
      When seat 0 leads 6-6
      Then seat 1 may play 4-6 on the left
      And seat 1 may play 3-6 on the right

    @id:line-match-002
    Scenario: A play on an end the tile does not match is refused
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 tries to play 1-4 on the right
      Then the move is refused as "does_not_match"
      And nothing has changed
      And seat 0 is to play

    @id:line-match-003
    Scenario: Only tiles that match an open end are legal
      Ends 4 and 6: of seat 0's tiles only 1-4 carries a 4 or a 6.
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then the legal moves are "1-4 on the left"

    @id:line-match-004
    Scenario: A tile matching neither end may not be played
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then seat 0 may not play 0-2 on the left
      And seat 0 may not play 0-2 on the right

  @clause:line.play.orientation
  Rule: The unmatched half becomes the new end

    @id:line-orient-001
    Scenario: The tile played on the double-six turns its other half outward
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      Then the left end shows 4
      And the right end shows 6

    @id:line-orient-002
    Scenario Outline: A tile written either way round shows its unmatched half (<tile>)
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 plays <tile> on the left
      Then the open ends show 1 and 6
      And the left end shows 1

      Examples:
        | tile |
        | 1-4  |
        | 4-1  |

    @id:line-orient-003
    Scenario: Playing on the right end changes only the right end
      When seat 0 leads 6-6
      And seat 1 plays 3-6 on the right
      Then the left end shows 6
      And the right end shows 3
      When seat 0 plays 3-5 on the right
      Then the left end shows 6
      And the right end shows 5
