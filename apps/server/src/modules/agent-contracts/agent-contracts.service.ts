import {
  AGENT_TYPES,
  CONTRACT_PRODUCT_ALL,
  type ContractAnswer,
  type ContractKind,
  type ContractStatus,
  type ContractTermsInput,
  type ContractView,
  type DividendPeriod,
  ErrorCode,
  MemberType,
  type OperationParsedBody,
  type OperationParsedQuery,
  type offerAgentContract,
  type operatorAgentContracts,
  type operatorOfferAgentContract,
  type operatorSaveContractTemplate,
  type requestAgentContractChange,
  type SettlementPeriodCode,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { StoredTerms } from '../../db/schema-agent-contracts.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../accounts/members.repository.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { presentContract, presentRequest, presentTemplate } from './agent-contracts.presenter.js';
import { type ContractRow, agentContractsRepository as repo } from './agent-contracts.repository.js';
import { periodCodeOf, termsOf, topRateBps, withinUpline } from './contract-rules.js';

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;
type Actor = { actor: string; ip: string };
/** The caller as the routes pass it: the session's member. */
export type Caller = { id: number; type: number; merchantCode: string };

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
const PAGE = (q: { page: number; size: number }) => ({ limit: q.size, offset: (q.page - 1) * q.size });

/**
 * Agent contracts (docs/agents.md, ## Contracts and settlement): offers from the direct upline (or
 * the operator for the top level), the downline's answers, new-terms and termination requests, and
 * the operator's templates and limits. Every change runs in one transaction that locks the
 * contract; the partial unique indexes settle races (one pending offer and one active contract per
 * holder, kind and product).
 */
export const createAgentContractsService = (db: Db, deps: { audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void> }) => {
  const requireAgent = (caller: Caller) => {
    if (!isAgent(caller.type)) throw new AppError(ErrorCode.NotAgent);
  };

  /** Presents contracts with the parties' names, pending requests and the ratio flag. */
  const present = async (tx: DbOrTx, rows: ContractRow[], callerId: number | null): Promise<ContractView[]> => {
    const ids = new Set<number>();
    for (const r of rows) {
      ids.add(r.holderId);
      if (r.offererId !== null) ids.add(r.offererId);
    }
    const [accounts, requests, open] = await Promise.all([
      repo.accounts(tx, [...ids]),
      repo.pendingRequests(
        tx,
        rows.map((r) => r.id),
      ),
      repo.openOfHolders(tx, [...new Set(rows.filter((r) => r.status === 'P').map((r) => r.holderId))]),
    ]);
    const activeTop = (c: ContractRow) =>
      open.find(
        (o) => o.status === 'E' && o.holderId === c.holderId && o.kind === c.kind && o.productType === c.productType,
      )?.topRateBps;
    return rows.map((c) =>
      presentContract(c, {
        accounts,
        callerId,
        activeTopRate: activeTop(c),
        request: requests.find((q) => q.contractId === c.id),
      }),
    );
  };
  const presentOne = async (tx: DbOrTx, row: ContractRow, callerId: number | null) =>
    (await present(tx, [row], callerId))[0]!;

  /**
   * The chain rule and the operator's limit: the terms may not pay more than what the offerer holds
   * of the kind and product (an agent passes on only what it holds), nor above the template limit of
   * the holder's agent type.
   */
  const checkTerms = async (
    tx: DbOrTx,
    merchantCode: string,
    c: { kind: ContractKind; productType: string; offererId: number | null; terms: StoredTerms },
    holderType: number,
  ) => {
    if (c.offererId !== null) {
      const upline = await repo.holderContract(tx, c.offererId, c.kind, c.productType, 'E');
      if (!upline || !withinUpline(c.terms, upline.terms)) throw new AppError(ErrorCode.ContractAboveUpline);
    }
    const template = await repo.template(tx, merchantCode, holderType, c.kind);
    if (template && topRateBps(c.terms) > template.maxRateBps) throw new AppError(ErrorCode.ContractAboveUpline);
  };

  /**
   * Ends a contract and, down the chain, every contract its holder offered of the same kind and
   * product that its new terms (or no terms at all) no longer cover (reason CHAIN).
   */
  const endWithChain = async (tx: DbOrTx, c: ContractRow, reason: string, now: Date, holderNow: StoredTerms | null) => {
    await repo.setContract(tx, c.id, { status: 'V', endedAt: now, endReason: reason });
    const stack: { holderId: number; terms: StoredTerms | null }[] = [{ holderId: c.holderId, terms: holderNow }];
    while (stack.length > 0) {
      const { holderId, terms } = stack.pop()!;
      for (const d of await repo.offeredActive(tx, holderId, c.kind, c.productType)) {
        if (terms && withinUpline(d.terms, terms)) continue;
        await repo.setContract(tx, d.id, { status: 'V', endedAt: now, endReason: 'CHAIN' });
        stack.push({ holderId: d.holderId, terms: null });
      }
    }
  };

  /** Writes an offer; a pending one of the same kind and product is refused (409). */
  const insertOffer = async (
    tx: DbOrTx,
    merchantCode: string,
    holder: { id: number; type: number },
    offererId: number | null,
    offeredBy: string,
    body: ContractTermsInput & {
      kind: ContractKind;
      productType: string;
      computationPeriod?: DividendPeriod | undefined;
    },
  ) => {
    const terms = termsOf(body.kind, body);
    const c = { kind: body.kind, productType: body.productType, offererId, terms };
    await checkTerms(tx, merchantCode, c, holder.type);
    const active = await repo.holderContract(tx, holder.id, body.kind, body.productType, 'E');
    try {
      return await repo.insertContract(tx, {
        merchantCode,
        ...c,
        period: periodCodeOf(body.kind, body.computationPeriod),
        holderId: holder.id,
        offeredBy,
        version: (active?.version ?? 0) + 1,
        previousId: active?.id ?? null,
        status: 'P',
        topRateBps: topRateBps(terms),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.ContractOfferPending);
      throw err;
    }
  };

  /**
   * The holder answers. A accepts an offer: the ratio rule (docs/agents.md) — accepting always
   * replaces the active contract of the same kind and product; when that one pays a higher top rate
   * the holder must confirm ("Y"). R rejects an offer; C gives up an active contract.
   */
  const answer = async (
    caller: Caller,
    find: (tx: DbOrTx, status: ContractStatus) => Promise<ContractRow | null>,
    status: ContractAnswer,
    confirm: 'Y' | 'N',
  ) =>
    db.transaction(async (tx) => {
      const found = await find(tx, status === 'C' ? 'E' : 'P');
      if (!found || found.merchantCode !== caller.merchantCode) throw new AppError(ErrorCode.NotFound);
      if (found.holderId !== caller.id) throw new AppError(ErrorCode.Forbidden);
      const c = (await repo.contract(tx, caller.merchantCode, found.id, true))!;
      const now = new Date();
      if (status === 'C') {
        if (c.status !== 'E') throw new AppError(ErrorCode.ContractStateInvalid);
        await endWithChain(tx, c, 'GIVEN_UP', now, null);
      } else if (c.status !== 'P') {
        throw new AppError(ErrorCode.ContractStateInvalid);
      } else if (status === 'R') {
        await repo.setContract(tx, c.id, { status: 'R', endedAt: now });
      } else {
        const active = await repo.holderContract(tx, c.holderId, c.kind, c.productType, 'E');
        if (active && active.topRateBps > c.topRateBps && confirm !== 'Y')
          throw new AppError(ErrorCode.ContractConfirmRequired);
        await checkTerms(tx, c.merchantCode, c, caller.type);
        if (active) await endWithChain(tx, active, 'REPLACED', now, c.terms);
        await repo.setContract(tx, c.id, { status: 'E', acceptedAt: now });
      }
      return presentOne(tx, (await repo.contract(tx, c.merchantCode, c.id))!, caller.id);
    });

  return {
    requireAgent,

    /** The portal's dividend answer names the contract by product type and computation period. */
    answerDividend: (
      caller: Caller,
      b: { productType: string; computationPeriod: DividendPeriod; status: ContractAnswer; confirm: 'Y' | 'N' },
    ) =>
      answer(
        caller,
        (tx, st) => repo.holderContract(tx, caller.id, 'DIVIDEND', b.productType, st, b.computationPeriod),
        b.status,
        b.confirm,
      ),

    /** Answers a contract by id (daily, hourly, real-time): someone else's contract is 403. */
    answerById: (caller: Caller, kind: ContractKind, id: number, status: ContractAnswer, confirm: 'Y' | 'N') =>
      answer(
        caller,
        async (tx) => {
          const c = await repo.contract(tx, caller.merchantCode, id);
          return c && c.kind === kind ? c : null;
        },
        status,
        confirm,
      ),

    /** The member's own contracts of a kind (held). */
    held: async (
      caller: Caller,
      kind: ContractKind,
      q: { productType?: string | undefined; status?: ContractStatus | undefined },
    ) => {
      const { rows } = await repo.list(
        db,
        { merchantCode: caller.merchantCode, holderId: caller.id, kind, status: q.status },
        { limit: 200, offset: 0 },
      );
      return present(
        db,
        rows.filter((r) => !q.productType || r.productType === q.productType),
        caller.id,
      );
    },

    /** The consolidated maps: offers waiting (P) and active contracts (E), by product type or period. */
    consolidated: async (caller: Caller) => {
      const rows = await repo.openOfHolders(db, [caller.id]);
      const views = await present(db, rows, caller.id);
      const group = (
        kind: ContractKind,
        status: ContractStatus,
        by: 'productType' | 'computationPeriod' = 'productType',
      ) => {
        const out: Record<string, ContractView[]> = {};
        for (const v of views.filter((x) => x.kind === kind && x.status === status)) (out[v[by]] ??= []).push(v);
        return out;
      };
      return {
        dailysalreqtype: group('DAILY_SALARY', 'P'),
        divtypereq: group('DIVIDEND', 'P'),
        divtypecompperiodreq: group('DIVIDEND', 'P', 'computationPeriod'),
        contracthoursalreq: group('HOUR_SALARY', 'P'),
        realtimesalreqtype: group('REALTIME_SALARY', 'P'),
        contractmrdailysalinfotype: {},
        contracthoursalinfo: group('HOUR_SALARY', 'E'),
        dailysalinfotype: group('DAILY_SALARY', 'E'),
        divtypeinfo: group('DIVIDEND', 'E'),
        divtypecompperiodinfo: group('DIVIDEND', 'E', 'computationPeriod'),
        realtimesalinfotype: group('REALTIME_SALARY', 'E'),
      };
    },

    /** An agent offers to one of its direct downline. */
    offer: async (caller: Caller, b: OperationParsedBody<typeof offerAgentContract>) => {
      requireAgent(caller);
      const holder = await repo.member(db, caller.merchantCode, b.downlineId);
      if (!holder || holder.uplineId !== caller.id) throw new AppError(ErrorCode.NotDirectDownline);
      // Contracts bind agents (docs/agents.md): a player has no agent centre to answer or read them in.
      if (!isAgent(holder.type)) throw new AppError(ErrorCode.AgentTypeNotAllowed);
      return db.transaction(async (tx) =>
        presentOne(tx, await insertOffer(tx, caller.merchantCode, holder, caller.id, '', b), caller.id),
      );
    },

    /** Contracts the agent holds, or offered to its direct downline. */
    list: async (
      caller: Caller,
      q: {
        kind: ContractKind;
        side: 'held' | 'offered';
        status?: ContractStatus | undefined;
        page: number;
        size: number;
      },
    ) => {
      requireAgent(caller);
      const { rows, total } = await repo.list(
        db,
        {
          merchantCode: caller.merchantCode,
          kind: q.kind,
          status: q.status,
          ...(q.side === 'held' ? { holderId: caller.id } : { offererId: caller.id }),
        },
        PAGE(q),
      );
      return { list: await present(db, rows, caller.id), total };
    },

    /** The offering agent withdraws an offer not yet answered. */
    cancelOffer: async (caller: Caller, contractId: number) => {
      requireAgent(caller);
      return db.transaction(async (tx) => {
        const c = await repo.contract(tx, caller.merchantCode, contractId, true);
        if (!c) throw new AppError(ErrorCode.NotFound);
        if (c.offererId !== caller.id) throw new AppError(ErrorCode.Forbidden);
        if (c.status !== 'P') throw new AppError(ErrorCode.ContractStateInvalid);
        await repo.setContract(tx, c.id, { status: 'C', endedAt: new Date() });
        return presentOne(tx, (await repo.contract(tx, c.merchantCode, c.id))!, caller.id);
      });
    },

    /**
     * Either side of an active agent-to-agent contract asks for new terms or its termination; the
     * other side answers. Contracts the operator offered change by a new offer instead.
     */
    request: async (caller: Caller, b: OperationParsedBody<typeof requestAgentContractChange>) =>
      db.transaction(async (tx) => {
        const c = await repo.contract(tx, caller.merchantCode, b.contractId, true);
        if (!c) throw new AppError(ErrorCode.NotFound);
        if (c.holderId !== caller.id && c.offererId !== caller.id) throw new AppError(ErrorCode.Forbidden);
        if (c.status !== 'E' || c.offererId === null) throw new AppError(ErrorCode.ContractStateInvalid);
        const terms = b.type === 'TERMS' ? termsOf(c.kind, b) : null;
        try {
          const r = await repo.insertRequest(tx, {
            merchantCode: c.merchantCode,
            contractId: c.id,
            type: b.type,
            requestedBy: caller.id,
            terms,
          });
          return { request: presentRequest(r, caller.id) };
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError(ErrorCode.ContractStateInvalid);
          throw err;
        }
      }),

    /**
     * A the other side accepts: new terms become the next version at once (the chain rule checked
     * against the offerer's contract), a termination ends the contract; R rejects; C the author
     * withdraws its own request.
     */
    answerRequest: async (caller: Caller, requestId: number, status: 'A' | 'R' | 'C') =>
      db.transaction(async (tx) => {
        const r = await repo.request(tx, caller.merchantCode, requestId, true);
        if (!r) throw new AppError(ErrorCode.NotFound);
        const c = (await repo.contract(tx, caller.merchantCode, r.contractId, true))!;
        if (c.holderId !== caller.id && c.offererId !== caller.id) throw new AppError(ErrorCode.Forbidden);
        const mine = r.requestedBy === caller.id;
        if (r.status !== 'P' || c.status !== 'E' || (status === 'C') !== mine)
          throw new AppError(ErrorCode.ContractStateInvalid);
        const now = new Date();
        let result = c;
        if (status === 'A' && r.type === 'TERMINATE') {
          await endWithChain(tx, c, 'TERMINATED', now, null);
        } else if (status === 'A') {
          const terms = r.terms!;
          const holder = (await repo.member(tx, c.merchantCode, c.holderId))!;
          await checkTerms(tx, c.merchantCode, { ...c, terms }, holder.type);
          await endWithChain(tx, c, 'REPLACED', now, terms);
          result = await repo.insertContract(tx, {
            merchantCode: c.merchantCode,
            kind: c.kind,
            productType: c.productType,
            period: c.period,
            holderId: c.holderId,
            offererId: c.offererId,
            version: c.version + 1,
            previousId: c.id,
            status: 'E',
            terms,
            topRateBps: topRateBps(terms),
            offeredAt: r.createdAt,
            acceptedAt: now,
          });
        }
        await repo.setRequest(tx, r.id, {
          status,
          decidedAt: now,
          resultContractId: result.id === c.id ? null : result.id,
        });
        const after = (await repo.request(tx, c.merchantCode, r.id))!;
        return {
          request: presentRequest(after, caller.id),
          contract: await presentOne(tx, (await repo.contract(tx, c.merchantCode, result.id))!, caller.id),
        };
      }),

    // Back office.

    templates: async (merchantCode: string) => ({
      list: (await repo.templates(db, merchantCode)).map(presentTemplate),
    }),

    saveTemplate: async (
      merchantCode: string,
      b: OperationParsedBody<typeof operatorSaveContractTemplate>,
      by: Actor,
    ) =>
      db.transaction(async (tx) => {
        const terms = termsOf(b.kind, b);
        if (topRateBps(terms) > b.maxRate)
          throw new AppError(ErrorCode.ContractTermsInvalid, 'The template pays above its own limit.');
        const row = await repo.saveTemplate(tx, {
          merchantCode,
          agentType: b.agentType,
          kind: b.kind,
          period: periodCodeOf(b.kind, b.computationPeriod),
          terms,
          maxRateBps: b.maxRate,
        });
        await deps.audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'agent.contract.template',
            target: `agent-type:${b.agentType}:${b.kind}`,
            detail: { after: b },
            ip: by.ip,
          },
          tx,
        );
        return { template: presentTemplate(row) };
      }),

    /** The grid's free search is the holder's account (exact, as the member search matches a name). */
    operatorList: async (merchantCode: string, q: OperationParsedQuery<typeof operatorAgentContracts>) => {
      const holder = q.q ? await repo.memberByAccount(db, merchantCode, q.q) : undefined;
      if (holder === null) return { list: [], total: 0 };
      const { rows, total } = await repo.list(
        db,
        { merchantCode, kind: q.kind, status: q.status, holderId: holder?.id },
        { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
        { by: q.sort ?? 'id', dir: q.order },
      );
      return { list: await present(db, rows, null), total };
    },

    /**
     * The offers an agent's AGENT invitation codes may carry: the brand's templates for a type-2 agent
     * that the agent may offer now (it holds the kind, all products, at least at the template's rate).
     */
    offerTemplates: async (tx: DbOrTx, merchantCode: string, agentId: number) => {
      const out: { kind: ContractKind; computationPeriod: SettlementPeriodCode; topRate: number }[] = [];
      for (const tpl of await repo.templates(tx, merchantCode)) {
        if (tpl.agentType !== MemberType.Agent2) continue;
        const held = await repo.holderContract(tx, agentId, tpl.kind, CONTRACT_PRODUCT_ALL, 'E');
        if (held && withinUpline(tpl.terms, held.terms))
          out.push({ kind: tpl.kind, computationPeriod: tpl.period, topRate: topRateBps(tpl.terms) / 100 });
      }
      return out;
    },

    /**
     * An AGENT invitation code's offer to the agent who registered with it, inside the registration's
     * transaction: the brand's template of the kind, offered by the code's agent. Skipped (null) when
     * the agent no longer may offer it; the checks only read, so the registration goes on.
     */
    offerOnRegistration: async (
      tx: DbOrTx,
      merchantCode: string,
      kind: ContractKind,
      offererId: number,
      holder: { id: number; type: number },
    ) => {
      const tpl = await repo.template(tx, merchantCode, holder.type, kind);
      if (!tpl) return null;
      const c = { kind, productType: CONTRACT_PRODUCT_ALL, offererId, terms: tpl.terms };
      try {
        await checkTerms(tx, merchantCode, c, holder.type);
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
      return repo.insertContract(tx, {
        merchantCode,
        ...c,
        period: tpl.period,
        holderId: holder.id,
        offeredBy: '',
        version: 1,
        previousId: null,
        status: 'P',
        topRateBps: topRateBps(tpl.terms),
      });
    },

    /** The operator is the upline of the top level: it offers to agents without an upline. */
    operatorOffer: async (
      merchantCode: string,
      b: OperationParsedBody<typeof operatorOfferAgentContract>,
      by: Actor,
    ) => {
      const holder = await repo.memberByAccount(db, merchantCode, b.account);
      if (!holder) throw new AppError(ErrorCode.NotFound);
      if (holder.uplineId !== null || !isAgent(holder.type)) throw new AppError(ErrorCode.NotDirectDownline);
      return db.transaction(async (tx) => {
        const row = await insertOffer(tx, merchantCode, holder, null, by.actor, b);
        await deps.audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'agent.contract.offer',
            target: `member:${holder.account}`,
            detail: { after: { id: row.id, ...b } },
            ip: by.ip,
          },
          tx,
        );
        return { contract: await presentOne(tx, row, null) };
      });
    },
  };
};
