import { z } from 'zod';
import { CONTRACT_KINDS, SETTLEMENT_PERIOD_CODES } from '../../agent-contract-enums.js';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { epochMsSchema } from '../../schemas.js';
import { text } from '../../text.js';
import { affiliateCodeSchema } from './check-affiliate.js';

/**
 * The agent centre's calls (docs/agents.md, ## Pages; docs/api.md, ## Agents). Every one needs an agent's
 * session (types 1, 2, 41, 42: else not.agent) and reads only the agent's own subtree.
 */

/** The longest date range an agent report reads (a quarter), as the account record. */
export const AGENT_MAX_RANGE_MS = 93 * 86_400_000;
/** Page sizes: the portal's pages ask 10–20; a CSV download reads the full result in pages of the maximum. */
export const AGENT_PAGE_MAX = 500;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(AGENT_PAGE_MAX).default(20),
};

const accountFilter = text().trim().max(64).optional();

type Range = { startTime: number; endTime: number };

/** startTime ≤ endTime, at most AGENT_MAX_RANGE_MS apart (epoch ms, as the records calls). */
const ranged = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ startTime: epochMsSchema, endTime: epochMsSchema, ...shape })
    .refine((q) => (q as Range).endTime >= (q as Range).startTime, {
      message: 'endTime: before startTime',
      path: ['endTime'],
    })
    .refine((q) => (q as Range).endTime - (q as Range).startTime <= AGENT_MAX_RANGE_MS, {
      message: 'range: at most 93 days',
      path: ['endTime'],
    });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), totalPages: z.number().int() });

// ── announcement (agentAnnouncement, AGENTANNOUNCE3) ─────────────────────────────────────────────

export const agentNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as the notice popup's. */
  content: z.string(),
  time: z.number().int(),
});

export const getAgentAnnouncements = defineOperation({
  id: 'getAgentAnnouncements',
  ...API.getAgentAnnouncements,
  summary: 'Agent centre: notices for agents (the back office audience "agents only"), newest first',
  tags: ['agent'],
  auth: 'token',
  query: z.object({ ...paging }),
  value: pageOf(agentNoticeSchema),
});

// ── overview (agentTeamOverview, AGEINFO3) ───────────────────────────────────────────────────────

export const teamFiguresSchema = z.object({
  /** Members who registered in the range. */
  newMembers: z.number().int(),
  /** Members with at least one settled bet in the range. */
  activeMembers: z.number().int(),
  /** Members whose first paid deposit ever falls in the range. */
  firstDeposits: z.number().int(),
  deposits: moneyValue,
  withdrawals: moneyValue,
  validBets: moneyValue,
  /** Team P&L from the team's side: payout − bets (negative when the team lost). */
  profitLoss: moneyValue,
});

export const getAgentOverview = defineOperation({
  id: 'getAgentOverview',
  ...API.getAgentOverview,
  summary: "Agent centre overview: the team's size and figures over a range, with day buckets for the chart",
  tags: ['agent'],
  auth: 'token',
  query: ranged({ timeZoneOffset: z.coerce.number().int().min(-840).max(840).default(0) }),
  value: z.object({
    teamSize: z.number().int(),
    directMembers: z.number().int(),
    agents: z.number().int(),
    totals: teamFiguresSchema,
    /** One bucket per local day (the caller's offset, minutes east of UTC), oldest first. */
    days: z.array(teamFiguresSchema.extend({ date: z.string() })),
  }),
});

// ── account (registerCenter, REGCEN) ─────────────────────────────────────────────────────────────

export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

export const createDownlineBodySchema = z.object({
  username: text().trim().min(1).max(64),
  password: text().min(1).max(128),
  /** MEMBER (type 0) or AGENT (type 2); only a type-1 (or 41) agent may create agents. */
  kind: z.enum(DOWNLINE_KINDS),
  nickname: text().trim().max(64).optional(),
});

export const createDownline = defineOperation({
  id: 'createDownline',
  ...API.createDownline,
  summary: 'Agent: create a direct downline account, member or agent (encrypted; the brand rules apply)',
  tags: ['agent'],
  auth: 'token',
  body: createDownlineBodySchema,
  value: z.object({ account: z.string(), type: z.number().int() }),
});

/**
 * A contract offer an invitation code can carry: the brand's template for a type-2 agent of a kind,
 * offered only while the agent holds that kind at a rate at least the template's (the chain rule).
 */
export const offerTemplateSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  computationPeriod: z.enum(SETTLEMENT_PERIOD_CODES),
  /** The template's top rate, percent. */
  topRate: z.number(),
});

export const invitationCodeSchema = z.object({
  code: z.string(),
  /** The host label the code is bound to; null = any domain. */
  domain: z.string().nullable(),
  /** The registration link (main domain, or the bound domain's host) carrying the code. */
  link: z.string(),
  enabled: z.boolean(),
  createdAt: z.number().int(),
  /** Members who registered with this code. */
  registrations: z.number().int(),
  /** MEMBER: who registers with it is a player; AGENT: a downline agent (type 2). */
  accountKind: z.enum(['MEMBER', 'AGENT']),
  /** An AGENT code's contract offer, made to whoever registers with it; null = none. */
  defaultOffer: offerTemplateSchema.nullable(),
});

export const getInvitationCodes = defineOperation({
  id: 'getInvitationCodes',
  ...API.getInvitationCodes,
  summary: "Agent: its invitation codes and links, and the brand's domains a new code can be bound to",
  tags: ['agent'],
  auth: 'token',
  value: z.object({
    list: z.array(invitationCodeSchema),
    domains: z.array(z.string()),
    /** The offers an AGENT code may carry now (empty for an agent that creates no agents). */
    offerTemplates: z.array(offerTemplateSchema),
  }),
});

export const createInvitationCodeBodySchema = z.object({
  /** Empty: the server draws one. */
  code: affiliateCodeSchema.optional(),
  /** One of getInvitationCodes' domains; empty = any domain. */
  domain: text().trim().max(63).optional(),
  /** AGENT codes only for agents that create agents (types 1 and 41). */
  accountKind: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
  /** The kind of one of getInvitationCodes' offerTemplates; AGENT codes only. */
  defaultOfferKind: z.enum(CONTRACT_KINDS).nullable().optional(),
});

export const createInvitationCode = defineOperation({
  id: 'createInvitationCode',
  ...API.createInvitationCode,
  summary: 'Agent: a new invitation code, bound to a domain and a default contract offer',
  tags: ['agent'],
  auth: 'token',
  body: createInvitationCodeBodySchema,
  value: invitationCodeSchema,
});

// ── team management (downlineManagmentView, DOWNMAN) ─────────────────────────────────────────────

export const downlineSchema = z.object({
  /** The member's id: what a contract offer names (offerAgentContract's downlineId). */
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** 1 = direct downline. */
  level: z.number().int(),
  upline: z.string().nullable(),
  balance: moneyValue,
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  status: z.string(),
  directCount: z.number().int(),
  /** The agent's own note on this member (never shown to anyone else). */
  note: z.string(),
});

export const getDownlines = defineOperation({
  id: 'getDownlines',
  ...API.getDownlines,
  summary: "Agent: its team (the whole subtree) with level, balance, last login, status and the agent's notes",
  tags: ['agent'],
  auth: 'token',
  query: z.object({
    /** Part of an account name. */
    account: accountFilter,
    /** Only the direct downlines of this team member (expands one node of the tree). */
    parent: accountFilter,
    maxLevel: z.coerce.number().int().min(1).max(64).optional(),
    ...paging,
  }),
  value: pageOf(downlineSchema),
});

export const setDownlineNote = defineOperation({
  id: 'setDownlineNote',
  ...API.setDownlineNote,
  summary: 'Agent: its private note on a team member (empty removes it)',
  tags: ['agent'],
  auth: 'token',
  body: z.object({ account: text().trim().min(1).max(64), note: text().trim().max(500) }),
  value: z.null(),
});

// ── team betting (personalHistoryCopy in agent mode, TEAMBETTING3) ───────────────────────────────

export const teamBetSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  level: z.number().int(),
  category: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  betAmount: moneyValue,
  validBet: moneyValue,
  payout: moneyValue,
  /** payout − bet, from the member's side. */
  profitLoss: moneyValue,
  status: z.string(),
  betTime: z.number().int(),
});

export const getTeamBets = defineOperation({
  id: 'getTeamBets',
  ...API.getTeamBets,
  summary: "Agent: the team's bet records (settled and open), by member, category and date",
  tags: ['agent'],
  auth: 'token',
  query: ranged({ account: accountFilter, category: text().trim().max(16).optional(), ...paging }),
  value: pageOf(teamBetSchema).extend({
    footer: z.object({ betAmount: moneyValue, validBet: moneyValue, payout: moneyValue, profitLoss: moneyValue }),
  }),
});

// ── user profit and loss (palStatementsAgentCopy, AGETEAMPNL3) ───────────────────────────────────

export const pnlRowSchema = z.object({
  /** by member: the member; by level: null. */
  account: z.string().nullable(),
  level: z.number().int(),
  /** by level: members of the level with any figure in the range; by member: 1. */
  members: z.number().int(),
  bets: moneyValue,
  validBets: moneyValue,
  payout: moneyValue,
  /** payout − bets (the member's side). */
  profitLoss: moneyValue,
  bonus: moneyValue,
  rebate: moneyValue,
});

export const getTeamProfitLoss = defineOperation({
  id: 'getTeamProfitLoss',
  ...API.getTeamProfitLoss,
  summary: "Agent: the team's profit and loss per member or per level over a range",
  tags: ['agent'],
  auth: 'token',
  query: ranged({ by: z.enum(['member', 'level']).default('member'), account: accountFilter, ...paging }),
  value: pageOf(pnlRowSchema).extend({ footer: pnlRowSchema }),
});

// ── transaction details (agentDownlineTransactionDetailsCopy, AGEDOWNTRANS3) ─────────────────────

export const TEAM_TX_KINDS = ['deposit', 'withdraw', 'transfer'] as const;

export const teamTransactionSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  level: z.number().int(),
  kind: z.enum(TEAM_TX_KINDS),
  /** Translation key tx_type_id_<id>. */
  txTypeId: z.number().int(),
  /** Signed, from the member's main wallet: + in, − out. */
  amount: moneyValue,
  orderNo: z.string(),
  time: z.number().int(),
});

export const getTeamTransactions = defineOperation({
  id: 'getTeamTransactions',
  ...API.getTeamTransactions,
  summary: "Agent: the team's deposits, withdrawals and transfers",
  tags: ['agent'],
  auth: 'token',
  query: ranged({ account: accountFilter, kind: z.enum(TEAM_TX_KINDS).optional(), ...paging }),
  value: pageOf(teamTransactionSchema).extend({
    footer: z.object({ deposits: moneyValue, withdrawals: moneyValue, transfers: moneyValue }),
  }),
});

export type CreateDownlineBody = z.input<typeof createDownlineBodySchema>;
export type CreateInvitationCodeBody = z.input<typeof createInvitationCodeBodySchema>;
