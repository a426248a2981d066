import { createHash } from 'node:crypto';
import {
  ErrorCode,
  MAIN_WALLET,
  MemberType,
  minorToNumber,
  parseMinor,
  TxType,
  type vendorBetBody,
  type vendorEndRoundBody,
  type vendorRollbackBody,
  type VendorWalletValue,
  type vendorWinBody,
} from '@pagoda/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { VendorTxKind } from '../../db/schema-vendors.js';
import { AppError } from '../../lib/app-error.js';
import { groupCommit } from '../../lib/group-commit.js';
import { type AccountSpec, type LedgerService, SYSTEM_SHARDS, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import { isTrial, type Player, type VendorCaller, type VendorLaunchService } from './vendor-launch.service.js';
import { presentVendorWallet } from './vendors.presenter.js';
import { vendorsRepository, type WalletCallResult } from './vendors.repository.js';

export type SeamlessWalletService = ReturnType<typeof createSeamlessWalletService>;
export type VendorCallDeps = {
  ledger: LedgerService;
  events: MemberEvents;
  vendors?: typeof vendorsRepository;
  wallets?: Pick<typeof walletRepository, 'memberWallets'>;
};

export const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Outcome of a round from its totals (the betting record's round status). */
export const roundStatus = (bet: bigint, win: bigint) =>
  bet === 0n ? 'cancel' : win > bet ? 'win' : win < bet ? 'lose' : 'tie';

/** A call in another currency than the brand's is refused before anything moves. */
export const requireCurrency = (caller: VendorCaller, currency: string) => {
  if (currency !== caller.brand.merchant.currency) throw new AppError(ErrorCode.ValidationFailed, 'Wrong currency.');
};

export const mainOf = (p: Pick<Player, 'id' | 'type'>): AccountSpec => ({ member: p, wallet: MAIN_WALLET });
export const settlementOf = (vendor: string, p: Pick<Player, 'type'>): AccountSpec => ({
  system: SystemAccount.VendorSettlement,
  part: vendor,
  trial: isTrial(p),
});

/**
 * The vendor-call plumbing the seamless wallet and the transfer reports share: creating the
 * accounts a call moves money between, and running a call once by the vendor's transaction id.
 */
export const createVendorCalls = (db: Db, deps: VendorCallDeps) => {
  const repo = deps.vendors ?? vendorsRepository;
  const wallets = deps.wallets ?? walletRepository;

  /** Creates (once) and caches the accounts a call moves money between, outside its transaction. */
  const warm = (caller: VendorCaller, p: Pick<Player, 'id' | 'type'>) =>
    deps.ledger.resolve(caller.brand.merchant.code, caller.brand.merchant.currency, [
      mainOf(p),
      { ...settlementOf(caller.integration.vendorCode, p), shard: p.id % SYSTEM_SHARDS },
    ]);

  /**
   * Runs one wallet call once: the transaction id is recorded in the same database transaction as
   * the money, so a crash leaves neither; a replay gets the stored answer.
   */
  const once = async (
    caller: VendorCaller,
    claim: {
      transactionId: string;
      kind: VendorTxKind;
      memberId: number;
      trial: boolean;
      roundId: string;
      gameCode: string;
      amount: bigint;
      ref?: string;
    },
    hash: string,
    apply: (tx: DbOrTx) => Promise<Record<string, unknown>>,
  ) => {
    const merchantCode = caller.brand.merchant.code;
    const vendorCode = caller.integration.vendorCode;
    await warm(caller, { id: claim.memberId, type: claim.trial ? MemberType.Trial : MemberType.Player });
    // The money moves first and the transaction id is recorded last, with the answer, in the same
    // database transaction: one statement fewer, and a duplicate id rolls everything back.
    const duplicate = new Error('duplicate vendor transaction');
    const result = await db
      .transaction(async (tx) => {
        const response = await apply(tx);
        const recorded = await repo.claimTransaction(tx, {
          merchantCode,
          vendorCode,
          transactionId: claim.transactionId,
          kind: claim.kind,
          memberId: claim.memberId,
          roundId: claim.roundId,
          gameCode: claim.gameCode,
          amount: claim.amount,
          refTransactionId: claim.ref ?? null,
          requestHash: hash,
          response,
        });
        if (!recorded) throw duplicate;
        return response;
      })
      .catch((err: unknown) => {
        if (err === duplicate || (err instanceof AppError && err.code === ErrorCode.IdempotencyConflict)) return null;
        throw err;
      });
    if (result) return { response: result, replayed: false };
    const existing = await repo.transaction(db, merchantCode, vendorCode, claim.transactionId);
    if (!existing) throw new AppError(ErrorCode.VendorTxConflict);
    if (existing.kind === 'CANCELLED_UNSEEN' && claim.kind === 'BET') throw new AppError(ErrorCode.VendorBetRefused);
    if (existing.requestHash !== hash) throw new AppError(ErrorCode.VendorTxConflict);
    return { response: existing.response, replayed: true };
  };

  const walletBalance = async (tx: DbOrTx, memberId: number, accountTypeId: number) =>
    (await wallets.memberWallets(tx, memberId)).find((w) => w.accountTypeId === accountTypeId)?.balance ?? 0n;

  return { warm, once, walletBalance };
};

/**
 * The seamless wallet API vendors call. Each call is idempotent on the vendor's transaction id:
 * the first answer is stored and returned to a replay; the same id with other content is refused.
 */
export const createSeamlessWalletService = (
  db: Db,
  deps: VendorCallDeps & { launches: VendorLaunchService; lanes?: number },
) => {
  const { ledger, launches } = deps;
  const repo = deps.vendors ?? vendorsRepository;
  const calls = createVendorCalls(db, deps);
  // Bets and wins are group-committed: one statement per batch of calls (vendor_wallet_call_batch).
  // Batches run in lanes by member, one batch in flight per lane. A lane's members share no
  // settlement shard with another lane's (the lane count divides SYSTEM_SHARDS), so batches in
  // flight side by side never wait on each other's row locks, which are held until the commit.
  const laneCount = deps.lanes ?? 1;
  if (laneCount < 1 || SYSTEM_SHARDS % laneCount !== 0) throw new Error(`lanes must divide ${SYSTEM_SHARDS}`);
  const lanes = Array.from({ length: laneCount }, () =>
    groupCommit((batch: Record<string, unknown>[]) => repo.walletCallBatch(db, batch), {
      maxBatch: 128,
      maxInFlight: 1,
    }),
  );
  const submitCall = (call: { member: number } & Record<string, unknown>) => lanes[call.member % laneCount]!(call);
  const answer = (caller: VendorCaller, balance: bigint, transactionId?: string) =>
    presentVendorWallet(balance, caller.brand.merchant.currency, transactionId);

  /**
   * A bet or a win in one statement (vendor_wallet_call): the replay check, the money, the round
   * and the recorded answer commit together. Two identical calls racing: the loser's statement
   * rolls back and is asked again, now answering as a replay.
   */
  const walletCall = async (
    caller: VendorCaller,
    p: Player,
    c: {
      kind: 'BET' | 'WIN';
      transactionId: string;
      roundId: string;
      gameCode: string;
      category: string;
      amount: bigint;
      endRound: boolean;
      hash: string;
    },
  ): Promise<VendorWalletValue> => {
    const vendor = caller.integration.vendorCode;
    const [mainId, settleId] = await calls.warm(caller, p);
    const payload = {
      merchant: caller.brand.merchant.code,
      vendor,
      currency: caller.brand.merchant.currency,
      transactionId: c.transactionId,
      kind: c.kind,
      member: p.id,
      trial: isTrial(p),
      roundId: c.roundId,
      gameCode: c.gameCode,
      category: c.category,
      amount: c.amount.toString(),
      endRound: c.endRound,
      hash: c.hash,
      mainAccount: mainId,
      settlementAccount: settleId,
      postingKey: `vendor:${vendor}:${c.transactionId}`,
      postingHash: c.hash,
      txType: c.kind === 'BET' ? TxType.Bet : TxType.Win,
      meta: { vendor, game: c.gameCode, round: c.roundId },
    };
    let r: WalletCallResult | null = null;
    for (let attempt = 0; attempt < 2 && !r; attempt++) {
      r = await submitCall(payload).catch((err: unknown) => {
        if (attempt === 0 && repo.isDuplicateRace(err)) return null;
        throw err;
      });
    }
    if (r!.status === 'conflict') throw new AppError(ErrorCode.VendorTxConflict);
    if (r!.status === 'refused') throw new AppError(ErrorCode.VendorBetRefused);
    if (r!.status === 'insufficient')
      throw new AppError(ErrorCode.InsufficientBalance, undefined, { balance: minorToNumber(r!.balance ?? 0n) });
    if (r!.status === 'ok') deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
    return r!.response as VendorWalletValue;
  };

  return {
    balance: async (caller: VendorCaller, playerId: string) => {
      const p = await launches.player(caller, playerId);
      return answer(caller, await launches.mainBalance(p.id));
    },

    /** Debit: needs a live launch token; insufficient funds answers with the balance. */
    bet: async (caller: VendorCaller, b: z.output<typeof vendorBetBody>) => {
      const t = await launches.validToken(caller, b.token);
      if (String(t.memberId) !== b.playerId) throw new AppError(ErrorCode.LaunchTokenInvalid);
      requireCurrency(caller, b.currency);
      const p = await launches.activePlayer(caller, b.playerId);
      // A free-play launch (accountType 0) of a real account must never move real money.
      if (t.accountType === 0 && !isTrial(p))
        throw new AppError(ErrorCode.LaunchTokenInvalid, 'A free-play launch takes no real-money bets.');
      return walletCall(caller, p, {
        kind: 'BET',
        transactionId: b.transactionId,
        roundId: b.roundId,
        gameCode: b.gameCode,
        category: t.category,
        amount: parseMinor(b.amount)!,
        endRound: false,
        hash: hashOf(['BET', b.playerId, b.roundId, b.gameCode, b.amount]),
      });
    },

    /** Credit: never blocked by an expired launch token. */
    win: async (caller: VendorCaller, b: z.output<typeof vendorWinBody>) => {
      const p = await launches.player(caller, b.playerId);
      requireCurrency(caller, b.currency);
      return walletCall(caller, p, {
        kind: 'WIN',
        transactionId: b.transactionId,
        roundId: b.roundId,
        gameCode: b.gameCode,
        category: 'OTHER',
        amount: parseMinor(b.amount)!,
        endRound: b.endRound,
        hash: hashOf(['WIN', b.playerId, b.roundId, b.gameCode, b.amount, b.endRound]),
      });
    },

    /**
     * Refunds a bet. A rollback of a bet never seen is remembered (CANCELLED_UNSEEN under the
     * bet's id), so the bet is refused if it arrives afterwards.
     */
    rollback: async (caller: VendorCaller, b: z.output<typeof vendorRollbackBody>) => {
      const p = await launches.player(caller, b.playerId);
      const vendor = caller.integration.vendorCode;
      const merchantCode = caller.brand.merchant.code;
      const { response } = await calls.once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'ROLLBACK',
          memberId: p.id,
          trial: isTrial(p),
          roundId: b.roundId,
          gameCode: '',
          amount: 0n,
          ref: b.refTransactionId,
        },
        hashOf(['ROLLBACK', b.playerId, b.roundId, b.refTransactionId]),
        async (tx) => {
          const bet = await repo.transaction(tx, merchantCode, vendor, b.refTransactionId);
          if (!bet) {
            await repo.claimTransaction(tx, {
              merchantCode,
              vendorCode: vendor,
              transactionId: b.refTransactionId,
              kind: 'CANCELLED_UNSEEN',
              memberId: p.id,
              roundId: b.roundId,
              amount: 0n,
              requestHash: '-',
              response: {},
            });
            return answer(caller, await calls.walletBalance(tx, p.id, MAIN_WALLET), b.transactionId);
          }
          if (bet.kind !== 'BET' || bet.memberId !== p.id) throw new AppError(ErrorCode.VendorTxConflict);
          // One refund per bet, whatever the rollback's own id.
          const marker = await repo.claimTransaction(tx, {
            merchantCode,
            vendorCode: vendor,
            transactionId: `rolled-back:${b.refTransactionId}`.slice(0, 64),
            kind: 'ROLLED_BACK',
            memberId: p.id,
            roundId: bet.roundId,
            amount: bet.amount,
            refTransactionId: b.refTransactionId,
            requestHash: '-',
            response: {},
          });
          if (!marker) return answer(caller, await calls.walletBalance(tx, p.id, MAIN_WALLET), b.transactionId);
          const round = await repo.round(tx, merchantCode, vendor, bet.roundId);
          const r = await ledger.post(tx, {
            merchantCode,
            currency: caller.brand.merchant.currency,
            key: `vendor:${vendor}:rb:${b.refTransactionId}`,
            kind: 'BET_REFUND',
            txTypeId: TxType.BetRefund,
            memberId: p.id,
            reference: bet.roundId,
            remark: bet.gameCode,
            meta: { vendor, game: bet.gameCode, round: bet.roundId, category: round?.category ?? 'OTHER' },
            lines: [
              { account: settlementOf(vendor, p), amount: -bet.amount },
              { account: mainOf(p), amount: bet.amount },
            ],
          });
          if (round) {
            await repo.addToRound(tx, {
              merchantCode,
              memberId: p.id,
              vendorCode: vendor,
              gameCode: round.gameCode,
              category: round.category,
              roundId: round.roundId,
              trial: round.trial,
              bet: -bet.amount,
              win: 0n,
            });
            const after = (await repo.round(tx, merchantCode, vendor, round.roundId))!;
            if (after.betAmount === 0n) await repo.closeRound(tx, after.id, 'cancel', new Date());
          }
          return answer(caller, r.balances.get(ledger.accountKey(mainOf(p)))!, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      // A replay answers exactly what the first call answered.
      return response as VendorWalletValue;
    },

    endRound: async (caller: VendorCaller, b: z.output<typeof vendorEndRoundBody>) => {
      const p = await launches.player(caller, b.playerId);
      const round = await repo.round(db, caller.brand.merchant.code, caller.integration.vendorCode, b.roundId);
      if (!round || round.memberId !== p.id) throw new AppError(ErrorCode.NotFound, 'Unknown round.');
      if (!round.closedAt)
        await repo.closeRound(db, round.id, roundStatus(round.betAmount, round.winAmount), new Date());
      return answer(caller, await launches.mainBalance(p.id));
    },
  };
};
