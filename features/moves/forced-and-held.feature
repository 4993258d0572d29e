Feature: Refusals of leads and of tiles not held

  A forced lead not led is refused as "lead_tile_forced"; a tile not in the mover's hand as
  "tile_not_in_hand". Nothing changes.

  @clause:move.refusal.lead-tile-forced @clause:lead.next-hand.as-first-hand @clause:move.refusal.unchanged
  Rule: A later hand led as the first is forced the same way

    @id:move-forced-held-001
    Scenario: Under lead.next_hand = as_first_hand the new highest double must be led
      Given the "block" rules for 2 players with deal.hand_size = 2, lead.next_hand = as_first_hand
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      And seat 0 tries to lead 2-3
      Then the move is refused as "lead_tile_forced"
      And nothing has changed

  @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Rule: Only tiles in the mover's hand may be played

    @id:move-forced-held-002
    Scenario: A free leader may not lead a tile another seat holds
      Given the "block" rules for 2 players with lead.forced_tile = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to lead 1-1
      Then the move is refused as "tile_not_in_hand"
      And nothing has changed

    @id:move-forced-held-003
    Scenario: A tile drawn by one player may not be played by the other
      Seat 1 draws the 2-4, then the 5-5, then the 4-6 and plays it; seat 0 then tries the 4-5,
      which seat 1 holds.
      Given the "draw" rules for 2 players
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 6-6 1-3 1-2 0-3 0-0 2-2 3-3                             |
        | 1        | 1-1 0-5 2-5 3-5 1-5 0-1 4-5                             |
        | boneyard | 2-4 5-5 4-6 0-2 0-4 0-6 1-4 1-6 2-3 2-6 3-4 3-6 4-4 5-6 |
      When the moves "6-6, draw, draw, draw, 4-6 on the left" are played from seat 0
      And seat 0 tries to play 4-5 on the left
      Then the move is refused as "tile_not_in_hand"
      And nothing has changed

  @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Rule: A player who can play may not pass, in any game

    @id:move-forced-held-004
    Scenario Outline: Under the "<profile>" rules a pass by a player who can play is refused
      Given the "<profile>" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 2-3 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 5-5 5-6 |
      When seat 0 leads 6-6
      And seat <next> tries to pass
      Then the move is refused as "must_play"
      And nothing has changed

      Examples:
        | profile     | next |
        | partnership | 3    |
        | block-seven | 1    |
