import { ErrorCode, vendorFundBody, vendorFundStatusBody } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { verifyBody } from '../../../lib/signature.js';
import type { VendorsService } from '../vendors.service.js';
import { cents } from './simulator-client.js';

export const TRANSFER_SIM_PATH = '/sim/transfer';

/** Faults a test can switch on: the next N answers are lost (the call is applied, a 504 returns). */
export const transferSimulatorFaults = { loseAnswers: 0, refuseFundIn: false };

type Entry = { direction: 'IN' | 'OUT'; playerId: string; amount: number; status: 'SUCCESS' | 'FAILED' };

/**
 * A transfer-mode vendor's wallet (demo mode and tests): balances per player in cents, every call
 * idempotent on the platform's reference, signed like the platform's own calls.
 */
export const transferSimulatorRoutes = (app: FastifyInstance, vendors: VendorsService) => {
  const refs = new Map<string, Entry>();
  const balances = new Map<string, number>();

  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
    const verified = async (req: FastifyRequest) => {
      const merchant = String(req.headers['x-merchant'] ?? '');
      const vendor = String(req.headers['x-vendor-code'] ?? '');
      const integration = await vendors.integration(merchant, vendor);
      const raw = String(req.body ?? '');
      if (!integration || !verifyBody(integration.secret, raw, String(req.headers['x-signature'] ?? '')))
        throw new AppError(ErrorCode.SignatureInvalid);
      return { key: `${merchant}|${vendor}`, body: JSON.parse(raw) as unknown };
    };
    const answer = <T>(value: T) => {
      if (transferSimulatorFaults.loseAnswers > 0) {
        transferSimulatorFaults.loseAnswers--;
        throw new AppError(ErrorCode.ServiceUnavailable, 'answer lost');
      }
      return value;
    };

    for (const direction of ['IN', 'OUT'] as const) {
      scoped.post(
        `${TRANSFER_SIM_PATH}/${direction === 'IN' ? 'fundIn' : 'fundOut'}`,
        { schema: { hide: true } },
        async (req) => {
          const { key, body } = await verified(req);
          const b = vendorFundBody.parse(body);
          const ref = `${key}|${b.reference}`;
          let e = refs.get(ref);
          if (!e) {
            const wallet = `${key}|${b.playerId}`;
            const have = balances.get(wallet) ?? 0;
            const amount = cents(b.amount);
            const ok = direction === 'IN' ? !transferSimulatorFaults.refuseFundIn : have >= amount;
            if (ok) balances.set(wallet, have + (direction === 'IN' ? amount : -amount));
            e = { direction, playerId: b.playerId, amount, status: ok ? 'SUCCESS' : 'FAILED' };
            refs.set(ref, e);
          }
          return answer({ status: e.status, balance: (balances.get(`${key}|${b.playerId}`) ?? 0) / 100 });
        },
      );
    }
    scoped.post(`${TRANSFER_SIM_PATH}/status`, { schema: { hide: true } }, async (req) => {
      const { key, body } = await verified(req);
      const b = vendorFundStatusBody.parse(body);
      const e = refs.get(`${key}|${b.reference}`);
      return answer({ status: e ? e.status : 'NOT_FOUND' });
    });
  });

  return {
    /** Play in the vendor's own wallet: a round's net result in cents (then reported to the platform). */
    play: (merchant: string, vendor: string, playerId: string, netCents: number) => {
      const wallet = `${merchant}|${vendor}|${playerId}`;
      balances.set(wallet, (balances.get(wallet) ?? 0) + netCents);
    },
    /** The simulator's own view of a player's balance (tests compare it with the platform's). */
    balanceOf: (merchant: string, vendor: string, playerId: string) =>
      (balances.get(`${merchant}|${vendor}|${playerId}`) ?? 0) / 100,
  };
};
