import type { ContractKind, ContractStatus, SettlementPeriodCode, SettlementStatus } from '@pagoda/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  agentContractRequests,
  agentContracts,
  agentContractTemplates,
  agentSettlementRuns,
  agentSettlements,
  approvals,
  approvalThresholds,
  betRounds,
  ledgerAccounts,
  members,
  merchants,
} from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractInsert = typeof agentContracts.$inferInsert;
export type RequestRow = typeof agentContractRequests.$inferSelect;
export type TemplateRow = typeof agentContractTemplates.$inferSelect;
export type RunRow = typeof agentSettlementRuns.$inferSelect;
export type BillRow = typeof agentSettlements.$inferSelect;
export type BillInsert = typeof agentSettlements.$inferInsert;
export type TreeMember = { id: number; uplineId: number | null; type: number; account: string };

const big = (v: string | number | null | undefined) => BigInt(v ?? 0);

/** Agent contracts: SQL only; every method takes the connection or transaction to use. */
export const agentContractsRepository = {
  merchants: (db: DbOrTx) =>
    db
      .select({ code: merchants.code, country: merchants.defaultCountry, currency: merchants.currency })
      .from(merchants),

  member: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select({ id: members.id, uplineId: members.uplineId, type: members.type, account: members.account })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id))),
    ),

  memberByAccount: async (db: DbOrTx, merchantCode: string, account: string) =>
    one(
      await db
        .select({ id: members.id, uplineId: members.uplineId, type: members.type, account: members.account })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.accountKey, account.toLowerCase()))),
    ),

  accounts: async (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids))
          ).map((r) => [r.id, r.account]),
        ),

  /** Every member of the brand with its upline: the tree the team figures are summed over. */
  tree: (db: DbOrTx, merchantCode: string): Promise<TreeMember[]> =>
    db
      .select({ id: members.id, uplineId: members.uplineId, type: members.type, account: members.account })
      .from(members)
      .where(eq(members.merchantCode, merchantCode)),

  insertContract: async (db: DbOrTx, row: ContractInsert) =>
    (await db.insert(agentContracts).values(row).returning())[0]!,

  contract: async (db: DbOrTx, merchantCode: string, id: number, lock = false) => {
    const q = db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantCode, merchantCode), eq(agentContracts.id, id)));
    return one(await (lock ? q.for('update') : q));
  },

  /** The holder's contract of a kind and product in a state (P or E: at most one each). */
  holderContract: async (
    db: DbOrTx,
    holderId: number,
    kind: ContractKind,
    productType: string,
    status: ContractStatus,
    period?: SettlementPeriodCode,
  ) =>
    one(
      await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.holderId, holderId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.productType, productType),
            eq(agentContracts.status, status),
            period ? eq(agentContracts.period, period) : undefined,
          ),
        ),
    ),

  /** Active and pending contracts of holders (the consolidated maps, the ratio rule). */
  openOfHolders: (db: DbOrTx, holderIds: number[]) =>
    holderIds.length === 0
      ? Promise.resolve([] as ContractRow[])
      : db
          .select()
          .from(agentContracts)
          .where(and(inArray(agentContracts.holderId, holderIds), inArray(agentContracts.status, ['P', 'E']))),

  list: async (
    db: DbOrTx,
    where: {
      merchantCode: string;
      holderId?: number;
      offererId?: number;
      kind?: ContractKind;
      status?: ContractStatus;
    },
    page: { limit: number; offset: number },
    /** Newest first unless told (the back office's grid sorts by id or offer time). */
    order: { by: 'id' | 'offeredAt'; dir: 'asc' | 'desc' } = { by: 'id', dir: 'desc' },
  ) => {
    const cond = and(
      eq(agentContracts.merchantCode, where.merchantCode),
      where.holderId !== undefined ? eq(agentContracts.holderId, where.holderId) : undefined,
      where.offererId !== undefined ? eq(agentContracts.offererId, where.offererId) : undefined,
      where.kind ? eq(agentContracts.kind, where.kind) : undefined,
      where.status ? eq(agentContracts.status, where.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(agentContracts)
        .where(cond)
        .orderBy(
          ...(order.dir === 'asc'
            ? [asc(agentContracts[order.by]), asc(agentContracts.id)]
            : [desc(agentContracts[order.by]), desc(agentContracts.id)]),
        )
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(agentContracts).where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Active contracts a holder offered of a kind and product (what the chain rule cascades to). */
  offeredActive: (db: DbOrTx, offererId: number, kind: ContractKind, productType: string) =>
    db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.offererId, offererId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.productType, productType),
          eq(agentContracts.status, 'E'),
        ),
      ),

  setContract: (db: DbOrTx, id: number, patch: Partial<ContractInsert>) =>
    db.update(agentContracts).set(patch).where(eq(agentContracts.id, id)),

  insertRequest: async (db: DbOrTx, row: typeof agentContractRequests.$inferInsert) =>
    (await db.insert(agentContractRequests).values(row).returning())[0]!,

  request: async (db: DbOrTx, merchantCode: string, id: number, lock = false) => {
    const q = db
      .select()
      .from(agentContractRequests)
      .where(and(eq(agentContractRequests.merchantCode, merchantCode), eq(agentContractRequests.id, id)));
    return one(await (lock ? q.for('update') : q));
  },

  pendingRequests: (db: DbOrTx, contractIds: number[]) =>
    contractIds.length === 0
      ? Promise.resolve([] as RequestRow[])
      : db
          .select()
          .from(agentContractRequests)
          .where(and(inArray(agentContractRequests.contractId, contractIds), eq(agentContractRequests.status, 'P'))),

  setRequest: (db: DbOrTx, id: number, patch: Partial<typeof agentContractRequests.$inferInsert>) =>
    db.update(agentContractRequests).set(patch).where(eq(agentContractRequests.id, id)),

  templates: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(agentContractTemplates)
      .where(eq(agentContractTemplates.merchantCode, merchantCode))
      .orderBy(asc(agentContractTemplates.agentType), asc(agentContractTemplates.kind)),

  template: async (db: DbOrTx, merchantCode: string, agentType: number, kind: ContractKind) =>
    one(
      await db
        .select()
        .from(agentContractTemplates)
        .where(
          and(
            eq(agentContractTemplates.merchantCode, merchantCode),
            eq(agentContractTemplates.agentType, agentType),
            eq(agentContractTemplates.kind, kind),
          ),
        ),
    ),

  saveTemplate: async (db: DbOrTx, row: typeof agentContractTemplates.$inferInsert) =>
    (
      await db
        .insert(agentContractTemplates)
        .values(row)
        .onConflictDoUpdate({
          target: [agentContractTemplates.merchantCode, agentContractTemplates.agentType, agentContractTemplates.kind],
          set: { period: row.period, terms: row.terms, maxRateBps: row.maxRateBps, updatedAt: new Date() },
        })
        .returning()
    )[0]!,

  // Settlement.

  /** The brand's threshold for dividend approvals (null: none set, the default applies). */
  dividendThreshold: async (db: DbOrTx, merchantCode: string) =>
    one(
      await db
        .select({ amount: approvalThresholds.amountMinor })
        .from(approvalThresholds)
        .where(and(eq(approvalThresholds.merchantCode, merchantCode), eq(approvalThresholds.kind, 'agent.dividend'))),
    ),

  insertRun: async (db: DbOrTx, row: typeof agentSettlementRuns.$inferInsert) =>
    (await db.insert(agentSettlementRuns).values(row).returning())[0]!,

  run: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(agentSettlementRuns)
        .where(and(eq(agentSettlementRuns.merchantCode, merchantCode), eq(agentSettlementRuns.id, id))),
    ),

  setRun: (db: DbOrTx, id: number, patch: Partial<typeof agentSettlementRuns.$inferInsert>) =>
    db.update(agentSettlementRuns).set(patch).where(eq(agentSettlementRuns.id, id)),

  runs: async (
    db: DbOrTx,
    merchantCode: string,
    status: string | undefined,
    page: { limit: number; offset: number },
  ) => {
    const cond = and(
      eq(agentSettlementRuns.merchantCode, merchantCode),
      status ? eq(agentSettlementRuns.status, status as 'DONE') : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(agentSettlementRuns)
        .where(cond)
        .orderBy(desc(agentSettlementRuns.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(agentSettlementRuns).where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Contracts a run of a kind and period code may bill: active, or ended after `endedSince`. */
  billable: (db: DbOrTx, merchantCode: string, kind: ContractKind, period: SettlementPeriodCode, endedSince: Date) =>
    db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantCode, merchantCode),
          eq(agentContracts.kind, kind),
          eq(agentContracts.period, period),
          or(
            eq(agentContracts.status, 'E'),
            and(eq(agentContracts.status, 'V'), gte(agentContracts.endedAt, endedSince)),
          ),
        ),
      ),

  /** The latest bill of each contract: where its next window starts, and the dividend carry. */
  lastBills: async (db: DbOrTx, contractIds: number[]) => {
    const out = new Map<number, { windowTo: Date; carryOut: bigint; periodKey: string }>();
    for (let i = 0; i < contractIds.length; i += 5000) {
      const ids = contractIds.slice(i, i + 5000);
      const rows = await db
        .selectDistinctOn([agentSettlements.contractId], {
          contractId: agentSettlements.contractId,
          windowTo: agentSettlements.windowTo,
          carryOut: agentSettlements.carryOut,
          periodKey: agentSettlements.periodKey,
        })
        .from(agentSettlements)
        .where(inArray(agentSettlements.contractId, ids))
        .orderBy(agentSettlements.contractId, desc(agentSettlements.windowTo));
      for (const r of rows) out.set(r.contractId, r);
    }
    return out;
  },

  /**
   * Per member over [from, to) by settlement time: valid bet and net loss (bets − wins). Rounds that
   * count: settled, not rolled back or cancelled (a tie turns nothing over), real money only.
   */
  memberFigures: async (db: DbOrTx, merchantCode: string, from: Date, to: Date) => {
    const rows = await db
      .select({
        memberId: betRounds.memberId,
        validBet: sum(betRounds.validBet),
        netLoss: sql<string>`sum(${betRounds.betAmount} - ${betRounds.winAmount})`,
      })
      .from(betRounds)
      .where(
        and(
          eq(betRounds.merchantCode, merchantCode),
          gte(betRounds.closedAt, from),
          lt(betRounds.closedAt, to),
          sql`${betRounds.status} not in ('initial', 'cancel', 'refund', 'tie')`,
          eq(betRounds.trial, false),
        ),
      )
      .groupBy(betRounds.memberId);
    return new Map(rows.map((r) => [r.memberId, { validBet: big(r.validBet), netLoss: big(r.netLoss) }]));
  },

  /**
   * Real-time salary parts per member over [from, to): the valid bet of rounds of at least the
   * minimum stake the member lost (profit rate) and won or drew (loss rate).
   */
  realtimeParts: async (db: DbOrTx, merchantCode: string, from: Date, to: Date, minimumBet: bigint) => {
    const rows = await db
      .select({
        memberId: betRounds.memberId,
        profitBet: sql<string>`coalesce(sum(${betRounds.validBet}) filter (where ${betRounds.winAmount} < ${betRounds.betAmount}), 0)`,
        lossBet: sql<string>`coalesce(sum(${betRounds.validBet}) filter (where ${betRounds.winAmount} >= ${betRounds.betAmount}), 0)`,
      })
      .from(betRounds)
      .where(
        and(
          eq(betRounds.merchantCode, merchantCode),
          gte(betRounds.closedAt, from),
          lt(betRounds.closedAt, to),
          sql`${betRounds.status} not in ('initial', 'cancel', 'refund', 'tie')`,
          eq(betRounds.trial, false),
          gte(betRounds.betAmount, minimumBet),
        ),
      )
      .groupBy(betRounds.memberId);
    return new Map(rows.map((r) => [r.memberId, { profitBet: big(r.profitBet), lossBet: big(r.lossBet) }]));
  },

  /** Writes a bill once per contract and period: null when it already exists. */
  insertBill: async (db: DbOrTx, row: BillInsert) =>
    one(
      await db
        .insert(agentSettlements)
        .values(row)
        .onConflictDoNothing({ target: [agentSettlements.contractId, agentSettlements.periodKey] })
        .returning(),
    ),

  bill: async (db: DbOrTx, id: number, lock = false) => {
    const q = db.select().from(agentSettlements).where(eq(agentSettlements.id, id));
    return one(await (lock ? q.for('update') : q));
  },

  setBill: (db: DbOrTx, id: number, patch: Partial<BillInsert>) =>
    db.update(agentSettlements).set(patch).where(eq(agentSettlements.id, id)),

  /** Bills of a kind still owed in part (receivables), oldest first. */
  openBills: (db: DbOrTx, merchantCode: string, kind: ContractKind) =>
    db
      .select()
      .from(agentSettlements)
      .where(
        and(
          eq(agentSettlements.merchantCode, merchantCode),
          eq(agentSettlements.kind, kind),
          inArray(agentSettlements.status, ['PARTIAL', 'UNPAID']),
        ),
      )
      .orderBy(asc(agentSettlements.id)),

  /** Dividend bills waiting for an approval that was never requested (a crash between the two). */
  unsubmitted: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(agentSettlements)
      .where(
        and(
          eq(agentSettlements.merchantCode, merchantCode),
          eq(agentSettlements.status, 'APPROVAL'),
          isNull(agentSettlements.approvalId),
        ),
      ),

  /** The member's main-wallet balance, locked for the transaction (what an agent can pay from). */
  lockBalance: async (db: DbOrTx, merchantCode: string, memberId: number) => {
    const rows = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.key, `M:${memberId}:2`)))
      .for('update');
    return rows[0]?.balance ?? 0n;
  },

  /** Statements: bills with the approval's state (a rejected dividend shows as such). */
  bills: async (
    db: DbOrTx,
    where: {
      merchantCode: string;
      kind?: ContractKind;
      holderId?: number;
      payerId?: number;
      runId?: number;
      from?: Date;
      to?: Date;
    },
    page: { limit: number; offset: number },
  ) => {
    const cond = and(
      eq(agentSettlements.merchantCode, where.merchantCode),
      where.kind ? eq(agentSettlements.kind, where.kind) : undefined,
      where.holderId !== undefined ? eq(agentSettlements.holderId, where.holderId) : undefined,
      where.payerId !== undefined ? eq(agentSettlements.payerId, where.payerId) : undefined,
      where.runId !== undefined ? eq(agentSettlements.runId, where.runId) : undefined,
      where.from ? gte(agentSettlements.createdAt, where.from) : undefined,
      where.to ? lt(agentSettlements.createdAt, where.to) : undefined,
    );
    const [rows, [agg]] = await Promise.all([
      db
        .select({ bill: agentSettlements, approval: approvals.status })
        .from(agentSettlements)
        .leftJoin(approvals, eq(approvals.id, agentSettlements.approvalId))
        .where(cond)
        .orderBy(desc(agentSettlements.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: count(), amount: sum(agentSettlements.amount), paid: sum(agentSettlements.paid) })
        .from(agentSettlements)
        .where(cond),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r.bill,
        status: (r.approval === 'REJECTED' && r.bill.status === 'APPROVAL'
          ? 'REJECTED'
          : r.bill.status) as SettlementStatus,
      })),
      total: agg?.n ?? 0,
      amount: big(agg?.amount),
      paid: big(agg?.paid),
    };
  },

  /** Paid contract money per day (brand zone) and kind, received (holder) or paid out (payer). */
  incomeByDay: async (db: DbOrTx, memberId: number, tz: string, from: Date, to: Date) => {
    const day = sql<string>`to_char(${agentSettlements.paidAt} at time zone ${tz}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        day,
        kind: agentSettlements.kind,
        received: sql<string>`coalesce(sum(${agentSettlements.paid}) filter (where ${agentSettlements.holderId} = ${memberId}), 0)`,
        paidOut: sql<string>`coalesce(sum(${agentSettlements.paid}) filter (where ${agentSettlements.payerId} = ${memberId}), 0)`,
      })
      .from(agentSettlements)
      .where(
        and(
          or(eq(agentSettlements.holderId, memberId), eq(agentSettlements.payerId, memberId)),
          gte(agentSettlements.paidAt, from),
          lt(agentSettlements.paidAt, to),
        ),
      )
      .groupBy(sql`1`, sql`2`);
    return rows.map((r) => ({ day: r.day, kind: r.kind, received: big(r.received), paidOut: big(r.paidOut) }));
  },
};
