import { ErrorCode, VENDOR_API_PREFIX, VENDOR_HEADERS, vendorFundBody, vendorFundStatusBody } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { signBody, verifyBody } from '../../../lib/signature.js';
import type { VendorsService } from '../vendors.service.js';
import { simTransferRepository as repo } from './sim-transfer.repository.js';
import { cents, decimal, multiplierFor, newId } from './simulator-client.js';
import { demoGamePage, injectTransport } from './simulator.routes.js';

export const TRANSFER_SIM_PATH = '/sim/transfer';

/** Faults a test can switch on: the next N answers are lost (the call is applied, a 504 returns). */
export const transferSimulatorFaults = { loseAnswers: 0, refuseFundIn: false };

const SYMBOLS = ['🏮', '🍊', '🔔', '⭐', '7'];

/**
 * A transfer-mode vendor (demo mode and tests): it keeps each player's balance in its own wallet
 * (its own tables, standing for another company's database), answers the platform's signed fund
 * calls idempotently on the platform's reference, and runs a small slot at `/sim/transfer/game`
 * that plays from that wallet and reports each settled round to the platform.
 */
export const transferSimulatorRoutes = (
  app: FastifyInstance,
  db: Db,
  vendors: VendorsService,
  merchantOf: (host: string | undefined) => Promise<string>,
) => {
  const walletOf = (merchant: string, vendor: string, playerId: string) => `${merchant}|${vendor}|${playerId}`;

  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
    const verified = async (req: FastifyRequest) => {
      const merchant = String(req.headers['x-merchant'] ?? '');
      const vendor = String(req.headers['x-vendor-code'] ?? '');
      const integration = await vendors.integration(merchant, vendor);
      const raw = String(req.body ?? '');
      if (!integration || !verifyBody(integration.secret, raw, String(req.headers['x-signature'] ?? '')))
        throw new AppError(ErrorCode.SignatureInvalid);
      return { merchant, vendor, body: JSON.parse(raw) as unknown };
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
          const { merchant, vendor, body } = await verified(req);
          const b = vendorFundBody.parse(body);
          const wallet = walletOf(merchant, vendor, b.playerId);
          const result = await db.transaction(async (tx) => {
            const have = await repo.lockWallet(tx, wallet);
            const seen = await repo.ref(tx, `${merchant}|${vendor}|${b.reference}`);
            if (seen) return { status: seen.status, balance: have };
            const amount = BigInt(cents(b.amount));
            const ok = direction === 'IN' ? !transferSimulatorFaults.refuseFundIn : have >= amount;
            const balance = ok ? have + (direction === 'IN' ? amount : -amount) : have;
            if (ok) await repo.setBalance(tx, wallet, balance);
            await repo.insertRef(tx, {
              ref: `${merchant}|${vendor}|${b.reference}`,
              direction,
              playerId: b.playerId,
              amount,
              status: ok ? 'SUCCESS' : 'FAILED',
            });
            return { status: ok ? 'SUCCESS' : 'FAILED', balance };
          });
          return answer({ status: result.status, balance: Number(result.balance) / 100 });
        },
      );
    }
    scoped.post(`${TRANSFER_SIM_PATH}/status`, { schema: { hide: true } }, async (req) => {
      const { merchant, vendor, body } = await verified(req);
      const b = vendorFundStatusBody.parse(body);
      const e = await repo.ref(db, `${merchant}|${vendor}|${b.reference}`);
      return answer({ status: e ? e.status : 'NOT_FOUND' });
    });
  });

  // The demo game: the page is the seamless simulator's, its API plays from this vendor's wallet.
  const page = (reply: import('fastify').FastifyReply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(demoGamePage);
  app.get(`${TRANSFER_SIM_PATH}/game`, { schema: { hide: true } }, (_req, reply) => page(reply));

  const call = async (merchant: string, vendor: string, name: string, payload: Record<string, unknown>) => {
    const integration = await vendors.integration(merchant, vendor);
    if (!integration || integration.adapter !== 'transfer') throw new AppError(ErrorCode.GameNotFound);
    const body = JSON.stringify(payload);
    const res = await injectTransport(app)(`${VENDOR_API_PREFIX}/${name}`, body, {
      'content-type': 'application/json',
      [VENDOR_HEADERS.merchant]: merchant,
      [VENDOR_HEADERS.vendor]: vendor,
      [VENDOR_HEADERS.signature]: signBody(integration.secret, body),
    });
    if (res.status !== 200 || !res.json.success)
      throw new AppError((res.json.errorCode as ErrorCode | undefined) ?? ErrorCode.InternalError);
    return res.json.value as Record<string, unknown>;
  };
  const gameBody = z.object({
    token: z.string().max(64),
    vendor: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  });
  // The page's host names the brand (as for the platform's own pages); the launch token, the player.
  const session = async (host: string | undefined, b: z.infer<typeof gameBody>) => {
    const merchant = await merchantOf(host);
    const who = await call(merchant, b.vendor, 'authenticate', { token: b.token });
    return {
      merchant,
      playerId: String(who.playerId),
      currency: String(who.currency),
      gameCode: String(who.gameCode),
      trial: Boolean(who.trial),
    };
  };
  app.post(`${TRANSFER_SIM_PATH}/api/session`, { schema: { hide: true, body: gameBody } }, async (req) => {
    const b = req.body as z.infer<typeof gameBody>;
    const s = await session(req.headers.host, b);
    const balance = await repo.balance(db, walletOf(s.merchant, b.vendor, s.playerId));
    return {
      success: true,
      value: { gameCode: s.gameCode, trial: s.trial, currency: s.currency, balance: Number(balance) / 100 },
    };
  });

  const spinBody = gameBody.extend({ bet: z.enum(['1.00', '5.00', '10.00', '50.00']) });
  app.post(`${TRANSFER_SIM_PATH}/api/spin`, { schema: { hide: true, body: spinBody } }, async (req) => {
    const b = req.body as z.infer<typeof spinBody>;
    const s = await session(req.headers.host, b);
    const wallet = walletOf(s.merchant, b.vendor, s.playerId);
    const bet = BigInt(cents(b.bet));
    const m = multiplierFor(Math.random());
    const win = BigInt(Math.round(Number(bet) * m));
    // The round settles in the vendor's wallet first, then is reported; a report that fails is
    // undone here, so the two sides never disagree about a round.
    const before = await db.transaction(async (tx) => {
      const have = await repo.lockWallet(tx, wallet);
      if (have < bet)
        throw new AppError(ErrorCode.InsufficientBalance, 'Transfer money into this game first.', {
          balance: Number(have) / 100,
        });
      await repo.setBalance(tx, wallet, have - bet + win);
      return have;
    });
    const roundId = newId('simt');
    try {
      await call(s.merchant, b.vendor, 'transfer/round', {
        playerId: s.playerId,
        transactionId: newId('t'),
        roundId,
        gameCode: s.gameCode,
        bet: b.bet,
        win: decimal(Number(win)),
        currency: s.currency,
      });
    } catch (err) {
      await db.transaction(async (tx) => {
        const have = await repo.lockWallet(tx, wallet);
        await repo.setBalance(tx, wallet, have + bet - win);
      });
      throw err;
    }
    const pick = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]!;
    const symbols =
      m > 0 ? Array(3).fill(SYMBOLS[Math.min(4, Math.max(0, Math.round(Math.log2(m))))]!) : [pick(), pick(), pick()];
    if (m === 0 && symbols[0] === symbols[1] && symbols[1] === symbols[2]) symbols[2] = symbols[2] === '7' ? '🍊' : '7';
    return {
      success: true,
      value: {
        balance: Number(before - bet + win) / 100,
        currency: s.currency,
        win: decimal(Number(win)),
        bet: b.bet,
        roundId,
        symbols,
      },
    };
  });

  return {
    /** Play in the vendor's own wallet: a round's net result in cents (then reported to the platform). */
    play: async (merchant: string, vendor: string, playerId: string, netCents: number) => {
      const wallet = walletOf(merchant, vendor, playerId);
      await db.transaction(async (tx) => {
        const have = await repo.lockWallet(tx, wallet);
        await repo.setBalance(tx, wallet, have + BigInt(netCents));
      });
    },
    /** The simulator's own view of a player's balance (tests compare it with the platform's). */
    balanceOf: async (merchant: string, vendor: string, playerId: string) =>
      Number(await repo.balance(db, walletOf(merchant, vendor, playerId))) / 100,
  };
};
