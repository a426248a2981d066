import type { GameCategory } from './enums.js';

/**
 * Promotions and rewards: the shared vocabulary of the bonus engine (server, portal, back office).
 * docs/promotions.md describes the model.
 */

/** Where a reward-centre item comes from; each feature offers its items under its own source. */
export const REWARD_SOURCES = [
  'PROMOTION',
  'REBATE',
  'CHECKIN',
  'VIP_LEVEL_UP',
  'VIP_BIRTHDAY',
  'REFERRAL',
  'MISSION',
  'LEADERBOARD',
  'RAFFLE',
  'RED_ENVELOPE',
  'OPERATOR',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** A reward-centre item: offered (claimable), claimed (a bonus grant exists), expired or revoked. */
export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED', 'REVOKED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/**
 * A credited bonus. ACTIVE: its wagering requirement is still open and its locked amount is not
 * withdrawable; COMPLETED: the requirement was met; FORFEITED: removed (member's choice or expiry);
 * WAIVED: an operator released the lock.
 */
export const BONUS_GRANT_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'WAIVED'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** What the wagering multiplier applies to: the bonus, or the bonus plus its qualifying deposit. */
export const WAGERING_BASES = ['BONUS', 'BONUS_DEPOSIT'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** Promotion types (spec §1), the /promotions tabs. */
export const PROMOTION_TYPES = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** A promotion's status as one member sees it (spec §4). */
export const PROMOTION_MEMBER_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
  'coming_soon',
] as const;
export type PromotionMemberStatus = (typeof PROMOTION_MEMBER_STATUSES)[number];

/**
 * Default wagering contribution per game category (bet_rounds.category), in percent; a brand
 * overrides them. Even-money cockfight markets count nothing: they are the cheapest way to turn
 * over a bonus.
 */
export const DEFAULT_WAGERING_WEIGHTS: Record<GameCategory, number> = {
  RNG: 100,
  FISH: 100,
  PVP: 50,
  LIVE: 10,
  SPORTS: 50,
  ESPORTS: 50,
  LOTT: 20,
  ELOTT: 20,
  COCKFIGHT: 0,
  DS88: 0,
};
