/**
 * Promotions: the vocabulary of the promotion catalogue (server, portal, back office). The shared
 * reward vocabulary (types, member statuses, wagering bases) is in rewards-enums.ts; docs/promotions.md
 * describes the model.
 */

/** How a promotion pays. */
export const PROMOTION_MECHANICS = ['DEPOSIT_MATCH', 'FIXED', 'REBATE', 'CHECKIN', 'APPLICATION'] as const;
export type PromotionMechanic = (typeof PROMOTION_MECHANICS)[number];

/** The operator's switch: a draft is invisible, a live promotion shows (inside its window), an ended one is closed. */
export const PROMOTION_STATES = ['DRAFT', 'LIVE', 'ENDED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** One reward per member per day, per week (Monday start) or per lifetime, in the brand's time zone. */
export const PROMOTION_LIMIT_PERIODS = ['DAY', 'WEEK', 'LIFETIME'] as const;
export type PromotionLimitPeriod = (typeof PROMOTION_LIMIT_PERIODS)[number];

/** A rebate pays a percent of valid bets or of net losses, over a day or a week. */
export const REBATE_BASES = ['VALID_BET', 'NET_LOSS'] as const;
export type RebateBasis = (typeof REBATE_BASES)[number];
export const REBATE_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];

/** Which deposits a deposit match pays on. */
export const DEPOSIT_MATCH_ORDERS = ['FIRST', 'EVERY_NTH'] as const;

export const PROMOTION_APPLICATION_STATUSES = ['APPLYING', 'ISSUED', 'REJECTED'] as const;
export type PromotionApplicationStatus = (typeof PROMOTION_APPLICATION_STATUSES)[number];

/** Devices a promotion can be limited to (from the request's Device header). */
export const PROMOTION_DEVICES = ['desktop', 'mobile'] as const;
export type PromotionDevice = (typeof PROMOTION_DEVICES)[number];

/** Why a claim was refused as a suspected household duplicate (the abuse report). */
export const PROMOTION_ABUSE_REASONS = ['SAME_PAYOUT_ACCOUNT', 'SAME_IP'] as const;
export type PromotionAbuseReason = (typeof PROMOTION_ABUSE_REASONS)[number];

/** The member's note with an application and the operator's remark on a decision (spec §5). */
export const PROMOTION_REMARK_MAX = 140;
