import { ErrorCode, MONEY_MAX_MINOR, TxType, type VendorAdjustValue, type vendorAdjustBody } from '@pagoda/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AccountSpec, SYSTEM_SHARDS } from '../wallet/ledger.service.js';
import {
  createVendorCalls,
  hashOf,
  mainOf,
  requireCurrency,
  roundStatus,
  settlementOf,
  type VendorCallDeps,
} from './seamless-wallet.service.js';
import { isTrial, type Player, type VendorCaller, type VendorLaunchService } from './vendor-launch.service.js';
import { presentVendorAdjust } from './vendors.presenter.js';
import { vendorsRepository } from './vendors.repository.js';

export type VendorAdjustService = ReturnType<typeof createVendorAdjustService>;

/** The member's debt to the house (balance ≤ 0): what corrections took that the wallet could not cover. */
export const debtOf = (p: Pick<Player, 'id' | 'type'>): AccountSpec => ({ member: p, wallet: 'DEBT' });

/** '-12.5' → -1250n (the body schema has checked the shape: a sign, digits, at most two places). */
const signedMinor = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -minor : minor;
};

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The lines of a correction. A credit first pays the member's debt, then the rest goes to the
 * wallet; a debit takes what the wallet holds and books the rest as debt. The vendor's
 * settlement account takes the other side, as for a win.
 */
export const correctionLines = (amount: bigint, wallet: bigint, outstanding: bigint) => {
  if (amount > 0n) {
    const repaid = min(outstanding, amount);
    return { toWallet: amount - repaid, toDebt: repaid };
  }
  const taken = min(wallet, -amount);
  return { toWallet: -taken, toDebt: amount + taken };
};

/**
 * `adjust`: a vendor corrects a win it settled (a lottery draw re-settled after a corrected
 * result), once per transaction id. The money, the round's win and the recorded answer commit in
 * one transaction; corrections of one round queue on the round's row lock.
 */
export const createVendorAdjustService = (db: Db, deps: VendorCallDeps & { launches: VendorLaunchService }) => {
  const { ledger, launches } = deps;
  const repo = deps.vendors ?? vendorsRepository;
  const calls = createVendorCalls(db, deps);
  const refused = (why: string) => new AppError(ErrorCode.VendorAdjustRefused, why);

  return {
    adjust: async (caller: VendorCaller, b: z.output<typeof vendorAdjustBody>): Promise<VendorAdjustValue> => {
      const p = await launches.player(caller, b.playerId);
      requireCurrency(caller, b.currency);
      const amount = signedMinor(b.amount);
      if (amount > MONEY_MAX_MINOR || -amount > MONEY_MAX_MINOR)
        throw new AppError(ErrorCode.ValidationFailed, 'amount: above the maximum');
      const merchantCode = caller.brand.merchant.code;
      const currency = caller.brand.merchant.currency;
      const vendor = caller.integration.vendorCode;
      const main = mainOf(p);
      const settlement = { ...settlementOf(vendor, p), shard: p.id % SYSTEM_SHARDS };
      const debt = debtOf(p);
      const [mainId, settleId, debtId] = await ledger.resolve(merchantCode, currency, [main, settlement, debt]);

      const { response } = await calls.once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'ADJUST',
          memberId: p.id,
          trial: isTrial(p),
          roundId: b.roundId,
          gameCode: b.gameCode,
          amount,
          ref: b.refTransactionId,
        },
        hashOf(['ADJUST', b.playerId, b.roundId, b.gameCode, b.refTransactionId, amount.toString(), b.reason]),
        async (tx) => {
          // Accounts first, then the round: the order a win's statement locks in.
          const balances = await ledger.lockBalances(tx, [mainId!, settleId!, debtId!]);
          const round = await repo.roundForUpdate(tx, merchantCode, vendor, b.roundId);
          // An identical call that won the race: answer as a replay, from its stored row.
          if (await repo.transaction(tx, merchantCode, vendor, b.transactionId))
            throw new AppError(ErrorCode.IdempotencyConflict);
          const win = await repo.transaction(tx, merchantCode, vendor, b.refTransactionId);
          if (!win || win.kind !== 'WIN' || win.memberId !== p.id || win.roundId !== b.roundId || !round)
            throw refused('refTransactionId is not a win of this round and player.');
          const corrected =
            win.amount + (await repo.adjustedTotal(tx, merchantCode, vendor, b.roundId, win.transactionId)) + amount;
          if (corrected < 0n) throw refused('The correction would take the win below zero.');

          const wallet = balances.get(mainId!) ?? 0n;
          const outstanding = -(balances.get(debtId!) ?? 0n);
          const { toWallet, toDebt } = correctionLines(amount, wallet, outstanding);
          const lines = [
            { account: settlement, amount: -amount },
            ...(toWallet !== 0n ? [{ account: main, amount: toWallet }] : []),
            ...(toDebt !== 0n ? [{ account: debt, amount: toDebt }] : []),
          ];
          await ledger.post(tx, {
            merchantCode,
            currency,
            key: `vendor:${vendor}:adj:${b.transactionId}`,
            kind: 'WIN_CORRECTION',
            txTypeId: TxType.WinCorrection,
            memberId: p.id,
            reference: b.roundId,
            remark: b.reason,
            meta: {
              vendor,
              game: b.gameCode,
              round: b.roundId,
              category: round.category,
              ref: b.refTransactionId,
            },
            lines,
          });
          await repo.addToRound(tx, {
            merchantCode,
            memberId: p.id,
            vendorCode: vendor,
            gameCode: round.gameCode,
            category: round.category,
            roundId: round.roundId,
            trial: round.trial,
            bet: 0n,
            win: amount,
          });
          // A settled round keeps its closing time; its outcome follows the corrected win.
          if (round.closedAt)
            await repo.closeRound(tx, round.id, roundStatus(round.betAmount, round.winAmount + amount), round.closedAt);
          return presentVendorAdjust(wallet + toWallet, outstanding - toDebt, currency, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      // A replay answers exactly what the first call answered.
      return response as VendorAdjustValue;
    },
  };
};
