import { API, type PaymentChannel } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { DepositForm } from './deposit-page';

const CHANNEL: PaymentChannel = {
  code: 'GCASH01',
  type: 'GATEWAY',
  provider: 'GCASH',
  name: 'GCash',
  minAmount: 100,
  maxAmount: 50_000,
  fixedAmounts: [100, 500],
};

const setup = () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, value: { orderNo: 'D1' } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onOrder = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <DepositForm channels={[CHANNEL]} onOrder={onOrder} />
    </QueryClientProvider>,
  );
  return { fetchMock, onOrder, amount: screen.getByLabelText('Deposit amount') };
};

afterEach(() => vi.unstubAllGlobals());

describe('DepositForm', () => {
  it('shows the amount rule’s error, linked to the field, and calls nothing', async () => {
    const { fetchMock, amount } = setup();
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The amount is below the minimum.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAttribute('aria-describedby', alert.id);

    fireEvent.change(amount, { target: { value: '100.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount above 0 with at most 2 decimals.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls createDeposit with the contract’s normalised body', async () => {
    const { fetchMock, onOrder, amount } = setup();
    fireEvent.change(amount, { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith({ orderNo: 'D1' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API.createDeposit.path);
    expect(init.method).toBe(API.createDeposit.method);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({ channelCode: 'GCASH01', amount: '100.50', requestId: expect.any(String) });
    expect(amount).toHaveAttribute('aria-invalid', 'false');
  });
});
