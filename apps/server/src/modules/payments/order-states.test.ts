import { ErrorCode } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../../test/helpers/fakes.js';
import { canMove, DEPOSIT_MOVES, lockedTransitions } from './order-states.js';

type Row = { id: number; orderNo: string; merchantCode: string; status: keyof typeof DEPOSIT_MOVES; remark: string };

const store = (row: Row) => {
  const writes: Partial<Row>[] = [];
  return {
    writes,
    row: () => row,
    move: lockedTransitions(DEPOSIT_MOVES, {
      forUpdate: (_tx, orderNo) => Promise.resolve(orderNo === row.orderNo ? row : null),
      update: (_tx, _id, patch) => {
        writes.push(patch);
        Object.assign(row, patch);
        return Promise.resolve();
      },
    }),
  };
};
const order = (status: Row['status']): Row => ({ id: 1, orderNo: 'D1', merchantCode: 'pagoda', status, remark: '' });
const tx = fakeDb();

describe('the deposit move table', () => {
  it('credits a late payment but never a failed order, and cancels only a new one', () => {
    expect(canMove(DEPOSIT_MOVES, 'EXPIRED', 'PAID')).toBe(true);
    expect(canMove(DEPOSIT_MOVES, 'FAILED', 'PAID')).toBe(false);
    expect(canMove(DEPOSIT_MOVES, 'CREATED', 'CANCELLED')).toBe(true);
    expect(canMove(DEPOSIT_MOVES, 'PENDING', 'CANCELLED')).toBe(false);
    expect(canMove(DEPOSIT_MOVES, 'PAID', 'FAILED')).toBe(false);
  });
});

describe('lockedTransitions', () => {
  it('moves an order in an allowed state and writes the patch with the new state', async () => {
    const s = store(order('CREATED'));
    const r = await s.move(tx, 'D1', ['CREATED'], 'CANCELLED', { remark: 'by member' });
    expect(r.changed).toBe(true);
    expect(s.writes).toEqual([{ remark: 'by member', status: 'CANCELLED' }]);
  });

  it('refuses a move from another state, unless told the target state is a replay or to skip', async () => {
    const s = store(order('PAID'));
    await expect(s.move(tx, 'D1', ['PENDING'], 'FAILED')).rejects.toMatchObject({ code: ErrorCode.OrderStateInvalid });
    expect(await s.move(tx, 'D1', ['PENDING'], 'PAID', {}, { idempotent: true })).toMatchObject({ changed: false });
    expect(await s.move(tx, 'D1', ['CREATED'], 'EXPIRED', {}, { skipOthers: true })).toMatchObject({ changed: false });
    expect(s.writes).toHaveLength(0);
  });

  it('answers not found for another brand’s order', async () => {
    const s = store(order('CREATED'));
    await expect(s.move(tx, 'D1', ['CREATED'], 'CANCELLED', {}, { merchantCode: 'other' })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('refuses a caller that widens the table', async () => {
    const s = store(order('FAILED'));
    // The type already refuses it; the runtime check guards casts and plain JavaScript.
    await expect(s.move(tx, 'D1', ['FAILED'] as never, 'PAID')).rejects.toThrow('not in the move table');
    expect(s.writes).toHaveLength(0);
  });

  it('leaves the order as it is when the patch function declines', async () => {
    const s = store(order('PENDING'));
    expect(await s.move(tx, 'D1', ['PENDING'], 'EXPIRED', () => null)).toMatchObject({ changed: false });
    expect(s.row().status).toBe('PENDING');
  });
});
