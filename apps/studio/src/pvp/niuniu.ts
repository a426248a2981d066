// Niu Niu (Bull Bull) hand evaluation, ordering and multipliers (docs/studio-pvp.md §2).
import { cardPoints, cardRank, HAND_SIZE, isCard, type Card } from './cards';

export type HandKind = 'no-niu' | 'niu' | 'niu-niu' | 'five-face' | 'bomb' | 'five-small';

export type HandValue = {
  kind: HandKind;
  /** Strength class, weakest first: 0 no niu, 1–9 niu 1–9, 10 Niu Niu, 11 five face, 12 bomb, 13 five small. */
  rank: number;
  /** The niu value 1–9 for kind 'niu', 10 for 'niu-niu', 0 otherwise (specials keep their own kind). */
  niu: number;
  /** What a loser pays per unit of stake when this hand wins (MULTIPLIER_TABLE). */
  multiplier: number;
  /** The highest card: rank first, then suit S > H > C > D; breaks ties between equal ranks. */
  high: Card;
  /** Three cards whose points sum to a multiple of 10 (the first such triple in dealt order), or null. */
  bull: Card[] | null;
};

/** The strength class of each kind (niu adds its value). */
export const KIND_RANK: Record<HandKind, number> = {
  'no-niu': 0,
  niu: 0,
  'niu-niu': 10,
  'five-face': 11,
  bomb: 12,
  'five-small': 13,
};

/** Multiplier by strength class 0…13: no niu and niu 1–6 ×1, niu 7–8 ×2, niu 9 ×3, Niu Niu ×4, specials ×5. */
export const MULTIPLIER_TABLE: readonly number[] = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 5, 5];

/** The largest multiplier any hand pays: a player's worst loss is stake × bet multiple × this. */
export const MAX_HAND_MULTIPLIER = Math.max(...MULTIPLIER_TABLE);

const findBull = (cards: readonly Card[]): Card[] | null => {
  for (let i = 0; i < HAND_SIZE; i++)
    for (let j = i + 1; j < HAND_SIZE; j++)
      for (let k = j + 1; k < HAND_SIZE; k++) {
        const three = [cards[i]!, cards[j]!, cards[k]!];
        if ((cardPoints(three[0]!) + cardPoints(three[1]!) + cardPoints(three[2]!)) % 10 === 0) return three;
      }
  return null;
};

/** The value of five distinct cards; throws RangeError for anything else (the room only deals valid hands). */
export const evaluateHand = (cards: readonly Card[]): HandValue => {
  if (cards.length !== HAND_SIZE || !cards.every(isCard) || new Set(cards).size !== HAND_SIZE)
    throw new RangeError(`a Niu Niu hand is 5 distinct cards, got [${cards.join(', ')}]`);
  const ranks = cards.map(cardRank);
  const high = Math.max(...cards);
  const bull = findBull(cards);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);

  let kind: HandKind;
  let niu = 0;
  if (ranks.every((r) => r < 5) && ranks.reduce((a, b) => a + b, 0) <= 10) kind = 'five-small';
  else if ([...counts.values()].some((n) => n === 4)) kind = 'bomb';
  else if (ranks.every((r) => r >= 11)) kind = 'five-face';
  else if (bull === null) kind = 'no-niu';
  else {
    // The bull's points are a multiple of 10, so the other two cards' value is the whole hand's points mod 10.
    const rest = cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
    kind = rest === 0 ? 'niu-niu' : 'niu';
    niu = rest === 0 ? 10 : rest;
  }
  const rank = kind === 'niu' ? niu : KIND_RANK[kind];
  return { kind, rank, niu, multiplier: MULTIPLIER_TABLE[rank]!, high, bull };
};

/** > 0 when a beats b, < 0 when b beats a. Never 0 for two hands of one deal: their highest cards differ. */
export const compareHands = (a: HandValue, b: HandValue): number => a.rank - b.rank || a.high - b.high;
