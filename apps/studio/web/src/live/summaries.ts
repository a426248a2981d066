// The server sends results and summaries as the table engine made them (`unknown` on the wire); these schemas
// check their shape before the pages draw them, so a malformed message shows nothing rather than a wrong road.
import { z } from 'zod';
import type {
  BaccaratResult,
  BlackjackAction,
  BaccaratSummary,
  BlackjackSettlement,
  BlackjackView,
  Card,
  DragonTigerResult,
  DragonTigerSummary,
  RouletteResult,
  SicBoResult,
  SicBoSummary,
} from '../../../src/tables';
import type { RoadEntry } from './roads';

const card = z.object({
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['S', 'H', 'D', 'C']),
}) as z.ZodType<Card>;

const die = z.number().int().min(1).max(6) as z.ZodType<1 | 2 | 3 | 4 | 5 | 6>;
const dice = z.tuple([die, die, die]);
const pocket = z.number().int().min(0).max(36);
const color = z.enum(['red', 'black', 'green']);

const baccaratSummary: z.ZodType<BaccaratSummary> = z.object({
  winner: z.enum(['P', 'B', 'T']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  playerPoints: z.number().int(),
  bankerPoints: z.number().int(),
  natural: z.boolean(),
});
const baccaratResult: z.ZodType<BaccaratResult> = z.object({
  player: z.array(card).min(2).max(3),
  banker: z.array(card).min(2).max(3),
  playerPoints: z.number().int(),
  bankerPoints: z.number().int(),
  winner: z.enum(['P', 'B', 'T']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});

const dtWinner = z.enum(['dragon', 'tiger', 'tie']);
const dtSummary: z.ZodType<DragonTigerSummary> = z.object({
  winner: dtWinner,
  suitedTie: z.boolean(),
  dragon: z.number().int().min(1).max(13),
  tiger: z.number().int().min(1).max(13),
});
const dtResult: z.ZodType<DragonTigerResult> = z.object({
  dragon: card,
  tiger: card,
  winner: dtWinner,
  suitedTie: z.boolean(),
});

const sicboSummary: z.ZodType<SicBoSummary> = z.object({
  dice,
  total: z.number().int(),
  size: z.enum(['small', 'big', 'triple']),
  parity: z.enum(['odd', 'even', 'triple']),
});
const sicboResult: z.ZodType<SicBoResult> = z.object({ dice, total: z.number().int(), triple: z.boolean() });

const rouletteSummary = z.object({ pocket, color });
const rouletteResult: z.ZodType<RouletteResult> = z.object({ pocket, color });

const hand = z.object({
  cards: z.array(card),
  stake: z.number().int().nonnegative(),
  doubled: z.boolean(),
  split: z.boolean(),
  done: z.boolean(),
});
const blackjackView: z.ZodType<BlackjackView> = z.object({
  bet: z.number().int().nonnegative(),
  hands: z.array(hand).min(1).max(2),
  active: z.number().int().nonnegative(),
  dealer: z.array(card),
  insurance: z.number().int().nonnegative(),
  phase: z.enum(['insurance', 'player', 'done']),
  holeHidden: z.boolean(),
});
const blackjackSettlement: z.ZodType<BlackjackSettlement> = z.object({
  hands: z.array(z.number().int().nonnegative()),
  insurance: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

const each = <T>(schema: z.ZodType<T>, list: readonly unknown[]): T[] => {
  const out: T[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
};

const one = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export type BaccaratEntry = RoadEntry<'P' | 'B'> & { summary: BaccaratSummary };
export type DragonTigerEntry = RoadEntry<'dragon' | 'tiger'> & { summary: DragonTigerSummary };

export const baccaratHistory = (history: readonly unknown[]): BaccaratEntry[] =>
  each(baccaratSummary, history).map((s) => ({
    winner: s.winner === 'T' ? null : s.winner,
    playerPair: s.playerPair,
    bankerPair: s.bankerPair,
    summary: s,
  }));

export const dragonTigerHistory = (history: readonly unknown[]): DragonTigerEntry[] =>
  each(dtSummary, history).map((s) => ({ winner: s.winner === 'tie' ? null : s.winner, summary: s }));

export const sicboHistory = (history: readonly unknown[]): SicBoSummary[] => each(sicboSummary, history);

export const rouletteHistory = (history: readonly unknown[]): number[] =>
  each(rouletteSummary, history).map((s) => s.pocket);

export const parseBaccarat = (result: unknown) => one(baccaratResult, result);
export const parseDragonTiger = (result: unknown) => one(dtResult, result);
export const parseSicbo = (result: unknown) => one(sicboResult, result);
export const parseRoulette = (result: unknown) => one(rouletteResult, result);

const seatExtras = z.object({
  actions: z.array(z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'])).optional(),
  settlement: blackjackSettlement.nullable().optional(),
  nonce: z.number().int().optional(),
});

export type BlackjackSeat = {
  view: BlackjackView;
  /** The server's list of allowed actions, when it sends one (else the page asks the engine). */
  actions: BlackjackAction[] | null;
  settlement: BlackjackSettlement | null;
  /** The hand's round number on the seat's seed pair. */
  nonce: number | null;
};

/** The blackjack seat as sent in `bj` messages: the engine's public view, with what the server adds to it. */
export const parseBlackjack = (state: unknown): BlackjackSeat | null => {
  const view = one(blackjackView, state);
  if (!view) return null;
  const extras = one(seatExtras, state);
  return {
    view,
    actions: extras?.actions ?? null,
    settlement: extras?.settlement ?? null,
    nonce: extras?.nonce ?? null,
  };
};
