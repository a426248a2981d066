import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../engine/types';
import { blackjack, blackjackRound, cardLabel, settle, spotLimit, TABLES, tableRound } from './index';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** The seed pair of docs/studio-fairness.md §6, reused by docs/studio-tables.md's worked example. */
const SEED = 'b3f6a7c2e9d14f0a8c5e2b7d9f1a3c6e4b8d0f2a6c9e1b3d5f7a9c2e4b6d8f0a';
const CLIENT = 'pagoda-lucky';

describe('tableRound', () => {
  it('gives the worked example of docs/studio-tables.md', () => {
    const b42 = tableRound('baccarat', SEED, CLIENT, 42);
    expect([b42.player.map(cardLabel), b42.banker.map(cardLabel)]).toEqual([
      ['2D', '3D', 'AH'],
      ['3C', 'AC'],
    ]);
    expect(TABLES.baccarat.summary(b42)).toEqual({
      winner: 'P',
      playerPair: false,
      bankerPair: false,
      playerPoints: 6,
      bankerPoints: 4,
      natural: false,
    });
    const b43 = tableRound('baccarat', SEED, CLIENT, 43);
    expect([b43.player.map(cardLabel), b43.banker.map(cardLabel), b43.winner]).toEqual([
      ['9D', '2S', '2D'],
      ['KH', 'AD', '6H'],
      'B',
    ]);
    const b44 = tableRound('baccarat', SEED, CLIENT, 44);
    expect([b44.player.map(cardLabel), b44.banker.map(cardLabel), b44.natural]).toEqual([
      ['JD', '9C'],
      ['10S', '8S'],
      true,
    ]);

    const dt = tableRound('dragon-tiger', SEED, CLIENT, 42);
    expect([cardLabel(dt.dragon), cardLabel(dt.tiger), dt.winner]).toEqual(['2D', '3C', 'tiger']);
    expect(tableRound('sicbo', SEED, CLIENT, 42)).toEqual({ dice: [4, 5, 4], total: 13, triple: false });
    expect(tableRound('sicbo', SEED, CLIENT, 43)).toEqual({ dice: [4, 3, 1], total: 8, triple: false });
    expect(tableRound('roulette', SEED, CLIENT, 42)).toEqual({ pocket: 19, color: 'red' });
    expect(tableRound('roulette', SEED, CLIENT, 44)).toEqual({ pocket: 26, color: 'black' });
  });

  it('gives the same results with node:crypto’s HMAC, and results survive JSON', () => {
    for (const game of ['baccarat', 'dragon-tiger', 'sicbo', 'roulette'] as const) {
      for (let nonce = 0; nonce < 50; nonce++) {
        const pure = tableRound(game, 'seed', 'client', nonce);
        expect(tableRound(game, 'seed', 'client', nonce, nodeHmac)).toEqual(pure);
        expect(JSON.parse(JSON.stringify(pure))).toEqual(pure);
      }
    }
  });

  it('replays the worked blackjack hands', () => {
    const h42 = blackjackRound(SEED, CLIENT, 42, 100, ['hit', 'hit', 'stand']);
    expect(h42.hands[0]!.cards.map(cardLabel)).toEqual(['2D', '3D', 'AH', '3S']);
    expect(h42.dealer.map(cardLabel)).toEqual(['3C', 'AC', '8H', '4D', '2D']);
    expect(settle(h42).total).toBe(200);
    const h43 = blackjackRound(SEED, CLIENT, 43, 100, []);
    expect([h43.phase, h43.dealer.map(cardLabel), settle(h43).total]).toEqual(['done', ['KH', 'AD'], 0]);
    expect(() => blackjackRound(SEED, CLIENT, 43, 100, ['hit'])).toThrow(/not allowed/);
  });
});

describe('table definitions', () => {
  it('name every table in every studio language and limit every spot', () => {
    for (const def of [...Object.values(TABLES), blackjack]) {
      for (const lang of STUDIO_LANGS) expect(def.names[lang].length, `${def.game} ${lang}`).toBeGreaterThan(0);
    }
    for (const [game, def] of Object.entries(TABLES)) {
      expect(def.game).toBe(game);
      for (const limit of def.spots) {
        expect(def.isSpot(limit.spot), limit.spot).toBe(true);
        expect(Number.isSafeInteger(limit.min) && Number.isSafeInteger(limit.max)).toBe(true);
        expect(limit.min).toBeGreaterThan(0);
        expect(limit.max, limit.spot).toBeGreaterThanOrEqual(limit.min);
        expect(def.houseEdge[limit.spot], limit.spot).toBeGreaterThan(0);
      }
      expect(Object.keys(def.houseEdge).sort()).toEqual(def.spots.map((s) => s.spot).sort());
    }
    expect(spotLimit('sicbo', 'triple:6')).toEqual({ spot: 'triple:6', min: 100, max: 5555, pays: '180:1' });
    expect(spotLimit('baccarat', 'banker')).toEqual({ spot: 'banker', min: 100, max: 1_000_000, pays: '0.95:1' });
    expect(spotLimit('roulette', 'split:17-19')).toBeUndefined();
    expect(blackjack.limits).toEqual({
      spot: 'bet',
      min: 100,
      max: 250_000,
      pays: '1:1, blackjack 3:2, insurance 2:1',
    });
  });
});
