import { describe, expect, it } from 'vitest';
import {
  c2cFormSchema,
  peerTransferFormSchema,
  walletTransferFormSchema,
  wholeBalanceText,
  withdrawFormSchema,
} from './money-form-schema';

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

describe('walletTransferFormSchema', () => {
  const schema = walletTransferFormSchema({
    balances: new Map([
      [2, 100.5],
      [101, 30.25],
      [102, 0],
    ]),
  });
  const move = (from: number, to: number, amount: string) =>
    schema.safeParse({ from: String(from), to: String(to), amount });

  it('takes an amount with up to 2 decimals within the source balance, normalised, as the operation takes it', () => {
    expect(move(2, 101, '12.3').data).toEqual({ fromAccountTypeId: 2, toAccountTypeId: 101, amount: '12.30' });
    expect(move(2, 101, ' 100.50 ').data).toEqual({ fromAccountTypeId: 2, toAccountTypeId: 101, amount: '100.50' });
    expect(move(101, 2, '30.25').data).toEqual({ fromAccountTypeId: 101, toAccountTypeId: 2, amount: '30.25' });
  });

  it('refuses more than 2 decimals, zero, negatives, exponents and text, and an empty amount', () => {
    for (const amount of ['1.234', '0', '0.00', '-5', '1e3', 'abc', '.5', '01']) {
      expect(messages(move(2, 101, amount)), amount).toEqual({ amount: 'wallet.amount_invalid' });
    }
    expect(messages(move(2, 101, ''))).toEqual({ amount: 'wallet.amount_required' });
  });

  it('refuses more than the source wallet holds, to the cent, and above the maximum', () => {
    expect(messages(move(2, 101, '100.51'))).toEqual({ amount: 'wallet.amount_over_balance' });
    expect(messages(move(101, 2, '30.26'))).toEqual({ amount: 'wallet.amount_over_balance' });
    expect(messages(move(102, 2, '0.01'))).toEqual({ amount: 'wallet.amount_over_balance' });
    expect(messages(move(2, 101, '1000000000.01'))).toEqual({ amount: 'wallet.amount_invalid' });
  });

  it('refuses the same wallet on both sides, game-to-game moves and a wallet outside the rule', () => {
    expect(messages(move(2, 2, '1'))).toEqual({ to: 'wallet.same_wallet' });
    expect(messages(move(101, 102, '1'))).toEqual({ to: 'wallet.main_side_required' });
    expect(messages(move(2, 0, '1'))).toEqual({ to: 'error.validation_failed' });
  });
});

describe('wholeBalanceText', () => {
  it('gives the whole balance with 2 decimals, or nothing for an empty wallet', () => {
    expect(wholeBalanceText(100.5)).toBe('100.50');
    expect(wholeBalanceText(0.1 + 0.2)).toBe('0.30');
    expect(wholeBalanceText(0)).toBe('');
  });
});
