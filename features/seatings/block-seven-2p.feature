# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-seven" rules for 2 players

  Scenarios for the clauses that hold for block-seven at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-seven-2-deal-concealed-001 @clause:deal.concealed
  Scenario: block-seven at 2 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6" are played from seat 1
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 0's view shows hand sizes 7 and 6 and a boneyard of 14 tiles

  @id:seat-block-seven-2-lead-after-tie-as-first-hand-001 @clause:lead.after-tie.as-first-hand @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.forced-tile
  Scenario: block-seven at 2 players: the lightest hands tie at 7 pips and nobody wins
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-5 1-6 2-5 4-4 4-5 4-6 |
      | 1    | 0-0 0-3 0-6 1-2 2-2 5-5 6-6 |
    When the moves "6-6, 4-6 on the left, 0-6 on the right, 4-4 on the left, 0-0 on the right, 0-2 on the right, 1-2 on the right, 4-5 on the left, 5-5 on the left, 1-5 on the left, pass, 1-6 on the left" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 7 and 7
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-6 2-2 3-5 3-6 4-4 4-6 |
      | 1    | 0-0 0-2 0-4 0-5 1-5 3-3 3-4 |
    Then seat 0 must lead 4-6

  @id:seat-block-seven-2-turn-direction-cw-001 @clause:turn.direction.cw @clause:turn.order
  Scenario: block-seven at 2 players: after seat 0 plays, seat 1 is to play
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6, 3-4 on the left" are played from seat 1
    Then seat 1 is to play

  @id:seat-block-seven-2-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: block-seven at 2 players: seat 0 may not play 1-3 straight after its own play
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6, 3-4 on the left" are played from seat 1
    And seat 0 tries to play 1-3 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-seven-2-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: block-seven at 2 players: seat 1 may not play 1-3, which is seat 0's
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6, 3-4 on the left" are played from seat 1
    And seat 1 tries to play 1-3 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-block-seven-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.none
  Scenario: block-seven at 2 players: seat 1 cannot play and passes, and seat 0 is to play
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6, 3-4 on the left, 2-6 on the right, 2-3 on the right, 3-3 on the right, 1-3 on the right" are played from seat 1
    Then the legal moves are "pass"
    And seat 1 may not draw
    When seat 1 passes
    Then seat 0 is to play

  @id:seat-block-seven-2-move-refusal-does-not-match-001 @clause:move.refusal.does-not-match @clause:line.play.match @clause:move.refusal.unchanged
  Scenario: block-seven at 2 players: 0-2 may not be played on the left end, which shows 3
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 1-3 1-5 2-3 2-5 3-4 |
      | 1    | 0-2 2-2 2-4 2-6 3-3 4-6 5-5 |
    When the moves "4-6, 3-4 on the left" are played from seat 1
    And seat 1 tries to play 0-2 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-block-seven-2-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-seven at 2 players: seat 1 wins the blocked hand and scores 2
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-3 1-2 1-3 1-4 3-5 5-5 |
      | 1    | 0-0 2-2 2-3 2-5 3-3 4-4 4-6 |
    When the moves "4-6, 1-4 on the left, pass, 1-2 on the left, 2-5 on the left, 3-5 on the left, 3-3 on the left, 0-3 on the left, 0-0 on the left, 0-2 on the left, 2-2 on the left, pass, 2-3 on the left, 1-3 on the left" are played from seat 1
    Then the hand is blocked and won by seat 1
    And the boneyard holds 14 tiles
    And the pips left are 10 and 8
    And the hand scores 2 points
    And the scores are 0 and 2

  @id:seat-block-seven-2-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-seven at 2 players: seat 0 goes out with a tile that also blocks the line, and scores 6
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-3 1-2 2-4 3-4 4-6 |
      | 1    | 1-3 1-5 1-6 2-5 2-6 3-3 3-6 |
    When the moves "4-6, 1-6 on the right, 3-4 on the left, 1-5 on the right, 0-3 on the left, 2-5 on the right, 0-0 on the left, 2-6 on the right, 0-1 on the left, 3-6 on the right, 1-2 on the left, 1-3 on the right, 2-4 on the left" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 6
    And the hand scores 6 points
    And the scores are 6 and 0

  @id:seat-block-seven-2-match-carry-001 @clause:match.carry
  Scenario: block-seven at 2 players: the second hand's 14 points are added to the first hand's scores
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-2 1-1 1-4 1-6 4-4 4-5 |
      | 1    | 0-1 1-2 2-6 3-3 3-4 4-6 6-6 |
    When the moves "6-6, 1-6 on the left, 4-6 on the right, 1-4 on the right, 1-2 on the left, 1-1 on the right, 2-6 on the left, pass, 0-1 on the right, 0-0 on the right, pass, 0-2 on the right" are played from seat 1
    Then the scores are 0 and 4
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 2-2 2-5 4-4 4-5 4-6 5-5 5-6 |
      | 1    | 0-1 0-4 0-5 1-4 2-6 3-5 3-6 |
    And the moves "5-6, 0-5 on the left, 4-6 on the right, 0-4 on the left, 4-4 on the right, 1-4 on the right, 4-5 on the left, 0-1 on the right, 2-5 on the left, 2-6 on the left, pass, 3-6 on the left, pass, 3-5 on the left" are played from seat 0
    Then the hand scores 14 points
    And the scores are 0 and 18

  @id:seat-block-seven-2-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: block-seven at 2 players: a match played out to 100 is won by seat 1
    Given the "block-seven" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-2 2-3 2-4 2-6 3-3 6-6 |
      | 1    | 0-3 1-1 1-5 1-6 4-4 4-6 5-6 |
    When the moves "6-6, 4-6 on the right, 2-4 on the right, 5-6 on the left, 1-2 on the right, 1-5 on the left, 0-1 on the right, 0-3 on the right, 3-3 on the right, 1-6 on the left, 2-6 on the left, pass, 2-3 on the left" are played from seat 0
    Then the scores are 10 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 0-3 2-4 2-5 3-6 4-6 |
      | 1    | 0-4 0-6 1-1 1-2 2-6 3-4 4-4 |
    And the moves "4-6, 0-6 on the right, 0-3 on the right, 0-4 on the left, 0-1 on the left, 3-4 on the right, 2-4 on the right, 1-1 on the left, 2-5 on the right, 1-2 on the left, 0-2 on the left" are played from seat 0
    Then the scores are 17 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 1-2 1-3 3-5 3-6 5-5 |
      | 1    | 0-0 0-4 0-6 1-6 2-2 3-3 4-5 |
    And the moves "5-5, 4-5 on the right, 3-5 on the left, 0-4 on the right, 0-1 on the right, 3-3 on the left, 1-2 on the right, 2-2 on the right, 1-3 on the left, 1-6 on the left, 3-6 on the left, pass, 0-3 on the left" are played from seat 0
    Then the scores are 23 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-6 1-1 2-4 2-6 3-6 5-5 |
      | 1    | 0-2 0-5 1-6 2-5 3-3 4-6 6-6 |
    And the moves "6-6, 2-6 on the left, 1-6 on the right, 2-4 on the left, 4-6 on the left, 1-1 on the right, pass, 3-6 on the left, 3-3 on the left, 0-1 on the right, 0-5 on the right, 5-5 on the right, 2-5 on the right, pass, 0-2 on the right" are played from seat 1
    Then the scores are 23 and 6
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-5 3-4 3-5 3-6 4-6 |
      | 1    | 0-0 0-1 0-2 1-2 3-3 4-5 6-6 |
    And the moves "6-6, 3-6 on the right, 3-3 on the right, 3-5 on the right, 4-5 on the right, 0-6 on the left, 0-1 on the left, 4-6 on the right, 1-2 on the left, pass, 0-2 on the left, 0-3 on the left, pass, 3-4 on the left" are played from seat 1
    Then the scores are 23 and 12
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-4 0-5 1-2 2-3 2-4 2-5 |
      | 1    | 0-3 0-6 1-1 1-4 2-6 3-3 5-6 |
    And the moves "5-6, 0-5 on the left, 0-6 on the right, 0-4 on the right, 0-3 on the left, 2-4 on the right, 2-6 on the right, 2-3 on the left, pass, 1-2 on the left, 1-1 on the left, 0-1 on the left" are played from seat 1
    Then the scores are 27 and 12
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-5 2-2 2-3 2-4 3-4 4-5 |
      | 1    | 0-4 1-1 1-4 2-5 3-3 3-6 6-6 |
    And the moves "6-6, pass, 3-6 on the right, 3-4 on the right, 1-4 on the right, 1-5 on the right, 2-5 on the right, 2-2 on the right, pass, 2-3 on the right, 3-3 on the right, 0-3 on the right, 0-4 on the right, 4-5 on the right" are played from seat 1
    Then the scores are 27 and 16
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-4 0-6 1-1 1-6 4-4 5-6 |
      | 1    | 0-5 2-3 2-4 2-5 2-6 3-4 4-5 |
    And the moves "5-6, 2-6 on the right, pass, 4-5 on the left, 4-4 on the left, 2-3 on the right, 0-4 on the left, 0-5 on the left, pass, 2-5 on the left, pass, 3-4 on the right, pass, 2-4 on the left" are played from seat 0
    Then the scores are 27 and 32
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-2 2-4 2-6 5-5 5-6 6-6 |
      | 1    | 0-6 1-5 2-3 2-5 4-4 4-5 4-6 |
    And the moves "6-6, 0-6 on the right, 2-6 on the left, 2-5 on the left, 5-5 on the left, 4-5 on the left, 2-4 on the left, 2-3 on the left, 0-2 on the right, pass, 1-2 on the right, 1-5 on the right, 5-6 on the right" are played from seat 0
    Then the scores are 45 and 32
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-2 0-3 0-6 1-3 2-5 4-5 |
      | 1    | 0-5 1-2 1-5 2-4 3-4 4-6 5-6 |
    And the moves "5-6, 4-5 on the left, 4-6 on the right, pass, 3-4 on the right, 1-3 on the right, 2-4 on the left, 2-5 on the left, 0-5 on the left, 0-3 on the left, 1-5 on the right" are played from seat 1
    Then the scores are 45 and 37
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-6 1-3 2-2 3-3 3-4 4-6 |
      | 1    | 0-0 0-2 0-5 2-5 3-5 3-6 5-5 |
    And the moves "4-6, 3-6 on the right, 3-4 on the right, pass, 0-4 on the left, 0-2 on the left, 2-2 on the left, 2-5 on the left, pass, 5-5 on the left, pass, 0-5 on the left, 0-6 on the left" are played from seat 0
    Then the scores are 45 and 39
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-5 1-1 1-2 2-6 3-3 3-5 |
      | 1    | 0-1 1-4 1-5 2-4 3-6 4-5 5-6 |
    And the moves "5-6, 0-5 on the left, 0-1 on the left, 1-1 on the left, 1-5 on the left, 3-5 on the left, 3-6 on the left, 2-6 on the left, 2-4 on the left, 0-4 on the left" are played from seat 1
    Then the scores are 50 and 39
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-2 1-4 1-6 2-4 2-6 6-6 |
      | 1    | 0-0 0-5 1-3 2-2 3-3 4-5 4-6 |
    And the moves "6-6, 4-6 on the right, 2-4 on the right, 2-2 on the right, 2-6 on the left, pass, 1-2 on the left, 1-3 on the left, 0-3 on the left, 0-5 on the left, pass, 4-5 on the left, 1-4 on the left, pass, 1-6 on the left" are played from seat 0
    Then the scores are 56 and 39
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-2 1-5 3-3 3-6 6-6 |
      | 1    | 0-0 0-1 0-4 1-1 2-2 3-4 4-5 |
    And the moves "6-6, pass, 3-6 on the right, 3-4 on the right, 0-6 on the left, 0-1 on the left, 1-5 on the left, 4-5 on the right" are played from seat 0
    Then the scores are 56 and 41
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-5 2-3 2-4 3-4 3-6 5-5 |
      | 1    | 0-2 0-3 0-5 1-2 1-6 2-6 3-3 |
    And the moves "5-5, 0-5 on the right, 1-5 on the left, 1-6 on the left, 3-6 on the left, 0-3 on the left, pass, 0-2 on the left, 2-4 on the left, pass, 3-4 on the left, 3-3 on the left, 2-3 on the left, 2-6 on the left" are played from seat 0
    Then the scores are 57 and 41
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 2-2 2-4 2-5 2-6 3-3 4-5 4-6 |
      | 1    | 0-2 0-6 1-1 1-3 1-4 2-3 3-4 |
    And the moves "4-6, 3-4 on the left, 3-3 on the left, 2-3 on the left, 2-6 on the left, 0-6 on the left, pass, 0-2 on the left, 2-4 on the left, 1-4 on the left, pass, 1-1 on the left, pass, 1-3 on the left" are played from seat 0
    Then the scores are 57 and 61
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 0-6 2-3 2-6 3-5 4-6 |
      | 1    | 0-0 1-2 1-5 1-6 3-6 4-4 6-6 |
    And the moves "6-6, 0-6 on the left, 3-6 on the right, 0-1 on the left, 1-5 on the left, 0-3 on the right, 0-0 on the right, 3-5 on the left, pass, 2-3 on the left, 1-2 on the left, pass, 1-6 on the left, 4-6 on the left, 4-4 on the left" are played from seat 1
    Then the scores are 57 and 69
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-5 1-2 2-2 2-3 4-5 5-5 |
      | 1    | 0-0 1-4 2-4 3-3 3-4 3-5 3-6 |
    And the moves "5-5, 3-5 on the left, 0-5 on the right, 3-3 on the left, 0-4 on the right, 2-4 on the right, 1-2 on the right, 3-6 on the left, pass, 1-4 on the right, 4-5 on the right" are played from seat 0
    Then the scores are 57 and 71
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-3 1-5 2-4 3-5 3-6 4-5 |
      | 1    | 0-0 0-5 1-2 1-4 2-6 4-4 4-6 |
    And the moves "4-6, 4-5 on the left, 2-6 on the right, 1-5 on the left, 1-2 on the right, 1-3 on the left, 1-4 on the right, 3-6 on the left, 4-4 on the right, 2-4 on the right" are played from seat 1
    Then the scores are 57 and 77
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-6 2-2 3-5 4-6 5-6 6-6 |
      | 1    | 0-4 1-1 2-3 2-6 3-4 3-6 4-4 |
    And the moves "6-6, 2-6 on the left, 4-6 on the right, 2-3 on the left, 3-5 on the left, 0-4 on the right, 0-2 on the right, pass, 2-2 on the right, pass, 5-6 on the left, 3-6 on the left, pass, 3-4 on the left, pass, 4-4 on the left" are played from seat 0
    Then the scores are 57 and 82
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 1-5 1-6 2-3 4-4 4-6 5-5 |
      | 1    | 0-0 0-1 0-3 1-4 2-2 3-4 6-6 |
    And the moves "6-6, 4-6 on the right, 1-4 on the right, 1-6 on the right" are played from seat 1
    Then the scores are 57 and 100
    And the match is over, won by seat 1

