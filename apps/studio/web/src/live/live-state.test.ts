import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableRoundView } from '../../../src/shared/live';
import { applyMessage, bettingLeft, EMPTY_MODEL, type LiveModel } from './live-state';

const round = (roundId: string, phase: TableRoundView['phase'], summary: unknown = null): TableRoundView => ({
  roundId,
  nonce: 1,
  serverSeedHash: 'h',
  clientSeed: 'c',
  phase,
  closesAt: 5000,
  result: summary === null ? null : { r: summary },
  summary,
});

const hello = (r: TableRoundView | null, history: unknown[] = [], myBets = [{ spot: 'banker', amount: 500 }]) =>
  ({
    t: 'hello',
    now: 1000,
    balance: 10_000,
    currency: 'USD',
    table: {
      code: 'baccarat',
      spots: [{ spot: 'banker', min: 100, max: 1000, pays: '0.95:1' }],
      history,
      round: r,
      myBets,
      seated: 3,
      timing: { bettingMs: 15_000, resultMs: 8000 },
    },
  }) satisfies ServerMessage;

const fold = (messages: ServerMessage[], from: LiveModel = EMPTY_MODEL) => messages.reduce(applyMessage, from);

describe('live state', () => {
  it('restores the round and the accepted bets from hello (a reconnect mid-round)', () => {
    const m = fold([hello(round('r1', 'betting'))]);
    expect(m.balance).toBe(10_000);
    expect(m.table?.round?.roundId).toBe('r1');
    expect(m.table?.myBets).toEqual([{ spot: 'banker', amount: 500 }]);
    expect(m.table?.liveResult).toBeNull();
  });

  it('adds a result to the history once and marks it as seen live', () => {
    const m = fold([
      hello(round('r1', 'betting'), ['a']),
      { t: 'round', now: 2000, round: round('r1', 'closed'), seated: 4 },
      { t: 'round', now: 3000, round: round('r1', 'result', 'b'), seated: 4 },
      { t: 'round', now: 3100, round: round('r1', 'result', 'b'), seated: 4 },
    ]);
    expect(m.table?.history).toEqual(['a', 'b']);
    expect(m.table?.liveResult).toBe('r1');
    expect(m.table?.seated).toBe(4);
  });

  it('does not animate a result that was already out when the page connected', () => {
    const m = fold([hello(round('r1', 'result', 'b'), ['a', 'b'])]);
    expect(m.table?.liveResult).toBeNull();
    expect(m.table?.history).toEqual(['a', 'b']);
  });

  it('clears the bets on a new round and keeps them for Repeat', () => {
    const m = fold([
      hello(round('r1', 'betting'), [], []),
      { t: 'bets.ok', id: 'q', myBets: [{ spot: 'banker', amount: 300 }], balance: 9700 },
      { t: 'round', now: 9000, round: round('r2', 'betting'), seated: 2 },
    ]);
    expect(m.balance).toBe(9700);
    expect(m.table?.myBets).toEqual([]);
    expect(m.table?.lastBets).toEqual([{ spot: 'banker', amount: 300 }]);
  });

  it('keeps the settlement of the current round, with or without a balance yet', () => {
    const base = fold([hello(round('r1', 'result', 'b'))]);
    const first = applyMessage(base, {
      t: 'settled',
      roundId: 'r1',
      bets: [{ spot: 'banker', amount: 500, returned: 975 }],
      win: 975,
    });
    expect(first.balance).toBe(10_000);
    expect(first.table?.settled?.win).toBe(975);
    const second = applyMessage(first, { ...first.table!.settled!, balance: 10_475 });
    expect(second.balance).toBe(10_475);
    const stale = applyMessage(second, { t: 'settled', roundId: 'r0', bets: [], win: 0, balance: 10_475 });
    expect(stale.table?.settled?.roundId).toBe('r1');
  });

  it('counts the betting window down on server time', () => {
    expect(bettingLeft(round('r1', 'betting'), 4000)).toBe(1000);
    expect(bettingLeft(round('r1', 'betting'), 6000)).toBe(0);
    expect(bettingLeft(round('r1', 'closed'), 1000)).toBe(0);
  });
});
