import { z } from 'zod';
import { rowIdSchema } from '../../schemas.js';
import { freeText, text } from '../../text.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';
import { OPERATOR_PERMISSIONS } from './permissions.js';

export * from './approvals.js';

/** A role key: built-in (ADMIN…) or custom (upper case letters, digits and _). */
export const roleKeySchema = text()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'role: 2-32 upper-case letters, digits or _');

/** A source address range an operator may sign in from (IPv4 or IPv6 CIDR, or a single address). */
export const cidrSchema = text()
  .trim()
  .max(64)
  .refine((v) => isCidr(v), 'a CIDR such as 203.0.113.0/24 or 2001:db8::/32');

const isCidr = (v: string) => {
  const [addr, prefix, ...rest] = v.split('/');
  if (rest.length || !addr) return false;
  const v4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(addr);
  const v6 = !v4 && /^[0-9a-fA-F:]+$/.test(addr) && addr.includes(':') && addr.split('::').length <= 2;
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
};

const usernameSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{3,32}$/, 'username: 3-32 letters, digits, _ . or -');

export const operatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  enabled: z.boolean(),
  totpEnrolled: z.boolean(),
  allowedCidrs: z.array(z.string()),
  /** Epoch ms, or null: until then the password step is refused. */
  lockedUntil: z.number().int().nullable(),
  lastLoginAt: z.number().int().nullable(),
  activeSessions: z.number().int(),
  createdAt: z.number().int(),
});

export const operatorListOperators = defineOperatorOperation({
  id: 'operatorListOperators',
  method: 'GET',
  path: `${OPERATOR_BASE}/operators`,
  summary: 'Operators of the brand (grid)',
  permission: 'operators.read',
  query: gridQuery(['username', 'role', 'createdAt', 'lastLoginAt']).extend({
    role: roleKeySchema.optional(),
    enabled: z.enum(['true', 'false']).optional(),
  }),
  value: gridPage(operatorRowSchema),
});

export const operatorCreateOperator = defineOperatorOperation({
  id: 'operatorCreateOperator',
  method: 'POST',
  path: `${OPERATOR_BASE}/operators`,
  summary: 'Create an operator; the temporary password is shown once, and TOTP is enrolled at first sign-in',
  permission: 'operators.write',
  body: z.object({
    username: usernameSchema,
    role: roleKeySchema,
    allowedCidrs: z.array(cidrSchema).max(20).default([]),
  }),
  value: z.object({ operator: operatorRowSchema, password: z.string() }),
});

const operatorIdBody = z.object({ id: rowIdSchema });

export const operatorUpdateOperator = defineOperatorOperation({
  id: 'operatorUpdateOperator',
  method: 'POST',
  path: `${OPERATOR_BASE}/operators/update`,
  summary: 'Change the role, enabled state or allowed source addresses of an operator',
  permission: 'operators.write',
  body: operatorIdBody.extend({
    role: roleKeySchema.optional(),
    enabled: z.boolean().optional(),
    allowedCidrs: z.array(cidrSchema).max(20).optional(),
  }),
  value: operatorRowSchema,
});

export const operatorResetTotp = defineOperatorOperation({
  id: 'operatorResetTotp',
  method: 'POST',
  path: `${OPERATOR_BASE}/operators/reset-totp`,
  summary: "Forget an operator's authenticator: they enrol a new one at the next sign-in; their sessions end",
  permission: 'operators.write',
  body: operatorIdBody,
  value: operatorRowSchema,
});

export const operatorResetPassword = defineOperatorOperation({
  id: 'operatorResetPassword',
  method: 'POST',
  path: `${OPERATOR_BASE}/operators/reset-password`,
  summary: 'Give an operator a new temporary password (shown once); their sessions end and the lockout clears',
  permission: 'operators.write',
  body: operatorIdBody,
  value: z.object({ operator: operatorRowSchema, password: z.string() }),
});

export const operatorEndSessions = defineOperatorOperation({
  id: 'operatorEndSessions',
  method: 'POST',
  path: `${OPERATOR_BASE}/operators/end-sessions`,
  summary: 'End every session of an operator',
  permission: 'operators.write',
  body: operatorIdBody,
  value: z.object({ ended: z.number().int() }),
});

export const operatorLoginRowSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  username: z.string(),
  step: z.string(),
  outcome: z.string(),
  ip: z.string(),
  userAgent: z.string(),
});

export const operatorListLogins = defineOperatorOperation({
  id: 'operatorListLogins',
  method: 'GET',
  path: `${OPERATOR_BASE}/operators/logins`,
  summary: 'Sign-in attempts of one operator (or all), newest first',
  permission: 'operators.read',
  query: gridQuery(['time']).extend({ operatorId: rowIdSchema.optional() }),
  value: gridPage(operatorLoginRowSchema),
});

export const roleSchema = z.object({
  key: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  operators: z.number().int(),
});

export const operatorListRoles = defineOperatorOperation({
  id: 'operatorListRoles',
  method: 'GET',
  path: `${OPERATOR_BASE}/roles`,
  summary: 'Built-in and custom roles with their permissions',
  permission: 'operators.read',
  value: z.array(roleSchema),
});

const roleBody = z.object({
  key: roleKeySchema,
  name: freeText().trim().min(1).max(64),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)).max(OPERATOR_PERMISSIONS.length),
});

export const operatorCreateRole = defineOperatorOperation({
  id: 'operatorCreateRole',
  method: 'POST',
  path: `${OPERATOR_BASE}/roles`,
  summary: 'Create a custom role from permissions',
  permission: 'operators.write',
  body: roleBody,
  value: roleSchema,
});

export const operatorUpdateRole = defineOperatorOperation({
  id: 'operatorUpdateRole',
  method: 'POST',
  path: `${OPERATOR_BASE}/roles/update`,
  summary: 'Change the name or permissions of a custom role (built-in roles are read-only)',
  permission: 'operators.write',
  body: roleBody,
  value: roleSchema,
});

export const operatorDeleteRole = defineOperatorOperation({
  id: 'operatorDeleteRole',
  method: 'POST',
  path: `${OPERATOR_BASE}/roles/delete`,
  summary: 'Delete a custom role no operator has',
  permission: 'operators.write',
  body: z.object({ key: roleKeySchema }),
  value: z.null(),
});

/** A day in the brand's time zone (YYYY-MM-DD). */
const daySchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

export const auditRowSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});

export const operatorSearchAudit = defineOperatorOperation({
  id: 'operatorSearchAudit',
  method: 'GET',
  path: `${OPERATOR_BASE}/audit`,
  summary: 'Search the audit log (actor, action prefix, target, dates in the brand time zone), newest first',
  permission: 'audit.read',
  query: gridQuery(['time', 'actor', 'action']).extend({
    actor: text().trim().max(100).optional(),
    action: text().trim().max(100).optional(),
    target: text().trim().max(200).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  }),
  value: gridPage(auditRowSchema),
});
