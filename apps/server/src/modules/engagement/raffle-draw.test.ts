import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawWinners,
  newServerSeed,
  sha256Hex,
  ticketListHash,
  ticketListText,
  type TicketEntry,
} from './raffle-draw.js';

const entries: TicketEntry[] = [
  { entryId: 1, owner: 'ab***1#aaa', tickets: 5 },
  { entryId: 2, owner: 'cd***2#bbb', tickets: 1 },
  { entryId: 3, owner: 'ab***1#aaa', tickets: 2 },
  { entryId: 4, owner: 'ef***3#ccc', tickets: 10 },
  { entryId: 5, owner: 'gh***4#ddd', tickets: 3 },
];

describe('raffle draw', () => {
  it('is deterministic: the same seed and list give the same winners', () => {
    const seed = newServerSeed();
    expect(drawWinners(seed, entries, 3)).toEqual(drawWinners(seed, entries, 3));
  });

  it('changes with the seed and with the ticket list', () => {
    const seeds = Array.from({ length: 8 }, newServerSeed);
    const results = new Set(seeds.map((s) => JSON.stringify(drawWinners(s, entries, 3))));
    expect(results.size).toBeGreaterThan(1);
    const other = entries.map((e) => (e.entryId === 4 ? { ...e, tickets: 11 } : e));
    expect(ticketListHash(other)).not.toBe(ticketListHash(entries));
  });

  it('gives one prize per owner, tickets within range and in the named entry', () => {
    for (let i = 0; i < 50; i++) {
      const w = drawWinners(newServerSeed(), entries, 10);
      // 4 distinct owners: at most 4 prizes.
      expect(w).toHaveLength(4);
      const owners = w.map((x) => entries.find((e) => e.entryId === x.entryId)!.owner);
      expect(new Set(owners).size).toBe(4);
      for (const x of w) {
        expect(x.ticket).toBeGreaterThanOrEqual(0);
        expect(x.ticket).toBeLessThan(21);
      }
    }
  });

  it('follows the documented algorithm (an independent re-implementation agrees)', () => {
    const seed = 'a'.repeat(64);
    const text = ticketListText(entries);
    expect(text.split('\n')[0]).toBe('1,ab***1#aaa,5');
    const listHash = createHash('sha256').update(text).digest('hex');
    expect(listHash).toBe(ticketListHash(entries));
    const h = createHmac('sha256', seed).update(`${listHash}:0:0`).digest();
    const r = h.readBigUInt64BE(0);
    const T = 21n;
    const first = drawWinners(seed, entries, 1)[0]!;
    if (r < (2n ** 64n / T) * T) expect(first.ticket).toBe(Number(r % T));
    expect(sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('draws nothing from an empty list', () => {
    expect(drawWinners(newServerSeed(), [], 3)).toEqual([]);
  });
});
