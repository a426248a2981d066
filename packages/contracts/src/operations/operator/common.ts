import { z } from 'zod';
import { defineOperation, type Operation } from '../../operation.js';
import { text } from '../../text.js';
import { APPROVAL_KINDS, type OperatorPermission } from './permissions.js';

/** Every back-office call lives under this prefix; the portal never calls it. */
export const OPERATOR_BASE = '/wps/operator/v1';

/**
 * A back-office call (sign-in itself is a plain operation: it has no session yet): the same contract shape as the portal's, plus the one permission the server
 * checks (and the back office uses to show or hide the action).
 */
export const defineOperatorOperation = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  V extends z.ZodType = z.ZodType,
>(
  op: Omit<Operation<Q, B, V>, 'auth' | 'tags' | 'permission'> & {
    /** null: any signed-in operator (their own profile, sign-out). */
    permission: OperatorPermission | null;
    tags?: string[];
  },
): OperatorOperation<Q, B, V> =>
  defineOperation({ ...op, auth: 'none', tags: op.tags ?? ['operator'] }) as OperatorOperation<Q, B, V>;

export type OperatorOperation<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  V extends z.ZodType = z.ZodType,
> = Omit<Operation<Q, B, V>, 'permission'> & { permission: OperatorPermission | null };

/**
 * The query of every server-side grid: page (1-based), page size, one sort column with its
 * direction, and a free search. Grids add their own filters with `.extend`.
 */
export const gridQuery = <S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
    q: text().trim().max(100).optional(),
  });

/** A page of a grid: the rows and the total count, so the grid can page on the server. */
export const gridPage = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number().int() });

/**
 * What a call under maker-checker answers: EXECUTED (below the threshold, or the checker's decision)
 * with its result, or PENDING with the approval a second operator must decide.
 */
export const approvalOutcomeSchema = z.object({
  status: z.enum(['EXECUTED', 'PENDING']),
  approvalId: z.number().int().optional(),
  kind: z.enum(APPROVAL_KINDS),
  result: z.unknown().optional(),
});
export type ApprovalOutcome = z.infer<typeof approvalOutcomeSchema>;
