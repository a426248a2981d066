import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi, StudioApiError } from './api-client';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const chase = {
  chaseId: 'mh1abc0123456789',
  gameCode: 'ELOTT1',
  betType: 'lo2',
  betTypeName: 'Lô 2 số',
  station: null,
  position: null,
  numbers: ['12'],
  points: 1,
  stopOnWin: true,
  status: 'RUNNING',
  periods: 2,
  done: 0,
  won: 0,
  remaining: 2,
  refundedSteps: 0,
  totalCost: '54.00',
  refunded: '0.00',
  totalWin: '0.00',
  createdAt: '2026-11-26T10:00:05.000Z',
  steps: [0, 1].map((step) => ({
    step,
    numero: `20261126-102${step + 1}`,
    multiplier: 1,
    ticketId: `t${step}`,
    cost: '27.00',
    status: 'OPEN',
    win: null,
    cancellable: true,
  })),
};

beforeEach(() => {
  const store = new Map<string, string>([['pagoda-studio-session', 'sess']]);
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: store.set.bind(store) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lottery client parses every answer with the shared schemas', () => {
  it('takes a well-formed chase list and sends the session', async () => {
    const fetch = answer({ success: true, value: { chases: [chase] } });
    vi.stubGlobal('fetch', fetch);
    const v = await lotteryApi.chases();
    expect(v.chases[0]!.totalCost).toBe('54.00');
    expect(fetch).toHaveBeenCalledWith('/api/lottery/chases?limit=30', expect.objectContaining({ method: 'GET' }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ authorization: 'Bearer sess' });
  });

  it('refuses a malformed chase (money as a float, an unknown status) instead of showing it', async () => {
    for (const bad of [
      { ...chase, totalCost: 54 },
      { ...chase, status: 'PAUSED' },
      { ...chase, steps: [{ ...chase.steps[0], cost: '27' }] },
    ]) {
      vi.stubGlobal('fetch', answer({ success: true, value: { chases: [bad] } }));
      const err = await lotteryApi.chases().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StudioApiError);
      expect((err as StudioApiError).errorCode).toBe('studio.platform_unavailable');
    }
  });

  it('refuses a malformed public read (bare JSON) and passes the server error code through', async () => {
    vi.stubGlobal('fetch', answer([{ gameCode: 'ELOTT1', numero: 20261126 }]));
    await expect(lotteryApi.opened()).rejects.toMatchObject({ errorCode: 'studio.platform_unavailable' });
    vi.stubGlobal('fetch', answer({ ELOTT: { gameGroupCode: 'ELOTT', labelName: 'x', gameMenus: [{ gameCode: 1 }] } }));
    await expect(lotteryApi.menu()).rejects.toBeInstanceOf(StudioApiError);
    vi.stubGlobal('fetch', answer({ success: false, errorCode: 'studio.lottery_closed', message: 'closed' }, 409));
    await expect(lotteryApi.cancelChase('mh1abc0123456789')).rejects.toMatchObject({
      errorCode: 'studio.lottery_closed',
      status: 409,
    });
  });

  it('fills the path parameters and the query of a read', async () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    await lotteryApi.results('XSMB', '2026-11-26', 5);
    expect(fetch).toHaveBeenCalledWith('/lottery/v1/draws/XSMB?date=2026-11-26&limit=5');
  });
});
