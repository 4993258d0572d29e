Feature: A hand blocks when nobody can play or draw
  The hand is blocked when no player holds a tile that matches an open end and no player may
  draw. It ends at once, on the move that blocks it.

  @clause:end.blocked
  Rule: A hand blocks when nobody can play or draw

    Background:
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 1-1 1-5 2-3 3-4 5-5 |
        | 1    | 0-1 1-4 2-5 3-6 6-6 |
        | 2    | 0-2 2-2 2-4 3-3 4-5 |

    @id:end-blocked-001
    Scenario: A player who cannot play passes, and the hand goes on while someone can play
      The double-six leaves ends 6 and 6; seats 2 and 0 hold no six and pass in turn.
      When seat 1 leads 6-6
      And seat 2 passes
      And seat 0 passes
      Then the hand is not over
      And seat 1 is to play

    @id:end-blocked-002
    Scenario: The hand ends on the move that leaves nobody able to play
      After 2-3 the ends show 3 and 6, and no hand holds a 3 or a 6: the hand is blocked at
      once, without a round of passes.
      When these moves are played:
        | seat | move            |
        | 1    | 6-6             |
        | 2    | pass            |
        | 0    | pass            |
        | 1    | 3-6 on the left |
        | 2    | 3-3 on the left |
        | 0    | 3-4 on the left |
        | 1    | 1-4 on the left |
        | 2    | pass            |
        | 0    | 1-1 on the left |
        | 1    | 0-1 on the left |
        | 2    | 0-2 on the left |
        | 0    | 2-3 on the left |
      Then the open ends show 3 and 6
      And the hand is over
      And the hand is blocked and won by seat 1

    @id:end-blocked-003
    Scenario: No pass is taken after the blocking move
      When the moves "6-6, pass, pass, 3-6 on the left, 3-3 on the left, 3-4 on the left, 1-4 on the left, pass, 1-1 on the left, 0-1 on the left, 0-2 on the left, 2-3 on the left" are played from seat 1
      And seat 1 tries to pass
      Then the move is refused as "hand_over"

  @clause:end.blocked.all-passed
  Rule: Without must-play, a round of passes blocks the hand

    Background:
      Given the "block" rules for 2 players with turn.must_play = false
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 0-0 0-1 0-2 1-1 1-2 2-2 |
        | 1    | 4-6 5-5 3-3 0-3 1-3 2-3 3-4 |

    @id:end-blocked-010
    Scenario: Everybody passing in turn blocks the hand though a tile still fits
      Seat 1 holds 4-6, which fits the 6 end, and passes anyway; seat 0 then passes too.
      When seat 0 leads 6-6
      And seat 1 passes
      And seat 0 passes
      Then the hand is blocked and won by seat 0
      And the pips left are 12 and 45
      And the hand scores 33 points

  @clause:end.blocked.all-passed
  Rule: The round of passes counts from the last play or draw

    @id:end-blocked-011
    Scenario: A play between the passes starts the round of passes again
      Seat 1 passes, seat 2 plays, and two passes follow: the hand goes on until the third.
      Given the "block" rules for 3 players with turn.must_play = false
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-0 0-1 1-1 0-2 |
        | 1    | 4-6 1-2 2-2 1-3 2-3 |
        | 2    | 5-6 3-3 0-3 3-4 4-4 |
      When these moves are played:
        | seat | move            |
        | 0    | 6-6             |
        | 1    | pass            |
        | 2    | 5-6 on the left |
        | 0    | pass            |
        | 1    | pass            |
      Then the hand is not over
      And seat 2 is to play
      When seat 2 passes
      Then the hand is blocked and won by seat 0
      And the pips left are 5, 26 and 24
      And the hand scores 40 points

  @clause:end.blocked.boneyard
  Rule: A hand can block with tiles left in the boneyard

    @id:end-blocked-004
    Scenario: In Block the hand blocks though the boneyard holds tiles of the end numbers
      The 13 undealt tiles, among them 0-3, 1-3 and 4-6, are out of play.
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 1-1 1-5 2-3 3-4 5-5 |
        | 1    | 0-1 1-4 2-5 3-6 6-6 |
        | 2    | 0-2 2-2 2-4 3-3 4-5 |
      When the moves "6-6, pass, pass, 3-6 on the left, 3-3 on the left, 3-4 on the left, 1-4 on the left, pass, 1-1 on the left, 0-1 on the left, 0-2 on the left, 2-3 on the left" are played from seat 1
      Then the hand is blocked and won by seat 1
      And the boneyard holds 13 tiles
      And the pips left are 16, 7 and 19

    @id:end-blocked-005 @clause:draw.reserve.never-drawn
    Scenario Outline: In Draw with a reserve of <reserve>, nobody able to play and <left> tiles left: <outcome>
      Seat 0 cannot match the ends 3 and 3 and draws six tiles without finding a three; nobody
      else holds a three either.
      Given the "draw" rules for 4 players with draw.reserve = <reserve>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-4 1-3 4-4 6-6             |
        | 1        | 0-0 0-6 3-5 4-6 5-5             |
        | 2        | 1-2 1-4 2-5 3-6 5-6             |
        | 3        | 0-2 1-5 2-3 2-6 3-4             |
        | boneyard | 0-5 2-2 1-6 4-5 1-1 2-4 0-1 3-3 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | 4-6 on the left  |
        | 2    | 5-6 on the right |
        | 3    | 3-4 on the left  |
        | 0    | 0-3 on the left  |
        | 1    | 0-6 on the left  |
        | 2    | 3-6 on the left  |
        | 3    | 1-5 on the right |
        | 0    | 1-3 on the right |
        | 1    | 3-5 on the right |
        | 2    | 2-5 on the right |
        | 3    | 2-3 on the right |
        | 0    | draw             |
        | 0    | draw             |
        | 0    | draw             |
        | 0    | draw             |
        | 0    | draw             |
        | 0    | draw             |
      Then the boneyard holds <left> tiles
      And the hand is <over>

      Examples:
        | reserve | left | outcome                   | over     |
        | 2       | 2    | the hand is blocked       | over     |
        | 0       | 2    | seat 0 draws on           | not over |

    @id:end-blocked-006 @clause:draw.reserve.never-drawn
    Scenario: With the boneyard down to the reserve the hand is won by the lightest hand
      Given the "draw" rules for 4 players with draw.reserve = 2
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-4 1-3 4-4 6-6             |
        | 1        | 0-0 0-6 3-5 4-6 5-5             |
        | 2        | 1-2 1-4 2-5 3-6 5-6             |
        | 3        | 0-2 1-5 2-3 2-6 3-4             |
        | boneyard | 0-5 2-2 1-6 4-5 1-1 2-4 0-1 3-3 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right, 3-4 on the left, 0-3 on the left, 0-6 on the left, 3-6 on the left, 1-5 on the right, 1-3 on the right, 3-5 on the right, 2-5 on the right, 2-3 on the right, draw, draw, draw, draw, draw, draw" are played from seat 0
      Then the hand is blocked and won by seat 2
      And the pips left are 45, 10, 8 and 10
      And the hand scores 41 points

    @id:end-blocked-007 @clause:draw.until-playable
    Scenario: In Draw with no reserve the boneyard is drawn out before the hand can block
      Given the "draw" rules for 4 players
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-4 1-3 4-4 6-6             |
        | 1        | 0-0 0-6 3-5 4-6 5-5             |
        | 2        | 1-2 1-4 2-5 3-6 5-6             |
        | 3        | 0-2 1-5 2-3 2-6 3-4             |
        | boneyard | 0-5 2-2 1-6 4-5 1-1 2-4 0-1 3-3 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right, 3-4 on the left, 0-3 on the left, 0-6 on the left, 3-6 on the left, 1-5 on the right, 1-3 on the right, 3-5 on the right, 2-5 on the right, 2-3 on the right, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 0
      Then the boneyard holds 0 tiles
      And the hand is not over
      And seat 0 may play 3-3 on the left
