import { createHash } from 'node:crypto';
import { ErrorCode, MAIN_WALLET, minorToNumber, parseMinor, TxType, type VendorWalletValue } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/secrets.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { type AccountSpec, type LedgerService, SYSTEM_SHARDS, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import type { LaunchRequest, VendorLauncher } from './vendors.types.js';
import { type IntegrationRow, vendorsRepository } from './vendors.repository.js';

export type VendorsService = ReturnType<typeof createVendorsService>;

const LAUNCH_TOKEN_HOURS = 4;

type Player = { id: number; type: number; account: string; nickname: string; status: string; merchantCode: string };
export type VendorCaller = { brand: BrandConfig; integration: IntegrationRow };

const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Outcome of a round from its totals (status_order_* of api-observed §4). */
const roundStatus = (bet: bigint, win: bigint) =>
  bet === 0n ? 'cancel' : win > bet ? 'win' : win < bet ? 'lose' : 'tie';

/**
 * The vendor layer: launches (tokens a vendor exchanges for the player) and the seamless wallet
 * API vendors call. Each wallet call is idempotent on the vendor's transaction id: the first
 * answer is stored and returned to a replay; the same id with other content is refused.
 */
export const createVendorsService = (db: Db, deps: { ledger: LedgerService; events: MemberEvents }) => {
  const { ledger } = deps;
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

  const validToken = async (caller: VendorCaller, token: string) => {
    const t = await vendorsRepository.launchToken(db, sha256Hex(token));
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
      kind: string;
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
      const amount = parseMinor(b.amount)!;
      const vendor = caller.integration.vendorCode;
      const { response } = await once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'BET',
          memberId: p.id,
          trial: p.type === 4,
          roundId: b.roundId,
          gameCode: b.gameCode,
          amount,
        },
        hashOf(['BET', b.playerId, b.roundId, b.gameCode, b.amount]),
        async (tx) => {
          const r = await ledger.post(tx, {
            merchantCode: caller.brand.merchant.code,
            currency: caller.brand.merchant.currency,
            key: `vendor:${vendor}:${b.transactionId}`,
            kind: 'BET',
            txTypeId: TxType.Bet,
            memberId: p.id,
            reference: b.roundId,
            remark: b.gameCode,
            meta: { vendor, game: b.gameCode, round: b.roundId, category: t.category },
            lines: [
              { account: main(p), amount: -amount },
              { account: settlement(vendor, p), amount },
            ],
          });
          await vendorsRepository.addToRound(tx, {
            merchantCode: caller.brand.merchant.code,
            memberId: p.id,
            vendorCode: vendor,
            gameCode: b.gameCode,
            category: t.category,
            roundId: b.roundId,
            trial: p.type === 4,
            bet: amount,
            win: 0n,
          });
          return wallet(r.balances.get(ledger.accountKey(main(p)))!, caller, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      // A replay answers exactly what the first call answered.
      return response as VendorWalletValue;
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
      const amount = parseMinor(b.amount)!;
      const vendor = caller.integration.vendorCode;
      const { response } = await once(
        caller,
        {
          transactionId: b.transactionId,
          kind: 'WIN',
          memberId: p.id,
          trial: p.type === 4,
          roundId: b.roundId,
          gameCode: b.gameCode,
          amount,
        },
        hashOf(['WIN', b.playerId, b.roundId, b.gameCode, b.amount, b.endRound]),
        async (tx) => {
          // The round first: it knows the category the posting is booked under.
          const round = await vendorsRepository.addToRound(tx, {
            merchantCode: caller.brand.merchant.code,
            memberId: p.id,
            vendorCode: vendor,
            gameCode: b.gameCode,
            category: 'OTHER',
            roundId: b.roundId,
            trial: p.type === 4,
            bet: 0n,
            win: amount,
          });
          let balance: bigint;
          if (amount > 0n) {
            const r = await ledger.post(tx, {
              merchantCode: caller.brand.merchant.code,
              currency: caller.brand.merchant.currency,
              key: `vendor:${vendor}:${b.transactionId}`,
              kind: 'WIN',
              txTypeId: TxType.Win,
              memberId: p.id,
              reference: b.roundId,
              remark: b.gameCode,
              meta: { vendor, game: b.gameCode, round: b.roundId, category: round.category },
              lines: [
                { account: settlement(vendor, p), amount: -amount },
                { account: main(p), amount },
              ],
            });
            balance = r.balances.get(ledger.accountKey(main(p)))!;
          } else {
            balance =
              (await walletRepository.memberWallets(tx, p.id)).find((w) => w.accountTypeId === MAIN_WALLET)?.balance ??
              0n;
          }
          if (b.endRound)
            await vendorsRepository.closeRound(tx, round.id, roundStatus(round.betAmount, round.winAmount), new Date());
          return wallet(balance, caller, b.transactionId);
        },
      );
      deps.events.publish({ memberId: p.id, type: 'BALANCE', data: {} });
      // A replay answers exactly what the first call answered.
      return response as VendorWalletValue;
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
