import { minorToText } from '@pagoda/contracts';
import {
  type BetType,
  betTypeByCode,
  betTypesFor,
  liabilityPool,
  rtpOf,
  rtpWithin,
  type StructureCode,
  STRUCTURES,
} from '../../../lottery';
import type { StudioDb } from '../../db/client';
import { LotteryOpsError, StudioAppError } from '../../lib/app-error';
import { type BetSettingRow, lotteryRepository } from './lottery.repository';
import type { LotteryConfig } from './lottery.service';

/** The RTP band odds must stay in, percent (issue 18: stated RTP 90–97 %). */
export const RTP_MIN_PERCENT = 90;
export const RTP_MAX_PERCENT = 97;
const SETTINGS_TTL_MS = 1_000;

/** Odds and limits in force for a bet type on a structure, minor units (null: no bound). */
export type BetSettings = {
  betType: BetType;
  structure: StructureCode;
  /** Units a point costs (fixed by the catalogue) and units a hit pays. */
  price: bigint;
  payout: bigint;
  enabled: boolean;
  minPerTicket: bigint | null;
  maxPerTicket: bigint | null;
  minPerNumber: bigint | null;
  maxPerNumber: bigint | null;
  maxPayoutPerTicket: bigint;
  liabilityCap: bigint;
  /** Return to player at these odds, percent rounded to two places. */
  rtp: number;
};

export type BetSettingsInput = {
  operator: string;
  payout: bigint;
  enabled: boolean;
  minPerTicket: bigint | null;
  maxPerTicket: bigint | null;
  minPerNumber: bigint | null;
  maxPerNumber: bigint | null;
  maxPayoutPerTicket: bigint;
  liabilityCap: bigint;
};

type SettingsConfig = Pick<
  LotteryConfig,
  'LOTTERY_MIN_STAKE_MINOR' | 'LOTTERY_MAX_STAKE_MINOR' | 'LOTTERY_MAX_PAYOUT_MINOR' | 'LOTTERY_NUMBER_CAP_MINOR'
>;

const rtpPercent = (structure: StructureCode, betType: BetType, price: bigint, payout: bigint) => {
  const r = rtpOf(STRUCTURES[structure], betType.rule, { price, payout });
  // Rounded half up to hundredths of a percent, in integers.
  return Number((r.num * 20_000n + r.den) / (2n * r.den)) / 100;
};

/** The bet types whose exposure is booked in a pool of a structure (đề and đuôi share "special-2"). */
export const poolBetTypes = (structure: StructureCode, pool: string): BetType[] => {
  const at = pool.indexOf('@');
  const position = at < 0 ? undefined : Number(pool.slice(at + 1));
  return betTypesFor(structure).filter((b) => liabilityPool(b, position) === pool);
};

/**
 * Odds and limits per bet type and structure: the operators' row, or the catalogue's payout with the LOTTERY_
 * settings' limits. A pool shared by several bet types is capped at the smallest of their liability caps.
 */
export const createLotterySettings = (db: StudioDb, cfg: SettingsConfig) => {
  const settingsOf = (betType: BetType, structure: StructureCode, row: BetSettingRow | undefined): BetSettings => {
    const odds = betType.defaults[structure]!;
    const payout = row?.payout ?? odds.payout;
    return {
      betType,
      structure,
      price: odds.price,
      payout,
      enabled: row?.enabled ?? true,
      minPerTicket: row ? row.minPerTicket : cfg.LOTTERY_MIN_STAKE_MINOR,
      maxPerTicket: row ? row.maxPerTicket : cfg.LOTTERY_MAX_STAKE_MINOR,
      minPerNumber: row ? row.minPerNumber : null,
      maxPerNumber: row ? row.maxPerNumber : null,
      maxPayoutPerTicket: row?.maxPayoutPerTicket ?? cfg.LOTTERY_MAX_PAYOUT_MINOR,
      liabilityCap: row?.liabilityCap ?? cfg.LOTTERY_NUMBER_CAP_MINOR,
      rtp: rtpPercent(structure, betType, odds.price, payout),
    };
  };

  // Read for every purchase: kept for a second (a change here clears it; another instance sees it within 1 s).
  let cached: { at: number; settings: BetSettings[] } | null = null;

  /** Every offered bet type of a structure (or of all three) with its settings. */
  const all = async (structure?: StructureCode): Promise<BetSettings[]> => {
    if (!cached || Date.now() - cached.at >= SETTINGS_TTL_MS) {
      const rows = new Map((await lotteryRepository.betSettings(db)).map((r) => [`${r.betType}:${r.structure}`, r]));
      const settings = (['MB27', 'MN18', 'D5'] as const).flatMap((s) =>
        betTypesFor(s).map((b) => settingsOf(b, s, rows.get(`${b.code}:${s}`))),
      );
      cached = { at: Date.now(), settings };
    }
    return structure ? cached.settings.filter((s) => s.structure === structure) : cached.settings;
  };

  /** The cap of a pool: the smallest liability cap of the bet types booked in it. */
  const capOfPool = (settings: readonly BetSettings[], structure: StructureCode, pool: string): bigint => {
    const codes = new Set(poolBetTypes(structure, pool).map((b) => b.code));
    const caps = settings
      .filter((s) => s.structure === structure && codes.has(s.betType.code))
      .map((s) => s.liabilityCap);
    return caps.length === 0 ? cfg.LOTTERY_NUMBER_CAP_MINOR : caps.reduce((a, b) => (b < a ? b : a));
  };

  return {
    all,
    capOfPool,

    /** What a purchase needs: the bet type's settings (null if the structure does not offer it) and pool caps. */
    forPurchase: async (code: string, structure: StructureCode) => {
      const settings = await all(structure);
      const own = settings.find((s) => s.betType.code === code) ?? null;
      return { own, capOf: (pool: string) => capOfPool(settings, structure, pool) };
    },

    /** Sets a bet type's odds and limits on a structure: refused when the RTP leaves the band or a bound is crossed. */
    update: async (code: string, structure: StructureCode, input: BetSettingsInput): Promise<BetSettings> => {
      const betType = betTypeByCode(code);
      if (!betType) throw new StudioAppError('studio.not_found', `Unknown bet type ${code}.`);
      const odds = betType.defaults[structure];
      if (!odds) throw new StudioAppError('studio.bad_request', `${code} is not offered on ${structure}.`);
      const rtp = rtpOf(STRUCTURES[structure], betType.rule, { price: odds.price, payout: input.payout });
      if (!rtpWithin(rtp, RTP_MIN_PERCENT, RTP_MAX_PERCENT))
        throw new StudioAppError(
          LotteryOpsError.OddsOutOfRange,
          `Payout ${input.payout} for a price of ${odds.price} gives an RTP of ` +
            `${rtpPercent(structure, betType, odds.price, input.payout).toFixed(2)} %, outside ` +
            `${RTP_MIN_PERCENT}–${RTP_MAX_PERCENT} %.`,
        );
      const positive: [string, bigint | null][] = [
        ['minPerTicket', input.minPerTicket],
        ['maxPerTicket', input.maxPerTicket],
        ['minPerNumber', input.minPerNumber],
        ['maxPerNumber', input.maxPerNumber],
        ['maxPayoutPerTicket', input.maxPayoutPerTicket],
        ['liabilityCap', input.liabilityCap],
      ];
      for (const [name, v] of positive)
        if (v !== null && v <= 0n) throw new StudioAppError('studio.bad_request', `${name} must be positive.`);
      const ordered = (lo: bigint | null, hi: bigint | null) => lo === null || hi === null || lo <= hi;
      if (!ordered(input.minPerTicket, input.maxPerTicket))
        throw new StudioAppError('studio.bad_request', 'minPerTicket is above maxPerTicket.');
      if (!ordered(input.minPerNumber, input.maxPerNumber))
        throw new StudioAppError('studio.bad_request', 'minPerNumber is above maxPerNumber.');
      await lotteryRepository.upsertBetSetting(db, {
        betType: code,
        structure,
        payout: input.payout,
        enabled: input.enabled,
        minPerTicket: input.minPerTicket,
        maxPerTicket: input.maxPerTicket,
        minPerNumber: input.minPerNumber,
        maxPerNumber: input.maxPerNumber,
        maxPayoutPerTicket: input.maxPayoutPerTicket,
        liabilityCap: input.liabilityCap,
        updatedBy: input.operator,
      });
      cached = null;
      return (await all(structure)).find((s) => s.betType.code === code)!;
    },
  };
};
export type LotterySettings = ReturnType<typeof createLotterySettings>;

/** The stake limits a ticket breaks, as one message, or null (minor units: per line and per ticket). */
export const stakeLimitError = (s: BetSettings, perLine: bigint, cost: bigint): string | null => {
  const name = s.betType.code;
  if (s.minPerNumber !== null && perLine < s.minPerNumber)
    return `Stake per number ${minorToText(perLine)} is below the minimum ${minorToText(s.minPerNumber)} for ${name}.`;
  if (s.maxPerNumber !== null && perLine > s.maxPerNumber)
    return `Stake per number ${minorToText(perLine)} is above the maximum ${minorToText(s.maxPerNumber)} for ${name}.`;
  if (s.minPerTicket !== null && cost < s.minPerTicket)
    return `Ticket stake ${minorToText(cost)} is below the minimum ${minorToText(s.minPerTicket)} for ${name}.`;
  if (s.maxPerTicket !== null && cost > s.maxPerTicket)
    return `Ticket stake ${minorToText(cost)} is above the maximum ${minorToText(s.maxPerTicket)} for ${name}.`;
  return null;
};
