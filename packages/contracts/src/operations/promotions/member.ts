import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { PROMOTION_TYPES } from '../../rewards-enums.js';
import { rowIdSchema } from '../../schemas.js';
import {
  promotionCardSchema,
  promotionDetailSchema,
  promotionMemberStatusSchema,
  promotionNoteSchema,
} from './shapes.js';

/** Member calls of the promotion catalogue (docs/api.md, "Promotions"). */

export const getPromotions = defineOperation({
  id: 'getPromotions',
  ...API.getPromotions,
  summary: 'Live and upcoming promotions, with the member status of each for a signed-in member',
  tags: ['promotions'],
  auth: 'optional',
  query: z.object({ type: z.enum(PROMOTION_TYPES).optional() }),
  value: z.object({ list: z.array(promotionCardSchema) }),
});

export const getPromotionDetail = defineOperation({
  id: 'getPromotionDetail',
  ...API.getPromotionDetail,
  summary: 'One promotion: sanitised content, terms and the member status',
  tags: ['promotions'],
  auth: 'optional',
  query: z.object({ id: rowIdSchema }),
  value: promotionDetailSchema,
});

export const getPromotionCount = defineOperation({
  id: 'getPromotionCount',
  ...API.getPromotionCount,
  summary: "The top bar's count: promotions a member can act on now (join, claim, check in, apply)",
  tags: ['promotions'],
  auth: 'optional',
  value: z.object({ available: z.number().int() }),
});

const actionValue = z.object({ id: z.number().int(), status: promotionMemberStatusSchema.nullable() });

export const joinPromotion = defineOperation({
  id: 'joinPromotion',
  ...API.joinPromotion,
  summary: 'Opts in to a promotion that needs it (deposit match, rebate)',
  tags: ['promotions'],
  auth: 'token',
  body: z.object({ id: rowIdSchema }),
  value: actionValue,
});

export const claimPromotion = defineOperation({
  id: 'claimPromotion',
  ...API.claimPromotion,
  summary: 'Claims a fixed bonus (or the promotion reward waiting in the reward centre)',
  tags: ['promotions'],
  auth: 'token',
  body: z.object({ id: rowIdSchema }),
  value: actionValue.extend({ rewardItemId: z.number().int().nullable() }),
});

export const checkinPromotion = defineOperation({
  id: 'checkinPromotion',
  ...API.checkinPromotion,
  summary: "Today's check-in of a daily promotion; answers the streak",
  tags: ['promotions'],
  auth: 'token',
  body: z.object({ id: rowIdSchema }),
  value: actionValue.extend({ streak: z.number().int(), amount: z.number() }),
});

export const applyPromotion = defineOperation({
  id: 'applyPromotion',
  ...API.applyPromotion,
  summary: 'Applies for a promotion an operator reviews, with an optional note (at most 140 characters)',
  tags: ['promotions'],
  auth: 'token',
  body: z.object({ id: rowIdSchema, note: promotionNoteSchema.default('') }),
  value: actionValue,
});
