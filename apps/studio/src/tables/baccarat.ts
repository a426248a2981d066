// Punto banco from an 8-deck shoe: the full third-card rule, player 1:1, banker 0.95:1, tie 8:1, pairs 11:1.
import { drawCard } from './cards';
import { assertAmount, defaultLimit } from './money';
import type { Card, FloatSource, SharedTableDef } from './types';

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'P' | 'B' | 'T';

export type BaccaratResult = {
  /** The player hand in dealing order (2 or 3 cards). */
  player: Card[];
  /** The banker hand in dealing order (2 or 3 cards). */
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
  /** The first two cards of the hand share a rank (a 10 and a king are not a pair). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either hand made 8 or 9 with its first two cards, so nobody drew. */
  natural: boolean;
};

export type BaccaratSummary = Pick<
  BaccaratResult,
  'winner' | 'playerPair' | 'bankerPair' | 'playerPoints' | 'bankerPoints' | 'natural'
>;

/** Baccarat value of a card: ace 1, 2–9 face value, 10 and pictures 0. */
export const baccaratValue = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);

/** Points of a hand: the last digit of the sum of its values. */
export const baccaratPoints = (cards: readonly Card[]): number => {
  let sum = 0;
  for (const card of cards) sum += baccaratValue(card);
  return sum % 10;
};

/** Without a natural, the player draws on 0–5 and stands on 6–7. */
export const playerDraws = (playerPoints: number): boolean => playerPoints <= 5;

/**
 * Without a natural, whether the banker draws: on 0–5 when the player stood (playerThird = null); otherwise by the
 * tableau on the banker's two-card points and the value (0–9) of the player's third card.
 */
export const bankerDraws = (bankerPoints: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerPoints <= 5;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

/**
 * Deals one round from a fresh 8-deck shoe, one float per card in dealing order: player, banker, player, banker,
 * then the player's third card if drawn, then the banker's if drawn (at most 6 floats).
 */
export const dealBaccarat = (rng: FloatSource): BaccaratResult => {
  const dealt: Card[] = [];
  const next = (): Card => {
    const card = drawCard(rng, BACCARAT_DECKS, dealt);
    dealt.push(card);
    return card;
  };
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const playerTwo = baccaratPoints(player);
  const bankerTwo = baccaratPoints(banker);
  const natural = playerTwo >= 8 || bankerTwo >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(playerTwo)) {
      const card = next();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(bankerTwo, playerThird)) banker.push(next());
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  return {
    player,
    banker,
    playerPoints,
    bankerPoints,
    winner: playerPoints > bankerPoints ? 'P' : bankerPoints > playerPoints ? 'B' : 'T',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
    natural,
  };
};

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

const isBaccaratSpot = (spot: string): spot is BaccaratSpot => (BACCARAT_SPOTS as readonly string[]).includes(spot);

/**
 * Total return of a bet. Banker pays 0.95:1 with the 5% commission taken from the win and the win floored to the
 * minor unit, so the rounding (under one minor unit) favours the house; amounts that are multiples of 20 are exact.
 */
export const settleBaccarat = (spot: string, amount: number, result: BaccaratResult): number => {
  assertAmount(amount);
  if (!isBaccaratSpot(spot)) throw new RangeError(`baccarat has no spot "${spot}"`);
  switch (spot) {
    case 'player':
      return result.winner === 'P' ? 2 * amount : result.winner === 'T' ? amount : 0;
    case 'banker':
      return result.winner === 'B' ? amount + Math.floor((amount * 95) / 100) : result.winner === 'T' ? amount : 0;
    case 'tie':
      return result.winner === 'T' ? 9 * amount : 0;
    case 'player-pair':
      return result.playerPair ? 12 * amount : 0;
    case 'banker-pair':
      return result.bankerPair ? 12 * amount : 0;
  }
};

/**
 * Exact outcome counts of one round from a fresh shoe of `decks` decks, counted the way the Wizard of Odds publishes
 * them: every round as an ordered deal of 6 cards, the ones not needed included, so the three counts sum to
 * N × (N − 1) × … × (N − 5) for N = 52 × decks.
 */
export const baccaratCombinations = (decks: number): { banker: bigint; player: bigint; tie: bigint } => {
  // Counts by baccarat value: 0 is the tens and pictures (16 per deck), 1–9 four per deck each.
  const counts = [16 * decks, ...new Array<number>(9).fill(4 * decks)];
  const total = 52 * decks;
  /** Ways to deal the 6 − used cards nobody looks at from what is left. */
  const fill = (used: number): number => {
    let ways = 1;
    for (let k = used; k < 6; k++) ways *= total - k;
    return ways;
  };
  let banker = 0n;
  let player = 0n;
  let tie = 0n;
  const record = (p: number, b: number, ways: number) => {
    const w = BigInt(ways);
    if (p > b) player += w;
    else if (b > p) banker += w;
    else tie += w;
  };
  // take(v) returns the ways to draw a v now and removes it; put(v) puts it back.
  const take = (v: number): number => counts[v]!--;
  const put = (v: number): void => {
    counts[v]!++;
  };
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          if (w4 > 0) {
            const pTwo = (p1 + p2) % 10;
            const bTwo = (b1 + b2) % 10;
            if (pTwo >= 8 || bTwo >= 8) record(pTwo, bTwo, w4 * fill(4));
            else if (!playerDraws(pTwo)) {
              if (bankerDraws(bTwo, null)) {
                for (let b3 = 0; b3 < 10; b3++) {
                  const w5 = w4 * counts[b3]!;
                  if (w5 > 0) record(pTwo, (bTwo + b3) % 10, w5 * fill(5));
                }
              } else record(pTwo, bTwo, w4 * fill(4));
            } else {
              for (let p3 = 0; p3 < 10; p3++) {
                const w5 = w4 * take(p3);
                if (w5 > 0) {
                  const pThree = (pTwo + p3) % 10;
                  if (bankerDraws(bTwo, p3)) {
                    for (let b3 = 0; b3 < 10; b3++) {
                      const w6 = w5 * counts[b3]!;
                      if (w6 > 0) record(pThree, (bTwo + b3) % 10, w6);
                    }
                  } else record(pThree, bTwo, w5 * fill(5));
                }
                put(p3);
              }
            }
          }
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  return { banker, player, tie };
};

/** Edges of the 8-deck game from baccaratCombinations(8) and the pair odds 31/415 (see docs/studio-tables.md). */
export const BACCARAT_HOUSE_EDGE: Record<BaccaratSpot, number> = {
  player: 0.012351,
  banker: 0.010579,
  tie: 0.143596,
  'player-pair': 0.103614,
  'banker-pair': 0.103614,
};

export const BACCARAT: SharedTableDef<BaccaratResult> = {
  game: 'baccarat',
  names: { EN: 'Baccarat', CN: '百家乐', VI: 'Baccarat', JA: 'バカラ', TH: 'บาคาร่า', TY: 'Baccarat', ID: 'Bakarat' },
  spots: [
    defaultLimit('player', '1:1', 1),
    defaultLimit('banker', '0.95:1', 1),
    defaultLimit('tie', '8:1', 8),
    defaultLimit('player-pair', '11:1', 11),
    defaultLimit('banker-pair', '11:1', 11),
  ],
  draw: dealBaccarat,
  settle: settleBaccarat,
  isSpot: isBaccaratSpot,
  summary: (r): BaccaratSummary => ({
    winner: r.winner,
    playerPair: r.playerPair,
    bankerPair: r.bankerPair,
    playerPoints: r.playerPoints,
    bankerPoints: r.bankerPoints,
    natural: r.natural,
  }),
  houseEdge: BACCARAT_HOUSE_EDGE,
};
