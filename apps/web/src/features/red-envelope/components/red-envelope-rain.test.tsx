import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { RedEnvelopeRain } from './red-envelope-rain';

type Status = {
  state: 'ACTIVE' | 'UPCOMING' | 'NONE';
  rainId: number | null;
  remainingForMe: number;
  envelopesLeft: number;
};

const status = (s: Status) => ({
  ...s,
  title: 'Hourly red envelope rain',
  startsAt: s.state === 'NONE' ? null : Date.now() - 1_000,
  endsAt: s.state === 'NONE' ? null : Date.now() + 240_000,
  now: Date.now(),
  eligible: true,
  opened: [],
});

/** A fake server: the rain status comes from `rains()` on every call; a claim takes one envelope of the rain. */
const fakeServer = (rains: () => Status) => {
  const claims: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      let value: object;
      if (url.pathname === '/wps/relay/MCSFE_getRedEnvelopeRain') value = status(rains());
      else if (url.pathname === '/wps/relay/MCSFE_claimRedEnvelope') {
        const { rainId } = JSON.parse(String(init?.body)) as { rainId: number };
        claims.push(rainId);
        value = {
          rainId,
          amount: rainId === 1 ? 3.25 : 0.75,
          rewardItemId: 10 + rainId,
          credited: true,
          remainingForMe: 0,
        };
      } else value = {};
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return claims;
};

const render = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithI18n(
    <QueryClientProvider client={client}>
      <RedEnvelopeRain />
    </QueryClientProvider>,
  );
  return client;
};

afterEach(() => vi.unstubAllGlobals());

describe('RedEnvelopeRain', () => {
  it('keeps the opened amount on screen when a second, overlapping rain is still open to the member', async () => {
    // Rain 1 (the hourly one) and rain 2 (started by an operator) fall together; the cap is one each.
    const claims = fakeServer(() =>
      claimsOf(1)
        ? { state: 'ACTIVE', rainId: 2, remainingForMe: 1, envelopesLeft: 200 }
        : { state: 'ACTIVE', rainId: 1, remainingForMe: 1, envelopesLeft: 199 },
    );
    const claimsOf = (rainId: number) => claims.filter((c) => c === rainId).length;
    render();

    fireEvent.click(await screen.findByRole('button', { name: /Red envelope rain! Open yours/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open a red envelope' }));

    // The status now names rain 2: the dialog stays, with rain 1's amount, and offers one more.
    expect(await within(dialog).findByText('3.25')).toBeVisible();
    expect(within(dialog).getByText('Credited to your wallet')).toBeVisible();
    const another = await within(dialog).findByRole('button', { name: 'Open another envelope' });
    expect(within(dialog).queryByRole('button', { name: 'Open a red envelope' })).toBeNull();
    expect(claims).toEqual([1]);

    fireEvent.click(another);
    expect(await within(dialog).findByText('0.75')).toBeVisible();
    expect(claims).toEqual([1, 2]);
  });

  it('closes when the rains stop, so the next rain waits for the member to open it', async () => {
    let phase: 'first' | 'gap' | 'next' = 'first';
    fakeServer(() =>
      phase === 'first'
        ? { state: 'ACTIVE', rainId: 1, remainingForMe: 1, envelopesLeft: 5 }
        : phase === 'gap'
          ? { state: 'NONE', rainId: null, remainingForMe: 0, envelopesLeft: 0 }
          : { state: 'ACTIVE', rainId: 3, remainingForMe: 1, envelopesLeft: 5 },
    );
    const client = render();
    fireEvent.click(await screen.findByRole('button', { name: /Red envelope rain! Open yours/ }));
    expect(screen.getByRole('dialog')).toBeVisible();

    phase = 'gap';
    await client.refetchQueries();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    phase = 'next';
    await client.refetchQueries();
    expect(await screen.findByRole('button', { name: /Red envelope rain! Open yours/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
