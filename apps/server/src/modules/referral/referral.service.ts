import {
  ErrorCode,
  maskAccount,
  minorToNumber,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorReferrals,
  type operatorSaveReferralRule,
  parseMinor,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import type { DepositPaidEvent } from '../rewards/domain-hooks.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import { type BrandFacts, brandFacts } from '../vip/brand-facts.js';
import { refereeRewardTitle, referrerRewardTitle } from '../vip/vip-titles.js';
import { evaluateReferral, windowEnd } from './referral-rules.js';
import { presentInvitee, presentOperatorRule, presentReferralRow, presentRule } from './referral.presenter.js';
import { referralRepository as repo, type ReferralRuleRow } from './referral.repository.js';

export type ReferralService = ReturnType<typeof createReferralService>;
type Actor = { actor: string; ip: string };
type Referee = { id: number; merchantCode: string; referrerId: number | null; registeredAt: Date };

/** How many invitees the member-centre page lists (newest first). */
const INVITEES_LIMIT = 100;
const minor = (text: string) => parseMinor(text) ?? 0n;

/**
 * Referrals (invite friends): a member registered with another's referral code is their referee;
 * when the referee meets the brand's rule inside its window, the referrer (and, if the rule says
 * so, the referee) are offered a reward in the reward centre, once per referee (keys).
 */
export const createReferralService = (
  db: Db,
  deps: {
    rewards: Pick<RewardsService, 'offer' | 'notify'>;
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  },
) => {
  const active = (brand: BrandFacts | null, rule: ReferralRuleRow | null): rule is ReferralRuleRow =>
    Boolean(brand?.modules[WhitelabelModule.Referral] && rule?.enabled);

  /**
   * Evaluates one referee under a lock on their row; answers the members to notify. Decided rows
   * (qualified, rewarded, expired) are final.
   */
  const evaluate = async (
    tx: DbOrTx,
    rule: ReferralRuleRow,
    referee: Referee,
    now: Date,
    deposit?: { amount: bigint; paidAt: Date },
  ): Promise<{ notify: number[]; decided: boolean }> => {
    const none = { notify: [], decided: false };
    if (referee.referrerId === null) return none;
    const row = await repo.lock(tx, { ...referee, referrerId: referee.referrerId });
    if (row.status !== 'REGISTERED') return none;
    const first = (await repo.firstDeposit(tx, referee.id)) ?? deposit ?? null;
    const end = windowEnd(referee.registeredAt, rule.withinDays);
    const turnover = await repo.turnover(tx, referee.id, referee.registeredAt, end < now ? end : now);
    const firstDeposit = first ? { amount: first.amount, paidAt: first.paidAt ?? now } : null;
    const outcome = evaluateReferral(rule, { registeredAt: referee.registeredAt, firstDeposit, turnover, now });
    const facts = { firstDeposit: firstDeposit?.amount ?? null, turnover };
    if (outcome === 'OPEN') {
      await repo.update(tx, referee.id, facts);
      return none;
    }
    if (outcome === 'EXPIRED') {
      await repo.update(tx, referee.id, { ...facts, status: 'EXPIRED' });
      return { notify: [], decided: true };
    }
    const notify: number[] = [];
    const refereeRow = await repo.member(tx, referee.id);
    if (rule.referrerReward > 0n) {
      await deps.rewards.offer(tx, {
        merchantCode: referee.merchantCode,
        memberId: referee.referrerId,
        source: 'REFERRAL',
        sourceRef: `referee:${referee.id}`,
        key: `referral:referrer:${referee.id}`,
        title: referrerRewardTitle(maskAccount(refereeRow?.account ?? '')),
        amount: rule.referrerReward,
        wagering: { x100: rule.referrerWageringX100, base: 'BONUS' },
        meta: { refereeId: referee.id },
      });
      notify.push(referee.referrerId);
    }
    if (rule.refereeReward > 0n) {
      await deps.rewards.offer(tx, {
        merchantCode: referee.merchantCode,
        memberId: referee.id,
        source: 'REFERRAL',
        sourceRef: `referee:${referee.id}`,
        key: `referral:referee:${referee.id}`,
        title: refereeRewardTitle(),
        amount: rule.refereeReward,
        wagering: { x100: rule.refereeWageringX100, base: 'BONUS' },
        meta: { referrerId: referee.referrerId },
      });
      notify.push(referee.id);
    }
    await repo.update(tx, referee.id, {
      ...facts,
      status: notify.length > 0 ? 'REWARDED' : 'QUALIFIED',
      qualifiedAt: now,
      referrerReward: rule.referrerReward,
      refereeReward: rule.refereeReward,
    });
    return { notify, decided: true };
  };

  const notifyAll = (ids: Iterable<number>) => {
    for (const id of new Set(ids)) void deps.rewards.notify(id);
  };

  return {
    summary: async (brand: BrandConfig, member: MemberRow) => {
      const rule = await repo.rule(db, brand.merchant.code);
      const now = new Date();
      const enabled = active(brand, rule);
      const [invitees, totals] = await Promise.all([
        repo.invitees(db, member.id, INVITEES_LIMIT),
        repo.inviteeTotals(db, member.id),
      ]);
      return {
        enabled,
        referralCode: member.referralCode ?? '',
        rule: enabled ? presentRule(rule) : null,
        invitees: invitees.map((i) => presentInvitee(i, rule, now)),
        totals: { invited: totals.invited, rewarded: totals.rewarded, earned: minorToNumber(totals.earned) },
      };
    },

    /** depositPaid listener: a referee's deposit may meet the rule, inside the deposit's transaction. */
    onDepositPaid: async (tx: DbOrTx, e: DepositPaidEvent) => {
      const referee = await repo.member(tx, e.memberId);
      if (!referee?.referrerId) return;
      const rule = await repo.rule(tx, e.merchantCode);
      if (!rule?.enabled) return;
      const brand = await brandFacts(tx, e.merchantCode);
      if (!active(brand, rule)) return;
      const r = await evaluate(tx, rule, referee, e.paidAt, { amount: e.amount, paidAt: e.paidAt });
      notifyAll(r.notify);
    },

    /**
     * Referral job: open referees inside their window are re-evaluated (turnover), and those past it
     * expire. Decided rows are final and rewards have keys, so a repeated run changes nothing.
     */
    evaluateAll: async (now = new Date()) => {
      let decided = 0;
      for (const rule of await repo.enabledRules(db)) {
        const brand = await brandFacts(db, rule.merchantCode);
        if (!active(brand, rule)) continue;
        const since = new Date(now.getTime() - (rule.withinDays + 2) * 86_400_000);
        const open = await repo.openReferees(db, rule.merchantCode, since);
        const stale = await repo.staleRegistered(db, rule.merchantCode, since);
        const ids = new Set([...open.map((o) => o.id), ...stale.map((s) => s.refereeId)]);
        for (const id of ids) {
          const r = await db.transaction(async (tx) => {
            const referee = await repo.member(tx, id);
            return referee ? evaluate(tx, rule, referee, now) : { notify: [], decided: false };
          });
          if (r.decided) decided++;
          notifyAll(r.notify);
        }
      }
      return decided;
    },

    // Back office ---------------------------------------------------------------------------------

    rule: async (merchantCode: string) => {
      const rule = await repo.rule(db, merchantCode);
      return { rule: rule ? presentOperatorRule(rule) : null };
    },

    saveRule: (merchantCode: string, body: OperationParsedBody<typeof operatorSaveReferralRule>, who: Actor) =>
      db.transaction(async (tx) => {
        const before = await repo.rule(tx, merchantCode);
        const saved = await repo.saveRule(tx, {
          merchantCode,
          enabled: body.enabled,
          minFirstDeposit: minor(body.minFirstDeposit),
          minTurnover: minor(body.minTurnover),
          withinDays: body.withinDays,
          referrerReward: minor(body.referrerReward),
          referrerWageringX100: body.referrerWageringX100,
          refereeReward: minor(body.refereeReward),
          refereeWageringX100: body.refereeWageringX100,
        });
        if (saved.referrerReward === 0n && saved.refereeReward === 0n && saved.enabled)
          throw new AppError(ErrorCode.ValidationFailed, 'referrerReward: an enabled rule rewards someone');
        await deps.audit(
          {
            merchantCode,
            actor: who.actor,
            action: 'referral.rule',
            target: merchantCode,
            detail: { before: before ? presentOperatorRule(before) : null, after: presentOperatorRule(saved) },
            ip: who.ip,
          },
          tx,
        );
        return { rule: presentOperatorRule(saved) };
      }),

    referrals: async (merchantCode: string, q: OperationParsedQuery<typeof operatorReferrals>) => {
      const rule = await repo.rule(db, merchantCode);
      const now = new Date();
      const { rows, total } = await repo.grid(db, {
        merchantCode,
        status: q.status,
        q: q.q,
        sort: q.sort ?? 'registeredAt',
        desc: q.order === 'desc',
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { list: rows.map((r) => presentReferralRow(r, rule, now)), total };
    },
  };
};
