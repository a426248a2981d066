import { createHash } from 'node:crypto';
import { ErrorCode, MAIN_WALLET, minorToNumber, parseMinor, TxType, type VendorWalletValue } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { groupCommit } from '../../lib/group-commit.js';
import { randomToken, sha256Hex } from '../../lib/secrets.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { type AccountSpec, type LedgerService, SYSTEM_SHARDS, SystemAccount } from '../wallet/ledger.service.js';
import type { VendorTxKind } from '../../db/schema-vendors.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import type { LaunchRequest, VendorLauncher } from './vendors.types.js';
import { type IntegrationRow, vendorsRepository, type WalletCallResult } from './vendors.repository.js';

export type VendorsService = ReturnType<typeof createVendorsService>;

const LAUNCH_TOKEN_HOURS = 4;

type Player = { id: number; type: number; account: string; nickname: string; status: string; merchantCode: string };
export type VendorCaller = { brand: BrandConfig; integration: IntegrationRow };

/** A duplicate racing its original: a unique violation, or the posting key already taken. */
const isRace = (err: unknown) => {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505' || e.code === '40P01' || /ledger:idempotency_conflict/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
};

const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Outcome of a round from its totals (status_order_* of api-observed §4). */
const roundStatus = (bet: bigint, win: bigint) =>
  bet === 0n ? 'cancel' : win > bet ? 'win' : win < bet ? 'lose' : 'tie';

/**
 * The vendor layer: launches (tokens a vendor exchanges for the player) and the seamless wallet
 * API vendors call. Each wallet call is idempotent on the vendor's transaction id: the first
 * answer is stored and returned to a replay; the same id with other content is refused.
 */
export const createVendorsService = (db: Db, deps: { ledger: LedgerService; events: MemberEvents; lanes?: number }) => {
  const { ledger } = deps;
  // Bets and wins are group-committed: one statement per batch of calls (vendor_wallet_call_batch).
  // Batches run in lanes by member, one batch in flight per lane. A lane's members share no
  // settlement shard with another lane's (the lane count divides SYSTEM_SHARDS), so batches in
  // flight side by side never wait on each other's row locks, which are held until the commit.
  const laneCount = deps.lanes ?? 1;
  if (laneCount < 1 || SYSTEM_SHARDS % laneCount !== 0) throw new Error(`lanes must divide ${SYSTEM_SHARDS}`);
  const lanes = Array.from({ length: laneCount }, () =>
    groupCommit((calls: Record<string, unknown>[]) => vendorsRepository.walletCallBatch(db, calls), {
      maxBatch: 128,
      maxInFlight: 1,
    }),
  );
  const submitCall = (call: { member: number } & Record<string, unknown>) => lanes[call.member % laneCount]!(call);
  const main = (p: Pick<Player, 'id' | 'type'>): AccountSpec => ({ member: p, wallet: MAIN_WALLET });
  const settlement = (vendor: string, p: Pick<Player, 'type'>): AccountSpec => ({
    system: SystemAccount.VendorSettlement,
    part: vendor,
    trial: p.type === 4,
  });

  const mainBalance = async (memberId: number) =>
    (await walletRepository.memberWallets(db, memberId)).find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0n;

  // Hot reads of every wallet call, a few seconds stale at most (a lock shows within 5 s).
  const integrations = ttlCache<string, IntegrationRow | null>(5_000);
  const players = ttlCache<number, Player | null>(5_000);

  const player = async (caller: VendorCaller, playerId: string): Promise<Player> => {
    const id = Number(playerId);
    const m = await players.get(id, () => membersRepository.findById(db, id));
    if (!m || m.merchantCode !== caller.brand.merchant.code) throw new AppError(ErrorCode.NotFound, 'Unknown player.');
    return m;
  };

  // A launch token's owner never changes; its expiry is checked on every call.
  const tokens = ttlCache<string, Awaited<ReturnType<typeof vendorsRepository.launchToken>>>(30_000, 50_000);
  const validToken = async (caller: VendorCaller, token: string) => {
    const hash = sha256Hex(token);
    const t = await tokens.get(hash, () => vendorsRepository.launchToken(db, hash));
    if (
      !t ||
      t.merchantCode !== caller.brand.merchant.code ||
      t.vendorCode !== caller.integration.vendorCode ||
      t.expiresAt <= new Date()
    )
      throw new AppError(ErrorCode.LaunchTokenInvalid);
    return t;
  };

  const wallet = (balance: bigint, caller: VendorCaller, transactionId?: string) => ({
    balance: minorToNumber(balance),
    currency: caller.brand.merchant.currency,
    ...(transactionId ? { transactionId } : {}),
  });

  /** Creates (once) and caches the accounts a call moves money between, outside its transaction. */
  const warm = (caller: VendorCaller, p: Pick<Player, 'id' | 'type'>) =>
    ledger.resolve(caller.brand.merchant.code, caller.brand.merchant.currency, [
      main(p),
      { ...settlement(caller.integration.vendorCode, p), shard: p.id % SYSTEM_SHARDS } as AccountSpec,
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
    await warm(caller, { id: claim.memberId, type: claim.trial ? 4 : 0 });
    // The money moves first and the transaction id is recorded last, with the answer, in the same
    // database transaction: one statement fewer, and a duplicate id rolls everything back.
    const duplicate = new Error('duplicate vendor transaction');
    const result = await db
      .transaction(async (tx) => {
        const response = await apply(tx);
        const recorded = await vendorsRepository.claimTransaction(tx, {
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
    const existing = await vendorsRepository.transaction(db, merchantCode, vendorCode, claim.transactionId);
    if (!existing) throw new AppError(ErrorCode.VendorTxConflict);
    if (existing.kind === 'CANCELLED_UNSEEN' && claim.kind === 'BET') throw new AppError(ErrorCode.VendorBetRefused);
    if (existing.requestHash !== hash) throw new AppError(ErrorCode.VendorTxConflict);
    return { response: existing.response, replayed: true };
  };

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
    const [mainId, settleId] = await warm(caller, p);
    const payload = {
      merchant: caller.brand.merchant.code,
      vendor,
      currency: caller.brand.merchant.currency,
      transactionId: c.transactionId,
      kind: c.kind,
      member: p.id,
      trial: p.type === 4,
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
        if (attempt === 0 && isRace(err)) return null;
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

  const launcher: VendorLauncher = {
    launch: async (req: LaunchRequest) => {
      const integration = await integrations.get(`${req.brand.merchant.code}|${req.vendorCode}`, () =>
        vendorsRepository.integration(db, req.brand.merchant.code, req.vendorCode),
      );
      if (!integration || !integration.enabled) throw new AppError(ErrorCode.GameNotFound);
      const now = new Date();
      if (
        integration.maintenanceFrom &&
        integration.maintenanceFrom <= now &&
        (!integration.maintenanceTo || integration.maintenanceTo > now)
      )
        throw new AppError(ErrorCode.VendorUnderMaintenance, undefined, {
          content: {
            data: {
              maintainTime: integration.maintenanceFrom.getTime(),
              endTime: integration.maintenanceTo?.getTime() ?? null,
            },
          },
        });
      if (req.accountType === 1 && req.member.type === 4) throw new AppError(ErrorCode.NeedTrueAccount);
      if (req.accountType === 1 && integration.adapter === 'seamless' && (await mainBalance(req.member.id)) <= 0n)
        throw new AppError(ErrorCode.LaunchBalanceNotEnough);
      const token = randomToken();
      await vendorsRepository.insertLaunchToken(db, {
        tokenHash: sha256Hex(token),
        merchantCode: req.brand.merchant.code,
        memberId: req.member.id,
        vendorCode: req.vendorCode,
        gameCode: req.gameCode,
        category: req.category,
        accountType: req.accountType,
        expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_HOURS * 3_600_000),
      });
      const q = new URLSearchParams({
        token,
        game: req.gameCode,
        lang: req.language,
        mode: req.accountType === 1 ? 'real' : 'fun',
        lobby: req.returnUrl,
      });
      return { gameUrl: `${integration.launchUrl}${integration.launchUrl.includes('?') ? '&' : '?'}${q.toString()}` };
    },
  };

  return {
    ...launcher,

    /** The caller of a wallet call, from its headers; the route then checks the signature with its secret. */
    integration: (merchantCode: string, vendorCode: string) =>
      integrations.get(`${merchantCode}|${vendorCode}`, () =>
        vendorsRepository.integration(db, merchantCode, vendorCode),
      ),

    accountTypeIdOf: (merchantCode: string, vendorCode: string) =>
      vendorsRepository.accountTypeIdOf(db, merchantCode, vendorCode),

    /** Adds an integration unless the vendor already has one; true when added. */
    addIntegrationIfMissing: async (row: Parameters<typeof vendorsRepository.upsertIntegration>[1]) => {
      if (!(await vendorsRepository.accountTypeIdOf(db, row.merchantCode, row.vendorCode))) return false;
      const added = await vendorsRepository.insertIntegrationIfMissing(db, row);
      integrations.delete(`${row.merchantCode}|${row.vendorCode}`);
      return added;
    },

    setIntegration: async (row: Parameters<typeof vendorsRepository.upsertIntegration>[1]) => {
      await vendorsRepository.upsertIntegration(db, row);
      integrations.delete(`${row.merchantCode}|${row.vendorCode}`);
    },

    authenticate: async (caller: VendorCaller, token: string) => {
      const t = await validToken(caller, token);
      const p = await player(caller, String(t.memberId));
      if (p.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      return {
        playerId: String(p.id),
        nickname: p.nickname || p.account,
        currency: caller.brand.merchant.currency,
        balance: minorToNumber(await mainBalance(p.id)),
        trial: p.type === 4,
        gameCode: t.gameCode,
        category: t.category,
        language: 'EN',
      };
    },

    balance: async (caller: VendorCaller, playerId: string) => {
      const p = await player(caller, playerId);
      return wallet(await mainBalance(p.id), caller);
    },

    /** Debit: needs a live launch token; insufficient funds answers with the balance. */
    bet: async (
      caller: VendorCaller,
      b: {
        token: string;
        playerId: string;
        transactionId: string;
        roundId: string;
        gameCode: string;
        amount: string;
        currency: string;
      },
    ) => {
      const t = await validToken(caller, b.token);
      if (String(t.memberId) !== b.playerId) throw new AppError(ErrorCode.LaunchTokenInvalid);
      if (b.currency !== caller.brand.merchant.currency)
        throw new AppError(ErrorCode.ValidationFailed, 'Wrong currency.');
      const p = await player(caller, b.playerId);
      if (p.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
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
    win: async (
      caller: VendorCaller,
      b: {
        playerId: string;
        transactionId: string;
        roundId: string;
        gameCode: string;
        amount: string;
        currency: string;
        endRound: boolean;
      },
    ) => {
      const p = await player(caller, b.playerId);
      if (b.currency !== caller.brand.merchant.currency)
        throw new AppError(ErrorCode.ValidationFailed, 'Wrong currency.');
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
    rollback: async (
      caller: VendorCaller,
      b: { playerId: string; transactionId: string; refTransactionId: string; roundId: string },
    ) => {
      const p = await player(caller, b.playerId);
      const vendor = caller.integration.vendorCode;
      const merchantCode = caller.brand.merchant.code;
      const { response } = await once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'ROLLBACK',
          memberId: p.id,
          trial: p.type === 4,
          roundId: b.roundId,
          gameCode: '',
          amount: 0n,
          ref: b.refTransactionId,
        },
        hashOf(['ROLLBACK', b.playerId, b.roundId, b.refTransactionId]),
        async (tx) => {
          const bet = await vendorsRepository.transaction(tx, merchantCode, vendor, b.refTransactionId);
          if (!bet) {
            await vendorsRepository.claimTransaction(tx, {
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
            return wallet(await mainBalanceTx(tx, p.id), caller, b.transactionId);
          }
          if (bet.kind !== 'BET' || bet.memberId !== p.id) throw new AppError(ErrorCode.VendorTxConflict);
          // One refund per bet, whatever the rollback's own id.
          const marker = await vendorsRepository.claimTransaction(tx, {
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
          if (!marker) return wallet(await mainBalanceTx(tx, p.id), caller, b.transactionId);
          const round = await vendorsRepository.round(tx, merchantCode, vendor, bet.roundId);
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
              { account: settlement(vendor, p), amount: -bet.amount },
              { account: main(p), amount: bet.amount },
            ],
          });
          if (round) {
            await vendorsRepository.addToRound(tx, {
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
            const after = (await vendorsRepository.round(tx, merchantCode, vendor, round.roundId))!;
            if (after.betAmount === 0n) await vendorsRepository.closeRound(tx, after.id, 'cancel', new Date());
          }
          return wallet(r.balances.get(ledger.accountKey(main(p)))!, caller, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      // A replay answers exactly what the first call answered.
      return response as VendorWalletValue;
    },

    /**
     * Transfer mode: a settled round reported by the vendor moves its net result between the
     * member's game wallet and the vendor settlement account, and lands in the betting record.
     */
    reportRound: async (
      caller: VendorCaller,
      b: {
        playerId: string;
        transactionId: string;
        roundId: string;
        gameCode: string;
        bet: string;
        win: string;
        currency: string;
      },
    ) => {
      const p = await player(caller, b.playerId);
      if (b.currency !== caller.brand.merchant.currency)
        throw new AppError(ErrorCode.ValidationFailed, 'Wrong currency.');
      const merchantCode = caller.brand.merchant.code;
      const vendor = caller.integration.vendorCode;
      const accountTypeId = await vendorsRepository.accountTypeIdOf(db, merchantCode, vendor);
      if (accountTypeId === null) throw new AppError(ErrorCode.GameNotFound);
      // No launch token travels with a report: the round is booked under the vendor's category.
      const category = (await vendorsRepository.categoryOf(db, merchantCode, vendor)) ?? 'OTHER';
      const bet = parseMinor(b.bet)!;
      const win = parseMinor(b.win)!;
      const game: AccountSpec = { member: p, wallet: accountTypeId };
      const { response } = await once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'ROUND',
          memberId: p.id,
          trial: p.type === 4,
          roundId: b.roundId,
          gameCode: b.gameCode,
          amount: bet,
        },
        hashOf(['ROUND', b.playerId, b.roundId, b.gameCode, b.bet, b.win]),
        async (tx) => {
          const round = await vendorsRepository.addToRound(tx, {
            merchantCode,
            memberId: p.id,
            vendorCode: vendor,
            gameCode: b.gameCode,
            category,
            roundId: b.roundId,
            trial: p.type === 4,
            bet,
            win,
          });
          await vendorsRepository.closeRound(tx, round.id, roundStatus(round.betAmount, round.winAmount), new Date());
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
                { account: settlement(vendor, p), amount: bet - win },
              ],
            });
            balance = r.balances.get(ledger.accountKey(game))!;
          } else {
            balance =
              (await walletRepository.memberWallets(tx, p.id)).find((w) => w.accountTypeId === accountTypeId)
                ?.balance ?? 0n;
          }
          return wallet(balance, caller, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      return response as VendorWalletValue;
    },

    endRound: async (caller: VendorCaller, b: { playerId: string; roundId: string }) => {
      const p = await player(caller, b.playerId);
      const round = await vendorsRepository.round(
        db,
        caller.brand.merchant.code,
        caller.integration.vendorCode,
        b.roundId,
      );
      if (!round || round.memberId !== p.id) throw new AppError(ErrorCode.NotFound, 'Unknown round.');
      if (!round.closedAt)
        await vendorsRepository.closeRound(db, round.id, roundStatus(round.betAmount, round.winAmount), new Date());
      return wallet(await mainBalance(p.id), caller);
    },
  };

  async function mainBalanceTx(tx: DbOrTx, memberId: number) {
    return (
      (await walletRepository.memberWallets(tx, memberId)).find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0n
    );
  }
};
