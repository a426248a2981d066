import { z } from 'zod';
import { GAME_CATEGORIES } from '../../enums.js';
import { MONEY_MAX_MINOR, minorToText, moneyValue, parseMinor } from '../../money.js';
import { epochMsSchema, rowIdSchema } from '../../schemas.js';
import { freeText, text } from '../../text.js';
import { REFERRAL_STATUSES, VIP_MIN_LEVELS, VIP_UPGRADE_MODES } from '../../vip-enums.js';
import { referralRuleSchema } from '../vip/referral.js';
import { birthDateSchema, vipLevelSchema, vipMemberSchema } from '../vip/vip.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';
import { VIP_LEVEL_MAX } from './members.js';

/** VIP levels and referrals in the back office (menu group promotions). */
const vipBase = `${OPERATOR_BASE}/vip`;
const referralBase = `${OPERATOR_BASE}/referral`;

/** An amount where zero means "none" (a threshold of 0, no bonus): at most 2 decimals, parsed as text. */
const amountOrZero = z.union([z.number(), text()]).transform((v, ctx) => {
  const minor = parseMinor(typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v);
  if (minor === null || minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: 'amount: a number with at most 2 decimals' });
    return z.NEVER;
  }
  return minorToText(minor);
});
/** Wagering multiplier in hundredths (100 = ×1), at most ×100. */
const wageringX100 = z.number().int().min(0).max(10_000);
const levelName = freeText().trim().min(1).max(32);
const PORTAL_LANGS = ['en', 'cn', 'vi', 'th', 'id', 'ja', 'ty'] as const;

export const vipLevelInputSchema = z.object({
  level: z.number().int().min(0).max(VIP_LEVEL_MAX),
  names: z
    .object({ en: levelName })
    .extend(Object.fromEntries(PORTAL_LANGS.filter((l) => l !== 'en').map((l) => [l, levelName.optional()])))
    .strict(),
  depositThreshold: amountOrZero,
  turnoverThreshold: amountOrZero,
  upgradeMode: z.enum(VIP_UPGRADE_MODES),
  maintainTurnover: amountOrZero,
  /** Basis points per category, at most 500 (5 %). */
  rebateBps: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(500)),
  withdrawDailyCount: z.number().int().min(1).max(1000).nullable(),
  withdrawDailyAmount: amountOrZero.nullable(),
  withdrawMaxPerRequest: amountOrZero.nullable(),
  levelUpBonus: amountOrZero,
  levelUpWageringX100: wageringX100,
  birthdayBonus: amountOrZero,
  birthdayWageringX100: wageringX100,
});

export const operatorVipLevelSchema = vipLevelSchema.extend({
  levelUpWageringX100: z.number().int(),
  birthdayWageringX100: z.number().int(),
});

export const operatorGetVipLevels = defineOperatorOperation({
  id: 'operatorGetVipLevels',
  method: 'GET',
  path: `${vipBase}/levels`,
  summary: "The brand's VIP level table",
  permission: 'promotions.read',
  value: z.object({ levels: z.array(operatorVipLevelSchema) }),
});

export const operatorSaveVipLevels = defineOperatorOperation({
  id: 'operatorSaveVipLevels',
  method: 'PUT',
  path: `${vipBase}/levels`,
  summary: 'Replace the VIP level table (levels 0..n in order, thresholds strictly increasing; audited)',
  permission: 'promotions.write',
  body: z.object({
    levels: z
      .array(vipLevelInputSchema)
      .min(VIP_MIN_LEVELS)
      .max(VIP_LEVEL_MAX + 1),
  }),
  value: z.object({ levels: z.array(operatorVipLevelSchema) }),
});

export const operatorVipMemberRowSchema = vipMemberSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  levelName: z.string(),
  levelSince: z.number().int().nullable(),
  lastEvaluatedAt: z.number().int().nullable(),
});

export const operatorVipMembers = defineOperatorOperation({
  id: 'operatorVipMembers',
  method: 'GET',
  path: `${vipBase}/members`,
  summary: "Members' VIP state: level, progress, pin, date of birth",
  permission: 'promotions.read',
  query: gridQuery(['level', 'account', 'qualifyingDeposit', 'monthTurnover'] as const).extend({
    level: z.coerce.number().int().min(0).max(VIP_LEVEL_MAX).optional(),
  }),
  value: gridPage(operatorVipMemberRowSchema),
});

export const operatorSetVipLevel = defineOperatorOperation({
  id: 'operatorSetVipLevel',
  method: 'PUT',
  path: `${vipBase}/member-level`,
  summary: "Set a member's VIP level by hand; pinned keeps month-end reviews from going below it (audited)",
  permission: 'members.write',
  body: z.object({
    memberId: rowIdSchema,
    level: z.number().int().min(0).max(VIP_LEVEL_MAX),
    pinned: z.boolean(),
    reason: freeText().trim().min(1).max(200),
  }),
  value: operatorVipMemberRowSchema,
});

export const operatorSetBirthDate = defineOperatorOperation({
  id: 'operatorSetBirthDate',
  method: 'PUT',
  path: `${vipBase}/member-birth-date`,
  summary: "Support corrects a member's date of birth (audited)",
  permission: 'members.write',
  body: z.object({ memberId: rowIdSchema, birthDate: birthDateSchema, reason: freeText().trim().min(1).max(200) }),
  value: operatorVipMemberRowSchema,
});

// Referrals ------------------------------------------------------------------------------------

export const operatorReferralRuleSchema = referralRuleSchema.extend({ enabled: z.boolean() });

export const operatorGetReferralRule = defineOperatorOperation({
  id: 'operatorGetReferralRule',
  method: 'GET',
  path: `${referralBase}/rule`,
  summary: "The brand's referral rule (null until one is saved)",
  permission: 'promotions.read',
  value: z.object({ rule: operatorReferralRuleSchema.nullable() }),
});

export const operatorSaveReferralRule = defineOperatorOperation({
  id: 'operatorSaveReferralRule',
  method: 'PUT',
  path: `${referralBase}/rule`,
  summary: 'Save the referral rule: conditions, rewards (applies to referees not yet qualified; audited)',
  permission: 'promotions.write',
  body: z.object({
    enabled: z.boolean(),
    minFirstDeposit: amountOrZero,
    minTurnover: amountOrZero,
    withinDays: z.number().int().min(1).max(365),
    referrerReward: amountOrZero,
    referrerWageringX100: wageringX100,
    refereeReward: amountOrZero,
    refereeWageringX100: wageringX100,
  }),
  value: z.object({ rule: operatorReferralRuleSchema }),
});

export const operatorReferralRowSchema = z.object({
  refereeId: z.number().int(),
  referee: z.string(),
  referrerId: z.number().int(),
  referrer: z.string(),
  registeredAt: epochMsSchema,
  status: z.enum(REFERRAL_STATUSES),
  firstDeposit: moneyValue,
  turnover: moneyValue,
  referrerReward: moneyValue,
  refereeReward: moneyValue,
  qualifiedAt: z.number().int().nullable(),
});

export const operatorReferrals = defineOperatorOperation({
  id: 'operatorReferrals',
  method: 'GET',
  path: `${referralBase}/referrals`,
  summary: 'Referrals: referrer, referee, status and rewards',
  permission: 'promotions.read',
  query: gridQuery(['registeredAt', 'status'] as const).extend({ status: z.enum(REFERRAL_STATUSES).optional() }),
  value: gridPage(operatorReferralRowSchema),
});
