import { z } from 'zod';
import {
  ENGAGEMENT_PERIODS,
  LEADERBOARD_METRICS,
  MISSION_METRICS,
  RAFFLE_STATES,
  RAFFLE_TICKET_MODES,
} from '../../engagement-enums.js';
import { moneySchema, moneyValue } from '../../money.js';
import { gameCategorySchema, rowIdSchema } from '../../schemas.js';
import { freeText } from '../../text.js';
import { defineOperatorOperation, OPERATOR_BASE } from './common.js';

/*
 * The back office's engagement pages: missions, leaderboards, red-envelope schedules (with "start
 * now") and raffles (commitment and draw result). Every change is audited.
 */

const tags = ['operator', 'operator-engagement'];
const base = `${OPERATOR_BASE}/engagement`;

/** A title per portal language; English is the fallback and required. */
export const engagementTitleSchema = z.object({
  en: freeText().trim().min(1).max(80),
  cn: freeText().trim().max(80).optional(),
  vi: freeText().trim().max(80).optional(),
  th: freeText().trim().max(80).optional(),
  id: freeText().trim().max(80).optional(),
  ja: freeText().trim().max(80).optional(),
  ty: freeText().trim().max(80).optional(),
});
const titleValue = z.record(z.string(), z.string());
/** Wagering multiplier (× 0 to × 100, two decimals). */
const wagering = z.coerce.number().min(0).max(100).multipleOf(0.01).default(0);
const epochMs = z.coerce.number().int().min(0).max(253_402_300_799_999);
const prizeList = z.array(moneySchema).min(1).max(100);

// Missions.
export const operatorMissionSchema = z.object({
  id: z.number().int(),
  title: titleValue,
  period: z.enum(ENGAGEMENT_PERIODS),
  metric: z.enum(MISSION_METRICS),
  category: z.string().nullable(),
  target: z.number(),
  rewardAmount: moneyValue,
  wagering: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Members who completed it in the current period, and how many claimed. */
  completedNow: z.number().int(),
  claimedNow: z.number().int(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;

export const operatorListMissions = defineOperatorOperation({
  id: 'operatorListMissions',
  method: 'GET',
  path: `${base}/missions`,
  summary: 'Missions with completions in the current period',
  tags,
  permission: 'engagement.read',
  value: z.object({ list: z.array(operatorMissionSchema) }),
});

export const operatorSaveMission = defineOperatorOperation({
  id: 'operatorSaveMission',
  method: 'POST',
  path: `${base}/missions`,
  summary: 'Creates a mission (no id) or changes one',
  tags,
  permission: 'engagement.write',
  body: z.object({
    id: rowIdSchema.optional(),
    title: engagementTitleSchema,
    period: z.enum(ENGAGEMENT_PERIODS),
    metric: z.enum(MISSION_METRICS),
    category: gameCategorySchema.nullable().default(null),
    /** Money for VALID_BET and DEPOSIT_TOTAL, a whole count otherwise (checked by the server). */
    target: moneySchema,
    rewardAmount: moneySchema,
    wagering,
    enabled: z.boolean().default(true),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  }),
  value: operatorMissionSchema,
});

// Leaderboards.
export const operatorLeaderboardSchema = z.object({
  id: z.number().int(),
  title: titleValue,
  period: z.enum(ENGAGEMENT_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
  category: z.string().nullable(),
  minBet: moneyValue,
  prizes: z.array(moneyValue),
  wagering: z.number(),
  enabled: z.boolean(),
  periodKey: z.string(),
  /** Current standings (top 20, account names in full: operators see them). */
  standings: z.array(z.object({ rank: z.number().int(), account: z.string(), score: z.number() })),
  /** Periods already paid, newest first. */
  payouts: z.array(z.object({ periodKey: z.string(), paidAt: z.number().int(), winners: z.number().int() })),
});
export type OperatorLeaderboard = z.infer<typeof operatorLeaderboardSchema>;

export const operatorListLeaderboards = defineOperatorOperation({
  id: 'operatorListLeaderboards',
  method: 'GET',
  path: `${base}/leaderboards`,
  summary: 'Leaderboards with their current standings and paid periods',
  tags,
  permission: 'engagement.read',
  value: z.object({ list: z.array(operatorLeaderboardSchema) }),
});

export const operatorSaveLeaderboard = defineOperatorOperation({
  id: 'operatorSaveLeaderboard',
  method: 'POST',
  path: `${base}/leaderboards`,
  summary: 'Creates a leaderboard (no id) or changes one',
  tags,
  permission: 'engagement.write',
  body: z.object({
    id: rowIdSchema.optional(),
    title: engagementTitleSchema,
    period: z.enum(ENGAGEMENT_PERIODS),
    metric: z.enum(LEADERBOARD_METRICS),
    category: gameCategorySchema.nullable().default(null),
    minBet: moneySchema.optional(),
    prizes: prizeList,
    wagering,
    enabled: z.boolean().default(true),
  }),
  value: operatorLeaderboardSchema,
});

// Red-envelope schedules.
export const operatorRainScheduleSchema = z.object({
  id: z.number().int(),
  title: titleValue,
  enabled: z.boolean(),
  startAt: z.number().int(),
  everyMinutes: z.number().int(),
  durationMinutes: z.number().int(),
  budget: moneyValue,
  envelopeCount: z.number().int(),
  minAmount: moneyValue,
  maxAmount: moneyValue,
  perMemberCap: z.number().int(),
  vipLevels: z.array(z.number().int()).nullable(),
  mustHaveDeposited: z.boolean(),
  wagering: z.number(),
  /** The next start after now (null: no more). */
  nextStart: z.number().int().nullable(),
  rains: z.array(
    z.object({
      id: z.number().int(),
      startsAt: z.number().int(),
      endsAt: z.number().int(),
      budget: moneyValue,
      claimed: z.number().int(),
      claimedAmount: moneyValue,
      envelopeCount: z.number().int(),
    }),
  ),
});
export type OperatorRainSchedule = z.infer<typeof operatorRainScheduleSchema>;

export const operatorListRainSchedules = defineOperatorOperation({
  id: 'operatorListRainSchedules',
  method: 'GET',
  path: `${base}/rains`,
  summary: 'Red-envelope schedules with their recent rains',
  tags,
  permission: 'engagement.read',
  value: z.object({ list: z.array(operatorRainScheduleSchema) }),
});

export const operatorSaveRainSchedule = defineOperatorOperation({
  id: 'operatorSaveRainSchedule',
  method: 'POST',
  path: `${base}/rains`,
  summary: 'Creates a red-envelope schedule (no id) or changes one',
  tags,
  permission: 'engagement.write',
  body: z
    .object({
      id: rowIdSchema.optional(),
      title: engagementTitleSchema,
      enabled: z.boolean().default(true),
      startAt: epochMs,
      /** 0: once; otherwise every N minutes (60: hourly at the start's minute). */
      everyMinutes: z.coerce.number().int().min(0).max(10_080),
      durationMinutes: z.coerce.number().int().min(1).max(1_440),
      budget: moneySchema,
      envelopeCount: z.coerce.number().int().min(1).max(100_000),
      minAmount: moneySchema,
      maxAmount: moneySchema,
      perMemberCap: z.coerce.number().int().min(1).max(100).default(1),
      vipLevels: z.array(z.coerce.number().int().min(0).max(99)).max(100).nullable().default(null),
      mustHaveDeposited: z.boolean().default(false),
      wagering,
    })
    .refine((b) => b.everyMinutes === 0 || b.everyMinutes >= b.durationMinutes, {
      message: 'everyMinutes: a rain must end before the next starts',
      path: ['everyMinutes'],
    }),
  value: operatorRainScheduleSchema,
});

export const operatorStartRainNow = defineOperatorOperation({
  id: 'operatorStartRainNow',
  method: 'POST',
  path: `${base}/rains/start`,
  summary: "Starts a rain of the schedule now (its budget split at once), for the schedule's duration",
  tags,
  permission: 'engagement.write',
  body: z.object({ scheduleId: rowIdSchema }),
  value: z.object({ rainId: z.number().int(), startsAt: z.number().int(), endsAt: z.number().int() }),
});

// Raffles.
export const operatorRaffleSchema = z.object({
  id: z.number().int(),
  title: titleValue,
  state: z.enum(RAFFLE_STATES),
  ticketMode: z.enum(RAFFLE_TICKET_MODES),
  ticketUnit: moneyValue,
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  prizes: z.array(moneyValue),
  wagering: z.number(),
  seedHash: z.string(),
  serverSeed: z.string().nullable(),
  ticketListHash: z.string().nullable(),
  totalTickets: z.number().int(),
  participants: z.number().int(),
  winners: z.array(
    z.object({ prize: z.number().int(), account: z.string(), ticket: z.number().int(), amount: moneyValue }),
  ),
});
export type OperatorRaffle = z.infer<typeof operatorRaffleSchema>;

export const operatorListRaffles = defineOperatorOperation({
  id: 'operatorListRaffles',
  method: 'GET',
  path: `${base}/raffles`,
  summary: 'Raffles with their commitment, tickets and draw result',
  tags,
  permission: 'engagement.read',
  value: z.object({ list: z.array(operatorRaffleSchema) }),
});

export const operatorCreateRaffle = defineOperatorOperation({
  id: 'operatorCreateRaffle',
  method: 'POST',
  path: `${base}/raffles`,
  summary: 'Creates a raffle: the server seed is drawn and its SHA-256 published at once',
  tags,
  permission: 'engagement.write',
  body: z
    .object({
      title: engagementTitleSchema,
      ticketMode: z.enum(RAFFLE_TICKET_MODES),
      ticketUnit: moneySchema,
      opensAt: epochMs,
      closesAt: epochMs,
      drawAt: epochMs,
      prizes: prizeList,
      wagering,
    })
    .refine((b) => b.opensAt < b.closesAt && b.closesAt <= b.drawAt, {
      message: 'dates: opensAt < closesAt ≤ drawAt',
      path: ['closesAt'],
    }),
  value: operatorRaffleSchema,
});

export const operatorDrawRaffle = defineOperatorOperation({
  id: 'operatorDrawRaffle',
  method: 'POST',
  path: `${base}/raffles/draw`,
  summary: 'Draws a closed raffle now (the scheduled job does it at drawAt otherwise)',
  tags,
  permission: 'engagement.write',
  body: z.object({ raffleId: rowIdSchema }),
  value: operatorRaffleSchema,
});
