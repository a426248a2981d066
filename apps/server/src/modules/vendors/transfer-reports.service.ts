import { ErrorCode, parseMinor, TxType, type vendorRoundReportBody, type VendorWalletValue } from '@pagoda/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountSpec } from '../wallet/ledger.service.js';
import {
  createVendorCalls,
  hashOf,
  requireCurrency,
  roundStatus,
  settlementOf,
  type VendorCallDeps,
} from './seamless-wallet.service.js';
import { isTrial, type VendorCaller, type VendorLaunchService } from './vendor-launch.service.js';
import { presentVendorWallet } from './vendors.presenter.js';
import { vendorsRepository } from './vendors.repository.js';

export type TransferReportsService = ReturnType<typeof createTransferReportsService>;

/**
 * Transfer mode: the vendor keeps the wallet a game plays from, and reports each settled round;
 * the report moves its net result between the member's game wallet and the vendor settlement
 * account, and lands in the betting record.
 */
export const createTransferReportsService = (db: Db, deps: VendorCallDeps & { launches: VendorLaunchService }) => {
  const { ledger, launches } = deps;
  const repo = deps.vendors ?? vendorsRepository;
  const calls = createVendorCalls(db, deps);

  return {
    reportRound: async (caller: VendorCaller, b: z.output<typeof vendorRoundReportBody>) => {
      const p = await launches.player(caller, b.playerId);
      requireCurrency(caller, b.currency);
      const merchantCode = caller.brand.merchant.code;
      const vendor = caller.integration.vendorCode;
      const accountTypeId = await repo.accountTypeIdOf(db, merchantCode, vendor);
      if (accountTypeId === null) throw new AppError(ErrorCode.GameNotFound);
      // No launch token travels with a report: the round is booked under the vendor's category.
      const category = (await repo.categoryOf(db, merchantCode, vendor)) ?? 'OTHER';
      const bet = parseMinor(b.bet)!;
      const win = parseMinor(b.win)!;
      const game: AccountSpec = { member: p, wallet: accountTypeId };
      const { response } = await calls.once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'ROUND',
          memberId: p.id,
          trial: isTrial(p),
          roundId: b.roundId,
          gameCode: b.gameCode,
          amount: bet,
        },
        hashOf(['ROUND', b.playerId, b.roundId, b.gameCode, b.bet, b.win]),
        async (tx) => {
          const round = await repo.addToRound(tx, {
            merchantCode,
            memberId: p.id,
            vendorCode: vendor,
            gameCode: b.gameCode,
            category,
            roundId: b.roundId,
            trial: isTrial(p),
            bet,
            win,
          });
          await repo.closeRound(tx, round.id, roundStatus(round.betAmount, round.winAmount), new Date());
          let balance: bigint;
          if (win !== bet) {
            const r = await ledger.post(tx, {
              merchantCode,
              currency: caller.brand.merchant.currency,
              key: `vendor:${vendor}:${b.transactionId}`,
              kind: 'ROUND',
              txTypeId: win > bet ? TxType.Win : TxType.Bet,
              memberId: p.id,
              reference: b.roundId,
              remark: b.gameCode,
              meta: { vendor, game: b.gameCode, round: b.roundId, category: round.category, bet: b.bet, win: b.win },
              lines: [
                { account: game, amount: win - bet },
                { account: settlementOf(vendor, p), amount: bet - win },
              ],
            });
            balance = r.balances.get(ledger.accountKey(game))!;
          } else {
            balance = await calls.walletBalance(tx, p.id, accountTypeId);
          }
          return presentVendorWallet(balance, caller.brand.merchant.currency, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      return response as VendorWalletValue;
    },
  };
};
