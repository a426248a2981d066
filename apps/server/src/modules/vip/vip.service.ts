import {
  ErrorCode,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorSaveVipLevels,
  type operatorSetBirthDate,
  type operatorSetVipLevel,
  type operatorVipMembers,
  parseMinor,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { timeZoneOfCountry } from '../../jobs/time-zone.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import type { DepositPaidEvent } from '../rewards/domain-hooks.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import { type BrandFacts, brandFacts } from './brand-facts.js';
import {
  checkLevelTable,
  dayRange,
  isBirthday,
  type LevelRule,
  localDate,
  periodOf,
  periodRange,
  previousDay,
  previousPeriod,
  rebateAmount,
  reviewTarget,
  upgradeTarget,
} from './vip-rules.js';
import { birthdayTitle, levelUpTitle, rebateTitle } from './vip-titles.js';
import { presentLevel, presentOperatorLevel, presentVipMember, presentVipMemberRow } from './vip.presenter.js';
import { type MemberVipRow, type VipLevelRow, vipRepository as repo } from './vip.repository.js';

export type VipService = ReturnType<typeof createVipService>;
type Actor = { actor: string; ip: string };

/** Rounds that settled this long ago are re-read by the turnover job (it runs every few minutes). */
const TURNOVER_LOOKBACK_MS = 30 * 60_000;

const minor = (text: string) => parseMinor(text) ?? 0n;
const minorOrNull = (text: string | null) => (text === null ? null : minor(text));
const ruleOf = (l: VipLevelRow): LevelRule => l;

/** The level's label on members.club_label_name: its name in the brand's language; level 0 has none. */
export const labelOf = (brand: BrandFacts | null, level: VipLevelRow | undefined): string => {
  if (!level || level.level === 0) return '';
  const lang = (brand?.merchant.defaultLanguage ?? 'EN').toLowerCase();
  return level.names[lang] ?? level.names.en ?? `VIP${level.level}`;
};

/**
 * VIP levels (docs/promotions.md, ## VIP and referrals): upgrades at once on a paid deposit (in the
 * deposit's transaction) and on turnover (a job every few minutes), a month-end review that keeps or
 * drops one level, level-up and birthday bonuses, the daily VIP rebate, and the level's withdrawal
 * limits. Bonuses are offered to the reward centre once per key; the member claims them there.
 */
export const createVipService = (
  db: Db,
  deps: {
    rewards: Pick<RewardsService, 'offer' | 'notify'>;
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  },
) => {
  const tzOf = (brand: BrandFacts | null) => timeZoneOfCountry(brand?.merchant.defaultCountry);

  /**
   * Moves a member to a level: the VIP row, the portal's clubLabel, and on the way up each level's
   * level-up bonus once per level and member (key). A downgrade restarts the qualifying deposits,
   * so the deposits that earned the lost level do not earn it back at once.
   */
  const applyLevel = async (
    tx: DbOrTx,
    brand: BrandFacts | null,
    levels: VipLevelRow[],
    state: MemberVipRow,
    to: number,
    opts: { bonuses: boolean; now: Date },
  ): Promise<boolean> => {
    const from = state.level;
    if (to === from) return false;
    await repo.updateState(tx, state.memberId, {
      level: to,
      levelSince: opts.now,
      ...(to < from ? { qualifyingDeposit: 0n } : {}),
    });
    await repo.setClub(
      tx,
      state.memberId,
      to,
      labelOf(
        brand,
        levels.find((l) => l.level === to),
      ),
    );
    let offered = false;
    if (to > from && opts.bonuses)
      for (const l of levels.filter((x) => x.level > from && x.level <= to && x.levelUpBonus > 0n)) {
        const r = await deps.rewards.offer(tx, {
          merchantCode: state.merchantCode,
          memberId: state.memberId,
          source: 'VIP_LEVEL_UP',
          sourceRef: `level:${l.level}`,
          key: `vip:up:${state.memberId}:${l.level}`,
          title: levelUpTitle(l.names),
          amount: l.levelUpBonus,
          wagering: { x100: l.levelUpWageringX100, base: 'BONUS' },
          meta: { from, to: l.level },
        });
        offered ||= r.created;
      }
    return offered;
  };

  /** Upgrades a locked member by their figures; answers whether a reward was offered. */
  const upgrade = async (tx: DbOrTx, brand: BrandFacts | null, levels: VipLevelRow[], s: MemberVipRow, now: Date) => {
    const to = upgradeTarget(levels.map(ruleOf), s.level, s.qualifyingDeposit, s.monthTurnover);
    return applyLevel(tx, brand, levels, s, to, { bonuses: true, now });
  };

  const notifyAll = (ids: Iterable<number>) => {
    for (const id of new Set(ids)) void deps.rewards.notify(id);
  };

  /** Each brand with a level table, with its config and time zone. */
  const brandsWithLevels = async function* () {
    for (const { code } of await repo.merchants(db)) {
      const levels = await repo.levels(db, code);
      if (levels.length === 0) continue;
      const brand = await brandFacts(db, code);
      yield { code, brand, levels, tz: tzOf(brand) };
    }
  };

  const memberRow = async (conn: DbOrTx, brand: BrandFacts | null, merchantCode: string, memberId: number) => {
    const m = await repo.member(conn, merchantCode, memberId);
    if (!m) throw new AppError(ErrorCode.NotFound, 'No such member.');
    const s = await repo.state(conn, memberId);
    const levels = await repo.levels(conn, merchantCode);
    const period = periodOf(new Date(), tzOf(brand));
    return presentVipMemberRow(
      m,
      s,
      period,
      labelOf(
        brand,
        levels.find((l) => l.level === (s?.level ?? 0)),
      ),
    );
  };

  /**
   * An operator's level for a member, inside the caller's transaction (the back office's VIP
   * page and the member profile's VIP action both come here). No level-up bonus is offered for a
   * level given by hand. Answers the level's label.
   */
  const setLevelInTx = async (
    tx: DbOrTx,
    merchantCode: string,
    memberId: number,
    level: number,
    pinned: boolean,
    now = new Date(),
  ) => {
    const levels = await repo.levels(tx, merchantCode);
    const brand = await brandFacts(tx, merchantCode);
    if (levels.length > 0 && !levels.some((l) => l.level === level))
      throw new AppError(ErrorCode.ValidationFailed, `level: the brand's table has no level ${level}`);
    const s = await repo.lockState(tx, merchantCode, memberId);
    const before = { level: s.level, pinnedLevel: s.pinnedLevel };
    await repo.updateState(tx, memberId, { pinnedLevel: pinned ? level : null, lastEvaluatedAt: now });
    if (levels.length > 0) await applyLevel(tx, brand, levels, s, level, { bonuses: false, now });
    const label = labelOf(
      brand,
      levels.find((l) => l.level === level),
    );
    // A brand without a table keeps the plain label the back office always gave.
    if (levels.length === 0) await repo.setClub(tx, memberId, level, level > 0 ? `VIP${level}` : '');
    return {
      before,
      after: { level, pinnedLevel: pinned ? level : null },
      label: label || (level > 0 ? `VIP${level}` : ''),
    };
  };

  return {
    setLevelInTx,

    // Portal -------------------------------------------------------------------------------------

    overview: async (brand: BrandConfig, member: MemberRow | null) => {
      const levels = await repo.levels(db, brand.merchant.code);
      const state = member ? await repo.state(db, member.id) : null;
      return {
        levels: levels.map(presentLevel),
        member: member ? presentVipMember(state, periodOf(new Date(), tzOf(brand))) : null,
      };
    },

    setBirthDate: (brand: BrandConfig, member: MemberRow, birthDate: string) =>
      db.transaction(async (tx) => {
        const s = await repo.lockState(tx, brand.merchant.code, member.id);
        if (s.birthDate) throw new AppError(ErrorCode.BirthDateLocked);
        await repo.updateState(tx, member.id, { birthDate, birthDateBy: 'MEMBER' });
        return { birthDate };
      }),

    // Domain hooks and jobs ------------------------------------------------------------------------

    /** depositPaid listener: counts the deposit and upgrades at once, inside the deposit's transaction. */
    onDepositPaid: async (tx: DbOrTx, e: DepositPaidEvent) => {
      const levels = await repo.levels(tx, e.merchantCode);
      if (levels.length === 0) return;
      const brand = await brandFacts(tx, e.merchantCode);
      const s = await repo.lockState(tx, e.merchantCode, e.memberId);
      const period = periodOf(e.paidAt, tzOf(brand));
      const next = {
        ...s,
        qualifyingDeposit: s.qualifyingDeposit + e.amount,
        lifetimeDeposit: s.lifetimeDeposit + e.amount,
        period,
        monthTurnover: s.period === period ? s.monthTurnover : 0n,
      };
      await repo.updateState(tx, s.memberId, {
        qualifyingDeposit: next.qualifyingDeposit,
        lifetimeDeposit: next.lifetimeDeposit,
        period,
        monthTurnover: next.monthTurnover,
        lastEvaluatedAt: e.paidAt,
      });
      if (await upgrade(tx, brand, levels, next, e.paidAt)) notifyAll([e.memberId]);
    },

    /**
     * Turnover job: members whose rounds settled lately get this month's valid turnover recounted
     * from the betting record (a recount, so a repeated run changes nothing) and are upgraded.
     * Answers how many members changed level.
     */
    refreshTurnover: async (now = new Date()) => {
      const played = await repo.playedSince(db, new Date(now.getTime() - TURNOVER_LOOKBACK_MS));
      let changed = 0;
      for await (const { code, brand, levels, tz } of brandsWithLevels()) {
        const ids = played.filter((p) => p.merchantCode === code).map((p) => p.memberId);
        if (ids.length === 0) continue;
        const period = periodOf(now, tz);
        const { from } = periodRange(period, tz);
        const turnover = await repo.turnoverByMember(db, from, now, ids);
        const notify: number[] = [];
        for (const memberId of ids) {
          const moved = await db.transaction(async (tx) => {
            const s = await repo.lockState(tx, code, memberId);
            const next = { ...s, period, monthTurnover: turnover.get(memberId) ?? 0n };
            await repo.updateState(tx, memberId, { period, monthTurnover: next.monthTurnover, lastEvaluatedAt: now });
            const level = s.level;
            if (await upgrade(tx, brand, levels, next, now)) notify.push(memberId);
            return (await repo.state(tx, memberId))!.level !== level;
          });
          if (moved) changed++;
        }
        notifyAll(notify);
      }
      return changed;
    },

    /**
     * Month-end review (monthly job, brand time zone): each member above level 0 whose past month's
     * valid turnover is below their level's maintain turnover drops one level (not below a pinned
     * level). Once per member and month (reviewed_period), so a second run changes nothing.
     */
    review: async (now = new Date()) => {
      let downgraded = 0;
      for await (const { code, brand, levels, tz } of brandsWithLevels()) {
        const reviewed = previousPeriod(periodOf(now, tz));
        const range = periodRange(reviewed, tz);
        const due = await repo.toReview(db, code, reviewed);
        if (due.length === 0) continue;
        const turnover = await repo.turnoverByMember(
          db,
          range.from,
          range.to,
          due.map((d) => d.memberId),
        );
        for (const { memberId } of due) {
          await db.transaction(async (tx) => {
            const s = await repo.lockState(tx, code, memberId);
            if (s.reviewedPeriod >= reviewed) return;
            const to = reviewTarget(levels.map(ruleOf), {
              level: s.level,
              pinnedLevel: s.pinnedLevel,
              pastMonthTurnover: turnover.get(memberId) ?? 0n,
              reachedInReviewedMonth: s.levelSince !== null && s.levelSince > range.from,
            });
            if (to < s.level) {
              // The lower level counts from the new month's start: a full month to keep it.
              await applyLevel(tx, brand, levels, s, to, { bonuses: false, now: range.to });
              downgraded++;
            }
            await repo.updateState(tx, memberId, { reviewedPeriod: reviewed, lastEvaluatedAt: now });
          });
        }
      }
      return downgraded;
    },

    /**
     * Daily VIP rebate: yesterday's (brand time zone) valid bets per category × the member's level
     * rates, offered as one REBATE item per member and day (key), so a second run offers nothing.
     */
    rebate: async (now = new Date()) => {
      let offered = 0;
      for await (const { code, levels, tz } of brandsWithLevels()) {
        const day = previousDay(localDate(now, tz));
        const { from, to } = dayRange(day, tz);
        const byMember = await repo.turnoverByCategory(db, code, from, to);
        const levelOf = await repo.levelsOf(db, [...byMember.keys()]);
        const notify: number[] = [];
        for (const [memberId, byCategory] of byMember) {
          const level = levels.find((l) => l.level === (levelOf.get(memberId) ?? 0));
          if (!level) continue;
          const { total, parts } = rebateAmount(byCategory, level.rebateBps);
          if (total <= 0n) continue;
          const r = await db.transaction((tx) =>
            deps.rewards.offer(tx, {
              merchantCode: code,
              memberId,
              source: 'REBATE',
              sourceRef: `vip-rebate:${day}`,
              key: `vip:rebate:${memberId}:${day}`,
              title: rebateTitle(day),
              amount: total,
              wagering: { x100: 100, base: 'BONUS' },
              meta: {
                day,
                level: level.level,
                parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v.toString()])),
              },
            }),
          );
          if (r.created) {
            offered++;
            notify.push(memberId);
          }
        }
        notifyAll(notify);
      }
      return offered;
    },

    /** Daily birthday job: the level's birthday bonus once per member and year (key). */
    birthdays: async (now = new Date()) => {
      let offered = 0;
      for await (const { code, levels, tz } of brandsWithLevels()) {
        const today = localDate(now, tz);
        const notify: number[] = [];
        for (const m of await repo.withBirthDate(db, code)) {
          if (!m.birthDate || !isBirthday(m.birthDate, today)) continue;
          const level = levels.find((l) => l.level === m.level);
          if (!level || level.birthdayBonus <= 0n) continue;
          const r = await db.transaction((tx) =>
            deps.rewards.offer(tx, {
              merchantCode: code,
              memberId: m.memberId,
              source: 'VIP_BIRTHDAY',
              sourceRef: `level:${level.level}`,
              key: `vip:birthday:${m.memberId}:${today.slice(0, 4)}`,
              title: birthdayTitle(),
              amount: level.birthdayBonus,
              wagering: { x100: level.birthdayWageringX100, base: 'BONUS' },
              meta: { level: level.level, date: today },
            }),
          );
          if (r.created) {
            offered++;
            notify.push(m.memberId);
          }
        }
        notifyAll(notify);
      }
      return offered;
    },

    /**
     * The member's level's withdrawal limits (null: the brand's applies) and what they withdrew
     * since `since`; null when the brand has no level table.
     */
    withdrawLimits: async (conn: DbOrTx, merchantCode: string, memberId: number, since: Date) => {
      const levels = await repo.levels(conn, merchantCode);
      if (levels.length === 0) return null;
      const s = await repo.state(conn, memberId);
      const l = levels.find((x) => x.level === (s?.level ?? 0));
      if (!l) return null;
      const used = await repo.withdrawnSince(conn, memberId, since);
      return {
        dailyCount: l.withdrawDailyCount,
        dailyAmount: l.withdrawDailyAmount,
        maxPerRequest: l.withdrawMaxPerRequest,
        usedAmount: used.amount,
      };
    },

    // Back office ---------------------------------------------------------------------------------

    levelsFor: async (merchantCode: string) => ({
      levels: (await repo.levels(db, merchantCode)).map(presentOperatorLevel),
    }),

    saveLevels: (merchantCode: string, body: OperationParsedBody<typeof operatorSaveVipLevels>, who: Actor) =>
      db.transaction(async (tx) => {
        const rows = body.levels.map((l) => ({
          level: l.level,
          names: Object.fromEntries(Object.entries(l.names).filter(([, v]) => typeof v === 'string' && v)) as Record<
            string,
            string
          >,
          depositThreshold: minor(l.depositThreshold),
          turnoverThreshold: minor(l.turnoverThreshold),
          upgradeMode: l.upgradeMode,
          maintainTurnover: minor(l.maintainTurnover),
          rebateBps: l.rebateBps,
          withdrawDailyCount: l.withdrawDailyCount,
          withdrawDailyAmount: minorOrNull(l.withdrawDailyAmount),
          withdrawMaxPerRequest: minorOrNull(l.withdrawMaxPerRequest),
          levelUpBonus: minor(l.levelUpBonus),
          levelUpWageringX100: l.levelUpWageringX100,
          birthdayBonus: minor(l.birthdayBonus),
          birthdayWageringX100: l.birthdayWageringX100,
        }));
        const check = checkLevelTable(rows);
        if (!check.ok) throw new AppError(ErrorCode.VipLevelsInvalid, check.reason, { reason: check.reason });
        const before = (await repo.levels(tx, merchantCode)).map(presentOperatorLevel);
        const saved = await repo.replaceLevels(tx, merchantCode, rows);
        // Renamed levels relabel their members; members above a removed top level move to the new top.
        const brand = await brandFacts(tx, merchantCode);
        const top = Math.max(...saved.map((l) => l.level));
        await repo.clampLevels(tx, merchantCode, top);
        for (const l of saved) await repo.relabel(tx, merchantCode, l.level, labelOf(brand, l));
        await deps.audit(
          {
            merchantCode,
            actor: who.actor,
            action: 'vip.levels',
            target: merchantCode,
            detail: { before, after: saved.map(presentOperatorLevel) },
            ip: who.ip,
          },
          tx,
        );
        return { levels: [...saved].sort((a, b) => a.level - b.level).map(presentOperatorLevel) };
      }),

    members: async (merchantCode: string, q: OperationParsedQuery<typeof operatorVipMembers>) => {
      const brand = await brandFacts(db, merchantCode);
      const levels = await repo.levels(db, merchantCode);
      const period = periodOf(new Date(), tzOf(brand));
      const { rows, total } = await repo.grid(db, {
        merchantCode,
        level: q.level,
        q: q.q,
        sort: q.sort ?? 'level',
        desc: q.order === 'desc',
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        list: rows.map((r) =>
          presentVipMemberRow(
            r.member,
            r.vip,
            period,
            labelOf(
              brand,
              levels.find((l) => l.level === (r.vip?.level ?? 0)),
            ),
          ),
        ),
        total,
      };
    },

    setLevel: async (merchantCode: string, body: OperationParsedBody<typeof operatorSetVipLevel>, who: Actor) => {
      const brand = await brandFacts(db, merchantCode);
      return db.transaction(async (tx) => {
        const m = await repo.member(tx, merchantCode, body.memberId);
        if (!m) throw new AppError(ErrorCode.NotFound, 'No such member.');
        const r = await setLevelInTx(tx, merchantCode, body.memberId, body.level, body.pinned);
        await deps.audit(
          {
            merchantCode,
            actor: who.actor,
            action: 'vip.level.set',
            target: m.account,
            detail: { before: r.before, after: r.after, reason: body.reason },
            ip: who.ip,
          },
          tx,
        );
        return memberRow(tx, brand, merchantCode, m.id);
      });
    },

    setBirthDateByOperator: async (
      merchantCode: string,
      body: OperationParsedBody<typeof operatorSetBirthDate>,
      who: Actor,
    ) => {
      const brand = await brandFacts(db, merchantCode);
      return db.transaction(async (tx) => {
        const m = await repo.member(tx, merchantCode, body.memberId);
        if (!m) throw new AppError(ErrorCode.NotFound, 'No such member.');
        const s = await repo.lockState(tx, merchantCode, m.id);
        await repo.updateState(tx, m.id, { birthDate: body.birthDate, birthDateBy: who.actor });
        await deps.audit(
          {
            merchantCode,
            actor: who.actor,
            action: 'vip.birth-date',
            target: m.account,
            detail: { before: s.birthDate, after: body.birthDate, reason: body.reason },
            ip: who.ip,
          },
          tx,
        );
        return memberRow(tx, brand, merchantCode, m.id);
      });
    },
  };
};
