@clause:equipment.tile.notation
Feature: A tile is written low half first

  A tile is written a-b. 6-4 and 4-6 are the same tile (E-28): an engine reads either
  order, and writes the canonical form, lower number first. These scenarios send tiles to
  the engine exactly as they are written here.

  Rule: A reader accepts either order

    @id:equipment-notation-001
    Scenario: A deal written high half first is read as the same tiles
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 6-6 3-1 2-1 3-0 0-0 2-2 3-3 |
        | 1    | 6-4 1-1 5-0 5-2 5-3 5-1 1-0 |
      Then the deal is accepted
      And seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5 4-6"
      And seat 0 must lead 6-6

    @id:equipment-notation-002
    Scenario: A play written high half first is the same play
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 leads 6-6
      And seat 1 plays the tile written "6-4" on the left
      Then the left end shows 4
      And seat 1 holds "0-1 0-5 1-1 1-5 2-5 3-5"

    @id:equipment-notation-003
    Scenario: A forced lead written high half first is the forced tile
      Under the heaviest-tile rule seat 1 must lead 5-6; written 6-5 it is the same tile.
      Given the "block-seven" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 5-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 1 leads the tile written "6-5"
      Then the open ends show 5 and 6
      And seat 0 is to play

    @id:equipment-notation-004
    Scenario: 3-5 and 5-3 name one tile, so a deal naming both names a tile twice
      Given the "block" rules for 2 players
      When the deal is offered:
        | seat | tiles                       |
        | 0    | 6-6 3-5 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 5-3 1-5 0-1 |
      Then the deal is refused

    @id:equipment-notation-005
    Scenario: A tile written high half first is found in the hand that holds it
      Seat 1 holds 2-5; a play of "5-2" is a play of that tile, on the end it matches.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 5-6 |
      When seat 0 leads 6-6
      And seat 1 plays 5-6 on the right
      And seat 0 passes
      And seat 1 plays the tile written "5-2" on the right
      Then the open ends show 6 and 2
      And seat 1 holds 5 tiles

  Rule: A writer uses the canonical form

    @id:equipment-notation-006
    Scenario: Every tile the engine reports is written low half first
      The deal and the plays name their tiles higher half first; the engine's own account
      of the hands, the line and the legal moves writes each tile lower half first.
      Given the "draw" rules for 2 players
      When the deal is offered:
        | seat     | tiles                                      |
        | 0        | 6-6 3-1 2-1 3-0 0-0 2-2 3-3                |
        | 1        | 6-4 1-1 5-0 5-2 5-3 5-1 1-0                |
        | boneyard | 6-5 6-3 6-2 6-1 6-0 5-5 5-4 4-4 4-3 4-2 4-1 4-0 3-2 2-0 |
      And seat 0 leads the tile written "6-6"
      And seat 1 plays the tile written "6-4" on the left
      And seat 0 draws
      And seat 0 plays the tile written "6-5" on the right
      Then every tile the engine reports is written low half first
