// Basic strategy for this game's rules (6 decks, dealer stands on soft 17, double on any two cards, double after
// split, one split, no surrender): the standard multi-deck S17/DAS chart. The simulation tests and the bench play it,
// and the exact calculation in blackjack-theory.ts evaluates it.

export type BlackjackDecision = 'hit' | 'stand' | 'double' | 'split';

/** What basic strategy looks at: the hand's best total, whether it is soft, the dealer's up card (ace = 1). */
export type StrategyView = {
  total: number;
  soft: boolean;
  /** The value (ace = 1, tens = 10) of a pair that may be split now, else null. */
  pairValue: number | null;
  canDouble: boolean;
  up: number;
};

const between = (up: number, from: number, to: number): boolean => up >= from && up <= to;

const splitPair = (value: number, up: number): boolean => {
  switch (value) {
    case 1:
    case 8:
      return true;
    case 2:
    case 3:
    case 7:
      return between(up, 2, 7);
    case 4:
      return between(up, 5, 6);
    case 6:
      return between(up, 2, 6);
    case 9:
      return between(up, 2, 6) || up === 8 || up === 9;
    default:
      return false;
  }
};

export const basicDecision = (v: StrategyView): BlackjackDecision => {
  const { total, up } = v;
  if (v.pairValue !== null && splitPair(v.pairValue, up)) return 'split';
  const double = (otherwise: BlackjackDecision): BlackjackDecision => (v.canDouble ? 'double' : otherwise);
  if (v.soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return between(up, 3, 6) ? double('stand') : up === 2 || up === 7 || up === 8 ? 'stand' : 'hit';
    if (total === 17) return between(up, 3, 6) ? double('hit') : 'hit';
    if (total === 15 || total === 16) return between(up, 4, 6) ? double('hit') : 'hit';
    if (total === 13 || total === 14) return between(up, 5, 6) ? double('hit') : 'hit';
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return between(up, 2, 6) ? 'stand' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return up === 1 ? 'hit' : double('hit');
  if (total === 10) return between(up, 2, 9) ? double('hit') : 'hit';
  if (total === 9) return between(up, 3, 6) ? double('hit') : 'hit';
  return 'hit';
};
