import {
  minorToNumber,
  type ApprovalOutcome,
  ErrorCode,
  type Language,
  LANGUAGES,
  minorToText,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorPromotionApplications,
  type operatorPromotionCreate,
  type operatorPromotionReview,
  type operatorPromotionsList,
  type operatorPromotionUpdate,
  parseMinor,
  type PromotionCard,
  type PromotionConfig,
  type PromotionContent,
  type PromotionDevice,
  type PromotionMemberStatus,
  type PromotionType,
  type RewardSource,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { timeZoneOfCountry } from '../../jobs/time-zone.js';
import { AppError } from '../../lib/app-error.js';
import type { ApprovalActor, ApprovalsPort } from '../approvals/approvals.types.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { sanitizeContentHtml } from '../content-admin/html-sanitizer.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import type { DepositPaidEvent } from '../rewards/domain-hooks.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import { ACTIONABLE_STATUSES, deriveMemberStatus } from './promotion-status.js';
import { addDays, lastRebatePeriod, limitPrefix, localDay } from './promotion-time.js';
import {
  presentApplication,
  presentCard,
  presentDetail,
  presentOperatorPromotion,
  presentOperatorRow,
} from './promotions.presenter.js';
import {
  type ParticipationRow,
  type PromotionRow,
  type PromotionsRepository,
  promotionsRepository,
} from './promotions.repository.js';

/** Who asks, and from where: region and device eligibility are read from the request. */
export type PromotionCaller = {
  brand: BrandConfig;
  language: Language;
  memberId: number | null;
  country: string | null;
  device: PromotionDevice;
  ip: string;
};

/**
 * The bonus engine's claim (`services.bonus.claimItem`, the same signature); without it, rewards wait
 * in the reward centre for the member to claim.
 */
export type RewardClaimer = {
  claimItem: (memberId: number, itemId: number, opts: { tx?: DbOrTx; by?: string }) => Promise<unknown>;
};

type MemberFacts = {
  member: NonNullable<Awaited<ReturnType<PromotionsRepository['member']>>>;
  depositTotal: bigint;
};

type Slot = Awaited<ReturnType<PromotionsRepository['participationsOf']>>[number];

const DAY_MS = 86_400_000;
/** Ended promotions stay on /promotions (closed) for a week, so members see what they missed. */
const KEEP_CLOSED_MS = 7 * DAY_MS;

const minor = (t: string | undefined | null) => (t ? (parseMinor(t) ?? 0n) : 0n);
const pctX100 = (p: number) => BigInt(Math.round(p * 100));
const tzOf = (brand: BrandConfig) => timeZoneOfCountry(brand.merchant.defaultCountry);

/** The reward centre's title per portal language (lower-case codes, `en` always). */
const titlesOf = (content: PromotionContent): Record<string, string> & { en: string } => {
  const out: Record<string, string> = {};
  for (const l of LANGUAGES) if (content[l]) out[l.toLowerCase()] = content[l].title;
  return { ...out, en: content.EN?.title ?? 'Promotion' };
};

const textOf = (content: PromotionContent, language: Language, fallback: string) =>
  content[language] ?? content[fallback as Language] ?? content.EN!;

const sanitizeContent = (content: PromotionContent): PromotionContent => {
  const out: PromotionContent = {};
  for (const l of LANGUAGES) {
    const t = content[l];
    if (t) out[l] = { ...t, body: sanitizeContentHtml(t.body), terms: sanitizeContentHtml(t.terms) };
  }
  return out;
};

/** The slot prefix a promotion's status is read for now (claim period, check-in day, last rebate period). */
const currentPrefix = (p: PromotionRow, now: Date, tz: string) => {
  if (p.mechanic === 'CHECKIN') return `DAY:${localDay(now, tz)}`;
  if (p.mechanic === 'REBATE') return `REBATE:${lastRebatePeriod(p.config.rebate!.period, now, tz).key}`;
  return limitPrefix(p.config.limit.period, now, tz);
};

const isOpen = (p: PromotionRow, now: Date) => p.state === 'LIVE' && p.startAt <= now && (!p.endAt || now < p.endAt);

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export const createPromotionsService = (
  db: Db,
  deps: {
    rewards: RewardsService;
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
    brands: { getConfig: (merchantCode: string) => Promise<BrandConfig | null> };
    claimer?: RewardClaimer | undefined;
    repository?: PromotionsRepository;
  },
) => {
  const repo = deps.repository ?? promotionsRepository;

  /** The member and their paid deposits; `paying` is a deposit being paid in this transaction (counted once). */
  const memberFacts = async (conn: DbOrTx, memberId: number, paying?: { orderNo: string; amount: bigint }) => {
    const member = await repo.member(conn, memberId);
    if (!member) throw new AppError(ErrorCode.CustomerNotLogin);
    const d = await repo.deposits(conn, memberId, undefined, paying?.orderNo);
    return { member, depositTotal: d.total + (paying?.amount ?? 0n) } satisfies MemberFacts;
  };

  /** Eligibility rules; region and device only when the caller's request is known. */
  const eligible = (
    p: PromotionRow,
    f: MemberFacts,
    now: Date,
    caller?: Pick<PromotionCaller, 'country' | 'device'>,
  ) => {
    const e = p.config.eligibility;
    if (e.minAgeDays > 0 && now.getTime() - f.member.registeredAt.getTime() < e.minAgeDays * DAY_MS) return false;
    if (minor(e.minTotalDeposit) > f.depositTotal) return false;
    if (e.vipLevels.length && !e.vipLevels.includes(f.member.clubRankLevel)) return false;
    if (caller && e.countries.length && !(caller.country && e.countries.includes(caller.country))) return false;
    if (caller && e.devices.length && !e.devices.includes(caller.device)) return false;
    return true;
  };

  /** A linked account (same payout account or IP within the window) already rewarded by this promotion. */
  const householdConflict = async (conn: DbOrTx, p: PromotionRow, memberId: number, now: Date) => {
    const a = p.config.antiAbuse;
    if (a.samePayoutAccount) {
      const [hit] = await repo.linkedByPayout(conn, p.id, memberId);
      if (hit)
        return {
          reason: 'SAME_PAYOUT_ACCOUNT' as const,
          linkedMemberId: hit.memberId,
          evidence: `****${hit.evidence.slice(-4)}`,
        };
    }
    if (a.sameIp) {
      const [hit] = await repo.linkedByIp(conn, p.id, memberId, new Date(now.getTime() - a.ipWindowDays * DAY_MS));
      if (hit) return { reason: 'SAME_IP' as const, linkedMemberId: hit.memberId, evidence: hit.evidence };
    }
    return null;
  };

  /** Refuses (and records) a household duplicate; the record is written outside the refused change. */
  const refuseDuplicates = async (p: PromotionRow, memberId: number, now: Date) => {
    const hit = await householdConflict(db, p, memberId, now);
    if (!hit) return;
    await repo.insertRefusal(db, { merchantCode: p.merchantCode, promotionId: p.id, memberId, ...hit });
    throw new AppError(ErrorCode.PromotionHouseholdDuplicate);
  };

  const wageringOf = (cfg: PromotionConfig, depositAmount = 0n) => ({
    x100: Math.round(cfg.wagering.multiplier * 100),
    base: cfg.wagering.base,
    depositAmount,
    categories: cfg.wagering.categories.length ? cfg.wagering.categories : null,
    days: cfg.wagering.days,
  });

  /**
   * Pays one reward of a promotion into the member's reward centre: a participation slot (unique per
   * period and per paying deposit), the budget (a conditional update), then the offer. Nothing is
   * written when the slot is taken or the budget cannot pay.
   */
  const grant = async (
    tx: DbOrTx,
    p: PromotionRow,
    memberId: number,
    o: {
      period: string;
      amount: bigint;
      source?: RewardSource;
      ref?: string;
      ip?: string;
      depositAmount?: bigint;
      meta?: Record<string, unknown>;
      autoClaim?: boolean;
    },
  ): Promise<{ ok: true; itemId: number } | { ok: false; reason: 'taken' | 'budget' }> => {
    const slot = await repo.insertParticipation(tx, {
      merchantCode: p.merchantCode,
      promotionId: p.id,
      memberId,
      kind: 'REWARD',
      period: o.period,
      amount: o.amount,
      ref: o.ref ?? null,
      ip: o.ip ?? null,
    });
    if (!slot) return { ok: false, reason: 'taken' };
    if (!(await repo.spend(tx, p.id, o.amount))) {
      await repo.removeParticipation(tx, slot.id);
      return { ok: false, reason: 'budget' };
    }
    const { item } = await deps.rewards.offer(tx, {
      merchantCode: p.merchantCode,
      memberId,
      source: o.source ?? 'PROMOTION',
      sourceRef: String(p.id),
      key: `promo:${p.id}:m:${memberId}:${o.period}`,
      title: titlesOf(p.content),
      amount: o.amount,
      wagering: wageringOf(p.config, o.depositAmount),
      meta: { promotionId: p.id, period: o.period, ...o.meta },
    });
    await repo.linkParticipationItem(tx, slot.id, item.id);
    if (o.autoClaim && deps.claimer) await deps.claimer.claimItem(memberId, item.id, { tx, by: 'member' });
    return { ok: true, itemId: item.id };
  };

  /** Takes the next free claim slot of the current limit period, or refuses with limit reached. */
  const nextSlot = async (tx: DbOrTx, p: PromotionRow, memberId: number, now: Date, tz: string) => {
    const prefix = limitPrefix(p.config.limit.period, now, tz);
    const used = await repo.countRewards(tx, p.id, memberId, prefix);
    return used >= p.config.limit.count ? null : `${prefix}#${used + 1}`;
  };

  /** Status and extras of some promotions for one member (null member: a visitor). */
  const statuses = async (list: PromotionRow[], caller: PromotionCaller, now: Date) => {
    const out = new Map<number, { status: PromotionMemberStatus | null; streak: number; remark: string }>();
    const tz = tzOf(caller.brand);
    if (caller.memberId === null) {
      for (const p of list) {
        const status = deriveMemberStatus({
          promotion: { ...p, requiresJoin: p.config.requiresJoin, budgetExhausted: false },
          now,
          member: null,
        });
        out.set(p.id, { status, streak: 0, remark: '' });
      }
      return out;
    }
    const memberId = caller.memberId;
    const ids = list.map((p) => p.id);
    const [facts, slots, apps, checkins] = await Promise.all([
      memberFacts(db, memberId),
      repo.participationsOf(db, memberId, ids),
      repo.latestApplications(db, memberId, ids),
      repo.lastCheckins(db, memberId, ids),
    ]);
    const today = localDay(now, tz);
    for (const p of list) {
      const mine = slots.filter((s) => s.p.promotionId === p.id);
      const rewards = mine.filter((s) => s.p.kind === 'REWARD');
      const app = apps.filter((a) => a.promotionId === p.id).at(-1) ?? null;
      const prefix = p.mechanic === 'APPLICATION' && app ? `APP:${app.id}` : currentPrefix(p, now, tz);
      const inPeriod = rewards.filter((s) => s.p.period.startsWith(prefix));
      const last = checkins.find((c) => c.promotionId === p.id);
      const streak = last && (last.day === today || last.day === addDays(today, -1)) ? last.streak : 0;
      const cheapest = p.mechanic === 'FIXED' ? minor(p.config.fixed?.amount) : 1n;
      const status = deriveMemberStatus({
        promotion: {
          ...p,
          requiresJoin: p.config.requiresJoin,
          budgetExhausted: p.budget !== null && p.spent + cheapest > p.budget,
        },
        now,
        member: {
          eligible: eligible(p, facts, now, caller),
          joined: mine.some((s) => s.p.kind === 'JOIN'),
          periodItem: inPeriod.at(-1)?.itemStatus ?? null,
          hasClaimable: rewards.some(
            (s: Slot) => s.itemStatus === 'CLAIMABLE' && (!s.itemExpiresAt || s.itemExpiresAt > now),
          ),
          limitReached:
            p.mechanic === 'FIXED' || p.mechanic === 'DEPOSIT_MATCH' ? inPeriod.length >= p.config.limit.count : false,
          checkedInToday: last?.day === today,
          application: app?.status ?? null,
        },
      });
      out.set(p.id, { status, streak, remark: app?.status === 'REJECTED' ? app.remark : '' });
    }
    return out;
  };

  const visible = async (brand: BrandConfig, now: Date) =>
    repo.listVisible(db, brand.merchant.code, new Date(now.getTime() - KEEP_CLOSED_MS));

  /** A promotion the member may act on now (live, inside its window). */
  const openPromotion = async (caller: PromotionCaller, id: number, now: Date) => {
    const p = await repo.byId(db, caller.brand.merchant.code, id);
    if (!p || p.state === 'DRAFT') throw new AppError(ErrorCode.NotFound);
    if (!isOpen(p, now)) throw new AppError(ErrorCode.PromotionClosed);
    return p;
  };

  const statusOf = async (caller: PromotionCaller, id: number) => {
    const p = await repo.byId(db, caller.brand.merchant.code, id);
    return (await statuses([p!], caller, new Date())).get(id)!.status;
  };

  const requireEligible = async (p: PromotionRow, caller: PromotionCaller, now: Date) => {
    const facts = await memberFacts(db, caller.memberId!);
    if (!eligible(p, facts, now, caller)) throw new AppError(ErrorCode.PromotionNotEligible);
    return facts;
  };

  const budgetError = () => new AppError(ErrorCode.PromotionBudgetExhausted);

  const service = {
    // Member calls.

    list: async (caller: PromotionCaller, type?: PromotionType): Promise<{ list: PromotionCard[] }> => {
      const now = new Date();
      const list = (await visible(caller.brand, now)).filter((p) => !type || p.type === type);
      const st = await statuses(list, caller, now);
      const fallback = caller.brand.merchant.defaultLanguage;
      return {
        list: list.map((p) => presentCard(p, textOf(p.content, caller.language, fallback), st.get(p.id)!)),
      };
    },

    detail: async (caller: PromotionCaller, id: number) => {
      const now = new Date();
      const p = await repo.byId(db, caller.brand.merchant.code, id);
      if (!p || p.state === 'DRAFT') throw new AppError(ErrorCode.NotFound);
      const st = (await statuses([p], caller, now)).get(p.id)!;
      return presentDetail(p, textOf(p.content, caller.language, caller.brand.merchant.defaultLanguage), st);
    },

    /** The top bar's count: promotions the member can act on now (none for visitors). */
    count: async (caller: PromotionCaller) => {
      if (caller.memberId === null) return { available: 0 };
      const now = new Date();
      const st = await statuses(await visible(caller.brand, now), caller, now);
      return { available: [...st.values()].filter((s) => s.status && ACTIONABLE_STATUSES.has(s.status)).length };
    },

    join: async (caller: PromotionCaller, id: number) => {
      const now = new Date();
      const p = await openPromotion(caller, id, now);
      if (!p.config.requiresJoin) throw new AppError(ErrorCode.PromotionActionInvalid);
      await requireEligible(p, caller, now);
      await repo.insertParticipation(db, {
        merchantCode: p.merchantCode,
        promotionId: p.id,
        memberId: caller.memberId!,
        kind: 'JOIN',
        period: 'join',
        ip: caller.ip,
      });
      return { id: p.id, status: await statusOf(caller, p.id) };
    },

    /**
     * FIXED: checks eligibility, the claim limit, the budget and household duplicates, then pays the
     * bonus into the reward centre (and claims it when the bonus engine is wired). Other mechanics:
     * claims the reward already waiting for the member.
     */
    claim: async (caller: PromotionCaller, id: number) => {
      const now = new Date();
      const memberId = caller.memberId!;
      const p = await repo.byId(db, caller.brand.merchant.code, id);
      if (!p || p.state === 'DRAFT') throw new AppError(ErrorCode.NotFound);
      // A reward already waiting (a deposit match, a rebate, an issued application, an unclaimed fixed bonus).
      const waiting = (await repo.participationsOf(db, memberId, [p.id])).find(
        (x) => x.itemStatus === 'CLAIMABLE' && (!x.itemExpiresAt || x.itemExpiresAt > now),
      );
      if (waiting?.p.rewardItemId) {
        if (deps.claimer) {
          await db.transaction((tx) =>
            deps.claimer!.claimItem(memberId, waiting.p.rewardItemId!, { tx, by: 'member' }),
          );
          deps.rewards.notify(memberId);
        }
        return { id: p.id, status: await statusOf(caller, p.id), rewardItemId: waiting.p.rewardItemId };
      }
      if (p.mechanic !== 'FIXED') throw new AppError(ErrorCode.PromotionActionInvalid);
      if (!isOpen(p, now)) throw new AppError(ErrorCode.PromotionClosed);
      await requireEligible(p, caller, now);
      await refuseDuplicates(p, memberId, now);
      const amount = minor(p.config.fixed!.amount);
      const itemId = await db.transaction(async (tx) => {
        const period = await nextSlot(tx, p, memberId, now, tzOf(caller.brand));
        if (!period) throw new AppError(ErrorCode.PromotionLimitReached);
        const r = await grant(tx, p, memberId, { period, amount, ip: caller.ip, autoClaim: true });
        if (!r.ok) throw r.reason === 'budget' ? budgetError() : new AppError(ErrorCode.PromotionLimitReached);
        return r.itemId;
      });
      deps.rewards.notify(memberId);
      return { id: p.id, status: await statusOf(caller, p.id), rewardItemId: itemId };
    },

    /** Today's check-in: the streak grows on consecutive local days and restarts after a missed one. */
    checkin: async (caller: PromotionCaller, id: number) => {
      const now = new Date();
      const memberId = caller.memberId!;
      const p = await openPromotion(caller, id, now);
      if (p.mechanic !== 'CHECKIN') throw new AppError(ErrorCode.PromotionActionInvalid);
      await requireEligible(p, caller, now);
      await refuseDuplicates(p, memberId, now);
      const today = localDay(now, tzOf(caller.brand));
      const amounts = p.config.checkin!.amounts;
      const r = await db.transaction(async (tx) => {
        const last = await repo.lastCheckin(tx, p.id, memberId);
        if (last?.day === today) throw new AppError(ErrorCode.PromotionLimitReached);
        const streak = last?.day === addDays(today, -1) ? last.streak + 1 : 1;
        const row = await repo.insertCheckin(tx, { promotionId: p.id, memberId, day: today, streak });
        if (!row) throw new AppError(ErrorCode.PromotionLimitReached);
        const amount = minor(amounts[Math.min(streak, amounts.length) - 1]);
        if (amount > 0n) {
          const g = await grant(tx, p, memberId, {
            period: `DAY:${today}`,
            amount,
            source: 'CHECKIN',
            ip: caller.ip,
            meta: { streak },
            autoClaim: true,
          });
          if (!g.ok) throw g.reason === 'budget' ? budgetError() : new AppError(ErrorCode.PromotionLimitReached);
          await repo.linkCheckinItem(tx, row.id, g.itemId);
        }
        return { streak, amount };
      });
      deps.rewards.notify(memberId);
      return { id: p.id, status: await statusOf(caller, p.id), streak: r.streak, amount: minorToNumber(r.amount) };
    },

    apply: async (caller: PromotionCaller, id: number, note: string) => {
      const now = new Date();
      const memberId = caller.memberId!;
      const p = await openPromotion(caller, id, now);
      if (p.mechanic !== 'APPLICATION') throw new AppError(ErrorCode.PromotionActionInvalid);
      await requireEligible(p, caller, now);
      await refuseDuplicates(p, memberId, now);
      await db.transaction(async (tx) => {
        // The member row serialises one member's parallel applications.
        await repo.lockMember(tx, memberId);
        const apps = await repo.latestApplications(tx, memberId, [p.id]);
        if (apps.some((a) => a.status === 'APPLYING')) throw new AppError(ErrorCode.PromotionLimitReached);
        const prefix = limitPrefix(p.config.limit.period, now, tzOf(caller.brand));
        const issued = apps.filter(
          (a) =>
            a.status === 'ISSUED' && limitPrefix(p.config.limit.period, a.createdAt, tzOf(caller.brand)) === prefix,
        );
        if (issued.length >= p.config.limit.count) throw new AppError(ErrorCode.PromotionLimitReached);
        await repo.insertApplication(tx, { merchantCode: p.merchantCode, promotionId: p.id, memberId, note });
      });
      return { id: p.id, status: await statusOf(caller, p.id) };
    },

    // The deposit hook and the rebate job.

    /** Deposit match, inside the deposit's transaction: one reward per qualifying deposit at most. */
    onDepositPaid: async (tx: DbOrTx, e: DepositPaidEvent) => {
      const list = (await repo.liveOfMechanic(tx, e.merchantCode, 'DEPOSIT_MATCH')).filter((p) => isOpen(p, e.paidAt));
      if (list.length === 0) return;
      // Inside the deposit's transaction: read through it (PGlite has one connection).
      const tz = timeZoneOfCountry(await repo.merchantCountry(tx, e.merchantCode));
      const facts = await memberFacts(tx, e.memberId, e);
      for (const p of list) {
        const cfg = p.config.depositMatch!;
        if (e.amount < minor(cfg.minDeposit)) continue;
        const join = p.config.requiresJoin ? await repo.joinOf(tx, p.id, e.memberId) : null;
        if (p.config.requiresJoin && !join) continue;
        if (!eligible(p, facts, e.paidAt)) continue;
        // FIRST: the member's first deposit ever; EVERY_NTH: every nth deposit since the join (or the start).
        const since = cfg.order === 'FIRST' ? undefined : (join?.createdAt ?? p.startAt);
        const ordinal = (await repo.deposits(tx, e.memberId, since, e.orderNo)).count + 1;
        if (cfg.order === 'FIRST' ? ordinal !== 1 : ordinal % cfg.nth !== 0) continue;
        const hit = await householdConflict(tx, p, e.memberId, e.paidAt);
        if (hit) {
          await repo.insertRefusal(tx, {
            merchantCode: p.merchantCode,
            promotionId: p.id,
            memberId: e.memberId,
            ...hit,
          });
          continue;
        }
        const period = await nextSlot(tx, p, e.memberId, e.paidAt, tz);
        if (!period) continue;
        let bonus = (e.amount * pctX100(cfg.percent)) / 10_000n;
        const cap = minor(cfg.maxBonus);
        if (cap > 0n && bonus > cap) bonus = cap;
        if (bonus <= 0n) continue;
        await grant(tx, p, e.memberId, {
          period,
          amount: bonus,
          ref: e.orderNo,
          depositAmount: e.amount,
          meta: { orderNo: e.orderNo, deposit: minorToText(e.amount) },
        });
      }
    },

    /**
     * Rebates of the last complete period (daily or weekly, in each brand's zone) of every live
     * rebate promotion: one offer per member and period (keys), so a repeated run offers nothing new.
     */
    runRebates: async (now = new Date()) => {
      let offered = 0;
      for (const p of await repo.liveOfMechanic(db, null, 'REBATE')) {
        const brand = await deps.brands.getConfig(p.merchantCode);
        if (!brand) continue;
        const cfg = p.config.rebate!;
        const period = lastRebatePeriod(cfg.period, now, tzOf(brand));
        if (period.to <= p.startAt || (p.endAt && period.from >= p.endAt)) continue;
        const rows = await repo.turnoverByMember(db, {
          merchantCode: p.merchantCode,
          from: period.from,
          to: period.to,
          categories: cfg.categories,
          vendors: cfg.vendors,
        });
        const joined = p.config.requiresJoin ? new Set(await repo.joinedMemberIds(db, p.id)) : null;
        for (const r of rows) {
          if (joined && !joined.has(r.memberId)) continue;
          const bet = BigInt(r.bet ?? '0');
          const win = BigInt(r.win ?? '0');
          const base = cfg.basis === 'VALID_BET' ? BigInt(r.validBet ?? '0') : bet > win ? bet - win : 0n;
          let amount = (base * pctX100(cfg.percent)) / 10_000n;
          const cap = minor(cfg.maxPerMember);
          if (cap > 0n && amount > cap) amount = cap;
          if (amount <= 0n) continue;
          const facts = await memberFacts(db, r.memberId);
          if (!eligible(p, facts, now)) continue;
          const g = await db.transaction((tx) =>
            grant(tx, p, r.memberId, {
              period: `REBATE:${period.key}`,
              amount,
              source: 'REBATE',
              meta: { period: period.key, basis: cfg.basis, base: minorToText(base) },
              autoClaim: cfg.auto,
            }),
          );
          if (g.ok) {
            offered++;
            deps.rewards.notify(r.memberId);
          }
        }
      }
      return offered;
    },

    // Back office.

    grid: async (merchantCode: string, q: OperationParsedQuery<typeof operatorPromotionsList>) => {
      const { rows, total } = await repo.grid(db, merchantCode, {
        type: q.type,
        state: q.state,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
        sort: q.sort ?? 'id',
        desc: q.order === 'desc',
      });
      return { list: rows.map(presentOperatorRow), total };
    },

    get: async (merchantCode: string, id: number) => {
      const p = await repo.byId(db, merchantCode, id);
      if (!p) throw new AppError(ErrorCode.NotFound);
      return presentOperatorPromotion(p);
    },

    create: async (
      brand: BrandConfig,
      by: { actor: string; ip: string },
      body: OperationParsedBody<typeof operatorPromotionCreate>,
    ) =>
      db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          merchantCode: brand.merchant.code,
          type: body.type,
          mechanic: body.mechanic,
          startAt: new Date(body.startAt),
          endAt: body.endAt === null ? null : new Date(body.endAt),
          sort: body.sort,
          content: sanitizeContent(body.content),
          imageUrl: body.imageUrl,
          config: body.config,
          budget: body.budget === null ? null : minor(body.budget),
          createdBy: by.actor,
        });
        await deps.audit(
          {
            merchantCode: brand.merchant.code,
            actor: by.actor,
            action: 'promotion.create',
            target: `promotion:${row.id}`,
            detail: { type: row.type, mechanic: row.mechanic },
            ip: by.ip,
          },
          tx,
        );
        return presentOperatorPromotion(row);
      }),

    update: async (
      brand: BrandConfig,
      by: { actor: string; ip: string },
      body: OperationParsedBody<typeof operatorPromotionUpdate>,
    ) =>
      db.transaction(async (tx) => {
        const before = await repo.byId(tx, brand.merchant.code, body.id);
        if (!before) throw new AppError(ErrorCode.NotFound);
        const budget = body.budget === null ? null : minor(body.budget);
        // A budget below what is already committed would be overspent at once.
        if (budget !== null && budget < before.spent)
          throw new AppError(ErrorCode.ValidationFailed, 'budget: below the amount already spent');
        const row = (await repo.update(tx, brand.merchant.code, body.id, {
          type: body.type,
          mechanic: body.mechanic,
          startAt: new Date(body.startAt),
          endAt: body.endAt === null ? null : new Date(body.endAt),
          sort: body.sort,
          content: sanitizeContent(body.content),
          imageUrl: body.imageUrl,
          config: body.config,
          budget,
        }))!;
        await deps.audit(
          {
            merchantCode: brand.merchant.code,
            actor: by.actor,
            action: 'promotion.update',
            target: `promotion:${row.id}`,
            detail: { type: row.type, mechanic: row.mechanic, state: row.state },
            ip: by.ip,
          },
          tx,
        );
        return presentOperatorPromotion(row);
      }),

    setState: async (brand: BrandConfig, by: { actor: string; ip: string }, id: number, state: 'LIVE' | 'ENDED') =>
      db.transaction(async (tx) => {
        const before = await repo.byId(tx, brand.merchant.code, id);
        if (!before) throw new AppError(ErrorCode.NotFound);
        // An ended promotion stays ended: members were told it closed.
        if (before.state === 'ENDED' && state === 'LIVE') throw new AppError(ErrorCode.PromotionActionInvalid);
        const row = (await repo.update(tx, brand.merchant.code, id, { state }))!;
        await deps.audit(
          {
            merchantCode: brand.merchant.code,
            actor: by.actor,
            action: state === 'LIVE' ? 'promotion.publish' : 'promotion.end',
            target: `promotion:${id}`,
            detail: { from: before.state, to: state },
            ip: by.ip,
          },
          tx,
        );
        return presentOperatorRow(row);
      }),

    applications: async (merchantCode: string, q: OperationParsedQuery<typeof operatorPromotionApplications>) => {
      const { rows, total } = await repo.applicationsGrid(db, merchantCode, {
        status: q.status,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
        desc: q.order === 'desc',
      });
      return { list: rows.map((r) => presentApplication(r.a, r.account, r.promotion)), total };
    },

    /** Rejects at once; issuing goes through maker-checker (promotion.issue) above the brand's threshold. */
    review: async (
      approvals: ApprovalsPort,
      brand: BrandConfig,
      maker: ApprovalActor,
      body: OperationParsedBody<typeof operatorPromotionReview>,
    ): Promise<ApprovalOutcome> => {
      const app = await repo.lockApplication(db, brand.merchant.code, body.id);
      if (!app) throw new AppError(ErrorCode.NotFound);
      if (app.status !== 'APPLYING') throw new AppError(ErrorCode.PromotionActionInvalid);
      const p = (await repo.byId(db, brand.merchant.code, app.promotionId))!;
      if (body.decision === 'REJECT') {
        await db.transaction(async (tx) => {
          const locked = await repo.lockApplication(tx, brand.merchant.code, body.id);
          if (locked?.status !== 'APPLYING') throw new AppError(ErrorCode.PromotionActionInvalid);
          await repo.decideApplication(tx, app.id, {
            status: 'REJECTED',
            remark: body.remark,
            reviewedBy: maker.actor,
          });
          await deps.audit(
            {
              merchantCode: brand.merchant.code,
              actor: maker.actor,
              action: 'promotion.application.reject',
              target: `promotion-application:${app.id}`,
              detail: { promotionId: p.id, remark: body.remark },
              ip: maker.ip,
            },
            tx,
          );
        });
        return { status: 'EXECUTED', kind: 'promotion.issue', result: { id: app.id, status: 'REJECTED' } };
      }
      const amount = body.amount ? minor(body.amount) : minor(p.config.application?.defaultAmount);
      const max = minor(p.config.application?.maxAmount);
      if (amount <= 0n || (max > 0n && amount > max))
        throw new AppError(ErrorCode.ValidationFailed, 'amount: above the promotion maximum');
      return approvals.submit({
        kind: 'promotion.issue',
        maker,
        amountMinor: amount,
        target: `promotion-application:${app.id}`,
        summary: `Issue ${minorToText(amount)} for application ${app.id} (${p.content.EN?.title ?? p.id})`,
        payload: { id: app.id, amount: minorToText(amount), remark: body.remark },
      });
    },

    /** The promotion.issue executor: issues the reward in one transaction with its audit row. */
    issueApplication: async (
      payload: Record<string, unknown>,
      ctx: { maker: ApprovalActor; checker: ApprovalActor | null },
    ) => {
      const { id, amount, remark } = payload as { id: number; amount: string; remark: string };
      const by = ctx.checker ?? ctx.maker;
      const result = await db.transaction(async (tx) => {
        const app = await repo.lockApplication(tx, ctx.maker.merchantCode, id);
        if (app?.status !== 'APPLYING') throw new AppError(ErrorCode.PromotionActionInvalid);
        const p = (await repo.byId(tx, ctx.maker.merchantCode, app.promotionId))!;
        const g = await grant(tx, p, app.memberId, { period: `APP:${app.id}`, amount: minor(amount) });
        if (!g.ok) throw g.reason === 'budget' ? budgetError() : new AppError(ErrorCode.PromotionActionInvalid);
        await repo.decideApplication(tx, app.id, {
          status: 'ISSUED',
          amount: minor(amount),
          remark,
          reviewedBy: by.actor,
          rewardItemId: g.itemId,
        });
        await deps.audit(
          {
            merchantCode: ctx.maker.merchantCode,
            actor: by.actor,
            action: 'promotion.application.issue',
            target: `promotion-application:${app.id}`,
            detail: { promotionId: p.id, amount, maker: ctx.maker.actor },
            ip: by.ip,
          },
          tx,
        );
        return { id: app.id, status: 'ISSUED', memberId: app.memberId, rewardItemId: g.itemId };
      });
      deps.rewards.notify(result.memberId);
      return { id: result.id, status: result.status, rewardItemId: result.rewardItemId };
    },

    report: async (merchantCode: string) => {
      const r = await repo.report(db, merchantCode);
      const list = r.promos.map((p) => {
        const parts = r.parts.filter((x) => x.promotionId === p.id);
        const rewards = parts.filter((x) => x.kind === 'REWARD');
        const offered = rewards.reduce((a, x) => a + x.n, 0);
        const claimedRows = rewards.filter((x) => x.itemStatus === 'CLAIMED');
        const claimed = claimedRows.reduce((a, x) => a + x.n, 0);
        const joins = parts.filter((x) => x.kind === 'JOIN').reduce((a, x) => a + x.n, 0);
        const applied = r.apps.find((x) => x.promotionId === p.id)?.n ?? 0;
        const joined = p.mechanic === 'APPLICATION' ? applied : joins;
        const denominator = joined || offered;
        const grants = r.grants.filter((x) => x.promotionId === p.id);
        const g = (s: string) => grants.filter((x) => x.status === s).reduce((a, x) => a + x.n, 0);
        const money = (rows: typeof rewards) => rows.reduce((a, x) => a + BigInt(x.amount ?? '0'), 0n);
        return {
          id: p.id,
          title: p.content.EN?.title ?? '',
          type: p.type,
          mechanic: p.mechanic,
          joined,
          offered,
          claimed,
          conversion: denominator ? Math.round((claimed / denominator) * 10_000) / 100 : 0,
          cost: Number(money(rewards)) / 100,
          claimedAmount: Number(money(claimedRows)) / 100,
          wageringActive: g('ACTIVE'),
          wageringCompleted: g('COMPLETED') + g('WAIVED'),
          wageringForfeited: g('FORFEITED'),
          refusals: r.refusals.find((x) => x.promotionId === p.id)?.n ?? 0,
        };
      });
      return { list };
    },

    /** Refused duplicates and rewarded pairs sharing a payout account, newest first. */
    abuse: async (merchantCode: string) => {
      const refusals = await repo.refusals(db, merchantCode, 200);
      const pairs = await repo.linkedRewardPairs(db, merchantCode, 200);
      const promoIds = [
        ...new Set([...refusals.map((r) => r.promotionId), ...pairs.map((p) => Number(p.promotion_id))]),
      ];
      const titles = new Map<number, string>();
      for (const id of promoIds) titles.set(id, (await repo.byId(db, merchantCode, id))?.content.EN?.title ?? '');
      const accounts = await repo.accounts(db, [
        ...refusals.flatMap((r) => [r.memberId, r.linkedMemberId]),
        ...pairs.flatMap((p) => [Number(p.a), Number(p.b)]),
      ]);
      return {
        list: [
          ...refusals.map((r) => ({
            promotionId: r.promotionId,
            promotionTitle: titles.get(r.promotionId) ?? '',
            reason: r.reason,
            account: accounts.get(r.memberId) ?? '',
            linkedAccount: accounts.get(r.linkedMemberId) ?? '',
            evidence: r.evidence,
            refused: true,
            at: r.createdAt.getTime(),
          })),
          ...pairs.map((p) => ({
            promotionId: Number(p.promotion_id),
            promotionTitle: titles.get(Number(p.promotion_id)) ?? '',
            reason: 'SAME_PAYOUT_ACCOUNT' as const,
            account: accounts.get(Number(p.a)) ?? '',
            linkedAccount: accounts.get(Number(p.b)) ?? '',
            evidence: `****${String(p.evidence).slice(-4)}`,
            refused: false,
            at: new Date(p.at).getTime(),
          })),
        ],
      };
    },
  };
  return service;
};

export type { ParticipationRow };
