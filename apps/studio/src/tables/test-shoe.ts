// Test helper: a FloatSource that makes a fresh shoe deal chosen cards, by aiming each float at the middle of the
// wanted card's slot among the cards left (see drawCard).
import { cardKind } from './cards';
import type { Card, FloatSource } from './types';

/** Shorthand cards: "AS", "10H", "KD", "7C". */
export const card = (label: string): Card => {
  const suit = label.slice(-1) as Card['suit'];
  const head = label.slice(0, -1);
  const rank = head === 'A' ? 1 : head === 'J' ? 11 : head === 'Q' ? 12 : head === 'K' ? 13 : Number(head);
  return { rank: rank as Card['rank'], suit };
};

export const cards = (labels: string): Card[] => labels.split(' ').map(card);

/**
 * Floats that deal `sequence` in order from a fresh shoe of `decks` decks; further draws throw, so a test also
 * proves how many cards a round used.
 */
export const riggedShoe = (decks: number, sequence: readonly Card[]): FloatSource & { used(): number } => {
  const removed = new Array<number>(52).fill(0);
  let i = 0;
  return {
    next(): number {
      const wanted = sequence[i];
      if (!wanted) throw new Error(`the round drew more than the ${sequence.length} cards rigged`);
      const kind = cardKind(wanted);
      if (removed[kind]! >= decks) throw new Error('rigged more copies of a card than the shoe holds');
      let position = 0;
      for (let k = 0; k < kind; k++) position += decks - removed[k]!;
      const left = 52 * decks - i;
      removed[kind]!++;
      i++;
      return (position + 0.5) / left;
    },
    used: () => i,
  };
};
