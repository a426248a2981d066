import { z } from 'zod';
import { GAME_CATEGORIES } from '../../enums.js';
import { moneySchema, moneyValue } from '../../money.js';
import { BONUS_GRANT_STATUSES, REWARD_SOURCES } from '../../rewards-enums.js';
import { rowIdSchema } from '../../schemas.js';
import { freeText, text } from '../../text.js';
import { bonusGrantSchema } from '../rewards/rewards.js';
import { approvalOutcomeSchema, defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/*
 * The back office's bonus pages: every grant with its wagering (server-side grid), waive (under
 * maker-checker above the brand's bonus.waive threshold) and forfeit, and the wagering settings.
 */
const tags = ['operator', 'bonus'];

export const operatorBonusGridRowSchema = bonusGrantSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  closedBy: z.string().nullable(),
});
export type OperatorBonusGridRow = z.infer<typeof operatorBonusGridRowSchema>;

export const BONUS_GRID_SORTS = ['id'] as const;

export const operatorBonusGrid = defineOperatorOperation({
  id: 'operatorBonusGrid',
  method: 'GET',
  path: `${OPERATOR_BASE}/bonus/grants`,
  summary: 'Bonus grants with their wagering, paged on the server, filtered by status, source and member',
  tags,
  permission: 'bonus.read',
  query: gridQuery(BONUS_GRID_SORTS).extend({
    status: z.enum(BONUS_GRANT_STATUSES).optional(),
    source: z.enum(REWARD_SOURCES).optional(),
    account: text().trim().max(64).optional(),
  }),
  value: gridPage(operatorBonusGridRowSchema),
});

const grantAction = z.object({ grantId: rowIdSchema, remark: freeText().trim().min(1).max(200) });

export const operatorWaiveBonus = defineOperatorOperation({
  id: 'operatorWaiveBonus',
  method: 'POST',
  path: `${OPERATOR_BASE}/bonus/grants/waive`,
  summary: "Waive a bonus's wagering: the lock is released (maker-checker above the threshold)",
  tags,
  permission: 'bonus.manage',
  body: grantAction,
  value: approvalOutcomeSchema,
});

export const operatorForfeitBonus = defineOperatorOperation({
  id: 'operatorForfeitBonus',
  method: 'POST',
  path: `${OPERATOR_BASE}/bonus/grants/forfeit`,
  summary: 'Forfeit an active bonus: its locked amount (at most the main balance) is removed',
  tags,
  permission: 'bonus.manage',
  body: grantAction,
  value: z.object({ grant: operatorBonusGridRowSchema, removed: moneyValue }),
});

export const bonusSettingsSchema = z.object({
  /** Percent per game category (0–100). */
  weights: z.record(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100)),
  /** Largest single bet while a bonus is active; null: no cap. */
  maxBetWithBonus: moneyValue.nullable(),
});

export const operatorBonusSettings = defineOperatorOperation({
  id: 'operatorBonusSettings',
  method: 'GET',
  path: `${OPERATOR_BASE}/bonus/settings`,
  summary: "The brand's wagering weights per category and the max bet while a bonus is active",
  tags,
  permission: 'bonus.read',
  value: bonusSettingsSchema,
});

export const operatorSaveBonusSettings = defineOperatorOperation({
  id: 'operatorSaveBonusSettings',
  method: 'PUT',
  path: `${OPERATOR_BASE}/bonus/settings`,
  summary: 'Save the wagering weights and the max bet (audited)',
  tags,
  permission: 'bonus.manage',
  body: z.object({
    /** Categories left out keep the default weight. */
    weights: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100)),
    maxBetWithBonus: moneySchema.nullable(),
  }),
  value: bonusSettingsSchema,
});
