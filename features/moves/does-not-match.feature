@clause:move.refusal.does-not-match @clause:move.refusal.unchanged
Feature: does_not_match: a play on an end the tile does not match

  A play on an open end whose number neither half of the tile carries is refused as
  "does_not_match", and nothing changes. The number an end shows is the unmatched half of
  its last tile (E-03).

  Background:
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 6-6 0-1 0-2 1-1 1-2 |
      | 1    | 4-6 3-4 2-3 0-0 5-5 |
      | 2    | 5-6 4-5 2-4 3-3 2-2 |
    When seat 0 leads 6-6

  Rule: A tile is played only on an end it matches

    @id:move-does-not-match-001
    Scenario: The 0-0 does not match a 6
      When seat 1 tries to play 0-0 on the left
      Then the move is refused as "does_not_match"
      And nothing has changed

    @id:move-does-not-match-002
    Scenario: The 5-6 matches the 6 end, not the 4 end
      Seat 1 has played the 4-6 on the left: the left end shows 4, the right end 6.
      When seat 1 plays 4-6 on the left
      And seat 2 tries to play 5-6 on the left
      Then the move is refused as "does_not_match"
      And nothing has changed
      And seat 2 may play 5-6 on the right

    @id:move-does-not-match-003
    Scenario: Once the 4-5 covers the 4, a 4 no longer plays on that end
      After the 4-5 is matched on the 4, the left end shows 5; seat 1's 3-4 does not fit it.
      When the moves "4-6 on the left, 4-5 on the left, pass" are played from seat 1
      And seat 1 tries to play 3-4 on the left
      Then the move is refused as "does_not_match"
      And nothing has changed
      And seat 1 may play 5-5 on the left
