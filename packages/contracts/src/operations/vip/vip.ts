import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { VIP_UPGRADE_MODES } from '../../vip-enums.js';

/** A VIP level as the portal shows it (the /vip page's table). Money in major units. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  /** Name per portal language (lower-case code: en, cn, vi, th, id, ja, ty); en always present. */
  names: z.record(z.string(), z.string()),
  depositThreshold: moneyValue,
  turnoverThreshold: moneyValue,
  upgradeMode: z.enum(VIP_UPGRADE_MODES),
  maintainTurnover: moneyValue,
  /** Rebate per game category in basis points (40 = 0.40 %). */
  rebateBps: z.record(z.string(), z.number().int()),
  /** Withdrawal limits of the level; null: the brand's own limit applies. */
  withdrawDailyCount: z.number().int().nullable(),
  withdrawDailyAmount: moneyValue.nullable(),
  withdrawMaxPerRequest: moneyValue.nullable(),
  levelUpBonus: moneyValue,
  birthdayBonus: moneyValue,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipMemberSchema = z.object({
  level: z.number().int(),
  /** Deposits that count towards an upgrade (all since registration, or since the last downgrade). */
  qualifyingDeposit: moneyValue,
  /** Valid turnover of the current month (brand time zone). */
  monthTurnover: moneyValue,
  /** An operator fixed the level as a floor: month-end reviews do not go below it. */
  pinned: z.boolean(),
  /** YYYY-MM-DD; null until the member sets it (once; later changes go through support). */
  birthDate: z.string().nullable(),
});

export const getVipOverview = defineOperation({
  id: 'getVipOverview',
  ...API.getVipOverview,
  summary: "The brand's VIP level table, and the signed-in member's level and progress",
  tags: ['vip'],
  auth: 'optional',
  value: z.object({ levels: z.array(vipLevelSchema), member: vipMemberSchema.nullable() }),
});

/** A calendar date no later than today and not before 1900 (age rules are the brand's registration rules). */
export const birthDateSchema = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate: YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && d <= new Date();
  }, 'birthDate: not a valid past date');

export const setBirthDate = defineOperation({
  id: 'setBirthDate',
  ...API.setBirthDate,
  summary: 'The member sets their date of birth (once; afterwards only support changes it)',
  tags: ['vip'],
  auth: 'token',
  body: z.object({ birthDate: birthDateSchema }),
  value: z.object({ birthDate: z.string() }),
});
