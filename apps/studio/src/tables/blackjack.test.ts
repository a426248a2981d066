import { describe, expect, it } from 'vitest';
import { fairFloats, hmacSha256 } from '../engine/fair';
import {
  actionCost,
  actions,
  apply,
  basicStrategy,
  BLACKJACK_DECKS,
  BLACKJACK_HOUSE_EDGE,
  blackjackRound,
  deal,
  handTotal,
  publicView,
  settle,
  staked,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';
import { basicDecision } from './blackjack-strategy';
import { blackjackTheory } from './blackjack-theory';
import { cards, riggedShoe } from './test-shoe';

/** Deals a round whose shoe yields `labels` in order (player, up, player, hole, then every draw). */
const rigged = (labels: string, bet = 100) => {
  const rng = riggedShoe(BLACKJACK_DECKS, cards(labels));
  let state = deal(rng, bet);
  return {
    get state() {
      return state;
    },
    play(...steps: BlackjackAction[]) {
      for (const step of steps) state = apply(state, step, rng);
      return this;
    },
    used: () => rng.used(),
  };
};

describe('blackjack dealing and the dealer', () => {
  it('deals player, up card, player, hole card, and the dealer draws to 17', () => {
    const round = rigged('10S 6H 7D 10C 5S');
    expect(round.state.hands[0]!.cards).toEqual(cards('10S 7D'));
    expect(round.state.dealer).toEqual(cards('6H 10C'));
    expect(round.state.phase).toBe('player');
    expect(actions(round.state)).toEqual(['hit', 'stand', 'double']);
    round.play('stand');
    expect(round.state.dealer).toEqual(cards('6H 10C 5S'));
    expect(settle(round.state)).toEqual({ hands: [0], insurance: 0, total: 0 });
    expect(round.used()).toBe(5);
  });

  it('stands on soft 17, whether dealt or drawn to', () => {
    // 6 + A is soft 17: the dealer stands (the rigged shoe throws on any further draw).
    const dealt = rigged('10S 6H 8D AC').play('stand');
    expect(handTotal(dealt.state.dealer)).toEqual({ total: 17, soft: true });
    expect(settle(dealt.state).total).toBe(200);
    // 2 + 4, then an ace: soft 17 again, no more cards.
    const drawn = rigged('10S 2H 7D 4C AD').play('stand');
    expect(drawn.state.dealer).toEqual(cards('2H 4C AD'));
    expect(settle(drawn.state).hands).toEqual([100]);
  });

  it('hits soft 16 and hard 16, stands on hard 17', () => {
    const soft16 = rigged('10S 5H 9D AC AD').play('stand'); // 5 + A + A = soft 17 after one hit
    expect(soft16.state.dealer).toEqual(cards('5H AC AD'));
    expect(settle(soft16.state).total).toBe(200);
    const hard = rigged('10S 10H 10D 6C 3S 5D').play('stand'); // 16 → 19 after a 3
    expect(hard.state.dealer).toEqual(cards('10H 6C 3S'));
    expect(settle(hard.state).total).toBe(200);
    const bust = rigged('10S 10H 8D 6C KS').play('stand');
    expect(handTotal(bust.state.dealer).total).toBe(26);
    expect(settle(bust.state).total).toBe(200);
  });

  it('does not draw for the dealer when every hand has busted', () => {
    const round = rigged('10S 6H 6D 10C KS').play('hit');
    expect(round.state.phase).toBe('done');
    expect(round.state.dealer).toHaveLength(2);
    expect(settle(round.state).total).toBe(0);
  });

  it('stands a hand on 21 by itself', () => {
    const round = rigged('5S 6H 6D 10C KS 2D').play('hit');
    expect(round.state.phase).toBe('done');
    expect(round.state.dealer).toEqual(cards('6H 10C 2D'));
    expect(settle(round.state).total).toBe(200);
  });
});

describe('blackjack pays', () => {
  it('pays a blackjack 3:2 at once, flooring the half unit', () => {
    const round = rigged('AS 9H KD 7C', 101);
    expect(round.state.phase).toBe('done');
    expect(settle(round.state).total).toBe(101 + 151);
    expect(settle(rigged('AS 9H KD 7C').state).total).toBe(250);
    expect(round.used()).toBe(4);
  });

  it('peeks with a ten up: a dealer blackjack ends the round before the player acts', () => {
    const round = rigged('9S KH 9D AC');
    expect(round.state.phase).toBe('done');
    expect(actions(round.state)).toEqual([]);
    expect(settle(round.state).total).toBe(0);
    expect(settle(rigged('AS QH KD AC').state).total).toBe(100); // blackjack against blackjack pushes
  });

  it('offers insurance with an ace up: half the bet, paid 2:1 on a dealer blackjack', () => {
    const offered = rigged('KS AH 9D KC');
    expect(offered.state.phase).toBe('insurance');
    expect(actions(offered.state)).toEqual(['insurance', 'no-insurance']);
    expect(actionCost(offered.state, 'insurance')).toBe(50);
    offered.play('insurance');
    expect(offered.state.phase).toBe('done');
    expect(staked(offered.state)).toBe(150);
    expect(settle(offered.state)).toEqual({ hands: [0], insurance: 150, total: 150 });

    const declined = rigged('KS AH 9D KC').play('no-insurance');
    expect(settle(declined.state)).toEqual({ hands: [0], insurance: 0, total: 0 });

    const lost = rigged('KS AH 9D 7C').play('insurance');
    expect(lost.state.phase).toBe('player');
    lost.play('stand'); // 19 against the dealer's soft 18
    expect(settle(lost.state)).toEqual({ hands: [200], insurance: 0, total: 200 });
    expect(staked(lost.state)).toBe(150);

    const withBlackjack = rigged('AS AH KD KC').play('insurance'); // "even money": push plus 2:1
    expect(settle(withBlackjack.state)).toEqual({ hands: [100], insurance: 150, total: 250 });

    expect(rigged('KS AH 9D 7C', 1).state.phase).toBe('player'); // half of 1 unit floors to nothing to insure
    expect(rigged('KS AH 9D 7C', 101).play('insurance').state.insurance).toBe(50);
  });

  it('doubles: twice the stake, one card, then stands', () => {
    const round = rigged('6S 5H 5D 10C 9C 10D');
    expect(actionCost(round.state, 'double')).toBe(100);
    round.play('double');
    expect(round.state.hands[0]).toMatchObject({ stake: 200, doubled: true, done: true });
    expect(round.state.hands[0]!.cards).toEqual(cards('6S 5D 9C'));
    expect(settle(round.state).total).toBe(400);
    expect(staked(round.state)).toBe(200);
  });

  it('splits aces once: one card each, 21 pays 1:1', () => {
    const round = rigged('AS 9H AD 7C KH 5S 2D');
    expect(actions(round.state)).toEqual(['hit', 'stand', 'double', 'split']);
    round.play('split');
    expect(round.state.hands.map((h) => h.cards)).toEqual([cards('AS KH'), cards('AD 5S')]);
    expect(round.state.phase).toBe('done');
    expect(round.state.dealer).toEqual(cards('9H 7C 2D'));
    expect(settle(round.state)).toEqual({ hands: [200, 0], insurance: 0, total: 200 });
    expect(staked(round.state)).toBe(200);
  });

  it('splits other pairs once, doubles after the split, and never re-splits', () => {
    const round = rigged('8S 6H 8D 10C 3S KD 8H QH').play('split');
    expect(round.state.hands.map((h) => h.cards)).toEqual([cards('8S 3S'), cards('8D')]);
    expect(actions(round.state)).toEqual(['hit', 'stand', 'double']);
    round.play('double');
    expect(round.state.hands[1]!.cards).toEqual(cards('8D 8H')); // its second card comes when play reaches it
    expect(actions(round.state)).toEqual(['hit', 'stand', 'double']); // 8-8 again, but no second split
    round.play('stand');
    expect(round.state.dealer).toEqual(cards('6H 10C QH'));
    expect(settle(round.state)).toEqual({ hands: [400, 200], insurance: 0, total: 600 });
    expect(staked(round.state)).toBe(300);
    expect(round.used()).toBe(8);
  });

  it('splits any two ten-valued cards, and a split 21 is not a blackjack', () => {
    const round = rigged('KS 7H QD 10C AS 9D');
    expect(actions(round.state)).toContain('split');
    round.play('split', 'stand');
    expect(round.state.hands.map((h) => handTotal(h.cards).total)).toEqual([21, 19]);
    expect(settle(round.state).hands).toEqual([200, 200]);
  });
});

describe('blackjack state machine', () => {
  it('refuses actions that are not allowed and never changes the state it is given', () => {
    const start = rigged('10S 6H 7D 10C 5S 2D').state;
    const copy: BlackjackState = JSON.parse(JSON.stringify(start));
    const rng = riggedShoe(BLACKJACK_DECKS, cards('10S 6H 7D 10C 5S 2D'));
    for (let i = 0; i < 4; i++) rng.next();
    expect(() => apply(start, 'split', rng)).toThrow(/not allowed/);
    expect(() => apply(start, 'insurance', rng)).toThrow(/not allowed/);
    const hit = apply(start, 'hit', rng);
    expect(start).toEqual(copy);
    expect(hit.hands[0]!.cards).toHaveLength(3);
    expect(actions(hit)).toEqual([]); // 22: bust
    expect(() => apply(hit, 'stand', rng)).toThrow(/not allowed/);
    expect(() => settle(start)).toThrow(/not finished/);
    expect(() => deal(rng, 0)).toThrow(RangeError);
  });

  it('hides the hole card from players until the round is done', () => {
    const round = rigged('10S 6H 7D 10C 5S');
    expect(publicView(round.state).dealer).toEqual(cards('6H'));
    expect(publicView(round.state).holeHidden).toBe(true);
    round.play('stand');
    expect(publicView(round.state)).toMatchObject({ dealer: cards('6H 10C 5S'), holeHidden: false });
  });

  it('replays a fair round from its seeds and actions, and the state survives JSON', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const rng = fairFloats('replay-seed', 'client', nonce);
      let state = deal(rng, 100);
      const played: BlackjackAction[] = [];
      while (state.phase !== 'done') {
        const action = basicStrategy(state);
        played.push(action);
        state = apply(JSON.parse(JSON.stringify(state)) as BlackjackState, action, rng);
      }
      expect(blackjackRound('replay-seed', 'client', nonce, 100, played, hmacSha256)).toEqual(state);
    }
  });
});

describe('basic strategy and the documented edge', () => {
  it('follows the multi-deck S17 DAS chart', () => {
    const d = (total: number, up: number, soft = false, pairValue: number | null = null, canDouble = true) =>
      basicDecision({ total, soft, pairValue, canDouble, up });
    expect(d(16, 10)).toBe('hit');
    expect(d(16, 6)).toBe('stand');
    expect(d(12, 3)).toBe('hit');
    expect(d(12, 4)).toBe('stand');
    expect(d(11, 10)).toBe('double');
    expect(d(11, 1)).toBe('hit');
    expect(d(9, 2)).toBe('hit');
    expect(d(9, 3)).toBe('double');
    expect(d(10, 3, false, null, false)).toBe('hit');
    expect(d(18, 2, true)).toBe('stand');
    expect(d(18, 3, true)).toBe('double');
    expect(d(18, 3, true, null, false)).toBe('stand');
    expect(d(18, 9, true)).toBe('hit');
    expect(d(17, 2, true)).toBe('hit');
    expect(d(13, 5, true)).toBe('double');
    expect(d(18, 7, false, 9)).toBe('stand');
    expect(d(18, 8, false, 9)).toBe('split');
    expect(d(16, 1, false, 8)).toBe('split');
    expect(d(12, 1, true, 1)).toBe('split');
    expect(d(20, 6, false, 10)).toBe('stand');
    expect(d(10, 6, false, 5)).toBe('double');
    expect(d(8, 5, false, 4)).toBe('split');
    expect(d(8, 4, false, 4)).toBe('hit');
  });

  it('documents the exact edge of basic strategy over a fresh 6-deck shoe', () => {
    const theory = blackjackTheory(6);
    expect(BLACKJACK_HOUSE_EDGE).toBeCloseTo(-theory.ev, 6);
    // Fewer decks favour the player, the known direction: with one deck this strategy is about even.
    expect(-blackjackTheory(1).ev).toBeLessThan(-theory.ev - 0.003);
  });
});
