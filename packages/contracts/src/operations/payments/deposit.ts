import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneySchema, moneyValue, requestIdSchema } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';
import { CHANNEL_TYPES, DEPOSIT_STATUSES, RECORD_PAGE_SIZE, UPLOAD_MAX_FILES } from '../../wallet-enums.js';

export const channelSchema = z.object({
  code: z.string(),
  type: z.enum(CHANNEL_TYPES),
  /** GCASH, UPAY, PM, GB, BANK or SANDBOX: the badge the portal shows. */
  provider: z.string(),
  name: z.string(),
  minAmount: moneyValue,
  maxAmount: moneyValue,
  fixedAmounts: z.array(moneyValue),
});
export type PaymentChannel = z.infer<typeof channelSchema>;

export const getDepositMethods = defineOperation({
  id: 'getDepositMethods',
  ...API.getDepositMethods,
  summary: 'Deposit channels of the brand with their limits and quick amounts',
  tags: ['payments'],
  auth: 'token',
  value: z.array(channelSchema),
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  type: z.enum(CHANNEL_TYPES),
  amount: moneyValue,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  receiptIds: z.array(z.string()),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** GATEWAY: the hosted checkout to open. */
  checkoutUrl: z.string().nullable(),
  /** BANK / EWALLET: where to send the money. */
  payTo: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
  remark: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const createDeposit = defineOperation({
  id: 'createDeposit',
  ...API.createDeposit,
  summary: 'Open a deposit order on a channel (retry with the same requestId returns the same order)',
  tags: ['payments'],
  auth: 'token',
  body: z.object({
    channelCode: text().trim().min(1).max(32),
    amount: moneySchema,
    requestId: requestIdSchema,
  }),
  value: depositOrderSchema,
});

const orderNoSchema = text()
  .trim()
  .regex(/^[DW][0-9A-Z]{10,30}$/, 'orderNo: invalid');

const uploadIdSchema = text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'upload id: invalid');

export const updateDepositReference = defineOperation({
  id: 'updateDepositReference',
  ...API.updateDepositReference,
  summary: 'Manual channels: the transfer reference and receipt images; the order then waits for review',
  tags: ['payments'],
  auth: 'token',
  body: z.object({
    orderNo: orderNoSchema,
    reference: freeText().trim().min(4).max(64),
    receiptIds: z.array(uploadIdSchema).max(UPLOAD_MAX_FILES).default([]),
  }),
  value: depositOrderSchema,
});

export const cancelDeposit = defineOperation({
  id: 'cancelDeposit',
  ...API.cancelDeposit,
  summary: 'Cancel an order that has not been paid or submitted for review',
  tags: ['payments'],
  auth: 'token',
  body: z.object({ orderNo: orderNoSchema }),
  value: depositOrderSchema,
});

export const getDepositReport = defineOperation({
  id: 'getDepositReport',
  ...API.getDepositReport,
  summary: "The member's deposit orders, newest first",
  tags: ['payments'],
  auth: 'token',
  query: z.object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(RECORD_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(depositOrderSchema), total: z.number().int(), totalPages: z.number().int() }),
});

export const uploadImage = defineOperation({
  id: 'uploadImage',
  ...API.uploadImage,
  summary: 'Upload a receipt or proof image (data URL, png or jpg, at most 5 MB)',
  tags: ['payments'],
  auth: 'token',
  body: z.object({
    /** data:image/png;base64,... */
    image: text().max(7_200_000),
  }),
  value: z.object({ id: z.string() }),
});

export { orderNoSchema, uploadIdSchema };

/** A deposit's order number: an order number of the deposit kind. */
export const depositOrderNoSchema = orderNoSchema.refine((o) => o.startsWith('D'), 'orderNo: a deposit order');

/**
 * A payment gateway's result for a deposit order, as its signed webhook reports it: the amount as
 * text with two decimals (compared with the order's amount), and the gateway's own reference.
 */
export const gatewayResultSchema = z.object({
  orderNo: depositOrderNoSchema,
  status: z.enum(['PAID', 'FAILED']),
  amount: text().regex(/^\d{1,10}\.\d{2}$/),
  gatewayRef: text().regex(/^[A-Za-z0-9_-]{6,64}$/),
});
export type GatewayResult = z.output<typeof gatewayResultSchema>;
