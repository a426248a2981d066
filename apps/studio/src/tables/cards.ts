// The per-round shoe: how one fair float becomes one card. Baccarat, dragon tiger and blackjack all deal from a
// fresh multi-deck shoe each round, drawing without replacement, so a round is verifiable on its own.
import type { Card, FloatSource, Rank, Suit } from './types';

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const SUIT_INDEX: Record<Suit, number> = { S: 0, H: 1, D: 2, C: 3 };

/** A card's place in shoe order: A♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣ (0 … 51). */
export const cardKind = (card: Card): number => SUIT_INDEX[card.suit] * 13 + card.rank - 1;

/** The card of a kind (0 … 51). */
export const kindCard = (kind: number): Card => ({
  rank: ((kind % 13) + 1) as Rank,
  suit: SUITS[Math.floor(kind / 13)]!,
});

/**
 * The next card of a fresh shoe of `decks` decks from which the cards `dealt` are already out.
 *
 * The shoe is laid out in kind order with every kind's copies side by side (A♠ × decks, 2♠ × decks, …, K♣ × decks).
 * One float f is drawn; j = ⌊f × cards left⌋, and the card is the one at 0-based position j among the cards left in
 * that order. Copies of a kind are identical, so which copy left the shoe does not matter: the result depends only
 * on the dealt cards, never on their order.
 */
export const drawCard = (rng: FloatSource, decks: number, dealt: readonly Card[]): Card => {
  const left = 52 * decks - dealt.length;
  if (left <= 0) throw new RangeError('the shoe is empty');
  let position = Math.floor(rng.next() * left);
  if (dealt.length > 0) {
    const kinds = sortedKinds(dealt);
    // The dealt copies take the lowest positions of their kind; skip every one at or before the target.
    let copy = 0;
    for (let i = 0; i < dealt.length; i++) {
      copy = i > 0 && kinds[i] === kinds[i - 1] ? copy + 1 : 0;
      if (kinds[i]! * decks + copy <= position) position++;
      else break;
    }
  }
  return kindCard(Math.floor(position / decks));
};

// Scratch for sortedKinds: a round deals a few dozen cards at most, and drawing never re-enters.
let scratch = new Int32Array(64);

/** The kinds of the dealt cards in ascending order (insertion sort: the lists are short). */
const sortedKinds = (dealt: readonly Card[]): Int32Array => {
  if (dealt.length > scratch.length) scratch = new Int32Array(dealt.length * 2);
  for (let i = 0; i < dealt.length; i++) {
    const kind = cardKind(dealt[i]!);
    let j = i;
    while (j > 0 && scratch[j - 1]! > kind) {
      scratch[j] = scratch[j - 1]!;
      j--;
    }
    scratch[j] = kind;
  }
  return scratch;
};

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A short label such as "10H" or "AS" (rank then suit letter), for logs and verification pages. */
export const cardLabel = (card: Card): string => `${RANK_LABELS[card.rank - 1]}${card.suit}`;
