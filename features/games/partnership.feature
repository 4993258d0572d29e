Feature: Game: Partnership
  Four players in two teams, partners opposite, all 28 tiles dealt; the holder of the
  double-six leads it and play goes to the right. The first player out ends the hand and the
  team scores the opponents' pips.

  Background:
    Given the "partnership" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
      | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
      | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
      | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |

  @id:games-partner-001 @clause:lead.first-hand.top-double @clause:deal.hand-size
  Scenario: All 28 tiles are dealt and the holder of the double-six leads it
    Then the boneyard holds 0 tiles
    And seat 3 must lead 6-6

  @id:games-partner-002 @clause:turn.direction.ccw
  Scenario: Play goes to the right, from seat 3 to seat 2
    When seat 3 leads 6-6
    Then seat 2 is to play

  @id:games-partner-003 @clause:game.partnership.no-exchange @clause:move.refusal.tile-not-in-hand
  Scenario: A player may not play a tile from the partner's hand
    Seat 2 holds no 3-6; its partner, seat 0, does.
    When seat 3 leads 6-6
    And seat 2 tries to play 3-6 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed
    And seat 2 is to play

  @id:games-partner-004 @clause:game.partnership.no-exchange @clause:move.refusal.tile-not-in-hand
  Scenario: The partner of the leader may not play from the leader's hand
    After 5-6 on the left the ends show 5 and 6; seat 1's partner, seat 3, holds 4-5.
    When seat 3 leads 6-6
    And seat 2 plays 5-6 on the left
    And seat 1 tries to play 4-5 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed
    And seat 1 may play 2-5 on the left

  @id:games-partner-005 @clause:end.going-out.partnership @clause:score.out.opponents-only @clause:match.end.target
  Scenario: A Partnership hand played out: the team of the player who goes out scores the opponents' pips
    When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 1-6 on the right, 1-5 on the right, 3-5 on the right, 3-4 on the left, pass, pass, 3-3 on the right, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the left, 0-5 on the right, 4-5 on the right, 0-1 on the left, 1-3 on the left, 1-4 on the right, 1-1 on the right, pass, pass, 2-3 on the left, pass, 2-2 on the left, pass, 1-2 on the left" are played from seat 3
    Then the hand is won by the team of seats 0 and 2
    And the scores are 18 and 0
    And the match is not over
