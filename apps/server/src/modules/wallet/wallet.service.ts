import { randomBytes } from 'node:crypto';
import {
  type agentDownlineTransfer,
  AGENT_TYPES,
  ErrorCode,
  type getBonusDetails,
  type getPersonalProfit,
  type getTransactions,
  MAIN_WALLET,
  MemberType,
  minorToNumber,
  type OperationParsedBody,
  type OperationParsedQuery,
  parseMinor,
  TX_CODE_TYPES,
  type TxCodeType,
  TxType,
  type transferToUpline,
  type walletTransfer,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BonusService } from '../bonus/bonus.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { AccountSpec, LedgerService, PostingResult } from './ledger.service.js';
import { SystemAccount } from './ledger.service.js';
import type { MemberEvents, MemberEventType } from './member-events.js';
import {
  presentBalance,
  presentBonuses,
  presentMerchantWallet,
  presentProfit,
  presentRecords,
} from './wallet.presenter.js';
import { walletRepository as defaultWalletRepository } from './wallet.repository.js';

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * Vendors that keep their own wallet (transfer mode, vendors module). `move` answers null when
 * the vendor has no such integration: its game wallet is then the platform's own ledger account.
 */
export type ExternalTransfers = {
  move: (
    brand: BrandConfig,
    vendorCode: string,
    member: { id: number },
    p: { direction: 'IN' | 'OUT'; accountTypeId: number; amount: bigint; requestId: string },
  ) => Promise<{ successAmount: number; status: 'SUCCESS' | 'PENDING' } | null>;
};
type Member = Pick<MemberRow, 'id' | 'type'>;

const mainOf = (m: Member): AccountSpec => ({ member: m, wallet: MAIN_WALLET });
const keyPart = (requestId: string | undefined) => requestId ?? randomBytes(12).toString('base64url');
const toMinor = (decimal: string) => parseMinor(decimal)!;

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export const createWalletService = (
  db: Db,
  deps: {
    ledger: LedgerService;
    events: MemberEvents;
    external?: ExternalTransfers;
    wallets?: typeof defaultWalletRepository;
    /** The bonus engine's lock: member-to-member transfers never move locked bonus money. */
    bonusLock?: Pick<BonusService, 'guardOutflow'>;
  },
) => {
  const { ledger, events } = deps;
  const walletRepository = deps.wallets ?? defaultWalletRepository;

  const mainBalance = (r: PostingResult, m: Member) => r.balances.get(ledger.accountKey(mainOf(m))) ?? null;

  /** Tells the member's open sockets; the portal refetches the balance. */
  const notifyBalance = (memberId: number) => events.publish({ memberId, type: 'BALANCE', data: {} });

  const requirePaymentPassword = async (member: MemberRow, password: string) => {
    if (!member.paymentPasswordHash) throw new AppError(ErrorCode.NoPaymentPassword);
    if (!(await verifyPassword(member.paymentPasswordHash, password)))
      throw new AppError(ErrorCode.InvalidPaymentPassword);
  };

  const window = (q: { startTime: number; endTime: number }) => ({
    from: new Date(q.startTime),
    to: new Date(q.endTime),
  });

  /** Main wallet to main wallet between two members (upline ↔ downline), with the push both ways. */
  const memberTransfer = async (
    brand: BrandConfig,
    from: Pick<MemberRow, 'id' | 'type' | 'account'>,
    to: Pick<MemberRow, 'id' | 'type' | 'account'>,
    p: { amount: bigint; key: string; txTypeId: number; push: MemberEventType; remark: string },
  ) => {
    const posting = (tx: Tx | null) =>
      ledger.post(tx, {
        merchantCode: brand.merchant.code,
        currency: brand.merchant.currency,
        key: p.key,
        kind: 'MEMBER_TRANSFER',
        txTypeId: p.txTypeId,
        memberId: from.id,
        remark: p.remark,
        meta: { counterparty: to.account, from: from.account },
        lines: [
          { account: mainOf(from), amount: -p.amount },
          { account: mainOf(to), amount: p.amount },
        ],
      });
    // With a bonus lock the check and the posting share a transaction (the main row is locked).
    const lock = deps.bonusLock;
    if (lock)
      await db.transaction(async (tx) => {
        await lock.guardOutflow(tx, brand.merchant.code, from.id, p.amount);
        await posting(tx);
      });
    else await posting(null);
    notifyBalance(from.id);
    notifyBalance(to.id);
    events.publish({
      memberId: to.id,
      type: p.push,
      data: { amount: minorToNumber(p.amount), time: Date.now(), sender: from.account, receiver: to.account },
    });
    return { successAmount: minorToNumber(p.amount) };
  };

  const mainAccountId = async (brand: BrandConfig, m: Member) =>
    (await ledger.resolve(brand.merchant.code, brand.merchant.currency, [mainOf(m)]))[0]!;

  return {
    balance: async (brand: BrandConfig, member: Member, typeId: number) => {
      const settings = await walletRepository.settings(db, brand.merchant.code);
      const vendors = settings.isSingle ? [] : await walletRepository.transferVendors(db, brand.merchant.code);
      const held = new Map(
        (await walletRepository.memberWallets(db, member.id)).map((a) => [a.accountTypeId, a.balance] as const),
      );
      const all = [
        { accountTypeId: MAIN_WALLET, displayName: 'Main wallet', accountName: 'MAIN' },
        ...vendors.map((v) => ({ accountTypeId: v.accountTypeId, displayName: v.displayName, accountName: v.code })),
      ];
      const shown = typeId === 0 ? all : all.filter((w) => w.accountTypeId === typeId);
      if (shown.length === 0) throw new AppError(ErrorCode.NotFound, 'No such wallet.');
      return presentBalance(brand, shown, held);
    },

    /** The brand's wallet mode (single: games use the main wallet). */
    merchantWallet: async (merchantCode: string) =>
      presentMerchantWallet(await walletRepository.settings(db, merchantCode)),

    /** Main wallet ↔ a transfer-mode game wallet. */
    transfer: async (brand: BrandConfig, member: Member, body: OperationParsedBody<typeof walletTransfer>) => {
      const settings = await walletRepository.settings(db, brand.merchant.code);
      if (settings.isSingle) throw new AppError(ErrorCode.WalletSingleMode);
      const vendors = new Map(
        (await walletRepository.transferVendors(db, brand.merchant.code)).map((v) => [v.accountTypeId, v.code]),
      );
      const { fromAccountTypeId: from, toAccountTypeId: to } = body;
      const toGame = from === MAIN_WALLET && vendors.has(to);
      const fromGame = to === MAIN_WALLET && vendors.has(from);
      if (!toGame && !fromGame) throw new AppError(ErrorCode.TransferNotAllowed);
      const amount = toMinor(body.amount);
      const gameWallet = toGame ? to : from;
      const requestId = keyPart(body.requestId);
      const external = await deps.external?.move(brand, vendors.get(gameWallet)!, member, {
        direction: toGame ? 'IN' : 'OUT',
        accountTypeId: gameWallet,
        amount,
        requestId,
      });
      if (external) return external;
      await ledger.post(null, {
        merchantCode: brand.merchant.code,
        currency: brand.merchant.currency,
        key: `transfer:${member.id}:${requestId}`,
        kind: 'TRANSFER',
        txTypeId: toGame ? TxType.TransferToGame : TxType.TransferFromGame,
        memberId: member.id,
        meta: { from, to },
        lines: [
          { account: { member, wallet: from }, amount: -amount },
          { account: { member, wallet: to }, amount },
        ],
      });
      notifyBalance(member.id);
      return { successAmount: minorToNumber(amount) };
    },

    /** All out: every game wallet with money goes back to the main wallet. */
    returnAll: async (brand: BrandConfig, member: Member, requestId: string | undefined) => {
      const wallets = await walletRepository.memberWallets(db, member.id);
      const key = keyPart(requestId);
      let total = 0n;
      for (const w of wallets) {
        if (w.accountTypeId === MAIN_WALLET || w.accountTypeId === null || w.balance <= 0n) continue;
        const r = await ledger
          .post(null, {
            merchantCode: brand.merchant.code,
            currency: brand.merchant.currency,
            key: `return:${member.id}:${key}:${w.accountTypeId}`,
            kind: 'TRANSFER',
            txTypeId: TxType.TransferFromGame,
            memberId: member.id,
            meta: { from: w.accountTypeId, to: MAIN_WALLET },
            lines: [
              { account: { member, wallet: w.accountTypeId }, amount: -w.balance },
              { account: mainOf(member), amount: w.balance },
            ],
          })
          .catch((err: unknown) => {
            // A concurrent game spend moved it first: the next "all out" takes what is left.
            if (err instanceof AppError && err.code === ErrorCode.InsufficientBalance) return null;
            throw err;
          });
        if (r) total += w.balance;
      }
      if (total > 0n) notifyBalance(member.id);
      return { successAmount: minorToNumber(total) };
    },

    transferTargets: async (brand: BrandConfig, member: MemberRow) => {
      const upline = member.uplineId ? await walletRepository.upline(db, member.uplineId) : null;
      return {
        upline: upline ? { account: upline.account } : null,
        canTransferToUpline:
          Boolean(upline) &&
          member.type !== MemberType.Agent2 &&
          Boolean(brand.modules[WhitelabelModule.TransferUpline]),
        downlines: isAgent(member.type)
          ? (await walletRepository.downlines(db, member.id)).map((d) => ({ account: d.account, nickname: d.nickname }))
          : [],
      };
    },

    transferToUpline: async (
      brand: BrandConfig,
      member: MemberRow,
      body: OperationParsedBody<typeof transferToUpline>,
    ) => {
      if (!brand.modules[WhitelabelModule.TransferUpline] || !member.uplineId || member.type === MemberType.Agent2)
        throw new AppError(ErrorCode.TransferNotAllowed);
      const upline = await walletRepository.upline(db, member.uplineId);
      if (!upline || upline.status !== 'ACTIVE') throw new AppError(ErrorCode.TransferNotAllowed);
      await requirePaymentPassword(member, body.password);
      return memberTransfer(brand, member, upline, {
        amount: toMinor(body.amount),
        key: `upline:${member.id}:${keyPart(body.requestId)}`,
        txTypeId: TxType.TransferToUpline,
        push: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
        remark: body.remark,
      });
    },

    transferToDownline: async (
      brand: BrandConfig,
      agent: MemberRow,
      body: OperationParsedBody<typeof agentDownlineTransfer>,
    ) => {
      if (!isAgent(agent.type)) throw new AppError(ErrorCode.TransferNotAllowed);
      const downline = await walletRepository.downlineByAccount(db, agent.id, body.downline.toLowerCase());
      if (!downline || downline.status !== 'ACTIVE' || downline.type === MemberType.Trial)
        throw new AppError(ErrorCode.TransferNotAllowed);
      await requirePaymentPassword(agent, body.password);
      return memberTransfer(brand, agent, downline, {
        amount: toMinor(body.transferAmount),
        key: `downline:${agent.id}:${keyPart(body.requestId)}`,
        txTypeId: TxType.TransferToDownline,
        push: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
        remark: body.remark,
      });
    },

    /** Trial accounts start with demo money from the trial partition (never real money). */
    creditTrial: async (tx: DbOrTx, brand: BrandConfig, member: Member) => {
      const settings = await walletRepository.settings(tx, brand.merchant.code);
      if (settings.trialBalance <= 0n) return;
      await ledger.post(tx, {
        merchantCode: brand.merchant.code,
        currency: brand.merchant.currency,
        key: `trial:${member.id}`,
        kind: 'TRIAL_CREDIT',
        txTypeId: TxType.TrialCredit,
        memberId: member.id,
        lines: [
          { account: { system: SystemAccount.TrialFunding, trial: true }, amount: -settings.trialBalance },
          { account: mainOf(member), amount: settings.trialBalance },
        ],
      });
    },

    /** Operator adjustment or bonus: positive credits the member, negative debits (never below zero). */
    adjust: async (
      brand: BrandConfig,
      member: Member,
      p: { amount: bigint; kind: 'BONUS' | 'ADJUSTMENT'; key: string; remark: string; name?: string | undefined },
      tx: Tx | null = null,
    ) => {
      const system = p.kind === 'BONUS' ? SystemAccount.BonusExpense : SystemAccount.Adjustment;
      const r = await ledger.post(tx, {
        merchantCode: brand.merchant.code,
        currency: brand.merchant.currency,
        key: p.key,
        kind: p.kind,
        txTypeId: p.kind === 'BONUS' ? TxType.Bonus : TxType.Adjustment,
        memberId: member.id,
        remark: p.remark,
        meta: p.name ? { name: p.name } : {},
        lines: [
          { account: { system, trial: member.type === MemberType.Trial }, amount: -p.amount },
          { account: mainOf(member), amount: p.amount },
        ],
      });
      notifyBalance(member.id);
      return { postingId: r.postingId, replayed: r.replayed, balance: mainBalance(r, member) };
    },

    transactions: async (brand: BrandConfig, member: Member, q: OperationParsedQuery<typeof getTransactions>) => {
      const accountId = await mainAccountId(brand, member);
      const fromCodes = (q.codeTypes ?? '')
        .split(',')
        .filter(Boolean)
        .flatMap((c) => [...TX_CODE_TYPES[c as TxCodeType]]);
      const fromIds = (q.txTypeIds ?? '').split(',').filter(Boolean).map(Number);
      const txTypeIds = [...fromCodes, ...fromIds];
      const filter = { accountId, ...window(q), txTypeIds };
      const [rows, totals] = await Promise.all([
        walletRepository.records(db, { ...filter, limit: q.size, offset: (q.page - 1) * q.size }),
        walletRepository.recordTotals(db, filter),
      ]);
      return presentRecords(rows, totals, q.size, member.id);
    },

    bonuses: async (brand: BrandConfig, member: Member, q: OperationParsedQuery<typeof getBonusDetails>) => {
      const accountId = await mainAccountId(brand, member);
      // Credits and forfeits (7002), so the list adds up to what the bonuses left in the wallet.
      const filter = { accountId, ...window(q), txTypeIds: [TxType.Bonus, TxType.BonusForfeit] };
      const [rows, totals] = await Promise.all([
        walletRepository.records(db, { ...filter, limit: q.size, offset: (q.page - 1) * q.size }),
        walletRepository.recordTotals(db, filter),
      ]);
      return presentBonuses(rows, totals, q.size);
    },

    personalProfit: async (brand: BrandConfig, member: Member, q: OperationParsedQuery<typeof getPersonalProfit>) => {
      const { from, to } = window(q);
      const accountId = await mainAccountId(brand, member);
      const [rows, sums] = await Promise.all([
        walletRepository.profitRows(
          db,
          member.id,
          { bet: TxType.Bet, win: TxType.Win, refund: TxType.BetRefund, correction: TxType.WinCorrection },
          from,
          to,
        ),
        walletRepository.sumsByType(db, accountId, from, to),
      ]);
      return presentProfit(rows, sums);
    },

    notifyBalance,
    requirePaymentPassword,
  };
};
