import { type BonusGrant, type Language, minorToNumber, type RewardItem } from '@pagoda/contracts';
import type { rewardItems } from '../../db/schema.js';
import { requiredTurnover } from './bonus.service.js';
import type { BonusGrantRow } from './bonus.repository.js';

type ItemRow = typeof rewardItems.$inferSelect;

/** The title in the request language, English otherwise. */
export const titleIn = (title: Record<string, string>, language: Language | string) =>
  title[language.toLowerCase()] ?? title.en ?? '';

const ms = (d: Date | null) => (d ? d.getTime() : null);

export const presentRewardItem = (i: ItemRow, language: Language | string): RewardItem => ({
  id: i.id,
  source: i.source,
  title: titleIn(i.title, language),
  amount: minorToNumber(i.amount),
  wageringMultiplier: i.wageringX100 / 100,
  wageringBase: i.wageringBase,
  requiredTurnover: minorToNumber(
    requiredTurnover(i.wageringX100, i.wageringBase === 'BONUS_DEPOSIT' ? i.amount + i.depositAmount : i.amount),
  ),
  categories: i.categories ?? null,
  status: i.status,
  offeredAt: i.offeredAt.getTime(),
  expiresAt: ms(i.expiresAt),
});

export const presentGrant = (g: BonusGrantRow, item: ItemRow, language: Language | string): BonusGrant => {
  const remaining = g.status === 'ACTIVE' && g.requiredTurnover > g.progress ? g.requiredTurnover - g.progress : 0n;
  const percent =
    g.requiredTurnover === 0n || g.status === 'COMPLETED'
      ? 100
      : Number(((g.progress >= g.requiredTurnover ? g.requiredTurnover : g.progress) * 100n) / g.requiredTurnover);
  return {
    id: g.id,
    rewardItemId: g.rewardItemId,
    source: item.source,
    title: titleIn(item.title, language),
    amount: minorToNumber(g.amount),
    lockedAmount: minorToNumber(g.status === 'ACTIVE' ? g.lockedAmount : 0n),
    requiredTurnover: minorToNumber(g.requiredTurnover),
    progress: minorToNumber(g.progress),
    remainingTurnover: minorToNumber(remaining),
    percent,
    categories: g.categories ?? null,
    status: g.status,
    counting: g.status === 'ACTIVE' && g.countFrom !== null,
    claimedAt: g.createdAt.getTime(),
    expiresAt: ms(g.expiresAt),
    closedAt: ms(g.closedAt),
  };
};
