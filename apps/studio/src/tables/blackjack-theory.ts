// The exact expected return of basic strategy under this game's rules, by combinatorial analysis of a fresh
// 6-deck shoe: every initial deal, every draw the strategy makes and every dealer draw, each card's chance taken
// from the cards left. It is what BLACKJACK_HOUSE_EDGE documents and the simulation is tested against.
import { basicDecision } from './blackjack-strategy';

/** Dealer outcomes: final totals 17 … 21, then bust. */
const BUST = 5;

export type BlackjackTheory = {
  /** Expected net return per unit of initial bet (negative: the house's edge). */
  ev: number;
  /**
   * Per round: the chance of a split, the expected number of doubles (a split can double twice), the chance of a
   * player blackjack. Doubles after a split are weighted by the no-blackjack chance at the deal, not after the
   * split hand's own cards: a difference far below what a simulation can see.
   */
  splitRate: number;
  doubleRate: number;
  blackjackRate: number;
};

/**
 * The exact return of basic strategy over a fresh shoe of `decks` decks, dealer standing on soft 17 and peeking
 * with an ace or ten up, no insurance taken. Exact except for splits: each of the two split hands is evaluated
 * against the shoe less the pair and the up card, ignoring the cards the other hand draws (the usual
 * approximation of combinatorial analysers; splits happen in under 3% of rounds).
 */
export const blackjackTheory = (decks: number): BlackjackTheory => {
  // counts[v] for v = 1 (ace) … 10 (tens and pictures).
  const initial = [0, ...new Array<number>(9).fill(4 * decks), 16 * decks];
  const counts = [...initial];
  const memo = Array.from({ length: 11 }, () => new Map<number, Float64Array>());
  const compositionKey = (): number => {
    let key = 0;
    // Up to 31 removed cards per value: far more than a round can use.
    for (let v = 10; v >= 1; v--) key = key * 32 + (initial[v]! - counts[v]!);
    return key;
  };
  const holeExcluded = (up: number): number => (up === 1 ? 10 : up === 10 ? 1 : 0);

  const dealerDraw = (left: number, hard: number, ace: boolean, p: number, out: Float64Array): void => {
    if (hard > 21) {
      out[BUST]! += p;
      return;
    }
    const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
    if (best >= 17) {
      out[best - 17]! += p;
      return;
    }
    for (let v = 1; v <= 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      counts[v] = c - 1;
      dealerDraw(left - 1, hard + v, ace || v === 1, (p * c) / left, out);
      counts[v] = c;
    }
  };

  /**
   * P(dealer ends on each outcome AND has no blackjack) given the cards left: the hole card is drawn from the
   * shoe as it is now (the cards' order does not change the odds), but never the one that would make blackjack.
   */
  const dealerRaw = (left: number, up: number): Float64Array => {
    const key = compositionKey();
    const cached = memo[up]!.get(key);
    if (cached) return cached;
    const out = new Float64Array(6);
    const excluded = holeExcluded(up);
    for (let v = 1; v <= 10; v++) {
      const c = counts[v]!;
      if (c === 0 || v === excluded) continue;
      counts[v] = c - 1;
      dealerDraw(left - 1, up + v, up === 1 || v === 1, c / left, out);
      counts[v] = c;
    }
    memo[up]!.set(key, out);
    return out;
  };

  const noBlackjack = (left: number, up: number): number => {
    const excluded = holeExcluded(up);
    return excluded === 0 ? 1 : 1 - counts[excluded]! / left;
  };

  /** Return of standing on total (≤ 21), weighted by P(no dealer blackjack | cards left). */
  const stand = (left: number, up: number, total: number): number => {
    const raw = dealerRaw(left, up);
    let ev = raw[BUST]!;
    for (let d = 17; d <= 21; d++) ev += raw[d - 17]! * Math.sign(total - d);
    return ev;
  };

  let doubles = 0;
  let splits = 0;
  /** Return of a hand played by basic strategy, weighted by P(no dealer blackjack). */
  const play = (
    left: number,
    up: number,
    hard: number,
    ace: boolean,
    canDouble: boolean,
    pairValue: number | null,
    weight: number,
  ): number => {
    const soft = ace && hard + 10 <= 21;
    const total = soft ? hard + 10 : hard;
    if (total >= 21) return stand(left, up, total);
    const decision = basicDecision({ total, soft, pairValue, canDouble, up });
    if (decision === 'stand') return stand(left, up, total);
    if (decision === 'split') {
      splits += weight;
      return 2 * splitHand(left, up, pairValue!, weight);
    }
    if (decision === 'double') doubles += weight;
    let ev = 0;
    for (let v = 1; v <= 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      const q = c / left;
      counts[v] = c - 1;
      const h = hard + v;
      if (h > 21) ev -= q * noBlackjack(left - 1, up);
      else if (decision === 'double') {
        const bestTotal = (ace || v === 1) && h + 10 <= 21 ? h + 10 : h;
        ev += q * stand(left - 1, up, bestTotal);
      } else ev += q * play(left - 1, up, h, ace || v === 1, false, null, weight * q);
      counts[v] = c;
    }
    return decision === 'double' ? 2 * ev : ev;
  };

  /** One split hand: its first card is pairValue, it draws its second card, aces stand on it. */
  const splitHand = (left: number, up: number, pairValue: number, weight: number): number => {
    let ev = 0;
    for (let v = 1; v <= 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      const q = c / left;
      counts[v] = c - 1;
      const hard = pairValue + v;
      const ace = pairValue === 1 || v === 1;
      if (pairValue === 1) ev += q * stand(left - 1, up, ace && hard + 10 <= 21 ? hard + 10 : hard);
      // Both hands may double: the weight counts them twice.
      else ev += q * play(left - 1, up, hard, ace, true, null, 2 * weight * q);
      counts[v] = c;
    }
    return ev;
  };

  const total = 52 * decks;
  let ev = 0;
  let blackjacks = 0;
  // Dealing order: player, up card, player (the hole card is accounted for inside dealerRaw).
  for (let p1 = 1; p1 <= 10; p1++) {
    const c1 = counts[p1]!;
    counts[p1] = c1 - 1;
    for (let up = 1; up <= 10; up++) {
      const cu = counts[up]!;
      counts[up] = cu - 1;
      for (let p2 = 1; p2 <= 10; p2++) {
        const c2 = counts[p2]!;
        if (c2 === 0) continue;
        counts[p2] = c2 - 1;
        const prob = (c1 / total) * (cu / (total - 1)) * (c2 / (total - 2));
        const left = total - 3;
        const excluded = holeExcluded(up);
        const dealerBlackjack = excluded === 0 ? 0 : counts[excluded]! / left;
        const natural = (p1 === 1 && p2 === 10) || (p1 === 10 && p2 === 1);
        if (natural) {
          blackjacks += prob;
          ev += prob * (1 - dealerBlackjack) * 1.5;
        } else {
          // The player only acts when the dealer has no blackjack: that is the weight the rates count.
          const acts = prob * (1 - dealerBlackjack);
          const hand = play(left, up, p1 + p2, p1 === 1 || p2 === 1, true, p1 === p2 ? p1 : null, acts);
          ev += prob * (hand - dealerBlackjack);
        }
        counts[p2] = c2;
      }
      counts[up] = cu;
    }
    counts[p1] = c1;
  }
  return { ev, splitRate: splits, doubleRate: doubles, blackjackRate: blackjacks };
};
