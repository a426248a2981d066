import { z } from 'zod';
import { moneyValue } from '../../money.js';
import { epochMsSchema, rowIdSchema } from '../../schemas.js';
import { freeText, text } from '../../text.js';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../../wallet-enums.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/**
 * Member search and the member profile (back office). Mobile and e-mail are masked unless the
 * operator may act on members (members.write); deposits and withdrawals need payments.read.
 */
const base = `${OPERATOR_BASE}/members`;

export const MEMBER_STATUSES = ['ACTIVE', 'LOCKED'] as const;
/** Which field the search text matches; ANY tries them all (IP and affiliate code exactly). */
export const MEMBER_SEARCH_FIELDS = ['ANY', 'USERNAME', 'MOBILE', 'EMAIL', 'IP', 'AFFILIATE'] as const;
/** VIP levels are the member's club rank (0 = none); the portal treats above 4 as VIP. */
export const VIP_LEVEL_MAX = 10;
/** A free label of the brand's list (member_label_options). */
export const memberLabelSchema = freeText()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N} _.-]+$/u, 'label: letters, digits, space, _ . -');

const memberIdQuery = z.object({ memberId: rowIdSchema });
const memberGrid = <const S extends readonly [string, ...string[]]>(sortable: S) =>
  gridQuery(sortable).extend({ memberId: rowIdSchema });

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** Masked (e.g. 917****321) unless the operator has members.write. */
  mobile: z.string(),
  email: z.string(),
  vipLevel: z.number().int(),
  labels: z.array(z.string()),
  balance: moneyValue,
  affiliateCode: z.string(),
  registeredAt: z.number().int(),
  registeredIp: z.string(),
  lastLoginAt: z.number().int().nullable(),
  lastLoginIp: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const operatorSearchMembers = defineOperatorOperation({
  id: 'operatorSearchMembers',
  method: 'GET',
  path: base,
  summary: 'Member search: username, mobile, e-mail, IP or affiliate code, with status, VIP, label and date filters',
  permission: 'members.read',
  query: gridQuery(['registeredAt', 'lastLoginAt', 'balance'] as const)
    .extend({
      field: z.enum(MEMBER_SEARCH_FIELDS).default('ANY'),
      status: z.enum(MEMBER_STATUSES).optional(),
      vipLevel: z.coerce.number().int().min(0).max(VIP_LEVEL_MAX).optional(),
      label: memberLabelSchema.optional(),
      registeredFrom: epochMsSchema.optional(),
      registeredTo: epochMsSchema.optional(),
    })
    .refine(
      (q) => q.registeredFrom === undefined || q.registeredTo === undefined || q.registeredTo >= q.registeredFrom,
      {
        message: 'registeredTo: before registeredFrom',
        path: ['registeredTo'],
      },
    ),
  value: gridPage(memberRowSchema),
});

const walletSchema = z.object({
  /** MAIN, HOLD (withdrawals waiting) or a transfer-mode vendor's code. */
  wallet: z.string(),
  name: z.string(),
  accountTypeId: z.number().int().nullable(),
  balance: moneyValue,
});

const personSchema = z.object({ id: z.number().int(), account: z.string(), type: z.number().int() });

export const memberProfileSchema = memberRowSchema.extend({
  vipLabel: z.string(),
  device: z.string(),
  firstLoginAt: z.number().int().nullable(),
  mustChangePassword: z.boolean(),
  totpBound: z.boolean(),
  openSessions: z.number().int(),
  referralCode: z.string(),
  upline: personSchema.nullable(),
  /** The whole upline chain, nearest first. */
  uplineChain: z.array(personSchema),
  referrer: personSchema.nullable(),
  downlineCount: z.number().int(),
  wallets: z.array(walletSchema),
  /**
   * What the member owes the house (≥ 0): corrections of settled wins that the wallet could not
   * cover (docs/wallet.md, member debt). Not part of the wallets or their total.
   */
  outstanding: moneyValue,
  /** Trial accounts play with demo money, kept apart from real money. */
  trial: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const operatorMemberProfile = defineOperatorOperation({
  id: 'operatorMemberProfile',
  method: 'GET',
  path: `${base}/profile`,
  summary: "A member's identity, status, balances (main and game wallets), VIP, labels and agent links",
  permission: 'members.read',
  query: memberIdQuery,
  value: memberProfileSchema,
});

export const memberLedgerRowSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  kind: z.string(),
  txTypeId: z.number().int(),
  wallet: z.string(),
  amount: moneyValue,
  balanceAfter: moneyValue,
  reference: z.string(),
  remark: z.string(),
});

export const operatorMemberLedger = defineOperatorOperation({
  id: 'operatorMemberLedger',
  method: 'GET',
  path: `${base}/ledger`,
  summary: "A member's ledger entries on every wallet, newest first",
  permission: 'members.read',
  query: memberGrid(['time', 'amount']),
  value: gridPage(memberLedgerRowSchema),
});

export const memberDepositRowSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  amount: moneyValue,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  reviewedBy: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});

export const operatorMemberDeposits = defineOperatorOperation({
  id: 'operatorMemberDeposits',
  method: 'GET',
  path: `${base}/deposits`,
  summary: "A member's deposit orders",
  permission: 'payments.read',
  query: memberGrid(['createdAt', 'amount']),
  value: gridPage(memberDepositRowSchema),
});

export const memberWithdrawalRowSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  /** The payout account, masked. */
  accountNo: z.string(),
  amount: moneyValue,
  status: z.enum(WITHDRAW_STATUSES),
  reviewedBy: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});

export const operatorMemberWithdrawals = defineOperatorOperation({
  id: 'operatorMemberWithdrawals',
  method: 'GET',
  path: `${base}/withdrawals`,
  summary: "A member's withdrawal orders",
  permission: 'payments.read',
  query: memberGrid(['createdAt', 'amount']),
  value: gridPage(memberWithdrawalRowSchema),
});

export const memberBetRowSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  game: z.string(),
  category: z.string(),
  roundId: z.string(),
  bet: moneyValue,
  validBet: moneyValue,
  win: moneyValue,
  status: z.string(),
  openedAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});

export const operatorMemberBets = defineOperatorOperation({
  id: 'operatorMemberBets',
  method: 'GET',
  path: `${base}/bets`,
  summary: "A member's bet rounds (the betting record)",
  permission: 'members.read',
  query: memberGrid(['openedAt', 'bet', 'win']),
  value: gridPage(memberBetRowSchema),
});

export const memberLoginRowSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  ip: z.string(),
  method: z.string(),
  success: z.boolean(),
  /** The portal's Device header (client kind: web, ios, android). */
  device: z.string(),
  userAgent: z.string(),
});

export const operatorMemberLogins = defineOperatorOperation({
  id: 'operatorMemberLogins',
  method: 'GET',
  path: `${base}/logins`,
  summary: "A member's login attempts (successful and failed) with IP and device",
  permission: 'members.read',
  query: memberGrid(['time']),
  value: gridPage(memberLoginRowSchema),
});

export const memberSecurityEventSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  kind: z.string(),
  detail: z.string(),
  ip: z.string(),
});

export const operatorMemberSecurityEvents = defineOperatorOperation({
  id: 'operatorMemberSecurityEvents',
  method: 'GET',
  path: `${base}/security-events`,
  summary: "A member's security events: password changes and resets, bindings, locks, forced changes, ended sessions",
  permission: 'members.read',
  query: memberGrid(['time']),
  value: gridPage(memberSecurityEventSchema),
});

export const memberNoteSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  author: z.string(),
  body: z.string(),
});

export const operatorMemberNotes = defineOperatorOperation({
  id: 'operatorMemberNotes',
  method: 'GET',
  path: `${base}/notes`,
  summary: "Operators' notes on a member, newest first",
  permission: 'members.read',
  query: memberGrid(['time']),
  value: gridPage(memberNoteSchema),
});

export const operatorAddMemberNote = defineOperatorOperation({
  id: 'operatorAddMemberNote',
  method: 'POST',
  path: `${base}/notes`,
  summary: 'Add a note on a member (append-only, audited)',
  permission: 'members.write',
  body: z.object({ memberId: rowIdSchema, body: freeText().trim().min(1).max(2000) }),
  value: memberNoteSchema,
});

export const LINK_REASONS = ['REGISTRATION_IP', 'LOGIN_IP'] as const;

export const linkedMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  status: z.enum(MEMBER_STATUSES),
  registeredAt: z.number().int(),
  /** What is shared: which IP, and whether it is a registration or a login address on the other side. */
  shared: z.array(z.object({ reason: z.enum(LINK_REASONS), ip: z.string() })),
});

export const operatorLinkedMembers = defineOperatorOperation({
  id: 'operatorLinkedMembers',
  method: 'GET',
  path: `${base}/linked`,
  summary: 'Other members sharing a registration or login IP with this member',
  permission: 'members.read',
  query: memberIdQuery,
  value: z.object({ list: z.array(linkedMemberSchema), total: z.number().int() }),
});

export const teamMemberSchema = personSchema.extend({
  status: z.enum(MEMBER_STATUSES),
  registeredAt: z.number().int(),
  downlineCount: z.number().int(),
});

export const operatorMemberTeam = defineOperatorOperation({
  id: 'operatorMemberTeam',
  method: 'GET',
  path: `${base}/team`,
  summary: "A member's direct downline (the upline chain is in the profile)",
  permission: 'members.read',
  query: memberGrid(['registeredAt']),
  value: gridPage(teamMemberSchema),
});

export const operatorMemberLabelOptions = defineOperatorOperation({
  id: 'operatorMemberLabelOptions',
  method: 'GET',
  path: `${base}/label-options`,
  summary: "The brand's list of member labels",
  permission: 'members.read',
  value: z.array(z.object({ name: z.string(), members: z.number().int() })),
});

export const operatorAddMemberLabelOption = defineOperatorOperation({
  id: 'operatorAddMemberLabelOption',
  method: 'POST',
  path: `${base}/label-options`,
  summary: "Add a label to the brand's list",
  permission: 'members.write',
  body: z.object({ name: memberLabelSchema }),
  value: z.object({ name: z.string(), members: z.number().int() }),
});

export const operatorSetMemberLabels = defineOperatorOperation({
  id: 'operatorSetMemberLabels',
  method: 'PUT',
  path: `${base}/labels`,
  summary: "Set a member's labels (each from the brand's list; audited with before and after)",
  permission: 'members.write',
  body: z.object({ memberId: rowIdSchema, labels: z.array(memberLabelSchema).max(20) }),
  value: z.object({ labels: z.array(z.string()) }),
});

export const operatorSetMemberVip = defineOperatorOperation({
  id: 'operatorSetMemberVip',
  method: 'PUT',
  path: `${base}/vip`,
  summary: "Set a member's VIP level (club rank) and its label",
  permission: 'members.write',
  body: z.object({
    memberId: rowIdSchema,
    level: z.number().int().min(0).max(VIP_LEVEL_MAX),
    labelName: text().trim().max(32).optional(),
  }),
  value: z.object({ vipLevel: z.number().int(), vipLabel: z.string() }),
});

const memberAction = z.object({ memberId: rowIdSchema, reason: freeText().trim().min(1).max(200) });
const memberStateSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  mustChangePassword: z.boolean(),
  openSessions: z.number().int(),
});

export const MEMBER_ACTIONS = ['lock', 'unlock', 'force-password', 'end-sessions'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

const memberActionOperation = (id: string, action: MemberAction, summary: string) =>
  defineOperatorOperation({
    id,
    method: 'POST',
    path: `${base}/${action}`,
    summary,
    permission: 'members.write',
    body: memberAction,
    value: memberStateSchema,
  });

export const operatorLockMember = memberActionOperation(
  'operatorLockMember',
  'lock',
  'Lock a member: sign-in is refused (account.locked) and every session ends',
);
export const operatorUnlockMember = memberActionOperation('operatorUnlockMember', 'unlock', 'Unlock a member');
export const operatorForceMemberPassword = memberActionOperation(
  'operatorForceMemberPassword',
  'force-password',
  'Make the member change the password at the next password sign-in',
);
export const operatorEndMemberSessions = memberActionOperation(
  'operatorEndMemberSessions',
  'end-sessions',
  "End every session of the member: the portal's next call answers 401",
);
