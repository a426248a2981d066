import { DEFAULT_WAGERING_WEIGHTS, ErrorCode, MAIN_WALLET, MemberType, minorToNumber, TxType } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type LedgerService, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { type BonusGrantRow, bonusRepository as repo } from './bonus.repository.js';

export type BonusService = ReturnType<typeof createBonusService>;

/** Who closed or claimed: 'member', 'system:<job>', or 'operator:<name>'. */
export type BonusActor = string;

type Weights = Record<string, number>;

/**
 * Weighted turnover in minor units: Σ validBet × weight% per category, floored once at the end so
 * rounding never depends on how bets were grouped. Categories outside `only` (when set) count 0.
 */
export const weightedTurnover = (
  byCategory: { category: string; valid: bigint }[],
  weights: Weights,
  only: string[] | null,
): bigint => {
  let hundredths = 0n;
  for (const { category, valid } of byCategory) {
    if (only && !only.includes(category)) continue;
    const w = weights[category] ?? 0;
    hundredths += valid * BigInt(Math.max(0, Math.min(100, Math.trunc(w))));
  }
  return hundredths / 100n;
};

/** Turnover needed: multiplier (hundredths) × the base, rounded up to the minor unit. */
export const requiredTurnover = (x100: number, base: bigint) => (BigInt(x100) * base + 99n) / 100n;

/**
 * The bonus engine (docs/promotions.md, "Bonus engine"). Claiming a reward item credits it from the
 * BONUS system account and opens a grant whose `lockedAmount` stays out of withdrawals until the
 * weighted valid turnover since its `countFrom` reaches `requiredTurnover`. A member's grants are
 * worked one at a time, oldest first, so one bet never pays two requirements.
 */
export const createBonusService = (db: Db, deps: { ledger: LedgerService; events: MemberEvents }) => {
  const { ledger, events } = deps;
  const inTx = <T>(tx: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>) =>
    tx ? fn(tx) : db.transaction((t) => fn(t));

  const weightsOf = async (conn: DbOrTx, merchantCode: string): Promise<Weights> => {
    const s = await repo.settings(conn, merchantCode);
    return { ...DEFAULT_WAGERING_WEIGHTS, ...(s?.weights ?? {}) };
  };

  const notify = (memberId: number) => {
    events.publish({ memberId, type: 'REWARDS', data: {} });
    events.publish({ memberId, type: 'BALANCE', data: {} });
  };

  /** The oldest ACTIVE grant without a start begins counting now (its predecessor just closed). */
  const startNext = async (tx: DbOrTx, memberId: number, now: Date) => {
    const next = (await repo.activeForUpdate(tx, memberId))[0];
    if (next && !next.countFrom) await repo.updateGrant(tx, next.id, { countFrom: now });
  };

  /**
   * Recomputes the current (oldest ACTIVE) grant's progress from the betting record and completes
   * it when met; the next grant then counts from that moment (bets already counted stay with the
   * completed one). Recomputed, not accumulated: a rolled-back round lowers progress.
   */
  const refreshIn = async (tx: DbOrTx, memberId: number, now = new Date()) => {
    const active = await repo.activeForUpdate(tx, memberId);
    if (active.length === 0) return active;
    const weights = await weightsOf(tx, active[0]!.merchantCode);
    for (let i = 0; i < active.length; i++) {
      const g = active[i]!;
      const from = g.countFrom ?? now;
      if (!g.countFrom) await repo.updateGrant(tx, g.id, { countFrom: from });
      const progress = weightedTurnover(
        await repo.turnoverByCategory(tx, memberId, g.createdAt, from),
        weights,
        g.categories ?? null,
      );
      if (progress < g.requiredTurnover) {
        if (progress !== g.progress) await repo.updateGrant(tx, g.id, { progress });
        active[i] = { ...g, progress, countFrom: from };
        return active.slice(i);
      }
      await repo.updateGrant(tx, g.id, { progress, status: 'COMPLETED', closedAt: now, closedBy: 'wagering' });
      const next = active[i + 1];
      // Bets settled from now on belong to the next grant.
      if (next) {
        await repo.updateGrant(tx, next.id, { countFrom: now });
        active[i + 1] = { ...next, countFrom: now };
        return active.slice(i + 1);
      }
    }
    return [];
  };

  const summaryOf = (active: BonusGrantRow[]) => ({
    locked: active.reduce((s, g) => s + g.lockedAmount, 0n),
    remaining: active.reduce(
      (s, g) => s + (g.requiredTurnover > g.progress ? g.requiredTurnover - g.progress : 0n),
      0n,
    ),
  });

  /** Removes a grant's locked amount (never more than the main balance) and closes it. */
  const forfeitIn = async (tx: DbOrTx, g: BonusGrantRow, by: BonusActor, now: Date) => {
    const currency = await repo.currency(tx, g.merchantCode);
    const balance = await repo.mainBalanceForUpdate(tx, g.merchantCode, g.memberId, MAIN_WALLET);
    const take = g.lockedAmount < balance ? g.lockedAmount : balance;
    if (take > 0n)
      await ledger.post(tx, {
        merchantCode: g.merchantCode,
        currency,
        key: `bonus-forfeit:${g.id}`,
        kind: 'BONUS_FORFEIT',
        txTypeId: TxType.BonusForfeit,
        memberId: g.memberId,
        reference: `bonus:${g.id}`,
        remark: by,
        lines: [
          { account: { member: { id: g.memberId, type: MemberType.Player }, wallet: MAIN_WALLET }, amount: -take },
          { account: { system: SystemAccount.BonusExpense }, amount: take },
        ],
      });
    await repo.updateGrant(tx, g.id, { status: 'FORFEITED', closedAt: now, closedBy: by });
    await startNext(tx, g.memberId, now);
    return take;
  };

  return {
    /**
     * Claims a reward item: credits it (BONUS → member main, key `reward:<itemId>`), marks the item
     * CLAIMED and opens its grant, all in one transaction (the caller's when `opts.tx` is given; the
     * caller then calls `notify(memberId)` after its commit). The item row lock makes parallel claims
     * of one item credit once; the member row lock keeps one member's grants in FIFO order.
     */
    claimItem: async (memberId: number, itemId: number, opts: { tx?: DbOrTx; by?: BonusActor } = {}) => {
      const now = new Date();
      const grant = await inTx(opts.tx, async (tx) => {
        const member = await repo.memberForUpdate(tx, memberId);
        const item = await repo.itemForUpdate(tx, itemId);
        if (!member || !item || item.memberId !== memberId) throw new AppError(ErrorCode.NotFound, 'No such reward.');
        if (item.status !== 'CLAIMABLE' || (item.expiresAt && item.expiresAt <= now))
          throw new AppError(ErrorCode.RewardNotClaimable);
        if (member.type === MemberType.Trial) throw new AppError(ErrorCode.BonusNotAllowed);
        const posting = await ledger.post(tx, {
          merchantCode: item.merchantCode,
          currency: await repo.currency(tx, item.merchantCode),
          key: `reward:${item.id}`,
          kind: 'BONUS',
          txTypeId: TxType.Bonus,
          memberId,
          reference: item.key,
          // An operator's remark (meta.remark) is what the member's bonus details show; else the title.
          remark: typeof item.meta.remark === 'string' ? item.meta.remark : (item.title.en ?? item.source),
          meta: { name: item.title.en ?? item.source, source: item.source, rewardItemId: item.id },
          lines: [
            { account: { system: SystemAccount.BonusExpense }, amount: -item.amount },
            { account: { member: { id: memberId, type: member.type }, wallet: MAIN_WALLET }, amount: item.amount },
          ],
        });
        const base = item.wageringBase === 'BONUS_DEPOSIT' ? item.amount + item.depositAmount : item.amount;
        const required = requiredTurnover(item.wageringX100, base);
        // Another grant still open: this one waits its turn (countFrom set when that one closes).
        const queued = required > 0n && (await repo.active(tx, memberId)).length > 0;
        await repo.markItem(tx, item.id, 'CLAIMED', now);
        return repo.insertGrant(tx, {
          merchantCode: item.merchantCode,
          memberId,
          rewardItemId: item.id,
          amount: item.amount,
          // The lock is the bonus itself; winnings from it are the member's (docs/promotions.md).
          lockedAmount: required > 0n ? item.amount : 0n,
          requiredTurnover: required,
          progress: 0n,
          categories: item.categories ?? null,
          status: required > 0n ? 'ACTIVE' : 'COMPLETED',
          countFrom: required > 0n && !queued ? now : null,
          expiresAt:
            required > 0n && item.wageringDays ? new Date(now.getTime() + item.wageringDays * 86_400_000) : null,
          postingId: posting.postingId,
          createdAt: now,
          closedAt: required > 0n ? null : now,
          closedBy: required > 0n ? null : (opts.by ?? 'member'),
        });
      });
      if (!opts.tx) notify(memberId);
      return grant;
    },

    /** Progress of the member's grants, recomputed (see refreshIn); returns the still ACTIVE ones. */
    refresh: (memberId: number, tx?: DbOrTx) => inTx(tx, (t) => refreshIn(t, memberId)),

    /** Sum of lockedAmount of ACTIVE grants (call `refresh` first for a fresh figure). */
    lockedAmount: (memberId: number, tx: DbOrTx = db) => repo.lockedAmount(tx, memberId),

    /**
     * Refuses a withdrawal or member transfer of `amount` that would reach into locked bonus money.
     * Runs inside the caller's transaction, after a refresh, with the main account row locked so
     * two requests cannot both pass on the same balance.
     */
    guardOutflow: async (tx: DbOrTx, merchantCode: string, memberId: number, amount: bigint) => {
      const active = await refreshIn(tx, memberId);
      if (active.length === 0) return;
      const { locked, remaining } = summaryOf(active);
      const balance = await repo.mainBalanceForUpdate(tx, merchantCode, memberId, MAIN_WALLET);
      const free = balance > locked ? balance - locked : 0n;
      if (amount > free)
        throw new AppError(
          ErrorCode.BonusWageringOpen,
          `A bonus is still wagering: ${minorToNumber(remaining)} turnover remains, ${minorToNumber(locked)} is locked.`,
          {
            remainingTurnover: minorToNumber(remaining),
            lockedAmount: minorToNumber(locked),
            withdrawable: minorToNumber(free),
          },
        );
    },

    /** What the withdraw page shows before an amount is typed. */
    lockSummary: async (memberId: number) => {
      const active = await db.transaction((tx) => refreshIn(tx, memberId));
      return summaryOf(active);
    },

    /** The member gives up an ACTIVE grant (or the expiry job does): its locked amount is removed. */
    forfeit: async (memberId: number | null, grantId: number, by: BonusActor) => {
      const now = new Date();
      const r = await db.transaction(async (tx) => {
        // Lock order everywhere: member, then grants, then ledger accounts.
        const peek = await repo.grant(tx, grantId);
        if (!peek || (memberId !== null && peek.memberId !== memberId))
          throw new AppError(ErrorCode.NotFound, 'No such bonus.');
        await repo.memberForUpdate(tx, peek.memberId);
        // Bets already settled may have completed it: then there is nothing to forfeit.
        await refreshIn(tx, peek.memberId, now);
        const g = (await repo.grantForUpdate(tx, grantId))!;
        if (g.status !== 'ACTIVE') throw new AppError(ErrorCode.BonusNotActive);
        const removed = await forfeitIn(tx, g, by, now);
        return { grant: { ...g, status: 'FORFEITED' as const, closedAt: now, closedBy: by }, removed };
      });
      notify(r.grant.memberId);
      return r;
    },

    /** Operator: releases the lock (WAIVED); `audit` writes the audit row in the same transaction. */
    waive: async (
      merchantCode: string,
      grantId: number,
      by: BonusActor,
      audit: (tx: DbOrTx, g: BonusGrantRow) => Promise<void>,
    ) => {
      const now = new Date();
      const g = await db.transaction(async (tx) => {
        const peek = await repo.grant(tx, grantId);
        if (!peek || peek.merchantCode !== merchantCode) throw new AppError(ErrorCode.NotFound, 'No such bonus.');
        await repo.memberForUpdate(tx, peek.memberId);
        const g = (await repo.grantForUpdate(tx, grantId))!;
        if (g.status !== 'ACTIVE') throw new AppError(ErrorCode.BonusNotActive);
        await repo.updateGrant(tx, g.id, { status: 'WAIVED', closedAt: now, closedBy: by });
        await startNext(tx, g.memberId, now);
        await audit(tx, g);
        return { ...g, status: 'WAIVED' as const, closedAt: now, closedBy: by };
      });
      notify(g.memberId);
      return g;
    },

    /** Operator forfeit: like the member's, within the operator's brand, audited in the same transaction. */
    forfeitByOperator: async (
      merchantCode: string,
      grantId: number,
      by: BonusActor,
      audit: (tx: DbOrTx, g: BonusGrantRow, removed: bigint) => Promise<void>,
    ) => {
      const now = new Date();
      const r = await db.transaction(async (tx) => {
        const peek = await repo.grant(tx, grantId);
        if (!peek || peek.merchantCode !== merchantCode) throw new AppError(ErrorCode.NotFound, 'No such bonus.');
        await repo.memberForUpdate(tx, peek.memberId);
        const g = (await repo.grantForUpdate(tx, grantId))!;
        if (g.status !== 'ACTIVE') throw new AppError(ErrorCode.BonusNotActive);
        const removed = await forfeitIn(tx, g, by, now);
        await audit(tx, g, removed);
        return { grant: { ...g, status: 'FORFEITED' as const, closedAt: now, closedBy: by }, removed };
      });
      notify(r.grant.memberId);
      return r;
    },

    /** Job: recomputes every member with ACTIVE grants (completions happen without a visit). */
    refreshAll: async (limit = 5_000) => {
      let n = 0;
      for (const memberId of await repo.membersWithActive(db, limit)) {
        const before = (await repo.active(db, memberId)).length;
        const after = (await db.transaction((tx) => refreshIn(tx, memberId))).length;
        if (after !== before) notify(memberId);
        n++;
      }
      return n;
    },

    /** Job: items past expiry become EXPIRED; ACTIVE grants past their wagering days are forfeited. */
    expire: async (now = new Date(), limit = 1_000) => {
      const touched = new Set(await db.transaction((tx) => repo.expireItems(tx, now, limit)));
      let forfeited = 0;
      for (const { id, memberId } of await repo.expiredActive(db, now, limit)) {
        const done = await db.transaction(async (tx) => {
          await repo.memberForUpdate(tx, memberId);
          await refreshIn(tx, memberId, now);
          const g = await repo.grantForUpdate(tx, id);
          // Completed by the refresh, or closed by another run: nothing to do.
          if (!g || g.status !== 'ACTIVE') return false;
          await forfeitIn(tx, g, 'system:expiry', now);
          return true;
        });
        if (done) forfeited++;
        touched.add(memberId);
      }
      for (const m of touched) notify(m);
      return { expiredItems: touched.size, forfeited };
    },

    settings: async (merchantCode: string) => {
      const s = await repo.settings(db, merchantCode);
      return {
        weights: { ...DEFAULT_WAGERING_WEIGHTS, ...(s?.weights ?? {}) },
        maxBetWithBonus: s?.maxBetWithBonus ?? null,
      };
    },

    saveSettings: (
      merchantCode: string,
      s: { weights: Weights; maxBetWithBonus: bigint | null },
      audit: (tx: DbOrTx) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        await repo.upsertSettings(tx, { merchantCode, weights: s.weights, maxBetWithBonus: s.maxBetWithBonus });
        await audit(tx);
      }),

    notify,
  };
};
