import { describe, expect, it } from 'vitest';
import {
  BACCARAT,
  BACCARAT_DECKS,
  BACCARAT_HOUSE_EDGE,
  baccaratCombinations,
  bankerDraws,
  dealBaccarat,
  type BaccaratResult,
} from './baccarat';
import { cards, riggedShoe } from './test-shoe';
import type { Card } from './types';

/**
 * The banker's drawing tableau as published (Wizard of Odds, "Baccarat – Basics"): rows are the banker's two-card
 * points 0–7, columns the value of the player's third card 0–9; H draws, S stands.
 */
const PUBLISHED_TABLEAU = [
  'HHHHHHHHHH', // 0
  'HHHHHHHHHH', // 1
  'HHHHHHHHHH', // 2
  'HHHHHHHHSH', // 3
  'SSHHHHHHSS', // 4
  'SSSSHHHHSS', // 5
  'SSSSSSHHSS', // 6
  'SSSSSSSSSS', // 7
];

/** 8-deck outcome counts published on the same page (every round counted as 6 ordered cards). */
const PUBLISHED_8_DECKS = { banker: 2292252566437888n, player: 2230518282592256n, tie: 475627426473216n };
const PUBLISHED_6_DECKS = { banker: 403095751234560n, player: 392220492728832n, tie: 83552962932288n };

/** A card of baccarat value v (0 is a king), in a suit that varies so pairs can be told apart by rank. */
const valueCard = (v: number, suit: Card['suit']): Card => ({ rank: (v === 0 ? 13 : v) as Card['rank'], suit });

describe('baccarat third-card rule', () => {
  it('matches the published tableau for every banker total and player third card', () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third), `banker ${banker}, player's third ${third}`).toBe(
          PUBLISHED_TABLEAU[banker]![third] === 'H',
        );
      }
      expect(bankerDraws(banker, null), `banker ${banker} after the player stood`).toBe(banker <= 5);
    }
  });

  it('deals the right number of cards for every two-card start and every player third card', () => {
    let rounds = 0;
    const wrong: string[] = [];
    for (let p1 = 0; p1 < 10; p1++) {
      for (let b1 = 0; b1 < 10; b1++) {
        for (let p2 = 0; p2 < 10; p2++) {
          for (let b2 = 0; b2 < 10; b2++) {
            for (let p3 = 0; p3 < 10; p3++) {
              const seq = [valueCard(p1, 'S'), valueCard(b1, 'H'), valueCard(p2, 'D'), valueCard(b2, 'C')];
              seq.push(valueCard(p3, 'S'), valueCard(7, 'H'));
              const rng = riggedShoe(BACCARAT_DECKS, seq);
              const r = dealBaccarat(rng);
              const pTwo = (p1 + p2) % 10;
              const bTwo = (b1 + b2) % 10;
              let playerCards = 2;
              let bankerCards = 2;
              if (pTwo < 8 && bTwo < 8) {
                if (pTwo <= 5) {
                  playerCards = 3;
                  if (PUBLISHED_TABLEAU[bTwo]![p3] === 'H') bankerCards = 3;
                } else if (bTwo <= 5) bankerCards = 3;
              }
              // The banker's third card is the next card dealt: the rigged 7 follows the player's third (or takes
              // its place when the player stood).
              const pFinal = (pTwo + (playerCards === 3 ? p3 : 0)) % 10;
              const bFinal = (bTwo + (bankerCards === 3 ? (playerCards === 3 ? 7 : p3) : 0)) % 10;
              const winner = pFinal > bFinal ? 'P' : bFinal > pFinal ? 'B' : 'T';
              const natural = pTwo >= 8 || bTwo >= 8;
              const want = [playerCards, bankerCards, playerCards + bankerCards, natural, pFinal, bFinal, winner];
              const got = [
                r.player.length,
                r.banker.length,
                rng.used(),
                r.natural,
                r.playerPoints,
                r.bankerPoints,
                r.winner,
              ];
              // Compared as text and collected: 100,000 expect() calls would dominate the test's time.
              if (got.join() !== want.join())
                wrong.push(`P ${p1} ${p2} B ${b1} ${b2} third ${p3}: ${got.join()} ≠ ${want.join()}`);
              rounds++;
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(rounds).toBe(100_000);
  });

  it('reproduces the published exact outcome counts for 8 and 6 decks', () => {
    expect(baccaratCombinations(8)).toEqual(PUBLISHED_8_DECKS);
    expect(baccaratCombinations(6)).toEqual(PUBLISHED_6_DECKS);
  });

  it('documents the exact 8-deck edges', () => {
    const c = baccaratCombinations(8);
    const all = Number(c.banker + c.player + c.tie);
    const banker = Number(c.banker) / all;
    const player = Number(c.player) / all;
    const tie = Number(c.tie) / all;
    expect(BACCARAT_HOUSE_EDGE.banker).toBeCloseTo(player - 0.95 * banker, 6);
    expect(BACCARAT_HOUSE_EDGE.player).toBeCloseTo(banker - player, 6);
    expect(BACCARAT_HOUSE_EDGE.tie).toBeCloseTo(1 - 9 * tie, 6);
    // A pair: the second card matches the first's rank, 31 of the 415 cards left.
    expect(BACCARAT_HOUSE_EDGE['player-pair']).toBeCloseTo(1 - (12 * 31) / 415, 6);
    expect(BACCARAT_HOUSE_EDGE['banker-pair']).toBeCloseTo(1 - (12 * 31) / 415, 6);
    expect(BACCARAT.houseEdge).toBe(BACCARAT_HOUSE_EDGE);
    // The headline figures: banker 1.06%, player 1.24%, tie 14.36%.
    expect(BACCARAT_HOUSE_EDGE.banker).toBeCloseTo(0.0106, 4);
    expect(BACCARAT_HOUSE_EDGE.player).toBeCloseTo(0.0124, 4);
    expect(BACCARAT_HOUSE_EDGE.tie).toBeCloseTo(0.1436, 4);
  });
});

describe('baccarat pairs and naturals', () => {
  it('tells a pair by rank, in the first two cards of each hand', () => {
    // Player 10♠ K♥ makes 0 and is no pair (the ranks differ); banker Q♦ Q♣ is a pair on 0; both draw.
    const r = dealBaccarat(riggedShoe(8, cards('10S QD KH QC 4S 5H')));
    expect(r.playerPair).toBe(false);
    expect(r.bankerPair).toBe(true);
    expect(r.player).toEqual(cards('10S KH 4S'));
    expect(r.banker).toEqual(cards('QD QC 5H'));
    expect([r.playerPoints, r.bankerPoints, r.winner]).toEqual([4, 5, 'B']);
    const natural = dealBaccarat(riggedShoe(8, cards('4S 2H 4D 2C')));
    expect(natural).toMatchObject({ natural: true, playerPair: true, bankerPair: true, winner: 'P' });
    expect(natural.playerPoints).toBe(8);
  });
});

const result = (winner: BaccaratResult['winner'], playerPair = false, bankerPair = false): BaccaratResult => ({
  player: [],
  banker: [],
  playerPoints: 0,
  bankerPoints: 0,
  winner,
  playerPair,
  bankerPair,
  natural: false,
});

describe('baccarat settlement', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1, pairs 11:1, and pushes player and banker on a tie', () => {
    const table: [string, BaccaratResult, number][] = [
      ['player', result('P'), 200],
      ['player', result('B'), 0],
      ['player', result('T'), 100],
      ['banker', result('B'), 195],
      ['banker', result('P'), 0],
      ['banker', result('T'), 100],
      ['tie', result('T'), 900],
      ['tie', result('P'), 0],
      ['tie', result('B'), 0],
      ['player-pair', result('B', true, false), 1200],
      ['player-pair', result('P', false, true), 0],
      ['banker-pair', result('P', false, true), 1200],
      ['banker-pair', result('T', true, false), 0],
    ];
    for (const [spot, r, back] of table) expect(BACCARAT.settle(spot, 100, r), `${spot} on ${r.winner}`).toBe(back);
  });

  it('floors the banker commission to the minor unit, in the house’s favour', () => {
    const won = result('B');
    expect(BACCARAT.settle('banker', 20, won)).toBe(39);
    expect(BACCARAT.settle('banker', 19, won)).toBe(37); // 18.05 floored to 18
    expect(BACCARAT.settle('banker', 1, won)).toBe(1); // 0.95 floored to 0: the win rounds away entirely
    expect(BACCARAT.settle('banker', 1_000_001, won)).toBe(1_000_001 + 950_000);
  });

  it('validates spots and amounts', () => {
    for (const spot of ['player', 'banker', 'tie', 'player-pair', 'banker-pair'])
      expect(BACCARAT.isSpot(spot)).toBe(true);
    for (const spot of ['Player', 'bank', 'tie:1', '', 'either-pair']) expect(BACCARAT.isSpot(spot)).toBe(false);
    expect(BACCARAT.spots.map((s) => s.spot)).toEqual(['player', 'banker', 'tie', 'player-pair', 'banker-pair']);
    expect(() => BACCARAT.settle('bank', 100, result('B'))).toThrow(RangeError);
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => BACCARAT.settle('player', amount, result('P'))).toThrow(RangeError);
    }
  });
});
