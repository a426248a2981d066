import { describe, expect, it } from 'vitest';
import { fairFloats } from '../engine/fair';
import { cardCode, dealHands, shuffleDeck } from './cards';
import { botBalance, checkRoomConfig, createRoom, minimumBalance, step } from './room';
import { baseConfig, createDriver, fairDeal, riggedDeal, type Driver } from './test-room';
import type { PvpEffect, PvpEvent, PvpState } from './types';
import { pvpView, roomSummary } from './view';

const NIU_NIU = 'TS JH QC 4D 6S'; // ×4
const NIU_9 = 'AS 9H TC 4D 5S'; // ×3
const NIU_7 = '3S 7H KC 2D 5S'; // ×2
const NO_NIU = 'KD QD 2C 3C 6D'; // ×1
const NIU_2 = '4H 6H TD AC AH'; // ×1

type EffectOf<T extends PvpEffect['type']> = Extract<PvpEffect, { type: T }>;
const ofType = <T extends PvpEffect['type']>(effects: PvpEffect[], type: T): EffectOf<T>[] =>
  effects.filter((e): e is EffectOf<T> => e.type === type);

/** A driver with humans seated at t = 0 (each with a wallet of `balance`), in seat order. */
const table = (players: string[], deal = fairDeal('s', 'c'), over = {}, balance = 10_000): Driver => {
  const d = createDriver(baseConfig(over), deal);
  players.forEach((player, seat) => {
    d.wallet.set(player, balance);
    expect(d.send({ type: 'sit', player, seat, balance }).refused).toBeUndefined();
  });
  return d;
};

const since = (d: Driver, mark: number): PvpEffect[] => d.effects.slice(mark);

describe('createRoom', () => {
  it('rejects configurations it cannot run', () => {
    expect(checkRoomConfig(baseConfig())).toEqual([]);
    expect(checkRoomConfig(baseConfig({ seats: 7 }))).toHaveLength(1);
    expect(checkRoomConfig(baseConfig({ stake: 1.5 }))).toHaveLength(1);
    expect(checkRoomConfig(baseConfig({ betMultiples: [2, 1] }))).toHaveLength(1);
    expect(checkRoomConfig(baseConfig({ rakePermille: -1 }))).toHaveLength(1);
    expect(() => createRoom(baseConfig({ turnMs: { ready: 0, bet: 1, reveal: 1 } }))).toThrow(RangeError);
  });

  it('starts empty and waiting; the minimum balance is the worst loss at the smallest bet', () => {
    const s = createRoom(baseConfig());
    expect([s.phase, s.handNo, s.banker, s.deadline, s.seats]).toEqual([
      'waiting',
      0,
      null,
      null,
      [null, null, null, null],
    ]);
    expect(minimumBalance(baseConfig())).toBe(100 * 1 * 5);
    expect(botBalance(baseConfig())).toBe(100 * 5 * 5 * 3);
  });
});

describe('a full hand', () => {
  it('two players: countdown, reserves debited before any card, bet, deal, reveal, settle with rake', () => {
    const d = table(['ann', 'bob'], riggedDeal({ 1: { cards: [NIU_7, NIU_NIU] } }));
    expect(d.state.deadline).toBe(5_000);
    expect(ofType(d.effects, 'timer').at(-1)).toEqual({ type: 'timer', deadline: 5_000 });

    d.runTo(5_000);
    expect(d.state.phase).toBe('betting');
    expect(d.state.banker).toBe(0);
    const start = ofType(d.effects, 'hand');
    expect(start).toEqual([{ type: 'hand', handId: 'nn-test-1', handNo: 1, banker: 'ann', players: ['ann', 'bob'] }]);
    // bob can bet up to ×5: 100 × 5 × 5 = 2,500 reserved; the banker reserves as much, all it could owe.
    expect(ofType(d.effects, 'debit').map((e) => [e.player, e.amount])).toEqual([
      ['ann', 2_500],
      ['bob', 2_500],
    ]);
    expect(ofType(d.effects, 'deal')).toEqual([]);
    expect(d.state.deadline).toBe(13_000);

    d.now = 6_000;
    expect(d.send({ type: 'bet', player: 'bob', multiple: 2 }).refused).toBeUndefined();
    expect(d.state.phase).toBe('revealing');
    expect(d.state.deadline).toBe(16_000);
    const deal = ofType(d.effects, 'deal')[0]!;
    expect(deal.hands.map((h) => [h.player, h.cards.map(cardCode).join(' ')])).toEqual([
      ['ann', NIU_7],
      ['bob', NIU_NIU],
    ]);

    const mark = d.effects.length;
    expect(d.send({ type: 'reveal', player: 'bob' }).refused).toBeUndefined();
    expect(d.send({ type: 'reveal', player: 'ann' }).refused).toBeUndefined();
    expect(d.state.phase).toBe('settling');
    const after = since(d, mark);
    expect(ofType(after, 'reveal').map((e) => [e.player, e.hand.kind, e.auto])).toEqual([
      ['bob', 'niu-niu', false],
      ['ann', 'niu', false],
    ]);
    // bob wins 100 × 2 × 4 = 800, less ⌊800 × 5%⌋ = 40.
    expect(ofType(after, 'credit').map((e) => [e.player, e.amount])).toEqual([
      ['ann', 1_700],
      ['bob', 3_260],
    ]);
    expect(ofType(after, 'rake')).toEqual([{ type: 'rake', amount: 40, handId: 'nn-test-1' }]);
    expect(d.wallet.get('ann')).toBe(9_200);
    expect(d.wallet.get('bob')).toBe(10_760);
    expect(d.hands.get('nn-test-1')).toEqual({ sum: 0, closed: true });
    expect(d.state.last?.rows.map((r) => [r.player, r.change])).toEqual([
      ['ann', -800],
      ['bob', 760],
    ]);
    expect(d.state.seats.map((s) => s?.balance)).toEqual([9_200, 10_760, undefined, undefined]);

    // After the pause the next hand starts at once, banked by the next seat.
    d.runTo(16_000 + 5_000);
    expect(d.state.handNo).toBe(2);
    expect(d.state.banker).toBe(1);
    expect(ofType(d.effects, 'hand')[1]!.banker).toBe('bob');
  });

  it('four players: each is paid against the banker only', () => {
    const d = table(
      ['ann', 'bob', 'cat', 'dan'],
      riggedDeal({ 1: { cards: [NIU_7, NIU_NIU, NO_NIU, 'AH 9C TH 4C 5D'] } }),
      { stake: 50, rakePermille: 30 },
    );
    for (const p of ['ann', 'bob', 'cat', 'dan']) d.send({ type: 'ready', player: p });
    expect(d.state.phase).toBe('betting');
    expect(ofType(d.effects, 'debit').map((e) => e.amount)).toEqual([3 * 1_250, 1_250, 1_250, 1_250]);
    d.send({ type: 'bet', player: 'bob', multiple: 1 });
    d.send({ type: 'bet', player: 'cat', multiple: 5 });
    expect(d.state.phase).toBe('betting');
    d.send({ type: 'bet', player: 'dan', multiple: 3 });
    expect(d.state.phase).toBe('revealing');
    for (const p of ['bob', 'cat', 'dan', 'ann']) expect(d.send({ type: 'reveal', player: p }).refused).toBeUndefined();
    const s = d.state.last!;
    // bob +50·1·4 = 200 (rake 6); cat −50·5·2 = −500; dan +50·3·3 = 450 (rake 13); ann 500 − 650 = −150.
    expect(s.rows.map((r) => [r.player, r.net, r.rake])).toEqual([
      ['ann', -150, 0],
      ['bob', 200, 6],
      ['cat', -500, 0],
      ['dan', 450, 13],
    ]);
    expect(s.rake).toBe(19);
    expect([...d.wallet.values()]).toEqual([9_850, 10_194, 9_500, 10_437]);
    expect([...d.wallet.values()].reduce((a, b) => a + b, 0) + d.rake).toBe(40_000);
  });
});

describe('a short banker', () => {
  it('reserves only its balance and pays winners pro rata from it and what it collected', () => {
    // ann banks with 700; bob (×5, Niu Niu) is owed 2,000, cat (×1, no niu) pays 200 to ann's niu 7.
    const d = createDriver(baseConfig(), riggedDeal({ 1: { cards: [NIU_7, NIU_NIU, NO_NIU] } }));
    for (const [player, balance] of [
      ['ann', 700],
      ['bob', 10_000],
      ['cat', 10_000],
    ] as const) {
      d.wallet.set(player, balance);
      d.send({ type: 'sit', player, balance });
    }
    d.runTo(5_000);
    expect(ofType(d.effects, 'debit').map((e) => e.amount)).toEqual([700, 2_500, 2_500]);
    d.send({ type: 'bet', player: 'bob', multiple: 5 });
    d.send({ type: 'bet', player: 'cat', multiple: 1 });
    for (const p of ['bob', 'cat', 'ann']) d.send({ type: 'reveal', player: p });
    const s = d.state.last!;
    expect([s.capped, s.bankerCover]).toEqual([true, 900]);
    // bob gets the whole cover, 900, less 45 rake; ann ends at 0.
    expect(s.rows.map((r) => [r.player, r.net, r.credit])).toEqual([
      ['ann', -700, 0],
      ['bob', 900, 2_500 + 855],
      ['cat', -200, 2_300],
    ]);
    expect(d.wallet.get('ann')).toBe(0);
    expect(d.state.seats[0]!.balance).toBe(0);
  });
});

describe('banker rotation', () => {
  it('passes to the next seated player each hand and skips empty seats and those who cannot play', () => {
    const d = table(['ann', 'bob', 'cat'], fairDeal('rot', 'c'), { seats: 5 });
    const bankers: string[] = [];
    const playHand = () => {
      if (d.state.phase !== 'betting') d.runTo(nextStart(d));
      bankers.push(d.state.hand!.participants[0]!.player);
      d.runTo(d.state.deadline!); // bets time out
      d.runTo(d.state.deadline!); // reveals time out
    };
    const nextStart = (x: Driver) => x.state.deadline!;
    playHand();
    playHand();
    playHand();
    playHand();
    expect(bankers).toEqual(['ann', 'bob', 'cat', 'ann']);
    // bob leaves while settling; dan sits in seat 4; cat disconnects so is not dealt in.
    d.send({ type: 'leave', player: 'bob' });
    d.wallet.set('dan', 10_000);
    d.send({ type: 'sit', player: 'dan', seat: 4, balance: 10_000 });
    playHand();
    playHand();
    d.send({ type: 'disconnect', player: 'cat' });
    playHand();
    expect(bankers.slice(4)).toEqual(['cat', 'dan', 'ann']);
    expect(d.state.hand!.participants.map((p) => p.player)).toEqual(['ann', 'dan']);
  });
});

describe('timers and auto-actions', () => {
  it('no bet by the deadline is the smallest multiple; no reveal by the deadline is an automatic reveal', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.runTo(5_000);
    d.send({ type: 'bet', player: 'bob', multiple: 3 });
    d.runTo(12_999);
    expect(d.state.phase).toBe('betting');
    d.runTo(13_000);
    expect(d.state.phase).toBe('revealing');
    expect(ofType(d.effects, 'bet').map((e) => [e.player, e.multiple, e.auto])).toEqual([
      ['bob', 3, false],
      ['cat', 1, true],
    ]);
    d.send({ type: 'reveal', player: 'cat' });
    d.runTo(23_000);
    expect(d.state.phase).toBe('settling');
    expect(ofType(d.effects, 'reveal').map((e) => [e.player, e.auto])).toEqual([
      ['cat', false],
      ['bob', true],
      ['ann', true],
    ]);
    const p = d.state.hand!.participants;
    expect(p.map((x) => [x.multiple, x.autoBet, x.autoReveal])).toEqual([
      [null, false, true],
      [3, false, true],
      [1, true, false],
    ]);
    expect(d.hands.get('nn-test-1')).toEqual({ sum: 0, closed: true });
  });

  it('a late action meets the timeout first and is refused', () => {
    const d = table(['ann', 'bob']);
    d.runTo(5_000);
    // No tick arrived at 13,000: the bet at 13,500 fires the timeout, then finds the betting closed.
    d.now = 13_500;
    const r = d.send({ type: 'bet', player: 'bob', multiple: 5 });
    expect(r.refused).toBe('pvp.wrong_phase');
    expect(r.state.hand!.participants[1]!.multiple).toBe(1);
    expect(r.state.phase).toBe('revealing');
    expect(ofType(r.effects, 'timer')).toEqual([{ type: 'timer', deadline: 23_500 }]);
  });

  it('a hand needs two players: one alone waits, with no countdown', () => {
    const d = table(['ann']);
    expect(d.state.deadline).toBeNull();
    d.send({ type: 'ready', player: 'ann' });
    d.runTo(1_000_000);
    expect([d.state.phase, d.state.handNo, d.state.seats.filter(Boolean).length]).toEqual(['waiting', 0, 1]);
    // A second player who cannot cover the smallest bet's worst loss does not make a hand either.
    d.send({ type: 'sit', player: 'bob', balance: minimumBalance(baseConfig()) - 1 });
    expect(d.state.deadline).toBeNull();
    d.send({ type: 'balance', player: 'bob', balance: 500 });
    expect(d.state.deadline).toBe(d.now + 5_000);
  });

  it('ready from every human cuts the countdown and the result pause short', () => {
    const d = table(['ann', 'bob']);
    d.send({ type: 'ready', player: 'ann' });
    expect(d.state.phase).toBe('waiting');
    d.send({ type: 'ready', player: 'bob' });
    expect(d.state.phase).toBe('betting');
    d.runTo(d.state.deadline!);
    d.runTo(d.state.deadline!);
    expect(d.state.phase).toBe('settling');
    d.send({ type: 'ready', player: 'ann' });
    d.send({ type: 'ready', player: 'bob' });
    expect([d.state.phase, d.state.handNo]).toEqual(['betting', 2]);
  });
});

describe('refusals', () => {
  it('refuses actions out of turn or in the wrong phase, and leaves the state alone', () => {
    const d = table(['ann', 'bob'], fairDeal('s', 'c'), { seats: 3 });
    const refuse = (event: PvpEvent, code: string) => {
      const before = JSON.stringify(d.state);
      const r = d.send(event);
      expect(r.refused, JSON.stringify(event)).toBe(code);
      expect(JSON.stringify(r.state)).toBe(before);
    };
    refuse({ type: 'bet', player: 'bob', multiple: 1 }, 'pvp.wrong_phase');
    refuse({ type: 'reveal', player: 'bob' }, 'pvp.wrong_phase');
    refuse({ type: 'sit', player: 'ann', balance: 5 }, 'pvp.already_seated');
    refuse({ type: 'sit', player: 'cat', seat: 1, balance: 5 }, 'pvp.seat_taken');
    refuse({ type: 'sit', player: 'cat', seat: 3, balance: 5 }, 'pvp.bad_seat');
    refuse({ type: 'sit', player: 'cat', balance: -5 }, 'pvp.bad_amount');
    refuse({ type: 'sit', player: 'cat', balance: 5.5 }, 'pvp.bad_amount');
    refuse({ type: 'sit', player: 'bot:nn-test:9', balance: 5 }, 'pvp.bad_player');
    refuse({ type: 'leave', player: 'zed' }, 'pvp.not_seated');
    d.runTo(5_000);
    d.wallet.set('cat', 10_000);
    d.send({ type: 'sit', player: 'cat', balance: 10_000 });
    refuse({ type: 'bet', player: 'ann', multiple: 1 }, 'pvp.not_your_turn');
    refuse({ type: 'bet', player: 'cat', multiple: 1 }, 'pvp.not_in_hand');
    refuse({ type: 'bet', player: 'zed', multiple: 1 }, 'pvp.not_seated');
    refuse({ type: 'bet', player: 'bob', multiple: 4 }, 'pvp.bad_multiple');
    refuse({ type: 'reveal', player: 'bob' }, 'pvp.wrong_phase');
    refuse({ type: 'ready', player: 'bob' }, 'pvp.wrong_phase');
    d.send({ type: 'bet', player: 'bob', multiple: 2 });
    refuse({ type: 'bet', player: 'bob', multiple: 2 }, 'pvp.wrong_phase');
    // The banker shows last.
    refuse({ type: 'reveal', player: 'ann' }, 'pvp.not_your_turn');
    refuse({ type: 'reveal', player: 'cat' }, 'pvp.not_in_hand');
    d.send({ type: 'reveal', player: 'bob' });
    refuse({ type: 'reveal', player: 'bob' }, 'pvp.already_revealed');
    refuse({ type: 'debit_failed', players: ['bob'], handId: 'nn-test-9' }, 'pvp.wrong_hand');
    refuse({ type: 'debit_failed', players: ['cat'], handId: 'nn-test-1' }, 'pvp.not_in_hand');
    refuse({ type: 'debit_failed', players: [], handId: 'nn-test-1' }, 'pvp.bad_player');
    expect(d.send({ type: 'reveal', player: 'ann' }).refused).toBeUndefined();
  });

  it('refuses a bet its reserve does not cover, and a second bet', () => {
    // bob's 1,600 covers ×3 (1,500) but not ×5 (2,500).
    const d = createDriver(baseConfig(), fairDeal('s', 'c'));
    d.wallet.set('ann', 10_000);
    d.wallet.set('bob', 1_600);
    d.send({ type: 'sit', player: 'ann', balance: 10_000 });
    d.send({ type: 'sit', player: 'bob', balance: 1_600 });
    d.runTo(5_000);
    expect(ofType(d.effects, 'debit').map((e) => e.amount)).toEqual([1_500, 1_500]);
    expect(d.send({ type: 'bet', player: 'bob', multiple: 5 }).refused).toBe('pvp.insufficient_funds');
    expect(d.send({ type: 'bet', player: 'bob', multiple: 3 }).refused).toBeUndefined();
  });

  it('never throws on malformed events and never mutates the state it was given', () => {
    const d = table(['ann', 'bob']);
    d.runTo(5_000);
    const frozen = deepFreeze(structuredClone(d.state));
    const junk: unknown[] = [
      null,
      {},
      { type: 'explode' },
      { type: 'bet' },
      { type: 'bet', player: 7, multiple: 1 },
      { type: 'bet', player: 'bob', multiple: '2' },
      { type: 'bet', player: 'bob', multiple: Number.NaN },
      { type: 'sit', player: '', balance: 1 },
      { type: 'sit', player: 'x'.repeat(500), balance: 1 },
      { type: 'sit', player: 'eve', seat: 1.5, balance: 1 },
      { type: 'sit', player: 'eve', balance: Number.POSITIVE_INFINITY },
      { type: 'tick', now: Number.NaN },
      { type: 'debit_failed', player: 'bob', handId: 42 },
      { type: 'debit_failed', players: 'bob', handId: 'nn-test-1' },
    ];
    for (const event of junk) {
      const r = step(frozen, event as PvpEvent, 6_000, fairDeal('s', 'c'));
      expect(r.state.phase).toBe('betting');
    }
    expect(step(frozen, null as unknown as PvpEvent, 6_000, fairDeal('s', 'c')).refused).toBe('pvp.bad_event');
    const ok = step(frozen, { type: 'bet', player: 'bob', multiple: 2 }, 6_000, fairDeal('s', 'c'));
    expect(ok.state.phase).toBe('revealing');
    expect(frozen.phase).toBe('betting');
  });
});

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

describe('disconnect and reconnect', () => {
  it('a disconnected player keeps the seat and the hand; auto-actions play for them; reconnect resumes', () => {
    const d = table(['ann', 'bob'], riggedDeal({ 1: { cards: [NO_NIU, NIU_9] } }));
    d.runTo(5_000);
    d.send({ type: 'disconnect', player: 'bob' });
    d.runTo(13_000);
    expect(d.state.hand!.participants[1]).toMatchObject({ player: 'bob', multiple: 1, autoBet: true });
    expect(d.state.seats[1]).toMatchObject({ player: 'bob', connected: false });
    d.now = 14_000;
    const r = d.send({ type: 'reconnect', player: 'bob' });
    expect(ofType(r.effects, 'resume')).toEqual([{ type: 'resume', player: 'bob', handId: 'nn-test-1' }]);
    const view = pvpView(d.state, 'bob');
    expect(view.you).toBe(1);
    expect(view.hand!.participants[1]!.cards!.map(cardCode).join(' ')).toBe(NIU_9);
    expect(view.hand!.participants[0]!.cards).toBeNull();
    d.send({ type: 'reveal', player: 'bob' });
    d.send({ type: 'reveal', player: 'ann' });
    expect(d.state.last!.rows[1]).toMatchObject({ player: 'bob', outcome: 'win', net: 300 });
  });

  it('a player offline when a hand starts sits it out, keeping the seat', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.send({ type: 'disconnect', player: 'cat' });
    d.runTo(5_000);
    expect(d.state.hand!.participants.map((p) => p.player)).toEqual(['ann', 'bob']);
    expect(d.state.seats[2]).toMatchObject({ player: 'cat', connected: false });
  });

  it('leaving mid-hand plays the hand out at once and frees the seat after settlement', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.runTo(5_000);
    d.send({ type: 'leave', player: 'cat' });
    expect(d.state.hand!.participants[2]).toMatchObject({ multiple: 1, autoBet: true });
    expect(d.state.seats[2]).toMatchObject({ player: 'cat', leaving: true });
    d.send({ type: 'bet', player: 'bob', multiple: 1 });
    expect(d.state.hand!.participants[2]!.revealed).toBe(true);
    d.send({ type: 'reveal', player: 'bob' });
    d.send({ type: 'reveal', player: 'ann' });
    expect(d.state.phase).toBe('settling');
    expect(d.state.seats[2]).not.toBeNull();
    const r = d.wake();
    expect(r).toBe(true);
    expect(ofType(d.effects, 'left')).toEqual([{ type: 'left', player: 'cat', seat: 2, bot: false }]);
    expect(d.state.seats[2]).toBeNull();
    expect(d.state.handNo).toBe(2);
  });
});

describe('wallet refusals', () => {
  it('a player whose debit fails is taken out of the hand; the others play on', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.wallet.set('cat', 100); // spent elsewhere since the room last heard
    d.runTo(5_000);
    expect(d.state.hand!.participants.map((p) => p.player)).toEqual(['ann', 'bob']);
    expect(d.state.seats[2]!.balance).toBe(0);
    d.runTo(d.state.deadline!);
    d.runTo(d.state.deadline!);
    expect(d.state.last!.rows.map((r) => r.player)).toEqual(['ann', 'bob']);
    expect(d.wallet.get('cat')).toBe(100);
  });

  it('several refusals of one step are reported together, so no refund goes to a player who was not debited', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.wallet.set('ann', 0);
    d.wallet.set('cat', 0);
    d.runTo(5_000);
    expect(ofType(d.effects, 'credit')).toEqual([
      { type: 'credit', player: 'bob', bot: false, amount: 2_500, handId: 'nn-test-1' },
    ]);
    expect(d.debitFailures).toBe(2);
    expect(d.hands.get('nn-test-1')).toEqual({ sum: 0, closed: true });
  });

  it('a banker whose debit fails voids the hand and every reserve comes back', () => {
    const d = table(['ann', 'bob', 'cat']);
    d.wallet.set('ann', 0);
    d.runTo(5_000);
    expect(ofType(d.effects, 'void')).toEqual([{ type: 'void', handId: 'nn-test-1', reason: 'banker_debit_failed' }]);
    expect(ofType(d.effects, 'credit').map((e) => [e.player, e.amount])).toEqual([
      ['bob', 2_500],
      ['cat', 2_500],
    ]);
    expect([d.wallet.get('bob'), d.wallet.get('cat')]).toEqual([10_000, 10_000]);
    expect(d.state.phase).toBe('waiting');
    // The next hand is number 2, banked by bob (ann cannot play until the server sends her balance).
    d.runTo(d.state.deadline!);
    expect([d.state.handNo, d.state.hand!.participants[0]!.player]).toEqual([2, 'bob']);
  });
});

describe('bots', () => {
  const lone = (botsAllowed: boolean, deal = fairDeal('b', 'c'), seats = 4) => {
    const d = table(['ann'], deal, { botsAllowed, seats });
    return d;
  };

  it('never sit when bots are not allowed', () => {
    const d = lone(false);
    d.runTo(600_000);
    expect(d.state.seats.filter(Boolean)).toHaveLength(1);
  });

  it('sit after the wait, flagged as bots, and bet at random from the hand’s float stream', () => {
    // Hand 1: the float after the 51 shuffle floats is 0.8: ⌊0.8 × 4⌋ = index 3 → ×5.
    const d = lone(true, riggedDeal({ 1: { cards: [NIU_2, NIU_7], extra: [0.8] } }));
    expect(d.state.botAt).toBe(10_000);
    d.runTo(9_999);
    expect(d.state.seats.filter(Boolean)).toHaveLength(1);
    d.runTo(10_000);
    expect(ofType(d.effects, 'sat').at(-1)).toEqual({ type: 'sat', player: 'bot:nn-test:1', seat: 1, bot: true });
    expect(d.state.seats[1]).toMatchObject({ bot: true, balance: botBalance(baseConfig()) });
    expect(roomSummary(d.state)).toMatchObject({ taken: 2, free: 2, bots: 1 });
    d.runTo(15_000);
    expect(d.state.hand!.participants[1]).toMatchObject({ player: 'bot:nn-test:1', bot: true, multiple: 5 });
    expect(ofType(d.effects, 'debit').find((e) => e.bot)).toMatchObject({ player: 'bot:nn-test:1', amount: 2_500 });
    // The bot already bet, so the hand goes straight to the reveal; the bot shows at once, ann banks and shows last.
    expect(d.state.phase).toBe('revealing');
    expect(d.state.hand!.participants[1]!.revealed).toBe(true);
    d.send({ type: 'reveal', player: 'ann' });
    // Bot's niu 7 beats ann's niu 2: 100 × 5 × 2 = 1,000, rake 50, to the house bot account.
    expect(d.state.last!.rows[1]).toMatchObject({ bot: true, net: 1_000, rake: 50 });
    expect(d.botAccount).toBe(950);
    expect(d.botAccount + (d.wallet.get('ann')! - 10_000) + d.rake).toBe(0);
  });

  it('bet from their deal floats, not their cards: the same floats give the same bet whatever the cards', () => {
    const bets = [NO_NIU, NIU_NIU].map((botCards) => {
      const d = lone(true, riggedDeal({ 1: { cards: [NIU_2, botCards], extra: [0.3] } }));
      d.runTo(15_000);
      return d.state.hand!.participants[1]!.multiple;
    });
    expect(bets).toEqual([2, 2]);
  });

  it('leave once a second human is present, and give a seat to a human when the room is full', () => {
    const d = lone(true, fairDeal('b', 'c'), 2);
    d.runTo(15_000);
    // The bot bet at once, so the hand is already at the reveal.
    expect(d.state.phase).toBe('revealing');
    // Full: the bot is holding cards, so bob is refused now and gets the seat after the hand.
    expect(d.send({ type: 'sit', player: 'bob', balance: 10_000 }).refused).toBe('pvp.room_full');
    d.runTo(d.state.deadline!);
    expect(d.state.phase).toBe('settling');
    d.wallet.set('bob', 10_000);
    // Settling: the bot's money is settled, so it yields its seat at once.
    expect(d.send({ type: 'sit', player: 'bob', balance: 10_000 }).refused).toBeUndefined();
    expect(d.state.seats.map((s) => [s?.player, s?.bot])).toEqual([
      ['ann', false],
      ['bob', false],
    ]);
    expect(ofType(d.effects, 'left').map((e) => e.bot)).toEqual([true]);
    d.runTo(d.state.deadline!);
    expect(d.state.hand!.participants.map((p) => p.player)).toEqual(['bob', 'ann']);
  });

  it('go when the humans go, and take no part in a hand without a human', () => {
    const d = lone(true);
    d.runTo(10_000);
    expect(d.state.seats.filter((s) => s?.bot)).toHaveLength(1);
    d.send({ type: 'leave', player: 'ann' });
    expect(d.state.seats.filter(Boolean)).toHaveLength(0);
    d.runTo(600_000);
    expect([d.state.handNo, d.state.botAt, d.state.deadline]).toEqual([0, null, null]);
  });
});

describe('fair deal', () => {
  it('deals hand N from fairFloats(serverSeed, clientSeed, N): shuffle, then 5 cards each from the banker on', () => {
    const serverSeed = 'b3f6a7c2e9d14f0a8c5e2b7d9f1a3c6e4b8d0f2a6c9e1b3d5f7a9c2e4b6d8f0a';
    const clientSeed = 'pagoda-lucky';
    const d = table(['ann', 'bob', 'cat'], fairDeal(serverSeed, clientSeed));
    d.runTo(5_000);
    d.runTo(d.state.deadline!);
    const dealt = ofType(d.effects, 'deal')[0]!.hands.map((h) => h.cards.map(cardCode).join(' '));
    const deck = shuffleDeck(fairFloats(serverSeed, clientSeed, 1));
    expect(dealt).toEqual(dealHands(deck, 3).map((h) => h.map(cardCode).join(' ')));
    // The worked example of docs/studio-pvp.md (checked there against Python's hmac too).
    expect(dealt).toEqual(['8H TC TD 8C KD', '9C QS 2C 2S 7D', '4C TS 3S 6C KH']);
    d.runTo(d.state.deadline!);
    expect(d.state.last!.rows.map((r) => [r.player, r.hand.kind, r.hand.niu, r.net, r.rake])).toEqual([
      ['ann', 'niu', 6, 200, 10],
      ['bob', 'no-niu', 0, -100, 0],
      ['cat', 'niu', 3, -100, 0],
    ]);
  });
});

describe('views', () => {
  it('hide every card while bets are open, show each player their own from the reveal, all when settling', () => {
    const d = table(['ann', 'bob', 'cat']);
    const cardsSeen = (viewer: string | null, state: PvpState = d.state) =>
      pvpView(state, viewer)
        .hand!.participants.map((p) => (p.cards ? 'x' : '-'))
        .join('');
    d.runTo(5_000);
    expect([cardsSeen('ann'), cardsSeen('bob'), cardsSeen(null)]).toEqual(['---', '---', '---']);
    d.runTo(d.state.deadline!);
    expect([cardsSeen('ann'), cardsSeen('bob'), cardsSeen(null)]).toEqual(['x--', '-x-', '---']);
    d.send({ type: 'reveal', player: 'cat' });
    expect([cardsSeen('ann'), cardsSeen('bob'), cardsSeen(null)]).toEqual(['x-x', '-xx', '--x']);
    d.runTo(d.state.deadline!);
    expect([cardsSeen('ann'), cardsSeen(null)]).toEqual(['xxx', 'xxx']);
    const view = pvpView(d.state, 'bob');
    expect(view.seats.map((s) => s?.balance ?? null)).toEqual([null, d.state.seats[1]!.balance, null, null]);
    expect(JSON.stringify(pvpView(createRoom(baseConfig()), null))).not.toContain('cards');
  });
});
