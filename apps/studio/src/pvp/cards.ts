// The 52-card deck of the PvP tables: card ids, codes, the fair shuffle and the deal. Pure: no I/O, no clock.
import type { FloatSource } from '../engine/types';

/**
 * A card as an integer 0…51: (rank − 1) × 4 + suit. Ranks run A = 1 … K = 13, suits ♦ 0, ♣ 1, ♥ 2, ♠ 3, so a higher
 * id is a higher card by rank first and suit second (S > H > C > D), which is the Niu Niu tie-break order.
 */
export type Card = number;

export const DECK_SIZE = 52;
export const HAND_SIZE = 5;

/** Suit letters, lowest first: diamonds, clubs, hearts, spades. */
export const SUIT_CODES = ['D', 'C', 'H', 'S'] as const;
/** Rank letters for ranks 1…13. */
export const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export const isCard = (value: unknown): value is Card =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;

/** 1 (ace) … 13 (king). */
export const cardRank = (card: Card): number => Math.floor(card / 4) + 1;

/** 0 ♦, 1 ♣, 2 ♥, 3 ♠. */
export const cardSuit = (card: Card): number => card % 4;

/** Niu Niu points: ace 1, 2–10 face value, J/Q/K 10. */
export const cardPoints = (card: Card): number => Math.min(cardRank(card), 10);

/** Two-letter code, rank then suit: 'AS', 'TD', 'KH'. */
export const cardCode = (card: Card): string => `${RANK_CODES[cardRank(card) - 1]}${SUIT_CODES[cardSuit(card)]}`;

/** The card of a two-letter code ('AS', 'td'); throws RangeError on anything else (test and tooling input). */
export const parseCard = (code: string): Card => {
  const upper = code.toUpperCase();
  const rank = RANK_CODES.indexOf(upper[0] as (typeof RANK_CODES)[number]);
  const suit = SUIT_CODES.indexOf(upper[1] as (typeof SUIT_CODES)[number]);
  if (upper.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card code: ${code}`);
  return rank * 4 + suit;
};

/** Cards of space-separated codes: 'AS 2H KD'. */
export const parseCards = (codes: string): Card[] => codes.trim().split(/\s+/).map(parseCard);

/**
 * The deck of one hand: start from ids 0…51 in order (A♦ A♣ A♥ A♠ 2♦ … K♠) and run Fisher–Yates from the
 * end: for i = 51 down to 1, j = ⌊f × (i + 1)⌋ with the next float f, swap deck[i] and deck[j]. Takes exactly 51
 * floats; deck[0] is the top card.
 */
export const shuffleDeck = (rng: FloatSource): Card[] => {
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    // A float source outside [0, 1) would index past the deck; clamp rather than lose a card.
    const j = Math.min(i, Math.max(0, Math.floor(rng.next() * (i + 1))));
    const card = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = card;
  }
  return deck;
};

/** count hands of 5 consecutive cards from the top: hand k is deck[5k … 5k + 4]. */
export const dealHands = (deck: readonly Card[], count: number): Card[][] => {
  if (count * HAND_SIZE > deck.length) throw new RangeError(`cannot deal ${count} hands from ${deck.length} cards`);
  return Array.from({ length: count }, (_, k) => deck.slice(k * HAND_SIZE, (k + 1) * HAND_SIZE));
};
