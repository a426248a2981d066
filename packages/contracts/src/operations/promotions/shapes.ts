import { z } from 'zod';
import { GAME_CATEGORIES, LANGUAGES } from '../../enums.js';
import {
  DEPOSIT_MATCH_ORDERS,
  PROMOTION_DEVICES,
  PROMOTION_LIMIT_PERIODS,
  PROMOTION_MECHANICS,
  PROMOTION_REMARK_MAX,
  REBATE_BASES,
  REBATE_PERIODS,
} from '../../promotion-enums.js';
import { PROMOTION_MEMBER_STATUSES, PROMOTION_TYPES, WAGERING_BASES } from '../../rewards-enums.js';
import { documentText, freeText, text } from '../../text.js';

/**
 * The promotion's shapes shared by the member API and the back office. Amounts inside a promotion's
 * settings are decimal texts ('12.50'), read by the server as minor units; percents have 2 decimals.
 */

/** A non-negative amount as decimal text, at most 2 places ('0' allowed: "no minimum"). */
export const amountText = () =>
  text()
    .trim()
    .regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, 'an amount with at most 2 decimals');

const percent = () =>
  z
    .number()
    .min(0)
    .max(1000)
    .refine(
      (v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      'at most 2 decimals',
    );

const categories = () => z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length);

export const promotionConfigSchema = z.object({
  /** The member must press "join" before the promotion counts their deposits (or bets). */
  requiresJoin: z.boolean().default(false),
  depositMatch: z
    .object({
      percent: percent(),
      maxBonus: amountText(),
      minDeposit: amountText(),
      order: z.enum(DEPOSIT_MATCH_ORDERS),
      /** EVERY_NTH: the 2nd, 4th, 6th... deposit for nth 2; FIRST ignores it. */
      nth: z.number().int().min(1).max(100).default(1),
    })
    .optional(),
  fixed: z.object({ amount: amountText() }).optional(),
  rebate: z
    .object({
      basis: z.enum(REBATE_BASES),
      percent: percent(),
      period: z.enum(REBATE_PERIODS),
      /** Empty: every category. */
      categories: categories().default([]),
      /** Empty: every vendor. */
      vendors: z.array(text().max(32)).max(50).default([]),
      /** Credited automatically (claimed for the member) or left in the reward centre to claim. */
      auto: z.boolean().default(false),
      /** Largest rebate per member and period ('0': no cap). */
      maxPerMember: amountText().default('0'),
    })
    .optional(),
  checkin: z
    .object({
      /** Day N of the streak pays amounts[N-1]; past the list's end, its last amount. */
      amounts: z.array(amountText()).min(1).max(31),
    })
    .optional(),
  application: z.object({ defaultAmount: amountText(), maxAmount: amountText() }).optional(),
  eligibility: z
    .object({
      minAgeDays: z.number().int().min(0).max(3650).default(0),
      minTotalDeposit: amountText().default('0'),
      /** Empty: every VIP level (members.club_rank_level). */
      vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
      /** Member countries (ISO 3166 alpha-2); empty: everywhere. */
      countries: z
        .array(text().regex(/^[A-Z]{2}$/))
        .max(250)
        .default([]),
      devices: z.array(z.enum(PROMOTION_DEVICES)).max(2).default([]),
    })
    .default({ minAgeDays: 0, minTotalDeposit: '0', vipLevels: [], countries: [], devices: [] }),
  wagering: z
    .object({
      multiplier: percent(),
      base: z.enum(WAGERING_BASES).default('BONUS'),
      days: z.number().int().min(1).max(365).nullable().default(null),
      categories: categories().default([]),
    })
    .default({ multiplier: 0, base: 'BONUS', days: null, categories: [] }),
  limit: z
    .object({ period: z.enum(PROMOTION_LIMIT_PERIODS), count: z.number().int().min(1).max(100).default(1) })
    .default({ period: 'LIFETIME', count: 1 }),
  antiAbuse: z
    .object({
      samePayoutAccount: z.boolean().default(false),
      sameIp: z.boolean().default(false),
      ipWindowDays: z.number().int().min(1).max(365).default(30),
    })
    .default({ samePayoutAccount: false, sameIp: false, ipWindowDays: 30 }),
});
export type PromotionConfig = z.output<typeof promotionConfigSchema>;

export const promotionTextSchema = z.object({
  title: text().trim().min(1).max(120),
  summary: text().trim().max(300).default(''),
  /** HTML from the editor; the server sanitises it. */
  body: documentText().max(50_000).default(''),
  terms: documentText().max(10_000).default(''),
});
export type PromotionText = z.output<typeof promotionTextSchema>;

/** Texts per language (EN required: the fallback). */
export const promotionContentSchema = z
  .partialRecord(z.enum(LANGUAGES), promotionTextSchema)
  .refine((c) => Boolean(c.EN), { message: 'content: English (EN) is required', path: ['EN'] });
export type PromotionContent = z.output<typeof promotionContentSchema>;

export const promotionMemberStatusSchema = z.enum(PROMOTION_MEMBER_STATUSES);

/** A promotion card as the portal shows it; `status` is null for visitors. */
export const promotionCardSchema = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  mechanic: z.enum(PROMOTION_MECHANICS),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
  status: promotionMemberStatusSchema.nullable(),
  /** CHECKIN: the member's current streak (0 when none). */
  streak: z.number().int(),
  /** APPLICATION: the operator's remark on a rejection. */
  remark: z.string(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionDetailSchema = promotionCardSchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  terms: z.string(),
  requiresJoin: z.boolean(),
  /** CHECKIN: what each day of the streak pays. */
  checkinAmounts: z.array(z.number()),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionNoteSchema = freeText().trim().max(PROMOTION_REMARK_MAX);
