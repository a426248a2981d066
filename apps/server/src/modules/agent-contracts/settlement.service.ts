import {
  type ContractKind,
  ErrorCode,
  MAIN_WALLET,
  minorToNumber,
  type OperationParsedQuery,
  type operatorAgentSettlements,
  type SettlementPeriodCode,
  type SettlementSchedule,
  type SettlementStatus,
  TxType,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_APPROVAL_THRESHOLDS } from '../approvals/approvals.service.js';
import type { ApprovalsPort } from '../approvals/approvals.types.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { type LedgerService, SYSTEM_SHARDS, SystemAccount } from '../wallet/ledger.service.js';
import { presentBill, presentRun } from './agent-contracts.presenter.js';
import {
  type BillInsert,
  type BillRow,
  type ContractRow,
  agentContractsRepository as repo,
  type TreeMember,
} from './agent-contracts.repository.js';
import { isTiered, lastClosedPeriod, type Period, periodAt, realtimeBill, tieredBill } from './contract-rules.js';

export type SettlementService = ReturnType<typeof createSettlementService>;

/** Scheduled runs bill up to this long before now: a bet whose round is closing is not cut in half. */
export const SETTLEMENT_GRACE_MS = 30_000;
/** Bills written (and paid) per transaction: fewer commits, while a failure stays small. */
const BATCH = 50;
/** Ended contracts are still billed for the part of a period they were active in, this far back. */
const ENDED_LOOKBACK_MS = 40 * 86_400_000;

const TX_TYPE: Record<ContractKind, number> = {
  DIVIDEND: TxType.AgentDividend,
  DAILY_SALARY: TxType.AgentDailySalary,
  HOUR_SALARY: TxType.AgentHourSalary,
  REALTIME_SALARY: TxType.AgentRealtimeSalary,
};
const SCHEDULE_KIND: Record<SettlementSchedule, ContractKind> = {
  DAILY: 'DAILY_SALARY',
  HOURLY: 'HOUR_SALARY',
  REALTIME: 'REALTIME_SALARY',
  DIVIDEND: 'DIVIDEND',
};
const CODES: Record<ContractKind, SettlementPeriodCode[]> = {
  DIVIDEND: ['D', 'W', 'H', 'M'],
  DAILY_SALARY: ['D'],
  HOUR_SALARY: ['HR'],
  REALTIME_SALARY: ['RT'],
};

/** The settlement engine's own actor on maker-checker requests (no operator makes them). */
const SYSTEM_MAKER = { operatorId: 0, actor: 'system:agent-settlement', ip: '' };

const n = minorToNumber;

type Brand = { code: string; currency: string; tz: string };
type Figures = { validBet: bigint; netLoss: bigint; active: number };

/** Sums member figures up the tree: each member's team is itself plus its whole subtree. */
const teamSums = <T>(tree: TreeMember[], own: Map<number, T>, zero: () => T, add: (a: T, b: T) => T) => {
  const children = new Map<number, number[]>();
  for (const m of tree)
    if (m.uplineId !== null) (children.get(m.uplineId) ?? children.set(m.uplineId, []).get(m.uplineId)!).push(m.id);
  const out = new Map<number, T>();
  // Iterative post-order: deep trees do not overflow the stack.
  const byId = new Set(tree.map((m) => m.id));
  const roots = tree.filter((m) => m.uplineId === null || !byId.has(m.uplineId));
  for (const root of roots) {
    const stack: [number, boolean][] = [[root.id, false]];
    while (stack.length > 0) {
      const [id, done] = stack.pop()!;
      if (done) {
        let acc = own.get(id) ?? zero();
        for (const c of children.get(id) ?? []) acc = add(acc, out.get(c)!);
        out.set(id, acc);
      } else {
        stack.push([id, true]);
        for (const c of children.get(id) ?? []) if (byId.has(c)) stack.push([c, false]);
      }
    }
  }
  return out;
};

const depthOf = (tree: TreeMember[]) => {
  const up = new Map(tree.map((m) => [m.id, m.uplineId]));
  const memo = new Map<number, number>();
  const depth = (id: number): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    let d = 0;
    for (let u = up.get(id); u !== null && u !== undefined && d < 1000; u = up.get(u)) d++;
    memo.set(id, d);
    return d;
  };
  return depth;
};

/** Runs tasks with at most `n` at a time. */
const pool = async <T>(items: T[], lanes: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
};

/**
 * The settlement engine (docs/agents.md, ## Contracts and settlement). A run bills every contract of
 * a kind for a period, exactly once (a unique bill per contract and period, and the posting's
 * idempotency key), bottom-up: each bill is the holder's rate × its team's figures, and the
 * holder's net is that minus what its own downline's bills cost it. Payment goes top-down so an
 * agent has its own income before it pays its downline: the platform pays the top level from the
 * commission account, an agent pays from its main wallet, in part when short (the rest is a
 * receivable collected by later runs). Dividends above the brand's threshold wait for an operator.
 */
/**
 * What an operator reads on a failed run: the innermost cause (a query error wraps the database's own
 * message in its SQL text and parameters, which say nothing and may hold figures), at most 500 characters.
 */
export const failureText = (err: unknown): string => {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return (e instanceof Error ? e.message : String(e)).slice(0, 500);
};

export const createSettlementService = (
  db: Db,
  deps: {
    ledger: Pick<LedgerService, 'post' | 'resolve'>;
    approvals: ApprovalsPort;
    timeZoneOf: (merchantCode: string) => Promise<string>;
    /** Bills paid in parallel (PGlite has one connection). */
    lanes: number;
    onPaid?: (memberIds: number[]) => void;
    /** The audit log: an operator's run now and replay are audited with the run they start. */
    audit?: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  },
) => {
  /**
   * Pays what is still owed on a bill, within the caller's transaction: the platform pays all, an
   * agent what its main wallet holds. The key carries what was paid before, so a replay of the same
   * attempt posts nothing twice and a later attempt is a new posting.
   */
  const payBill = async (
    tx: DbOrTx,
    b: BillRow,
    brand: Brand,
    now: Date,
  ): Promise<{ paid: bigint; status: SettlementStatus }> => {
    const owed = b.amount - b.paid;
    if (owed <= 0n) return { paid: b.paid, status: b.amount === 0n ? 'NIL' : 'PAID' };
    const available = b.payerId === null ? owed : await repo.lockBalance(tx, brand.code, b.payerId);
    const pay = available < owed ? available : owed;
    if (pay > 0n) {
      await deps.ledger.post(tx, {
        merchantCode: brand.code,
        currency: brand.currency,
        key: `agent-bill:${b.id}:${b.paid}`,
        kind: 'AGENT_CONTRACT',
        txTypeId: TX_TYPE[b.kind],
        memberId: b.holderId,
        reference: `settlement:${b.id}`,
        meta: { contractId: b.contractId, periodKey: b.periodKey, payerId: b.payerId },
        lines: [
          {
            account:
              b.payerId === null
                ? { system: SystemAccount.CommissionExpense, part: b.kind }
                : { member: { id: b.payerId, type: 1 }, wallet: MAIN_WALLET },
            amount: -pay,
          },
          { account: { member: { id: b.holderId, type: 1 }, wallet: MAIN_WALLET }, amount: pay },
        ],
      });
    }
    const paid = b.paid + pay;
    const status: SettlementStatus = paid === b.amount ? 'PAID' : paid === 0n ? 'UNPAID' : 'PARTIAL';
    await repo.setBill(tx, b.id, { paid, status, ...(pay > 0n ? { paidAt: now } : {}) });
    return { paid, status };
  };

  /** Asks an operator to approve a dividend bill (once per bill: the id is stored on it). */
  const submitApproval = async (b: BillRow) => {
    const outcome = await deps.approvals.submit({
      kind: 'agent.dividend',
      maker: { merchantCode: b.merchantCode, ...SYSTEM_MAKER },
      amountMinor: b.amount,
      target: `settlement:${b.id}`,
      summary: `Dividend ${b.periodKey} for member ${b.holderId}`,
      payload: { settlementId: b.id },
    });
    if (outcome.status === 'PENDING') await repo.setBill(db, b.id, { approvalId: outcome.approvalId ?? null });
  };

  /** Computes the bills of contracts for a period; figures are summed once per distinct window. */
  const compute = async (brand: Brand, contracts: ContractRow[], period: Period, cap: Date) => {
    const last = await repo.lastBills(
      db,
      contracts.map((c) => c.id),
    );
    const tree = await repo.tree(db, brand.code);
    type Draft = { c: ContractRow; row: BillInsert };
    const drafts: Draft[] = [];
    const windows = new Map<string, { from: Date; to: Date; cs: { c: ContractRow; carryIn: bigint }[] }>();
    for (const c of contracts) {
      const prev = last.get(c.id);
      if (prev?.periodKey === period.key) continue;
      const from = prev?.windowTo ?? c.acceptedAt!;
      const to = new Date(Math.min(cap.getTime(), c.endedAt?.getTime() ?? Infinity));
      if (from >= to) continue;
      const k = `${from.getTime()}:${to.getTime()}`;
      (windows.get(k) ?? windows.set(k, { from, to, cs: [] }).get(k)!).cs.push({ c, carryIn: prev?.carryOut ?? 0n });
    }
    for (const { from, to, cs } of windows.values()) {
      const tiered = cs.filter((x) => isTiered(x.c.terms));
      if (tiered.length > 0) {
        const own = await repo.memberFigures(db, brand.code, from, to);
        const ownF = new Map<number, Figures>(
          [...own].map(([id, f]) => [
            id,
            { validBet: f.validBet, netLoss: f.netLoss, active: f.validBet > 0n ? 1 : 0 },
          ]),
        );
        const team = teamSums<Figures>(
          tree,
          ownF,
          () => ({ validBet: 0n, netLoss: 0n, active: 0 }),
          (a, b) => ({
            validBet: a.validBet + b.validBet,
            netLoss: a.netLoss + b.netLoss,
            active: a.active + b.active,
          }),
        );
        for (const { c, carryIn } of tiered) {
          const f = team.get(c.holderId) ?? { validBet: 0n, netLoss: 0n, active: 0 };
          const bill = tieredBill(c.kind, (c.terms as { tiers: [] }).tiers, { ...f, activeMembers: f.active }, carryIn);
          drafts.push({
            c,
            row: {
              merchantCode: brand.code,
              runId: 0,
              contractId: c.id,
              kind: c.kind,
              periodKey: period.key,
              holderId: c.holderId,
              payerId: c.offererId,
              windowFrom: from,
              windowTo: to,
              validBet: f.validBet,
              netLoss: f.netLoss,
              activeMembers: f.active,
              carryIn: bill.carryIn,
              carryOut: bill.carryOut,
              base: bill.base,
              tier: bill.tier,
              rateBps: bill.rateBps,
              amount: bill.amount,
              status: 'NIL',
            },
          });
        }
      }
      const rt = cs.filter((x) => !isTiered(x.c.terms));
      const minimums = [...new Set(rt.map((x) => (x.c.terms as { minimumBet: string }).minimumBet))];
      for (const min of minimums) {
        const own = await repo.realtimeParts(db, brand.code, from, to, BigInt(min));
        const team = teamSums(
          tree,
          own,
          () => ({ profitBet: 0n, lossBet: 0n }),
          (a, b) => ({ profitBet: a.profitBet + b.profitBet, lossBet: a.lossBet + b.lossBet }),
        );
        for (const { c } of rt.filter((x) => (x.c.terms as { minimumBet: string }).minimumBet === min)) {
          const terms = c.terms as { profitRateBps: number; lossRateBps: number };
          const p = team.get(c.holderId) ?? { profitBet: 0n, lossBet: 0n };
          drafts.push({
            c,
            row: {
              merchantCode: brand.code,
              runId: 0,
              contractId: c.id,
              kind: c.kind,
              periodKey: period.key,
              holderId: c.holderId,
              payerId: c.offererId,
              windowFrom: from,
              windowTo: to,
              validBet: p.profitBet + p.lossBet,
              base: p.profitBet + p.lossBet,
              detail: {
                profitBet: p.profitBet.toString(),
                lossBet: p.lossBet.toString(),
                profitRateBps: terms.profitRateBps,
                lossRateBps: terms.lossRateBps,
              },
              amount: realtimeBill(terms, p),
              status: 'NIL',
            },
          });
        }
      }
    }
    // What each holder pays its own downline for the same period (its net = amount − this).
    const paysDown = new Map<number, bigint>();
    for (const d of drafts)
      if (d.c.offererId !== null) paysDown.set(d.c.offererId, (paysDown.get(d.c.offererId) ?? 0n) + d.row.amount!);
    for (const d of drafts) d.row.downlineAmount = paysDown.get(d.c.holderId) ?? 0n;
    const depth = depthOf(tree);
    return drafts.sort((a, b) => depth(a.c.holderId) - depth(b.c.holderId));
  };

  /** Executes one run: receivables first, then the period's bills top-down, a depth at a time. */
  const execute = async (
    runId: number,
    brand: Brand,
    kind: ContractKind,
    code: SettlementPeriodCode,
    period: Period,
    cap: Date,
  ) => {
    const now = new Date();
    const paidTo = new Set<number>();
    let bills = 0;
    let total = 0n;
    try {
      for (const open of await repo.openBills(db, brand.code, kind))
        await db.transaction(async (tx) => {
          const b = await repo.bill(tx, open.id, true);
          if (b && (b.status === 'PARTIAL' || b.status === 'UNPAID')) {
            const r = await payBill(tx, b, brand, now);
            if (r.paid > b.paid) paidTo.add(b.holderId);
          }
        });
      const threshold = kind === 'DIVIDEND' ? await dividendThreshold(brand.code) : null;
      const contracts = await repo.billable(db, brand.code, kind, code, new Date(now.getTime() - ENDED_LOOKBACK_MS));
      const drafts = await compute(
        brand,
        contracts.filter((c) => c.acceptedAt !== null),
        period,
        cap,
      );
      const depth = new Map<number, typeof drafts>();
      const depthOfHolder = depthOf(await repo.tree(db, brand.code));
      for (const d of drafts) {
        const k = depthOfHolder(d.c.holderId);
        (depth.get(k) ?? depth.set(k, []).get(k)!).push(d);
      }
      // Ledger accounts are created (and their ids cached) before the bills, outside their transactions.
      const specs = [
        ...new Set(drafts.flatMap((d) => [d.c.holderId, ...(d.c.offererId === null ? [] : [d.c.offererId])])),
      ].flatMap((id) => [
        { member: { id, type: 1 }, wallet: MAIN_WALLET },
        { system: SystemAccount.CommissionExpense, part: kind, shard: id % SYSTEM_SHARDS },
      ]);
      for (let i = 0; i < specs.length; i += 500)
        await deps.ledger.resolve(brand.code, brand.currency, specs.slice(i, i + 500));
      // A depth at a time (parents are paid before they pay), in transactions of up to BATCH bills.
      for (const level of [...depth.keys()].sort((a, b) => a - b)) {
        const batches: (typeof drafts)[] = [];
        // Sorted by the account the payment locks first (the payer's wallet, or the commission shard),
        // so parallel transactions take their locks in one order and cannot deadlock.
        const lockKey = (d: (typeof drafts)[number]) => d.c.offererId ?? d.c.holderId % SYSTEM_SHARDS;
        const all = depth.get(level)!.sort((a, b) => lockKey(a) - lockKey(b) || a.c.holderId - b.c.holderId);
        for (let i = 0; i < all.length; i += BATCH) batches.push(all.slice(i, i + BATCH));
        await pool(batches, deps.lanes, async (batch) => {
          const paid: number[] = [];
          const written = await db.transaction(async (tx) => {
            let n = 0;
            let sum = 0n;
            for (const d of batch) {
              const needsApproval = threshold !== null && d.row.amount! > threshold;
              const b = await repo.insertBill(tx, {
                ...d.row,
                runId,
                status: d.row.amount === 0n ? 'NIL' : needsApproval ? 'APPROVAL' : 'UNPAID',
              });
              // Another run wrote this bill first: exactly once.
              if (!b) continue;
              n++;
              sum += b.amount;
              if (b.status === 'UNPAID' && (await payBill(tx, b, brand, now)).paid > 0n) paid.push(b.holderId);
            }
            return { n, sum };
          });
          bills += written.n;
          total += written.sum;
          for (const id of paid) paidTo.add(id);
        });
      }
      // Approval requests go out after the bills are written; a crash in between leaves bills without
      // one, which the next dividend run submits.
      if (kind === 'DIVIDEND') for (const b of await repo.unsubmitted(db, brand.code)) await submitApproval(b);
      await repo.setRun(db, runId, { status: 'DONE', finishedAt: new Date(), bills, total });
    } catch (err) {
      await repo.setRun(db, runId, {
        status: 'FAILED',
        finishedAt: new Date(),
        bills,
        total,
        error: failureText(err),
      });
      throw err;
    } finally {
      if (paidTo.size > 0) deps.onPaid?.([...paidTo]);
    }
    return (await repo.run(db, brand.code, runId))!;
  };

  const dividendThreshold = async (merchantCode: string) => {
    const row = await repo.dividendThreshold(db, merchantCode);
    return row ? row.amount : DEFAULT_APPROVAL_THRESHOLDS['agent.dividend'];
  };

  const brandsOf = async (merchantCode?: string): Promise<Brand[]> => {
    const all = await repo.merchants(db);
    return Promise.all(
      all
        .filter((m) => !merchantCode || m.code === merchantCode)
        .map(async (m) => ({ code: m.code, currency: m.currency, tz: await deps.timeZoneOf(m.code) })),
    );
  };

  /**
   * Runs a kind for every brand (or one). `closed`: the last period that has ended (the schedules);
   * `now`: the period in progress up to now (the back office's run now; later bets of that period
   * carry into the next bill through the watermark).
   */
  const run = async (
    kind: ContractKind,
    opts: { mode: 'closed' | 'now'; now?: Date; merchantCode?: string; trigger?: string; by?: string; ip?: string },
  ) => {
    const now = opts.now ?? new Date();
    const runs = [];
    for (const brand of await brandsOf(opts.merchantCode))
      for (const code of CODES[kind]) {
        const period = opts.mode === 'now' ? periodAt(code, now, brand.tz) : lastClosedPeriod(code, now, brand.tz);
        const cap =
          opts.mode === 'now' ? now : new Date(Math.min(period.end.getTime(), now.getTime() - SETTLEMENT_GRACE_MS));
        const r = await db.transaction(async (tx) => {
          const row = await repo.insertRun(tx, {
            merchantCode: brand.code,
            kind,
            period: code,
            periodKey: period.key,
            windowTo: cap,
            trigger: opts.trigger ?? 'SCHEDULE',
            by: opts.by ?? 'system',
          });
          if (opts.trigger === 'MANUAL' && opts.by)
            await deps.audit?.(
              {
                merchantCode: brand.code,
                actor: opts.by,
                action: 'agent.settlement.run',
                target: `run:${row.id}`,
                detail: { after: { kind, period: code, periodKey: period.key } },
                ip: opts.ip ?? '',
              },
              tx,
            );
          return row;
        });
        runs.push(await execute(r.id, brand, kind, code, period, cap));
      }
    return runs;
  };

  return {
    run,
    /** The jobs: each settles the last closed period of its kind. */
    daily: (now?: Date) => run('DAILY_SALARY', { mode: 'closed', ...(now ? { now } : {}) }),
    hourly: (now?: Date) => run('HOUR_SALARY', { mode: 'closed', ...(now ? { now } : {}) }),
    realtime: (now?: Date) => run('REALTIME_SALARY', { mode: 'closed', ...(now ? { now } : {}) }),
    dividends: (now?: Date) => run('DIVIDEND', { mode: 'closed', ...(now ? { now } : {}) }),

    /** The back office's run now. */
    runNow: async (merchantCode: string, schedule: SettlementSchedule, by: { actor: string; ip: string }) => ({
      runs: (
        await run(SCHEDULE_KIND[schedule], { mode: 'now', merchantCode, trigger: 'MANUAL', by: by.actor, ip: by.ip })
      ).map(presentRun),
    }),

    /** Replays a failed run with its own period and watermark: bills written before are kept. */
    replay: async (merchantCode: string, runId: number, by: { actor: string; ip: string }) => {
      const old = await repo.run(db, merchantCode, runId);
      if (!old) throw new AppError(ErrorCode.NotFound);
      if (old.status !== 'FAILED') throw new AppError(ErrorCode.ContractStateInvalid, 'Only a failed run is replayed.');
      const [brand] = await brandsOf(merchantCode);
      const period = periodAt(old.period, new Date(old.windowTo.getTime() - 1), brand!.tz);
      const r = await db.transaction(async (tx) => {
        const row = await repo.insertRun(tx, {
          merchantCode,
          kind: old.kind,
          period: old.period,
          periodKey: old.periodKey,
          windowTo: old.windowTo,
          trigger: 'REPLAY',
          by: by.actor,
        });
        await repo.setRun(tx, old.id, { error: `${old.error ?? ''} (replayed by run ${row.id})`.trim() });
        await deps.audit?.(
          {
            merchantCode,
            actor: by.actor,
            action: 'agent.settlement.replay',
            target: `run:${old.id}`,
            detail: { after: { replayRun: row.id } },
            ip: by.ip,
          },
          tx,
        );
        return row;
      });
      return {
        run: presentRun(
          await execute(r.id, brand!, old.kind, old.period, { ...period, key: old.periodKey }, old.windowTo),
        ),
      };
    },

    /** The agent.dividend executor: pays an approved dividend bill once. */
    payApproved: async (payload: Record<string, unknown>) => {
      const id = Number(payload.settlementId);
      const now = new Date();
      const found = await repo.bill(db, id);
      if (!found) throw new AppError(ErrorCode.NotFound);
      // The brand is read before the transaction (PGlite has one connection).
      const [brand] = await brandsOf(found.merchantCode);
      return db.transaction(async (tx) => {
        const b = (await repo.bill(tx, id, true))!;
        if (b.status !== 'APPROVAL') return { settlementId: id, status: b.status };
        const r = await payBill(tx, b, brand!, now);
        return { settlementId: id, status: r.status, paid: r.paid.toString() };
      });
    },

    runs: async (merchantCode: string, q: { page: number; pageSize: number; status?: string | undefined }) => {
      const { rows, total } = await repo.runs(db, merchantCode, q.status, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { list: rows.map(presentRun), total };
    },

    /** Statements for a member: bills of contracts it holds (received) or offered (paid). */
    statements: async (
      member: { id: number; merchantCode: string },
      q: {
        kind: ContractKind;
        side: 'received' | 'paid';
        from?: number | undefined;
        to?: number | undefined;
        page: number;
        size: number;
      },
    ) => {
      const r = await repo.bills(
        db,
        {
          merchantCode: member.merchantCode,
          kind: q.kind,
          ...(q.side === 'received' ? { holderId: member.id } : { payerId: member.id }),
          ...(q.from !== undefined ? { from: new Date(q.from) } : {}),
          ...(q.to !== undefined ? { to: new Date(q.to) } : {}),
        },
        { limit: q.size, offset: (q.page - 1) * q.size },
      );
      const accounts = await repo.accounts(db, [
        ...new Set(r.rows.flatMap((b) => [b.holderId, b.payerId ?? b.holderId])),
      ]);
      return { list: r.rows.map((b) => presentBill(b, accounts)), total: r.total };
    },

    /** My income: contract money received and paid out per day in the brand's zone. */
    income: async (
      member: { id: number; merchantCode: string },
      q: { from?: number | undefined; to?: number | undefined; page: number; size: number },
    ) => {
      const tz = await deps.timeZoneOf(member.merchantCode);
      const to = q.to !== undefined ? new Date(q.to) : new Date();
      const from = q.from !== undefined ? new Date(q.from) : new Date(to.getTime() - 30 * 86_400_000);
      const rows = await repo.incomeByDay(db, member.id, tz, from, to);
      const days = new Map<string, Record<string, bigint>>();
      const zero = () => ({ DIVIDEND: 0n, DAILY_SALARY: 0n, HOUR_SALARY: 0n, REALTIME_SALARY: 0n, paidOut: 0n });
      for (const r of rows) {
        const d = days.get(r.day) ?? days.set(r.day, zero()).get(r.day)!;
        d[r.kind] = (d[r.kind] ?? 0n) + r.received;
        d.paidOut = d.paidOut! + r.paidOut;
      }
      const present = (d: Record<string, bigint>) => {
        const received = d.DIVIDEND! + d.DAILY_SALARY! + d.HOUR_SALARY! + d.REALTIME_SALARY!;
        return {
          dividend: n(d.DIVIDEND!),
          dailySalary: n(d.DAILY_SALARY!),
          hourSalary: n(d.HOUR_SALARY!),
          realtimeSalary: n(d.REALTIME_SALARY!),
          paidOut: n(d.paidOut!),
          net: n(received - d.paidOut!),
        };
      };
      const sorted = [...days.entries()].sort((a, b) => (a[0] < b[0] ? 1 : -1));
      const sum = zero() as Record<string, bigint>;
      for (const [, d] of sorted) for (const k of Object.keys(sum)) sum[k] = sum[k]! + d[k]!;
      return {
        list: sorted.slice((q.page - 1) * q.size, q.page * q.size).map(([day, d]) => ({ day, ...present(d) })),
        total: sorted.length,
        sum: present(sum),
      };
    },

    /** The back office's commission report. */
    report: async (merchantCode: string, q: OperationParsedQuery<typeof operatorAgentSettlements>) => {
      const r = await repo.bills(
        db,
        {
          merchantCode,
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.runId ? { runId: q.runId } : {}),
          ...(q.from !== undefined ? { from: new Date(q.from) } : {}),
          ...(q.to !== undefined ? { to: new Date(q.to) } : {}),
        },
        { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      );
      const accounts = await repo.accounts(db, [
        ...new Set(r.rows.flatMap((b) => [b.holderId, b.payerId ?? b.holderId])),
      ]);
      return {
        list: r.rows.map((b) => presentBill(b, accounts)),
        total: r.total,
        sum: { amount: n(r.amount), paid: n(r.paid), receivable: n(r.amount - r.paid) },
      };
    },
  };
};
