import { z } from 'zod';
import { moneySchema, moneyValue } from '../../money.js';
import {
  PROMOTION_ABUSE_REASONS,
  PROMOTION_APPLICATION_STATUSES,
  PROMOTION_MECHANICS,
  PROMOTION_STATES,
} from '../../promotion-enums.js';
import { PROMOTION_TYPES } from '../../rewards-enums.js';
import { epochMsSchema, rowIdSchema } from '../../schemas.js';
import { text } from '../../text.js';
import { promotionConfigSchema, promotionContentSchema, promotionNoteSchema } from '../promotions/shapes.js';
import { approvalOutcomeSchema, defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/*
 * The back office's promotion editor, application review queue and reports. Publishing and ending are
 * state changes; issuing an application's reward goes through maker-checker above the brand's
 * promotion.issue threshold.
 */

const base = `${OPERATOR_BASE}/promotions`;
const tags = ['operator', 'promotions'];

export const operatorPromotionRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  mechanic: z.enum(PROMOTION_MECHANICS),
  state: z.enum(PROMOTION_STATES),
  title: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
  sort: z.number().int(),
  budget: moneyValue.nullable(),
  spent: moneyValue,
  updatedAt: z.number().int(),
});
export type OperatorPromotionRow = z.infer<typeof operatorPromotionRowSchema>;

export const operatorPromotionSchema = operatorPromotionRowSchema.extend({
  content: promotionContentSchema,
  imageUrl: z.string(),
  config: promotionConfigSchema,
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

export const operatorPromotionsList = defineOperatorOperation({
  id: 'operatorPromotionsList',
  method: 'GET',
  path: base,
  summary: 'Promotions of the brand',
  tags,
  permission: 'promotions.read',
  query: gridQuery(['id', 'sort', 'startAt', 'state', 'type'] as const).extend({
    type: z.enum(PROMOTION_TYPES).optional(),
    state: z.enum(PROMOTION_STATES).optional(),
  }),
  value: gridPage(operatorPromotionRowSchema),
});

export const operatorPromotionGet = defineOperatorOperation({
  id: 'operatorPromotionGet',
  method: 'GET',
  path: `${base}/detail`,
  summary: 'One promotion with its settings and texts',
  tags,
  permission: 'promotions.read',
  query: z.object({ id: rowIdSchema }),
  value: operatorPromotionSchema,
});

const imagePath = text()
  .trim()
  .max(500)
  .regex(/^(|\/[A-Za-z0-9._~/-]*|https?:\/\/[^\s"'<>]+)$/, 'an image path of the site or an http(s) URL');

const promotionFields = z.object({
  type: z.enum(PROMOTION_TYPES),
  mechanic: z.enum(PROMOTION_MECHANICS),
  startAt: epochMsSchema,
  endAt: epochMsSchema.nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
  content: promotionContentSchema,
  imageUrl: imagePath.default(''),
  config: promotionConfigSchema,
  /** null: no budget cap. */
  budget: moneySchema.nullable().default(null),
});

const MECHANIC_BLOCK = {
  DEPOSIT_MATCH: 'depositMatch',
  FIXED: 'fixed',
  REBATE: 'rebate',
  CHECKIN: 'checkin',
  APPLICATION: 'application',
} as const;

const promotionRules = <T extends z.ZodType<z.output<typeof promotionFields>>>(schema: T) =>
  schema
    .refine((p) => p.endAt === null || p.endAt > p.startAt, { message: 'endAt: after startAt', path: ['endAt'] })
    .refine((p) => Boolean(p.config[MECHANIC_BLOCK[p.mechanic]]), {
      message: 'config: the settings of the chosen mechanic are required',
      path: ['config'],
    });

export const promotionInputSchema = promotionRules(promotionFields);
export const promotionUpdateSchema = promotionRules(promotionFields.extend({ id: rowIdSchema }));

export const operatorPromotionCreate = defineOperatorOperation({
  id: 'operatorPromotionCreate',
  method: 'POST',
  path: base,
  summary: 'Creates a promotion (a draft until published)',
  tags,
  permission: 'promotions.write',
  body: promotionInputSchema,
  value: operatorPromotionSchema,
});

export const operatorPromotionUpdate = defineOperatorOperation({
  id: 'operatorPromotionUpdate',
  method: 'PUT',
  path: base,
  summary: 'Updates a promotion',
  tags,
  permission: 'promotions.write',
  body: promotionUpdateSchema,
  value: operatorPromotionSchema,
});

export const operatorPromotionSetState = defineOperatorOperation({
  id: 'operatorPromotionSetState',
  method: 'POST',
  path: `${base}/state`,
  summary: 'Publishes (LIVE) or ends (ENDED) a promotion',
  tags,
  permission: 'promotions.write',
  body: z.object({ id: rowIdSchema, state: z.enum(['LIVE', 'ENDED']) }),
  value: operatorPromotionRowSchema,
});

export const operatorApplicationRowSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  account: z.string(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  note: z.string(),
  remark: z.string(),
  amount: moneyValue.nullable(),
  suggestedAmount: moneyValue,
  reviewedBy: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type OperatorApplicationRow = z.infer<typeof operatorApplicationRowSchema>;

export const operatorPromotionApplications = defineOperatorOperation({
  id: 'operatorPromotionApplications',
  method: 'GET',
  path: `${base}/applications`,
  summary: 'The application review queue',
  tags,
  permission: 'promotions.read',
  query: gridQuery(['id', 'createdAt'] as const).extend({
    status: z.enum(PROMOTION_APPLICATION_STATUSES).optional(),
  }),
  value: gridPage(operatorApplicationRowSchema),
});

export const operatorPromotionReview = defineOperatorOperation({
  id: 'operatorPromotionReview',
  method: 'POST',
  path: `${base}/applications/review`,
  summary: "Issues an application's reward (maker-checker above the threshold) or rejects it with a remark",
  tags,
  permission: 'promotions.review',
  body: z
    .object({
      id: rowIdSchema,
      decision: z.enum(['ISSUE', 'REJECT']),
      amount: moneySchema.optional(),
      remark: promotionNoteSchema.default(''),
    })
    .refine((b) => b.decision === 'ISSUE' || b.remark.length > 0, {
      message: 'remark: required to reject',
      path: ['remark'],
    }),
  value: approvalOutcomeSchema,
});

export const operatorPromotionReportRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PROMOTION_TYPES),
  mechanic: z.enum(PROMOTION_MECHANICS),
  /** Members who joined (opt-in promotions) or applied. */
  joined: z.number().int(),
  /** Rewards offered to members, and of those claimed. */
  offered: z.number().int(),
  claimed: z.number().int(),
  /** claimed ÷ (joined, or offered when nothing needs a join), in percent. */
  conversion: z.number(),
  /** Money offered and claimed (the cost). */
  cost: moneyValue,
  claimedAmount: moneyValue,
  /** Bonus grants by wagering outcome. */
  wageringActive: z.number().int(),
  wageringCompleted: z.number().int(),
  wageringForfeited: z.number().int(),
  refusals: z.number().int(),
});

export const operatorPromotionReport = defineOperatorOperation({
  id: 'operatorPromotionReport',
  method: 'GET',
  path: `${base}/report`,
  summary: 'Cost, claims, conversion and wagering completion per promotion',
  tags,
  permission: 'promotions.read',
  value: z.object({ list: z.array(operatorPromotionReportRowSchema) }),
});

export const operatorPromotionAbuseRowSchema = z.object({
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  reason: z.enum(PROMOTION_ABUSE_REASONS),
  account: z.string(),
  linkedAccount: z.string(),
  evidence: z.string(),
  /** true: a refused claim; false: both accounts hold a reward of the promotion. */
  refused: z.boolean(),
  at: z.number().int(),
});

export const operatorPromotionAbuse = defineOperatorOperation({
  id: 'operatorPromotionAbuse',
  method: 'GET',
  path: `${base}/abuse`,
  summary: 'Suspected abuse: linked accounts (same payout account or IP) claiming the same promotion',
  tags,
  permission: 'promotions.read',
  value: z.object({ list: z.array(operatorPromotionAbuseRowSchema) }),
});
