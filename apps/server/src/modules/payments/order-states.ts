import { type DepositStatus, ErrorCode, type WithdrawStatus } from '@pagoda/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/** For each state, the states an order may move to it from. */
type MoveTable<S extends string> = { readonly [To in S]: readonly S[] };

/**
 * Deposit orders. A payment that arrives after the order expired or was cancelled is still
 * credited: the money has reached the brand. A failed order stays failed.
 */
export const DEPOSIT_MOVES = {
  CREATED: [],
  // A manual order waits for review once its reference is in (it may be sent again); a gateway
  // order is pending once the member is at the gateway.
  PENDING: ['CREATED', 'PENDING'],
  PAID: ['CREATED', 'PENDING', 'EXPIRED', 'CANCELLED'],
  FAILED: ['CREATED', 'PENDING'],
  EXPIRED: ['CREATED', 'PENDING'],
  CANCELLED: ['CREATED'],
} as const satisfies MoveTable<DepositStatus>;

/** Withdrawals: paid out once approved (or straight from review), then confirmed or disputed. */
export const WITHDRAW_MOVES = {
  PENDING: [],
  APPROVED: ['PENDING'],
  PAID: ['PENDING', 'APPROVED'],
  REJECTED: ['PENDING', 'APPROVED'],
  CONFIRMED: ['PAID'],
  DISPUTED: ['PAID'],
  RESOLVED: ['DISPUTED'],
} as const satisfies MoveTable<WithdrawStatus>;

export const canMove = <S extends string>(moves: MoveTable<S>, from: S, to: S) => moves[to].includes(from);

type OrderRow<S extends string> = { id: number; orderNo: string; merchantCode: string; status: S };

/**
 * The rest of a move: a patch, or a function that checks the locked row, does the move's
 * bookings in the same transaction and returns the patch (null: leave the order as it is).
 */
export type MovePatch<Row> =
  Partial<Row> | ((row: Row, tx: DbOrTx) => Partial<Row> | null | Promise<Partial<Row> | null>);

export type MoveOptions = {
  /** The order must belong to this brand (else: not found). */
  merchantCode?: string | undefined;
  /** Already in the target state: answer the order as it is (a replayed call), instead of refusing. */
  idempotent?: boolean;
  /** In another state: leave the order as it is instead of refusing (background jobs). */
  skipOthers?: boolean;
};

/**
 * One state change of an order under its row lock: lock, check the state against the move
 * table, update. `from` may narrow the table's sources for one call (an operator approves only
 * a pending deposit), never widen them: the type and a runtime check both refuse that.
 */
export const lockedTransitions =
  <S extends string, Row extends OrderRow<S>, M extends MoveTable<S>>(
    moves: M,
    store: {
      forUpdate: (tx: DbOrTx, orderNo: string) => Promise<Row | null>;
      update: (tx: DbOrTx, id: number, patch: Partial<Row> & { status?: S }) => Promise<unknown>;
    },
  ) =>
  async <To extends S>(
    tx: DbOrTx,
    orderNo: string,
    from: readonly M[To][number][],
    to: To,
    patch: MovePatch<Row> = {},
    opts: MoveOptions = {},
  ): Promise<{ row: Row; changed: boolean }> => {
    for (const f of from) if (!canMove(moves, f, to)) throw new Error(`${f} → ${to} is not in the move table`);
    const row = await store.forUpdate(tx, orderNo);
    if (!row || (opts.merchantCode !== undefined && row.merchantCode !== opts.merchantCode))
      throw new AppError(ErrorCode.NotFound);
    const fromHere = (from as readonly S[]).includes(row.status);
    if (!fromHere && opts.idempotent && row.status === to) return { row, changed: false };
    if (!fromHere) {
      if (opts.skipOthers) return { row, changed: false };
      throw new AppError(ErrorCode.OrderStateInvalid);
    }
    const rest = typeof patch === 'function' ? await patch(row, tx) : patch;
    if (rest === null) return { row, changed: false };
    const change = { ...rest, status: to };
    await store.update(tx, row.id, change);
    return { row: { ...row, ...change }, changed: true };
  };
