import { beforeAll, describe, expect, it } from 'vitest';
import { fairFloats } from '../../../src/engine/fair';
import { parseCards } from '../../../src/pvp/cards';
import { evaluateHand } from '../../../src/pvp/niuniu';
import { createRoom, minimumBalance, step, type DealSource } from '../../../src/pvp/room';
import type { PvpEvent, PvpRoomConfig, PvpState } from '../../../src/pvp/types';
import { pvpView, type PvpView } from '../../../src/pvp/view';
import { loadTexts } from '../shared/i18n';
import {
  arrangeCards,
  botNumber,
  controls,
  countdown,
  permilleText,
  phaseKey,
  playerName,
  rankingRows,
  seatModel,
  seatPositions,
  soundCues,
  NARROW_TABLE,
  WIDE_TABLE,
} from './pvp-model';
import { pvpText } from './pvp-text';

beforeAll(() => loadTexts('EN'));

const CONFIG: PvpRoomConfig = {
  id: 'nn-ui',
  stake: 100,
  seats: 4,
  rakePermille: 50,
  betMultiples: [1, 2, 3, 5],
  turnMs: { ready: 5_000, bet: 8_000, reveal: 10_000 },
  botsAllowed: false,
};
const deal: DealSource = (handNo) => fairFloats('ui-server-seed', 'ui-client-seed', handNo);

/** A room driven through the real engine, with the views each player would be sent. */
const table = (config: PvpRoomConfig = CONFIG) => {
  let state: PvpState = createRoom(config);
  let now = 1_000_000;
  return {
    send(event: PvpEvent) {
      const r = step(state, event, now, deal);
      expect(r.refused, JSON.stringify(event)).toBeUndefined();
      state = r.state;
    },
    later(ms: number) {
      now += ms;
      state = step(state, { type: 'tick', now }, now, deal).state;
    },
    view: (player: string | null): PvpView => pvpView(state, player),
    get state() {
      return state;
    },
    get now() {
      return now;
    },
  };
};

/** ann and bob seated (ann first) and both ready: the first hand is dealt, ann banks. */
const betting = (balances: Record<string, number> = { ann: 100_000, bob: 100_000 }) => {
  const d = table();
  for (const [player, balance] of Object.entries(balances)) d.send({ type: 'sit', player, balance });
  for (const player of Object.keys(balances)) d.send({ type: 'ready', player });
  return d;
};

const labelText = (l: { key: Parameters<typeof pvpText>[1]; vars?: Record<string, string | number> } | null) =>
  l ? pvpText('EN', l.key, l.vars) : null;

describe('seat layout', () => {
  it('puts the anchor seat at the bottom and the rest clockwise, clear of it', () => {
    const six = seatPositions(6, 2);
    expect(six[2]).toEqual({ x: 50, y: 88, place: 'bottom' });
    // Clockwise on screen from the bottom: left side, top-left, top, top-right, right side.
    expect(six[3]!.x).toBeLessThan(50);
    expect(six[4]!.x).toBeLessThan(50);
    expect(six[4]!.y).toBeLessThan(six[3]!.y);
    expect(six[5]).toEqual({ x: 50, y: 12, place: 'top' });
    expect(six[0]!.x).toBeGreaterThan(50);
    expect(six[1]!.x).toBeGreaterThan(50);
    expect(six[1]!.y).toBeGreaterThan(six[0]!.y);
    expect(new Set(six.map((s) => `${s.x},${s.y}`)).size).toBe(6);
    // The two seats beside the player's are at least the gap (75°) round from the bottom: no higher than
    // sin(15°) × ry below the middle.
    for (const s of [six[3]!, six[1]!]) expect(s.y).toBeLessThanOrEqual(50 + 38 * Math.sin((15 * Math.PI) / 180) + 0.1);
  });

  it('mirrors left and right and stays inside the table box for every size', () => {
    for (let n = 2; n <= 6; n++) {
      for (const geometry of [WIDE_TABLE, NARROW_TABLE]) {
        const spots = seatPositions(n, 0, geometry);
        for (const s of spots) {
          expect(s.x).toBeGreaterThanOrEqual(10);
          expect(s.x).toBeLessThanOrEqual(90);
          expect(s.y).toBeGreaterThanOrEqual(12);
          expect(s.y).toBeLessThanOrEqual(88);
        }
        const xs = spots.map((s) => Math.round((s.x - 50) * 10) || 0).sort((a, b) => a - b);
        expect(xs).toEqual(xs.map((x) => -x || 0).sort((a, b) => a - b));
      }
    }
    expect(seatPositions(2, 1).map((s) => s.place)).toEqual(['top', 'bottom']);
    // Few seats space evenly: three in a triangle, four in a diamond.
    expect(seatPositions(3, 0).map((s) => s.place)).toEqual(['bottom', 'top', 'top']);
    expect(seatPositions(4, 0).map((s) => s.place)).toEqual(['bottom', 'left', 'top', 'right']);
    expect(seatPositions(6, 0, NARROW_TABLE)[1]!.x).toBeGreaterThan(seatPositions(6, 0)[1]!.x);
  });
});

describe('countdown', () => {
  it('counts whole seconds up, never below zero, as a share of the turn', () => {
    expect(countdown(null, 5, 1000)).toBeNull();
    expect(countdown(10_000, 2_000, 8_000)).toEqual({ ms: 8_000, seconds: 8, fraction: 1 });
    expect(countdown(10_000, 7_900, 8_000)).toEqual({ ms: 2_100, seconds: 3, fraction: 2_100 / 8_000 });
    expect(countdown(10_000, 12_000, 8_000)).toEqual({ ms: 0, seconds: 0, fraction: 0 });
    // A clock behind the server's shows a longer wait, but the ring never overflows.
    expect(countdown(10_000, 0, 8_000)!.fraction).toBe(1);
  });
});

describe('labels', () => {
  it('numbers bots from the room-made player id', () => {
    expect(botNumber('bot:niuniu-5:3')).toBe(3);
    expect(botNumber('bot:x:12')).toBe(12);
    expect(botNumber('member-42')).toBeNull();
  });

  it('shows the nickname of a nickname#id player key', () => {
    expect(playerName('ann#0b5e')).toBe('ann');
    expect(playerName('li#na#42')).toBe('li#na');
    expect(playerName('#7')).toBe('#7');
    expect(playerName('plain')).toBe('plain');
  });

  it('writes rake rates from permille without floats', () => {
    expect(permilleText(50)).toBe('5%');
    expect(permilleText(25)).toBe('2.5%');
    expect(permilleText(0)).toBe('0%');
    expect(permilleText(1000)).toBe('100%');
  });

  it('ranks hands strongest first with the engine multipliers, grouping niu values that pay alike', () => {
    const rows = rankingRows().map((r) => `${labelText(r.label)} ×${r.multiplier}`);
    expect(rows).toEqual([
      'Five Small ×5',
      'Bomb ×5',
      'Five Face ×5',
      'Niu Niu ×4',
      'Niu 9 ×3',
      'Niu 7–8 ×2',
      'Niu 1–6 ×1',
      'No Niu ×1',
    ]);
  });

  it('splits a shown hand into its bull and the two scoring cards', () => {
    const cards = parseCards('3H 9C KD 7S 5D');
    const hand = evaluateHand(cards);
    const [bull, rest] = arrangeCards(cards, hand);
    expect(bull).toEqual(hand.bull);
    expect(rest).toHaveLength(2);
    expect([...bull!, ...rest!].sort()).toEqual([...cards].sort());
    const none = parseCards('AH 2C 4D 8S 6H');
    expect(evaluateHand(none).bull).toBeNull();
    expect(arrangeCards(none, evaluateHand(none))).toEqual([none]);
    expect(arrangeCards([null, null, null, null, null], null)).toEqual([[null, null, null, null, null]]);
  });
});

describe('seats and controls through a hand', () => {
  it('shows a spectator the empty seats and a Sit down button, with the minimum balance when short', () => {
    const d = table();
    d.send({ type: 'sit', player: 'ann', balance: 50_000 });
    const view = d.view('eve');
    expect(view.you).toBeNull();
    const c = controls(view, 100, true);
    expect(c.sit).toBe('enabled');
    expect(c.leave).toBe(false);
    const min = minimumBalance(CONFIG);
    expect(c.hints).toEqual([{ key: 'pvp.hint.spectator' }, { key: 'pvp.hint.minBalance', money: { amount: min } }]);
    expect(controls(view, min, true).hints).toHaveLength(1);
    expect(seatModel(view, 1)).toMatchObject({ empty: true, status: { key: 'pvp.seat.empty' } });
    expect(seatModel(view, 0)).toMatchObject({ empty: false, you: false, player: 'ann', connected: true });
  });

  it('says the room is full only when no seat is free or held by a bot', () => {
    const d = table({ ...CONFIG, seats: 2 });
    d.send({ type: 'sit', player: 'ann', balance: 50_000 });
    d.send({ type: 'sit', player: 'bob', balance: 50_000 });
    expect(controls(d.view('eve'), 50_000, true)).toMatchObject({ sit: 'full', hints: [{ key: 'pvp.hint.full' }] });
  });

  it('offers Ready and Leave while waiting, and marks the player ready', () => {
    const d = table();
    d.send({ type: 'sit', player: 'ann', balance: 100_000 });
    let c = controls(d.view('ann'), 100_000, true);
    expect(c).toMatchObject({ sit: 'hidden', leave: true, ready: 'enabled', bets: null, reveal: 'hidden' });
    expect(c.hints).toEqual([{ key: 'pvp.hint.needPlayers' }]);
    d.send({ type: 'sit', player: 'bob', balance: 100_000 });
    d.send({ type: 'ready', player: 'ann' });
    c = controls(d.view('ann'), 100_000, true);
    expect(c.ready).toBe('done');
    expect(c.hints).toEqual([{ key: 'pvp.hint.isReady' }]);
    expect(labelText(seatModel(d.view('bob'), 0).status)).toBe('Ready');
    expect(labelText(seatModel(d.view('ann'), 1).status)).toBe('Not ready');
    // Without a ready message in the protocol the button is not offered at all.
    expect(controls(d.view('bob'), 100_000, false).ready).toBe('hidden');
  });

  it('gives the players the multiples their cap allows and the banker nothing to bet', () => {
    // bob can cover ×2 at most: worst loss 2 × 100 × 5 = 1,000.
    const d = betting({ ann: 100_000, bob: 1_200, cat: 100_000 });
    const bank = d.view('ann');
    expect(bank.phase).toBe('betting');
    expect(seatModel(bank, 0)).toMatchObject({
      you: true,
      banker: true,
      inHand: true,
      cards: [null, null, null, null, null],
    });
    expect(controls(bank, 100_000, true)).toMatchObject({
      bets: null,
      due: false,
      ready: 'hidden',
      hints: [{ key: 'pvp.hint.bankerBetting' }],
    });
    const c = controls(d.view('bob'), 1_200, true);
    expect(c.due).toBe(true);
    expect(c.bets).toEqual([
      { multiple: 1, amount: 100, enabled: true, chosen: false },
      { multiple: 2, amount: 200, enabled: true, chosen: false },
      { multiple: 3, amount: 300, enabled: false, chosen: false },
      { multiple: 5, amount: 500, enabled: false, chosen: false },
    ]);
    expect(labelText(seatModel(bank, 1).status)).toBe('Choosing a bet…');
    d.send({ type: 'bet', player: 'bob', multiple: 2 });
    // bob's bet is in (cat is still choosing): his choices stay, all disabled, ×2 marked.
    const placed = controls(d.view('bob'), 1_200, true);
    expect(placed.bets?.map((b) => [b.multiple, b.enabled, b.chosen])).toEqual([
      [1, false, false],
      [2, false, true],
      [3, false, false],
      [5, false, false],
    ]);
    expect(placed).toMatchObject({ due: false, hints: [{ key: 'pvp.hint.betPlaced', vars: { m: 2 } }] });
    expect(controls(d.view('cat'), null, true).bets?.every((b) => b.enabled)).toBe(true);
    d.later(CONFIG.turnMs.bet);
    // The timer bet cat's smallest multiple and the cards are dealt: bob sees his own five and nobody else's.
    const seen = d.view('bob');
    expect(seen.phase).toBe('revealing');
    expect(seatModel(seen, 1).cards.every((card) => card !== null)).toBe(true);
    expect(seatModel(seen, 1).hand).not.toBeNull();
    expect(seatModel(seen, 0).cards).toEqual([null, null, null, null, null]);
    expect(labelText(seatModel(seen, 1).bet)).toBe('Bet ×2');
    expect(labelText(seatModel(seen, 2).bet)).toBe('Bet ×1 (auto)');
    expect(labelText(seatModel(seen, 0).status)).toBe('Not revealed');
  });

  it('makes the banker reveal last, then shows the results and the rake', () => {
    const d = betting();
    d.send({ type: 'bet', player: 'bob', multiple: 3 });
    expect(controls(d.view('ann'), null, true)).toMatchObject({ reveal: 'wait', due: false });
    expect(controls(d.view('bob'), null, true)).toMatchObject({ reveal: 'enabled', due: true });
    d.send({ type: 'reveal', player: 'bob' });
    expect(controls(d.view('bob'), null, true)).toMatchObject({
      reveal: 'hidden',
      hints: [{ key: 'pvp.hint.revealed' }],
    });
    expect(labelText(seatModel(d.view('ann'), 1).status)).toBe('Revealed');
    expect(controls(d.view('ann'), null, true).reveal).toBe('enabled');
    d.send({ type: 'reveal', player: 'ann' });

    const view = d.view('bob');
    expect(view.phase).toBe('settling');
    const last = view.last!;
    const bob = last.rows.find((r) => r.player === 'bob')!;
    const seat = seatModel(view, 1);
    expect(seat.result).toEqual({ outcome: bob.outcome, change: bob.change, rake: bob.rake });
    expect(seat.hand).toEqual(bob.hand);
    const hint = controls(view, null, true).hints[0]!;
    // Both branches are checked whichever way the seeded hand fell: the hint names the sign and the amount.
    expect(bob.change).not.toBe(0);
    expect(hint).toEqual(
      bob.change > 0
        ? { key: 'pvp.hint.won', money: { amount: bob.change } }
        : { key: 'pvp.hint.lost', money: { amount: -bob.change } },
    );
    // Two-handed, one wins what the other loses less the rake: the page's figures add up.
    expect(last.rows.reduce((sum, r) => sum + r.change, 0) + last.rake).toBe(0);
    expect(phaseKey(view)).toBe('pvp.phase.settling');
    // After the pause the seats go back to ready/not ready and the result is no longer on them.
    d.later(CONFIG.turnMs.ready);
    const next = d.view('bob');
    expect(next.phase).toBe('betting');
    expect(seatModel(next, 1).result).toBeNull();
  });

  it('lets a player who leaves mid-hand take it back, and seats outside the hand sit out', () => {
    const d = betting();
    d.send({ type: 'sit', player: 'cat', balance: 100_000 });
    expect(seatModel(d.view('cat'), 2)).toMatchObject({ inHand: false, status: { key: 'pvp.seat.sittingOut' } });
    expect(controls(d.view('cat'), null, true).hints).toEqual([{ key: 'pvp.hint.sittingOut' }]);
    d.send({ type: 'leave', player: 'ann' });
    const c = controls(d.view('ann'), null, true);
    expect(c).toMatchObject({ leave: false, stay: true });
    expect(c.hints[0]).toEqual({ key: 'pvp.hint.leaving' });
    expect(seatModel(d.view('bob'), 0).leaving).toBe(true);
  });

  it('names bots and shows who is offline', () => {
    const d = table({ ...CONFIG, botsAllowed: true, botWaitMs: 1_000 });
    d.send({ type: 'sit', player: 'ann', balance: 100_000 });
    d.later(1_000);
    const view = d.view('ann');
    const bot = view.seats.findIndex((s) => s?.bot);
    expect(bot).toBeGreaterThan(0);
    const model = seatModel(view, bot);
    expect(model.bot).toBe(true);
    expect(labelText(model.nameLabel)).toBe('Bot 1');
    d.send({ type: 'disconnect', player: 'ann' });
    expect(seatModel(d.view(null), 0).connected).toBe(false);
  });

  it('titles the phase, with a countdown-driven waiting headline', () => {
    expect(phaseKey(null)).toBe('pvp.phase.connecting');
    const d = table();
    d.send({ type: 'sit', player: 'ann', balance: 100_000 });
    expect(phaseKey(d.view('ann'))).toBe('pvp.phase.waiting');
    d.send({ type: 'sit', player: 'bob', balance: 100_000 });
    expect(d.view('ann').deadline).toBe(d.now + CONFIG.turnMs.ready);
    expect(phaseKey(d.view('ann'))).toBe('pvp.phase.starting');
  });
});

describe('sound cues', () => {
  it('is silent on the first view and cues the deal, the turn, chips, flips and the result', () => {
    const d = table();
    d.send({ type: 'sit', player: 'ann', balance: 100_000 });
    d.send({ type: 'sit', player: 'bob', balance: 100_000 });
    const waiting = d.view('bob');
    expect(soundCues(null, waiting)).toEqual([]);
    d.send({ type: 'ready', player: 'ann' });
    d.send({ type: 'ready', player: 'bob' });
    const bet = d.view('bob');
    expect(soundCues(waiting, bet)).toEqual(['deal', 'turn']);
    // The banker has no turn while the players bet.
    expect(soundCues(d.view('ann'), d.view('ann'))).toEqual([]);
    expect(soundCues(waiting, d.view('ann'))).toEqual(['deal']);
    d.send({ type: 'bet', player: 'bob', multiple: 1 });
    const reveal = d.view('bob');
    expect(soundCues(bet, reveal)).toEqual(['chip', 'turn']);
    d.send({ type: 'reveal', player: 'bob' });
    const shown = d.view('bob');
    expect(soundCues(reveal, shown)).toEqual(['flip']);
    d.send({ type: 'reveal', player: 'ann' });
    const result = d.view('bob');
    const change = result.last!.rows.find((r) => r.player === 'bob')!.change;
    expect(soundCues(shown, result)).toEqual(['flip', change > 0 ? 'win' : 'lose']);
    expect(soundCues(shown, d.view(null))).toEqual(['flip', 'settle']);
    expect(soundCues(result, result)).toEqual([]);
  });
});
