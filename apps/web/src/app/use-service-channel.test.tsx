import type { MemberInfo, StatusValue } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfoQueryOptions } from '../features/session/api/get-member-info';
import { statusQueryOptions } from '../features/system/api/get-status';
import { useServiceChannel } from './use-service-channel';

const channels = [
  { csType: 'LIVECHAT', path: '/helpmc' },
  { csType: 'VIP', path: '/helpmc?channel=vip' },
];

const openedFor = (rankLevel: number | null) => {
  sessionStorage.setItem('token', 'tok');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(statusQueryOptions().queryKey, { info: { customerService: channels } } as unknown as StatusValue);
  if (rankLevel !== null)
    client.setQueryData(memberInfoQueryOptions('tok').queryKey, {
      clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel },
    } as unknown as MemberInfo);
  const open = vi.fn((url: string) => ({ url }) as unknown as Window);
  vi.stubGlobal('open', open);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useServiceChannel(), { wrapper });
  result.current?.();
  return open.mock.calls[0]?.[0];
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useServiceChannel (the member rank reaches the customer-service rule)', () => {
  it('opens the VIP channel for a member whose club rank is above 4', () => {
    expect(openedFor(5)).toBe('/helpmc?channel=vip');
  });

  it('opens live chat for rank 4 and below, and for a visitor', () => {
    expect(openedFor(4)).toBe('/helpmc');
    expect(openedFor(null)).toBe('/helpmc');
  });
});
