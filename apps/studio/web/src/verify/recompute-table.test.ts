import { describe, expect, it } from 'vitest';
import { fairFloats, sha256Hex } from '../../../src/engine/fair';
import { dealHands, shuffleDeck } from '../../../src/pvp';
import type { VerifyTableValue } from '../../../src/shared/api';
import { blackjack, blackjackRound, tableRound } from '../../../src/tables';
import { recomputeTable } from './recompute-table';

const serverSeed = 'a'.repeat(64);
const base = (table: string, result: unknown, summary: unknown = null): VerifyTableValue => ({
  roundId: 'r1',
  table,
  nonce: 7,
  serverSeedHash: sha256Hex(serverSeed),
  clientSeed: `${table}:seed`,
  serverSeed,
  result,
  summary,
  createdAt: new Date(0).toISOString(),
});

describe('recomputeTable', () => {
  it('deals a shared-table round again and notices a changed result', () => {
    const result = tableRound('roulette', serverSeed, 'roulette:seed', 7);
    expect(recomputeTable(base('roulette', result))).toMatchObject({ hashOk: true, dealOk: true });
    const other = tableRound('roulette', serverSeed, 'roulette:seed', 8);
    expect(recomputeTable(base('roulette', other)).dealOk).toBe(JSON.stringify(other) === JSON.stringify(result));
    expect(recomputeTable({ ...base('roulette', result), serverSeedHash: 'f'.repeat(64) }).hashOk).toBe(false);
  });

  it('waits while the server seed is not revealed', () => {
    expect(recomputeTable({ ...base('baccarat', null), serverSeed: null })).toEqual({
      hashOk: null,
      dealOk: null,
      recomputed: null,
    });
  });

  it('replays a blackjack hand from its actions', () => {
    let played: ('stand' | 'no-insurance')[] = [];
    let state = blackjackRound(serverSeed, 'blackjack:seed', 7, 500, played);
    while (state.phase !== 'done') {
      played = [...played, blackjack.actions(state).includes('no-insurance') ? 'no-insurance' : 'stand'];
      state = blackjackRound(serverSeed, 'blackjack:seed', 7, 500, played);
    }
    const check = recomputeTable(base('blackjack', { bet: 500, played }));
    expect(check).toMatchObject({ hashOk: true, dealOk: true });
    expect(recomputeTable(base('blackjack', { bet: 500, played: ['split', 'split'] })).dealOk).toBe(false);
  });

  it('deals a PvP hand again and compares every participant’s cards', () => {
    const hands = dealHands(shuffleDeck(fairFloats(serverSeed, 'niuniu-1:seed', 7)), 3);
    const rows = hands.map((cards, i) => ({ player: `p${i}`, cards }));
    expect(recomputeTable(base('niuniu-1', null, { rows })).dealOk).toBe(true);
    const swapped = [rows[1]!, rows[0]!, rows[2]!];
    expect(recomputeTable(base('niuniu-1', null, { rows: swapped })).dealOk).toBe(false);
  });
});
