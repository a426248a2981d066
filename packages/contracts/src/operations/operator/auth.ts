import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { defineOperatorOperation, OPERATOR_BASE } from './common.js';
import { OPERATOR_PERMISSIONS } from './permissions.js';

/** A TOTP code: six digits (RFC 6238, 30-second steps). */
export const totpCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/);

/** The signed-in operator, as the back office shows it and gates its menus. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  /** Epoch ms: the absolute end of the session (12 hours after sign-in). */
  expiresAt: z.number().int(),
  /** Minutes without a call after which the session ends. */
  idleMinutes: z.number().int(),
});

/**
 * Step 1 of the operator sign-in: the password. Answers a single-use ticket for step 2 (the TOTP
 * code); an operator without an authenticator yet gets the secret to enrol (stage ENROL).
 */
export const operatorLoginPassword = defineOperation({
  id: 'operatorLoginPassword',
  method: 'POST',
  path: `${OPERATOR_BASE}/session/password`,
  summary: 'Operator sign-in, step 1: username and password; answers a ticket for the TOTP step',
  tags: ['operator'],
  auth: 'none',
  body: z.object({ username: text().trim().min(1).max(64), password: text().min(1).max(128) }),
  value: z.object({
    ticket: z.string(),
    stage: z.enum(['TOTP', 'ENROL']),
    /** Only at ENROL: the base32 secret and its otpauth:// URI (shown as a QR code). */
    enrol: z.object({ secret: z.string(), otpauthUri: z.string() }).optional(),
  }),
});

/** Step 2: the TOTP code with the ticket; at ENROL the first valid code confirms the authenticator. */
export const operatorLoginTotp = defineOperation({
  id: 'operatorLoginTotp',
  method: 'POST',
  path: `${OPERATOR_BASE}/session/totp`,
  summary: 'Operator sign-in, step 2: the TOTP code; answers the session token (X-Operator-Token)',
  tags: ['operator'],
  auth: 'none',
  body: z.object({ ticket: text().trim().min(1).max(128), code: totpCodeSchema }),
  value: z.object({ token: z.string(), operator: operatorMeSchema }),
});

export const operatorMe = defineOperatorOperation({
  id: 'operatorMe',
  method: 'GET',
  path: `${OPERATOR_BASE}/me`,
  summary: 'The signed-in operator: role, permissions and session limits',
  permission: null,
  value: operatorMeSchema,
});

/**
 * What the operator socket (`GET /wps/operator/v1/socket`, WebSocket; the token is its first message) pushes: counters of work
 * waiting, sent on connect and whenever one changes, on every instance (Redis fan-out).
 */
export const operatorQueueCountsSchema = z.object({
  type: z.literal('queues'),
  pendingApprovals: z.number().int(),
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
});
export type OperatorQueueCounts = z.infer<typeof operatorQueueCountsSchema>;
