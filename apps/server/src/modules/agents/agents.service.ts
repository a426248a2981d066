import {
  affiliateDomain,
  affiliateFromHost,
  type ContractKind,
  createsAgents,
  ErrorCode,
  MemberType,
  minorToNumber,
  type createDownline,
  type createInvitationCode,
  type getAgentAnnouncements,
  type getAgentOverview,
  type getDownlines,
  type getTeamBets,
  type getTeamProfitLoss,
  type getTeamTransactions,
  type Language,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorAgentTree,
  type setDownlineNote,
  type SettlementPeriodCode,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/secrets.js';
import { type MemberRow, membersRepository } from '../accounts/members.repository.js';
import { checkRule } from '../accounts/register-rules.js';
import { createMember } from '../accounts/registration.service.js';
import { affiliatesRepository } from '../affiliates/affiliates.repository.js';
import { newReferralCode } from '../affiliates/affiliates.service.js';
import { presentAnnouncement } from '../announcements/announcements.presenter.js';
import { announcementsRepository } from '../announcements/announcements.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { agentTreeRepository as tree } from './agent-tree.repository.js';
import {
  presentBet,
  presentCode,
  presentDownline,
  presentFigures,
  presentNode,
  presentNotice,
  presentPnl,
  presentTeamTx,
} from './agents.presenter.js';
import { type AgentsRepository, agentsRepository, emptyFigures } from './agents.repository.js';

export type AgentsService = ReturnType<typeof createAgentsService>;

const DAY_MS = 86_400_000;
/** A code drawn for the agent: 8 characters of the referral alphabet (no 0/O or 1/I). */
const drawCode = () => newReferralCode();
const codeLink = (code: string) => `/register?affiliateCode=${encodeURIComponent(code)}`;

const totalPages = (total: number, size: number) => Math.ceil(total / size);
const range = (q: { startTime: number; endTime: number }) => ({ from: new Date(q.startTime), to: new Date(q.endTime) });

/**
 * The agent centre (docs/agents.md). Every method takes the agent from requireAgent and reads only
 * its subtree (the team CTE); a member named by the caller is checked with requireInTeam first.
 */
/** What an invitation code may offer (the contracts module's, named here so agents does not import it). */
type OfferTemplates = (
  tx: DbOrTx,
  merchantCode: string,
  agentId: number,
) => Promise<{ kind: ContractKind; computationPeriod: SettlementPeriodCode; topRate: number }[]>;

export const createAgentsService = (
  db: Db,
  deps: { offerTemplates: OfferTemplates },
  repos: { agents?: AgentsRepository } = {},
) => {
  const repo = repos.agents ?? agentsRepository;
  /** The offers the agent's AGENT codes may carry now; none for an agent that creates no agents. */
  const offersOf = (merchantCode: string, agent: MemberRow) =>
    createsAgents(agent.type) ? deps.offerTemplates(db, merchantCode, agent.id) : Promise.resolve([]);

  /** A team member by account, or agent.member.not.in.team (the same answer for an unknown account). */
  const teamMember = async (agent: MemberRow, account: string) => {
    const m = await tree.memberByAccount(db, agent.id, account.trim().toLowerCase());
    if (!m) throw new AppError(ErrorCode.AgentMemberNotInTeam);
    return m;
  };
  /** An account filter must name a team member: asking about someone else is refused, not answered empty. */
  const filterAccount = async (agent: MemberRow, account: string | undefined) => {
    if (!account) return undefined;
    return (await teamMember(agent, account)).account;
  };

  return {
    announcements: async (
      brand: BrandConfig,
      language: Language,
      q: OperationParsedQuery<typeof getAgentAnnouncements>,
    ) => {
      const order = [...new Set([language, brand.merchant.defaultLanguage, 'EN'])];
      const rows = await announcementsRepository.listLive(db, {
        merchantCode: brand.merchant.code,
        types: ['PL'],
        execution: 'B',
        languages: order,
        now: new Date(),
        audience: 'AGENTS',
      });
      const best = new Map<number, (typeof rows)[number]>();
      for (const r of rows) {
        const cur = best.get(r.a.id);
        if (!cur || order.indexOf(r.language) < order.indexOf(cur.language)) best.set(r.a.id, r);
      }
      const all = [...best.values()]
        .map((r) => presentNotice(presentAnnouncement(r.a, r)))
        .sort((a, b) => b.time - a.time || b.id - a.id);
      return {
        list: all.slice((q.page - 1) * q.size, q.page * q.size),
        total: all.length,
        totalPages: totalPages(all.length, q.size),
      };
    },

    overview: async (agent: MemberRow, q: OperationParsedQuery<typeof getAgentOverview>) => {
      const r = range(q);
      const [counts, byDay, totals] = await Promise.all([
        repo.teamCounts(db, agent.id),
        repo.figures(db, agent.id, r, q.timeZoneOffset, true),
        repo.figures(db, agent.id, r, q.timeZoneOffset, false),
      ]);
      // Every local day of the range, with zeros where nothing happened (the chart's x axis).
      const days = [];
      const shift = q.timeZoneOffset * 60_000;
      const first = Math.floor((q.startTime + shift) / DAY_MS);
      const last = Math.floor((q.endTime + shift) / DAY_MS);
      for (let d = first; d <= last; d++) {
        const date = new Date(d * DAY_MS).toISOString().slice(0, 10);
        days.push({ date, ...presentFigures(byDay.get(date) ?? emptyFigures()) });
      }
      return {
        teamSize: counts.size,
        directMembers: counts.direct,
        agents: counts.agents,
        totals: presentFigures(totals.get('') ?? emptyFigures()),
        days,
      };
    },

    /**
     * A direct downline created by the agent. The brand's username and password rules apply as at
     * registration; a type-2 (or 42) agent creates members only, a type-1 (or 41) members and type-2 agents.
     */
    createDownline: async (
      brand: BrandConfig,
      agent: MemberRow,
      body: OperationParsedBody<typeof createDownline>,
      ip: string,
    ) => {
      if (body.kind === 'AGENT' && !createsAgents(agent.type)) throw new AppError(ErrorCode.AgentTypeNotAllowed);
      const username = checkRule(brand.register, 'username', body.username, true)!;
      const password = checkRule(brand.register, 'password', body.password, true)!;
      const passwordHash = await hashPassword(password);
      const type = body.kind === 'AGENT' ? MemberType.Agent2 : MemberType.Player;
      const member = await db.transaction((tx) =>
        createMember(membersRepository, tx, brand, {
          account: username,
          nickname: body.nickname || username,
          passwordHash,
          type,
          uplineId: agent.id,
          referralCode: newReferralCode(),
          language: brand.merchant.defaultLanguage,
          registeredIp: ip,
        }),
      );
      return { account: member.account, type: member.type };
    },

    invitationCodes: async (brand: BrandConfig, agent: MemberRow) => {
      const rows = await repo.codesOf(db, brand.merchant.code, agent.id);
      const offers = await offersOf(brand.merchant.code, agent);
      return {
        list: rows.map((r) => presentCode(r.code, r.registrations, codeLink(r.code.code), offers)),
        domains: domainsOf(brand),
        offerTemplates: offers,
      };
    },

    createInvitationCode: async (
      brand: BrandConfig,
      agent: MemberRow,
      body: OperationParsedBody<typeof createInvitationCode>,
    ) => {
      const domain = body.domain ? affiliateDomain(body.domain) : null;
      if (domain && !domainsOf(brand).includes(domain))
        throw new AppError(ErrorCode.ValidationFailed, 'domain: not one of the brand', { field: 'domain' });
      const merchantCode = brand.merchant.code;
      if (body.accountKind === 'AGENT' && !createsAgents(agent.type)) throw new AppError(ErrorCode.AgentTypeNotAllowed);
      const offerKind = body.defaultOfferKind ?? null;
      const offers = await offersOf(merchantCode, agent);
      // An offer rides on an AGENT code only, and only one the agent may make now (the chain rule).
      if (offerKind && (body.accountKind !== 'AGENT' || !offers.some((o) => o.kind === offerKind)))
        throw new AppError(ErrorCode.ContractAboveUpline);
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = body.code ?? drawCode();
        const codeKey = code.toLowerCase();
        if (await affiliatesRepository.findByCode(db, merchantCode, codeKey)) {
          if (body.code) throw new AppError(ErrorCode.ValidationFailed, 'code: taken', { field: 'code' });
          continue;
        }
        await affiliatesRepository.insert(db, {
          merchantCode,
          code,
          codeKey,
          domain,
          agentId: agent.id,
          accountKind: body.accountKind,
          defaultOfferKind: offerKind,
        });
        const made = (await repo.codesOf(db, merchantCode, agent.id)).find((r) => r.code.codeKey === codeKey)!;
        return presentCode(made.code, made.registrations, codeLink(code), offers);
      }
      throw new AppError(ErrorCode.InternalError);
    },

    downlines: async (agent: MemberRow, q: OperationParsedQuery<typeof getDownlines>) => {
      const parent = q.parent ? await teamMember(agent, q.parent) : null;
      const { rows, total } = parent
        ? await (async () => {
            const all = await tree.directDownlines(db, parent.id);
            // Levels relative to the agent: one below the parent.
            const list = all.map((m) => ({ ...m, level: parent.level + 1 }));
            return { rows: list.slice((q.page - 1) * q.size, q.page * q.size), total: list.length };
          })()
        : await tree.descendants(db, agent.id, { search: q.account, maxDepth: q.maxLevel, page: q.page, size: q.size });
      const notes = new Map(
        (
          await repo.notesOf(
            db,
            agent.id,
            rows.map((r) => r.id),
          )
        ).map((n) => [n.memberId, n.body] as const),
      );
      return {
        list: rows.map((m) => presentDownline(m, notes.get(m.id) ?? '')),
        total,
        totalPages: totalPages(total, q.size),
      };
    },

    setNote: async (agent: MemberRow, body: OperationParsedBody<typeof setDownlineNote>) => {
      const m = await teamMember(agent, body.account);
      await repo.setNote(db, agent.id, m.id, body.note);
      return null;
    },

    teamBets: async (agent: MemberRow, q: OperationParsedQuery<typeof getTeamBets>) => {
      const r = await repo.teamBets(db, agent.id, {
        ...range(q),
        account: await filterAccount(agent, q.account),
        category: q.category,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      const f = r.footer;
      return {
        list: r.rows.map(presentBet),
        total: r.total,
        totalPages: totalPages(r.total, q.size),
        footer: {
          betAmount: minorToNumber(f.bet),
          validBet: minorToNumber(f.valid),
          payout: minorToNumber(f.win),
          profitLoss: minorToNumber(f.win - f.bet),
        },
      };
    },

    profitLoss: async (agent: MemberRow, q: OperationParsedQuery<typeof getTeamProfitLoss>) => {
      const r = await repo.teamPnl(db, agent.id, {
        ...range(q),
        by: q.by,
        account: await filterAccount(agent, q.account),
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return {
        list: r.rows.map(presentPnl),
        total: r.total,
        totalPages: totalPages(r.total, q.size),
        footer: presentPnl(r.footer),
      };
    },

    transactions: async (agent: MemberRow, q: OperationParsedQuery<typeof getTeamTransactions>) => {
      const r = await repo.teamTransactions(db, agent.id, {
        ...range(q),
        account: await filterAccount(agent, q.account),
        kind: q.kind,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return {
        list: r.rows.map(presentTeamTx),
        total: r.total,
        totalPages: totalPages(r.total, q.size),
        footer: {
          deposits: minorToNumber(r.footer.deposits),
          withdrawals: minorToNumber(r.footer.withdrawals),
          transfers: minorToNumber(r.footer.transfers),
        },
      };
    },

    /** Back office: agents by account (top-level agents without a search), or one node's direct downlines. */
    operatorTree: async (merchantCode: string, q: OperationParsedQuery<typeof operatorAgentTree>) => {
      const to = new Date(q.endTime ?? Date.now());
      const from = new Date(q.startTime ?? to.getTime() - 30 * DAY_MS);
      let rows: Record<string, unknown>[];
      let path: string[] = [];
      if (q.parent) {
        const parent = await membersRepository.findByAccount(db, merchantCode, q.parent.toLowerCase());
        if (!parent) throw new AppError(ErrorCode.NotFound);
        rows = await repo.childrenOf(db, parent.id);
        path = [...(await tree.ancestors(db, parent.id)).map((a) => a.account).reverse(), parent.account];
      } else rows = await repo.findAgents(db, merchantCode, q.q);
      const figures = await repo.nodeFigures(
        db,
        rows.map((r) => Number(r.id)),
        { from, to },
      );
      return { list: rows.map((r) => presentNode(r, figures.get(Number(r.id)))), path };
    },
  };
};

/** The host labels a code can be bound to: the brand's domains' second labels, e.g. pagoda of demo.pagoda.com. */
const domainsOf = (brand: BrandConfig) => [
  ...new Set(
    brand.domains
      .filter((d) => d.domainName.includes('.'))
      .map((d) => affiliateFromHost(d.domainName).domain)
      .filter(Boolean),
  ),
];
