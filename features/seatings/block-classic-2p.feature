# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-classic" rules for 2 players

  Scenarios for the clauses that hold for block-classic at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-classic-2-deal-concealed-001 @clause:deal.concealed
  Scenario: block-classic at 2 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-1 2-3 2-6 3-5 4-4 5-6 |
      | 1    | 0-5 0-6 1-6 2-2 2-4 2-5 6-6 |
    When the moves "6-6" are played from seat 1
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 0's view shows hand sizes 7 and 6 and a boneyard of 14 tiles

  @id:seat-block-classic-2-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: block-classic at 2 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-3 1-6 2-2 2-6 5-6 6-6 |
      | 1    | 1-5 2-3 3-3 3-5 4-4 4-5 5-5 |
    When the moves "6-6, pass, 5-6 on the left, 5-5 on the left, 1-6 on the right, 3-5 on the left, 0-3 on the left, 1-5 on the right, 0-2 on the left, 4-5 on the right, 2-6 on the left, 4-4 on the right" are played from seat 0
    Then the scores are 7 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-5 1-2 1-4 3-3 3-5 6-6 |
      | 1    | 0-1 0-2 1-1 1-6 2-5 4-6 5-5 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-classic-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.any-tile
  Scenario: block-classic at 2 players: the lightest hands tie at 8 pips and nobody wins
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 1-2 1-4 3-4 3-6 4-4 6-6 |
      | 1    | 0-0 0-3 1-5 1-6 2-4 2-6 3-3 |
    When the moves "6-6, 1-6 on the right, 3-6 on the left, 1-5 on the right, 3-4 on the left, 2-4 on the left, 1-2 on the left, pass, 1-4 on the left, pass, 0-4 on the left, 0-0 on the left, pass, 0-3 on the left, pass, 3-3 on the left" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 8 and 8
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 0-4 1-3 1-5 2-6 6-6 |
      | 1    | 0-5 1-1 1-2 1-4 2-3 4-4 5-5 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-block-classic-2-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: block-classic at 2 players: seat 0 may not play 2-6 straight after its own play
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-1 2-3 2-6 3-5 4-4 5-6 |
      | 1    | 0-5 0-6 1-6 2-2 2-4 2-5 6-6 |
    When the moves "6-6, 5-6 on the left" are played from seat 1
    And seat 0 tries to play 2-6 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-classic-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.none
  Scenario: block-classic at 2 players: seat 1 cannot play and passes, and seat 0 is to play
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-3 1-6 2-6 3-4 3-6 5-5 |
      | 1    | 0-1 0-5 1-2 1-4 2-4 3-3 3-5 |
    When the moves "5-5, 0-5 on the right, 0-2 on the right, 3-5 on the left, 3-4 on the left, 2-4 on the left, 2-6 on the right, 1-2 on the left, 1-3 on the left, 3-3 on the left, 3-6 on the left" are played from seat 0
    Then the legal moves are "pass"
    And seat 1 may not draw
    When seat 1 passes
    Then seat 0 is to play

  @id:seat-block-classic-2-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-classic at 2 players: seat 0 wins the blocked hand and scores 2
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 1-4 1-6 3-3 4-5 5-6 |
      | 1    | 0-4 2-2 2-5 3-4 3-5 3-6 4-4 |
    When the moves "4-4, 1-4 on the right, 0-4 on the left, 0-0 on the left, pass, 0-1 on the right" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the boneyard holds 14 tiles
    And the pips left are 33 and 35
    And the hand scores 2 points
    And the scores are 2 and 0

  @id:seat-block-classic-2-match-carry-001 @clause:match.carry
  Scenario: block-classic at 2 players: the second hand's 16 points are added to the first hand's scores
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 2-2 2-5 3-4 3-6 4-5 4-6 |
      | 1    | 0-3 0-4 0-5 1-3 3-3 3-5 4-4 |
    When the moves "4-4, 4-6 on the left, 0-4 on the right, 0-2 on the right, pass, 2-2 on the right, pass, 2-5 on the right, 3-5 on the right, 3-6 on the right" are played from seat 1
    Then the scores are 2 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 1-4 2-3 2-4 2-6 3-3 3-4 |
      | 1    | 0-3 0-6 1-6 3-6 4-5 4-6 6-6 |
    And the moves "2-3, 0-3 on the right, 0-4 on the right, 4-6 on the right, 2-4 on the left, 4-5 on the left, 2-6 on the right" are played from seat 0
    Then the hand scores 16 points
    And the scores are 18 and 0

  @id:seat-block-classic-2-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: block-classic at 2 players: a match played out to 100 is won by seat 1
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-5 1-5 2-5 3-5 4-4 4-6 |
      | 1    | 0-4 1-2 2-3 2-4 2-6 3-3 3-6 |
    When the moves "4-4, 0-4 on the left, 0-5 on the left, 2-4 on the right, 0-2 on the right, pass, 3-5 on the left, 3-6 on the left, 4-6 on the left" are played from seat 0
    Then the scores are 9 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-4 1-5 2-5 2-6 3-4 4-5 |
      | 1    | 0-4 1-1 1-3 1-6 2-3 3-5 3-6 |
    And the moves "1-5, 1-6 on the left, 2-5 on the right, 3-6 on the left, 2-6 on the right, 3-5 on the left, 4-5 on the left, 0-4 on the left, 0-2 on the left, 2-3 on the left, 3-4 on the left, pass, 1-4 on the left" are played from seat 0
    Then the scores are 15 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-3 2-2 2-5 3-3 4-4 5-5 |
      | 1    | 0-3 0-6 1-1 1-5 2-3 3-5 4-6 |
    And the moves "2-5, 1-5 on the right, 0-2 on the left, 1-1 on the right, 1-3 on the right, 2-3 on the right, 2-2 on the right, 0-6 on the left, pass, 4-6 on the left, 4-4 on the left" are played from seat 0
    Then the scores are 15 and 5
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-4 0-6 1-4 1-6 2-2 4-5 |
      | 1    | 0-2 1-3 1-5 2-5 2-6 4-4 5-5 |
    And the moves "5-5, 4-5 on the left, 2-5 on the right, 2-2 on the right, 0-2 on the right, 0-4 on the left, pass, 0-1 on the left, 1-3 on the left, 0-6 on the right, 2-6 on the right" are played from seat 1
    Then the scores are 17 and 5
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-5 2-3 3-3 4-5 4-6 5-6 |
      | 1    | 0-2 0-3 2-4 2-6 3-5 3-6 5-5 |
    And the moves "3-3, 3-5 on the right, 1-5 on the right, 3-6 on the left, 4-6 on the left, 2-4 on the left, 1-1 on the right, 2-6 on the left, 5-6 on the left, 5-5 on the left, 4-5 on the left" are played from seat 0
    Then the scores are 17 and 5
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-5 3-5 3-6 4-4 5-5 6-6 |
      | 1    | 0-2 0-3 0-5 1-4 1-6 3-3 4-5 |
    And the moves "3-3, 3-6 on the left, 1-6 on the left, 3-5 on the right, 1-4 on the left, 4-4 on the left, 4-5 on the right" are played from seat 1
    Then the scores are 17 and 29
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 0-5 0-6 1-1 1-4 5-6 |
      | 1    | 0-0 1-2 1-5 2-5 3-3 3-4 4-4 |
    And the moves "4-4, 1-4 on the right, 1-5 on the right, 5-6 on the right, 3-4 on the left, 0-6 on the right, 0-0 on the right, 0-2 on the right, 2-5 on the right, 0-5 on the right, 3-3 on the left, 0-1 on the right, 1-2 on the right" are played from seat 1
    Then the scores are 17 and 31
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-6 1-4 1-5 2-2 4-4 4-6 |
      | 1    | 0-5 1-6 2-3 3-3 3-6 4-5 5-5 |
    And the moves "1-6, 4-6 on the right, 4-5 on the right, 1-4 on the left, 5-5 on the right, 4-4 on the left, 0-5 on the right, 0-4 on the left, pass, 0-6 on the left, 3-6 on the left, pass, 3-3 on the left, pass, 2-3 on the left" are played from seat 1
    Then the scores are 17 and 41
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-1 1-3 2-2 4-4 6-6 |
      | 1    | 0-2 0-5 2-4 3-3 4-5 4-6 5-6 |
    And the moves "3-3, 0-3 on the left, 0-5 on the left, 1-3 on the right, 5-6 on the left, 1-1 on the right, 4-6 on the left, 4-4 on the left, 4-5 on the left" are played from seat 1
    Then the scores are 17 and 55
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-5 1-3 2-2 3-6 4-5 5-5 |
      | 1    | 0-1 0-3 1-5 1-6 2-5 4-4 5-6 |
    And the moves "0-3, 1-3 on the right, 1-6 on the right, 0-5 on the left, 1-5 on the left, 3-6 on the right, 0-1 on the left, 0-2 on the left, 2-5 on the left, 4-5 on the left, 4-4 on the left" are played from seat 1
    Then the scores are 17 and 58
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 2-2 2-6 3-4 3-6 4-5 6-6 |
      | 1    | 0-3 0-6 1-1 1-2 1-6 2-3 2-5 |
    And the moves "2-3, 3-4 on the right, 1-2 on the left, 4-5 on the right, 2-5 on the right, 2-2 on the right, 1-6 on the left, 3-6 on the left, 0-3 on the left, 2-6 on the right, 0-6 on the right, 0-1 on the left, 1-1 on the left" are played from seat 1
    Then the scores are 17 and 70
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-1 1-6 2-6 3-3 3-6 5-5 |
      | 1    | 0-5 1-2 1-4 2-3 2-5 4-5 6-6 |
    And the moves "1-4, 1-6 on the left, 4-5 on the right, 0-6 on the left, 0-5 on the right" are played from seat 1
    Then the scores are 17 and 78
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-5 1-6 2-5 2-6 4-4 4-6 |
      | 1    | 0-0 0-2 1-2 1-4 2-4 3-4 3-5 |
    And the moves "2-4, 2-5 on the left, 3-5 on the left, 4-6 on the right, 3-4 on the left, 0-4 on the left, 0-0 on the left, 1-6 on the right, 1-2 on the right, 0-5 on the left, 0-2 on the right" are played from seat 1
    Then the scores are 17 and 89
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 0-6 2-3 2-5 3-3 3-4 4-4 |
      | 1    | 0-0 0-2 1-4 1-6 3-6 4-5 5-5 |
    And the moves "0-0, 0-5 on the left, 0-2 on the right, 2-5 on the left, pass, 2-3 on the right, 3-6 on the right, 0-6 on the right" are played from seat 1
    Then the scores are 27 and 89
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-5 1-6 2-3 2-5 3-3 3-6 |
      | 1    | 0-1 0-5 0-6 1-1 1-3 1-4 4-6 |
    And the moves "2-3, 1-3 on the right, 1-5 on the right, 0-5 on the right, 2-5 on the left, 0-1 on the right, 1-6 on the right, 4-6 on the right, pass, 1-4 on the right, pass, 1-1 on the right" are played from seat 0
    Then the scores are 27 and 98
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-2 2-3 3-4 3-5 4-4 4-6 |
      | 1    | 0-2 0-4 1-3 2-5 4-5 5-5 6-6 |
    And the moves "0-4, 3-4 on the right, 0-2 on the left, 1-2 on the left, 1-3 on the left, 2-3 on the left, 2-5 on the left, 3-5 on the right, 5-5 on the left, pass, 4-5 on the left, 4-4 on the left, pass, 4-6 on the left, 6-6 on the left" are played from seat 1
    Then the scores are 27 and 100
    And the match is over, won by seat 1

