import { randomBytes } from 'node:crypto';
import { VENDOR_API_PREFIX, VENDOR_HEADERS } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { signBody } from '../../lib/signature.js';

/** How the simulated vendor reaches the platform: HTTP in production, app.inject in-process. */
export type Transport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; json: { success: boolean; value: unknown; errorCode?: string } }>;

export type WalletAnswer = { balance: number; currency: string; transactionId?: string };
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; errorCode: string; value: unknown };

/**
 * A vendor's side of the seamless wallet API: signs each call with the vendor secret, exactly as
 * any third-party vendor (or the studio) does.
 */
export const createSimulatorClient = (opts: {
  merchant: string;
  vendor: string;
  secret: string;
  transport: Transport;
}) => {
  const call = async <T>(name: string, payload: Record<string, unknown>): Promise<Answer<T>> => {
    const body = JSON.stringify(payload);
    const res = await opts.transport(`${VENDOR_API_PREFIX}/${name}`, body, {
      'content-type': 'application/json',
      [VENDOR_HEADERS.merchant]: opts.merchant,
      [VENDOR_HEADERS.vendor]: opts.vendor,
      [VENDOR_HEADERS.signature]: signBody(opts.secret, body),
    });
    if (res.status === 200 && res.json.success) return { ok: true, value: res.json.value as T };
    return { ok: false, status: res.status, errorCode: res.json.errorCode ?? 'unknown', value: res.json.value };
  };
  return {
    call,
    authenticate: (token: string) =>
      call<{ playerId: string; balance: number; currency: string; trial: boolean; gameCode: string; category: string }>(
        'authenticate',
        { token },
      ),
    balance: (playerId: string) => call<WalletAnswer>('balance', { playerId }),
    bet: (b: {
      token: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
    }) => call<WalletAnswer>('bet', b),
    win: (b: {
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
      endRound?: boolean;
    }) => call<WalletAnswer>('win', b),
    rollback: (b: { playerId: string; transactionId: string; refTransactionId: string; roundId: string }) =>
      call<WalletAnswer>('rollback', b),
    endRound: (b: { playerId: string; roundId: string }) => call<WalletAnswer>('endRound', b),
  };
};
export type SimulatorClient = ReturnType<typeof createSimulatorClient>;

export const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/** The demo slot's paytable: multipliers and their chances (RTP ≈ 95%). */
const PAYS: [number, number][] = [
  [0.001, 50],
  [0.01, 10],
  [0.05, 4],
  [0.15, 2],
  [0.2, 1],
];
export const SIM_RTP = PAYS.reduce((s, [p, m]) => s + p * m, 0);

/** A round's multiplier from a uniform draw in [0, 1). */
export const multiplierFor = (u: number) => {
  let acc = 0;
  for (const [p, m] of PAYS) {
    acc += p;
    if (u < acc) return m;
  }
  return 0;
};

/** Cents arithmetic on decimal text, so the simulator never rounds a float. */
export const cents = (decimal: string) => {
  const [w, f = ''] = decimal.split('.');
  return Number(w) * 100 + Number((f + '00').slice(0, 2));
};
export const decimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** The simulator calls the platform through its own HTTP handling, as an outside vendor would. */
export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: res.statusCode, json: res.json() };
  };
