import {
  maskEmail,
  maskMobile,
  minorToNumber,
  type MemberProfile,
  type MemberRow as MemberGridRow,
  MemberType,
} from '@pagoda/contracts';
import type { MemberRow } from '../accounts/members.repository.js';
import type { memberAdminRepository } from './member-admin.repository.js';
import { MAIN_WALLET_TYPE } from './member-admin.repository.js';

type Repo = typeof memberAdminRepository;
type Rows<K extends keyof Repo> = Awaited<ReturnType<Repo[K]>>;
type Person = { id: number; account: string; type: number };

const ms = (d: Date | null) => (d ? d.getTime() : null);
const statusOf = (status: string): 'ACTIVE' | 'LOCKED' => (status === 'ACTIVE' ? 'ACTIVE' : 'LOCKED');
const mobileOf = (m: MemberRow) =>
  m.mobile ? `${m.countryDialingCode ? `+${m.countryDialingCode} ` : ''}${m.mobile}` : '';

/**
 * What an operator sees of a member's contact data: in full with members.write (they act on the
 * account and may need to call the member), otherwise masked like the portal's security centre.
 */
export const presentMemberRow = (
  m: MemberRow,
  balance: bigint,
  labels: string[],
  fullContact: boolean,
): MemberGridRow => ({
  id: m.id,
  account: m.account,
  nickname: m.nickname,
  type: m.type,
  status: statusOf(m.status),
  mobile: m.mobile ? (fullContact ? mobileOf(m) : maskMobile(m.mobile)) : '',
  email: m.email ? (fullContact ? m.email : maskEmail(m.email)) : '',
  vipLevel: m.clubRankLevel,
  labels,
  balance: minorToNumber(balance),
  affiliateCode: m.affiliateCode ?? '',
  registeredAt: m.registeredAt.getTime(),
  registeredIp: m.registeredIp,
  lastLoginAt: ms(m.lastLoginAt),
  lastLoginIp: m.lastLoginIp ?? '',
});

const presentWallet = (w: Rows<'wallets'>[number]) => {
  if (w.kind === 'MEMBER_HOLD') return { wallet: 'HOLD', name: 'Withdrawal hold', accountTypeId: null };
  if (w.kind === 'MEMBER_TRANSIT') return { wallet: 'TRANSIT', name: 'In transit to a game', accountTypeId: null };
  if (w.accountTypeId === MAIN_WALLET_TYPE)
    return { wallet: 'MAIN', name: 'Main wallet', accountTypeId: MAIN_WALLET_TYPE };
  return {
    wallet: w.vendorCode ?? `TYPE${w.accountTypeId}`,
    name: w.vendorName ?? `Wallet ${w.accountTypeId}`,
    accountTypeId: w.accountTypeId,
  };
};

export const presentProfile = (p: {
  member: MemberRow;
  labels: string[];
  fullContact: boolean;
  wallets: Rows<'wallets'>;
  openSessions: number;
  device: string;
  uplineChain: Person[];
  referrer: Person | null;
  downlineCount: number;
}): MemberProfile => {
  const main = p.wallets.find((w) => w.kind === 'MEMBER_WALLET' && w.accountTypeId === MAIN_WALLET_TYPE);
  // The debt account holds what the member owes (≤ 0): shown as its own figure, never as a wallet.
  const debt = p.wallets.find((w) => w.kind === 'MEMBER_DEBT');
  const person = (x: Person | null) => (x ? { id: x.id, account: x.account, type: x.type } : null);
  return {
    ...presentMemberRow(p.member, main?.balance ?? 0n, p.labels, p.fullContact),
    vipLabel: p.member.clubLabelName,
    device: p.device,
    firstLoginAt: ms(p.member.firstLoginAt),
    mustChangePassword: p.member.mustChangePassword,
    totpBound: Boolean(p.member.totpSecret),
    openSessions: p.openSessions,
    referralCode: p.member.referralCode ?? '',
    upline: person(p.uplineChain[0] ?? null),
    uplineChain: p.uplineChain.map(person).filter((x) => x !== null),
    referrer: person(p.referrer),
    downlineCount: p.downlineCount,
    trial: p.member.type === MemberType.Trial,
    wallets: p.wallets
      .filter((w) => w.kind !== 'MEMBER_DEBT')
      .map((w) => ({ ...presentWallet(w), balance: minorToNumber(w.balance) })),
    outstanding: minorToNumber(-(debt?.balance ?? 0n)),
  };
};

const walletName = (r: { accountKind: string; accountTypeId: number | null }) =>
  r.accountKind === 'MEMBER_HOLD'
    ? 'HOLD'
    : r.accountKind === 'MEMBER_TRANSIT'
      ? 'TRANSIT'
      : r.accountKind === 'MEMBER_DEBT'
        ? 'DEBT'
        : r.accountTypeId === MAIN_WALLET_TYPE
          ? 'MAIN'
          : `TYPE${r.accountTypeId}`;

export const presentLedgerRow = (r: Rows<'ledger'>['rows'][number]) => ({
  id: r.id,
  time: r.createdAt.getTime(),
  kind: r.kind,
  txTypeId: r.txTypeId,
  wallet: walletName(r),
  amount: minorToNumber(r.amount),
  balanceAfter: minorToNumber(r.balanceAfter),
  reference: r.reference ?? '',
  remark: r.remark,
});

export const presentDepositRow = ({ order, channel }: Rows<'deposits'>['rows'][number]) => ({
  orderNo: order.orderNo,
  channel,
  amount: minorToNumber(order.amount),
  status: order.status,
  reference: order.reference,
  reviewedBy: order.reviewedBy ?? '',
  createdAt: order.createdAt.getTime(),
  paidAt: ms(order.paidAt),
});

export const presentWithdrawalRow = ({ order, channel, accountNo }: Rows<'withdrawals'>['rows'][number]) => ({
  orderNo: order.orderNo,
  channel,
  accountNo: maskMobile(accountNo),
  amount: minorToNumber(order.amount),
  status: order.status,
  reviewedBy: order.reviewedBy ?? '',
  createdAt: order.createdAt.getTime(),
  paidAt: ms(order.paidAt),
});

export const presentBetRow = (r: Rows<'bets'>['rows'][number]) => ({
  id: r.id,
  vendor: r.vendorCode,
  game: r.gameCode,
  category: r.category,
  roundId: r.roundId,
  bet: minorToNumber(r.betAmount),
  validBet: minorToNumber(r.validBet),
  win: minorToNumber(r.winAmount),
  status: r.status,
  openedAt: r.openedAt.getTime(),
  closedAt: ms(r.closedAt),
});

export const presentLoginRow = (r: Rows<'logins'>['rows'][number]) => ({
  id: r.id,
  time: r.at.getTime(),
  ip: r.ip,
  method: r.method,
  success: r.success,
  device: r.device,
  userAgent: r.userAgent,
});

export const presentSecurityEvent = (r: Rows<'securityEvents'>['rows'][number]) => ({
  id: r.id,
  time: r.at.getTime(),
  kind: r.kind,
  detail: r.detail,
  ip: r.ip,
});

export const presentNote = (r: { id: number; createdAt: Date; author: string; body: string }) => ({
  id: r.id,
  time: r.createdAt.getTime(),
  author: r.author,
  body: r.body,
});

/** One row per linked member, with every address they share and how. */
export const presentLinked = (found: Rows<'sharingIps'>) => {
  const byId = new Map<
    number,
    {
      id: number;
      account: string;
      status: 'ACTIVE' | 'LOCKED';
      registeredAt: number;
      shared: { reason: 'REGISTRATION_IP' | 'LOGIN_IP'; ip: string }[];
    }
  >();
  const add = (r: Rows<'sharingIps'>['byLogin'][number], reason: 'REGISTRATION_IP' | 'LOGIN_IP') => {
    const row = byId.get(r.id) ?? {
      id: r.id,
      account: r.account,
      status: statusOf(r.status),
      registeredAt: r.registeredAt.getTime(),
      shared: [],
    };
    if (!row.shared.some((s) => s.reason === reason && s.ip === r.ip)) row.shared.push({ reason, ip: r.ip });
    byId.set(r.id, row);
  };
  found.byRegistration.forEach((r) => add(r, 'REGISTRATION_IP'));
  found.byLogin.forEach((r) => add(r, 'LOGIN_IP'));
  const list = [...byId.values()].sort((a, b) => b.shared.length - a.shared.length || b.registeredAt - a.registeredAt);
  return { list, total: list.length };
};

export const presentTeamMember = (r: Rows<'downline'>['rows'][number]) => ({
  id: r.id,
  account: r.account,
  type: r.type,
  status: statusOf(r.status),
  registeredAt: r.registeredAt.getTime(),
  downlineCount: r.downlineCount,
});

export const presentMemberState = (m: MemberRow, openSessions: number) => ({
  status: statusOf(m.status),
  mustChangePassword: m.mustChangePassword,
  openSessions,
});
