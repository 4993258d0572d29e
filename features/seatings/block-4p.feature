# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 4 players

  Scenarios for the clauses that hold for block at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-4-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block at 4 players: seat 3 goes out and scores 28
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 1-3 3-3 3-6 4-4 5-5 |
      | 1    | 0-1 0-3 2-6 4-5 4-6 |
      | 2    | 0-4 1-4 1-5 1-6 2-3 |
      | 3    | 0-0 1-1 2-4 3-5 5-6 |
    When the moves "5-5, 4-5 on the right, 1-5 on the left, 1-1 on the left, 4-4 on the right, 0-1 on the left, 0-4 on the right, 0-0 on the left, pass, 0-3 on the left, 2-3 on the left, 2-4 on the left, pass, 4-6 on the left, 1-6 on the left, pass, 1-3 on the left, pass, pass, 3-5 on the left, pass, pass, pass, 5-6 on the left" are played from seat 0
    Then seat 3 goes out and wins the hand
    And the pips left are 15, 8, 5 and 0
    And the hand scores 28 points
    And the scores are 0, 0, 0 and 28

  @id:seat-block-4-line-play-either-end-001 @clause:line.play.either-end
  Scenario: block at 4 players: 3-4 matches the left and right ends and may be played on either
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left, 0-1 on the left, 4-6 on the right, 4-5 on the right, 2-5 on the right, pass, 2-4 on the right, 1-6 on the left, pass, 3-6 on the left" are played from seat 2
    Then seat 1 may play 3-4 on the left
    And seat 1 may play 3-4 on the right

  @id:seat-block-4-line-spinner-none-001 @clause:line.spinner.none @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: block at 4 players: 0-1 may not be played on an up end that is not open
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left" are played from seat 2
    And seat 0 tries to play 0-1 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-block-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: block at 4 players: the lightest hands tie at 6 pips and nobody wins
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 1-1 2-2 3-3 3-4 3-5 |
      | 1    | 0-5 2-5 4-4 5-6 6-6 |
      | 2    | 0-0 0-6 1-5 2-4 4-6 |
      | 3    | 0-2 1-2 1-4 1-6 5-5 |
    When the moves "6-6, 4-6 on the right, 1-6 on the left, 3-4 on the right, pass, 1-5 on the left, 5-5 on the left, 3-3 on the right, 5-6 on the left, 0-6 on the left, 0-2 on the left, 3-5 on the right, 2-5 on the left, pass, pass, pass, 0-5 on the left, 0-0 on the left" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 6, 8, 6 and 8
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-2 1-5 2-2 4-4 5-6 |
      | 1    | 1-1 1-4 3-5 3-6 6-6 |
      | 2    | 0-2 0-3 0-5 3-4 5-5 |
      | 3    | 0-0 0-1 0-6 1-3 4-5 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-block-4-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.none
  Scenario: block at 4 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left, 0-1 on the left, 4-6 on the right, 4-5 on the right, 2-5 on the right" are played from seat 2
    Then the legal moves are "pass"
    And seat 0 may not draw
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-block-4-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: block at 4 players: once the hand is over no move is accepted
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left, 0-1 on the left, 4-6 on the right, 4-5 on the right, 2-5 on the right, pass, 2-4 on the right, 1-6 on the left, pass, 3-6 on the left, 3-4 on the left" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-block-4-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block at 4 players: seat 1 wins the blocked hand and scores 27
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left, 0-1 on the left, 4-6 on the right, 4-5 on the right, 2-5 on the right, pass, 2-4 on the right, 1-6 on the left, pass, 3-6 on the left, 3-4 on the left" are played from seat 2
    Then the hand is blocked and won by seat 1
    And the boneyard holds 8 tiles
    And the pips left are 19, 4, 11 and 9
    And the hand scores 27 points
    And the scores are 0, 27, 0 and 0

  @id:seat-block-4-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block at 4 players: seat 1 goes out with a tile that also blocks the line, and scores 29
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-5 1-3 1-6 2-3 2-6 |
      | 1    | 0-0 0-2 0-3 1-5 5-6 |
      | 2    | 0-6 2-4 2-5 3-6 4-6 |
      | 3    | 0-1 1-1 1-2 4-5 5-5 |
    When the moves "5-5, 0-5 on the left, 0-2 on the left, 2-5 on the right, 1-2 on the left, 1-3 on the left, 0-3 on the left, 0-6 on the left, pass, 2-6 on the right, 5-6 on the left, 4-6 on the right, 4-5 on the right, pass, 1-5 on the right, pass, 0-1 on the right, pass, 0-0 on the right" are played from seat 3
    Then seat 1 goes out and wins the hand
    And the pips left are 12, 0, 15 and 2
    And the hand scores 29 points
    And the scores are 0, 29, 0 and 0

  @id:seat-block-4-score-fives-off-001 @clause:score.fives.off
  Scenario: block at 4 players: open ends counting 5 score nothing
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 3-5 3-6 |
      | 1    | 0-0 2-2 2-4 3-4 4-6 |
      | 2    | 0-3 1-6 2-6 4-5 6-6 |
      | 3    | 0-2 0-6 1-2 1-3 2-5 |
    When the moves "6-6, 0-6 on the left, 0-1 on the left, 4-6 on the right" are played from seat 2
    Then the count is 5
    And the scores are 0, 0, 0 and 0

  @id:seat-block-4-match-carry-001 @clause:match.carry
  Scenario: block at 4 players: the second hand's 37 points are added to the first hand's scores
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-1 1-1 3-3 3-4 |
      | 1    | 0-4 2-5 3-5 3-6 6-6 |
      | 2    | 0-2 1-5 2-2 4-5 4-6 |
      | 3    | 0-6 1-4 1-6 2-4 5-6 |
    When the moves "6-6, 4-6 on the right, 1-6 on the left, 3-4 on the right, 3-5 on the right, 4-5 on the right, 1-4 on the right, 0-1 on the left, 0-4 on the left, 1-5 on the right, 2-4 on the left, pass, 2-5 on the right, 0-2 on the left, 0-6 on the left, pass, 3-6 on the left" are played from seat 1
    Then the scores are 0, 23, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-0 0-5 1-2 2-5 4-5 |
      | 1    | 0-1 0-4 1-4 3-3 5-6 |
      | 2    | 0-2 0-6 1-1 1-3 2-6 |
      | 3    | 2-4 3-5 4-6 5-5 6-6 |
    And the moves "0-1, 0-6 on the left, 4-6 on the left, 1-2 on the right, 0-4 on the left, 0-2 on the right, pass, 0-0 on the right, pass, pass, pass, 0-5 on the left, 5-6 on the left, 2-6 on the left, 2-4 on the left, 4-5 on the left, pass, pass, 5-5 on the left, 2-5 on the left" are played from seat 1
    Then the hand scores 37 points
    And the scores are 37, 23, 0 and 0

  @id:seat-block-4-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: block at 4 players: a match played out to 61 is won by seat 3
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-5 2-6 3-5 4-4 4-5 |
      | 1    | 0-4 0-6 2-2 2-3 3-6 |
      | 2    | 0-0 1-3 3-3 5-6 6-6 |
      | 3    | 1-4 1-5 2-4 2-5 4-6 |
    When the moves "6-6, 4-6 on the left, 4-4 on the left, 0-6 on the right, 0-0 on the right, 1-4 on the left, 0-5 on the right, pass, 1-3 on the left, 1-5 on the right, 3-5 on the left, pass, 5-6 on the left, pass, 2-6 on the left, 2-2 on the left, pass, 2-4 on the left, 4-5 on the left" are played from seat 2
    Then the scores are 31, 0, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-3 1-6 2-3 4-6 6-6 |
      | 1    | 1-3 2-4 2-5 3-6 5-6 |
      | 2    | 0-0 0-2 0-5 2-6 3-5 |
      | 3    | 0-1 0-4 1-1 2-2 3-3 |
    And the moves "6-6, 5-6 on the left, 2-6 on the right, 2-2 on the right, 2-3 on the right, 2-5 on the left, 3-5 on the right, pass, pass, 2-4 on the left, 0-5 on the right, 0-4 on the right, 4-6 on the left, 3-6 on the left, pass, 3-3 on the left, 0-3 on the left, pass, 0-0 on the left, 0-1 on the left, 1-6 on the left" are played from seat 0
    Then the scores are 39, 0, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-6 1-1 1-6 2-4 4-6 |
      | 1    | 1-4 1-5 2-5 3-6 6-6 |
      | 2    | 0-0 1-2 2-2 2-3 5-5 |
      | 3    | 0-2 0-4 2-6 4-4 4-5 |
    And the moves "0-6, 6-6 on the right, 0-0 on the left, 0-4 on the left, 2-4 on the left, 2-5 on the left, 5-5 on the left, 2-6 on the right, pass, 1-5 on the left, 2-2 on the right, 0-2 on the right, 1-6 on the left, 3-6 on the left, 2-3 on the left, pass, pass, pass, 1-2 on the left" are played from seat 0
    Then the scores are 39, 0, 34 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-4 0-5 1-2 4-4 4-6 |
      | 1    | 0-1 0-2 0-3 2-2 3-3 |
      | 2    | 0-0 0-6 1-4 1-5 5-5 |
      | 3    | 1-1 2-5 2-6 3-6 5-6 |
    And the moves "0-6, 3-6 on the right, 0-4 on the left, 0-3 on the right, 1-4 on the left, 1-1 on the left, 1-2 on the left, 2-2 on the left, 0-0 on the right, 2-5 on the left, 0-5 on the left, 0-2 on the left, pass, 2-6 on the left, 4-6 on the left, 0-1 on the right, 1-5 on the right, 5-6 on the right" are played from seat 2
    Then the scores are 39, 0, 34 and 24
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-2 2-5 3-4 3-6 5-5 |
      | 1    | 0-0 0-3 1-3 1-6 2-4 |
      | 2    | 1-4 2-3 3-3 3-5 4-4 |
      | 3    | 0-1 0-2 1-1 2-6 4-6 |
    And the moves "0-2, 2-5 on the right, 0-0 on the left, 3-5 on the right, 0-1 on the left, 3-4 on the right, 1-3 on the left, 3-3 on the left, 4-6 on the right, 3-6 on the left, 1-6 on the left, 1-4 on the left, 2-6 on the right, 1-2 on the right, 2-4 on the left, 2-3 on the left, 1-1 on the right" are played from seat 3
    Then the scores are 39, 0, 34 and 45
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-6 1-3 1-6 4-4 5-5 |
      | 1    | 0-2 1-4 2-6 4-5 5-6 |
      | 2    | 1-2 2-2 2-5 3-3 4-6 |
      | 3    | 0-0 0-3 0-4 0-5 1-5 |
    And the moves "0-4, 4-4 on the right, 1-4 on the right, 1-2 on the right, 0-5 on the left, 5-5 on the left, 4-5 on the left, 2-2 on the right, pass, pass, 2-6 on the right, 4-6 on the right" are played from seat 3
    Then the scores are 39, 0, 34 and 61
    And the match is over, won by seat 3

