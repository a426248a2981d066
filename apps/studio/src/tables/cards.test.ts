import { describe, expect, it } from 'vitest';
import { cardKind, cardLabel, drawCard, kindCard } from './cards';
import { cards, riggedShoe } from './test-shoe';
import type { Card, FloatSource } from './types';

const fixed = (f: number): FloatSource => ({ next: () => f });

/** The cards a draw yields for every slot j of the cards left (f = (j + ½) / left). */
const everySlot = (decks: number, dealt: Card[]): Card[] => {
  const left = 52 * decks - dealt.length;
  return Array.from({ length: left }, (_, j) => drawCard(fixed((j + 0.5) / left), decks, dealt));
};

describe('drawCard', () => {
  it('lays a fresh shoe out in kind order with the copies side by side', () => {
    expect(drawCard(fixed(0), 8, [])).toEqual({ rank: 1, suit: 'S' });
    expect(drawCard(fixed(7.5 / 416), 8, [])).toEqual({ rank: 1, suit: 'S' });
    expect(drawCard(fixed(8.5 / 416), 8, [])).toEqual({ rank: 2, suit: 'S' });
    expect(drawCard(fixed(104.5 / 416), 8, [])).toEqual({ rank: 1, suit: 'H' });
    expect(drawCard(fixed(1 - 2 ** -32), 8, [])).toEqual({ rank: 13, suit: 'C' });
    const slots = everySlot(1, []);
    expect(slots.map(cardKind)).toEqual(Array.from({ length: 52 }, (_, k) => k));
  });

  it('deals exactly the cards left, each slot once, whatever order the dealt cards are listed in', () => {
    const dealt = cards('KC AS 7H AS 10D KC QS AS');
    const slots = everySlot(4, dealt);
    const reversed = everySlot(4, [...dealt].reverse());
    expect(reversed).toEqual(slots);
    const left = new Array<number>(52).fill(4);
    for (const c of dealt) left[cardKind(c)]!--;
    const seen = new Array<number>(52).fill(0);
    for (const c of slots) seen[cardKind(c)]!++;
    expect(seen).toEqual(left);
    // Still in kind order: the slots walk the kinds left from A♠ to K♣.
    const kinds = slots.map(cardKind);
    expect([...kinds].sort((a, b) => a - b)).toEqual(kinds);
    expect(slots[0]).toEqual({ rank: 1, suit: 'S' }); // the fourth ace of spades
    expect(slots.filter((c) => c.rank === 1 && c.suit === 'S')).toHaveLength(1);
  });

  it('never deals a card whose copies are all out', () => {
    const oneDeck = cards('AS KC 7H 2S');
    const slots = everySlot(1, oneDeck);
    expect(slots).toHaveLength(48);
    expect(new Set(slots.map(cardKind)).size).toBe(48);
    for (const c of oneDeck) expect(slots, cardLabel(c)).not.toContainEqual(c);
    expect(slots[0]).toEqual({ rank: 3, suit: 'S' });
    const twoDecks = everySlot(2, cards('QH QH AS'));
    expect(twoDecks).not.toContainEqual({ rank: 12, suit: 'H' });
    expect(twoDecks.filter((c) => c.rank === 1 && c.suit === 'S')).toHaveLength(1);
  });

  it('refuses to draw from an empty shoe', () => {
    const all = Array.from({ length: 52 }, (_, k) => kindCard(k));
    expect(() => drawCard(fixed(0.5), 1, all)).toThrow(RangeError);
  });

  it('is rigged by riggedShoe, which counts the draws', () => {
    const sequence = cards('9D 9D 9D AS KC');
    const rng = riggedShoe(6, sequence);
    const dealt: Card[] = [];
    for (let i = 0; i < sequence.length; i++) dealt.push(drawCard(rng, 6, dealt));
    expect(dealt).toEqual(sequence);
    expect(rng.used()).toBe(5);
    expect(() => rng.next()).toThrow();
  });

  it('labels cards', () => {
    expect(cards('AS 10H KD 7C').map(cardLabel)).toEqual(['AS', '10H', 'KD', '7C']);
  });
});
