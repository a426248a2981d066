import { maskAccount, minorToNumber, type ReferralStatus } from '@pagoda/contracts';
import type { ReferralRow, ReferralRuleRow } from './referral.repository.js';

const money = minorToNumber;

export const presentRule = (r: ReferralRuleRow) => ({
  minFirstDeposit: money(r.minFirstDeposit),
  minTurnover: money(r.minTurnover),
  withinDays: r.withinDays,
  referrerReward: money(r.referrerReward),
  referrerWageringX100: r.referrerWageringX100,
  refereeReward: money(r.refereeReward),
  refereeWageringX100: r.refereeWageringX100,
});

export const presentOperatorRule = (r: ReferralRuleRow) => ({ ...presentRule(r), enabled: r.enabled });

/** A referee without a row yet is REGISTERED, or EXPIRED once the rule's window has passed. */
export const statusOf = (
  row: ReferralRow | null,
  registeredAt: Date,
  rule: ReferralRuleRow | null,
  now: Date,
): ReferralStatus =>
  row?.status ??
  (rule && now.getTime() >= registeredAt.getTime() + rule.withinDays * 86_400_000 ? 'EXPIRED' : 'REGISTERED');

export const presentInvitee = (
  i: { account: string; registeredAt: Date; referral: ReferralRow | null },
  rule: ReferralRuleRow | null,
  now: Date,
) => ({
  name: maskAccount(i.account),
  registeredAt: i.registeredAt.getTime(),
  status: statusOf(i.referral, i.registeredAt, rule, now),
  reward: money(i.referral?.referrerReward ?? 0n),
});

export const presentReferralRow = (
  r: {
    refereeId: number;
    referee: string;
    referrerId: number;
    referrer: string;
    registeredAt: Date;
    referral: ReferralRow | null;
  },
  rule: ReferralRuleRow | null,
  now: Date,
) => ({
  refereeId: r.refereeId,
  referee: r.referee,
  referrerId: r.referrerId,
  referrer: r.referrer,
  registeredAt: r.registeredAt.getTime(),
  status: statusOf(r.referral, r.registeredAt, rule, now),
  firstDeposit: money(r.referral?.firstDeposit ?? 0n),
  turnover: money(r.referral?.turnover ?? 0n),
  referrerReward: money(r.referral?.referrerReward ?? 0n),
  refereeReward: money(r.referral?.refereeReward ?? 0n),
  qualifiedAt: r.referral?.qualifiedAt?.getTime() ?? null,
});
