import { createHash } from 'node:crypto';
import { MAIN_WALLET, MemberType, TxType } from '@pagoda/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  announcements,
  announcementTexts,
  betRounds,
  depositOrders,
  ledgerAccounts,
  members,
  paymentChannels,
  payoutAccounts,
  withdrawalOrders,
} from '../db/schema.js';
import { hashPassword } from '../lib/secrets.js';
import { newReferralCode } from '../modules/affiliates/affiliates.service.js';
import { ledgerRepository, type NewLedgerAccount } from '../modules/wallet/ledger.repository.js';
import { type AccountSpec, accountKey, SYSTEM_SHARDS, SystemAccount } from '../modules/wallet/ledger.service.js';

/**
 * The demo agent tree (docs/agents.md, ## Demo data; README demo section): demoagent (type 1) heads three
 * levels, every account's password is agent1234. The contracts part seeds contracts on these names.
 */
export const DEMO_TREE: { account: string; upline: string; type: number }[] = [
  { account: 'agent_lan', upline: 'demoagent', type: MemberType.Agent2 },
  { account: 'agent_minh', upline: 'demoagent', type: MemberType.Agent2 },
  { account: 'player_an', upline: 'demoagent', type: MemberType.Player },
  { account: 'player_binh', upline: 'demoagent', type: MemberType.Player },
  { account: 'player_chi', upline: 'demoagent', type: MemberType.Player },
  { account: 'agent_quang', upline: 'agent_lan', type: MemberType.Agent2 },
  { account: 'player_dung', upline: 'agent_lan', type: MemberType.Player },
  { account: 'player_giang', upline: 'agent_lan', type: MemberType.Player },
  { account: 'player_hoa', upline: 'agent_minh', type: MemberType.Player },
  { account: 'player_khanh', upline: 'agent_minh', type: MemberType.Player },
  { account: 'player_linh', upline: 'agent_quang', type: MemberType.Player },
  { account: 'player_mai', upline: 'agent_quang', type: MemberType.Player },
];
export const DEMO_TREE_PASSWORD = 'agent1234';

const DAYS = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Categories and their demo vendor codes; the rounds are the SIM vendor's (the simulator's) own. */
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;

/** mulberry32: a small seeded PRNG, so every fresh start draws the same month. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

type Member = { id: number; account: string; type: number; uplineId: number | null };
type Posting = {
  at: Date;
  key: string;
  kind: string;
  txTypeId: number;
  memberId: number;
  reference: string | null;
  remark: string;
  meta: Record<string, unknown>;
  lines: { account: AccountSpec; amount: bigint }[];
};

const main = (m: Member): AccountSpec => ({ member: { id: m.id, type: m.type }, wallet: MAIN_WALLET });
const hold = (m: Member): AccountSpec => ({ member: { id: m.id, type: m.type }, wallet: 'HOLD' });
/** As the ledger service does: a system account's row is chosen by the posting's member. */
const sys = (system: SystemAccount, memberId: number, part?: string): AccountSpec => ({
  system,
  ...(part ? { part } : {}),
  shard: memberId % SYSTEM_SHARDS,
});

const describe = (merchantCode: string, currency: string, spec: AccountSpec): NewLedgerAccount =>
  'member' in spec
    ? {
        merchantCode,
        currency,
        key: accountKey(spec),
        kind: spec.wallet === 'HOLD' ? 'MEMBER_HOLD' : 'MEMBER_WALLET',
        memberId: spec.member.id,
        accountTypeId: typeof spec.wallet === 'number' ? spec.wallet : null,
        partition: 'REAL',
        allowNegative: false,
      }
    : {
        merchantCode,
        currency,
        key: accountKey(spec),
        kind: 'SYSTEM',
        memberId: null,
        accountTypeId: null,
        partition: 'REAL',
        allowNegative: true,
      };

/**
 * The tree and a month of its history before `now`: deposits, bets (rounds across categories, each
 * with its bet and win postings), withdrawals (held, then paid) and the agents' transfers to their
 * downlines. All money goes through ledger postings (balanced, idempotency keys, backdated), in time
 * order, so each wallet's balance is the sum of its records. Batched: a few statements in all.
 */
export const seedDemoAgents = async (
  tx: DbOrTx,
  merchantCode: string,
  now: Date,
  { history = true, currency = 'PHP' }: { history?: boolean; currency?: string } = {},
) => {
  const [head] = await tx
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.accountKey, 'demoagent')));
  if (!head) return;
  const rand = prng(17);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const start = now.getTime() - DAYS * DAY;

  // One hash for the shared demo password (hashing is deliberately slow).
  const passwordHash = await hashPassword(DEMO_TREE_PASSWORD);
  const byAccount = new Map<string, Member>([['demoagent', head]]);
  const joined = new Map<number, number>([[head.id, 0]]);
  for (const [i, n] of DEMO_TREE.entries()) {
    // Agents were there before the month; players join during it (new members, first deposits).
    const registeredAt = new Date(
      n.type === MemberType.Player ? start + (1 + i * 2) * DAY + 9 * HOUR : start - DAY + i * 3 * HOUR,
    );
    const [row] = await tx
      .insert(members)
      .values({
        merchantCode,
        account: n.account,
        accountKey: n.account,
        nickname: n.account.replace('_', ' '),
        passwordHash,
        type: n.type,
        uplineId: byAccount.get(n.upline)!.id,
        referralCode: newReferralCode(),
        registeredAt,
        passwordChangedAt: registeredAt,
        firstLoginAt: registeredAt,
        lastLoginAt: new Date(now.getTime() - between(1, 72) * HOUR),
      })
      .returning({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId });
    byAccount.set(n.account, row!);
    joined.set(row!.id, registeredAt.getTime());
  }
  const team = [...byAccount.values()];
  await seedAgentNotices(tx, merchantCode, now);
  // Without history: the tree alone (tests of other domains count the brand's money exactly).
  if (!history) return;
  const players = team.filter((m) => m.type === MemberType.Player);
  const agents = team.filter((m) => m.type !== MemberType.Player);

  const [channel] = await tx
    .select({ id: paymentChannels.id, code: paymentChannels.code, name: paymentChannels.name })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.code, 'GCASH')));
  if (!channel) return;
  const payouts = await tx
    .insert(payoutAccounts)
    .values(
      team.map((m, i) => ({
        memberId: m.id,
        channelId: channel.id,
        accountNo: `0917${String(1_000_000 + i * 7919).slice(-7)}`,
        holderName: m.account,
      })),
    )
    .returning({ id: payoutAccounts.id, memberId: payoutAccounts.memberId });
  const payoutOf = new Map(payouts.map((p) => [p.memberId, p.id]));

  // The month, event by event, with each wallet's balance followed so nothing goes below zero.
  const balance = new Map(team.map((m) => [m.id, 0n]));
  const postings: Posting[] = [];
  const deposits: (typeof depositOrders.$inferInsert)[] = [];
  const withdrawals: (typeof withdrawalOrders.$inferInsert)[] = [];
  const rounds: (typeof betRounds.$inferInsert)[] = [];
  let seq = 0;
  const orderNo = (prefix: string, at: Date) =>
    `${prefix}${at.toISOString().slice(0, 10).replace(/-/g, '')}A${String(++seq).padStart(5, '0')}`;
  const move = (m: Member, amount: bigint) => balance.set(m.id, balance.get(m.id)! + amount);

  const deposit = (m: Member, at: Date, amount: bigint) => {
    const no = orderNo('D', at);
    deposits.push({
      merchantCode,
      orderNo: no,
      memberId: m.id,
      channelId: channel.id,
      amount,
      status: 'PAID',
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(at.getTime() + 30 * 60_000),
      paidAt: at,
      reviewedBy: 'seed',
    });
    postings.push({
      at,
      key: `deposit:${no}`,
      kind: 'DEPOSIT',
      txTypeId: TxType.Deposit,
      memberId: m.id,
      reference: no,
      remark: channel.name,
      meta: {},
      lines: [
        { account: sys(SystemAccount.CashIn, m.id, channel.code), amount: -amount },
        { account: main(m), amount },
      ],
    });
    move(m, amount);
  };

  const bet = (m: Member, at: Date) => {
    const stake = BigInt(between(1, 40) * 500);
    if (balance.get(m.id)! < stake) return;
    const category = pick(CATEGORIES);
    const roundId = `seed-${m.id}-${at.getTime()}-${++seq}`;
    const r = rand();
    // Roughly a 95 % return: many small losses, some wins, a few big ones.
    const win = r < 0.5 ? 0n : r < 0.9 ? (stake * BigInt(between(120, 200))) / 100n : stake * BigInt(between(3, 6));
    const closedAt = new Date(at.getTime() + between(5, 300) * 1000);
    rounds.push({
      merchantCode,
      memberId: m.id,
      vendorCode: 'SIM',
      gameCode: `${category.toLowerCase()}-demo`,
      category,
      roundId,
      betAmount: stake,
      validBet: stake,
      winAmount: win,
      status: win > 0n ? 'win' : 'lose',
      openedAt: at,
      closedAt,
    });
    const meta = { vendor: 'SIM', game: `${category.toLowerCase()}-demo`, round: roundId, category };
    postings.push({
      at,
      key: `vendor:SIM:${roundId}:bet`,
      kind: 'VENDOR_BET',
      txTypeId: TxType.Bet,
      memberId: m.id,
      reference: roundId,
      remark: '',
      meta,
      lines: [
        { account: main(m), amount: -stake },
        {
          account: { system: SystemAccount.VendorSettlement, part: 'SIM', shard: m.id % SYSTEM_SHARDS },
          amount: stake,
        },
      ],
    });
    move(m, -stake);
    if (win > 0n) {
      postings.push({
        at: closedAt,
        key: `vendor:SIM:${roundId}:win`,
        kind: 'VENDOR_WIN',
        txTypeId: TxType.Win,
        memberId: m.id,
        reference: roundId,
        remark: '',
        meta,
        lines: [
          {
            account: { system: SystemAccount.VendorSettlement, part: 'SIM', shard: m.id % SYSTEM_SHARDS },
            amount: -win,
          },
          { account: main(m), amount: win },
        ],
      });
      move(m, win);
    }
  };

  const withdraw = (m: Member, at: Date) => {
    const amount = ((balance.get(m.id)! * BigInt(between(20, 40))) / 100n / 10_000n) * 10_000n;
    if (amount < 10_000n) return;
    const no = orderNo('W', at);
    const paidAt = new Date(at.getTime() + between(10, 90) * 60_000);
    withdrawals.push({
      merchantCode,
      orderNo: no,
      memberId: m.id,
      payoutAccountId: payoutOf.get(m.id)!,
      amount,
      status: 'CONFIRMED',
      confirmation: 'RECEIVED',
      receivedAmount: amount,
      reviewedBy: 'seed',
      createdAt: at,
      updatedAt: paidAt,
      paidAt,
      confirmDueAt: new Date(paidAt.getTime() + HOUR),
    });
    postings.push({
      at,
      key: `withdraw:${no}`,
      kind: 'WITHDRAW_HOLD',
      txTypeId: TxType.WithdrawRequest,
      memberId: m.id,
      reference: no,
      remark: channel.name,
      meta: {},
      lines: [
        { account: main(m), amount: -amount },
        { account: hold(m), amount },
      ],
    });
    postings.push({
      at: paidAt,
      key: `withdraw-pay:${no}`,
      kind: 'WITHDRAW_PAY',
      txTypeId: TxType.WithdrawRequest,
      memberId: m.id,
      reference: no,
      remark: '',
      meta: {},
      lines: [
        { account: hold(m), amount: -amount },
        { account: sys(SystemAccount.CashOut, m.id), amount },
      ],
    });
    move(m, -amount);
  };

  const transfer = (from: Member, to: Member, at: Date, amount: bigint) => {
    if (balance.get(from.id)! < amount) return;
    postings.push({
      at,
      key: `downline:${from.id}:seed-${++seq}`,
      kind: 'MEMBER_TRANSFER',
      txTypeId: TxType.TransferToDownline,
      memberId: from.id,
      reference: null,
      remark: '',
      meta: { counterparty: to.account, from: from.account },
      lines: [
        { account: main(from), amount: -amount },
        { account: main(to), amount },
      ],
    });
    move(from, -amount);
    move(to, amount);
  };

  // The plan is drawn first, then run in time order, so each event sees the balance of its moment.
  const plan: { at: number; run: (at: Date) => void }[] = [];
  // Nothing happens to a member before it registered.
  const at = (m: Member, t: number, run: (at: Date) => void) => {
    if (t >= joined.get(m.id)!) plan.push({ at: t, run });
  };
  // Everyone starts with a deposit: agents at the month's start, players when they join.
  for (const m of team)
    at(m, Math.max(start, joined.get(m.id)!) + between(1, 6) * HOUR, (d) =>
      deposit(m, d, BigInt(between(20, 80) * 10_000)),
    );
  for (let d = 0; d < DAYS; d++) {
    const dayStart = start + d * DAY;
    for (const m of team) {
      if (rand() < 0.12) at(m, dayStart + between(8, 11) * HOUR, (t) => deposit(m, t, BigInt(between(5, 50) * 10_000)));
      // Players play most days; agents now and then. Rounds an hour apart, each settled within minutes.
      if (rand() < (m.type === MemberType.Player ? 0.75 : 0.3)) {
        const n = between(2, 7);
        for (let i = 0; i < n; i++) at(m, dayStart + (12 + i) * HOUR + between(0, 3_000) * 1000, (t) => bet(m, t));
      }
      if (rand() < 0.06) at(m, dayStart + 21 * HOUR + between(0, 3_000) * 1000, (t) => withdraw(m, t));
    }
    for (const a of agents) {
      const downs = team.filter((m) => m.uplineId === a.id);
      if (downs.length && rand() < 0.15)
        at(a, dayStart + 10 * HOUR, (t) => {
          const to = pick(downs);
          if (t.getTime() >= joined.get(to.id)!) transfer(a, to, t, BigInt(between(5, 30) * 10_000));
        });
    }
  }
  // The last hours: something to show for "today".
  for (const m of players.slice(0, 4)) at(m, now.getTime() - between(1, 3) * HOUR, (t) => bet(m, t));
  plan.sort((a, b) => a.at - b.at);
  for (const p of plan) p.run(new Date(p.at));

  // Ledger accounts, then the postings in time order (balances chain in entry order).
  const specs = new Map<string, AccountSpec>();
  for (const p of postings) for (const l of p.lines) specs.set(accountKey(l.account), l.account);
  await ledgerRepository.insertAccounts(
    tx,
    [...specs.values()].map((s) => describe(merchantCode, currency, s)),
  );
  const accounts = await tx
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantCode, merchantCode), inArray(ledgerAccounts.key, [...specs.keys()])));
  const idOf = new Map(accounts.map((a) => [a.key, a.id]));
  postings.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let i = 0; i < postings.length; i += 256) {
    const rows = postings.slice(i, i + 256).map((p) => ({
      merchant: merchantCode,
      key: p.key,
      hash: createHash('sha256')
        .update(
          JSON.stringify([
            p.kind,
            p.txTypeId,
            p.memberId,
            p.reference,
            p.lines.map((l) => [accountKey(l.account), l.amount.toString()]),
          ]),
        )
        .digest('hex'),
      kind: p.kind,
      txType: p.txTypeId,
      member: p.memberId,
      reference: p.reference,
      remark: p.remark,
      meta: { ...p.meta, seed: 'agents', at: p.at.toISOString() },
      accounts: p.lines.map((l) => idOf.get(accountKey(l.account))!),
      amounts: p.lines.map((l) => l.amount.toString()),
    }));
    const result = await ledgerRepository.postBatch(tx, rows);
    const bad = result.find((r) => r.status !== 'ok');
    if (bad) throw new Error(`agents seed: posting ${rows[bad.idx]?.key} answered ${bad.status}`);
  }
  // Backdated: each posting and its entries at the moment of its event.
  await tx.execute(sql`update ledger_postings set created_at = (meta->>'at')::timestamptz
                        where merchant_code = ${merchantCode} and meta->>'seed' = 'agents'`);
  await tx.execute(sql`update ledger_entries e set created_at = p.created_at from ledger_postings p
                        where e.posting_id = p.id and p.merchant_code = ${merchantCode} and p.meta->>'seed' = 'agents'`);
  for (let i = 0; i < rounds.length; i += 500) await tx.insert(betRounds).values(rounds.slice(i, i + 500));
  if (deposits.length) await tx.insert(depositOrders).values(deposits);
  if (withdrawals.length) await tx.insert(withdrawalOrders).values(withdrawals);
};

/** Notices for agents only (the agent centre's announcement page; the portal's lists leave them out). */
const AGENT_NOTICES: { daysAgo: number; title: Record<string, string>; content: Record<string, string> }[] = [
  {
    daysAgo: 2,
    title: {
      EN: 'New: the agent centre',
      CN: '新功能：代理中心',
      VI: 'Mới: trung tâm đại lý',
    },
    content: {
      EN: '<p>Your team, its bets, profit and loss and transactions are now in the agent centre, with CSV downloads.</p>',
      CN: '<p>团队、投注、盈亏和交易现已在代理中心查看，并可下载 CSV。</p>',
      VI: '<p>Đội của bạn, cược, lãi lỗ và giao dịch nay có trong trung tâm đại lý, kèm tải CSV.</p>',
    },
  },
  {
    daysAgo: 9,
    title: {
      EN: 'Invitation links with QR codes',
      CN: '带二维码的邀请链接',
      VI: 'Liên kết mời có mã QR',
    },
    content: {
      EN: '<p>Create invitation codes in Account and share the link or its QR code; members who register with it join your team.</p>',
      CN: '<p>在开户页面创建邀请码并分享链接或二维码，用它注册的会员会加入您的团队。</p>',
      VI: '<p>Tạo mã mời trong mục Tài khoản và chia sẻ liên kết hoặc mã QR; thành viên đăng ký bằng mã sẽ vào đội của bạn.</p>',
    },
  },
];

const seedAgentNotices = async (tx: DbOrTx, merchantCode: string, now: Date) => {
  for (const n of AGENT_NOTICES) {
    const [row] = await tx
      .insert(announcements)
      .values({
        merchantCode,
        type: 'PL',
        audience: 'AGENTS',
        publishedAt: new Date(now.getTime() - n.daysAgo * DAY),
      })
      .returning({ id: announcements.id });
    await tx.insert(announcementTexts).values(
      Object.keys(n.title).map((language) => ({
        announcementId: row!.id,
        language,
        title: n.title[language]!,
        content: n.content[language]!,
      })),
    );
  }
};
