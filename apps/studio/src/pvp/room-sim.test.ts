import { describe, expect, it } from 'vitest';
import { minimumBalance } from './room';
import { baseConfig, createDriver, fairDeal, type Driver } from './test-room';
import type { PvpEvent, PvpRoomConfig } from './types';

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type SimStats = {
  hands: number;
  voided: number;
  debitFailures: number;
  refusals: number;
  capped: number;
  botHands: number;
  rake: number;
  problems: string[];
};

/**
 * Plays one room with random players doing random things (sensible and not) at random times, checking after every
 * step that the room's idea of each wallet matches the wallet (closed wallets) and that money is conserved.
 * external: wallets also change outside the room (other games), so some debits are refused by the wallet.
 */
const simulateRoom = (rand: () => number, config: PvpRoomConfig, targetHands: number, external: boolean): SimStats => {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const players = Array.from({ length: config.seats + 2 }, (_, i) => `p${i}`);
  const min = minimumBalance(config);
  const d: Driver = createDriver(config, fairDeal(`sim-${config.id}`, 'client'));
  // Half the players are short (a banker who cannot cover the table gets capped), half are comfortable.
  for (const p of players) d.wallet.set(p, Math.floor(rand() * (rand() < 0.5 ? 3 : 40) * min));
  const externalFlow = { value: 0 };
  const initial = [...d.wallet.values()].reduce((a, b) => a + b, 0);
  const stats: SimStats = {
    hands: 0,
    voided: 0,
    debitFailures: 0,
    refusals: 0,
    capped: 0,
    botHands: 0,
    rake: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (stats.problems.length < 10) stats.problems.push(`${config.id} t=${d.now}: ${text}`);
  };

  const randomEvent = (): PvpEvent => {
    const player = rand() < 0.97 ? pick(players) : pick(['', 'x'.repeat(200), 'bot:x:1']);
    const r = rand();
    if (r < 0.14)
      return {
        type: 'sit',
        player,
        balance: d.wallet.get(player) ?? 0,
        seat: rand() < 0.3 ? Math.floor(rand() * (config.seats + 1)) : undefined,
      };
    if (r < 0.18) return { type: 'leave', player };
    if (r < 0.32) return { type: 'ready', player };
    if (r < 0.55)
      return { type: 'bet', player, multiple: rand() < 0.9 ? pick(config.betMultiples) : pick([0, 4, 7, -1]) };
    if (r < 0.78) return { type: 'reveal', player };
    if (r < 0.84) return { type: 'disconnect', player };
    if (r < 0.92) return { type: 'reconnect', player };
    return { type: 'balance', player, balance: d.wallet.get(player) ?? 0 };
  };

  let guard = 0;
  while (stats.hands < targetHands && guard++ < targetHands * 400) {
    const r = rand();
    if (r < 0.25) d.wake();
    else if (r < 0.35) {
      d.now += Math.floor(rand() * 3_000);
      d.send({ type: 'tick', now: d.now });
    } else if (external && r < 0.4) {
      // Another game spends or pays out: the room only learns of it through a refused debit or a balance event.
      const p = pick(players);
      const w = d.wallet.get(p)!;
      const delta = rand() < 0.6 ? -Math.floor(rand() * w) : Math.floor(rand() * 10 * min);
      d.wallet.set(p, w + delta);
      externalFlow.value += delta;
    } else if (!external && r < 0.37) {
      // A short player deposits, and the server tells the room at once, so its balances stay exact.
      const p = pick(players);
      const w = d.wallet.get(p)!;
      if (w < 2 * min) {
        const deposit = Math.floor(rand() * 20 * min);
        d.wallet.set(p, w + deposit);
        externalFlow.value += deposit;
        if (d.state.seats.some((seat) => seat?.player === p))
          d.send({ type: 'balance', player: p, balance: w + deposit });
      }
    } else {
      d.now += Math.floor(rand() * 500);
      if (d.send(randomEvent()).refused) stats.refusals += 1;
    }

    for (const e of d.effects) {
      if (e.type === 'settled') {
        stats.hands += 1;
        stats.capped += e.settlement.capped ? 1 : 0;
        stats.botHands += e.settlement.rows.some((row) => row.bot) ? 1 : 0;
        const rows = e.settlement.rows;
        if (rows.reduce((sum, row) => sum + row.change, 0) + e.settlement.rake !== 0)
          problem(`${e.settlement.handId} not conserved`);
      }
      if (e.type === 'void') stats.voided += 1;
    }
    d.effects.length = 0;

    // What the room believes a human holds is what the wallet holds (closed wallets only: else it is stale).
    if (!external)
      for (const seat of d.state.seats)
        if (seat && !seat.bot && seat.balance !== d.wallet.get(seat.player))
          problem(`${seat.player}: room thinks ${seat.balance}, wallet has ${d.wallet.get(seat.player)}`);
    for (const [p, w] of d.wallet) if (w < 0) problem(`${p} below zero: ${w}`);
    const hand = d.state.hand;
    if (hand && (d.state.phase === 'betting' || d.state.phase === 'revealing')) {
      if (hand.participants.length < 2) problem(`${hand.id} in play with ${hand.participants.length}`);
      if (!hand.participants.some((p) => !p.bot)) problem(`${hand.id} without a human`);
      for (const p of hand.participants) if (p.multiple !== null && p.multiple > p.cap) problem(`${p.player} over cap`);
    }
  }
  // Everyone leaves and the clock runs out the hand in progress, so every debit is answered.
  for (const player of players) d.send({ type: 'leave', player });
  for (let i = 0; i < 10 && d.state.phase !== 'waiting' && d.wake(); i++);
  if (d.state.phase !== 'waiting' || d.state.seats.some(Boolean)) problem(`room not empty at the end`);

  stats.debitFailures = d.debitFailures;
  for (const [id, h] of d.hands) {
    if (!h.closed) problem(`${id} never closed`);
    if (h.sum !== 0) problem(`${id}: Σ changes + rake = ${h.sum}`);
  }
  const final = [...d.wallet.values()].reduce((a, b) => a + b, 0);
  if (final - initial - externalFlow.value + d.botAccount + d.rake !== 0)
    problem(`not conserved: wallets ${final - initial - externalFlow.value}, bots ${d.botAccount}, rake ${d.rake}`);
  stats.rake = d.rake;
  return stats;
};

const roomConfigs = (rand: () => number, count: number): PvpRoomConfig[] =>
  Array.from({ length: count }, (_, i) =>
    baseConfig({
      id: `sim-${i}`,
      seats: 2 + (i % 5),
      stake: 1 + Math.floor(rand() * 500),
      rakePermille: [0, 25, 50, 100][i % 4]!,
      betMultiples: i % 3 === 0 ? [1, 2, 3, 5] : i % 3 === 1 ? [1, 2] : [2, 4, 8],
      botsAllowed: i % 2 === 0,
      turnMs: { ready: 2_000, bet: 4_000, reveal: 4_000 },
    }),
  );

describe('random play', () => {
  it('conserves money exactly over 10,000 hands with closed wallets: Σ changes + rake = 0, nobody below zero', () => {
    const rand = seeded(20_240_607);
    const totals = { hands: 0, voided: 0, debitFailures: 0, refusals: 0, capped: 0, botHands: 0, rake: 0 };
    const problems: string[] = [];
    for (const config of roomConfigs(rand, 10)) {
      const s = simulateRoom(rand, config, 1_000, false);
      problems.push(...s.problems);
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += s[k];
    }
    expect(problems).toEqual([]);
    expect(totals.hands).toBeGreaterThanOrEqual(10_000);
    // Balances are known exactly, so the wallet never refuses a reserve and no hand is called off.
    expect(totals.debitFailures).toBe(0);
    expect(totals.voided).toBe(0);
    // The random play reached the interesting paths.
    expect(totals.refusals).toBeGreaterThan(10_000);
    expect(totals.botHands).toBeGreaterThan(100);
    expect(totals.rake).toBeGreaterThan(0);
    expect(totals.capped).toBeGreaterThan(0);
  });

  it('still conserves money when wallets change elsewhere and the wallet refuses reserves', () => {
    const rand = seeded(7_777);
    const problems: string[] = [];
    let failures = 0;
    let voided = 0;
    let hands = 0;
    for (const config of roomConfigs(rand, 6)) {
      const s = simulateRoom(rand, config, 500, true);
      problems.push(...s.problems);
      failures += s.debitFailures;
      voided += s.voided;
      hands += s.hands;
    }
    expect(problems).toEqual([]);
    expect(hands).toBeGreaterThanOrEqual(3_000);
    expect(failures + voided).toBeGreaterThan(20);
  });
});
