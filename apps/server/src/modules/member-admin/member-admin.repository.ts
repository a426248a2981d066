import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  affiliateCodes,
  betRounds,
  depositOrders,
  gameVendors,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  loginAttempts,
  memberIps,
  memberLabelOptions,
  memberLabels,
  memberNotes,
  members,
  paymentChannels,
  payoutAccounts,
  securityEvents,
  sessions,
  withdrawalOrders,
} from '../../db/schema.js';

/** The main wallet's account type (ledger key M:<member>:2). */
export const MAIN_WALLET_TYPE = 2;

export type SearchFilter = {
  merchantCode: string;
  q?: string | undefined;
  field: 'ANY' | 'USERNAME' | 'MOBILE' | 'EMAIL' | 'IP' | 'AFFILIATE';
  status?: 'ACTIVE' | 'LOCKED' | undefined;
  vipLevel?: number | undefined;
  label?: string | undefined;
  registeredFrom?: Date | undefined;
  registeredTo?: Date | undefined;
};
export type Paging = { limit: number; offset: number; desc: boolean };

/** `%text%` for LIKE, with the pattern characters taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const mainWallet = and(
  eq(ledgerAccounts.memberId, members.id),
  eq(ledgerAccounts.kind, 'MEMBER_WALLET'),
  eq(ledgerAccounts.accountTypeId, MAIN_WALLET_TYPE),
);

/** What the search text matches, per field; IP and affiliate code match exactly. */
const textMatch = (f: SearchFilter): SQL | undefined => {
  const q = f.q;
  if (!q) return undefined;
  const byUsername = sql`${members.accountKey} like ${contains(q.toLowerCase())}`;
  const byMobile = sql`coalesce(${members.countryDialingCode}, '') || coalesce(${members.mobile}, '') like ${contains(q.replace(/^\+/, ''))}`;
  const byEmail = sql`lower(coalesce(${members.email}, '')) like ${contains(q.toLowerCase())}`;
  const byIp = or(
    eq(members.registeredIp, q),
    sql`exists (select 1 from ${memberIps} where ${memberIps.memberId} = ${members.id} and ${memberIps.ip} = ${q})`,
  );
  // Members who registered with the code, and the agent who owns it.
  const byAffiliate = or(
    sql`lower(coalesce(${members.affiliateCode}, '')) = ${q.toLowerCase()}`,
    sql`upper(coalesce(${members.referralCode}, '')) = ${q.toUpperCase()}`,
    sql`exists (select 1 from ${affiliateCodes} where ${affiliateCodes.agentId} = ${members.id} and ${affiliateCodes.codeKey} = ${q.toLowerCase()})`,
  );
  switch (f.field) {
    case 'USERNAME':
      return byUsername;
    case 'MOBILE':
      return byMobile;
    case 'EMAIL':
      return byEmail;
    case 'IP':
      return byIp;
    case 'AFFILIATE':
      return byAffiliate;
    default:
      return or(byUsername, byMobile, byEmail, byIp, byAffiliate);
  }
};

const searchWhere = (f: SearchFilter) =>
  and(
    eq(members.merchantCode, f.merchantCode),
    textMatch(f),
    f.status === undefined
      ? undefined
      : f.status === 'ACTIVE'
        ? eq(members.status, 'ACTIVE')
        : ne(members.status, 'ACTIVE'),
    f.vipLevel === undefined ? undefined : eq(members.clubRankLevel, f.vipLevel),
    f.label === undefined
      ? undefined
      : sql`exists (select 1 from ${memberLabels} where ${memberLabels.memberId} = ${members.id} and ${memberLabels.labelName} = ${f.label})`,
    f.registeredFrom ? gte(members.registeredAt, f.registeredFrom) : undefined,
    f.registeredTo ? lte(members.registeredAt, f.registeredTo) : undefined,
  );

const dir = (p: Paging, column: SQL | Parameters<typeof asc>[0]) => (p.desc ? desc(column) : asc(column));

export const memberAdminRepository = {
  search: async (db: DbOrTx, f: SearchFilter, sort: 'registeredAt' | 'lastLoginAt' | 'balance', p: Paging) => {
    const balance = sql<bigint>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith((v) => BigInt(v as string));
    const order =
      sort === 'balance'
        ? dir(p, sql`coalesce(${ledgerAccounts.balance}, 0)`)
        : sort === 'lastLoginAt'
          ? sql`${members.lastLoginAt} ${sql.raw(p.desc ? 'desc nulls last' : 'asc nulls first')}`
          : dir(p, members.registeredAt);
    const where = searchWhere(f);
    const [rows, total] = await Promise.all([
      db
        .select({ member: members, balance })
        .from(members)
        .leftJoin(ledgerAccounts, mainWallet)
        .where(where)
        .orderBy(order, desc(members.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(members).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  findMember: async (db: DbOrTx, merchantCode: string, id: number) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.id, id), eq(members.merchantCode, merchantCode)))
        .limit(1)
    )[0] ?? null,

  /** The member row locked for the change (status, flags) the caller makes in the same transaction. */
  lockMember: async (db: DbOrTx, merchantCode: string, id: number) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.id, id), eq(members.merchantCode, merchantCode)))
        .for('update')
        .limit(1)
    )[0] ?? null,

  updateMember: (db: DbOrTx, id: number, patch: Partial<typeof members.$inferInsert>) =>
    db.update(members).set(patch).where(eq(members.id, id)),

  people: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
          .from(members)
          .where(inArray(members.id, ids)),

  labelsOf: (db: DbOrTx, memberIds: number[]) =>
    memberIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(memberLabels)
          .where(inArray(memberLabels.memberId, memberIds))
          .orderBy(asc(memberLabels.labelName)),

  replaceLabels: async (db: DbOrTx, memberId: number, names: string[]) => {
    await db.delete(memberLabels).where(eq(memberLabels.memberId, memberId));
    if (names.length > 0) await db.insert(memberLabels).values(names.map((labelName) => ({ memberId, labelName })));
  },

  labelOptions: (db: DbOrTx, merchantCode: string) =>
    db
      .select({
        name: memberLabelOptions.name,
        members:
          sql<number>`(select count(*) from ${memberLabels} join ${members} on ${members.id} = ${memberLabels.memberId} where ${members.merchantCode} = ${merchantCode} and ${memberLabels.labelName} = ${memberLabelOptions.name})`.mapWith(
            Number,
          ),
      })
      .from(memberLabelOptions)
      .where(eq(memberLabelOptions.merchantCode, merchantCode))
      .orderBy(asc(memberLabelOptions.name)),

  addLabelOption: (db: DbOrTx, merchantCode: string, name: string) =>
    db.insert(memberLabelOptions).values({ merchantCode, name }).onConflictDoNothing().returning(),

  /** Every wallet (ledger account) of the member, with the vendor that owns a game wallet. */
  wallets: (db: DbOrTx, merchantCode: string, memberId: number) =>
    db
      .select({
        kind: ledgerAccounts.kind,
        accountTypeId: ledgerAccounts.accountTypeId,
        balance: ledgerAccounts.balance,
        vendorCode: sql<
          string | null
        >`(select ${gameVendors.code} from ${gameVendors} where ${gameVendors.merchantCode} = ${merchantCode} and ${gameVendors.accountTypeId} = ${ledgerAccounts.accountTypeId} order by ${gameVendors.id} limit 1)`,
        vendorName: sql<
          string | null
        >`(select ${gameVendors.displayName} from ${gameVendors} where ${gameVendors.merchantCode} = ${merchantCode} and ${gameVendors.accountTypeId} = ${ledgerAccounts.accountTypeId} order by ${gameVendors.id} limit 1)`,
      })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.memberId, memberId)))
      .orderBy(asc(ledgerAccounts.id)),

  openSessions: async (db: DbOrTx, memberId: number, now: Date) =>
    (
      await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    )[0]!.n,

  lastDevice: async (db: DbOrTx, memberId: number) =>
    (
      await db
        .select({ device: sessions.device })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.id))
        .limit(1)
    )[0]?.device ?? '',

  downlineCount: async (db: DbOrTx, memberId: number) =>
    (await db.select({ n: count() }).from(members).where(eq(members.uplineId, memberId)))[0]!.n,

  downline: async (db: DbOrTx, memberId: number, p: Paging) => {
    const where = eq(members.uplineId, memberId);
    const [rows, total] = await Promise.all([
      db
        .select({
          id: members.id,
          account: members.account,
          type: members.type,
          status: members.status,
          registeredAt: members.registeredAt,
          downlineCount: sql<number>`(select count(*) from ${members} d where d.upline_id = ${members.id})`.mapWith(
            Number,
          ),
        })
        .from(members)
        .where(where)
        .orderBy(dir(p, members.registeredAt), desc(members.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(members).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  ledger: async (db: DbOrTx, merchantCode: string, memberId: number, sort: 'time' | 'amount', p: Paging) => {
    const where = and(eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.memberId, memberId));
    const [rows, total] = await Promise.all([
      db
        .select({
          id: ledgerEntries.id,
          createdAt: ledgerEntries.createdAt,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          accountKind: ledgerAccounts.kind,
          accountTypeId: ledgerAccounts.accountTypeId,
          kind: ledgerPostings.kind,
          txTypeId: ledgerPostings.txTypeId,
          reference: ledgerPostings.reference,
          remark: ledgerPostings.remark,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .where(where)
        .orderBy(dir(p, sort === 'amount' ? ledgerEntries.amount : ledgerEntries.id), desc(ledgerEntries.id))
        .limit(p.limit)
        .offset(p.offset),
      db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  deposits: async (db: DbOrTx, merchantCode: string, memberId: number, sort: 'createdAt' | 'amount', p: Paging) => {
    const where = and(eq(depositOrders.merchantCode, merchantCode), eq(depositOrders.memberId, memberId));
    const [rows, total] = await Promise.all([
      db
        .select({ order: depositOrders, channel: paymentChannels.name })
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(where)
        .orderBy(dir(p, sort === 'amount' ? depositOrders.amount : depositOrders.createdAt), desc(depositOrders.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(depositOrders).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  withdrawals: async (db: DbOrTx, merchantCode: string, memberId: number, sort: 'createdAt' | 'amount', p: Paging) => {
    const where = and(eq(withdrawalOrders.merchantCode, merchantCode), eq(withdrawalOrders.memberId, memberId));
    const [rows, total] = await Promise.all([
      db
        .select({ order: withdrawalOrders, channel: paymentChannels.name, accountNo: payoutAccounts.accountNo })
        .from(withdrawalOrders)
        .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
        .where(where)
        .orderBy(
          dir(p, sort === 'amount' ? withdrawalOrders.amount : withdrawalOrders.createdAt),
          desc(withdrawalOrders.id),
        )
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(withdrawalOrders).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  bets: async (db: DbOrTx, merchantCode: string, memberId: number, sort: 'openedAt' | 'bet' | 'win', p: Paging) => {
    const where = and(eq(betRounds.merchantCode, merchantCode), eq(betRounds.memberId, memberId));
    const column = sort === 'bet' ? betRounds.betAmount : sort === 'win' ? betRounds.winAmount : betRounds.openedAt;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(betRounds)
        .where(where)
        .orderBy(dir(p, column), desc(betRounds.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(betRounds).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  logins: async (db: DbOrTx, merchantCode: string, memberId: number, p: Paging) => {
    const where = and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.memberId, memberId));
    const [rows, total] = await Promise.all([
      db.select().from(loginAttempts).where(where).orderBy(dir(p, loginAttempts.id)).limit(p.limit).offset(p.offset),
      db.select({ n: count() }).from(loginAttempts).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  securityEvents: async (db: DbOrTx, merchantCode: string, memberId: number, p: Paging) => {
    const where = and(eq(securityEvents.merchantCode, merchantCode), eq(securityEvents.memberId, memberId));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(securityEvents)
        .where(where)
        .orderBy(dir(p, securityEvents.at), dir(p, securityEvents.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(securityEvents).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  addSecurityEvent: (db: DbOrTx, row: typeof securityEvents.$inferInsert) => db.insert(securityEvents).values(row),

  notes: async (db: DbOrTx, merchantCode: string, memberId: number, p: Paging) => {
    const where = and(eq(memberNotes.merchantCode, merchantCode), eq(memberNotes.memberId, memberId));
    const [rows, total] = await Promise.all([
      db.select().from(memberNotes).where(where).orderBy(dir(p, memberNotes.id)).limit(p.limit).offset(p.offset),
      db.select({ n: count() }).from(memberNotes).where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  addNote: async (db: DbOrTx, row: typeof memberNotes.$inferInsert) =>
    (await db.insert(memberNotes).values(row).returning())[0]!,

  /** The addresses a member registered or signed in from. */
  ipsOf: async (db: DbOrTx, member: { id: number; registeredIp: string }) => {
    const rows = await db.select({ ip: memberIps.ip }).from(memberIps).where(eq(memberIps.memberId, member.id));
    return [...new Set([member.registeredIp, ...rows.map((r) => r.ip)].filter((ip) => ip !== ''))];
  },

  /** Other members of the brand whose registration or login addresses are among `ips`. */
  sharingIps: async (db: DbOrTx, merchantCode: string, memberId: number, ips: string[], limit: number) => {
    if (ips.length === 0) return { byRegistration: [], byLogin: [] };
    const person = {
      id: members.id,
      account: members.account,
      status: members.status,
      registeredAt: members.registeredAt,
    };
    const [byRegistration, byLogin] = await Promise.all([
      db
        .select({ ...person, ip: members.registeredIp })
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), ne(members.id, memberId), inArray(members.registeredIp, ips)),
        )
        .limit(limit),
      db
        .select({ ...person, ip: memberIps.ip })
        .from(memberIps)
        .innerJoin(members, eq(members.id, memberIps.memberId))
        .where(and(eq(members.merchantCode, merchantCode), ne(members.id, memberId), inArray(memberIps.ip, ips)))
        .limit(limit),
    ]);
    return { byRegistration, byLogin };
  },
};
