import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import type { WithdrawSettings } from '../api/get-withdraw-settings';
import { WithdrawPage } from './withdraw-page';

const SETTINGS: WithdrawSettings = {
  minAmount: 100,
  maxAmount: 1000,
  dailyCount: 3,
  usedToday: 0,
  confirmMinutes: 60,
  withdrawable: 500,
  lockedAmount: 0,
  remainingTurnover: 0,
  hasPaymentPassword: true,
  payeeName: 'Juan Dela Cruz',
  channels: [],
  accounts: [
    {
      id: 7,
      channelCode: 'GCASH',
      channelName: 'GCash',
      provider: 'GCASH',
      accountNoMasked: '*******4567',
      holderName: 'Juan Dela Cruz',
    },
  ],
};
const mutateAsync = vi.fn(() => new Promise(() => {}));

vi.mock('../api/get-withdraw-settings', () => ({
  useWithdrawSettings: () => ({ isPending: false, isError: false, data: SETTINGS }),
}));
vi.mock('../api/withdraw', () => ({ useWithdraw: () => ({ mutateAsync, isPending: false }) }));

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  mutateAsync.mockClear();
});

const setup = () => {
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <WithdrawPage onOpenSecurityCentre={() => {}} />
    </QueryClientProvider>,
  );
  return {
    amount: screen.getByLabelText('Withdrawal amount'),
    password: screen.getByLabelText('Payment password'),
    submit: screen.getByRole('button', { name: 'Withdraw' }),
  };
};
const described = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('WithdrawPage request form', () => {
  it('links the balance and PIN errors to their fields and calls nothing', async () => {
    const { amount, password, submit } = setup();
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.change(password, { target: { value: '12a34' } });
    expect(password).toHaveValue('1234');
    fireEvent.click(submit);
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(described(amount)).toHaveAttribute('role', 'alert');
    expect(described(amount)).toHaveTextContent('The amount is more than the available balance.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('calls the withdraw operation with its typed body', async () => {
    const { amount, password, submit } = setup();
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.change(password, { target: { value: '123456' } });
    fireEvent.click(submit);
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ payoutAccountId: 7, amount: '200.00', password: '123456' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
