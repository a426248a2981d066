import {
  type ContractKind,
  type ContractTermsInput,
  type DividendPeriod,
  ErrorCode,
  parseMinor,
  type SettlementPeriodCode,
} from '@pagoda/contracts';
import type { StoredTerms, StoredTier } from '../../db/schema-agent-contracts.js';
import { AppError } from '../../lib/app-error.js';
import { dayRange, localDate, zonedMidnight } from '../vip/vip-rules.js';

/*
 * The pure rules of agent contracts (docs/agents.md, ## Contracts and settlement): terms, tier
 * matching, amounts, the chain and ratio rules, and settlement periods. Money is bigint minor units,
 * rates basis points; an amount is floored to the minor unit (the payer never pays a fraction).
 */

const minor = (text: string) => parseMinor(text) ?? 0n;
const BPS = 10_000n;

/** The settlement period of each kind; dividends take the contract's own (D, W, H or M). */
export const periodCodeOf = (kind: ContractKind, dividendPeriod?: DividendPeriod): SettlementPeriodCode =>
  kind === 'DIVIDEND' ? (dividendPeriod ?? 'M') : kind === 'DAILY_SALARY' ? 'D' : kind === 'HOUR_SALARY' ? 'HR' : 'RT';

export const isTiered = (t: StoredTerms): t is { tiers: StoredTier[] } => 'tiers' in t;

/**
 * Terms from a request: tiered kinds need tiers (sorted by bet volume, each threshold and rate
 * not below the tier before it); the real-time salary needs both rates and a single-bet minimum.
 */
export const termsOf = (kind: ContractKind, input: ContractTermsInput): StoredTerms => {
  const invalid = (msg: string) => new AppError(ErrorCode.ContractTermsInvalid, msg);
  if (kind === 'REALTIME_SALARY') {
    if (input.profitRate === undefined || input.lossRate === undefined || input.minimumBet === undefined)
      throw invalid('A real-time salary needs profitRate, lossRate and minimumBet.');
    return {
      profitRateBps: input.profitRate,
      lossRateBps: input.lossRate,
      minimumBet: String(minor(input.minimumBet)),
    };
  }
  if (!input.tiers?.length) throw invalid('This contract needs at least one tier.');
  const tiers: StoredTier[] = input.tiers.map((t) => ({
    betVolume: String(minor(t.betVolume)),
    netLoss: kind === 'DIVIDEND' ? String(minor(t.netLoss)) : '0',
    activeMember: kind === 'HOUR_SALARY' ? 0 : t.activeMember,
    rateBps: t.rate,
  }));
  for (let i = 1; i < tiers.length; i++) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (
      BigInt(b.betVolume) < BigInt(a.betVolume) ||
      BigInt(b.netLoss) < BigInt(a.netLoss) ||
      b.activeMember < a.activeMember ||
      b.rateBps <= a.rateBps
    )
      throw invalid('Each tier must need at least what the tier before needs, and pay a higher rate.');
  }
  return { tiers };
};

/** The highest rate of the terms: what the chain rule, the limits and the ratio rule compare. */
export const topRateBps = (t: StoredTerms): number =>
  isTiered(t) ? Math.max(...t.tiers.map((x) => x.rateBps)) : Math.max(t.profitRateBps, t.lossRateBps);

/**
 * Chain rule: a downline's terms never pay more than its upline's. Tiered terms: the top rate is
 * not above the upline's top rate; real-time: each rate not above the upline's same rate.
 */
export const withinUpline = (terms: StoredTerms, upline: StoredTerms): boolean => {
  if (isTiered(terms) !== isTiered(upline)) return false;
  if (isTiered(terms)) return topRateBps(terms) <= topRateBps(upline);
  const u = upline as Exclude<StoredTerms, { tiers: StoredTier[] }>;
  return terms.profitRateBps <= u.profitRateBps && terms.lossRateBps <= u.lossRateBps;
};

/** What a team did in a settlement window. */
export type TeamFigures = { validBet: bigint; netLoss: bigint; activeMembers: number };

/** The highest tier whose every threshold the figures meet (-1: none). Dividends test the base. */
export const matchTier = (tiers: readonly StoredTier[], f: { validBet: bigint; netLoss: bigint; active: number }) => {
  let hit = -1;
  tiers.forEach((t, i) => {
    if (f.validBet >= BigInt(t.betVolume) && f.netLoss >= BigInt(t.netLoss) && f.active >= t.activeMember) hit = i;
  });
  return hit;
};

/** rate × amount, floored to the minor unit. */
export const applyRate = (amount: bigint, rateBps: number): bigint =>
  amount <= 0n ? 0n : (amount * BigInt(rateBps)) / BPS;

export type TieredBill = {
  tier: number;
  rateBps: number;
  base: bigint;
  amount: bigint;
  carryIn: bigint;
  carryOut: bigint;
};

/**
 * Daily and hourly salary: the tier on the team's valid bet (and active members), rate × valid bet.
 * Dividend: the base is the period's net loss plus the negative result carried in; a negative base
 * pays nothing and carries on whole (carried until offset, never forgiven); a positive one clears
 * the carry, matches the tier on (valid bet, base, active members) and pays rate × base.
 */
export const tieredBill = (
  kind: ContractKind,
  tiers: readonly StoredTier[],
  f: TeamFigures,
  carryIn = 0n,
): TieredBill => {
  if (kind !== 'DIVIDEND') {
    const tier = matchTier(tiers, { validBet: f.validBet, netLoss: 0n, active: f.activeMembers });
    const rateBps = tier < 0 ? 0 : tiers[tier]!.rateBps;
    return { tier, rateBps, base: f.validBet, amount: applyRate(f.validBet, rateBps), carryIn: 0n, carryOut: 0n };
  }
  const base = f.netLoss + carryIn;
  if (base <= 0n) return { tier: -1, rateBps: 0, base, amount: 0n, carryIn, carryOut: base };
  const tier = matchTier(tiers, { validBet: f.validBet, netLoss: base, active: f.activeMembers });
  const rateBps = tier < 0 ? 0 : tiers[tier]!.rateBps;
  return { tier, rateBps, base, amount: applyRate(base, rateBps), carryIn, carryOut: 0n };
};

/**
 * Real-time salary over a window: bets of at least the single-bet minimum; the profit rate applies
 * to the valid bet of rounds the platform won (the member lost), the loss rate to rounds the member
 * won or drew. Each part is floored on its own.
 */
export const realtimeBill = (
  terms: { profitRateBps: number; lossRateBps: number },
  parts: { profitBet: bigint; lossBet: bigint },
) => applyRate(parts.profitBet, terms.profitRateBps) + applyRate(parts.lossBet, terms.lossRateBps);

/** A settlement period: its key (unique per contract) and [start, end). */
export type Period = { key: string; start: Date; end: Date };

const FIVE_MIN = 5 * 60_000;
const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const midnightOf = (date: string, tz: string) => dayRange(date, tz).from;

/** The period of a code containing an instant, in the brand's zone (RT: five minutes of UTC). */
export const periodAt = (code: SettlementPeriodCode, at: Date, tz: string): Period => {
  if (code === 'RT') {
    const start = Math.floor(at.getTime() / FIVE_MIN) * FIVE_MIN;
    return {
      key: `RT:${new Date(start).toISOString().slice(0, 16)}`,
      start: new Date(start),
      end: new Date(start + FIVE_MIN),
    };
  }
  const day = localDate(at, tz);
  if (code === 'HR') {
    const from = midnightOf(day, tz);
    const hour = Math.floor((at.getTime() - from.getTime()) / 3_600_000);
    const start = new Date(from.getTime() + hour * 3_600_000);
    return {
      key: `HR:${day}T${String(hour).padStart(2, '0')}`,
      start,
      end: new Date(Math.min(start.getTime() + 3_600_000, dayRange(day, tz).to.getTime())),
    };
  }
  if (code === 'D') return { key: `D:${day}`, ...rangeOf(day, addDays(day, 1), tz) };
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (code === 'W') {
    const dow = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    const monday = addDays(day, -dow);
    return { key: `W:${monday}`, ...rangeOf(monday, addDays(monday, 7), tz) };
  }
  const month = `${y}-${String(m).padStart(2, '0')}`;
  const nextMonth = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  if (code === 'H') {
    const first = d <= 15;
    return first
      ? { key: `H:${month}-01`, ...rangeOf(`${month}-01`, `${month}-16`, tz) }
      : { key: `H:${month}-16`, ...rangeOf(`${month}-16`, `${nextMonth}-01`, tz) };
  }
  return { key: `M:${month}`, ...rangeOf(`${month}-01`, `${nextMonth}-01`, tz) };
};

const rangeOf = (from: string, to: string, tz: string) => {
  const [a, b] = [from, to].map((s) => s.split('-').map(Number) as [number, number, number]);
  return { start: zonedMidnight(a![0], a![1], a![2], tz), end: zonedMidnight(b![0], b![1], b![2], tz) };
};

/** The last period of a code that has ended by an instant (what a scheduled run settles). */
export const lastClosedPeriod = (code: SettlementPeriodCode, now: Date, tz: string): Period =>
  periodAt(code, new Date(periodAt(code, now, tz).start.getTime() - 1), tz);
