import { ErrorCode, VENDOR_API_PREFIX, VENDOR_HEADERS, type vendorFundBody } from '@pagoda/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { signBody, verifyBody } from '../../lib/signature.js';
import type { VendorsService } from '../../modules/vendors/vendors.service.js';
import { reelsFor } from './demo-game.js';
import { openSimSession, sealSimSession } from './sim-session.js';
import { simTransferRepository as repo } from './sim-transfer.repository.js';
import { cents, decimal, multiplierFor, newId, type Transport } from './simulator-client.js';

export const TRANSFER_SIM_PATH = '/sim/transfer';

const SYMBOLS = ['🏮', '🍊', '🔔', '⭐', '7'];

export type TransferSimulator = ReturnType<typeof createTransferSimulator>;
type FundBody = z.output<typeof vendorFundBody>;
type Caller = { merchant: string; vendor: string };

/**
 * A transfer-mode vendor (demo mode and tests): it keeps each player's balance in its own wallet
 * (its own tables, standing for another company's database), answers the platform's signed fund
 * calls idempotently on the platform's reference, and runs a small slot that plays from that
 * wallet and reports each settled round to the platform.
 */
export const createTransferSimulator = (
  db: Db,
  deps: { vendors: VendorsService; transport: Transport; merchantOf: (host: string | undefined) => Promise<string> },
) => {
  /** Faults a test can switch on: the next N answers are lost (the call is applied, a 503 returns). */
  const faults = { loseAnswers: 0, refuseFundIn: false };
  const walletOf = (merchant: string, vendor: string, playerId: string) => `${merchant}|${vendor}|${playerId}`;
  const answer = <T>(value: T) => {
    if (faults.loseAnswers > 0) {
      faults.loseAnswers--;
      throw new AppError(ErrorCode.ServiceUnavailable, 'answer lost');
    }
    return value;
  };

  /** Calls the platform's vendor API as this vendor, signed with the integration's secret. */
  const call = async (merchant: string, vendor: string, name: string, payload: Record<string, unknown>) => {
    const integration = await deps.vendors.integration(merchant, vendor);
    if (!integration || integration.adapter !== 'transfer') throw new AppError(ErrorCode.GameNotFound);
    const body = JSON.stringify(payload);
    const res = await deps.transport(`${VENDOR_API_PREFIX}/${name}`, body, {
      'content-type': 'application/json',
      [VENDOR_HEADERS.merchant]: merchant,
      [VENDOR_HEADERS.vendor]: vendor,
      [VENDOR_HEADERS.signature]: signBody(integration.secret, body),
    });
    if (res.status !== 200 || !res.json.success)
      throw new AppError((res.json.errorCode as ErrorCode | undefined) ?? ErrorCode.InternalError);
    return res.json.value as Record<string, unknown>;
  };

  // The page's host names the brand (as for the platform's own pages); the launch token, exchanged
  // once (authenticate), the player; then the page keeps the sealed session (a reload resumes it).
  const session = async (
    host: string | undefined,
    p: { token: string; vendor: string; session?: string | undefined },
  ) => {
    const merchant = await deps.merchantOf(host);
    const integration = await deps.vendors.integration(merchant, p.vendor);
    if (!integration || integration.adapter !== 'transfer') throw new AppError(ErrorCode.GameNotFound);
    if (p.session) {
      const s = openSimSession(integration.secret, p.session, { merchant, vendor: p.vendor });
      if (!s) throw new AppError(ErrorCode.LaunchTokenInvalid);
      return { ...s, sealed: p.session };
    }
    const who = await call(merchant, p.vendor, 'authenticate', { token: p.token });
    const s = {
      merchant,
      vendor: p.vendor,
      playerId: String(who.playerId),
      currency: String(who.currency),
      gameCode: String(who.gameCode),
      trial: Boolean(who.trial),
      token: p.token,
    };
    return { ...s, sealed: sealSimSession(integration.secret, s) };
  };

  return {
    faults,

    /** The platform's signed call: which brand and vendor it is for, when the signature holds. */
    verify: async (headers: { merchant: string; vendor: string; signature: string }, raw: string) => {
      const integration = await deps.vendors.integration(headers.merchant, headers.vendor);
      if (!integration || !verifyBody(integration.secret, raw, headers.signature))
        throw new AppError(ErrorCode.SignatureInvalid);
      return { merchant: headers.merchant, vendor: headers.vendor };
    },

    /** A fund call, applied once per reference; a replay answers the first outcome. */
    fund: async (caller: Caller, direction: 'IN' | 'OUT', b: FundBody) => {
      const wallet = walletOf(caller.merchant, caller.vendor, b.playerId);
      const ref = `${caller.merchant}|${caller.vendor}|${b.reference}`;
      const result = await db.transaction(async (tx) => {
        const have = await repo.lockWallet(tx, wallet);
        const seen = await repo.ref(tx, ref);
        if (seen) return { status: seen.status, balance: have };
        const amount = BigInt(cents(b.amount));
        const ok = direction === 'IN' ? !faults.refuseFundIn : have >= amount;
        const balance = ok ? have + (direction === 'IN' ? amount : -amount) : have;
        if (ok) await repo.setBalance(tx, wallet, balance);
        await repo.insertRef(tx, { ref, direction, playerId: b.playerId, amount, status: ok ? 'SUCCESS' : 'FAILED' });
        return { status: ok ? 'SUCCESS' : 'FAILED', balance };
      });
      return answer({ status: result.status, balance: Number(result.balance) / 100 });
    },

    status: async (caller: Caller, reference: string) => {
      const e = await repo.ref(db, `${caller.merchant}|${caller.vendor}|${reference}`);
      return answer({ status: e ? e.status : 'NOT_FOUND' });
    },

    session: async (host: string | undefined, p: { token: string; vendor: string; session?: string | undefined }) => {
      const s = await session(host, p);
      const balance = await repo.balance(db, walletOf(s.merchant, p.vendor, s.playerId));
      return {
        gameCode: s.gameCode,
        trial: s.trial,
        currency: s.currency,
        balance: Number(balance) / 100,
        session: s.sealed,
      };
    },

    /**
     * One round of the demo slot: it settles in the vendor's wallet first, then is reported; a report
     * that fails is undone here, so the two sides never disagree about a round.
     */
    spin: async (host: string | undefined, p: { session: string; vendor: string; bet: string }) => {
      const s = await session(host, { token: '', ...p });
      const wallet = walletOf(s.merchant, p.vendor, s.playerId);
      const bet = BigInt(cents(p.bet));
      const m = multiplierFor(Math.random());
      const win = BigInt(Math.round(Number(bet) * m));
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
        await call(s.merchant, p.vendor, 'transfer/round', {
          playerId: s.playerId,
          transactionId: newId('t'),
          roundId,
          gameCode: s.gameCode,
          bet: p.bet,
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
      return {
        balance: Number(before - bet + win) / 100,
        currency: s.currency,
        win: decimal(Number(win)),
        bet: p.bet,
        roundId,
        symbols: reelsFor(m, SYMBOLS),
      };
    },

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
