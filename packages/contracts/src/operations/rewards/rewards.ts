import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { BONUS_GRANT_STATUSES, REWARD_SOURCES, REWARD_STATUSES, WAGERING_BASES } from '../../rewards-enums.js';
import { rowIdSchema } from '../../schemas.js';

/** A claimable reward-centre item, its title in the request language (fallback en). */
export const rewardItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  amount: moneyValue,
  /** Wagering multiplier once claimed (2 = ×2); 0: cash at once. */
  wageringMultiplier: z.number(),
  wageringBase: z.enum(WAGERING_BASES),
  /** The turnover the claim will require. */
  requiredTurnover: moneyValue,
  categories: z.array(z.string()).nullable(),
  status: z.enum(REWARD_STATUSES),
  offeredAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/** A claimed bonus and its wagering. */
export const bonusGrantSchema = z.object({
  id: z.number().int(),
  rewardItemId: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  amount: moneyValue,
  lockedAmount: moneyValue,
  requiredTurnover: moneyValue,
  progress: moneyValue,
  remainingTurnover: moneyValue,
  /** 0–100, floored. */
  percent: z.number().int(),
  categories: z.array(z.string()).nullable(),
  status: z.enum(BONUS_GRANT_STATUSES),
  /** False while an older bonus is still wagering (bonuses are worked oldest first). */
  counting: z.boolean(),
  claimedAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const getRewardCentre = defineOperation({
  id: 'getRewardCentre',
  ...API.getRewardCentre,
  summary: 'Reward centre: claimable items, active bonuses with their wagering, and history (paged)',
  tags: ['rewards'],
  auth: 'token',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    claimable: z.array(rewardItemSchema),
    active: z.array(bonusGrantSchema),
    lockedAmount: moneyValue,
    remainingTurnover: moneyValue,
    history: z.object({ list: z.array(bonusGrantSchema), total: z.number().int(), totalPages: z.number().int() }),
  }),
});

export const getRewardCount = defineOperation({
  id: 'getRewardCount',
  ...API.getRewardCount,
  summary: "The top bar's unclaimed-items count (claimable, unexpired reward-centre items)",
  tags: ['rewards'],
  auth: 'token',
  value: z.object({ count: z.number().int() }),
});

export const claimReward = defineOperation({
  id: 'claimReward',
  ...API.claimReward,
  summary: 'Claim a reward-centre item: the bonus is credited and its wagering starts',
  tags: ['rewards'],
  auth: 'token',
  body: z.object({ itemId: rowIdSchema }),
  value: bonusGrantSchema,
});

export const forfeitBonus = defineOperation({
  id: 'forfeitBonus',
  ...API.forfeitBonus,
  summary: 'Give up an active bonus: its locked amount is removed and its wagering closes',
  tags: ['rewards'],
  auth: 'token',
  body: z.object({ grantId: rowIdSchema }),
  value: z.object({ grant: bonusGrantSchema, removed: moneyValue }),
});
