import type { GameItem, VendorCard, VendorLane } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { gameVendorsQueryOptions } from './api/get-game-vendors';

/** Test helpers of the games feature: catalogue fixtures, a fake API and a routed render. */

let nextId = 1;
export const vendorCard = (over: Partial<VendorCard> & Pick<VendorCard, 'accountTypeName' | 'title'>): VendorCard => ({
  id: nextId++,
  accountTypeId: 200,
  vassalage: over.accountTypeName,
  displayName: `${over.accountTypeName} Book`,
  smallIcon: '',
  lagerIcon: '',
  isGame: 'game',
  isHot: 0,
  freeplay: 0,
  gameType: over.title,
  walletMode: 'SEAMLESS',
  ...over,
});

export const gameItem = (over: Partial<GameItem> & Pick<GameItem, 'nodeId' | 'vendor' | 'gameType'>): GameItem => ({
  gameId: over.nodeId,
  gameCode: over.nodeId.toLowerCase(),
  gameName: `${over.vendor} game`,
  nodeName: `${over.vendor} game`,
  showIcon: '',
  iconUrl: '',
  vassalage: over.vendor,
  accountTypeName: over.vendor,
  accountTypeId: 200,
  displayName: over.vendor,
  isGame: 'game',
  freeplay: 0,
  gameClassify: '',
  minBet: 0,
  minLineNum: 0,
  defaultPlayType: '',
  code: over.nodeId.toLowerCase(),
  tags: [],
  isHot: 0,
  ...over,
});

type Answer = { status?: number; body: unknown };

/**
 * Replaces fetch: each path answers from its handler (a value is wrapped in a success
 * envelope); an unknown path is a failing test. Returns the URLs called, in order.
 */
export const fakeApi = (handlers: Record<string, (url: URL) => Answer | object>) => {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const handler = handlers[url.pathname];
      if (!handler) throw new Error(`unexpected call ${url.pathname}`);
      const out = handler(url);
      const answer: Answer = 'body' in out ? out : { body: { success: true, value: out } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
};

/** Renders at `path` with the vendor lanes already loaded (as the layout has them). */
export const renderRouted = (ui: ReactElement, path: string, lanes: VendorLane[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(gameVendorsQueryOptions().queryKey, { data: { lanes, prizeMode: 'LOTT' as const } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};
