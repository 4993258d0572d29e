@clause:line.play.either-end
Feature: A player chooses the end
  A tile that matches more than one open end may be played on any of them. Plays of one tile
  on two ends showing the same number are one move; on ends showing different numbers they
  are different moves.

  Rule: A tile matching both ends gives two different moves

    Background:
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-4 4-4 2-2 1-4 0-4 |
        | 1    | 3-6 3-5 0-1 0-2 1-2 0-0 1-1 |
      When seat 0 leads 6-6
      And seat 1 plays 3-6 on the left
      And seat 0 plays 5-6 on the right

    @id:line-either-001
    Scenario: The tile 3-5 against ends 3 and 5 may go on either end
      Then the open ends show 3 and 5
      And the legal moves are "3-5 on the left, 3-5 on the right"

    @id:line-either-002
    Scenario Outline: Playing 3-5 on the <end> end leaves both ends showing <shown>
      When seat 1 plays 3-5 on the <end>
      Then the open ends show <shown> and <shown>

      Examples:
        | end   | shown |
        | left  | 5     |
        | right | 3     |

  Rule: Plays on two ends showing the same number are one move

    @id:line-either-003
    Scenario: After the lead 4-4 the tile 2-4 has one move, whichever end it names
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 4-4 0-1 0-2 0-3 1-2 1-3 2-3 |
        | 1    | 2-4 0-5 1-5 2-5 3-5 0-6 1-6 |
      When seat 0 leads 4-4
      Then the legal moves are "2-4 on the left"
      And the legal moves are "2-4 on the right"
