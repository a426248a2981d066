import { minorToNumber, type VipLevel } from '@pagoda/contracts';
import type { MemberRow } from '../accounts/members.repository.js';
import type { MemberVipRow, VipLevelRow } from './vip.repository.js';

const money = minorToNumber;
const moneyOrNull = (v: bigint | null) => (v === null ? null : money(v));

export const presentLevel = (l: VipLevelRow): VipLevel => ({
  level: l.level,
  names: l.names,
  depositThreshold: money(l.depositThreshold),
  turnoverThreshold: money(l.turnoverThreshold),
  upgradeMode: l.upgradeMode,
  maintainTurnover: money(l.maintainTurnover),
  rebateBps: l.rebateBps,
  withdrawDailyCount: l.withdrawDailyCount,
  withdrawDailyAmount: moneyOrNull(l.withdrawDailyAmount),
  withdrawMaxPerRequest: moneyOrNull(l.withdrawMaxPerRequest),
  levelUpBonus: money(l.levelUpBonus),
  birthdayBonus: money(l.birthdayBonus),
});

export const presentOperatorLevel = (l: VipLevelRow) => ({
  ...presentLevel(l),
  levelUpWageringX100: l.levelUpWageringX100,
  birthdayWageringX100: l.birthdayWageringX100,
});

/** A member's VIP figures; a member without a VIP row yet is at level 0 with nothing counted. */
export const presentVipMember = (s: MemberVipRow | null, currentPeriod: string) => ({
  level: s?.level ?? 0,
  qualifyingDeposit: money(s?.qualifyingDeposit ?? 0n),
  // The stored month's figure is stale once the month has turned.
  monthTurnover: money(s && s.period === currentPeriod ? s.monthTurnover : 0n),
  pinned: s?.pinnedLevel !== null && s?.pinnedLevel !== undefined,
  birthDate: s?.birthDate ?? null,
});

export const presentVipMemberRow = (
  m: Pick<MemberRow, 'id' | 'account'>,
  s: MemberVipRow | null,
  currentPeriod: string,
  levelName: string,
) => ({
  memberId: m.id,
  account: m.account,
  levelName,
  levelSince: s?.levelSince?.getTime() ?? null,
  lastEvaluatedAt: s?.lastEvaluatedAt?.getTime() ?? null,
  ...presentVipMember(s, currentPeriod),
});
