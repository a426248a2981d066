import { describe, expect, it } from 'vitest';
import { c2cFormSchema, peerTransferFormSchema, withdrawFormSchema } from './money-form-schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('withdrawFormSchema', () => {
  const schema = withdrawFormSchema({ accountIds: [7, 9], min: 100, max: 1000, balance: 500 });

  it('takes the chosen account (else the first), a normalised amount and the 6-digit PIN', () => {
    expect(schema.parse({ payoutAccountId: '9', amount: '200', password: '123456' })).toEqual({
      payoutAccountId: 9,
      amount: '200.00',
      password: '123456',
    });
    expect(schema.parse({ payoutAccountId: '', amount: '100.5', password: '123456' }).payoutAccountId).toBe(7);
  });

  it('reports each field by its translation key', () => {
    expect(messages(schema.safeParse({ payoutAccountId: '', amount: '600', password: '12345' }))).toEqual({
      amount: 'wallet.amount_over_balance',
      password: 'wallet.payment_password_rule',
    });
    expect(messages(schema.safeParse({ payoutAccountId: '', amount: '99', password: '123456' }))).toEqual({
      amount: 'wallet.amount_below_min',
    });
    const none = withdrawFormSchema({ accountIds: [], balance: 500 });
    expect(messages(none.safeParse({ payoutAccountId: '', amount: '1', password: '123456' }))).toEqual({
      payoutAccountId: 'wallet.account_required',
    });
  });
});

describe('peerTransferFormSchema', () => {
  it('needs a downline only when one is chosen, and the amount within the balance', () => {
    const upline = peerTransferFormSchema({ balance: 50, downline: false });
    expect(upline.parse({ to: '', amount: '50', password: '123456', remark: ' thanks ' })).toEqual({
      to: '',
      amount: '50.00',
      password: '123456',
      remark: 'thanks',
    });
    const down = peerTransferFormSchema({ balance: 50, downline: true });
    expect(messages(down.safeParse({ to: ' ', amount: '50.01', password: 'abcdef', remark: 'x'.repeat(141) }))).toEqual(
      {
        to: 'wallet.downline_required',
        amount: 'wallet.amount_over_balance',
        password: 'wallet.payment_password_rule',
        remark: 'error.validation_failed',
      },
    );
  });
});

describe('c2cFormSchema', () => {
  const payDetailId = 'W1234567890AB';

  it('asks for a proof image when the money was not received (the operation’s rule)', () => {
    const schema = c2cFormSchema({ payDetailId, mode: 'N', paid: 150 });
    expect(messages(schema.safeParse({ receivedAmount: '', remark: '', proofOfNotReceive: [] }))).toEqual({
      proofOfNotReceive: 'wallet.proof_required',
    });
    expect(
      schema.parse({ receivedAmount: '', remark: ' none ', proofOfNotReceive: ['abcdefghijklmnop'] }),
    ).toMatchObject({ payDetailId, isMoneyReceived: 'N', proofOfNotReceive: ['abcdefghijklmnop'], remark: 'none' });
  });

  it('takes a received amount below the paid one', () => {
    const schema = c2cFormSchema({ payDetailId, mode: 'P', paid: 150 });
    expect(messages(schema.safeParse({ receivedAmount: '150', remark: '', proofOfNotReceive: [] }))).toEqual({
      receivedAmount: 'wallet.partial_less',
    });
    expect(messages(schema.safeParse({ receivedAmount: '', remark: '', proofOfNotReceive: [] }))).toEqual({
      receivedAmount: 'wallet.amount_required',
    });
    expect(schema.parse({ receivedAmount: '20', remark: '', proofOfNotReceive: [] })).toMatchObject({
      isMoneyReceived: 'P',
      receivedAmount: '20.00',
    });
  });
});
