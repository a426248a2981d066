import { describe, expect, it } from 'vitest';
import { cardCode, cardPoints, cardRank, cardSuit, DECK_SIZE, parseCard, parseCards, shuffleDeck } from './cards';
import { compareHands, evaluateHand, MAX_HAND_MULTIPLIER, MULTIPLIER_TABLE, type HandKind } from './niuniu';
import { listSource, riggedFloats } from './test-room';

const hand = (codes: string) => evaluateHand(parseCards(codes));

describe('cards', () => {
  it('numbers cards by rank then suit D < C < H < S, with codes that round-trip', () => {
    expect(parseCard('AD')).toBe(0);
    expect(parseCard('AS')).toBe(3);
    expect(parseCard('2D')).toBe(4);
    expect(parseCard('KS')).toBe(51);
    for (let c = 0; c < DECK_SIZE; c++) expect(parseCard(cardCode(c))).toBe(c);
    expect([cardRank(parseCard('TH')), cardSuit(parseCard('TH')), cardPoints(parseCard('QC'))]).toEqual([10, 2, 10]);
    expect(() => parseCard('1S')).toThrow(RangeError);
    expect(() => parseCard('AX')).toThrow(RangeError);
  });

  it('shuffles with Fisher–Yates from the end, one float per swap, into a permutation', () => {
    // All floats 0: step i moves the card on top to position i and brings card i up, so the deck rotates by one.
    const zeros = shuffleDeck(listSource(Array.from({ length: 51 }, () => 0)));
    expect(zeros).toEqual([...Array.from({ length: 51 }, (_, i) => i + 1), 0]);
    // Floats just under 1 swap every card with itself: the deck stays in id order.
    expect(shuffleDeck(listSource(Array.from({ length: 51 }, () => 0.9999999)))).toEqual(
      Array.from({ length: 52 }, (_, i) => i),
    );
    const top = parseCards('KS QH 2C 3D 6S AS');
    expect(shuffleDeck(listSource(riggedFloats(top))).slice(0, 6)).toEqual(top);
  });
});

describe('evaluateHand', () => {
  const cases: [codes: string, kind: HandKind, rank: number, multiplier: number][] = [
    ['KS QH 2C 3D 6S', 'no-niu', 0, 1],
    ['9S 8H 2C 6D 4S', 'no-niu', 0, 1],
    ['AS 2H 3C 4D 2S', 'no-niu', 0, 1],
    ['KS QH JC 5D 6S', 'niu', 1, 1],
    ['4S 6H TC AD AH', 'niu', 2, 1],
    ['AS 2H 3C 4D 5S', 'niu', 5, 1],
    ['KS 4H 6C 3D 3S', 'niu', 6, 1],
    ['3S 7H KC 2D 5S', 'niu', 7, 2],
    ['4H 6C TD 9S 9H', 'niu', 8, 2],
    ['AS 9H TC 4D 5S', 'niu', 9, 3],
    ['TS JH QC 4D 6S', 'niu-niu', 10, 4],
    ['5S 5H KC 3D 7S', 'niu-niu', 10, 4],
    ['JS QH KC JD QS', 'five-face', 11, 5],
    ['7S 7H 7C 7D 2S', 'bomb', 12, 5],
    ['KS KH KC KD QS', 'bomb', 12, 5],
    ['AS AH 2C 2D 3S', 'five-small', 13, 5],
    ['AS 2H 3C 3D AD', 'five-small', 13, 5],
    ['AS AH AC AD 4S', 'five-small', 13, 5],
    ['4S 4H AC AD 2S', 'niu', 2, 1],
    ['TS JH QC KD 9S', 'niu', 9, 3],
  ];

  it.each(cases)('%s is %s (rank %i, ×%i)', (codes, kind, rank, multiplier) => {
    const value = hand(codes);
    expect({ kind: value.kind, rank: value.rank, multiplier: value.multiplier }).toEqual({ kind, rank, multiplier });
  });

  it('names the bull (three cards summing to a multiple of ten) and the value of the other two', () => {
    const value = hand('3S 7H KC 2D 5S');
    expect(value.bull?.map(cardCode)).toEqual(['3S', '7H', 'KC']);
    expect(value.niu).toBe(7);
    expect(hand('KS QH 2C 3D 6S').bull).toBeNull();
    expect(hand('TS JH QC 4D 6S').niu).toBe(10);
  });

  it('uses the multiplier table ×1 (no niu, niu 1–6), ×2 (7–8), ×3 (9), ×4 (Niu Niu), ×5 (specials)', () => {
    expect(MULTIPLIER_TABLE).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 5, 5]);
    expect(MAX_HAND_MULTIPLIER).toBe(5);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => evaluateHand(parseCards('AS AS 2C 3D 4H'))).toThrow(RangeError);
    expect(() => evaluateHand(parseCards('AS 2C 3D 4H'))).toThrow(RangeError);
    expect(() => evaluateHand([0, 1, 2, 3, 52])).toThrow(RangeError);
  });

  it('agrees with an independent classifier on 200,000 random hands', () => {
    // Reference: niu iff the other two cards are worth the whole hand mod 10 (then the three left sum to 0 mod 10).
    const reference = (cards: number[]): number => {
      const ranks = cards.map((c) => Math.floor(c / 4) + 1).sort((a, b) => a - b);
      if (ranks[4]! <= 4 && ranks.reduce((a, b) => a + b, 0) <= 10) return 13;
      if (ranks[0] === ranks[3] || ranks[1] === ranks[4]) return 12;
      if (ranks[0]! >= 11) return 11;
      const pts = ranks.map((r) => Math.min(r, 10));
      const total = pts.reduce((a, b) => a + b, 0);
      for (let i = 0; i < 5; i++)
        for (let j = i + 1; j < 5; j++) if ((total - pts[i]! - pts[j]!) % 10 === 0) return total % 10 || 10;
      return 0;
    };
    let seed = 12345;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const mismatches: string[] = [];
    for (let n = 0; n < 200_000; n++) {
      const cards = shuffleDeck({ next: rand }).slice(0, 5);
      const value = evaluateHand(cards);
      if (value.rank !== reference(cards) || value.high !== Math.max(...cards))
        mismatches.push(cards.map(cardCode).join(' '));
    }
    expect(mismatches).toEqual([]);
  });

  it('counts every one of the 2,598,960 hands, the specials matching their combinatorial counts', () => {
    const counts = new Array<number>(14).fill(0);
    const h = [0, 0, 0, 0, 0];
    for (h[0] = 0; h[0] < 52; h[0]++)
      for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
        for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
          for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
            for (h[4] = h[3] + 1; h[4] < 52; h[4]++) counts[evaluateHand(h).rank]! += 1;
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
    // Five small: rank multisets of A–4 summing to ≤ 10, times the ways to pick suits.
    let fiveSmall = 0;
    for (let a = 0; a <= 4; a++)
      for (let b = 0; b <= 4; b++)
        for (let c = 0; c <= 4; c++) {
          const d = 5 - a - b - c;
          if (d < 0 || d > 4 || a + 2 * b + 3 * c + 4 * d > 10) continue;
          fiveSmall += choose(4, a) * choose(4, b) * choose(4, c) * choose(4, d);
        }
    // Bombs: 13 ranks × 48 kickers, less AAAA+2/3/4 (12) and 2222+A (4), which are five small.
    // Five face: 5 of the 12 J/Q/K, less the 3 × 8 that are bombs.
    expect(counts.slice(11)).toEqual([choose(12, 5) - 24, 13 * 48 - 16, fiveSmall]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(choose(52, 5));
    expect(counts).toEqual([
      870984, 171288, 168072, 171288, 168072, 177408, 168072, 171288, 168072, 171288, 190976, 768, 608, 776,
    ]);
  });
});

describe('compareHands', () => {
  const ordered = [
    'KS QH 2C 3D 6S', // no niu, K♠ high
    'KS QH JC 5D 6S', // niu 1
    '3S 7H KC 2D 5S', // niu 7
    'AS 9H TC 4D 5S', // niu 9
    'TS JH QC 4D 6S', // Niu Niu
    'JS QH KC JD QS', // five face
    '7S 7H 7C 7D 2S', // bomb
    'AS AH 2C 2D 3S', // five small
  ];

  it('orders by hand rank first, whatever the cards', () => {
    for (let i = 0; i < ordered.length; i++)
      for (let j = 0; j < ordered.length; j++)
        expect(Math.sign(compareHands(hand(ordered[i]!), hand(ordered[j]!))), `${i} vs ${j}`).toBe(Math.sign(i - j));
  });

  const ties: [better: string, worse: string, why: string][] = [
    ['KS QH 2C 3D 6S', 'KH QC 2D 3S 6H', 'no niu: K♠ beats K♥'],
    ['KD 9H 2C 3D 6S', 'QS JH 2H 3C 6D', 'no niu: a king beats a queen whatever the suits'],
    ['3S 7H KC 2D 5S', '3H 7C KD 2S 5H', 'niu 7: K♣ beats K♦'],
    ['TS JH QC 4D 6S', 'TH JC QD 4S 6H', 'Niu Niu: Q♣ beats Q♦'],
    ['AS AH 2C 2D 3S', 'AC AD 2S 2H 3H', 'five small: 3♠ beats 3♥'],
    ['KS KH KC KD QS', '7S 7H 7C 7D 2H', 'bomb: highest card K♠ beats 7♠'],
  ];

  it.each(ties)('%s beats %s (%s)', (better, worse) => {
    expect(compareHands(hand(better), hand(worse))).toBeGreaterThan(0);
    expect(compareHands(hand(worse), hand(better))).toBeLessThan(0);
  });
});
