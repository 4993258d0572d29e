#!/usr/bin/env node
// A small domino engine in plain Node.js (20 or later, no npm packages) that speaks the
// domino-conformance engine protocol: one JSON request per line on stdin, one JSON reply
// per line on stdout. It plays the Block and Draw games (spec/profiles/block.json and
// draw.json, and their double-nine forms) and declares exactly that in its handshake:
//
//   the highest double leads the first hand (else the heaviest tile), and must be led;
//   play goes clockwise; a player who can play must; under Draw a player who cannot play
//   draws until a tile fits (never into the reserve); a blocked hand is won by the
//   lightest hand, scoring the difference from each other hand; equally light hands mean
//   a redeal, led by the next seat; the winner leads the next hand; the first side to
//   reach the target alone wins the match.
//
// It also takes positions (capabilities.positions): set to a position of its games, it stands there
// and answers with its observation, or refuses, saying why, a position it does not keep (a spinner,
// points waiting for muggins, a tie carried forward).
//
// Run it:   node examples/node-engine/engine.js
// Test it:  domino-conformance smoke --engine "exec:node examples/node-engine/engine.js"
//           domino-conformance run --engine "exec:node examples/node-engine/engine.js"

'use strict';

const readline = require('node:readline');

const PROTOCOL = 1;

// Every rule option, with the values this engine really plays. "*" means any value. Options
// left out (lead.double_order, lead.named_double, fives.voided, fives.muggins_window,
// score.blocked_winner, score.capicu, score.chuchazo, score.first_hands, match.target_check,
// match.count_void_hands, turn.block_recognised, match.level_at_target) are played at their
// defaults, the rules as they were before those options existed, and a ruleset giving one of them
// another value is refused (PLAYED_AT_DEFAULT). Without teams,
// score.out and match.target_by play the same under either value.
const CAPABILITIES = {
  options: {
    'set.max_pip': '*',
    'players': [2, 3, 4],
    'teams': [null],
    'deal.hand_size': '*',
    'draw.mode': ['none', 'until_playable'],
    'draw.reserve': '*',
    'lead.first_hand': ['highest_double_else_heaviest_tile'],
    'lead.tie_break': ['higher_half'],
    'lead.forced_tile': [true],
    'lead.next_hand': ['winner'],
    'lead.after_tie': ['rotate'],
    'turn.direction': ['cw'],
    'turn.must_play': [true],
    'layout.spinner': ['none'],
    'fives.enabled': [false],
    'fives.claims': ['auto'],
    'score.out': ['all_other_hands', 'opponents_only'],
    'score.blocked': ['diff_each'],
    'score.blocked_tie': ['redeal'],
    'score.rounding': ['none'],
    'match.end': ['target'],
    'match.target': '*',
    'match.target_by': ['players', 'sides'],
    'match.hands': [null],
  },
  // No seat views: 'observe' always answers with the whole state (deal.concealed does not apply).
  views: false,
  // The readline loop below answers each line in the order it came before it reads the next:
  // the runner may write many requests at once (a whole hand, in differential play and replay).
  pipelining: true,
  // 'position' sets the match to a position (BlockOrDrawMatch.takePosition).
  positions: true,
};

const MOVE_TYPES = ['play', 'draw', 'pass', 'muggins'];
const ENDS = ['left', 'right'];

// A request this engine cannot take at all (as opposed to a move it refuses).
class BadRequest extends Error {}

// An illegal move: a reason from the rulebook's closed vocabulary, and an explanation.
class Refusal extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

// -- tiles ---------------------------------------------------------------------------------

// A tile is an object {a, b} with a <= b; its name is "a-b".
function tileName(tile) {
  return `${tile.a}-${tile.b}`;
}

// Read "a-b" in either order; null if it is not a tile of a double-maxPip set.
function parseTile(text, maxPip) {
  if (typeof text !== 'string') return null;
  const match = /^\s*([0-9]+)\s*-\s*([0-9]+)\s*$/.exec(text);
  if (!match) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (x > maxPip || y > maxPip) return null;
  return x <= y ? { a: x, b: y } : { a: y, b: x };
}

function pipsOf(tile) {
  return tile.a + tile.b;
}

function isDouble(tile) {
  return tile.a === tile.b;
}

function fits(tile, number) {
  return tile.a === number || tile.b === number;
}

function byCanonicalOrder(x, y) {
  return x.a - y.a || x.b - y.b;
}

function fullSet(maxPip) {
  const tiles = [];
  for (let a = 0; a <= maxPip; a += 1) {
    for (let b = a; b <= maxPip; b += 1) tiles.push({ a, b });
  }
  return tiles;
}

// -- rules -----------------------------------------------------------------------------------

function optionValue(ruleset, id) {
  let node = ruleset;
  for (const part of id.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

function sameJson(x, y) {
  return JSON.stringify(x) === JSON.stringify(y);
}

// The options left out of CAPABILITIES.options, each at the one value this engine plays it (a ruleset may
// leave out the muggins window and the bonuses): a ruleset giving one another value (a named double, say)
// is one this engine does not play, and it refuses it.
const PLAYED_AT_DEFAULT = {
  'lead.double_order': 'highest_first',
  'lead.named_double': null,
  'fives.voided': 'stand',
  'fives.muggins_window': 'first_move',
  'score.blocked_winner': 'lightest_side',
  'score.capicu': 'none',
  'score.chuchazo': 'none',
  'score.first_hands': 'none',
  'match.target_check': 'end_of_hand',
  'match.count_void_hands': false,
  'turn.block_recognised': 'at_once',
  'match.level_at_target': 'play_on',
};

// The first option of the ruleset this engine does not play, as a sentence; null if none.
function unsupported(ruleset, players) {
  for (const [id, declared] of Object.entries(CAPABILITIES.options)) {
    let value = optionValue(ruleset, id);
    if (value === undefined) return `the ruleset does not pin ${id}`;
    if (id === 'players') {
      if (!Array.isArray(value) || !value.includes(players)) {
        return `the ruleset is not played by ${players} players`;
      }
      value = players;
    }
    if (declared === '*') continue;
    if (!declared.some((candidate) => sameJson(candidate, value))) {
      return `this engine does not play ${id} = ${JSON.stringify(value)}`;
    }
  }
  for (const [id, played] of Object.entries(PLAYED_AT_DEFAULT)) {
    const value = optionValue(ruleset, id);
    if (value !== undefined && !sameJson(value, played)) {
      return `this engine does not play ${id} = ${JSON.stringify(value)}`;
    }
  }
  return null;
}

// An option given as one number or per player count ({"2": 7, "3": 5}).
function perPlayers(ruleset, id, players) {
  const value = optionValue(ruleset, id);
  if (Number.isInteger(value)) return value;
  if (value && typeof value === 'object' && Number.isInteger(value[String(players)])) {
    return value[String(players)];
  }
  throw new Refusal(null, `the ruleset gives no ${id} for ${players} players`);
}

// -- the match ---------------------------------------------------------------------------------

class BlockOrDrawMatch {
  constructor(ruleset, players) {
    this.ruleset = ruleset;
    this.players = players;
    this.maxPip = ruleset.set.max_pip;
    this.handSize = perPlayers(ruleset, 'deal.hand_size', players);
    this.target = perPlayers(ruleset, 'match.target', players);
    this.drawing = ruleset.draw.mode === 'until_playable';
    this.reserve = ruleset.draw.reserve;
    if (!Number.isInteger(this.maxPip) || this.maxPip < 1 || this.maxPip > 12) {
      throw new Refusal(null, `set.max_pip must be 1 to 12, got ${JSON.stringify(this.maxPip)}`);
    }
    const setSize = fullSet(this.maxPip).length;
    if (players * this.handSize > setSize) {
      throw new Refusal(null, `${players} hands of ${this.handSize} need more than the ${setSize} tiles of the set`);
    }
    this.scores = new Array(players).fill(0);
    this.handsCounted = 0;
    this.nextLeader = null; // null: the first-hand rule chooses the leader
    this.winners = null;
    this.status = 'awaiting_deal';
    this.resetHand(Array.from({ length: players }, () => []), []);
    this.leader = 0;
  }

  resetHand(hands, boneyard) {
    this.hands = hands.map((hand) => hand.slice());
    this.boneyard = boneyard.slice();
    this.root = null;
    this.arms = { left: [], right: [] };
    this.ends = null; // {left: {value, double}, right: {...}} once the lead is down
    this.forcedLead = null;
    this.ply = 0;
    this.result = null;
  }

  // -- dealing --

  deal(hands, boneyard) {
    if (!['awaiting_deal', 'hand_over', 'redeal_needed'].includes(this.status)) {
      throw new Refusal(null, `no deal is due: the match is ${this.status}`);
    }
    if (hands.length !== this.players) {
      throw new Refusal(null, `${hands.length} hands were dealt for ${this.players} players`);
    }
    const seen = new Map();
    const take = (text, where) => {
      const tile = parseTile(text, this.maxPip);
      if (tile === null) throw new Refusal(null, `${where}: ${JSON.stringify(text)} is not a tile of a double-${this.maxPip} set`);
      const name = tileName(tile);
      if (seen.has(name)) throw new Refusal(null, `${name} is dealt twice (${seen.get(name)} and ${where})`);
      seen.set(name, where);
      return tile;
    };
    const dealt = hands.map((hand, seat) => {
      if (hand.length !== this.handSize) {
        throw new Refusal(null, `seat ${seat} was dealt ${hand.length} tiles, not ${this.handSize}`);
      }
      return hand.map((text) => take(text, `seat ${seat}'s hand`));
    });
    const pile = boneyard.map((text) => take(text, 'the boneyard'));
    const missing = fullSet(this.maxPip).filter((tile) => !seen.has(tileName(tile)));
    if (missing.length) {
      throw new Refusal(null, `the deal leaves out ${missing.map(tileName).join(', ')}`);
    }
    this.resetHand(dealt, pile);
    if (this.nextLeader === null) {
      const [seat, tile] = this.firstLeader();
      this.leader = seat;
      this.forcedLead = tile;
    } else {
      this.leader = this.nextLeader;
    }
    this.turn = this.leader;
    this.status = 'in_progress';
    return this.status;
  }

  // The holder of the highest double leads it; with no double, the holder of the heaviest
  // tile (of two equally heavy tiles, the one with the higher half) leads that.
  firstLeader() {
    let best = null;
    const better = (tile, than) => {
      if (isDouble(tile) !== isDouble(than)) return isDouble(tile);
      if (isDouble(tile)) return tile.a > than.a;
      return pipsOf(tile) > pipsOf(than) || (pipsOf(tile) === pipsOf(than) && tile.b > than.b);
    };
    this.hands.forEach((hand, seat) => {
      for (const tile of hand) {
        if (best === null || better(tile, best[1])) best = [seat, tile];
      }
    });
    return best;
  }

  // -- positions --

  // A match of the same rules standing at a position (the protocol's position object): every hand,
  // the line, the boneyard in draw order, whose turn it is, the scores and the match so far. What
  // these games never keep is refused with the reason; so is a position whose tiles are not the
  // set's, once each.
  atPosition(position) {
    const match = new BlockOrDrawMatch(this.ruleset, this.players);
    match.takePosition(position);
    return match;
  }

  takePosition(position) {
    const fail = (message) => { throw new Refusal(null, message); };
    if (position === null || typeof position !== 'object') fail('a position is an object');
    const line = position.line || {};
    if (line.spinner !== null && line.spinner !== undefined) fail('these games have no spinner');
    const arms = line.arms || {};
    for (const end of Object.keys(arms)) if (!ENDS.includes(end)) fail(`these games have no ${end} end`);
    if (position.muggins_pending) fail('these games score nothing during the hand: no points wait for muggins');
    if (position.carried) fail('a tie is dealt again in these games: no points are carried forward');
    if ((position.qualified || []).length) fail('these matches are played to a target: nobody qualifies');
    if (!Array.isArray(position.hands) || position.hands.length !== this.players) {
      fail(`a position of ${this.players} hands is needed`);
    }
    if (!Array.isArray(position.boneyard)) fail('the boneyard is given as its tiles in draw order');
    if (!Array.isArray(position.scores) || position.scores.length !== this.players) {
      fail(`a score for each of the ${this.players} seats is needed`);
    }
    const seen = new Set();
    const take = (text, where) => {
      const tile = parseTile(text, this.maxPip);
      if (tile === null) fail(`${where}: ${JSON.stringify(text)} is not a tile of a double-${this.maxPip} set`);
      if (seen.has(tileName(tile))) fail(`${tileName(tile)} is there twice`);
      seen.add(tileName(tile));
      return tile;
    };
    const hands = position.hands.map((hand, seat) => hand.map((text) => take(text, `seat ${seat}'s hand`)));
    const root = line.root === null || line.root === undefined ? null : take(line.root, 'the lead');
    const laid = {};
    for (const end of ENDS) laid[end] = (arms[end] || []).map((text) => take(text, `the ${end} arm`));
    const boneyard = position.boneyard.map((text) => take(text, 'the boneyard'));
    if (seen.size !== fullSet(this.maxPip).length) fail('every tile of the set is in a hand, on the line or in the boneyard');
    this.resetHand(hands, boneyard);
    if (root !== null) {
      this.layTile(root, null);
      for (const end of ENDS) {
        for (const tile of laid[end]) {
          if (!fits(tile, this.ends[end].value)) fail(`${tileName(tile)} does not join the ${end} end`);
          this.layTile(tile, end);
        }
      }
    } else if (laid.left.length || laid.right.length) {
      fail('tiles on the line but no lead');
    }
    this.status = position.status;
    this.leader = position.leader;
    this.turn = position.turn;
    this.forcedLead = position.forced_tile ? parseTile(position.forced_tile, this.maxPip) : null;
    this.ply = position.ply || 0;
    this.result = position.hand_result || null;
    this.scores = position.scores.slice();
    this.handsCounted = position.hands_played;
    this.nextLeader = position.next_leader ?? null;
    this.winners = position.winners ? position.winners.slice() : null;
  }

  // -- what may be done --

  drawsLeft() {
    return this.boneyard.length;
  }

  mayDraw() {
    return this.drawing && this.drawsLeft() > this.reserve;
  }

  openEnds() {
    return this.ends === null ? [] : ENDS;
  }

  playsFor(seat) {
    const hand = this.hands[seat];
    if (this.root === null) {
      const leads = this.forcedLead ? [this.forcedLead] : hand;
      return leads.map((tile) => ({ type: 'play', tile: tileName(tile) }));
    }
    const plays = [];
    for (const end of this.openEnds()) {
      for (const tile of hand) {
        if (fits(tile, this.ends[end].value)) plays.push({ type: 'play', tile: tileName(tile), end });
      }
    }
    return plays;
  }

  canPlay(seat) {
    return this.root !== null && this.playsFor(seat).length > 0;
  }

  legalMoves() {
    if (this.status !== 'in_progress') return [];
    const plays = this.playsFor(this.turn);
    if (plays.length) return plays;
    if (this.mayDraw()) return [{ type: 'draw' }];
    return [{ type: 'pass' }];
  }

  // -- moves --

  // Read a move; a move that cannot be read is refused as malformed_move.
  readMove(move) {
    if (move === null || typeof move !== 'object' || Array.isArray(move)) {
      throw new Refusal('malformed_move', `a move is an object, got ${JSON.stringify(move)}`);
    }
    if (!MOVE_TYPES.includes(move.type)) {
      throw new Refusal('malformed_move', `${JSON.stringify(move.type)} is not a kind of move`);
    }
    if (move.type !== 'play') return { type: move.type };
    const tile = parseTile(move.tile, this.maxPip);
    if (tile === null) {
      throw new Refusal('malformed_move', `${JSON.stringify(move.tile)} is not a tile of a double-${this.maxPip} set`);
    }
    if (move.end !== undefined && move.end !== null && typeof move.end !== 'string') {
      throw new Refusal('malformed_move', `an end is named by a string, got ${JSON.stringify(move.end)}`);
    }
    if (move.claim !== undefined && move.claim !== null && !(Number.isInteger(move.claim) && move.claim >= 0)) {
      throw new Refusal('malformed_move', `a claim is a whole number of points, got ${JSON.stringify(move.claim)}`);
    }
    return { type: 'play', tile, end: move.end ?? null, claim: move.claim ?? null };
  }

  // Refuse an illegal move with the first reason that applies, in the rulebook's order
  // (move.refusal.order: first for every move, then by kind of move).
  check(move, seat) {
    if (this.status !== 'in_progress') throw new Refusal('hand_over', `no hand is being played (${this.status})`);
    if (seat !== undefined && seat !== null && seat !== this.turn) {
      throw new Refusal('not_your_turn', `seat ${this.turn} is to play, not seat ${seat}`);
    }
    const hand = this.hands[this.turn];
    if (move.type === 'muggins') throw new Refusal('no_muggins', 'this game scores nothing during the hand');
    if (move.type === 'play') {
      const name = tileName(move.tile);
      if (!hand.some((tile) => tileName(tile) === name)) {
        throw new Refusal('tile_not_in_hand', `seat ${this.turn} does not hold ${name}`);
      }
      if (this.root === null) {
        if (move.end !== null) throw new Refusal('no_such_end', 'the lead goes on an empty table and names no end');
        if (this.forcedLead && tileName(this.forcedLead) !== name) {
          throw new Refusal('lead_tile_forced', `the lead must be ${tileName(this.forcedLead)}`);
        }
      } else {
        if (!this.openEnds().includes(move.end)) {
          throw new Refusal('no_such_end', `${JSON.stringify(move.end)} is not an open end (left, right)`);
        }
        if (!fits(move.tile, this.ends[move.end].value)) {
          throw new Refusal('does_not_match', `${name} does not match the ${move.end} end (${this.ends[move.end].value})`);
        }
      }
      // Scores are counted, never claimed, in these games: a claim sent with a play is ignored.
      return;
    }
    if (move.type === 'draw') {
      if (this.root === null) throw new Refusal('cannot_draw', 'the leader must lead');
      if (!this.drawing) throw new Refusal('cannot_draw', 'nobody draws in this game');
      if (!this.mayDraw()) throw new Refusal('reserve_reached', `only the ${this.reserve} reserved tiles are left`);
      if (this.canPlay(this.turn)) throw new Refusal('must_play', `seat ${this.turn} holds a tile that fits`);
      return;
    }
    // pass
    if (this.root === null) throw new Refusal('cannot_pass', 'the leader must lead');
    if (this.canPlay(this.turn)) throw new Refusal('must_play', `seat ${this.turn} holds a tile that fits`);
    if (this.mayDraw()) throw new Refusal('must_draw', `seat ${this.turn} cannot play and must draw`);
  }

  // Make a legal move (a refused one throws, changing nothing); a draw returns the tile it took.
  apply(move, seat) {
    this.check(move, seat);
    this.ply += 1;
    const mover = this.turn;
    if (move.type === 'draw') {
      const tile = this.boneyard.shift();
      this.hands[mover].push(tile);
      if (this.isBlocked()) this.endBlocked();
      return tile;
    }
    if (move.type === 'play') {
      const name = tileName(move.tile);
      this.hands[mover] = this.hands[mover].filter((tile) => tileName(tile) !== name);
      this.layTile(move.tile, move.end);
      if (this.hands[mover].length === 0) {
        this.endOut(mover);
        return;
      }
      if (this.isBlocked()) {
        this.endBlocked();
        return;
      }
    }
    this.turn = (mover + 1) % this.players;
  }

  layTile(tile, end) {
    if (this.root === null) {
      this.root = tile;
      this.ends = {
        left: { value: tile.a, double: isDouble(tile) },
        right: { value: tile.b, double: isDouble(tile) },
      };
      return;
    }
    const shown = this.ends[end].value;
    this.arms[end].push(tile);
    this.ends[end] = { value: tile.a === shown ? tile.b : tile.a, double: isDouble(tile) };
  }

  // Nobody can play, and nobody may draw.
  isBlocked() {
    if (this.mayDraw()) return false;
    return this.hands.every((hand) => !hand.some((tile) => ENDS.some((end) => fits(tile, this.ends[end].value))));
  }

  // -- the end of a hand --

  pips() {
    return this.hands.map((hand) => hand.reduce((sum, tile) => sum + pipsOf(tile), 0));
  }

  endOut(winner) {
    const pips = this.pips();
    const points = pips.reduce((sum, p, seat) => (seat === winner ? sum : sum + p), 0);
    this.finish('out', winner, points, pips);
  }

  endBlocked() {
    const pips = this.pips();
    const lightest = Math.min(...pips);
    const holders = pips.map((p, seat) => (p === lightest ? seat : -1)).filter((seat) => seat >= 0);
    if (holders.length > 1) {
      // Nobody wins: the deal is void, and the next seat leads the redeal.
      this.nextLeader = (this.leader + 1) % this.players;
      this.result = { end: 'blocked', winner: null, side: null, points: 0, pips, tie: true, redeal: true };
      this.status = 'redeal_needed';
      return;
    }
    const winner = holders[0];
    const points = pips.reduce((sum, p) => sum + (p - lightest), 0);
    this.finish('blocked', winner, points, pips);
  }

  finish(end, winner, points, pips) {
    this.scores[winner] += points;
    this.nextLeader = winner;
    this.result = { end, winner, side: winner, points, pips, tie: false, redeal: false };
    this.handsCounted += 1;
    const best = Math.max(...this.scores);
    const leaders = this.scores.map((s, side) => (s === best ? side : -1)).filter((side) => side >= 0);
    if (best >= this.target && leaders.length === 1) {
      this.winners = leaders;
      this.status = 'match_over';
    } else {
      this.status = 'hand_over';
    }
  }

  // -- observation --

  count() {
    if (this.root === null) return 0;
    if (this.arms.left.length + this.arms.right.length === 0) return pipsOf(this.root);
    return ENDS.reduce((sum, end) => sum + this.ends[end].value * (this.ends[end].double ? 2 : 1), 0);
  }

  observe() {
    const arms = {};
    for (const end of ENDS) if (this.arms[end].length) arms[end] = this.arms[end].map(tileName);
    const playing = this.status === 'in_progress';
    return {
      status: this.status,
      hand: this.handsCounted + (playing || this.status === 'redeal_needed' ? 1 : 0),
      turn: playing ? this.turn : null,
      leader: this.leader,
      ply: this.ply,
      ends: this.openEnds().map((end) => ({ end, value: this.ends[end].value, double: this.ends[end].double })),
      line: { root: this.root === null ? null : tileName(this.root), arms, spinner: null },
      count: this.count(),
      hands: this.hands.map((hand) => hand.slice().sort(byCanonicalOrder).map(tileName)),
      hand_sizes: this.hands.map((hand) => hand.length),
      boneyard_size: this.boneyard.length,
      scores: this.scores.slice(),
      sides: this.scores.map((_, seat) => [seat]),
      muggins_pending: 0,
      result: this.result,
      match_result: this.winners === null ? null : {
        winners: this.winners.slice(), scores: this.scores.slice(), hands: this.handsCounted,
      },
    };
  }
}

// -- the protocol --------------------------------------------------------------------------------

class Engine {
  constructor() {
    this.match = null;
  }

  need() {
    if (this.match === null) throw new BadRequest("no match has been started: send 'start' first");
    return this.match;
  }

  hello() {
    return {
      protocol: PROTOCOL,
      engine: { name: 'node-engine (domino-conformance example)', version: '0.1.0', language: `Node.js ${process.versions.node}` },
      capabilities: CAPABILITIES,
    };
  }

  start(request) {
    const { ruleset, players } = request;
    if (!Number.isInteger(players)) throw new BadRequest(`players must be a whole number, got ${JSON.stringify(players)}`);
    if (ruleset === null || typeof ruleset !== 'object') return { ok: false, message: 'the ruleset is not an object' };
    const gap = unsupported(ruleset, players);
    if (gap) return { ok: false, message: gap };
    try {
      this.match = new BlockOrDrawMatch(ruleset, players);
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, message: error.message };
      throw error;
    }
    return { ok: true };
  }

  deal(request) {
    const match = this.need();
    const { hands, boneyard } = request;
    if (!Array.isArray(hands) || !hands.every(Array.isArray)) throw new BadRequest('hands must be a list of lists of tiles');
    if (!Array.isArray(boneyard)) throw new BadRequest('boneyard must be a list of tiles');
    try {
      return { ok: true, status: match.deal(hands, boneyard) };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  legal_moves() {
    const match = this.need();
    return { turn: match.status === 'in_progress' ? match.turn : null, moves: match.legalMoves() };
  }

  apply(request) {
    const match = this.need();
    const { seat } = request;
    if (seat !== undefined && seat !== null && !Number.isInteger(seat)) throw new BadRequest('seat must be a seat number');
    let drawn;
    try {
      drawn = match.apply(match.readMove(request.move), seat);
    } catch (error) {
      if (error instanceof Refusal) return { accepted: false, reason: error.reason, message: error.message };
      throw error;
    }
    // A draw lists the tile it took, as IMPLEMENTING.md recommends under every draw mode.
    return drawn ? { accepted: true, status: match.status, drawn: [tileName(drawn)] } : { accepted: true, status: match.status };
  }

  observe() {
    return { state: this.need().observe() };
  }

  position(request) {
    const match = this.need();
    try {
      this.match = match.atPosition(request.position);
      return { ok: true, state: this.match.observe() };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  stop() {
    this.match = null;
    return { ok: true };
  }

  // One request in, one reply out; never throws.
  handle(request) {
    const seq = request !== null && typeof request === 'object' ? request.seq : undefined;
    let reply;
    try {
      if (request === null || typeof request !== 'object' || Array.isArray(request)) {
        throw new BadRequest('a request is a JSON object');
      }
      const commands = ['hello', 'start', 'position', 'deal', 'legal_moves', 'apply', 'observe', 'stop'];
      if (!commands.includes(request.cmd)) throw new BadRequest(`unknown command ${JSON.stringify(request.cmd)}`);
      reply = this[request.cmd](request);
    } catch (error) {
      reply = error instanceof BadRequest
        ? { errored: true, message: error.message }
        : { errored: true, message: String(error), traceback: String(error && error.stack) };
    }
    if (seq !== undefined) reply.seq = seq;
    return reply;
  }
}

function main() {
  const engine = new Engine();
  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let stopped = false;
  input.on('line', (line) => {
    if (stopped || !line.trim()) return;
    let request;
    let reply;
    try {
      request = JSON.parse(line);
      reply = engine.handle(request);
    } catch (error) {
      reply = { errored: true, message: `the request is not JSON: ${error.message}` };
    }
    if (request && request.cmd === 'stop') {
      stopped = true;
      input.close();
      process.stdout.write(`${JSON.stringify(reply)}\n`, () => process.exit(0));
    } else {
      process.stdout.write(`${JSON.stringify(reply)}\n`);
    }
  });
}

if (require.main === module) main();

module.exports = { Engine, CAPABILITIES };
